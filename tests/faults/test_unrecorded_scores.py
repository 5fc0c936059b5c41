"""`workbench evaluate` of a run whose folder cannot take the scores (read-only, or something in the way)
shows the scores all the same, and says that they could not be kept for the run's history."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import one_torch_thread, tiny_bert_folder, write_animal_csv  # noqa: F401
from workbench.core.use.evaluate import TESTED, recorded_scores


def test_evaluate_shows_the_scores_it_cannot_record_and_says_so(run_dir: Path, tmp_path: Path) -> None:  # noqa: F811
    run = shutil.copytree(run_dir, tmp_path / "run")
    (run / TESTED).write_text("a file where the folder of kept scores would go", encoding="utf-8")
    data = write_animal_csv(tmp_path / "held_out.csv", n=16)

    shown = run_workbench_here("evaluate", str(run), "--data", str(data), "--json")
    assert shown.returncode == 0 and "Traceback" not in shown.stderr, shown.stderr
    assert json.loads(shown.stdout)["examples"] == 16
    assert "could not be kept in the run's folder" in shown.stderr and "shown here only" in shown.stderr
    text = run_workbench_here("evaluate", str(run), "--data", str(data))
    assert text.returncode == 0 and "right on 16 texts" in text.stdout
    assert recorded_scores(run) == [] and (run / TESTED).is_file()  # nothing half-written, nothing lost

    (run / TESTED).unlink()  # once the folder can take them, they are kept
    assert run_workbench_here("evaluate", str(run), "--data", str(data)).returncode == 0
    assert [r["name"] for r in recorded_scores(run)] == ["held_out.csv"]
