"""Lesson packs as an attacker would make them: names that lead out of their place, a pack that would replace
another's files, a pipe that never ends, a zip bomb, a damaged zip, and what a killed install leaves.  Each
is refused (or put in a place of its own) with nothing written outside the target folders."""

from __future__ import annotations

import hashlib
import json
import os
import signal
import subprocess
import sys
import zipfile
import zlib
from pathlib import Path

import pytest

from tests.core.packs.test_packs import rewrite_pack, small_pack, written
from workbench import cli, paths
from workbench.core.errors import PackError
from workbench.core.packs.install import install_pack
from workbench.core.packs.places import folder_name, place_under, safe_name
from workbench.core.packs.staging import PREFIX, remove_stale, staging_folder

HOSTILE_NAMES = [
    "/tmp/x",
    "../../../x",
    "..",
    ".",
    "a/../../b",
    "..\\..\\x",
    "C:\\x",
    "C:x",
    "x\x00y",
    "a" * 300,
    "CON",
    "nul.csv",
    ".hidden",
    "name.",
    "name ",
    "",
]


@pytest.mark.parametrize("name", HOSTILE_NAMES)
def test_a_hostile_name_is_refused_by_the_one_gate(tmp_path: Path, name: str) -> None:
    with pytest.raises(PackError):
        safe_name(name)
    with pytest.raises(PackError):
        place_under(tmp_path, name)
    assert not (tmp_path / "x").exists()


def test_the_gate_keeps_honest_names_and_sees_through_links(tmp_path: Path) -> None:
    for name in ("run-2026-11-29_10-00-00", "lesson.json", "Ünïcode names", "best"):
        assert safe_name(name) == name
    assert place_under(tmp_path, "best/model.safetensors") == tmp_path / "best" / "model.safetensors"
    (tmp_path / "inside").mkdir()
    (tmp_path / "inside" / "out").symlink_to(tmp_path.parent)
    with pytest.raises(PackError, match="leads out"):
        place_under(tmp_path / "inside", "out/x.csv")
    for title, folder in [
        ("../../../../tmp/evil", "tmp-evil"),
        ("CON", "CON-pack"),
        ("", "lesson-pack"),
        ("...", "lesson-pack"),
        ("Clase de María", "Clase-de-María"),
    ]:
        assert folder_name(title, "lesson-pack") == folder
    assert len(folder_name("ü" * 500, "x").encode("utf-8")) <= 120


def hostile_run(name: str):
    """A pack change adding a run item named ``name`` with an honest folder, as the attack in the wild."""

    def change(manifest: dict, entries: dict) -> None:
        data = b'{"objective": "classify"}'
        entries["runs/honest/config.json"] = data
        manifest["items"].append({"kind": "run", "name": name, "folder": "runs/honest"})
        digest = hashlib.sha256(data).hexdigest()
        manifest["files"].append({"path": "runs/honest/config.json", "size": len(data), "sha256": digest})

    return change


def everything_around(tmp_path: Path) -> list[str]:
    """Every path in and around the test's folder (the places an escaped name would reach), but for the
    app's own log of the command."""
    paths.log_dir().mkdir(parents=True, exist_ok=True)
    log = str(paths.log_dir())
    return sorted(str(p) for p in tmp_path.parent.rglob("*") if not str(p).startswith(log))


