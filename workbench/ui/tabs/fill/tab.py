"""Fill-in-the-blank tab: what fits the blank, and why seeing both sides of it matters.

Three views of the same blank, side by side (the lecture's key contrast):
(a) a masked language model that reads both sides of the blank,
(b) a left-to-right model scoring each candidate word with the whole sentence,
(c) the left-to-right model seeing only the words before the blank.
Below them, the masking simulator shows how BERT-style pre-training hides 15% of the tokens, once and as a
tally over many draws.
"""

from __future__ import annotations

import html
from dataclasses import replace

from PySide6.QtCore import QEvent, Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QLabel,
    QLineEdit,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from workbench.core.explore.context import VIEW_TOP
from workbench.core.sessions.fill import (
    SIMULATOR_MODEL,
    FillModels,
    FillSession,
    FillViews,
    batch_view,
    fill_views,
    masking_tally_view,
    masking_view,
    token_view,
)
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.base import Shortcut
from workbench.ui.tabs.fill.masking_simulator import MaskingSimulator
from workbench.ui.tabs.fill.padded_batch import PaddedBatchDialog, PaddedBatchView
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.model_picker import ModelPicker
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext
from workbench.ui.widgets.token_strip import TokenStrip

DEBOUNCE_MS = 300
VIEWS = (
    (
        "both",
        QT_TRANSLATE_NOOP("FillTab", "(a) Both sides — masked model"),
        QT_TRANSLATE_NOOP("FillTab", "Reads the whole sentence, left and right of the blank."),
    ),
    (
        "whole",
        QT_TRANSLATE_NOOP("FillTab", "(b) Whole sentence — left-to-right model"),
        QT_TRANSLATE_NOOP("FillTab", "Scores each candidate by how likely the full sentence is."),
    ),
    (
        "left",
        QT_TRANSLATE_NOOP("FillTab", "(c) Words before only — left-to-right model"),
        QT_TRANSLATE_NOOP("FillTab", "Sees only the words before the blank, as when writing."),
    ),
)


