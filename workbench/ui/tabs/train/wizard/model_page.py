"""Step 3: the model.  Only models that suit the task are listed; those not on this computer are shown
greyed (the Model zoo downloads them).  For the chosen one: its size, and for each way of training it the
number of weights that learn and a rough "will it fit" memory estimate on the detected device, computed from
the architecture alone (no weights are loaded).  When some of the data's texts are in languages the chosen
model does not read (the data page told them), a warning says so and names a model that reads them all, with
a button that chooses it when it is on this computer."""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import Qt, Slot
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QHeaderView,
    QLabel,
    QTableWidgetItem,
)

from workbench.core.sessions.train import jobs
from workbench.core.sessions.train.data import language_advice
from workbench.core.training.config import METHOD_NAMES
from workbench.core.training.costs import memory_text
from workbench.core.training.estimates import METHODS_SHOWN, short_count
from workbench.core.training.recipes import suits
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.tabs.train.page import (
    ERROR_COLOUR,
    OK_COLOUR,
    WARNING_COLOUR,
    NoteWithButton,
    WizardPage,
    issue_html,
    read_only_table,
    status_colour,
    stretch_first_column,
)
from workbench.ui.tasks import TaskFailure

VERDICT_COLOURS = {"fits": OK_COLOUR, "tight": WARNING_COLOUR, "too big": ERROR_COLOUR}
# Each verdict of the memory estimate as the table words it
VERDICTS = {
    "fits": QT_TRANSLATE_NOOP("ModelPage", "fits"),
    "tight": QT_TRANSLATE_NOOP("ModelPage", "tight"),
    "too big": QT_TRANSLATE_NOOP("ModelPage", "too big"),
}
GREY = QColor("#8A8A8A")


