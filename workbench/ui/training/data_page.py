"""Step 2: the data.  Open a file (or the sample data), see its first rows, say which columns hold the texts
and the labels, see how many examples each label has and what the engine's checks found, in plain words.
For pairs of texts a second text column is chosen too, and under the preview the chosen row's pair is shown
as the model reads it: its tokens with [CLS] and [SEP], and the segment (0 or 1) of each.

Errors (one class only, no examples...) keep Next disabled until they are fixed; warnings (a small class,
repeated rows...) need an "I understand" tick.  Exact repeats and empty texts are removed before training
(the engine's clean-up), and the page says so.  For language-model adaptation the file is plain text, one
passage per line.  Files are read in the background: a large file never freezes the window.
"""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QSpinBox,
)

from workbench.core.training.data.samples import sample_path, samples_for
from workbench.ui.tasks import TaskFailure
from workbench.ui.training.data_columns import ColumnMapping
from workbench.ui.training.data_loading import DataSnapshot, read_corpus, read_labelled
from workbench.ui.training.data_preview import DataPreview
from workbench.ui.training.export_context import model_name
from workbench.ui.training.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, WizardPage, coloured
from workbench.ui.widgets.slide import ExportContext

FILE_FILTER = "Texts with labels (*.csv *.tsv *.txt *.jsonl *.json);;All files (*)"
PAIRS_FILTER = "Pairs of texts with labels (*.csv *.tsv *.jsonl *.json);;All files (*)"
CORPUS_FILTER = "Plain text (*.txt *.text *.md);;All files (*)"


