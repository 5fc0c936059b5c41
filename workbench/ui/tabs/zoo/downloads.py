"""The Model zoo tab's downloads: one model's, or the lecture pack's, sharing one progress bar, message and
cancel button (workbench/ui/tabs/zoo/tab.py lays them out).

The widget itself is the lecture pack's row: its button and which pack models are here and which are missing,
with the size still to fetch.  The downloads run on the TaskController (``download`` and ``download_pack`` in
workbench/core/sessions/zoo.py); ``ended`` tells the tab that what is on this computer may have changed.
"""

from __future__ import annotations

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from workbench.core.models.catalogue import CatalogueEntry
from workbench.core.sessions.zoo import download, fetch_lecture_pack, lecture_pack_state
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.error_dialog import show_error

CANCELLED = QT_TRANSLATE_NOOP(
    "ZooDownloads", "Download cancelled. Starting it again resumes where it stopped."
)
PACK_CANCELLED = QT_TRANSLATE_NOOP(
    "ZooDownloads",
    "Lecture pack download cancelled. Starting it again skips the models already here and resumes the "
    "half-done one where it stopped.",
)


class ZooDownloads(QWidget):
    """The lecture pack's button and state; owns the download and cancel buttons, the bar and the message."""

    help: HelpTexts = {
        "download_button": (
            QT_TRANSLATE_NOOP("Help", "Download this model into the Hugging Face cache (needs the network)."),
            QT_TRANSLATE_NOOP("Help", "Fetches the model's files once; afterwards it works offline."),
        ),
        "cancel_button": (
            QT_TRANSLATE_NOOP("Help", "Stop the download; what was fetched is kept for next time."),
            QT_TRANSLATE_NOOP("Help", "Stops downloading. Finished files stay in the cache."),
        ),
        "pack_button": (
            QT_TRANSLATE_NOOP(
                "Help",
                "Download the models that show the lecture's textbook results (needs the network once).",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The lecture pack: BERT base, GPT-2, DistilRoBERTa and T5 small. With them the lecture's "
                "scenes show the textbook examples (“cat” on the mat, “Once upon a time”) that the small "
                "embedded models cannot. Models already here are skipped; a stopped download resumes.",
            ),
        ),
    }

    ended = Signal()  # a download ended (finished, cancelled or failed)

    def __init__(self, tasks: TaskController) -> None:
        super().__init__()
        self.tasks = tasks
        self.task: int | None = None
        self.pack_complete = False
        self.pack_checked = False  # the pack's state was read from this computer at least once
        self.download_button = QPushButton(translate("ZooDownloads", "Download"))
        self.cancel_button = QPushButton(translate("ZooDownloads", "Cancel download"))
        self.cancel_button.setVisible(False)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setVisible(False)
        self.progress_label = QLabel()
        self.progress_label.setWordWrap(True)
        self.pack_button = QPushButton(translate("ZooDownloads", "Download lecture pack"))
        self.pack_button.setObjectName("lecturePackButton")
        self.pack_label = QLabel(
            translate("ZooDownloads", "Lecture pack: looking for its models on this computer…")
        )
        self.pack_label.setObjectName("lecturePackState")
        self.pack_label.setWordWrap(True)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.pack_button)
        row.addWidget(self.pack_label, 1)
        self.cancel_button.clicked.connect(self.cancel)
        self.pack_button.clicked.connect(self.download_pack)
        self.update_buttons(None)

    @property
    def busy(self) -> bool:
        return self.task is not None

    def update_buttons(self, entry: CatalogueEntry | None, downloadable: bool = False) -> None:
        """Show Download (enabled for ``entry`` when it can be downloaded) or, while one runs, Cancel."""
        self.download_button.setVisible(not self.busy)
        self.download_button.setEnabled(entry is not None and downloadable)
        self.cancel_button.setVisible(self.busy)
        self.pack_button.setEnabled(not self.busy and self.pack_checked and not self.pack_complete)

    def refresh_pack(self) -> None:
        """Read which pack models are here (in the background) and show it."""
        self.tasks.submit(
            "Looking for the lecture pack", lecture_pack_state, key="zoo-pack", on_result=self._show_pack
        )

    def _show_pack(self, state) -> None:
        self.pack_checked, self.pack_complete = True, state.complete
        present = ", ".join(entry.name for entry in state.present)
        here = translate("ZooDownloads", "{state} Here: {models}.").format(
            state=state.describe(), models=present
        )
        self.pack_label.setText(here if present and state.missing else state.describe())
        self.pack_label.setToolTip("\n".join(f"{'✓' if here else '✗'} {e.name}" for e, here in state.models))
        self.pack_button.setEnabled(not self.busy and not state.complete)

    # --- downloading --------------------------------------------------------------------------------------
    def download(self, entry: CatalogueEntry) -> None:
        """Download one model, reporting on the bar."""
        if self.busy:
            return
        done = translate("ZooDownloads", "{model} is downloaded and works offline now.").format(
            model=entry.name
        )
        self._start(translate("ZooDownloads", "Starting the download of {model}…").format(model=entry.name))
        self.task = self.tasks.submit(
            translate("ZooDownloads", "Downloading {model}").format(model=entry.name),
            download,
            entry.hf_id,
            ask_before_quit=True,
            on_progress=self._on_progress,
            on_result=lambda folder: self._ended(done),
            on_error=self._on_failed,
            on_cancelled=lambda: self._ended(translate("ZooDownloads", CANCELLED)),
        )
        self.update_buttons(entry)

    @Slot()
    def download_pack(self) -> None:
        """Download every pack model not here yet, one after another, on the same bar."""
        if self.busy:
            return
        self._start(translate("ZooDownloads", "Starting the download of the lecture pack…"))
        self.task = self.tasks.submit(
            translate("ZooDownloads", "Downloading the lecture pack"),
            fetch_lecture_pack,
            ask_before_quit=True,
            on_progress=self._on_progress,
            on_result=self._pack_ended,
            on_error=self._on_failed,
            on_cancelled=lambda: self._ended(translate("ZooDownloads", PACK_CANCELLED)),
        )
        self.update_buttons(None)

    @Slot()
    def cancel(self) -> None:
        if self.task is not None:
            self.tasks.cancel(self.task)

    def _start(self, message: str) -> None:
        self.progress.setValue(0)
        self.progress.setVisible(True)
        self.progress_label.setText(message)

    def _on_progress(self, fraction: float, message: str) -> None:
        # The words first, so whoever watches the bar reads the ones that go with its value.
        self.progress_label.setText(message)
        self.progress.setValue(int(fraction * 1000))

    def _pack_ended(self, result) -> None:
        self._ended(result.describe())
        if not result.complete:
            show_error(self, translate("ZooDownloads", "Lecture pack incomplete"), result.describe())

    def _on_failed(self, failure: TaskFailure) -> None:
        self._ended(failure.text())
        show_error(
            self,
            translate("ZooDownloads", "Download failed"),
            failure.text(),
            "" if failure.expected else failure.details,
        )

    def _ended(self, message: str) -> None:
        self.task = None
        self.progress.setVisible(False)
        self.progress_label.setText(message)
        self.ended.emit()  # the tab sets the buttons for the model selected and looks again at what is here
