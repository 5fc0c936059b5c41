"""The Model zoo tab's session: its filters allow exactly what the catalogue knows."""

from __future__ import annotations

from workbench.core.models import catalogue
from workbench.core.sessions.zoo import ARCHITECTURES, TASKS, ZooSession


def test_the_filters_name_what_the_catalogue_has() -> None:
    entries = catalogue.load_catalogue()
    assert {e.architecture for e in entries} <= set(ARCHITECTURES)
    assert {task for e in entries for task in e.tasks if task in TASKS}
    session = ZooSession()
    assert session.type is None and session.task is None and not session.offline_only and session.model == ""
