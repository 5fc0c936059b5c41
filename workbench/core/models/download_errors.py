"""The download's failures in plain words (workbench/core/models/downloads.py): what the hub client and the
network raise, turned into ``DownloadError``s that say what happened and what to do about it.  Those that
would stop any other model as well (offline, out of reach, a full disk, ...) are ``DownloadBlocked``."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from workbench.core.errors import Cancelled, DownloadBlocked, DownloadError
from workbench.core.storage import DISK_FULL_ERRNOS
from workbench.core.words import translate

UNREACHABLE = "The model hub cannot be reached."
UNREACHABLE_HINT = "Check the internet connection; models already on this computer still work."


@contextmanager
def plain_errors(repo_id: str, revision: str, endpoint: str) -> Iterator[None]:
    """Turn what the hub client and the network raise into ``DownloadError``s that say what to do."""
    import httpx2
    from huggingface_hub import errors as hub

    page = f"{endpoint}/{repo_id}"
    try:
        yield
    except (Cancelled, DownloadError):
        raise
    except hub.OfflineModeIsEnabled as exc:
        raise DownloadBlocked(
            translate(
                "Models", "Offline mode is on (the HF_HUB_OFFLINE setting), so no model can be downloaded."
            ),
            translate(
                "Models",
                "Unset HF_HUB_OFFLINE and restart to download; models already on this computer still work.",
            ),
        ) from exc
    except hub.GatedRepoError as exc:
        raise DownloadError(
            translate(
                "Models",
                "{repo_id} is a gated model: its authors ask everyone to accept their licence before "
                "downloading.",
            ).format(repo_id=repo_id),
            translate(
                "Models",
                "Open {page} in a web browser, log in and accept the licence there, then log in here "
                "with a Hugging Face access token (hf auth login, or the HF_TOKEN setting) and try again.",
            ).format(page=page),
        ) from exc
    except hub.DisabledRepoError as exc:
        raise DownloadError(
            translate("Models", "{repo_id} has been disabled on the model hub.").format(repo_id=repo_id),
            translate("Models", "Pick another model."),
        ) from exc
    except hub.RepositoryNotFoundError as exc:
        raise DownloadError(
            translate("Models", "The model {repo_id} was not found on the model hub.").format(
                repo_id=repo_id
            ),
            translate(
                "Models",
                "Check the name (owner/name, as on the model's web page). A private model also needs "
                "a log-in "
                "with an access token that may read it.",
            ),
        ) from exc
    except hub.RevisionNotFoundError as exc:
        raise DownloadError(
            translate(
                "Models", "The version '{revision}' of {repo_id} was not found on the model hub."
            ).format(revision=revision, repo_id=repo_id),
            translate(
                "Models", "Check the branch, tag or commit name, or download the default version (main)."
            ),
        ) from exc
    except hub.RemoteEntryNotFoundError as exc:
        raise DownloadError(
            translate(
                "Models",
                "A file of {repo_id} is missing on the model hub; the model may be changing right now.",
            ).format(repo_id=repo_id),
            translate("Models", "Try again in a few minutes."),
        ) from exc
    except hub.LocalEntryNotFoundError as exc:  # hf_hub_download could not reach the hub
        raise DownloadBlocked(UNREACHABLE, UNREACHABLE_HINT) from exc
    except hub.FileMetadataError as exc:
        raise not_a_hub(endpoint) from exc
    except hub.HFValidationError as exc:
        raise DownloadError(
            translate("Models", "'{repo_id}' is not a valid model name.").format(repo_id=repo_id),
            translate("Models", "Model names look like owner/name, e.g. openai/gpt2."),
        ) from exc
    except hub.HfHubHTTPError as exc:
        raise http_error(exc) from exc
    except (
        httpx2.TimeoutException,
        httpx2.NetworkError,
        httpx2.ProxyError,
        httpx2.RemoteProtocolError,
    ) as exc:
        raise DownloadBlocked(UNREACHABLE, UNREACHABLE_HINT) from exc
    except (httpx2.HTTPError, httpx2.InvalidURL) as exc:
        raise DownloadBlocked(
            translate("Models", "The download from {endpoint} failed ({exc}).").format(
                endpoint=endpoint, exc=exc
            ),
            translate("Models", "Check the HF_ENDPOINT setting and the network, then try again."),
        ) from exc
    except OSError as exc:
        if exc.errno in DISK_FULL_ERRNOS:
            raise DownloadBlocked(
                translate("Models", "The disk is full, so the download could not be saved."),
                translate(
                    "Models",
                    "Free some disk space and start the download again; it continues where it stopped.",
                ),
            ) from exc
        raise DownloadBlocked(
            translate("Models", "The download could not be saved ({reason}).").format(
                reason=exc.strerror or exc
            ),
            translate(
                "Models", "Check that the cache folder can be written to (HF_HUB_CACHE), then try again."
            ),
        ) from exc


def http_error(exc: Exception) -> DownloadError:
    """The hub's error answer in words; a busy or failing hub (429, 5xx) blocks every other model too."""
    status = getattr(getattr(exc, "response", None), "status_code", 0)
    if status in (401, 403):
        return DownloadError(
            translate("Models", "The model hub refused access (HTTP {status}).").format(status=status),
            translate(
                "Models", "If the model is private or gated, log in with an access token that may read it."
            ),
        )
    if status == 429:
        return DownloadBlocked(
            translate("Models", "The model hub is limiting requests right now (HTTP 429)."),
            translate(
                "Models",
                "Wait a few minutes and try again; logging in with an access token raises the limit.",
            ),
        )
    if status >= 500:
        return DownloadBlocked(
            translate("Models", "The model hub had a problem (HTTP {status}).").format(status=status),
            translate("Models", "Try again later; what was already downloaded is kept."),
        )
    return DownloadError(
        translate("Models", "The model hub answered with an error (HTTP {status}).").format(status=status),
        translate("Models", "Try again later; what was already downloaded is kept."),
    )


def not_a_hub(endpoint: str) -> DownloadError:
    return DownloadBlocked(
        translate("Models", "The server at {endpoint} does not answer like a Hugging Face model hub.").format(
            endpoint=endpoint
        ),
        translate(
            "Models",
            "Check the HF_ENDPOINT setting (or unset it to use huggingface.co), and any proxy or firewall.",
        ),
    )
