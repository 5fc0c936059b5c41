"""Numbers written as a Spanish window writes them, for the screens' tests."""

from __future__ import annotations

import pytest

from workbench.core import words


@pytest.fixture
def spanish_numbers():
    """Spanish's decimal comma and thousands point for ``words.number`` ("1.234,5"); English's afterwards."""
    words.set_separators(",", ".")
    yield
    words.set_separators()
