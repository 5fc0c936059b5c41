"""Where each check kind's figure is on screen, and what the screen says about it: for the explore tabs (Fill
in the blank, Next token, Surprise, Attention).  The training tabs' kinds are in ``figures_training``.

A kind's function gets the tab the scene shows, the check's parameters and what the core computed for it
(``CheckResult``), and returns a ``Figure``: the widget that holds the figure, the text it displays, and
whether that text says what the claim says.  Where the screen carries the numbers (a bar chart's labels and
values, a table's cells, a count in a label) the claim's test is run again on them; where it shows a picture
(a heatmap, thumbnails) the figure is what the widget was given to draw.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget

from workbench.core.scene_checks import CheckResult
from workbench.core.words import number, shown_number, translate
from workbench.ui.scene_screen.reading import bar_rows, chips, label_text, percent_of, plain, table_rows


@dataclass
class Figure:
    """The claim's figure as the window shows it."""

    widget: QWidget | None  # None: the tab has no widget for it (the kind is not shown by this tab)
    text: str  # what the widget displays, in a line
    holds: bool | None  # does the screen say what the claim says? (None: the screen has no figure to compare)
    detail: str = ""  # why not, when it does not
    rect: QRect | None = None  # the part of the widget that holds the figure (all of it by default)


FigureOf = Callable[[Any, dict[str, Any], CheckResult], Figure]


def _rows_text(rows: list[tuple[str, str]], n: int = 5) -> str:
    return ", ".join(f"{label or '(no label)'} {value}" for label, value in rows[:n])


def _top_on_screen(bars, wanted: list[str], spec: dict[str, Any], same: Callable[[str], str]) -> Figure:
    """Whether ``wanted`` are within the first ``within`` bars drawn, at the shares the spec bounds, read from
    the chart's labels and values."""
    from workbench.core.scene_checks.common import top_holds

    rows = bar_rows(bars)
    shown = [(label, percent_of(value)) for label, value in rows]
    if not shown or any(p is None for _label, p in shown[: spec["within"]]):
        return Figure(bars, _rows_text(rows), False, "no bars with values are drawn")
    holds, _detail = top_holds([(label, p) for label, p in shown], wanted, spec, "", same)
    return Figure(bars, _rows_text(rows), holds, "" if holds else "the bars drawn do not show it")


# --- Fill in the blank --------------------------------------------------------------------------------------
FILL_VIEWS = {"both_sides": "both", "whole_sentence": "whole", "left_only": "left"}


def fill_top(tab, spec, result) -> Figure:
    bars = tab.view_bars[FILL_VIEWS[spec["view"]]]
    return _top_on_screen(bars, spec["words"], spec, lambda word: word.strip().lower())


def masking(tab, spec, result) -> Figure:
    """The draw the simulator shows has the count checked, and its picture writes it (in the window's
    language: "1 of 7 tokens chosen", "1 de 7 tokens elegidos")."""
    text = label_text(tab.masking)
    sim = tab.simulator.simulation
    holds = (
        sim is not None
        and f"{sim.chosen} of {sim.candidates} tokens chosen" in result.detail
        and re.search(rf"\b{sim.chosen}\D+{sim.candidates}\b", text) is not None
    )
    return Figure(tab.masking, text, holds, "" if holds else "the simulator does not show the count checked")


# --- Next token ---------------------------------------------------------------------------------------------
def next_top(tab, spec, result) -> Figure:
    """The bars, or on the Generate page the beam table's first step: its beams are the top tokens, each with
    its log-probability (−1.95 is 14%)."""
    from workbench.core.explore.tokens import visible_token

    wanted = [visible_token(t) for t in spec["tokens"]]
    if tab.pages.currentWidget() is not tab.decoding:
        return _top_on_screen(tab.bars, wanted, spec, lambda token: token)
    table = tab.decoding.table
    cells = [table.item(0, c) for c in range(table.columnCount())] if table.rowCount() else []
    found = [re.fullmatch(r"(\S+)\s+(-?[0-9.,]+)", cell.text().strip()) for cell in cells if cell is not None]
    shares = [(f.group(1), math.exp(shown_number(f.group(2)))) for f in found if f is not None]
    rows = [(token, number(share, ".1%")) for token, share in shares]  # as the bars would write them
    if not rows or len(rows) < len(cells):
        return Figure(table, _rows_text(rows), False, "the beam table's first step is not shown")
    from workbench.core.scene_checks.common import top_holds

    holds, _detail = top_holds(shares, wanted, spec, "", lambda token: token)
    rect = table.visualItemRect(cells[0]).united(table.visualItemRect(cells[-1]))
    detail = "" if holds else "the beam table's first step does not show it"
    return Figure(table.viewport(), "step 1: " + _rows_text(rows), holds, detail, rect)


