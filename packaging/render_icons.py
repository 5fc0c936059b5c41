"""Render the app icon (resources/icons/workbench.svg) to the PNG and ICO files the installers use.

    .venv/bin/python packaging/render_icons.py

Writes ``resources/icons/hicolor/<N>x<N>/apps/lm-workbench.png`` for every size in ``ICON_SIZES`` (the
layout of the freedesktop "hicolor" icon theme, copied as is by the Linux installer) and
``resources/icons/lm-workbench.ico`` for Windows shortcuts.  The results are committed, so installing needs
no Qt; run this again only after the SVG changes.
"""

from __future__ import annotations

import os
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "workbench.svg"
ICON_NAME = "lm-workbench"
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)


def png_path(size: int, icons: Path = ICONS) -> Path:
    """Where the PNG of one size lives (hicolor theme layout)."""
    return icons / "hicolor" / f"{size}x{size}" / "apps" / f"{ICON_NAME}.png"


def render_png(size: int, target: Path) -> None:
    """Draw the SVG into a transparent square of `size` pixels with Qt's SVG renderer and save it."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        raise RuntimeError(f"cannot read {SVG}")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    target.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(target), "PNG"):
        raise RuntimeError(f"cannot write {target}")


def ico_bytes(pngs: dict[int, bytes]) -> bytes:
    """A Windows .ico holding PNG images (allowed since Windows Vista): header, directory, then the data."""
    sizes = sorted(pngs)
    header = struct.pack("<HHH", 0, 1, len(sizes))
    offset = len(header) + 16 * len(sizes)
    directory, data = b"", b""
    for size in sizes:
        blob = pngs[size]
        side = 0 if size >= 256 else size  # 0 means 256 in the ICO directory
        directory += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(blob), offset + len(data))
        data += blob
    return header + directory + data


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    _app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in ICON_SIZES:
        render_png(size, png_path(size))
        print(f"wrote {png_path(size).relative_to(ROOT)}")
    ico = ICONS / f"{ICON_NAME}.ico"
    ico.write_bytes(ico_bytes({size: png_path(size).read_bytes() for size in ICO_SIZES}))
    print(f"wrote {ico.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
