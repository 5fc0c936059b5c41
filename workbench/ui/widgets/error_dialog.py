"""A readable error message with the technical details one click away."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox, QPushButton, QWidget

from workbench.core.words import translate


def show_error(parent: QWidget | None, title: str, message: str, details: str = "") -> QMessageBox:
    """Show ``message`` (plain words) non-modally; "Copy details" puts ``details`` on the clipboard."""
    box = QMessageBox(QMessageBox.Icon.Warning, title, message, QMessageBox.StandardButton.Close, parent)
    box.setObjectName("errorDialog")
    if details:
        box.setDetailedText(details)
        copy = QPushButton(translate("ErrorDialog", "Copy details"))
        box.addButton(copy, QMessageBox.ButtonRole.ActionRole)
        # ActionRole buttons close the box by default; copying should not.
        copy.clicked.disconnect()
        copy.clicked.connect(lambda: QGuiApplication.clipboard().setText(f"{message}\n\n{details}"))
    box.setModal(False)
    box.show()
    return box
