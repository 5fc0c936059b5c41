"""The wizard's split of a file is the run's: each task family splits its data in one place (``split``),
which a run's ``load`` and the wizard's previews both use, so the counts and checking examples the wizard
shows are those the run trains and checks on."""

from __future__ import annotations

import pytest

from workbench.core.models.catalogue import get_entry
from workbench.core.sessions.train.data import read_for_task
from workbench.core.sessions.train.wizard import WizardState
from workbench.core.training.data.families import family_for, load_run_data
from workbench.core.training.data.samples import sample_path


@pytest.mark.parametrize(
    ("objective", "sample", "max_examples"),
    [
        ("classify", "reviews_sentiment.csv", 40),
        ("pairs", "pairs_paraphrase.csv", None),
        ("ner", "ner_sentences.conll", 12),
        ("qa", "qa_passages.jsonl", 5),
        ("chat", "chat_plant_care.jsonl", 9),
        ("summarize", "summaries_notes.jsonl", None),
        ("mlm", "beekeeping_notes.txt", 30),
    ],
)
def test_the_wizard_splits_a_file_as_its_run_will(
    objective: str, sample: str, max_examples: int | None
) -> None:
    path = sample_path(sample)
    state = WizardState()
    state.choose(objective=objective, max_examples=max_examples)
    state.choose_data(path)
    state.choose_model(get_entry("minilm-l6"))
    state.dataset = read_for_task(objective, path, None, None, None, 128).dataset
    assert state.dataset is not None
    wizard_parts = state.split()
    run = load_run_data(state.config())
    family = family_for(objective)
    assert family.stored(*wizard_parts) == family.stored(run.train, run.validation)
    if max_examples is not None:
        assert len(wizard_parts[0]) <= max_examples
