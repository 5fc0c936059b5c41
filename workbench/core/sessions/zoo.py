"""The Model zoo tab's session: the catalogue's search and filters, and the model selected, without Qt.

Its fields are what a demo scene stores for the tab ("zoo"); see workbench/ui/tabs/zoo_tab.py.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from workbench.core.sessions import choice

ARCHITECTURES = ("encoder", "decoder", "encoder-decoder")
TASKS = ("fill-mask", "next-token", "classification", "embeddings", "text2text")


@dataclass(frozen=True)
class ZooSession:
    """What the Model zoo tab shows."""

    scene_key: ClassVar[str] = "zoo"
    title: ClassVar[str] = "Model zoo"

    search: str = ""
    type: str | None = choice(None, (None, *ARCHITECTURES))  # None: every architecture
    task: str | None = choice(None, (None, *TASKS))  # None: any task
    offline_only: bool = False
    model: str = ""  # the catalogue id selected; "" for none
