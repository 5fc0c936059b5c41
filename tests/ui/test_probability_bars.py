"""The probability bar chart: what it draws, the top-k/top-p cut-off, clicks, and zoom."""

import pytest
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from tests.support.geometry import axis_texts, in_window, overlaps
from tests.ui.test_i18n import spanish  # noqa: F401 - fixture
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext


def test_bars_values_and_cutoff(qtbot) -> None:
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(
        ["sat", "slept", "ran"], [0.6, 0.3, 0.1], kept=[True, True, False], notes=["logit 2.5", "", ""]
    )
    assert bars.labels == ["sat", "slept", "ran"]
    assert bars._cutoff_line.scene() is not None and bars._cutoff_line.value() == 1.5
    texts = [item.toPlainText() for item in bars._items if hasattr(item, "toPlainText")]
    assert texts == ["60.0%  logit 2.5", "30.0%", "10.0%  cut"], "a greyed bar says it is cut"
    bars.set_bars(["a", "b"], [0.5, 0.5])
    assert bars._cutoff_line.scene() is None, "no cut-off when every candidate is kept"
    bars.clear()
    assert bars.labels == [] and not bars._items


def test_zoomed_in_the_axis_reads_in_percent_and_no_outline_runs_off_it(qtbot) -> None:
    """The top-k scene zooms in on bars under 1%: the axis marks 0.2% ... 0.8% (not "x0.001"), and the dashed
    outlines of the larger values before the change are left off the zoomed scale."""
    from workbench.ui.widgets.probability_bars import zoomed_ticks

    assert [text for _v, text in zoomed_ticks(0.009)] == ["0.2%", "0.4%", "0.6%", "0.8%"]
    assert [text for _v, text in zoomed_ticks(0.3)] == ["10%", "20%", "30%"] and zoomed_ticks(0) == []
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(["a", "b"], [0.22, 0.1])
    bars.set_bars(["a", "b"], [0.009, 0.008], ghost=True)
    outlines = len(bars._items)
    bars.set_zoomed(True)
    assert len(bars._items) == outlines - 1 and bars.x_range[1] < 0.02
    assert "dashed" not in bars.plot.getPlotItem().getAxis("bottom").labelText


def test_clicking_a_bar_reports_its_index(qtbot) -> None:
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.resize(500, 300)
    bars.show()
    qtbot.waitExposed(bars)
    bars.set_bars(["sat", "slept", "ran"], [0.6, 0.3, 0.1])
    view_box = bars.plot.getPlotItem().vb
    scene_point = view_box.mapViewToScene(QPointF(0.05, 1))
    widget_point = bars.plot.mapFromScene(scene_point)
    with qtbot.waitSignal(bars.bar_clicked) as blocker:
        qtbot.mouseClick(bars.plot.viewport(), Qt.MouseButton.LeftButton, pos=widget_point)
    assert blocker.args == [1]


def test_chart_text_follows_the_application_font(qtbot) -> None:
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(["sat"], [1.0])
    original = QApplication.font()
    try:
        bigger = QFont(original)
        bigger.setPointSizeF(original.pointSizeF() * 2)
        QApplication.setFont(bigger)
        QApplication.processEvents()
        label = next(item for item in bars._items if hasattr(item, "toPlainText"))
        assert label.textItem.font().pointSizeF() == bigger.pointSizeF()
    finally:
        QApplication.setFont(original)


def test_probabilities_share_one_fixed_scale_so_flat_and_sharp_look_different(qtbot) -> None:
    sharp, flat = ProbabilityBars(), ProbabilityBars()
    for bars in (sharp, flat):
        qtbot.addWidget(bars)
    sharp.set_bars(["time", "a", "the"], [0.8, 0.15, 0.05])
    flat.set_bars(["time", "a", "the"], [0.4, 0.35, 0.25])
    assert sharp.x_range == flat.x_range == (0.0, 1.65)  # 100 % ends at the same place in both
    ticks = sharp.plot.getPlotItem().getAxis("bottom")._tickLevels[0]
    assert [label for _, label in ticks] == ["25%", "50%", "75%", "100%"]
    assert sharp.plot.getPlotItem().getAxis("bottom").labelText == "probability"
    flat.set_zoomed(True)  # zoomed in: the longest bar fills the chart as before
    assert flat.x_range == (0.0, 0.4 * 1.65)
    counts = ProbabilityBars(value_format="{:,.0f}", fixed_scale=False)
    qtbot.addWidget(counts)
    counts.set_bars(["positive", "negative"], [120, 80])
    assert counts.x_range == (0.0, 120 * 1.65) and not counts.zoom_button.isVisibleTo(counts)


