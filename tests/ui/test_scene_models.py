"""In the window, a scene plays with the best model on this computer and the scene bar says which: the
embedded stand-in (and how to get the textbook model) until the model is downloaded, then the downloaded one,
even when the tab listed its models before the download.  Tiny models from the fake hub stand in for BERT
base and GPT-2."""

from __future__ import annotations

from pathlib import Path

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.tiny_lms import save_tiny_gpt2
from tests.support.tiny_models import save_tiny_bert
from workbench.core.models import catalogue
from workbench.core.models.downloads import download_model
from workbench.core.scene_models import ScenePlay
from workbench.core.scenes import Scene, SceneDeck, Textbook

TIMEOUT_MS = 60_000
CLOZE = Scene(
    "Cats",
    "Who sat on the mat?",
    "fill",
    # GPT-2 (a tiny stand-in, downloaded below) as the left-to-right model keeps SmolLM2 out of this test.
    {"text": "The cat sat on the [MASK].", "masked_model": "workbench-mini-mlm", "causal_model": "gpt2"},
    "The embedded model guesses.",
    (),
    Textbook(
        "BERT base guesses.",
        {"masked_model": "bert-base-uncased", "text": "The [MASK] sat on the mat."},
        ({"kind": "fill_top", "view": "both_sides", "words": ["cat"], "within": 5},),
        says="BERT says.",
    ),
)


def _download(hub: FakeHub, model_id: str, folder: Path) -> None:
    hf_id = catalogue.get_entry(model_id).hf_id
    hub.add_repo(hf_id, folder)
    download_model(hf_id, endpoint=hub.url)  # into this test's own Hugging Face cache


def test_the_bar_shows_which_model_the_scene_uses_and_hides_the_line_when_there_is_none(main_window) -> None:
    bar = main_window.scenes.bar
    deck = SceneDeck("Deck", (CLOZE,))
    bar.show_scene(deck, 0, ScenePlay(CLOZE.state, "Said.", "Seen.", "Using BERT base (uncased)."))
    assert bar.uses.text() == "Using BERT base (uncased)." and not bar.uses.isHidden()
    assert bar.says.text() == "Said." and bar.claim.text() == "Look for: Seen."
    bar.show_scene(deck, 0)  # as written, no model line
    assert bar.uses.isHidden() and bar.says.text() == CLOZE.says


def test_a_scene_moves_to_the_textbook_model_once_it_is_downloaded(
    qtbot, main_window, fake_hub: FakeHub, tmp_path: Path
) -> None:
    _download(fake_hub, "gpt2", save_tiny_gpt2(tmp_path / "gpt2"))
    player = main_window.scenes
    main_window.activateWindow()
    fill = main_window.tab("Fill in the blank")

    player.open_deck(SceneDeck("Deck", (CLOZE,)))
    assert player.bar.uses.text().startswith("Using the embedded Workbench mini MLM (fill in the blank) (")
    assert "the lecture pack" in player.bar.uses.text() and player.bar.says.text() == CLOZE.says
    qtbot.waitUntil(
        lambda: getattr(fill.masked_picker.current, "name", "").startswith("Workbench mini MLM"),
        timeout=TIMEOUT_MS,
    )
    assert fill.masked_picker.combo.findData("bert-base-uncased") < 0  # listed before BERT came

    _download(fake_hub, "bert-base-uncased", save_tiny_bert(tmp_path / "bert"))
    player.show_scene(0)
    assert player.bar.uses.text() == "Using BERT base (uncased)."
    assert (
        player.bar.says.text() == "BERT says." and player.bar.claim.text() == "Look for: BERT base guesses."
    )
    assert fill.text.text() == "The [MASK] sat on the mat."
    qtbot.waitUntil(
        lambda: (
            getattr(fill.masked_picker.current, "source", None) is not None
            and fill.masked_picker.current.source.catalogue_id == "bert-base-uncased"
        ),
        timeout=TIMEOUT_MS,
    )
    assert fill.masked_picker.chosen() == "bert-base-uncased"
    qtbot.waitUntil(lambda: not main_window.tasks.is_busy(), timeout=TIMEOUT_MS)
