"""Saving what a view shows: PNG at a chosen resolution, SVG, CSV of its numbers, or the clipboard.

A view is any widget; it is painted again onto the file's canvas (not screen-grabbed), so a PNG at 3x is
sharp rather than enlarged pixels, and an SVG keeps its text and shapes as vectors.  ``ExportButton`` puts
these on a small menu and asks its ``source`` callable which widget and which CSV rows are current.
"""

from __future__ import annotations

import csv
from collections.abc import Callable, Sequence
from pathlib import Path

from PySide6.QtCore import QPoint, QRect, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMenu, QToolButton, QWidget

PNG_SCALES = (("1x (as on screen)", 1.0), ("2x (slides)", 2.0), ("3x", 3.0), ("4x (print)", 4.0))
# (widget to paint, a function giving the CSV rows, or None when the view has no numbers to save)
ExportSource = Callable[[], tuple[QWidget, Callable[[], list[list[str]]] | None]]


def render_image(widget: QWidget, scale: float = 1.0) -> QImage:
    """``widget`` painted at ``scale`` times its size on a white background."""
    scale = max(0.25, float(scale))
    size = widget.size()
    image = QImage(
        QSize(max(1, round(size.width() * scale)), max(1, round(size.height() * scale))),
        QImage.Format.Format_ARGB32_Premultiplied,
    )
    image.setDevicePixelRatio(1.0)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    painter.scale(scale, scale)
    widget.render(painter, QPoint(), QRect(QPoint(), size), QWidget.RenderFlag.DrawChildren)
    painter.end()
    return image


def save_png(widget: QWidget, path: str | Path, scale: float = 1.0) -> Path:
    path = Path(path)
    if not render_image(widget, scale).save(str(path), "PNG"):
        raise OSError(f"could not write {path}")
    return path


def save_svg(widget: QWidget, path: str | Path, title: str = "LM Workbench view") -> Path:
    path = Path(path)
    generator = QSvgGenerator()
    generator.setFileName(str(path))
    generator.setSize(widget.size())
    generator.setViewBox(QRect(QPoint(), widget.size()))
    generator.setTitle(title)
    painter = QPainter(generator)
    painter.fillRect(QRect(QPoint(), widget.size()), QColor("white"))
    widget.render(painter, QPoint(), QRect(QPoint(), widget.size()), QWidget.RenderFlag.DrawChildren)
    painter.end()
    if not path.is_file():
        raise OSError(f"could not write {path}")
    return path


def save_csv(rows: Sequence[Sequence[object]], path: str | Path) -> Path:
    path = Path(path)
    with path.open("w", newline="", encoding="utf-8") as handle:
        csv.writer(handle).writerows(rows)
    return path


def copy_image(widget: QWidget, scale: float = 2.0) -> QImage:
    image = render_image(widget, scale)
    QGuiApplication.clipboard().setImage(image)
    return image


class ExportButton(QToolButton):
    """ "Export ▾": PNG (choose resolution), SVG, CSV of the numbers, copy image.  ``on_message`` hears what
    happened (the file written, or why nothing was)."""

    def __init__(self, source: ExportSource, on_message: Callable[[str], None], name: str = "view") -> None:
        super().__init__()
        self.source = source
        self.on_message = on_message
        self.name = name
        self.setText("Export")
        self.setToolTip("Save the view shown as a picture (PNG or SVG), its numbers as CSV, or copy it.")
        self.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        menu = QMenu(self)
        menu.addAction("Save as PNG…", self.ask_png)
        menu.addAction("Save as SVG…", self.ask_svg)
        self.csv_action = menu.addAction("Save the weights as CSV…", self.ask_csv)
        menu.addAction("Copy image", self.copy)
        self.setMenu(menu)
        menu.aboutToShow.connect(self._update_actions)

    def _update_actions(self) -> None:
        self.csv_action.setEnabled(self.source()[1] is not None)

    def _ask_path(self, kind: str, pattern: str, suffix: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self, f"Save as {kind}", f"{self.name}{suffix}", pattern)
        if not path:
            return None
        return Path(path) if Path(path).suffix else Path(path + suffix)

    def ask_png(self) -> None:
        labels = [label for label, _ in PNG_SCALES]
        label, ok = QInputDialog.getItem(self, "PNG resolution", "Resolution:", labels, 1, False)
        if not ok:
            return
        path = self._ask_path("PNG", "PNG images (*.png)", ".png")
        if path is not None:
            self._report(lambda: save_png(self.source()[0], path, dict(PNG_SCALES)[label]))

    def ask_svg(self) -> None:
        path = self._ask_path("SVG", "SVG drawings (*.svg)", ".svg")
        if path is not None:
            self._report(lambda: save_svg(self.source()[0], path))

    def ask_csv(self) -> None:
        rows = self.source()[1]
        if rows is None:
            self.on_message("This view has no numbers to save as CSV.")
            return
        path = self._ask_path("CSV", "CSV tables (*.csv)", ".csv")
        if path is not None:
            self._report(lambda: save_csv(rows(), path))

    def copy(self) -> None:
        copy_image(self.source()[0])
        self.on_message("The view is on the clipboard.")

    def _report(self, write: Callable[[], Path]) -> None:
        try:
            path = write()
        except OSError as exc:
            self.on_message(f"Could not save: {exc}")
        else:
            self.on_message(f"Saved {path}")
