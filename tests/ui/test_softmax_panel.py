"""Softmax by hand: every step of every word in view, also at projector zoom in a narrow side panel."""

import pytest
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication

from tests.support.spanish_numbers import spanish_numbers  # noqa: F401 - fixture
from workbench.ui.tabs.next_token.softmax_panel import SoftmaxPanel


def test_the_whole_table_is_in_view_at_projector_zoom_in_a_narrow_panel(qtbot) -> None:
    panel = SoftmaxPanel()
    qtbot.addWidget(panel)
    panel.resize(400, 700)
    panel.show()
    qtbot.waitExposed(panel)
    original = QApplication.font()
    try:
        bigger = QFont(original)
        bigger.setPointSizeF(original.pointSizeF() * 1.75)
        QApplication.setFont(bigger)
        qtbot.wait(100)
        table = panel.table
        assert table.rowCount() == 4
        assert [table.item(i, 4).text() for i in range(4)] == ["57.9%", "12.9%", "7.8%", "21.3%"]
        columns = sum(table.columnWidth(j) for j in range(table.columnCount()))
        assert columns <= table.viewport().width() + 1, "no column is pushed out of view"
        rows = sum(table.rowHeight(i) for i in range(table.rowCount()))
        assert rows <= table.viewport().height() + 1, "no row is cut off at the bottom"
    finally:
        QApplication.setFont(original)


@pytest.mark.usefixtures("spanish_numbers")
def test_a_spanish_window_writes_the_steps_with_decimal_commas(qtbot) -> None:
    panel = SoftmaxPanel()
    qtbot.addWidget(panel)
    panel.set_temperature(0.5)
    first = [panel.table.item(0, j).text() for j in range(panel.table.columnCount())]
    assert first == ["sat", "2,5", "5", "148", "83,1%"]
    assert panel.sum_label.text().startswith("Temperature 0,5. Sum of the e-values: 179;")
    assert panel.logits.text() == "2,5; 1,0; 0,5; 1,5"  # the example as a Spanish speaker writes it
    panel.logits.setText("2.5, 1.0, 0.5, 1.5")  # as the lecture's scene gives it: the same table
    assert [panel.table.item(0, j).text() for j in range(panel.table.columnCount())] == first
