"""Language-model adaptation: the masking rule, text corpora, packing, real masked-LM and causal-LM runs,
their scores before and after, export, resume and the ``workbench adapt`` command."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest

from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    tiny_gpt2_folder,
    tiny_masked_lm_folder,
)
from workbench.core.errors import ConfigError, DataError, TrainingError, WorkbenchError
from workbench.core.training.config import TrainConfig
from workbench.core.training.data.corpus import (
    TextCorpus,
    pack_blocks,
    read_text_corpus,
    split_text_corpus,
)
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.loop import train
from workbench.core.training.objectives.language import MASKED, RANDOM, UNCHANGED, apply_masking_rule
from workbench.core.training.runs.listing import read_run, resume

# Sentences made of the tiny BERT's words (tests.support.tiny_models), so every token is a real one.
ANIMAL_LINES = [
    "the cat sat on the mat",
    "the dog ran to the store",
    "a cat went to buy milk",
    "a dog sat on a mat",
    "the cat is playing",
    "the dog was on the mat",
] * 6


def corpus_file(tmp_path: Path, lines: list[str] = ANIMAL_LINES) -> Path:
    path = tmp_path / "text.txt"
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def animal_parts(tmp_path: Path) -> tuple[TextCorpus, TextCorpus]:
    """The animal sentences as a training part and a validation part (a quarter), seeded."""
    return split_text_corpus(read_text_corpus(corpus_file(tmp_path)), 0.25, seed=0)


def lm_config(folder: Path, objective: str, **changes) -> TrainConfig:
    base = TrainConfig(
        model=str(folder),
        objective=objective,
        epochs=6,
        batch_size=4,
        learning_rate=1e-2,
        max_length=16,
        seed=0,
        eval_every_steps=4,
        early_stopping_patience=None,
        warmup_ratio=0.0,
    )
    return base.replace(**changes)


# --- the masking rule ---------------------------------------------------------------------------------------


def _mask(ids, can_choose, weights=None):
    """The masking rule over a 1000-token vocabulary whose ids 0-3 are special (3 is [MASK]), seed 0."""
    import torch

    return apply_masking_rule(
        ids,
        can_choose,
        mask_id=3,
        vocab_size=1000,
        special_ids={0, 1, 2, 3},
        generator=torch.Generator().manual_seed(0),
        weights=weights,
    )


def test_masking_rule_chooses_15_percent_and_splits_them_80_10_10() -> None:
    import torch

    rows, width = 400, 60
    ids = torch.randint(10, 1000, (rows, width))
    can_choose = torch.ones((rows, width), dtype=torch.bool)
    can_choose[:, 0] = can_choose[:, -1] = False  # [CLS] and [SEP]
    can_choose[:, 50:] = False  # padding
    ids[:, 0], ids[:, -1] = 1, 2
    shown, fate = _mask(ids, can_choose)
    chosen = fate > 0
    assert not chosen[~can_choose].any()  # never a special token or padding
    assert (chosen.sum(dim=1) == round(0.15 * 49)).all()  # 49 candidates per row -> 7 each
    n = int(chosen.sum())
    assert int((fate == MASKED).sum()) / n == pytest.approx(0.8, abs=0.03)
    assert int((fate == RANDOM).sum()) / n == pytest.approx(0.1, abs=0.02)
    assert int((fate == UNCHANGED).sum()) / n == pytest.approx(0.1, abs=0.02)
    assert (shown[fate == MASKED] == 3).all()
    assert (shown[fate == UNCHANGED] == ids[fate == UNCHANGED]).all()
    assert (shown[fate == 0] == ids[fate == 0]).all()
    assert not torch.isin(shown[fate == RANDOM], torch.tensor([0, 1, 2, 3])).any()
    again, _ = _mask(ids, can_choose)
    assert torch.equal(shown, again)  # the same seed, the same masks


def test_masking_rule_chooses_at_least_one_token_in_a_short_row() -> None:
    import torch

    ids = torch.tensor([[1, 50, 2, 0, 0]])
    can_choose = torch.tensor([[False, True, False, False, False]])
    _, fate = apply_masking_rule(
        ids, can_choose, mask_id=3, vocab_size=100, special_ids={0, 1, 2, 3}, generator=torch.Generator()
    )
    assert fate.tolist()[0][1] > 0 and int((fate > 0).sum()) == 1


def test_weighted_masking_draws_the_heavier_positions_more_often_and_as_many_as_before() -> None:
    import torch

    rows, width = 400, 51
    ids = torch.randint(10, 1000, (rows, width))
    can_choose = torch.ones((rows, width), dtype=torch.bool)
    can_choose[:, 0] = can_choose[:, -1] = False
    heavy = torch.zeros((rows, width), dtype=torch.bool)
    heavy[:, 25:50] = True  # 25 of the 49 candidates weigh 4, the other 24 weigh 1

    def draw(weights):
        _, fate = _mask(ids, can_choose, weights)
        chosen = fate > 0
        assert (chosen.sum(dim=1) == 7).all() and not chosen[~can_choose].any()
        return float(chosen[heavy].sum() / chosen.sum())

    assert draw(None) == pytest.approx(25 / 49, abs=0.04)
    assert draw(torch.ones((rows, width))) == pytest.approx(25 / 49, abs=0.04)
    # a weighted draw without replacement: about 4 x 25 / (4 x 25 + 24) of the first pick, a little less later
    assert 0.72 < draw(torch.where(heavy, 4.0, 1.0)) < 0.84


def test_masked_lm_objective_weights_every_token_but_the_listed_common_ones(
    tmp_path: Path,
    tiny_masked_lm_folder: Path,  # noqa: F811
) -> None:
    import torch
    from transformers import AutoTokenizer

    from workbench.core.training.objectives.language import MaskedLMObjective

    tokenizer = AutoTokenizer.from_pretrained(tiny_masked_lm_folder)
    cfg = lm_config(
        tiny_masked_lm_folder, "mlm", mask_common_tokens=("the", "a", "nosuchtoken"), mask_other_weight=4
    )
    ids = torch.tensor([tokenizer.convert_tokens_to_ids(["the", "cat", "a", "dog"])])
    assert MaskedLMObjective(cfg)._weights_of(ids, tokenizer).tolist() == [[1.0, 4.0, 1.0, 4.0]]
    assert MaskedLMObjective(lm_config(tiny_masked_lm_folder, "mlm"))._weights_of(ids, tokenizer) is None
    # a run with weighted masks trains, and its saved settings (read again on resume) keep the list
    train_part, val_part = animal_parts(tmp_path)
    result = train(cfg, train_part, val_part)
    assert result.status == "finished", result.message
    assert result.metrics.loss < result.before.loss
    saved = TrainConfig.load(Path(result.run_dir) / "config.json")
    assert saved.mask_common_tokens == ("the", "a", "nosuchtoken") and saved.mask_other_weight == 4
    with pytest.raises(ConfigError, match="no common tokens"):
        lm_config(tiny_masked_lm_folder, "mlm", mask_other_weight=4).validate()
    with pytest.raises(ConfigError, match="uncommon tokens"):
        lm_config(tiny_masked_lm_folder, "mlm", mask_common_tokens=("the",), mask_other_weight=0.5).validate()


# --- text files ---------------------------------------------------------------------------------------------


def test_a_text_file_becomes_passages_and_splits_with_a_seed(tmp_path: Path) -> None:
    path = tmp_path / "notes.txt"
    path.write_bytes("First line.\n\n  Second line  \r\nCaf\xe9 au lait.\n".encode("latin-1"))
    corpus = read_text_corpus(path)
    assert corpus.texts == ("First line.", "Second line", "Café au lait.")
    assert any("not saved as UTF-8" in note for note in corpus.notes)
    train_part, val_part = split_text_corpus(corpus, 0.34, seed=1)
    assert len(val_part) == 1 and len(train_part) == 2
    assert sorted(train_part.texts + val_part.texts) == sorted(corpus.texts)
    assert split_text_corpus(corpus, 0.34, seed=1) == (train_part, val_part)


def test_a_folder_of_text_files_is_read_in_name_order(tmp_path: Path) -> None:
    (tmp_path / "b.txt").write_text("two\n", encoding="utf-8")
    (tmp_path / "a.txt").write_text("one\n", encoding="utf-8")
    (tmp_path / "image.png").write_bytes(b"\x89PNG\r\n\x1a\n")
    assert read_text_corpus(tmp_path).texts == ("one", "two")


@pytest.mark.parametrize(
    ("content", "expected"),
    [(b"", "has no text"), (b"\n \n\n", "has no text"), (b"\x89PNG\r\n\x1a\n\x00\x00", "not a text file")],
)
def test_unusable_text_files_are_refused_in_plain_words(
    tmp_path: Path, content: bytes, expected: str
) -> None:
    path = tmp_path / "data.txt"
    path.write_bytes(content)
    with pytest.raises(WorkbenchError, match=expected) as info:
        read_text_corpus(path)
    assert info.value.hint


def test_a_missing_file_and_a_single_passage_are_refused(tmp_path: Path) -> None:
    with pytest.raises(DataError, match="does not exist"):  # the input gate's word for it
        read_text_corpus(tmp_path / "nothing.txt")
    with pytest.raises(TrainingError, match="at least two passages"):
        split_text_corpus(TextCorpus(("only one",)), 0.2, seed=0)


def test_masked_lm_blocks_keep_passages_whole_and_every_token(tiny_bert_folder: Path) -> None:  # noqa: F811
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_bert_folder)
    texts = ["the cat sat on the mat", "a dog ran", "the dog went to the store to buy milk " * 3]
    blocks = pack_blocks(tokenizer, texts, 12, "masked-lm")
    cls, sep = tokenizer.cls_token_id, tokenizer.sep_token_id
    assert all(block[0] == cls and block[-1] == sep and len(block) <= 12 for block in blocks.input_ids)
    content = [t for block in blocks.input_ids for t in block if t not in (cls, sep)]
    expected = [t for text in texts for t in tokenizer(text, add_special_tokens=False)["input_ids"]]
    assert content == expected
    first = tokenizer(texts[0], add_special_tokens=False)["input_ids"]
    assert list(blocks.input_ids[0][1 : 1 + len(first)]) == first  # a short passage is not cut


def test_causal_lm_blocks_are_full_length_streams(tiny_gpt2_folder: Path) -> None:  # noqa: F811
    from transformers import AutoTokenizer

    tokenizer = AutoTokenizer.from_pretrained(tiny_gpt2_folder)
    texts = ["the cat sat on the mat", "a dog ran to the store"] * 5
    blocks = pack_blocks(tokenizer, texts, 16, "causal-lm")
    assert all(len(block) == 16 for block in blocks.input_ids[:-1]) and len(blocks.input_ids[-1]) <= 16
    stream = [t for block in blocks.input_ids for t in block]
    eos = tokenizer.eos_token_id
    expected = [t for text in texts for t in tokenizer(text, add_special_tokens=False)["input_ids"] + [eos]]
    assert stream == expected


# --- real runs ----------------------------------------------------------------------------------------------


@pytest.mark.usefixtures("one_torch_thread")
def test_masked_lm_adaptation_learns_the_text_and_reports_before_and_after(
    tmp_path: Path,
    tiny_masked_lm_folder: Path,  # noqa: F811 - a body without a masked-LM head: one is added, tied
) -> None:
    train_part, val_part = animal_parts(tmp_path)
    seen: list[ev.TrainEvent] = []
    result = train(lm_config(tiny_masked_lm_folder, "mlm"), train_part, val_part, seen.append)
    assert result.status == "finished", result.message
    started = next(e for e in seen if isinstance(e, ev.Started))
    assert started.objective == "mlm" and started.trainable_params == started.total_params
    evaluations = [e for e in seen if isinstance(e, ev.Evaluation)]
    assert evaluations[0].step == 0 and not evaluations[0].is_best  # the "before" score comes first
    before, after = result.before, result.metrics
    assert before is not None and after is not None and before.tokens == after.tokens > 0
    assert after.loss < before.loss - 0.5 and after.perplexity < before.perplexity / 1.5
    assert after.top5_accuracy > before.top5_accuracy
    assert after.perplexity == pytest.approx(2.718281828**after.loss, rel=1e-6)
    # the kept weights are a fill-mask model that transformers' own pipeline loads, head tied
    # to the embeddings
    from transformers import pipeline

    best = Path(result.run_dir) / "best"
    fill = pipeline("fill-mask", model=str(best), device="cpu")
    top = fill("the cat sat on the [MASK]", top_k=3)
    from workbench.core.explore.fill_mask import fill_mask
    from workbench.core.models.loading import load_model

    ours = fill_mask(load_model(str(best), "masked-lm"), "the cat sat on the [MASK]", top_k=3)
    assert [p["token"] for p in top] == [p.token_id for p in ours.blanks[0].predictions]
    assert [p["score"] for p in top] == pytest.approx(
        [p.probability for p in ours.blanks[0].predictions], abs=1e-5
    )
    saved = json.loads((Path(result.run_dir) / "summary.json").read_text())
    assert saved["before"]["perplexity"] == pytest.approx(before.perplexity)
    assert saved["perplexity"] == pytest.approx(after.perplexity)


@pytest.mark.usefixtures("one_torch_thread")
def test_evaluation_masks_are_the_same_every_time(tmp_path: Path, tiny_masked_lm_folder: Path) -> None:  # noqa: F811
    train_part, val_part = animal_parts(tmp_path)
    cfg = lm_config(
        tiny_masked_lm_folder, "mlm", epochs=1, learning_rate=1e-12, new_weights_learning_rate=1e-12
    )
    result = train(cfg, train_part, val_part)
    assert result.metrics.loss == pytest.approx(result.before.loss, abs=1e-5)  # nothing learned, same masks


@pytest.mark.usefixtures("one_torch_thread")
def test_causal_lm_adaptation_lowers_perplexity_and_exports_for_text_generation(
    tmp_path: Path,
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    from transformers import pipeline

    from workbench.core.training.runs.export import export_model

    train_part, val_part = animal_parts(tmp_path)
    result = train(lm_config(tiny_gpt2_folder, "clm"), train_part, val_part)
    assert result.status == "finished", result.message
    assert result.metrics.perplexity < result.before.perplexity / 2
    assert result.metrics.accuracy > result.before.accuracy
    exported = export_model(Path(result.run_dir), tmp_path / "export")
    assert "text-generation" in (exported.folder / "README.md").read_text()
    generate = pipeline("text-generation", model=str(exported.folder), device="cpu")
    assert generate("the cat", max_new_tokens=3, do_sample=False)[0]["generated_text"].startswith("the cat")


@pytest.mark.usefixtures("one_torch_thread")
def test_a_lora_adapted_model_is_compared_with_its_base_through_a_merged_copy(
    tmp_path: Path,
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    from workbench.core.explore.before_after import compare_before_after
    from workbench.core.explore.next_token import next_token
    from workbench.core.models.loading import load_model
    from workbench.core.training.runs.export import explorable_folder

    train_part, val_part = animal_parts(tmp_path)
    config = lm_config(tiny_gpt2_folder, "clm", method="lora", lora_r=4)
    result = train(config, train_part, val_part)
    assert result.status == "finished", result.message
    folder = explorable_folder(Path(result.run_dir))
    assert folder.name == "merged" and not (folder / "adapter_config.json").exists()
    modified = (folder / "model.safetensors").stat().st_mtime_ns
    assert explorable_folder(Path(result.run_dir)) == folder
    assert (folder / "model.safetensors").stat().st_mtime_ns == modified, "merged once, then reused"

    before = load_model(str(tiny_gpt2_folder), "causal-lm")
    after = load_model(str(folder), "causal-lm")
    compared = compare_before_after(before, after, "the cat sat on the", top_k=5)
    assert compared.kind == "next" and len(compared.before) == len(compared.after) == 5
    direct = next_token(after, "the cat sat on the", top_k=5).predictions
    assert [(c.word, c.probability) for c in compared.after] == [(p.token, p.probability) for p in direct]
    assert compared.before != compared.after, "LoRA training changed the merged model's guesses"
    changes = compared.rank_changes()
    assert set(changes) == {c.word for c in compared.before} | {c.word for c in compared.after}


@pytest.mark.usefixtures("one_torch_thread")
def test_an_interrupted_adaptation_resumes_to_the_same_losses(
    tmp_path: Path,
    tiny_masked_lm_folder: Path,  # noqa: F811
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(ev, "STEP_EVENTS_PER_SECOND", 1e9)  # see every step, so the stop is at step 5
    train_part, val_part = animal_parts(tmp_path)
    cfg = lm_config(tiny_masked_lm_folder, "mlm")
    uninterrupted = train(cfg, train_part, val_part)
    cancel = threading.Event()
    stop = lambda e: cancel.set() if isinstance(e, ev.Step) and e.step == 5 else None  # noqa: E731
    stopped = train(cfg, train_part, val_part, stop, cancel)
    assert stopped.status == "cancelled" and read_run(Path(stopped.run_dir)).resumable
    resumed = resume(Path(stopped.run_dir))
    assert resumed.status == "finished"
    assert resumed.metrics.loss == pytest.approx(uninterrupted.metrics.loss, rel=1e-5)
    assert resumed.before.loss == pytest.approx(uninterrupted.before.loss, rel=1e-6)


def test_settings_that_cannot_work_are_refused_in_plain_words(
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    train_part, val_part = animal_parts(tmp_path)
    # LoRA cannot train a head the encoder does not have yet
    result = train(lm_config(tiny_bert_folder, "mlm", method="lora"), train_part, val_part)
    assert result.status == "failed" and "no language-model head" in result.message
    # a decoder's tokenizer has no mask token
    result = train(lm_config(tiny_gpt2_folder, "mlm"), train_part, val_part)
    assert result.status == "failed" and "not pre-trained to fill in blanks" in result.message
    # a decoder whose output layer is its embedding table has no head of its own to train
    result = train(lm_config(tiny_gpt2_folder, "clm", method="head"), train_part, val_part)
    assert result.status == "failed" and "change nothing" in result.message
    with pytest.raises(ConfigError, match="objective"):
        lm_config(tiny_bert_folder, "translate").validate()
    from tests.support.training_data import animal_texts

    labelled, labelled_val = animal_texts()
    with pytest.raises(TrainingError, match="plain text"):
        train(lm_config(tiny_bert_folder, "mlm"), labelled, labelled_val)


@pytest.mark.usefixtures("one_torch_thread")
def test_the_adapt_command_prints_scores_before_and_after(
    tmp_path: Path,
    tiny_masked_lm_folder: Path,  # noqa: F811
    capsys: pytest.CaptureFixture[str],
) -> None:
    from workbench.cli import main

    args = ["adapt", "--data", str(corpus_file(tmp_path)), "--model", str(tiny_masked_lm_folder)]
    args += ["--epochs", "2", "--lr", "3e-3", "--batch-size", "4", "--max-length", "16", "--json"]
    assert main(args) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["objective"] == "mlm"  # read from the model: an encoder is adapted by masking
    assert summary["perplexity"] < summary["perplexity_before"]
    assert Path(summary["export"], "model.safetensors").is_file()


@pytest.mark.usefixtures("one_torch_thread")
def test_a_model_without_a_masked_lm_head_reports_no_before_score(
    tmp_path: Path,
    tiny_bert_folder: Path,  # noqa: F811
) -> None:
    """A new head starts random: its "before" would be noise, and "before -> after" a fake win."""
    seen = []
    train_part, val_part = animal_parts(tmp_path)
    result = train(lm_config(tiny_bert_folder, "mlm", epochs=1), train_part, val_part, seen.append)
    assert result.status == "finished" and result.before is None and result.metrics is not None
    started = next(e for e in seen if isinstance(e, ev.Started))
    assert any(
        "no fill-in-the-blank head" in note and "no score from before" in note for note in started.notes
    )
    assert not any(isinstance(e, ev.Evaluation) and e.step == 0 for e in seen)
