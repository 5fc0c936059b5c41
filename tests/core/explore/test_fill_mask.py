"""Fill-in-the-blank against transformers' own pipeline, on every tokenizer kind, plus its plain errors."""

from __future__ import annotations

import math
import re

import pytest

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore.fill_mask import fill_mask, logits_at, tokenize_with_blanks

MASKED = ("bert", "distilbert", "roberta")


def _pipeline(loaded):
    from transformers import pipeline

    return pipeline("fill-mask", model=loaded.model, tokenizer=loaded.tokenizer)


@pytest.mark.parametrize("name", MASKED)
def test_one_blank_matches_the_pipeline(tiny, name: str) -> None:
    loaded = tiny[name]
    mask = loaded.tokenizer.mask_token
    expected = _pipeline(loaded)(f"The man went to the {mask} to buy milk.", top_k=8)
    for blank in ("___", "[MASK]", mask):
        result = fill_mask(loaded, f"The man went to the {blank} to buy milk.", top_k=8)
        (got,) = result.blanks
        assert [p.token_id for p in got.predictions] == [row["token"] for row in expected]
        for p, row in zip(got.predictions, expected, strict=True):
            assert p.probability == pytest.approx(row["score"], abs=1e-5)
            assert p.token == row["token_str"].strip()
        assert [p.rank for p in got.predictions] == list(range(1, 9))
        assert result.model_text == f"The man went to the {mask} to buy milk."
        assert result.joint == () and result.warnings == ()


@pytest.mark.parametrize("name", MASKED)
def test_two_blanks_independent_and_joint(tiny, name: str) -> None:
    loaded = tiny[name]
    mask = loaded.tokenizer.mask_token
    pipe = _pipeline(loaded)
    result = fill_mask(loaded, "The ___ sat on the _____ .", top_k=5, joint_width=3)
    expected = pipe(f"The {mask} sat on the {mask} .", top_k=5)
    for blank, rows in zip(result.blanks, expected, strict=True):
        assert [p.token_id for p in blank.predictions] == [row["token"] for row in rows]
        assert [p.probability for p in blank.predictions] == pytest.approx(
            [r["score"] for r in rows], abs=1e-5
        )
    assert [b.index for b in result.blanks] == [0, 1] and result.blanks[0].position < result.blanks[
        1
    ].position
    assert len(result.joint) == 3 and "joint" in result.joint_method
    best = result.joint[0]
    assert [j.probability for j in result.joint] == sorted(
        (j.probability for j in result.joint), reverse=True
    )
    # Chain rule: P(first | both blank) from the pipeline, times P(second | first filled in) from a plain
    # forward pass of the model over the same ids with the first blank replaced.
    import torch

    first = next(r["score"] for r in expected[0] if r["token"] == best.token_ids[0])
    ids = loaded.tokenizer(f"The {mask} sat on the {mask} .", return_tensors="pt")["input_ids"]
    ids[0, result.blanks[0].position] = best.token_ids[0]
    with torch.no_grad():
        probs = loaded.model(input_ids=ids).logits[0, result.blanks[1].position].softmax(-1)
    second = float(probs[best.token_ids[1]])
    assert best.probability == pytest.approx(first * second, rel=1e-4)
    assert best.log_probability == pytest.approx(math.log(best.probability))
    assert best.text.startswith("The ") and "___" not in best.text


def test_only_the_blanks_go_through_the_vocabulary_projection(tiny) -> None:
    import torch

    loaded = tiny["bert"]
    seen = []
    handle = loaded.model.get_output_embeddings().register_forward_hook(
        lambda m, a, out: seen.append(out.shape)
    )
    try:
        fill_mask(loaded, "the cat [MASK] on the mat .")
    finally:
        handle.remove()
    assert seen == [torch.Size([1, 1, loaded.model.config.vocab_size])]


@pytest.mark.parametrize("family", ["albert", "electra", "xlm-roberta", "deberta-v2", "mpnet", "camembert"])
def test_blank_logits_equal_the_full_forward_for_other_families(family: str) -> None:
    import torch
    from transformers import AutoConfig, AutoModelForMaskedLM

    sizes = dict(hidden_size=32, num_hidden_layers=2, num_attention_heads=2, intermediate_size=37)
    if family in ("albert", "electra"):
        sizes["embedding_size"] = 16
    config = AutoConfig.for_model(family, vocab_size=60, **sizes)
    model = AutoModelForMaskedLM.from_config(config).eval()
    ids = torch.tensor([[2, 10, 11, 4, 12, 13, 3], [2, 14, 4, 15, 4, 16, 3]])
    with torch.inference_mode():
        full = model(input_ids=ids).logits[:, [2, 4]]
        part = logits_at(model, ids, [2, 4])
    torch.testing.assert_close(part, full, atol=1e-5, rtol=1e-5)


