"""Attention tab: what attention looks like inside an encoder and a decoder, and how context shapes meaning.

One sentence, six views: the head view (one layer and head as a heatmap), the model view (every head as a
thumbnail), the encoder's full matrix next to the decoder's lower triangle, a word's vector across several
sentences, the decoder's prediction read out after every layer, and a training run's model beside the model it
started from (runs.py).  The models run in the background through
the TaskController (debounced, stale answers dropped); switching layer, head or view only re-cuts arrays
already computed.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.attention import (
    SIDES,
    VIEWS,
    AttentionSession,
    layer_predictions,
)
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.tabs.attention import export as attention_export
from workbench.ui.tabs.attention.panels import (
    HeadViewPanel,
    LogitLensPanel,
    ModelViewPanel,
    SideBySidePanel,
    WordInContextPanel,
    scrolling,
    wrapped_label,
)
from workbench.ui.tabs.attention.runs import RunComparison
from workbench.ui.tabs.attention.words import WordInContext
from workbench.ui.tabs.base import Shortcut
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.widgets.attention_colours import colour_table
from workbench.ui.widgets.model_picker import ModelPicker
from workbench.ui.widgets.view_export import ExportButton

DEBOUNCE_MS = 350


class AttentionTab(QWidget):
    title, scene_key = AttentionSession.title, AttentionSession.scene_key
    shortcuts: tuple[Shortcut, ...] = ()
    help: HelpTexts = {
        "text": (
            QT_TRANSLATE_NOOP("Help", "The sentence whose attention is shown. Enter redraws at once."),
            QT_TRANSLATE_NOOP(
                "Help", "Type any text; both models read it and the views show how their tokens attend."
            ),
        ),
        "which": (
            QT_TRANSLATE_NOOP("Help", "Whose heads the head view and the model view show."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Switch between the encoder (sees the whole text) and the decoder (sees only the past).",
            ),
        ),
        "hide_special": (
            QT_TRANSLATE_NOOP("Help", "Leave out [CLS], [SEP], <s>… from the heatmaps."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What are special tokens? Markers the tokenizer adds, such as [CLS] at the start and "
                "[SEP] at the end. They often soak up attention; hiding them shows the words.",
            ),
        ),
        "reload_button": (
            QT_TRANSLATE_NOOP(
                "Help", "Reload the model with eager attention, which keeps the weights to draw."
            ),
            QT_TRANSLATE_NOOP("Help", "Fast attention does not return its weights; eager attention does."),
        ),
        "views": (
            QT_TRANSLATE_NOOP(
                "Help", "The attention views: one head, every head, encoder against decoder, and more."
            ),
            QT_TRANSLATE_NOOP("Help", "Pick a view; each is explained under its picture."),
        ),
        "export_button": (
            QT_TRANSLATE_NOOP("Help", "Save the view shown as PNG or SVG, its numbers as CSV, or copy it."),
            QT_TRANSLATE_NOOP("Help", "Exports the current view; PNG at 2x suits slides."),
        ),
    }

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("attentionTab")
        self.tasks = tasks
        self.models = models
        self.loaded: dict[str, object] = {}
        self.results: dict[str, object] = {}  # side -> AttentionResult
        self.pixels: dict[str, object] = {}  # side -> thumbnail RGBA array
        self.lens = None
        self._errors: dict[str, str] = {}  # side -> why its attention could not be shown
        self._drawn: dict[int, tuple] = {}  # heatmap -> what it shows, to skip redrawing the same
        self._versions = dict.fromkeys(SIDES, 0)  # bumped by every new result or error of a side
        self._scene_selection: dict[str, tuple] = {}  # picker -> (side, layer, head) a scene asked for
        self._started = False
        self._debounce = QTimer(self)
        self._debounce.setSingleShot(True)
        self._debounce.setInterval(DEBOUNCE_MS)
        self._debounce.timeout.connect(self.query)
        start = AttentionSession()

        self.pickers = {
            "encoder": ModelPicker(
                tasks,
                models,
                lambda e: e.architecture == "encoder" and "attention" in e.tasks,
                "auto",
                start.encoder_model,
                label=translate("AttentionTab", "Encoder:"),
                attention="eager",
            ),
            "decoder": ModelPicker(
                tasks,
                models,
                lambda e: e.architecture == "decoder" and "attention" in e.tasks,
                "causal-lm",
                start.decoder_model,
                label=translate("AttentionTab", "Decoder:"),
                attention="eager",
            ),
        }
        for side, picker in self.pickers.items():
            picker.model_ready.connect(lambda loaded, side=side: self._on_model_ready(side, loaded))
        self.text = QLineEdit(start.text)
        self.text.setObjectName("attentionText")
        self.text.setPlaceholderText(
            translate("AttentionTab", "A sentence (long texts are fine: up to 512 tokens)")
        )
        self.text.textChanged.connect(lambda _text: self._debounce.start())
        self.which = QComboBox()
        self.which.addItem(translate("AttentionTab", "encoder's heads"), "encoder")
        self.which.addItem(translate("AttentionTab", "decoder's heads"), "decoder")
        self.which.setToolTip(translate("AttentionTab", "Whose heads the head view and the model view show."))
        self.which.currentIndexChanged.connect(lambda _i: self._show_side())
        self.hide_special = QCheckBox(translate("AttentionTab", "Hide special tokens"))
        self.hide_special.setToolTip(
            translate(
                "AttentionTab",
                "Leave out [CLS], [SEP], <s>… Their rows and columns are dropped "
                "and the rest is not rescaled.",
            )
        )
        self.hide_special.toggled.connect(lambda _on: self.redraw())
        self.message = wrapped_label("", "attentionMessage")
        self.message.setVisible(False)
        self.reload_button = QPushButton(translate("AttentionTab", "Reload with eager attention"))
        self.reload_button.setToolTip(
            translate(
                "AttentionTab", "Eager attention is slower but keeps the weights, which these views draw."
            )
        )
        self.reload_button.setVisible(False)
        self.reload_button.clicked.connect(self.reload_eager)
        self.status = QLabel("")  # what the last export did
        self.status.setObjectName("attentionExportStatus")

        self.head_view = HeadViewPanel()
        self.model_view = ModelViewPanel()
        self.side_by_side = SideBySidePanel()
        self.word_view = WordInContextPanel(start.sentences, start.word)
        self.lens_view = LogitLensPanel()
        self.head_view.picker.changed.connect(self.redraw)
        for picker in self.side_by_side.pickers.values():
            picker.changed.connect(self.redraw)
        self.model_view.grid.head_clicked.connect(self.open_head)
        self.word_context = WordInContext(tasks, self.loaded, self.word_view)
        self.views = QTabWidget()
        self.views.setObjectName("attentionViews")
        self.views.addTab(scrolling(self.head_view), translate("AttentionTab", "Head view"))
        self.views.addTab(self.model_view, translate("AttentionTab", "Model view"))
        self.views.addTab(scrolling(self.side_by_side), translate("AttentionTab", "Encoder vs decoder"))
        self.views.addTab(scrolling(self.word_view), translate("AttentionTab", "Word in context"))
        self.views.addTab(scrolling(self.lens_view), translate("AttentionTab", "Layer by layer"))
        self.before_after = RunComparison(self)  # the sixth view: a training run beside its starting model
        self.export_button = ExportButton(
            self.export_source, self._on_export_message, "attention", context=self.export_context
        )
        for index, chart in ((3, self.word_view.plot), (4, self.lens_view.table)):  # their right-click menus
            chart.exporter.context = lambda index=index: attention_export.export_context(self, index)
        corner = QWidget()
        corner_layout = QHBoxLayout(corner)
        corner_layout.setContentsMargins(0, 0, 0, 0)
        corner_layout.addWidget(self.status)
        corner_layout.addWidget(self.export_button)
        self.views.setCornerWidget(corner)

        pickers = QHBoxLayout()
        pickers.addWidget(self.pickers["encoder"], 1)
        pickers.addWidget(self.pickers["decoder"], 1)
        text_row = QHBoxLayout()
        text_row.addWidget(self.text, 1)
        text_row.addWidget(QLabel(translate("AttentionTab", "Show the")))
        text_row.addWidget(self.which)
        text_row.addWidget(self.hide_special)
        message_row = QHBoxLayout()
        message_row.addWidget(self.message, 1)
        message_row.addWidget(self.reload_button)
        layout = QVBoxLayout(self)
        layout.addLayout(pickers)
        layout.addLayout(text_row)
        layout.addLayout(message_row)
        layout.addWidget(self.views, 1)

    # --- models and queries ----------------------------------------------------------------------------
    def start(self) -> None:
        """Called when the tab is first shown: find and load the models (later calls do nothing)."""
        if not self._started:
            self._started = True
            for picker in self.pickers.values():
                picker.refresh()

    def _on_model_ready(self, side: str, loaded) -> None:
        self.loaded[side] = loaded
        self.which.setItemData(SIDES.index(side), loaded.name, Qt.ItemDataRole.ToolTipRole)
        # the side as the panels name it ("encoder", marked in WordInContextPanel), then the model
        self.word_view.model.setItemText(
            SIDES.index(side), f"{translate('WordInContextPanel', side)}: {loaded.name}"
        )
        self.side_by_side.titles[side].setText(f"<b>{self.side_by_side.side_names[side]}</b>: {loaded.name}")
        self.query(side)
        if side == SIDES[self.word_view.model.currentIndex()] and self.words is None:
            self.word_context.compare()

    def run(self) -> None:
        """Compute now instead of after the typing pause."""
        self.query()

    def query(self, only: str | None = None) -> None:
        """Compute attention (and the decoder's layer-by-layer predictions) for the text, in
        the background."""
        text, table = self.text.text(), colour_table()
        if only is None:
            self.before_after.compute()
        for side in SIDES if only is None else (only,):
            loaded = self.loaded.get(side)
            if loaded is None:
                continue

            def work(progress, cancel, loaded=loaded):
                from workbench.core.explore.attention import extract_attention
                from workbench.ui.tabs.attention.thumbnails import thumbnail_pixels

                result = extract_attention(loaded, text)
                return result, thumbnail_pixels(result.attentions, result.causal, table)

            self.tasks.submit(
                f"Attention of the {side}",
                work,
                key=f"attention-{side}",
                on_result=lambda answer, side=side: self._show_attention(side, answer),
                on_error=lambda failure, side=side: self._show_error(side, failure),
            )
            if side == "decoder":
                self.tasks.submit(
                    "Layer by layer predictions",
                    layer_predictions,
                    loaded,
                    text,
                    key="logit-lens",
                    on_result=self._show_lens,
                    on_error=self._show_lens_error,
                )

    def reload_eager(self) -> None:
        """Reload the models whose attention kernels keep no weights, with eager attention."""
        self.reload_button.setVisible(False)
        for side, loaded in self.loaded.items():
            if loaded.attention_implementation != "eager":
                self.models.load(
                    self.pickers[side].combo.currentData() or loaded.source.ref,
                    self.pickers[side].task,
                    attention="eager",
                )

    @property
    def words(self):
        """The last word-in-context comparison (None while there is none)."""
        return self.word_context.words

    # --- results ---------------------------------------------------------------------------------------
    def _show_attention(self, side: str, answer) -> None:
        result, pixels = answer
        self.results[side], self.pixels[side] = result, pixels
        self._versions[side] += 1
        self._update_message()
        self._apply_scene_selection()  # a scene's layer and head, once the layers are known
        if side == self.which.currentData():
            self._show_side()
        else:
            self.redraw()

    def _show_error(self, side: str, failure: TaskFailure) -> None:
        self.results.pop(side, None)
        self.pixels.pop(side, None)
        loaded = self.loaded.get(side)
        self._errors[side] = failure.text()
        self._versions[side] += 1
        self.reload_button.setVisible(loaded is not None and loaded.attention_implementation != "eager")
        self._update_message()
        self._show_side()

    def _update_message(self) -> None:
        notes = []
        for side in SIDES:
            if side in self.results:
                self._errors.pop(side, None)
                notes += list(self.results[side].warnings)
            elif side in self._errors:
                notes.append(self._errors[side])
        self.message.setText("\n".join(notes))
        self.message.setVisible(bool(notes))

    def _show_side(self) -> None:
        """Point the model view at the chosen side's thumbnails and redraw the heatmaps."""
        side = self.which.currentData()
        result = self.results.get(side)
        if result is not None:
            self.model_view.grid.set_thumbnails(self.pixels.get(side))
        else:
            self.model_view.grid.set_thumbnails(None, self._errors.get(side, f"Waiting for the {side}…"))
        self.redraw()

    @Slot()
    def redraw(self) -> None:
        """Re-cut the heatmaps from the arrays already computed (no model run); a heatmap whose result,
        layer, head and hiding are unchanged is left as it is (a 512-token view costs milliseconds)."""
        hide = self.hide_special.isChecked()
        side = self.which.currentData()
        picker = self.head_view.picker
        if side in self.results:
            picker.set_shape(self.results[side].layers, self.results[side].heads)
        self._draw(self.head_view.heatmap, side, picker.layer, picker.head, hide)
        note = self.head_view.heatmap.view.note if self.head_view.heatmap.view is not None else ""
        self.head_view.note.setText(note)
        self.head_view.note.setVisible(bool(note))
        for other in SIDES:
            picker = self.side_by_side.pickers[other]
            if other in self.results:
                picker.set_shape(self.results[other].layers, self.results[other].heads)
            self._draw(self.side_by_side.heatmaps[other], other, picker.layer, picker.head, hide)

    def _draw(self, heatmap, side: str, layer: int, head: int | None, hide: bool) -> None:
        from workbench.core.explore.attention import attention_view

        result = self.results.get(side)
        key = (side, self._versions[side], layer, head, hide)
        if self._drawn.get(id(heatmap)) == key:
            return
        self._drawn[id(heatmap)] = key
        if result is None:
            waiting = {
                "encoder": translate("AttentionTab", "Waiting for the encoder…"),
                "decoder": translate("AttentionTab", "Waiting for the decoder…"),
            }
            heatmap.set_view(None, self._errors.get(side, waiting[side]))
        else:
            heatmap.set_view(attention_view(result, layer, head, hide_special=hide))

    def _show_lens(self, result) -> None:
        self.lens = result
        self.lens_view.show_result(result)

    def _show_lens_error(self, failure: TaskFailure) -> None:
        self.lens = None
        self.lens_view.show_result(None, failure.text())

    # --- navigation and export -------------------------------------------------------------------------
    def _on_export_message(self, text: str) -> None:
        self.status.setToolTip(text)
        self.status.setText(text if len(text) <= 48 else "…" + text[-47:])

    @Slot(int, int)
    def open_head(self, layer: int, head: int) -> None:
        self.head_view.picker.set_selection(layer, head)
        self.views.setCurrentIndex(0)

    def export_source(self):
        """(widget to paint, CSV rows function or None) for the view shown: the chart alone."""
        return attention_export.export_source(self)

    def export_context(self):
        """What the view shown is of, for the header of its picture and the columns of its CSV."""
        return attention_export.export_context(self)

    # --- demo scenes -----------------------------------------------------------------------------------
    @property
    def session(self) -> AttentionSession:
        """What is on screen, read from the controls (a demo scene stores its fields)."""

        def head(picker):
            return None if picker.head is None else picker.head + 1

        both = self.side_by_side.pickers
        return AttentionSession(
            text=self.text.text(),
            encoder_model=self.pickers["encoder"].chosen(),
            decoder_model=self.pickers["decoder"].chosen(),
            view=VIEWS[self.views.currentIndex()],
            side=self.which.currentData(),
            layer=self.head_view.picker.layer + 1,
            head=head(self.head_view.picker),
            encoder_layer=both["encoder"].layer + 1,
            encoder_head=head(both["encoder"]),
            decoder_layer=both["decoder"].layer + 1,
            decoder_head=head(both["decoder"]),
            hide_special=self.hide_special.isChecked(),
            word=self.word_view.word.text(),
            sentences=tuple(self.word_view.sentence_list()),
            word_model=self.word_view.model.currentData(),
            run=self.before_after.chosen(),
        )

    def apply_scene_state(self, state: dict) -> None:
        """Show a scene: set what it names (the rest stays).  A new text is computed as typed text is; a
        word or sentences are compared as Compare does; a layer and head wait until the model's are known."""
        for side in SIDES:
            if state.get(f"{side}_model"):
                self.pickers[side].choose(state[f"{side}_model"])
        if state.get("view") in VIEWS:
            self.views.setCurrentIndex(VIEWS.index(state["view"]))
        if state.get("side") in SIDES:
            self.which.setCurrentIndex(SIDES.index(state["side"]))
        if "hide_special" in state:
            self.hide_special.setChecked(bool(state["hide_special"]))
        for key, side in (("", self.which.currentData()), ("encoder_", "encoder"), ("decoder_", "decoder")):
            if f"{key}layer" in state or f"{key}head" in state:
                picker = key.rstrip("_") or "head_view"
                self._scene_selection[picker] = (side, state.get(f"{key}layer"), state.get(f"{key}head"))
        self._apply_scene_selection()
        self.word_context.apply_scene_state(state)
        self.before_after.apply_scene_state(state)
        if "text" in state:
            self.text.setText(state["text"])

    def point_at(self, kinds: set[str]) -> None:
        """A scene on the layer-by-layer read-out points at its top layer's row, which stays in view; every
        view starts at the top of its page."""
        self.lens_view.table.show_top_layer = "logit_lens_top" in kinds
        self.lens_view.table.keep_top_layer_in_view()
        for index in range(self.views.count()):
            page = self.views.widget(index)
            if isinstance(page, QScrollArea):
                page.verticalScrollBar().setValue(0)

    def _apply_scene_selection(self) -> None:
        """Select a scene's layer and head in the pickers whose side has a result (its shape is known)."""
        pickers = {"head_view": self.head_view.picker, **self.side_by_side.pickers}
        for key, (side, layer, head) in list(self._scene_selection.items()):
            result = self.results.get(side)
            if result is None:
                continue
            del self._scene_selection[key]
            picker = pickers[key]
            picker.set_shape(result.layers, result.heads)
            layer = picker.layer if layer is None else min(max(int(layer), 1), result.layers) - 1
            head = None if head is None or not 1 <= int(head) <= result.heads else int(head) - 1
            picker.set_selection(layer, head)
