"""The classroom features: zoom reaches the charts, themes, presentation mode, exports, help and keys."""

from __future__ import annotations

import csv
import json
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QFileDialog,
    QHeaderView,
    QInputDialog,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTableWidgetItem,
    QTextEdit,
    QToolButton,
    QWidget,
)

from workbench import paths
from workbench import settings as settings_mod
from workbench.ui import plot_style
from workbench.ui.tabs import TABS
from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
from workbench.ui.tabs.train.wizard.training_curves import TrainingCurves
from workbench.ui.widgets import view_export
from workbench.ui.widgets.probability_bars import ProbabilityBars


@pytest.fixture
def window(main_window):
    """The main window, put back to 100% and the light theme afterwards (the app font and palette are
    shared by every test in the session)."""
    yield main_window
    main_window.presentation.leave()
    main_window.apply_zoom(1.0, announce=False)
    main_window.theme.set_mode("light")


def _chart(window, widget: QWidget) -> QWidget:
    """``widget`` placed in the window (so it is styled and exported as it would be in a tab)."""
    widget.setParent(window.tabs.currentWidget())  # not in its layout, so it keeps the size given here
    widget.resize(500, 300)
    widget.show()
    return widget


def test_zoom_scales_a_plots_tick_font_and_its_pens(window) -> None:
    curves = _chart(window, TrainingCurves())
    curves.add_run("a", "run a")
    curves.add_step("a", 0.5, 1.0)
    axis = curves.loss_plot.getPlotItem().getAxis("left")
    line = curves._series["a"].items[0]
    font_before, pen_before = axis.style["tickFont"].pointSizeF(), line.opts["pen"].widthF()
    window.apply_zoom(2.0)
    assert axis.style["tickFont"].pointSizeF() == pytest.approx(font_before * 2)
    assert line.opts["pen"].widthF() == pytest.approx(pen_before * 2)
    assert curves.loss_plot.getPlotItem().titleLabel.opts["size"] == f"{font_before * 2:.1f}pt"
    window.apply_zoom(1.0)
    assert axis.style["tickFont"].pointSizeF() == pytest.approx(font_before)


def test_theme_override_switches_plot_background_and_persists(window) -> None:
    bars = _chart(window, ProbabilityBars())
    bars.set_bars(["cat", "dog"], [0.6, 0.3])
    window.theme.set_mode("dark")
    assert bars.plot.backgroundBrush().color().name() == plot_style.DARK.background.lower()
    assert QApplication.palette().window().color().lightness() < 80
    window.theme.set_mode("light")
    assert bars.plot.backgroundBrush().color().name() == plot_style.LIGHT.background.lower()
    window.theme.set_mode("dark")
    window.save_settings()
    saved = json.loads(paths.settings_file().read_text(encoding="utf-8"))
    assert saved["theme"] == "dark" and saved["schema_version"] == settings_mod.SCHEMA_VERSION
    assert settings_mod.load().theme == "dark"


def test_old_settings_migrate_to_following_the_system(tmp_path: Path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 1, "zoom": 1.5}), encoding="utf-8")
    loaded = settings_mod.load(path)
    assert loaded.theme == "system" and loaded.zoom == 1.5 and loaded.schema_version == 2


def test_presentation_mode_goes_full_screen_and_restores_the_zoom(qtbot, window) -> None:
    window.apply_zoom(1.1)
    state_before = window.windowState()
    fill = window.tab("Fill in the blank")
    note = next(iter(fill.view_notes.values()))
    zoo = window.tab("Model zoo").table
    columns = zoo.model().columnCount()
    window.tabs.setCurrentIndex(1)
    qtbot.keyClick(window, Qt.Key.Key_F5)
    assert window.presentation.active
    assert window.windowState() & Qt.WindowState.WindowFullScreen
    assert window.settings.zoom >= 1.75
    assert not window.statusBar().isVisible() and not note.isVisible()
    shown = [c for c in range(columns) if not zoo.isColumnHidden(c)]
    assert 0 < len(shown) < columns, "the zoo leaves out the columns its details panel gives"
    assert plot_style.colours().high_contrast
    qtbot.keyClick(window, Qt.Key.Key_Escape)
    assert not window.presentation.active
    assert window.settings.zoom == 1.1
    assert window.windowState() == state_before
    assert window.statusBar().isVisible() and note.isVisible()
    assert not any(zoo.isColumnHidden(c) for c in range(columns)), "every column is back"
    assert not plot_style.colours().high_contrast


