"""Lesson packs: what a lecturer prepared on one computer, carried to computers without the model hub.

A pack is a zip file (or the same files in a folder, such as a USB stick) holding ``manifest.json`` and the
files it lists, each with its size and SHA-256:

- ``hub/models--OWNER--NAME/snapshots/COMMIT/...`` and ``refs/main``: a model from the Hugging Face cache, in
  the cache's own layout, so that installed it is found offline as if it had been downloaded;
- ``runs/NAME/...``: a training run (its settings, data, metrics, status and kept model; never its
  checkpoints, which hold pickled optimizer state);
- ``scenes/...``: scene files, and the data files their scenes read, side by side.

``create`` makes a pack (``create_pack``), ``install`` puts one in place (``install_pack``): models into the
Hugging Face cache, runs into the runs folder (the runs list), scene files and their data into a folder of
their own under the scenes folder, which the Scenes menu lists.  Both are plain functions that take
``progress(fraction, message)`` and ``cancel`` (a ``threading.Event``), like the other jobs.  ``manifest``
reads and checks the manifest and every name and file in it; ``reading`` opens a pack, zip or folder, and
refuses entries that are links or leave the pack.  The paths scene files name are rewritten by
``workbench.core.scene_refs``, which ``workbench.core.scenes`` reads them with too.

Nothing that could run code travels (pickles, program files, a model that needs its own code), and an install
either puts everything in place or nothing: every file is checked against the manifest into a staging
folder beside its target, and moved into place only when all of them checked out.
"""
