"""Step 6: training, live.  The loss and validation curves fill as the run goes, with the progress, the time
left, the speed and the memory in use; Cancel stops the run cleanly at the next step (it keeps a checkpoint
and can be resumed from the history page).  With a baseline, the same model from scratch trains right after,
and its curves are drawn over the first run's.

A demo scene that trains shows, on arrival, its recorded run (``show_recording``: the curves and the figures
of ``workbench.core.scene_recordings``), labelled with where and when it was recorded; Start training trains
live and replaces it."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import QHBoxLayout, QLabel, QProgressBar, QPushButton

from workbench.core.errors import WorkbenchError
from workbench.core.models.devices import device_words
from workbench.core.sessions.train.jobs import RunRequest
from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.costs import memory_text
from workbench.core.training.engine import events as ev
from workbench.core.training.engine.stop_reason import stop_reason_words
from workbench.core.training.registry import family
from workbench.core.words import QT_TRANSLATE_NOOP, formatted, number, translate
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.train.export_context import wizard_context
from workbench.ui.tabs.train.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, ColouredLabel, WizardPage
from workbench.ui.tabs.train.runner import RunSequence
from workbench.ui.tabs.train.wizard.sample_answers import SampleAnswers
from workbench.ui.tabs.train.wizard.training_curves import TrainingCurves

LOG_LINES = 6  # the newest lines of the run's log; the curves get the room


def recorded_run_name(label: str) -> str:
    """A recorded run's name (a way of training, or the baseline, as the recording keeps it in English) in
    the window's language."""
    return translate("TrainConfig", label)