def softmax(tab, spec, result) -> Figure:
    """The word's row of the panel's table (its P cell), or else its bar."""
    table = tab.softmax.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    rows = table_rows(table)
    row = next((r for r, cells in enumerate(rows) if cells and cells[0] == spec["word"]), None)
    p = translate("SoftmaxPanel", "P")  # the probability's column, as the window heads it
    if row is not None and p in headers:
        share = percent_of(rows[row][headers.index(p)])
        rect = table.visualItemRect(table.item(row, 0)).united(
            table.visualItemRect(table.item(row, headers.index(p)))
        )
        widget, text = table.viewport(), " ".join(rows[row])
    else:
        rows_drawn = bar_rows(tab.softmax.bars)
        share = next((percent_of(value) for label, value in rows_drawn if label == spec["word"]), None)
        widget, text, rect = tab.softmax.bars, _rows_text(rows_drawn), None
    holds = share is not None and spec.get("at_least", 0.0) - 5e-4 <= share <= spec.get("at_most", 1.0) + 5e-4
    detail = "" if holds else f"“{spec['word']}” is not shown at the share claimed"
    return Figure(widget, text, holds, detail, rect)


def temperature(tab, spec, result) -> Figure:
    """The top bars' sum as drawn, against what the core computed at the scene's temperature."""
    rows = bar_rows(tab.bars)[: spec["top"]]
    shares = [percent_of(value) for _label, value in rows]
    computed = re.search(r"hold[s]? ([0-9.]+)% at temperature", result.detail)
    if not rows or None in shares or computed is None:
        return Figure(tab.bars, _rows_text(rows), False, "the bars drawn have no values")
    total = sum(shares)
    holds = abs(total - float(computed.group(1)) / 100) <= 0.0006 * len(shares) + 5e-4
    return Figure(
        tab.bars,
        _rows_text(rows),
        holds,
        "" if holds else f"the top bars drawn hold {total:.1%}, not {computed.group(1)}%",
    )


def cut(tab, spec, result) -> Figure:
    rows = bar_rows(tab.bars)
    kept = tab.bars.kept  # drawn in the kept colour, the rest greyed below the cut-off line
    k = spec["kept"]
    holds = len(rows) > k and all(kept[:k]) and not any(kept[k:]) and all(label for label, _v in rows)
    return Figure(
        tab.bars,
        f"{sum(kept)} of {len(rows)} bars kept: {_rows_text(rows, len(rows))}",
        holds,
        "" if holds else "the bars drawn are not cut as claimed",
    )


def beam(tab, spec, result) -> Figure:
    panel = tab.decoding
    texts = {box.title(): label_text(box.text) for box in panel.boxes}
    written = re.search(r"beam search kept .*? and wrote “(.*?)” \(", result.detail)
    beam_box = panel.boxes[-1] if panel.boxes else None  # greedy, the sampled texts, then beam search
    shown = label_text(beam_box.text) if beam_box is not None else ""
    holds = (
        beam_box is not None
        and written is not None
        and "".join(written.group(1).split()) in "".join(shown.split())
    )  # the text is a chip per token, with a space between every two
    line = "; ".join(f"{title}: {text}" for title, text in texts.items()) or "no text generated"
    return Figure(beam_box or panel, line, holds, "" if holds else "the beam-search text is not shown")


# --- Surprise -----------------------------------------------------------------------------------------------
def surprise(tab, spec, result) -> Figure:
    from workbench.core.explore.tokens import visible_token

    strip = tab.first if spec["side"] == "model" else tab.second
    heading, chips = label_text(strip.heading), label_text(strip.chips)
    perplexity = re.search(r"perplexity ([0-9.,]+)", result.detail)
    token = spec["token"].strip()
    # the heading writes it as the strip does, in the window's language ("perplejidad 12.3" in Spanish)
    written = perplexity and translate("SurpriseStrip", "perplexity {value}").format(
        value=number(float(perplexity.group(1).replace(",", "")), ".1f")
    )
    holds = bool(written) and written in heading and token in chips
    detail = "" if holds else f"the strip does not show “{visible_token(spec['token'])}” with that perplexity"
    return Figure(strip, f"{heading} | {chips}", holds, detail)


