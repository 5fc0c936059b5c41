"""Step 7: results you can trust, in plain words first.  A sentence says how the kept weights did on the
checking part, which the model never learned from ("Right on 92 of 100 texts it never saw; it confuses
“delivery” with “billing” most", the core's ``runs.plain_results``); for a classifier the checking texts it
got wrong follow (``plain_results.WrongAnswers``), then the advice, *Continue* and the map of meaning
(``after_run``), the texts to check and correct, a box to try the model on any text (or pair of texts,
``try_it``), and export (``export_row``, which says where the saved model can be used).  The field's figures
(accuracy, macro-F1, each class's precision and recall, the confusion matrix) and what the run cost sit behind
"Details", closed at first, each with a line saying what it means; when the checking texts are in several
languages, how often the model was right in each is shown beside the sentence.  All loading and work is in
the background.  Language-model runs show their scores before and after adaptation; runs that find names show
``ner_results``, runs that answer questions ``qa_results``, runs that predict a score ``score_results``."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
)

from workbench.core.sessions.train import jobs
from workbench.core.sessions.train.data import right_in_each_language
from workbench.core.training.recipes import is_classifier, takes_pairs
from workbench.core.training.registry import family
from workbench.core.words import QT_TRANSLATE_NOOP, formatted, number, translate
from workbench.ui.tabs.train.export_context import result_context
from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
from workbench.ui.tabs.train.files.export_row import ExportRow
from workbench.ui.tabs.train.files.use_model import UseModelDialog, modes_for, use_model_buttons
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    WizardPage,
    fit_table,
    plain_table,
    table_item,
)
from workbench.ui.tabs.train.results.after_run import AfterRun
from workbench.ui.tabs.train.results.chat_results import ChatResults, chat_headline
from workbench.ui.tabs.train.results.ner_results import NameResults, names_headline
from workbench.ui.tabs.train.results.plain_results import Details, WrongAnswers, how_it_ran, no_scores
from workbench.ui.tabs.train.results.qa_results import AnswerResults, answers_headline
from workbench.ui.tabs.train.results.run_corrections import RunCorrections
from workbench.ui.tabs.train.results.run_costs import CostsBox
from workbench.ui.tabs.train.results.score_results import ScoreResults, scores_headline
from workbench.ui.tabs.train.results.try_it import TryIt
from workbench.ui.tabs.train.wizard.run_page import metrics_line
from workbench.ui.tasks import TaskFailure

WRONG_SHOWN = 10
# what each term of the details means, in a line, where it appears; {unit} is "texts" or "pairs" (UNITS)
UNITS = {False: QT_TRANSLATE_NOOP("ResultsPage", "texts"), True: QT_TRANSLATE_NOOP("ResultsPage", "pairs")}
ACCURACY_MEANS = QT_TRANSLATE_NOOP(
    "ResultsPage", "<b>Accuracy {accuracy}</b>: the share of the checking {unit} it got right, of {examples}."
)
MACRO_F1_MEANS = QT_TRANSLATE_NOOP(
    "ResultsPage",
    "<b>Macro-F1 {macro_f1}</b>: each label's F1 (below) averaged, so that a rare label counts as much as a "
    "common one.",
)
PER_CLASS_MEANS = QT_TRANSLATE_NOOP(
    "ResultsPage",
    "<b>Precision</b>: of the {unit} it gave a label, the share that have it. <b>Recall</b>: of the {unit} "
    "that have a label, the share it found. <b>F1</b>: the two in one number (their harmonic mean); 1 is "
    "perfect. <b>Examples</b>: the checking {unit} with that label.",
)
CONFUSION_MEANS = QT_TRANSLATE_NOOP(
    "ResultsPage",
    "Each row is the label the {unit} have, each column the model's answer: the diagonal is what it got "
    "right, the other cells what it mixed up.",
)
COSTS_MEANS = QT_TRANSLATE_NOOP(
    "ResultsPage",
    "The time, energy and memory this run used, beside what training the starting model from nothing took "
    "(as its authors published it; chip-hours are hours of work of one of their processors).",
)
# the comparison table's columns of a family without its own ``Figures``
COMPARED_SCORES = {
    "token-classification": (
        QT_TRANSLATE_NOOP("ResultsPage", "Accuracy"),
        QT_TRANSLATE_NOOP("ResultsPage", "Entity F1"),
    ),
    "question-answering": (
        QT_TRANSLATE_NOOP("ResultsPage", "Exact match"),
        QT_TRANSLATE_NOOP("ResultsPage", "F1"),
    ),
}
CLASSIFIER_SCORES = (
    QT_TRANSLATE_NOOP("ResultsPage", "Accuracy"),
    QT_TRANSLATE_NOOP("ResultsPage", "Macro-F1"),
)


class ResultsPage(WizardPage):
    title = QT_TRANSLATE_NOOP("ResultsPage", "7 · Results")
    intro = QT_TRANSLATE_NOOP(
        "ResultsPage", "How the trained model did on the checking texts, which it never learned from."
    )
    exported = Signal(object)  # ExportResult, or GgufExport for a GGUF file
    predicted = Signal(object)  # the Prediction of the text typed in Try it
    ready = Signal()  # the trained model is loaded and the wrong answers are listed

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.result: Any = None  # TrainResult of the main run
        self.results: list[tuple[str, Any]] = []  # (label, TrainResult): with a baseline, two
        self.classifier: Any = None
        self.wrong: tuple = ()  # core.use.evaluate.Mistake, surest first
        self.asking_model = False  # the wrong answers wait for the loaded model's (a run that kept none)
        self.headline = QLabel("")
        self.headline.setObjectName("resultsHeadline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.wrong_answers = WrongAnswers()  # a classifier's wrong answers, under the sentence
        # the field's figures and the run's costs, closed until asked for
        self.details = Details(
            translate("ResultsPage", "the scores, the confusion matrix, what the run cost")
        )
        self.figures = QLabel("")
        self.figures.setObjectName("resultsFigures")
        self.figures.setWordWrap(True)
        self.figures.setTextFormat(Qt.TextFormat.RichText)
        self.figures.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.per_class_means, self.confusion_means = QLabel(""), QLabel("")
        self.costs_means = QLabel(translate("ResultsPage", COSTS_MEANS))
        for label in (self.per_class_means, self.confusion_means, self.costs_means):
            label.setWordWrap(True)
        self.comparison = plain_table(
            self._comparison_headers([translate("ResultsPage", s) for s in CLASSIFIER_SCORES])
        )
        self.per_class = plain_table(
            [
                translate("ResultsPage", "Class"),
                translate("ResultsPage", "Precision"),
                translate("ResultsPage", "Recall"),
                translate("ResultsPage", "F1"),
                translate("ResultsPage", "Examples"),
            ]
        )
        self.per_class.setToolTip(
            translate(
                "ResultsPage",
                "Precision: of the texts the model put in this class, how many belong there. Recall: of the "
                "texts of this class, how many the model found.",
            )
        )
        # How often the model was right in each language of the checking texts, when there are several.
        self.by_language_label = QLabel(translate("ResultsPage", "<b>Each language</b>"))
        self.by_language = plain_table(
            [translate("ResultsPage", "Language"), translate("ResultsPage", "Right")]
        )
        self.by_language.setObjectName("resultsByLanguage")
        self.by_language.setToolTip(
            translate(
                "ResultsPage",
                "How often the model was right on the checking texts of each language. A model that reads "
                "only some of these languages guesses on the others.",
            )
        )
        self.confusion = ConfusionMatrixView()
        self.confusion.exporter.context = lambda: result_context("Fine-tuning: confusion matrix", self.result)
        self.review = RunCorrections(tasks)  # the surest mistakes and least-sure answers, to correct
        self.wrong_table = self.review.mistakes.table
        self.try_box = TryIt(tasks)  # a text, or a pair's two texts, and the model's answer
        self.try_text, self.try_text_b = self.try_box.text, self.try_box.text_b
        self.try_button, self.try_bars = self.try_box.button, self.try_box.bars
        self.try_box.predicted.connect(self.predicted.emit)
        self.before_after_button = QPushButton(translate("ResultsPage", "Before and after…"))
        self.before_after_button.setToolTip(
            translate(
                "ResultsPage",
                "Your adapted model next to the model it started from, on the same text: what changed.",
            )
        )
        self.costs = CostsBox()
        self.after_run = AfterRun(tasks)  # a classifier's advice, Continue, and the map of meaning
        self.before_after_button.setVisible(False)
        self.before_after_button.clicked.connect(self.open_before_after)
        self.use_buttons = use_model_buttons(self)
        self.names = NameResults(tasks)  # a name finder's results, in place of a classifier's
        self.names.ready.connect(self.ready)
        self.answers = AnswerResults(tasks)  # a question answerer's results
        self.answers.ready.connect(self.ready)
        self.chat = ChatResults(tasks)  # a chat run's sample answers before and after, and a chat to try it
        self.scores = ScoreResults(tasks)  # a score predictor's biggest misses, and a box to try it
        self.scores.ready.connect(self.ready)
        # Saving the model, with the buttons that use it on a file beside those that save it.
        self.exports = ExportRow(tasks, (*self.use_buttons.values(), self.names.file_button))
        self.exports.exported.connect(self.exported)
        self.export_buttons, self.export_status = self.exports.buttons, self.exports.status
        self.try_box.failed.connect(lambda text: self.export_status.show_message(text, ERROR_COLOUR))

        scores = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        per_class_label = QLabel(translate("ResultsPage", "<b>Each class</b>"))
        confusion_label = QLabel(
            translate(
                "ResultsPage", "<b>Confusion matrix</b> (rows: true class; columns: the model's answer)"
            )
        )
        confusion_label.setWordWrap(True)
        left.addWidget(per_class_label)
        left.addWidget(self.per_class_means)
        left.addWidget(self.per_class)
        right.addWidget(confusion_label)
        right.addWidget(self.confusion_means)
        right.addWidget(self.confusion)
        left.addStretch(1)
        right.addStretch(1)
        scores.addLayout(left, 1)
        scores.addLayout(right, 1)
        self.classifier_parts = [
            self.wrong_answers,
            self.figures,
            self.per_class,
            self.per_class_means,
            self.confusion,
            self.confusion_means,
            self.review,
            self.try_box,
            *self.export_buttons.values(),
            *self.use_buttons.values(),
        ]
        self.section_labels = [
            QLabel(
                translate(
                    "ResultsPage",
                    "<b>Most confidently wrong</b> — where the model was surest and still wrong",
                )
            ),
            QLabel(translate("ResultsPage", "<b>Try it</b>")),
            self.exports.label,
            per_class_label,
            confusion_label,
        ]
        self.section_labels[0].setWordWrap(True)  # a long line in some languages
        # plain words first: the sentence, what it got wrong, what next; the figures behind "Details", last
        self.body_layout.addWidget(self.headline)
        # in plain words too, so not behind "Details": how often it was right in each language
        self.body_layout.addWidget(self.by_language_label)
        self.body_layout.addWidget(self.by_language, 0, Qt.AlignmentFlag.AlignLeft)
        self.body_layout.addWidget(self.wrong_answers)
        self.body_layout.addWidget(self.review.comparison)  # a run trained again: both runs' scores
        self.body_layout.addWidget(self.before_after_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.body_layout.addWidget(self.names)
        self.body_layout.addWidget(self.answers)
        self.body_layout.addWidget(self.chat)
        self.body_layout.addWidget(self.scores)
        self.body_layout.addWidget(self.after_run)
        self.body_layout.addWidget(self.section_labels[0])
        self.body_layout.addWidget(self.review)
        self.body_layout.addWidget(self.section_labels[1])
        self.body_layout.addWidget(self.try_box)
        self.body_layout.addWidget(self.exports)
        self.details.add(self.figures)
        self.details.add(self.comparison)
        self.details.add(layout=scores)
        self.details.add(self.costs_means)
        self.details.add(self.costs)
        self.details.toggled.connect(self._on_details)
        self.body_layout.addWidget(self.details)
        self.body_layout.addStretch(1)

    # --- showing a run ------------------------------------------------------------------------------------
    def show_results(self, results: list[tuple[str, Any]]) -> None:
        """Show the first run's results (the others, e.g. a baseline, are compared in a table)."""
        self.results = [(label, r) for label, r in results if r is not None]
        self.result = self.results[0][1] if self.results else None
        self.classifier, self.wrong = None, []
        self.exports.result = r = self.result
        self.export_status.show_parts("")
        self.try_box.clear()
        self.costs.show_result(r)
        self.details.set_expanded(False)  # each run opens on its plain words
        self.details.setVisible(r is not None)
        if r is None:
            self.headline.setText(translate("ResultsPage", "No results yet."))
            self.before_after_button.setVisible(False)
            return
        task = family(r.objective).model_task
        classify = is_classifier(r.objective)
        tagging, answering = task == "token-classification", task == "question-answering"
        self.try_box.set_pairs(takes_pairs(r.objective))
        self.wrong_table.setHorizontalHeaderItem(
            0,
            table_item(
                translate("ResultsPage", "Texts of the pair")
                if self.try_box.pairs
                else translate("ResultsPage", "Text")
            ),
        )
        own = family(r.objective)
        chat, scoring = own.instruction, own.regression
        self.before_after_button.setVisible(own.language_model and r.metrics is not None)
        self.chat.setVisible(chat)
        for widget in (*self.classifier_parts, *self.section_labels, self.after_run):
            widget.setVisible(classify)
        for widget in (self.by_language_label, self.by_language):
            widget.setVisible(False)  # until a classifier's scores say its texts are in several languages
        self.review.comparison.setVisible(False)  # until a run trained again is compared with its first
        self.names.setVisible(tagging)
        self.names.file_button.setVisible(tagging)  # in the export row
        self.answers.setVisible(answering)
        self.scores.setVisible(scoring)
        for mode, button in self.use_buttons.items():  # a score predictor scores a file, or is tested on one
            button.setVisible(classify or scoring)
            button.setText(modes_for(r.objective)[mode][0] + "…")
        self._show_comparison()
        if classify:
            self._show_classifier(r)
        elif tagging:
            self.exports.show_run(r)
            self.headline.setText(self._plain_first(r, names_headline(r)))
            self.names.show_run(r)
        elif answering:
            self.exports.show_run(r)
            self.headline.setText(self._plain_first(r, answers_headline(r)))
            self.answers.show_run(r)
        elif chat:
            self.exports.show_run(r)
            self.headline.setText(self._plain_first(r, chat_headline(r)))
            self.chat.show_run(r)
        elif scoring:
            self.exports.show_run(r)
            self.headline.setText(self._plain_first(r, scores_headline(r)))
            self.scores.show_run(r)
        else:
            self._show_language_model(r)

    def _on_details(self, expanded: bool) -> None:
        """The details opened: their tables fit, and the page scrolls them into view."""
        self.font_changed()
        if expanded:
            self.reveal(self.details)

    @staticmethod
    def _plain_first(r: Any, headline: str) -> str:
        """A run's plain sentence (``jobs.verdict``), large, above its family's headline of figures."""
        said = jobs.verdict(r)
        if not said or html.escape(said) in headline:  # a family whose headline is plain words already
            return headline
        return f"<span style='font-size:large'><b>{html.escape(said)}</b></span><br>{headline}"

    def _classifier_headline(self, r: Any) -> None:
        """The plain sentence as the headline; the figures, each with what it means, in the details."""
        m = r.metrics
        if m is None:
            self.headline.setText(no_scores())
            self.figures.setText("")
            return
        unit = translate("ResultsPage", UNITS[self.try_box.pairs])
        said = jobs.verdict(r)
        self.headline.setText(f"<span style='font-size:x-large'><b>{html.escape(said)}</b></span>")
        majority = max(m.support) / max(sum(m.support), 1)
        lines = [
            translate("ResultsPage", ACCURACY_MEANS).format(
                accuracy=number(m.accuracy, ".1%"), unit=unit, examples=number(m.examples, ",")
            ),
            translate("ResultsPage", MACRO_F1_MEANS).format(macro_f1=number(m.macro_f1, ".3f")),
            translate("ResultsPage", "Always answering the most common label would score {majority}.").format(
                majority=number(majority, ".1%")
            ),
            how_it_ran(r),
        ]
        self.figures.setText("<br>".join(lines))  # the advice is the after-run box's (``after_run``)
        self.per_class_means.setText(translate("ResultsPage", PER_CLASS_MEANS).format(unit=unit))
        self.confusion_means.setText(translate("ResultsPage", CONFUSION_MEANS).format(unit=unit))

    def theme_changed(self) -> None:
        r = getattr(self, "result", None)
        if r is not None and is_classifier(r.objective):
            self._classifier_headline(r)  # its advice is coloured for the theme
        elif r is not None and family(r.objective).model_task == "token-classification":
            self.headline.setText(self._plain_first(r, names_headline(r)))
            self.names.redraw()  # the names' colours
        elif r is not None and family(r.objective).model_task == "question-answering":
            self.headline.setText(self._plain_first(r, answers_headline(r)))
            self.answers.redraw()  # the answers' colours
        elif r is not None and family(r.objective).regression:
            self.headline.setText(self._plain_first(r, scores_headline(r)))  # advice coloured for the theme

    def _show_classifier(self, r: Any) -> None:
        m = r.metrics
        self.exports.show_run(r)  # the model folder, or for LoRA the adapter and the merged model; no GGUF
        self._classifier_headline(r)
        self.after_run.show_run(r)
        if m is None:
            return
        self.per_class.setRowCount(len(m.label_names))
        for i, name in enumerate(m.label_names):
            cells = (
                name,
                number(m.precision[i], ".3f"),
                number(m.recall[i], ".3f"),
                number(m.f1[i], ".3f"),
                f"{m.support[i]}",
            )
            for c, text in enumerate(cells):
                self.per_class.setItem(i, c, table_item(text, numeric=c > 0))
        self.per_class.resizeColumnsToContents()
        self._show_languages(m)
        self.confusion.set_matrix(m.label_names, m.confusion)
        self.font_changed()
        self.review.clear(translate("ResultsPage", "Loading the trained model…"))
        self.try_box.set_classifier(None)
        run_dir = Path(r.run_dir)
        self.asking_model = False
        self.wrong_answers.show_waiting(translate("ResultsPage", "Reading the answers…"))
        self.tasks.submit(
            translate("ResultsPage", "Reading what the model got wrong"),
            jobs.wrong_answers,
            run_dir,
            key="results-wrong",
            on_result=lambda wrong, shown=r: self._on_wrong_answers(shown, wrong),
            on_error=lambda failure: self.wrong_answers.show_waiting(
                translate("ResultsPage", "What it got wrong could not be read: {problem}").format(
                    problem=failure.text()
                )
            ),
        )

        self.tasks.submit(
            translate("ResultsPage", "Loading the trained model"),
            jobs.open_classifier_run,
            run_dir,
            WRONG_SHOWN,
            key="results-load",
            on_result=self._on_loaded,
            on_error=self._on_load_failed,
        )

    def _on_wrong_answers(self, shown: Any, wrong: Any) -> None:
        """The answers the run kept; a run from before it kept them waits for the loaded model's mistakes."""
        if shown is not self.result:
            return  # another run is shown now
        if wrong is not None:
            self.wrong_answers.show_answers(wrong, self.try_box.pairs)
        elif self.classifier is not None:  # the model, loaded meanwhile, has said already
            self.wrong_answers.show_answers(self.wrong, self.try_box.pairs)
        else:
            self.asking_model = True
            self.wrong_answers.show_waiting(
                translate("ResultsPage", "Asking the model which checking texts it gets wrong…")
            )

    def _show_languages(self, m: Any) -> None:
        """The table of each language's right answers ("English 95% of 60", "Spanish 1 of 2"), shown only
        when the checking texts are in several languages."""
        rows = right_in_each_language(m.by_language)
        self.by_language.setRowCount(len(rows))
        for i, cells in enumerate(rows):
            for c, text in enumerate(cells):
                self.by_language.setItem(i, c, table_item(text, numeric=c > 0))
        table = self.by_language
        # as wide and as tall as its cells, beside the sentence it belongs to: no cut figure, no scroll bar
        table.horizontalHeader().setStretchLastSection(False)
        table.resizeColumnsToContents()
        for policy in (table.setHorizontalScrollBarPolicy, table.setVerticalScrollBarPolicy):
            policy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        columns = sum(table.columnWidth(c) for c in range(table.columnCount()))
        table.setFixedWidth(columns + 2 * table.frameWidth() + 2)
        fit_table(table)
        for widget in (self.by_language_label, self.by_language):
            widget.setVisible(bool(rows))

    def _show_language_model(self, r: Any) -> None:
        m, before = r.metrics, r.before
        self.exports.show_run(r)
        said = jobs.verdict(r)
        lines = [f"<span style='font-size:large'><b>{html.escape(said)}</b></span>"] if said else []
        if m is not None and before is not None:
            lines.append(
                translate(
                    "ResultsPage",
                    "<span style='font-size:large'><b>Perplexity {before} → {after}</b></span> (lower is "
                    "better: how many words the model hesitates between).",
                ).format(before=number(before.perplexity, ".1f"), after=number(m.perplexity, ".1f"))
            )
            lines.append(
                translate("ResultsPage", "Before: {before}.<br>After: {after}.").format(
                    before=metrics_line(before), after=metrics_line(m)
                )
            )
        elif m is not None:
            lines.append(translate("ResultsPage", "After: {after}.").format(after=metrics_line(m)))
        lines.append(
            translate(
                "ResultsPage",
                "The adapted model is in <code>{folder}</code>. “Before and after” shows it next to the "
                "model it started from.",
            ).format(folder=html.escape(str(Path(r.run_dir) / "best")))
        )
        self.headline.setText("<br>".join(lines))

    def use_selected(self, mode: str) -> None:
        """Label a file with this run's model, or test it on one (a window of its own)."""
        self.use_dialog = UseModelDialog(self.tasks, Path(self.result.run_dir), mode, self)
        self.use_dialog.classifier = self.classifier  # already loaded for Try it (None until then)
        self.use_dialog.show()

    def open_before_after(self) -> None:
        """The adapted model next to its base model, on the same text (a window of its own)."""
        from workbench.ui.tabs.train.results.before_after import BeforeAfterDialog

        r = self.result
        self.before_after = BeforeAfterDialog(self.tasks, Path(r.run_dir), r.model, r.objective, self)
        self.before_after.show()

    def _show_comparison(self) -> None:
        self.comparison.setVisible(len(self.results) > 1)
        self.comparison.setRowCount(len(self.results))
        figures = family(self.result.objective).figures  # a family's own figures, as it words them
        if figures is not None:
            scores = [translate("Figures", heading) for heading, _ in figures.compared]
        else:  # a name finder is compared on its entity F1, a question answerer on its exact match and F1
            task = family(self.result.objective).model_task
            scores = [translate("ResultsPage", s) for s in COMPARED_SCORES.get(task, CLASSIFIER_SCORES)]
        self.comparison.setColumnCount(len(scores) + 3)
        self.comparison.setHorizontalHeaderLabels(self._comparison_headers(scores))
        for i, (label, r) in enumerate(self.results):
            m = r.metrics
            if figures is not None:
                values = [
                    formatted(text, **m.to_dict()) if m is not None else "—" for _, text in figures.compared
                ]
            else:
                f1 = getattr(m, "entity_f1", m.macro_f1) if m is not None else None
                f1 = m.f1 if hasattr(m, "exact_match") else f1
                values = [
                    number(m.accuracy, ".1%") if m else "—",
                    number(f1, ".3f") if f1 is not None else "—",
                ]
            cells = (label, *values, number(r.trainable_params, ","), number(r.train_seconds, ".0f"))
            for c, text in enumerate(cells):
                self.comparison.setItem(i, c, table_item(text, numeric=c > 0))
        self.comparison.resizeColumnsToContents()
        fit_table(self.comparison)

    @staticmethod
    def _comparison_headers(scores: list[str]) -> list[str]:
        """The comparison table's column titles around the ``scores`` compared."""
        return [
            translate("ResultsPage", "Run"),
            *scores,
            translate("ResultsPage", "Weights that learned"),
            translate("ResultsPage", "Seconds"),
        ]

    def _on_loaded(self, loaded: tuple[Any, tuple, Any]) -> None:
        self.classifier, review, comparison = loaded
        self.wrong = review[0]
        if self.asking_model:  # a run that kept no answers of its own
            self.asking_model = False
            self.wrong_answers.show_answers(self.wrong, self.try_box.pairs)
        self.try_box.set_classifier(self.classifier)
        labels = tuple(self.classifier.label_names)
        self.review.show_run(Path(self.result.run_dir), labels, review, comparison)
        self.ready.emit()

    def _on_load_failed(self, failure: TaskFailure) -> None:
        self.review.clear(
            translate("ResultsPage", "The trained model could not be loaded: {problem}").format(
                problem=failure.text()
            )
        )

    def try_it(self) -> None:
        """Ask the model about the text (or pair) typed into Try it."""
        self.try_box.try_it()

    # --- export -------------------------------------------------------------------------------------------
    def export(self, kind: str, folder: Path) -> None:
        """Write the kept weights to ``folder`` in the background (``kind``: model, adapter or merged)."""
        self.exports.export(kind, folder)

    def next_label(self) -> str:
        return translate("ResultsPage", "New run ›")

    def font_changed(self) -> None:
        for table in (self.comparison, self.per_class, self.by_language, self.confusion):
            fit_table(table)
        self.review.fit()
        self.wrong_answers.fit()
        self.names.fit()
        self.answers.fit()
        self.scores.fit()
        self.try_box.fit()
