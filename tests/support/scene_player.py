"""A main window driven by the lecture's scene player, as `workbench scenes check` drives it: sized to the
projector, tabs built, closed cleanly afterwards (zoom back, jobs stopped), for module-scoped fixtures."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from workbench import settings as settings_mod
from workbench.ui.scene_screen.player import ScreenPlayer, run_events


@contextmanager
def scene_player(size: tuple[int, int]) -> Iterator[ScreenPlayer]:
    """The player on a fresh main window of ``size``; the caller sets the home it reads first."""
    from workbench.ui.main_window import MainWindow

    main = MainWindow(settings_mod.load())
    main.resize(*size)
    main.show()
    main.build_tabs()
    screen = ScreenPlayer(size, window=main)
    try:
        yield screen
    finally:
        screen.close()
        main.apply_zoom(1.0, announce=False)
        main.tasks.shutdown(10000)
        main.close()
        main.deleteLater()
        run_events(0.1)
