"""Every kind of text the class reads reaches 4.5:1 against its background (WCAG AA) in both themes, as the
window shows them and as presentation mode does (high contrast): the window's text, the charts' labels, a
heatmap's token labels and the numbers in its cells, and the coloured chips of the token views (a chat
template's dimmed tokens among them).  The colours are read from what the app really uses: the palette the
theme sets, the chart style, a styled pyqtgraph plot, and the rich text the token views write."""

from __future__ import annotations

import re

import pytest
from PySide6.QtGui import QPalette

from workbench.core.training.objectives.chat_template import ShownToken
from workbench.ui import plot_style
from workbench.ui.contrast import AA, ratio, readable_on
from workbench.ui.theme import make_palette

THEMES = [(dark, presenting) for dark in (False, True) for presenting in (False, True)]
NAMES = ["light", "light presenting", "dark", "dark presenting"]
ROLES = QPalette.ColorRole


@pytest.fixture
def theme(request, qapp):
    """The palette and chart colours of one theme, set as the app would, put back afterwards."""
    dark, presenting = request.param
    colours = plot_style.DARK if dark else plot_style.LIGHT
    colours = plot_style.high_contrast(colours) if presenting else colours
    before = plot_style.colours()
    plot_style.style().set_colours(colours)
    yield make_palette(dark, presenting), colours
    plot_style.style().set_colours(before)


def failures(pairs: list[tuple[str, str, str]]) -> list[str]:
    return [f"{what}: {fg} on {bg} is {ratio(fg, bg):.2f}:1" for what, fg, bg in pairs if ratio(fg, bg) < AA]


def spans(rich: str, text: str, background: str) -> list[tuple[str, str]]:
    """(text colour, background) of each styled span of ``rich``, the page's where a span sets none."""
    found = []
    for style in re.findall(r"<(?:span|b|a|sub|td)[^>]*style='([^']*)'", rich):
        colour = re.search(r"(?<![-\w])color:\s*(#[0-9A-Fa-f]{6})", style)
        fill = re.search(r"background(?:-color)?:\s*(#[0-9A-Fa-f]{6})", style)
        found.append((colour.group(1) if colour else text, fill.group(1) if fill else background))
    return found


@pytest.mark.parametrize("theme", THEMES, ids=NAMES, indirect=True)
def test_the_window_and_chart_text_reach_aa(theme) -> None:
    palette, colours = theme
    colour = lambda role, group=QPalette.ColorGroup.Active: palette.color(group, role).name()  # noqa: E731
    window, base = colour(ROLES.Window), colour(ROLES.Base)
    disabled = QPalette.ColorGroup.Disabled
    pairs = [
        ("body text", colour(ROLES.WindowText), window),
        ("text in a box", colour(ROLES.Text), base),
        ("a button's text", colour(ROLES.ButtonText), colour(ROLES.Button)),
        ("chosen text", colour(ROLES.HighlightedText), colour(ROLES.Highlight)),
        ("a link", colour(ROLES.Link), window),
        ("a link in a box", colour(ROLES.Link), base),
        ("a box's placeholder", colour(ROLES.PlaceholderText), base),
        ("greyed-out text", colour(ROLES.WindowText, disabled), window),
        ("a tooltip", colour(ROLES.ToolTipText), colour(ROLES.ToolTipBase)),
        ("chart text", colours.text, colours.background),
        ("chart notes", colours.muted, colours.background),
    ]
    assert not failures(pairs), failures(pairs)


@pytest.mark.parametrize("theme", THEMES, ids=NAMES, indirect=True)
def test_chart_and_heatmap_labels_reach_aa(theme) -> None:
    import pyqtgraph as pg

    from workbench.ui.tabs.train.files.confusion_matrix import _table
    from workbench.ui.widgets.attention_colours import colour_table
    from workbench.ui.widgets.attention_heatmap import label_colour

    _palette, colours = theme
    plot = pg.PlotWidget()
    plot_style.style_plot(plot, title="t", labels={"left": "probability"})
    background = plot.backgroundBrush().color().name()
    item = plot.getPlotItem()
    pairs = [
        (f"{side} axis ticks", item.getAxis(side).textPen().color().name(), background)
        for side in ("left", "bottom")
    ]
    pairs.append(("axis title", item.getAxis("left").labelStyle["color"], background))
    for selected, special in ((False, False), (False, True), (True, False)):
        name = "the chosen token's label" if selected else "a special token's label" if special else "a label"
        pairs.append((f"heatmap: {name}", label_colour(selected, special).name(), colours.background))
    # a number written on a heatmap cell: black or white, whichever reads, on every colour of the maps
    cells = [c.name() for c in _table()] + ["#{:02x}{:02x}{:02x}".format(*rgb) for rgb in colour_table()]
    pairs += [("a number on a heatmap cell", readable_on(cell).name(), cell) for cell in cells]
    assert not failures(pairs), failures(pairs)


@pytest.mark.parametrize("theme", THEMES, ids=NAMES, indirect=True)
def test_token_views_reach_aa(theme) -> None:
    from workbench.ui.tabs.train.marks import answer_marks, chat_bubbles, entity_marks
    from workbench.ui.tabs.train.page import ERROR_COLOUR, OK_COLOUR, WARNING_COLOUR, coloured
    from workbench.ui.tabs.train.wizard import pair_view
    from workbench.ui.widgets import surprise_strip

    palette, _colours = theme
    text, window, base = (palette.color(r).name() for r in (ROLES.WindowText, ROLES.Window, ROLES.Base))
    tokens = [ShownToken("<|im_start|>", False), ShownToken("Water", True), ShownToken("\n", False)]
    views = {
        "chat tokens (the dimmed ones: the loss ignores them)": chat_bubbles.token_strip(tokens),
        "chat legend": chat_bubbles.token_legend(tokens),
        "chat bubbles": chat_bubbles.bubbles(
            [{"role": r, "content": "hi"} for r in ("system", "user", "assistant")]
        ),
        "a pair's segments": pair_view._chip("[SEP]", 0) + pair_view._chip("x", 1),
        "answer marks": answer_marks.legend(),
        "names": entity_marks.legend(["LOC", "MISC", "ORG", "PER", "DATE", "TIME", "MONEY", "LAW"]),
        "surprise": surprise_strip.legend_html(),
        "status": "".join(coloured("x", kind) for kind in (ERROR_COLOUR, WARNING_COLOUR, OK_COLOUR)),
    }
    pairs = []
    for what, rich in views.items():
        assert spans(rich, text, window), what  # the view still writes its colours as this test reads them
        for background in (window, base):  # shown on a page, or in a text box
            pairs += [(what, fg, bg) for fg, bg in spans(rich, text, background)]
    assert not failures(pairs), failures(pairs)


def test_the_contrast_ratio_is_wcags() -> None:
    assert ratio("#000000", "#FFFFFF") == pytest.approx(21.0)
    assert ratio("#9A9A9A", "#FFFFFF") == pytest.approx(2.81, abs=0.01)  # the dimmed tokens' old grey
    assert ratio("#767676", "#FFFFFF") == pytest.approx(4.54, abs=0.01)