# --- the token strip, in whichever tab ----------------------------------------------------------------------
def tokens(tab, spec, result) -> Figure:
    if tab.scene_key == "attention":
        heatmap = tab.head_view.heatmap
        pieces = list(heatmap.view.labels) if heatmap.view is not None else []
        widget = heatmap
    else:
        widget = tab.tokens
        pieces = chips(widget) if widget.isVisible() else []
    wanted = [*spec.get("whole", []), *spec.get("contains", [])]
    wanted += [part for parts in spec.get("split", {}).values() for part in parts]
    lower = [p.lower() for p in pieces]
    missing = [
        w for w in wanted if w not in pieces and w.lower() not in lower and f"␣{w}".lower() not in lower
    ]
    ends = (not spec.get("first") or (pieces and pieces[0] == spec["first"])) and (
        not spec.get("last") or (pieces and pieces[-1] == spec["last"])
    )
    holds = bool(pieces) and not missing and bool(ends)
    detail = "" if holds else ("missing on screen: " + ", ".join(missing) if missing else "the ends differ")
    return Figure(widget, " ".join(pieces), holds, detail)


def padding(tab, spec, result) -> Figure:
    """The padded batch under the strip: as many padding chips drawn as the check counted."""
    panel = tab.batch_panel
    counted = re.search(r"with (\d+) ", result.detail)
    drawn = len(re.findall(re.escape(spec["pad_token"]), plain(panel.view.text())))
    holds = counted is not None and drawn == int(counted.group(1))
    text = f"{drawn} × {spec['pad_token']} drawn; {label_text(panel.note)}"
    return Figure(panel, text, holds, "" if holds else "the batch drawn is not padded as checked")


# --- Attention ----------------------------------------------------------------------------------------------
def causal_mask(tab, spec, result) -> Figure:
    heatmaps = tab.side_by_side.heatmaps
    views = {side: h.view for side, h in heatmaps.items()}
    holds = (
        all(v is not None for v in views.values()) and views["decoder"].causal and not views["encoder"].causal
    )
    titles = "; ".join(f"{side}: {h.title()}" for side, h in heatmaps.items())
    return Figure(tab.side_by_side, titles, holds, "" if holds else "the two heatmaps are not both drawn")


def attention_to(tab, spec, result) -> Figure:
    heatmap = tab.head_view.heatmap
    view = heatmap.view
    if view is None or spec["token"] not in view.labels:
        return Figure(heatmap, "", False, f"the heatmap has no column “{spec['token']}”")
    column = list(view.labels).index(spec["token"])
    share = float(view.matrix[:, column].mean())
    holds = share >= spec["at_least"]
    return Figure(
        heatmap,
        f"{heatmap.title()}: {spec['token']} gets {share:.0%} on average",
        holds,
        "" if holds else "the heatmap drawn gives it less",
    )


def head_patterns(tab, spec, result) -> Figure:
    grid = tab.model_view.grid
    holds = grid.is_ready() and grid.layers > 0 and grid.heads > 0
    return Figure(
        grid,
        f"{grid.layers} layers × {grid.heads} heads drawn",
        holds,
        "" if holds else "the thumbnails are not drawn",
    )


def logit_lens_top(tab, spec, result) -> Figure:
    """The answer in the top layer's row (the table's last: the embeddings first, then layer by layer)."""
    table = tab.lens_view.table
    rows = table_rows(table)
    top = " ".join(cell for cell in rows[-1] if cell) if rows else ""
    holds = spec["answer"] in top
    cells = [table.item(len(rows) - 1, c) for c in range(table.columnCount())] if rows else []
    rect = None
    for cell in (c for c in cells if c is not None):
        rect = table.visualItemRect(cell) if rect is None else rect.united(table.visualItemRect(cell))
    return Figure(
        table.viewport() if rect else table,
        top,
        holds,
        "" if holds else f"“{spec['answer']}” is not in the top layer's row",
        rect,
    )


def similarity_groups(tab, spec, result) -> Figure:
    panel = tab.word_view
    summary = label_text(panel.summary)
    holds = panel.plot.result is not None and bool(summary)
    return Figure(panel.plot, summary, holds, "" if holds else "the similarity plot is not drawn")


FIGURES: dict[str, FigureOf] = {
    "fill_top": fill_top,
    "masking": masking,
    "next_top": next_top,
    "softmax": softmax,
    "temperature": temperature,
    "cut": cut,
    "beam": beam,
    "surprise": surprise,
    "tokens": tokens,
    "padding": padding,
    "causal_mask": causal_mask,
    "attention_to": attention_to,
    "head_patterns": head_patterns,
    "logit_lens_top": logit_lens_top,
    "similarity_groups": similarity_groups,
}

__all__ = ["FIGURES", "Figure", "FigureOf", "plain"]
