"""Legibility on a projector, checked from the widgets' geometry.

Every tab (both pages of Next token, every view of Attention) shows a lecture scene's results from the
embedded models in a 1280x800 window with the scene bar above it, in presentation mode, at 175 % zoom and at
100 %.  Then:

(a) a heatmap draws one label per token along each axis, in order, none over another and none smaller than
    the labels' floor size; a bar chart names every bar (read from what the painter is asked to draw and from
    pyqtgraph's own draw specs, not from the widgets' data);
(b) no caption (a label or a button) lies over a chart's axis area, and a heatmap's titles and colour bar
    keep off its label bands;
(c) legends, every text of a heatmap and the axes of a view's only chart lie inside the part of the window
    that shows: not scrolled out of view, not clipped (pages with several charts scroll by design: there a
    chart's axis labels and titles need only lie inside the chart);
(d) the model view's thumbnails fill their panel's width or height;
(e) no visible widget reaches past the window's right edge.

One window serves every case, so each model loads once; each case shows its scene once and is then checked
in each mode.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np
import pyqtgraph as pg
import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from tests.support.geometry import (
    SLACK,
    Drawn,
    axis_area,
    axis_texts,
    drawn_labels,
    in_window,
    inside,
    overlaps,
    scene_to_window,
    shown_part,
    visible_in,
)
from workbench import settings as settings_mod
from workbench.core import scenes
from workbench.core.explore.attention import AttentionView
from workbench.ui.scene_screen.player import arrived
from workbench.ui.tabs import entry_for_scene
from workbench.ui.tabs.attention.similarity_plot import SimilarityPlot
from workbench.ui.widgets import heatmap_labels
from workbench.ui.widgets.attention_heatmap import AttentionHeatmap, elide
from workbench.ui.widgets.probability_bars import ProbabilityBars

pytestmark = pytest.mark.slow

WIDTH, HEIGHT = 1280, 800
MODES = ("presentation", "zoom 175%", "zoom 100%")
LONG = 180.0  # seconds: a case's first models load on 2 shared CPU cores
READABLE_PX = 18.0  # in presentation mode, a heatmap's token labels are at least this tall (96 dpi)
FILLS = 0.8  # the thumbnails span at least this share of their panel's width or height


@dataclass(frozen=True)
class Case:
    name: str
    scene: int  # index into the built-in lecture
    page: str = ""  # the Next token page or Fine-tuning step to show after the scene
    chart_in_view: bool = False  # the view is its chart: the chart's axes must be on screen (pages with
    # several charts scroll by design; their charts' axes need only lie inside the chart)


LECTURE = scenes.builtin_deck("lecture.json").scenes


def scene_at(title: str) -> int:
    """The index of the lecture's scene whose title starts with ``title`` (scenes join the lecture: the
    numbers move, the titles stay)."""
    return next(i for i, s in enumerate(LECTURE) if s.title.startswith(title))


CASES = (
    Case("Model zoo", next(i for i, s in enumerate(LECTURE) if s.tab == "zoo" and "zoo" in s.title)),
    Case("Fill in the blank", scene_at("1 · Pre-training hides words")),
    Case("Next token: Probabilities", scene_at("1 · Pre-training by predicting")),
    Case("Next token: Generate side by side", scene_at("4 · Greedy"), "generate"),
    Case("Surprise", scene_at("4 · Which words surprise")),
    Case("Attention: Head view", scene_at("5 · Special tokens")),
    Case("Attention: Model view", scene_at("6 · Every head")),
    Case("Attention: Encoder vs decoder", scene_at("3 · Attention masks")),
    Case("Attention: Word in context", scene_at("7 · One word"), chart_in_view=True),
    Case("Attention: Layer by layer", scene_at("6 · Layer by layer")),
    Case("Fine-tuning: first page", scene_at("8 · Fine-tuning: body"), "first"),
)


def wait_until(condition, timeout: float = LONG) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        assert time.monotonic() < deadline, "timed out"
        QApplication.processEvents()
        time.sleep(0.01)


def settle(seconds: float = 0.3) -> None:
    """Let fonts, layouts and pyqtgraph's scenes catch up (they follow through posted events)."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        QApplication.processEvents()
        time.sleep(0.01)