class TrainingPage(WizardPage):
    title = QT_TRANSLATE_NOOP("TrainingPage", "6 · Training")
    intro = QT_TRANSLATE_NOOP(
        "TrainingPage", "The model learns from the training part and is checked on the part kept aside."
    )
    finished = Signal(str)  # "finished", "failed" or "cancelled": the whole sequence has ended

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        # In presentation mode the line the page always says gives its room to the run's recipe and curves.
        mark_secondary(self.intro_label)
        self.sequence = RunSequence(tasks, self)
        self.sequence.run_started.connect(self._on_run_started)
        self.sequence.event.connect(self._on_event)
        self.sequence.run_ended.connect(self._on_run_ended)
        self.sequence.ended.connect(self._on_sequence_ended)
        self.requests: list[RunRequest] = []
        self.outcome = ""  # "" until the sequence ends
        self._started: ev.Started | None = None
        self._figures: Any = None  # the run's family's own figures (registry.Figures), None for the others
        self._step_base = 0
        self.status = ColouredLabel(translate("TrainingPage", "Not started."))
        self.status.setObjectName("trainingStatus")
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.cancel_button = QPushButton(translate("TrainingPage", "Cancel training"))
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        self.start_button = QPushButton(translate("TrainingPage", "Start training"))  # over a recording: live
        self.start_button.setObjectName("startLive")
        self.start_button.setVisible(False)
        self.start_button.clicked.connect(self.start)
        self.recording: Any = None  # the scene's recording shown, until a live run starts
        top = QHBoxLayout()  # over a recording the button sits beside its label, and the progress row goes
        top.addWidget(self.status, 1)
        top.addWidget(self.start_button)
        row = QHBoxLayout()
        row.addWidget(self.progress, 1)
        row.addWidget(self.cancel_button)
        self.stats = QLabel("")
        self.stats.setObjectName("trainingStats")
        self.stats.setWordWrap(True)
        self.note = ColouredLabel()  # over a recording: what Start trains, and the settings' warning
        self.note.setObjectName("trainingNote")
        self.note.setVisible(False)
        self.curves = TrainingCurves()
        self.curves.exporter.context = lambda: wizard_context("Fine-tuning: training curves", self.state)
        self.log = ColouredLabel()
        self.log.setObjectName("trainingLog")
        self.log.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self._log_lines: list[tuple[str, str, bool]] = []  # (plain text, colour kind or "", bold)
        self.samples = SampleAnswers()  # chat and summaries: the sample prompts' answers, before and now
        self.samples.setVisible(False)
        self.body_layout.addLayout(top)
        self.body_layout.addLayout(row)
        self.body_layout.addWidget(self.note)
        self.body_layout.addWidget(self.stats)
        self.body_layout.addWidget(self.curves, 1)
        self.body_layout.addWidget(self.samples, 1)
        self.body_layout.addWidget(self.log)

    @property
    def running(self) -> bool:
        return self.sequence.running

    @property
    def results(self) -> list[Any]:
        return list(self.sequence.results)

    # --- starting and stopping --------------------------------------------------------------------------
    def start(self) -> None:
        """Split the data and start the run (and its baseline) with the wizard's choices."""
        s = self.state
        try:
            train, validation = s.split()
        except WorkbenchError as exc:  # e.g. fewer examples asked for than there are classes
            self.outcome = "failed"
            self._set_status("", f"{exc.message} {exc.hint}".strip(), ERROR_COLOUR)
            self.finished.emit("failed")
            self.completeness_changed.emit()
            return
        requests = [
            RunRequest(translate("TrainConfig", METHOD_NAMES[s.method]), s.config(), train, validation)
        ]
        if s.choices.baseline and s.method != "scratch":
            baseline = translate("TrainingPage", "From scratch (baseline)")
            requests.append(RunRequest(baseline, s.config("scratch"), train, validation))
        self.start_requests(requests, s.family.instruction)

    def start_requests(self, requests: list[RunRequest], samples: bool = False) -> None:
        """Start ``requests`` in turn (the wizard's run and baseline, or the continuation of a run)."""
        self.clear_recording()
        self.stats.setText("")
        self.curves.clear()
        self._name_curve(requests[0].config.objective)
        self.samples.clear()
        self.samples.setVisible(samples)
        self._log_lines = []
        self._show_log()
        self.outcome = ""
        self.requests = requests
        self.cancel_button.setEnabled(True)
        self._set_status(translate("TrainingPage", "Loading the model…"))
        self.progress.setValue(0)
        self.sequence.start(requests)
        self.completeness_changed.emit()

    # --- a scene's recorded run -------------------------------------------------------------------------
    def show_recording(self, recording: Any, note: str = "", warning: str = "") -> None:
        """Show ``recording`` (a ``scene_recordings.Recording``) as if it had just run: its curves, its
        figures and how each run ended, under its label; ``note`` (what Start trains) and ``warning`` (the
        settings page's, rich text) above them.  Start training replaces it with a live run."""
        self.recording = recording
        self.outcome = ""
        self.curves.clear()
        runs = recording.runs
        if runs:
            self._name_curve(runs[0].objective)
            drawn = [epoch for run in runs for _, epoch, *_ in (*run.steps, *run.evals)]
            self.curves.set_epochs(max([*drawn, *(run.epochs for run in runs)]) or 1.0)  # the whole run
        for index, run in enumerate(runs):
            self.curves.set_run(
                f"recorded-{index}",
                translate("TrainingPage", "{run} (recorded)").format(run=recorded_run_name(run.label)),
                [(epoch, loss) for _, epoch, loss in run.steps],
                [(epoch, loss, score) for _, epoch, loss, score in run.evals],
            )
        self.samples.clear()
        self.samples.setVisible(False)
        self.status.show_parts(f"<b>{html.escape(recording.label)}</b>")
        self.stats.setText(recording.line())
        parts: list = [html.escape(note)] if note else []
        if warning:
            parts += ["<br>", warning] if parts else [warning]
        self.note.show_parts(*parts)
        self.note.setVisible(bool(parts))
        self._log_lines = []  # how each run ended is in the recording's line: the curves get the room
        self._show_log()
        self.log.setVisible(False)
        self.progress.setValue(0)
        for widget, shown in ((self.start_button, True), (self.progress, False), (self.cancel_button, False)):
            widget.setVisible(shown)
        self.completeness_changed.emit()

    def _name_curve(self, objective: str) -> None:
        """The curve beside the loss: the family's own figure (a score predictor's mean error), or the share
        right that ``accuracy_title`` names for the family."""
        self._figures = family(objective).figures
        if self._figures is not None:
            self.curves.set_figures(self._figures)
        else:
            self.curves.set_accuracy_title(accuracy_title(objective))

    def clear_recording(self) -> None:
        """Forget the recording shown (a live run, or another scene, replaces it)."""
        if self.recording is None:
            return
        self.recording = None
        for widget, shown in ((self.start_button, False), (self.progress, True), (self.cancel_button, True)):
            widget.setVisible(shown)
        self.note.setVisible(False)
        self.log.setVisible(True)
        self.curves.clear()
        self.stats.setText("")
        self._log_lines = []
        self._show_log()
        self._set_status(translate("TrainingPage", "Not started."))

    @Slot()
    def cancel(self) -> None:
        if self.sequence.running:
            self.cancel_button.setEnabled(False)
            self._set_status(translate("TrainingPage", "Stopping at the next step…"))
            self.sequence.cancel()

    # --- events -----------------------------------------------------------------------------------------
    @Slot(int, str)
    def _on_run_started(self, index: int, label: str) -> None:
        self.curves.add_run(str(index), label)
        line = (
            translate("TrainingPage", "Preparing {run} ({number} of {count})…")
            if len(self.requests) > 1
            else translate("TrainingPage", "Preparing {run}…")
        )
        self._set_status(line.format(run=html.escape(label), number=index + 1, count=len(self.requests)))
        self.progress.setValue(0)

    @Slot(int, object)
    def _on_event(self, index: int, event: Any) -> None:
        key = str(index)
        if isinstance(event, ev.Started):
            self._started, self._step_base = event, event.start_step
            self.curves.set_epochs(event.epochs)
            line = translate(
                "TrainingPage",
                "Training <b>{model}</b> · {method} on {device} ({precision}): {trainable} of {total} "
                "weights learn; {train} training and {check} checking examples, {steps} steps.",
            )
            self._set_status(
                line.format(
                    model=html.escape(event.model_name),
                    method=html.escape(translate("TrainConfig", METHOD_NAMES[event.method])),
                    device=html.escape(device_words(event.device)),
                    precision=event.precision,
                    trainable=number(event.trainable_params, ","),
                    total=number(event.total_params, ","),
                    train=number(event.train_examples, ","),
                    check=number(event.val_examples, ","),
                    steps=number(event.total_steps, ","),
                )
            )
            for note in event.notes:
                self._add_log(note)
        elif isinstance(event, ev.Step):
            self.curves.add_step(key, event.epoch, event.loss)
            self.progress.setValue(int(1000 * event.step / max(event.total_steps, 1)))
            self.stats.setText(step_line(event, self._started, self._step_base))
        elif isinstance(event, ev.Evaluation):
            m = event.metrics
            if getattr(m, "samples", ()) and index == 0:  # a chat run's answers to its sample prompts
                before = event.step == 0 and not event.final
                end = translate("TrainingPage", "At the end") if event.final else ""
                self.samples.show_check(event.step, m.samples, before, end)
            figures = self._figures
            if event.step == 0 and not event.final:
                self.curves.add_evaluation(key, 0.0, m.loss, curve_score(m, figures))
                line = translate("TrainingPage", "Before training: {figures}.")
                self._add_log(line.format(figures=metrics_line(m, figures)))
            elif not event.final:
                self.curves.add_evaluation(key, m.epoch, m.loss, curve_score(m, figures))
                line = (
                    translate(
                        "TrainingPage", "Check at step {step} (epoch {epoch}): {figures} — best so far."
                    )
                    if event.is_best
                    else translate("TrainingPage", "Check at step {step} (epoch {epoch}): {figures}.")
                )
                self._add_log(
                    line.format(
                        step=event.step, epoch=number(m.epoch, ".2f"), figures=metrics_line(m, figures)
                    )
                )
        elif isinstance(event, ev.BatchReduced):
            self._add_log(event.message, WARNING_COLOUR)
        elif isinstance(event, ev.Failed):
            self._add_log(f"{event.message} {event.hint}".strip(), ERROR_COLOUR, bold=True)
        elif isinstance(event, ev.Cancelled):
            line = translate("TrainingPage", "Cancelled at step {step}. {message}")
            self._add_log(line.format(step=event.step, message=event.message), WARNING_COLOUR)
        elif isinstance(event, ev.Finished):
            reason = stop_reason_words(event.result.stop, event.result.stop_reason)
            line = translate("TrainingPage", "Finished: {reason}.").format(reason=reason)
            self._add_log(line, OK_COLOUR, bold=True)

    @Slot(int, str)
    def _on_run_ended(self, index: int, status: str) -> None:
        failure = self.sequence.run.failure
        if status == "failed" and failure is not None:
            self._add_log(failure.text(), ERROR_COLOUR, bold=True)

    @Slot(str)
    def _on_sequence_ended(self, status: str) -> None:
        self.outcome = status
        self.cancel_button.setEnabled(False)
        results = [r for r in self.sequence.results if r is not None]
        if status == "finished":
            self.progress.setValue(1000)
            main = results[0]
            self._set_status(
                html.escape(summary_line(main)), translate("TrainingPage", "Finished. "), OK_COLOUR
            )
        elif status == "cancelled":
            self._set_status(
                translate(
                    "TrainingPage",
                    "The run kept a checkpoint: resume it from “Experiments and history”, or go back and "
                    "change the settings.",
                ),
                translate("TrainingPage", "Cancelled. "),
                WARNING_COLOUR,
            )
        else:
            failure = self.sequence.run.failure
            result = results[-1] if results else None
            failed = translate("TrainingPage", "The run failed.")
            message = failure.text() if failure else (result.message if result else failed)
            self._set_status(
                html.escape(message), translate("TrainingPage", "Training stopped. "), ERROR_COLOUR
            )
        self.finished.emit(status)
        self.completeness_changed.emit()

    def _set_status(self, rest: str, lead: str = "", kind: str = "") -> None:
        """The status line: ``lead`` in bold in the colour of ``kind``, then ``rest`` (rich text)."""
        self.status.show_parts(*([(lead, kind, True)] if lead else []), rest)

    def _add_log(self, text: str, kind: str = "", bold: bool = False) -> None:
        """A line of the run's log (plain text), in the colour of ``kind`` if one is given."""
        self._log_lines = (self._log_lines + [(text, kind, bold)])[-LOG_LINES:]
        self._show_log()

    def _show_log(self) -> None:
        parts: list = []
        for text, kind, bold in self._log_lines:
            parts += ["<br>"] if parts else []
            parts.append((text, kind, bold) if kind else html.escape(text))
        self.log.show_parts(*parts)

    # --- the wizard's question --------------------------------------------------------------------------
    def next_label(self) -> str:
        return translate("TrainingPage", "See the results ›")

    def blocker(self) -> str:
        if self.sequence.running:
            return translate("TrainingPage", "Training… the window stays usable; Cancel stops the run.")
        if self.outcome == "finished":
            return ""
        if self.outcome:
            return translate(
                "TrainingPage", "The run did not finish: go back to change the settings and start again."
            )
        if self.recording is not None:
            return translate("TrainingPage", "This is a recorded run: Start training trains it live.")
        return translate("TrainingPage", "Training has not started.")


