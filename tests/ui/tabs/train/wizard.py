"""The fine-tuning wizard as the tests drive it: a small file of reviews, the tab, and the walk from the task
to the settings page with quick settings (the embedded MiniLM, one short epoch)."""

from __future__ import annotations

import csv
from pathlib import Path

POSITIVE = (
    "I loved this film, it was wonderful",
    "Great food and friendly staff",
    "A brilliant and happy day",
    "This product works perfectly",
    "Lovely service and very kind people",
)
NEGATIVE = (
    "I hated this film, it was awful",
    "Terrible food and rude staff",
    "A horrible and sad day",
    "This product broke at once",
    "Awful service and very rude people",
)
QUICK = {"epochs": 1, "max_length": 32, "batch_size": 8}


def write_reviews(path: Path, rows: int = 40) -> Path:
    """``rows`` distinct short reviews, half positive, half negative."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        for i in range(rows // 2):
            writer.writerow([f"{POSITIVE[i % 5]} (visit {i})", "positive"])
            writer.writerow([f"{NEGATIVE[i % 5]} (visit {i})", "negative"])
    return path


def enabled_next(qtbot, tab, timeout: int = 30000) -> None:
    qtbot.waitUntil(lambda: tab.next_button.isEnabled(), timeout=timeout)


def walk_to_settings(qtbot, tab, data: Path, method: str = "full") -> None:
    """Task (classify) -> data -> model (MiniLM) -> method -> settings, with the quick settings."""
    assert tab.index == 0
    tab.next()
    tab.data_page.open_file(data)
    enabled_next(qtbot, tab)
    tab.next()
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    assert tab.state.model.id == "minilm-l6"
    tab.next()
    tab.method_page.buttons[method].click()
    qtbot.waitUntil(lambda: tab.method_page.counts is not None, timeout=30000)
    tab.next()
    assert tab.current_page is tab.settings_page
    tab.settings_page.set_values(**QUICK)
    enabled_next(qtbot, tab)


def start_and_wait_for_a_step(qtbot, tab) -> None:
    tab.next()
    assert tab.training_page.running and not tab.next_button.isEnabled()
    curves = tab.training_page.curves
    qtbot.waitUntil(lambda: bool("0" in curves.keys() and curves.steps("0")), timeout=120000)  # noqa: SIM118
