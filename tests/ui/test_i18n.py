"""Choosing the window's language: the setting, the command line, View ▸ Language, and Spanish in place."""

from __future__ import annotations

import json
import os

import pytest
from PySide6.QtCore import QCoreApplication, QLocale

from tests.support.translations import script
from workbench import settings as settings_mod
from workbench.cli import main
from workbench.core import words
from workbench.ui import i18n


@pytest.fixture
def spanish(qapp, tmp_path):
    """Spanish compiled from the repository's source and installed; English again afterwards."""
    locale = QLocale()
    folder = tmp_path / "compiled"
    folder.mkdir()
    script().build(folder)
    assert i18n.install(qapp, "es", folder)
    yield qapp
    i18n.install(qapp, "en")
    QLocale.setDefault(locale)
    words.set_translator(None)


def test_spanish_words_the_window_the_core_and_the_numbers(spanish) -> None:
    assert QCoreApplication.translate("Tabs", "Model zoo") == "Zoo de modelos"
    assert words.translate("Zoo", "Embedded (works offline)") == "Incluido (funciona sin conexión)"
    assert words.translate("ZooTab", "Comparing %n models", None, 3) == "Comparando 3 modelos"
    assert words.translate("ZooTab", "Comparing %n models", None, 1) == "Comparando 1 modelo"
    assert QLocale().toString(0.5, "f", 1) == "0,5"  # number boxes follow the language too
    assert words.number(1234.5, ",.1f") == "1.234,5"  # and numbers inside sentences
    assert i18n.current_language() == "es"


def test_english_numbers_come_back_with_english(spanish) -> None:
    i18n.install(spanish, "en")
    assert words.number(1234.5, ",.1f") == "1,234.5"


def test_a_language_without_its_compiled_file_stays_english(qapp, tmp_path) -> None:
    locale = QLocale()
    try:
        assert not i18n.install(qapp, "es", tmp_path)  # an empty folder: no workbench_es.qm
        assert words.translate("Tabs", "Model zoo") == "Model zoo"
        assert i18n.current_language() == "en"
    finally:
        QLocale.setDefault(locale)
        words.set_translator(None)


def test_the_setting_chooses_unless_the_command_line_does(monkeypatch) -> None:
    monkeypatch.setattr(i18n, "available_languages", lambda: ["en", "es"])
    assert i18n.chosen_language("es") == "es"
    assert i18n.chosen_language("es", "en") == "en"
    assert i18n.chosen_language("fr") == "en"  # no French: English
    monkeypatch.setattr(QLocale, "system", lambda: QLocale("es_MX"))
    assert i18n.chosen_language("") == "es"  # empty: the computer's language


def test_a_language_setting_that_is_not_a_code_is_reset(tmp_path) -> None:
    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"schema_version": 2, "language": "Spanish please"}))
    report = settings_mod.load_report(path)
    assert report.settings.language == ""
    assert [p.key for p in report.problems] == ["language"]
    path.write_text(json.dumps({"schema_version": 2, "language": "es"}))
    assert settings_mod.load(path).language == "es"


def test_an_unknown_language_on_the_command_line_is_said_plainly(qapp, capsys, tmp_path) -> None:
    assert main(["--language", "xx"]) == 2
    assert "There is no translation for 'xx'; the languages are: en" in capsys.readouterr().err
    assert main(["scenes", "export", "--language", "xx", "--out", str(tmp_path / "slides")]) == 2
    assert "There is no translation for 'xx'" in capsys.readouterr().err
    assert not (tmp_path / "slides").exists()


def test_view_language_saves_the_choice_for_the_next_start(main_window) -> None:
    assert set(main_window.language_actions) == {"", *i18n.available_languages()}
    assert main_window.language_actions[""].isChecked()  # the computer's language, by default
    main_window.language_actions["es"].trigger()
    assert settings_mod.load().language == "es"
    assert main_window.task_message.text() == "The window will be in Español from the next start."


