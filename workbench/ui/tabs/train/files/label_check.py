"""*Check the labels*: the data page's button, and the dialog that runs the check and lists what it found.

The check is ``core.use.label_check``'s: each row is judged by a model that never saw it (the rows split
into parts, each judged by a model that learned from the others), and confident learning ranks the rows by
how likely their label is wrong.  *Quick* (the default, run as the dialog opens) is a small model on MiniLM's
sentence vectors; *Thorough* fine-tunes MiniLM for each part, and its choice says how long it would take,
from how fast the quick check read the file.  It runs through the ``TaskController`` with a progress bar, the
time left and *Cancel*; afterwards the dialog lists every row, the most suspicious first (row, text, given
label, the model's label, the label-quality score), and *Save a copy…* writes the file with two more
columns, ``label_issue`` and ``suggested_label`` (the input is never changed).  Each row's label can be
corrected in the list (``correction_list``, as on the Results page): *Save corrected copy* writes the
corrected copy and the list of corrections beside the file, and *Use the corrected copy* also opens that copy
as the wizard's data.
"""

from __future__ import annotations

import functools
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QRadioButton,
    QWidget,
)

from workbench.core.use.corrections import Corrections
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.files.correction_list import TEXT, Column, CorrectionsBar, CorrectionTable
from workbench.ui.tabs.train.files.file_job import FileJob
from workbench.ui.tabs.train.page import OK_COLOUR, named_button
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets import file_dialogs

# The dialog's longer texts, translated where they are shown
INTRO = QT_TRANSLATE_NOOP(
    "LabelCheckDialog",
    "Each row is judged by a model that never saw it: the rows are split into {folds} parts, and each part "
    "is labelled by a model that learned from the other parts only. Rows whose label the model strongly "
    "disagrees with come first. A low score (0 to 1) means the label is probably wrong; check those rows by "
    "hand. Your file is not changed.",
)
QUICK = QT_TRANSLATE_NOOP("LabelCheckDialog", "Quick (seconds)")
QUICK_TIP = QT_TRANSLATE_NOOP(
    "LabelCheckDialog",
    "MiniLM reads each text once, as it is, and a small model learns your labels from what it read. It finds "
    "most wrong labels about what a text is about; for labels about its tone (positive or negative, say) the "
    "thorough check finds more.",
)
THOROUGH = QT_TRANSLATE_NOOP("LabelCheckDialog", "Thorough ({time})")
THOROUGH_TIP = QT_TRANSLATE_NOOP(
    "LabelCheckDialog",
    "MiniLM itself learns your labels, once for each part: it may find a few more wrong labels, and takes "
    "many times longer. The time is estimated from how fast the quick check read your file.",
)
COLUMNS = (
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Row"), lambda row: row.location.removeprefix("row ")),
    TEXT,
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Given label"), lambda row: row.given),
    Column(QT_TRANSLATE_NOOP("CorrectionTable", "Model's label"), lambda row: row.suggested),
    Column(
        QT_TRANSLATE_NOOP("CorrectionTable", "Score"), lambda row: number(row.quality, ".2f"), numeric=True
    ),
)


