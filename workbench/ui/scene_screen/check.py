"""``workbench scenes check`` on the screen: each scene is played in the real window (``ScreenPlayer``) and,
for each of its checks, the widget that holds the claim's figure is found, its displayed text read and
compared with the claim, and its place checked: whole inside the part of the window that shows, on
arrival.  The claim's numbers are also computed as before (``workbench.core.scene_checks``), with
the same models.

A scene holds when its numbers hold and its screen says so; it is on screen when every figure is, every text
its narration points at (``Scene.in_view``, in the window's language) is drawn whole in view, no widget in
view still shows text an earlier scene with other inputs left there, and no more than half of the tab's
visible area is empty charts and tables (``visible``).  A scene that never arrives (its results not back in
time, an error shown) holds nothing and is not on screen.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.scene_checks import CheckResult, SceneReport, check_scene
from workbench.core.scenes import SceneDeck
from workbench.ui.i18n import lecture_text
from workbench.ui.scene_screen.figures import FIGURES as EXPLORE_FIGURES
from workbench.ui.scene_screen.figures import Figure
from workbench.ui.scene_screen.figures_training import FIGURES as TRAINING_FIGURES
from workbench.ui.scene_screen.player import Arrival, ScreenPlayer
from workbench.ui.scene_screen.reading import fully_shown, where
from workbench.ui.scene_screen.visible import MOSTLY_EMPTY, Found, TextLedger, empty_share, find_in_view

FIGURES = {**EXPLORE_FIGURES, **TRAINING_FIGURES}


@dataclass(frozen=True)
class OnScreen:
    """One check's figure on the screen."""

    kind: str
    holds: bool | None  # the screen's text says what the claim says (None: nothing on screen to compare yet)
    on_screen: bool
    text: str  # what the figure's widget displays
    detail: str  # where it is, or why it does not hold ("" when all is well)

    def to_dict(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "holds": self.holds,
            "on_screen": self.on_screen,
            "shows": _short(self.text),
            "detail": self.detail,
        }


def _short(text: str, most: int = 240) -> str:
    return text if len(text) <= most else text[: most - 1] + "…"


@dataclass(frozen=True)
class ScreenReport:
    """A scene's numbers (the core's report) and its figures on screen."""

    numbers: SceneReport
    figures: tuple[OnScreen, ...]
    seconds: float
    problem: str = ""  # why the scene did not arrive
    named: tuple[Found, ...] = ()  # each text the narration points at, and where it is
    leftovers: tuple[str, ...] = ()  # widgets in view that still show an earlier scene's text
    empty: float = 0.0  # the share of the tab's visible area that is empty charts and tables
    empty_parts: tuple[str, ...] = ()
    brief_cut: str = ""  # the scene bar's short line when it does not fit its lines ("" when whole)

    @property
    def title(self) -> str:
        return self.numbers.title

    @property
    def holds(self) -> bool | None:
        if self.problem or any(f.holds is False for f in self.figures):
            return False
        return self.numbers.holds

    @property
    def on_screen(self) -> bool | None:
        if self.problem or not self.view_right:
            return False
        if not self.figures and not self.named:
            return None
        return all(f.on_screen for f in self.figures)

    @property
    def view_right(self) -> bool:
        """Every named text in view, nothing left from another scene, the view not mostly empty, and the scene
        bar's "Look for" line whole."""
        return (
            all(n.shown for n in self.named)
            and not self.leftovers
            and self.empty <= MOSTLY_EMPTY
            and not self.brief_cut
        )

    @property
    def trains(self) -> bool:
        return any(r.kind == "training" for r in self.numbers.results)

    @property
    def detail(self) -> str:
        if self.problem:
            return self.problem
        wrong = [
            f"{f.kind} on screen: {f.detail}" for f in self.figures if f.holds is False or not f.on_screen
        ]
        wrong += [f"“{n.text}” is not in view: {n.detail}" for n in self.named if not n.shown]
        wrong += [f"left from another scene: {text}" for text in self.leftovers]
        if self.brief_cut:
            wrong.append(f"the scene bar cuts its short line: {self.brief_cut}")
        if self.empty > MOSTLY_EMPTY:
            wrong.append(f"mostly empty: {self.empty:.0%} of the view is {', '.join(self.empty_parts)}")
        return "; ".join([*wrong, self.numbers.detail])

    def to_dict(self) -> dict[str, Any]:
        data = self.numbers.to_dict()
        data.update(
            {
                "holds": self.holds,
                "on_screen": self.on_screen,
                "seconds": round(self.seconds, 2),
                "detail": self.detail,
                "screen": [f.to_dict() for f in self.figures],
                "in_view": [n.to_dict() for n in self.named],
                "leftovers": list(self.leftovers),
                "empty_share": round(self.empty, 3),
                "brief_cut": self.brief_cut,
            }
        )
        return data


