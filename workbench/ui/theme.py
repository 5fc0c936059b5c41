"""Light and dark themes: follow the desktop by default, or always light / always dark (View > Theme).

The choice is saved in the settings (``theme``).  Applying a theme sets the application palette (the Fusion
style, so that a dark palette looks right on every platform, with check boxes and radio buttons outlined so
they show on a dark window) and tells the charts' ``PlotStyle`` the colours
to draw with.  Presentation mode asks for high contrast on top of either theme.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QRectF, Qt, Slot
from PySide6.QtGui import QAction, QActionGroup, QColor, QGuiApplication, QPainter, QPalette, QPen
from PySide6.QtWidgets import QApplication, QMenu, QProxyStyle, QStyle, QStyleFactory

from workbench.core.words import QT_TRANSLATE_NOOP, translate
from workbench.settings import THEMES, Settings
from workbench.ui import plot_style

THEME_LABELS = {
    "system": QT_TRANSLATE_NOOP("ThemeManager", "Follow the system"),
    "light": QT_TRANSLATE_NOOP("ThemeManager", "Light"),
    "dark": QT_TRANSLATE_NOOP("ThemeManager", "Dark"),
}


def system_is_dark() -> bool:
    """The desktop's colour scheme (Qt 6.5+); light where the platform does not say."""
    hints = QGuiApplication.styleHints()
    return hints.colorScheme() == Qt.ColorScheme.Dark


def make_palette(dark: bool, contrast: bool = False) -> QPalette:
    """A complete palette: every role set, so no platform colour leaks through."""
    if dark:
        # Boxes stay a shade off a black window: Fusion draws a dark theme's frames darker than the window.
        window, base, text = (
            ("#000000", "#202020", "#FFFFFF") if contrast else ("#2B2B2B", "#1E1E1E", "#E8E8E8")
        )
        button, alternate, mid = "#3A3A3A", "#262626", "#5A5A5A"
        highlight, highlighted_text, link, disabled = "#56B4E9", "#000000", "#56B4E9", "#A8A8A8"
    else:
        window, base, text = (
            ("#FFFFFF", "#FFFFFF", "#000000") if contrast else ("#F0F0F0", "#FFFFFF", "#1A1A1A")
        )
        button, alternate, mid = "#E6E6E6", "#F5F5F5", "#A0A0A0"
        highlight, highlighted_text, link, disabled = "#0072B2", "#FFFFFF", "#0060A0", "#5A5A5A"
    roles = QPalette.ColorRole
    palette = QPalette()
    for role, colour in (
        (roles.Window, window),
        (roles.WindowText, text),
        (roles.Base, base),
        (roles.AlternateBase, alternate),
        (roles.Text, text),
        (roles.Button, button),
        (roles.ButtonText, text),
        (roles.BrightText, "#FF5050"),
        (roles.Highlight, highlight),
        (roles.HighlightedText, highlighted_text),
        (roles.Link, link),
        (roles.LinkVisited, link),
        (roles.ToolTipBase, base),
        (roles.ToolTipText, text),
        (roles.PlaceholderText, disabled),
        (roles.Mid, mid),
        (roles.Dark, mid),
        (roles.Midlight, alternate),
        (roles.Light, button),
        (roles.Shadow, "#000000"),
    ):
        palette.setColor(role, QColor(colour))
    for role in (roles.WindowText, roles.Text, roles.ButtonText):
        palette.setColor(QPalette.ColorGroup.Disabled, role, QColor(disabled))
    return palette


