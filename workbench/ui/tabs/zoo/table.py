"""The Model zoo tab's table of the catalogue, its filters and its details pane: each model's row, with
numbers that sort as numbers, and the facts a learner should see about the model selected
(workbench/ui/tabs/zoo/tab.py)."""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHeaderView,
    QSplitter,
    QTableView,
    QTableWidget,
    QTableWidgetItem,
)

from workbench.core.models.zoo import ZooRow
from workbench.core.training.costs import pretraining_note, pretraining_text
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.model_parts import part_name

# Each column: header, text shown, sort key.
COLUMNS: tuple[tuple[str, Callable[[ZooRow], str], Callable[[ZooRow], Any]], ...] = (
    (QT_TRANSLATE_NOOP("ZooTable", "Model"), lambda r: r.entry.name, lambda r: r.entry.name.lower()),
    (
        QT_TRANSLATE_NOOP("ZooTable", "On this computer"),
        lambda r: r.status_label,
        lambda r: f"{STATUS_ORDER[r.status]} {r.entry.name.lower()}",
    ),
    (
        QT_TRANSLATE_NOOP("ZooTable", "Type"),
        lambda r: translate("Catalogue", r.entry.architecture),
        lambda r: r.entry.architecture,
    ),
    (QT_TRANSLATE_NOOP("ZooTable", "Parameters"), lambda r: r.entry.size_label, lambda r: r.entry.parameters),
    (QT_TRANSLATE_NOOP("ZooTable", "Layers"), lambda r: str(r.entry.layers), lambda r: r.entry.layers),
    (QT_TRANSLATE_NOOP("ZooTable", "Heads"), lambda r: str(r.entry.heads), lambda r: r.entry.heads),
    (
        QT_TRANSLATE_NOOP("ZooTable", "Hidden size"),
        lambda r: number(r.entry.hidden_size, ","),
        lambda r: r.entry.hidden_size,
    ),
    (
        QT_TRANSLATE_NOOP("ZooTable", "Download"),
        lambda r: r.entry.download_label,
        lambda r: r.entry.download_bytes,
    ),
    (QT_TRANSLATE_NOOP("ZooTable", "Licence"), lambda r: r.entry.licence, lambda r: r.entry.licence),
    (
        QT_TRANSLATE_NOOP("ZooTable", "Pre-training objective"),
        lambda r: translate("Catalogue", r.entry.objective),
        lambda r: r.entry.objective,
    ),
)
KIND_COLUMN = next(i for i, (header, _, _) in enumerate(COLUMNS) if header == "Type")
NUMERIC_COLUMNS = tuple(
    i
    for i, (header, _, _) in enumerate(COLUMNS)
    if header in ("Parameters", "Layers", "Heads", "Hidden size", "Download")
)
# Left out in presentation mode, so that the rest fit the table's width at the large zoom: the details panel
# shows them for the model chosen.
SECONDARY_COLUMNS = [
    i
    for i, (header, _, _) in enumerate(COLUMNS)
    if header in ("On this computer", "Hidden size", "Download", "Licence", "Pre-training objective")
]
STATUS_ORDER = {"embedded": 0, "cached": 1, "downloadable": 2}
CHECKING = QT_TRANSLATE_NOOP("ZooTable", "Checking…")
# The filters above the table: (label, value), None for "all".
TYPE_FILTERS = (
    (QT_TRANSLATE_NOOP("ZooTable", "All types"), None),
    (QT_TRANSLATE_NOOP("ZooTable", "Encoders"), "encoder"),
    (QT_TRANSLATE_NOOP("ZooTable", "Decoders"), "decoder"),
    (QT_TRANSLATE_NOOP("ZooTable", "Encoder-decoders"), "encoder-decoder"),
)
TASK_FILTERS = (
    (QT_TRANSLATE_NOOP("ZooTable", "Any task"), None),
    (QT_TRANSLATE_NOOP("ZooTable", "Fill in the blank"), "fill-mask"),
    (QT_TRANSLATE_NOOP("ZooTable", "Next token"), "next-token"),
    (QT_TRANSLATE_NOOP("ZooTable", "Classification"), "classification"),
    (QT_TRANSLATE_NOOP("ZooTable", "Embeddings"), "embeddings"),
    (QT_TRANSLATE_NOOP("ZooTable", "Text to text"), "text2text"),
)
SIZE_FILTERS = (
    (QT_TRANSLATE_NOOP("ZooTable", "Any size"), None),
    (QT_TRANSLATE_NOOP("ZooTable", "Under 100M parameters"), 100_000_000),
    (QT_TRANSLATE_NOOP("ZooTable", "Under 500M parameters"), 500_000_000),
    (QT_TRANSLATE_NOOP("ZooTable", "Under 2B parameters"), 2_000_000_000),
)


