"""Teaching a chat model through the fine-tuning wizard, driven as a user would: the task, a small JSON Lines
file and its preview (bubbles, and the tokens the model sees with the answer's marked as counted), a tiny
GPT-2 trained a few steps in the real background thread with its sample answers shown before and after, and
the results' chat panel answering a typed message; and an empty answer shown on the data page as a message
naming its line."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread, tiny_gpt2_folder  # noqa: F401
from tests.ui.tabs.train.wizard import enabled_next


@pytest.fixture
def tab(qtbot, main_window):
    return main_window.show_tab("Fine-tuning")


def write_pairs(path: Path) -> Path:
    """Short questions about animals, each answered in one fixed way."""
    lines = [
        json.dumps({"prompt": f"where is the {animal} ?", "response": f"the {animal} {verb} on the mat ."})
        for animal in ("cat", "dog", "man", "bird")
        for verb in ("sat", "ran", "is")
    ]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def open_chat_data(qtbot, tab, data: Path) -> None:
    tab.task_page.buttons["chat"].click()
    assert tab.state.objective == "chat" and tab.state.method == "lora"
    tab.next()
    page = tab.data_page
    assert "chat_plant_care.jsonl" in [
        page.sample_combo.itemData(i) for i in range(page.sample_combo.count())
    ]
    page.open_file(data)


@pytest.mark.slow
@pytest.mark.usefixtures("one_torch_thread")
def test_the_wizard_teaches_a_chat_model_from_task_to_try_it(
    qtbot,
    main_window,
    tab,
    tmp_path,
    tiny_gpt2_folder: Path,  # noqa: F811
) -> None:
    open_chat_data(qtbot, tab, write_pairs(tmp_path / "pairs.jsonl"))
    enabled_next(qtbot, tab, timeout=180000)  # SmolLM2's tokenizer is unpacked on first use
    page = tab.data_page
    preview = page.chat_preview
    assert preview.isVisibleTo(page) and not page.data_preview.isVisibleTo(page)
    assert not page.text_combo.isVisibleTo(page), "no column mapping for conversations"
    assert "12 conversations" in page.file_label.text()
    preview.select(1)
    assert "the cat ran on the mat" in preview.conversation.toPlainText()
    tokens = preview.shown_tokens
    counted = "".join(t.text for t in tokens if t.counted)
    ignored = "".join(t.text for t in tokens if not t.counted)
    assert "the cat ran on the mat" in counted and "where is the cat" not in counted
    assert "where is the cat" in ignored and "<|im_start|>" in ignored, "SmolLM2's own template markers"
    assert "highlighted" in preview.legend.text() and "SmolLM2" in preview.note.text()

    tab.next()
    qtbot.waitUntil(lambda: tab.model_page.overview is not None, timeout=60000)
    assert tab.state.model.id == "smollm2-135m"
    assert {row.entry.architecture for row in tab.model_page.rows} == {"decoder"}
    tab.next()
    method = tab.method_page
    assert method.buttons["lora"].isChecked() and method.buttons["full"].isVisibleTo(method)
    assert method.buttons["frozen"].isVisibleTo(method) and not method.buttons["scratch"].isVisibleTo(method)
    # Training SmolLM2 takes minutes on a CPU: the same steps on a tiny GPT-2 (no chat template of its own).
    tab.state.choose_model(dataclasses.replace(tab.state.model, id=str(tiny_gpt2_folder)))
    tab.next()
    # the learning rate's help speaks of LoRA's steps, not of a whole model's 2e-5 to 5e-5
    rate_help = tab.settings_page.notes["Learning rate"].text()
    assert "LoRA" in rate_help and "(the recipe: 0.001)" in rate_help and "2e-5" not in rate_help
    assert tab.settings_page.learning_rate.currentText() == "0.001"
    tab.settings_page.set_values(epochs=2, max_length=40, batch_size=4, learning_rate="5e-2")
    enabled_next(qtbot, tab)

    with qtbot.waitSignal(tab.training_page.finished, timeout=240000) as ended:
        tab.next()
        samples = tab.training_page.samples
        assert samples.isVisibleTo(tab.training_page)
        assert main_window.tasks.running_names(only_asking=True), "closing the window must ask while training"
    assert ended.args == ["finished"]
    assert samples.answers(0) and all(p.startswith("where is the") for p in samples.answers(0))
    before, after = samples.answers(1), samples.answers(2)
    assert len(before) == len(after) >= 1 and "…" not in before and "(after the first check)" not in after
    assert before != after, "the answers changed as the model learned"
    assert "loss" in tab.training_page.status.text()

    results = tab.results_page
    tab.next()
    assert tab.current_page is results and results.chat.isVisibleTo(results)
    assert "Loss on the checking answers" in results.headline.text()
    assert (
        results.chat.samples.answers(1) == before and results.chat.samples.answers(2) == after[: len(before)]
    )
    assert results.export_buttons["adapter"].isVisibleTo(results) and results.export_buttons[
        "merged"
    ].isVisibleTo(results)
    chat = results.chat.chat
    chat.input.setText("where is the cat ?")
    with qtbot.waitSignal(chat.answered, timeout=120000):
        chat.send_button.click()
        assert chat.stop_button.isEnabled() and not chat.send_button.isEnabled()
    assert len(chat.answers()) == 1 and "where is the cat" in chat.view.toPlainText()
    chat.input.setText("and the dog ?")
    with qtbot.waitSignal(chat.answered, timeout=120000):
        chat.send()
    assert [m["role"] for m in chat.messages] == ["user", "assistant", "user", "assistant"]


def test_an_empty_answer_is_a_message_naming_its_line(qtbot, tab, tmp_path) -> None:
    data = tmp_path / "pairs.jsonl"
    data.write_text(
        json.dumps({"prompt": "where is the cat ?", "response": "on the mat ."})
        + "\n"
        + json.dumps({"prompt": "where is the dog ?", "response": "  "})
        + "\n",
        encoding="utf-8",
    )
    open_chat_data(qtbot, tab, data)
    page = tab.data_page
    qtbot.waitUntil(lambda: page.load_error is not None, timeout=60000)
    assert "line 2" in page.issues.text() and not tab.next_button.isEnabled()
    assert "cannot be used" in tab.blocker_label.text()
