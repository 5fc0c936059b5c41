"""Saving what a view shows: PNG at a chosen resolution, SVG, CSV of its numbers, or the clipboard.

The one export helper of the app.  A view is any widget; it is painted again onto the file's canvas (not
screen-grabbed), so a PNG at 3x is sharp rather than enlarged pixels, and an SVG keeps its text and shapes as
vectors.  A picture is a slide (``slide``): a header with the chart's title, its sentence, model and settings,
then the chart without its controls.  ``Exporter`` holds the actions; ``ExportButton`` puts them on a small
"Export" menu and ``attach_export`` on a chart's or table's right-click menu; both menus open inside the
window and the screen.  Both ask a ``source`` callable which widget and which CSV rows are current, and a
``context`` callable what the view is of; ``table_rows`` reads the rows of any table or tree as shown.
"""

from __future__ import annotations

import csv
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QModelIndex, QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QAbstractItemView,
    QInputDialog,
    QMenu,
    QTableView,
    QToolButton,
    QTreeView,
    QWidget,
)

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui import plot_style
from workbench.ui.widgets import file_dialogs
from workbench.ui.widgets.popup_menus import at_point, beside, popup_inside_screen
from workbench.ui.widgets.slide import ExportContext, paint_slide, slide_size, with_context

PNG_SCALES = (
    (QT_TRANSLATE_NOOP("Exporter", "1x (as on screen)"), 1.0),
    (QT_TRANSLATE_NOOP("Exporter", "2x (slides)"), 2.0),
    ("3x", 3.0),
    (QT_TRANSLATE_NOOP("Exporter", "4x (print)"), 4.0),
)
# (widget to paint, a function giving the CSV rows, or None when the view has no numbers to save)
ExportSource = Callable[[], tuple[QWidget, Callable[[], list[list[str]]] | None]]
ContextSource = Callable[[], ExportContext | None]  # what the view shows now, or None


