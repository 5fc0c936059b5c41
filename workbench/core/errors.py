"""Errors the user can act on.  Each carries a plain message and what to do about it.

Code that meets a problem the user caused or can fix raises one of these; the GUI and the command line show
``str(error)`` as it is, never a traceback.  Anything else is a bug and is shown with "copy details".
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from workbench.core.words import translate

if TYPE_CHECKING:
    import threading


class WorkbenchError(Exception):
    """A problem with a plain explanation (``message``) and a suggestion (``hint``)."""

    def __init__(self, message: str, hint: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.hint = hint

    def __str__(self) -> str:
        return f"{self.message}\n{self.hint}" if self.hint else self.message


class FolderNotWritable(WorkbenchError):
    def __init__(self, folder: Path, cause: OSError | None = None) -> None:
        reason = f" ({cause.strerror})" if cause is not None and cause.strerror else ""
        super().__init__(
            translate("Errors", "The folder {folder} cannot be written to{reason}.").format(
                folder=folder, reason=reason
            ),
            translate(
                "Errors",
                "Check its permissions, free some disk space, or set WORKBENCH_HOME to a folder you own.",
            ),
        )
        self.folder = folder


class ModelNotFound(WorkbenchError):
    pass


class ModelLoadError(WorkbenchError):
    pass


class UnsafeModelError(WorkbenchError):
    """The model would need pickle files or its own code, which the workbench does not run by default."""


class DownloadError(WorkbenchError):
    pass


class DownloadBlocked(DownloadError):
    """A download problem that every other model would meet too (offline, the hub out of reach, a full disk, a
    cache folder that cannot be written): fetching several models stops at it rather than trying each."""


class InputError(WorkbenchError):
    """The text or settings given cannot be used as they are (empty text, no blank, a bad
    temperature, ...)."""


class WrongModelKind(WorkbenchError):
    """The model cannot do what was asked of it, e.g. a left-to-right model asked to fill in a blank."""


class Cancelled(Exception):
    """Raised inside core work when the caller's cancel event is set; not an error to show."""


def stop_if_cancelled(cancel: threading.Event | None) -> None:
    """Raise ``Cancelled`` when ``cancel`` is set: core work calls this between its steps, so a task the
    user stopped, or one a newer request replaced, stops there instead of running to its end."""
    if cancel is not None and cancel.is_set():
        raise Cancelled()


class ConfigError(WorkbenchError):
    """A training setting that cannot work (a negative learning rate, an unknown method, ...)."""


class TrainingError(WorkbenchError):
    """A training run that stopped for a reason the user can act on (diverging loss, out of memory, ...)."""


class RunFolderGone(TrainingError):
    """A training run's folder was deleted (or moved away) while the run was using it."""

    def __init__(self, folder: Path) -> None:
        super().__init__(
            translate("Errors", "The run's folder was deleted, so the run was stopped ({folder}).").format(
                folder=folder
            ),
            translate(
                "Errors", "Start the run again if you still want it; the folder is not made again on its own."
            ),
        )
        self.folder = folder


class DataError(WorkbenchError):
    """A problem with the user's data file, in plain words; ``code`` lets the UI and tests tell them apart."""

    def __init__(self, code: str, message: str, hint: str = "") -> None:
        super().__init__(message, hint)
        self.code = code


class SceneFileError(WorkbenchError):
    """A demo-scene file that cannot be used: not JSON, a missing field, an unknown tab, a wrong value."""


class PackError(WorkbenchError):
    """A lesson pack that cannot be made or installed: a damaged or unsafe pack, or something it
    cannot carry."""
