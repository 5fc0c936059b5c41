import pytest

from workbench import settings as settings_mod
from workbench.ui.main_window import MainWindow


@pytest.fixture
def main_window(qtbot):
    """The real main window, shown offscreen; stopped and closed by the fixture itself so that teardown
    never meets a question box."""
    window = MainWindow(settings_mod.load())
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.tasks.shutdown(10000)
    window.close()
    window.deleteLater()
