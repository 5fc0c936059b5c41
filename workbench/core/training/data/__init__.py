"""The texts a run learns from: reading files (``reading``), labelled data sets (``labelled``) and their checks
and splits (``checks``), plain text for language models (``corpus``), the built-in samples (``samples``), a
config's data prepared for a run (``run_data``), and token ids in padded batches (``batching``)."""