def read_figure(arrival: Arrival, spec: dict[str, Any], result: CheckResult) -> OnScreen:
    """The figure of one check, read from the window as it is now."""
    kind = spec["kind"]
    found = FIGURES.get(kind)
    if found is None:
        return OnScreen(kind, None, False, "", "no widget is known to show this kind")
    try:
        figure: Figure = found(arrival.tab, spec, result)
    except (
        AttributeError,
        LookupError,
        TypeError,
        ValueError,
    ) as exc:  # the tab does not show it as expected
        return OnScreen(kind, False, False, "", f"not found on screen ({type(exc).__name__}: {exc})")
    if figure.widget is None:
        return OnScreen(kind, figure.holds, False, figure.text, figure.detail or "not in the window")
    shown = fully_shown(figure.widget, figure.rect)
    place = "" if shown else where(figure.widget, figure.rect)
    drawn = bool(figure.text.strip())
    detail = "; ".join(part for part in (place, "" if drawn else "nothing drawn", figure.detail) if part)
    return OnScreen(kind, figure.holds, shown and drawn, figure.text, detail)


def read_screen(arrival: Arrival, numbers: SceneReport) -> tuple[OnScreen, ...]:
    """Every check's figure, for the checks the scene plays here (its textbook's when it plays that)."""
    scene = arrival.scene
    if arrival.play.textbook and scene.textbook is not None:
        specs, results = scene.textbook.checks, numbers.textbook_results
    else:
        specs, results = scene.checks, numbers.results
    return tuple(read_figure(arrival, spec, result) for spec, result in zip(specs, results, strict=False))


def named_texts(arrival: Arrival) -> tuple[str, ...]:
    """What the scene's narration points at, as it plays here (its textbook's list when it plays that), in
    the window's language: each text is translated as the lecture's other texts are (``lecture_text``), so a
    Spanish window is searched for the Spanish words its Spanish narration names; a token, a model's output
    or a number has no translation of its own and is looked for as it is."""
    scene = arrival.scene
    named = scene.in_view
    if arrival.play.textbook and scene.textbook is not None and scene.textbook.in_view:
        named = scene.textbook.in_view
    return tuple(lecture_text(text) for text in named)


def read_view(arrival: Arrival, ledger: TextLedger | None = None) -> dict:
    """The strict part of the check, as ``ScreenReport``'s fields: each named text found in the tab, the
    texts left from earlier scenes (``ledger``, read now), and how empty the view is."""
    named = tuple(find_in_view(arrival.tab, text) for text in named_texts(arrival))
    leftovers: tuple[str, ...] = ()
    if ledger is not None:
        ledger.note(arrival.index, arrival.play.state)
        leftovers = tuple(ledger.leftovers(arrival.index))
    empty, parts = empty_share(arrival.tab)
    bar = arrival.tab.window().scenes.bar  # its "Look for" line, at most two lines above the tab
    # Whether the line is shown is the bar's state, not the widget's: the toolbar hides its middle for a
    # moment while it lays itself out again after a scene's new title.
    cut = (
        " ".join(bar.brief.shown_lines())
        if bar.isVisible() and not bar.expanded and bar.brief.is_elided()
        else ""
    )
    return {
        "named": named,
        "leftovers": leftovers,
        "empty": empty,
        "empty_parts": tuple(parts),
        "brief_cut": cut,
    }


def check_on_screen(
    deck: SceneDeck,
    player: ScreenPlayer,
    *,
    training: bool = False,
    progress: Callable[[str], None] | None = None,
    shot: Callable[[Arrival], None] | None = None,
) -> list[ScreenReport]:
    """Every scene of ``deck`` played in ``player``'s window and checked there; ``shot`` is called with each
    arrival while it is on screen (to save its picture)."""
    reports = []
    ledger = TextLedger(player.window.tabs)
    for index, scene in enumerate(deck.scenes):
        if progress is not None:
            progress(f"Scene {index + 1} of {len(deck)}: {scene.title}")
        started = time.perf_counter()
        # What applying the scene changes at once (a cleared view) is the scene's own doing, as is what
        # arrives later: the ledger reads both.
        arrival = player.play(
            deck,
            index,
            applied=lambda i=index: ledger.note(i, player.window.scenes.play.state, arrived=False),
        )
        if shot is not None:
            shot(arrival)
        view = {} if arrival.problem else read_view(arrival, ledger)
        numbers = check_scene(scene, training=training, progress=progress)
        figures = () if arrival.problem else read_screen(arrival, numbers)
        reports.append(ScreenReport(numbers, figures, time.perf_counter() - started, arrival.problem, **view))
    return reports


def all_hold(reports: list[ScreenReport]) -> bool:
    """No scene failed its numbers, its screen, or its place on screen."""
    return all(
        r.holds is not False and r.on_screen is not False and r.numbers.textbook_holds is not False
        for r in reports
    )
