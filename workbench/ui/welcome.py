"""First launch: a welcome panel with the three ways in (the built-in lecture, the fill-in-the-blank
explorer, fine-tuning on one's own texts), and Help ▸ About with the version and the licences of the models
that ship with the app.  The welcome shows once (``Settings.welcome_shown``); Help ▸ Welcome brings it back.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialog, QLabel, QMainWindow, QMessageBox, QPushButton, QVBoxLayout

from workbench import __version__
from workbench.core.words import QT_TRANSLATE_NOOP, translate

WAYS = (
    (
        "lecture",
        QT_TRANSLATE_NOOP("WelcomeDialog", "Start the lecture"),
        QT_TRANSLATE_NOOP(
            "WelcomeDialog",
            "The built-in scenes, one lesson after another: how BERT fills blanks, how GPT picks the next "
            "word, attention, fine-tuning. Page Down goes on.",
        ),
    ),
    (
        "fill",
        QT_TRANSLATE_NOOP("WelcomeDialog", "Try fill-in-the-blank"),
        QT_TRANSLATE_NOOP(
            "WelcomeDialog",
            "Type a sentence with ___ and see what a masked model and a left-to-right model would put there.",
        ),
    ),
    (
        "train",
        QT_TRANSLATE_NOOP("WelcomeDialog", "Fine-tune a model on my texts"),
        QT_TRANSLATE_NOOP(
            "WelcomeDialog",
            "Teach a model your own labels from a CSV or text file, step by step, on this computer.",
        ),
    ),
)


class WelcomeDialog(QDialog):
    """Three big buttons; choosing one does it and closes the panel."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("welcomeDialog")
        self.setWindowTitle(translate("WelcomeDialog", "Welcome to LM Workbench"))
        self.window_ = window
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "WelcomeDialog",
                "<h2>Welcome to LM Workbench</h2>Explore how language models read "
                "and write, and fine-tune one "
                "on your own texts. Everything works offline with the models that come with the app.",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.buttons: dict[str, QPushButton] = {}
        for key, title, says in WAYS:
            title, says = translate("WelcomeDialog", title), translate("WelcomeDialog", says)
            button = QPushButton(title)
            button.setObjectName(f"welcome_{key}")
            button.setToolTip(says)
            button.setMinimumHeight(button.sizeHint().height() * 2)
            button.clicked.connect(lambda checked=False, k=key: self.choose(k))
            layout.addWidget(button)
            note = QLabel(says)
            note.setWordWrap(True)
            layout.addWidget(note)
            self.buttons[key] = button
        close = QPushButton(translate("WelcomeDialog", "Just look around"))
        close.clicked.connect(self.accept)
        layout.addWidget(close, alignment=Qt.AlignmentFlag.AlignRight)
        self.resize(560, self.sizeHint().height())

    def choose(self, key: str) -> None:
        window = self.window_
        if key == "lecture":
            from workbench.core.scenes import builtin_deck

            window.scenes.open_deck(builtin_deck("lecture.json"), 0)
        elif key == "fill":
            window.show_tab("Fill in the blank")
        else:
            window.show_tab("Fine-tuning")
        self.accept()


def show_welcome(window: QMainWindow) -> WelcomeDialog:
    """Open the welcome panel (not modal: the window behind it works) and remember it was shown."""
    dialog = WelcomeDialog(window)
    dialog.show()
    window.settings.welcome_shown = True
    return dialog


def about_text() -> str:
    """Help ▸ About: the version, what the app is, and the licences of the models it ships with."""
    from workbench.core.models.catalogue import load_catalogue

    models = "".join(
        f"<li>{html.escape(e.name)}: {html.escape(e.licence)}</li>" for e in load_catalogue() if e.is_embedded
    )
    return f"<h3>LM Workbench {html.escape(__version__)}</h3>" + translate(
        "Welcome",
        "<p>Explore and fine-tune pre-trained language models, offline, on this computer.</p>"
        "<p>Models that come with the app, and their licences:</p><ul>{models}</ul>"
        "<p>Models downloaded from the zoo keep their own licences, shown in their details.</p>",
    ).format(models=models)


def show_about(window: QMainWindow) -> None:
    QMessageBox.about(window, translate("Welcome", "About LM Workbench"), about_text())
