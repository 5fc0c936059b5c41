"""Where each check kind's figure is on screen for the Fine-tuning tab (its data, method and settings pages,
the history) and the Model zoo; see ``figures`` for what a ``Figure`` is.

A training check's result comes only after training, so on arrival its figure is the control that starts what
the scene sets up (the wizard's "Start training", the experiment's "Run the experiment"; in the list of runs,
the list): the lecturer must be able to press it (or point at it) without scrolling.  The screen has no number
of it to compare yet (``holds`` None).
"""

from __future__ import annotations

import re

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QLabel, QTableWidget, QTextBrowser

from workbench.core.words import translate
from workbench.ui.scene_screen.figures import Figure, FigureOf
from workbench.ui.scene_screen.reading import fully_shown, label_text, plain, table_rows, where
from workbench.ui.tabs.train.wizard.tagged_preview import ignored_text


def find_text(window, needle: str) -> tuple[object | None, str]:
    """The first visible label, text browser or table of ``window`` whose text holds ``needle``, and that
    text."""
    for kind in (QLabel, QTextBrowser, QTableWidget):
        for widget in window.findChildren(kind):
            if not widget.isVisible() or widget.window() is not window:
                continue
            if isinstance(widget, QTableWidget):
                text = " | ".join(" ".join(row) for row in table_rows(widget))
            elif isinstance(widget, QTextBrowser):
                text = plain(widget.toPlainText())
            else:
                text = plain(widget.text())
            if needle in text:
                return widget, text
    return None, ""


# --- the data page: how the model reads each task's data ----------------------------------------------------
def pair_segments(tab, spec, result) -> Figure:
    view = tab.data_page.pair_view
    tokens, segments = list(view.tokens), list(view.segments)
    holds = bool(tokens) and tokens[0] == spec.get("starts_with", tokens[0])
    holds &= tokens.count("[SEP]") == spec.get("separators", 2)
    if holds and spec.get("segment_ids"):
        middle = tokens.index("[SEP]")
        first = spec.get("first_separator_segment", 0)
        holds &= set(segments[: middle + 1]) == {first} and set(segments[middle + 1 :]) == {1 - first}
    text = f"{label_text(view.title)}: {' '.join(tokens)}"
    return Figure(view, text, holds, "" if holds else "the pair drawn is not one input in two segments")


def tag_pieces(tab, spec, result) -> Figure:
    table = tab.data_page.tagged_preview.pieces
    rows = table_rows(table)
    split = [row for row in rows if len(row) > 2 and "##" in row[2]]
    first_only = all(ignored_text() in row[3] for row in split if len(row) > 3)
    holds = len(split) >= spec.get("split_words_at_least", 1) and first_only
    text = "; ".join(" | ".join(row) for row in split)
    return Figure(table, text, holds, "" if holds else f"{len(split)} words cut into pieces are shown")


def qa_windows(tab, spec, result) -> Figure:
    windows = tab.data_page.qa_preview.windows
    text = plain(windows.toPlainText())
    reads = translate(  # the line's own words in the window's language, up to the count
        "QAPreview",
        "<b>What the model reads</b>: {count} windows of at most {length} tokens, each <code>[CLS] "
        "question [SEP] piece of the passage [SEP]</code>; a longer passage is cut into windows that "
        "overlap by {stride} tokens.",
    ).split("{count}")[0]
    found = re.search(re.escape(plain(reads).strip()) + r"\s*(\d+)", text)
    holds = found is not None and int(found.group(1)) >= spec.get("windows_at_least", 1)
    answer = translate("QAPreview", "<b>holds the answer</b> (tokens {first} to {last})").split("(")[0]
    holds &= plain(answer).strip() in text
    return Figure(windows, text[:160], holds, "" if holds else "the windows shown do not say it")


def loss_tokens(tab, spec, result) -> Figure:
    preview = tab.data_page.chat_preview
    shown = preview.shown_tokens
    counted = [t.text for t in shown if t.counted]
    holds = bool(counted) and counted[-1] == "<|im_end|>"
    found = re.search(r"(\d+) of[^0-9]*(\d+)", result.detail)
    if found is not None:
        holds &= len(counted) == int(found.group(1))
    text = f"{len(counted)} of {len(shown)} tokens counted, the last {counted[-1] if counted else 'none'}"
    end = preview.counted_end()  # the marker that closes the answer, in view inside the tokens view
    detail = "" if holds else "the tokens counted on screen differ"
    if end is None:
        return Figure(preview.tokens, text, False, detail or "the closing marker is not drawn")
    return Figure(preview.tokens.viewport(), text, holds, detail, end)


# --- the method and settings pages --------------------------------------------------------------------------
def _count_label(tab):
    return tab.method_page.count_label


