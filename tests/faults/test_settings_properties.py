"""Property tests: whatever the settings file holds (any JSON value, any key's value, any bytes), loading
returns settings that follow the schema, and never raises."""

from __future__ import annotations

import json
import tempfile
from dataclasses import asdict, fields
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from workbench import settings as settings_mod

QUICK = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

JSON_SCALARS = (
    st.none()
    | st.booleans()
    | st.integers(min_value=-(10**30), max_value=10**30)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
)
JSON_VALUES = st.recursive(
    JSON_SCALARS,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=10), inner, max_size=4),
    max_leaves=12,
)
KEYS = [f.name for f in fields(settings_mod.Settings)]
FILE_OBJECTS = st.dictionaries(
    st.sampled_from([*KEYS, "zoom_percent", "other"]) | st.text(max_size=8), JSON_VALUES
)


def assert_valid(loaded: settings_mod.Settings) -> None:
    """Every key holds a value its rule accepts, of exactly the dataclass's type."""
    assert isinstance(loaded, settings_mod.Settings)
    for key, value in asdict(loaded).items():
        assert settings_mod.check_value(key, value) == "", (key, value)
    assert type(loaded.zoom) is float and type(loaded.current_tab) is int
    assert loaded.allow_pickle_checkpoints is True or loaded.allow_pickle_checkpoints is False
    json.dumps(asdict(loaded), allow_nan=False)  # and it can be saved as strict JSON


def load_from(content: bytes) -> settings_mod.SettingsReport:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        path.write_bytes(content)
        report = settings_mod.load_report(path)
        for problem in report.problems:  # every problem can be shown and written as JSON
            assert problem.describe()
            json.dumps(problem.to_dict(), allow_nan=False)
        report.summary()
        return report


def test_the_rules_cover_every_setting_and_the_defaults_follow_them() -> None:
    assert set(settings_mod.RULES) == set(KEYS)
    assert_valid(settings_mod.Settings())


@QUICK
@given(JSON_VALUES)
def test_any_json_value_as_the_whole_file_gives_valid_settings(value) -> None:
    report = load_from(json.dumps(value).encode())
    assert_valid(report.settings)
    if not isinstance(value, dict):
        assert report.settings == settings_mod.Settings() and report.problems[0].key is None


@QUICK
@given(FILE_OBJECTS)
def test_any_values_for_the_keys_give_valid_settings_and_keep_the_good_ones(data: dict) -> None:
    report = load_from(json.dumps(data).encode())
    assert_valid(report.settings)
    reset = {p.key for p in report.problems}
    for key, value in data.items():
        if key in KEYS and key != "schema_version" and key not in reset and "zoom_percent" not in data:
            assert getattr(report.settings, key) == value  # a good key is kept as it was


@QUICK
@given(st.binary(max_size=200))
def test_any_bytes_give_valid_settings(content: bytes) -> None:
    assert_valid(load_from(content).settings)


@QUICK
@given(st.sampled_from(KEYS), JSON_VALUES)
def test_one_bad_key_never_costs_the_others(key: str, value) -> None:
    good = {"zoom": 1.5, "theme": "dark", "last_models": ["minilm-l6"]}
    data = {**good, key: value}
    report = load_from(json.dumps(data).encode())
    assert_valid(report.settings)
    for name, kept in good.items():
        if name != key and key != "schema_version":
            assert getattr(report.settings, name) == kept
