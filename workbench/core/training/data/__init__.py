"""The texts a run learns from: reading files (``reading``), which columns hold the texts and labels
(``columns``), labelled data sets of texts or pairs of texts (``labelled``) and their checks and splits
(``checks``), plain text for language models (``corpus``), the built-in samples (``samples``), a config's data
prepared for a run (``run_data``), and token ids in padded batches (``batching``)."""
