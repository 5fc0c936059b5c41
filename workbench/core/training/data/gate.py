"""The one door a user's file comes in by: every command and the window open a user's data file through here.

``regular_file`` checks what the path is before anything is opened: it exists, it is an ordinary file (a
named pipe would make reading wait for ever, a device never ends, a link that leads back to itself never
arrives), it can be read, and it is of a size the workbench can read (``MAX_BYTES``).  ``check_input`` does
the same where a folder is also accepted (a folder of .txt files).  Any reader of other files the user
controls (a settings file, say) can use ``regular_file`` for the same refusals.

``decode_file`` reads a checked file whole as text; ``stream_encoding`` finds the encoding of one that is read
piece by piece, without holding it.  Both refuse pictures, PDFs, compressed files and other binary data,
and decode the same way: UTF-8 (with or without a byte-order mark), UTF-16 with a byte-order mark (Excel's
"Unicode text"), else Western European (Windows-1252, or Latin-1 for the few bytes Windows-1252 leaves
undefined), which is stated in a note because accents may then need checking.

``file_sha256`` is the checksum that tells a file from a changed one: a run keeps its data file's, so that its
row numbers are only ever mapped back onto the file it read.

``family_of`` says what kind of data a text looks like when it is not the kind a command wants (tagged words
for finding names given to a classifier, say), so the refusal can name the kind of file it is.
"""

from __future__ import annotations

import codecs
import errno
import hashlib
import os
import re
import stat
from pathlib import Path

from workbench.core.errors import DataError
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

MAX_BYTES = 2 * 1024**3  # the largest data file read; larger ones are split or sampled first
SNIFF_BYTES = 1 << 20  # the start of a file looked at to tell text from binary data
FILE_SIGNATURES = {  # the opening bytes of common non-text files, with a plain name for each
    b"\x89PNG": QT_TRANSLATE_NOOP("TrainingData", "a PNG picture"),
    b"\xff\xd8\xff": QT_TRANSLATE_NOOP("TrainingData", "a JPEG picture"),
    b"GIF8": QT_TRANSLATE_NOOP("TrainingData", "a GIF picture"),
    b"%PDF": QT_TRANSLATE_NOOP("TrainingData", "a PDF document"),
    b"PK\x03\x04": QT_TRANSLATE_NOOP("TrainingData", "a compressed (zip) file"),
    b"\x1f\x8b": QT_TRANSLATE_NOOP("TrainingData", "a compressed (gzip) file"),
    b"BZh": QT_TRANSLATE_NOOP("TrainingData", "a compressed (bzip2) file"),
    b"\xfd7zXZ\x00": QT_TRANSLATE_NOOP("TrainingData", "a compressed (xz) file"),
    b"7z\xbc\xaf\x27\x1c": QT_TRANSLATE_NOOP("TrainingData", "a compressed (7-Zip) file"),
    b"\x28\xb5\x2f\xfd": QT_TRANSLATE_NOOP("TrainingData", "a compressed (zstandard) file"),
    b"\xd0\xcf\x11\xe0": QT_TRANSLATE_NOOP("TrainingData", "an old Microsoft Office file"),
    b"SQLite format 3\x00": QT_TRANSLATE_NOOP("TrainingData", "a database (SQLite)"),
}
_FALLBACK_ENCODINGS = ("cp1252", "latin-1")
_CONTROL = re.compile(r"[\x00-\x08\x0e-\x1f\x7f-\x9f]")  # control characters other than tabs and line breaks
_NOT_TEXT_HINT = QT_TRANSLATE_NOOP(
    "TrainingData",
    "Choose a .csv, .tsv, .jsonl or .txt file or a folder of .txt files; this one may have been renamed.",
)
_SAVE_AS_CSV = QT_TRANSLATE_NOOP(
    "TrainingData",
    "Open it in Excel or LibreOffice and choose Save As → “CSV UTF-8 (comma delimited)”, then load the .csv.",
)
_KINDS = (  # file types that are not ordinary files, as a user would call them (translated when shown)
    (
        stat.S_ISFIFO,
        QT_TRANSLATE_NOOP("TrainingData", "a named pipe (FIFO), not a file: reading it could wait for ever"),
    ),
    (stat.S_ISCHR, QT_TRANSLATE_NOOP("TrainingData", "a device, not a file")),
    (stat.S_ISBLK, QT_TRANSLATE_NOOP("TrainingData", "a device, not a file")),
    (stat.S_ISSOCK, QT_TRANSLATE_NOOP("TrainingData", "a socket, not a file")),
)
_TAG = re.compile(r"(O|[BIES]-\S+)")


def check_input(path: Path | str) -> Path:
    """``path`` (with ``~`` expanded) when it is a folder, or an ordinary file that
    ``regular_file`` accepts."""
    path = Path(path).expanduser()
    return path if path.is_dir() else regular_file(path)


