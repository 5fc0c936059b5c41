"""A drop-down of the models on this computer that suit a tab, which loads the chosen one in
the background."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Signal, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.ui.help_texts import HelpTexts
from workbench.ui.models_state import LoadedModels
from workbench.ui.tasks import TaskController


class ModelPicker(QWidget):
    """Lists catalogue models available offline for which ``suits(entry)`` is true; emits ``model_ready``
    with the LoadedModel once the chosen one is loaded (through the shared LoadedModels)."""

    help: HelpTexts = {
        "combo": (
            QT_TRANSLATE_NOOP("Help", "Which model this view uses."),
            QT_TRANSLATE_NOOP(
                "Help",
                "Which pre-trained model answers here. Models on this computer load at once; others are "
                "downloaded the first time when you are online.",
            ),
        ),
    }

    model_ready = Signal(object)  # LoadedModel
    empty = Signal()  # no suitable model is on this computer
    unavailable = Signal()  # none will be ready: none is here, or the chosen one failed to load
    choice_changed = Signal(str)  # what ``chosen()`` now returns

    def __init__(
        self,
        tasks: TaskController,
        models: LoadedModels,
        suits: Callable[[object], bool],
        task: str,
        preferred: str,
        label: str = "",
        attention: str = "default",
    ) -> None:
        super().__init__()
        self.tasks = tasks
        self.models = models
        self.suits = suits
        self.task = task
        self.preferred = preferred
        self.attention = attention  # "eager" for views that draw attention weights
        self.current = None
        self._wanted: str | None = None
        self._listed = False  # the list of suitable models has been read
        self._pending = False  # the chosen model is loading
        self.combo = QComboBox()
        self.combo.setMinimumContentsLength(18)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)  # long names show whole
        self.status = QLabel("")
        self.status.setWordWrap(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(QLabel(label or translate("ModelPicker", "Model:")))
        layout.addWidget(self.combo)
        layout.addWidget(self.status, 1)
        self.combo.activated.connect(self._on_activated)
        self.models.loaded.connect(self._on_loaded)
        self.models.load_failed.connect(self._on_failed)

    def refresh(self) -> None:
        """Find the suitable models on this computer (in the background) and load the preferred one."""
        if self._wanted is None and self.models.has(self.preferred):  # in memory already (another tab's):
            self._load(self.preferred)  # ready at once, while the list is read

        def models_here(progress, cancel):  # every catalogue model with where it is
            from workbench.core.models.zoo import zoo_rows

            return zoo_rows()

        self.tasks.submit("Listing models", models_here, key=f"picker-{id(self)}", on_result=self._fill)

    def _fill(self, rows) -> None:
        self.combo.clear()
        for row in rows:
            if row.available_offline and self.suits(row.entry):
                self.combo.addItem(row.entry.name, row.entry.id)
        if self.combo.count() == 0:
            self.status.setText(
                translate("ModelPicker", "No suitable model is on this computer: see the Model zoo.")
            )
            self._listed, self._pending = True, False
            self.empty.emit()
            self.unavailable.emit()
            return
        self._listed = True
        index = self.combo.findData(self.preferred)
        if index < 0:  # the one wanted is not here: keep the one in use, else take the first
            index = max(0, self.combo.findData(self._wanted))
        self.combo.setCurrentIndex(index)
        if self.combo.itemData(index) != self._wanted or self.current is None:
            self._load(self.combo.itemData(index))

    @Slot(int)
    def _on_activated(self, index: int) -> None:
        self._load(self.combo.itemData(index))

    def expecting(self) -> bool:
        """Whether a model is on its way: the list is not read yet, or the chosen model is loading."""
        return not self._listed or self._pending

    def _load(self, ref: str) -> None:
        self._wanted, self._pending = ref, True
        self.status.setText(translate("ModelPicker", "loading…"))
        self.choice_changed.emit(self.chosen())
        self.models.load(ref, self.task, attention=self.attention)

    @Slot(object)
    def _on_loaded(self, loaded) -> None:
        """The chosen model, loaded here or by another tab; a picker for attention views takes only a twin
        that keeps its weights (another tab's load of the same model with fast kernels is not for it)."""
        eager = self.attention != "eager" or loaded.attention_implementation == "eager"
        if eager and self._wanted in (loaded.source.ref, loaded.source.catalogue_id):
            self.current, self._pending = loaded, False
            self.status.setText(
                f"{loaded.device.kind.upper()}" + (" · " + " ".join(loaded.notes) if loaded.notes else "")
            )
            self.model_ready.emit(loaded)

    @Slot(str, object)
    def _on_failed(self, ref: str, failure) -> None:
        if ref == self._wanted:
            self.status.setText(failure.message)
            self._pending = False
            self.unavailable.emit()

    # --- demo scenes ------------------------------------------------------------------------------------
    def chosen(self) -> str:
        """The id of the model chosen (or about to be, before the list is filled)."""
        return self._wanted or self.combo.currentData() or self.preferred

    def choose(self, ref: str) -> None:
        """Choose ``ref`` as a user picking it would (it loads); before the list is filled, it becomes the one
        picked then.  A model the list lacks may have been downloaded since it was read (the lecture pack,
        say): the list is read again and ``ref`` chosen if it is there now; if not, the choice
        stays as it was."""
        self.preferred = ref
        index = self.combo.findData(ref)
        if index >= 0 and ref != self._wanted:
            self.combo.setCurrentIndex(index)
            self._load(ref)
        elif index < 0 and self.combo.count():
            self.refresh()
        self.choice_changed.emit(self.chosen())
