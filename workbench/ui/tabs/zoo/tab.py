"""Model zoo tab: browse the catalogue, see what is on this computer, load, download (a model or the lecture
pack: workbench/ui/tabs/zoo/downloads.py), import a folder."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QEvent, QItemSelectionModel, QSortFilterProxyModel, Qt, QTimer, Signal, Slot
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from workbench.core.models import catalogue
from workbench.core.models.catalogue import CatalogueEntry
from workbench.core.models.zoo import ZooRow
from workbench.core.sessions.zoo import ZooSession, available_models, parameter_counts
from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.presentation import mark_secondary, mark_secondary_columns
from workbench.ui.tabs.base import Shortcut
from workbench.ui.tabs.zoo.downloads import ZooDownloads
from workbench.ui.tabs.zoo.table import (
    SECONDARY_COLUMNS,
    SIZE_FILTERS,
    TASK_FILTERS,
    TYPE_FILTERS,
    ComponentsTable,
    ZooTableModel,
    compare_html,
    details_html,
    fact_anchor,
    filter_combo,
    fit_columns,
)
from workbench.ui.tasks import TaskController
from workbench.ui.widgets import file_dialogs


class ZooTab(QWidget):
    title, scene_key = ZooSession.title, ZooSession.scene_key
    shortcuts: tuple[Shortcut, ...] = ()
    help: HelpTexts = {
        "search": (
            QT_TRANSLATE_NOOP("Help", "Type part of a model's name, family or use to filter the list."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Filters the catalogue as you type: a name (bert), a family (GPT-2) or a use (sentiment).",
            ),
        ),
        "offline_only": (
            QT_TRANSLATE_NOOP("Help", "Show only models already on this computer."),
            QT_TRANSLATE_NOOP(
                "Help", "Hides models that would have to be downloaded first, e.g. when there is no network."
            ),
        ),
        "table": (
            QT_TRANSLATE_NOOP(
                "Help",
                "The model zoo: click a model for its details, Ctrl+click more to compare them. "
                "Right-click to save the table as CSV.",
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "Every model the workbench knows: its architecture (encoder, decoder or both), its size, "
                "layers, heads and hidden size, how it was pre-trained and whether it is on this computer. "
                "Click a column's title to sort by it.",
            ),
        ),
        "details": (
            QT_TRANSLATE_NOOP(
                "Help", "What this model is, how it was trained, what it is good for and its licence."
            ),
            QT_TRANSLATE_NOOP(
                "Help",
                "A model's card in plain words: architecture, pre-training objective, layers, heads, "
                "parameters, size on disk, best uses and licence.",
            ),
        ),
        "components": (
            QT_TRANSLATE_NOOP("Help", "How many numbers (parameters) each part of the model has."),
            QT_TRANSLATE_NOOP(
                "Help",
                "The model's parameters by part: embeddings, the transformer layers and the head. "
                "Right-click to save as CSV.",
            ),
        ),
        "load_button": (
            QT_TRANSLATE_NOOP("Help", "Load this model so the other tabs can use it."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Loads the selected model into memory; the fill, next-token and "
                "attention tabs can then use it.",
            ),
        ),
        "import_button": (
            QT_TRANSLATE_NOOP("Help", "Load a model saved in a folder on this computer."),
            QT_TRANSLATE_NOOP(
                "Help", "Opens a folder with a saved model (config and weights), e.g. one you fine-tuned."
            ),
        ),
    }

    selection_changed = Signal(object)  # ZooRow or None

    def __init__(self, tasks: TaskController, models: LoadedModels) -> None:
        super().__init__()
        self.setObjectName("zooTab")
        self.tasks = tasks
        self.models = models
        self._all_rows: list[ZooRow] = []
        self._build()
        self.models.loaded.connect(self._on_model_loaded)
        self.models.changed.connect(self._update_buttons)
        rows = [
            ZooRow(e, "embedded" if e.is_embedded else "downloadable") for e in catalogue.load_catalogue()
        ]
        self._set_rows(rows, checked=False)
        self.table.resizeColumnsToContents()

    def _build(self) -> None:
        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("ZooTab", "Search: name, family, language, use…"))
        self.search.setClearButtonEnabled(True)
        self.type_filter = filter_combo(
            TYPE_FILTERS,
            translate(
                "ZooTab",
                "Kind of model: encoders read the whole text at once, "
                "decoders write left to right, encoder-decoders turn text into text.",
            ),
        )
        self.task_filter = filter_combo(TASK_FILTERS, translate("ZooTab", "Only models that can do this."))
        self.size_filter = filter_combo(
            SIZE_FILTERS, translate("ZooTab", "Smaller models run faster and fit on a laptop.")
        )
        self.offline_only = QCheckBox(translate("ZooTab", "Only on this computer"))
        self.offline_only.setToolTip(
            translate("ZooTab", "Embedded models and models already downloaded: they work without internet.")
        )
        self.import_button = QPushButton(translate("ZooTab", "Open model folder…"))
        self.import_button.setToolTip(
            translate("ZooTab", "Load a model saved in a folder (config.json plus .safetensors weights).")
        )
        # Two rows, so that at projector zoom the search box keeps its room.
        search_row = QHBoxLayout()
        search_row.addWidget(self.search, 1)
        search_row.addWidget(self.import_button)
        filters = QHBoxLayout()
        for widget in (self.type_filter, self.task_filter, self.size_filter, self.offline_only):
            filters.addWidget(widget)
        filters.addStretch(1)

        self.table_model = ZooTableModel()
        self.proxy = QSortFilterProxyModel(self)
        self.proxy.setSourceModel(self.table_model)
        self.proxy.setSortRole(Qt.ItemDataRole.UserRole)
        self.table = QTableView()
        self.table.setObjectName("zooTable")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)  # several: compared
        self.table.verticalHeader().setVisible(False)
        # Sized to the contents once (below), not on every layout pass: that re-read every cell each time.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)
        self.table.setAlternatingRowColors(True)
        mark_secondary_columns(
            self.table, SECONDARY_COLUMNS
        )  # the panel beside it has them for the chosen one
        self.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)  # what works offline first
        self.count_label = QLabel()

        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addWidget(self.table)
        left_layout.addWidget(self.count_label)
        self.downloads = ZooDownloads(self.tasks)  # the lecture pack's row; the other parts are placed below
        left_layout.addWidget(self.downloads)

        self.model_name = QLabel(translate("ZooTab", "Choose a model"))
        self.model_name.setObjectName("zooTitle")
        self._size_model_name()
        self.details = QTextBrowser()
        self._details_at, self._details_of = "", ""  # a scene's fact to show, and the model it is about
        self.details.setObjectName("zooDetails")
        self.details.setOpenExternalLinks(True)
        self.components = ComponentsTable()
        self.load_button = QPushButton(translate("ZooTab", "Load"))
        self.load_button.setToolTip(translate("ZooTab", "Load this model so the other tabs can use it."))
        d = self.downloads
        self.download_button, self.cancel_button = d.download_button, d.cancel_button
        self.progress, self.progress_label = d.progress, d.progress_label
        buttons = QHBoxLayout()
        for button in (self.load_button, self.download_button, self.cancel_button):
            buttons.addWidget(button)
        buttons.addStretch(1)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.model_name)
        right_layout.addWidget(self.details, 3)
        self.components_label = QLabel(
            translate("ZooTab", "Parameters by part (counted from the architecture):")
        )
        self.components_label.setWordWrap(
            True
        )  # the panel may be narrow: the table takes what its columns need
        # In presentation mode the parts are left out: the details (how the model was pre-trained, its
        # licence, what it is best for) take the panel's height and read without scrolling.
        right_layout.addWidget(mark_secondary(self.components_label))
        right_layout.addWidget(mark_secondary(self.components), 2)
        right_layout.addLayout(buttons)
        right_layout.addWidget(self.progress)
        right_layout.addWidget(self.progress_label)

        splitter = self.splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.addLayout(search_row)
        layout.addLayout(filters)
        layout.addWidget(splitter, 1)

        self.search.textChanged.connect(self._apply_filters)
        for combo in (self.type_filter, self.task_filter, self.size_filter):
            combo.currentIndexChanged.connect(self._apply_filters)
        self.offline_only.toggled.connect(self._apply_filters)
        self.table.selectionModel().selectionChanged.connect(self._on_selection)
        self.load_button.clicked.connect(self.load_selected)
        self.download_button.clicked.connect(self.download_selected)
        self.downloads.ended.connect(self._download_ended)
        self.import_button.clicked.connect(self._choose_folder)
        self._update_buttons()

    def _size_model_name(self) -> None:
        font = QFont(self.font())
        font.setPointSizeF(self.font().pointSizeF() * 1.4)
        font.setBold(True)
        self.model_name.setFont(font)

    def changeEvent(self, event: QEvent) -> None:
        """Zooming changes the application font: follow it with the model's name and the column widths."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange and hasattr(self, "model_name"):
            self._size_model_name()
            QTimer.singleShot(0, self, self._fit_columns)  # once presentation mode has hidden its columns

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self._fit_columns()
        self._show_details_at()  # the text is laid out again at the new width

    def _fit_columns(self) -> None:
        fit_columns(self.table, self.splitter)

    # --- rows and filters -------------------------------------------------------------------------------
    def refresh_availability(self) -> None:
        """Scan the Hugging Face cache in the background and update every row's status and the pack's."""
        self.downloads.refresh_pack()
        self.tasks.submit(
            "Looking for models on this computer",
            available_models,
            key="zoo-availability",
            on_result=lambda rows: self._set_rows(rows, checked=True),
        )

    def _set_rows(self, rows: list[ZooRow], checked: bool) -> None:
        selected = [row.entry.id for row in self.selected_rows()]  # kept, one model or several compared
        self._all_rows = rows
        self._checked = checked
        self._apply_filters()
        for model_id in selected:
            self.select(model_id, add=model_id != selected[0])

    @Slot()
    def _apply_filters(self) -> None:
        by_id = {row.entry.id: row for row in self._all_rows}
        offline = self.offline_only.isChecked()
        entries = catalogue.filter_entries(
            [row.entry for row in self._all_rows],
            text=self.search.text(),
            architecture=self.type_filter.currentData(),
            task=self.task_filter.currentData(),
            max_parameters=self.size_filter.currentData(),
            available=(lambda e: by_id[e.id].available_offline) if offline else None,
        )
        self.table_model.set_rows([by_id[e.id] for e in entries], self._checked)
        total = len(self._all_rows)
        count = translate("ZooTab", "{shown} of %n models", None, total)
        self.count_label.setText(count.format(shown=len(entries)))
        self._on_selection()

    def selected_rows(self) -> list[ZooRow]:
        """The models selected, in the table's order."""
        indexes = sorted(self.table.selectionModel().selectedRows(), key=lambda i: i.row())
        return [self.table_model.rows[self.proxy.mapToSource(i).row()] for i in indexes]

    def selected_row(self) -> ZooRow | None:
        """The one model selected (None when none is, or several are being compared)."""
        rows = self.selected_rows()
        return rows[0] if len(rows) == 1 else None

    def select(self, model_id: str, add: bool = False) -> bool:
        """Select the model ``model_id`` (``add``: beside those selected, to compare them)."""
        flags = QItemSelectionModel.SelectionFlag.Rows | (
            QItemSelectionModel.SelectionFlag.Select
            if add
            else QItemSelectionModel.SelectionFlag.ClearAndSelect
        )
        for i, row in enumerate(self.table_model.rows):
            if row.entry.id == model_id:
                self.table.selectionModel().select(
                    self.proxy.mapFromSource(self.table_model.index(i, 0)), flags
                )
                return True
        return False

    # --- details ----------------------------------------------------------------------------------------
    @Slot()
    def _on_selection(self, *args: object) -> None:
        row, rows = self.selected_row(), self.selected_rows()
        if row is None or row.entry.id != self._details_of:
            self._details_at = ""  # another model: its details from their start
        self._update_buttons()
        self.selection_changed.emit(row)
        for part in (self.components, self.components_label):  # the facts of several models need the room
            part.setVisible(len(rows) < 2)
        self.components.setRowCount(0)
        if len(rows) > 1:
            count = len(rows)
            self.model_name.setText(translate("ZooTab", "Comparing %n models", None, count))
            self.details.setHtml(compare_html(rows))
        elif row is None:
            self.model_name.setText(translate("ZooTab", "Choose a model"))
            pick = translate("ZooTab", "Pick a model on the left to see what it is and what it is good for.")
            self.details.setHtml(f"<p>{pick}</p>")
        else:
            self.model_name.setText(row.entry.name)
            self.details.setHtml(details_html(row))
            self._show_details_at()
            self._show_components(row.entry)

    def _show_components(self, entry: CatalogueEntry) -> None:
        self.components.show_message(translate("ZooTab", "Counting…"))
        self.tasks.submit(
            f"Counting parameters of {entry.name}",
            parameter_counts,
            entry,
            key="zoo-components",
            on_result=lambda parts: self._show_parts(entry, parts),
            on_error=lambda failure: self.components.show_message(
                translate("ZooTab", "Could not count: {problem}").format(problem=failure.message)
            ),
        )

    def _show_parts(self, entry: CatalogueEntry, parts: list[tuple[str, int]]) -> None:
        """The count of ``entry``'s parts, if it is still the model shown (not after a new choice)."""
        row = self.selected_row()
        if row is not None and row.entry.id == entry.id:
            self.components.show_parts(parts)

    @Slot()
    def _update_buttons(self) -> None:
        row = self.selected_row()
        local = row is not None and row.available_offline
        loaded_names = set(self.models.names())
        loading = row is not None and row.entry.id in self.models.pending()
        self.load_button.setEnabled(local and not loading and row.entry.name not in loaded_names)
        self.load_button.setText(
            translate("ZooTab", "Loaded")
            if row is not None and row.entry.name in loaded_names
            else translate("ZooTab", "Load")
        )
        self.downloads.update_buttons(
            row.entry if row else None, row is not None and row.status == "downloadable"
        )

    # --- actions ----------------------------------------------------------------------------------------
    def start(self) -> None:
        """Called whenever the tab is shown: nothing to load (the window reads the catalogue
        once it is up)."""

    def run(self) -> None:
        """Enter in the search box: load the model selected."""
        self.load_selected()

    @Slot()
    def load_selected(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.models.load(row.entry.id)

    @Slot()
    def _choose_folder(self) -> None:
        folder = file_dialogs.choose_folder(self, "Open a model folder")
        if folder:
            self.load_folder(Path(folder))

    def load_folder(self, folder: Path) -> int:
        return self.models.load(str(folder))

    @Slot(object)
    def _on_model_loaded(self, model) -> None:
        self._update_buttons()
        if model.notes:
            self.progress_label.setText("\n".join(model.notes))

    @Slot()
    def download_selected(self) -> None:
        row = self.selected_row()
        if row is not None:
            self.downloads.download(row.entry)

    @Slot()
    def _download_ended(self) -> None:
        self._update_buttons()
        self.refresh_availability()

    # --- demo scenes ------------------------------------------------------------------------------------
    @property
    def session(self) -> ZooSession:
        """What is on screen, read from the controls (a demo scene stores its fields)."""
        row = self.selected_row()
        return ZooSession(
            search=self.search.text(),
            type=self.type_filter.currentData(),
            task=self.task_filter.currentData(),
            offline_only=self.offline_only.isChecked(),
            model=row.entry.id if row is not None else "",
            details_at=self._details_at if row is not None else "",
        )

    def apply_scene_state(self, state: dict) -> None:
        """Show a scene: set the search and filters it names (the rest stay), then select its model."""
        if "search" in state:
            self.search.setText(state["search"])
        for key, combo in (("type", self.type_filter), ("task", self.task_filter)):
            index = next((i for i in range(combo.count()) if combo.itemData(i) == state.get(key)), -1)
            if key in state and index >= 0:
                combo.setCurrentIndex(index)
        if "offline_only" in state:
            self.offline_only.setChecked(bool(state["offline_only"]))
        if state.get("model"):
            self.select(state["model"])
        self._details_at, self._details_of = str(state.get("details_at") or ""), str(state.get("model") or "")
        if self._details_at:
            self._show_details_at()
        else:  # the same model as the scene before may be still shown, scrolled to a fact: from its top
            QTimer.singleShot(0, self, lambda: self.details.verticalScrollBar().setValue(0))

    def _show_details_at(self) -> None:
        """The fact a scene points at, at the top of the details pane (once its text is laid out)."""
        if self._details_at:
            QTimer.singleShot(0, self, lambda: self.details.scrollToAnchor(fact_anchor(self._details_at)))
