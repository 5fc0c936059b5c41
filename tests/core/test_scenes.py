"""Demo-scene files: round trip, clear errors for broken files, and the built-in lecture deck."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from workbench.core import scenes
from workbench.core.errors import SceneFileError
from workbench.core.scenes import Scene, SceneDeck
from workbench.core.sessions import session_types


def a_deck() -> SceneDeck:
    return SceneDeck(
        "My lecture",
        (
            Scene("Blank", "Both sides matter.", "fill", {"text": "The ___ sat.", "seed": 3}),
            Scene("Heads", "", "attention", {"view": "model", "head": None, "sentences": ["a b", "c d"]}),
        ),
        "For Tuesday",
    )


def write(path: Path, data) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


def test_save_then_load_gives_the_same_deck(tmp_path) -> None:
    deck = a_deck()
    scenes.save_deck(deck, tmp_path / "deck.json")
    loaded = scenes.load_deck(tmp_path / "deck.json")
    assert loaded == deck
    assert loaded.source == str(tmp_path / "deck.json")
    assert json.loads((tmp_path / "deck.json").read_text())["schema_version"] == scenes.SCHEMA_VERSION


def test_append_creates_then_extends_a_deck(tmp_path) -> None:
    path = tmp_path / "mine.json"
    first = scenes.append_scene(path, Scene("One", "", "next_token", {"text": "Once"}), title="Mine")
    second = scenes.append_scene(path, Scene("Two", "", "zoo", {"search": "bert"}))
    assert first.title == second.title == "Mine"
    assert [s.title for s in scenes.load_deck(path).scenes] == ["One", "Two"]


def test_unknown_state_keys_are_kept_and_reported(tmp_path) -> None:
    data = a_deck().to_dict()
    data["scenes"][0]["state"]["colour_of_the_sky"] = "blue"  # written by some newer workbench
    deck = scenes.load_deck(write(tmp_path / "newer.json", data))
    assert deck.scenes[0].unknown_keys() == ["colour_of_the_sky"]


@pytest.mark.parametrize(
    ("content", "says"),
    [
        ("{not json", "not valid JSON (line 1"),
        ([1, 2], "does not hold a JSON object"),
        ({"title": "x", "scenes": []}, "no schema_version"),
        ({"schema_version": 99, "scenes": []}, "newer workbench"),
        ({"schema_version": 1, "scenes": []}, "has no scenes"),
        ({"schema_version": 1, "scenes": [{"tab": "fill"}]}, "scene 1 has no title"),
        ({"schema_version": 1, "scenes": [{"title": "A", "tab": "slides"}]}, 'unknown tab "slides"'),
        ({"schema_version": 1, "scenes": [{"title": "A", "tab": "fill", "state": []}]}, "“state” should be"),
        (
            {
                "schema_version": 1,
                "scenes": [{"title": "A", "tab": "next_token", "state": {"temperature": "hot"}}],
            },
            "“temperature” should be a number",
        ),
        (
            {"schema_version": 1, "scenes": [{"title": "A", "tab": "attention", "state": {"view": "3d"}}]},
            '“view” cannot be "3d"',
        ),
        (
            {"schema_version": 1, "scenes": [{"title": "A", "tab": "fill", "state": {"seed": True}}]},
            "“seed” should be a whole number",
        ),
    ],
)
def test_a_broken_file_says_what_is_wrong(tmp_path, content, says) -> None:
    path = write(tmp_path / "broken.json", content)
    with pytest.raises(SceneFileError) as raised:
        scenes.load_deck(path)
    assert says in raised.value.message
    assert str(path) in raised.value.message and raised.value.hint


def test_a_missing_file_is_a_scene_error(tmp_path) -> None:
    with pytest.raises(SceneFileError, match="cannot be read"):
        scenes.load_deck(tmp_path / "nowhere.json")


def test_an_unknown_tab_lists_the_known_ones(tmp_path) -> None:
    path = write(tmp_path / "t.json", {"schema_version": 1, "scenes": [{"title": "A", "tab": "slides"}]})
    with pytest.raises(SceneFileError) as raised:
        scenes.load_deck(path)
    assert all(name in raised.value.hint for name in session_types())


def test_the_builtin_lecture_covers_points_1_to_11_with_known_tabs_and_keys() -> None:
    decks = scenes.builtin_decks()
    lecture = scenes.builtin_deck("lecture.json")
    assert lecture in decks and lecture.source == "built-in:lecture.json"
    points = set()
    for scene in lecture.scenes:
        assert scene.tab in session_types()
        assert scene.unknown_keys() == [], scene.title
        assert scene.says and len(scene.says) < 400, scene.title
        assert scene.textbook is None or len(scene.textbook.says) < 400, scene.title
        points.add(int(re.match(r"(\d+) ·", scene.title).group(1)))
    assert set(range(1, 12)) <= points
    assert {scene.tab for scene in lecture.scenes} == set(session_types())


def test_builtin_scenes_use_only_embedded_models_and_sample_data() -> None:
    from workbench.core.models import catalogue

    embedded = {e.id for e in catalogue.load_catalogue() if e.is_embedded}
    for scene in scenes.builtin_deck("lecture.json").scenes:
        for key in (
            "model",
            "masked_model",
            "causal_model",
            "encoder_model",
            "decoder_model",
            "prompting_model",
        ):
            if key in scene.state and scene.tab != "zoo":  # the zoo only shows a catalogue entry
                assert scene.state[key] in embedded, (scene.title, key)


def test_every_builtin_scene_with_a_sentence_names_its_own() -> None:
    """A scene starts from its own state: one that left the tab's sentence as it was showed the scene before's
    (the word-in-context scenes kept "The capital of France is" above their own sentences)."""
    for scene in scenes.builtin_deck("lecture.json").scenes:
        if "text" in scenes.sessions.field_rules(session_types()[scene.tab]):
            assert scene.state.get("text"), scene.title
            if scene.state.get("view") == "word":
                assert scene.state["text"] in scene.state["sentences"], scene.title


def test_core_scenes_import_no_qt() -> None:
    code = "import sys, workbench.core.scenes as s; s.builtin_decks(); print('PySide6' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_the_costs_scene_names_the_fine_tune_by_the_number_the_room_sees() -> None:
    """The room sees scenes by their number in the deck: the costs scene's narration and "Look for" point at
    the fine-tune by that number (they said "scene 8", the beam-search scene, after the course's section)."""
    lecture = scenes.builtin_deck("lecture.json")
    costs = next(s for s in lecture.scenes if s.title.startswith("13 · What a run costs"))
    named = re.findall(r"[Ss]cene (\d+)", f"{costs.says} {costs.claim}")
    assert named and {lecture.scenes[int(n) - 1].title for n in named} == {
        "8 · Fine-tuning: body + head, and a recipe for small data"
    }
