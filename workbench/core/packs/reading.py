"""Opening a lesson pack, a zip file or a folder (a USB stick, an unpacked zip), and listing what it holds.

Every entry is checked as it is listed, before a byte of it is read: a link (in a zip, an entry whose mode is
a symbolic link; in a folder, any symbolic link) is refused, since it could point anywhere on the computer,
so is anything that is not a plain file (a pipe or a device would block or never end), and every name must
pass ``manifest.check_name``.  A zip entry that cannot be read back (a flipped byte, a copy cut short) is a
PackError in one sentence, like every other damage.
"""

from __future__ import annotations

import os
import stat
import zipfile
import zlib
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from workbench.core.errors import PackError
from workbench.core.packs.manifest import MANIFEST, MAX_MANIFEST_BYTES, Manifest, check_name, parse_manifest
from workbench.core.words import translate

CHUNK = 1 << 20


class PackReader:
    """The entries of one pack (``sizes``: name -> size) and their bytes; use it as a context manager."""

    def __init__(self, source: Path) -> None:
        self.source = Path(source).expanduser()
        self._zip: zipfile.ZipFile | None = None
        self.packed_sizes: dict[str, int] = {}  # in a zip: name -> the bytes it takes compressed
        if self.source.is_dir():
            self.sizes = self._folder_entries()
        elif self.source.is_file():
            self.sizes = self._zip_entries()
        else:
            raise PackError(
                translate("Packs", "There is no lesson pack at {source}.").format(source=self.source),
                translate("Packs", "Give the pack's .zip file, or the folder that holds its manifest.json."),
            )

    def __enter__(self) -> PackReader:
        return self

    def __exit__(self, *exc: object) -> None:
        if self._zip is not None:
            self._zip.close()

    def manifest(self) -> Manifest:
        size = self.sizes.get(MANIFEST)
        if size is None:
            raise PackError(
                translate("Packs", "{name} is not a lesson pack: it has no manifest.json.").format(
                    name=self.source.name
                ),
                translate(
                    "Packs", "Choose a pack made with `workbench pack create` or File ▸ Create lesson pack…."
                ),
            )
        if size > MAX_MANIFEST_BYTES:
            raise PackError(translate("Packs", "The lesson pack is damaged: its manifest is far too large."))
        with self.open(MANIFEST) as handle:
            return parse_manifest(handle.read(MAX_MANIFEST_BYTES + 1))

    def open(self, name: str) -> IO[bytes]:
        if self._zip is not None:
            return self._zip.open(name)
        return _open_plain_file(self.source / name, name)

    def chunks(self, name: str) -> Iterator[bytes]:
        """The bytes of entry ``name``; PackError when the zip cannot give them (a damaged copy)."""
        try:
            with self.open(name) as handle:
                while chunk := handle.read(CHUNK):
                    yield chunk
        except (zipfile.BadZipFile, zlib.error, EOFError, NotImplementedError) as exc:
            raise PackError(
                translate(
                    "Packs", "The lesson pack is damaged: {name} cannot be read from it ({exc})."
                ).format(name=name, exc=exc),
                translate(
                    "Packs",
                    "Nothing was installed. Copy the pack again; a copy that was cut short or changed on the "
                    "way cannot be read.",
                ),
            ) from exc

    def _zip_entries(self) -> dict[str, int]:
        try:
            self._zip = zipfile.ZipFile(self.source)
            infos = self._zip.infolist()
        except (zipfile.BadZipFile, OSError) as exc:
            raise PackError(
                translate(
                    "Packs", "{name} is not a lesson pack: it cannot be read as a zip file ({exc})."
                ).format(name=self.source.name, exc=exc),
                translate("Packs", "Copy the pack again; a copy that stopped half-way cannot be read."),
            ) from exc
        sizes = {}
        for info in infos:
            kind = stat.S_IFMT(info.external_attr >> 16)
            if stat.S_ISLNK(info.external_attr >> 16):
                raise PackError(
                    translate(
                        "Packs",
                        "The pack holds a link ({filename}), which could point anywhere on this computer.",
                    ).format(filename=info.filename),
                    translate("Packs", "Nothing was installed. Make the pack again with LM Workbench."),
                )
            if kind not in (0, stat.S_IFREG, stat.S_IFDIR):  # 0: made where files have no Unix mode
                raise _not_a_file(info.filename)
            name = check_name(info.filename)
            if not info.is_dir():
                sizes[name] = info.file_size
                self.packed_sizes[name] = info.compress_size
        return sizes

    def _folder_entries(self) -> dict[str, int]:
        sizes = {}
        for top, folders, files in os.walk(self.source, followlinks=False):
            for name in [*folders, *files]:
                path = Path(top, name)
                relative = path.relative_to(self.source).as_posix()
                if path.is_symlink():
                    raise PackError(
                        translate(
                            "Packs",
                            "The pack holds a link ({relative}), which could point anywhere on this "
                            "computer.",
                        ).format(relative=relative),
                        translate(
                            "Packs", "Nothing was installed. Copy the pack's files, not links to them."
                        ),
                    )
                mode = path.lstat().st_mode
                if not (stat.S_ISREG(mode) or stat.S_ISDIR(mode)):
                    raise _not_a_file(relative)  # a pipe or a device would wait or read for ever
                if name in files:
                    sizes[check_name(relative)] = path.stat().st_size
        return sizes


def _not_a_file(name: str) -> PackError:
    return PackError(
        translate(
            "Packs", "The pack holds {name}, which is not a plain file (a pipe, a device or a socket)."
        ).format(name=name),
        translate(
            "Packs", "Nothing was installed. Copy the pack's files themselves, or make the pack again."
        ),
    )


def _open_plain_file(path: Path, name: str) -> IO[bytes]:
    """``path`` opened for reading, refused unless it is (still) a plain file: opened without waiting and
    without following a link, so a file swapped for a pipe or a link since it was listed cannot hang or
    lead elsewhere."""
    flags = (
        os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0)
    )
    try:
        fd = os.open(path, flags)
    except OSError as exc:
        raise PackError(
            translate("Packs", "The pack's file {name} cannot be read ({reason}).").format(
                name=name, reason=exc.strerror or exc
            ),
            translate("Packs", "Nothing was installed. Copy the pack again."),
        ) from exc
    if not stat.S_ISREG(os.fstat(fd).st_mode):
        os.close(fd)
        raise _not_a_file(name)
    if hasattr(os, "set_blocking"):
        os.set_blocking(fd, True)
    return os.fdopen(fd, "rb")
