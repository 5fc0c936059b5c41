"""File ▸ Create lesson pack… and File ▸ Install lesson pack…: the window's side of ``workbench.core.packs``.

Each dialog gathers what the core function needs, runs it on the TaskController (so it shows progress and
Cancel stops it, leaving nothing half-made), and says what came of it.  After an install, the Model zoo looks
again for the models on this computer, and the Scenes menu lists the pack's scene files the
next time it opens.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMainWindow,
    QMenu,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
)

from workbench.core.words import translate
from workbench.ui.tasks import TaskFailure
from workbench.ui.widgets import file_dialogs


def add_to_menu(window: QMainWindow, menu: QMenu, before) -> None:
    """The two entries, above ``before`` (Quit) in the File menu."""
    create = menu.addAction(
        translate("LessonPacks", "Create lesson pack…"), lambda: PackDialog(window, install=False).open()
    )
    install = menu.addAction(
        translate("LessonPacks", "Install lesson pack…"), lambda: PackDialog(window, install=True).open()
    )
    for action in (create, install):
        menu.removeAction(action)
        menu.insertAction(before, action)
    menu.insertSeparator(before)


class PackDialog(QDialog):
    """One dialog for both jobs: what goes in (or which pack), then a progress bar with Cancel."""

    def __init__(self, window: QMainWindow, install: bool) -> None:
        super().__init__(window)
        self.setObjectName("lessonPackDialog")
        self.window_ = window
        self.installing = install
        self.task_id = 0
        self.source: Path | None = None
        self.extra: list[Path] = []  # scene and data files chosen for a new pack
        self.setWindowTitle(
            translate("PackDialog", "Install lesson pack")
            if install
            else translate("PackDialog", "Create lesson pack")
        )
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        layout = QVBoxLayout(self)
        intro = QLabel(
            translate(
                "PackDialog",
                "A lesson pack carries models, fine-tuned runs, scene files and "
                "their data to computers without "
                "internet. Every file is checked before anything is put in place.",
            )
            if install
            else translate(
                "PackDialog",
                "Tick the models and runs to carry, add your scene files and data, then choose where the "
                "pack goes (a .zip file you can copy to a USB stick).",
            )
        )
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.items = QListWidget()
        if install:
            row = QHBoxLayout()
            choices = (
                (translate("PackDialog", "Choose pack file…"), False),
                (translate("PackDialog", "Choose pack folder…"), True),
            )
            for text, folder in choices:
                button = QPushButton(text)
                button.clicked.connect(lambda _=False, f=folder: self.choose_pack(f))
                row.addWidget(button)
            layout.addLayout(row)
        else:
            self.lecture = QCheckBox(
                translate(
                    "PackDialog", "The lecture pack's four models (BERT base, GPT-2, DistilRoBERTa, T5 small)"
                )
            )
            layout.addWidget(self.lecture)
            self.fill_models()
            layout.addWidget(self.items)
            row = QHBoxLayout()
            choices = (
                (translate("PackDialog", "Add scene file…"), True),
                (translate("PackDialog", "Add data file…"), False),
            )
            for text, scenes in choices:
                button = QPushButton(text)
                button.clicked.connect(lambda _=False, s=scenes: self.add_file(s))
                row.addWidget(button)
            layout.addLayout(row)
        self.status = QLabel("")
        self.status.setWordWrap(True)
        self.status.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.status)
        self.progress = QProgressBar()
        self.progress.setRange(0, 1000)
        self.progress.setVisible(False)
        layout.addWidget(self.progress)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.go = QPushButton(
            translate("PackDialog", "Install") if install else translate("PackDialog", "Create pack…")
        )
        self.go.setDefault(True)
        self.go.setEnabled(not install)
        self.go.clicked.connect(self.start)
        self.cancel = QPushButton(translate("PackDialog", "Close"))
        self.cancel.clicked.connect(self.stop_or_close)
        buttons.addWidget(self.go)
        buttons.addWidget(self.cancel)
        layout.addLayout(buttons)
        self.resize(620, 460 if not install else 220)

    # --- choosing -----------------------------------------------------------------------------------------
    def fill_models(self) -> None:
        """The downloaded models of the catalogue and the runs with a kept model, unticked."""
        from workbench.core.models.zoo import zoo_rows
        from workbench.core.training.runs.listing import list_runs

        for row in zoo_rows():
            if row.status == "cached":
                name = translate("PackDialog", "{model} (downloaded model)").format(model=row.entry.name)
                self._add_item(name, row.entry.id)
        for run in list_runs():
            if (run.path / "best").is_dir():
                name = translate("PackDialog", "Run: {run} ({model}, {status})")
                self._add_item(name.format(run=run.title, model=run.model, status=run.status), str(run.path))

    def _add_item(self, text: str, value: str, checked: bool = False) -> None:
        item = QListWidgetItem(text)
        item.setData(Qt.ItemDataRole.UserRole, value)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
        item.setCheckState(Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked)
        self.items.addItem(item)

    def add_file(self, scenes: bool) -> None:
        kinds = (
            translate("PackDialog", "Scene files (*.json)")
            if scenes
            else translate("PackDialog", "Data files (*.csv *.tsv *.jsonl *.json *.txt *.conll *.xlsx *.ods)")
        )
        title = (
            translate("PackDialog", "Add scene files")
            if scenes
            else translate("PackDialog", "Add data files")
        )
        item = (
            translate("PackDialog", "Scene file {name}")
            if scenes
            else translate("PackDialog", "Data file {name}")
        )
        for name in file_dialogs.open_files(self, title, kinds):
            self.extra.append(Path(name))
            kind = "scene" if scenes else "data"  # the item's data says which: its text is translated
            self._add_item(item.format(name=Path(name).name), f"{kind}:{name}", True)

    def choose_pack(self, folder: bool) -> None:
        if folder:
            name = file_dialogs.choose_folder(self, translate("PackDialog", "The lesson pack's folder"))
        else:
            name = file_dialogs.open_file(
                self, translate("PackDialog", "Lesson pack"), translate("PackDialog", "Lesson packs (*.zip)")
            )
        if name:
            self.set_source(Path(name))

    def set_source(self, path: Path) -> None:
        self.source = path
        self.status.setText(translate("PackDialog", "Pack: {path}").format(path=path))
        self.go.setEnabled(True)

    def request(self, out: Path):
        from workbench.core.packs.create import PackRequest

        models, scenes, data = [], [], []
        for row in range(self.items.count()):
            item = self.items.item(row)
            if item.checkState() != Qt.CheckState.Checked:
                continue
            value = str(item.data(Qt.ItemDataRole.UserRole))
            kind, _, name = value.partition(":")
            if kind in ("scene", "data"):
                (scenes if kind == "scene" else data).append(Path(name))
            else:
                models.append(value)
        return PackRequest(out, tuple(models), tuple(scenes), tuple(data), self.lecture.isChecked())

    # --- running ------------------------------------------------------------------------------------------
    @Slot()
    def start(self) -> None:
        if self.installing:
            from workbench.core.packs.install import install_pack

            if self.source is None:
                return
            job, args, name = (
                install_pack,
                (self.source,),
                translate("PackDialog", "Installing the lesson pack"),
            )
        else:
            from workbench.core.packs.create import create_pack

            out = file_dialogs.save_file(
                self, translate("PackDialog", "Save the lesson pack"), "lesson-pack.zip", "Zip (*.zip)"
            )
            if not out:
                return
            out_path = Path(out) if out.lower().endswith(".zip") else Path(out + ".zip")
            job, args, name = (
                create_pack,
                (self.request(out_path),),
                translate("PackDialog", "Making the lesson pack"),
            )
        self.go.setEnabled(False)
        self.cancel.setText(translate("PackDialog", "Cancel"))
        self.progress.setVisible(True)
        self.progress.setValue(0)
        self.status.setText(f"{name}…")
        self.task_id = self.window_.tasks.submit(
            name,
            job,
            *args,
            ask_before_quit=True,
            on_result=self.finished_ok,
            on_error=self.failed,
            on_progress=self.show_progress,
            on_cancelled=self.cancelled,
        )

    def show_progress(self, fraction: float, message: str) -> None:
        self.progress.setValue(int(fraction * 1000))
        self.status.setText(message)

    def finished_ok(self, result) -> None:
        self.task_id = 0
        self.progress.setValue(1000)
        self.status.setText(result.describe())
        self.cancel.setText(translate("PackDialog", "Close"))
        if self.installing:
            zoo = getattr(self.window_, "_built", {}).get("Model zoo")
            if zoo is not None:
                zoo.refresh_availability()  # its models are now "On this computer"

    def failed(self, failure: TaskFailure) -> None:
        self.task_id = 0
        self.progress.setVisible(False)
        self.status.setText(failure.text())
        self.cancel.setText(translate("PackDialog", "Close"))
        self.go.setEnabled(True)

    def cancelled(self) -> None:
        self.task_id = 0
        self.progress.setVisible(False)
        self.status.setText(
            translate("PackDialog", "Stopped: nothing was installed.")
            if self.installing
            else translate("PackDialog", "Stopped: no pack was made.")
        )
        self.cancel.setText(translate("PackDialog", "Close"))
        self.go.setEnabled(True)

    @Slot()
    def stop_or_close(self) -> None:
        if self.task_id:
            self.window_.tasks.cancel(self.task_id)
        else:
            self.close()

    def reject(self) -> None:  # Esc or the window's close button: a running job stops first
        if self.task_id:
            self.window_.tasks.cancel(self.task_id)
        super().reject()
