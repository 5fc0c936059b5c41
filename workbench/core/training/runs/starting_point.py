"""A training run next to the model it started from: the two folders, checked, and the two models loaded.

The run's ``config.json`` names the model it started from (``model``: a catalogue id, a Hugging Face id or a
folder).  What it became is the run's kept weights: ``best/`` itself, or for a LoRA run (``best/`` then holds
an adapter) the merged copy ``explorable_folder`` makes once.  Both load through the one model cache, for the
same task, so the views that put them side by side read them as any explorer reads a model.  The model it
started from is checked first: when it is not on this computer, the message says so and what to do, before
anything is merged (merging an adapter needs that model too).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.errors import ModelNotFound, TrainingError, WrongModelKind
from workbench.core.training.engine.checkpoints import WORKBENCH_FILE, read_best_info
from workbench.core.training.engine.run_folder import RunFolder, read_run_file
from workbench.core.training.registry import known
from workbench.core.words import translate


@dataclass(frozen=True)
class RunPair:
    """A run's model (``after``) and the model it started from (``before``), loaded for the same task."""

    run_dir: Path
    run_name: str
    base: str  # the model the run started from, as config.json names it
    task: str  # what both were loaded for ("masked-lm", "causal-lm" or "auto")
    before: Any  # LoadedModel
    after: Any  # LoadedModel

    @property
    def before_title(self) -> str:
        return f"before: {self.before.name}"

    @property
    def after_title(self) -> str:
        return f"after: run {self.run_name}"


def has_kept_model(run_dir: Path) -> bool:
    """Whether the run has kept weights to show (it finished at least one evaluation)."""
    return (Path(run_dir) / "best" / WORKBENCH_FILE).is_file()


def run_task(run_dir: Path) -> str:
    """What the run's model and its starting model load as: its pre-training head for a language model
    (so the layer-by-layer read-out works), else whatever the folder holds.  An encoder-decoder is refused:
    the attention views show one stack of layers at a time."""
    run_dir = Path(run_dir)
    name = run_dir.name
    if not (run_dir / "config.json").is_file():
        raise TrainingError(
            translate("Runs", "{folder} is not a training run's folder (it has no config.json).").format(
                folder=run_dir
            ),
            translate(
                "Runs", "Choose a run from the list, or see `workbench runs` for the runs on this computer."
            ),
        )
    if not has_kept_model(run_dir):
        raise TrainingError(
            translate("Runs", "The run {name} has no kept model yet.").format(name=name),
            translate(
                "Runs", "Choose a run that has finished at least one evaluation, or wait until this one has."
            ),
        )
    info = read_best_info(run_dir / "best")
    if info.get("seq2seq"):
        raise WrongModelKind(
            translate(
                "Runs",
                "The run {name} trained an encoder-decoder model; the Attention views show one stack of "
                "layers.",
            ).format(name=name),
            translate(
                "Runs",
                "Choose a run of an encoder (such as MiniLM) or of a left-to-right model (such as SmolLM2).",
            ),
        )
    found = known(info.get("objective"))
    return found.model_task if found is not None and found.uses_lm_head else "auto"


def starting_model(run_dir: Path) -> str:
    """The model the run started from, as its config.json names it."""
    config = read_run_file(RunFolder(Path(run_dir)).config_file, default={})
    model = config.get("model") if isinstance(config, dict) else None
    if not isinstance(model, str) or not model.strip():
        raise TrainingError(
            translate(
                "Runs", "The settings of the run {name} (config.json) do not say which model it started from."
            ).format(name=Path(run_dir).name),
            translate("Runs", "Choose another run; this one's folder may be damaged."),
        )
    return model


def check_starting_model(run_dir: Path, base: str) -> None:
    """A plain message when the model the run started from is not on this computer."""
    from workbench.core.models.loading import resolve

    try:
        resolve(base)
    except ModelNotFound as exc:
        raise ModelNotFound(
            translate(
                "Runs",
                "The run {name} started from {model}, which is not on this computer ({reason}), so there is "
                "nothing to compare it with.",
            ).format(name=Path(run_dir).name, model=base, reason=exc.message.rstrip(".")),
            translate(
                "Runs",
                "Download {model} from the Model zoo while online, or put its folder back where it was; then "
                "choose the run again.",
            ).format(model=base),
        ) from exc


def load_run_pair(
    run_dir: Path, *, attention: str = "default", cache: Any = None, on_progress: Any = None
) -> RunPair:
    """The run's model and the model it started from, both through the model cache (``default_cache()``
    unless given); ``attention="eager"`` for views that draw attention weights."""
    from workbench.core.models.loading import default_cache
    from workbench.core.training.runs.export import explorable_folder

    run_dir = Path(run_dir)
    task = run_task(run_dir)
    base = starting_model(run_dir)
    check_starting_model(run_dir, base)
    cache = cache or default_cache()
    before = cache.get(base, task, attention=attention, on_progress=on_progress)
    after = cache.get(str(explorable_folder(run_dir)), task, attention=attention, on_progress=on_progress)
    return RunPair(run_dir, run_dir.name, base, task, before, after)
