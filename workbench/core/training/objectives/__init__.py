"""What a run learns and how it is scored: the objective a config asks for (``choice``), text classification
(``classification``), masked and next-token language models (``language``), and the scores of an evaluation
(``metrics``)."""
