"""The window's language: which one, and installing it.

The ``language`` setting names it ("es"); empty follows the computer's language; ``workbench --language es``
chooses it for one run.  English is the source language and needs no file.  Another language is a
compiled translation ``workbench_xx.qm`` beside its source ``workbench_xx.ts`` in resources/translations/
(set-up builds the ``.qm``; packaging/translations.py explains how).  Installing a language loads that file
and Qt's own ``qtbase_xx.qm`` (for the buttons of standard dialogs), makes numbers and dates follow the
language's locale, and routes ``workbench.core.words.translate`` (the core's texts) to Qt.  A language
without its ``.qm`` is logged and the window stays English.
"""

from __future__ import annotations

import logging
from importlib import resources
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from workbench.core import words

log = logging.getLogger(__name__)

SOURCE_LANGUAGE = "en"
FILE_PREFIX = "workbench_"
_installed = SOURCE_LANGUAGE  # the language install() last put in place


def translations_folder() -> Path:
    return Path(str(resources.files("workbench_resources") / "translations"))


def available_languages() -> list[str]:
    """English, then every language with a translation source in resources/translations/, by code."""
    found = sorted(
        path.stem.removeprefix(FILE_PREFIX) for path in translations_folder().glob(FILE_PREFIX + "*.ts")
    )
    return [SOURCE_LANGUAGE, *found]


# Each language as its speakers name it in a menu (Qt's own names add the country: "American English")
LANGUAGE_NAMES = {"en": "English", "es": "Español"}


def language_name(code: str) -> str:
    """The language as its speakers write it ("Español")."""
    if code in LANGUAGE_NAMES:
        return LANGUAGE_NAMES[code]
    name = QLocale(code).nativeLanguageName()
    return name[:1].upper() + name[1:] if name else code


def chosen_language(setting: str, override: str | None = None) -> str:
    """The language to show: ``override`` (the command line's), else the setting, else the computer's when
    the app has it; English otherwise."""
    wanted = override or setting or QLocale.system().name().split("_")[0]
    return wanted if wanted in available_languages() else SOURCE_LANGUAGE


def install(app: QCoreApplication, language: str, folder: Path | None = None) -> bool:
    """Show the app in ``language`` from now on (windows built afterwards; a built one keeps its texts).
    ``folder`` holds ``workbench_<language>.qm`` (default: resources/translations/).  Returns whether the
    translation was loaded; English always is."""
    global _installed
    _installed = SOURCE_LANGUAGE
    for old in getattr(app, "_workbench_translators", []):
        app.removeTranslator(old)
    app._workbench_translators = []
    system = QLocale.system()  # the computer's own locale when it speaks the language (en_GB keeps its dates)
    QLocale.setDefault(system if system.name().split("_")[0] == language else QLocale(language))
    words.set_translator(_through_qt)
    _follow_locale()
    if language == SOURCE_LANGUAGE:
        return True
    own = QTranslator(app)
    path = (folder or translations_folder()) / f"{FILE_PREFIX}{language}.qm"
    if not own.load(str(path)):
        log.warning("no compiled translation %s (run `python run.py` to build it); showing English", path)
        QLocale.setDefault(QLocale(SOURCE_LANGUAGE))
        _follow_locale()
        return False
    app.installTranslator(own)
    app._workbench_translators.append(own)
    _installed = language
    standard = QTranslator(app)  # Qt's own words: Yes, Cancel, the file dialog's labels
    if standard.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(standard)
        app._workbench_translators.append(standard)
    return True


def _follow_locale() -> None:
    """Numbers inside sentences (``words.number``) written as the default locale writes them."""
    locale = QLocale()
    words.set_separators(locale.decimalPoint(), locale.groupSeparator())


def current_language() -> str:
    """The language the window shows ("en" unless another was installed)."""
    return _installed


def _through_qt(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return QCoreApplication.translate(context, text, disambiguation, n)


def add_menu(window, parent_menu) -> None:
    """View ▸ Language: the computer's language, then each language by its own name; the choice is saved
    and shows from the next start (the window says so)."""
    from PySide6.QtGui import QAction, QActionGroup

    menu = parent_menu.addMenu(words.translate("Language", "&Language"))
    group = QActionGroup(menu)
    choices = [("", words.translate("Language", "The computer's language"))]
    choices += [(code, language_name(code)) for code in available_languages()]
    window.language_actions = {}
    for code, label in choices:
        action = QAction(label, menu)
        action.setCheckable(True)
        action.setChecked(code == window.settings.language)
        action.triggered.connect(lambda _checked=False, c=code: choose(window, c))
        group.addAction(action)
        menu.addAction(action)
        window.language_actions[code] = action


def choose(window, code: str) -> None:
    """Save ``code`` as the language setting and say that it shows from the next start."""
    window.settings.language = code
    window.save_settings()
    shown = language_name(chosen_language(code))
    window.task_message.setText(
        words.translate("Language", "The window will be in {language} from the next start.").format(
            language=shown
        )
    )


def lecture_text(text: str) -> str:
    """A text of the built-in lecture (a scene's title, narration or claim, the deck's title) in the chosen
    language; a scene file of one's own has no translation and shows as written."""
    return words.translate("Lecture", text) if text else text
