"""Importing torch and transformers once, safely, from whichever thread gets there first.

transformers exposes its classes through a lazy module; two threads importing from it at the same moment
can see it half-initialised ("cannot import name 'AutoConfig'").  Every background task calls
``import_ml_libraries()`` first, so the first import happens exactly once, under a lock.
"""

from __future__ import annotations

import threading

_lock = threading.Lock()
_imported = False


def import_ml_libraries() -> None:
    global _imported
    if _imported:
        return
    with _lock:
        if _imported:
            return
        import torch  # noqa: F401
        import transformers

        # Touch the lazily exported names used across the core so their submodules load here, once.
        for name in (
            "AutoConfig",
            "AutoTokenizer",
            "AutoModel",
            "AutoModelForMaskedLM",
            "AutoModelForCausalLM",
            "AutoModelForSeq2SeqLM",
            "AutoModelForSequenceClassification",
            "PreTrainedModel",
            "CONFIG_MAPPING",
        ):
            getattr(transformers, name)
        _imported = True


def import_ml_libraries_task(progress: object, cancel: object) -> None:
    """``import_ml_libraries`` as a task for the window's task controller, started once the window shows;
    an import cannot stop halfway, so it reports no steps and ignores ``cancel``."""
    import_ml_libraries()
