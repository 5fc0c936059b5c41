"""Lesson packs: made on one computer (a fine-tuned run, a scene file, its data, a downloaded model),
installed on a fresh home with no network, and refused with nothing written when damaged or unsafe."""

from __future__ import annotations

import json
import shutil
import threading
import zipfile
from pathlib import Path

import pytest

from tests.core.use.test_predict import run_dir  # noqa: F401 - fixture: a tiny finished classifier run
from tests.support.cli_run import run_workbench_here
from tests.support.training_data import (  # noqa: F401 - fixtures
    one_torch_thread,
    tiny_bert_folder,
    write_animal_conll,
    write_animal_csv,
)
from tests.test_cli import run_workbench
from workbench import paths
from workbench.core.errors import Cancelled, PackError
from workbench.core.packs.create import PackRequest, create_pack
from workbench.core.packs.install import install_pack
from workbench.core.storage import DiskFull

COMMIT = "0123456789abcdef0123456789abcdef01234567"


def lesson_deck(folder: Path, run: Path) -> Path:
    """A scene file with two scenes: one reads a data file beside it (named relative to the scene file) as the
    Fine-tuning tab does, one shows the run's fine-tuned model in the Attention tab (named by its path)."""
    from workbench.core.training.data.samples import sample_path

    shutil.copyfile(sample_path("ner_sentences.conll"), folder / "my_names.conll")
    reads = {"objective": "ner", "step": "data", "model": "minilm-l6", "data_file": "my_names.conll"}
    shows = {
        "text": "the cat is playing on the mat",
        "view": "head",
        "side": "encoder",
        "layer": 1,
        "encoder_model": str(run / "best"),
    }
    deck = {
        "schema_version": 1,
        "title": "My class",
        "scenes": [
            {
                "title": "How a model reads my names",
                "says": "A tag on each word's first piece.",
                "tab": "train",
                "state": reads,
                "check": {"kind": "tag_pieces", "tagged": "first_piece", "split_words_at_least": 4},
            },
            {
                "title": "My model's attention",
                "says": "What each word looks at.",
                "tab": "attention",
                "state": shows,
                "check": {"kind": "tokens", "first": "[CLS]", "last": "[SEP]", "whole": ["cat"]},
            },
        ],
    }
    path = folder / "lesson.json"
    path.write_text(json.dumps(deck), encoding="utf-8")
    return path


def fresh_home(monkeypatch: pytest.MonkeyPatch, folder: Path, unpacked_smollm2: Path | None = None) -> None:
    """A home with nothing in it, as on a classroom computer just set up; set-up unpacks the embedded
    SmolLM2 (``run.py``), so ``unpacked_smollm2`` (the session's) is put where set-up puts it."""
    from workbench.core.models import embedded

    monkeypatch.setenv("WORKBENCH_HOME", str(folder / "home"))
    monkeypatch.setenv("HF_HUB_CACHE", str(folder / "hf-cache"))
    if unpacked_smollm2 is not None:
        place = embedded.smollm2_converted_folder()
        place.parent.mkdir(parents=True)
        place.symlink_to(unpacked_smollm2, target_is_directory=True)


def written(folder: Path) -> list[str]:
    """Every file and folder under ``folder`` (the places an install writes to)."""
    return sorted(str(p.relative_to(folder)) for p in folder.rglob("*")) if folder.exists() else []


def test_a_run_a_scene_file_and_its_data_work_on_a_fresh_home_offline(
    run_dir: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    converted_smollm2: Path,
) -> None:
    lecturer = tmp_path / "lecturer"
    lecturer.mkdir()
    deck = lesson_deck(lecturer, run_dir)
    pack = tmp_path / "class.zip"
    made = create_pack(PackRequest(pack, scenes=(deck,)))  # the scene takes its run and its data along
    assert {item.kind for item in made.manifest.items} == {"run", "scenes"}
    assert not any("checkpoints" in f.path for f in made.manifest.files)

    fresh_home(monkeypatch, tmp_path / "classroom", converted_smollm2)
    done = run_workbench_here("pack", "install", str(pack))
    assert done.returncode == 0, done.stderr
    installed_run = paths.runs_dir() / run_dir.name
    assert (installed_run / "best").is_dir()
    scene_file = paths.scenes_dir() / "class" / "lesson.json"
    reads, shows = (scene["state"] for scene in json.loads(scene_file.read_text(encoding="utf-8"))["scenes"])
    assert reads["data_file"] == "my_names.conll" and (scene_file.parent / "my_names.conll").is_file()
    assert shows["encoder_model"] == str(installed_run / "best")

    texts = write_animal_csv(tmp_path / "texts.csv", n=6)
    predicted = run_workbench_here("predict", str(installed_run), "--data", str(texts), "--json")
    assert predicted.returncode == 0, predicted.stderr
    assert json.loads(predicted.stdout)["rows"] == 6
    listed = run_workbench_here("runs", "--json")
    assert listed.returncode == 0 and run_dir.name in listed.stdout
    # in the window, offscreen, in a process of its own (the window's check is a process's own work)
    checked = run_workbench("scenes", "check", "--deck", str(scene_file))
    assert checked.returncode == 0, checked.stdout + checked.stderr

    again = install_pack(pack)  # installing twice: the run is already here, the scenes are put in again
    assert [p.status for p in again.placed] == ["present", "replaced"]
    assert written(paths.runs_dir()) == written(paths.runs_dir())  # no second copy of the run
    assert not (paths.runs_dir() / f"{run_dir.name}-2").exists()


