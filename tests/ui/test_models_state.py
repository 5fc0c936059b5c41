"""The shared model registry: a load's own callbacks hear about that load alone, after the signals, and a
picker says which model it has chosen."""

from __future__ import annotations

import pytest

from tests.support.tiny_models import save_tiny_bert
from workbench.ui.models_state import LoadedModels
from workbench.ui.tasks import TaskController
from workbench.ui.widgets.model_picker import ModelPicker


@pytest.fixture
def models(qtbot):
    controller = TaskController()
    yield LoadedModels(controller)
    assert controller.shutdown(10000)


def test_a_load_calls_its_own_callbacks_after_the_signals(qtbot, models, tmp_path) -> None:
    heard = []
    models.loaded.connect(lambda model: heard.append(("loaded", model.name)))
    models.load_failed.connect(lambda ref, failure: heard.append(("load_failed", ref)))
    folder = str(save_tiny_bert(tmp_path / "tiny-bert"))
    models.load(folder, on_ready=lambda model: heard.append(("ready", model.name)))
    missing = str(tmp_path / "no-such-model")
    models.load(missing, on_failed=lambda failure: heard.append(("failed", failure.message)))
    qtbot.waitUntil(lambda: len(heard) == 4, timeout=30000)
    loaded = [entry for entry in heard if entry[0] in ("loaded", "ready")]
    assert [kind for kind, _ in loaded] == ["loaded", "ready"] and loaded[0][1] == loaded[1][1]
    failed = [kind for kind, _ in heard if kind in ("load_failed", "failed")]
    assert failed == ["load_failed", "failed"]
    assert models.names() == [loaded[0][1]] and not models.pending()


def test_the_picker_says_what_it_chose(qtbot, models) -> None:
    picker = ModelPicker(models.parent(), models, lambda entry: True, "auto", "smollm2-135m")
    qtbot.addWidget(picker)
    chosen = []
    picker.choice_changed.connect(chosen.append)
    picker.choose("minilm-l6")  # before the list is read: it becomes the one picked then
    assert chosen == ["minilm-l6"] and picker.chosen() == "minilm-l6"


def test_an_attention_picker_keeps_its_eager_twin_when_another_tab_loads_the_model(qtbot, models) -> None:
    """The Next token tab loading SmolLM2 with fast kernels must not hand the Attention tab a model that keeps
    no attention weights (its views then said there was nothing to draw)."""
    from types import SimpleNamespace

    def loaded(kernels: str):
        source = SimpleNamespace(ref="smollm2-135m", catalogue_id="smollm2-135m")
        return SimpleNamespace(
            source=source, attention_implementation=kernels, notes=(), device=SimpleNamespace(kind="cpu")
        )

    eager = ModelPicker(models.parent(), models, lambda e: True, "causal-lm", "x", attention="eager")
    plain = ModelPicker(models.parent(), models, lambda e: True, "causal-lm", "x")
    for picker in (eager, plain):
        qtbot.addWidget(picker)
        picker._wanted = "smollm2-135m"
    heard = {id(eager): [], id(plain): []}
    for picker in (eager, plain):
        picker.model_ready.connect(lambda model, picker=picker: heard[id(picker)].append(model))
    fast, twin = loaded("sdpa"), loaded("eager")
    models.loaded.emit(fast)
    models.loaded.emit(twin)
    assert heard[id(eager)] == [twin] and eager.current is twin
    assert heard[id(plain)] == [fast, twin]
