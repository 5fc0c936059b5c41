"""The mini masked LM recipe's two stages: what each trains on and holds out, and the second
stage's requests."""

from __future__ import annotations

from collections import Counter
from pathlib import Path

from recipes.mini_mlm import (
    GENERATED_REPEATS,
    STAGE_TWO_REPEATS,
    common_tokens,
    stage_one_texts,
    stage_two_texts,
    training_config,
)
from recipes.prompts import MORE_TOPICS, TOPICS, fact_prompts


def _write(folder: Path, name: str, prefix: str, count: int) -> Path:
    path = folder / name
    path.write_text(
        "".join(f"{prefix} passage number {i} is here.\n" for i in range(count)), encoding="utf-8"
    )
    return path


def _files(tmp_path: Path) -> tuple[list[Path], Path]:
    files = [
        _write(tmp_path, "wordnet.txt", "wordnet", 300),
        _write(tmp_path, "stories.txt", "story", 100),
        _write(tmp_path, "everyday.txt", "list", 100),
    ]
    return files, _write(tmp_path, "everyday-more.txt", "more", 200)


def test_the_first_stage_holds_out_one_percent_and_repeats_the_generated_text(tmp_path: Path) -> None:
    files, _ = _files(tmp_path)
    train, val = stage_one_texts(files)
    assert len(val) == 5  # 1% of 500
    assert not set(val.texts) & set(train.texts)
    shown = Counter(train.texts)
    assert {shown[t] for t in train.texts if t.startswith("wordnet")} == {1}
    assert {shown[t] for t in train.texts if t.startswith(("story", "list"))} == {GENERATED_REPEATS}


def test_the_second_stage_keeps_the_first_stages_held_out_text_out_and_weights_each_file(
    tmp_path: Path,
) -> None:
    files, more = _files(tmp_path)
    _, first_val = stage_one_texts(files)
    train, val = stage_two_texts(files, more)
    assert set(first_val.texts) <= set(val.texts)
    assert sum(t.startswith("more") for t in val.texts) == 2  # 1% of the new lists
    assert not set(val.texts) & set(train.texts)
    shown = Counter(train.texts)
    for name, prefix in (("wordnet.txt", "wordnet"), ("stories.txt", "story"), ("everyday.txt", "list")):
        assert {shown[t] for t in train.texts if t.startswith(prefix)} == {STAGE_TWO_REPEATS.get(name, 1)}
    assert {shown[t] for t in train.texts if t.startswith("more")} == {STAGE_TWO_REPEATS["everyday-more.txt"]}
    assert sum(1 for t in set(train.texts) if t.startswith("more")) == 198


def test_the_second_set_of_lists_covers_new_topics_without_repeating_the_first_sets_requests() -> None:
    assert not set(TOPICS) & set(MORE_TOPICS)
    first = fact_prompts(768, 0)
    second = fact_prompts(768, 1, TOPICS + MORE_TOPICS)
    assert len(set(second)) == len(second)  # fewer requests than (topic, style) pairs: none repeats
    assert any(topic in prompt for prompt in second for topic in MORE_TOPICS)
    assert second[:50] != first[:50]


def test_the_commonest_tokens_are_counted_over_every_line_and_reach_the_second_stages_settings(
    tmp_path: Path,
) -> None:
    from workbench.core.models.loading import resolve

    (tmp_path / "a.txt").write_text("the cat and the dog.\nthe bird sang.\n", encoding="utf-8")
    (tmp_path / "b.txt").write_text("a cat, a dog and the cat.\n", encoding="utf-8")
    common = common_tokens(resolve("minilm-l6").folder, [tmp_path / "a.txt", tmp_path / "b.txt"], 3)
    assert common == ("the", "cat", ".")  # 4, 3 and 3 times: a tie keeps the order first seen
    cfg = training_config(5, tmp_path / "run2", "stage1", 1e-4, common, 4.0).validate()
    assert cfg.mask_common_tokens == common and cfg.mask_other_weight == 4.0
