"""What a run trains: the whole model, the upper layers, the head only, LoRA adapters, or a fresh copy.

A sequence classifier is a pre-trained *body* (embeddings, then a stack of transformer layers) with a small
task *head* on top (``classifier``, ``score``, ...).  The methods differ only in which numbers may change:

- ``full``: everything.
- ``frozen``: the embeddings and the bottom N layers keep their pre-trained values; the upper layers, what
  sits above them in the body (BERT's pooler, a final layer norm) and the head train.  Lower layers hold
  general features of language, upper ones more task-specific ones, so the upper ones gain most from training.
- ``head``: the whole body is frozen; only the head trains ("feature extraction").
- ``lora``: the body is frozen and small low-rank matrices are added beside its attention weights (peft);
  the head trains in full.  For a weight of shape (out, in), rank r adds r x (in + out) numbers.
- ``scratch``: the same architecture and tokenizer with random weights, everything trained: the baseline
  that shows what pre-training is worth.

Weights the checkpoint did not have (a new classification head, sometimes a pooler) start random, so they
always stay trainable, whatever the method.  The layer stack is found generically: the ``nn.ModuleList`` in
the body whose length is the config's number of layers (BART's encoder and decoder stacks count bottom-up,
encoder first).  ALBERT is the exception: its layers share one set of weights (see ``freeze_bottom_layers``).
"""

from __future__ import annotations

import contextlib
import copy
import warnings
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

from workbench.core.errors import ConfigError
from workbench.core.models.building import MODEL_BUILDING
from workbench.core.training.config import TrainConfig
from workbench.core.training.registry import family
from workbench.core.words import translate

# Attention weights LoRA adapts, per architecture (query and value projections, as in the LoRA paper).
LORA_TARGETS: dict[str, tuple[str, ...]] = {
    "bert": ("query", "value"),
    "roberta": ("query", "value"),
    "xlm-roberta": ("query", "value"),
    "camembert": ("query", "value"),
    "electra": ("query", "value"),
    "albert": ("query", "value"),
    "distilbert": ("q_lin", "v_lin"),
    "deberta-v2": ("query_proj", "value_proj"),
    "gpt2": ("c_attn",),
    "gpt_neox": ("query_key_value",),
    "llama": ("q_proj", "v_proj"),
    "mistral": ("q_proj", "v_proj"),
    "qwen2": ("q_proj", "v_proj"),
    "opt": ("q_proj", "v_proj"),
    "bart": ("q_proj", "v_proj"),
}
# GPT-2 stores its projections as Conv1D, whose weight is (in, out) rather than nn.Linear's (out, in).
FAN_IN_FAN_OUT = {"gpt2"}


@dataclass(frozen=True)
class LayerStack:
    """The transformer layers of a model's body, bottom to top."""

    modules: tuple[Any, ...]  # the layer modules (for ALBERT: the shared layer groups)
    count: int  # layers as the model runs them (ALBERT base: 12, though it stores one)
    shared: bool  # True when the layers reuse one set of weights (ALBERT)


@dataclass
class PreparedModel:
    """A model made ready for one method; ``model`` may be a peft ``PeftModel`` (LoRA)."""

    model: Any
    tokenizer: Any
    method: str
    trainable_params: int
    total_params: int
    layer_count: int
    frozen_layers: int  # bottom layers frozen ("frozen"), all of them ("head", "lora"), else 0
    notes: tuple[str, ...]


def classification_kwargs(label_names: Iterable[str]) -> dict[str, Any]:
    """What ``load_model(..., "classification", model_kwargs=...)`` needs for a classifier of these labels
    (or a tagger of these tags, "token-classification"): the label names in the config, fp32 weights (half
    precision is autocast's job), and a fresh head when the checkpoint already has one of another size."""
    id2label = dict(enumerate(label_names))
    return {
        "num_labels": len(id2label),
        "id2label": id2label,
        "label2id": {name: i for i, name in id2label.items()},
        "dtype": "float32",
        "ignore_mismatched_sizes": True,
    }


def count_parameters(model: Any) -> tuple[int, int]:
    """(trainable, total) parameters, each shared tensor counted once; equals peft's own count for LoRA."""
    trainable = total = 0
    for _, param in model.named_parameters():
        total += param.numel()
        if param.requires_grad:
            trainable += param.numel()
    return trainable, total