def render_image(widget: QWidget, scale: float = 1.0, context: ExportContext | None = None) -> QImage:
    """``widget`` painted at ``scale`` times its size on the theme's background, under a header saying what
    it shows when there is a ``context`` (see ``slide``)."""
    scale = max(0.25, float(scale))
    size = slide_size(widget, context)
    image = QImage(
        QSize(max(1, round(size.width() * scale)), max(1, round(size.height() * scale))),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(1.0)
    image.fill(QColor(plot_style.colours().background))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    paint_slide(painter, widget, context)
    painter.end()
    return image


def save_png(
    widget: QWidget, path: str | Path, scale: float = 1.0, context: ExportContext | None = None
) -> Path:
    path = Path(path)
    if not render_image(widget, scale, context).save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path


def save_svg(widget: QWidget, path: str | Path, context: ExportContext | None = None) -> Path:
    path = Path(path)
    size = slide_size(widget, context)
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(size)
    generator.setViewBox(QRect(QPoint(), size))
    generator.setTitle(context.title if context is not None else translate("ViewExport", "LM Workbench view"))
    if context is not None:
        generator.setDescription("\n".join(context.lines()))
    painter = QPainter(generator)
    paint_slide(painter, widget, context)
    painter.end()
    if not path.is_file():
        raise OSError(f"could not write {path}")
    return path


def save_csv(rows: Sequence[Sequence[object]], path: str | Path) -> Path:
    path = Path(path)
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    return path


def copy_image(widget: QWidget, scale: float = 2.0, context: ExportContext | None = None) -> QImage:
    image = render_image(widget, scale, context)
    QGuiApplication.clipboard().setImage(image)
    return image


def table_rows(view: QAbstractItemView) -> list[list[str]]:
    """The header and every row of a table or tree as shown (a tree's rows indented by their depth)."""
    model = view.model()
    columns = [c for c in range(model.columnCount()) if not _column_hidden(view, c)]
    rows = [[str(model.headerData(c, Qt.Orientation.Horizontal) or "") for c in columns]]

    def walk(parent: QModelIndex, depth: int) -> None:
        for r in range(model.rowCount(parent)):
            if hasattr(view, "isRowHidden") and not isinstance(view, QTreeView) and view.isRowHidden(r):
                continue
            cells = [str(model.index(r, c, parent).data() or "").replace("\n", " ") for c in columns]
            if depth and cells:
                cells[0] = "  " * depth + cells[0]
            rows.append(cells)
            if isinstance(view, QTreeView):
                walk(model.index(r, 0, parent), depth + 1)

    walk(QModelIndex(), 0)
    return rows


def _column_hidden(view: QAbstractItemView, column: int) -> bool:
    return bool(getattr(view, "isColumnHidden", lambda _c: False)(column))


class Exporter:
    """The export actions for one view: ``source()`` gives (widget to paint, CSV rows function or None);
    ``context()``, when given, what the view is of (its title, sentence, model and settings: the header of a
    picture and the last columns of a CSV); ``on_message`` hears what happened (the file written, or why
    nothing was)."""

    def __init__(
        self,
        source: ExportSource,
        on_message: Callable[[str], None],
        name: str,
        parent: QWidget,
        csv_label: str = "Save the numbers as CSV…",
        context: ContextSource | None = None,
    ) -> None:
        self.source = source
        self.on_message = on_message
        self.name = name
        self.parent = parent
        self.csv_label = csv_label
        self.context = context  # may be set later, by whoever knows the sentence and the model
        self.menu: QMenu | None = None

    def what(self) -> ExportContext | None:
        """What the view shows now (None: a picture without a header, a CSV without context columns)."""
        return self.context() if self.context is not None else None

    def csv_rows(self) -> list[list[str]] | None:
        """The rows a CSV gets: the view's numbers, each row followed by what the view is of."""
        rows = self.source()[1]
        return None if rows is None else with_context(rows(), self.what())

    def fill_menu(self, menu: QMenu) -> QMenu:
        menu.addAction(translate("Exporter", "Save as PNG…"), self.ask_png)
        menu.addAction(translate("Exporter", "Save as SVG…"), self.ask_svg)
        csv_action = menu.addAction(self.csv_label, self.ask_csv)
        csv_action.setEnabled(self.source()[1] is not None)
        menu.addAction(translate("Exporter", "Copy image"), self.copy)
        return menu

    def popup(self, anchor: QRect) -> QMenu:
        """Open the menu of actions beside ``anchor`` (screen coordinates), inside the window
        and the screen."""
        if self.menu is None:
            self.menu = QMenu(self.parent)
        self.menu.clear()
        return popup_inside_screen(self.fill_menu(self.menu), anchor, self.parent)

    def _ask_path(self, kind: str, pattern: str, suffix: str) -> Path | None:
        title = translate("Exporter", "Save as {kind}").format(kind=kind)
        path = file_dialogs.save_file(
            self.parent, title, f"{self.name}{suffix}", translate("Exporter", pattern)
        )
        if not path:
            return None
        return Path(path) if Path(path).suffix else Path(path + suffix)

    def ask_png(self) -> None:
        labels = [translate("Exporter", label) for label, _ in PNG_SCALES]
        label, ok = QInputDialog.getItem(
            self.parent,
            translate("Exporter", "PNG resolution"),
            translate("Exporter", "Resolution:"),
            labels,
            1,
            False,
        )
        if not ok:
            return
        path = self._ask_path("PNG", QT_TRANSLATE_NOOP("Exporter", "PNG images (*.png)"), ".png")
        if path is not None:
            scale = PNG_SCALES[labels.index(label)][1]
            self._report(lambda: save_png(self.source()[0], path, scale, self.what()))

    def ask_svg(self) -> None:
        path = self._ask_path("SVG", QT_TRANSLATE_NOOP("Exporter", "SVG drawings (*.svg)"), ".svg")
        if path is not None:
            self._report(lambda: save_svg(self.source()[0], path, self.what()))

    def ask_csv(self) -> None:
        if self.source()[1] is None:
            self.on_message(translate("Exporter", "This view has no numbers to save as CSV."))
            return
        path = self._ask_path("CSV", QT_TRANSLATE_NOOP("Exporter", "CSV tables (*.csv)"), ".csv")
        if path is not None:
            self._report(lambda: save_csv(self.csv_rows() or [], path))

    def copy(self) -> None:
        copy_image(self.source()[0], context=self.what())
        self.on_message(translate("Exporter", "The view is on the clipboard."))

    def _report(self, write: Callable[[], Path]) -> None:
        try:
            path = write()
        except OSError as exc:
            self.on_message(translate("Exporter", "Could not save: {problem}").format(problem=exc))
        else:
            self.on_message(translate("Exporter", "Saved {file}").format(file=path))


class ExportButton(QToolButton):
    """ "Export ▾": PNG (choose resolution), SVG, CSV of the numbers, copy image.  Its menu opens below it,
    or leftwards and upwards where the window or the screen ends."""

    def __init__(
        self,
        source: ExportSource,
        on_message: Callable[[str], None],
        name: str = "view",
        csv_label: str = "Save the weights as CSV…",
        context: ContextSource | None = None,
    ) -> None:
        super().__init__()
        self.exporter = Exporter(source, on_message, name, self, csv_label, context)
        self.setText(translate("ExportButton", "Export ▾"))
        self.setToolTip(
            translate(
                "ExportButton",
                "Save the view shown as a picture (PNG or SVG), its numbers as CSV, or copy it.",
            )
        )
        self.setWhatsThis(
            translate(
                "ExportButton",
                "Saves the chart shown, ready for a slide: a PNG picture at the "
                "resolution you choose (2x suits "
                "slides) or an SVG drawing that stays sharp at any size, each with a "
                "title, the sentence and the "
                "model above the chart; or the numbers as a CSV table.",
            )
        )
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self.clicked.connect(self.showMenu)
        self.ask_png, self.ask_svg = self.exporter.ask_png, self.exporter.ask_svg
        self.ask_csv, self.copy = self.exporter.ask_csv, self.exporter.copy

    def showMenu(self) -> QMenu:  # noqa: N802 (Qt's name)
        return self.exporter.popup(beside(self))


def announce(widget: QWidget, text: str) -> None:
    """Say ``text`` where the user looks: the main window's status line, else the widget's tooltip."""
    window = widget.window()
    label = getattr(window, "task_message", None)
    if label is not None:
        label.setText(text)
    else:
        widget.setToolTip(text)


def attach_export(
    widget: QWidget,
    name: str,
    rows: Callable[[], list[list[str]]] | None = None,
    picture: Callable[[], QWidget] | None = None,
    context: ContextSource | None = None,
) -> Exporter:
    """Give ``widget`` a right-click menu (also the Menu key) with the export actions.  ``rows`` gives its
    CSV rows (a table or tree's own rows when left out); ``picture`` the widget to paint (itself);
    ``context`` what it shows (also settable later as ``widget.exporter.context``)."""
    if rows is None and isinstance(widget, QAbstractItemView):
        rows = lambda: table_rows(widget)  # noqa: E731
    exporter = Exporter(
        lambda: (picture() if picture else widget, rows),
        lambda text: announce(widget, text),
        name,
        widget,
        context=context,
    )
    targets = [widget, *[child for child in widget.findChildren(QWidget) if _is_plot(child)]]
    for target in targets:
        target.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        target.customContextMenuRequested.connect(
            lambda pos, target=target: exporter.popup(at_point(target, pos))
        )
    widget.setProperty("exportable", name)
    widget.exporter = exporter  # tests and the presenter reach the actions here
    return exporter


def attach_tables(root: QWidget) -> int:
    """Give every table and tree under ``root`` that has no export menu yet the standard one (CSV of its
    rows as shown, or a picture).  Returns how many it gave one."""
    count = 0
    for view in root.findChildren(QAbstractItemView):
        if view.property("exportable") or not isinstance(view, (QTableView, QTreeView)):
            continue
        attach_export(view, view.objectName() or type(view).__name__.lower())
        count += 1
    return count


def _is_plot(widget: QWidget) -> bool:
    """Whether ``widget`` is a pyqtgraph chart (not imported here: a chart on screen means it is loaded)."""
    pyqtgraph = sys.modules.get("pyqtgraph")
    return pyqtgraph is not None and isinstance(widget, pyqtgraph.PlotWidget)
