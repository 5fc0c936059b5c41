"""Every scene's claim, checked by the app itself (``workbench scenes check``).

A built-in scene states what the audience should see (``Scene.claim``) and how to check it (``Scene.checks``,
kinds in ``scene_kinds.CHECK_KINDS``).  Here each check computes what the scene's tab would show, with the
same core functions the tab calls and the models loaded through the one loading path
(``loading.default_cache``), and compares it with the claim.  A result says whether the claim holds and what
the model actually showed ("view (a) top 5: car 87.7%, cars 1.3%, …"), so a claim that stops holding says why.

Checks that need a training run (kind "training") are played only when asked for (``training=True``): each
names an ``experiment``, and ``TRAINING_CHECKS`` maps experiment names to the functions that run them.  An
experiment without a function there is reported as not yet implemented, never as holding.

A scene's ``textbook`` is the same view with a downloadable model (the classic result the small embedded
models cannot show); it is checked when that model is on this computer and skipped otherwise, all of it (a
textbook that only counts from the catalogue, ``play`` false, is always checked).

No Qt here; torch and transformers are imported by the explore functions when a check needs them.

The package: ``results`` (what a check and a scene give), ``view`` (what a tab shows, ``SceneView``),
``common`` (the check signature and how details are written), one module of check kinds per tab (``fill``,
``next_token``, ``tokens``, ``attention``, ``fine_tuning`` and, for the Fine-tuning tab's data page,
``task_data``), and here the table of kinds and the functions
that play scenes.
"""

from __future__ import annotations

import time
from typing import Any

from workbench.core.errors import ModelNotFound, WorkbenchError
from workbench.core.scene_checks.attention import (
    check_attention_to,
    check_causal_mask,
    check_head_patterns,
    check_logit_lens_top,
    check_similarity_groups,
)
from workbench.core.scene_checks.common import Check
from workbench.core.scene_checks.fill import check_fill_top, check_masking
from workbench.core.scene_checks.fine_tuning import (
    check_catalogue,
    check_lora,
    check_lr_warning,
    check_mlm_head,
    check_pretraining_cost,
    check_recipes,
    check_trainable,
)
from workbench.core.scene_checks.next_token import (
    check_beam,
    check_cut,
    check_next_top,
    check_softmax,
    check_surprise,
    check_temperature,
)
from workbench.core.scene_checks.results import CheckResult, SceneReport, verdict
from workbench.core.scene_checks.task_data import (
    check_loss_tokens,
    check_pair_segments,
    check_qa_windows,
    check_tag_pieces,
)
from workbench.core.scene_checks.tokens import check_padding, check_tokens
from workbench.core.scene_checks.view import Progress, SceneView
from workbench.core.scene_models import STARTING_MODELS
from workbench.core.scene_training import TRAINING_CHECKS as _TRAINING_CHECKS
from workbench.core.scenes import Scene, SceneDeck

__all__ = [
    "CHECKS",
    "SKIPPED_TRAINING",
    "STARTING_MODELS",
    "TRAINING_CHECKS",
    "Check",
    "CheckResult",
    "Progress",
    "SceneReport",
    "SceneView",
    "all_hold",
    "check_attention_to",
    "check_beam",
    "check_catalogue",
    "check_causal_mask",
    "check_cut",
    "check_deck",
    "check_fill_top",
    "check_head_patterns",
    "check_logit_lens_top",
    "check_lora",
    "check_loss_tokens",
    "check_lr_warning",
    "check_masking",
    "check_mlm_head",
    "check_next_top",
    "check_padding",
    "check_pair_segments",
    "check_pretraining_cost",
    "check_qa_windows",
    "check_recipes",
    "check_scene",
    "check_similarity_groups",
    "check_softmax",
    "check_surprise",
    "check_tag_pieces",
    "check_temperature",
    "check_tokens",
    "check_trainable",
    "run_checks",
    "verdict",
]

SKIPPED_TRAINING = "skipped: run with --training"


