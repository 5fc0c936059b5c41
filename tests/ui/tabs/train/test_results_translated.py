"""The Results page speaks the window's language: built in the pseudo-language of
tests/ui/test_translations.py, its own texts (every family's views, built with the page, and the lines it
writes for a run) carry the translation markers.  The parts other modules word (the page's frame, the
export row, the correction lists, the confusion matrix, the sample answers, the core's sentences) are theirs
to check."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from PySide6.QtWidgets import QWidget

from tests.support.finished_run import a_run
from tests.ui.test_translations import kept_names, problems_in, pseudo, untranslated  # noqa: F401 - fixture
from workbench.ui.tasks import TaskController


@pytest.fixture
def tasks(qtbot):
    controller = TaskController()
    yield controller
    controller.shutdown()


def own_widgets(page) -> list[QWidget]:
    """The page's widgets that the results and marks modules word, with the buttons they put in other rows."""
    from workbench.ui.tabs.train.files.confusion_matrix import ConfusionMatrixView
    from workbench.ui.tabs.train.files.correction_list import CorrectionsBar, CorrectionTable
    from workbench.ui.tabs.train.files.export_row import ExportRow
    from workbench.ui.tabs.train.wizard.sample_answers import SampleAnswers

    elsewhere = (ConfusionMatrixView, CorrectionsBar, CorrectionTable, ExportRow, SampleAnswers)
    others = [w for w in page.findChildren(QWidget) if isinstance(w, elsewhere)]
    others += [page.heading, page.intro_label]  # the wizard's page frame
    mine = [w for w in page.findChildren(QWidget) if not inside(w, others)]
    return mine + [page.review.save_button, page.review.train_button, page.names.file_button]


def inside(widget: QWidget, parents: list[QWidget]) -> bool:
    """``widget`` is one of ``parents`` or below one of them (a pop-up menu too, which is a window of its
    own)."""
    while widget is not None:
        if any(widget is p for p in parents):
            return True
        widget = widget.parent()
    return False


def test_the_results_page_and_its_views_are_translated(qtbot, tasks, pseudo) -> None:  # noqa: F811
    from workbench.core.sessions.train.wizard import WizardState
    from workbench.ui.tabs.train.marks.answer_marks import legend
    from workbench.ui.tabs.train.marks.chat_bubbles import bubbles, token_legend
    from workbench.ui.tabs.train.marks.entity_marks import entity_tip
    from workbench.ui.tabs.train.results.chat_results import chat_headline
    from workbench.ui.tabs.train.results.ner_results import names_headline
    from workbench.ui.tabs.train.results.qa_results import answers_headline
    from workbench.ui.tabs.train.results.results_page import ResultsPage
    from workbench.ui.tabs.train.results.run_costs import costs_html, energy_header_tip, history_cells

    names = kept_names()
    page = ResultsPage(tasks, WizardState())
    qtbot.addWidget(page)
    wrong = [SimpleNamespace(text="", label="", answer="", location="")] * 7
    page.wrong_answers.show_answers(wrong)
    problems = problems_in(own_widgets(page), names)

    chat = SimpleNamespace(loss=1.5, rouge_l=0.2, scored=4, samples=())
    names_found = SimpleNamespace(
        entity_f1=0.5, entity_precision=0.5, entity_recall=0.5, support=[2], examples=3
    )
    answered = SimpleNamespace(f1=0.5, exact_match=0.25, examples=4)
    texts = [
        chat_headline(a_run(metrics=chat, before=chat)),
        chat_headline(a_run(metrics=chat)),
        chat_headline(a_run()),
        names_headline(a_run(metrics=SimpleNamespace(**vars(names_found), accuracy=0.9))),
        answers_headline(a_run(metrics=answered)),
        costs_html(a_run(costs=None, model="")).split("<p>")[0],  # the comparison after it is the core's
        energy_header_tip(),
        *[tip for _, tip in history_cells(None)],
        legend(),
        token_legend([SimpleNamespace(text="a", counted=True), SimpleNamespace(text="b", counted=False)]),
        bubbles([{"role": role, "content": ""} for role in ("system", "user", "assistant")]),
        entity_tip(SimpleNamespace(type="PER", text="", score=0.5)),
    ]
    problems += [text for text in texts if untranslated(text, names)]
    assert problems == []
