"""Find the names in a whole file with a trained name finder: the dialog behind "Find names in a file…".

What it does is ``core.use.names.find_names_in_file``'s: every text of the file (a .txt file with one text per
line, CSV, TSV, JSON Lines, a folder of .txt files) is tagged and the names found are written as JSON Lines
beside it (``NAME.entities.jsonl``), the file itself unchanged.  It runs in the background with a progress bar
and a Cancel button; afterwards the dialog shows how many names of each type were found and the first texts
with their names marked.
"""

from __future__ import annotations

import functools
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.files.file_job import FileJob, fit_room
from workbench.ui.tabs.train.marks.entity_marks import marked_text
from workbench.ui.tabs.train.page import OK_COLOUR
from workbench.ui.tasks import TaskController
from workbench.ui.widgets import file_dialogs

FILE_FILTER = QT_TRANSLATE_NOOP(
    "FindNamesDialog", "Texts (*.txt *.csv *.tsv *.jsonl *.ndjson *.json *.xlsx *.ods);;All files (*)"
)
FIRST_SHOWN = 20  # texts shown with their names once the file is done


class FindNamesDialog(FileJob, QDialog):
    """Find the names in every text of a file with the name finder of the run in ``run_dir``."""

    cancelled_message = QT_TRANSLATE_NOOP(
        "FileJob", "Cancelled: nothing was written, and your file is unchanged."
    )

    finished_work = Signal(object)  # core NamesResult

    def __init__(self, tasks: TaskController, run_dir: Path, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks, self.run_dir = tasks, Path(run_dir)
        self.tagger: Any = None  # loaded on the first run, kept for the next file
        self.result: Any = None
        self.setWindowTitle(
            translate("FindNamesDialog", "Find names in a file — {run}").format(run=self.run_dir.name)
        )
        intro = QLabel(
            translate(
                "FindNamesDialog",
                "Choose a text file with one text per line (or CSV, TSV, JSON Lines, a folder of .txt "
                "files). The model finds the names in every text; they are saved as JSON Lines next to "
                "it, one line per text with each name's type, words and place. Your file is not changed.",
            )
        )
        intro.setWordWrap(True)
        grid = self.choose_file_row("findNames")
        grid.addWidget(QLabel(translate("FindNamesDialog", "Save the names as:")), 1, 0)
        grid.addWidget(self.out, 1, 1)
        grid.addWidget(self.overwrite, 1, 2)
        buttons = self.make_controls("findNames", translate("FindNamesDialog", "Find the names"))
        self.summary = QLabel("")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.first = QTextBrowser()
        self.first.setVisible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addLayout(grid)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(self.summary)
        layout.addWidget(self.first, 1)
        fit_room(self, parent, QSize(860, 560))

    def _choose_file(self) -> None:
        path = file_dialogs.open_file(
            self,
            translate("FindNamesDialog", "Find names in a file"),
            translate("FindNamesDialog", FILE_FILTER),
        )
        if path:
            self.set_file(Path(path))

    def set_file(self, path: Path) -> None:
        from workbench.core.use.names import default_names_output

        self.path.setText(str(path))
        self.out.setText(str(default_names_output(path)))
        self.run_button.setEnabled(True)
        self.status.show_message("")

    # --- running -----------------------------------------------------------------------------------------
    def run(self) -> None:
        data, out = Path(self.path.text()), Path(self.out.text().strip() or self.path.text())
        work = functools.partial(
            jobs.find_names, self.run_dir, self.tagger, data, out, self.overwrite.isChecked(), FIRST_SHOWN
        )
        self.start_job(
            translate("FindNamesDialog", "Finding names in a file"),
            work,
            "find-names-run",
            translate("FileJob", "Loading the trained model…"),
            self._on_done,
        )

    def can_run(self) -> bool:
        return bool(self.path.text())

    def _on_done(self, done: tuple[Any, Any, list[tuple[int, str, list[Any]]]]) -> None:
        self._idle()
        self.tagger, self.result, first = done  # the name finder is kept for the next file
        r = self.result
        self.progress.setValue(1000)
        self.status.show_message(translate("FileJob", "Saved {file}").format(file=r.out), OK_COLOUR)
        counts = " · ".join(f"{html.escape(k)} {number(v, ',')}" for k, v in r.per_type.items())
        rows = r.rows
        said = translate(
            "FindNamesDialog",
            "<b>{texts} texts</b> read in {seconds} s; names found in {with_names} of them. Names of each "
            "type: {counts}.",
            None,
            rows,
        )
        self.summary.setText(
            said.format(
                texts=number(rows, ","),
                seconds=number(r.seconds, ".0f"),
                with_names=number(r.with_names, ","),
                counts=counts or translate("FindNamesDialog", "none"),
            )
        )
        types = tuple(self.tagger.types) if self.tagger is not None else ()
        rows = [f"<p>{row}. {marked_text(text, entities, types)}</p>" for row, text, entities in first]
        self.first.setHtml("".join(rows))
        self.first.setVisible(bool(rows))
        self.finished_work.emit(r)
