"""A wizard page's scrolling body is as tall as its wrapped labels and charts need: nothing drawn over."""

from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

from workbench.core.sessions.train.wizard import WizardState
from workbench.ui.tabs.train.page import WizardPage
from workbench.ui.tasks import TaskController


def test_wrapped_labels_push_the_page_to_scroll_instead_of_squeezing_what_is_below(qtbot) -> None:
    page = WizardPage(TaskController(), WizardState())
    qtbot.addWidget(page)
    words = "A long status line that wraps onto several lines in a narrow page at a large font. " * 4
    labels = [QLabel(words) for _ in range(3)]
    chart = QWidget()  # like the training curves: its height set by hand, its size hint ignored
    chart.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Ignored)
    chart.setMinimumHeight(300)
    for label in labels:
        label.setWordWrap(True)
        page.body_layout.addWidget(label)
    page.body_layout.addWidget(chart, 1)
    page.resize(360, 380)
    page.show()
    qtbot.waitExposed(page)
    qtbot.wait(100)
    boxes = [w.geometry() for w in (*labels, chart)]
    for upper, lower in zip(boxes, boxes[1:], strict=False):
        assert upper.bottom() < lower.top(), f"{upper} runs into {lower}"
    assert chart.height() >= 300
    assert all(label.height() >= label.heightForWidth(label.width()) for label in labels)