def _check_picture_exports(widget: QWidget, folder: Path, name: str) -> None:
    QApplication.processEvents()  # let pending layouts settle the size first
    size = widget.size()
    png = view_export.save_png(widget, folder / f"{name}.png", 2.0)
    image = QImage(str(png))
    assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)
    svg = view_export.save_svg(widget, folder / f"{name}.svg")
    assert ElementTree.parse(svg).getroot().tag.endswith("svg")


def _read_csv(path: Path) -> list[list[str]]:
    with path.open(encoding="utf-8", newline="") as handle:
        return list(csv.reader(handle))


def test_the_right_click_exporter_writes_png_at_the_chosen_resolution(window, tmp_path, monkeypatch) -> None:
    bars = _chart(window, ProbabilityBars())
    bars.set_bars(["sat", "ran"], [0.7, 0.2])
    target = {"path": str(tmp_path / "bars")}
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (target["path"], ""))
    monkeypatch.setattr(QInputDialog, "getItem", lambda *a, **k: (view_export.PNG_SCALES[2][0], True))
    assert bars.contextMenuPolicy() == Qt.ContextMenuPolicy.CustomContextMenu
    bars.exporter.ask_png()
    image = QImage(str(tmp_path / "bars.png"))
    assert (image.width(), image.height()) == (bars.width() * 3, bars.height() * 3)
    assert "bars.png" in window.task_message.text()
    target["path"] = str(tmp_path / "bars.csv")
    bars.exporter.ask_csv()
    assert _read_csv(tmp_path / "bars.csv")[1][:2] == ["sat", "0.7"]
    bars.exporter.copy()
    assert not QApplication.clipboard().image().isNull()


def test_charts_export_png_svg_and_the_numbers_they_show(window, tmp_path) -> None:
    bars = _chart(window, ProbabilityBars())
    bars.set_bars(["sat", "ran", "jumped"], [0.5, 0.3, 0.2], kept=[True, True, False])
    curves = _chart(window, TrainingCurves())
    curves.set_run("r", "run r", [(0.5, 1.2), (1.0, 0.8)], [(1.0, 0.9, 0.75)])
    matrix = _chart(window, ConfusionMatrixView())
    matrix.set_matrix(["neg", "pos"], [[8, 2], [1, 9]])
    for widget, name in ((bars, "bars"), (curves, "curves"), (matrix, "matrix")):
        _check_picture_exports(widget, tmp_path, name)
    rows = _read_csv(view_export.save_csv(bars.exporter.source()[1](), tmp_path / "bars.csv"))
    assert [(r[0], float(r[1]), r[2]) for r in rows[1:]] == [
        ("sat", 0.5, "yes"),
        ("ran", 0.3, "yes"),
        ("jumped", 0.2, "no"),
    ]
    rows = _read_csv(view_export.save_csv(curves.csv_rows(), tmp_path / "curves.csv"))
    assert [r[1:] for r in rows[1:]] == [
        ["0.5", "1.2", "", ""],
        ["1", "0.8", "", ""],
        ["1", "", "0.9", "0.75"],
    ]
    assert matrix.csv_rows() == [["true \\ predicted", "neg", "pos"], ["neg", "8", "2"], ["pos", "1", "9"]]
    diagonal, off = matrix.item(0, 0).background().color(), matrix.item(0, 1).background().color()
    assert diagonal.lightness() > off.lightness()  # cividis: a bigger share is brighter


