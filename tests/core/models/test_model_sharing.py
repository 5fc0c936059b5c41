"""Models shared by every tab stay safe to share: one tab asking for attention weights never reconfigures a
model another tab is running, a long load never holds up a model that is already loaded, and two explorers
and a before/after comparison running at once give exactly what each gives alone."""

from __future__ import annotations

import threading
from pathlib import Path

import numpy as np
import torch

from tests.support.tiny_lms import save_tiny_gpt2
from tests.support.tiny_models import save_tiny_bert
from workbench.core.explore.attention import extract_attention
from workbench.core.explore.before_after import compare_before_after
from workbench.core.explore.fill_mask import fill_mask
from workbench.core.explore.next_token import next_token
from workbench.core.models import loading


def test_attention_gets_an_eager_twin_that_shares_the_weights(tmp_path: Path) -> None:
    folder = save_tiny_bert(tmp_path / "tiny")
    cache = loading.ModelCache(capacity=2)
    first = cache.get(str(folder))
    assert cache.get(str(folder), "masked-lm") is first, "loaded once"
    kernels = first.attention_implementation
    assert kernels != "eager"
    eager = cache.get(str(folder), attention="eager")
    assert eager is not first and eager.model is not first.model
    assert eager.attention_implementation == "eager"
    assert first.attention_implementation == kernels, "the model in use was not switched"
    assert all(a is b for a, b in zip(first.model.parameters(), eager.model.parameters(), strict=True))
    ids = first.tokenizer("the cat sat", return_tensors="pt")
    with torch.no_grad():
        torch.testing.assert_close(eager.model(**ids).logits, first.model(**ids).logits)
        assert eager.model(**ids, output_attentions=True).attentions[0] is not None
    assert cache.get(str(folder), attention="eager") is eager
    assert cache.get(str(folder)) is first, "the default kernels are still asked of the original"
    cache.get(str(save_tiny_bert(tmp_path / "other", seed=1)))
    kept = cache.loaded()
    assert len(kept) == 2 and not any(m is eager for m in kept), "the least recently used goes first"


def test_a_long_load_does_not_hold_up_a_model_already_loaded(tmp_path: Path, monkeypatch) -> None:
    ready, slow = save_tiny_bert(tmp_path / "ready"), save_tiny_bert(tmp_path / "slow", seed=1)
    cache = loading.ModelCache()
    loaded_first = cache.get(str(ready))
    started, release = threading.Event(), threading.Event()
    real_load = loading.load_model

    def load_model(ref, *args, **kwargs):
        if Path(ref) == slow:
            started.set()
            assert release.wait(60), "the test never released the slow load"
        return real_load(ref, *args, **kwargs)

    monkeypatch.setattr(loading, "load_model", load_model)
    results: dict[str, object] = {}
    loader = threading.Thread(target=lambda: results.setdefault("slow", cache.get(str(slow))))
    loader.start()
    assert started.wait(60)
    asker = threading.Thread(target=lambda: results.setdefault("ready", cache.get(str(ready))))
    asker.start()
    asker.join(60)
    try:
        assert not asker.is_alive() and results["ready"] is loaded_first, "waited for another model's load"
        assert "slow" not in results, "the slow load is still running"
    finally:
        release.set()
        loader.join(60)
    assert results["slow"].source.folder == slow.resolve()


def test_two_explorers_and_a_before_after_at_once_give_what_each_gives_alone(tmp_path: Path) -> None:
    cache = loading.ModelCache()
    masked, adapted = save_tiny_bert(tmp_path / "masked"), save_tiny_bert(tmp_path / "adapted", seed=3)
    causal = save_tiny_gpt2(tmp_path / "causal")
    text = "the [MASK] sat on the mat"

    jobs = {
        "fill": lambda: fill_mask(cache.get(str(masked)), text).blanks,
        "attention": lambda: extract_attention(cache.get(str(masked), attention="eager"), text).attentions,
        "next": lambda: next_token(cache.get(str(causal)), "the cat").predictions,
        "before_after": lambda: compare_before_after(cache.get(str(masked)), cache.get(str(adapted)), text),
    }
    alone = {name: job() for name, job in jobs.items()}
    for _ in range(5):
        together: dict[str, object] = {}
        errors: list[BaseException] = []

        def run(name: str, job, together=together, errors=errors) -> None:
            try:
                together[name] = job()
            except BaseException as exc:  # noqa: BLE001 - reported below, with its name
                errors.append(exc)

        threads = [threading.Thread(target=run, args=item) for item in jobs.items()]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert not errors, errors
        assert together["fill"] == alone["fill"] and together["next"] == alone["next"]
        np.testing.assert_array_equal(together["attention"], alone["attention"])
        assert together["before_after"] == alone["before_after"]


def test_models_asked_for_at_once_in_several_threads_all_load(tmp_path: Path) -> None:
    """transformers builds modules under process-wide switches, so loads at once could break each other
    ("Cannot copy out of meta tensor"); the cache's loads take turns and every one succeeds."""
    folders = [
        save_tiny_bert(tmp_path / "bert"),
        save_tiny_gpt2(tmp_path / "gpt2"),
        save_tiny_bert(tmp_path / "b2", seed=2),
    ]
    for _ in range(3):
        cache, got, errors = loading.ModelCache(), {}, []

        def load(folder: Path, cache=cache, got=got, errors=errors) -> None:
            try:
                got[folder] = cache.get(str(folder))
            except Exception as exc:  # noqa: BLE001 - reported below
                errors.append(exc)

        threads = [threading.Thread(target=load, args=(folder,)) for folder in folders]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(120)
        assert not errors, errors
        assert {loaded.source.folder for loaded in got.values()} == {f.resolve() for f in folders}
