"""One training run from start to end: the way in (``loop``), the ``Trainer`` that runs the steps, the
optimizer and schedule (``optimization``), where the run stands (``progress``), saving and restoring weights
(``checkpoints``), the events it sends (``events``), how its status is decided (``run_state``) and training on
several processes (``distributed``)."""
