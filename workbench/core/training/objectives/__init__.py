"""What a run learns and how it is scored: the objective a config asks for (``choice``), text classification
(``classification``), masked and next-token language models (``language``), the scores of an evaluation
(``metrics``) and the plain advice drawn from them (``advice``)."""
