"""Step 2: the data.  Open a file (or the sample data), see its first rows, say which columns hold the texts
and the labels, see how many examples each label has and what the engine's checks found, in plain words.
For pairs of texts a second text column is chosen too (``data_columns``), and under the preview the chosen
row's pair is shown as the model reads it: its tokens with [CLS] and [SEP], and the segment (0 or 1) of each.
For a score predictor the file holds a number per text (``read_for_task`` reads it as the family does): the
columns of the texts and the scores are chosen the same way, and beside the preview the page says how the
scores spread (how many texts, the lowest, highest and average score, how many of each when there are few)
instead of the labels' bars.

Errors (one class only, no examples...) keep Next disabled until they are fixed; warnings (a small class,
repeated rows...) need an "I understand" tick.  Labels that differ only in capitals or spaces ("Billing"
beside "billing") are shown with a button beside them that merges them for this run (the file is not
changed): the data is read again with them as one, the most frequent spelling, and the run's settings say so
(``merge_case_labels``).  The languages of the texts are told as the file is read (``core.training.data.
languages``): when some are in languages the model the page read for (the one chosen, or the task's first)
does not read, a warning says so and names a model that reads them, with a button that chooses it when it is
on this computer.  Exact repeats and empty texts are removed before training (the engine's clean-up),
and the page says so; the counts the page shows (its bars, its summary) are of what is left.  For
language-model adaptation the file is plain text, one passage per line; for finding names, tagged sentences
(``tagged_preview`` shows them, with their word pieces); for answering questions, questions about passages
(``qa_preview`` shows them, with the windows the model reads); for chat and summaries, conversations
(``chat_preview`` shows them, with the tokens the model sees).  Under them, how much is kept for checking and
how much trains (``data_split``).  Files are read in the background (``data_loading``): a large file never
freezes the window.  A workbook (.xlsx, .ods) of several sheets gets a sheet chooser beside its name: its
first sheet is read until another is chosen (also after a sheet could not be read, so that another can be).
"""

from __future__ import annotations

import functools
import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QProgressBar, QPushButton, QWidget

from workbench.core.sessions.train.data import DataSnapshot, read_for_task, workbook_sheets
from workbench.core.training.data.samples import sample_path, samples_for
from workbench.core.training.registry import family
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.export_context import model_name
from workbench.ui.tabs.train.files.label_check import CheckLabelsButton
from workbench.ui.tabs.train.page import NoteWithButton, WizardPage, issue_html
from workbench.ui.tabs.train.wizard.chat_preview import ChatPreview
from workbench.ui.tabs.train.wizard.data_columns import ColumnMapping
from workbench.ui.tabs.train.wizard.data_preview import DataPreview
from workbench.ui.tabs.train.wizard.data_split import SplitChoice
from workbench.ui.tabs.train.wizard.qa_preview import QAPreview
from workbench.ui.tabs.train.wizard.tagged_preview import TaggedPreview
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets import file_dialogs
from workbench.ui.widgets.slide import ExportContext


