"""The settings page's *How long* box: the run's time on this computer, known before it starts, and runs
that fit a time.

A second after the page shows (or its model, method, batch size or text length change), a background job
times a few real learning steps of the run's own model on its own texts (``jobs.time_run``,
``core.training.timing``); the box then says how long the whole run will take and on which device, and
updates at once as the epochs change.  Three buttons offer runs that fit: *About 2 minutes*, *About 10
minutes* (as many epochs as fit) and *Best quality* (the recipe).  Leaving the page stops a timing still
going, so it never competes with the run itself.
"""

from __future__ import annotations

import functools
from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton, QVBoxLayout, QWidget

from workbench.core.errors import WorkbenchError
from workbench.core.training.timing import about, epochs_within, plan_run, speed_key
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tasks import TaskController, TaskFailure

DELAY_MS = 1000  # a page passed through quickly times nothing
FITS = (
    (QT_TRANSLATE_NOOP("RunTimeBox", "About 2 minutes"), 120.0),
    (QT_TRANSLATE_NOOP("RunTimeBox", "About 10 minutes"), 600.0),
)


def epochs_text(count: int) -> str:
    """ "1 epoch", "3 epochs": English has no translator of its own to choose the singular."""
    return (
        translate("RunTimeBox", "1 epoch")
        if count == 1
        else translate("RunTimeBox", "%n epochs", None, count)
    )


