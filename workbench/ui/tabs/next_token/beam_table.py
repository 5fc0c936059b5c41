"""Beam search step by step as a table a room can read: a row per step, a column per beam kept.

Each cell is the token a beam added at that step and the beam's log-probability so far; "↳2" says it grew
from beam 2 of the step before (beams are re-ranked every step, so a beam can change column).  The answer's
path is bold.  A tree of the same nodes nests twelve levels deep after twelve tokens, which pushes the
scores off the side at projector zoom; the table keeps every number in view.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from workbench.core.explore.tokens import visible_token
from workbench.core.words import number, translate
from workbench.ui.widgets.view_export import attach_export


def cell_text(node: Any) -> str:
    """What a cell says about one beam node: where it came from, its token and the score so far."""
    came_from = f"↳{node.parent + 1} " if node.parent is not None and node.parent != node.beam else ""
    ended = " " + translate("BeamTable", "(ended)") if node.finished else ""
    return f"{came_from}{visible_token(node.token)}{ended}  {number(node.log_probability, '.2f')}"


class BeamTable(QTableWidget):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("beamTable")
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setWordWrap(False)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setToolTip(
            translate(
                "BeamTable",
                "Each row is one step of beam search (the token's number); each "
                "cell a beam kept: its new token "
                "and the beam's log-probability so far (↳2: it grew from beam 2 of the row above). Bold: "
                "the answer's path.",
            )
        )
        attach_export(self, "beam-search", rows=self.csv_rows)
        self.result = None

    def show_result(self, result: Any) -> None:
        """Fill the table from a beam search ``GenerationResult`` (its ``beam_tree`` and ``beam_path``)."""
        self.result = result
        width = max((len(step) for step in result.beam_tree), default=0)
        self.clear()
        self.setRowCount(len(result.beam_tree))
        self.setColumnCount(width)
        beam = translate("BeamTable", "Beam {number}")
        self.setHorizontalHeaderLabels([beam.format(number=i + 1) for i in range(width)])
        self.setVerticalHeaderLabels([str(i + 1) for i in range(len(result.beam_tree))])  # the step
        chosen = set(enumerate(result.beam_path))
        for step, nodes in enumerate(result.beam_tree):
            for node in nodes:
                item = QTableWidgetItem(cell_text(node))
                item.setToolTip(
                    translate(
                        "BeamTable", "“{token}”: its own log-probability {own}; the beam's so far {total}"
                    ).format(
                        token=visible_token(node.token),
                        own=number(node.token_log_probability, ".2f"),
                        total=number(node.log_probability, ".2f"),
                    )
                )
                item.setTextAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
                if (step, node.beam) in chosen:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.setItem(step, node.beam, item)

    def clear_result(self) -> None:
        self.result = None
        self.clear()
        self.setRowCount(0)
        self.setColumnCount(0)

    def csv_rows(self) -> list[list[str]]:
        rows = [
            [
                "step",
                "beam",
                "from beam",
                "token",
                "token log-probability",
                "log-probability so far",
                "ended",
                "answer",
            ]
        ]
        if self.result is None:
            return rows
        chosen = set(enumerate(self.result.beam_path))
        for step, nodes in enumerate(self.result.beam_tree):
            for node in nodes:
                rows.append(
                    [
                        str(step + 1),
                        str(node.beam + 1),
                        "" if node.parent is None else str(node.parent + 1),
                        node.token,
                        f"{node.token_log_probability:.4f}",
                        f"{node.log_probability:.4f}",
                        "yes" if node.finished else "",
                        "yes" if (step, node.beam) in chosen else "",
                    ]
                )
        return rows
