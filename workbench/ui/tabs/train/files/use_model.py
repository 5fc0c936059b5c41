"""Use a trained classifier on your own files: label a whole file, or test the model on a file kept aside.

Opened from the results page and the run history.  Both steps run in the background with a progress bar and
a Cancel button (the window stays responsive); what they do is ``core.use``'s: ``label_file`` writes a copy
of the file with ``predicted_label`` and ``confidence`` next to it, ``score_file`` scores the model on
labelled texts.  Afterwards the dialog shows what came out: for a labelled file the first rows, the count per
label, how sure the model was, and the rows it was least sure of (for a person to check); for a test file the
same scores as the results page.  A model of pairs of texts reads two text columns (the second one chosen
under the first).
"""

from __future__ import annotations

import functools
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSize, Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.sessions.train.history import learned_objective, learned_pairs
from workbench.core.training.registry import family
from workbench.core.use.predict import HISTOGRAM_BINS
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
from workbench.ui.tabs.train.files.file_job import FileJob
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    OK_COLOUR,
    fit_table,
    stretch_first_column,
)
from workbench.ui.tasks import TaskController
from workbench.ui.widgets import file_dialogs
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext

FILE_FILTER = QT_TRANSLATE_NOOP(
    "UseModelDialog", "Texts (*.csv *.tsv *.tab *.jsonl *.ndjson *.json *.txt *.xlsx *.ods);;All files (*)"
)
# (the dialog's title and its buttons' name, its Run button, its intro) for each way, in English: translated
# by ``modes_for``
MODES = {
    "label": (
        QT_TRANSLATE_NOOP("UseModelDialog", "Label a file"),
        QT_TRANSLATE_NOOP("UseModelDialog", "Label the file"),
        QT_TRANSLATE_NOOP(
            "UseModelDialog",
            "Choose a file of texts (CSV, TSV, JSON Lines, a spreadsheet, or a .txt file with one text per "
            "line) or a folder of .txt files. The model labels every text; a copy of the file with two more "
            "columns, predicted_label and confidence, is saved next to it. Your file is not changed.",
        ),
    ),
    "test": (
        QT_TRANSLATE_NOOP("UseModelDialog", "Test on a file"),
        QT_TRANSLATE_NOOP("UseModelDialog", "Test the model"),
        QT_TRANSLATE_NOOP(
            "UseModelDialog",
            "Choose a file of labelled texts that the model never learned from. The model answers each text "
            "and its answers are scored against your labels.",
        ),
    ),
}

# A score predictor's (a family with its own use on a file): the same two ways, in its words.
SCORE_MODES = {
    "label": (
        QT_TRANSLATE_NOOP("UseModelDialog", "Score a file"),
        QT_TRANSLATE_NOOP("UseModelDialog", "Score the file"),
        QT_TRANSLATE_NOOP(
            "UseModelDialog",
            "Choose a file of texts (CSV, TSV, JSON Lines, a spreadsheet, or a .txt file with one text per "
            "line). The model gives every text a score; a copy of the file with one more column, score, is "
            "saved next to it. Your file is not changed.",
        ),
    ),
    "test": (
        QT_TRANSLATE_NOOP("UseModelDialog", "Test on a file"),
        QT_TRANSLATE_NOOP("UseModelDialog", "Test the model"),
        QT_TRANSLATE_NOOP(
            "UseModelDialog",
            "Choose a file of texts with their true scores that the model never learned from. The model "
            "scores each text, and its scores are compared with yours.",
        ),
    ),
}


def modes_for(objective: str | None) -> dict[str, tuple[str, str, str]]:
    """The dialog's words for a run of ``objective``, in the window's language: a score predictor scores, a
    classifier labels (None: a classifier's, as ``registry.family(None)`` is)."""
    modes = SCORE_MODES if family(objective).regression else MODES
    return {mode: tuple(translate("UseModelDialog", text) for text in words) for mode, words in modes.items()}


