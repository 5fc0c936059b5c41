"""Contrast between a text's colour and its background, as WCAG 2 measures it: the ratio of the two colours'
relative luminances (each plus 0.05), from 1:1 to 21:1.  Text the class reads must reach ``AA`` (4.5:1) in
every theme, on a dim projector as on paper; ``readable_on`` picks black or white letters for a coloured
cell (a heatmap's), whichever contrasts more."""

from __future__ import annotations

from PySide6.QtGui import QColor

AA = 4.5  # WCAG 2 level AA for body text


def luminance(colour: QColor | str) -> float:
    """WCAG's relative luminance of ``colour`` (a QColor or "#RRGGBB"): 0 for black, 1 for white."""
    colour = QColor(colour)

    def linear(channel: float) -> float:
        return channel / 12.92 if channel <= 0.04045 else ((channel + 0.055) / 1.055) ** 2.4

    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def ratio(text: QColor | str, background: QColor | str) -> float:
    """The contrast ratio of ``text`` on ``background`` (the order does not matter), 1.0 to 21.0."""
    lighter, darker = sorted((luminance(text), luminance(background)), reverse=True)
    return (lighter + 0.05) / (darker + 0.05)


def readable_on(background: QColor | str) -> QColor:
    """Black or white, whichever contrasts more with ``background``."""
    black, white = QColor("#000000"), QColor("#FFFFFF")
    return black if ratio(black, background) >= ratio(white, background) else white
