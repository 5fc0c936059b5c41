"""Marking the words the window shows for translation, without Qt.

Code in ``workbench.core`` may not import Qt, yet some of its texts reach the screen (the catalogue's
plain-word notes, explore's messages).  They are marked with ``translate(context, text)``, the same call and
the same arguments as Qt's ``QCoreApplication.translate``, so ``pyside6-lupdate`` finds them in the
source like any other (it reads bare ``translate("Context", "text")`` calls).  The window's code uses the
same function.

By default ``translate`` gives the English text back (with ``%n`` replaced by ``n`` when ``n >= 0``); the
window installs a translator with ``set_translator`` (workbench/ui/i18n.py routes it to Qt's).  The command
line never installs one, so what it prints stays English.

Texts built from pieces are whole sentences with ``{name}`` placeholders, formatted after translating, so a
translator can reorder them; plurals pass ``n`` as the fourth argument, positionally (``pyside6-lupdate``
skips a call that names it ``n=``) and as a plain variable (it skips ``len(rows)`` or ``self.count`` there),
and write ``%n`` where the number goes.
"""

from __future__ import annotations

import numbers
import re
import string
from collections.abc import Callable

Translator = Callable[[str, str, "str | None", int], str]


def _english(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    return text.replace("%n", str(n)) if n >= 0 else text


_translator: Translator = _english


def translate(context: str, text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the chosen language (English unless a translator is installed).  ``context`` groups the
    messages for translators (a screen or a class name); ``n`` chooses the plural form and fills ``%n``."""
    return _translator(context, text, disambiguation, n)


def set_translator(translator: Translator | None) -> None:
    """Route ``translate`` to ``translator`` (None: back to English)."""
    global _translator
    _translator = translator or _english


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Mark ``text`` for translation where it is defined (a table of texts) and give it back unchanged; the
    code that shows it translates it then, with ``translate(context, text)``."""
    return text


_separators = (".", ",")  # the chosen language's decimal point and thousands separator


def number(value: float, spec: str = "") -> str:
    """``value`` formatted by Python's ``spec`` (``","`` groups thousands, ``".1f"``, ``".0%"``) and written
    with the chosen language's decimal point and thousands separator: "1,234.5" in English, "1.234,5" in
    Spanish.  A number inside a translated sentence goes through here, so that it reads as the sentence's
    language writes numbers; the command line keeps English's."""
    text = format(value, spec)
    decimal, group = _separators
    if (decimal, group) == (".", ","):
        return text
    return text.replace(",", "\0").replace(".", decimal).replace("\0", group)


class _NumbersFormatter(string.Formatter):
    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, numbers.Real) and not isinstance(value, bool):
            return number(value, format_spec)
        return super().format_field(value, format_spec)


def formatted(template: str, *args: object, **values: object) -> str:
    """``template.format(*args, **values)`` with every number written by ``number``: for a text that carries
    its numbers' format itself ("off by {mae:.2f}")."""
    return _NumbersFormatter().format(template, *args, **values)


def set_separators(decimal: str = ".", group: str = ",") -> None:
    """The decimal point and thousands separator ``number`` writes (no arguments: English's)."""
    global _separators
    _separators = (decimal, group)


# A plain decimal number as a person types it: a sign, digits with one decimal mark, an exponent ("2e-5")
_TYPED_NUMBER = re.compile(r"[+-]?(\d+(?P<mark>[.,])?\d*|(?P<lead>[.,])\d+)([eE][+-]?\d+)?")


def typed_number(text: str) -> float:
    """The number a person typed in a box: "0.0001", "2e-5", and where the chosen language writes a decimal
    comma also "0,0001" and "2,5e-5" (the dot is still read as the decimal point there).  No thousands
    separators, and nothing Python alone reads ("1_000", "nan", "inf"): ``ValueError`` for those and for
    anything else that is not a number."""
    stripped = text.strip()
    found = _TYPED_NUMBER.fullmatch(stripped)
    mark = found and (found["mark"] or found["lead"])
    if not found or (mark == "," and _separators[0] != ","):
        raise ValueError(f"not a number: {text!r}")
    return float(stripped.replace(",", "."))


def shown_number(text: str) -> float:
    """A number as ``number`` wrote it, read back: "1.234,5" in Spanish, "1,234.5" in English (the chosen
    language's separators; a screen check reads the window's figures with it).  ``ValueError`` for text that
    is not one."""
    decimal, group = _separators
    return float(text.strip().replace(group, "").replace(decimal, "."))
