"""The Results page's "What this run cost" box: the run's time, its energy (measured by the GPU, or estimated
from the processor time, and saying which), its own peak memory, and beside them what pre-training the model
it started from took (``core.training.costs``).  The history's columns use the same short forms."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QVBoxLayout

from workbench.core.scene_recordings import recorded_fine_tune
from workbench.core.training.costs import (
    TYPICAL_FINE_TUNE,
    WATTS_PER_BUSY_CORE,
    RunCosts,
    duration_text,
    energy_how,
    energy_text,
    memory_how,
    memory_text,
    pretraining_comparison,
    scale_text,
    typical_how,
)
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

TITLE = QT_TRANSLATE_NOOP("CostsBox", "What this run cost")


def energy_header_tip() -> str:
    """The tooltip of the list of runs' energy column."""
    return translate(
        "CostsBox",
        "The energy each run used: ≈ estimated from the processor time at {watts} W per busy core, or "
        "measured by the GPU's own counter where its driver reports one.",
    ).format(watts=number(WATTS_PER_BUSY_CORE, "g"))


class CostsBox(QGroupBox):
    """A finished run's costs next to its starting model's pre-training."""

    def __init__(self) -> None:
        super().__init__(translate("CostsBox", TITLE))
        self.setObjectName("runCosts")
        self.text = QLabel("")
        self.text.setObjectName("runCostsText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)

    def show_result(self, result: Any) -> None:
        """Show ``result``'s costs (a ``TrainResult``); None hides the box."""
        self.setVisible(result is not None)
        if result is not None:
            self.text.setText(costs_html(result))


def scale_label() -> QLabel:
    """The list of runs' line for scale: what pre-training BERT base took beside a typical fine-tune."""
    typical = recorded_fine_tune() or TYPICAL_FINE_TUNE  # the lecture's recorded run, once one ships
    label = QLabel(
        translate("CostsBox", "<b>For scale</b>: {scale}").format(scale=html.escape(scale_text(typical)))
    )
    label.setObjectName("runsScale")
    label.setToolTip(typical_how(typical))
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def costs_html(result: Any) -> str:
    esc = html.escape
    costs: RunCosts | None = result.costs
    learning = duration_text(result.train_seconds)
    if costs is None:
        lines = [
            translate("CostsBox", "<b>Time</b>: {learning} of learning steps.").format(learning=learning),
            translate(
                "CostsBox",
                "Its energy and memory were not recorded: it was trained before the app kept them.",
            ),
        ]
        wh = None
    else:
        wh = costs.energy_wh
        sessions = costs.sessions
        time = (
            translate(
                "CostsBox",
                "<b>Time</b>: {time} over %n sessions ({learning} of it in learning steps).",
                None,
                sessions,
            )
            if sessions > 1
            else translate("CostsBox", "<b>Time</b>: {time} ({learning} of it in learning steps).")
        )
        lines = [
            time.format(time=duration_text(costs.seconds), learning=learning),
            translate("CostsBox", "<b>Energy</b>: {energy} — {how}.").format(
                energy=energy_text(wh), how=esc(energy_how(costs))
            ),
            translate("CostsBox", "<b>Its own peak memory</b>: {memory} — {how}.").format(
                memory=memory_text(costs.peak_memory_bytes), how=esc(memory_how(costs))
            ),
        ]
    comparison = pretraining_comparison(result.model, wh)
    beside = "<br>".join(esc(line) for line in comparison.lines)
    note = f"<br><small>{esc(comparison.note)}</small>" if comparison.note else ""
    return "<br>".join(lines) + f"<p>{beside}{note}</p>"


def history_cells(costs: RunCosts | None) -> tuple[tuple[str, str], ...]:
    """The history table's (text, tooltip) for time, energy and memory; "–" where a run has none."""
    if costs is None:
        missing = translate(
            "CostsBox", "Not recorded: this run ended before the app kept its costs (or has not ended yet)."
        )
        return (("–", missing),) * 3
    estimated = costs.energy_wh is not None and not costs.energy_measured
    energy = ("≈" if estimated else "") + energy_text(costs.energy_wh)
    return (
        (
            duration_text(costs.seconds),
            translate("CostsBox", "The whole run: loading, learning steps and checks."),
        ),
        (
            energy,
            translate("CostsBox", "{energy}: {how}.").format(
                energy=energy_text(costs.energy_wh), how=energy_how(costs)
            ),
        ),
        (
            memory_text(costs.peak_memory_bytes),
            translate("CostsBox", "The run's own peak memory: {how}.").format(how=memory_how(costs)),
        ),
    )
