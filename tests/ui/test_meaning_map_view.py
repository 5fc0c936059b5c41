"""The map of meaning's own words in a Spanish window (the map itself is drawn in
tests/ui/tabs/train/test_after_run.py, on a real run)."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.ui.test_i18n import spanish  # noqa: F401 - fixture
from workbench.ui.widgets.meaning_map_view import point_tip, separation_words


@pytest.mark.usefixtures("spanish")
def test_the_figure_and_a_point_speak_spanish() -> None:
    side = SimpleNamespace(separation=0.8125, separation_2d=0.5)
    assert separation_words(side, 5) == (
        "El <b>81%</b> de los textos tiene sobre todo su propia etiqueta entre sus 5 vecinos más cercanos "
        "(en este mapa plano: 50%)"
    )
    assert point_tip("the cat sat", "cat", "dog") == "the cat sat\n— cat; el modelo ajustado dijo dog"
