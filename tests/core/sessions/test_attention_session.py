"""The Attention tab's session: the classic example, and heads counted from 1 with None for the average."""

from __future__ import annotations

from workbench.core import scenes
from workbench.core.sessions import scene_state
from workbench.core.sessions.attention import SIDES, VIEWS, AttentionSession


def test_it_starts_with_the_lecture_examples() -> None:
    session = AttentionSession()
    assert "animal" in session.text and " it " in session.text
    assert session.view == VIEWS[0] and session.side == SIDES[0] and session.head is None
    assert session.word == "bank" and all("bank" in sentence for sentence in session.sentences)


def test_the_builtin_attention_scenes_name_views_the_session_knows() -> None:
    shown = [s for s in scenes.builtin_deck("lecture.json").scenes if s.tab == "attention"]
    assert {s.state["view"] for s in shown} <= set(VIEWS)
    assert set(scene_state(AttentionSession())) >= {key for s in shown for key in s.state}
