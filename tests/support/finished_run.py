"""A finished run as the results headlines read it (a TrainResult's fields), without a word of its own: the
method's name, the stop reason and the device are the core's to translate."""

from __future__ import annotations

from types import SimpleNamespace


def a_run(**changes) -> SimpleNamespace:
    """A finished run's fields, any of them changed by ``changes`` (``metrics``, ``objective``...)."""
    fields = dict(
        method="",
        model="",
        best_step=3,
        steps=4,
        stop_reason="",
        stop=None,
        train_seconds=2.0,
        device="",
        advice=(),
        metrics=None,
        before=None,
    )
    return SimpleNamespace(**{**fields, **changes})
