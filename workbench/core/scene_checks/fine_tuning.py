"""The Model zoo and Fine-tuning tabs' check kinds: what the catalogue lists (and what pre-training a model
took), and the wizard's numbers before anything is trained (trainable weights, LoRA, the learning-rate
warning, the fill-in-the-blank head)."""

from __future__ import annotations

from typing import Any

from workbench.core.scene_checks.view import SceneView
from workbench.core.training.recipes import is_classifier


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
    counts = view.counts(view.training.method)
    holds = counts.layers == spec["layers"] and counts.frozen_layers == spec["frozen_layers"]
    holds = holds and counts.trainable > 0 and counts.share <= spec["share_at_most"]
    return holds, (
        f"{view.entry.name}: {counts.frozen_layers} of {counts.layers} layers frozen, "
        f"{counts.trainable:,} of {counts.total:,} weights learn ({counts.share:.1%})"
    )


def check_lora(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.training.methods import lora_targets

    if "rank" in spec:  # counted at the rank the spec names (the zoo's panel), not the wizard's
        view = SceneView(view.tab, {**view.state, "lora_r": spec["rank"]}, view.progress)
    entry, r = view.entry, view.training.lora_r
    counts = view.counts("lora")
    head = view.counts("head").trainable if is_classifier(view.training.objective) else 0
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
        f"{entry.name}, rank {r}: {per_weight:,} numbers beside each {entry.hidden_size}×{entry.hidden_size} "
        f"weight ({weight:,}, {per_weight / weight:.1%}); {adapted} weights adapted ({', '.join(targets)} in "
        f"{counts.layers} layers): {adapters:,} + {head:,} in the head = {counts.trainable:,} of "
        f"{counts.total:,} learn ({counts.share:.2%})"
    )


def check_lr_warning(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    from workbench.core.sessions.train import learning_rate_warning_of

    config = view.training.config()  # the settings page's warning, for the config its Start trains
    method, rate = config.method, config.effective_learning_rate
    warning = learning_rate_warning_of(config)
    return bool(warning) == spec["warns"], (
        f"warning: {warning.rstrip('.')}"
        if warning
        else f"no warning for a learning rate of {rate:g} ({method})"
    )


def check_recipes(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """Each task family's recipe in the app differs from the course's in what ``differ`` says, no more and
    no less, and every family is compared: the table the scene shows is built from the registry, so a recipe
    changed since (or a family added) fails until the scene says so."""
    from workbench.core.training.course_recipes import compare_recipes
    from workbench.core.training.registry import names

    expected = {name: sorted(what) for name, what in spec["differ"].items()}
    rows = compare_recipes()
    shown = {name: sorted(row.differs) for row in rows for name in row.families}
    wrong = [
        f"{name}: differs in {', '.join(shown.get(name, [])) or 'nothing'}, the scene says "
        f"{', '.join(expected.get(name, [])) or 'nothing'}"
        for name in names()
        if shown.get(name) != expected.get(name, [])
    ]
    unknown = sorted(set(expected) - set(names()))
    wrong += [f"{name}: no such task family" for name in unknown]
    summary = "; ".join(f"{row.task}: {', '.join(row.differs) or 'the same'}" for row in rows)
    return not wrong, f"{len(rows)} rows — {summary}" + (f" [{'; '.join(wrong)}]" if wrong else "")


def check_mlm_head(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    loaded = view.model("model", "masked-lm")
    trained = not loaded.newly_initialised and getattr(loaded.tokenizer, "mask_token", None) is not None
    from workbench.core.training.registry import family

    objective = view.training.objective
    masked = family(objective).model_task == "masked-lm"  # a task that trains the fill-in-the-blank head
    holds = trained and "fill-mask" in view.entry.tasks and masked
    return holds, (
        f"{loaded.name} "
        + ("has its trained fill-in-the-blank head" if trained else "has no trained fill-in-the-blank head")
        + f"; objective {objective}"
    )


def check_pretraining_cost(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """The catalogue holds a published pre-training cost for the model (``model``, else the scene's), with an
    energy figure of at least ``energy_kwh_at_least``."""
    from workbench.core.models.catalogue import get_entry
    from workbench.core.training.costs import pretraining_text

    ref = str(spec.get("model") or view.state.get("model", ""))
    entry = get_entry(ref)
    if entry is None or entry.pretraining is None:
        return False, f"{ref}: the catalogue has no published pre-training cost"
    energy = entry.pretraining.energy_kwh
    holds = energy is not None and energy >= spec["energy_kwh_at_least"]
    return holds, f"pre-training {entry.name}: {pretraining_text(entry)}"