def test_long_text_keeps_the_blank_and_says_so(tiny) -> None:
    loaded = tiny["bert"]
    words = "the cat sat on the mat ."
    text = " ".join([words] * 12) + " the man went to the [MASK] to buy milk . " + " ".join([words] * 12)
    result = fill_mask(loaded, text, top_k=3)
    assert result.truncated and result.input_tokens == 64
    assert "longer than" in result.warnings[0]
    assert len(result.blanks) == 1 and 10 < result.blanks[0].position < 54


def test_blanks_too_far_apart_for_the_model(tiny) -> None:
    text = "[MASK] " + "the cat sat on the mat . " * 20 + "[MASK]"
    with pytest.raises(InputError, match="too far apart"):
        fill_mask(tiny["bert"], text)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "There is no text to fill in"),
        ("   ", "There is no text to fill in"),
        ("the cat sat on the mat", "There is no blank"),
        ("[MASK]", "only blanks and special tokens"),
        ("[CLS] ___ [SEP]", "only blanks and special tokens"),
    ],
)
def test_bad_text_is_explained(tiny, text: str, message: str) -> None:
    with pytest.raises(InputError, match=message) as caught:
        fill_mask(tiny["bert"], text)
    if "no blank" in message:
        assert "Put [MASK] or ___ where the missing word goes" in caught.value.hint


def test_a_causal_model_cannot_fill_blanks(tiny) -> None:
    with pytest.raises(WrongModelKind, match="left to right") as caught:
        fill_mask(tiny["gpt2"], "The ___ sat.")
    assert "masked language model" in caught.value.hint and "Model zoo" in caught.value.hint


def test_an_encoder_without_its_head_is_refused(tmp_path) -> None:
    from tests.support.tiny_models import save_tiny_bert
    from workbench.core.models.loading import load_model

    loaded = load_model(str(save_tiny_bert(tmp_path / "bare", masked_lm=False)))
    with pytest.raises(WrongModelKind, match="no fill-in-the-blank head"):
        fill_mask(loaded, "The ___ sat.")


def test_a_random_head_is_warned_about(tmp_path) -> None:
    from tests.support.tiny_models import save_tiny_bert
    from workbench.core.models.loading import load_model

    loaded = load_model(str(save_tiny_bert(tmp_path / "bare", masked_lm=False)), "masked-lm")
    result = fill_mask(loaded, "The ___ sat.")
    assert any("no trained fill-in-the-blank head" in w for w in result.warnings)


def test_the_embedded_masked_model_matches_the_pipeline() -> None:
    from workbench.core.models.loading import load_model

    loaded = load_model("workbench-mini-mlm", "masked-lm")
    expected = _pipeline(loaded)("The man went to the [MASK] to buy milk.", top_k=10)
    (got,) = fill_mask(loaded, "The man went to the ___ to buy milk.", top_k=10).blanks
    assert [p.token_id for p in got.predictions] == [row["token"] for row in expected]
    assert [p.probability for p in got.predictions] == pytest.approx([r["score"] for r in expected], abs=1e-5)


@pytest.mark.parametrize("name", MASKED)
def test_token_strip_shows_blanks_as_the_mask_token_with_spans_in_the_typed_text(tiny, name: str) -> None:
    loaded = tiny[name]
    mask = loaded.tokenizer.mask_token
    text = "The man went to the ___ to buy _______ milk, [MASK] to the man."
    result = tokenize_with_blanks(loaded.tokenizer, text)
    shown = [p for p in result.pieces if p.role_name == "MASK"]
    assert len(shown) == 3 and all(p.piece == mask for p in shown)
    assert not any("_" in p.piece for p in result.pieces)
    assert result.text == text
    for piece in result.pieces:
        if piece.span is not None:  # every ordinary piece still points at its own letters as typed
            start, end = piece.span
            assert text[start:end].strip().lower().replace(" ", "") in piece.display.lower().replace("␣", "")
    covered = "".join(text[s:e] for s, e in (p.span for p in result.pieces if p.span))
    assert re.sub(r"\s", "", covered) == re.sub(r"___+|\[MASK\]|\s", "", text)