class WorkbenchStyle(QProxyStyle):
    """Fusion, plus a light outline round check boxes and radio buttons on a dark window: Fusion outlines them
    in a shade darker than the window, which a projector shows as nothing."""

    _INDICATORS = (
        QStyle.PrimitiveElement.PE_IndicatorRadioButton,
        QStyle.PrimitiveElement.PE_IndicatorCheckBox,
    )

    def __init__(self) -> None:
        super().__init__(QStyleFactory.create("Fusion"))

    _INDICATOR_SIZES = (
        QStyle.PixelMetric.PM_IndicatorWidth,
        QStyle.PixelMetric.PM_IndicatorHeight,
        QStyle.PixelMetric.PM_ExclusiveIndicatorWidth,
        QStyle.PixelMetric.PM_ExclusiveIndicatorHeight,
    )

    def pixelMetric(self, metric, option=None, widget=None) -> int:  # noqa: N802 - Qt's name
        """Check boxes and radio buttons grow with the text beside them, so a zoomed classroom sees them."""
        size = super().pixelMetric(metric, option, widget)
        if metric in self._INDICATOR_SIZES:
            metrics = option.fontMetrics if option is not None else widget.fontMetrics() if widget else None
            if metrics is not None:
                size = max(size, round(0.75 * metrics.height()))
        return size

    def drawPrimitive(self, element, option, painter, widget=None) -> None:  # noqa: N802 - Qt's name
        super().drawPrimitive(element, option, painter, widget)
        if element not in self._INDICATORS or option.palette.window().color().lightness() >= 128:
            return
        outline = QColor(option.palette.windowText().color())
        outline.setAlpha(150)
        painter.save()
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(outline, 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        box = QRectF(option.rect).adjusted(0.5, 0.5, -0.5, -0.5)
        if element == QStyle.PrimitiveElement.PE_IndicatorRadioButton:
            painter.drawEllipse(box)
        else:
            painter.drawRoundedRect(box, 1.5, 1.5)
        painter.restore()


class ThemeManager(QObject):
    """Owns the theme: the saved choice, the system's scheme, and high contrast for presentation mode."""

    def __init__(self, settings: Settings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        if settings.theme not in THEMES:
            settings.theme = "system"
        self.high_contrast = False
        self.actions: dict[str, QAction] = {}
        QGuiApplication.styleHints().colorSchemeChanged.connect(self._on_system_scheme)
        self.apply()

    @property
    def mode(self) -> str:
        return self.settings.theme

    def is_dark(self) -> bool:
        return system_is_dark() if self.mode == "system" else self.mode == "dark"

    def set_mode(self, mode: str) -> None:
        if mode not in THEMES:
            raise ValueError(f"unknown theme {mode!r}; one of {', '.join(THEMES)}")
        self.settings.theme = mode
        if mode in self.actions:
            self.actions[mode].setChecked(True)
        self.apply()

    def set_high_contrast(self, on: bool) -> None:
        self.high_contrast = bool(on)
        self.apply()

    def apply(self) -> None:
        app = QApplication.instance()
        dark = self.is_dark()
        if app is not None:
            if not isinstance(app.style(), WorkbenchStyle):
                app.setStyle(WorkbenchStyle())  # Fusion: the same on every platform, and honours the palette
            app.setPalette(make_palette(dark, self.high_contrast))
        colours = plot_style.DARK if dark else plot_style.LIGHT
        plot_style.style().set_colours(plot_style.high_contrast(colours) if self.high_contrast else colours)

    @Slot(Qt.ColorScheme)
    def _on_system_scheme(self, _scheme: Qt.ColorScheme) -> None:
        if self.mode == "system":
            self.apply()

    def add_menu(self, parent_menu: QMenu) -> QMenu:
        """View > Theme: the three choices, the current one checked."""
        menu = parent_menu.addMenu(translate("ThemeManager", "&Theme"))
        menu.setToolTipsVisible(True)
        group = QActionGroup(menu)
        for mode in THEMES:
            action = QAction(translate("ThemeManager", THEME_LABELS[mode]), menu)
            action.setCheckable(True)
            action.setChecked(mode == self.mode)
            action.setToolTip(
                translate("ThemeManager", "Light or dark colours for the whole window and every chart.")
            )
            action.triggered.connect(lambda _checked=False, m=mode: self.set_mode(m))
            group.addAction(action)
            menu.addAction(action)
            self.actions[mode] = action
        return menu
