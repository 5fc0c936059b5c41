"""The file dialogs every screen opens: they start where the user last chose a file or folder (remembered in
the app's settings, ``Settings.last_folder``), or in their Documents folder the first time, never in the
app's own folder; and whatever is chosen becomes the next dialog's start.

Each function is Qt's own dialog (``QFileDialog.getOpenFileName`` and the rest) with that start folder: a
name given as the suggestion (``save_file``'s ``suggested``) goes inside it.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QStandardPaths
from PySide6.QtWidgets import QFileDialog, QWidget


def start_folder(parent: QWidget | None) -> str:
    """Where a dialog opened from ``parent`` starts: the last folder chosen (when it still exists), else the
    user's Documents folder (else their home)."""
    settings = _settings(parent)
    last = Path(settings.last_folder) if settings is not None and settings.last_folder else None
    if last is not None and last.is_dir():
        return str(last)
    documents = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    return documents if documents and Path(documents).is_dir() else str(Path.home())


def open_file(parent: QWidget | None, caption: str, filters: str = "") -> str:
    """One file to read ("" when cancelled)."""
    name, _ = QFileDialog.getOpenFileName(parent, caption, start_folder(parent), filters)
    return _chosen(parent, name)


def open_files(parent: QWidget | None, caption: str, filters: str = "") -> list[str]:
    """Files to read (empty when cancelled)."""
    names, _ = QFileDialog.getOpenFileNames(parent, caption, start_folder(parent), filters)
    if names:
        _chosen(parent, names[0])
    return list(names)


def save_file(parent: QWidget | None, caption: str, suggested: str = "", filters: str = "") -> str:
    """A file to write ("" when cancelled); ``suggested`` is the name offered, in the start folder."""
    start = str(Path(start_folder(parent)) / suggested) if suggested else start_folder(parent)
    name, _ = QFileDialog.getSaveFileName(parent, caption, start, filters)
    return _chosen(parent, name)


def choose_folder(parent: QWidget | None, caption: str) -> str:
    """A folder ("" when cancelled)."""
    name = QFileDialog.getExistingDirectory(parent, caption, start_folder(parent))
    if name:
        _remember(parent, Path(name))
    return name


def _chosen(parent: QWidget | None, name: str) -> str:
    if name:
        _remember(parent, Path(name).parent)
    return name


def _remember(parent: QWidget | None, folder: Path) -> None:
    settings = _settings(parent)
    if settings is not None:
        settings.last_folder = str(folder)


def _settings(widget: QWidget | None):
    """The app's settings, held by the main window above ``widget`` (None outside one, as in some tests)."""
    while widget is not None:
        settings = getattr(widget, "settings", None)
        if settings is not None and hasattr(settings, "last_folder"):
            return settings
        widget = widget.parentWidget()
    return None