def test_set_up_builds_the_translations_when_a_source_is_newer(tmp_path, monkeypatch) -> None:
    """run.py compiles the translations on a fresh clone (no .qm yet) and after a pull brings a newer .ts."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("run_setup", script().ROOT / "run.py")
    run = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(run)
    monkeypatch.setattr(run, "ROOT", tmp_path)
    sources = tmp_path / "resources" / "translations"
    sources.mkdir(parents=True)
    source = sources / "workbench_es.ts"
    source.write_text((script().SOURCES / "workbench_es.ts").read_text(encoding="utf-8"), encoding="utf-8")
    assert run.translations_stale()  # a fresh clone
    script().build(sources)
    assert not run.translations_stale()
    built = source.with_suffix(".qm").stat().st_mtime
    os.utime(source, (built + 10, built + 10))  # a pull brought a newer source
    assert run.translations_stale()


def test_spanish_words_why_a_run_stopped_and_a_recorded_scenes_line(spanish) -> None:
    """A run's stop reason and a training scene's recorded line are kept in English in their files; the
    window says them in Spanish, with Spanish numbers."""
    from pathlib import Path

    from workbench.core import scene_recordings
    from workbench.core.training.engine.stop_reason import completed, stop_reason_words

    early = (
        "stopped early at step 45: the validation macro-F1 did not improve for 2 evaluations "
        "(best at step 15)"
    )
    said = "parada temprana en el paso 45: macro-F1 sin mejora en 2 evaluaciones (mejor: paso 15)"
    assert stop_reason_words(None, early) == said
    assert stop_reason_words(completed(1, 1234), "") == "1 época completa (1.234 pasos)"
    assert stop_reason_words(completed(3, 1), "") == "3 épocas completas (1 paso)"
    folder = Path(__file__).resolve().parents[2] / "resources" / "scenes" / "recordings"
    forgetting = scene_recordings.read(folder / "10-too-large-a-learning-rate-forgets.json")
    assert forgetting.line() == (
        f"pérdida 0,70 al inicio, hasta 1,70; 50,0% de aciertos (siempre la etiqueta más común: 50%; {said})"
    )
    fine_tune = scene_recordings.read(folder / "8-fine-tuning-body-head-and-a-recipe-for-small-data.json")
    assert fine_tune.line().startswith("95,0% de aciertos en 60 textos apartados tras 150 pasos (parada ")
    scratch = scene_recordings.read(folder / "10-pre-trained-vs-from-scratch-on-100-examples.json")
    assert scratch.line() == (
        "100 para entrenar, 60 para comprobar: preentrenado 91,7%, desde cero 60,0% (+31,7 puntos)"
    )
    adapted = scene_recordings.read(folder / "11-adapt-a-model-to-your-own-text.json")
    assert adapted.line().startswith(
        "2 de 3 palabras del campo subieron al top 5 («colony»: fuera del top 5 → n.º 1"
    )
    assert adapted.line().endswith("; perplejidad 158,1 → 71,7")


def test_a_runs_recorded_device_reads_in_spanish(spanish) -> None:
    """A run records its device in English ("CPU (2 threads)"); the results' how-it-ran line, the training
    page and the experiments' progress say it in the window's language."""
    from tests.support.finished_run import a_run
    from workbench.core.models.devices import device_words
    from workbench.ui.tabs.train.results.plain_results import how_it_ran

    assert (
        device_words("CPU (2 threads)") == "CPU (2 hilos)"
        and device_words("CPU (1 thread)") == "CPU (1 hilo)"
    )
    assert device_words("NVIDIA H200 · 1234 GB") == "NVIDIA H200 · 1.234 GB"
    assert device_words("a device of another kind") == "a device of another kind"
    assert how_it_ran(a_run(device="CPU (2 threads)")).endswith("s en CPU (2 hilos).")


def test_how_a_run_ran_is_one_line_without_nested_brackets(qapp) -> None:
    """The stop reason carries its own brackets ("completed 1 epoch (29 steps)"), so the line does not put it
    in another pair ("(completed 1 epoch (29 steps))" before)."""
    from tests.support.finished_run import a_run
    from workbench.ui.tabs.train.results.plain_results import how_it_ran

    ran = a_run(
        method="full",
        model="minilm-l6",
        best_step=29,
        steps=29,
        stop_reason="completed 1 epoch (29 steps)",
        train_seconds=9.0,
        device="CPU (2 threads)",
    )
    line = how_it_ran(ran)
    assert "; completed 1 epoch (29 steps), weights kept from step 29 of 29; 9 s on CPU (2 threads)." in line
    assert "))" not in line
