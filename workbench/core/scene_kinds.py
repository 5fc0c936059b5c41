"""The check kinds a scene may name, what each can check and its parameters; read by ``scenes`` when a scene
file is read, played by ``scene_checks``.  No Qt here."""

from __future__ import annotations

from typing import Any

NUMBER = (int, float)

# For each check kind: the tabs it can check, and its parameters -> (JSON types, values allowed or None,
# required).  ``workbench.core.scene_checks`` has one function per kind, except "training" (see there).
ParamSpec = tuple[tuple[type, ...], tuple[Any, ...] | None, bool]
_WORDS: ParamSpec = ((list,), None, True)
_WHOLE: ParamSpec = ((int,), None, True)
_SHARE: ParamSpec = (NUMBER, None, False)
_MATCH: ParamSpec = ((str,), ("all", "any", "none"), False)
_OPTIONAL_TEXT: ParamSpec = ((str,), None, False)
_OPTIONAL_LIST: ParamSpec = ((list,), None, False)
CHECK_KINDS: dict[str, tuple[tuple[str, ...], dict[str, ParamSpec]]] = {
    "fill_top": (
        ("fill",),
        {
            "view": ((str,), ("both_sides", "whole_sentence", "left_only"), True),
            "words": _WORDS,
            "within": _WHOLE,
            "match": _MATCH,
            "at_least": _SHARE,
            "at_most": _SHARE,
        },
    ),
    "masking": (
        ("fill",),
        {"rate": (NUMBER, None, True), "split": _WORDS, "tolerance": (NUMBER, None, True), "seeds": _WHOLE},
    ),
    "next_top": (
        ("next_token",),
        {"tokens": _WORDS, "within": _WHOLE, "match": _MATCH, "at_least": _SHARE, "at_most": _SHARE},
    ),
    "temperature": (("next_token",), {"effect": ((str,), ("sharper", "flatter"), True), "top": _WHOLE}),
    "cut": (("next_token",), {"kept": _WHOLE}),
    "softmax": (("next_token",), {"word": ((str,), None, True), "at_least": _SHARE, "at_most": _SHARE}),
    "beam": (("next_token",), {}),
    "surprise": (
        ("surprise",),
        {
            "side": ((str,), ("model", "compare_model"), True),
            "token": ((str,), None, True),
            "rank_at_most": ((int,), None, False),
            "at_least": _SHARE,
            "at_most": _SHARE,
        },
    ),
    "tokens": (
        ("fill", "next_token", "attention"),
        {
            "scheme": _OPTIONAL_TEXT,
            "whole": _OPTIONAL_LIST,
            "split": ((dict,), None, False),
            "first": _OPTIONAL_TEXT,
            "last": _OPTIONAL_TEXT,
            "contains": _OPTIONAL_LIST,
            "space_marks_word_start": ((bool,), None, False),
        },
    ),
    "causal_mask": (("attention",), {}),
    "attention_to": (("attention",), {"token": ((str,), None, True), "at_least": (NUMBER, None, True)}),
    "head_patterns": (
        ("attention",),
        {
            "lowest_layers": _WHOLE,
            "stripes": ((dict,), None, False),
            "diagonal_head": _OPTIONAL_LIST,
            "diagonal_at_least": _SHARE,
        },
    ),
    "logit_lens_top": (
        ("attention",),
        {"answer": ((str,), None, True), "settles_in_top": _WHOLE, "lower_half_tops": _OPTIONAL_LIST},
    ),
    "similarity_groups": (
        ("attention",),
        {"groups": _WORDS, "test": ((str,), ("separated", "extremes"), True)},
    ),
    "catalogue": (("zoo",), {"architectures": _WORDS}),
    "trainable": (
        ("train",),
        {"layers": _WHOLE, "frozen_layers": _WHOLE, "share_at_most": (NUMBER, None, True)},
    ),
    # On the method page at the scene's rank, or in the zoo's panel at the rank it counts (``rank``).
    "lora": (
        ("train", "zoo"),
        {
            "per_weight": _WHOLE,
            "weight_size": _WHOLE,
            "share_at_most": (NUMBER, None, True),
            "rank": ((int,), None, False),
        },
    ),
    # The Fill tab's padded batch (its ``batch_with``): the padding token, and the one row it fills (1-based).
    "padding": (("fill",), {"pad_token": ((str,), None, True), "padded_row": _WHOLE}),
    "lr_warning": (("train",), {"warns": ((bool,), None, True)}),
    # The course's recipe beside the app's, per task family (``course_recipes``): ``differ`` names, per
    # family, what of the app's recipe differs from the course's ("learning rate", "epochs", "method" ...).
    "recipes": (("train",), {"differ": ((dict,), None, True)}),
    "mlm_head": (("train",), {}),
    # How the data page shows the model reading each task's data (scene_checks.task_data); the item is the
    # sample's first unless named (1-based).
    "pair_segments": (
        ("train",),
        {
            "starts_with": ((str,), None, True),
            "separators": _WHOLE,
            "first_separator_segment": ((int,), (0, 1), True),
            "segment_ids": ((bool,), None, True),
            "pair": ((int,), None, False),
        },
    ),
    "tag_pieces": (
        ("train",),
        {
            "tagged": ((str,), ("first_piece", "every_piece"), True),
            "split_words_at_least": _WHOLE,
            "sentence": ((int,), None, False),
        },
    ),
    "qa_windows": (
        ("train",),
        {
            "windows_at_least": _WHOLE,
            "answer_whole_in": ((str,), ("at_least_one", "every"), False),
            "question": ((int,), None, False),
        },
    ),
    "loss_tokens": (
        ("train",),
        {
            "counted": ((str,), ("answer_and_end", "answer", "everything"), True),
            "example": ((int,), None, False),
        },
    ),
    "pretraining_cost": (
        ("zoo", "train"),
        {"model": _OPTIONAL_TEXT, "energy_kwh_at_least": (NUMBER, None, True)},
    ),
    # Needs a training run: played only by `workbench scenes check --training` (scene_checks.TRAINING_CHECKS).
    "training": (("train",), {"experiment": ((str,), None, True), "expect": ((dict,), None, False)}),
}
