"""Every text the window shows goes through the translation machinery.

A pseudo-language is built from the translation sources at test time: each message's translation is its
English source between ⟦ and ⟧. With it loaded, the window (every tab, its menus, the welcome panel, the
list of keys, the lesson pack dialogs, the scene list) is built offscreen, without loading models, and every
text a user can see is read: labels, buttons, menus and actions, tooltips and What's This, placeholders,
table headers, combo and list items, titles. A text with words outside the markers was not translated. What
may stay as it is, by the rule in ``untranslated``: numbers, punctuation and symbols, the names the app
shows as they are (models, languages, the app's own name) and the standard buttons Qt words.

The other checks: the translation sources hold exactly the texts the code marks, the Spanish is finished,
and no translation loses a placeholder.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QComboBox,
    QDialogButtonBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMenu,
    QPlainTextEdit,
    QTableView,
    QTabWidget,
    QTextEdit,
    QTreeView,
    QWidget,
)

from tests.support.translations import messages, script, write_pseudo
from workbench import settings as settings_mod
from workbench.core import words
from workbench.core.models.catalogue import load_catalogue
from workbench.ui import i18n
from workbench.ui.tabs import TABS

OPEN, CLOSE = "⟦", "⟧"
# The standard buttons' texts, which Qt translates itself (qtbase_xx.qm, installed beside the app's own)
QT_OWN_BUTTONS = {"OK", "Cancel", "Close", "Yes", "No", "Save", "Open", "Apply", "Reset", "Help", "Discard"}
# Names shown as they are, in every language
KEPT_NAMES = {"LM Workbench"}


def kept_names() -> set[str]:
    names = set(KEPT_NAMES) | {i18n.language_name(code) for code in i18n.available_languages()}
    for entry in load_catalogue():
        names |= {entry.name, entry.id, getattr(entry, "hf_id", "") or ""}
    return {n for n in names if n}


MARKED = re.compile(re.escape(OPEN) + f"[^{OPEN}{CLOSE}]*" + re.escape(CLOSE))
TAGS = re.compile(r"<[^>]*>|&[a-z]+;|&#\d+;")
WORD = re.compile(r"[^\W\d_]{2,}")  # two letters or more in a row: a word, not a unit or a symbol


def untranslated(text: str, names: set[str]) -> str:
    """What is left of ``text`` that no translation covers: "" when it all went through the machinery."""
    while MARKED.search(text):  # a translated sentence may hold translated pieces
        text = MARKED.sub(" ", text)
    text = TAGS.sub(" ", text)
    for name in sorted(names, key=len, reverse=True):
        text = text.replace(name, " ")
    return " ".join(WORD.findall(text.replace("&", "")))


def widget_texts(widget: QWidget) -> list[tuple[str, str]]:
    """(what, text) for every text ``widget`` shows of its own (not a user's typed text)."""
    found = [("tooltip", widget.toolTip()), ("what's this", widget.whatsThis())]
    if widget.isWindow():
        found.append(("window title", widget.windowTitle()))
    if isinstance(widget, QLabel):
        found.append(("label", widget.text()))
    elif isinstance(widget, QAbstractButton) and not standard_button(widget):
        found.append(("button", widget.text()))
    elif isinstance(widget, QGroupBox):
        found.append(("group", widget.title()))
    if isinstance(widget, (QLineEdit, QPlainTextEdit, QTextEdit)):
        found.append(("placeholder", widget.placeholderText()))
    if isinstance(widget, QAbstractSpinBox) and hasattr(widget, "suffix"):
        found += [
            ("suffix", widget.suffix()),
            ("prefix", widget.prefix()),
            ("special", widget.specialValueText()),
        ]
    if isinstance(widget, QComboBox):
        found += [("combo item", widget.itemText(i)) for i in range(widget.count())]
    if isinstance(widget, QListWidget):
        found += [("list item", widget.item(i).text()) for i in range(widget.count())]
    if isinstance(widget, QTabWidget):
        found += [("tab", widget.tabText(i)) for i in range(widget.count())]
    if isinstance(widget, (QTableView, QTreeView)) and widget.model() is not None:
        model = widget.model()
        found += [
            ("column header", str(model.headerData(c, Qt.Orientation.Horizontal) or ""))
            for c in range(model.columnCount())
        ]
    if isinstance(widget, QMenu):
        found.append(("menu", widget.title()))
    for action in widget.actions():
        found += [("action", action.text()), ("action tooltip", action.toolTip())]
    return [(what, text) for what, text in found if text]


def standard_button(button: QAbstractButton) -> bool:
    """A dialog's standard button (Close, Cancel…) with Qt's own text: Qt's translation of itself words it."""
    box = button.parent()
    return (
        isinstance(box, QDialogButtonBox)
        and box.standardButton(button) != QDialogButtonBox.StandardButton.NoButton
        and button.text().replace("&", "") in QT_OWN_BUTTONS
    )


def problems_in(widgets, names: set[str]) -> list[str]:
    found = []
    for widget in widgets:
        for what, text in widget_texts(widget):
            left = untranslated(text, names)
            if left:
                found.append(f"{type(widget).__name__} {widget.objectName()!r} {what}: {text!r} ({left})")
    return sorted(set(found))


@pytest.fixture(scope="module")
def pseudo(qapp, tmp_path_factory):
    """The pseudo-language, installed for this module's tests; English again afterwards."""
    folder = tmp_path_factory.mktemp("pseudo-language")
    source = write_pseudo(script().sources()[0], folder / "workbench_zz.ts", OPEN, CLOSE)
    script().qt_tool("lrelease", "-silent", str(source), "-qm", str(folder / "workbench_zz.qm"))
    locale = QLocale()
    assert i18n.install(qapp, "zz", folder)
    yield folder
    i18n.install(qapp, "en")
    QLocale.setDefault(locale)
    words.set_translator(None)


@pytest.fixture(scope="module")
def window(pseudo, tmp_path_factory):
    """The main window in the pseudo-language, with every tab built."""
    from workbench.ui.main_window import MainWindow

    home = tmp_path_factory.mktemp("translations-home")
    with pytest.MonkeyPatch.context() as patch:
        patch.setenv("WORKBENCH_HOME", str(home))
        main = MainWindow(settings_mod.load())
        main.show()
        for entry in TABS:
            main.tab(entry.title)
        yield main
        main.tasks.shutdown(10000)
        main.close()
        main.deleteLater()


def walked(root: QWidget) -> list[QWidget]:
    """``root`` and every widget in it."""
    return [root, *root.findChildren(QWidget)]


def test_every_text_of_the_window_is_translated(window) -> None:
    names = kept_names()
    menus = [a.menu() for a in window.menuBar().actions() if a.menu()]
    menus += [sub for m in menus for sub in m.findChildren(QMenu)]
    assert problems_in(walked(window) + menus, names) == []


def test_the_dialogs_are_translated(window) -> None:
    from workbench.core.scenes import builtin_deck
    from workbench.ui import welcome
    from workbench.ui.lesson_packs import PackDialog
    from workbench.ui.scene_keys import SceneList

    names = kept_names()
    dialogs = [welcome.show_welcome(window), window.shortcuts.show_list()]
    dialogs += [PackDialog(window, install=True), PackDialog(window, install=False)]
    dialogs.append(SceneList(builtin_deck("lecture.json"), 0, window))  # the lecture's texts: later
    try:
        problems = problems_in([w for d in dialogs for w in walked(d)], names)
        problems += [p for p in [untranslated(welcome.about_text(), names)] if p]
        table = dialogs[1].table
        cells = [table.item(r, 1).text() for r in range(table.rowCount())]
        problems += [c for c in cells if untranslated(c, names)]
    finally:
        for dialog in dialogs:
            dialog.close()
    assert problems == []


def test_the_rule_finds_a_text_left_out(window) -> None:
    """A label added without the machinery is found (and numbers, names and marked texts are not)."""
    names = kept_names()
    label = QLabel("Tokens shown", window.tab(TABS[0].title))
    assert problems_in([label], names) != []
    assert untranslated(f"{OPEN}Loaded {CLOSE}BERT base (uncased) 1.5 s", names) == ""
    assert untranslated(f"{OPEN}Look for: {OPEN}a claim{CLOSE}{CLOSE}", names) == ""
    assert untranslated("Look for: " + f"{OPEN}a claim{CLOSE}", names) == "Look for"
    label.deleteLater()


def marked_in_code() -> set[tuple[str, str]]:
    """(context, text) of every ``translate`` and ``QT_TRANSLATE_NOOP`` call of the package with literal
    arguments, read from the source."""
    found = set()
    for path in (Path(script().ROOT) / "workbench").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or len(node.args) < 2:
                continue
            name = getattr(node.func, "id", None) or getattr(node.func, "attr", None)
            context, text = node.args[:2]
            literal = all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (context, text))
            if name in ("translate", "QT_TRANSLATE_NOOP") and literal:
                found.add((context.value, text.value))
    return found


