"""Checks of a view exported for a slide, through its real exporter and real files: the PNG is the chart with
a header above it, and the header has text in it; the SVG says what the chart is (title, sentence, model) and
none of the controls around it; the CSV carries the sentence and the settings on every row."""

from __future__ import annotations

import csv
import re
import xml.etree.ElementTree as ElementTree
from pathlib import Path

import numpy as np
from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from workbench.ui import plot_style
from workbench.ui.widgets import view_export
from workbench.ui.widgets.slide import ExportContext, header_height, slide_size


def svg_text(path: Path) -> str:
    """Every text of an SVG drawing, one space between them (a wrapped line reads as one again)."""
    root = ElementTree.parse(path).getroot()
    return re.sub(r"\s+", " ", " ".join(node.text or "" for node in root.iter() if node.tag.endswith("text")))


def pixels(image: QImage) -> np.ndarray:
    """[rows, columns, 4] bytes of ``image`` (blue, green, red, alpha)."""
    image = image.convertToFormat(QImage.Format.Format_ARGB32)
    data = np.frombuffer(image.constBits(), np.uint8, image.sizeInBytes())
    # a copy: the converted image, and the bytes the array would point into, go when this returns
    return data.reshape(image.height(), image.bytesPerLine() // 4, 4)[:, : image.width()].copy()


def ink(strip: np.ndarray) -> int:
    """How many pixels of ``strip`` differ clearly from the theme's background: text, lines, bars."""
    background = QColor(plot_style.colours().background)
    bgr = np.array([background.blue(), background.green(), background.red()], dtype=np.int16)
    return int((np.abs(strip[..., :3].astype(np.int16) - bgr).max(axis=-1) > 60).sum())


def check_slide(
    exporter: view_export.Exporter, folder: Path, name: str, says: list[str], leaves_out: list[str]
) -> ExportContext:
    """Export the view of ``exporter`` as PNG (2x), SVG and CSV, and check them; returns its context.
    ``says``: texts the SVG must hold besides the title; ``leaves_out``: the controls' texts it must not."""
    QApplication.processEvents()  # pending layouts settle the chart's size first
    widget, _rows = exporter.source()
    context = exporter.what()
    assert context is not None, f"{name}: no context, so no header"
    size = slide_size(widget, context)
    image = QImage(str(view_export.save_png(widget, folder / f"{name}.png", 2.0, context)))
    assert (image.width(), image.height()) == (size.width() * 2, size.height() * 2)
    assert image.height() > widget.height() * 2 + 40 and image.width() >= widget.width() * 2
    top = pixels(image)[: header_height(context, size.width()) * 2]
    assert ink(top) > 500, f"{name}: the header has no text"
    assert ink(pixels(image)[header_height(context, size.width()) * 2 :]) > 500, f"{name}: no chart under it"
    text = svg_text(view_export.save_svg(widget, folder / f"{name}.svg", context))
    for expected in (context.title, *says):
        assert expected in text, f"{name}: {expected!r} is not in the SVG"
    for control in leaves_out:
        assert control not in text, f"{name}: the control text {control!r} is in the SVG"
    rows = exporter.csv_rows()
    assert rows is not None, f"{name}: no CSV"
    with view_export.save_csv(rows, folder / f"{name}.csv").open(encoding="utf-8", newline="") as handle:
        written = list(csv.reader(handle))
    names, values = zip(*context.csv_columns(), strict=True)
    assert tuple(written[0][-len(names) :]) == names
    assert len(written) > 1 and all(tuple(row[-len(values) :]) == values for row in written[1:])
    return context
