"""`workbench download --lecture-pack` against the fake hub on 127.0.0.1: what it prints, its exit codes, a
stop and a resume, and the plain message when there is no network."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.fake_hub import FakeHub, fake_hub_fixture  # noqa: F401 - provides the fake_hub fixture
from tests.support.lecture_pack import save_stand_ins, serve_pack
from workbench import cli
from workbench.cli.progress import ProgressLine
from workbench.core.models import catalogue
from workbench.core.models.lecture_pack import pack_state

NAMES = [entry.name for entry in catalogue.lecture_pack()]


@pytest.fixture(scope="module")
def stand_ins(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return save_stand_ins(tmp_path_factory.mktemp("pack"))


@pytest.fixture
def hub(fake_hub: FakeHub, monkeypatch: pytest.MonkeyPatch) -> FakeHub:
    """The fake hub as the app's hub (the command names no endpoint, so it goes by HF_ENDPOINT)."""
    monkeypatch.setenv("HF_ENDPOINT", fake_hub.url)
    return fake_hub


def test_the_lecture_pack_downloads_and_a_second_run_finds_it_all_here(
    hub: FakeHub, stand_ins: dict[str, Path], capsys
) -> None:
    serve_pack(hub, stand_ins)
    assert cli.main(["download", "--lecture-pack"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Lecture pack: 0 of 4 models on this computer; to fetch: BERT base (uncased)")
    assert lines[1:5] == [f"{name}: downloaded" for name in NAMES]
    assert lines[5] == "The lecture pack is on this computer: the scenes use it for the textbook results."
    assert pack_state().complete

    served = hub.served_bytes()
    assert cli.main(["download", "--lecture-pack"]) == 0
    assert capsys.readouterr().out == "Lecture pack: all 4 models are on this computer.\n"
    assert hub.served_bytes() == served


def test_a_stopped_pack_exits_130_and_the_next_run_skips_what_it_finished(
    hub: FakeHub, stand_ins: dict[str, Path], monkeypatch: pytest.MonkeyPatch, capsys
) -> None:
    serve_pack(hub, stand_ins)
    shown = ProgressLine.__call__

    def ctrl_c_in_the_third_model(line: ProgressLine, fraction: float, message: str) -> None:
        if message.startswith("Model 3 of 4"):
            raise KeyboardInterrupt
        shown(line, fraction, message)

    monkeypatch.setattr(ProgressLine, "__call__", ctrl_c_in_the_third_model)
    assert cli.main(["download", "--lecture-pack"]) == 130
    assert "Stopped." in capsys.readouterr().err
    assert [here for _, here in pack_state().models] == [True, True, False, False]

    monkeypatch.setattr(ProgressLine, "__call__", shown)
    since = len(hub.requests)
    assert cli.main(["download", "--lecture-pack"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("Lecture pack: 2 of 4 models on this computer; to fetch: " + NAMES[2])
    assert lines[1:5] == [
        f"{NAMES[0]}: already on this computer",
        f"{NAMES[1]}: already on this computer",
        f"{NAMES[2]}: downloaded",
        f"{NAMES[3]}: downloaded",
    ]
    fetched = {path.split("/resolve/")[0] for method, path, _ in hub.requests[since:] if "/resolve/" in path}
    assert fetched == {f"/{catalogue.get_entry(i).hf_id}" for i in ("distilroberta-base", "t5-small")}


def test_a_model_that_cannot_be_had_is_named_and_the_exit_code_is_1(
    hub: FakeHub, stand_ins: dict[str, Path], capsys
) -> None:
    serve_pack(hub, stand_ins, leave_out=("gpt2",))
    assert cli.main(["download", "--lecture-pack"]) == 1
    out = capsys.readouterr().out
    assert (
        f"{NAMES[1]}: not downloaded. The model openai-community/gpt2 was not found on the model hub." in out
    )
    assert f"{NAMES[0]}: downloaded" in out and f"{NAMES[3]}: downloaded" in out
    assert "3 of 4 lecture pack models are on this computer; 1 could not be downloaded." in out


def test_offline_the_pack_gives_one_plain_message_and_exit_code_1(capsys) -> None:
    # The test suite runs with HF_HUB_OFFLINE=1, as a computer set to offline mode does.
    assert cli.main(["download", "--lecture-pack"]) == 1
    captured = capsys.readouterr()
    assert captured.out.startswith("Lecture pack: 0 of 4 models on this computer")
    assert captured.err.strip() == (
        "Offline mode is on (the HF_HUB_OFFLINE setting), so the lecture pack cannot be downloaded.\n"
        "Unset HF_HUB_OFFLINE (or set it to 0) and restart to download it; until then the scenes use the "
        "embedded models."
    )


@pytest.mark.parametrize("argv", [["download"], ["download", "gpt2", "--lecture-pack"]], ids=["none", "both"])
def test_download_needs_a_model_or_the_pack_but_not_both(argv: list[str], capsys) -> None:
    with pytest.raises(SystemExit) as stopped:
        cli.main(argv)
    assert stopped.value.code == 2
    assert "name one model to download, or give --lecture-pack (not both)" in capsys.readouterr().err
