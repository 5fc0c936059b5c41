"""A simulator of BERT's masking during pre-training: how its fill-in-the-blank training examples are made.

From the text's ordinary tokens (never [CLS], [SEP] and the like) ``rate`` (15%) are chosen, at least one.
Of the chosen, 80% are replaced by [MASK], 10% by a random token and 10% left unchanged; the model must
predict the original token at every chosen position, and the loss counts only those positions.  The random
and unchanged cases stop the model from learning that only [MASK] positions matter, since [MASK] never appears
when the model is used later.

The number chosen is ``round(rate * n)`` (at least one), so a short sentence shows a predictable count; each
chosen token then draws its fate independently (80/10/10).  The same ``seed`` gives the same picture; another
seed resamples.  The rule itself is the one training uses
(``training.objectives.language.apply_masking_rule``), so what the simulator shows is exactly what a
masked-LM run does to a sentence.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from workbench.core.errors import InputError, WrongModelKind
from workbench.core.explore._common import require_text, special_ids
from workbench.core.explore.tokens import display_piece, is_byte_level
from workbench.core.words import translate

ACTIONS = ("not chosen", "masked", "random", "unchanged", "special")


@dataclass(frozen=True)
class MaskedPosition:
    index: int
    original: str  # the token as it was (readable form, see tokens.display_piece)
    original_id: int
    action: str  # "masked", "random", "unchanged", "not chosen", or "special" (never chosen)
    shown: str  # what the model is given at this position
    shown_id: int
    counts_in_loss: bool  # True exactly at the chosen positions


@dataclass(frozen=True)
class MaskingSimulation:
    text: str
    rate: float
    seed: int
    positions: tuple[MaskedPosition, ...]
    chosen: int  # positions that count in the loss
    masked: int
    random: int
    unchanged: int
    candidates: int  # ordinary tokens that could be chosen
    shown_text: str  # what the model reads, written out

    @property
    def loss_positions(self) -> tuple[int, ...]:
        return tuple(p.index for p in self.positions if p.counts_in_loss)


@dataclass(frozen=True)
class MaskingTally:
    """What became of the chosen tokens over many draws (seeds 0 .. draws-1) of the same text: the 80/10/10
    rule as counts the eye can check."""

    draws: int
    masked: int
    random: int
    unchanged: int

    @property
    def chosen(self) -> int:
        return self.masked + self.random + self.unchanged

    def shares(self) -> tuple[float, float, float]:
        """[MASK], a random token, unchanged: each a share of the chosen."""
        total = self.chosen or 1
        return self.masked / total, self.random / total, self.unchanged / total


def masking_tally(tokenizer: Any, text: str, draws: int = 1000) -> MaskingTally:
    """``simulate_typed_text`` of ``text`` at seeds 0 .. ``draws``-1, its chosen tokens counted by fate."""
    fates = {"masked": 0, "random": 0, "unchanged": 0}
    for seed in range(draws):
        for position in simulate_typed_text(tokenizer, text, seed=seed).positions:
            if position.action in fates:
                fates[position.action] += 1
    return MaskingTally(draws, fates["masked"], fates["random"], fates["unchanged"])


def simulator_tokenizer() -> Any:
    """BERT's WordPiece tokenizer, from the embedded MiniLM: what the Fill tab's simulator cuts text with."""
    from transformers import AutoTokenizer

    from workbench.core.models.embedded import minilm_folder

    return AutoTokenizer.from_pretrained(minilm_folder())


def simulate_typed_text(tokenizer: Any, text: str, seed: int = 0) -> MaskingSimulation:
    """``simulate_masking`` of a text as typed in the Fill tab: a blank written as ``___`` is read as the word
    "blank" (a [MASK] stays the special token it is, so it is never chosen)."""
    return simulate_masking(tokenizer, text.replace("___", "blank"), seed=seed)


def simulate_masking(tokenizer: Any, text: str, rate: float = 0.15, seed: int = 0) -> MaskingSimulation:
    """Mask ``text`` the way BERT's pre-training does (see the module notes)."""
    require_text(
        text,
        translate("Explore", "There is no text to mask."),
        translate("Explore", "Type a sentence, e.g. The cat sat on the mat."),
    )
    if not 0 < rate <= 1:
        raise InputError(
            translate("Explore", "The masking rate must be above 0 and at most 1, not {rate!r}.").format(
                rate=rate
            ),
            translate("Explore", "BERT uses 0.15 (15%)."),
        )
    if getattr(tokenizer, "mask_token_id", None) is None:
        raise WrongModelKind(
            translate(
                "Explore", "This model's tokenizer has no mask token: it was not pre-trained by masking."
            ),
            translate("Explore", "Choose a masked language model's tokenizer (BERT, RoBERTa, MiniLM, ...)."),
        )
    ids = [int(i) for i in tokenizer(text)["input_ids"]]
    specials = special_ids(tokenizer)
    candidates = [i for i, token in enumerate(ids) if token not in specials]
    if not candidates:
        raise InputError(
            translate("Explore", "The text has only special tokens; there is nothing to mask."),
            translate("Explore", "Type a few words."),
        )
    import torch

    from workbench.core.training.objectives.language import MASKED, RANDOM, UNCHANGED, apply_masking_rule

    candidate_set = set(candidates)
    shown, codes = apply_masking_rule(
        torch.tensor([ids]),
        torch.tensor([[i in candidate_set for i in range(len(ids))]]),
        mask_id=int(tokenizer.mask_token_id),
        vocab_size=len(tokenizer),
        special_ids=specials,
        generator=torch.Generator().manual_seed(seed),
        rate=rate,
    )
    names_of = {MASKED: "masked", RANDOM: "random", UNCHANGED: "unchanged"}
    fate: dict[int, tuple[str, int]] = {
        i: (names_of[int(code)], int(shown[0, i])) for i, code in enumerate(codes[0].tolist()) if code
    }
    shown_ids = [fate.get(i, (None, token))[1] for i, token in enumerate(ids)]
    byte_level = is_byte_level(tokenizer)
    names = tokenizer.convert_ids_to_tokens(ids + shown_ids)

    def readable(k: int, token_id: int) -> str:
        return names[k] if token_id in specials else display_piece(names[k], byte_level)

    positions = []
    for i, token in enumerate(ids):
        action = fate[i][0] if i in fate else ("special" if token in specials else "not chosen")
        positions.append(
            MaskedPosition(
                index=i,
                original=readable(i, token),
                original_id=token,
                action=action,
                shown=readable(len(ids) + i, shown_ids[i]),
                shown_id=shown_ids[i],
                counts_in_loss=i in fate,
            )
        )
    counts = [a for a, _ in fate.values()]
    return MaskingSimulation(
        text=text,
        rate=rate,
        seed=seed,
        positions=tuple(positions),
        chosen=len(fate),
        masked=counts.count("masked"),
        random=counts.count("random"),
        unchanged=counts.count("unchanged"),
        candidates=len(candidates),
        shown_text=tokenizer.decode(shown_ids, skip_special_tokens=False, clean_up_tokenization_spaces=False),
    )