class UseModelDialog(FileJob, QDialog):
    """Label a file (``mode`` "label") or test on one ("test") with the classifier of the run
    in ``run_dir``."""

    finished_work = Signal(object)  # LabelResult or FileScores
    cancelled_message = QT_TRANSLATE_NOOP(
        "FileJob", "Cancelled: nothing was written, and your file is unchanged."
    )

    def __init__(
        self, tasks: TaskController, run_dir: Path, mode: str, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.tasks, self.run_dir, self.mode = tasks, Path(run_dir), mode
        self.pairs = learned_pairs(self.run_dir)  # each row holds two texts
        self.objective = learned_objective(self.run_dir)
        self.scoring = family(self.objective).regression  # a number per text, not a label
        self.words = modes_for(self.objective)[mode]
        self.classifier: Any = None
        self.source: Any = None  # core.use.rows.RowSource of the chosen file (label mode)
        self.result: Any = None
        title, action, intro = self.words
        self.setWindowTitle(
            translate("UseModelDialog", "{title} — {run}").format(title=title, run=self.run_dir.name)
        )
        self.setObjectName("useModelDialog")
        intro_label = QLabel(intro)
        intro_label.setWordWrap(True)

        self.text_column, self.text_b_column, self.label_column = QComboBox(), QComboBox(), QComboBox()
        grid = self.choose_file_row("useModel")
        texts_in = (
            translate("UseModelDialog", "First texts in column:")
            if self.pairs
            else translate("UseModelDialog", "Texts in column:")
        )
        grid.addWidget(QLabel(texts_in), 1, 0)
        grid.addWidget(self.text_column, 1, 1)
        if self.pairs:
            grid.addWidget(QLabel(translate("UseModelDialog", "Second texts in column:")), 2, 0)
            grid.addWidget(self.text_b_column, 2, 1)
        last = grid.rowCount()
        if mode == "label":
            if not self.pairs:  # a folder holds one text per file: never a pair
                folder = QPushButton(translate("UseModelDialog", "Choose folder…"))
                folder.clicked.connect(self._choose_folder)
                grid.addWidget(folder, 0, 3)
            grid.addWidget(QLabel(translate("UseModelDialog", "Save the copy as:")), last, 0)
            grid.addWidget(self.out, last, 1)
            grid.addWidget(self.overwrite, last, 2, 1, 2)
        else:
            answers_in = (
                translate("UseModelDialog", "Scores in column:")
                if self.scoring
                else translate("UseModelDialog", "Labels in column:")
            )
            grid.addWidget(QLabel(answers_in), last, 0)
            grid.addWidget(self.label_column, last, 1)
        buttons = self.make_controls("useModel", action)

        self.summary = QLabel("")
        self.summary.setObjectName("useModelSummary")
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.bars_left, self.bars_right = ProbabilityBars(), ProbabilityBars(value_format="{:.0%}")
        self.confusion = ConfusionMatrixView()
        self.least_sure = QCheckBox(
            translate("UseModelDialog", "Show only the rows the model is least sure of (to check by hand)")
        )
        self.least_sure.toggled.connect(self._fill_rows)
        self.rows = QTableWidget(0, 4)
        self.rows.setObjectName("useModelRows")
        self.rows.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.rows.verticalHeader().setVisible(False)
        captions = (
            (
                translate("UseModelDialog", "<b>Texts per label</b>"),
                translate("UseModelDialog", "<b>How sure the model was</b> (share of the texts)"),
            )
            if mode == "label"
            else (
                translate("UseModelDialog", "<b>Found of each label</b> (recall)"),
                translate(
                    "UseModelDialog", "<b>Confusion matrix</b> (rows: your label; columns: the model's)"
                ),
            )
        )
        charts = QGridLayout()
        self.charts = QWidget()  # a classifier's: labels and how sure; a score predictor shows its figures
        self.charts.setLayout(charts)
        charts.setContentsMargins(0, 0, 0, 0)
        for column, (caption, chart) in enumerate(
            zip(
                captions, (self.bars_left, self.confusion if mode == "test" else self.bars_right), strict=True
            )
        ):
            charts.addWidget(QLabel(caption), 0, column)
            charts.addWidget(chart, 1, column)
            chart.exporter.context = lambda caption=caption: self._export_context(caption)
            charts.setColumnStretch(column, 1)
        # the least-sure box only where it has a place: shown in test mode it became a window of its own
        shown = [self.charts, *([self.least_sure] if mode == "label" else []), self.rows]
        self.lay_out(
            (intro_label, grid, buttons, self.status), [self.summary, *shown], self.rows, QSize(900, 640)
        )
        for widget in shown:
            widget.setVisible(not self.scoring)

    # --- choosing the file -------------------------------------------------------------------------------
    def _choose_file(self) -> None:
        path = file_dialogs.open_file(self, self.words[0], translate("UseModelDialog", FILE_FILTER))
        if path:
            self.set_file(Path(path))

    def _choose_folder(self) -> None:
        path = file_dialogs.choose_folder(self, translate("UseModelDialog", "A folder of .txt files"))
        if path:
            self.set_file(Path(path))

    def set_file(self, path: Path) -> None:
        """Read the file's columns in the background, then offer them (the text column guessed)."""
        self.path.setText(str(path))
        self.run_button.setEnabled(False)
        self.status.show_message(translate("UseModelDialog", "Reading the file…"))
        self.tasks.submit(
            translate("UseModelDialog", "Reading the file"),
            jobs.read_file_columns,
            path,
            self.mode == "label",
            self.pairs,
            key="use-model-read",
            on_result=self._on_read,
            on_error=self._on_failed,
        )

    def _on_read(self, found: Any) -> None:
        from workbench.core.use.rows import default_output

        columns = list(found.columns)
        for combo in (self.text_column, self.text_b_column):
            combo.clear()
            combo.addItems(columns)
        if self.mode == "label":
            self.source = found
            self.text_column.setCurrentText(found.text_column)
            self.text_b_column.setCurrentText(found.text_b_column or "")
            self.text_column.setEnabled(found.format not in ("lines", "folder"))
            self.out.setText(str(default_output(found)))
            rows = found.rows
            said = translate(
                "UseModelDialog", "{rows} rows; the texts are in the column “{column}”.", None, rows
            )
            self.status.show_message(said.format(rows=number(rows, ","), column=found.text_column))
        else:
            self.label_column.clear()
            self.label_column.addItems(columns)
            self.text_column.setCurrentText(found.suggested_text_column or columns[0])
            self.text_b_column.setCurrentText(found.suggested_text_b_column or "")
            self.label_column.setCurrentText(found.suggested_label_column or columns[-1])
            rows = found.total_rows
            self.status.show_message(
                translate("UseModelDialog", "{rows} rows.", None, rows).format(rows=number(rows, ","))
            )
        self.run_button.setEnabled(True)

    # --- running -----------------------------------------------------------------------------------------
    def run(self) -> None:
        labelling = self.mode == "label"
        options: dict[str, Any] = {
            "text_column": self.text_column.currentText() or None,
            "text_b_column": (self.text_b_column.currentText() or None) if self.pairs else None,
        }
        if labelling:
            options["overwrite"] = self.overwrite.isChecked()
        else:
            options["label_column"] = self.label_column.currentText() or None
        out = Path(self.out.text().strip()) if labelling and self.out.text().strip() else None
        if self.scoring:
            work = functools.partial(
                jobs.use_family_model,
                self.run_dir,
                self.objective,
                labelling,
                Path(self.path.text()),
                out,
                options,
            )
        else:
            work = functools.partial(
                jobs.use_classifier,
                self.run_dir,
                self.classifier,
                labelling,
                Path(self.path.text()),
                out,
                options,
            )
        loading = translate("FileJob", "Loading the trained model…")
        self.start_job(self.words[0], work, "use-model-run", loading, self._on_done)

    def can_run(self) -> bool:
        return bool(self.path.text())

    def _on_done(self, done: tuple[Any, Any]) -> None:
        self._idle()
        self.classifier, result = done  # the classifier kept for the next file
        self.result = result
        self.progress.setValue(1000)
        self.show_results()
        if self.scoring:  # its own result, in its own words (``lines``)
            self.status.show_message(
                translate("FileJob", "Saved {file}").format(file=result.out)
                if self.mode == "label"
                else translate("UseModelDialog", "Tested on {file}.").format(file=result.source.name),
                OK_COLOUR,
            )
            self.summary.setText("<br>".join(html.escape(line.strip()) for line in result.lines()))
        elif self.mode == "label":
            self._show_labelled(result)
        else:
            from workbench.core.use.evaluate import record_scores

            self._show_scores(result)
            try:
                record_scores(self.run_dir, result)  # the history's column for this test file
            except OSError as error:
                said = translate(
                    "UseModelDialog", "The scores could not be kept in the run's folder: {problem}"
                )
                self.status.show_message(said.format(problem=error), ERROR_COLOUR)
        self.finished_work.emit(result)

    def _export_context(self, caption: str) -> ExportContext:
        """What a chart of the dialog is of (its caption without the bold), for its exports."""
        title = f"{self.words[0]}: {caption.replace('<b>', '').replace('</b>', '')}"
        return ExportContext(title, details={"run": self.run_dir.name, "file": Path(self.path.text()).name})

    # --- showing what came out ---------------------------------------------------------------------------
    def _show_labelled(self, r: Any) -> None:
        counts = " · ".join(f"{html.escape(k)} {number(v, ',')}" for k, v in r.per_label.items())
        empty = r.rows - r.labelled
        labelled = r.labelled
        said = (
            translate(
                "UseModelDialog",
                "<b>{texts} texts labelled</b> in {seconds} s ({empty} empty rows kept empty): {counts}",
                None,
                labelled,
            )
            if empty
            else translate(
                "UseModelDialog", "<b>{texts} texts labelled</b> in {seconds} s: {counts}", None, labelled
            )
        )
        self.status.show_message(translate("FileJob", "Saved {file}").format(file=r.out), OK_COLOUR)
        self.summary.setText(
            said.format(
                texts=number(labelled, ","),
                seconds=number(r.seconds, ".0f"),
                empty=number(empty, ","),
                counts=counts,
            )
        )
        total = max(1, r.labelled)
        self.bars_left.set_bars(list(r.per_label), [v / total for v in r.per_label.values()])
        self.bars_left.setToolTip(translate("UseModelDialog", "Share of the texts given each label."))
        sure = translate("UseModelDialog", "{low}–{high} sure")
        bins = [
            sure.format(low=number(i / HISTOGRAM_BINS, ".0%"), high=number((i + 1) / HISTOGRAM_BINS, ".0%"))
            for i in range(HISTOGRAM_BINS)
        ]
        shown = [i for i, n in enumerate(r.histogram) if n] or [HISTOGRAM_BINS - 1]
        self.bars_right.set_bars(
            [bins[i] for i in reversed(shown)], [r.histogram[i] / total for i in reversed(shown)]
        )
        self.bars_right.setToolTip(
            translate("UseModelDialog", "How sure the model was: share of the texts in each band.")
        )
        self._fit_charts(max(len(r.per_label), len(shown)))
        self._fill_rows()

    def _fit_charts(self, bars: int, matrix: int = 0) -> None:
        """Charts tall enough for ``bars`` bars (and a ``matrix`` x ``matrix`` confusion matrix)
        at this font."""
        line = QFontMetrics(self.font()).height()
        for chart in (self.bars_left, self.bars_right):
            chart.setMinimumHeight(int(max(3, bars) * line * 1.7))
        self.confusion.setMinimumHeight(int((matrix + 1) * line * 2.6))

    def _fill_rows(self) -> None:
        r = self.result
        if r is None or self.mode != "label":
            return
        items = r.least_sure if self.least_sure.isChecked() else r.preview
        self._table(
            [
                translate("UseModelDialog", "Row"),
                translate("UseModelDialog", "Text"),
                translate("UseModelDialog", "Label"),
                translate("UseModelDialog", "Sure"),
            ],
            [(number(i.row, ","), i.text, i.label, number(i.confidence, ".0%")) for i in items],
            stretch=1,
        )

    def _show_scores(self, r: Any) -> None:
        m = r.metrics
        unseen = (
            "<br>"
            + translate(
                "UseModelDialog", "Labels the model never learned, counted as mistakes: {labels}."
            ).format(labels=html.escape(", ".join(r.unseen_labels)))
            if r.unseen_labels
            else ""
        )
        self.status.show_message(
            translate("UseModelDialog", "Tested on {file}.").format(file=r.source.name), OK_COLOUR
        )
        examples = m.examples
        said = translate(
            "UseModelDialog", "<b>{accuracy} right</b> on {texts} texts (macro-F1 {f1}).", None, examples
        )
        self.summary.setText(
            said.format(
                accuracy=number(m.accuracy, ".1%"), texts=number(examples, ","), f1=number(m.macro_f1, ".3f")
            )
            + unseen
        )
        self.bars_left.set_bars(list(m.label_names), list(m.recall))
        self.bars_left.setToolTip(
            translate("UseModelDialog", "Recall: of the texts of each label, the share the model found.")
        )
        self.confusion.set_matrix(m.label_names, m.confusion)
        self._fit_charts(len(m.label_names), len(m.label_names))
        self._table(
            [
                translate("UseModelDialog", "Text"),
                translate("UseModelDialog", "True label"),
                translate("UseModelDialog", "Model said"),
                translate("UseModelDialog", "Sure"),
            ],
            [(w.text, w.true, w.predicted, number(w.confidence, ".0%")) for w in r.worst],
            stretch=0,
        )

    def _table(self, headers: list[str], rows: list[tuple[str, ...]], stretch: int) -> None:
        self.rows.clear()
        self.rows.setColumnCount(len(headers))
        self.rows.setHorizontalHeaderLabels(headers)
        self.rows.setRowCount(len(rows))
        for r, cells in enumerate(rows):
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if text.endswith("%") or c == 0 and stretch:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.rows.setItem(r, c, item)
        if stretch == 0:
            stretch_first_column(self.rows)
        else:
            self.rows.horizontalHeader().setStretchLastSection(False)
            self.rows.resizeColumnsToContents()
            self.rows.horizontalHeader().setSectionResizeMode(
                stretch, self.rows.horizontalHeader().ResizeMode.Stretch
            )
        fit_table(self.rows, max_rows=10)


def use_model_buttons(owner: Any) -> dict[str, QPushButton]:
    """ "Label a file…" and "Test on a file…" buttons that call ``owner.use_selected(mode)`` (their help
    texts are the Fine-tuning tab's, in help_texts.py)."""
    buttons = {}
    for mode, words in modes_for(None).items():  # a classifier's until a run is chosen
        button = QPushButton(words[0] + "…")
        button.setObjectName(f"useModel-{mode}")
        button.clicked.connect(lambda _checked=False, mode=mode: owner.use_selected(mode))
        buttons[mode] = button
    return buttons
