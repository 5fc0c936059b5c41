"""Fine-tuning: from the user's texts to a trained model, in layers that import only downwards.

- ``registry``: the task families, asked by everything that needs to know what one kind of run is (its
  recipe, its model, its data side, its objective) instead of branching on its name;
- ``config``, ``recipes`` (the one owner of the recipe's defaults), ``methods``, ``devices``, ``estimates``:
  what a run is asked to do, and what the wizard shows before anything trains;
- ``data/``: the texts a run learns from;
- ``objectives/``: what a run learns and how it is scored;
- ``engine/``: one run from start to end (the loop, the trainer and its parts, checkpoints, the run folder);
- ``runs/``: what is done with runs once they exist (the runs list and resuming, loading, export, the
  experiment);
- ``families/``: one folder per task family, what is that family's own; each registers itself in
  ``registry``.

Nothing here imports torch or transformers at module level: they load inside the functions that need them.
"""
