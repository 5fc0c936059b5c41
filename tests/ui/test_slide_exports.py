"""Exports a slide can use, on real widgets and real files: a header with the title, the sentence, the model
and the settings above the chart alone (no controls), CSVs that carry the same context, and export menus
that open inside the window and the screen."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QFileDialog, QInputDialog, QLabel, QPushButton, QSpinBox, QVBoxLayout, QWidget

from tests.support.slides import check_slide, ink, pixels, svg_text
from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
from workbench.ui.tabs.train.history.experiment_chart import ExperimentChart
from workbench.ui.widgets import view_export
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext, leave_off_slides, slide_size, with_context

CONTEXT = ExportContext(
    "Next token: the model's top predictions",
    "Once upon a",
    "prompt",
    {"model": "SmolLM2 135M Instruct", "temperature": 0.7, "top-k": "off", "top-p": 0.9},
)


def shown(qtbot, widget: QWidget, width: int = 520, height: int = 320) -> QWidget:
    qtbot.addWidget(widget)
    widget.resize(width, height)
    widget.show()
    qtbot.waitExposed(widget)
    return widget


def test_a_context_gives_the_header_lines_and_the_csv_columns() -> None:
    assert CONTEXT.lines() == [
        "Prompt: “Once upon a”",
        "Model: SmolLM2 135M Instruct · temperature: 0.7 · top-k: off · top-p: 0.9",
    ]
    rows = with_context([["label", "probability"], ["␣time", "0.14"]], CONTEXT)
    assert rows[0] == ["label", "probability", "prompt", "view", "model", "temperature", "top-k", "top-p"]
    assert rows[1] == [
        "␣time",
        "0.14",
        "Once upon a",
        CONTEXT.title,
        "SmolLM2 135M Instruct",
        "0.7",
        "off",
        "0.9",
    ]
    assert with_context(rows, None) is rows
    empty = ExportContext("Training curves", details={"model": "MiniLM", "baseline": ""})
    assert empty.lines() == ["Model: MiniLM"] and empty.csv_columns() == [
        ("view", "Training curves"),
        ("model", "MiniLM"),
    ]  # a setting that is not there says nothing


def test_the_probability_bars_export_a_slide_through_their_menu(qtbot, tmp_path: Path, monkeypatch) -> None:
    bars = shown(qtbot, ProbabilityBars())
    bars.set_bars(["␣time", "␣day", "␣night"], [0.6, 0.3, 0.1], kept=[True, True, False])
    qtbot.wait(50)  # the chart lays its axes out on the next turns of the event loop
    bars.exporter.context = lambda: CONTEXT
    target = {"path": str(tmp_path / "bars")}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (view_export.PNG_SCALES[1][0], True))
    bars.exporter.ask_png()
    image = QImage(str(tmp_path / "bars.png"))
    size = slide_size(bars, CONTEXT)
    assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)
    assert image.height() > bars.height() * 2 and image.width() >= bars.width() * 2  # the chart and a header
    assert ink(pixels(image)[: image.height() // 8]) > 500  # the title's letters, not a blank strip
    target["path"] = str(tmp_path / "bars.svg")
    bars.exporter.ask_svg()
    text = svg_text(tmp_path / "bars.svg")
    for expected in (CONTEXT.title, "“Once upon a”", "SmolLM2 135M Instruct", "temperature: 0.7", "␣time"):
        assert expected in text
    assert "probability" in text and "Zoom in" not in text  # the axis stays, the button goes
    target["path"] = str(tmp_path / "bars.csv")
    bars.exporter.ask_csv()
    header, first, *_ = (tmp_path / "bars.csv").read_text(encoding="utf-8").splitlines()
    assert header.endswith("prompt,view,model,temperature,top-k,top-p")
    assert first.startswith("␣time,0.6,yes,Once upon a,")
    bars.exporter.context = None  # no context: the picture is the chart as before, and the CSV its numbers
    assert view_export.render_image(bars, 1.0).size() == bars.size()
    assert bars.exporter.csv_rows()[0] == ["label", "probability", "kept by top-k/top-p"]


def test_a_slide_leaves_out_the_controls_and_what_was_marked_off(qtbot, tmp_path: Path) -> None:
    panel = QWidget()
    layout = QVBoxLayout(panel)
    layout.addWidget(QLabel("the chart's own words"))
    layout.addWidget(QPushButton("Generate"))
    spin = QSpinBox()
    spin.setValue(77)
    layout.addWidget(spin)
    layout.addWidget(leave_off_slides(QLabel("Point at a cell for its weight")))
    shown(qtbot, panel, 400, 200)
    text = svg_text(view_export.save_svg(panel, tmp_path / "panel.svg", ExportContext("A panel")))
    assert "the chart's own words" in text and "A panel" in text
    assert "Generate" not in text and "77" not in text and "Point at a cell" not in text


def test_the_other_charts_say_what_they_show(qtbot, tmp_path: Path) -> None:
    chart = shown(qtbot, ExperimentChart())
    size = SimpleNamespace(
        examples=100,
        pretrained=SimpleNamespace(mean=0.8, low=0.75, high=0.85),
        scratch=SimpleNamespace(mean=0.55, low=0.5, high=0.6),
    )
    chart.show_result(SimpleNamespace(model="all-MiniLM-L6-v2", seeds=3, check_examples=360, sizes=(size,)))
    context = check_slide(
        chart.exporter, tmp_path, "experiment", ["all-MiniLM-L6-v2", "training examples"], ["x0.001"]
    )
    assert dict(context.details)["seeds per size"] == 3
    assert chart.exporter.csv_rows()[1][:3] == ["100", "pre-trained", "80"]
    matrix = shown(qtbot, ConfusionMatrixView())
    matrix.set_matrix(["neg", "pos"], [[8, 2], [1, 9]])
    matrix.exporter.context = lambda: ExportContext(
        "Fine-tuning: confusion matrix", details={"model": "MiniLM"}
    )
    check_slide(matrix.exporter, tmp_path, "matrix", ["MiniLM", "→ pos"], [])


@pytest.mark.parametrize("where", ["screen corner", "past the screen", "inside the screen"])
def test_the_export_menu_opens_inside_the_window_and_the_screen(qtbot, where: str) -> None:
    """A 1280 x 800 window with its Export button in the bottom right corner: at the screen's corner, hanging
    past the screen's edge, or a small window well inside the screen (the menu stays inside that window)."""
    window = QWidget()
    button = view_export.ExportButton(lambda: (window, None), lambda _text: None)
    button.setParent(window)
    shown(qtbot, window, 1280, 800)
    room = window.screen().availableGeometry()
    if where == "screen corner":
        window.move(room.right() + 1 - window.width(), room.bottom() + 1 - window.height())
    elif where == "past the screen":
        window.move(room.topLeft())
    else:
        window.setGeometry(room.left() + 100, room.top() + 100, room.width() // 2, room.height() // 2)
    qtbot.wait(10)
    button.move(window.width() - button.width(), window.height() - button.height())
    menu = button.showMenu()
    assert menu.isVisible() and room.contains(menu.geometry()), (menu.geometry(), room)
    if where == "inside the screen":
        assert window.frameGeometry().contains(menu.geometry())
        right_edge = button.mapToGlobal(QPoint(button.width(), 0)).x()
        assert menu.geometry().left() + menu.geometry().width() == right_edge  # leftwards, edges aligned
    menu.hide()


def test_a_right_click_menu_near_the_corner_stays_inside(qtbot) -> None:
    bars = shown(qtbot, ProbabilityBars(), 1280, 800)
    room = bars.screen().availableGeometry()
    bars.move(room.right() + 1 - bars.width(), room.bottom() + 1 - bars.height())
    qtbot.wait(10)
    bars.customContextMenuRequested.emit(QPoint(bars.width() - 2, bars.height() - 2))
    menu = bars.exporter.menu
    assert menu is not None and menu.isVisible() and room.contains(menu.geometry())
    assert [a.text() for a in menu.actions()][:2] == ["Save as PNG…", "Save as SVG…"]
    menu.hide()


def test_the_fine_tuning_charts_say_which_model_method_and_run(qtbot, main_window, tmp_path: Path) -> None:
    from workbench.ui.tabs.train.export_context import model_name

    train = main_window.tab("Fine-tuning")
    curves = train.training_page.curves
    curves.set_run("0", "Fine-tune everything", [(0.5, 0.7), (1.0, 0.5)], [(1.0, 0.45, 0.8)])
    curves.resize(700, 420)
    says = [model_name(train.state.model_id), "Fine-tune everything", "Loss (lower is better)", "epoch"]
    check_slide(curves.exporter, tmp_path, "curves", says, leaves_out=[])
    results = train.results_page
    results.result = SimpleNamespace(
        model="minilm-l6",
        method="lora",
        metrics=SimpleNamespace(examples=40),
        run_dir=str(tmp_path / "run-7"),
    )
    results.confusion.set_matrix(["neg", "pos"], [[8, 2], [1, 9]])
    results.confusion.setFixedSize(500, 300)  # resize alone loses to the hidden page's pending layout
    says = ["LoRA (low-rank adapters)", "run-7", "checking texts: 40", "→ pos"]
    check_slide(results.confusion.exporter, tmp_path, "confusion", says, leaves_out=[])
