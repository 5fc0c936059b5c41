"""Step 7: results you can trust.  The scores of the kept weights on the checking part (accuracy, macro-F1,
each class's precision and recall, the confusion matrix), what the run cost, the texts the model got wrong
most confidently, a box to try the model on any text (or pair of texts), and export buttons (a model folder ``transformers``
loads; for LoRA the adapter or a merged model), all loading and work in the background.  Language-model
runs show their scores before and after adaptation."""

from __future__ import annotations

import html
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.families import is_classifier, takes_pairs
from workbench.ui.tasks import TaskFailure
from workbench.ui.training.export_context import model_name, result_context
from workbench.ui.training.page import (
    ERROR_COLOUR,
    OK_COLOUR,
    WARNING_COLOUR,
    ColouredLabel,
    WizardPage,
    coloured,
    fit_table,
    stretch_first_column,
)
from workbench.ui.training.run_costs import CostsBox
from workbench.ui.training.run_page import metrics_line
from workbench.ui.training.try_it import TryIt
from workbench.ui.training.use_model import UseModelDialog, use_model_buttons
from workbench.ui.widgets.confusion_matrix import ConfusionMatrixView

WRONG_SHOWN = 10
EXPORTS = {"model": "Save model folder…", "adapter": "Save LoRA adapter…", "merged": "Save merged model…"}


