"""The results page's "Export, or use it on your files" row: buttons that save the run's kept weights (a model
folder ``transformers`` loads; for LoRA the adapter alone or the adapters merged into the model), where to
save them, the saving in the background (the core's ``runs.export.export_model``), and a line saying where the
model went and how to load it.  A left-to-right model (chat, summaries, adapted text) also gets "For Ollama,
LM Studio, llama.cpp (GGUF)", a menu of the two file types, written by ``runs.gguf_export.export_gguf`` as a
job with its progress, offered only for a run it can convert (``jobs.gguf_refusal``).  A line under the title
says in words where the saved model can be used (this app on another computer, Python, other programs); the
code that loads it comes only once it is saved, as a detail.  The page's own "use it" buttons sit in the same
row."""

from __future__ import annotations

import html
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.training.registry import known
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.export_context import export_how, export_uses
from workbench.ui.tabs.train.page import ERROR_COLOUR, OK_COLOUR, ColouredLabel
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets import file_dialogs

EXPORTS = {
    "model": QT_TRANSLATE_NOOP("ExportRow", "Save model folder…"),
    "adapter": QT_TRANSLATE_NOOP("ExportRow", "Save LoRA adapter…"),
    "merged": QT_TRANSLATE_NOOP("ExportRow", "Save merged model…"),
}
TIPS = {
    "model": QT_TRANSLATE_NOOP(
        "ExportRow", "A folder any Hugging Face tool loads: pipeline('text-classification', FOLDER)."
    ),
    "adapter": QT_TRANSLATE_NOOP(
        "ExportRow", "Only the LoRA matrices and the head: a few MB; needs the base model."
    ),
    "merged": QT_TRANSLATE_NOOP(
        "ExportRow", "The adapters added into the model's weights: loads without peft."
    ),
}
GGUF_TYPES = {
    "q8_0": QT_TRANSLATE_NOOP("ExportRow", "Smaller file, 8 bits (q8_0)…"),
    "f16": QT_TRANSLATE_NOOP("ExportRow", "Full detail, half precision (f16)…"),
}


