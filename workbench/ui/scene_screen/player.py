"""Playing a deck in the real window as a lecturer does, for the screen check and the slides: the main window
in presentation mode at the lecture's screen size, each scene shown through the window's own scene player and
waited for until what it computes is on screen.

``use_offscreen_screen`` prepares Qt's offscreen platform with one screen of the lecture's size, so
presentation mode's full screen is exactly that size, with no display needed.  It must run before the
QApplication exists; where one already does (the tests), ``ScreenPlayer`` sizes the window to the
lecture's size itself.

The window starts from the settings' defaults, not the user's (their zoom, theme or last tab would change what
the slides show), in the theme asked for (``light`` by default, or ``dark``: the projector's dark theme), and
never saves them.
"""

from __future__ import annotations

import json
import os
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from workbench.core.scene_models import ScenePlay
from workbench.core.scenes import Scene, SceneDeck

SIZE = (1280, 800)  # a classroom projector
SETTLE = 0.4  # seconds of events after a scene's results arrive: layouts, fonts and scrolling follow them
TIMEOUT = 420.0  # seconds a scene may take to arrive (its first models load on a busy 2-core machine)


def parse_size(text: str) -> tuple[int, int]:
    """``"1280x800"`` -> (1280, 800); raises ValueError for anything else."""
    width, sep, height = text.lower().partition("x")
    if not sep or not width.strip().isdigit() or not height.strip().isdigit():
        raise ValueError(f"“{text}” is not a screen size such as 1280x800")
    size = int(width), int(height)
    if min(size) < 200:
        raise ValueError(f"{text} is too small for the window")
    return size


def use_offscreen_screen(size: tuple[int, int] = SIZE) -> None:
    """Qt draws offscreen, on one screen of ``size`` at 96 dots per inch (the offscreen platform's own
    fonts come from fontconfig, as on a desktop).  Call before the QApplication is made."""
    config = {
        "screens": [
            {
                "name": "projector",
                "x": 0,
                "y": 0,
                "width": size[0],
                "height": size[1],
                "logicalDpi": 96,
                "dpr": 1,
            }
        ]
    }
    handle, path = tempfile.mkstemp(prefix="workbench-screen-", suffix=".json")
    with os.fdopen(handle, "w", encoding="utf-8") as file:
        json.dump(config, file)
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={path}"


@dataclass
class Arrival:
    """One scene on screen: as it played here, its tab, and whether its results came back in time."""

    index: int
    scene: Scene
    play: ScenePlay
    tab: Any
    seconds: float
    problem: str = ""  # why it did not arrive ("" when it did)


# --- when a scene has arrived: its computation is back, nothing is pending --------------------------------
def _fill(tab, state) -> bool:
    comparison = tab.views.comparison if tab.views is not None else None
    done = comparison is not None and comparison.text == state.get("text", tab.text.text())
    batched = not state.get("batch_with") or bool(tab.batch_panel.note.text())
    return done and batched and bool(tab.view_bars["both"].labels) and tab.simulator.simulation is not None


def _next_token(tab, state) -> bool:
    text = state.get("text", tab.text.text())
    return tab.result is not None and tab.result.text == text and bool(tab.bars.labels)


def _attention(tab, state) -> bool:
    view = state.get("view", "head")
    if view == "word":
        return tab.words is not None and tab.words.word == state["word"]
    text = state.get("text", tab.text.text())
    if view == "layers":
        return tab.lens is not None and tab.lens.text == text
    sides = ("encoder", "decoder") if view == "side_by_side" else (tab.which.currentData(),)
    shown = all(s in tab.results and tab.results[s].text == text for s in sides) and not tab._scene_selection
    return shown and (view != "model" or tab.model_view.grid.is_ready())


def _train(tab, state) -> bool:
    from workbench.core.sessions.train import STEPS

    mode = tab.modes.currentIndex() == (0 if state.get("mode", "wizard") == "wizard" else 1)
    step = "step" not in state or tab.current_page is tab.pages[STEPS.index(state["step"])]
    step = step or tab.current_page is tab.training_page and tab.training_page.recording is not None
    return mode and step and not tab.data_page.loading