class DataPage(WizardPage):
    title = "2 · Your data"
    intro = "Open (or drop here) a file with your examples, or try the sample data first."

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.snapshot: DataSnapshot | None = None
        self.load_error: TaskFailure | None = None
        self.loading = False
        self._read_for = ""  # the task the shown data was read for
        self._checked_for: tuple[str, int] = ("", 0)  # the model and text length its lengths were checked for
        self.open_button = QPushButton("Open file…")
        self.open_button.setToolTip(
            "CSV, TSV, JSON Lines or JSON; or plain text for language-model adaptation."
        )
        self.sample_combo = QComboBox()
        self._fill_samples()
        self.sample_button = QPushButton("Use sample data")
        self.file_label = QLabel("No data yet.")
        self.file_label.setWordWrap(True)
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.sample_combo)
        top.addWidget(self.sample_button)
        top.addStretch(1)

        self.data_preview = DataPreview()
        # The table and the bars, reached through the page (its help texts, the tab).
        self.preview, self.counts = self.data_preview.table, self.data_preview.counts
        self.counts.exporter.context = lambda: ExportContext("Your data: examples per label",
                                                             details={"data": self.state.data_name})  # fmt: skip

        self.mapping = ColumnMapping()
        self.text_combo, self.text_b_combo = self.mapping.text_combo, self.mapping.text_b_combo
        self.label_combo = self.mapping.label_combo
        self.pair_view = self.data_preview.pair_view  # pairs of texts: the chosen row as the model reads it

        self.issues = QLabel("")
        self.issues.setObjectName("dataIssues")
        self.issues.setWordWrap(True)
        self.issues.setTextFormat(Qt.TextFormat.RichText)
        self.issues.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.understood = QCheckBox("I have read the warnings above and want to go on")
        self.understood.setVisible(False)

        self.split_slider = QSlider(Qt.Orientation.Horizontal)
        self.split_slider.setRange(5, 50)
        self.split_slider.setSingleStep(5)
        self.split_slider.setPageStep(5)
        self.split_slider.setTickInterval(5)
        self.split_slider.setTickPosition(QSlider.TickPosition.TicksBelow)
        self.split_slider.setValue(round(state.val_fraction * 100))
        self.split_label = QLabel("")
        self.split_label.setWordWrap(True)
        self.limit_check = QCheckBox("Use only")
        self.limit_spin = QSpinBox()
        self.limit_spin.setRange(2, 10_000_000)
        self.limit_spin.setValue(100)
        self.limit_spin.setSuffix(" training examples")
        self.limit_spin.setEnabled(False)
        self.limit_note = QLabel("— quicker runs, or to see how much data matters.")
        grid = QGridLayout()
        grid.addWidget(QLabel("Kept for checking:"), 0, 0)
        grid.addWidget(self.split_slider, 0, 1)
        grid.addWidget(self.split_label, 1, 1)
        limit_row = QHBoxLayout()
        for widget in (self.limit_check, self.limit_spin, self.limit_note):
            limit_row.addWidget(widget)
        limit_row.addStretch(1)
        grid.addLayout(limit_row, 2, 0, 1, 2)
        grid.setColumnStretch(1, 1)

        self.body_layout.addLayout(top)
        self.body_layout.addWidget(self.file_label)
        self.body_layout.addWidget(self.data_preview, 1)
        self.body_layout.addWidget(self.mapping)
        self.body_layout.addWidget(self.issues)
        self.body_layout.addWidget(self.understood)
        self.body_layout.addLayout(grid)

        self.setAcceptDrops(True)  # a file (or a folder of class folders) dropped here is opened
        self.open_button.clicked.connect(self._choose_file)
        self.sample_button.clicked.connect(self.use_sample)
        self.mapping.changed.connect(self._on_columns_changed)
        self.understood.toggled.connect(lambda _on: self.completeness_changed.emit())
        self.split_slider.valueChanged.connect(self._on_split_changed)
        self.limit_check.toggled.connect(self._on_limit_changed)
        self.limit_spin.valueChanged.connect(self._on_limit_changed)

    # --- dropping a file or folder onto the page ----------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(url.isLocalFile() for url in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [url.toLocalFile() for url in event.mimeData().urls() if url.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_file(Path(files[0]))

    # --- entering -----------------------------------------------------------------------------------------
    def enter(self) -> None:
        corpus, pairs = self.state.is_language_model, self.state.takes_pairs
        self._fill_samples()
        self.limit_spin.setSuffix(" training passages" if corpus else " training examples")
        for widget in (self.mapping, self.counts):
            widget.setVisible(not corpus)
        self.mapping.set_pairs(pairs)
        self.open_button.setToolTip(
            "A plain text file, one passage per line (or a folder of .txt files)."
            if corpus
            else "CSV, TSV, JSON Lines or JSON with two texts and a label per row."
            if pairs
            else "CSV, TSV, JSON Lines or JSON with a text and a label per row, or a folder of class folders."
        )
        self.intro_label.setText(
            "Open a text file with one passage per line, or use the sample reviews' texts."
            if corpus
            else "Open (or drop here) a file with your examples, or try the sample data first."
        )
        if self.snapshot is not None and self._read_for != self.state.objective:
            self._clear()  # the task changed: the old data does not fit
        elif (
            self.snapshot is not None
            and self.snapshot.preview is not None
            and self._length_target() != self._checked_for
        ):
            # Another model or text length since the data was read: its "too long" finding may have changed,
            # and a pair's tokens are another tokenizer's.
            self.open_file(self.snapshot.path, self.state.text_column, self.state.label_column,
                           self.state.text_b_column)  # fmt: skip

    # --- reading ------------------------------------------------------------------------------------------
    @Slot()
    def _choose_file(self) -> None:
        caption = "Open your texts"
        wanted = (
            CORPUS_FILTER
            if self.state.is_language_model
            else PAIRS_FILTER
            if self.state.takes_pairs
            else FILE_FILTER
        )
        name, _ = QFileDialog.getOpenFileName(self, caption, "", wanted)
        if name:
            self.open_file(Path(name))

    def _fill_samples(self) -> None:
        """The built-in data that suits the task: labelled reviews to classify, pairs of sentences, plain text
        to adapt to."""
        wanted = samples_for(self.state.objective)
        if [
            (self.sample_combo.itemText(i), self.sample_combo.itemData(i))
            for i in range(self.sample_combo.count())
        ] == list(wanted):
            return
        self.sample_combo.clear()
        for label, name in wanted:
            self.sample_combo.addItem(label, name)

    @Slot()
    def use_sample(self) -> None:
        self.open_file(sample_path(self.sample_combo.currentData()))

    def open_file(
        self, path: Path, text_column: str | None = None, label_column: str | None = None,
        text_b_column: str | None = None,
    ) -> None:  # fmt: skip
        """Read ``path`` in the background and show what it holds."""
        self.loading = True
        self.load_error = None
        self._read_for = self.state.objective
        self.state.dataset = None
        self.understood.setChecked(False)
        self.file_label.setText(f"Reading {html.escape(path.name)}…")
        self.completeness_changed.emit()
        corpus, pairs = self.state.is_language_model, self.state.takes_pairs
        self._checked_for = model_ref, max_tokens = self._length_target()

        def work(progress, cancel):
            if corpus:
                return read_corpus(path)
            return read_labelled(path, text_column, label_column, model_ref, max_tokens, pairs=pairs,
                                 text_b_column=text_b_column)  # fmt: skip

        self.tasks.submit(
            f"Reading {path.name}", work, key="wizard-data", on_result=self._show, on_error=self._failed
        )

    def _length_target(self) -> tuple[str, int]:
        """The model whose tokens count and the longest text it reads (the settings page's "Longest text")."""
        return self.state.model_id, self.state.settings.max_length

    def _failed(self, failure: TaskFailure) -> None:
        self.loading = False
        self.load_error = failure
        self.snapshot = None
        self.state.dataset = None
        self.data_preview.empty()
        self.file_label.setText("")
        self.issues.setText(_issue_html("error", failure.message, failure.hint))
        self.understood.setVisible(False)
        self.completeness_changed.emit()

    def _show(self, snapshot: DataSnapshot) -> None:
        self.loading = False
        self.snapshot = snapshot
        ready = snapshot.dataset is not None and not any(i.blocks_training for i in snapshot.issues)
        self.state.dataset = snapshot.dataset if ready else None
        self.state.data_path = snapshot.path
        self.state.data_name = snapshot.path.name
        if snapshot.preview is not None:
            self._fill_preview(snapshot)
        else:
            self._fill_corpus(snapshot)
        self._show_issues(snapshot)
        self._update_split_label()
        self.completeness_changed.emit()

    def _fill_preview(self, snapshot: DataSnapshot) -> None:
        preview, dataset = snapshot.preview, snapshot.dataset
        text_column = dataset.text_column if dataset is not None else preview.suggested_text_column
        label_column = dataset.label_column if dataset is not None else preview.suggested_label_column
        text_b_column = dataset.text_b_column if dataset is not None else preview.suggested_text_b_column
        self.state.text_column, self.state.label_column = text_column, label_column
        self.state.text_b_column = text_b_column
        self.mapping.fill(preview.columns, text_column, text_b_column, label_column)
        self.data_preview.show_rows(preview.columns, preview.rows, {text_column, label_column, text_b_column})
        if self.state.takes_pairs:
            self.data_preview.show_pairs(
                snapshot.pair_tokens, snapshot.pair_note, model_name(self.state.model_id)
            )
        if dataset is not None:
            counts = dataset.class_counts()
            self.counts.set_bars(list(counts), list(counts.values()))
        else:
            self.counts.clear()
        where = f"{preview.total_rows:,} rows · {preview.format.upper()} · {preview.encoding}"
        self.file_label.setText(f"<b>{html.escape(snapshot.path.name)}</b> — {where}")

    def font_changed(self) -> None:
        self.data_preview.fit_columns()  # the zoom changed: the columns fit the new text size

    def theme_changed(self) -> None:
        snapshot = self.snapshot
        if snapshot is None or self.loading:
            return
        if snapshot.preview is not None:
            s = self.state
            self.data_preview.shade_columns(
                {s.text_column, s.label_column, s.text_b_column if s.takes_pairs else None}
            )
        self._show_issues(snapshot)  # its messages' colours

    def _fill_corpus(self, snapshot: DataSnapshot) -> None:
        corpus = snapshot.dataset
        self.data_preview.show_passages(corpus.texts)
        self.file_label.setText(
            f"<b>{html.escape(snapshot.path.name)}</b> — {len(corpus):,} passages, {corpus.words:,} words"
        )

    def _show_issues(self, snapshot: DataSnapshot) -> None:
        parts = []
        if snapshot.column_problem is not None:
            parts.append(_issue_html("error", *snapshot.column_problem))
        for issue in snapshot.issues:
            parts.append(_issue_html(issue.severity, issue.message, issue.hint))
        for note in snapshot.notes:
            parts.append(_issue_html("info", note, ""))
        self.issues.setText("".join(parts))
        warnings = any(i.severity == "warning" for i in snapshot.issues)
        errors = snapshot.column_problem is not None or any(i.blocks_training for i in snapshot.issues)
        self.understood.setVisible(warnings and not errors)

    def _clear(self) -> None:
        self.snapshot = None
        self.load_error = None
        self.data_preview.empty()
        self.issues.setText("")
        self.file_label.setText("No data yet.")
        self.understood.setVisible(False)
        self.completeness_changed.emit()

    # --- choices --------------------------------------------------------------------------------------------
    @Slot()
    def _on_columns_changed(self) -> None:
        if self.snapshot is None or self.snapshot.preview is None or not self.mapping.complete():
            return
        text, text_b, label = self.mapping.choices()
        self.open_file(self.snapshot.path, text, label, text_b)

    def set_columns(self, text_column: str, label_column: str, text_b_column: str | None = None) -> None:
        """Choose the columns (as the combos do) and read the data again."""
        self.mapping.set_columns(text_column, label_column, text_b_column)

    @Slot()
    def _on_split_changed(self) -> None:
        self.state.val_fraction = self.split_slider.value() / 100
        self._update_split_label()
        self.completeness_changed.emit()

    @Slot()
    def _on_limit_changed(self) -> None:
        self.limit_spin.setEnabled(self.limit_check.isChecked())
        self.state.max_examples = self.limit_spin.value() if self.limit_check.isChecked() else None
        self._update_split_label()
        self.completeness_changed.emit()

    def _update_split_label(self) -> None:
        share = self.split_slider.value()
        dataset = self.state.dataset
        if dataset is None:
            self.split_label.setText(f"{share}% of the examples are kept aside to check the model.")
            return
        n = len(dataset)
        checking = max(1, round(n * share / 100))
        training = n - checking
        if self.state.max_examples is not None:
            training = min(training, self.state.max_examples)
        what = "passages" if self.state.is_language_model else "examples"
        self.split_label.setText(
            f"{share}%: about {checking:,} {what} check the model, {training:,} train it. "
            "The model never learns from the checking part, so its score there is honest."
        )

    # --- the wizard's question --------------------------------------------------------------------------------
    def blocker(self) -> str:
        if self.loading:
            return "Reading the file…"
        if self.load_error is not None:
            return "This file cannot be used: see the message above."
        snapshot = self.snapshot
        if snapshot is None:
            return "Open a file, or use the sample data."
        if snapshot.column_problem is not None:
            return "Choose the columns for the texts and the labels."
        if any(i.blocks_training for i in snapshot.issues):
            return "Fix the problems marked in red first."
        if self.understood.isVisible() and not self.understood.isChecked():
            return "Tick “I have read the warnings” to go on."
        if self.state.dataset is None or len(self.state.dataset) < 2:
            return "There is not enough data to train on."
        return ""


def _issue_html(severity: str, message: str, hint: str) -> str:
    label, colour = {
        "error": ("Problem", ERROR_COLOUR),
        "warning": ("Warning", WARNING_COLOUR),
        "info": ("Note", OK_COLOUR),
    }[severity]
    hint_html = f"<br>{html.escape(hint)}" if hint else ""
    return f"<p>{coloured(label + ':', colour, bold=True)} {html.escape(message)}{hint_html}</p>"
