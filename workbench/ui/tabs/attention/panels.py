"""The panels of the Attention tab: head view, model view, encoder next to decoder, a word in several
contexts, and layer-by-layer predictions.  Each panel is a view only: it shows what the tab gives it and
emits what the user asked for; the tab does the work (through the TaskController)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from workbench.core.explore.tokens import visible_token as visible
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.model_parts import part_name
from workbench.ui.presentation import mark_secondary
from workbench.ui.tabs.attention.logit_lens_table import LogitLensTable
from workbench.ui.tabs.attention.similarity_plot import SimilarityPlot, unbroken
from workbench.ui.tabs.attention.text_column import TextColumn
from workbench.ui.tabs.attention.thumbnails import ThumbnailGrid
from workbench.ui.widgets.attention_heatmap import AttentionHeatmap
from workbench.ui.widgets.slide import leave_off_slides

MASK_LESSON = QT_TRANSLATE_NOOP(
    "SideBySidePanel",
    "The encoder lets every token look at every other token, before and after it, so its square is full; "
    "the decoder's mask lets a token look only at itself and the tokens before it, so everything above the "
    "diagonal, the future it must not peek at, stays empty.",
)


def wrapped_label(text: str = "", name: str = "") -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)
    if name:
        label.setObjectName(name)
    return label


class LayerHeadPicker(QWidget):
    """ "Layer [n]  Head [average of all heads ▾]": 0-based ``layer`` and ``head`` (None = average)."""

    help: HelpTexts = {
        "layer_box": (
            QT_TRANSLATE_NOOP("Help", "Which layer: 1 is nearest the input."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is a layer? One transformer block. Lower layers hold general features, upper "
                "layers more task-specific ones.",
            ),
        ),
        "head_box": (
            QT_TRANSLATE_NOOP("Help", "One attention head, or the average of all heads of the layer."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is a head? One of the parallel attention patterns in a layer. Averaging the "
                "heads shows the layer's overall pattern.",
            ),
        ),
    }

    changed = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.layer_box = QSpinBox()
        self.layer_box.setRange(1, 1)
        self.layer_box.setToolTip(translate("LayerHeadPicker", "Which layer: 1 is nearest the input."))
        self.head_box = QComboBox()
        self.head_box.setToolTip(
            translate("LayerHeadPicker", "One head, or the mean of all heads of the layer.")
        )
        self.head_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(translate("LayerHeadPicker", "Layer")))
        layout.addWidget(self.layer_box)
        layout.addWidget(QLabel(translate("LayerHeadPicker", "Head")))
        layout.addWidget(self.head_box)
        self.set_shape(1, 1)
        self.layer_box.valueChanged.connect(lambda _v: self.changed.emit())
        self.head_box.currentIndexChanged.connect(lambda _i: self.changed.emit())

    def set_shape(self, layers: int, heads: int) -> None:
        """Keep the selection where it still exists; emits ``changed`` once at most."""
        self.blockSignals(True)
        self.layer_box.blockSignals(True)
        self.head_box.blockSignals(True)
        self.layer_box.setRange(1, max(1, layers))
        keep = self.head_box.currentIndex()
        if self.head_box.count() != heads + 1:
            self.head_box.clear()
            self.head_box.addItem(translate("LayerHeadPicker", "average of all {heads}").format(heads=heads))
            head = translate("LayerHeadPicker", "head {number}")
            self.head_box.addItems([head.format(number=h) for h in range(1, heads + 1)])
            self.head_box.setCurrentIndex(keep if 0 <= keep <= heads else 0)
        self.layer_box.blockSignals(False)
        self.head_box.blockSignals(False)
        self.blockSignals(False)

    def set_selection(self, layer: int, head: int | None) -> None:
        self.layer_box.setValue(layer + 1)
        self.head_box.setCurrentIndex(0 if head is None else head + 1)

    @property
    def layer(self) -> int:
        return self.layer_box.value() - 1

    @property
    def head(self) -> int | None:
        index = self.head_box.currentIndex()
        return None if index <= 0 else index - 1


class HeadViewPanel(QWidget):
    """The heatmap with its controls and readouts in a column beside it, so the heatmap gets the height."""

    HOVER_HINT = QT_TRANSLATE_NOOP(
        "HeadViewPanel", "Point at a cell for its exact weight; click a token to outline its row and column."
    )

    def __init__(self) -> None:
        super().__init__()
        self.picker = LayerHeadPicker()
        self.heatmap = AttentionHeatmap(
            translate("HeadViewPanel", "The heatmap appears when the model is loaded.")
        )
        hint = translate("HeadViewPanel", self.HOVER_HINT)
        self.hover = wrapped_label(hint, "attentionHover")
        self.note = wrapped_label("", "attentionNote")
        self.note.setForegroundRole(QPalette.ColorRole.PlaceholderText)  # muted, in either theme
        self.note.setVisible(False)
        self.explain = mark_secondary(
            wrapped_label(
                translate(
                    "HeadViewPanel",
                    "Each row is one token (the query) and shows how it shares out its attention over the "
                    "tokens (the keys); a row adds up to 1.",
                )
            )
        )
        self.heatmap.hovered.connect(lambda text: self.hover.setText(text or hint))
        self.column = QWidget()
        side = QVBoxLayout(self.column)
        side.setContentsMargins(0, 0, 0, 0)
        side.addWidget(self.picker)
        side.addWidget(self.hover)
        side.addWidget(self.note)
        side.addWidget(self.explain)
        side.addStretch(1)
        layout = QHBoxLayout(self)
        layout.addWidget(self.heatmap, 1)
        layout.addWidget(self.column)
        self._fit_column()

    def _fit_column(self) -> None:
        self.column.setFixedWidth(self.fontMetrics().height() * 19)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_column()


class ModelViewPanel(QWidget):
    """The thumbnails fill the panel: the grid is told the room its scroll area has whenever that changes."""

    def __init__(self) -> None:
        super().__init__()
        self.grid = ThumbnailGrid()
        self.grid.placeholder = translate("ModelViewPanel", "The heads appear when the model is loaded.")
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.grid)
        scroll.installEventFilter(self)
        self.scroll = scroll
        self.info = mark_secondary(
            wrapped_label(
                translate(
                    "ModelViewPanel",
                    "Every head of every layer. Each small heatmap is scaled to its "
                    "own largest weight so its "
                    "pattern shows; long texts are averaged in blocks. Click one to "
                    "open it in the head view.",
                )
            )
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.info)
        layout.addWidget(scroll, 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.scroll and event.type() == QEvent.Type.Resize:
            self.grid.set_room(self.scroll.maximumViewportSize())
        return False


class SideBySidePanel(QWidget):
    """The encoder's full square next to the decoder's lower triangle, on the same sentence, and the lesson in
    a column beside them: the heatmaps are as tall as the page, which a projector's zoom makes short."""

    def __init__(self) -> None:
        super().__init__()
        grid = QGridLayout()
        self.titles, self.pickers, self.heatmaps = {}, {}, {}
        self.side_names = titles = {
            "encoder": translate("SideBySidePanel", "Encoder"),
            "decoder": translate("SideBySidePanel", "Decoder"),
        }
        waiting = {
            "encoder": translate("SideBySidePanel", "Waiting for the encoder…"),
            "decoder": translate("SideBySidePanel", "Waiting for the decoder…"),
        }
        for column, side in enumerate(("encoder", "decoder")):
            self.titles[side] = wrapped_label(f"<b>{titles[side]}</b>")
            self.pickers[side] = leave_off_slides(LayerHeadPicker())  # its labels too, not only its boxes
            self.heatmaps[side] = AttentionHeatmap(waiting[side], show_model=False, every_label=False)
            grid.addWidget(self.titles[side], 0, column)
            grid.addWidget(self.pickers[side], 1, column, Qt.AlignmentFlag.AlignLeft)
            grid.addWidget(self.heatmaps[side], 2, column)
            grid.setColumnStretch(column, 1)
        grid.setRowStretch(2, 1)
        self.lesson = leave_off_slides(wrapped_label(translate("SideBySidePanel", MASK_LESSON), "maskLesson"))
        self.hover = leave_off_slides(wrapped_label("", "sideBySideHover"))
        for heatmap in self.heatmaps.values():
            heatmap.hovered.connect(self.hover.setText)
        self.column = TextColumn([self.lesson, self.hover], 10)
        grid.addWidget(self.column, 0, 2, 3, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(grid, 1)


class WordInContextPanel(QWidget):
    help: HelpTexts = {
        "sentences": (
            QT_TRANSLATE_NOOP("Help", "Two or more sentences that use the word, one a line."),
            QT_TRANSLATE_NOOP(
                "Help", "Each line is read separately; the word's vector is taken from every sentence."
            ),
        ),
        "word": (
            QT_TRANSLATE_NOOP("Help", "The word to compare across the sentences. Enter compares."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is a contextual embedding? The vector a model gives a word depends on its sentence: "
                "'bank' of a river and a bank account get different vectors.",
            ),
        ),
        "model": (
            QT_TRANSLATE_NOOP("Help", "Which model's vectors to compare."),
            QT_TRANSLATE_NOOP(
                "Help", "The encoder sees the whole sentence; the decoder only the words before."
            ),
        ),
        "compare": (
            QT_TRANSLATE_NOOP("Help", "Compare the word's vectors between the sentences, layer by layer."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Draws the cosine similarity of each pair of uses at every layer (1 = the same direction).",
            ),
        ),
        "plot": (
            QT_TRANSLATE_NOOP(
                "Help", "Similarity of the word's vectors, layer by layer. Right-click to export."
            ),
            QT_TRANSLATE_NOOP(
                "Help", "Each line is a pair of sentences; lower means the model tells the two uses apart."
            ),
        ),
    }

    compare_requested = Signal()

    def __init__(self, sentences: Sequence[str], word: str) -> None:
        """Starts with ``sentences`` (one a line) and ``word``: the tab's session's."""
        super().__init__()
        self.sentences = QPlainTextEdit("\n".join(sentences))
        self.sentences.setObjectName("contextSentences")
        self.sentences.setPlaceholderText(
            translate("WordInContextPanel", "Two or more sentences that use the word, one a line")
        )
        self.sentences.setTabChangesFocus(True)
        self.sentences.document().blockCountChanged.connect(lambda _n: self._fit_sentences())
        self._fit_sentences()
        self.word = QLineEdit(word)
        self.word.setObjectName("contextWord")
        self.word.setPlaceholderText(translate("WordInContextPanel", "the word"))
        self.model = QComboBox()
        self.model.addItem(translate("WordInContextPanel", "encoder"), "encoder")
        self.model.addItem(translate("WordInContextPanel", "decoder"), "decoder")
        self.compare = QPushButton(translate("WordInContextPanel", "Compare"))
        self.compare.clicked.connect(self.compare_requested)
        self.word.returnPressed.connect(self.compare_requested)
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("WordInContextPanel", "Word")))
        controls.addWidget(self.word, 1)
        controls.addWidget(QLabel(translate("WordInContextPanel", "Model")))
        controls.addWidget(self.model)
        controls.addWidget(self.compare)
        self.plot = SimilarityPlot()
        self.summary = wrapped_label("", "contextSummary")
        self.uses = wrapped_label("", "contextUses")
        self.uses.setTextFormat(Qt.TextFormat.RichText)
        # The uses and the summary go in a column beside the plot, so that the plot, its x axis and its
        # legend keep the page's height, which is short at a projector's zoom.
        self.column = TextColumn([self.uses, self.summary], 18)
        below = QHBoxLayout()
        below.addWidget(self.plot, 1)
        below.addWidget(self.column)
        layout = QVBoxLayout(self)
        layout.addWidget(
            wrapped_label(
                translate(
                    "WordInContextPanel",
                    "The same word gets a different vector in each sentence. Sentences, one a line:",
                )
            )
        )
        layout.addWidget(self.sentences)
        layout.addLayout(controls)
        layout.addLayout(below, 1)

    def heightForWidth(self, width: int) -> int:  # noqa: N802 (Qt's name)
        """The height the scrolling page asks for: its minimum.  Its layout would answer with its preferred
        height (the sentences' box at full height and more), which at a projector's zoom pushes the plot's
        axis and legend below the fold while a smaller sentences' box would leave them in view."""
        return self.minimumSizeHint().height()

    def _fit_sentences(self) -> None:
        """As tall as its sentences (2 to 6 lines; more scroll), so that the plot keeps the rest."""
        lines = min(max(self.sentences.document().blockCount(), 2), 6) + 0.5
        frame = self.sentences.frameWidth() * 2 + self.sentences.document().documentMargin() * 2
        self.sentences.setMaximumHeight(round(self.sentences.fontMetrics().lineSpacing() * lines + frame))

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit_sentences()

    def sentence_list(self) -> list[str]:
        return [line for line in self.sentences.toPlainText().splitlines() if line.strip()]

    def show_result(self, result, problem: str = "") -> None:
        """Show a WordInContexts (workbench/core/explore/embeddings_compare.py), or None and why."""
        self.plot.set_result(result)
        if result is None:
            self.uses.setText("")
            self.summary.setText(problem)
            return
        self.uses.setText("<br>".join(f"<b>{i + 1}</b>: {use.label}" for i, use in enumerate(result.uses)))
        top = result.top_layer()
        best, worst = int(top.argmax()), int(top.argmin())
        text = translate(
            "WordInContextPanel",
            "At the top layer the most alike uses are {best} ({best_value}) and the least alike {worst} "
            "({worst_value}). ",
        ).format(
            best=unbroken(result.pair_label(best)),
            best_value=number(top[best], ".2f"),
            worst=unbroken(result.pair_label(worst)),
            worst_value=number(top[worst], ".2f"),
        )
        self.summary.setText(text + " ".join(result.warnings))