def _surprise(tab, state) -> bool:
    views = tab.views
    read = views is not None and views.first is not None and views.second is not None
    return read and "".join(t.text for t in views.first.tokens) == state.get("text", tab.text.text())


ARRIVED: dict[str, Callable[[Any, dict], bool]] = {
    "fill": _fill,
    "next_token": _next_token,
    "attention": _attention,
    "train": _train,
    "zoo": lambda tab, state: tab.selected_row() is not None,
    "surprise": _surprise,
}


def arrived(window, tab, scene_tab: str, state: dict) -> bool:
    """The scene's results are on screen: its computation came back, no typing pause is pending and nothing
    runs."""
    debounce = getattr(tab, "_debounce", None)
    return (
        ARRIVED[scene_tab](tab, state)
        and not window.tasks.is_busy()
        and not (debounce is not None and debounce.isActive())
    )


def process_events() -> None:
    """One turn of the event loop as the window's own loop runs it: also the widgets whose deletion is
    pending go (``processEvents`` alone leaves them, so a slide would show what the app no longer does)."""
    from PySide6.QtCore import QCoreApplication, QEvent
    from PySide6.QtWidgets import QApplication

    QApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def run_events(seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        process_events()
        time.sleep(0.01)


def wait_for(condition: Callable[[], bool], timeout: float) -> bool:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            return False
        process_events()
        time.sleep(0.01)
    return True


class ScreenPlayer:
    """The main window, shown in presentation mode at ``size``, playing scenes one at a time."""

    def __init__(
        self,
        size: tuple[int, int] = SIZE,
        timeout: float = TIMEOUT,
        window=None,
        theme: str = "light",
        language: str = "",
    ) -> None:
        """``language`` ("es"): the window's language for its scenes (default: as it is, English)."""
        from PySide6.QtWidgets import QApplication

        self.app = QApplication.instance() or QApplication(["lm-workbench"])
        if language:
            from workbench.ui import i18n

            i18n.install(self.app, language)
        self.size, self.timeout = size, timeout
        self.own_window = window is None
        if window is None:
            from workbench import settings as settings_mod
            from workbench.ui.main_window import MainWindow

            window = MainWindow(settings_mod.Settings(theme=theme))
            window.resize(*size)
            window.show()
            window.build_tabs()
        self.window = window
        self.window.presentation.enter()
        self.fit()

    def fit(self) -> None:
        """The window at the lecture's size (on a screen of another size, full screen is not)."""
        for _ in range(2):  # the second pass after the fonts and the bar's height have followed
            if (self.window.width(), self.window.height()) != self.size:
                self.window.resize(*self.size)
            run_events(0.2)

    def play(self, deck: SceneDeck, index: int, applied: Callable[[], None] | None = None) -> Arrival:
        """Show scene ``index`` of ``deck`` as the Scenes menu and Page Down do, and wait until it is on
        screen; ``applied`` is called once the scene's state is set, before anything it computes arrives."""
        from workbench.ui.tabs import entry_for_scene

        started = time.perf_counter()
        player = self.window.scenes
        player.show_scene(index) if player.deck is deck else player.open_deck(deck, index)
        if applied is not None:
            applied()
        scene, play = deck.scenes[index], player.play
        tab = self.window.tab(entry_for_scene(scene.tab).title)
        ok = wait_for(lambda: arrived(self.window, tab, scene.tab, play.state), self.timeout)
        self.fit()
        run_events(SETTLE)
        problem = "" if ok else f"its results were not on screen after {self.timeout:.0f} s"
        if ok and getattr(tab, "failure_text", ""):
            problem = f"the tab shows an error: {tab.failure_text}"
        return Arrival(index, scene, play, tab, time.perf_counter() - started, problem)

    def picture(self):
        """What the window shows now, as a QImage."""
        return self.window.grab().toImage()

    def close(self) -> None:
        """Leave presentation mode; a window made here also stops its work and goes, without saving the
        settings it started from (a window passed in stays open, for its owner)."""
        window = self.window
        window.presentation.leave()
        if self.own_window:
            window.tasks.shutdown(10000)
            window.hide()
            window.collector.release()
            window.apply_zoom(1.0, announce=False)  # the app's font back at 100 %
            window.deleteLater()
            run_events(0.05)