def body_of(model: Any) -> Any:
    """The pre-trained body (``model.bert``, ``model.transformer``, ...) of a sequence classifier."""
    prefix = getattr(model, "base_model_prefix", "")
    return getattr(model, prefix, model) if prefix else model


def head_module_names(model: Any) -> list[str]:
    """Top-level modules with weights outside the body: the classification head (e.g. "pre_classifier",
    "classifier" for DistilBERT; "score" for GPT-2 and Llama)."""
    prefix = getattr(model, "base_model_prefix", "")
    return [
        name
        for name, child in model.named_children()
        if name != prefix and next(child.parameters(), None) is not None
    ]


def find_layers(model: Any) -> LayerStack:
    """The layer stack of the body; raises ConfigError for an architecture where it cannot be found."""
    from torch import nn

    config = model.config
    expected = _layer_count(config)
    body = body_of(model)
    stacks: list[tuple[str, Any]] = []
    for name, module in body.named_modules():
        inside_chosen = any(name.startswith(chosen + ".") for chosen, _ in stacks)
        if isinstance(module, nn.ModuleList) and not inside_chosen and expected and len(module) == expected:
            stacks.append((name, module))
    if stacks:
        modules = tuple(layer for _, stack in stacks for layer in stack)
        return LayerStack(modules, len(modules), shared=False)
    groups = [
        m for n, m in body.named_modules() if n.endswith("layer_groups") and isinstance(m, nn.ModuleList)
    ]
    if groups and expected:
        return LayerStack(tuple(groups[0]), expected, shared=True)
    raise ConfigError(
        translate(
            "Training", "The workbench cannot find the layer stack of this {kind} model to freeze part of it."
        ).format(kind=config.model_type),
        translate("Training", "Train everything, the head only, or LoRA instead."),
    )


def _layer_count(config: Any) -> int:
    for key in ("num_hidden_layers", "n_layer", "n_layers", "num_layers"):
        value = getattr(config, key, None)
        if isinstance(value, int) and value > 0:
            return value
    return 0


def _set_trainable(params: Iterable[Any], trainable: bool) -> None:
    for param in params:
        param.requires_grad_(trainable)


def _embedding_params(body: Any, layer_params: set[int]) -> list[Any]:
    """Parameters of the body's embeddings: every nn.Embedding and every module named like "embed..."
    (BERT's ``embeddings`` with its LayerNorm, ALBERT's ``embedding_hidden_mapping_in``, ...)."""
    from torch import nn

    found: dict[int, Any] = {}
    for name, module in body.named_modules():
        local = name.rsplit(".", 1)[-1].lower()
        if isinstance(module, nn.Embedding) or "embed" in local:
            for param in module.parameters():
                if id(param) not in layer_params:
                    found[id(param)] = param
    return list(found.values())


def freeze_bottom_layers(model: Any, n: int) -> list[str]:
    """Freeze the embeddings and the bottom ``n`` layers; return notes for the user.

    ALBERT runs one shared layer 12 times, so "the bottom N layers" have no weights of their own: freezing
    them would freeze the weights every layer uses.  For ALBERT, 0 < N < all layers freezes the embeddings
    only (said in a note), and N = all layers freezes the shared layer too.
    """
    stack = find_layers(model)
    if n > stack.count:
        raise ConfigError(
            translate(
                "Training", "This model has {count} layers, so at most {count} can be frozen (not {n})."
            ).format(count=stack.count, n=n),
            translate("Training", "Choose a number from 0 to {count}.").format(count=stack.count),
        )
    layer_params = {id(p) for layer in stack.modules for p in layer.parameters()}
    _set_trainable(_embedding_params(body_of(model), layer_params), False)
    notes = []
    if stack.shared:
        if n >= stack.count:
            _set_trainable((p for layer in stack.modules for p in layer.parameters()), False)
            notes.append(
                translate(
                    "Training", "All {count} layers are frozen: they share one set of weights, now fixed."
                ).format(count=stack.count)
            )
        elif n > 0:
            notes.append(
                translate(
                    "Training",
                    "This model runs the same layer weights {count} times (ALBERT shares them), so freezing "
                    "the "
                    "bottom {n} would freeze every layer. Only the embeddings are frozen; choose {count} to "
                    "freeze "
                    "the shared layer too.",
                ).format(count=stack.count, n=n)
            )
    else:
        _set_trainable((p for layer in stack.modules[:n] for p in layer.parameters()), False)
        notes.append(
            translate(
                "Training",
                "The embeddings and the bottom {n} of {count} layers keep their pre-trained values.",
            ).format(n=n, count=stack.count)
        )
    return notes