class CheckLabelsButton(QPushButton):
    """*Check the labels…* on the data page: shown for classification data, enabled once a file is read; a
    click opens the dialog on the page's file and columns and starts the check."""

    use_copy = Signal(object)  # the corrected copy a check wrote, to train on (the Data page opens it)

    def __init__(self, tasks: TaskController, state: Any) -> None:
        super().__init__(translate("CheckLabelsButton", "Check the labels…"))
        self.setObjectName("checkLabels")
        self.setToolTip(
            translate(
                "CheckLabelsButton",
                "Find the rows whose label is probably wrong (in seconds; a thorough check that takes "
                "minutes is offered in the window).",
            )
        )
        self.tasks, self.state = tasks, state
        self.dialog: LabelCheckDialog | None = None
        self._dataset: Any = None
        self.clicked.connect(self.open_dialog)
        self.show_for(None)

    def show_for(self, snapshot: Any) -> None:
        """Follow the page: ``snapshot`` is the data shown (a ``DataSnapshot``), or None while there is
        none."""
        self.setVisible(self.state.classifies_texts)
        dataset = getattr(snapshot, "dataset", None)
        labelled_texts = self.state.classifies_texts and hasattr(dataset, "texts")
        self._dataset = dataset if labelled_texts and not getattr(dataset, "is_pairs", False) else None
        self.setEnabled(self._dataset is not None)

    def open_dialog(self) -> LabelCheckDialog | None:
        if self._dataset is None:
            return None
        if self.dialog is not None and self.dialog.running:
            self.dialog.raise_()
            return self.dialog
        dataset = self._dataset
        if self.dialog is not None:
            self.dialog.deleteLater()  # a finished check's window: the new one takes its place
        self.dialog = LabelCheckDialog(
            self.tasks,
            dataset.source,
            dataset.text_column,
            dataset.label_column,
            self.window(),
            sheet=self.state.choices.data_sheet,
            # labels merged on the data page are one label here too: no row is flagged for its spelling
            merge_case_labels=self.state.choices.merge_case_labels or None,
        )
        self.dialog.use_copy.connect(self.use_copy)
        self.dialog.show()
        self.dialog.run()
        return self.dialog


