"""Next-token tab: what a causal language model predicts next, and how temperature, top-k and
top-p reshape it.

The model runs once per text (in the background, debounced, stale answers dropped); moving the temperature,
top-k or top-p controls re-weights the cached logits instantly.  Clicking a bar appends that token, so the
class can step through generation by hand; Undo steps back.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDoubleSpinBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSlider,
    QSpinBox,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.core.explore.next_token import BARS_SHOWN
from workbench.core.explore.tokens import visible_token as visible
from workbench.core.sessions.next_token import VIEWS as PAGES
from workbench.core.sessions.next_token import NextTokenSession, Prediction, prediction
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.tabs.base import Shortcut
from workbench.ui.tabs.next_token.decoding_panel import DecodingPanel
from workbench.ui.tabs.next_token.softmax_panel import SoftmaxPanel
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.model_picker import ModelPicker
from workbench.ui.widgets.probability_bars import ProbabilityBars
from workbench.ui.widgets.slide import ExportContext
from workbench.ui.widgets.token_strip import TokenStrip

DEBOUNCE_MS = 250


class NextTokenTab(QWidget):
    title, scene_key = NextTokenSession.title, NextTokenSession.scene_key
    shortcuts = (
        Shortcut(
            QKeySequence.StandardKey.Undo,
            QT_TRANSLATE_NOOP("Shortcuts", "Take back the last token added (outside the text box)."),
            "undo",
        ),
    )
    help: HelpTexts = {
        "text": (
            QT_TRANSLATE_NOOP(
                "Help", "The start of a sentence; the bars show what could come next. Enter predicts at once."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The prompt. The model reads it left to right and gives a probability to every possible "
                "next token.",
            ),
        ),
        "temperature": (
            QT_TRANSLATE_NOOP("Help", "Temperature: below 1 sharpens the bars, above 1 flattens them."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is temperature? The logits are divided by it before the softmax. 0.5 makes "
                "the likeliest token even likelier; 2.0 spreads the chances out.",
            ),
        ),
        "top_k": (
            QT_TRANSLATE_NOOP("Help", "Top-k: sampling only considers the k most likely tokens (off = all)."),
            QT_TRANSLATE_NOOP(
                "Help", "What is top-k? Only the k best tokens may be drawn; the rest are cut (grey bars)."
            ),
        ),
        "top_p": (
            QT_TRANSLATE_NOOP(
                "Help", "Top-p: keep the fewest best tokens whose probabilities add up to p (1.0 = all)."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is top-p (nucleus sampling)? Keep the best tokens until their probabilities add up "
                "to p and cut the tail, however many tokens that is.",
            ),
        ),
        "step_button": (
            QT_TRANSLATE_NOOP("Help", "Append the most likely token and predict again (greedy, one step)."),
            QT_TRANSLATE_NOOP("Help", "Greedy decoding by hand: adds the top bar's token to the text."),
        ),
        "undo_button": (
            QT_TRANSLATE_NOOP("Help", "Take back the last token you added (Ctrl+Z)."),
            QT_TRANSLATE_NOOP("Help", "Steps back one token, so a different choice can be tried."),
        ),
        "bars": (
            QT_TRANSLATE_NOOP(
                "Help", "Click a bar to add that token to the text. Right-click to export the chart."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "The model's probability for each likely next token, best first, on a fixed 0-100 % scale "
                "(Zoom in stretches small bars). Grey bars are cut by top-k or top-p. After you move "
                "temperature, top-k or top-p, dashed outlines show where the bars were before.",
            ),
        ),
    }

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("nextTokenTab")
        self.tasks = tasks
        self.loaded = None
        self._generate_on_arrival = False  # a scene on the Generate page: generate once its prompt is read
        self.result = None
        self.failure_text = ""  # what the last prediction's error said ("" after an answer)
        self._drawn = None  # the prediction the bars show: the next drawing of it only reshapes it
        self.history: list[str] = []
        self._started = False
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.query)
        start = NextTokenSession()

        self.picker = ModelPicker(
            tasks,
            models,
            suits=lambda e: e.architecture == "decoder",
            task="causal-lm",
            preferred=start.model,
        )
        self.picker.model_ready.connect(self._on_model_ready)
        self.text = QLineEdit(start.text)
        self.text.setObjectName("nextTokenText")
        self.text.setPlaceholderText(translate("NextTokenTab", "Type the start of a sentence"))
        self.text.textChanged.connect(self._on_text_changed)
        self.undo_button = QPushButton(translate("NextTokenTab", "Undo"))
        self.undo_button.setToolTip(translate("NextTokenTab", "Take back the last token you added."))
        self.undo_button.clicked.connect(self.undo)
        self.step_button = QPushButton(translate("NextTokenTab", "Add the top token"))
        self.step_button.setToolTip(
            translate(
                "NextTokenTab", "Greedy decoding, one step: append the most likely token and predict again."
            )
        )
        self.step_button.clicked.connect(lambda: self.append_choice(0))
        text_row = QHBoxLayout()
        text_row.addWidget(self.text, 1)
        text_row.addWidget(self.step_button)
        text_row.addWidget(self.undo_button)
        self.tokens = TokenStrip()
        self.message = QLabel("")
        self.message.setObjectName("nextTokenMessage")
        self.message.setWordWrap(True)
        self.message.setVisible(False)

        self.bars = ProbabilityBars()
        self.bars.setMinimumHeight(260)
        self.bars.setToolTip(translate("NextTokenTab", "Click a bar to add that token to the text."))
        self.bars.bar_clicked.connect(self.append_choice)
        self.bars.exporter.context = self._export_context  # what an exported picture or CSV is of

        self.temperature = QSlider(Qt.Orientation.Horizontal)
        self.temperature.setRange(0, 300)  # hundredths
        self.temperature.setValue(round(start.temperature * 100))
        self.temperature_label = QLabel()  # echoes the slider: its buddy
        self.temperature_label.setBuddy(self.temperature)
        self.top_k = QSpinBox()
        self.top_k.setRange(0, 200)
        self.top_k.setValue(start.top_k)
        self.top_k.setSpecialValueText(translate("NextTokenTab", "off"))
        self.top_k.setToolTip(
            translate("NextTokenTab", "Top-k: sampling only considers the k most likely tokens (off = all).")
        )
        self.top_p = QDoubleSpinBox()
        self.top_p.setRange(0.05, 1.0)
        self.top_p.setSingleStep(0.05)
        self.top_p.setValue(start.top_p)
        self.top_p.setToolTip(
            translate(
                "NextTokenTab",
                "Top-p: keep the fewest best tokens whose probabilities add up to p (1.0 = all).",
            )
        )
        self.temperature.setToolTip(
            translate(
                "NextTokenTab",
                "Temperature divides the logits before the softmax: below 1 sharpens the bars, above "
                "1 flattens them.",
            )
        )
        for control in (self.temperature, self.top_k, self.top_p):
            signal = control.valueChanged
            signal.connect(self.redraw)
        controls = QWidget()  # one row over both pages: the bars reshape, and sampling draws, by these
        row = QHBoxLayout(controls)
        row.setContentsMargins(0, 0, 0, 0)
        for label, widget, stretch in (
            (translate("NextTokenTab", "Temperature"), self.temperature, 2),
            (None, self.temperature_label, 0),
            (translate("NextTokenTab", "Top-k"), self.top_k, 0),
            (translate("NextTokenTab", "Top-p"), self.top_p, 0),
        ):
            if label:
                row.addWidget(QLabel(label))
            row.addWidget(widget, stretch)
        self.softmax = SoftmaxPanel()
        side = QScrollArea()  # at projector zoom the worked example scrolls instead of being squeezed
        side.setWidgetResizable(True)
        side.setWidget(self.softmax)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(self.bars)
        splitter.addWidget(side)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        self.decoding = DecodingPanel(tasks, self._generation_context)
        self.pages = QTabWidget()  # one lesson at a time, each with the whole width
        self.pages.setObjectName("nextTokenPages")
        self.pages.addTab(splitter, translate("NextTokenTab", "Probabilities"))
        self.pages.addTab(self.decoding, translate("NextTokenTab", "Generate side by side"))

        layout = QVBoxLayout(self)
        layout.addWidget(self.picker)
        layout.addLayout(text_row)
        layout.addWidget(self.tokens)
        layout.addWidget(self.message)
        layout.addWidget(controls)
        layout.addWidget(self.pages, 1)
        self._update_temperature_label()
        self._update_buttons()

    # --- model and queries -------------------------------------------------------------------------------
    def start(self) -> None:
        """Called when the tab is first shown: find and load the model (later calls do nothing)."""
        if not self._started:
            self._started = True
            self.picker.refresh()

    @Slot(object)
    def _on_model_ready(self, loaded) -> None:
        if loaded is self.loaded:  # the same model again (another tab loaded it): nothing new to show
            return
        self.loaded = loaded
        self.query()

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        self._debounce.start()

    def query(self) -> None:
        if self.loaded is None:
            self._say(
                translate(
                    "NextTokenTab",
                    "The model is still loading; the prediction appears as soon as it is ready.",
                )
            )
            return
        self.tasks.submit(
            "Predicting the next token",
            prediction,
            self.session,
            self.loaded,
            key="next-token",
            on_result=self._show,
            on_error=self._show_error,
        )

    def _say(self, text: str) -> None:
        """The line under the tokens; it takes no room while it has nothing to say."""
        self.message.setText(text)
        self.message.setVisible(bool(text))

    def run(self) -> None:
        """Predict now instead of after the typing pause."""
        self.query()

    def _show(self, answer: Prediction) -> None:
        self.result, self.failure_text = answer.result, ""
        self.tokens.show_tokens(answer.tokens)
        self._say(" ".join(self.result.warnings))
        self.redraw()
        self._generate_if_arrived()

    def _generate_if_arrived(self) -> None:
        """A scene's side-by-side texts, once its prompt has been read by its model (nothing pending)."""
        read = self.result is not None and self.result.text == self.text.text() and self.loaded is not None
        if (
            self._generate_on_arrival
            and read
            and not self.picker.expecting()
            and not self._debounce.isActive()
        ):
            self._generate_on_arrival = False
            self.decoding.generate()

    def _show_error(self, failure: TaskFailure) -> None:
        self.result, self.failure_text = None, failure.text()
        self.bars.clear()
        self._say(failure.text())
        self._update_buttons()

    # --- instant reshaping -------------------------------------------------------------------------------
    @property
    def temperature_value(self) -> float:
        return self.temperature.value() / 100

    def _update_temperature_label(self) -> None:
        value = self.temperature_value
        meaning = (
            translate("NextTokenTab", "greedy: always the top token")
            if value == 0
            else translate("NextTokenTab", "sharper")
            if value < 1
            else translate("NextTokenTab", "flatter")
            if value > 1
            else translate("NextTokenTab", "as the model says")
        )
        self.temperature_label.setText(f"{number(value, '.2f')} ({meaning})")

    @Slot()
    def redraw(self) -> None:
        self._update_temperature_label()
        self.softmax.set_temperature(self.temperature_value)
        if self.result is None:
            self._update_buttons()
            return
        from workbench.core.explore.next_token import shown_bars

        rows = shown_bars(self.result, self.temperature_value, self.top_k.value(), self.top_p.value())
        logits = [f"logit {number(float(v), '.1f')}" for v in self.result.top_logits[:BARS_SHOWN]]
        reshaped = self.result is self._drawn  # the same prediction, other settings: show what changed
        self._drawn = self.result
        self.bars.set_bars(
            [visible(r.token) for r in rows],
            [r.probability for r in rows],
            [r.kept for r in rows],
            logits,
            ghost=reshaped,
        )
        self._update_buttons()

    def _export_context(self) -> ExportContext:
        details = {
            "model": self.loaded.name if self.loaded is not None else "",
            "temperature": self.temperature_value,
            "top-k": self.top_k.value() or "off",
            "top-p": round(self.top_p.value(), 2),
        }
        return ExportContext("Next token: the model's top predictions", self.text.text(), "prompt", details)

    def _generation_context(self):
        top_p = self.top_p.value() if self.top_p.value() < 1.0 else 1.0
        return self.loaded, self.text.text(), self.temperature_value, self.top_k.value(), top_p

    # --- stepping ------------------------------------------------------------------------------------------
    @Slot(int)
    def append_choice(self, index: int) -> None:
        if self.result is None or index >= len(self.result.top_tokens):
            return
        self.history.append(self.text.text())
        self.text.setText(self.text.text() + self.result.top_tokens[index])
        self._debounce.stop()
        self.query()

    def undo(self) -> None:
        if self.history:
            self.text.setText(self.history.pop())
            self._debounce.stop()
            self._update_buttons()
            self.query()

    def _update_buttons(self) -> None:
        self.undo_button.setEnabled(bool(self.history))
        self.step_button.setEnabled(self.result is not None)

    # --- demo scenes -------------------------------------------------------------------------------------
    @property
    def session(self) -> NextTokenSession:
        """What is on screen, read from the controls (a demo scene stores its fields)."""
        d = self.decoding
        return NextTokenSession(
            text=self.text.text(),
            model=self.picker.chosen(),
            temperature=self.temperature_value,
            top_k=self.top_k.value(),
            top_p=round(self.top_p.value(), 2),
            softmax_words=self.softmax.words.text(),
            softmax_logits=self.softmax.logits.text(),
            view=PAGES[self.pages.currentIndex()],
            max_tokens=d.max_tokens.value(),
            samples=d.samples.value(),
            beams=d.beams.value(),
            seed=d.seed.value(),
        )

    def apply_scene_state(self, state: dict) -> None:
        """Show a scene: set what it names (the rest stays); a new text is predicted as typed text is.  The
        side-by-side texts of the scene before are cleared; a scene that opens them generates its own as soon
        as its prompt has been read by its model (greedy, the samples and beam search: seconds)."""
        d = self.decoding
        d.clear()
        self._generate_on_arrival = state.get("view") == "generate"
        if state.get("model"):
            self.picker.choose(state["model"])
        sliders = (self.temperature, self.top_k, self.top_p)
        for control in sliders:  # one redraw below, with no outlines of the scene before's values
            control.blockSignals(True)
        if "temperature" in state:
            self.temperature.setValue(round(float(state["temperature"]) * 100))
        if "top_k" in state:
            self.top_k.setValue(int(state["top_k"]))
        if "top_p" in state:
            self.top_p.setValue(float(state["top_p"]))
        for control in sliders:
            control.blockSignals(False)
        self._draw_from_own(state.get("text", self.text.text()))
        if "softmax_words" in state:
            self.softmax.words.setText(state["softmax_words"])
        if "softmax_logits" in state:
            self.softmax.logits.setText(state["softmax_logits"])
        worked_example = {"softmax_words", "softmax_logits"} & set(state)
        view = state.get(
            "view", "probabilities" if worked_example else None
        )  # bring what it names into sight
        if view in PAGES:
            self.pages.setCurrentIndex(PAGES.index(view))
        for key, box in (
            ("max_tokens", d.max_tokens),
            ("samples", d.samples),
            ("beams", d.beams),
            ("seed", d.seed),
        ):
            if key in state:
                box.setValue(int(state[key]))
        if "text" in state:
            self.text.setText(state["text"])
        self._generate_if_arrived()  # the same prompt as before: read already

    def _draw_from_own(self, text: str) -> None:
        """A scene's bars: where its prompt is read already and its settings reshape them, first the model's
        own probabilities (temperature 1, nothing cut), which stay as dashed outlines behind the scene's;
        never outlines of the scene before's settings."""
        from workbench.core.explore.next_token import shown_bars

        own = (self.temperature_value, self.top_k.value(), self.top_p.value()) == (1.0, 0, 1.0)
        self._drawn = None
        if self.result is not None and self.result.text == text and not own:
            rows = shown_bars(self.result, 1.0, 0, 1.0)
            self.bars.set_bars([visible(r.token) for r in rows], [r.probability for r in rows])
            self._drawn = self.result
        self.redraw()

    def point_at(self, kinds: set[str]) -> None:
        """A scene on top-k and top-p zooms the bars in, so that the cut ones, greyed below the line, can be
        told apart; any other shows them on the 0-100 % scale."""
        self.bars.set_zoomed("cut" in kinds)
