"""Extractive question answering: the answer to a question is a span of a passage (SQuAD-style).

The model (any ``AutoModelForQuestionAnswering``: an encoder with a two-number head per token) scores every
token as the answer's start and as its end; the app reads the best span back from those scores itself.  The
pieces, each Qt-free and usable alone, sit in the training layers like every task's:

- ``data.qa_reading.load_qa_dataset(path) -> QADataset``: JSON Lines, JSON (also the nested official SQuAD
  file) and CSV/TSV (``context, question, answer``: the answer is found in its passage); every answer is
  checked to be the exact slice of its passage, and errors name the line or row.
- ``data.qa``: ``QADataset`` (``contexts``, ``questions``, ``answers`` as (text, start) per item, ``ids``,
  ...; ``len()``, ``select``, ``label_names == ()``), ``split_by_passage(dataset, fraction, seed)`` (no
  passage on both sides), ``to_records()`` / ``QADataset.from_records(records)`` for a run folder's
  ``data.json``, and ``estimated_windows`` (the windows counted from words, before a tokenizer loads).
- this package, the objective's side: ``features.features_for(tokenizer, dataset, max_length=, stride=) ->
  QAFeatures``: the overlapping windows of each item, with the answer's token positions in each ([CLS] where
  it is not inside) and each token's characters in the passage (None outside it); ``collate_features``
  pads a batch of windows on the right.  ``evaluation``: ``qa_loss(model, batch)`` for a training step,
  ``window_logits`` runs a model over windows, ``evaluate_qa(...)`` -> ``{"exact_match", "f1", "eval_loss",
  "examples", "windows", "predictions"}``.  ``decoding.best_span`` / ``best_spans``: the best start/end pair
  over an item's windows, as ``Span`` (text, character start and end, score, confidence).  ``metrics``:
  SQuAD's normalisation, ``exact_match``, ``token_f1`` and ``qa_scores`` (fractions 0 to 1).  ``windows``:
  one item's windows as the wizard shows them.
- ``objectives.answering``: the run's objective (loss, evaluation, the kept weights chosen by F1).
- ``runs.answerer.load_answerer(folder) -> QuestionAnswerer`` with ``answer(question, context) -> Answer``
  (text, start, end, confidence, ``parts()`` for highlighting) and ``answer_many``; ``is_answerer(folder)``.

The task family (``data.families.AnsweringFamily``) splits by passage and counts an epoch in training
windows, since one step learns from windows, not questions.  Exports are ordinary ``save_pretrained``
folders and load with ``AutoModelForQuestionAnswering``.
"""