@pytest.mark.parametrize("name", [n for n in HOSTILE_NAMES if n] + ["honest-but-not-its-folder"])
def test_a_run_item_whose_name_leads_elsewhere_is_refused_with_nothing_written(
    tmp_path: Path, name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    pack = rewrite_pack(small_pack(tmp_path), tmp_path / "hostile.zip", hostile_run(name))
    escapes = [Path("/tmp/x"), (paths.runs_dir() / "../../../x").resolve()]
    before = everything_around(tmp_path), [p.exists() for p in escapes]
    assert cli.main(["pack", "install", str(pack)]) == 1
    said = capsys.readouterr()
    assert "Nothing was installed" in said.err or "damaged" in said.err, said.err
    assert "Traceback" not in said.err and "installed (" not in said.out
    assert (everything_around(tmp_path), [p.exists() for p in escapes]) == before


def test_two_runs_named_alike_but_for_case_are_refused(tmp_path: Path) -> None:
    def change(manifest: dict, entries: dict) -> None:
        # their files differ in name too, so only the runs' folders would meet on a disk that ignores case
        for name, file in (("run-a", "config.json"), ("RUN-A", "history.jsonl")):
            data = name.encode()
            entries[f"runs/{name}/{file}"] = data
            manifest["items"].append({"kind": "run", "name": name, "folder": f"runs/{name}"})
            digest = hashlib.sha256(data).hexdigest()
            manifest["files"].append({"path": f"runs/{name}/{file}", "size": len(data), "sha256": digest})

    pack = rewrite_pack(small_pack(tmp_path), tmp_path / "twins.zip", change)
    with pytest.raises(PackError, match="alike"):
        install_pack(pack)
    assert not paths.runs_dir().exists() or written(paths.runs_dir()) == []


@pytest.mark.parametrize("title", ["../../../../escape", "/tmp/escape", "C:\\escape", "CON", "a" * 400, ""])
def test_a_hostile_title_becomes_a_folder_inside_the_scenes_folder(tmp_path: Path, title: str) -> None:
    def retitle(manifest: dict, entries: dict) -> None:
        manifest["title"] = title

    pack = rewrite_pack(small_pack(tmp_path), tmp_path / "titled.zip", retitle)
    paths.scenes_dir().mkdir(parents=True)
    outside = [p for p in everything_around(tmp_path) if not p.startswith(str(paths.scenes_dir()))]
    placed = install_pack(pack).placed[0].target
    assert placed.parent == paths.scenes_dir() and (placed / "notes.csv").is_file()
    assert [p for p in everything_around(tmp_path) if not p.startswith(str(paths.scenes_dir()))] == outside


def test_a_pack_never_replaces_another_packs_scenes(tmp_path: Path) -> None:
    first = tmp_path / "first"
    first.mkdir()
    data = first / "good.csv"
    data.write_text("text,label\nkeep me,a\n", encoding="utf-8")
    from workbench.core.packs.create import PackRequest, create_pack

    a = create_pack(PackRequest(tmp_path / "a.zip", data=(data,), title="Good Pack")).out
    (tmp_path / "second").mkdir()
    other = tmp_path / "second" / "other.csv"
    other.write_text("text,label\nsomething else,b\n", encoding="utf-8")
    b = create_pack(PackRequest(tmp_path / "b.zip", data=(other,), title="Good Pack")).out

    installed_a = install_pack(a).placed[0]
    installed_b = install_pack(b).placed[0]
    assert (installed_a.status, installed_b.status) == ("installed", "beside")
    assert "beside another pack of the same title" in installed_b.describe()
    assert installed_a.target.name == "Good-Pack" and installed_b.target.name == "Good-Pack-2"
    assert (installed_a.target / "good.csv").read_text(encoding="utf-8") == "text,label\nkeep me,a\n"
    again = install_pack(a).placed[0]  # the same pack again: its own folder, refreshed
    assert (again.status, again.target) == ("replaced", installed_a.target)
    assert sorted(p.name for p in paths.scenes_dir().iterdir()) == ["Good-Pack", "Good-Pack-2"]


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="pipes in folders are a POSIX thing")
def test_a_pipe_in_a_folder_pack_is_refused_at_once(tmp_path: Path) -> None:
    folder = tmp_path / "usb-stick"
    with zipfile.ZipFile(small_pack(tmp_path)) as source:
        source.extractall(folder)
    (folder / "scenes" / "notes.csv").unlink()
    os.mkfifo(folder / "scenes" / "notes.csv")  # listed in the manifest: reading it would wait for ever
    with pytest.raises(PackError, match="not a plain file"):
        install_pack(folder)
    roots = [paths.runs_dir(), paths.scenes_dir(), paths.hf_cache_dir()]
    assert not [p for root in roots if root.exists() for p in root.iterdir() if p.name.startswith(PREFIX)]


def test_a_device_entry_in_a_zip_is_refused(tmp_path: Path) -> None:
    pack = small_pack(tmp_path)
    odd = tmp_path / "odd.zip"
    with zipfile.ZipFile(pack) as source, zipfile.ZipFile(odd, "w") as out:
        for info in source.infolist():
            if info.filename == "scenes/notes.csv":
                info.external_attr = 0o010644 << 16  # a FIFO's mode
            out.writestr(info, source.read(info))
    with pytest.raises(PackError, match="not a plain file"):
        install_pack(odd)


class _RepeatedZeros:
    """A deflate compressor for a stream of zeros that compresses one chunk and repeats it: each chunk ends
    in a full flush, so the repeats are a valid stream; a 4 GiB bomb is made in a second, not in 13."""

    def __init__(self) -> None:
        self._real = zlib.compressobj(9, zlib.DEFLATED, -15)
        self._block: bytes | None = None

    def compress(self, data: bytes) -> bytes:
        if self._block is None:
            self._block = self._real.compress(data) + self._real.flush(zlib.Z_FULL_FLUSH)
        return self._block

    def flush(self) -> bytes:
        return self._real.flush()


