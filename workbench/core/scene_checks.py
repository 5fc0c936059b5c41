"""Every scene's claim, checked by the app itself (``workbench scenes check``).

A built-in scene states what the audience should see (``Scene.claim``) and how to check it (``Scene.checks``,
kinds in ``scenes.CHECK_KINDS``).  Here each check computes what the scene's tab would show, with the same
core functions the tab calls and the models loaded through the one loading path (``loading.default_cache``),
and compares it with the claim.  A result says whether the claim holds and what the model actually showed
("view (a) top 5: car 87.7%, cars 1.3%, …"), so a claim that stops holding says why.

Checks that need a training run (kind "training") are played only when asked for (``training=True``): each
names an ``experiment``, and ``TRAINING_CHECKS`` maps experiment names to the functions that run them.  An
experiment without a function there is reported as not yet implemented, never as holding.

A scene's ``textbook`` is the same view with a downloadable model (the classic result the small embedded
models cannot show); it is checked when that model is on this computer and skipped otherwise.

No Qt here; torch and transformers are imported by the explore functions when a check needs them.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from workbench.core.errors import ModelNotFound, WorkbenchError
from workbench.core.scene_training import TRAINING_CHECKS as _TRAINING_CHECKS
from workbench.core.scenes import Scene, SceneDeck

Progress = Callable[[str], None]
# The model each tab starts with when a scene names none (the tabs' own first choice).
STARTING_MODELS = {"causal_model": "smollm2-135m", "model": "smollm2-135m", "encoder_model": "minilm-l6",
                   "decoder_model": "smollm2-135m", "compare_model": "workbench-mini-mlm"}  # fmt: skip
SKIPPED_TRAINING = "skipped: run with --training"


@dataclass(frozen=True)
class CheckResult:
    kind: str
    holds: bool | None  # None: not played (a training check, or a textbook model that is not here)
    detail: str  # what the model actually showed, in a line

    def to_dict(self) -> dict[str, Any]:
        return {"kind": self.kind, "holds": self.holds, "detail": self.detail}


def verdict(results: tuple[CheckResult, ...]) -> bool | None:
    """False if any check failed; True if at least one held and none failed; None if none was played."""
    if any(r.holds is False for r in results):
        return False
    return True if any(r.holds for r in results) else None


@dataclass(frozen=True)
class SceneReport:
    title: str
    claim: str
    results: tuple[CheckResult, ...]
    textbook_claim: str = ""
    textbook_results: tuple[CheckResult, ...] = ()
    seconds: float = 0.0

    @property
    def holds(self) -> bool | None:
        return verdict(self.results)

    @property
    def detail(self) -> str:
        return "; ".join(r.detail for r in self.results) or "no check"

    @property
    def textbook_holds(self) -> bool | None:
        return verdict(self.textbook_results)

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"title": self.title, "claim": self.claim, "holds": self.holds,
                                "detail": self.detail, "checks": [r.to_dict() for r in self.results],
                                "seconds": round(self.seconds, 2)}  # fmt: skip
        if self.textbook_results:
            data["textbook"] = {"claim": self.textbook_claim, "holds": self.textbook_holds,
                                "detail": "; ".join(r.detail for r in self.textbook_results)}  # fmt: skip
        return data


# --- what a tab shows ---------------------------------------------------------------------------------------
class SceneView:
    """What the scene's tab shows for ``state``, computed on first use with the tab's own core functions."""

    def __init__(self, tab: str, state: dict[str, Any], progress: Progress | None = None) -> None:
        self.tab = tab
        self.state = dict(state)
        self.progress = progress
        self._attention: dict[str, Any] = {}  # side -> AttentionResult

    def model(self, key: str, task: str, attention: str = "default") -> Any:
        """The model the state names under ``key`` (or the tab's first choice), loaded as the tab loads it."""
        from workbench.core.models.loading import default_cache

        ref = self.state.get(key) or self.starting_model(key)
        report = self.progress
        on_progress = (lambda fraction, message: report(f"{fraction:4.0%} {message}")) if report else None
        return default_cache().get(ref, task, attention=attention, on_progress=on_progress)

    @staticmethod
    def starting_model(key: str) -> str:
        if key == "masked_model":
            from workbench.core.explore.fill_mask import default_masked_lm

            found = default_masked_lm()
            if found is None:
                raise ModelNotFound("No fill-in-the-blank model is on this computer.")
            return found
        return STARTING_MODELS[key]

    @property
    def text(self) -> str:
        return str(self.state.get("text", ""))

    # Fill in the blank: views (a), (b), (c), the token strip and the masking simulator.
    @cached_property
    def comparison(self) -> Any:
        from workbench.core.sessions.fill import FillModels, FillSession, fill_views

        models = FillModels(self.model("masked_model", "masked-lm"), self.model("causal_model", "causal-lm"))
        return fill_views(FillSession(text=self.text), models).comparison  # the Fill tab's own job

    @cached_property
    def simulator_tokenizer(self) -> Any:
        from workbench.core.explore.masking import simulator_tokenizer

        return simulator_tokenizer()

    # Next token: the bars, the softmax-by-hand panel and generation.
    @cached_property
    def prediction(self) -> Any:
        from workbench.core.explore.next_token import BARS_SHOWN, next_token

        return next_token(self.model("model", "causal-lm"), self.text, top_k=BARS_SHOWN)

    def surprise(self, side: str) -> Any:
        """The Surprise tab's line for ``side`` ("model" or "compare_model")."""
        from workbench.core.explore.surprise import token_surprise

        return token_surprise(self.model(side, "auto"), self.text)

    def bars(self, temperature: float | None = None) -> list[Any]:
        from workbench.core.explore.next_token import shown_bars

        s = self.state
        t = float(s.get("temperature", 1.0)) if temperature is None else temperature
        return shown_bars(self.prediction, t, int(s.get("top_k", 0)), float(s.get("top_p", 1.0)))

    def generation(self, strategy: str) -> Any:
        from workbench.core.explore.generation import generate

        s = self.state
        return generate(
            self.model("model", "causal-lm"),
            self.text,
            strategy=strategy,
            max_new_tokens=int(s.get("max_tokens", 20)),
            temperature=float(s.get("temperature", 1.0)),
            top_k=int(s.get("top_k", 0)),
            top_p=float(s.get("top_p", 1.0)),
            beams=int(s.get("beams", 3)),
            seed=int(s.get("seed", 0)),
            fit_new_tokens=True,  # as the Generate panel asks: at most what fits after the prompt
        )

    # Attention: the heatmaps, the layer-by-layer read-out and a word in several sentences.
    def attention(self, side: str) -> Any:
        from workbench.core.explore.attention import extract_attention

        if side not in self._attention:
            task = "causal-lm" if side == "decoder" else "auto"
            self._attention[side] = extract_attention(
                self.model(f"{side}_model", task, attention="eager"), self.text
            )
        return self._attention[side]

    def heatmap(self, side: str, layer_key: str, head_key: str) -> Any:
        """One heatmap as the tab draws it: the state's layer and head (1-based; head null = the average)."""
        from workbench.core.explore.attention import attention_view

        result = self.attention(side)
        layer = min(max(int(self.state.get(layer_key) or 1), 1), result.layers) - 1
        head = self.state.get(head_key)
        head = None if head is None or not 1 <= int(head) <= result.heads else int(head) - 1
        return attention_view(result, layer, head, hide_special=bool(self.state.get("hide_special", False)))

    @cached_property
    def lens(self) -> Any:
        from workbench.core.explore.logit_lens import logit_lens

        return logit_lens(self.model("decoder_model", "causal-lm", attention="eager"), self.text)

    @cached_property
    def words(self) -> Any:
        from workbench.core.explore.embeddings_compare import compare_word_in_contexts

        side = self.state.get("word_model", "encoder")
        task = "causal-lm" if side == "decoder" else "auto"
        loaded = self.model(f"{side}_model", task, attention="eager")
        return compare_word_in_contexts(
            loaded, str(self.state.get("word", "")), list(self.state.get("sentences", []))
        )

    # The token strip of whichever tab the scene shows.
    @cached_property
    def tokens(self) -> tuple[tuple[str, ...], Any]:
        """(the pieces shown, the TokenizationResult they come from)."""
        from workbench.core.explore.tokens import tokenize_text

        if self.tab == "fill":
            from workbench.core.explore.fill_mask import tokenize_with_blanks

            shown = self.model("masked_model", "masked-lm")
            result = tokenize_with_blanks(shown.tokenizer, self.text, model=shown.model)
            return tuple(p.display for p in result.pieces), result
        if self.tab == "attention":
            side = self.state.get("side", "encoder")
            loaded = self.model(
                f"{side}_model", "causal-lm" if side == "decoder" else "auto", attention="eager"
            )
            return self.attention(side).tokens, tokenize_text(loaded.tokenizer, self.text, model=loaded.model)
        loaded = self.model("model", "causal-lm")
        result = tokenize_text(loaded.tokenizer, self.text, model=loaded.model)
        return tuple(p.display for p in result.pieces), result

    # Fine-tuning: the wizard's numbers before anything is trained.
    @cached_property
    def entry(self) -> Any:
        from workbench.core.models.catalogue import get_entry

        ref = str(self.state.get("model", ""))
        entry = get_entry(ref)
        if entry is None:
            raise ModelNotFound(f"{ref or 'The scene’s model'} is not in the model catalogue.")
        return entry

    @cached_property
    def label_count(self) -> int:
        """Classes of the scene's sample data (what sizes the classification head)."""
        from workbench.core.training.data.labelled import load_dataset
        from workbench.core.training.data.samples import sample_path

        dataset = load_dataset(sample_path(str(self.state.get("sample", "reviews_sentiment.csv"))))
        return len(dataset.label_names) or 2

    def counts(self, method: str) -> Any:
        from workbench.core.training.estimates import count_for_method

        s = self.state
        objective = str(s.get("objective", "classify"))
        labels = self.label_count if objective == "classify" else 2
        return count_for_method(
            self.entry,
            objective,
            method,
            labels=labels,
            freeze_layers=s.get("freeze_layers"),
            lora_r=int(s.get("lora_r", 8)),
            lora_alpha=int(s.get("lora_alpha", 16)),
        )


# --- the checks, one function per kind ------------------------------------------------------------------------
Check = Callable[[SceneView, dict[str, Any]], tuple[bool, str]]


def _percent(p: float) -> str:
    return f"{p:.1%}"


def _shown(token: str) -> str:
    """A token as the tab labels it: a leading space (a new word) as a visible mark."""
    from workbench.core.explore.tokens import VISIBLE_SPACE

    return VISIBLE_SPACE + token[1:] if token.startswith(" ") else token


def _top(
    rows: list[tuple[str, float]],
    wanted: list[str],
    spec: dict[str, Any],
    name: str,
    same: Callable[[str], str],
) -> tuple[bool, str]:
    """Whether ``wanted`` are (all / any / none, as ``spec["match"]`` says) among the first ``spec["within"]``
    rows, each found one with a probability from ``at_least`` to ``at_most`` when those are given."""
    within = max(1, spec["within"])
    top = rows[:within]
    found = {same(word): p for word, p in top}
    hits = [w for w in wanted if same(w) in found]
    match = spec.get("match", "all")
    holds = {"all": len(hits) == len(wanted), "any": bool(hits), "none": not hits}[match]
    for word in hits if match != "none" else ():
        p = found[same(word)]
        holds &= p >= spec.get("at_least", 0.0) and p <= spec.get("at_most", 1.0)
    shown = ", ".join(f"{_shown(word)} {_percent(p)}" for word, p in top)
    return holds, f"{name} top {within}: {shown}"


def check_fill_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.context import VIEW_TOP

    comparison = view.comparison
    names = {"both_sides": "view (a)", "whole_sentence": "view (b)", "left_only": "view (c)"}
    rows = getattr(comparison, spec["view"])
    if rows is None:
        return False, f"{names[spec['view']]} is empty: {comparison.message}"
    rows = [(row.word, row.probability) for row in rows[:VIEW_TOP]]
    return _top(rows, spec["words"], spec, names[spec["view"]], lambda word: word.strip().lower())


def check_masking(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.masking import simulate_typed_text

    if len(spec["split"]) != 3:
        return False, "the split needs three shares: [MASK], a random token, unchanged"
    tokenizer, seed = view.simulator_tokenizer, int(view.state.get("seed", 0))
    shown = simulate_typed_text(tokenizer, view.text, seed=seed)
    expected = max(1, round(spec["rate"] * shown.candidates))
    chosen_in_loss = {p.index for p in shown.positions if p.counts_in_loss}
    chosen = {p.index for p in shown.positions if p.action in ("masked", "random", "unchanged")}
    holds = shown.rate == spec["rate"] and shown.chosen == expected and chosen_in_loss == chosen
    fates = {"masked": 0, "random": 0, "unchanged": 0}
    for other in range(spec["seeds"]):
        for position in simulate_typed_text(tokenizer, view.text, seed=other).positions:
            if position.action in fates:
                fates[position.action] += 1
    total = sum(fates.values()) or 1
    shares = [fates[name] / total for name in ("masked", "random", "unchanged")]
    holds &= all(
        abs(share - want) <= spec["tolerance"] for share, want in zip(shares, spec["split"], strict=True)
    )
    return holds, (
        f"seed {seed}: {shown.chosen} of {shown.candidates} tokens chosen ({shown.rate:.0%}), only they count in "
        f"the loss; over {spec['seeds']} seeds the chosen became [MASK] {shares[0]:.1%}, a random token "
        f"{shares[1]:.1%}, stayed {shares[2]:.1%}"
    )


def check_next_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    rows = [(bar.token, bar.probability) for bar in view.bars()]
    return _top(rows, spec["tokens"], spec, f"{view.prediction.model} next token", lambda token: token)


def check_surprise(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """The first token written ``spec["token"]``: its rank and probability within the bounds given."""
    result = view.surprise(spec["side"])
    found = [t for t in result.tokens if t.text == spec["token"] and t.probability is not None]
    if not found:
        return False, f"{result.model} scores no token “{_shown(spec['token'])}” in this text"
    token = found[0]
    holds = (
        token.rank <= spec.get("rank_at_most", token.rank)
        and token.probability >= spec.get("at_least", 0.0)
        and token.probability <= spec.get("at_most", 1.0)
    )
    expected = ", ".join(f"{_shown(t)} {_percent(p)}" for t, p in token.expected[:3])
    return holds, (f"{result.model}: “{_shown(token.text)}” {_percent(token.probability)}, rank {token.rank:,} "
                   f"(expected {expected}); perplexity {result.perplexity:.1f}")  # fmt: skip


def check_temperature(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    n = spec["top"]
    temperature = float(view.state.get("temperature", 1.0))
    here = sum(bar.probability for bar in view.bars()[:n])
    usual = sum(bar.probability for bar in view.bars(1.0)[:n])
    holds = here > usual if spec["effect"] == "sharper" else here < usual
    bars = "the top bar holds" if n == 1 else f"the top {n} bars hold"
    return holds, f"{bars} {_percent(here)} at temperature {temperature:g}, {_percent(usual)} at 1"


def check_cut(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    bars, k = view.bars(), spec["kept"]
    kept = [bar.kept for bar in bars]
    holds = len(bars) > k and all(kept[:k]) and not any(kept[k:])
    s = view.state
    return holds, (
        f"{sum(kept)} of {len(bars)} bars kept, {len(bars) - sum(kept)} greyed "
        f"(top-k {s.get('top_k', 0) or 'off'}, top-p {float(s.get('top_p', 1.0)):g})"
    )


def check_softmax(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.next_token import softmax_from_text

    s = view.state
    if "softmax_words" not in s or "softmax_logits" not in s:
        return False, "the scene sets no words and logits for the softmax panel"
    temperature = float(s.get("temperature", 1.0))
    table = softmax_from_text(s["softmax_words"], s["softmax_logits"], temperature)
    row = next((r for r in table.rows if r.label == spec["word"]), None)
    shown = ", ".join(f"{r.label} {_percent(r.probability)}" for r in table.rows)
    if row is None:
        return False, f"“{spec['word']}” is not among the panel's words ({shown})"
    holds = spec.get("at_least", 0.0) <= row.probability <= spec.get("at_most", 1.0)
    return holds, f"softmax at temperature {temperature:g}: {shown}"


def check_beam(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    beam, greedy = view.generation("beam"), view.generation("greedy")
    width = int(view.state.get("beams", 3))
    kept_all = bool(beam.beam_tree) and all(
        len(step) == width and all(math.isfinite(node.log_probability) for node in step)
        for step in beam.beam_tree
    )
    greedy_rate = sum(math.log(step.probability) for step in greedy.steps) / max(1, len(greedy.steps))
    if beam.score is None:
        return False, f"beam search gave no score; it wrote “{beam.new_text}”"
    return kept_all and beam.score >= greedy_rate, (
        f"beam search kept {width} sequences at each of {len(beam.beam_tree)} steps and wrote “{beam.new_text}” "
        f"(log-probability {beam.score:.2f} a token); greedy wrote “{greedy.new_text}” ({greedy_rate:.2f} a token)"
    )


def check_tokens(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.explore.tokens import VISIBLE_SPACE

    pieces, result = view.tokens
    failed = []
    if "scheme" in spec and result.scheme != spec["scheme"]:
        failed.append(f"the scheme is {result.scheme}")
    plain = [p.removeprefix(VISIBLE_SPACE).lower() for p in pieces]
    failed += [f"“{w}” is not one piece" for w in spec.get("whole", []) if w.lower() not in plain]
    for word, parts in spec.get("split", {}).items():
        n = len(parts)
        if not any(list(pieces[i : i + n]) == list(parts) for i in range(len(pieces) - n + 1)):
            failed.append(f"“{word}” is not split into {', '.join(parts)}")
    if "first" in spec and (not pieces or pieces[0] != spec["first"]):
        failed.append(f"{spec['first']} is not first")
    if "last" in spec and (not pieces or pieces[-1] != spec["last"]):
        failed.append(f"{spec['last']} is not last")
    failed += [f"{t} is missing" for t in spec.get("contains", []) if t not in pieces]
    if spec.get("space_marks_word_start"):
        marked = [p for p in result.pieces if p.display.startswith(VISIBLE_SPACE)]
        if not marked or not all(p.starts_word for p in marked):
            failed.append(f"{VISIBLE_SPACE} does not mark the pieces that start a word")
    detail = f"{result.scheme}: {' '.join(pieces)}"
    return not failed, detail + (f" ({'; '.join(failed)})" if failed else "")


def check_causal_mask(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    import numpy as np

    encoder = view.heatmap("encoder", "encoder_layer", "encoder_head")
    decoder = view.heatmap("decoder", "decoder_layer", "decoder_head")
    full = not encoder.causal and bool((encoder.matrix > 0).all())
    n = len(decoder.labels)
    above = np.triu(np.ones((n, n), dtype=bool), k=1)
    lower = (
        decoder.causal
        and bool((decoder.matrix[above] == 0).all())
        and bool((decoder.matrix[~above] > 0).all())
    )
    return full and lower, (
        f"encoder ({encoder.model}, {encoder.title}): {'every' if full else 'not every'} one of its "
        f"{encoder.matrix.size} weights is above 0; decoder ({decoder.model}, {decoder.title}): "
        f"{int((decoder.matrix[above] == 0).sum())} of the {int(above.sum())} weights above the diagonal are 0"
    )


def check_attention_to(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    side = view.state.get("side", "encoder")
    shown = view.heatmap(side, "layer", "head")
    columns = shown.matrix.mean(axis=0)  # the share of its attention the average token gives each token
    if spec["token"] not in shown.labels:
        return False, f"{spec['token']} is not shown in {shown.title}"
    share = float(columns[shown.labels.index(spec["token"])])
    others = sorted(((float(v), label) for v, label in zip(columns, shown.labels, strict=True)), reverse=True)
    next_best = next(((v, label) for v, label in others if label != spec["token"]), (0.0, "-"))
    return share >= spec["at_least"], (
        f"{shown.model}, {shown.title}: the average token gives {spec['token']} {_percent(share)} of its "
        f"attention (next: {next_best[1]} {_percent(next_best[0])})"
    )


def check_head_patterns(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    import numpy as np

    side = view.state.get("side", "encoder")
    weights = view.attention(side).attentions  # [layers, heads, query, key], as the thumbnails draw them
    n = weights.shape[-1]
    near = np.abs(np.arange(n)[:, None] - np.arange(n)[None, :]) <= 1
    # Per layer, averaged over its heads: the share of attention on the token itself or a neighbour, and the
    # share the strongest key column (a stripe: many tokens looking at the same one) takes.
    diagonal = (weights * near).sum(axis=(-1, -2)).mean(axis=-1) / n
    stripe = weights.mean(axis=-2).max(axis=-1).mean(axis=-1)
    low = spec["lowest_layers"]
    holds = 0 < low < len(diagonal) and diagonal[:low].min() > diagonal[low:].max()
    holds = holds and stripe[:low].max() < stripe[low:].min()
    return bool(holds), (
        f"share of attention on the token itself or a neighbour, layer 1 up: "
        f"{', '.join(f'{v:.0%}' for v in diagonal)}; strongest stripe: {', '.join(f'{v:.0%}' for v in stripe)}"
    )


def check_logit_lens_top(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    lens = view.lens
    last = len(lens.rows) - 1
    answer = spec["answer"].strip()
    top_from = last - spec["settles_in_top"] + 1
    holds = lens.answer.token.strip() == answer and lens.first_layer_with_answer is not None
    holds = holds and lens.first_layer_with_answer >= top_from
    holds = holds and all(row.top.token.strip() != answer for row in lens.rows[:top_from])
    lower = [row.top.token.strip() for row in lens.rows[: last // 2 + 1]]
    if "lower_half_tops" in spec:
        holds = holds and all(token in {t.strip() for t in spec["lower_half_tops"]} for token in lower)
    below = lens.rows[top_from - 1].top if top_from >= 1 else None
    return holds, (
        f"{lens.model}: {_shown(lens.answer.token)} {_percent(lens.answer.probability)} after the last layer, "
        f"top from layer {lens.first_layer_with_answer}"
        + (f"; layer {top_from - 1} says {_shown(below.token)}" if below is not None else "")
        + f"; layers 0 to {last // 2} say: {', '.join(dict.fromkeys(_shown(t) or '␣' for t in lower))}"
    )


def check_similarity_groups(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    words = view.words
    group_of = {number: g for g, members in enumerate(spec["groups"]) for number in members}
    top = words.top_layer()
    within, across = [], []
    for index, (a, b) in enumerate(words.pairs):
        ga, gb = (group_of.get(words.uses[u].sentence_index + 1) for u in (a, b))
        if ga is not None and gb is not None:
            (within if ga == gb else across).append(index)
    if not within or not across:
        return False, "the groups give no pairs to compare"
    best, worst = int(top.argmax()), int(top.argmin())
    if spec["test"] == "separated":
        holds = min(top[i] for i in within) > max(top[i] for i in across)
    else:
        holds = best in within and worst in across
    return bool(holds), (
        f"{words.model}, top layer: pairs within a meaning {min(top[i] for i in within):.2f} to "
        f"{max(top[i] for i in within):.2f}, across {min(top[i] for i in across):.2f} to "
        f"{max(top[i] for i in across):.2f}; most alike {words.pair_label(best)} ({top[best]:.2f}), "
        f"least alike {words.pair_label(worst)} ({top[worst]:.2f})"
    )


def check_catalogue(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.models.catalogue import filter_entries
    from workbench.core.models.zoo import zoo_rows

    s = view.state
    rows = zoo_rows()
    offline = {row.entry.id: row.available_offline for row in rows}
    shown = filter_entries(
        [row.entry for row in rows],
        text=str(s.get("search", "")),
        architecture=s.get("type"),
        task=s.get("task"),
        available=(lambda e: offline[e.id]) if s.get("offline_only") else None,
    )
    kinds = {kind: sum(e.architecture == kind for e in shown) for kind in spec["architectures"]}
    described = all(
        e.objective and e.layers and e.heads and e.parameters and e.licence and e.best_for for e in shown
    )
    selected = s.get("model")
    listed = selected is None or any(e.id == selected for e in shown)
    detail = f"{len(shown)} of {len(rows)} models shown: " + ", ".join(
        f"{n} {kind}{'s' if n != 1 else ''}" for kind, n in kinds.items()
    )
    if selected:
        detail += f"; {selected} {'selected' if listed else 'not shown'}"
    return all(kinds.values()) and described and listed, detail


def check_trainable(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    counts = view.counts(str(view.state.get("method", "full")))
    holds = counts.layers == spec["layers"] and counts.frozen_layers == spec["frozen_layers"]
    holds = holds and counts.trainable > 0 and counts.share <= spec["share_at_most"]
    return holds, (
        f"{view.entry.name}: {counts.frozen_layers} of {counts.layers} layers frozen, "
        f"{counts.trainable:,} of {counts.total:,} weights learn ({counts.share:.1%})"
    )


def check_lora(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.training.methods import lora_targets

    entry, r = view.entry, int(view.state.get("lora_r", 8))
    counts = view.counts("lora")
    head = view.counts("head").trainable if view.state.get("objective", "classify") == "classify" else 0
    targets = lora_targets(str(entry.config["model_type"]))[0]
    per_weight, weight = r * 2 * entry.hidden_size, entry.hidden_size**2
    adapted = counts.layers * len(targets)
    adapters = counts.trainable - head
    holds = (
        per_weight == spec["per_weight"]
        and weight == spec["weight_size"]
        and adapters == per_weight * adapted
    )
    holds = holds and counts.share <= spec["share_at_most"]
    return holds, (
        f"{entry.name}, rank {r}: {per_weight:,} numbers beside each {entry.hidden_size}×{entry.hidden_size} weight "
        f"({weight:,}, {per_weight / weight:.1%}); {adapted} weights adapted ({', '.join(targets)} in "
        f"{counts.layers} layers): {adapters:,} + {head:,} in the head = {counts.trainable:,} of {counts.total:,} "
        f"learn ({counts.share:.2%})"
    )


def check_lr_warning(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.estimates import learning_rate_warning

    method = str(view.state.get("method", "full"))
    usual = TrainConfig(method=method).effective_learning_rate
    rate = float(view.state.get("learning_rate", usual))
    warning = learning_rate_warning(method, rate, usual)
    return bool(warning) == spec["warns"], (
        f"warning: {warning.rstrip('.')}"
        if warning
        else f"no warning for a learning rate of {rate:g} ({method})"
    )


def check_mlm_head(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    loaded = view.model("model", "masked-lm")
    trained = not loaded.newly_initialised and getattr(loaded.tokenizer, "mask_token", None) is not None
    holds = trained and "fill-mask" in view.entry.tasks and view.state.get("objective") == "mlm"
    return holds, (
        f"{loaded.name} "
        + ("has its trained fill-in-the-blank head" if trained else "has no trained fill-in-the-blank head")
        + f"; objective {view.state.get('objective')}"
    )


CHECKS: dict[str, Check] = {
    "fill_top": check_fill_top,
    "masking": check_masking,
    "next_top": check_next_top,
    "surprise": check_surprise,
    "temperature": check_temperature,
    "cut": check_cut,
    "softmax": check_softmax,
    "beam": check_beam,
    "tokens": check_tokens,
    "causal_mask": check_causal_mask,
    "attention_to": check_attention_to,
    "head_patterns": check_head_patterns,
    "logit_lens_top": check_logit_lens_top,
    "similarity_groups": check_similarity_groups,
    "catalogue": check_catalogue,
    "trainable": check_trainable,
    "lora": check_lora,
    "lr_warning": check_lr_warning,
    "mlm_head": check_mlm_head,
}

# Kind "training": experiment name -> the function that trains and checks it (same signature as CHECKS), in
# ``scene_training``; an experiment not in that table is reported as not yet implemented.
TRAINING_CHECKS: dict[str, Check] = _TRAINING_CHECKS


# --- playing scenes -------------------------------------------------------------------------------------------
def run_checks(
    view: SceneView, specs: tuple[dict[str, Any], ...], *, training: bool = False, textbook: bool = False
) -> tuple[CheckResult, ...]:
    """Each check of ``specs`` on ``view``.  A problem the user could fix (a model that is missing, a text the
    model refuses) makes the check fail, with the reason; for a textbook check a model that is not on this
    computer skips it instead."""
    results = []
    for spec in specs:
        kind = spec["kind"]
        if kind == "training":
            function = TRAINING_CHECKS.get(spec["experiment"])
            if not training:
                results.append(CheckResult(kind, None, f"{spec['experiment']}: {SKIPPED_TRAINING}"))
                continue
            if function is None:
                results.append(CheckResult(kind, None, f"{spec['experiment']}: not yet implemented"))
                continue
        else:
            function = CHECKS[kind]
        try:
            holds, detail = function(view, spec)
        except ModelNotFound as exc:
            if textbook:
                results.append(CheckResult(kind, None, f"skipped: {exc.message} {exc.hint}".strip()))
                continue
            holds, detail = False, f"{exc.message} {exc.hint}".strip()
        except WorkbenchError as exc:
            holds, detail = False, exc.message
        results.append(CheckResult(kind, bool(holds), detail))
    return tuple(results)


def check_scene(scene: Scene, *, training: bool = False, progress: Progress | None = None) -> SceneReport:
    """Play ``scene``'s checks (and its textbook's, when that model is here)."""
    started = time.perf_counter()
    results = run_checks(SceneView(scene.tab, scene.state, progress), scene.checks, training=training)
    textbook_results: tuple[CheckResult, ...] = ()
    if scene.textbook is not None:
        state = {**scene.state, **scene.textbook.state}
        textbook_results = run_checks(SceneView(scene.tab, state, progress), scene.textbook.checks,
                                      training=training, textbook=True)  # fmt: skip
    return SceneReport(scene.title, scene.claim, results, scene.textbook.claim if scene.textbook else "",
                       textbook_results, time.perf_counter() - started)  # fmt: skip


def check_deck(
    deck: SceneDeck, *, training: bool = False, progress: Progress | None = None
) -> list[SceneReport]:
    """Every scene of ``deck``, in order."""
    reports = []
    for number, scene in enumerate(deck.scenes, 1):
        if progress is not None:
            progress(f"Scene {number} of {len(deck)}: {scene.title}")
        reports.append(check_scene(scene, training=training, progress=progress))
    return reports


def all_hold(reports: list[SceneReport]) -> bool:
    """No scene's claim, and no textbook claim that could be checked, failed."""
    return all(r.holds is not False and r.textbook_holds is not False for r in reports)
