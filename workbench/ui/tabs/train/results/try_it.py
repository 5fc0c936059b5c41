"""The results page's "Try it" (results_page.py, beside it): type a text, or the two texts of a
pair for a classifier of pairs, and see the trained model's answer with its probability for every label.
The prediction runs in the background."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from workbench.core.sessions.train import jobs
from workbench.core.words import translate
from workbench.ui.tasks import TaskController
from workbench.ui.widgets.probability_bars import ProbabilityBars


def _lay_out(
    box: QWidget, lines: Sequence[QLineEdit], button: QPushButton, answer: QWidget, ask: Callable[[], None]
) -> None:
    """``box``'s layout: the ``lines`` to type in, ``button`` beside them, the model's ``answer`` under them;
    the button, or Enter in a line, calls ``ask``."""
    row = QHBoxLayout()
    for line in lines:
        row.addWidget(line, 1)
    row.addWidget(button)
    layout = QVBoxLayout(box)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addLayout(row)
    layout.addWidget(answer)
    button.clicked.connect(ask)
    for line in lines:
        line.returnPressed.connect(ask)


class TryIt(QWidget):
    """``text`` (and ``text_b`` for pairs), ``button`` and the answer's ``bars``; ``set_classifier`` arms it
    with a loaded ``TrainedClassifier``.  ``predicted`` carries the list of Prediction, ``failed`` a failure's
    text."""

    predicted = Signal(object)  # the Prediction of the text typed
    failed = Signal(str)

    def __init__(self, tasks: TaskController) -> None:
        super().__init__()
        self.tasks = tasks
        self.classifier: Any = None
        self.text, self.text_b = QLineEdit(), QLineEdit()
        self.text.setObjectName("tryText")
        self.text_b.setObjectName("tryTextB")
        self.button = QPushButton(translate("TryIt", "Classify"))
        self.bars = ProbabilityBars()
        self.bars.setVisible(False)
        _lay_out(self, (self.text, self.text_b), self.button, self.bars, self.try_it)
        self.set_pairs(False)

    def set_pairs(self, pairs: bool) -> None:
        """Ask for one text, or for the two texts of a pair."""
        self.pairs = pairs
        self.text_b.setVisible(pairs)
        self.text.setPlaceholderText(
            translate("TryIt", "The first text of a pair")
            if pairs
            else translate("TryIt", "Type a text and press Enter to see what the model says")
        )
        self.text_b.setPlaceholderText(
            translate("TryIt", "The second text; Enter asks the model about the pair")
        )

    def set_classifier(self, classifier: Any) -> None:
        """The model to ask (None: none loaded yet, the box is disabled)."""
        self.classifier = classifier
        for widget in (self.text, self.text_b, self.button):
            widget.setEnabled(classifier is not None)

    def clear(self) -> None:
        self.bars.clear()
        self.bars.setVisible(False)

    @Slot()
    def try_it(self) -> None:
        text, text_b = self.text.text().strip(), self.text_b.text().strip()
        if not text or (self.pairs and not text_b) or self.classifier is None:
            return
        self.tasks.submit(
            translate("TryIt", "Classifying"),
            jobs.classify_text,
            self.classifier,
            text,
            text_b if self.pairs else None,
            key="results-try",
            on_result=self._show_prediction,
            on_error=lambda failure: self.failed.emit(failure.text()),
        )

    def _show_prediction(self, p: Any) -> None:
        names = list(self.classifier.label_names)
        order = sorted(range(len(names)), key=lambda i: -p.probabilities[i])
        self.bars.set_bars([names[i] for i in order], [p.probabilities[i] for i in order], highlight=0)
        self.bars.setVisible(True)
        self.fit()
        self.predicted.emit(p)

    def fit(self) -> None:
        """The bars as tall as their labels need at this font."""
        line = self.fontMetrics().height()
        self.bars.setFixedHeight(int(line * (1.5 + 1.8 * max(len(self.bars.labels), 2))))


class TryLine(QWidget):
    """A line to type a text in, the button that asks the trained model about it, and its answer under them
    (a name finder's names, a score predictor's score).  ``asked`` carries the text when it is not empty;
    the view that owns the line runs the model and writes the answer into ``result``."""

    asked = Signal(str)

    def __init__(self, name: str, placeholder: str, button: str) -> None:
        super().__init__()
        self.text = QLineEdit()
        self.text.setObjectName(name)
        self.text.setPlaceholderText(placeholder)
        self.button = QPushButton(button)
        self.result = QLabel("")
        self.result.setObjectName(f"{name}Result")
        self.result.setWordWrap(True)
        self.result.setTextFormat(Qt.TextFormat.RichText)
        _lay_out(self, (self.text,), self.button, self.result, self._ask)

    @Slot()
    def _ask(self) -> None:
        text = self.text.text().strip()
        if text:
            self.asked.emit(text)