class ModelPage(WizardPage):
    title = QT_TRANSLATE_NOOP("ModelPage", "3 · Choose a model")
    intro = QT_TRANSLATE_NOOP(
        "ModelPage",
        "A pre-trained model already knows a lot about language; fine-tuning teaches it your task. "
        "Smaller models train faster. Models marked “download first” can be fetched in the Model zoo tab.",
    )

    def __init__(self, tasks, state) -> None:
        super().__init__(tasks, state)
        self.rows: list[Any] = []  # ZooRow
        self.device: Any = None
        self.overview: dict[str, Any] | None = None
        self._listed_for: str | None = None
        self.table = read_only_table(
            [
                translate("ModelPage", "Model"),
                translate("ModelPage", "On this computer"),
                translate("ModelPage", "Kind"),
                translate("ModelPage", "Parameters"),
                translate("ModelPage", "Download"),
            ],
            "wizardModels",
            choose_rows=True,
        )
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(150)
        self.details = QLabel("")
        self.details.setObjectName("modelDetails")
        self.details.setWordWrap(True)
        self.details.setTextFormat(Qt.TextFormat.RichText)
        self.methods = read_only_table(
            [
                translate("ModelPage", "Way of training"),
                translate("ModelPage", "Weights that learn"),
                translate("ModelPage", "Memory (rough)"),
                translate("ModelPage", "Will it fit?"),
            ],
            "methodEstimates",
        )
        self.methods.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.methods.setMinimumHeight(120)
        self.device_label = QLabel(translate("ModelPage", "Device: detecting…"))
        self.device_label.setWordWrap(True)
        # The data's languages that the chosen model does not read, and the button that chooses one that does.
        self.languages_row = NoteWithButton(
            "modelLanguages",
            "chooseOtherModel",
            translate("ModelPage", "Choose this model instead: it reads every language of your texts."),
        )
        self.languages, self.other_model_button = self.languages_row.label, self.languages_row.button
        self.language_advice: Any = None  # LanguageAdvice of the chosen model, or None
        self.body_layout.addWidget(self.table, 3)
        self.body_layout.addWidget(self.details)
        self.body_layout.addWidget(self.languages_row)
        self.body_layout.addWidget(self.device_label)
        self.body_layout.addWidget(self.methods, 2)
        self.table.itemSelectionChanged.connect(self._on_selection)
        self.other_model_button.clicked.connect(self.choose_other_model)

    # --- filling --------------------------------------------------------------------------------------------
    def enter(self) -> None:
        note = self.state.family.words.model_note  # what the list holds for some tasks, after the intro
        self.intro_label.setText(f"{self.intro} {translate('FamilyWords', note)}" if note else self.intro)
        if self.device is None:
            self._detect_device()
        if self._listed_for != self.state.objective:
            self._listed_for = self.state.objective
            self._list_models()
        elif self.state.model is not None and self._selected_id() != self.state.model.id:
            self.select(self.state.model.id)  # chosen elsewhere (the data page's language warning)
        elif self.state.model is not None:
            self._estimate(self.state.model)  # the number of labels may have changed
            self._show_languages(self.state.model)  # the data may have changed

    def _detect_device(self) -> None:
        def detect(progress, cancel):
            from workbench.core.models.devices import best_device

            return best_device()

        self.tasks.submit("Detecting device", detect, key="wizard-device", on_result=self._on_device)

    def _on_device(self, device: Any) -> None:
        self.device = device
        memory = device.total_memory_bytes
        from workbench.core.training.estimates import system_memory_bytes

        limit = memory or system_memory_bytes()
        line = (
            translate(
                "ModelPage",
                "Training runs on: <b>{device}</b> — judged against GPU memory ({memory}), at batch 16 and "
                "128 tokens per text.",
            )
            if memory
            else translate(
                "ModelPage",
                "Training runs on: <b>{device}</b> — judged against the computer's memory ({memory}), at "
                "batch 16 and 128 tokens per text.",
            )
        )
        self.device_label.setText(
            line.format(device=html.escape(device.describe_translated()), memory=memory_text(limit))
        )
        if self.state.model is not None:
            self._estimate(self.state.model)

    def _list_models(self) -> None:
        from workbench.core.models import catalogue
        from workbench.core.models.zoo import ZooRow

        objective = self.state.objective
        entries = [e for e in catalogue.load_catalogue() if suits(e, objective)]
        # Until the computer has been searched, embedded models are known to be here; the others are not.
        self._fill(
            [ZooRow(e, "embedded" if e.is_embedded else "downloadable") for e in entries], searched=False
        )

        def scan(progress, cancel):
            from workbench.core.models.zoo import zoo_rows

            return [row for row in zoo_rows() if suits(row.entry, objective)]

        self.tasks.submit(
            "Looking for models on this computer", scan, key="wizard-models", on_result=self._fill
        )

    def _fill(self, rows: list[Any], searched: bool = True) -> None:
        """List ``rows`` and select the chosen model; before the computer was ``searched`` a downloaded model
        chosen elsewhere (the data page, a scene) is kept chosen until the search finds it."""
        chosen = self.state.model_id
        order = {"embedded": 0, "cached": 1, "downloadable": 2}
        self.rows = sorted(rows, key=lambda r: (order[r.status], r.entry.parameters))
        self.table.blockSignals(True)
        self.table.setRowCount(len(self.rows))
        for i, row in enumerate(self.rows):
            e = row.entry
            status = (
                translate("ModelPage", "ready")
                if row.available_offline
                else translate("ModelPage", "download first")
            )
            cells = (e.name, status, translate("Catalogue", e.architecture), e.size_label, e.download_label)
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setToolTip(f"{e.hf_id}\n{translate('Catalogue', e.best_for)}")
                if c >= 3:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if not row.available_offline:
                    item.setFlags(Qt.ItemFlag.ItemIsEnabled)
                    item.setForeground(QBrush(GREY))
                    item.setToolTip(
                        translate(
                            "ModelPage",
                            "{model} is not on this computer: download it in the Model zoo tab first.",
                        ).format(model=e.name)
                    )
                self.table.setItem(i, c, item)
        stretch_first_column(self.table)
        self.table.blockSignals(False)
        if not self.select(chosen) and searched:
            self.state.choose_model(None)
            self._on_selection()

    def select(self, model_id: str) -> bool:
        for i, row in enumerate(self.rows):
            if row.entry.id == model_id and row.available_offline:
                self.table.selectRow(i)
                self._on_selection()
                return True
        return False

    def _selected_id(self) -> str | None:
        selected = self.table.selectionModel().selectedRows()
        return self.rows[selected[0].row()].entry.id if selected else None

    # --- the chosen model -----------------------------------------------------------------------------------
    @Slot()
    def _on_selection(self) -> None:
        selected = self.table.selectionModel().selectedRows()
        row = self.rows[selected[0].row()] if selected else None
        if row is None or not row.available_offline:
            self.state.choose_model(None)
            self.details.setText(translate("ModelPage", "Choose a model that is on this computer."))
            self.methods.setRowCount(0)
            self._show_languages(None)
            self.completeness_changed.emit()
            return
        entry = row.entry
        changed = self.state.model is None or self.state.model.id != entry.id
        self.state.choose_model(entry)
        if changed:
            self.state.choose(freeze_layers=None)
        details = translate(
            "ModelPage",
            "<b>{model}</b> — {architecture}, {layers} layers × {heads} heads, hidden size {hidden}; "
            "{parameters} parameters ({size}), {download} on disk.<br>{best_for}",
        )
        self.details.setText(
            details.format(
                model=html.escape(entry.name),
                architecture=html.escape(translate("Catalogue", entry.architecture)),
                layers=entry.layers,
                heads=entry.heads,
                hidden=number(entry.hidden_size, ","),
                parameters=number(entry.parameters, ","),
                size=entry.size_label,
                download=entry.download_label,
                best_for=html.escape(translate("Catalogue", entry.best_for)),
            )
        )
        self._show_languages(entry)
        self._estimate(entry)
        self.completeness_changed.emit()

    def _show_languages(self, entry: Any) -> None:
        """The warning when the data's texts are in languages ``entry`` does not read (nothing otherwise),
        judged with the listed models' places (on this computer or not), as the table shows them."""
        here = {row.entry.id: row.available_offline for row in self.rows}
        advice = None
        if entry is not None:
            advice = language_advice(
                self.state.languages,
                entry,
                self.state.objective,
                on_this_computer=lambda candidate: here.get(candidate.id, False),
            )
        self.language_advice = advice
        self.languages_row.setVisible(advice is not None)
        if advice is not None:
            self.languages.setText(issue_html("warning", advice.message, ""))
            self.other_model_button.setText(
                translate("ModelPage", "Choose {model}").format(model=advice.other_name)
            )
            self.other_model_button.setVisible(advice.other_here)

    @Slot()
    def choose_other_model(self) -> None:
        """Choose the model the language warning suggests (it is on this computer)."""
        if self.language_advice is not None and self.language_advice.other is not None:
            self.select(self.language_advice.other.id)

    def theme_changed(self) -> None:
        self._show_languages(self.state.model)  # the warning's colour

    def _estimate(self, entry: Any) -> None:
        self.overview = None
        self.methods.clearContents()  # no figure of the model shown before stays beside the new one's name
        self.methods.setRowCount(1)
        self.methods.setItem(
            0,
            0,
            QTableWidgetItem(
                translate(
                    "ModelPage", "Counting the weights of {model} (loading it takes a few seconds)…"
                ).format(model=entry.name)
            ),
        )
        objective, labels = self.state.objective, self.state.label_count
        device_bytes = self.device.total_memory_bytes if self.device is not None else None
        device_kind = self.device.kind if self.device is not None else "cpu"

        self.tasks.submit(
            f"Estimating {entry.name}",
            jobs.model_overview,
            entry,
            objective,
            labels,
            device_bytes,
            device_kind,
            key="wizard-estimate",
            on_result=self._show_estimates,
            on_error=self._estimate_failed,
        )

    def _show_estimates(self, result: tuple[str, dict[str, Any]]) -> None:
        model_id, overview = result
        if self.state.model is None or self.state.model.id != model_id:
            return
        self.overview = overview
        self.methods.setRowCount(len(METHODS_SHOWN))
        for i, method in enumerate(METHODS_SHOWN):
            counts, memory = overview[method]
            learn = (
                translate("ModelPage", "{count} ({share})").format(
                    count=short_count(counts.trainable), share=number(counts.share, ".2%")
                )
                if counts.share < 0.9995
                else translate("ModelPage", "{count} (all)").format(count=short_count(counts.trainable))
            )
            verdict = translate("ModelPage", VERDICTS[memory.verdict])
            cells = (
                translate("TrainConfig", METHOD_NAMES[method]),
                learn,
                memory_text(memory.bytes),
                verdict,
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c == 3:
                    item.setForeground(QBrush(QColor(status_colour(VERDICT_COLOURS[memory.verdict]))))
                self.methods.setItem(i, c, item)
        stretch_first_column(self.methods)
        self.completeness_changed.emit()

    def _estimate_failed(self, failure: TaskFailure) -> None:
        self.methods.setRowCount(1)
        self.methods.setItem(
            0,
            0,
            QTableWidgetItem(
                translate("ModelPage", "Could not estimate: {problem}").format(problem=failure.message)
            ),
        )

    def blocker(self) -> str:
        if self.state.model is None:
            return translate("ModelPage", "Choose a model that is on this computer.")
        return ""
