"""The work behind the Attention tab's "Word in context" view (workbench/ui/tabs/attention/tab.py): compare
one word's vectors across the panel's sentences with the model it names, in the background, and show the
result or why there is none.  The panel itself (``WordInContextPanel``) only shows and asks."""

from __future__ import annotations

from workbench.core.sessions.attention import SIDES, word_in_contexts
from workbench.core.words import translate
from workbench.ui.tabs.attention.panels import WordInContextPanel
from workbench.ui.tasks import TaskController, TaskFailure


class WordInContext:
    """Runs ``panel``'s comparisons with the models in ``loaded`` (side -> model, filled by the tab);
    ``words`` is the last comparison (None while there is none, or when it failed)."""

    def __init__(self, tasks: TaskController, loaded: dict[str, object], panel: WordInContextPanel) -> None:
        self.tasks = tasks
        self.loaded = loaded
        self.panel = panel
        self.words = None
        panel.compare_requested.connect(self.compare)
        panel.model.currentIndexChanged.connect(lambda _i: self.compare())

    def compare(self) -> None:
        side = self.panel.model.currentData()
        loaded = self.loaded.get(side)
        if loaded is None:
            loading = {
                "encoder": translate(
                    "WordInContext", "The encoder is still loading; the comparison follows when it is ready."
                ),
                "decoder": translate(
                    "WordInContext", "The decoder is still loading; the comparison follows when it is ready."
                ),
            }
            self.panel.summary.setText(loading[side])
            return
        word, sentences = self.panel.word.text(), self.panel.sentence_list()
        self.panel.summary.setText(translate("WordInContext", "Comparing…"))
        self.tasks.submit(
            "Comparing a word in context",
            word_in_contexts,
            loaded,
            word,
            sentences,
            key="word-in-context",
            on_result=self._show,
            on_error=self._show_error,
        )

    def apply_scene_state(self, state: dict) -> None:
        """A scene's word, sentences and model, compared as Compare does when it names any of them."""
        if "word" in state:
            self.panel.word.setText(state["word"])
        if "sentences" in state:
            self.panel.sentences.setPlainText("\n".join(str(s) for s in state["sentences"]))
        if state.get("word_model") in SIDES:
            self.panel.model.setCurrentIndex(SIDES.index(state["word_model"]))
        if {"word", "sentences", "word_model"} & set(state):
            self.compare()

    def _show(self, result) -> None:
        self.words = result
        self.panel.show_result(result)

    def _show_error(self, failure: TaskFailure) -> None:
        self.words = None
        self.panel.show_result(None, failure.text())
