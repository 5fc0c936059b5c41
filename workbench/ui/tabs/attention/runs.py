"""The work behind the Attention tab's "Before and after" view (workbench/ui/tabs/attention/tab.py): list the
training runs, load the chosen run's model with the model it started from, read the tab's sentence with both
and show it.  Every step is a named job of the TaskController (``comparable_runs``, ``run_pair`` and
``before_and_after`` in workbench/core/sessions/attention.py); the panel (``BeforeAfterPanel``) only shows.
Nothing is read until the view is first shown or a scene names a run.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from workbench.core.sessions.attention import VIEWS, before_and_after, comparable_runs, run_pair
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.attention.before_after import SIDES, BeforeAfterPanel
from workbench.ui.tabs.attention.panels import scrolling
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets.slide import ExportContext

if TYPE_CHECKING:
    from workbench.ui.tabs.attention.tab import AttentionTab

INDEX = VIEWS.index("before_after")
NO_RUNS = QT_TRANSLATE_NOOP(
    "RunComparison",
    "No training run with a kept model is on this computer yet. Fine-tune a model in the Fine-tuning tab (a "
    "few minutes for MiniLM or SmolLM2 with LoRA), then press Refresh.",
)


class RunComparison:
    """Adds the view to ``tab`` and fills it.  ``pair`` is the run and its starting model loaded (None while
    there is none), ``shown`` the last ``BeforeAndAfter`` (None while there is none, or when it failed)."""

    def __init__(self, tab: AttentionTab) -> None:
        self.tab = tab
        self.panel = BeforeAfterPanel()
        self.pair = self.shown = None
        self.wanted = ""  # the run folder chosen (or asked for by a scene before the list is read)
        self._listed = False
        tab.views.insertTab(INDEX, scrolling(self.panel), translate("RunComparison", "Before and after"))
        tab.views.currentChanged.connect(
            lambda index: index == INDEX and not self._listed and self.list_runs()
        )
        tab.hide_special.toggled.connect(lambda _on: self.redraw())
        self.panel.picker.changed.connect(self.redraw)
        self.panel.refresh.clicked.connect(self.list_runs)
        self.panel.run.activated.connect(lambda index: self.choose(self.panel.run.itemData(index)))
        self.panel.change_plot.exporter.context = self.export_context

    def chosen(self) -> str:
        return self.wanted

    def list_runs(self) -> None:
        self._listed = True
        self.panel.status.setText(translate("RunComparison", "Looking for training runs…"))
        self.tab.tasks.submit(
            "Listing training runs",
            comparable_runs,
            key="attention-runs",
            on_result=self._fill,
            on_error=self._failed,
        )

    def _fill(self, runs) -> None:
        combo = self.panel.run
        combo.clear()
        for run in runs:
            name = translate("RunComparison", "{run} · from {model} · {method}")
            combo.addItem(name.format(run=run.name, model=run.model, method=run.method), str(run.path))
            combo.setItemData(combo.count() - 1, str(run.path), 3)  # the folder as the tooltip
        if not runs:
            self.pair = self.shown = None
            self.panel.status.setText("")
            self.panel.clear(translate("RunComparison", NO_RUNS))
            return
        index = combo.findData(self.wanted) if self.wanted else 0
        combo.setCurrentIndex(max(index, 0))
        if self.pair is None or str(self.pair.run_dir) != combo.currentData():
            self.choose(combo.currentData())
        else:
            self.panel.status.setText("")

    def choose(self, run: str) -> None:
        """Load ``run`` (its folder) and the model it started from, then read the sentence with both."""
        self.wanted, self.pair, self.shown = run, None, None
        self.panel.status.setText(
            translate("RunComparison", "Loading the run and the model it started from…")
        )
        self.panel.clear(translate("RunComparison", "Loading both models…"))
        self.tab.tasks.submit(
            "Loading a run and its starting model",
            run_pair,
            run,
            key="attention-run-pair",
            on_result=self._loaded,
            on_error=self._failed,
        )

    def _loaded(self, pair) -> None:
        self.pair = pair
        self.panel.set_titles(pair.before_title, pair.after_title)
        self.compute()

    def compute(self) -> None:
        """Read the tab's sentence with both models (after the typing pause, or when a run is loaded)."""
        if self.pair is None:
            return
        self.panel.status.setText(translate("RunComparison", "Reading the sentence with both models…"))
        self.tab.tasks.submit(
            "Attention before and after",
            before_and_after,
            self.pair,
            self.tab.text.text(),
            key="attention-before-after",
            on_result=self._show,
            on_error=self._failed,
        )

    def _show(self, shown) -> None:
        self.shown = shown
        self.panel.status.setText(" ".join(dict.fromkeys(shown.before.warnings + shown.after.warnings)))
        lenses = {"before": shown.lens_before, "after": shown.lens_after}
        for side in SIDES:
            self.panel.lenses[side].set_result(lenses[side])
        self.panel.lens_box.setVisible(shown.lens_after is not None)
        self.redraw()

    def _failed(self, failure: TaskFailure) -> None:
        self.shown = None
        self.panel.status.setText("")
        self.panel.clear(failure.text())

    def redraw(self) -> None:
        """Re-cut both heatmaps and the change figure for the layer and head chosen (no model run)."""
        from workbench.core.explore.attention import attention_view

        shown = self.shown
        if shown is None:
            return
        picker, hide = self.panel.picker, self.tab.hide_special.isChecked()
        picker.set_shape(shown.before.layers, shown.before.heads)
        layer, head = picker.layer, picker.head
        for side, result in zip(SIDES, (shown.before, shown.after), strict=True):
            self.panel.heatmaps[side].set_view(attention_view(result, layer, head, hide_special=hide))
        change = shown.change
        self.panel.change_plot.set_change(change, layer, head)
        which = (
            translate("RunComparison", "all heads")
            if head is None
            else translate("RunComparison", "head {number}").format(number=head + 1)
        )
        moved = change.per_layer(head)[layer]
        text = (
            translate(
                "RunComparison",
                "Layer {layer}, {heads}: the weights moved by {mean} on average, at most by {most}.",
            )
            if moved > 0
            else translate("RunComparison", "Layer {layer}, {heads}: unchanged.")
        )
        self.panel.change_text.setText(
            text.format(
                layer=layer + 1,
                heads=which,
                mean=number(moved, ".4f"),
                most=number(change.largest_in(layer, head), ".4f"),
            )
        )

    def apply_scene_state(self, state: dict) -> None:
        """A scene's run, loaded as choosing it does."""
        if state.get("run"):
            self.wanted = str(state["run"])
            self.list_runs()

    def export_source(self):
        """(widget to paint, CSV rows function or None): the titles, both heatmaps and the change figure."""
        return self.panel.charts, self.panel.change_plot.csv_rows if self.shown is not None else None

    def export_context(self) -> ExportContext:
        picker = self.panel.picker
        head = "average of all heads" if picker.head is None else f"head {picker.head + 1}"
        title = f"Attention before and after training: layer {picker.layer + 1} · {head}"
        if self.pair is None:
            return ExportContext(title, self.tab.text.text())
        special = "hidden" if self.tab.hide_special.isChecked() else "shown"
        details = {
            "before": self.pair.before.name,
            "after": f"run {self.pair.run_name}",
            "special tokens": special,
        }
        return ExportContext(title, self.tab.text.text(), details=details)
