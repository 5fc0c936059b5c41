"""What the Attention tab's Export button saves (workbench/ui/tabs/attention/tab.py): for the view shown, the
chart alone (the heatmap without its layer and head boxes, the similarity plot without the sentences' editor)
with its CSV rows, and what it shows for the slide's header and the CSV's columns: the view, the sentence,
the model and whether special tokens are hidden."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

from workbench.core.explore.attention import all_heads_rows, side_by_side_rows, weights_csv_rows
from workbench.core.explore.embeddings_compare import similarity_rows
from workbench.ui.widgets.slide import ExportContext

if TYPE_CHECKING:
    from workbench.ui.tabs.attention.tab import AttentionTab

CSV_CELLS_LIMIT = 500_000  # all heads of a long text make a CSV too big to be useful: use --npz instead
Rows = Callable[[], list[list[str]]] | None


def export_source(tab: AttentionTab) -> tuple[QWidget, Rows]:
    """(widget to paint, CSV rows function or None) for the view shown."""
    index = tab.views.currentIndex()
    if index == 0:
        view = tab.head_view.heatmap.view
        return tab.head_view.heatmap, (lambda: weights_csv_rows(view)) if view is not None else None
    if index == 1:
        result = tab.results.get(tab.which.currentData())
        small = result is not None and result.attentions.size <= CSV_CELLS_LIMIT
        return tab.model_view.grid, (lambda: all_heads_rows(result)) if small else None
    if index == 2:
        views = {s: h.view for s, h in tab.side_by_side.heatmaps.items() if h.view is not None}
        return tab.side_by_side, (lambda: side_by_side_rows(views)) if views else None
    if index == 3:
        words = tab.words
        return tab.word_view.plot, (lambda: similarity_rows(words)) if words is not None else None
    if index == 5:
        return tab.before_after.export_source()
    return tab.lens_view.table, tab.lens_view.table.csv_rows if tab.lens is not None else None


def export_context(tab: AttentionTab, index: int | None = None) -> ExportContext:
    """What view ``index`` (the one shown when None) is of: its title, the sentence, the model and the
    settings that shape it."""
    index = tab.views.currentIndex() if index is None else index
    text = tab.text.text()

    def name(side: str) -> str:
        loaded = tab.loaded.get(side)
        return loaded.name if loaded is not None else ""

    special = {"special tokens": "hidden" if tab.hide_special.isChecked() else "shown"}
    side = tab.which.currentData()
    if index == 0:
        view = tab.head_view.heatmap.view
        title = f"Attention, head view: {view.title}" if view is not None else "Attention, head view"
        return ExportContext(title, text, details={"model": name(side), **special})
    if index == 1:
        return ExportContext(
            f"Attention, model view: every head of the {side}", text, details={"model": name(side), **special}
        )
    if index == 2:
        return ExportContext(
            "Attention: the encoder sees every word, the decoder only the words before",
            text,
            details={"encoder": name("encoder"), "decoder": name("decoder"), **special},
        )
    if index == 3:
        words = tab.words
        if words is None:
            return ExportContext(
                "Word in context", details={"model": name(tab.word_view.model.currentData())}
            )
        uses = "   ".join(f"{i + 1}: {use.label}" for i, use in enumerate(words.uses))
        title = f"Word in context: how alike the vectors of “{words.word}” are, layer by layer"
        return ExportContext(title, uses, "uses", details={"model": words.model})
    if index == 5:
        return tab.before_after.export_context()
    return ExportContext(
        "Layer by layer: what the decoder would predict next", text, details={"model": name("decoder")}
    )