def test_a_change_of_settings_leaves_the_first_values_as_outlines(qtbot) -> None:
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(["time", "a", "the"], [0.6, 0.3, 0.1])
    assert bars.ghost_values == []
    bars.set_bars(["time", "a", "the"], [0.8, 0.15, 0.05], ghost=True)
    assert bars.ghost_values == [0.6, 0.3, 0.1]
    bars.set_bars(["time", "a", "the"], [0.9, 0.08, 0.02], ghost=True)  # a slider dragged on: same "before"
    assert bars.ghost_values == [0.6, 0.3, 0.1]
    assert "before the change" in bars.plot.getPlotItem().getAxis("bottom").labelText
    assert bars.csv_rows()[:2] == [["label", "probability", "before the change"], ["time", "0.9", "0.6"]]
    bars.exporter.context = lambda: ExportContext("Next token", "Once upon a", "text", {"temperature": 0.5})
    rows = bars.exporter.csv_rows()  # what the chart was of, on every row of its CSV
    assert rows[0][-3:] == ["text", "view", "temperature"] and rows[3][-3:] == [
        "Once upon a",
        "Next token",
        "0.5",
    ]
    bars.set_bars(["once", "upon", "a"], [0.5, 0.3, 0.2], ghost=True)  # other candidates: nothing to compare
    assert bars.ghost_values == []
    bars.set_bars(["once", "upon", "a"], [0.5, 0.3, 0.2])
    assert bars.ghost_values == []


def test_the_zoom_button_stays_off_the_axis_when_the_fonts_grow_after_the_chart_has_its_size(qtbot) -> None:
    """Presentation mode steps the fonts up once the chart is laid out: the axis grows, the bars' area
    shrinks, and the button follows it instead of sitting on the axis's tick labels."""
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.resize(260, 460)  # one of three charts side by side at projector zoom
    bars.show()
    qtbot.waitExposed(bars)
    bars.set_bars(["market", "store", "school"], [0.22, 0.07, 0.05])
    original = QApplication.font()
    try:
        bigger = QFont(original)
        bigger.setPointSizeF(original.pointSizeF() * 1.75)
        QApplication.setFont(bigger)

        def button_above_the_axis() -> None:
            button = in_window(bars.zoom_button, QRectF(bars.zoom_button.rect()))
            ticks = axis_texts(bars.plot, "bottom")
            assert ticks and not [text for text, rect in ticks if overlaps(button, rect)]

        qtbot.waitUntil(button_above_the_axis, timeout=3000)
        qtbot.wait(200)  # and it stays there once every relayout is done
        button_above_the_axis()
    finally:
        QApplication.setFont(original)


@pytest.mark.usefixtures("spanish")
def test_a_spanish_chart_writes_decimal_commas_and_spanish_words(qtbot) -> None:
    """The bars' values, the zoomed axis, a chart's own axis numbers and the greyed bars' word."""
    import pyqtgraph as pg

    from workbench.ui import plot_style
    from workbench.ui.widgets.probability_bars import zoomed_ticks

    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(["sat", "slept", "ran"], [0.6, 0.3, 0.1], kept=[True, True, False])
    texts = [item.toPlainText() for item in bars._items if hasattr(item, "toPlainText")]
    assert texts == ["60,0%", "30,0%", "10,0%  descartado"]
    assert [text for _v, text in zoomed_ticks(0.009)] == ["0,2%", "0,4%", "0,6%", "0,8%"]
    plot = pg.PlotWidget()
    qtbot.addWidget(plot)
    plot_style.style_plot(plot)
    assert plot.getPlotItem().getAxis("left").tickStrings([0.0, 0.5, 1.0], 1.0, 0.5) == ["0", "0,5", "1,0"]
