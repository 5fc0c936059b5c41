"""The Fine-tuning tab's check kinds for its data page: how the model reads each task's built-in data, before
anything is trained.  Each check reads the scene's sample file and the scene's model's tokenizer as the data
page does (the data page's own readers, ``sessions.train.data``, and the same item the page shows first) and
calls the same core function the page's preview calls, so it checks what the audience sees:

- ``pair_segments`` (pairs of texts): ``batching.pair_tokens``, both texts as one input with their segments
  (the pairs the data page's reader encodes for its preview);
- ``tag_pieces`` (finding names): ``data.word_pieces``, a tag on each word's first piece and -100 on the rest;
- ``qa_windows`` (answering questions): ``data.question_windows`` at the scene's window length;
- ``loss_tokens`` (chat and summaries): the chat template's rendering that ``data.chat_tokens`` shows, with
  the ids of the tokens the loss counts.
"""

from __future__ import annotations

from typing import Any

from workbench.core.scene_checks.view import SceneView
from workbench.core.words import formatted, translate


def _tokenizer(view: SceneView) -> Any:
    """The tokenizer of the scene's model, as the data page loads it (no weights)."""
    from workbench.core.models.loading import load_tokenizer

    return load_tokenizer(view.training.model_id)


def _sample(view: SceneView) -> Any:
    from pathlib import Path

    # the scene's sample, or a data file of its own (a path, see scenes.load_deck)
    return Path(view.training.data_path or "")


def _item(spec: dict[str, Any], key: str, count: int, what: str) -> int:
    """The 0-based index of the item ``spec[key]`` names (1-based, the page shows the first), checked."""
    from workbench.core.errors import SceneFileError

    number = int(spec.get(key, 1))
    if not 1 <= number <= count:
        raise SceneFileError(
            formatted(
                translate("Scenes", "The sample has no {what} {number}: it holds {count:,}."),
                what=what,
                number=number,
                count=count,
            ),
            formatted(
                translate("Scenes", "Give “{key}” a number from 1 to {count:,}."), key=key, count=count
            ),
        )
    return number - 1


def _cut(text: str, size: int = 60) -> str:
    text = " ".join(text.split())
    return text if len(text) <= size else text[: size - 1] + "…"