class FillTab(QWidget):
    title, scene_key = FillSession.title, FillSession.scene_key
    shortcuts: tuple[Shortcut, ...] = ()
    help: HelpTexts = {
        "text": (
            QT_TRANSLATE_NOOP("Help", "Type a sentence with a blank: ___ or [MASK]. Enter predicts at once."),
            QT_TRANSLATE_NOOP(
                "Help",
                "The sentence to complete. Mark the missing word with ___ or [MASK]; the models guess it.",
            ),
        ),
        "seed": (
            QT_TRANSLATE_NOOP(
                "Help", "The random seed of the masking simulator: change it to hide other words."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is a seed? The starting number of the random draw; the same seed hides the same "
                "words again, so a lesson can be repeated exactly.",
            ),
        ),
        "resample": (
            QT_TRANSLATE_NOOP("Help", "Hide a different random 15% of the words (next seed)."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Draws the masking again: 15% of tokens are chosen; 80% of those become [MASK], 10% a "
                "random token and 10% stay as they were.",
            ),
        ),
    }

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("fillTab")
        self.tasks = tasks
        self.models = models
        self.session = FillSession()
        self.loaded = FillModels(masked=None, causal=None)
        self.simulator_model = None  # the loaded SIMULATOR_MODEL, whose tokenizer the simulator uses
        self.views: FillViews | None = None
        self.failure_text = ""  # what the last query's error said ("" after an answer)
        self._asked = self._shown = 0  # queries asked, and the latest whose answer is on screen
        self._started = False
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.query)
        self._debounce.timeout.connect(self.simulate)

        self.masked_picker = ModelPicker(
            tasks,
            models,
            lambda e: "fill-mask" in e.tasks,
            "masked-lm",
            self.session.masked_model,
            label=translate("FillTab", "Masked model:"),
        )
        self.causal_picker = ModelPicker(
            tasks,
            models,
            lambda e: e.architecture == "decoder",
            "causal-lm",
            self.session.causal_model,
            label=translate("FillTab", "Left-to-right model:"),
        )
        self.masked_picker.model_ready.connect(self._on_masked_ready)
        self.masked_picker.unavailable.connect(self.query)  # no masked model coming: the other views alone
        self.causal_picker.model_ready.connect(self._on_causal_ready)
        self.masked_picker.choice_changed.connect(lambda ref: self._edit(masked_model=ref))
        self.causal_picker.choice_changed.connect(lambda ref: self._edit(causal_model=ref))
        pickers = QVBoxLayout()
        pickers.addWidget(self.masked_picker, 1)
        pickers.addWidget(self.causal_picker, 1)

        self.text = QLineEdit(self.session.text)
        self.text.setObjectName("fillText")
        self.text.setPlaceholderText(translate("FillTab", "A sentence with a blank: ___ or [MASK]"))
        self.text.textChanged.connect(self._on_text_changed)
        self.tokens = TokenStrip(clickable=True)
        self.tokens.setToolTip(translate("FillTab", "Click a word to turn it into the blank."))
        self.tokens.piece_clicked.connect(self.blank_word)
        self.tokens.batch_action.setVisible(True)  # right-click: the sentence in a padded batch
        self.tokens.batch_requested.connect(self.open_batch)
        self.batch_dialog: PaddedBatchDialog | None = None
        # The same batch under the strip, when a scene names the second sentence (session.batch_with).
        self.batch_panel = PaddedBatchView(self.tokens, self._ask_panel_batch)
        self.batch_panel.setVisible(False)
        self.message = QLabel("")
        self.message.setObjectName("fillMessage")
        self.message.setWordWrap(True)

        grid = QGridLayout()
        self.view_bars: dict[str, ProbabilityBars] = {}
        self.view_notes: dict[str, QLabel] = {}
        for column, (key, title, tip) in enumerate(VIEWS):
            title, tip = translate("FillTab", title), translate("FillTab", tip)
            header = QLabel(f"<b>{html.escape(title)}</b>")
            header.setWordWrap(True)
            header.setToolTip(tip)
            bars = ProbabilityBars()
            bars.setMinimumHeight(220)
            bars.exporter.context = lambda key=key, title=title: self._export_context(key, title)
            note = mark_secondary(QLabel(tip))  # hidden while presenting
            note.setWordWrap(True)
            grid.addWidget(header, 0, column)
            grid.addWidget(bars, 1, column)
            grid.addWidget(note, 2, column)
            self.view_bars[key], self.view_notes[key] = bars, note
        self.joint = QLabel("")
        self.joint.setWordWrap(True)

        self.simulator = MaskingSimulator(self.session.seed)
        self.seed, self.resample, self.masking = (
            self.simulator.seed,
            self.simulator.resample,
            self.simulator.picture,
        )
        self.seed.valueChanged.connect(self._on_seed_changed)
        self._pointing_at_simulator = False  # a scene about masking keeps the simulator in view

        content = QWidget()
        layout = QVBoxLayout(content)
        layout.addLayout(pickers)
        layout.addWidget(self.text)
        layout.addWidget(self.tokens)
        layout.addWidget(self.batch_panel)
        layout.addWidget(self.message)
        layout.addLayout(grid, 1)
        layout.addWidget(self.joint)
        layout.addWidget(self.simulator)
        scroll = self.scroll = (
            QScrollArea()
        )  # at projector zoom the tab scrolls instead of squeezing its charts
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(content)
        content.installEventFilter(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(scroll)

    # --- the session, edited from the widgets ------------------------------------------------------------
    def _edit(self, **changes) -> None:
        self.session = replace(self.session, **changes)

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        self._edit(text=text)
        self._debounce.start()

    @Slot(int)
    def _on_seed_changed(self, seed: int) -> None:
        self._edit(seed=seed)
        self.simulate()

    # --- models ------------------------------------------------------------------------------------------
    def start(self) -> None:
        """Called when the tab is first shown: find and load the models (later calls do nothing)."""
        if not self._started:
            self._started = True
            self.masked_picker.refresh()
            self.causal_picker.refresh()
            self.models.load(
                SIMULATOR_MODEL,
                on_ready=self._on_simulator_ready,
                on_failed=lambda failure: self.simulator.show_problem(failure.text()),
            )

    @Slot(object)
    def _on_masked_ready(self, loaded) -> None:
        if loaded is self.loaded.masked:  # the same model again (another tab loaded it): nothing new to show
            return
        self.loaded = replace(self.loaded, masked=loaded)
        self.query()

    @Slot(object)
    def _on_causal_ready(self, loaded) -> None:
        if loaded is self.loaded.causal:
            return
        self.loaded = replace(self.loaded, causal=loaded)
        self.query()

    def _on_simulator_ready(self, loaded) -> None:
        self.simulator_model = loaded
        self.simulate()

    def run(self) -> None:
        """Run now instead of after the typing pause: the views and the simulator."""
        self.query()
        self.simulate()

    # --- queries -----------------------------------------------------------------------------------------
    def query(self) -> None:
        if self.loaded.masked is None and (self.loaded.causal is None or self.masked_picker.expecting()):
            # The masked model's view comes first: it is the quick one, and the whole-sentence
            # view needs it too.
            self.message.setText(
                translate(
                    "FillTab", "The models are still loading; the views appear as soon as one is ready."
                )
            )
            return
        if self.views is None and self.loaded.masked is not None and self.loaded.causal is not None:
            self._ask(FillModels(self.loaded.masked, None))  # nothing on screen yet: the quick view first
        self._ask(self.loaded)

    def _ask(self, models: FillModels) -> None:
        """The views from ``models``.  The masked model's quick view has a key of its own, so the full views
        asked for a moment later do not drop it; an answer older than the one on screen is not shown."""
        self._asked += 1
        asked, key = self._asked, "fill" if models.causal is not None else "fill-masked"
        self.tasks.submit(
            "Filling the blank",
            fill_views,
            self.session,
            models,
            key=key,
            on_result=lambda views: self._show(views, asked),
            on_error=self._show_error,
        )

    def _show(self, views: FillViews, asked: int = 0) -> None:
        if asked < self._shown:
            return
        self._shown = asked
        self.views, self.failure_text = views, ""
        self.tokens.show_tokens(views.tokens)
        if self.session.batch_with:  # the batch of this text, now that its models have read it
            self._ask_panel_batch(self.batch_panel.other.text())
        warnings = list(views.filled.warnings) if views.filled else []
        comparison = views.comparison
        if comparison is None and views.both_sides is not None:  # the left-to-right model is still loading
            self._show_words("both", views.both_sides, "")
            for key in ("whole", "left"):
                self.view_bars[key].clear()
                self.view_notes[key].setText(
                    translate("FillTab", "The left-to-right model is still loading; this view follows.")
                )
            self.joint.setText("")
        elif comparison is None:  # several blanks: the masked model's view of each, and the joint fill
            for key in ("whole", "left"):
                self.view_bars[key].clear()
                self.view_notes[key].setText(
                    translate("FillTab", "The comparison needs a sentence with exactly one blank.")
                )
            first = views.filled.blanks[0].predictions
            self.view_bars["both"].set_bars([p.token for p in first], [p.probability for p in first])
            self.joint.setText(self._joint_text())
        else:
            self._show_words("both", comparison.both_sides, comparison.message)
            whole = comparison.whole_sentence[:VIEW_TOP]
            self.view_bars["whole"].set_bars([c.word for c in whole], [c.probability for c in whole])
            self.view_notes["whole"].setText(comparison.notes[1] if len(comparison.notes) > 1 else "")
            self._show_words("left", comparison.left_only, "")
            self.joint.setText("")
        self.message.setText(" ".join(warnings))

    def _show_words(self, key: str, words, missing: str) -> None:
        if words is None:
            self.view_bars[key].clear()
            self.view_notes[key].setText(missing)
            return
        self.view_bars[key].set_bars([w.word for w in words], [w.probability for w in words])
        self.view_notes[key].setText(translate("FillTab", dict((k, tip) for k, _t, tip in VIEWS)[key]))

    def _export_context(self, key: str, title: str) -> ExportContext:
        """What a view's picture and CSV are of: the view, the sentence and the model that filled it."""
        model = self.loaded.masked if key == "both" else self.loaded.causal
        return ExportContext(
            f"Fill in the blank: {title}", self.text.text(), details={"model": model.name if model else ""}
        )

    def _joint_text(self) -> str:
        result = self.views.filled
        if not result.joint:
            return ""
        lines = [f"{html.escape(j.text)} — {number(j.probability, '.1%')}" for j in result.joint]
        heading = translate("FillTab", "<b>Filled jointly</b> ({method}):").format(
            method=html.escape(result.joint_method)
        )
        return heading + "<br>" + "<br>".join(lines)

    def _show_error(self, failure: TaskFailure) -> None:
        for key in self.view_bars:
            self.view_bars[key].clear()
        self.joint.setText("")
        self.failure_text = failure.text()
        self.message.setText(self.failure_text)
        if failure.expected and (
            self.loaded.masked or self.loaded.causal
        ):  # e.g. no blank: the strip follows
            self.tasks.submit(
                "Cutting into tokens",
                token_view,
                self.session,
                self.loaded,
                key="fill-tokens",
                on_result=self.tokens.show_tokens,
            )

    @Slot(int)
    def blank_word(self, index: int) -> None:
        """Replace the clicked word (all of its pieces) with a blank."""
        piece = next((p for p in self.tokens.pieces if p.index == index), None)
        if piece is None or piece.span is None:
            return
        same_word = [p.span for p in self.tokens.pieces if p.word_index == piece.word_index and p.span]
        start, end = min(s for s, _ in same_word), max(e for _, e in same_word)
        text = self.text.text()
        while start < end and text[start].isspace():  # byte-level pieces carry the space before the word
            start += 1
        self.text.setText(text[:start] + "___" + text[end:])

    # --- a padded batch -----------------------------------------------------------------------------------
    @Slot()
    def open_batch(self) -> None:
        """The sentence and another as one batch, with [PAD] and the attention mask (the strip's menu)."""
        if self.loaded.masked is None and self.loaded.causal is None:
            return
        if self.batch_dialog is None:
            self.batch_dialog = PaddedBatchDialog(self, self.tokens, self._ask_batch)
        self.batch_dialog.show()
        self._ask_batch(self.batch_dialog.other.text())

    def _ask_panel_batch(self, other: str) -> None:
        if self.loaded.masked is None and self.loaded.causal is None:
            return  # asked again when the models have read the text
        self._edit(batch_with=other)
        self.tasks.submit(
            "Padding a batch",
            batch_view,
            self.session,
            self.loaded,
            other,
            key="fill-batch-panel",
            on_result=self.batch_panel.show_batch,
            on_error=lambda failure: self.batch_panel.show_problem(failure.text()),
        )

    def _ask_batch(self, other: str) -> None:
        dialog = self.batch_dialog
        self.tasks.submit(
            "Padding a batch",
            batch_view,
            self.session,
            self.loaded,
            other,
            key="fill-batch",
            on_result=dialog.show_batch,
            on_error=lambda failure: dialog.show_problem(failure.text()),
        )

    # --- masking simulator -------------------------------------------------------------------------------
    def simulate(self) -> None:
        """Draw the masking simulator's picture (once its tokenizer's model has loaded)."""
        if self.simulator_model is None:
            return
        self.tasks.submit(
            "Masking",
            masking_view,
            self.session,
            self.simulator_model,
            key="masking",
            on_result=self._show_masking,
            on_error=lambda failure: self.simulator.show_problem(failure.text()),
        )
        self.tasks.submit(
            "Counting masks",
            masking_tally_view,
            self.session,
            self.simulator_model,
            key="masking-tally",
            on_result=self._show_tally,
        )

    def _show_masking(self, sim) -> None:
        self.simulator.show_masking(sim)
        self._keep_simulator_in_view()

    def _show_tally(self, tally) -> None:
        self.simulator.show_tally(tally)
        self._keep_simulator_in_view()

    def _keep_simulator_in_view(self) -> None:
        if self._pointing_at_simulator:
            self.scroll.ensureWidgetVisible(self.simulator, 0, 0)

    def eventFilter(self, watched, event) -> bool:  # noqa: N802 (Qt's name)
        """The page grows as the tally and the charts come in: the simulator is brought back into view."""
        if watched is self.scroll.widget() and event.type() == QEvent.Type.Resize:
            QTimer.singleShot(0, self, self._keep_simulator_in_view)  # once the scroll bar has its new range
        return False

    # --- demo scenes -------------------------------------------------------------------------------------
    def apply_scene_state(self, state: dict) -> None:
        """Show a scene: set what it names (the rest stays), then a new text is filled in as typed text is."""
        if state.get("masked_model"):
            self.masked_picker.choose(state["masked_model"])
        if state.get("causal_model"):
            self.causal_picker.choose(state["causal_model"])
        if "seed" in state:
            self.seed.setValue(int(state["seed"]))
        other = str(state.get("batch_with", ""))  # a scene's own batch, or none: never the one before's
        self._edit(batch_with=other)
        self.batch_panel.clear()
        self.batch_panel.setVisible(bool(other))
        self.batch_panel.other.blockSignals(True)
        self.batch_panel.other.setText(other or self.batch_panel.other.text())
        self.batch_panel.other.blockSignals(False)
        if "text" in state:
            self.text.setText(state["text"])
        if other and self.views is not None and self.views.comparison is not None:
            self._ask_panel_batch(other)  # the same text as before: no new reading will ask for it

    def point_at(self, kinds: set[str]) -> None:
        """A scene that checks the masking simulator scrolls it into view (the charts above move up); any
        other starts at the top of the page."""
        self._pointing_at_simulator = "masking" in kinds
        if self._pointing_at_simulator:
            self._keep_simulator_in_view()
        else:
            self.scroll.verticalScrollBar().setValue(0)
