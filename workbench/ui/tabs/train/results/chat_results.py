"""The results of a chat or summarising run: the loss on the checking answers before and after (ROUGE-L too
for summaries), the sample prompts' answers before and after side by side, and a chat panel to try the trained
model.  The answers before and after are the ones training recorded (``ChatMetrics.samples``); the chat panel
loads the run's kept weights with the core's ``use.chat.open_chat`` and answers through ``ChatModel.reply``,
in the background, with Stop, so the window never waits for SmolLM2 writing on a CPU."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal, Slot
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from workbench.core.sessions.train import jobs
from workbench.core.words import number, translate
from workbench.ui.tabs.train.marks.chat_bubbles import bubbles
from workbench.ui.tabs.train.results.plain_results import how_it_ran, no_scores
from workbench.ui.tabs.train.wizard.sample_answers import SampleAnswers
from workbench.ui.tasks import TaskFailure

REPLY_TOKENS = 200  # the longest answer the chat panel writes


def chat_headline(r: Any) -> str:
    """The run's scores before → after (rich text), and where its model is."""
    m, before = r.metrics, r.before
    if m is None:
        return no_scores()
    lines = []
    if before is not None:
        lines.append(
            translate(
                "ChatResults",
                "<span style='font-size:large'><b>Loss on the checking answers {before} → {after}</b></span> "
                "(lower is better: how surprised the model is by the answers you wrote).",
            ).format(before=number(before.loss, ".3f"), after=number(m.loss, ".3f"))
        )
        if m.rouge_l is not None and before.rouge_l is not None:
            scored = m.scored
            lines.append(
                translate(
                    "ChatResults",
                    "<b>ROUGE-L {before} → {after}</b> on %n checking texts (higher is better: how much of "
                    "your summaries' wording the written ones share).",
                    None,
                    scored,
                ).format(before=number(before.rouge_l, ".3f"), after=number(m.rouge_l, ".3f"))
            )
    else:
        lines.append(
            translate("ChatResults", "<b>Loss on the checking answers {loss}</b>.").format(
                loss=number(m.loss, ".3f")
            )
        )
    lines.append(how_it_ran(r))
    return "<br>".join(lines)


class ChatPanel(QGroupBox):
    """Try it: type a message, the trained model answers; the conversation goes on until "New
    conversation"."""

    answered = Signal()

    def __init__(self, tasks) -> None:
        super().__init__(translate("ChatPanel", "Try it: chat with the trained model"))
        self.setObjectName("chatTryIt")
        self.tasks = tasks
        self.run_dir: str | None = None
        self.model: Any = None  # ChatModel, loaded on the first message
        self.messages: list[dict[str, str]] = []
        self.task_id: int | None = None
        self.view = QTextBrowser()
        self.view.setObjectName("chatConversation")
        self.view.setMinimumHeight(160)
        self.input = QLineEdit()
        self.input.setObjectName("chatMessage")
        self.input.setPlaceholderText(translate("ChatPanel", "Type a message and press Enter"))
        self.send_button = QPushButton(translate("ChatPanel", "Send"))
        self.send_button.setObjectName("chatSend")
        self.stop_button = QPushButton(translate("ChatPanel", "Stop"))
        self.stop_button.setObjectName("chatStop")
        self.stop_button.setEnabled(False)
        self.new_button = QPushButton(translate("ChatPanel", "New conversation"))
        self.new_button.setObjectName("chatNewConversation")
        self.status = QLabel("")
        self.status.setWordWrap(True)
        row = QHBoxLayout()
        row.addWidget(self.input, 1)
        for button in (self.send_button, self.stop_button, self.new_button):
            row.addWidget(button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        layout.addLayout(row)
        layout.addWidget(self.status)
        self.input.returnPressed.connect(self.send)
        self.send_button.clicked.connect(self.send)
        self.stop_button.clicked.connect(self.stop)
        self.new_button.clicked.connect(self.new_conversation)

    def show_run(self, run_dir: str) -> None:
        if run_dir != self.run_dir:
            self.stop()
            self.run_dir, self.model = run_dir, None
        self.new_conversation()

    @Slot()
    def new_conversation(self) -> None:
        if self.task_id is None:
            self.messages = []
            self._draw()
            self.status.setText(
                translate(
                    "ChatPanel", "Ask it something like the questions it learned from, and something new."
                )
            )

    @Slot()
    def send(self) -> None:
        text = self.input.text().strip()
        if not text or self.task_id is not None or self.run_dir is None:
            return
        self.input.clear()
        self.messages.append({"role": "user", "content": text})
        self._draw()
        conversation, run_dir, loaded = list(self.messages), self.run_dir, self.model

        self._busy(
            True,
            translate("ChatPanel", "Loading the model and writing an answer…")
            if loaded is None
            else translate("ChatPanel", "Writing an answer…"),
        )
        self.task_id = self.tasks.submit(
            translate("ChatPanel", "Chatting with the trained model"),
            jobs.chat_reply,
            run_dir,
            loaded,
            conversation,
            REPLY_TOKENS,
            on_result=self._on_answer,
            on_error=self._on_failed,
            on_cancelled=self._on_cancelled,
        )

    @Slot()
    def stop(self) -> None:
        if self.task_id is not None:
            self.tasks.cancel(self.task_id)

    def _busy(self, busy: bool, message: str = "") -> None:
        self.send_button.setEnabled(not busy)
        self.new_button.setEnabled(not busy)
        self.stop_button.setEnabled(busy)
        self.status.setText(message)

    def _on_answer(self, result: tuple[Any, str]) -> None:
        self.task_id = None
        self.model, reply = result
        self.messages.append({"role": "assistant", "content": reply or translate("ChatPanel", "(no answer)")})
        self._draw()
        self._busy(False, "; ".join(self.model.notes))
        self.answered.emit()

    def _on_failed(self, failure: TaskFailure) -> None:
        self.task_id = None
        self.messages.pop()  # the message was not answered: it can be sent again
        self._draw()
        self._busy(False, failure.text())

    def _on_cancelled(self) -> None:
        self.task_id = None
        self.messages.pop()
        self._draw()
        self._busy(False, translate("ChatPanel", "Stopped. Send the message again, or another."))

    def _draw(self) -> None:
        self.view.setHtml(bubbles(self.messages))
        self.view.verticalScrollBar().setValue(self.view.verticalScrollBar().maximum())

    def answers(self) -> list[str]:
        return [m["content"] for m in self.messages if m["role"] == "assistant"]


class ChatResults(QWidget):
    """The sample answers before and after (``samples``) and the chat panel (``chat``)."""

    def __init__(self, tasks) -> None:
        super().__init__()
        self.samples = SampleAnswers(translate("ChatResults", "Sample answers: before and after training"))
        self.chat = ChatPanel(tasks)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.samples, 1)
        layout.addWidget(self.chat, 2)
        self.setMinimumHeight(420)
        self.samples.table.setToolTip(
            translate(
                "ChatResults",
                "Greedy answers (always the likeliest word): the same weights give the same answer, so "
                "before and after compare like with like.",
            )
        )
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, False)

    def show_run(self, r: Any) -> None:
        self.samples.clear()
        if r.before is not None and r.before.samples:
            self.samples.show_check(0, r.before.samples, before=True)
        if r.metrics is not None and r.metrics.samples:
            self.samples.show_check(
                r.metrics.step,
                r.metrics.samples,
                before=False,
                title=translate("ChatResults", "After training"),
            )
        self.chat.show_run(str(r.run_dir))
