"""Surprise tab: which words of a text surprise a language model, and how two models differ on the same text.

Each token is coloured by the probability the model gave it, with the text's perplexity above it; pointing at
a word shows its probability, its rank and what the model expected there.  Two models side by side show what
training changed: the model a run started from next to the adapted one (open the run's model folder from the
Model zoo), or a left-to-right model next to a fill-in-the-blank one that reads both sides.  The work is
``surprise_views`` (workbench/core/sessions/surprise.py), run in the background after a typing pause.
"""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import QLabel, QLineEdit, QVBoxLayout, QWidget

from workbench.core.sessions.surprise import SurpriseModels, SurpriseSession, SurpriseViews, surprise_views
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.model_picker import ModelPicker
from workbench.ui.widgets.surprise_strip import SurpriseStrip, legend_html

DEBOUNCE_MS = 300


def _language_model(entry) -> bool:
    return entry.architecture == "decoder" or "fill-mask" in entry.tasks


class SurpriseTab(QWidget):
    title, scene_key = SurpriseSession.title, SurpriseSession.scene_key
    shortcuts = ()
    help: HelpTexts = {
        "text": (
            QT_TRANSLATE_NOOP(
                "Help",
                "A sentence or a paragraph; every token is coloured by how much it surprised each model.",
            ),
            QT_TRANSLATE_NOOP(
                "Help", "Enter scores it at once. Long texts are cut to what the model reads at once."
            ),
        ),
        "first": (
            QT_TRANSLATE_NOOP(
                "Help",
                "How the first model read the text. Point at a word for its details; right-click to export.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Pale: the model expected the token; dark orange: it gave it under 1 %. Perplexity: the "
                "average surprise as a number of equally likely choices (lower: less surprised).",
            ),
        ),
        "second": (
            QT_TRANSLATE_NOOP(
                "Help", "The same text read by the second model, to compare. Right-click to export."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Compare a model with itself after adapting it to a field's text: the field's words turn "
                "pale. A fill-in-the-blank model guesses each word from both sides, an easier task, so "
                "compare models of the same kind for a fair number.",
            ),
        ),
    }

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("surpriseTab")
        self.tasks = tasks
        self._session = SurpriseSession()
        self.loaded = SurpriseModels(None, None)
        self.views: SurpriseViews | None = None
        self._started = False
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.query)

        self.first_picker = ModelPicker(
            tasks,
            models,
            _language_model,
            "auto",
            self._session.model,
            label=translate("SurpriseTab", "Model:"),
        )
        self.second_picker = ModelPicker(
            tasks,
            models,
            _language_model,
            "auto",
            self._session.compare_model,
            label=translate("SurpriseTab", "Compare with:"),
        )
        self.first_picker.model_ready.connect(lambda m: self._on_ready(first=m))
        self.second_picker.model_ready.connect(lambda m: self._on_ready(second=m))
        self.first_picker.choice_changed.connect(lambda ref: self._edit(model=ref))
        self.second_picker.choice_changed.connect(lambda ref: self._edit(compare_model=ref))
        self.text = QLineEdit(self._session.text)
        self.text.setObjectName("surpriseText")
        self.text.setPlaceholderText(translate("SurpriseTab", "Type a sentence or paste a paragraph"))
        self.text.textChanged.connect(self._on_text_changed)
        self.text.returnPressed.connect(self.run)
        self.first, self.second = SurpriseStrip("surprise-first"), SurpriseStrip("surprise-second")
        for strip in (self.first, self.second):  # what an exported picture or CSV is of
            strip.exporter.context = lambda strip=strip: strip.export_context(self._session.text)
        legend = QLabel(legend_html())
        legend.setObjectName("surpriseLegend")
        legend.setTextFormat(Qt.TextFormat.RichText)
        legend.setWordWrap(True)
        self.message = QLabel("")
        self.message.setWordWrap(True)
        layout = QVBoxLayout(self)
        for widget in (
            self.text,
            self.first_picker,
            self.first,
            self.second_picker,
            self.second,
            legend,
            self.message,
        ):
            layout.addWidget(widget)
        layout.addStretch(1)

    # --- the tab contract --------------------------------------------------------------------------------
    @property
    def session(self) -> SurpriseSession:
        return self._session

    def start(self) -> None:
        """Called when the tab is shown: find and load the models (the first time only)."""
        if not self._started:
            self._started = True
            self.first_picker.refresh()
            self.second_picker.refresh()

    def run(self) -> None:
        """Score the text now instead of after the typing pause."""
        self._debounce.stop()
        self.query()

    def apply_scene_state(self, state: dict) -> None:
        """Show a scene: the models and the text it names (the rest stays)."""
        if "model" in state:
            self.first_picker.choose(state["model"])
        if "compare_model" in state:
            self.second_picker.choose(state["compare_model"])
        self._edit(pinned=tuple(state.get("pinned", ())))  # a scene's own words, none from the one before
        if self.views is not None:
            self._show(self.views)
        if "text" in state and state["text"] != self.text.text():
            self.text.setText(state["text"])

    # --- models and queries ------------------------------------------------------------------------------
    def _edit(self, **changes) -> None:
        self._session = replace(self._session, **changes)

    @Slot(str)
    def _on_text_changed(self, text: str) -> None:
        self._edit(text=text)
        self._debounce.start()

    def _on_ready(self, **loaded) -> None:
        self.loaded = replace(self.loaded, **loaded)
        self.query()

    def query(self) -> None:
        if self.loaded.first is None and self.loaded.second is None:
            self.message.setText(
                translate(
                    "SurpriseTab", "The models are still loading; the colours appear as soon as one is ready."
                )
            )
            return
        self.tasks.submit(
            "Scoring each word",
            surprise_views,
            self._session,
            self.loaded,
            key="surprise",
            on_result=self._show,
            on_error=self._show_error,
        )

    def _show(self, views: SurpriseViews) -> None:
        self.views = views
        self.message.setText("")
        for strip, result, picker in (
            (self.first, views.first, self.first_picker),
            (self.second, views.second, self.second_picker),
        ):
            if result is None:
                strip.clear("Loading…")
            else:  # the pinned words are described under the first model, the one the lecture reads
                pinned = self._session.pinned if strip is self.first else ()
                strip.show_result(result, picker.combo.currentText() or result.model, pinned)

    def _show_error(self, failure: TaskFailure) -> None:
        self.views = None
        self.first.clear()
        self.second.clear()
        self.message.setText(failure.text())