# --- the checks, one function per kind ----------------------------------------------------------------------
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
    "padding": check_padding,
    "causal_mask": check_causal_mask,
    "attention_to": check_attention_to,
    "head_patterns": check_head_patterns,
    "logit_lens_top": check_logit_lens_top,
    "similarity_groups": check_similarity_groups,
    "catalogue": check_catalogue,
    "trainable": check_trainable,
    "lora": check_lora,
    "lr_warning": check_lr_warning,
    "recipes": check_recipes,
    "mlm_head": check_mlm_head,
    "pair_segments": check_pair_segments,
    "tag_pieces": check_tag_pieces,
    "qa_windows": check_qa_windows,
    "loss_tokens": check_loss_tokens,
    "pretraining_cost": check_pretraining_cost,
}

# Kind "training": experiment name -> the function that trains and checks it (same signature as CHECKS), in
# ``scene_training``; an experiment not in that table is reported as not yet implemented.
TRAINING_CHECKS: dict[str, Check] = _TRAINING_CHECKS


# --- playing scenes -----------------------------------------------------------------------------------------
def run_checks(
    view: SceneView,
    specs: tuple[dict[str, Any], ...],
    *,
    training: bool = False,
    textbook: bool = False,
    title: str = "",
) -> tuple[CheckResult, ...]:
    """Each check of ``specs`` on ``view`` (the scene called ``title``: a training check reads its recording,
    ``scene_training.play``).  A problem the user could fix (a model that is missing, a text the
    model refuses) makes the check fail, with the reason; for a textbook check a model that is not on this
    computer skips it instead."""
    results = []
    for spec in specs:
        kind = spec["kind"]
        if kind == "training":
            function = TRAINING_CHECKS.get(spec["experiment"])
            if function is None:
                results.append(CheckResult(kind, None, f"{spec['experiment']}: not yet implemented"))
                continue
            if title and function is _TRAINING_CHECKS.get(spec["experiment"]):
                results.append(_play_training(title, view, spec, training))
                continue
            if not training:
                results.append(CheckResult(kind, None, f"{spec['experiment']}: {SKIPPED_TRAINING}"))
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
    view = SceneView(scene.tab, scene.state, progress)
    results = run_checks(view, scene.checks, training=training, title=scene.title)
    textbook_results: tuple[CheckResult, ...] = ()
    missing = _missing_textbook_models(scene)
    if scene.textbook is not None and missing:
        textbook_results = (CheckResult("textbook", None, f"skipped: {missing}"),)
    elif scene.textbook is not None:
        state = {**scene.state, **scene.textbook.state}
        textbook_results = run_checks(
            SceneView(scene.tab, state, progress), scene.textbook.checks, training=training, textbook=True
        )
    return SceneReport(
        scene.title,
        scene.claim,
        results,
        scene.textbook.claim if scene.textbook else "",
        textbook_results,
        time.perf_counter() - started,
    )


def _play_training(title: str, view: SceneView, spec: dict[str, Any], training: bool) -> CheckResult:
    """A training check with its scene's recording (``scene_training.play``)."""
    from workbench.core.scene_training import play

    try:
        holds, detail, recorded = play(title, view, spec, training=training)
    except WorkbenchError as exc:
        holds, detail, recorded = False, exc.message, None
    return CheckResult("training", holds, detail, recorded)


def _missing_textbook_models(scene: Scene) -> str:
    """Why the scene's textbook cannot be played here ("" when it can): its models that are not on
    this computer."""
    from workbench.core.models.zoo import is_on_this_computer
    from workbench.core.scene_models import in_lecture_pack, names, textbook_models

    if scene.textbook is None or not scene.textbook.play:
        return ""
    missing = tuple(ref for ref in textbook_models(scene) if not is_on_this_computer(ref))
    if not missing:
        return ""
    where = (
        "workbench download --lecture-pack" if in_lecture_pack(missing) else "download it in the Model zoo"
    )
    return (
        f"{names(missing)} {'is' if len(missing) == 1 else 'are'} not on this computer (to "
        f"check it: {where})."
    )


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