class DataPage(WizardPage):
    title = QT_TRANSLATE_NOOP("DataPage", "2 · Your data")

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.heading.setText(translate("DataPage", self.title))
        # what to open, in the words of the task's family (``FamilyWords``), as ``enter`` says it again
        self.intro = translate("FamilyWords", self.state.family.words.intro)
        self.intro_label.setText(self.intro)
        self.snapshot: DataSnapshot | None = None
        self.load_error: TaskFailure | None = None
        self.loading = False
        self._read_for = ""  # the task the shown data was read for
        self._checked_for: tuple[str, int] = ("", 0)  # the model and text length its lengths were checked for
        self.open_button = QPushButton(translate("DataPage", "Open file…"))
        self.open_button.setToolTip(
            translate(
                "DataPage",
                "CSV, TSV, JSON Lines, JSON, or an Excel (.xlsx) or OpenDocument (.ods) workbook; or plain "
                "text for language-model adaptation.",
            )
        )
        self.sample_combo = QComboBox()
        # as wide as a usual choice, not its longest: the row keeps room in a longer language
        self.sample_combo.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.sample_combo.setMinimumContentsLength(24)
        self._fill_samples()
        self.sample_button = QPushButton(translate("DataPage", "Use sample data"))
        self.file_label = QLabel(translate("DataPage", "No data yet."))
        self.file_label.setWordWrap(True)
        self.reading_bar = QProgressBar()  # moving while a file is read: reading a large one takes a while
        self.reading_bar.setObjectName("dataReading")
        self.reading_bar.setRange(0, 0)
        self.reading_bar.setTextVisible(False)
        self.reading_bar.setMaximumWidth(140)
        self.reading_bar.setVisible(False)
        # A workbook of several sheets: which one is read (hidden for any other file).
        self.sheet_combo = QComboBox()
        self.sheet_combo.setObjectName("sheetChooser")
        self.sheet_combo.setToolTip(
            translate(
                "DataPage", "This workbook has several sheets: choose the one that holds your examples."
            )
        )
        self.sheet_row = QWidget()
        sheet_row = QHBoxLayout(self.sheet_row)
        sheet_row.setContentsMargins(0, 0, 0, 0)
        sheet_row.addWidget(QLabel(translate("DataPage", "Sheet:")))
        sheet_row.addWidget(self.sheet_combo)
        self.sheet_row.setVisible(False)
        self._sheets_of: Path | None = None  # the workbook the chooser lists the sheets of
        self._reading: Path | None = None
        top = QHBoxLayout()
        top.addWidget(self.open_button)
        top.addWidget(self.sample_combo)
        top.addWidget(self.sample_button)
        top.addStretch(1)
        self.check_labels = CheckLabelsButton(tasks, state)  # classification data: find likely wrong labels
        self.check_labels.use_copy.connect(
            lambda path: self.open_file(
                Path(path), self.state.choices.text_column, self.state.choices.label_column
            )
        )
        top.addWidget(self.check_labels)

        self.data_preview = DataPreview()
        # The table and the bars, reached through the page (its help texts, the tab).
        self.preview, self.counts = self.data_preview.table, self.data_preview.counts
        self.counts.exporter.context = lambda: ExportContext(
            translate("DataPage", "Your data: texts per score")
            if self.state.family.regression
            else translate("DataPage", "Your data: examples per label"),
            details={"data": self.state.data_name},
        )

        self.mapping = ColumnMapping()
        self.text_combo, self.text_b_combo = self.mapping.text_combo, self.mapping.text_b_combo
        self.label_combo = self.mapping.label_combo
        self.pair_view = self.data_preview.pair_view  # pairs of texts: the chosen row as the model reads it

        self.issues = QLabel("")
        self.issues.setObjectName("dataIssues")
        self.issues.setWordWrap(True)
        self.issues.setTextFormat(Qt.TextFormat.RichText)
        self.issues.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        # Labels that differ only in capitals or spaces: the warning, and beside it the button to merge them.
        self.look_alike_row = NoteWithButton(
            "lookAlikeLabels",
            "mergeLabels",
            translate(
                "DataPage",
                "Read these labels as one, their most frequent spelling, for this run; your file is not "
                "changed.",
            ),
        )
        self.look_alike, self.merge_button = self.look_alike_row.label, self.look_alike_row.button
        # The languages of the texts: a warning when the model does not read some of them, and beside it the
        # button that chooses a model that does (when it is on this computer).
        self.languages_row = NoteWithButton(
            "dataLanguages",
            "useOtherModel",
            translate("DataPage", "Train this model instead: it reads every language of your texts."),
        )
        self.languages, self.other_model_button = self.languages_row.label, self.languages_row.button
        self.understood = QCheckBox(translate("DataPage", "I have read the warnings above and want to go on"))
        self.understood.setVisible(False)

        self.split = SplitChoice(state)  # how much is kept for checking, and how much of the rest trains
        # Its controls, reached through the page (its help texts, the tab's saved scenes and tests).
        self.split_slider, self.split_label = self.split.split_slider, self.split.split_label
        self.limit_check, self.limit_spin = self.split.limit_check, self.split.limit_spin

        self.body_layout.addLayout(top)
        file_row = QHBoxLayout()
        file_row.addWidget(self.file_label, 1)
        file_row.addWidget(self.reading_bar)
        file_row.addWidget(self.sheet_row, 0, Qt.AlignmentFlag.AlignTop)
        self.body_layout.addLayout(file_row)
        self.tagged_preview = TaggedPreview()  # finding names: sentences, names per type, word pieces
        self.tagged_preview.setVisible(False)
        self.qa_preview = QAPreview()  # answering questions: questions, the passage, the windows
        self.qa_preview.setVisible(False)
        self.chat_preview = ChatPreview()  # chat and summaries: conversations, the tokens the model sees
        self.chat_preview.setVisible(False)
        self.body_layout.addWidget(self.data_preview, 1)
        self.body_layout.addWidget(self.tagged_preview, 1)
        self.body_layout.addWidget(self.qa_preview, 1)
        self.body_layout.addWidget(self.chat_preview, 1)
        self.body_layout.addWidget(self.mapping)
        self.body_layout.addWidget(self.look_alike_row)
        self.body_layout.addWidget(self.languages_row)
        self.body_layout.addWidget(self.issues)
        self.body_layout.addWidget(self.understood)
        self.body_layout.addWidget(self.split)

        self.setAcceptDrops(True)  # a file (or a folder of class folders) dropped here is opened
        self.open_button.clicked.connect(self._choose_file)
        self.sample_button.clicked.connect(self.use_sample)
        self.sheet_combo.activated.connect(self._sheet_chosen)
        self.merge_button.clicked.connect(self.merge_look_alike_labels)
        self.other_model_button.clicked.connect(self.use_other_model)
        self.mapping.changed.connect(self._on_columns_changed)
        self.understood.toggled.connect(lambda _on: self.completeness_changed.emit())
        self.split.changed.connect(self.completeness_changed)
        self.completeness_changed.connect(
            lambda: self.check_labels.show_for(None if self.loading else self.snapshot)
        )

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
        task = self.state.family.model_task
        corpus, tagged = self.state.is_language_model, task == "token-classification"
        qa, chat = task == "question-answering", self.state.family.instruction
        self._fill_samples()
        shown = self.sample_combo.findData(self.state.choices.sample)
        if shown >= 0:
            self.sample_combo.setCurrentIndex(shown)
        self.split.enter()
        self.check_labels.show_for(self.snapshot)
        for widget in (self.mapping, self.counts):
            widget.setVisible(not corpus and not tagged and not qa and not chat)
        self.mapping.set_pairs(self.state.takes_pairs)
        scores = self.state.family.regression
        self.mapping.set_scores(scores)
        self.data_preview.show_scores(scores)  # how the scores spread, not the labels' bars
        self.data_preview.setVisible(not tagged and not qa and not chat)
        self.tagged_preview.setVisible(tagged)
        self.qa_preview.setVisible(qa)
        self.chat_preview.setVisible(chat)
        words = self.state.family.words  # what to open and how, in the family's words
        self.open_button.setToolTip(translate("FamilyWords", words.open_tip))
        self.intro = translate("FamilyWords", words.intro)
        self.intro_label.setText(self.intro)
        if self.snapshot is not None and self._read_for != self.state.objective:
            self._clear()  # the task changed: the old data does not fit
        elif (
            self.snapshot is not None
            and (self.snapshot.preview is not None or tagged or qa or chat)
            and self._length_target() != self._checked_for
        ):
            # Another model or text length since the data was read: its "too long" finding (or, for tagged
            # sentences, its word pieces; for pairs, their tokens) may have changed.
            self.open_file(
                self.snapshot.path,
                self.state.choices.text_column,
                self.state.choices.label_column,
                self.state.choices.text_b_column,
                merge_case_labels=self.state.choices.merge_case_labels,
                sheet=self.state.choices.data_sheet,
            )

    # --- reading ------------------------------------------------------------------------------------------
    @Slot()
    def _choose_file(self) -> None:
        caption = translate("DataPage", "Open your texts")
        wanted = translate("FamilyWords", self.state.family.words.file_filter)
        name = file_dialogs.open_file(self, caption, wanted)
        if name:
            self.open_file(Path(name))

    def _fill_samples(self) -> None:
        """The built-in data that suits the task: labelled reviews to classify, pairs of sentences, tagged
        sentences to find names in, plain text to adapt to."""
        wanted = samples_for(self.state.objective)
        # each family's sample labels are marked for translation where the family is defined
        offered = [(translate("TaskFamily", label), name) for label, name in wanted]
        if [
            (self.sample_combo.itemText(i), self.sample_combo.itemData(i))
            for i in range(self.sample_combo.count())
        ] == offered:
            return
        self.sample_combo.clear()
        for label, name in offered:
            self.sample_combo.addItem(label, name)

    @Slot()
    def use_sample(self) -> None:
        self.open_file(sample_path(self.sample_combo.currentData()))

    def read_chosen(self) -> None:
        """Read the data the choices name (a scene's sample, a past run's file) with their columns, sheet and
        merged labels, as opening it here would."""
        chosen = self.state.choices
        if chosen.data_path:
            self.open_file(
                Path(chosen.data_path),
                chosen.text_column,
                chosen.label_column,
                chosen.text_b_column,
                merge_case_labels=chosen.merge_case_labels,
                sheet=chosen.data_sheet,
            )

    def open_file(
        self,
        path: Path,
        text_column: str | None = None,
        label_column: str | None = None,
        text_b_column: str | None = None,
        *,
        merge_case_labels: bool = False,
        sheet: str | None = None,
    ) -> None:
        """Read ``path`` in the background and show what it holds; with ``merge_case_labels`` its labels that
        differ only in capitals or spaces are read as one (the file is not changed); ``sheet``: the sheet of a
        workbook to read (None: its first)."""
        self.loading = True
        self._reading = path
        self.load_error = None
        self._read_for = self.state.objective
        self.state.choose(dataset=None, merge_case_labels=merge_case_labels)
        self.understood.setChecked(False)
        self._clear_shown()  # nothing of the previous file stays on screen beside the new one's name
        self._checked_for = model_ref, max_tokens = self._length_target()
        own = family(self.state.objective)
        # plain text and scores are read without the model's tokenizer
        reading = (
            translate("DataPage", "Reading {name}…")
            if own.language_model or own.regression
            else translate("DataPage", "Reading {name} and counting the pieces {model} reads each text as…")
        )
        self.file_label.setText(
            reading.format(name=html.escape(path.name), model=html.escape(model_name(model_ref)))
        )
        self.reading_bar.setVisible(True)
        self.completeness_changed.emit()
        self.tasks.submit(
            f"Reading {path.name}",
            functools.partial(read_for_task, merge_case_labels=merge_case_labels, sheet=sheet),
            self.state.objective,
            path,
            text_column,
            label_column,
            model_ref,
            max_tokens,
            text_b_column,
            key="wizard-data",
            on_result=self._show,
            on_error=self._failed,
        )

    def _length_target(self) -> tuple[str, int]:
        """The model whose tokens count and the longest text it reads (the settings page's "Longest text")."""
        return self.state.model_id, self.state.choices.max_length

    def _failed(self, failure: TaskFailure) -> None:
        self.loading = False
        self.load_error = failure
        self.snapshot = None
        self.state.choose(dataset=None)
        self._clear_shown()
        self.file_label.setText("")
        if self._sheets_of != self._reading:  # a workbook whose sheet failed: offer its others
            self._show_sheets(None, ())
            if self._reading is not None:
                reading = self._reading
                self.tasks.submit(
                    f"Listing the sheets of {reading.name}",
                    workbook_sheets,
                    reading,
                    key="wizard-sheets",
                    on_result=lambda names: self._show_sheets(reading, names),
                    on_error=lambda _failure: None,
                )
        self.issues.setText(issue_html("error", failure.message, failure.hint))
        self.understood.setVisible(False)
        self.completeness_changed.emit()

    def _clear_shown(self) -> None:
        """Empty every preview, count and note of the file shown last."""
        self.reading_bar.setVisible(False)
        self.data_preview.empty()
        self.tagged_preview.empty()
        self.qa_preview.empty()
        self.chat_preview.empty()
        self.look_alike_row.setVisible(False)
        self._show_languages(None)
        self.issues.setText("")

    def _show(self, snapshot: DataSnapshot) -> None:
        self.loading = False
        self.reading_bar.setVisible(False)
        self.snapshot = snapshot
        ready = snapshot.dataset is not None and not any(i.blocks_training for i in snapshot.issues)
        self.state.choose(dataset=snapshot.dataset if ready else None)
        preview = snapshot.preview
        sheet = getattr(preview, "sheet", None)
        self.state.choose_data(snapshot.path, sheet)
        self._show_sheets(snapshot.path, getattr(preview, "sheets", ()), sheet)
        if snapshot.preview is not None and family(self._read_for).regression:
            self._fill_scores(snapshot)
        elif snapshot.preview is not None:
            self._fill_preview(snapshot)
        elif family(self._read_for).model_task == "token-classification":
            self._fill_tagged(snapshot)
        elif family(self._read_for).model_task == "question-answering":
            model, max_length = self._checked_for
            self.qa_preview.show_dataset(
                snapshot.dataset, snapshot.tokenizer, max_length, model_name(model), snapshot.windows
            )
            self.file_label.setText(self.qa_preview.describe(snapshot.path.name))
        elif family(self._read_for).instruction:
            self.chat_preview.show_dataset(
                snapshot.dataset, snapshot.tokenizer, snapshot.template_note, model_name(self._checked_for[0])
            )
            self.file_label.setText(self.chat_preview.describe(snapshot.path.name))
        else:
            self._fill_corpus(snapshot)
        self._show_issues(snapshot)
        self._show_languages(snapshot)
        self.split.update_label()
        self.completeness_changed.emit()

    def _fill_preview(self, snapshot: DataSnapshot) -> None:
        preview, dataset = snapshot.preview, snapshot.dataset
        text_column = dataset.text_column if dataset is not None else preview.suggested_text_column
        label_column = dataset.label_column if dataset is not None else preview.suggested_label_column
        text_b_column = dataset.text_b_column if dataset is not None else preview.suggested_text_b_column
        self.state.choose(text_column=text_column, label_column=label_column, text_b_column=text_b_column)
        self.mapping.fill(preview.columns, text_column, text_b_column, label_column)
        chosen = {text_column, label_column, text_b_column}
        self.data_preview.show_rows(preview.columns, preview.rows, chosen, preview.locations)
        if self.state.takes_pairs:
            self.data_preview.show_pairs(
                snapshot.pair_tokens, snapshot.pair_note, model_name(self._checked_for[0])
            )
        if dataset is not None:
            counts = dataset.class_counts()
            self.counts.set_bars(list(counts), list(counts.values()))
        else:
            self.counts.clear()
        self._describe_table(snapshot)

    def _fill_scores(self, snapshot: DataSnapshot) -> None:
        """Texts with scores: the first rows with the text and score columns shaded, and how the scores spread
        (nothing when the chosen columns cannot be read: the problem says why)."""
        preview, data = snapshot.preview, snapshot.dataset
        text_column = data.text_column if data is not None else preview.suggested_text_column
        score_column = data.score_column if data is not None else preview.suggested_label_column
        self.state.choose(text_column=text_column, label_column=score_column, text_b_column=None)
        self.mapping.fill(preview.columns, text_column, None, score_column)
        self.data_preview.show_rows(
            preview.columns, preview.rows, {text_column, score_column}, preview.locations
        )
        self.data_preview.show_spread(snapshot.spread)
        self._describe_table(snapshot)

    def _describe_table(self, snapshot: DataSnapshot) -> None:
        """The file's name, rows, format and encoding, over its preview."""
        preview = snapshot.preview
        kind = (
            translate("DataPage", "sheet “{sheet}”").format(sheet=html.escape(preview.sheet))
            if preview.sheet
            else preview.encoding
        )
        line = translate("DataPage", "<b>{name}</b> — {rows} rows · {format} · {kind}")
        self.file_label.setText(
            line.format(
                name=html.escape(snapshot.path.name),
                rows=number(preview.total_rows, ","),
                format=preview.format.upper(),
                kind=kind,
            )
        )

    def font_changed(self) -> None:
        self.data_preview.fit_columns()  # the zoom changed: the columns fit the new text size
        self.data_preview.fit_height()  # and the pair's tokens wrap anew
        self.tagged_preview.redraw()
        self.qa_preview.redraw()

    def theme_changed(self) -> None:
        snapshot = self.snapshot
        if snapshot is None or self.loading:
            return
        if snapshot.preview is not None:
            s = self.state
            self.data_preview.shade_columns(
                {
                    s.choices.text_column,
                    s.choices.label_column,
                    s.choices.text_b_column if s.takes_pairs else None,
                }
            )
        self.tagged_preview.redraw()  # the names' colours
        self.qa_preview.redraw()  # the answers' colours
        self.chat_preview.redraw()  # the bubbles' and tokens' colours
        self._show_issues(snapshot)  # its messages' colours
        self._show_languages(snapshot)

    def _fill_tagged(self, snapshot: DataSnapshot) -> None:
        model, max_length = self._checked_for
        self.tagged_preview.show_dataset(snapshot.dataset, snapshot.tokenizer, max_length, model_name(model))
        self.file_label.setText(self.tagged_preview.describe(snapshot.path.name))

    def _fill_corpus(self, snapshot: DataSnapshot) -> None:
        corpus = snapshot.dataset
        self.data_preview.show_passages(corpus.texts)
        line = translate("DataPage", "<b>{name}</b> — {passages} passages, {words} words")
        self.file_label.setText(
            line.format(
                name=html.escape(snapshot.path.name),
                passages=number(len(corpus), ","),
                words=number(corpus.words, ","),
            )
        )

    def _show_issues(self, snapshot: DataSnapshot) -> None:
        parts = []
        if snapshot.column_problem is not None:
            parts.append(issue_html("error", *snapshot.column_problem))
        look_alike = [issue for issue in snapshot.issues if issue.code == "look-alike-labels"]
        self._show_look_alike(snapshot, look_alike[0] if look_alike else None)
        for issue in snapshot.issues:
            if issue.code != "look-alike-labels":
                parts.append(issue_html(issue.severity, issue.message, issue.hint))
        for note in snapshot.notes:
            parts.append(issue_html("info", note, ""))
        self.issues.setText("".join(parts))
        warnings = any(i.severity == "warning" for i in snapshot.issues)
        errors = snapshot.column_problem is not None or any(i.blocks_training for i in snapshot.issues)
        self.understood.setVisible(warnings and not errors)

    def _show_look_alike(self, snapshot: DataSnapshot, issue: Any) -> None:
        """The look-alike labels' warning (``issue``, a ``DataIssue``) and, beside it, the button that merges
        them; hidden when there are none."""
        groups = snapshot.look_alike if issue is not None else ()
        self.look_alike_row.setVisible(bool(groups))
        if not groups:
            return
        self.look_alike.setText(issue_html(issue.severity, issue.message, issue.hint))
        if len(groups) == 1:
            *others, last = groups[0].in_label_order
            merge = translate("DataPage", "Merge {labels} and {last} into {kept}")
            self.merge_button.setText(merge.format(labels=", ".join(others), last=last, kept=groups[0].kept))
        else:
            merge = translate("DataPage", "Merge the {count} groups of look-alike labels")
            self.merge_button.setText(merge.format(count=len(groups)))

    def _show_sheets(self, path: Path | None, names: tuple[str, ...], current: str | None = None) -> None:
        """The sheet chooser, listing ``names`` (the sheets of the workbook ``path``) with ``current`` chosen;
        shown only for a workbook of more than one sheet."""
        self._sheets_of = path if names else None
        self.sheet_combo.blockSignals(True)
        self.sheet_combo.clear()
        self.sheet_combo.addItems(list(names))
        if current in names:
            self.sheet_combo.setCurrentIndex(names.index(current))
        else:
            self.sheet_combo.setCurrentIndex(-1)
        self.sheet_combo.blockSignals(False)
        self.sheet_row.setVisible(len(names) > 1)

    @Slot(int)
    def _sheet_chosen(self, index: int) -> None:
        """Another sheet of the workbook: read it, its columns guessed afresh."""
        if self._sheets_of is None or index < 0:
            return
        self.open_file(self._sheets_of, sheet=self.sheet_combo.itemText(index))

    def _show_languages(self, snapshot: DataSnapshot | None) -> None:
        """What the texts' languages call for: a warning when the model does not read some of them (with the
        button that chooses one that does, when it is here), a note when they are in several languages it
        reads, nothing otherwise."""
        self.state.choose(languages=snapshot.languages if snapshot is not None else None)
        advice = snapshot.language_advice if snapshot is not None else None
        languages = snapshot.languages if snapshot is not None else None
        self.other_model_button.setVisible(advice is not None and advice.other_here)
        if advice is not None:
            self.languages.setText(issue_html("warning", advice.message, ""))
            self.other_model_button.setText(
                translate("DataPage", "Use {model}").format(model=advice.other_name)
            )
        elif languages is not None and len(languages.languages) > 1:
            self.languages.setText(
                issue_html(
                    "info",
                    translate("DataPage", "Languages of your texts: {languages}.").format(
                        languages=languages.describe()
                    ),
                    "",
                )
            )
        self.languages_row.setVisible(
            advice is not None or (languages is not None and len(languages.languages) > 1)
        )

    @Slot()
    def use_other_model(self) -> None:
        """Choose the model the language warning suggests, and read the data again for it."""
        snapshot = self.snapshot
        if snapshot is None or self.loading or snapshot.language_advice is None:
            return
        self.state.choose_model(snapshot.language_advice.other)
        c = self.state.choices
        self.open_file(
            snapshot.path,
            c.text_column,
            c.label_column,
            c.text_b_column,
            merge_case_labels=c.merge_case_labels,
            sheet=getattr(snapshot.preview, "sheet", None),
        )

    @Slot()
    def merge_look_alike_labels(self) -> None:
        """Read the data again with its look-alike labels as one, the most frequent spelling of each."""
        snapshot = self.snapshot
        if snapshot is None or self.loading:
            return
        c = self.state.choices
        self.open_file(
            snapshot.path,
            c.text_column,
            c.label_column,
            c.text_b_column,
            merge_case_labels=True,
            sheet=c.data_sheet,
        )

    def _clear(self) -> None:
        self.snapshot = None
        self.load_error = None
        self.look_alike_row.setVisible(False)
        self._show_languages(None)
        self.data_preview.empty()
        self.tagged_preview.empty()
        self.qa_preview.empty()
        self.chat_preview.empty()
        self.issues.setText("")
        self._show_sheets(None, ())
        self.file_label.setText(translate("DataPage", "No data yet."))
        self.understood.setVisible(False)
        self.completeness_changed.emit()

    # --- choices --------------------------------------------------------------------------------------------
    @Slot()
    def _on_columns_changed(self) -> None:
        if self.snapshot is None or self.snapshot.preview is None or not self.mapping.complete():
            return
        text, text_b, label = self.mapping.choices()
        # a merge the user asked for holds while the labels come from the same column
        merge = self.state.choices.merge_case_labels and label == self.state.choices.label_column
        sheet = self.state.choices.data_sheet
        self.open_file(self.snapshot.path, text, label, text_b, merge_case_labels=merge, sheet=sheet)

    def set_columns(self, text_column: str, label_column: str, text_b_column: str | None = None) -> None:
        """Choose the columns (as the combos do) and read the data again."""
        self.mapping.set_columns(text_column, label_column, text_b_column)

    # --- the wizard's question ------------------------------------------------------------------------------
    def blocker(self) -> str:
        if self.loading:
            return translate("DataPage", "Reading the file…")
        if self.load_error is not None:
            return translate("DataPage", "This file cannot be used: see the message above.")
        snapshot = self.snapshot
        if snapshot is None:
            return translate("DataPage", "Open a file, or use the sample data.")
        if snapshot.column_problem is not None:
            if self.state.family.regression:
                return translate("DataPage", "Choose the columns for the texts and the scores.")
            return translate("DataPage", "Choose the columns for the texts and the labels.")
        if any(i.blocks_training for i in snapshot.issues):
            return translate("DataPage", "Fix the problems marked in red first.")
        if self.understood.isVisible() and not self.understood.isChecked():
            return translate("DataPage", "Tick “I have read the warnings” to go on.")
        if self.state.dataset is None or len(self.state.dataset) < 2:
            return translate("DataPage", "There is not enough data to train on.")
        return ""
