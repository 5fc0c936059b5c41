"""Plain-language help for every control: a short tooltip and a What's This text ("What is temperature?").

A widget class lists the help of its controls in its ``help`` class attribute (``HelpTexts``: the
attribute that holds a control, ``buttons[lora]`` for one entry of a dict, a dotted path for a control of a
part, -> (tooltip, What's This)), so each text sits beside the control it explains (a tab's in its module
or beside it, see workbench/ui/tabs/base.py).
``describe_controls(tab)`` runs once when a tab is built (workbench/ui/shortcuts.py): it gives each listed
control its What's This text and, where the control has not set a sharper one, its tooltip.  Press Shift+F1
and click a control to read its What's This text.  The texts are marked with ``QT_TRANSLATE_NOOP("Help", …)``
where they are written and translated here, when they are given to the controls.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from workbench.core.words import translate

HelpTexts = dict[str, tuple[str, str]]


def help_of(owner: object) -> HelpTexts:
    """The help texts ``owner``'s class lists for its controls ({} when it lists none)."""
    texts = getattr(type(owner), "help", None)
    return texts if isinstance(texts, dict) else {}


def resolve(owner: object, key: str) -> QWidget | None:
    """The control that ``key`` names on ``owner``, or None: ``name``, ``name[item]`` (an entry of a dict)
    or a path through other attributes (``method_page.buttons[lora]``)."""
    value = owner
    for part in key.split("."):
        name, _, item = part.partition("[")
        value = getattr(value, name, None)
        if item:
            value = value.get(item.rstrip("]")) if isinstance(value, dict) else None
    return value if isinstance(value, QWidget) else None


def describe_controls(root: QWidget) -> int:
    """Give every control that ``root`` or a widget in it lists in its ``help`` the What's This text and, if
    the control has none, the tooltip.  Returns how many controls were described."""
    count = 0
    for owner in [root, *root.findChildren(QWidget)]:
        for key, (tip, whats_this) in help_of(owner).items():
            widget = resolve(owner, key)
            if widget is None:
                continue
            if not widget.toolTip():
                widget.setToolTip(translate("Help", tip))
            widget.setWhatsThis(translate("Help", whats_this))
            count += 1
    return count