def _shown_share(text: str, detail: str) -> float | None:
    """The share of the weights that learn, when the count line shows the check's two counts in order
    (whatever the words of the window's language between them); None when it does not."""
    counted = re.search(r"([0-9,]+) of ([0-9,]+) weights learn", detail)
    if counted is None or not _in_order(text, counted.group(1), counted.group(2)):
        return None
    learn, total = (int(n.replace(",", "")) for n in counted.groups())
    return learn / total if total else None


def trainable(tab, spec, result) -> Figure:
    label = _count_label(tab)
    text = label_text(label)
    share = _shown_share(text, result.detail)
    holds = share is not None and share <= spec["share_at_most"]
    return Figure(label, text, holds, "" if holds else "the count shown is not the count checked")


def _in_order(text: str, *numbers: str) -> bool:
    """Whether ``text`` writes ``numbers`` in this order, whatever separates them (the words of the window's
    language) and whichever thousands separator it writes ("24,576" or "24.576")."""
    bare = re.sub(r"(?<=\d)[,.\u00a0\u202f](?=\d{3}(?!\d))", "", text)
    wanted = [re.sub(r"(?<=\d)[,.](?=\d{3}(?!\d))", "", number) for number in numbers]
    return re.search(r".*?".join(rf"(?<![\d]){re.escape(n)}(?![\d])" for n in wanted), bare, re.S) is not None


def lora(tab, spec, result) -> Figure:
    if tab.scene_key == "zoo":  # the panel's line on LoRA's adapters for the model chosen
        text = plain(tab.details.toPlainText())
        beside = re.search(r"rank \d+: ([0-9,]+) numbers beside each (\d+×\d+) weight", result.detail)
        holds = beside is not None and _in_order(text, beside.group(1), beside.group(2))
        shown = re.search(re.escape(translate("ZooFacts", "LoRA adapters")) + r".*?\)", text)
        return Figure(
            tab.details,
            shown.group(0) if shown else text[:160],
            holds,
            "" if holds else "the panel says otherwise",
        )
    label = _count_label(tab)
    text = label_text(label)
    counted = re.search(r"= ([0-9,]+) of ([0-9,]+)", result.detail)
    share = _shown_share(text, f"{counted.group(1)} of {counted.group(2)} weights learn" if counted else "")
    holds = share is not None and share <= spec.get("share_at_most", 1.0)
    beside = re.search(r"rank \d+: ([0-9,]+) numbers beside each (\d+×\d+) weight", result.detail)
    holds &= beside is not None and _in_order(text, beside.group(1), beside.group(2))  # each weight's share
    return Figure(label, text, holds, "" if holds else "the count shown is not the count checked")


def _over_recording(tab) -> bool:
    """The scene shows its recorded run on the Training page (the settings' warning and summary are
    repeated there, over the curves)."""
    return tab.modes.currentIndex() == 0 and tab.training_page.recording is not None and tab.index == 5


def lr_warning(tab, spec, result) -> Figure:
    if _over_recording(tab):
        label = tab.training_page.note
        warning = translate("SettingsPage", "Warning: {warning}").split("{warning}")[0].strip()
        text = label_text(label) if warning in label_text(label) else ""
        holds = bool(text) == spec["warns"]
        return Figure(label, text, holds, "" if holds else "the Training page does not warn as claimed")
    label = tab.settings_page.warning
    text = label_text(label)
    holds = bool(text) == spec["warns"]
    return Figure(label, text, holds, "" if holds else "the page does not warn as claimed")


def mlm_head(tab, spec, result) -> Figure:
    label = tab.training_page.note if _over_recording(tab) else tab.settings_page.summary
    return Figure(label, label_text(label), None)