def filter_combo(options: tuple[tuple[str, Any], ...], tip: str) -> QComboBox:
    """A drop-down of one of the filters: its labels shown, its values as the items' data."""
    combo = QComboBox()
    for label, value in options:
        combo.addItem(translate("ZooTable", label), value)
    combo.setToolTip(tip)
    return combo


def fit_columns(
    table: QTableView, splitter: QSplitter, name_column: int = 0, kind_column: int = KIND_COLUMN
) -> None:
    """Each column as wide as its contents.  Where the columns shown (fewer in presentation mode) would fit in
    two thirds of the splitter with the models' names shortened, the table gets the width they need, up to
    that, and the names give up what is still missing, wrapping onto a second line (a name cut with "…" was
    "SmolLM2 135M …"); where the names alone cannot give enough (a longer language's "codificador-
    decodificador"), the kind gives up the rest too, breaking after its hyphen; else (every column, at a
    large zoom) it scrolls."""
    table.resizeColumnsToContents()
    header, total = table.horizontalHeader(), sum(splitter.sizes())
    shown = [c for c in range(header.count()) if not header.isSectionHidden(c)]
    needed = sum(header.sectionSize(c) for c in shown)
    needed += table.verticalScrollBar().sizeHint().width() + 2 * table.frameWidth() + 4
    shortest = table.fontMetrics().horizontalAdvance("BERT base (uncased)") + _padding(table, name_column)
    can_give = [(name_column, max(0, header.sectionSize(name_column) - shortest))]
    if kind_column in shown:
        can_give.append(
            (kind_column, max(0, header.sectionSize(kind_column) - _least_width(table, kind_column)))
        )
    most = total * 2 // 3
    if total <= 0 or needed - sum(give for _, give in can_give) > most:
        _wrap_names(table, False)  # every column, scrolling sideways: one line a model
        return
    left = min(max(splitter.sizes()[0], needed), most)
    if left != splitter.sizes()[0]:
        splitter.setSizes([left, total - left])
        left = splitter.sizes()[0]  # what the other side's least width allowed
    missing = needed - left
    for column, give in can_give:  # the names first, then the kind
        taken = min(give, max(0, missing))
        if taken:
            header.resizeSection(column, header.sectionSize(column) - taken)
            missing -= taken
    _wrap_names(table, needed > left)


def _least_width(table: QTableView, column: int) -> int:
    """How narrow ``column`` can be with its texts broken after hyphens and at spaces: its widest piece and
    never narrower than its header, with the column's padding."""
    model, metrics = table.model(), table.fontMetrics()
    texts = [str(model.index(row, column).data() or "") for row in range(model.rowCount())]
    pieces = [p for t in texts for p in re.split(r"(?<=-)|\s+", t) if p]
    widest_piece = max((metrics.horizontalAdvance(p) for p in pieces), default=0)
    heading = str(model.headerData(column, Qt.Orientation.Horizontal) or "")
    heading_width = table.horizontalHeader().fontMetrics().horizontalAdvance(heading)
    return max(widest_piece, heading_width) + _padding(table, column)


def _padding(table: QTableView, column: int) -> int:
    """The room ``column`` keeps around its widest text, once sized to its contents, and a space more: the
    view lays text out in fractions of a pixel, so a text exactly as wide as its room can still wrap."""
    model, metrics = table.model(), table.fontMetrics()
    texts = [str(model.index(row, column).data() or "") for row in range(model.rowCount())]
    widest = max((metrics.horizontalAdvance(t) for t in texts), default=0)
    return max(0, table.horizontalHeader().sectionSize(column) - widest) + metrics.horizontalAdvance(" ")


