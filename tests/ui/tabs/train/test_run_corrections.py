"""Correcting labels on the Results page of a real tiny run read from a real file: a row's label changed in
one list shows in the other, the counter counts, *Save corrected copy* writes the copy beside the file (which
stays as it was), and *Train again with my corrections* trains the linked run in the wizard's Training page
through the task controller; its Results page then compares both runs on the same check texts."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.core.use.test_train_again import first  # noqa: F401 - fixture
from tests.support.training_data import one_torch_thread, tiny_bert_folder  # noqa: F401 - fixtures
from workbench.core.training.engine import run_index
from workbench.core.training.engine.events import TrainResult
from workbench.core.training.engine.run_folder import RunFolder
from workbench.core.use.corrections import row_of
from workbench.ui.tabs.train.files.correction_list import DROP
from workbench.ui.tasks import TaskController


@pytest.mark.usefixtures("one_torch_thread")
def test_corrections_made_in_the_results_lists_train_a_linked_run(
    qtbot,
    first: Path,  # noqa: F811
) -> None:
    from workbench.ui.models_state import LoadedModels
    from workbench.ui.tabs.train.tab import RESULTS, TRAINING, TrainTab

    data = Path(RunFolder(first).read_config().data_path)
    before = data.read_bytes()
    controller = TaskController()
    tab = TrainTab(controller, LoadedModels(controller))
    qtbot.addWidget(tab)
    try:
        with qtbot.waitSignal(tab.results_page.ready, timeout=60000):
            tab._show_history_results(
                [("Fine-tune everything", TrainResult.from_dict(RunFolder(first).read_summary()))]
            )
        review = tab.results_page.review
        assert not review.save_button.isEnabled() and review.bar.count.text() == "0 corrections"
        least = review.least_sure
        assert least.answers and all(
            row_of(a.location) for a in least.answers
        )  # every check text has its row
        first_answer = least.answers[0]
        other = next(label for label in least.labels if label != first_answer.true)
        least.choose(0, other)
        least.choose(1, DROP)
        assert review.bar.count.text() == "2 corrections" and review.train_button.isEnabled()
        for i, answer in enumerate(review.mistakes.answers):  # a row in both lists shows the same correction
            if answer.location == first_answer.location:
                assert review.mistakes.boxes[i].currentText() == other
        least.choose(1, "keep")
        assert review.bar.count.text() == "1 correction"

        review.save_button.click()
        qtbot.waitUntil(lambda: "Saved" in review.bar.status.text(), timeout=20000)
        corrected = data.with_name("animals.corrected.csv")
        assert corrected.is_file() and data.with_name("animals.corrections.csv").is_file()
        assert data.read_bytes() == before

        review.train_button.click()
        qtbot.waitUntil(lambda: tab.index == TRAINING, timeout=20000)
        qtbot.waitUntil(lambda: tab.training_page.outcome == "finished", timeout=120000)
        [result] = tab.training_page.results
        config = RunFolder(Path(result.run_dir)).read_config()
        assert config.corrected_from == str(first.resolve())
        assert config.data_path == str(data.with_name("animals.corrected-2.csv"))  # the saved copy is kept
        assert data.read_bytes() == before
        with qtbot.waitSignal(tab.results_page.ready, timeout=60000):
            tab.next()
        assert tab.index == RESULTS and tab.results_page.result.run_dir == result.run_dir
        sentence = review.comparison.text()
        assert not review.comparison.isHidden() and "same 8 check texts" in sentence
        assert f"relabelled: {first_answer.location}" in sentence

        history = tab.history_page  # the run trained again is listed just below its first run, both scored
        run_index.record(first)  # made under another test's home: listed here as a run kept elsewhere
        history.refresh()
        qtbot.waitUntil(lambda: not history._stale, timeout=20000)
        names = [row.info.name for row in history.rows]
        at = names.index(first.name)
        assert names[at + 1] == Path(result.run_dir).name
        assert (
            history.table.item(at + 1, 0).text().startswith("↳ corrected: Classify texts · animals.corrected")
        )
        assert history.table.item(at, 6).text().endswith("%") and history.table.item(
            at + 1, 6
        ).text().endswith("%")
    finally:
        controller.shutdown()
