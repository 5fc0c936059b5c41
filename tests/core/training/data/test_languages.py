"""Telling the languages of a user's texts, what each catalogue model reads, and the plain warning when the
chosen model does not read some of them (the data page's, the model page's and ``workbench train``'s)."""

from __future__ import annotations

import csv
import json
from importlib import resources

import pytest

from tests.support.languages import MESSAGES, SHORT, support_rows, write_support_file
from workbench.core.models.catalogue import entry_from_dict, get_entry, load_catalogue
from workbench.core.training.data.languages import (
    language_advice,
    language_of,
    right_in_each_language,
    summarise_languages,
)


@pytest.mark.parametrize(
    ("code", "text"), [(code, text) for code, texts in MESSAGES.items() for text in texts]
)
def test_each_written_message_is_told_in_its_language(code: str, text: str) -> None:
    assert language_of(text) == code


@pytest.mark.parametrize("text", SHORT)
def test_a_text_too_short_to_tell_is_unsure(text: str) -> None:
    assert language_of(text) is None


def test_a_support_file_is_summed_up_by_language() -> None:
    texts = [text for text, _ in support_rows()] + list(SHORT)
    summary = summarise_languages(texts)
    assert summary.to_dict() == {"en": 281, "fr": 7, "de": 6, "es": 6, "unsure": 5}
    assert summary.describe() == "English 281, French 7, German 6, Spanish 6 (5 too short to tell)"
    assert (summary.looked_at, summary.total) == (305, 305)


def test_no_english_sample_review_is_taken_for_another_language() -> None:
    from workbench.core.training.data.samples import sample_path

    with sample_path("reviews_sentiment.csv").open(encoding="utf-8", newline="") as handle:
        texts = [row["text"] for row in csv.DictReader(handle)]
    assert set(summarise_languages(texts).languages) == {"en"}


def test_every_catalogue_model_says_which_languages_it_reads() -> None:
    assert get_entry("minilm-l6").reads == ("en",) and not get_entry("minilm-l6").many_languages
    for multilingual in ("bert-base-multilingual-cased", "xlm-roberta-base"):
        entry = get_entry(multilingual)
        assert entry.many_languages and entry.reads_language("es") and entry.reads_language("sw")
    assert {"en", "fr", "de"} <= set(get_entry("t5-small").reads)
    assert not get_entry("t5-small").reads_language("es")
    assert all(entry.reads or entry.many_languages for entry in load_catalogue())
    raw = json.loads((resources.files("workbench_resources") / "catalogue.json").read_text("utf-8"))
    minilm = next(record for record in raw["models"] if record["id"] == "minilm-l6")
    for wrong in ("all of them", [], ["English"], None):
        with pytest.raises(ValueError, match="'minilm-l6': field 'reads'"):
            entry_from_dict({**minilm, "reads": wrong})


def test_the_warning_names_the_languages_the_model_does_not_read_and_one_that_reads_them() -> None:
    summary = summarise_languages([text for text, _ in support_rows()])
    advice = language_advice(summary, "minilm-l6", "classify")  # this test's computer has no download
    assert advice.message == (
        "About 19 of your 300 texts are not in English (French 7, German 6, Spanish 6); all-MiniLM-L6-v2 "
        "reads English only, so it will guess on them. A model that reads many languages: Multilingual BERT "
        "(download it in the Model zoo tab when online)."
    )
    assert dict(advice.unread) == {"fr": 7, "de": 6, "es": 6}
    assert advice.other.id == "bert-base-multilingual-cased" and not advice.other_here

    here = language_advice(
        summary, "minilm-l6", "classify", on_this_computer=lambda e: e.id == "xlm-roberta-base"
    )
    assert here.other.id == "xlm-roberta-base" and here.other_here, "a model on this computer comes first"
    assert here.message.endswith("A model that reads many languages: XLM-RoBERTa base (on this computer).")
    assert language_advice(summary, "xlm-roberta-base", "classify") is None
    assert language_advice(summarise_languages(MESSAGES["en"]), "minilm-l6", "classify") is None

    spanish = language_advice(summary, "t5-small", "summarize", on_this_computer=lambda e: False)
    assert spanish.message.startswith(
        "About 6 of your 300 texts are not in English, French, Romanian or German (Spanish 6); T5 small "
        "reads only English, French, Romanian and German, so it will guess on them."
    )
    french = language_advice(summarise_languages(MESSAGES["fr"]), "minilm-l6", "classify")
    assert french.message.startswith("Your texts are not in English (French 8);")


def test_the_train_command_warns_before_training(tmp_path) -> None:
    from workbench.cli.train import language_warning
    from workbench.core.training.config import TrainConfig
    from workbench.core.training.data.checks import stratified_split
    from workbench.core.training.data.labelled import load_dataset
    from workbench.core.training.data.run_data import RunData

    def split(rows: list[tuple[str, str]], name: str) -> RunData:
        """The run's two parts, as ``load_run_data`` splits them."""
        return RunData(*stratified_split(load_dataset(write_support_file(tmp_path / name, rows))), ())

    config = TrainConfig(model="minilm-l6")
    assert language_warning(config, split(support_rows(), "support.csv")) == (
        "Warning: About 19 of your 300 texts are not in English (French 7, German 6, Spanish 6); "
        "all-MiniLM-L6-v2 reads English only, so it will guess on them. A model that reads many languages: "
        "Multilingual BERT (“workbench download bert-base-multilingual-cased” when online, then --model "
        "bert-base-multilingual-cased)."
    )
    english = split(support_rows(french=0, german=0, spanish=0), "english.csv")
    assert language_warning(config, english) == ""


def test_each_languages_right_answers_are_worded_as_counts_when_few() -> None:
    assert right_in_each_language((("en", 57, 60), ("es", 1, 2), ("unsure", 3, 4))) == [
        ("English", "95% of 60"),
        ("Spanish", "1 of 2"),
        ("Not sure (too short to tell)", "3 of 4"),
    ]
    assert right_in_each_language((("en", 57, 60), ("unsure", 3, 4))) == [], "one language says nothing more"