class LabelCheckDialog(FileJob, QDialog):
    """Runs the label check of ``path`` (its texts and labels in the columns named) and shows the result."""

    checked = Signal(object)  # the LabelCheck
    saved = Signal(object)  # the copy's Path
    corrected = Signal(object)  # the CorrectedCopy
    use_copy = Signal(object)  # the corrected copy's Path, to train on

    def __init__(
        self,
        tasks: TaskController,
        path: Path,
        text_column: str | None,
        label_column: str | None,
        parent: QWidget | None = None,
        *,
        sheet: str | None = None,
        **options: Any,
    ) -> None:
        from workbench.core.use.label_check import DEFAULT_FOLDS

        super().__init__(parent)
        self.tasks, self.path = tasks, Path(path)
        # where the texts and labels are (a workbook's sheet too), for the check and the corrected copy alike
        self.columns = {"text_column": text_column, "label_column": label_column, "sheet": sheet}
        way = options.pop("way", "quick")
        self.options = options  # check_labels's own settings (folds, epochs, ...), for tests and scenes
        self.result: Any = None
        self.setWindowTitle(
            translate("LabelCheckDialog", "Check the labels — {file}").format(file=self.path.name)
        )
        self.setObjectName("labelCheckDialog")
        intro = QLabel(translate("LabelCheckDialog", INTRO).format(folds=options.get("folds", DEFAULT_FOLDS)))
        intro.setWordWrap(True)
        self.quick = QRadioButton(translate("LabelCheckDialog", QUICK))
        self.quick.setObjectName("labelCheckQuick")
        self.quick.setToolTip(translate("LabelCheckDialog", QUICK_TIP))
        self.thorough = QRadioButton(thorough_words(translate("LabelCheckDialog", "minutes")))
        self.thorough.setObjectName("labelCheckThorough")
        self.thorough.setToolTip(translate("LabelCheckDialog", THOROUGH_TIP))
        (self.thorough if way == "thorough" else self.quick).setChecked(True)
        ways = QHBoxLayout()
        ways.addWidget(QLabel(translate("LabelCheckDialog", "How:")))
        ways.addWidget(self.quick)
        ways.addWidget(self.thorough)
        ways.addStretch(1)

        buttons = self.make_controls("labelCheck", translate("LabelCheckDialog", "Check again"))

        self.summary = QLabel("")
        self.summary.setObjectName("labelCheckSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.only_flagged = QCheckBox(
            translate("LabelCheckDialog", "Show only the rows that look mislabelled")
        )
        self.only_flagged.toggled.connect(self._fill_rows)
        self.corrections = Corrections()
        self.list = CorrectionTable(self.corrections, columns=COLUMNS, fits=False)
        self.list.edited.connect(self._edited)
        self.rows = self.list.table
        self.rows.setObjectName("labelCheckRows")
        self.rows.setWordWrap(False)
        self.save_corrected = named_button(
            translate("LabelCheckDialog", "Save corrected copy"),
            "labelCheckSaveCorrected",
            translate(
                "LabelCheckDialog",
                "A copy of your file beside it with these corrections, and a list of them (CSV); your file "
                "is not changed.",
            ),
            lambda: self.correct(use=False),
        )
        self.use_corrected = named_button(
            translate("LabelCheckDialog", "Use the corrected copy"),
            "labelCheckUseCorrected",
            translate(
                "LabelCheckDialog", "Save the corrected copy, then train on it: the Data page opens it."
            ),
            lambda: self.correct(use=True),
        )
        self.bar = CorrectionsBar((self.save_corrected, self.use_corrected))
        self.save_button = named_button(
            translate("LabelCheckDialog", "Save a copy with the two columns…"),
            "labelCheckSave",
            translate(
                "LabelCheckDialog", "A copy of your file with label_issue (true/false) and suggested_label."
            ),
            self.choose_copy,
        )
        saving = QHBoxLayout()
        saving.addWidget(self.only_flagged)
        saving.addStretch(1)
        saving.addWidget(self.save_button)
        self.lay_out(
            (intro, ways, buttons, self.status),
            (self.summary, saving, self.list, self.bar),
            self.list,
            QSize(800, 560),
        )
        self._idle()

    # --- running -----------------------------------------------------------------------------------------
    def run(self) -> None:
        from workbench.core.use.label_check import check_labels

        settings = {**self.columns, **self.options, "way": self.way}
        job = functools.partial(_checked, check_labels, self.path, settings)
        self.save_button.setEnabled(False)
        self.quick.setEnabled(False)
        self.thorough.setEnabled(False)
        self.start_job(
            translate("LabelCheckDialog", "Checking the labels"),
            job,
            "label-check",
            translate("LabelCheckDialog", "Reading {file}…").format(file=self.path.name),
            self.show_result,
        )

    def reject(self) -> None:
        """Closing the dialog stops a check that is still running."""
        self.cancel()
        super().reject()

    @property
    def way(self) -> str:
        return "thorough" if self.thorough.isChecked() else "quick"

    def _idle(self) -> None:
        super()._idle()
        self.save_button.setEnabled(self.result is not None)
        self.quick.setEnabled(True)
        self.thorough.setEnabled(True)

    # --- showing what came out ---------------------------------------------------------------------------
    def show_result(self, check: Any) -> None:
        self.result = check
        self._idle()
        self.progress.setValue(1000)
        from workbench.core.training.costs import duration_text

        took = duration_text(check.seconds)
        quick = check.way == "quick"
        if check.expected_seconds:
            said = (
                translate("LabelCheckDialog", "Checked the quick way in {took} (said first: about {said}).")
                if quick
                else translate(
                    "LabelCheckDialog", "Checked the thorough way in {took} (said first: about {said})."
                )
            ).format(took=took, said=duration_text(check.expected_seconds))
        else:
            said = (
                translate("LabelCheckDialog", "Checked the quick way in {took}.")
                if quick
                else translate("LabelCheckDialog", "Checked the thorough way in {took}.")
            ).format(took=took)
        self.status.show_message(said, OK_COLOUR)
        thorough = check.thorough_seconds()
        if quick and thorough is not None:
            about = translate("LabelCheckDialog", "about {time}").format(time=duration_text(thorough))
            self.thorough.setText(thorough_words(about))
        flagged, rows = check.flagged, len(check.rows)
        verdict = (
            translate(
                "LabelCheckDialog",
                "<b>{flagged} of {rows} rows look mislabelled</b>; they come first, the least likely label "
                "first.",
                None,
                rows,
            ).format(flagged=number(flagged, ","), rows=number(rows, ","))
            if flagged
            else translate(
                "LabelCheckDialog",
                "<b>None of the {rows} rows looks mislabelled.</b> The rows the model agreed with least come "
                "first.",
                None,
                rows,
            ).format(rows=number(rows, ","))
        )
        accuracy = ", ".join(number(a, ".0%") for a in check.fold_accuracy)
        agreed = translate(
            "LabelCheckDialog", "Each part's model agreed with {shares} of the labels it had not seen."
        ).format(shares=html.escape(accuracy))
        self.summary.setText(f"{verdict} {agreed}")
        self.show_results()
        self.corrections.clear()  # a new check's rows: corrections start again
        self.bar.show_count(0)
        self._fill_rows()
        self.checked.emit(check)

    def _fill_rows(self) -> None:
        check = self.result
        if check is None:
            return
        rows = [row for row in check.suspicious() if row.flagged or not self.only_flagged.isChecked()]
        self.list.show_answers(
            rows, check.label_names, translate("LabelCheckDialog", "No row looks mislabelled.")
        )

    def _edited(self) -> None:
        self.list.sync()
        self.bar.show_count(len(self.corrections))
        self.bar.status.show_parts("")

    def correct(self, use: bool) -> None:
        """Write the corrected copy and the list of corrections beside the file (a job); with ``use``, open
        the copy as the wizard's data afterwards."""
        from workbench.core.use.corrections import apply_corrections

        job = functools.partial(
            _corrected, apply_corrections, self.path, self.corrections.items(), self.result, self.columns
        )
        for button in self.bar.buttons:
            button.setEnabled(False)
        self.bar.status.show_message(translate("LabelCheckDialog", "Saving the corrected copy…"))
        self.tasks.submit(
            translate("LabelCheckDialog", "Saving the corrected copy"),
            job,
            key="label-check-corrections",
            on_result=functools.partial(self._on_corrected, use),
            on_error=self._on_correcting_failed,
        )

    def _on_corrected(self, use: bool, copy: Any) -> None:
        said = translate(
            "LabelCheckDialog",
            "Saved {copy} ({relabelled} relabelled, {dropped} dropped) and {listing}, beside {source}.",
        )
        self.bar.show_saved(said, copy, len(self.corrections))
        self.corrected.emit(copy)
        if use:
            self.use_copy.emit(copy.path)
            self.accept()

    def _on_correcting_failed(self, failure: TaskFailure) -> None:
        self.bar.show_failure(failure, len(self.corrections))

    # --- saving the copy ---------------------------------------------------------------------------------
    def choose_copy(self) -> None:
        from workbench.core.use.label_copy import default_copy_path

        if self.result is None:
            return
        name = file_dialogs.save_file(
            self,
            translate("LabelCheckDialog", "Save a copy with the two columns"),
            str(default_copy_path(self.result)),
        )
        if name:
            self.save_copy(Path(name), overwrite=True)  # the file dialog has asked about replacing it

    def save_copy(self, out: Path | None = None, overwrite: bool = False) -> None:
        """Write the copy in the background (``out``: beside the input unless given)."""
        from workbench.core.use.label_copy import write_checked_copy

        job = functools.partial(_copied, write_checked_copy, self.result, out, overwrite)
        self.save_button.setEnabled(False)
        self.status.show_message(translate("LabelCheckDialog", "Saving the copy…"))
        self.tasks.submit(
            translate("LabelCheckDialog", "Saving the checked copy"),
            job,
            key="label-check-copy",
            on_result=self._on_saved,
            on_error=self._on_failed,
        )

    def _on_saved(self, path: Path) -> None:
        self.save_button.setEnabled(True)
        said = translate(
            "LabelCheckDialog", "Saved {file} (with the columns label_issue and suggested_label)."
        )
        self.status.show_message(said.format(file=path), OK_COLOUR)
        self.saved.emit(path)


def thorough_words(time: str) -> str:
    """The thorough check's choice, with how long it takes (``time``: "minutes", or the estimate)."""
    return translate("LabelCheckDialog", THOROUGH).format(time=time)


def _checked(check_labels, path: Path, options: dict[str, Any], progress, cancel):
    """Runs in a worker: the label check of ``path``."""
    return check_labels(path, progress, cancel, **{k: v for k, v in options.items() if v is not None})


def _corrected(apply, path: Path, items, check, columns: dict[str, Any], progress, cancel):
    """Runs in a worker: the corrected copy of ``path`` and the list of its corrections."""
    return apply(path, items, labels=check.label_names, **columns)


def _copied(write, check, out, overwrite: bool, progress, cancel):
    """Runs in a worker: the copy with the two columns."""
    return write(check, out, overwrite=overwrite)