class RunTimeBox(QWidget):
    """How long the run will take (see the module doc).  ``epochs_chosen`` asks the page for a number of
    epochs that fits a time; ``best_chosen`` for the recipe's."""

    epochs_chosen = Signal(int)
    best_chosen = Signal()

    def __init__(self, tasks: TaskController, state: Any) -> None:
        super().__init__()
        self.setObjectName("runTime")
        self.tasks, self.state = tasks, state
        self.speed: Any = None
        self.timing_key: tuple[Any, ...] | None = None  # what the job in progress measures
        self.task_id: int | None = None
        self.held = (
            False  # a lecture's scene set the page up: nothing is timed (and no box shown) until released
        )
        self.text = QLabel("")
        self.text.setObjectName("runTimeText")
        self.text.setWordWrap(True)
        self.text.setTextFormat(Qt.TextFormat.RichText)
        self.busy = QProgressBar()
        self.busy.setRange(0, 0)  # moving: how long it takes is what is being found out
        self.busy.setMaximumHeight(10)
        self.busy.setTextVisible(False)
        self.busy.setVisible(False)
        self.fit_buttons = []
        buttons = QHBoxLayout()
        for label, seconds in FITS:
            button = QPushButton(translate("RunTimeBox", label))
            button.setObjectName(f"runTimeFit{round(seconds)}")
            button.setToolTip(
                translate(
                    "RunTimeBox", "As many epochs as fit in {time}: fewer learning steps than the recipe's."
                ).format(time=translate("RunTimeBox", label).lower())
            )
            button.clicked.connect(functools.partial(self._fit, seconds))
            buttons.addWidget(button)
            self.fit_buttons.append(button)
        self.best = QPushButton(translate("RunTimeBox", "Best quality (the recipe)"))
        self.best.setObjectName("runTimeBest")
        self.best.setToolTip(
            translate("RunTimeBox", "The recommended recipe for this model and data, however long it takes.")
        )
        self.best.clicked.connect(self.best_chosen)
        buttons.addWidget(self.best)
        buttons.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.text)
        layout.addWidget(self.busy)
        layout.addLayout(buttons)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self._start_timing)
        self._show()

    # --- following the page -----------------------------------------------------------------------------
    def follow(self, config: Any) -> None:
        """The page's settings changed (``config``: the run's, checked; None when they cannot run): show
        the time at once when this model was timed already, else time it shortly."""
        self.config = config
        if config is None or self.state.dataset is None:
            self.stop()
            self._show()
            return
        key = speed_key(config)
        if self.speed is not None and self.speed.key == key:
            self._show()
            return
        if self.timing_key != key and not self.held:
            self.stop()
            self.timer.start()
        self._show()

    def hold(self, on: bool) -> None:
        """While a scene shows the page (``on``), time nothing and show no box: the lecture's screens stay
        as its narration says, and its computer does not train while the lecturer speaks.  The user's own
        change of a setting, or a new run, releases it."""
        if on == self.held:
            return
        self.held = on
        if on:
            self.stop()
        self.setVisible(not on)
        if not on and getattr(self, "config", None) is not None:
            self.follow(self.config)

    def stop(self) -> None:
        """Stop a timing still waiting or going (leaving the page, or settings that changed)."""
        self.timer.stop()
        if self.task_id is not None:
            self.tasks.cancel(self.task_id)
        self.task_id, self.timing_key = None, None
        self.busy.setVisible(False)

    def hideEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        self.stop()
        self._show()
        super().hideEvent(event)

    def showEvent(self, event: Any) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        if getattr(self, "config", None) is not None:
            self.follow(self.config)

    # --- timing -------------------------------------------------------------------------------------------
    def _start_timing(self) -> None:
        from workbench.core.sessions.train.jobs import time_run

        config = getattr(self, "config", None)
        if config is None or self.held or not self.isVisible():
            return
        try:
            train, validation = self.state.split()
        except WorkbenchError:
            return  # the page says what is wrong with the data
        self.timing_key = speed_key(config)
        self.busy.setVisible(True)
        self.task_id = self.tasks.submit(
            "Timing the run",
            time_run,
            config,
            train,
            validation,
            key="run-timing",
            on_result=self._timed,
            on_error=self._not_timed,
            on_cancelled=self._show,
        )
        self._show()

    def _timed(self, speed: Any) -> None:
        self.task_id, self.timing_key = None, None
        self.busy.setVisible(False)
        self.speed = speed
        self._show()

    def _not_timed(self, failure: TaskFailure) -> None:
        self.task_id, self.timing_key = None, None
        self.busy.setVisible(False)
        self.text.setText(
            translate(
                "RunTimeBox", "<b>How long</b>: not known yet ({problem}) — the run says once it starts."
            ).format(problem=failure.message)
        )

    # --- showing ------------------------------------------------------------------------------------------
    def plan(self, epochs: int | None = None) -> Any:
        """The run's plan with this page's settings (or ``epochs``)."""
        train_units = self.state.train_examples or 0
        check_texts = round(len(self.state.dataset) * self.state.choices.val_fraction)
        return plan_run(self.config, train_units, check_texts, epochs or self.state.epochs_for())

    def estimate(self, epochs: int | None = None) -> float | None:
        """The run's seconds with this page's settings (or ``epochs``), once timed."""
        config = getattr(self, "config", None)
        if self.speed is None or config is None or self.speed.key != speed_key(config):
            return None
        return self.plan(epochs).seconds(self.speed)

    def _show(self) -> None:
        seconds = self.estimate()
        timed = seconds is not None
        for button in (*self.fit_buttons, self.best):
            button.setVisible(timed)
        if not timed:
            measuring = self.task_id is not None or self.timer.isActive()
            self.text.setText(
                translate(
                    "RunTimeBox",
                    "<b>How long</b>: timing a few real learning steps of this model on your texts, on this "
                    "computer…",
                )
                if measuring
                else translate("RunTimeBox", "<b>How long</b>: known once the settings can run.")
            )
            return
        plan = self.plan()
        line = (
            translate(
                "RunTimeBox",
                "<b>How long</b>: {time} on {device} — {steps} learning steps of about {step_time} s, and a "
                "check of {texts} texts after each of {epochs} (timed on this computer), less if it stops "
                "early.",
            )
            if self.config.early_stopping_patience
            else translate(
                "RunTimeBox",
                "<b>How long</b>: {time} on {device} — {steps} learning steps of about {step_time} s, and a "
                "check of {texts} texts after each of {epochs} (timed on this computer).",
            )
        )
        self.text.setText(
            line.format(
                time=about(seconds),
                device=self.speed.device,
                steps=number(plan.steps, ","),
                step_time=number(self.speed.step_seconds, ".2g"),
                texts=number(plan.check_texts, ","),
                epochs=epochs_text(plan.checks),
            )
        )
        recipe_epochs = self.state.recipe().epochs
        best = self.estimate(recipe_epochs) or 0.0
        self.best.setText(
            translate("RunTimeBox", "Best quality: the recipe ({time})").format(time=about(best))
        )
        for button, (label, limit) in zip(self.fit_buttons, FITS, strict=True):
            fits = self._epochs_within(limit, recipe_epochs)
            quicker = best > limit and fits < recipe_epochs
            button.setEnabled(quicker)
            shown = translate("RunTimeBox", label)
            button.setText(f"{shown} ({epochs_text(fits)})" if quicker else shown)
            button.setToolTip(
                translate(
                    "RunTimeBox",
                    "Train {epochs} instead of {recipe}: {time}, but fewer learning steps than the recipe's.",
                ).format(
                    epochs=epochs_text(fits), recipe=recipe_epochs, time=about(self.estimate(fits) or 0.0)
                )
                if quicker
                else translate("RunTimeBox", "The recipe already takes {time}.").format(time=about(best))
            )

    def _epochs_within(self, seconds: float, most: int) -> int:
        train_units = self.state.train_examples or 0
        check_texts = round(len(self.state.dataset) * self.state.choices.val_fraction)
        return epochs_within(seconds, self.config, train_units, check_texts, self.speed, most)

    def _fit(self, seconds: float) -> None:
        self.epochs_chosen.emit(self._epochs_within(seconds, self.state.recipe().epochs))