def regular_file(path: Path | str, *, max_bytes: int | None = None) -> Path:
    """``path`` (with ``~`` expanded) when it is an ordinary, readable file of at most ``max_bytes`` (default
    ``MAX_BYTES``); otherwise a ``DataError`` that says what it is and what to do.  Nothing is opened."""
    path = Path(path).expanduser()
    try:
        info = path.stat()
    except FileNotFoundError:
        message = (
            translate("TrainingData", "The file {path} does not exist (a link to something that is gone).")
            if path.is_symlink()
            else translate("TrainingData", "The file {path} does not exist.")
        )
        raise DataError(
            "missing",
            message.format(path=path),
            translate(
                "TrainingData",
                "Check the name and folder, or pick the file again — it may have been moved or renamed.",
            ),
        ) from None
    except OSError as error:
        if error.errno == errno.ELOOP:
            raise DataError(
                "not-a-file",
                translate(
                    "TrainingData", "{path} is a link that leads round to itself, never to a file."
                ).format(path=path),
                translate("TrainingData", "Give the file itself, or point the link at it."),
            ) from None
        raise _unreadable(path, error) from None
    if stat.S_ISDIR(info.st_mode):
        raise DataError(
            "folder",
            translate("TrainingData", "{path} is a folder, not a file.").format(path=path),
            translate("TrainingData", "Choose a file in it."),
        )
    for test, what in _KINDS:
        if test(info.st_mode):
            raise DataError(
                "not-a-file",
                translate("TrainingData", "{name} is {what}.").format(
                    name=path.name, what=translate("TrainingData", what)
                ),
                translate("TrainingData", "Save the data in an ordinary file and give that."),
            )
    if not stat.S_ISREG(info.st_mode):
        raise DataError(
            "not-a-file",
            translate("TrainingData", "{name} is not an ordinary file.").format(name=path.name),
            translate("TrainingData", "Choose an ordinary file."),
        )
    limit = MAX_BYTES if max_bytes is None else max_bytes
    if info.st_size > limit:
        raise DataError(
            "too-large",
            translate("TrainingData", "{name} is {size}, more than the {limit} the workbench reads.").format(
                name=path.name, size=_size(info.st_size), limit=_size(limit)
            ),
            translate("TrainingData", "Split it into smaller files, or keep a sample of it, and give that."),
        )
    if not os.access(path, os.R_OK):
        raise _unreadable(path, PermissionError(errno.EACCES, os.strerror(errno.EACCES)))
    return path


def file_sha256(path: Path) -> str:
    """The SHA-256 of the bytes of the file ``path`` (hexadecimal), read piece by piece."""
    digest = hashlib.sha256()
    try:
        with Path(path).open("rb") as handle:
            while chunk := handle.read(SNIFF_BYTES):
                digest.update(chunk)
    except OSError as error:
        raise _unreadable(Path(path), error) from error
    return digest.hexdigest()


def decode_file(path: Path) -> tuple[str, str, tuple[str, ...]]:
    """The text of ``path``, the encoding used, and a note when it was not UTF-8; refuses anything that is
    not an ordinary text file (see the module doc)."""
    path = regular_file(path)
    try:
        data = path.read_bytes()
    except OSError as error:
        raise _unreadable(path, error) from error
    _refuse_signature(path, data[:64], data)
    for bom, encoding in (
        (codecs.BOM_UTF8, "utf-8-sig"),
        (codecs.BOM_UTF16_LE, "utf-16"),
        (codecs.BOM_UTF16_BE, "utf-16"),
    ):
        if data.startswith(bom):
            try:
                return _checked(path, data.decode(encoding)), encoding, ()
            except UnicodeDecodeError:
                break
    if b"\x00" in data:
        raise DataError(
            "not-text",
            translate("TrainingData", "{name} is not a text file (it holds binary data).").format(
                name=path.name
            ),
            translate("TrainingData", _NOT_TEXT_HINT),
        )
    try:
        return _checked(path, data.decode("utf-8")), "utf-8", ()
    except UnicodeDecodeError:
        pass
    for encoding in _FALLBACK_ENCODINGS:  # latin-1 decodes any bytes, so this loop always returns
        try:
            text = _checked(path, data.removeprefix(codecs.BOM_UTF8).decode(encoding))
        except UnicodeDecodeError:
            continue
        return text, encoding, (_fallback_note(path, encoding),)
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def stream_encoding(path: Path) -> tuple[str, tuple[str, ...]]:
    """The encoding of ``path`` and a note when it is not UTF-8, found by reading it in chunks (it is never
    held whole); refuses what ``decode_file`` refuses."""
    path = regular_file(path)
    try:
        with path.open("rb") as handle:
            start = handle.read(SNIFF_BYTES)
            _refuse_signature(path, start[:64], start)
            if start.startswith(codecs.BOM_UTF8):
                encoding = "utf-8-sig"
            elif start.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
                encoding = "utf-16"
            else:
                encoding = "utf-8"
            _checked(path, start.decode(encoding, errors="replace"))
            if encoding != "utf-8":
                return encoding, ()
            for candidate in ("utf-8", *_FALLBACK_ENCODINGS):
                if _decodes(handle, candidate):
                    note = () if candidate == "utf-8" else (_fallback_note(path, candidate),)
                    return candidate, note
    except OSError as error:
        raise _unreadable(path, error) from error
    raise AssertionError("latin-1 decodes every byte")  # pragma: no cover


