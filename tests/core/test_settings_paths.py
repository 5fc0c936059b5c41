import json
from pathlib import Path

import pytest

from workbench import paths, settings
from workbench.core.errors import FolderNotWritable


def test_every_folder_is_under_workbench_home(workbench_home: Path) -> None:
    for folder in (
        paths.data_dir(),
        paths.config_dir(),
        paths.log_dir(),
        paths.cache_dir(),
        paths.runs_dir(),
    ):
        assert workbench_home in folder.parents


def test_settings_round_trip(workbench_home: Path) -> None:
    s = settings.Settings(zoom=1.5)
    s.remember_model("minilm-l6")
    s.remember_model("smollm2-135m")
    s.remember_model("minilm-l6")
    settings.save(s)
    loaded = settings.load()
    assert loaded.zoom == 1.5
    assert loaded.last_models == ["minilm-l6", "smollm2-135m"]
    assert not list(paths.config_dir().glob(".settings-*")), "temporary file left behind"


def test_old_settings_are_migrated(workbench_home: Path) -> None:
    paths.config_dir().mkdir(parents=True)
    paths.settings_file().write_text(json.dumps({"zoom_percent": 150, "current_tab": 2}))
    loaded = settings.load()
    assert loaded.schema_version == settings.SCHEMA_VERSION
    assert loaded.zoom == pytest.approx(1.5)
    assert loaded.current_tab == 2


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", json.dumps({"schema_version": 999})])
def test_broken_settings_fall_back_to_defaults_and_are_kept(workbench_home: Path, content: str) -> None:
    paths.config_dir().mkdir(parents=True)
    paths.settings_file().write_text(content)
    assert settings.load() == settings.Settings()
    [kept] = settings.kept_files()
    assert kept.read_text() == content


def test_unwritable_config_folder_raises_a_clear_error(workbench_home: Path) -> None:
    workbench_home.mkdir(parents=True, exist_ok=True)
    (workbench_home / "config").write_text("a file where the folder should be")
    with pytest.raises(FolderNotWritable) as caught:
        settings.save(settings.Settings())
    assert "cannot be written" in str(caught.value)
    assert "WORKBENCH_HOME" in caught.value.hint
