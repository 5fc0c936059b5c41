"""What the fine-tuning charts are of, for their exports (the header of a picture, the last columns of a
CSV): the model, the method, the data and the settings, read from the wizard's choices while a run trains, or
from a finished run's result; and how a saved model is used elsewhere (``export_how``, ``export_uses``, shown
by the results page's export row).  What goes into the exported files stays English, as every tab's does."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.registry import family
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.widgets.slide import ExportContext


def export_how(objective: str, kind: str) -> str:
    """How the folder an export of ``kind`` (model, adapter, merged) wrote for a run of
    ``objective`` loads."""
    if kind == "adapter":
        return translate("ExportRow", "load it with peft on top of the base model (see its README.md)")
    found = family(objective)
    if found.model_task == "question-answering":  # transformers 5 has no question-answering pipeline
        return translate(
            "ExportRow", "AutoModelForQuestionAnswering loads it; its README.md shows how to read an answer"
        )
    if found.regression:  # one output, the score: the pipeline gives it as it is
        return translate(
            "ExportRow",
            "pipeline('text-classification', model=FOLDER) loads it; the “score” it gives is the predicted "
            "number",
        )
    pipeline = {  # the pipeline of each kind of model a family trains
        "classification": "text-classification",
        "token-classification": "token-classification",
        "masked-lm": "fill-mask",
        "causal-lm": "text-generation",
    }.get(found.model_task, "text-classification")
    return translate("ExportRow", "pipeline('{pipeline}', model=FOLDER) loads it").format(pipeline=pipeline)


ANOTHER_COMPUTER = QT_TRANSLATE_NOOP(
    "ExportRow",
    "In this app on another computer: put the run in a lesson pack (File ▸ Create lesson pack…) and install "
    "it there; the run then shows in its history, ready to use.",
)


def export_uses(method: str, gguf: bool) -> str:
    """Where a run's saved model can be used, in words (``method``: a LoRA run saves an adapter or a merged
    model; ``gguf``: the run can also be written for Ollama and its kin).  The code that loads it is
    ``export_how``'s, shown once it is saved."""
    if method == "lora":
        saved = translate(
            "ExportRow",
            "Saved, the merged model is a folder that works on its own, in Python with the transformers "
            "library and in other programs that read Hugging Face model folders; the adapter alone is a few "
            "MB but needs the model it started from.",
        )
    else:
        saved = translate(
            "ExportRow",
            "Saved, it is a folder that works in Python with the transformers library and in other programs "
            "that read Hugging Face model folders.",
        )
    parts = [translate("ExportRow", ANOTHER_COMPUTER), saved]
    if gguf:
        parts.append(
            translate(
                "ExportRow",
                "For Ollama, LM Studio or llama.cpp (programs to chat with a model), save it as GGUF.",
            )
        )
    return " ".join(parts)


def model_name(ref: str) -> str:
    """The catalogue's name for a model id, or the reference as it is (a folder, a hub id)."""
    from workbench.core.models.catalogue import get_entry

    entry = get_entry(ref)
    return entry.name if entry is not None else ref


def wizard_context(title: str, state: Any) -> ExportContext:
    """``title`` with the wizard's choices (a ``WizardState``): what the run being trained learns from."""
    details = {
        "model": state.model.name if state.model is not None else model_name(state.model_id),
        "method": METHOD_NAMES.get(state.method, state.method),
        "data": state.data_name,
        "epochs": state.epochs_for() if state.dataset is not None else "",
        "learning rate": f"{state.learning_rate_for(state.method):g}" if state.dataset is not None else "",
        "batch size": state.choices.batch_size,
        "baseline": "the same model from scratch"
        if state.choices.baseline and state.method != "scratch"
        else "",
    }
    return ExportContext(title, details=details)


def result_context(title: str, result: Any) -> ExportContext:
    """``title`` with a finished run's model, method and run folder (a ``TrainResult``, or None)."""
    if result is None:
        return ExportContext(title)
    details = {
        "model": model_name(result.model),
        "method": METHOD_NAMES.get(result.method, result.method),
        "checking texts": result.metrics.examples if result.metrics is not None else "",
        "run": Path(result.run_dir).name,
    }
    return ExportContext(title, details=details)