def family_of(text: str) -> str | None:
    """What kind of data ``text`` (the start of a file) holds when it is a kind with its own shape, in words
    that can end "it looks like ...": tagged words for finding names (CoNLL); None otherwise."""
    lines = [line.split() for line in text.splitlines()[:400] if line.strip()]
    if len(lines) < 2:
        return None
    tagged = sum(1 for cells in lines if 2 <= len(cells) <= 4 and _TAG.fullmatch(cells[-1]))
    names = any(cells[-1] != "O" for cells in lines if 2 <= len(cells) <= 4 and _TAG.fullmatch(cells[-1]))
    if tagged >= 0.9 * len(lines) and names:
        return translate(
            "TrainingData", "tagged words for finding names (CoNLL: one word and its tag per line)"
        )
    return None


def _decodes(handle, encoding: str) -> bool:
    handle.seek(0)
    decoder = codecs.getincrementaldecoder(encoding)()
    try:
        while chunk := handle.read(SNIFF_BYTES):
            if b"\x00" in chunk:
                raise DataError(
                    "not-text",
                    translate("TrainingData", "{name} holds binary data, not text.").format(name=handle.name),
                    translate("TrainingData", _NOT_TEXT_HINT),
                )
            decoder.decode(chunk)
        decoder.decode(b"", final=True)
    except UnicodeDecodeError:
        return False
    return True


def _refuse_signature(path: Path, start: bytes, data: bytes) -> None:
    for signature, kind in FILE_SIGNATURES.items():
        if start.startswith(signature):
            book = _workbook_kind(path, data)
            if book is not None:
                raise DataError(
                    "not-text",
                    translate("TrainingData", "{name} is {kind}, not a text file.").format(
                        name=path.name, kind=translate("TrainingData", book)
                    ),
                    _workbook_hint(path, book),
                )
            raise DataError(
                "not-text",
                translate("TrainingData", "{name} is {kind}, not a text file.").format(
                    name=path.name, kind=translate("TrainingData", kind)
                ),
                translate("TrainingData", _NOT_TEXT_HINT),
            )


def _workbook_kind(path: Path, data: bytes) -> str | None:
    """ "an Excel workbook" or "an OpenDocument spreadsheet" when the start of a file (``data``) is one."""
    if b"xl/" in data or path.suffix.lower() in (".xlsx", ".xls"):
        return QT_TRANSLATE_NOOP("TrainingData", "an Excel workbook")
    if b"opendocument.spreadsheet" in data[:200] or path.suffix.lower() == ".ods":
        return QT_TRANSLATE_NOOP("TrainingData", "an OpenDocument spreadsheet")
    return None


def _workbook_hint(path: Path, book: str) -> str:
    """A workbook whose name hides what it is can be renamed (tables read .xlsx and .ods workbooks); one
    named as such reached a reader of text only, for which it is saved as CSV."""
    if path.suffix.lower() in (".xlsx", ".xls", ".ods"):
        return translate("TrainingData", _SAVE_AS_CSV)
    suffix = ".xlsx" if "Excel" in book else ".ods"
    return translate(
        "TrainingData",
        "Rename it to end in {suffix} and load it again: a table of texts is read from a workbook directly.",
    ).format(suffix=suffix)


def _checked(path: Path, text: str) -> str:
    """``text`` unless it is mostly control characters, which means the bytes were not text at all."""
    controls = len(_CONTROL.findall(text))
    if controls > max(2, len(text) // 100):
        raise DataError(
            "not-text",
            translate("TrainingData", "{name} does not look like a text file.").format(name=path.name),
            translate("TrainingData", _NOT_TEXT_HINT),
        )
    return text


def _fallback_note(path: Path, encoding: str) -> str:
    return translate(
        "TrainingData",
        "{name} is not saved as UTF-8, so it was read as Western European text ({encoding}). "
        "If accented letters look wrong, save the file as “CSV UTF-8” and load it again.",
    ).format(name=path.name, encoding=encoding)


def _unreadable(path: Path, error: OSError) -> DataError:
    return DataError(
        "unreadable",
        translate("TrainingData", "{path} cannot be read ({reason}).").format(
            path=path, reason=error.strerror or error
        ),
        translate(
            "TrainingData",
            "Check that it is yours to read (its permissions), or copy it somewhere you can read it.",
        ),
    )


def _size(count: int) -> str:
    return (
        f"{number(count / 1024**3, '.1f')} GB" if count >= 1024**3 else f"{number(count / 1024**2, '.0f')} MB"
    )
