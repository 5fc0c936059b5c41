"""Prompting vs fine-tuning: the prompt as written, labels scored by their summed log-probability (checked
against a plain forward pass), one seeded and even draw shared by both ways, and the result's shape."""

from __future__ import annotations

import json
import re
import tempfile
from pathlib import Path
from typing import Any

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_config,
    tiny_gpt2_folder,
    write_animal_csv,
)
from workbench.core.errors import ConfigError, DataError, InputError, WrongModelKind
from workbench.core.training.data.labelled import load_dataset
from workbench.core.training.runs import prompting
from workbench.core.training.runs.experiment import RunEnded, RunStarted, plan_experiment
from workbench.core.training.runs.in_context import (
    LabelScorer,
    build_prompt,
    label_token_ids,
    query,
)
from workbench.core.training.runs.prompting import (
    draw_examples,
    parse_ks,
    plan_prompting,
    run_prompting_experiment,
)


def animals(n: int = 60) -> Any:
    """``n`` sentences about a cat or a dog, read from a real CSV file as the app reads data (the file is
    removed once read: the dataset holds its rows)."""
    with tempfile.TemporaryDirectory(prefix="animals-") as folder:
        return load_dataset(write_animal_csv(Path(folder) / "animals.csv", n))


@pytest.fixture(scope="module")
def roomy_gpt2(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The tiny GPT-2 with room for a prompt of a few examples (256 positions instead of 64)."""
    from tests.support.tiny_lms import save_tiny_gpt2

    return save_tiny_gpt2(tmp_path_factory.mktemp("roomy-gpt2"), n_positions=256)


def test_the_prompt_names_the_labels_then_the_examples_then_the_text() -> None:
    examples = [("the cat sat\non the mat", "cat"), ("a dog ran", "dog")]
    prefix = build_prompt(examples, ("cat", "dog"))
    whole = prefix + query("the dog is  playing")
    assert whole == (
        "Give each text one label: cat, dog.\n\n"
        "Text: the cat sat on the mat\nLabel: cat\n\n"
        "Text: a dog ran\nLabel: dog\n\n"
        "Text: the dog is playing\nLabel:"
    )
    assert build_prompt([], ("cat", "dog")) == "Give each text one label: cat, dog.\n\n"
    assert parse_ks("0, 4,16 and 4") == [0, 4, 16] and parse_ks(" ") == []
    for text, part in (("4,-1", "-1"), ("none", "none"), ("0,4,1.5", "1.5")):
        with pytest.raises(ConfigError, match=f"“{re.escape(part)}” is not a number of examples"):
            parse_ks(text)


def test_labels_are_scored_by_their_summed_log_probability(roomy_gpt2: Path) -> None:
    import torch

    from workbench.core.models.loading import load_model

    loaded = load_model(str(roomy_gpt2))
    names = ("cat", "playing")  # "playing" is two tokens: both must count
    labels = label_token_ids(loaded.tokenizer, names)
    assert [len(ids) for ids in labels] == [1, 2]
    prefix = build_prompt([("a cat sat", "cat"), ("the dog is playing", "playing")], names)
    scorer = LabelScorer(loaded, prefix, names)
    for text in ("the cat ran to the store", "a dog", "the man went to buy milk"):
        context = loaded.tokenizer(prefix)["input_ids"]
        context += loaded.tokenizer(query(text), add_special_tokens=False)["input_ids"]
        expected = []
        for label in labels:
            with torch.inference_mode():
                logits = loaded.model(input_ids=torch.tensor([context + label])).logits[0].float()
            log_probs = torch.log_softmax(logits, -1)
            expected.append(sum(float(log_probs[len(context) - 1 + i, t]) for i, t in enumerate(label)))
        assert scorer.scores(text) == pytest.approx(expected, abs=1e-4)
        assert scorer.predict(text) == max(range(2), key=expected.__getitem__)
    assert scorer.cache.get_seq_length() == len(scorer.prefix_ids), "each text leaves the prefix as it was"


def test_a_label_without_letters_and_a_prompt_too_long_are_refused(tiny_gpt2_folder: Path) -> None:  # noqa: F811
    from workbench.core.models.loading import load_model

    loaded = load_model(str(tiny_gpt2_folder))
    with pytest.raises(DataError, match="has no letters"):
        label_token_ids(loaded.tokenizer, ["cat", "  "])
    examples = [("the cat sat on the mat", "cat"), ("the dog ran to the store", "dog")] * 3
    with pytest.raises(InputError, match="more than the 64 the model reads") as refused:
        LabelScorer(loaded, build_prompt(examples, ("cat", "dog")), ("cat", "dog"))
    assert "smaller k" in refused.value.hint


def test_the_draw_is_even_seeded_and_never_takes_a_check_text() -> None:
    data = animals(60)
    plan, pool, check = plan_prompting(data, [0, 5], seeds=2)
    assert check.texts == plan_experiment(data, [4], seeds=1)[2].texts, "the size experiment's check set"
    five = draw_examples(pool, 5, seed=3)
    assert sorted(five.labels) in ([0, 0, 0, 1, 1], [0, 0, 1, 1, 1])
    assert draw_examples(pool, 5, seed=3).texts == five.texts
    assert draw_examples(pool, 5, seed=4).texts != five.texts
    assert set(five.texts) <= set(pool.texts) and set(five.texts).isdisjoint(check.texts)
    assert len(draw_examples(pool, 0, seed=3)) == 0
    # zero-shot draws nothing, so it is scored once, not once per seed
    assert [(r.arm, r.k, r.seed) for r in plan.runs] == [
        ("prompting", 0, 1),
        ("prompting", 5, 1),
        ("prompting", 5, 2),
        ("fine_tuning", 5, 1),
        ("fine_tuning", 5, 2),
    ]
    assert [r.index for r in plan.runs] == list(range(5))


def test_the_check_set_is_cut_alike_for_both_ways_and_bad_plans_are_refused() -> None:
    data = animals(60)
    plan, _, check = plan_prompting(data, [2], seeds=1, check_limit=6)
    assert plan.check_examples == len(check) == 6 and plan.check_available == 12
    assert sorted(check.labels) == [0, 0, 0, 1, 1, 1]
    with pytest.raises(DataError, match="only 48 left") as refused:
        plan_prompting(data, [0, 100], seeds=1)
    assert "k up to 48" in refused.value.hint
    with pytest.raises(DataError, match="at least one seed"):
        plan_prompting(data, [0], seeds=0)


@pytest.mark.usefixtures("one_torch_thread")
def test_both_ways_get_the_same_examples_and_the_result_has_the_json_shape(
    roomy_gpt2: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from workbench.core.training.engine import loop

    prompted, trained = [], []
    real_score, real_train = prompting.prompting_accuracy, loop.train

    def score(loaded, examples, check, *args, **kwargs):
        prompted.append(tuple(text for text, _ in examples))
        return real_score(loaded, examples, check, *args, **kwargs)

    def train(config, train_data, val_data, *args, **kwargs):
        trained.append(tuple(train_data.texts))
        assert len(val_data) == 12
        return real_train(config, train_data, val_data, *args, **kwargs)

    monkeypatch.setattr(prompting, "prompting_accuracy", score)
    monkeypatch.setattr(loop, "train", train)
    seen: list[Any] = []
    config = tiny_config(roomy_gpt2, epochs=1, eval_every_steps=None)
    result = run_prompting_experiment(config, animals(60), [0, 2], seeds=1, on_event=seen.append)
    assert result.status == "finished"
    assert prompted[0] == () and len(prompted[1]) == 2 and trained == [prompted[1]]
    data = json.loads(json.dumps(result.to_dict()))
    assert data["model"] == str(roomy_gpt2) and data["check_examples"] == 12 and data["chance"] == 0.5
    assert [k["k"] for k in data["ks"]] == [0, 2]
    assert data["ks"][0]["fine_tuning"] is None
    for arm in (data["ks"][0]["prompting"], data["ks"][1]["prompting"], data["ks"][1]["fine_tuning"]):
        assert set(arm) == {"mean", "runs"} and len(arm["runs"]) == 1
        assert arm["runs"][0] in {i / 12 for i in range(13)}
    assert [e.run.label for e in seen if isinstance(e, RunStarted)] == [
        "prompting · zero-shot · seed 1",
        "prompting · 2 examples · seed 1",
        "fine-tuning · 2 examples · seed 1",
    ]
    assert [e.partial.ks[1].fine_tuning.runs != () for e in seen if isinstance(e, RunEnded)] == [
        False,
        False,
        True,
    ]
    assert any(isinstance(getattr(e, "event", None), prompting.Scoring) for e in seen)


def test_a_model_that_cannot_continue_a_prompt_is_refused(tiny_bert_folder: Path) -> None:  # noqa: F811
    with pytest.raises(WrongModelKind, match="left-to-right"):
        prompting.load_causal_model(str(tiny_bert_folder))