def _wrap_names(table: QTableView, wrap: bool) -> None:
    """Names on two lines where their column is too narrow for them, else each row one line tall."""
    if table.wordWrap() != wrap:
        table.setWordWrap(wrap)
    table.resizeRowsToContents()


class ZooTableModel(QAbstractTableModel):
    """Rows of the catalogue with their availability; the sort role gives numbers for numeric columns."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[ZooRow] = []
        self.checked = False

    def set_rows(self, rows: list[ZooRow], checked: bool) -> None:
        self.beginResetModel()
        self.rows = rows
        self.checked = checked
        self.endResetModel()

    def rowCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008 - Qt's signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: QModelIndex = QModelIndex()) -> int:  # noqa: B008
        return len(COLUMNS)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("ZooTable", COLUMNS[section][0])
        return None

    def data(self, index: QModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self.rows[index.row()]
        col = index.column()
        header, text, sort_key = COLUMNS[col]
        if role == Qt.ItemDataRole.UserRole:
            return sort_key(row)
        if role == Qt.ItemDataRole.DisplayRole:
            if header == "On this computer" and not (self.checked or row.status == "embedded"):
                return translate("ZooTable", CHECKING)
            return text(row)
        if role == Qt.ItemDataRole.ToolTipRole:
            return f"{row.entry.hf_id}\n{translate('Catalogue', row.entry.best_for)}"
        if role == Qt.ItemDataRole.TextAlignmentRole and col in NUMERIC_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None


LORA_EXAMPLE_RANK = 16  # the rank the details count LoRA's adapters at: 2 × hidden size × rank per weight


# The facts' names, for translators (the code names them in English; the panes show them translated)
FACT_NAMES = (
    QT_TRANSLATE_NOOP("ZooFacts", "Kind"),
    QT_TRANSLATE_NOOP("ZooFacts", "Pre-trained by"),
    QT_TRANSLATE_NOOP("ZooFacts", "Licence"),
    QT_TRANSLATE_NOOP("ZooFacts", "Layers × heads"),
    QT_TRANSLATE_NOOP("ZooFacts", "Hidden size"),
    QT_TRANSLATE_NOOP("ZooFacts", "LoRA adapters"),
    QT_TRANSLATE_NOOP("ZooFacts", "Parameters"),
    QT_TRANSLATE_NOOP("ZooFacts", "Longest input"),
    QT_TRANSLATE_NOOP("ZooFacts", "Download size"),
    QT_TRANSLATE_NOOP("ZooFacts", "Languages"),
    QT_TRANSLATE_NOOP("ZooFacts", "Pre-training took"),
    QT_TRANSLATE_NOOP("ZooFacts", "Hugging Face id"),
    QT_TRANSLATE_NOOP("ZooFacts", "On this computer"),
)


def facts(row: ZooRow) -> list[tuple[str, str]]:
    """Every fact a learner should see about a model, in plain words: (what, in English, and the value in the
    chosen language)."""
    e = row.entry
    square = e.hidden_size * e.hidden_size
    adapters = 2 * e.hidden_size * LORA_EXAMPLE_RANK
    gated = translate("ZooFacts", " · gated: accept its terms on the model page first") if e.gated else ""
    lora = translate(
        "ZooFacts",
        "at rank {rank}: {adapters} numbers beside each {size}×{size} weight "
        "instead of its {square} ({share})",
    )
    return [
        ("Kind", f"{translate('Catalogue', e.architecture)} ({e.family})"),
        ("Pre-trained by", translate("Catalogue", e.objective)),
        ("Licence", e.licence + gated),
        (
            "Layers × heads",
            translate("ZooFacts", "{layers} layers × {heads} attention heads").format(
                layers=e.layers, heads=e.heads
            ),
        ),
        ("Hidden size", number(e.hidden_size, ",")),
        (
            "LoRA adapters",
            lora.format(
                rank=LORA_EXAMPLE_RANK,
                adapters=number(adapters, ","),
                size=e.hidden_size,
                square=number(square, ","),
                share=number(adapters / square, ".0%"),
            ),
        ),
        ("Parameters", f"{number(e.parameters, ',')} ({e.size_label})"),
        ("Longest input", translate("ZooFacts", "{count} tokens").format(count=number(e.max_tokens, ","))),
        ("Download size", e.download_label),
        ("Languages", translate("Catalogue", e.languages)),
        (
            "Pre-training took",
            pretraining_text(e) if e.pretraining else translate("ZooFacts", "not published"),
        ),
        (
            "Hugging Face id",
            e.hf_id or translate("ZooFacts", "none: made by this project, ships with the app"),
        ),
        ("On this computer", row.status_label + (f" · {row.local_folder}" if row.local_folder else "")),
    ]


def details_html(row: ZooRow) -> str:
    """The details pane's text for one model."""
    esc = html.escape
    rows = "".join(
        f"<tr><td><a name='{fact_anchor(k)}'></a><b>{esc(translate('ZooFacts', k))}</b></td>"
        f"<td>{esc(v)}</td></tr>"
        for k, v in facts(row)
    )
    notes = f"<p><i>{esc(translate('Catalogue', row.entry.notes))}</i></p>" if row.entry.notes else ""
    if row.entry.pretraining is not None:
        note = translate("ZooFacts", "Pre-training: {note}").format(note=pretraining_note(row.entry))
        notes += f"<p><small>{esc(note)}</small></p>"
    compare = translate("ZooFacts", "Ctrl+click more models to compare them side by side.")
    more = f"<p><small>{esc(compare)}</small></p>"
    best_for = esc(translate("Catalogue", row.entry.best_for))
    return f"<p>{best_for}</p><table cellspacing='4'>{rows}</table>{notes}{more}"