def freeze_body(model: Any) -> None:
    """Freeze every weight of the body, so that only the head trains."""
    _set_trainable(body_of(model).parameters(), False)


def lora_targets(model_type: str) -> tuple[list[str], bool]:
    """(module names LoRA adapts, fan_in_fan_out) for an architecture; peft's table for ones not listed."""
    if model_type in LORA_TARGETS:
        return list(LORA_TARGETS[model_type]), model_type in FAN_IN_FAN_OUT
    from peft.utils.constants import TRANSFORMERS_MODELS_TO_LORA_TARGET_MODULES_MAPPING as PEFT_TARGETS

    targets = PEFT_TARGETS.get(model_type)
    if not isinstance(targets, list | tuple):
        raise ConfigError(
            translate(
                "Training", "The workbench does not know which weights LoRA should adapt in a {kind} model."
            ).format(kind=model_type),
            translate("Training", "Train everything, the upper layers or the head only instead."),
        )
    return list(targets), False


def add_lora(
    model: Any,
    r: int,
    alpha: float,
    dropout: float,
    keep_trainable: Iterable[str] = (),
    *,
    classifier: bool = True,
) -> Any:
    """Wrap ``model`` in a peft LoRA model.  For a classifier (of texts or of words) or a question answerer
    the head (and
    ``keep_trainable`` modules, e.g. freshly initialised ones) train in full and are saved with the adapter; a
    language model keeps its pre-trained output layer as it is (it is usually tied to the word embeddings)."""
    from peft import LoraConfig, TaskType, get_peft_model

    targets, fan_in_fan_out = lora_targets(model.config.model_type)
    heads = head_module_names(model) if classifier else []
    modules_to_save = list(dict.fromkeys([*heads, *keep_trainable])) or None
    kind = type(model).__name__
    if not classifier:
        task_type = None
    elif kind.endswith("ForQuestionAnswering"):  # peft's own answering wrapper: start and end logits
        task_type = TaskType.QUESTION_ANS
    else:
        task_type = TaskType.TOKEN_CLS if kind.endswith("ForTokenClassification") else TaskType.SEQ_CLS
    config = LoraConfig(
        task_type=task_type,
        r=r,
        lora_alpha=alpha,
        lora_dropout=dropout,
        target_modules=targets,
        fan_in_fan_out=fan_in_fan_out,
        modules_to_save=modules_to_save,
        bias="none",
    )
    with quiet_peft():
        return get_peft_model(model, config)


@contextlib.contextmanager
def quiet_peft() -> Iterator[None]:
    """peft asks transformers a question transformers 5 calls deprecated; nothing the user can act on."""
    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message=".*is_gradient_checkpointing.*", category=FutureWarning)
        yield


def scratch_copy(model: Any, seed: int) -> Any:
    """The same architecture (same class, config, labels and tokenizer) with fresh random weights."""
    import torch

    device = next(model.parameters()).device
    with MODEL_BUILDING:  # not while another thread loads a checkpoint (see building.py)
        torch.manual_seed(seed)
        fresh = type(model)._from_config(copy.deepcopy(model.config))
    return fresh.to(device=device, dtype=torch.float32)


def require_fast_tokenizer(tokenizer: Any, needs: str) -> None:
    """Refuse a tokenizer that cannot map its pieces back to the text (a "slow" one): ``needs`` says, in
    words, what the task reads from that mapping."""
    if not getattr(tokenizer, "is_fast", False):
        raise ConfigError(
            translate("Training", "This model's tokenizer cannot say {needs}.").format(needs=needs),
            translate(
                "Training",
                "Choose a model with a fast tokenizer, such as MiniLM, BERT or Workbench mini MLM.",
            ),
        )


