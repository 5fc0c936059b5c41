"""Extractive question answering: the answer to a question is a span of a passage (SQuAD-style).

The model (any ``AutoModelForQuestionAnswering``: an encoder with a two-number head per token) scores every
token as the answer's start and as its end; the app reads the best span back from those scores itself.  The
pieces, each Qt-free and usable alone:

- ``reading.load_qa_dataset(path) -> QADataset``: JSON Lines, JSON (also the nested official SQuAD file) and
  CSV/TSV (``context, question, answer``: the answer is found in its passage); every answer is checked to be
  the exact slice of its passage, and errors name the line or row.
- ``data``: ``QADataset`` (``contexts``, ``questions``, ``answers`` as (text, start) per item, ``ids``, ...;
  ``len()``, ``select``, ``label_names == ()``), ``split_by_passage(dataset, fraction, seed)`` (no passage on
  both sides), and ``to_records()`` / ``QADataset.from_records(records)`` for a run folder's ``data.json``.
- ``features``: ``features_for(tokenizer, dataset, max_length=, stride=) -> QAFeatures``: the overlapping
  windows of each item, with the answer's token positions in each ([CLS] where it is not inside) and each
  token's characters in the passage (None outside it); ``collate_features(features, indexes, pad_id,
  device)`` pads a batch of windows on the right.
- ``evaluation``: ``qa_loss(model, batch)`` for a training step; ``window_logits`` runs a model over
  windows; ``evaluate_qa(model, tokenizer, dataset, features=..., batch_size=, device=, autocast=,
  check_cancel=)`` -> ``{"exact_match", "f1", "eval_loss", "examples", "windows", "predictions"}``.
- ``decoding.best_span`` / ``best_spans``: the best start/end pair over an item's windows, as ``Span`` (text,
  character start and end, score, confidence); evaluation and answering both use it.
- ``metrics``: SQuAD's normalisation, ``exact_match``, ``token_f1`` and ``qa_scores`` (fractions 0 to 1).
- ``answerer.load_answerer(folder) -> QuestionAnswerer`` with ``answer(question, context) -> Answer``
  (text, start, end, confidence, ``parts()`` for highlighting) and ``answer_many``; ``is_answerer(folder)``.

Wiring it into the trainer (a task family with objective "qa", see the engine's family seam): ``load`` reads
with ``load_qa_dataset`` and splits with ``split_by_passage``; ``units`` is the number of training windows
(``len(features_for(...))``), as one step learns from windows, not questions; ``stored``/``restored`` use
``to_records``/``from_records``.  The objective's ``model_kwargs`` loads with ``load_model(ref,
"question-answering", model_kwargs={"dtype": "float32"})`` (a fresh ``qa_outputs`` head is expected);
``encode`` builds the features once for each part (training features with answers; the checking part keeps
its dataset next to its features, as ``evaluate_qa`` needs the passages and accepted answers); ``loss`` is
``qa_loss(model, collate_features(train_features, chunk, pad_id, device))``; ``evaluate`` calls
``evaluate_qa(..., features=check_features, autocast=autocast, check_cancel=check_cancel)`` and turns its
dict into the run's metrics (F1 as the score the kept weights are chosen by, ``eval_loss`` as the loss);
``saved_info`` should add ``{"max_length", "stride"}`` so ``load_answerer`` windows the same way.  Exports
are ordinary ``save_pretrained`` folders and load with ``AutoModelForQuestionAnswering``.  The lecture's
recipe for this task is 3e-5 and 2 epochs.
"""