def fact_anchor(fact: str) -> str:
    """The anchor of a fact's row in the details pane (``fact``: its English name, as ``facts`` gives it)."""
    return "fact-" + re.sub(r"[^a-z0-9]+", "-", fact.lower()).strip("-")


def compare_html(rows: list[ZooRow]) -> str:
    """The details pane for several models: the same facts in one column per model, numbers first."""
    esc = html.escape
    names = "".join(f"<th align='left'>{esc(r.entry.name)}</th>" for r in rows)
    table = [f"<tr><td></td>{names}</tr>"]
    columns = [dict(facts(r)) for r in rows]
    numbers_first = ("Kind", "Layers × heads", "Hidden size", "Parameters", "Longest input", "Download size")
    order = [*numbers_first, *(what for what, _ in facts(rows[0]) if what not in numbers_first)]
    for what in order:
        cells = "".join(f"<td>{esc(column[what])}</td>" for column in columns)
        table.append(f"<tr><td><b>{esc(translate('ZooFacts', what))}</b></td>{cells}</tr>")
    return f"<table cellspacing='6'>{''.join(table)}</table>"


class ComponentsTable(QTableWidget):
    """The selected model's parameters by part (embeddings, each layer, the head), counted from its
    architecture."""

    def __init__(self) -> None:
        super().__init__(0, 2)
        self.setObjectName("zooComponents")
        self.setHorizontalHeaderLabels(
            [translate("ComponentsTable", "Part of the model"), translate("ComponentsTable", "Parameters")]
        )
        self.verticalHeader().setVisible(False)
        self.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.ResizeToContents)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)

    def show_parts(self, parts: list[tuple[str, int]]) -> None:
        """One row per (part, count), the parts named as ``count_parameters_by_component`` names them."""
        self.setRowCount(len(parts))
        for i, (part, count) in enumerate(parts):
            self.setItem(i, 0, QTableWidgetItem(part_name(part)))
            item = QTableWidgetItem(number(count, ","))
            item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            self.setItem(i, 1, item)

    def show_message(self, text: str) -> None:
        """One row saying ``text`` (such as "Counting…") in place of the parts."""
        self.setRowCount(1)
        self.setItem(0, 0, QTableWidgetItem(text))
        self.setItem(0, 1, QTableWidgetItem(""))
