"""The fine-tuning wizard driven like a user would: a small CSV, the embedded MiniLM, one short epoch,
through results and export to a folder that transformers' pipeline loads; bad data, the methods and
settings, language-model adaptation.  Stopping a run is in test_train_stopping.py."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from tests.support.training_data import one_torch_thread  # noqa: F401 - a fixture
from tests.ui.tabs.train.wizard import (
    enabled_next,
    walk_to_settings,
    write_reviews,
)
from workbench.ui.tabs.train.history.history_page import COLUMNS


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_whole_wizard_trains_checks_exports_and_lists_the_run(qtbot, main_window, tab, tmp_path) -> None:
    data = write_reviews(tmp_path / "reviews.csv")
    walk_to_settings(qtbot, tab, data)
    page = tab.data_page
    assert page.text_combo.currentText() == "text" and page.label_combo.currentText() == "label"
    assert page.counts.labels == ["negative", "positive"] and page.counts.values == [20, 20]
    assert "40 examples in 2 classes" in page.issues.text()

    with qtbot.waitSignal(tab.training_page.finished, timeout=180000) as ended:
        tab.next()
        assert main_window.tasks.running_names(only_asking=True), "closing the window must ask while training"
    assert ended.args == ["finished"]
    curves = tab.training_page.curves
    assert curves.steps("0") and curves.evaluations("0")
    assert "Finished" in tab.training_page.status.text()
    assert "texts/s" in tab.training_page.stats.text() and "left" in tab.training_page.stats.text()

    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    assert tab.current_page is results
    assert "texts it never saw" in results.headline.text() and "Macro-F1" in results.figures.text()
    assert results.per_class.rowCount() == 2 and results.confusion.rowCount() == 2
    assert sum(map(sum, results.confusion.matrix)) == results.result.metrics.examples
    results.try_text.setText("What a wonderful, happy film")
    with qtbot.waitSignal(results.predicted, timeout=30000) as predicted:
        results.try_button.click()
    assert predicted.args[0].label in ("negative", "positive")
    assert sorted(results.try_bars.labels) == ["negative", "positive"]

    target = tmp_path / "exported"
    with qtbot.waitSignal(results.exported, timeout=60000) as exported:
        results.export("model", target)
    assert exported.args[0].folder == target and "Saved" in results.export_status.text()
    from transformers import pipeline

    classifier = pipeline("text-classification", model=str(target))
    assert classifier("A brilliant and happy day")[0]["label"] in ("negative", "positive")

    costs = results.costs.text.text()  # what the run cost, beside MiniLM's (unpublished) pre-training
    results.details.button.click()  # behind the details, with the other figures
    assert results.costs.isVisible() and "estimated from" in costs and "Its own peak memory" in costs
    assert "For scale, pre-training BERT base" in costs

    history = tab.history_page
    tab.history_button.click()
    qtbot.waitUntil(lambda: history.table.rowCount() == 1, timeout=20000)
    assert history.table.item(0, 2).text() == "finished"
    assert history.table.item(0, 5).text() == "32 + 8"
    time, energy, memory = (history.table.item(0, COLUMNS.index(n)) for n in ("Time", "Energy", "Memory"))
    assert time.text().endswith(("s", "min")) and memory.text().endswith("MB")
    assert energy.text().startswith("≈") and "estimated from" in energy.toolTip()
    history.table.selectRow(0)
    qtbot.waitUntil(lambda: len(history.curves.keys()) == 1, timeout=20000)
    assert history.curves.evaluations(history.curves.keys()[0])
    assert history.compare.rowCount() == 1 and history.open_button.isEnabled()
    with qtbot.waitSignal(results.ready, timeout=60000):
        history.open_button.click()
    assert tab.current_page is results and tab.modes.currentIndex() == 0


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_lora_run_exports_its_adapter_and_a_merged_model(qtbot, tab, tmp_path) -> None:
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv"), method="lora")
    assert tab.method_page.counts.share < 0.05
    with qtbot.waitSignal(tab.training_page.finished, timeout=180000) as ended:
        tab.next()
    assert ended.args == ["finished"]
    results = tab.results_page
    with qtbot.waitSignal(results.ready, timeout=60000):
        tab.next()
    assert not results.export_buttons["model"].isVisibleTo(results)
    assert results.export_buttons["adapter"].isVisibleTo(results)
    with qtbot.waitSignal(results.exported, timeout=60000) as adapter:
        results.export("adapter", tmp_path / "adapter")
    assert adapter.args[0].kind == "adapter" and (tmp_path / "adapter" / "adapter_config.json").is_file()
    with qtbot.waitSignal(results.exported, timeout=60000) as merged:
        results.export("merged", tmp_path / "merged")
    assert merged.args[0].kind == "merged"
    from transformers import pipeline

    assert pipeline("text-classification", model=str(tmp_path / "merged"))("Lovely")[0]["label"] in (
        "negative",
        "positive",
    )
    results.export("merged", tmp_path / "merged")  # a folder that is not empty: refused in plain words
    qtbot.waitUntil(lambda: "not empty" in results.export_status.text(), timeout=20000)


def test_bad_files_explain_themselves_and_keep_next_disabled(qtbot, tab, tmp_path) -> None:
    tab.next()
    page = tab.data_page
    assert not tab.next_button.isEnabled() and "Open a file" in tab.blocker_label.text()

    empty = tmp_path / "empty.csv"
    empty.write_text("")
    page.open_file(empty)
    qtbot.waitUntil(lambda: page.load_error is not None, timeout=20000)
    assert "empty" in page.issues.text().lower() and "Traceback" not in page.issues.text()
    assert not tab.next_button.isEnabled() and "cannot be used" in tab.blocker_label.text()

    one_class = tmp_path / "one_class.csv"
    one_class.write_text("text,label\n" + "".join(f"nice thing {i},positive\n" for i in range(12)))
    page.open_file(one_class)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert "same label" in page.issues.text() and "Problem" in page.issues.text()
    assert not tab.next_button.isEnabled() and "red" in tab.blocker_label.text()

    page.open_file(write_reviews(tmp_path / "good.csv"))
    enabled_next(qtbot, tab)
    assert tab.blocker_label.text() == ""


def test_warnings_need_an_i_understand_tick_and_columns_can_be_changed(qtbot, tab, tmp_path) -> None:
    data = tmp_path / "repeats.csv"
    rows = ["text,label,source"] + [f"good day {i},positive,web" for i in range(6)]
    rows += [f"bad day {i},negative,shop" for i in range(6)] + ["good day 1,positive,web"] * 2
    data.write_text("\n".join(rows) + "\n")
    tab.next()
    page = tab.data_page
    page.open_file(data)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert "Warning" in page.issues.text() and "repeat" in page.issues.text()
    assert page.understood.isVisible() and not tab.next_button.isEnabled()
    page.understood.setChecked(True)
    assert tab.next_button.isEnabled()
    assert len(tab.state.dataset) == 12, "the clean-up removes the exact repeats"

    page.set_columns("text", "source")
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert page.counts.labels == ["shop", "web"]
    page.split_slider.setValue(25)
    assert tab.state.choices.val_fraction == 0.25 and "25%" in page.split_label.text()
    page.limit_check.setChecked(True)
    page.limit_spin.setValue(6)
    assert tab.state.choices.max_examples == 6


def test_texts_longer_than_the_model_reads_are_reported_and_rechecked(qtbot, tab, tmp_path) -> None:
    data = tmp_path / "long.csv"
    long_text = " ".join(["the service was friendly and the food was good"] * 5)  # about 50 tokens
    rows = ["text,label"] + [f"{long_text} {i},positive" for i in range(6)]
    rows += [f"bad day {i},negative" for i in range(6)]
    data.write_text("\n".join(rows) + "\n")
    tab.next()
    page = tab.data_page
    page.open_file(data)
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    assert "too-long" not in {i.code for i in page.snapshot.issues}, "50 tokens fit in the default 128"

    tab.state.choose(max_length=32)  # as if "Longest text" had been lowered on the settings page
    tab.go_to(1)  # back on the data page: checked again for the new length
    qtbot.waitUntil(lambda: page.snapshot is not None and not page.loading, timeout=20000)
    long = [i for i in page.snapshot.issues if i.code == "too-long"]
    assert long and long[0].count == 6 and "32 tokens" in long[0].message
    assert "longer than the 32 tokens" in page.issues.text()
    assert page.understood.isVisible() and not tab.next_button.isEnabled()


def test_method_counts_update_live_and_settings_warn_about_risky_rates(qtbot, tab, tmp_path) -> None:
    tab.next()
    tab.data_page.open_file(write_reviews(tmp_path / "reviews.csv"))
    reading = tab.data_page.file_label.text()
    assert reading.startswith("Reading reviews.csv and counting the pieces") and reading.endswith("…")
    assert tab.data_page.reading_bar.isVisibleTo(tab.data_page)
    enabled_next(qtbot, tab)
    tab.next()
    counting = tab.model_page.methods
    assert counting.rowCount() == 1 and counting.item(0, 1) is None, "no figure of another model meanwhile"
    assert counting.item(0, 0).text().startswith("Counting the weights of all-MiniLM-L6-v2")
    qtbot.waitUntil(lambda: tab.model_page.methods.rowCount() == 5, timeout=60000)
    assert "fits" in tab.model_page.methods.item(0, 3).text()
    assert tab.model_page.table.item(0, 1).text() == "ready"
    tab.next()
    method = tab.method_page
    method.buttons["lora"].click()
    qtbot.waitUntil(lambda: method.counts is not None and method.counts.method == "lora", timeout=30000)
    rank_8 = method.counts.trainable
    method.lora_r.setValue(16)
    qtbot.waitUntil(lambda: method.counts is not None and method.counts.trainable > rank_8, timeout=30000)
    assert "%" in method.count_label.text()
    method.buttons["frozen"].click()
    method.freeze_spin.setValue(4)
    qtbot.waitUntil(lambda: method.counts is not None and method.counts.frozen_layers == 4, timeout=30000)
    assert method.diagram.layer_is_frozen(3) and not method.diagram.layer_is_frozen(4)
    assert "bottom 4 of 6" in method.diagram.describe()
    method.buttons["full"].click()
    qtbot.waitUntil(lambda: method.counts is not None and method.counts.method == "full", timeout=30000)
    assert method.counts.trainable == method.counts.total

    tab.next()
    settings = tab.settings_page
    settings.set_values(learning_rate="1e-3")
    assert settings.has_warning and "forgetting" in settings.warning.text()
    assert tab.next_button.isEnabled(), "a warning informs; it does not block"
    settings.set_values(learning_rate="-1")
    assert not tab.next_button.isEnabled() and "learning rate" in tab.blocker_label.text()
    settings.apply_preset("Recommended for this model and data")
    assert not settings.has_warning and tab.next_button.isEnabled()
    assert tab.state.config().effective_learning_rate == 5e-5
    # 32 of the 40 reviews train: the recipe stretches the epochs so that the model takes enough steps
    assert settings.epochs.value() == 40 and "2 per step" not in settings.summary.text()
    assert "Why 40 epochs: 32 examples give few learning steps" in settings.summary.text()

    # How long, before the run: a few real steps of MiniLM on these reviews, timed on this computer
    box = settings.run_time
    assert "timing a few real learning steps" in box.text.text()
    qtbot.waitUntil(lambda: box.speed is not None, timeout=120000)
    recipe_seconds = box.estimate()
    assert recipe_seconds is not None and recipe_seconds > 40 * 2 * box.speed.step_seconds
    assert "How long</b>: about" in box.text.text() and "processor" in box.text.text()
    assert "80 learning steps" in box.text.text() and box.best.isVisible()
    box._fit(box.estimate(2) + 0.01)  # a run that fits a time: the most epochs within it
    assert settings.epochs.value() == 2 and box.estimate() < recipe_seconds
    assert "4 learning steps are fewer than the 300 the recipe gives" in settings.warning.text()
    assert "The recipe would train 40 epochs" in settings.summary.text()
    box.best.click()
    assert settings.epochs.value() == 40 and not settings.has_warning
    assert box.estimate() == pytest.approx(recipe_seconds), "the same model: no new timing needed"


def test_a_new_run_starts_from_the_recipe_not_from_the_last_runs_values(qtbot, tab, tmp_path) -> None:
    walk_to_settings(qtbot, tab, write_reviews(tmp_path / "reviews.csv", rows=200))
    tab.settings_page.set_values(learning_rate="1e-2", epochs=7, batch_size=8)
    assert tab.state.config().effective_learning_rate == 1e-2 and tab.state.config().epochs == 7
    tab.method_page.choose("frozen")
    tab.state.choose(baseline=True)
    tab.start_new_run()  # what "New run ›" on the results page does
    assert tab.index == 0 and tab.state.method == "full" and not tab.state.choices.baseline
    assert tab.state.data_name == "reviews.csv" and tab.state.model.id == "minilm-l6", "the choices stay"
    for _ in range(4):
        tab.next()
        qtbot.waitUntil(lambda: not tab.current_page.blocker(), timeout=60000)
    assert tab.current_page is tab.settings_page
    config = tab.state.config()
    assert config.learning_rate is None and config.epochs is None, "the recipe's, resolved by the run"
    assert config.effective_learning_rate == 5e-5 and config.batch_size == 16
    assert tab.settings_page.learning_rate.currentText() == "5e-05"
    assert tab.settings_page.epochs.value() == config.resolved(160).epochs == 30
    assert tab.settings_page.preset.currentText() == "Recommended for this model and data"
    assert not tab.method_page.baseline.isChecked()


def test_adapting_a_masked_lm_offers_only_models_with_a_fill_in_the_blank_head(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["mlm"].click()
    tab.next()
    corpus = tmp_path / "notes.txt"
    corpus.write_text("\n".join(f"The hive on row {i} needs a new frame before spring." for i in range(30)))
    tab.data_page.open_file(corpus)
    enabled_next(qtbot, tab)
    tab.next()
    qtbot.waitUntil(lambda: tab.state.model is not None, timeout=30000)
    assert tab.state.model.id == "workbench-mini-mlm", "the embedded model with a masked-LM head"
    listed = {row.entry.id for row in tab.model_page.rows}
    assert "minilm-l6" not in listed and "bert-base-uncased" in listed
    assert not tab.model_page.select("minilm-l6")


def test_tab_smoke_size_zoom_and_closing_idle(qtbot, main_window, tab) -> None:
    hint = tab.minimumSizeHint()
    assert hint.width() < 1100 and hint.height() < 700, hint
    assert main_window.tabs.tabText(main_window.tabs.count() - 1) == "Fine-tuning"  # the last tab
    curves = tab.training_page.curves
    before = curves.loss_plot.getPlotItem().getAxis("bottom").style["tickFont"].pointSizeF()
    main_window.apply_zoom(1.75)
    QApplication.processEvents()  # the font change reaches widgets as a posted event
    try:
        after = curves.loss_plot.getPlotItem().getAxis("bottom").style["tickFont"].pointSizeF()
        assert after == pytest.approx(before * 1.75, rel=0.05)
        assert tab.minimumSizeHint().width() < 1600
    finally:
        main_window.apply_zoom(1.0)
    assert tab.close()


def test_language_model_adaptation_reads_plain_text_and_lists_fitting_models(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["clm"].click()
    tab.next()
    corpus = tmp_path / "notes.txt"
    corpus.write_text(
        "\n".join(f"Ticket {i}: the printer on floor {i % 4} is jammed again." for i in range(30))
    )
    tab.data_page.open_file(corpus)
    enabled_next(qtbot, tab)
    assert "30 passages" in tab.data_page.file_label.text() and not tab.data_page.text_combo.isVisible()
    tab.next()
    qtbot.waitUntil(lambda: tab.state.model is not None, timeout=30000)
    assert tab.state.model.id == "smollm2-135m"
    assert {row.entry.architecture for row in tab.model_page.rows} == {"decoder"}


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_masked_lm_adaptation_runs_shows_before_and_after_and_exports(qtbot, tab, tmp_path) -> None:
    tab.task_page.buttons["mlm"].click()
    tab.next()
    corpus = tmp_path / "tickets.txt"
    corpus.write_text(
        "\n".join(f"The printer on floor {i % 4} is jammed again, please send help." for i in range(40))
    )
    tab.data_page.open_file(corpus)
    enabled_next(qtbot, tab)
    tab.next()
    qtbot.waitUntil(lambda: tab.state.model is not None, timeout=30000)
    assert {row.entry.architecture for row in tab.model_page.rows} == {"encoder"}
    assert tab.model_page.select("workbench-mini-mlm")
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    tab.next()
    tab.method_page.buttons["full"].click()
    qtbot.waitUntil(lambda: tab.method_page.counts is not None, timeout=30000)
    tab.next()
    tab.settings_page.set_values(epochs=1, max_length=32, batch_size=8)
    enabled_next(qtbot, tab)
    with qtbot.waitSignal(tab.training_page.finished, timeout=180000) as ended:
        tab.next()
    assert ended.args == ["finished"]
    results = tab.results_page
    tab.next()
    assert results.result.objective == "mlm" and results.result.before is not None
    assert "Perplexity" in results.headline.text() and "Before:" in results.headline.text()
    assert results.export_buttons["model"].isVisibleTo(results)
    target = tmp_path / "adapted"
    with qtbot.waitSignal(results.exported, timeout=60000):
        results.export("model", target)
    assert "fill-mask" in results.export_status.text()
    from transformers import pipeline

    fill = pipeline("fill-mask", model=str(target), device="cpu")
    assert len(fill("The printer is [MASK] again.")) == 5

    # Before and after: the adapted model next to the one it started from, on a sentence of the user's text.
    assert results.before_after_button.isVisibleTo(results)
    results.before_after_button.click()
    dialog = results.before_after
    assert "___" in dialog.text.text() and dialog.text.text().split("___")[0] in corpus.read_text()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60000)
    before, after = dialog.result.before, dialog.result.after
    assert len(before) == len(after) == 8 and dialog.bars["after"].labels == [c.word for c in after]
    assert before != after, "training on the tickets moved the guesses"
    dialog.text.setText("The printer is [MASK] again.")
    qtbot.waitUntil(lambda: dialog.result.text == "The printer is [MASK] again.", timeout=30000)
    assert dialog.result.before != dialog.result.after and dialog.bars["before"].labels
    dialog.text.setText("No blank here.")
    qtbot.waitUntil(lambda: "blank" in dialog.message.text().lower(), timeout=30000)
    dialog.close()


def test_built_on_its_own_the_tab_starts_at_its_sessions_first_step(standalone) -> None:
    from workbench.core.sessions.train import TrainSession
    from workbench.ui.tabs.train.tab import TrainTab

    tab = standalone(TrainTab)
    assert tab.session == TrainSession() and tab.index == 0
    tab.show_mode(1)
    assert tab.session.mode == "runs"  # Experiments and history opens on its list of runs
    tab.history_page.sections.setCurrentWidget(tab.history_page.experiment)
    assert tab.session.mode == "history"