class ExportRow(QWidget):
    """The section's title (``label``), the export ``buttons`` by kind (model, adapter, merged) followed by
    ``others``, and the ``status`` line under them."""

    exported = Signal(object)  # ExportResult, or GgufExport for a GGUF file

    def __init__(self, tasks, others: Iterable[QWidget] = ()) -> None:
        super().__init__()
        self.tasks = tasks
        self.result: Any = None  # the TrainResult whose kept weights are saved
        self.label = QLabel(translate("ExportRow", "<b>Export, or use it on your files</b>"))
        self.uses = QLabel("")  # where a saved model can be used, in words
        self.uses.setObjectName("exportUses")
        self.uses.setWordWrap(True)
        self.buttons = {kind: QPushButton(translate("ExportRow", label)) for kind, label in EXPORTS.items()}
        for kind, tip in TIPS.items():
            self.buttons[kind].setToolTip(translate("ExportRow", tip))
        self.gguf_button = QPushButton(translate("ExportRow", "For Ollama, LM Studio, llama.cpp (GGUF)"))
        self.gguf_button.setToolTip(
            translate(
                "ExportRow",
                "One file with the weights, the vocabulary and the chat layout, for the programs that run "
                "models on your computer; an Ollama Modelfile and a README come with it.",
            )
        )
        menu = QMenu(self.gguf_button)
        for kind, label in GGUF_TYPES.items():
            menu.addAction(translate("ExportRow", label)).triggered.connect(
                lambda _checked=False, kind=kind: self._choose_gguf(kind)
            )
        self.gguf_button.setMenu(menu)
        self.status = ColouredLabel()
        self.status.setObjectName("exportStatus")
        row = QHBoxLayout()
        for button in self.buttons.values():
            row.addWidget(button)
        row.addWidget(self.gguf_button)
        row.addSpacing(24)
        for widget in others:
            row.addWidget(widget)
        row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.label)
        layout.addWidget(self.uses)
        layout.addLayout(row)
        layout.addWidget(self.status)
        for kind, button in self.buttons.items():
            button.clicked.connect(lambda _checked=False, kind=kind: self._choose(kind))

    def show_run(self, r: Any) -> None:
        """The buttons ``r`` can be saved with (adapted models and name finders export like classifiers):
        none without scores, the adapter and the merged model for LoRA, else the model folder."""
        lora = r.method == "lora"
        self.label.setVisible(r.metrics is not None)
        for kind, button in self.buttons.items():
            button.setVisible(r.metrics is not None and (kind != "model") == lora)
        found = known(r.objective)  # a left-to-right model's family offers GGUF (``exports_gguf``)
        convertible = found is not None and found.exports_gguf and jobs.gguf_refusal(Path(r.run_dir)) is None
        self.gguf_button.setVisible(r.metrics is not None and convertible)
        self.uses.setVisible(r.metrics is not None)
        self.uses.setText(export_uses(r.method, convertible))

    def _target(self, question: str, suffix: str) -> Path | None:
        """The folder the user picks, or a new sub-folder ``RUN-suffix`` of it when it already has files."""
        folder = file_dialogs.choose_folder(self, question)
        if not folder:
            return None
        target = Path(folder)
        if target.exists() and any(target.iterdir()):
            target = target / f"{Path(self.result.run_dir).name}-{suffix}"
        return target

    def _choose(self, kind: str) -> None:
        target = self._target(translate("ExportRow", "Choose where to save the model"), kind)
        if target is not None:
            self.export(kind, target)

    def export(self, kind: str, folder: Path) -> None:
        """Write the kept weights to ``folder`` in the background (``kind``: model, adapter or merged)."""
        run_dir = Path(self.result.run_dir)
        self.status.show_parts(
            translate("ExportRow", "Saving to {folder}…").format(folder=html.escape(str(folder)))
        )

        self.tasks.submit(
            translate("ExportRow", "Saving the model to {folder}").format(folder=folder.name),
            jobs.export_model,
            run_dir,
            folder,
            kind,
            key="results-export",
            on_result=self._on_exported,
            on_error=self._on_export_failed,
        )

    def _choose_gguf(self, kind: str) -> None:
        target = self._target(
            translate("ExportRow", "Choose where to save the GGUF file"), f"gguf-{kind.replace('_', '')}"
        )
        if target is not None:
            self.export_gguf(kind, target)

    def export_gguf(self, kind: str, folder: Path) -> None:
        """Write the kept weights to ``folder`` as a GGUF file of type ``kind`` (f16 or q8_0) in
        the background."""
        run_dir = Path(self.result.run_dir)
        writing = translate("ExportRow", "Writing the GGUF file into {folder}…")
        self.status.show_parts(writing.format(folder=html.escape(str(folder))))

        self.tasks.submit(
            translate("ExportRow", "Writing the GGUF file into {folder}").format(folder=folder.name),
            jobs.export_gguf,
            run_dir,
            folder,
            kind,
            key="results-export",
            on_result=self._on_gguf_written,
            on_error=self._on_export_failed,
        )

    def _on_gguf_written(self, result: Any) -> None:
        said = translate(
            "ExportRow",
            "{file} ({size} MB). For Ollama, in that folder: {command}; its README.md says how to open it in "
            "LM Studio and llama.cpp.",
        )
        command = f"<code>ollama create {html.escape(result.ollama_name)} -f Modelfile</code>"
        self.status.show_parts(
            (translate("ExportRow", "Saved:") + " ", OK_COLOUR, True),
            said.format(
                file=html.escape(str(result.file)), size=number(result.bytes / 1e6, ",.0f"), command=command
            ),
        )
        self.exported.emit(result)

    def _on_exported(self, result: Any) -> None:
        how = export_how(self.result.objective, result.kind)
        said = translate("ExportRow", "{folder}. Its README.md says how to use it.")
        programmers = translate("ExportRow", "For programmers: {code}.")
        self.status.show_parts(
            (translate("ExportRow", "Saved:") + " ", OK_COLOUR, True),
            said.format(folder=html.escape(str(result.folder)))
            + f"<br><small>{programmers.format(code=html.escape(how))}</small>",
        )
        self.exported.emit(result)

    def _on_export_failed(self, failure: TaskFailure) -> None:
        self.status.show_message(failure.text(), ERROR_COLOUR)
