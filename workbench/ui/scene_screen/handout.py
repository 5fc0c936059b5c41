"""The handout students keep: ``handout.pdf``, written with Qt's PDF writer.

A4 landscape.  First the deck's title and a contents page (more if it needs them) listing the scenes by
teaching point ("Point 8", then each scene of that point with its page); then one page per scene: its picture
at the page's width, then the narration for students, what to look for, and, apart and marked "In class:",
the lecturer's stage directions (``workbench.core.scene_text``).

The picture is what the window showed on arrival, rendered at twice its pixels so that it prints sharp,
without the scene bar (the page prints its words).  Landscape is what makes its text readable: the window
draws the text the class reads at ``SMALLEST_TEXT_PX`` or more (presentation mode's floor at 1280x800), and
1280 pixels across the page's printable 277 mm print that at 11 pt; across a portrait page's 190 mm it would
be 7.6 pt.  ``printed_points`` does the sum, and the test holds it to ``SMALLEST_PRINTED_PT``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from workbench.core.scene_text import narration_parts, point_and_heading
from workbench.core.scenes import SceneDeck
from workbench.core.words import translate
from workbench.ui.i18n import lecture_text

HANDOUT_PDF = "handout.pdf"
MARGIN_MM = 10.0
DPI = 300
SMALLEST_TEXT_PX = 18.0  # the smallest text the class reads in presentation mode (README: On a projector)
SMALLEST_PRINTED_PT = 9.0
MM_PER_POINT = 25.4 / 72
PICTURE_SCALE = 2  # the handout's pictures have twice the window's pixels: sharp in print
INK, MUTED = QColor("#000000"), QColor("#4A4A4A")  # 8.9:1 on white paper
WRAP = int(Qt.TextFlag.TextWordWrap) | int(Qt.AlignmentFlag.AlignLeft) | int(Qt.AlignmentFlag.AlignTop)


@dataclass(frozen=True)
class HandoutPage:
    """One scene's page: its number in the deck, title, the narration as played, and its picture's file."""

    number: int
    title: str
    says: str
    claim: str
    uses: str
    picture: Path  # a PNG of the window without the scene bar, PICTURE_SCALE times its pixels
    problem: str = ""


def page_layout() -> QPageLayout:
    return QPageLayout(
        QPageSize(QPageSize.PageSizeId.A4),
        QPageLayout.Orientation.Landscape,
        QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM),
        QPageLayout.Unit.Millimeter,
    )


def printable_width_mm() -> float:
    return page_layout().paintRect(QPageLayout.Unit.Millimeter).width()


def printed_points(text_px: float, screen_width_px: int, width_mm: float | None = None) -> float:
    """The printed size, in points, of text ``text_px`` high on a screen ``screen_width_px`` wide whose
    picture takes ``width_mm`` of the page (by default the handout's printable width)."""
    width_mm = printable_width_mm() if width_mm is None else width_mm
    return text_px * (width_mm / screen_width_px) / MM_PER_POINT


def picture_for_handout(window, bar) -> QImage:
    """The window as it shows now at PICTURE_SCALE times its pixels, without the scene ``bar`` above."""
    top = bar.geometry().bottom() + 1 if bar is not None and bar.isVisible() else 0
    image = QImage(
        window.width() * PICTURE_SCALE, window.height() * PICTURE_SCALE, QImage.Format.Format_RGB32
    )
    image.setDevicePixelRatio(PICTURE_SCALE)
    image.fill(window.palette().window().color())
    window.render(image)  # at the image's pixel ratio: every text and line drawn at twice the pixels
    image.setDevicePixelRatio(1)
    return image.copy(0, top * PICTURE_SCALE, image.width(), image.height() - top * PICTURE_SCALE)


def _font(points: float, bold: bool = False, italic: bool = False) -> QFont:
    font = QFont("sans-serif")
    font.setPointSizeF(points)
    font.setBold(bold)
    font.setItalic(italic)
    return font


# every size at least SMALLEST_PRINTED_PT, as the pictures' text
TITLE, HEADING, BODY, NOTE = _font(20, bold=True), _font(13, bold=True), _font(10.5), _font(9.5, italic=True)
LOOK = _font(10.5, bold=True)


class _Pen:
    """Writes blocks of wrapped text down a page, in the writer's units (dots at DPI)."""

    def __init__(self, painter: QPainter, writer: QPdfWriter, top: float = 0.0, draw: bool = True) -> None:
        self.painter, self.writer, self.y, self.draw = painter, writer, top, draw
        self.width = painter.viewport().width()
        self.pages = 1  # how many pages this pen has written on

    def new_page(self) -> None:
        if self.draw:
            self.writer.newPage()
        self.y, self.pages = 0.0, self.pages + 1

    def height(self, font: QFont, text: str) -> float:
        metrics = QFontMetricsF(font, self.writer)
        return metrics.boundingRect(QRectF(0, 0, self.width, 1e7), WRAP, text).height()

    def write(self, font: QFont, text: str, colour: QColor = INK, space: float = 0.4) -> None:
        height = self.height(font, text)
        if self.draw:
            self.painter.setFont(font)
            self.painter.setPen(colour)
            self.painter.drawText(QRectF(0, self.y, self.width, height), WRAP, text)
        self.y += height + QFontMetricsF(font, self.writer).height() * space


def _contents(deck: SceneDeck, pages: Sequence[HandoutPage]) -> list[tuple[str, str, int | None]]:
    """(kind, text, page) rows of the contents: a teaching point's row, then its scenes' rows."""
    rows: list[tuple[str, str, int | None]] = []
    last_point = None
    for page in pages:
        point, heading = point_and_heading(page.title)
        if point != last_point:
            name = translate("Handout", "Point {point}").format(point=point)
            rows.append(("point", name if point else translate("Handout", "Other scenes"), None))
            last_point = point
        scene = translate("Handout", "Scene {number} · {title}").format(number=page.number, title=heading)
        rows.append(("scene", scene, page.number))
    return rows


def _scene_text(page: HandoutPage, total: int) -> list[tuple[QFont, str, QColor]]:
    point, heading = point_and_heading(page.title)
    narration = narration_parts(page.says)
    blocks = [
        (
            HEADING,
            translate("Handout", "Scene {number} of {count} · {title}").format(
                number=page.number, count=total, title=heading
            )
            + (translate("Handout", "   (point {point})").format(point=point) if point else ""),
            INK,
        )
    ]
    if narration.students:
        blocks.append((BODY, narration.students, INK))
    if page.claim:
        blocks.append((LOOK, translate("Handout", "Look for: {claim}").format(claim=page.claim), INK))
    if narration.directions:
        in_class = translate("Handout", "In class: {directions}").format(
            directions=" ".join(narration.directions)
        )
        blocks.append((NOTE, in_class, MUTED))
    if page.uses:
        blocks.append((NOTE, page.uses, MUTED))
    if page.problem:
        problem = translate("Handout", "Not fully shown when exported: {problem}").format(
            problem=page.problem
        )
        blocks.append((NOTE, problem, MUTED))
    return blocks


def write_handout_pdf(
    deck: SceneDeck, pages: Sequence[HandoutPage], path: Path, size: tuple[int, int]
) -> Path:
    """The handout: title and contents, then a page per scene (see the module's notes)."""
    writer = QPdfWriter(str(path))
    writer.setResolution(DPI)
    writer.setPageLayout(page_layout())
    writer.setTitle(deck.title)
    writer.setCreator("LM Workbench")
    painter = QPainter(writer)
    if not painter.isActive():
        raise OSError(f"could not write {path}")
    try:
        page_height = painter.viewport().height()
        contents = _contents(deck, pages)
        starts, at = {}, 1 + _contents_pages(painter, writer, deck, contents, page_height)
        for page in pages:  # a first pass measures: a scene whose text does not fit takes a second page
            starts[page.number] = at
            at += _write_scene(_Pen(painter, writer, draw=False), page, len(deck), page_height)
        _write_contents(painter, writer, deck, contents, page_height, starts, size)
        for page in pages:
            writer.newPage()
            _write_scene(_Pen(painter, writer), page, len(deck), page_height)
    finally:
        painter.end()
    return path


def _contents_rows_fit(pen: _Pen, rows, page_height: float) -> list[list]:
    """The contents rows, split into the pages they take."""
    split, current = [], []
    for row in rows:
        font = HEADING if row[0] == "point" else BODY
        need = pen.height(font, row[1]) * 1.25
        if current and pen.y + need > page_height:
            split.append(current)
            current, pen.y = [], 0.0
        current.append(row)
        pen.y += need
    return [*split, current] if current else split


def _contents_pages(painter, writer, deck, rows, page_height) -> int:
    pen = _Pen(painter, writer)
    pen.y = pen.height(TITLE, lecture_text(deck.title)) * 1.6 + pen.height(BODY, "Contents") * 2.5
    return max(1, len(_contents_rows_fit(pen, rows, page_height)))


def _write_contents(painter, writer, deck, rows, page_height, starts: dict[int, int], size) -> None:
    pen = _Pen(painter, writer)
    pen.write(TITLE, lecture_text(deck.title))
    if deck.description:
        pen.write(BODY, lecture_text(deck.description))
    pen.write(
        NOTE,
        translate(
            "Handout",
            "Contents, by teaching point. Each scene is a picture of the workbench at {width}×{height}, "
            "with what it shows.",
        ).format(width=size[0], height=size[1]),
        MUTED,
        space=1.0,
    )
    start = pen.y
    number_width = QFontMetricsF(BODY, writer).horizontalAdvance("page 000")
    for n, chunk in enumerate(_contents_rows_fit(_Pen(painter, writer, start), rows, page_height)):
        if n:
            writer.newPage()
            pen.y = 0.0
        for kind, text, scene in chunk:
            font = HEADING if kind == "point" else BODY
            height = pen.height(font, text) * 1.25
            painter.setFont(font)
            painter.setPen(INK)
            indent = 0 if kind == "point" else QFontMetricsF(BODY, writer).height() * 1.5
            painter.drawText(QRectF(indent, pen.y, pen.width - indent - number_width, height), WRAP, text)
            if scene is not None:
                right = int(Qt.AlignmentFlag.AlignRight) | int(Qt.AlignmentFlag.AlignTop)
                painter.drawText(
                    QRectF(pen.width - number_width, pen.y, number_width, height),
                    right,
                    translate("Handout", "page {number}").format(number=starts[scene]),
                )
            pen.y += height


def _write_scene(pen: _Pen, page: HandoutPage, total: int, page_height: float) -> int:
    """One scene: its heading, its picture at the page's width, its text below (on a second page where it
    does not fit).  Returns the pages it took."""
    blocks = _scene_text(page, total)
    pen.write(*blocks[0], space=0.3)
    image = QImage(str(page.picture))
    if not image.isNull():
        shown = QSizeF(image.size()).scaled(QSizeF(pen.width, 1e7), Qt.AspectRatioMode.KeepAspectRatio)
        target = QRectF(0, pen.y, shown.width(), shown.height())
        if pen.draw:
            pen.painter.drawImage(target, image)
            pen.painter.setPen(MUTED)
            pen.painter.drawRect(target)
        pen.y = target.bottom() + QFontMetricsF(BODY, pen.writer).height() * 0.5
    for font, text, colour in blocks[1:]:
        if pen.y + pen.height(font, text) > page_height:
            pen.new_page()
        pen.write(font, text, colour)
    return pen.pages