class ResultsPage(WizardPage):
    title = "7 · Results"
    intro = "Scores of the kept weights on the checking part, which the model never learned from."
    exported = Signal(object)  # ExportResult
    predicted = Signal(object)  # list of Prediction
    ready = Signal()  # the trained model is loaded and the wrong answers are listed

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.result: Any = None  # TrainResult of the main run
        self.results: list[tuple[str, Any]] = []  # (label, TrainResult): with a baseline, two
        self.classifier: Any = None
        self.wrong: tuple = ()  # core.use.evaluate.Mistake, surest first
        self.headline = QLabel("")
        self.headline.setObjectName("resultsHeadline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.RichText)
        self.headline.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.comparison = _table(["Run", "Accuracy", "Macro-F1", "Weights that learned", "Seconds"])
        self.per_class = _table(["Class", "Precision", "Recall", "F1", "Examples"])
        self.per_class.setToolTip(
            "Precision: of the texts the model put in this class, how many belong there. "
            "Recall: of the texts of this class, how many the model found."
        )
        self.confusion = ConfusionMatrixView()
        self.confusion.exporter.context = lambda: result_context("Fine-tuning: confusion matrix", self.result)
        self.wrong_table = _table(["Text", "True class", "Model said", "Sure"])
        self.wrong_table.setObjectName("wrongExamples")
        stretch_first_column(self.wrong_table)
        self.wrong_table.setWordWrap(True)
        self.try_box = TryIt(tasks)  # a text, or a pair's two texts, and the model's answer
        self.try_text, self.try_text_b = self.try_box.text, self.try_box.text_b
        self.try_button, self.try_bars = self.try_box.button, self.try_box.bars
        self.try_box.predicted.connect(self.predicted.emit)
        self.try_box.failed.connect(lambda text: self.export_status.show_message(text, ERROR_COLOUR))
        self.export_buttons = {kind: QPushButton(label) for kind, label in EXPORTS.items()}
        tips = {"model": "A folder any Hugging Face tool loads: pipeline('text-classification', FOLDER).",
                "adapter": "Only the LoRA matrices and the head: a few MB; needs the base model.",
                "merged": "The adapters added into the model's weights: loads without peft."}  # fmt: skip
        for kind, tip in tips.items():
            self.export_buttons[kind].setToolTip(tip)
        self.before_after_button = QPushButton("Before and after…")
        self.before_after_button.setToolTip("Your adapted model next to the model it started from, on the same "
                                            "text: what changed.")  # fmt: skip
        self.costs = CostsBox()
        self.before_after_button.setVisible(False)
        self.before_after_button.clicked.connect(self.open_before_after)
        self.use_buttons = use_model_buttons(self)
        self.export_status = ColouredLabel()
        self.export_status.setObjectName("exportStatus")

        scores = QHBoxLayout()
        left, right = QVBoxLayout(), QVBoxLayout()
        per_class_label = QLabel("<b>Each class</b>")
        confusion_label = QLabel("<b>Confusion matrix</b> (rows: true class; columns: the model's answer)")
        confusion_label.setWordWrap(True)
        left.addWidget(per_class_label)
        left.addWidget(self.per_class)
        right.addWidget(confusion_label)
        right.addWidget(self.confusion)
        left.addStretch(1)
        right.addStretch(1)
        scores.addLayout(left, 1)
        scores.addLayout(right, 1)
        export_row = QHBoxLayout()
        for button in self.export_buttons.values():
            export_row.addWidget(button)
        export_row.addSpacing(24)
        for button in self.use_buttons.values():
            export_row.addWidget(button)
        export_row.addStretch(1)
        self.classifier_parts = [self.per_class, self.confusion, self.wrong_table, self.try_box,
                                 *self.export_buttons.values(), *self.use_buttons.values()]  # fmt: skip
        self.section_labels = [QLabel("<b>Most confidently wrong</b> — where the model was surest and still wrong"),
                               QLabel("<b>Try it</b>"), QLabel("<b>Export, or use it on your files</b>"), per_class_label,
                               confusion_label]  # fmt: skip
        self.body_layout.addWidget(self.headline)
        self.body_layout.addWidget(self.before_after_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.body_layout.addWidget(self.comparison)
        self.body_layout.addLayout(scores)
        self.body_layout.addWidget(self.costs)
        self.body_layout.addWidget(self.section_labels[0])
        self.body_layout.addWidget(self.wrong_table)
        self.body_layout.addWidget(self.section_labels[1])
        self.body_layout.addWidget(self.try_box)
        self.body_layout.addWidget(self.section_labels[2])
        self.body_layout.addLayout(export_row)
        self.body_layout.addWidget(self.export_status)
        self.body_layout.addStretch(1)
        for kind, button in self.export_buttons.items():
            button.clicked.connect(lambda _checked=False, kind=kind: self._choose_export(kind))

    # --- showing a run ------------------------------------------------------------------------------------
    def show_results(self, results: list[tuple[str, Any]]) -> None:
        """Show the first run's results (the others, e.g. a baseline, are compared in a table)."""
        self.results = [(label, r) for label, r in results if r is not None]
        self.result = self.results[0][1] if self.results else None
        self.classifier, self.wrong = None, []
        self.export_status.show_parts("")
        self.try_box.clear()
        r = self.result
        self.costs.show_result(r)
        if r is None:
            self.headline.setText("No results yet.")
            self.before_after_button.setVisible(False)
            return
        classify = is_classifier(r.objective)
        self.try_box.set_pairs(takes_pairs(r.objective))
        self.wrong_table.setHorizontalHeaderItem(0, QTableWidgetItem("Texts of the pair" if self.try_box.pairs
                                                                     else "Text"))  # fmt: skip
        self.before_after_button.setVisible(not classify and r.metrics is not None)
        for widget in (*self.classifier_parts, *self.section_labels):
            widget.setVisible(classify)
        self._show_comparison()
        if classify:
            self._show_classifier(r)
        else:
            self._show_language_model(r)

    def _classifier_headline(self, r: Any) -> None:
        m = r.metrics
        if m is None:
            self.headline.setText(
                coloured("No check of the model finished, so there are no scores.", ERROR_COLOUR)
            )
            return
        majority = max(m.support) / max(sum(m.support), 1)
        lines = [
            f"<span style='font-size:large'><b>Accuracy {m.accuracy:.1%}</b> · <b>macro-F1 {m.macro_f1:.3f}</b>"
            f"</span> on {m.examples:,} checking {'pairs' if self.try_box.pairs else 'texts'}.",
            f"{html.escape(METHOD_NAMES.get(r.method, r.method))} of {html.escape(model_name(r.model))}; kept weights from step "
            f"{r.best_step} of {r.steps} ({html.escape(r.stop_reason)}); {r.train_seconds:.0f} s on "
            f"{html.escape(r.device)}.",
            f"Always answering the most common class would score {majority:.1%}.",
        ]
        lines += [coloured(a, WARNING_COLOUR) for a in r.advice]
        self.headline.setText("<br>".join(lines))

    def theme_changed(self) -> None:
        r = getattr(self, "result", None)
        if r is not None and is_classifier(r.objective):
            self._classifier_headline(r)  # its advice is coloured for the theme

    def _show_classifier(self, r: Any) -> None:
        m = r.metrics
        lora = r.method == "lora"
        self.export_buttons["model"].setVisible(not lora)
        self.export_buttons["adapter"].setVisible(lora)
        self.export_buttons["merged"].setVisible(lora)
        self._classifier_headline(r)
        if m is None:
            return
        self.per_class.setRowCount(len(m.label_names))
        for i, name in enumerate(m.label_names):
            cells = (name, f"{m.precision[i]:.3f}", f"{m.recall[i]:.3f}", f"{m.f1[i]:.3f}", f"{m.support[i]}")
            for c, text in enumerate(cells):
                self.per_class.setItem(i, c, _item(text, numeric=c > 0))
        self.per_class.resizeColumnsToContents()
        self.confusion.set_matrix(m.label_names, m.confusion)
        self.font_changed()
        self.wrong_table.setRowCount(1)
        self.wrong_table.setItem(0, 0, _item("Loading the trained model…"))
        fit_table(self.wrong_table)
        self.try_box.set_classifier(None)
        run_dir = Path(r.run_dir)

        def work(progress, cancel):
            from workbench.core.training.runs.classifier import load_trained
            from workbench.core.use.evaluate import run_mistakes

            progress(0.1, "Loading the trained model")
            classifier = load_trained(run_dir)
            progress(0.5, "Looking for the surest mistakes")
            return classifier, run_mistakes(classifier, run_dir, WRONG_SHOWN)

        self.tasks.submit("Loading the trained model", work, key="results-load", on_result=self._on_loaded,
                          on_error=self._on_load_failed)  # fmt: skip

    def _show_language_model(self, r: Any) -> None:
        m, before = r.metrics, r.before
        lora = r.method == "lora"
        self.section_labels[2].setVisible(m is not None)  # "Export": adapted models export like classifiers
        for kind, button in self.export_buttons.items():
            button.setVisible(m is not None and (kind != "model") == lora)
        lines = []
        if m is not None and before is not None:
            lines.append(
                f"<span style='font-size:large'><b>Perplexity {before.perplexity:.1f} → {m.perplexity:.1f}</b>"
                f"</span> (lower is better: how many words the model hesitates between)."
            )
            lines.append(f"Before: {metrics_line(before)}.<br>After: {metrics_line(m)}.")
        elif m is not None:
            lines.append(f"After: {metrics_line(m)}.")
        lines.append(
            f"The adapted model is in <code>{html.escape(str(Path(r.run_dir) / 'best'))}</code>. "
            "“Before and after” shows it next to the model it started from."
        )
        self.headline.setText("<br>".join(lines))

    def use_selected(self, mode: str) -> None:
        """Label a file with this run's model, or test it on one (a window of its own)."""
        self.use_dialog = UseModelDialog(self.tasks, Path(self.result.run_dir), mode, self)
        self.use_dialog.classifier = self.classifier  # already loaded for Try it (None until then)
        self.use_dialog.show()

    def open_before_after(self) -> None:
        """The adapted model next to its base model, on the same text (a window of its own)."""
        from workbench.ui.training.before_after import BeforeAfterDialog

        r = self.result
        self.before_after = BeforeAfterDialog(self.tasks, Path(r.run_dir), r.model, r.objective, self)
        self.before_after.show()

    def _show_comparison(self) -> None:
        self.comparison.setVisible(len(self.results) > 1)
        self.comparison.setRowCount(len(self.results))
        for i, (label, r) in enumerate(self.results):
            m = r.metrics
            cells = (label, f"{m.accuracy:.1%}" if m else "—", f"{m.macro_f1:.3f}" if m and m.macro_f1 is not None else "—",
                     f"{r.trainable_params:,}", f"{r.train_seconds:.0f}")  # fmt: skip
            for c, text in enumerate(cells):
                self.comparison.setItem(i, c, _item(text, numeric=c > 0))
        self.comparison.resizeColumnsToContents()
        fit_table(self.comparison)

    def _on_loaded(self, loaded: tuple[Any, tuple]) -> None:
        self.classifier, self.wrong = loaded
        self.try_box.set_classifier(self.classifier)
        self.wrong_table.setRowCount(max(len(self.wrong), 1))
        if not self.wrong:
            self.wrong_table.setItem(0, 0, _item("The model got every checking text right."))
            for c in range(1, 4):
                self.wrong_table.setItem(0, c, _item(""))
        for i, w in enumerate(self.wrong):
            for c, text in enumerate((w.text, w.true, w.predicted, f"{w.confidence:.0%}")):
                item = _item(text, numeric=c == 3)
                item.setToolTip(w.text if c == 0 else "")
                self.wrong_table.setItem(i, c, item)
        fit_table(self.wrong_table)
        self.ready.emit()

    def _on_load_failed(self, failure: TaskFailure) -> None:
        self.wrong_table.setRowCount(1)
        self.wrong_table.setItem(0, 0, _item(f"The trained model could not be loaded: {failure.text()}"))

    def try_it(self) -> None:
        """Ask the model about the text (or pair) typed into Try it."""
        self.try_box.try_it()

    # --- export -------------------------------------------------------------------------------------------
    def _choose_export(self, kind: str) -> None:
        folder = QFileDialog.getExistingDirectory(self, "Choose where to save the model")
        if folder:
            target = Path(folder)
            if target.exists() and any(target.iterdir()):  # a new sub-folder in a folder that has files
                target = target / f"{Path(self.result.run_dir).name}-{kind}"
            self.export(kind, target)

    def export(self, kind: str, folder: Path) -> None:
        """Write the kept weights to ``folder`` in the background (``kind``: model, adapter or merged)."""
        run_dir = Path(self.result.run_dir)
        self.export_status.show_parts(f"Saving to {html.escape(str(folder))}…")

        def work(progress, cancel):
            from workbench.core.training.runs.export import export_model

            return export_model(run_dir, folder, merge_lora=kind == "merged")

        self.tasks.submit(f"Saving the model to {folder.name}", work, key="results-export",
                          on_result=self._on_exported, on_error=self._on_export_failed)  # fmt: skip

    def _on_exported(self, result: Any) -> None:
        pipeline = {"mlm": "fill-mask", "clm": "text-generation"}.get(
            self.result.objective, "text-classification"
        )
        how = {"model": f"pipeline('{pipeline}', model=FOLDER) loads it",
               "adapter": "load it with peft on top of the base model (see its README.md)",
               "merged": f"pipeline('{pipeline}', model=FOLDER) loads it"}[result.kind]  # fmt: skip
        self.export_status.show_parts(
            ("Saved: ", OK_COLOUR, True), f"{html.escape(str(result.folder))} — {html.escape(how)}."
        )
        self.exported.emit(result)

    def _on_export_failed(self, failure: TaskFailure) -> None:
        self.export_status.show_message(failure.text(), ERROR_COLOUR)

    def next_label(self) -> str:
        return "New run ›"

    def font_changed(self) -> None:
        for table in (self.comparison, self.per_class, self.confusion, self.wrong_table):
            fit_table(table)
        self.try_box.fit()


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)  # columns refit after a zoom
    header.setStretchLastSection(True)
    return table


def _item(text: str, numeric: bool = False) -> QTableWidgetItem:
    item = QTableWidgetItem(text)
    if numeric:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    return item