def put_in_hub_cache(model: Path, repo_id: str) -> Path:
    from workbench.core.models.hub_cache import repo_folder

    repo = repo_folder(repo_id)
    shutil.copytree(model, repo / "snapshots" / COMMIT)
    (repo / "refs").mkdir()
    (repo / "refs" / "main").write_text(COMMIT, encoding="utf-8")
    return repo


def test_a_downloaded_model_is_on_this_computer_once_installed(
    tiny_bert_folder: Path,  # noqa: F811
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from workbench.core.models.catalogue import lecture_pack
    from workbench.core.models.zoo import zoo_rows

    entry = lecture_pack()[0]  # the tiny BERT's files stand in for it: only where they land is checked
    put_in_hub_cache(tiny_bert_folder, entry.hf_id)
    (
        paths.hf_cache_dir() / f"models--{entry.hf_id.replace('/', '--')}" / "snapshots" / COMMIT / "x.pkl"
    ).write_bytes(b"")
    pack = tmp_path / "models.zip"
    made = create_pack(PackRequest(pack, models=(entry.id, "smollm2-135m")))
    assert [item.name for item in made.manifest.items] == [entry.hf_id]
    assert not any(f.path.endswith(".pkl") for f in made.manifest.files)  # only what transformers loads
    assert any("comes with the app" in note for note in made.notes)

    fresh_home(monkeypatch, tmp_path / "classroom")
    install_pack(pack)
    row = next(row for row in zoo_rows() if row.entry.id == entry.id)
    assert row.status_label == "On this computer"
    assert not [p for p in paths.hf_cache_dir().iterdir() if p.name.startswith(".pack-staging")]


# --- refusals: nothing written ------------------------------------------------------------------------------
def small_pack(tmp_path: Path, name: str = "p.zip") -> Path:
    data = tmp_path / "notes.csv"
    data.write_text("text,label\na cat,cat\n", encoding="utf-8")
    return create_pack(PackRequest(tmp_path / name, data=(data,))).out


def rewrite_pack(pack: Path, out: Path, change) -> Path:
    """A copy of ``pack`` with its manifest and entries as ``change(manifest, entries)`` leaves them."""
    with zipfile.ZipFile(pack) as archive:
        entries = {info.filename: archive.read(info) for info in archive.infolist()}
    manifest = json.loads(entries.pop("manifest.json"))
    change(manifest, entries)
    with zipfile.ZipFile(out, "w") as archive:
        archive.writestr("manifest.json", json.dumps(manifest))
        for name, data in entries.items():
            archive.writestr(name, data)
    return out


def add_entry(name: str, data: bytes):
    import hashlib

    def change(manifest: dict, entries: dict) -> None:
        entries[name] = data
        digest = hashlib.sha256(data).hexdigest()
        manifest["files"].append({"path": name, "size": len(data), "sha256": digest})

    return change


def wrong_checksum(manifest: dict, entries: dict) -> None:
    entries["scenes/notes.csv"] = entries["scenes/notes.csv"].replace(b"cat", b"dog")


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (add_entry("scenes/../../escape.csv", b"x"), "leads out of the folder"),
        (add_entry("/etc/escape.csv", b"x"), "top of the disk"),
        (add_entry("scenes/weights.pkl", b"\x80\x04x"), "pickle"),
        (add_entry("scenes/notes.txt", b"\x80\x04K\x01."), "pickle"),  # a pickle under another name
        (add_entry("scenes/run.py", b"print(1)"), "program file"),
        (add_entry("scenes/NOTES.csv", b"text,label\n"), "overwrite"),
        (wrong_checksum, "checksum"),
    ],
)
def test_an_unsafe_or_damaged_pack_is_refused_with_nothing_written(
    tmp_path: Path, change, words: str
) -> None:
    pack = rewrite_pack(small_pack(tmp_path), tmp_path / "bad.zip", change)
    home = Path(paths.data_dir()).parent
    before = written(home)
    with pytest.raises(PackError) as refused:
        install_pack(pack)
    assert words in str(refused.value) and "Traceback" not in str(refused.value)
    assert written(home) == before and not paths.scenes_dir().exists()
    done = run_workbench_here("pack", "install", str(pack))
    assert done.returncode == 1 and words in done.stderr and "Traceback" not in done.stderr


