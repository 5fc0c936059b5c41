"""The logit lens as a table the class can read: one row per layer, the token that layer would predict next,
how sure it is, the runners-up, and how the model's final answer fares at that layer.  Rows where the final
answer is already on top are shaded, so the layer where the model "makes up its mind" stands out.
Right-click exports the table (CSV, or a picture)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableWidget, QTableWidgetItem

from workbench.core.explore.tokens import visible_token as visible
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui import plot_style
from workbench.ui.model_parts import part_name
from workbench.ui.widgets.view_export import attach_export

COLUMNS = (
    QT_TRANSLATE_NOOP("LogitLensTable", "Layer"),
    QT_TRANSLATE_NOOP("LogitLensTable", "Top next token"),
    QT_TRANSLATE_NOOP("LogitLensTable", "Probability"),
    QT_TRANSLATE_NOOP("LogitLensTable", "Next likeliest"),
    QT_TRANSLATE_NOOP("LogitLensTable", "Final answer here"),
)


class LogitLensTable(QTableWidget):
    def __init__(self) -> None:
        super().__init__(0, len(COLUMNS))
        self.setObjectName("logitLensTable")
        self.setHorizontalHeaderLabels([translate("LogitLensTable", column) for column in COLUMNS])
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.Stretch)
        self.result = None
        self.show_top_layer = False  # keep the last row, the top layer's, in view (a scene points at it)
        attach_export(self, "logit-lens", rows=self.csv_rows)
        plot_style.style().changed.connect(self._restyle)

    def _restyle(self) -> None:
        self.set_result(self.result)

    def set_result(self, result) -> None:
        """Show a ``LogitLensResult`` (workbench.core.explore.logit_lens), or clear with None."""
        self.result = result
        self.setRowCount(0)
        if result is None:
            return
        self.setRowCount(len(result.rows))
        bold = QFont(self.font())
        bold.setBold(True)
        answer_shade = QBrush(QColor(plot_style.colours().shade))
        for r, row in enumerate(result.rows):
            on_top = row.top.token_id == result.answer.token_id
            others = ",  ".join(
                f"{visible(g.token)} {number(g.probability, '.0%')}" for g in row.alternatives
            )
            final = (
                translate("LogitLensTable", "on top")
                if row.final_rank == 1
                else translate("LogitLensTable", "rank {rank}, {probability}").format(
                    rank=number(row.final_rank, ","), probability=number(row.final_probability, ".1%")
                )
            )
            cells = (
                part_name(row.label),
                visible(row.top.token),
                number(row.top.probability, ".1%"),
                others,
                final,
            )
            for c, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if c in (2,):
                    item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if on_top:
                    item.setBackground(answer_shade)
                if c == 1:
                    item.setFont(bold)
                tip = translate("LogitLensTable", "{layer}: {token} with {probability}")
                item.setToolTip(
                    tip.format(
                        layer=part_name(row.label),
                        token=visible(row.top.token),
                        probability=number(row.top.probability, ".2%"),
                    )
                )
                self.setItem(r, c, item)
        self.resizeRowsToContents()
        self.keep_top_layer_in_view()

    def keep_top_layer_in_view(self) -> None:
        """Scroll to the last row when a scene points at the top layer (the rows above scroll out)."""
        if self.show_top_layer:
            self.scrollToBottom()

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.keep_top_layer_in_view()

    def csv_rows(self) -> list[list[str]]:
        rows = [["layer", "top next token", "probability", "final answer probability", "final answer rank"]]
        if self.result is not None:
            for row in self.result.rows:
                rows.append(
                    [
                        row.label,
                        row.top.token,
                        f"{row.top.probability:.6g}",
                        f"{row.final_probability:.6g}",
                        str(row.final_rank),
                    ]
                )
        return rows

    def changeEvent(self, event) -> None:
        super().changeEvent(event)
        if event.type() == event.Type.FontChange and self.result is not None:
            self.set_result(self.result)