@pytest.fixture(scope="module")
def window(qapp, converted_smollm2, tmp_path_factory):
    """The main window with the lecture open, in a user folder of this module's own."""
    from workbench.ui.main_window import MainWindow

    home = tmp_path_factory.mktemp("legibility-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORKBENCH_HOME", str(home))
        patch.setenv("HF_HUB_CACHE", str(home / "hf-cache"))
        models = home / "data" / "models"
        models.mkdir(parents=True)
        for child in converted_smollm2.parent.iterdir():
            (models / child.name).symlink_to(child, target_is_directory=True)
        main = MainWindow(settings_mod.load())
        main.resize(WIDTH, HEIGHT)
        main.show()
        main.build_tabs()
        main.shown_case = None
        yield main
        main.presentation.leave()
        main.apply_zoom(1.0, announce=False)
        main.tasks.shutdown(10000)
        main.close()
        main.deleteLater()
        settle(0.1)


def show_case(window, case: Case) -> None:
    """Show the case's scene and wait for its results (nothing left running)."""
    if window.shown_case == case.name:
        return
    deck = window.scenes.deck
    if deck is None:
        window.scenes.open_deck(scenes.builtin_deck("lecture.json"), case.scene)
    else:
        window.scenes.show_scene(case.scene)
    scene = window.scenes.deck.scenes[case.scene]
    tab = window.tab(entry_for_scene(scene.tab).title)
    wait_until(lambda: arrived(window, tab, scene.tab, scene.state))
    if scene.tab == "attention" and scene.state["view"] == "model":
        wait_until(tab.model_view.grid.is_ready)
    if case.page == "generate":
        tab.decoding.generate_button.click()
        wait_until(lambda: tab.decoding.result is not None and not window.tasks.is_busy())
    if case.page == "first":
        tab.go_to(0)
    window.shown_case = case.name


def set_mode(window, mode: str) -> None:
    if mode == "presentation":
        window.presentation.enter()
    else:
        window.presentation.leave()
        window.showNormal()
        window.apply_zoom(1.75 if mode == "zoom 175%" else 1.0, announce=False)
    window.resize(WIDTH, HEIGHT)  # the offscreen screen is smaller than a projector's
    settle()
    window.resize(WIDTH, HEIGHT)
    settle()
    assert (window.width(), window.height()) == (WIDTH, HEIGHT)


def check_labels(heatmap: AttentionHeatmap, down: list[Drawn], across: list[Drawn], step: int = 1) -> None:
    """(a) every ``step``-th token labelled on both axes, in order, in a font no smaller than the floor, no
    two labels overlapping."""
    expected = [elide(label) for label in heatmap.view.labels][::step]
    title = heatmap.title()
    assert [t.text for t in down] == expected, f"{title}: query labels drawn"
    assert [t.text for t in across] == expected, f"{title}: key labels drawn"
    floor = heatmap_labels.floor_points(heatmap.font())
    assert all(t.font.pointSizeF() >= floor - 0.01 for t in down + across), f"{title}: labels below the floor"
    for axis in (down, across):
        for a, b in zip(axis, axis[1:], strict=False):
            shrunk = a.rect.adjusted(0, a.rect.height() * 0.06, 0, -a.rect.height() * 0.06)
            if a.rotated:
                shrunk = a.rect.adjusted(a.rect.width() * 0.06, 0, -a.rect.width() * 0.06, 0)
            assert not overlaps(shrunk, b.rect), f"{title}: labels “{a.text}” and “{b.text}” overlap"


def check_heatmap(window, heatmap: AttentionHeatmap) -> None:
    assert heatmap.view is not None
    texts, down, across = drawn_labels(heatmap)
    check_labels(heatmap, down, across)
    labels = down + across
    title = heatmap.title()
    # (b) titles, axis titles and the colour bar keep off the label bands
    for other in (t for t in texts if t not in labels):
        for label in labels:
            assert not overlaps(other.rect, label.rect), (
                f"{title}: “{other.text}” over the label “{label.text}”"
            )
    # (c) every text of the picture is on screen
    shown = shown_part(heatmap)
    for t in texts:
        assert inside(in_window(heatmap, t.rect), shown), f"{title}: “{t.text}” is cut off or out of view"