def training(tab, spec, result) -> Figure:
    """A scene with a recording shows it on arrival: the recorded curves under their label (and the button
    that trains live); the figure holds when the label and the recorded figures are what the check read
    (``result.recorded``).  Without a recording, the control that starts the training."""
    recorded = getattr(result, "recorded", None) or {}
    if _over_recording(tab):
        page = tab.training_page
        text = f"{label_text(page.status)} | {label_text(page.stats)}"
        # the scene's own recording, its figures worded in the window's language
        holds = page.recording.detail == recorded.get("detail", "\0")
        holds &= page.recording.label in text and page.recording.line() in text
        detail = "" if holds else "the recording shown is not the scene's"
        if not fully_shown(page.status):  # the curves are the figure; their label must be in view too
            holds, detail = False, f"the label “{page.recording.label}” is {where(page.status)}"
        return Figure(page.curves, text, holds, detail)
    if tab.modes.currentIndex() == 0:
        button = tab.next_button
        return Figure(button, button.text(), None)
    history = tab.history_page
    if history.section == "runs" and recorded:  # what a run cost: the recorded run, for scale
        text = label_text(history.scale)
        holds = f"recorded on a {recorded.get('machine')}, {recorded.get('date')}" in text
        return Figure(history.scale, text, holds, "" if holds else "the line for scale is not the recording")
    if history.section == "runs":  # what a run cost: the list of runs, each with its time and energy
        return Figure(history.table, f"{history.table.rowCount()} runs listed", None)
    panel = history.prompting if history.section == "prompting" else history.experiment
    if panel.recorded:
        text = f"{label_text(panel.status)} | " + " | ".join(" ".join(row) for row in panel.result_rows())
        recorded_on = translate("Scenes", "Recorded on a {machine}, {date} — press {button} to train live")
        holds, detail = recorded_on.split("{machine}")[0].strip() in text, ""
        for part in (panel.status, panel.run_button):
            if not fully_shown(part):
                holds, detail = False, f"{label_text(part) or 'the label'} is {where(part)}"
        header = panel.table.horizontalHeader()  # every column of the table whole, none cut at the edge
        if not fully_shown(header, QRect(0, 0, header.length(), header.height())):
            holds, detail = False, "the table's last column is cut off"
        return Figure(panel.chart, text, holds, detail)
    return Figure(panel.run_button, panel.run_button.text(), None)


def recipes(tab, spec, result) -> Figure:
    """The Recipes per task table: each row's course and app recipe and what differs must be what the
    registry gives now (``course_recipes.compare_recipes``), and the whole table in view."""
    from workbench.core.training.course_recipes import compare_recipes

    panel = tab.history_page.recipes
    shown = [row[:4] for row in panel.result_rows()]
    wanted = [(r.task, r.course, r.app, ", ".join(r.differs) or "—") for r in compare_recipes()]
    text = " | ".join(f"{task}: {differs}" for task, _course, _app, differs in shown)
    holds = tab.modes.currentIndex() == 1 and tab.history_page.section == "recipes" and shown == wanted
    detail = "" if holds else "the table shown is not the registry's recipes"
    if holds and panel.table.verticalScrollBar().isVisible():  # every row in view, none behind a scroll
        holds, detail = False, "some rows of the table are below its visible part"
    return Figure(panel.table, text, holds, detail)


# --- the Model zoo, and what pre-training cost --------------------------------------------------------------
def catalogue(tab, spec, result) -> Figure:
    table = tab.table
    model = table.model()
    column = next(
        (
            c
            for c in range(model.columnCount())
            if "architecture" in str(model.headerData(c, Qt.Orientation.Horizontal)).lower()
            or str(model.headerData(c, Qt.Orientation.Horizontal)) == translate("ZooTable", "Type")
        ),
        None,
    )
    kinds = (
        {str(model.index(r, column).data()) for r in range(model.rowCount())} if column is not None else set()
    )
    lower = {k.lower() for k in kinds}
    wanted = [
        translate("Catalogue", kind).lower() for kind in spec["architectures"]
    ]  # as the table words them
    holds = all(any(kind in k for k in lower) for kind in wanted)
    text = f"{model.rowCount()} models listed: " + ", ".join(sorted(kinds))
    header = table.horizontalHeader()  # every column shown, whole: none cut off behind a scroll bar
    shown = [
        str(model.headerData(c, Qt.Orientation.Horizontal))
        for c in range(header.count())
        if not header.isSectionHidden(c)
    ]
    text += f" (columns: {', '.join(shown)})"
    rect = QRect(0, 0, header.length(), header.height())
    return Figure(header, text, holds, "" if holds else "the table does not list every kind", rect)


def pretraining_cost(tab, spec, result) -> Figure:
    from workbench.core.models.catalogue import get_entry
    from workbench.core.training.costs import pretraining_text

    entry = get_entry(spec["model"])
    needle = pretraining_text(entry) if entry is not None and entry.pretraining else spec["model"]
    widget, text = find_text(tab.window(), needle)
    if widget is None:
        return Figure(None, "", False, f"“{needle}” is nowhere in the window")
    return Figure(widget, text[:160], True)


FIGURES: dict[str, FigureOf] = {
    "pair_segments": pair_segments,
    "tag_pieces": tag_pieces,
    "qa_windows": qa_windows,
    "loss_tokens": loss_tokens,
    "trainable": trainable,
    "lora": lora,
    "lr_warning": lr_warning,
    "recipes": recipes,
    "mlm_head": mlm_head,
    "training": training,
    "catalogue": catalogue,
    "pretraining_cost": pretraining_cost,
}
