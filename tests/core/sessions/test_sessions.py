"""What every tab's session shares: found by scene key, its fields are the keys a scene may store, with the
types and choices a scene file is checked against, and every built-in scene's state builds one."""

from __future__ import annotations

import subprocess
import sys
from dataclasses import FrozenInstanceError, fields, replace

import pytest

from workbench.core import scenes
from workbench.core.errors import SceneFileError
from workbench.core.sessions import field_rules, scene_state, session_types
from workbench.core.sessions.attention import AttentionSession
from workbench.core.sessions.zoo import ZooSession


def test_each_tab_that_scenes_store_has_one_session() -> None:
    found = session_types()
    assert set(found) == {"zoo", "fill", "next_token", "surprise", "attention", "train"}
    assert all(cls.scene_key == key and cls.title for key, cls in found.items())
    assert len({cls.title for cls in found.values()}) == len(found)


def test_the_rules_come_from_the_fields() -> None:
    rules = field_rules(AttentionSession)
    assert list(rules) == [f.name for f in fields(AttentionSession)]
    assert rules["head"] == ((int, type(None)), None)
    assert rules["sentences"] == ((list,), None)
    assert rules["view"] == ((str,), ("head", "model", "side_by_side", "word", "layers", "before_after"))
    assert field_rules(ZooSession)["type"][1] == (None, "encoder", "decoder", "encoder-decoder")
    assert field_rules(session_types()["next_token"])["temperature"] == ((int, float), None)


def test_a_session_is_stored_as_json_reads_it_back(tmp_path) -> None:
    session = replace(AttentionSession(), sentences=("a bank", "the bank"), head=2)
    state = scene_state(session)
    assert state["sentences"] == ["a bank", "the bank"] and state["head"] == 2
    path = tmp_path / "deck.json"
    scenes.save_deck(scenes.SceneDeck("D", (scenes.Scene("S", "", "attention", state),)), path)
    assert scenes.load_deck(path).scenes[0].state == state
    with pytest.raises(FrozenInstanceError):
        session.text = "changed"  # type: ignore[misc]


def test_a_value_outside_a_fields_choices_is_refused() -> None:
    data = {"schema_version": 1, "scenes": [{"title": "A", "tab": "zoo", "state": {"type": "transformer"}}]}
    with pytest.raises(SceneFileError, match="“type” cannot be"):
        scenes.deck_from_dict(data)


def test_every_builtin_scene_state_is_a_session() -> None:
    for scene in scenes.builtin_deck("lecture.json").scenes:
        cls = session_types()[scene.tab]
        values = {k: tuple(v) if isinstance(v, list) else v for k, v in scene.state.items()}
        assert scene_state(cls(**values)).items() >= scene.state.items(), scene.title


def test_sessions_import_no_qt_no_torch_and_no_run_machinery() -> None:
    """The window imports every session to name its tabs before it is shown: they stay light (the training
    session's experiment boxes once imported the experiment runners for their defaults, 20 ms of start-up)."""
    heavy = ("PySide6", "torch", "workbench.core.training.runs", "workbench.core.training.engine")
    code = (
        "import sys, workbench.core.sessions as s; s.session_types(); "
        f"print(sorted(m for m in sys.modules if m.startswith({heavy!r})))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"