class LogitLensPanel(QWidget):
    help: HelpTexts = {
        "table": (
            QT_TRANSLATE_NOOP("Help", "What each layer would predict next. Right-click to save as CSV."),
            QT_TRANSLATE_NOOP(
                "Help",
                "What is the logit lens? The last position's vector after each layer is read out as if it "
                "were the final layer, showing where the model settles on its answer.",
            ),
        ),
    }

    def __init__(self) -> None:
        super().__init__()
        self.headline = wrapped_label("", "logitLensHeadline")
        self.table = LogitLensTable()
        self.explain = mark_secondary(
            wrapped_label(
                translate(
                    "LogitLensPanel",
                    "What the decoder would predict next if it stopped after each layer: the last position's "
                    "vector goes through the model's final normalisation and output "
                    "layer. Shaded rows already "
                    "give the model's final answer.",
                )
            )
        )
        layout = QVBoxLayout(self)
        layout.addWidget(self.headline)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.explain)

    def show_result(self, result, problem: str = "") -> None:
        """Show a LogitLensResult (workbench/core/explore/logit_lens.py), or None and why."""
        self.table.set_result(result)
        if result is None:
            self.headline.setText(problem)
            return
        first, layers = result.first_layer_with_answer, len(result.rows) - 1
        settled = (
            translate("LogitLensPanel", "; only the last layer settles on it")
            if first == layers
            else translate("LogitLensPanel", "; it is the top guess from layer {layer} on").format(
                layer=first
            )
            if first
            else ""
        )
        from workbench.core.explore.logit_lens import lower_half

        lower = lower_half(result)  # what the rows scrolled out of view say, in a line
        guesses = ", ".join(dict.fromkeys(f"“{visible(row.top.token)}”" for row in lower))
        self.headline.setText(
            translate(
                "LogitLensPanel",
                "After the last token “{token}”, {model} predicts “{answer}” ({probability}){settled}. "
                "The lower half ({first} to {last}) only guesses {guesses}.",
            ).format(
                token=result.position_token,
                model=result.model,
                answer=visible(result.answer.token),
                probability=number(result.answer.probability, ".0%"),
                settled=settled,
                first=part_name(lower[0].label),
                last=part_name(lower[-1].label),
                guesses=guesses,
            )
        )


def scrolling(panel: QWidget) -> QScrollArea:
    """``panel`` in a frameless scroll area, so projector zoom scrolls instead of squeezing it."""
    scroll = QScrollArea()
    scroll.setWidgetResizable(True)
    scroll.setFrameShape(QFrame.Shape.NoFrame)
    scroll.setWidget(panel)
    return scroll
