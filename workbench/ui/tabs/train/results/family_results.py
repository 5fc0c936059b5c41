"""What the results of the families with a view of their own share (finding names, answering questions,
predicting a score; ner_results.py, qa_results.py, score_results.py beside it): the headline's frame around
the family's figures (``family_headline``), its checking examples listed the worst first (``checked_html``),
and ``FamilyResults``, the view that loads the run's trained model
in the background, says so while it loads or why it could not, and puts the questions typed in Try it to it.
What each family shows, and the words it shows it in, stay in its own module."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QLabel, QWidget

from workbench.core.words import translate
from workbench.ui.tabs.train.page import ERROR_COLOUR, WARNING_COLOUR, ColouredLabel, coloured
from workbench.ui.tabs.train.results.plain_results import how_it_ran, no_scores
from workbench.ui.tasks import TaskController, TaskFailure


def family_headline(r: Any, figures: Callable[[Any, str], list[str]]) -> str:
    """The results page's headline for ``r`` (a TrainResult; rich text): ``figures(metrics, ran)`` gives the
    family's lines, with ``ran`` (how the run ran, ``how_it_ran``) where the family places it; the run's
    advice follows.  A run never checked says it has no scores."""
    if r.metrics is None:
        return no_scores()
    lines = figures(r.metrics, how_it_ran(r))
    lines += [coloured(a, WARNING_COLOUR) for a in r.advice]
    return "<br>".join(lines)


def checked_html(
    checked: Sequence[Any], most: int, none: str, head: str, lines: Callable[[Any], list[str]]
) -> str:
    """The run's checking examples as rich text, the worst first: ``head`` (how many it got wrong), then a
    paragraph of ``lines(example)`` for each of the first ``most``; ``none`` when there are none."""
    if not checked:
        return none
    return f"<p>{head}</p>" + "".join(f"<p>{'<br>'.join(lines(example))}</p>" for example in checked[:most])


class FamilyResults(QWidget):
    """A family's results under the page's headline.  ``load`` opens the run's model in the background (the
    family's job): Try it (``asking``, its answer ``try_result``) waits until it is loaded, ``show_note``
    says meanwhile that it loads, and ``show_loaded`` shows what the job gave, after which ``ready`` is
    emitted.  ``ask`` puts a typed question to the model; failures are said in ``status``."""

    ready = Signal()  # the model is loaded and its checking examples are shown

    def __init__(self, tasks: TaskController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.tasks = tasks
        self.asking: tuple[QWidget, ...] = ()  # what asks the model: enabled once it is loaded
        self.try_result: QLabel  # the family's answer to the text typed in Try it
        self.status = ColouredLabel()

    def load(self, job: Callable[..., Any], run_dir: Path) -> None:
        """Open the run in ``run_dir`` with ``job`` (one of the session's jobs) in the background; Try it is
        empty and off until it is open."""
        self.show_note(translate("FamilyResults", "Loading the trained model…"))
        self.try_result.setText("")
        self.status.show_parts("")
        self._enable_asking(False)
        self.tasks.submit(
            translate("FamilyResults", "Loading the trained model"),
            job,
            run_dir,
            key="results-load",
            on_result=self._on_loaded,
            on_error=self._on_load_failed,
        )

    def ask(self, title: str, job: Callable[..., Any], *args: Any, on_result: Callable[[Any], None]) -> None:
        """Put the question typed in Try it to the loaded model: ``job(*args)`` in the background, named
        ``title``; a failure is said in ``status``."""
        self.tasks.submit(
            title,
            job,
            *args,
            key="results-try",
            on_result=on_result,
            on_error=lambda failure: self.status.show_message(failure.text(), ERROR_COLOUR),
        )

    def _enable_asking(self, on: bool) -> None:
        for widget in self.asking:
            widget.setEnabled(on)

    def _on_loaded(self, loaded: Any) -> None:
        self._enable_asking(True)
        self.show_loaded(loaded)
        self.ready.emit()

    def _on_load_failed(self, failure: TaskFailure) -> None:
        self.show_load_failure(
            translate("FamilyResults", "The trained model could not be loaded: {problem}").format(
                problem=failure.text()
            )
        )

    # --- what each family shows ---------------------------------------------------------------------------
    def show_note(self, text: str) -> None:
        """Say ``text`` (plain) where the model's answers on the checking examples will be."""
        raise NotImplementedError

    def show_loaded(self, loaded: Any) -> None:
        """Keep and show what the family's job gave (the model, and its answers on the checking examples)."""
        raise NotImplementedError

    def show_load_failure(self, text: str) -> None:
        """Say why the model could not be loaded (``text``, plain): where its answers would be."""
        self.show_note(text)
