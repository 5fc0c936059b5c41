"""The probability bar chart: what it draws, the top-k/top-p cut-off, clicks, and zoom."""

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from workbench.ui.widgets.probability_bars import ProbabilityBars


def test_bars_values_and_cutoff(qtbot) -> None:
    bars = ProbabilityBars()
    qtbot.addWidget(bars)
    bars.set_bars(
        ["sat", "slept", "ran"], [0.6, 0.3, 0.1], kept=[True, True, False], notes=["logit 2.5", "", ""]
    )
    assert bars.labels == ["sat", "slept", "ran"]
    assert bars._cutoff_line.scene() is not None and bars._cutoff_line.value() == 1.5
    texts = [item.toPlainText() for item in bars._items if hasattr(item, "toPlainText")]
    assert texts == ["60.0%  logit 2.5", "30.0%", "10.0%"]
    bars.set_bars(["a", "b"], [0.5, 0.5])
    assert bars._cutoff_line.scene() is None, "no cut-off when every candidate is kept"
    bars.clear()
    assert bars.labels == [] and not bars._items


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