def test_every_table_of_the_tabs_exports_its_rows(window, tmp_path) -> None:
    zoo = window.tab("Model zoo")
    train = window.tab("Fine-tuning")
    nxt = window.tab("Next token")
    history = train.history_page.table
    history.setRowCount(1)
    for column in range(history.columnCount()):
        history.setItem(0, column, QTableWidgetItem(f"cell {column}"))
    tables = [zoo.table, history, nxt.softmax.table]
    tables += [page.per_class for page in train.pages if hasattr(page, "per_class")]
    for table in tables:
        assert table.property("exportable"), table.objectName()
        rows = table.exporter.source()[1]()
        model = table.model()
        assert len(rows) == model.rowCount() + 1
        if model.rowCount():
            assert rows[1][0] == str(model.index(0, 0).data()).replace("\n", " ")
    assert (
        _read_csv(view_export.save_csv(history.exporter.source()[1](), tmp_path / "h.csv"))[1][0] == "cell 0"
    )
    softmax = nxt.softmax.table
    assert [r[0] for r in table_rows_of(softmax)[1:]] == ["sat", "ran", "jumped", "slept"]
    _check_picture_exports(zoo.table, tmp_path, "zoo")


def table_rows_of(view: QAbstractItemView) -> list[list[str]]:
    return view_export.table_rows(view)


INTERACTIVE = (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QAbstractSlider,
    QAbstractItemView,
    QPlainTextEdit,
    QTextEdit,
)


def _needs_help(widget: QWidget) -> bool:
    """A control the user works with (not the parts Qt builds inside other controls)."""
    parent = widget.parent()
    if not isinstance(widget, INTERACTIVE) or widget.objectName().startswith("qt_"):
        return False
    if isinstance(widget, (QHeaderView, QScrollBar)) or isinstance(
        parent, (QTabBar, QAbstractSpinBox, QComboBox)
    ):
        return False
    if isinstance(widget, QToolButton) and isinstance(parent, QLineEdit):  # a line edit's clear button
        return False
    return not (type(widget).__name__ == "QListView" and type(parent).__name__ == "QFrame")  # combo popups


def test_every_control_of_every_tab_has_a_tooltip_and_the_key_ones_explain(window) -> None:
    missing = []
    for entry in TABS:
        tab = window.tab(entry.title)
        for widget in tab.findChildren(QWidget):
            if _needs_help(widget) and not widget.toolTip().strip():
                missing.append(f"{entry.title}: {type(widget).__name__} {widget.objectName()!r}")
    assert not missing, "controls without a tooltip:\n" + "\n".join(missing)
    nxt = window.tab("Next token")
    assert nxt.temperature.whatsThis().startswith("What is temperature?")
    assert "LoRA" in window.tab("Fine-tuning").method_page.lora_r.whatsThis()


def test_ctrl_number_switches_tabs_and_the_shortcuts_window_lists_the_keys(qtbot, window) -> None:
    for index in (2, 4, 0):
        qtbot.keyClick(window, getattr(Qt.Key, f"Key_{index + 1}"), Qt.KeyboardModifier.ControlModifier)
        assert window.tabs.currentIndex() == index
    dialog = window.shortcuts.show_list()
    qtbot.addWidget(dialog)
    listed = {dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())}
    assert {"Ctrl+1", "Ctrl+5", "F5"} <= listed
    assert any("Ctrl+=" in keys for keys in listed)
    dialog.close()


def test_radio_buttons_and_check_boxes_show_on_a_dark_window_and_grow_with_the_zoom(window) -> None:
    from PySide6.QtWidgets import QCheckBox, QRadioButton, QStyle

    def indicator_width(button: QAbstractButton) -> int:
        QApplication.processEvents()  # a zoom's new font reaches the button
        metric = QStyle.PixelMetric.PM_IndicatorWidth
        if isinstance(button, QRadioButton):
            metric = QStyle.PixelMetric.PM_ExclusiveIndicatorWidth
        return button.style().pixelMetric(metric, None, button)

    window.theme.set_mode("dark")
    parent = window.tabs.currentWidget()
    for button in (QRadioButton("Classify texts", parent), QCheckBox("I understand", parent)):
        width = indicator_width(button)
        button.adjustSize()
        image = button.grab().toImage()
        # the unchecked indicator's outline: some pixel of it clearly lighter than the dark window
        lightest = max(
            image.pixelColor(x, y).lightness()
            for x in range(min(width + 2, image.width()))
            for y in range(image.height())
        )
        assert lightest - QApplication.palette().window().color().lightness() > 60, type(button).__name__
        window.apply_zoom(2.0, announce=False)
        zoomed = indicator_width(button)
        window.apply_zoom(1.0, announce=False)
        assert zoomed >= 1.4 * width and indicator_width(button) == width
        button.deleteLater()
