"""The Fine-tuning tab's named jobs: the work its pages ask for in the background, without Qt.

Each takes plain values and then ``progress`` and ``cancel``, as the TaskController calls a job
(``tasks.submit(name, job, *values)``), and imports what it needs when it runs, so the tab and the command
line reach the training package through these rather than through its modules one by one.  A job that
cannot be stopped part way ignores ``cancel``; one that can (the map of meaning, a chat answer) honours it.

- the model and method pages: ``model_overview`` (each method's memory and time for a model) and
  ``count_weights`` (the weights a method trains);
- the results page: ``open_classifier_run``, ``open_answering_run``, ``open_tagging_run`` and
  ``open_score_run`` (a run's model and what it makes of the run's check set), ``classify_text``,
  ``tag_text``, ``answer_question`` and ``score_text`` (that model on what the user types), ``meaning_map``
  (the sentence vectors before and after a run), ``before_after`` (the model a run started from and the run's
  own on one text), ``chat_reply`` (an answer of a trained chat model), ``export_model`` and ``export_gguf``
  (a run's weights written elsewhere), ``save_corrected_copy`` and ``prepare_train_again`` (a classifier's
  corrected labels), ``find_names`` (a name finder run over a file of the user's), ``read_file_columns`` and
  ``use_classifier`` (a classifier labelling a file of the user's, or tested on one).

The training page trains ``RunRequest``s with ``train_run``; the results page asks ``advice_for`` what to
suggest, ``verdict`` for its plain sentence, ``wrong_answers`` for what a classifier got wrong, and
``continue_request`` for the run that carries one on.  The data page's readers are
``data.read_for_task`` and its kin.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from workbench.core.words import translate

Progress = Any  # a callable (fraction, message), or None


@dataclass(frozen=True)
class RunRequest:
    """One run the training page trains: a label for the curves and tables, the config, and its data."""

    label: str
    config: Any  # TrainConfig (None when resuming)
    train_data: Any
    val_data: Any
    resume_dir: str | None = None  # continue this stopped run instead of starting a new one


def train_run(request: RunRequest, on_event: Any, cancel: Any) -> Any:
    """The job of one run: a new run with ``train``, or a stopped one carried on with ``resume``; its
    training events go to ``on_event``."""
    from workbench.core.training.engine.loop import train
    from workbench.core.training.runs.listing import resume

    if request.resume_dir is not None:
        return resume(Path(request.resume_dir), on_event, cancel)
    return train(request.config, request.train_data, request.val_data, on_event, cancel)


def verdict(result: Any) -> str:
    """How a run's kept model did, in one plain sentence (``runs.plain_results.verdict``; "" where its
    figures allow none)."""
    from workbench.core.training.runs.plain_results import verdict as plain_verdict

    return plain_verdict(result)


def wrong_answers(run_dir: Path, progress: Progress = None, cancel: threading.Event | None = None) -> Any:
    """The checking texts a classifier run got wrong, from the answers it kept at its end; None when it kept
    none (the page then shows the loaded model's mistakes)."""
    from workbench.core.training.runs.plain_results import wrong_answers as kept_wrong_answers

    return kept_wrong_answers(run_dir)


def gguf_refusal(run_dir: Path) -> str | None:
    """Why a run cannot be written as GGUF (None: it can), read from its records alone."""
    from workbench.core.training.runs.gguf_export import gguf_refusal as refusal

    return refusal(run_dir)


def advice_for(result: Any) -> tuple[tuple[Any, ...], int]:
    """(the advice for a finished run's ``TrainResult``, the epochs *Continue* would train): the run's own
    settings are read from its folder, and a folder moved or damaged since gives advice without them."""
    from workbench.core.errors import WorkbenchError
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.run_advice import more_epochs, run_advice

    try:
        config = RunFolder(Path(result.run_dir)).read_config()
    except WorkbenchError:
        config = None
    advice = run_advice(result, config)
    advised = next((a.epochs for a in advice if a.kind == "continue"), None)
    return advice, advised or more_epochs(result)


def continue_request(run_dir: Path, more: int) -> RunRequest:
    """The run that carries ``run_dir`` on for ``more`` epochs from its kept weights, on the same texts
    (``WorkbenchError`` in plain words when the folder no longer allows it)."""
    from workbench.core.training.config import METHOD_NAMES
    from workbench.core.training.engine.run_folder import RunFolder
    from workbench.core.training.runs.continuing import continue_config

    config = continue_config(Path(run_dir), more)
    train, validation = RunFolder(Path(run_dir)).read_data()
    return RunRequest(
        f"{METHOD_NAMES.get(config.method, config.method)}, continued", config, train, validation
    )


def model_overview(
    entry: Any,
    objective: str,
    labels: int,
    device_bytes: int | None,
    device_kind: str,
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> tuple[str, dict[str, Any]]:
    """(the model's id, what each method would need of it: ``estimates.model_overview``)."""
    from workbench.core.training.estimates import model_overview as overview

    return entry.id, overview(entry, objective, labels, device_bytes, device_kind)


def count_weights(
    entry: Any,
    objective: str,
    method: str,
    labels: int,
    freeze_layers: int | None,
    lora_r: int,
    lora_alpha: int,
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> Any:
    """The weights ``method`` trains of ``entry`` for ``objective`` (``estimates.count_for_method``)."""
    from workbench.core.training.estimates import count_for_method

    return count_for_method(
        entry,
        objective,
        method,
        labels=labels,
        freeze_layers=freeze_layers,
        lora_r=lora_r,
        lora_alpha=lora_alpha,
    )


def meaning_map(run_dir: Path, progress: Progress = None, cancel: threading.Event | None = None) -> Any:
    """The map of meaning of a run: its check texts' sentence vectors before and after training."""
    from workbench.core.training.runs.meaning_map import meaning_map as build

    return build(run_dir, None, progress, cancel)


def before_after(
    run_dir: Path, text: str, top_k: int, progress: Progress = None, cancel: threading.Event | None = None
) -> Any:
    """``text`` read by the model ``run_dir`` started from and by the run's own (its ``top_k`` answers)."""
    from workbench.core.explore.before_after import compare_before_after
    from workbench.core.training.runs.starting_point import load_run_pair

    pair = load_run_pair(run_dir, on_progress=progress)
    return compare_before_after(pair.before, pair.after, text, top_k=top_k)


def chat_reply(
    run_dir: Path,
    loaded: Any,
    conversation: list[dict[str, str]],
    max_new_tokens: int,
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> tuple[Any, str]:
    """(the chat model, its answer to ``conversation``): ``loaded`` when the model is open already, else the
    run's model opened first."""
    from workbench.core.use.chat import open_chat

    model = loaded
    if model is None:
        _report(progress, 0.0, translate("Sessions", "Loading the trained model…"))
        model = open_chat(run_dir)
    _report(progress, 0.5, translate("Sessions", "Writing an answer…"))
    return model, model.reply([conversation], max_new_tokens=max_new_tokens, cancel=cancel)[0]


def export_model(
    run_dir: Path, folder: Path, kind: str, progress: Progress = None, cancel: threading.Event | None = None
) -> Any:
    """The run's kept weights written to ``folder`` (``kind``: "model", "adapter" or "merged")."""
    from workbench.core.training.runs.export import export_model as export

    return export(run_dir, folder, merge_lora=kind == "merged")


def export_gguf(
    run_dir: Path, folder: Path, kind: str, progress: Progress = None, cancel: threading.Event | None = None
) -> Any:
    """The run's kept weights written to ``folder`` as one GGUF file of type ``kind`` (f16 or q8_0)."""
    from workbench.core.training.runs.gguf_export import export_gguf as export

    return export(run_dir, folder, kind, progress=progress)


def open_classifier_run(
    run_dir: Path, wrong_shown: int, progress: Progress = None, cancel: threading.Event | None = None
) -> tuple[Any, Any, Any]:
    """(the trained classifier, its ``wrong_shown`` surest mistakes on the check texts, the comparison with
    the run it was trained again from, None when it was not) for the results page."""
    from workbench.core.training.runs.classifier import load_trained
    from workbench.core.use.evaluate import run_review
    from workbench.core.use.train_again import compare_with_first

    _report(progress, 0.1, translate("Sessions", "Loading the trained model"))
    classifier = load_trained(run_dir)
    _report(progress, 0.5, translate("Sessions", "Looking for the surest mistakes"))
    review = run_review(classifier, run_dir, wrong_shown)
    return classifier, review, compare_with_first(run_dir, cancel)


def open_answering_run(
    run_dir: Path, progress: Progress = None, cancel: threading.Event | None = None
) -> tuple[Any, list[Any]]:
    """(the trained question answerer, its answers to the run's checking questions)."""
    from workbench.core.training.runs.answerer import load_answerer
    from workbench.core.use.answers import run_check_answers

    return _open_run(
        run_dir,
        load_answerer,
        run_check_answers,
        translate("Sessions", "Answering the checking questions"),
        progress,
    )


def open_tagging_run(
    run_dir: Path, progress: Progress = None, cancel: threading.Event | None = None
) -> tuple[Any, list[Any]]:
    """(the trained name finder, the names it finds in the run's checking sentences)."""
    from workbench.core.training.runs.tagger import load_tagger
    from workbench.core.use.names import run_check_sentences

    return _open_run(
        run_dir,
        load_tagger,
        run_check_sentences,
        translate("Sessions", "Finding the names in the checking sentences"),
        progress,
    )


def open_score_run(
    run_dir: Path, progress: Progress = None, cancel: threading.Event | None = None
) -> tuple[Any, Any]:
    """(the trained score predictor, its scores of the run's checking texts, the biggest misses first)."""
    from workbench.core.use.scores import ScoreModel, run_check_scores

    return _open_run(
        run_dir, ScoreModel, run_check_scores, translate("Sessions", "Scoring the checking texts"), progress
    )


def _open_run(
    run_dir: Path, load: Any, check: Any, checking: str, progress: Progress
) -> tuple[Any, list[Any]]:
    """(the run's model, loaded by ``load``, what ``check`` makes of the run's check set with it)."""
    _report(progress, 0.1, translate("Sessions", "Loading the trained model"))
    model = load(run_dir)
    _report(progress, 0.5, checking)
    return model, check(model, run_dir)


def find_names(
    run_dir: Path,
    tagger: Any,
    data: Path,
    out: Path,
    overwrite: bool,
    shown: int,
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> tuple[Any, Any, list[tuple[int, str, list[Any]]]]:
    """The names the run's name finder (``tagger`` when it is loaded already) finds in every text of ``data``,
    written to ``out``: (the name finder, to keep for the next file, what was written, and the first
    ``shown`` texts as (row, text, their entities))."""
    import json

    from workbench.core.training.runs.tagger import Entity, load_tagger
    from workbench.core.use import rows as row_files
    from workbench.core.use.names import find_names_in_file

    source = row_files.inspect(data)
    out = row_files.check_output(source, out, overwrite)
    tagger = tagger if tagger is not None else load_tagger(run_dir)
    result = find_names_in_file(tagger, data, out, progress, cancel, text_column=source.text_column)
    first = []
    with result.out.open(encoding="utf-8") as handle:
        for _, line in zip(range(shown), handle, strict=False):
            record = json.loads(line)
            names = [
                Entity(e["type"], e["text"], e["start"], e["end"], e["score"]) for e in record["entities"]
            ]
            first.append((record["row"], record["text"], names))
    return tagger, result, first


def classify_text(
    classifier: Any, text: str, text_b: str | None, progress: Progress = None, cancel: Any = None
) -> Any:
    """What a run's classifier (``open_classifier_run``'s) says of one typed text (or pair of texts)."""
    return classifier.predict([text], texts_b=[text_b] if text_b is not None else None)[0]


def tag_text(tagger: Any, text: str, progress: Progress = None, cancel: Any = None) -> list[Any]:
    """The names a run's name finder (``open_tagging_run``'s) finds in one typed text."""
    return tagger.find([text])[0]


def score_text(model: Any, text: str, progress: Progress = None, cancel: Any = None) -> float:
    """A run's score predictor's (``open_score_run``'s) score for one typed text."""
    return model.scores([text], batch_size=1)[0]


def answer_question(
    answerer: Any, question: str, passage: str, progress: Progress = None, cancel: Any = None
) -> Any:
    """A run's answerer's (``open_answering_run``'s) answer to one typed question about one passage."""
    return answerer.answer(question, passage)


def read_file_columns(
    path: Path, labelling: bool, pairs: bool, progress: Progress = None, cancel: threading.Event | None = None
) -> Any:
    """What *Use the model* offers of a file before it runs: to label it, its format, columns and rows
    (``use.rows.inspect``, a folder of .txt files too); to test on it, its preview with the columns of text
    and label guessed (``data.labelled.read_table_preview``)."""
    if labelling:
        from workbench.core.use.rows import inspect

        return inspect(path, pairs=pairs)
    from workbench.core.training.data.labelled import read_table_preview

    return read_table_preview(path, pairs=pairs)


def use_classifier(
    run_dir: Path,
    classifier: Any,
    labelling: bool,
    path: Path,
    out: Path | None,
    options: dict[str, Any],
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> tuple[Any, Any]:
    """(the run's classifier, ``classifier`` when it is loaded already, to keep for the next file, what it
    made of ``path``): every text labelled into ``out`` (``use.predict.label_file``) when ``labelling``,
    otherwise its labels scored against the file's own (``use.evaluate.score_file``); ``options`` are the
    columns (and for labelling whether ``out`` may be overwritten)."""
    from workbench.core.use.evaluate import score_file
    from workbench.core.use.predict import label_file, open_classifier

    classifier = classifier if classifier is not None else open_classifier(run_dir)
    if labelling:
        return classifier, label_file(classifier, path, out, progress, cancel, **options)
    return classifier, score_file(classifier, path, progress, cancel, **options)


def use_family_model(
    run_dir: Path,
    objective: str,
    labelling: bool,
    path: Path,
    out: Path | None,
    options: dict[str, Any],
    progress: Progress = None,
    cancel: threading.Event | None = None,
) -> tuple[None, Any]:
    """(None, what the run's model made of ``path``) for a family with its own use on a file
    (``TaskFamily.use``: a score predictor's): every text given its answer in a copy at ``out`` when
    ``labelling``, otherwise the model's figures against the file's own answers; ``options`` are the
    columns (and whether ``out`` may be overwritten).  The first value stands where ``use_classifier``
    keeps its loaded classifier."""
    from workbench.core.training.registry import family

    use = family(objective).use_module()
    columns = {k: v for k, v in options.items() if k in ("text_column", "overwrite")}
    if labelling:
        return None, use.predict_file(run_dir, path, out, progress, cancel, **columns)
    return None, use.evaluate_file(
        run_dir,
        path,
        progress,
        cancel,
        text_column=options.get("text_column"),
        score_column=options.get("label_column"),
    )


def save_corrected_copy(
    run_dir: Path, items: Any, progress: Progress = None, cancel: threading.Event | None = None
) -> Any:
    """The corrected copy of a run's data file and the list of corrections, written beside the file."""
    from workbench.core.use.train_again import save_corrected_copy as save

    return save(run_dir, items)


def prepare_train_again(
    run_dir: Path, items: Any, progress: Progress = None, cancel: threading.Event | None = None
) -> tuple[Any, RunRequest]:
    """(the corrected copy, saved as ``save_corrected_copy`` saves it, the run that trains ``run_dir`` again
    on it)."""
    from workbench.core.training.config import METHOD_NAMES
    from workbench.core.use.train_again import save_corrected_copy as save
    from workbench.core.use.train_again import train_again_request

    copy = save(run_dir, items)
    again = train_again_request(run_dir, copy)
    label = f"{METHOD_NAMES.get(again.config.method, again.config.method)}, trained again with corrections"
    return copy, RunRequest(label, again.config, again.train, again.validation)


def _report(progress: Progress, fraction: float, message: str) -> None:
    if progress is not None:
        progress(fraction, message)


def time_run(
    config: Any, train_data: Any, val_data: Any, progress: Progress = None, cancel: Any = None
) -> Any:
    """How fast this computer trains ``config`` (``timing.measure_speed``: a few real learning steps of the
    run's model on samples of its parts), for the settings page's estimate of the run's time."""
    from workbench.core.training.timing import measure_speed

    return measure_speed(config, train_data, val_data, progress, cancel)
