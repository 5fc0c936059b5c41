"""The suite keeps out of its user's folders, also where work runs outside a test's own fixture."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import SUITE_HOME
from workbench import paths


@pytest.fixture(scope="module")
def folders_of_a_module_fixture() -> tuple[Path, Path]:
    """Where a module-scoped fixture (a shared training run, say) would write: before any test's home."""
    return paths.data_dir(), paths.runs_dir()


def test_a_module_fixture_writes_under_the_suites_own_home(folders_of_a_module_fixture) -> None:
    import platformdirs

    data, runs = folders_of_a_module_fixture
    users = Path(platformdirs.user_data_dir(paths.APP_NAME, paths.APP_AUTHOR))
    for folder in (data, runs):
        assert folder.is_relative_to(SUITE_HOME), folder
        assert not folder.is_relative_to(users), folder
