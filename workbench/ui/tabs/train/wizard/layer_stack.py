"""A diagram of a model's layer stack for the fine-tuning wizard: embeddings at the bottom, the transformer
layers above them, the task head on top; frozen parts grey, parts that learn blue, LoRA adapters orange.

Drawn with QPainter in the widget's own font, so zooming the app zooms the diagram; the fills and text take
the theme's colours (``plot_style``).  Edges are from the Okabe-Ito palette; every state also differs in
text ("frozen" / "learns"), not only in colour.
"""

from __future__ import annotations

from PySide6.QtCore import QRect, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFontMetrics, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from workbench.core.words import translate
from workbench.ui import plot_style

LEARNS_EDGE = QColor("#0072B2")
FROZEN_EDGE = QColor("#9A9A9A")
ADAPTER = QColor("#E69F00")


def _c(name: str) -> QColor:
    """A colour of the current theme: learns, frozen, text, muted."""
    return plot_style.colours().qcolor(name)


class LayerStackDiagram(QWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("layerStack")
        self.layers = 6
        self.frozen = 0
        self.method = "full"
        self.head_label = translate("MethodPage", "Classification head (new)")
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        plot_style.style().changed.connect(self.update)

    def set_stack(self, layers: int, frozen: int, method: str, head_label: str | None = None) -> None:
        self.layers, self.frozen, self.method = max(layers, 1), max(frozen, 0), method
        if head_label is not None:
            self.head_label = head_label
        self.setToolTip(self.describe())
        self.update()

    def describe(self) -> str:
        """The diagram in words (tooltip, screen readers, tests)."""
        layers = self.layers
        if self.method == "lora":
            return translate(
                "LayerStackDiagram",
                "All {layers} layers frozen, with small LoRA adapters that learn; the head learns.",
            ).format(layers=layers)
        if self.method == "head":
            return translate(
                "LayerStackDiagram", "Embeddings and all {layers} layers frozen; only the head learns."
            ).format(layers=layers)
        if self.method == "frozen":
            return translate(
                "LayerStackDiagram",
                "Embeddings and the bottom {frozen} of {layers} layers frozen; the top {learning} layers and "
                "the head learn.",
            ).format(frozen=self.frozen, layers=layers, learning=layers - self.frozen)
        if self.method == "scratch":
            return translate(
                "LayerStackDiagram", "Every part starts from random numbers and learns ({layers} layers)."
            ).format(layers=layers)
        return translate(
            "LayerStackDiagram", "Every part learns: embeddings, all {layers} layers and the head."
        ).format(layers=layers)

    def layer_is_frozen(self, index: int) -> bool:
        """Layer ``index`` (0 = bottom) keeps its pre-trained values."""
        if self.method in ("head", "lora"):
            return True
        return self.method == "frozen" and index < self.frozen

    def sizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance("M") * 24, metrics.height() * 18)

    def minimumSizeHint(self) -> QSize:
        metrics = QFontMetrics(self.font())
        return QSize(metrics.horizontalAdvance("M") * 16, metrics.height() * 12)

    def boxes(self) -> list[tuple[QRectF, str, bool]]:
        """Each box as drawn, from the head down: its rectangle, its label ("" when the boxes are too thin
        to name) and whether it is frozen."""
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        margin = line * 0.4
        width = self.width() - 2 * margin
        legend_height = line * 1.6
        top, bottom = margin, self.height() - margin - legend_height
        block = line * 1.5  # head and embeddings
        stack_top, stack_bottom = top + block + margin, bottom - block - margin
        frozen_body = self.method in ("head", "lora", "frozen")
        embeddings = (
            translate("LayerStackDiagram", "Embeddings (random start)")
            if self.method == "scratch"
            else translate("LayerStackDiagram", "Embeddings")
        )
        drawn = [(QRectF(margin, top, width, block), self.head_label, False)]
        n = self.layers
        gap = 2.0 if n <= 32 else 1.0
        height = max((stack_bottom - stack_top - gap * (n - 1)) / n, 1.0)
        labelled = height >= line * 0.95
        for i in reversed(range(n)):
            y = stack_bottom - (i + 1) * height - i * gap
            frozen = self.layer_is_frozen(i)
            label = (
                (
                    translate("LayerStackDiagram", "Layer {number} · frozen")
                    if frozen
                    else translate("LayerStackDiagram", "Layer {number} · learns")
                ).format(number=i + 1)
                if labelled
                else ""
            )
            drawn.append((QRectF(margin, y, width, height), label, frozen))
        drawn.append((QRectF(margin, bottom - block, width, block), embeddings, frozen_body))
        return drawn

    def drawn_texts(self) -> list[tuple[str, QRect]]:
        """The labels the diagram draws and where (what a scene check reads of a painted widget)."""
        return [(label, rect.toRect()) for rect, label, _frozen in self.boxes() if label]

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setFont(self.font())
        metrics = QFontMetrics(self.font())
        line = metrics.height()
        margin = line * 0.4
        width = self.width() - 2 * margin
        legend_height = line * 1.6
        boxes = self.boxes()
        for rect, label, frozen in boxes:
            self._box(painter, rect, label, frozen=frozen)
        layers = boxes[1:-1]
        if self.method == "lora":
            for rect, _label, _frozen in layers:
                adapter = QRectF(rect.right() - width * 0.12, rect.top() + 1, width * 0.1, rect.height() - 2)
                painter.fillRect(adapter, ADAPTER)
        if layers and not layers[0][1]:  # too many layers to name each: say it once beside the stack
            painter.setPen(_c("muted"))
            painter.drawText(
                QRectF(margin, layers[0][0].top(), width, layers[-1][0].bottom() - layers[0][0].top()),
                Qt.AlignmentFlag.AlignCenter,
                translate("LayerStackDiagram", "%n layers", None, self.layers),
            )
        self._legend(painter, QRectF(margin, self.height() - legend_height, width, legend_height), metrics)
        painter.end()

    def _box(self, painter: QPainter, rect: QRectF, label: str, frozen: bool) -> None:
        painter.setPen(QPen(FROZEN_EDGE if frozen else LEARNS_EDGE, 1))
        painter.setBrush(_c("frozen") if frozen else _c("learns"))
        painter.drawRoundedRect(rect, 3, 3)
        if label:
            painter.setPen(_c("muted") if frozen else _c("text"))
            painter.drawText(rect.adjusted(6, 0, -6, 0), Qt.AlignmentFlag.AlignVCenter, label)

    def _legend(self, painter: QPainter, rect: QRectF, metrics: QFontMetrics) -> None:
        learns, frozen = translate("LayerStackDiagram", "learns"), translate("LayerStackDiagram", "frozen")
        items = [(_c("learns"), LEARNS_EDGE, learns), (_c("frozen"), FROZEN_EDGE, frozen)]
        square = metrics.height() * 0.8
        if self.method == "lora":  # "LoRA" alone where the whole name would run past the edge
            adapter = translate("LayerStackDiagram", "LoRA adapter")
            texts = (learns, frozen, adapter)
            needed = sum(square + 4 + metrics.horizontalAdvance(t + "MM") for t in texts)
            items.append((ADAPTER, ADAPTER, adapter if needed <= rect.width() else "LoRA"))
        x = rect.left()
        for fill, edge, text in items:
            painter.setPen(QPen(edge, 1))
            painter.setBrush(fill)
            painter.drawRect(QRectF(x, rect.center().y() - square / 2, square, square))
            painter.setPen(_c("text"))
            x += square + 4
            painter.drawText(
                QRectF(x, rect.top(), metrics.horizontalAdvance(text) + 4, rect.height()),
                Qt.AlignmentFlag.AlignVCenter,
                text,
            )
            x += metrics.horizontalAdvance(text) + metrics.horizontalAdvance("MM")