def test_every_marked_text_reaches_the_translators() -> None:
    """pyside6-lupdate skips a call it cannot read (a plural's count given as ``len(rows)``, say): every
    marked text of the code is in the translation sources."""
    held = {(c, s) for c, s, _ in messages(script().sources()[0])}
    assert sorted(marked_in_code() - held) == []


def test_the_translation_sources_hold_every_text_of_the_code(tmp_path) -> None:
    """Each .ts file holds exactly the texts the code and the data files mark today (after adding or
    changing one: ``python3 run.py translations``)."""
    fresh = tmp_path / "workbench_xx.ts"
    script().update([fresh], data_file=tmp_path / "data_texts.py")
    marked = {(c, s) for c, s, _ in messages(fresh)}
    for source in script().sources():
        held = {(c, s) for c, s, _ in messages(source)}
        assert sorted(marked - held) == [], f"{source.name} lacks these texts"
        assert sorted(held - marked) == [], f"{source.name} holds texts no longer used"


def spanish() -> Path:
    return next(p for p in script().sources() if p.stem.endswith("_es"))


def test_spanish_is_complete() -> None:
    """Every message has its Spanish, the lecture's included (a text added without it fails here)."""
    unfinished = [(c, s) for c, s, t in messages(spanish()) if t.get("type") == "unfinished"]
    assert unfinished == []


PLACEHOLDER = re.compile(r"\{\w*\}|%n")


def test_translations_keep_the_placeholders() -> None:
    """A translation has the placeholders of its source, each as often (a lost or misspelt ``{name}`` would
    fail when the window formats the text)."""
    wrong = []
    for context, source, translation in messages(spanish()):
        forms = [f.text or "" for f in translation.iter("numerusform")] or [translation.text or ""]
        for form in forms:
            if form and sorted(PLACEHOLDER.findall(form)) != sorted(PLACEHOLDER.findall(source)):
                wrong.append((context, source, form))
    assert wrong == []