def ensure_pad_token(model: Any, tokenizer: Any) -> str | None:
    """Batches need a padding token.  GPT-2 and Llama have none: their end-of-text token is used, and the
    model is told (``config.pad_token_id``) so that it reads each text's last real token, not a pad."""
    note = None
    if tokenizer.pad_token is None:
        filler = tokenizer.eos_token or tokenizer.unk_token
        if filler is None:
            raise ConfigError(
                translate("Training", "This model's tokenizer has no token that can pad a batch of texts.")
            )
        tokenizer.pad_token = filler
        note = translate(
            "Training",
            "The tokenizer has no padding token; “{token}” pads the batches (the attention mask hides it).",
        ).format(token=filler)
    if model.config.pad_token_id is None:
        model.config.pad_token_id = tokenizer.pad_token_id
    return note


def prepare_model(
    model: Any,
    tokenizer: Any,
    method: str,
    *,
    freeze_layers: int | None = None,
    lora_r: int = TrainConfig.lora_r,
    lora_alpha: float = TrainConfig.lora_alpha,
    lora_dropout: float = TrainConfig.lora_dropout,
    seed: int = 0,
    newly_initialised: Iterable[str] = (),
    objective: str = "classify",
) -> PreparedModel:
    """Make a freshly loaded model ready to train with ``method`` (see the module doc): a sequence
    classifier, a word tagger ("ner"), or for ``objective`` "mlm" / "clm" / "chat" / "summarize" a language
    model (its output layer counts as the head)."""
    language_model = family(objective).uses_lm_head
    notes: list[str] = []
    pad_note = ensure_pad_token(model, tokenizer)
    if pad_note:
        notes.append(pad_note)
    if method == "scratch":
        model = scratch_copy(model, seed)
        notes.append(
            translate("Training", "All weights start random: nothing learned in pre-training is used.")
        )
    new = set(newly_initialised) if method != "scratch" else set()
    layer_count, frozen = _safe_layer_count(model), 0
    if method == "frozen":
        n = max(1, layer_count // 2) if freeze_layers is None else freeze_layers
        notes += freeze_bottom_layers(model, n)
        frozen = n
    elif method in ("head", "lora"):
        freeze_body(model)
        frozen = layer_count
    elif method not in ("full", "scratch"):
        raise ConfigError(translate("Training", "The method “{method}” is not known.").format(method=method))
    kept = _keep_new_weights_trainable(model, new)
    if kept:
        notes.append(
            translate(
                "Training", "{count} weights the checkpoint lacked start random and are always trained."
            ).format(count=len(kept))
        )
    if method == "lora":
        body_prefix = getattr(model, "base_model_prefix", "")
        extra = sorted({name.rsplit(".", 1)[0] for name in kept if name.startswith(body_prefix + ".")})
        model = add_lora(
            model, lora_r, lora_alpha, lora_dropout, keep_trainable=extra, classifier=not language_model
        )
        notes.append(
            translate("Training", "LoRA rank {rank} adapters on {targets}.").format(
                rank=lora_r, targets=", ".join(lora_targets(model.config.model_type)[0])
            )
        )
    elif method == "head":
        notes.append(
            translate("Training", "The body is frozen: only the output layer learns.")
            if language_model
            else translate("Training", "The body is frozen: only the classification head learns.")
        )
    trainable, total = count_parameters(model)
    return PreparedModel(model, tokenizer, method, trainable, total, layer_count, frozen, tuple(notes))


def new_weight_names(model: Any, newly_initialised: Iterable[str], method: str) -> set[str]:
    """Names (as ``model.named_parameters`` gives them) of the trainable weights that start random: the
    ones the optimizer may give their own learning rate.  None for "scratch", where everything is new."""
    if method == "scratch":
        return set()
    new = set(newly_initialised)
    return {
        name
        for name, param in model.named_parameters()
        if param.requires_grad and (name in new or name.replace("base_model.model.", "", 1) in new)
    }


def _safe_layer_count(model: Any) -> int:
    try:
        return find_layers(model).count
    except ConfigError:
        return _layer_count(model.config)


def _keep_new_weights_trainable(model: Any, names: set[str]) -> list[str]:
    kept = []
    for name, param in model.named_parameters():
        if name in names and not param.requires_grad:
            param.requires_grad_(True)
            kept.append(name)
    return kept
