"""The models the app has loaded, shared by every tab.

Tabs ask ``LoadedModels.load(ref)``; the work runs through the TaskController and the core's model cache, so
a model asked for by two tabs is loaded once.  Tabs subscribe to ``loaded`` / ``changed`` for updates.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from workbench.ui.tasks import TaskController, TaskFailure

if TYPE_CHECKING:
    from workbench.core.models.loading import LoadedModel


class LoadedModels(QObject):
    loading = Signal(str)  # ref
    loaded = Signal(object)  # LoadedModel
    load_failed = Signal(str, object)  # ref, TaskFailure
    changed = Signal()

    def __init__(self, controller: TaskController, allow_pickle: Callable[[], bool] = lambda: False) -> None:
        super().__init__(controller)
        self._controller = controller
        self._allow_pickle = allow_pickle
        self._models: dict[str, LoadedModel] = {}
        self._pending: set[str] = set()

    def load(
        self,
        ref: str,
        task: str = "auto",
        attention: str = "default",
        *,
        on_ready: Callable[[LoadedModel], None] | None = None,
        on_failed: Callable[[TaskFailure], None] | None = None,
    ) -> int:
        """Load ``ref`` in the background; ``on_ready`` / ``on_failed`` hear about this load alone, after the
        ``loaded`` / ``load_failed`` signals every subscriber hears."""
        allow_pickle = self._allow_pickle()
        self._pending.add(ref)
        self.loading.emit(ref)
        self.changed.emit()

        def work(progress, cancel) -> LoadedModel:
            from workbench.core.models.loading import default_cache

            return default_cache().get(
                ref, task, attention=attention, allow_pickle=allow_pickle, on_progress=progress
            )

        def done(model: LoadedModel) -> None:
            self._pending.discard(ref)
            self._models[model.name] = model
            self.loaded.emit(model)
            self.changed.emit()
            if on_ready is not None:
                on_ready(model)

        def failed(failure: TaskFailure) -> None:
            self._pending.discard(ref)
            self.load_failed.emit(ref, failure)
            self.changed.emit()
            if on_failed is not None:
                on_failed(failure)

        def cancelled() -> None:
            self._pending.discard(ref)
            self.changed.emit()

        return self._controller.submit(
            f"Loading {ref}", work, on_result=done, on_error=failed, on_cancelled=cancelled
        )

    def names(self) -> list[str]:
        return list(self._models)

    def has(self, ref: str) -> bool:
        """Whether ``ref`` (a catalogue id, Hugging Face id or folder) is loaded already."""
        return any(ref in (m.source.ref, m.source.catalogue_id) for m in self._models.values())

    def pending(self) -> list[str]:
        return sorted(self._pending)