def test_a_link_or_a_config_asking_for_its_own_code_is_refused(tmp_path: Path) -> None:
    pack = small_pack(tmp_path)
    linked = tmp_path / "linked.zip"
    with zipfile.ZipFile(pack) as source, zipfile.ZipFile(linked, "w") as out:
        for info in source.infolist():
            out.writestr(info, source.read(info))
        link = zipfile.ZipInfo("scenes/link.csv")
        link.external_attr = 0o120777 << 16
        out.writestr(link, "/etc/passwd")
    with pytest.raises(PackError, match="link"):
        install_pack(linked)
    folder = tmp_path / "folder-pack"
    with zipfile.ZipFile(pack) as source:
        source.extractall(folder)
    (folder / "scenes" / "elsewhere.csv").symlink_to("/etc/hostname")
    with pytest.raises(PackError, match="link"):
        install_pack(folder)
    custom = rewrite_pack(
        small_pack(tmp_path, "c.zip"),
        tmp_path / "code.zip",
        add_entry("scenes/config.json", b'{"auto_map": {"AutoModel": "x.Model"}}'),
    )
    with pytest.raises(PackError, match="program code"):
        install_pack(custom)
    assert not paths.scenes_dir().exists()


def test_a_full_disk_or_a_cancel_leaves_nothing(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from workbench.core import storage

    pack = small_pack(tmp_path)
    folder = tmp_path / "unzipped"
    with zipfile.ZipFile(pack) as source:
        source.extractall(folder)
    assert install_pack(folder).scene_files == ()  # a folder (a USB stick) installs as the zip does
    shutil.rmtree(paths.scenes_dir())
    monkeypatch.setattr(storage, "free_bytes", lambda folder: 1000)
    with pytest.raises(DiskFull):
        install_pack(pack)
    assert not paths.scenes_dir().exists() or written(paths.scenes_dir()) == []
    monkeypatch.undo()
    cancel = threading.Event()
    with pytest.raises(Cancelled):
        install_pack(pack, lambda fraction, message: cancel.set(), cancel)
    assert written(paths.scenes_dir()) == []


def test_bad_requests_are_refused_before_anything_is_written(tmp_path: Path) -> None:
    out = tmp_path / "p.zip"
    for request, words in [
        (PackRequest(out), "nothing to put"),
        (PackRequest(out, models=("gpt2",)), "not on this computer"),
        (PackRequest(out, models=(str(tmp_path),)), "not a training run"),
        (PackRequest(out, lecture_pack=True), "download --lecture-pack"),
    ]:
        with pytest.raises(PackError, match=words):
            create_pack(request)
    assert [p.name for p in tmp_path.iterdir()] in ([], ["workbench-home"])  # the test's own home only
    not_a_pack = tmp_path / "notes.zip"
    not_a_pack.write_bytes(b"hello")
    with pytest.raises(PackError, match="not a lesson pack"):
        install_pack(not_a_pack)


def test_a_scene_files_relative_data_path_is_read_from_its_folder(tmp_path: Path) -> None:
    from workbench.core.scenes import append_scene, load_deck

    deck = {
        "schema_version": 1,
        "scenes": [{"title": "t", "tab": "train", "state": {"data_file": "d/x.csv"}}],
    }
    path = tmp_path / "lesson" / "deck.json"
    path.parent.mkdir()
    path.write_text(json.dumps(deck), encoding="utf-8")
    assert load_deck(path).scenes[0].state["data_file"] == str((path.parent / "d" / "x.csv").resolve())
    append_scene(path, load_deck(path).scenes[0])  # writing the file back keeps its paths as written
    assert json.loads(path.read_text(encoding="utf-8"))["scenes"][0]["state"]["data_file"] == "d/x.csv"