def check_plot(case: Case, plot: pg.PlotWidget, chart) -> None:
    """(a) a bar chart names every bar, a similarity plot every layer; (c) the axes' labels and titles lie
    inside the chart (never cut by its edge), and inside the part on screen for the view's main chart."""
    item = plot.getPlotItem()
    name = type(chart).__name__
    room = shown_part(plot) if case.chart_in_view else in_window(plot, QRectF(plot.rect()))
    where = "out of view" if case.chart_in_view else "cut off by the chart's edge"
    for side in ("left", "bottom"):
        axis = item.getAxis(side)
        if not axis.isVisible():
            continue
        texts = axis_texts(plot, side)
        if isinstance(chart, ProbabilityBars) and side == "left":
            assert [t for t, _ in texts] == chart.labels, f"{name}: bar labels drawn"
        if isinstance(chart, SimilarityPlot) and side == "bottom" and chart.result is not None:
            assert len(texts) == len(chart.result.layer_labels), f"{name}: a label per layer"
        for text, rect in texts:
            assert inside(rect, room), f"{name}: the {side} axis label “{text}” is {where}"
        if axis.label.isVisible():
            margin = axis.label.document().documentMargin()  # around the text, drawn empty
            extent = axis.label.boundingRect().adjusted(margin, margin, -margin, -margin)
            title = scene_to_window(plot, axis.label.mapRectToScene(extent))
            assert inside(title, room), f"{name}: the {side} axis title “{axis.labelText}” is {where}"


def charts_shown(window) -> list[tuple[pg.PlotWidget, QWidget]]:
    found = []
    for plot in visible_in(window, pg.PlotWidget):
        chart = plot.parentWidget()
        while chart is not None and not hasattr(chart, "apply_style"):
            chart = chart.parentWidget()
        found.append((plot, chart))
    return found


# --- the test -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("case", "mode"),
    [(case, mode) for case in CASES for mode in MODES],
    ids=[f"{case.name} | {mode}" for case in CASES for mode in MODES],
)
def test_every_label_drawn_nothing_overlapping_nothing_out_of_view(window, case: Case, mode: str) -> None:
    show_case(window, case)
    set_mode(window, mode)
    tab = window.tabs.currentWidget()
    if case.page == "generate":
        assert window.next_token_tab.pages.currentIndex() == 1
    heatmaps = visible_in(window, AttentionHeatmap)
    for heatmap in heatmaps:
        check_heatmap(window, heatmap)
        if mode == "presentation":  # the class reads the tokens from the back of the room
            font = heatmap._geometry(QRectF(heatmap.rect()))["fit"].font
            assert font.pointSizeF() * 96 / 72 >= READABLE_PX - 0.05, f"{heatmap.title()}: labels too small"
    if case.name.startswith("Attention: ") and case.name.endswith(("Head view", "Encoder vs decoder")):
        assert heatmaps, "the heatmaps are shown"
    charts = charts_shown(window)
    for plot, chart in charts:
        check_plot(case, plot, chart)

    # (b) no caption over an axis (the part of it that is on screen)
    axes = [
        axis_area(plot, side).intersected(shown_part(plot))
        for plot, _ in charts
        for side in ("left", "bottom")
        if plot.getPlotItem().getAxis(side).isVisible()
    ]
    for heatmap in heatmaps:
        g = heatmap._geometry(QRectF(heatmap.rect()))
        grid, band = g["grid"], g["label_w"] + g["pad"]
        bands = (
            QRectF(grid.left() - band, grid.top(), band, grid.height()),
            QRectF(grid.left(), grid.bottom(), grid.width(), band),
        )
        axes += [in_window(heatmap, area).intersected(shown_part(heatmap)) for area in bands]
    for caption in visible_in(window, QLabel) + visible_in(window, QAbstractButton):
        part = shown_part(caption)
        for area in axes:
            assert not overlaps(part, area), (
                f"the caption {caption.objectName()} “{caption_text(caption)}” at {part} lies over "
                f"an axis at {area}"
            )

    # (c) legends in view
    legends = [w for w in visible_in(window, QLabel) if "legend" in w.objectName().lower()]
    legends += [
        w.legend for w in visible_in(window, QWidget) if isinstance(getattr(w, "legend", None), QLabel)
    ]
    for legend in legends:
        if legend.isVisible() and legend.text():
            whole = in_window(legend, QRectF(legend.rect()))
            assert inside(whole, shown_part(legend)), f"the legend {legend.objectName()} is out of view"

    # (d) the thumbnails fill their panel
    if case.name == "Attention: Model view":
        grid = window.tab("Attention").model_view.grid
        room = window.tab("Attention").model_view.scroll.viewport().size()
        first, last = grid.cell_rect(0, 0), grid.cell_rect(grid.layers - 1, grid.heads - 1)
        span = first.united(last)
        share = max(span.width() / room.width(), span.height() / room.height())
        assert share >= FILLS, f"the thumbnails take {share:.0%} of their panel's width or height"

    # (e) nothing past the right edge
    for widget in visible_in(window, QWidget):
        right = in_window(widget, QRectF(widget.rect())).right()
        assert right <= WIDTH + SLACK, f"{type(widget).__name__} {widget.objectName()} reaches x={right:.0f}"
    assert tab is not None
    wait_until(lambda: not window.tasks.is_busy())