def accuracy_title(objective: str) -> str:
    """The title of the curve beside the loss for a family whose figures the window names (its
    ``FamilyWords.curve_title``)."""
    return translate("FamilyWords", family(objective).words.curve_title)


def curve_score(m: Any, figures: Any = None) -> float:
    """The score a check adds to the curves: a family's own figure when it names its figures (``figures``,
    its ``registry.Figures``: a score predictor's mean error), entity F1 for a name finder (its word accuracy
    is high even when it finds no name), F1 for a question answerer (it moves before exact answers do),
    ROUGE-L for summaries, accuracy otherwise."""
    if figures is not None:
        return float(getattr(m, figures.curve))
    if hasattr(m, "exact_match"):
        return float(m.f1)
    if getattr(m, "rouge_l", None) is not None:
        return float(m.rouge_l)
    return float(getattr(m, "entity_f1", m.accuracy))


def metrics_line(m: Any, figures: Any = None) -> str:
    """One check's figures in a line; a family with its own figures (``figures``) words them itself."""
    if figures is not None:
        return formatted(translate("Figures", figures.line), **m.to_dict())
    loss = number(m.loss, ".3f")
    if hasattr(m, "exact_match"):
        return translate("TrainingPage", "loss {loss}, F1 {f1}, exact match {exact}").format(
            loss=loss, f1=number(m.f1, ".1%"), exact=number(m.exact_match, ".1%")
        )
    if hasattr(m, "entity_f1"):
        line = translate(
            "TrainingPage", "loss {loss}, entity F1 {f1} (precision {precision}, recall {recall})"
        )
        return line.format(
            loss=loss,
            f1=number(m.entity_f1, ".3f"),
            precision=number(m.entity_precision, ".3f"),
            recall=number(m.entity_recall, ".3f"),
        )
    if hasattr(m, "samples"):  # chat and summaries: the loss over the answers' tokens
        line = (
            translate(
                "TrainingPage",
                "loss {loss}, perplexity {perplexity}, answer words guessed {accuracy}, ROUGE-L {rouge}",
            )
            if m.rouge_l is not None
            else translate(
                "TrainingPage", "loss {loss}, perplexity {perplexity}, answer words guessed {accuracy}"
            )
        )
        rouge = number(m.rouge_l, ".3f") if m.rouge_l is not None else ""
        return line.format(
            loss=loss, perplexity=number(m.perplexity, ".1f"), accuracy=number(m.accuracy, ".1%"), rouge=rouge
        )
    if hasattr(m, "perplexity"):
        line = translate(
            "TrainingPage", "loss {loss}, perplexity {perplexity}, accuracy {accuracy}, top-5 {top5}"
        )
        return line.format(
            loss=loss,
            perplexity=number(m.perplexity, ".1f"),
            accuracy=number(m.accuracy, ".1%"),
            top5=number(m.top5_accuracy, ".1%"),
        )
    return translate("TrainingPage", "loss {loss}, accuracy {accuracy}, macro-F1 {f1}").format(
        loss=loss, accuracy=number(m.accuracy, ".1%"), f1=number(m.macro_f1, ".3f")
    )


