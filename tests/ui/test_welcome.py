"""First launch: the welcome panel once, its three ways in, Help ▸ About with the version and the embedded
models' licences, and File ▸ Quit."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from workbench import __version__
from workbench import settings as settings_mod
from workbench.ui.main_window import MainWindow
from workbench.ui.welcome import about_text


def test_the_welcome_shows_on_the_first_start_only_and_is_saved(qtbot) -> None:
    first = MainWindow(settings_mod.load())
    qtbot.addWidget(first)
    first.welcome_if_first()
    assert first.welcome.isVisible() and set(first.welcome.buttons) == {"lecture", "fill", "train"}
    first.welcome.close()
    first.close()  # saves the settings
    second = MainWindow(settings_mod.load())
    qtbot.addWidget(second)
    second.welcome_if_first()
    assert not hasattr(second, "welcome")
    second.close()


def test_each_way_in_opens_what_it_says(qtbot, main_window) -> None:
    main_window.build_tabs()
    for key, title in (("fill", "Fill in the blank"), ("train", "Fine-tuning")):
        main_window.settings.welcome_shown = False
        main_window.welcome_if_first()
        main_window.welcome.buttons[key].click()
        assert not main_window.welcome.isVisible()
        assert main_window.tabs.tabText(main_window.tabs.currentIndex()) == title
    main_window.settings.welcome_shown = False
    main_window.welcome_if_first()
    main_window.welcome.buttons["lecture"].click()
    assert main_window.scenes.deck is not None and main_window.scenes.index == 0


def test_about_names_the_version_and_the_licences_of_the_shipped_models(
    qtbot, main_window, monkeypatch
) -> None:
    text = about_text()
    assert __version__ in text
    for name in ("SmolLM2", "MiniLM", "Workbench mini MLM"):
        assert name in text
    assert "Apache" in text
    shown = []
    monkeypatch.setattr(QMessageBox, "about", lambda *args: shown.append(args[1:]))
    about = next(a for a in main_window.shortcuts.help_menu.actions() if a.text() == "About LM Workbench")
    about.trigger()
    assert shown and shown[0][0] == "About LM Workbench"


def test_file_quit_closes_the_window(qtbot, main_window) -> None:
    main_window.show()
    titles = [action.text() for action in main_window.menuBar().actions()]
    assert titles[0] == "&File" and titles[-1] == "&Help"
    main_window.quit_action.trigger()
    assert not main_window.isVisible()