def zip_bomb(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A pack whose data file is 4 GiB of zeros in about 4 MB, with its honest size and a wrong checksum in
    the manifest."""
    size, chunk = 4 << 30, bytes(16 << 20)
    manifest = {
        "format": "lm-workbench-lesson-pack",
        "version": 1,
        "title": "bomb",
        "items": [{"kind": "scenes", "name": "data", "folder": "scenes"}],
        "files": [{"path": "scenes/zeros.csv", "size": size, "sha256": "0" * 64}],
    }
    bomb = tmp_path / "bomb.zip"
    with monkeypatch.context() as patch:
        patch.setattr(zipfile, "_get_compressor", lambda *args: _RepeatedZeros())
        with zipfile.ZipFile(bomb, "w", zipfile.ZIP_DEFLATED) as archive:
            archive.writestr("manifest.json", json.dumps(manifest))
            with archive.open("scenes/zeros.csv", "w", force_zip64=True) as entry:
                for _ in range(size // len(chunk)):
                    entry.write(chunk)
    return bomb


def bytes_written_by_this_process() -> int:
    with open("/proc/self/io", encoding="ascii") as io:
        return next(int(line.split()[1]) for line in io if line.startswith("wchar:"))


@pytest.mark.slow
@pytest.mark.skipif(not Path("/proc/self/io").exists(), reason="counts written bytes through /proc")
def test_a_zip_bomb_is_refused_before_it_is_written(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    bomb = zip_bomb(tmp_path, monkeypatch)
    assert bomb.stat().st_size < 10 << 20
    with zipfile.ZipFile(bomb) as archive:
        assert archive.getinfo("scenes/zeros.csv").file_size == 4 << 30
        with archive.open("scenes/zeros.csv") as entry:
            assert entry.read(1 << 20) == bytes(1 << 20)  # a real stream of zeros, not a lying header
    before = bytes_written_by_this_process()
    with pytest.raises(PackError, match="would grow"):
        install_pack(bomb)
    assert bytes_written_by_this_process() - before < 10 << 20
    assert not paths.scenes_dir().exists() or written(paths.scenes_dir()) == []


@pytest.mark.parametrize("stored", [True, False])
def test_a_flipped_byte_in_the_zip_is_one_sentence(
    tmp_path: Path, stored: bool, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "long.csv"
    data.write_text("text,label\n" + "".join(f"line {i},x\n" for i in range(2000)), encoding="utf-8")
    from workbench.core.packs.create import PackRequest, create_pack

    pack = create_pack(PackRequest(tmp_path / "p.zip", data=(data,))).out
    damaged = tmp_path / "damaged.zip"
    with zipfile.ZipFile(pack) as source, zipfile.ZipFile(damaged, "w") as out:
        for info in source.infolist():
            data = source.read(info)
            info.compress_type = zipfile.ZIP_STORED if stored else zipfile.ZIP_DEFLATED
            out.writestr(info, data)
    with zipfile.ZipFile(damaged) as archive:
        info = archive.getinfo("scenes/long.csv")
        offset = info.header_offset + 30 + len(info.filename.encode()) + len(info.extra) + 100
    raw = bytearray(damaged.read_bytes())
    raw[offset] ^= 0xFF
    damaged.write_bytes(bytes(raw))
    assert cli.main(["pack", "install", str(damaged)]) == 1
    said = capsys.readouterr().err
    assert "damaged" in said and "long.csv" in said and "Traceback" not in said, said
    assert not paths.scenes_dir().exists() or written(paths.scenes_dir()) == []


_HOLD_STAGING = """
import os, signal, sys
from pathlib import Path
from workbench.core.packs.staging import staging_folder
with staging_folder(Path(sys.argv[1])) as folder:
    (folder / "half-copied.safetensors").write_bytes(bytes(1000))
    print(folder, flush=True)
    sys.stdin.readline()
    os.kill(os.getpid(), signal.SIGKILL)  # killed mid-install: nothing of its own cleans up
"""


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="kills a process the POSIX way")
def test_what_a_killed_install_left_is_removed_next_time_but_a_running_one_is_kept(tmp_path: Path) -> None:
    root = paths.runs_dir()
    root.mkdir(parents=True)
    child = subprocess.Popen(
        [sys.executable, "-c", _HOLD_STAGING, str(root)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    staging = Path(child.stdout.readline().strip())
    assert staging.is_dir()
    with staging_folder(root) as mine:
        assert remove_stale() == []  # both installs are still running
        assert staging.is_dir() and mine.is_dir()
    child.communicate("go\n", timeout=60)
    assert child.returncode == -signal.SIGKILL and staging.is_dir()  # left behind, as in the wild

    install_pack(small_pack(tmp_path))  # the next install cleans up first
    assert [p.name for p in root.iterdir()] == []
