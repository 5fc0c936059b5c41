"""Attention weights as pixels, for the head view (workbench/ui/widgets/attention_heatmap.py) and the model
view's thumbnails (workbench/ui/tabs/attention/thumbnails.py): the colour map sampled once, weights turned
into RGBA in numpy (so worker threads may do it), and an RGBA array made into a QImage."""

from __future__ import annotations

from functools import lru_cache

import numpy as np
from PySide6.QtGui import QImage

from workbench.ui import plot_style

COLOUR_MAP = plot_style.HEATMAP_COLOUR_MAP  # viridis: perceptually uniform, colour-blind safe
MASKED_RGB = (255, 255, 255)


@lru_cache(maxsize=4)
def colour_table(name: str = COLOUR_MAP) -> np.ndarray:
    """uint8 [256, 3]: the colour map sampled at 256 points (built once, on the GUI thread)."""
    import pyqtgraph as pg

    table = pg.colormap.get(name).getLookupTable(nPts=256, alpha=False)
    return np.ascontiguousarray(table[:, :3], dtype=np.uint8)


def colour_pixels(
    values: np.ndarray,
    vmax: float,
    table: np.ndarray,
    masked: np.ndarray | None = None,
    masked_rgb: tuple[int, int, int] = MASKED_RGB,
):
    """RGBA uint8 [..., 4] for ``values`` in [0, vmax]; cells where ``masked`` (the last two axes) is True
    take ``masked_rgb`` (white).  Pure numpy, so worker threads may call it."""
    scale = 255.0 / vmax if vmax > 0 else 0.0
    index = np.clip(values * scale + 0.5, 0, 255).astype(np.uint8)
    # One 32-bit look-up per cell (the four bytes R, G, B, A in memory order) is several times faster
    # than looking up three bytes.
    rgba_table = np.empty((256, 4), dtype=np.uint8)
    rgba_table[:, :3], rgba_table[:, 3] = table, 255
    packed = rgba_table.view(np.uint32).ravel()[index]
    if masked is not None and masked.any():
        packed[..., masked] = np.array([*masked_rgb, 255], dtype=np.uint8).view(np.uint32)[0]
    return packed.view(np.uint8).reshape(*values.shape, 4)


def rgba_image(rgba: np.ndarray) -> QImage:
    """A QImage holding its own copy of an RGBA uint8 [height, width, 4] array."""
    rgba = np.ascontiguousarray(rgba)
    height, width = rgba.shape[:2]
    return QImage(rgba.data, width, height, width * 4, QImage.Format.Format_RGBA8888).copy()
