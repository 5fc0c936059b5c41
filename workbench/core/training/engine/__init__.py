"""One training run from start to end.

``loop`` is the way in (``train``, ``continue_run``); it hands the run to the ``Trainer`` (``trainer``), a
small coordinator whose parts share the run's state (``context``) and do one job each: ``setup`` (model,
encoded texts, optimizer from ``optimization``), ``stepping`` (the optimizer step), ``evaluation`` (scores
and the kept weights), ``saving`` (the resumable checkpoint) and ``reporting`` (the ``events`` and records).
Below them: where a run stands (``progress``), the weights on disk (``checkpoints``), the run's folder
(``run_folder``) and how its status is worked out (``run_state``), and training on several processes
(``distributed``).
"""