def summary_line(result: Any) -> str:
    m = result.metrics
    scores = (
        metrics_line(m, family(result.objective).figures)
        if m is not None
        else translate("TrainingPage", "no check finished")
    )
    return translate("TrainingPage", "{figures} ({reason}; {seconds} s, {speed} texts/s).").format(
        figures=scores,
        reason=stop_reason_words(result.stop, result.stop_reason),
        seconds=number(result.train_seconds, ".0f"),
        speed=number(result.samples_per_second, ".1f"),
    )


def step_line(step: ev.Step, started: ev.Started | None, base: int) -> str:
    """The training page's live figures: the step, the epoch, the loss, the speed, the time left, the memory
    in use and the learning rate, in a line."""
    done = step.step - base
    left = step.total_steps - step.step
    seconds_left = step.elapsed_seconds / done * left if done > 0 else 0.0
    line = (
        translate(
            "TrainingPage",
            "Step {step} of {steps} · epoch {epoch} · loss {loss} · {speed} texts/s · about {left} left · "
            "GPU memory {memory} · learning rate {rate}",
        )
        if started is not None and started.device_kind == "cuda"
        else translate(
            "TrainingPage",
            "Step {step} of {steps} · epoch {epoch} · loss {loss} · {speed} texts/s · about {left} left · "
            "memory {memory} · learning rate {rate}",
        )
    )
    return line.format(
        step=number(step.step, ","),
        steps=number(step.total_steps, ","),
        epoch=number(step.epoch, ".2f"),
        loss=number(step.loss, ".3f"),
        speed=number(step.samples_per_second, ".1f"),
        left=duration(seconds_left),
        memory=memory_text(step.memory_bytes),
        rate=number(step.learning_rate, ".2g"),
    )


def duration(seconds: float) -> str:
    seconds = max(0, round(seconds))
    if seconds < 60:
        return f"{seconds} s"
    minutes, seconds = divmod(seconds, 60)
    if minutes < 60:
        return f"{minutes} min {seconds:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"