def caption_text(widget: QWidget) -> str:
    return widget.text() if hasattr(widget, "text") else widget.objectName()


# --- the rule for labels, on heatmaps of made-up texts (no model needed) ------------------------------------
def made_up_heatmap(qtbot, tokens: int, size: tuple[int, int]) -> AttentionHeatmap:
    rng = np.random.default_rng(0)
    matrix = rng.random((tokens, tokens)).astype(np.float32)
    labels = tuple(f"word{i}" for i in range(tokens))
    view = AttentionView(
        matrix=matrix / matrix.sum(axis=1, keepdims=True),
        labels=labels,
        positions=tuple(range(tokens)),
        special=(False,) * tokens,
        causal=False,
        layer=0,
        head=None,
        model="made up",
        title="layer 1 · average",
    )
    heatmap = AttentionHeatmap()
    qtbot.addWidget(heatmap)
    font = QFont(heatmap.font())
    font.setPointSizeF(15.75)  # a projector's 175 %
    heatmap.setFont(font)
    heatmap.set_view(view)
    heatmap.setMinimumSize(0, 0)
    heatmap.resize(*size)
    return heatmap


def assert_within(heatmap: AttentionHeatmap, texts: list[Drawn]) -> None:
    """Every text, the colour bar's small weights ("0.0975") among them, inside the widget."""
    for t in texts:
        assert inside(t.rect, QRectF(heatmap.rect())), f"“{t.text}” runs past the heatmap's edge"


def test_labels_that_do_not_fit_step_down_in_size_rather_than_drop_every_other_one(qtbot) -> None:
    heatmap = made_up_heatmap(qtbot, 24, (620, 540))
    texts, down, across = drawn_labels(heatmap)
    check_labels(heatmap, down, across)
    assert_within(heatmap, texts)
    assert down[0].font.pointSizeF() < heatmap.font().pointSizeF()  # smaller than the widget's font


def test_a_text_too_long_even_for_the_smallest_labels_says_which_tokens_it_labels(qtbot) -> None:
    heatmap = made_up_heatmap(qtbot, 120, (560, 460))
    texts, down, across = drawn_labels(heatmap)
    step = heatmap._geometry(QRectF(heatmap.rect()))["fit"].step
    assert step > 1
    check_labels(heatmap, down, across, step)
    assert_within(heatmap, texts)
    assert any(f"every {heatmap_labels.ordinal(step)}" in t.text for t in texts), "the rule is stated"
