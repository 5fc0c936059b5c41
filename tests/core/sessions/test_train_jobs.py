"""The Fine-tuning tab's named jobs work without a window, called as the TaskController calls them (the plain
values, then progress and cancel), on the embedded MiniLM and the built-in data."""

from __future__ import annotations

import threading

from workbench.core.models.catalogue import get_entry
from workbench.core.sessions.train import jobs
from workbench.core.sessions.train.data import read_sample


def test_the_model_and_method_pages_jobs_count_what_each_method_trains() -> None:
    entry = get_entry("minilm-l6")
    model_id, overview = jobs.model_overview(entry, "classify", 2, None, "cpu", None, threading.Event())
    assert model_id == "minilm-l6" and {"full", "head", "lora"} <= set(overview)
    full, _ = overview["full"]
    head = jobs.count_weights(entry, "classify", "head", 2, None, 8, 16, None, threading.Event())
    frozen = jobs.count_weights(entry, "classify", "frozen", 2, 4, 8, 16, None, threading.Event())
    assert head.method == "head" and 0 < head.trainable < frozen.trainable < full.trainable == full.total
    assert frozen.frozen_layers == 4 and frozen.total == full.total


def test_the_experiments_read_the_built_in_sample_as_the_data_page_reads_a_file() -> None:
    snapshot = read_sample("reviews_plain.csv", None, threading.Event())
    assert snapshot.column_problem is None and snapshot.path.name == "reviews_plain.csv"
    assert len(snapshot.dataset) == 2000 and sorted(snapshot.dataset.label_names) == ["negative", "positive"]


def test_a_score_predictor_is_counted_with_its_one_output_over_the_whole_text() -> None:
    entry = get_entry("minilm-l6")
    for method in ("head", "lora"):
        score = jobs.count_weights(entry, "score", method, 2, None, 8, 16, None, threading.Event())
        one_label = jobs.count_weights(entry, "classify", method, 1, None, 8, 16, None, threading.Event())
        assert score.trainable == one_label.trainable, method