# --- pairs of texts -----------------------------------------------------------------------------------------
def check_pair_segments(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """Pair ``pair`` of the sample as the model reads it for training: one sequence that starts with
    ``starts_with`` and holds ``separators`` separator tokens, one right after each text (the first text's
    tokens, a separator, the second's, a separator, nothing more); segment 0 up to the first separator and 1
    after it, the first separator itself in segment ``first_separator_segment``; and the segment ids given to
    the model (token_type_ids) or not, as ``segment_ids`` says."""
    from workbench.core.training.data.batching import pair_tokens
    from workbench.core.training.data.labelled import load_dataset

    data = load_dataset(_sample(view), pairs=True)
    index = _item(spec, "pair", len(data.texts), translate("Scenes", "pair"))
    text, text_b = data.texts[index], (data.texts_b or ())[index]
    tokenizer = _tokenizer(view)
    pair = pair_tokens(tokenizer, text, text_b, view.training.max_length)
    tokens, separator = list(pair.tokens), tokenizer.sep_token
    at = [k for k, token in enumerate(tokens) if separator is not None and token == separator]
    cut = at[0] if at else len(tokens)  # where the first text ends
    laid_out = (
        len(at) == 2
        and tokens[1 : at[0]] == tokenizer.tokenize(text)
        and tokens[at[0] + 1 : at[1]] == tokenizer.tokenize(text_b)
        and at[1] == len(tokens) - 1
    )
    split = cut + 1 if spec["first_separator_segment"] == 0 else cut
    wanted = [0] * split + [1] * (len(tokens) - split)
    holds = (
        bool(tokens)
        and tokens[0] == spec["starts_with"]
        and len(at) == spec["separators"]
        and laid_out
        and list(pair.segments) == wanted
        and pair.segment_ids == spec["segment_ids"]
    )
    runs: list[list[Any]] = []  # [segment, first token, last token, count], one per run of one segment
    for token, segment in zip(tokens, pair.segments, strict=True):
        if runs and runs[-1][0] == segment:
            runs[-1][2:] = [token, runs[-1][3] + 1]
        else:
            runs.append([segment, token, token, 1])
    parts = "; ".join(f"segment {s}: {first} … {last} ({n} tokens)" for s, first, last, n in runs)
    seps = f"{len(at)} × {separator}" if separator else "no separator token"
    order = "" if laid_out else ", not one after each text"
    given = "given to the model" if pair.segment_ids else "not given to the model (no token_type_ids)"
    return holds, (
        f"pair {index + 1} ({_cut(text, 40)} | {_cut(text_b, 40)}) as {view.training.model_id} reads it: "
        f"{len(tokens)} tokens from {tokens[0] if tokens else 'nothing'}, {seps}{order}; {parts}; "
        f"segment ids {given}"
    )


# --- finding names ------------------------------------------------------------------------------------------
def check_tag_pieces(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """Sentence ``sentence`` of the sample, cut by the model's tokenizer: its tags sit as ``tagged`` says
    ("first_piece": on each word's first piece, every other piece and the special tokens ignored;
    "every_piece": on all of a word's pieces), and at least ``split_words_at_least`` words are cut."""
    from workbench.core.sessions.train.data import IGNORED, read_tagged, word_pieces

    data = read_tagged(_sample(view)).dataset
    index = _item(spec, "sentence", len(data.words), translate("Scenes", "sentence"))
    words, tags, names = data.words[index], data.tags[index], data.label_names
    pieces = word_pieces(_tokenizer(view), words, tags, view.training.max_length)
    by_word: dict[int, list[Any]] = {}
    for piece in pieces:
        if piece.word is not None:
            by_word.setdefault(piece.word, []).append(piece)
    specials_ignored = all(p.label == IGNORED for p in pieces if p.word is None)
    if spec["tagged"] == "first_piece":
        rule = all(
            group[0].label == tags[w] and all(p.label == IGNORED for p in group[1:])
            for w, group in by_word.items()
        )
    else:
        rule = all(p.label == tags[w] for w, group in by_word.items() for p in group)
    split = [group for group in by_word.values() if len(group) > 1]
    holds = rule and specials_ignored and len(split) >= spec["split_words_at_least"]
    example = ""
    if split:
        first = split[0]
        labels = ", ".join(names[p.label] if p.label != IGNORED else "-100" for p in first)
        example = f"; e.g. {' '.join(p.text for p in first)} → {labels}"
    ignored = sum(p.label == IGNORED for p in pieces)
    return holds, (
        f"sentence {index + 1} ({_cut(' '.join(words))}): {len(pieces)} pieces for {len(words)} words, "
        f"{len(split)} word{'s' if len(split) != 1 else ''} cut into pieces{example}; {ignored} pieces "
        f"ignored (-100), [CLS] and [SEP] {'among them' if specials_ignored else 'not all of them'}"
    )


# --- answering questions ------------------------------------------------------------------------------------
def check_qa_windows(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """Question ``question`` of the sample at the scene's window length: at least ``windows_at_least``
    windows, each sharing tokens with the one before, and the answer whole (its tokens reading as the answer)
    in at least one window ("at_least_one", the default) or in every one ("every"), as ``answer_whole_in``
    says."""
    from workbench.core.sessions.train.data import question_windows, read_questions

    data = read_questions(_sample(view)).dataset
    index = _item(spec, "question", len(data.questions), translate("Scenes", "question"))
    question, context, answer = data.questions[index], data.contexts[index], data.answers[index][0]
    tokenizer = _tokenizer(view)
    length = view.training.max_length
    windows, stride = question_windows(tokenizer, question, context, answer, length)
    wanted = " ".join(answer[0].split()).lower()
    holding = []
    for n, window in enumerate(windows, start=1):
        if window.answer_tokens is not None:
            start, end = window.answer_tokens
            read = tokenizer.convert_tokens_to_string(list(window.tokens[start : end + 1]))
            if " ".join(read.split()).lower() == wanted:
                holding.append(n)
    overlap = all(w.shared_with_previous > 0 for w in windows[1:])
    whole = len(holding) == len(windows) if spec.get("answer_whole_in") == "every" else bool(holding)
    holds = len(windows) >= spec["windows_at_least"] and overlap and whole
    shared = ", ".join(str(w.shared_with_previous) for w in windows[1:]) or "none"
    where = ", ".join(map(str, holding)) or "none"
    return holds, (
        f"question {index + 1} ({_cut(question)}), answer “{answer[0]}”: {len(windows)} window"
        f"{'s' if len(windows) != 1 else ''} of at most {length} tokens overlapping by {stride}; passage "
        f"tokens shared with the window before: {shared}; the whole answer in window {where}"
    )


# --- chat and summaries -------------------------------------------------------------------------------------
def check_loss_tokens(view: SceneView, spec: dict[str, Any]) -> tuple[bool, str]:
    """Example ``example`` of the sample (a conversation, or a text and its summary) through the model's chat
    template: the loss counts what ``counted`` says: "answer_and_end" (each answer's tokens and the one
    special token that closes it, nothing else), "answer" (the answers' tokens alone) or "everything"."""
    from workbench.core.sessions.train.data import read_chat
    from workbench.core.training.objectives.chat_template import render, use_chat_template
    from workbench.core.training.registry import family

    summaries = family(view.training.objective).summaries
    data = read_chat(_sample(view), as_summaries=summaries).dataset
    index = _item(spec, "example", len(data.conversations), translate("Scenes", "example"))
    conversation = data.conversations[index]
    tokenizer = _tokenizer(view)
    use_chat_template(tokenizer)  # as the preview and training do: the plain template for a model without one
    rendered = render(tokenizer, conversation)
    runs: list[list[int]] = []  # the ids the loss counts, one list per unbroken run
    for k, (token, counted) in enumerate(zip(rendered.input_ids, rendered.counted, strict=True)):
        if counted:
            if k == 0 or not rendered.counted[k - 1]:
                runs.append([])
            runs[-1].append(token)
    answers = [m["content"] for m in conversation if m["role"] == "assistant"]
    specials = set(tokenizer.all_special_ids)
    if spec["counted"] == "everything":
        holds = all(rendered.counted)
    else:
        holds = len(runs) == len(answers)
        for run, answer in zip(runs, answers, strict=False):
            ended = len(run) > 1 and run[-1] in specials
            text = tokenizer.decode(run[:-1] if ended else run)
            holds = (
                holds and text.strip() == answer.strip() and ended == (spec["counted"] == "answer_and_end")
            )
    total, kept = len(rendered.input_ids), sum(rendered.counted)
    ends = sorted({tokenizer.convert_ids_to_tokens(run[-1]) for run in runs if run[-1] in specials})
    asked = next((m["content"] for m in conversation if m["role"] == "user"), "")
    what = (
        ("summar" + ("y" if len(answers) == 1 else "ies"))
        if summaries
        else f"answer{'s' * (len(answers) != 1)}"
    )
    return holds, (
        f"example {index + 1} ({_cut(asked)}): {total} tokens through {view.training.model_id}'s chat "
        f"template; the loss counts {kept} in {len(runs)} unbroken run{'s' if len(runs) != 1 else ''} for "
        f"{len(answers)} {what}"
        + (f", ending in {', '.join(ends)}" if ends else "")
        + f"; not the other {total - kept}"
    )
