"""Reading chat and summary examples: every accepted shape, every refusal naming its line, the seeded split,
the data.json form; and ROUGE-L on cases worked out by hand."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from workbench.core.errors import DataError
from workbench.core.training.data.chat import (
    SUMMARY_INSTRUCTION,
    load_chat,
    restored_conversations,
    split_conversations,
    stored_conversations,
    subsample_conversations,
)
from workbench.core.training.objectives.chat_metrics import lcs_length, mean_rouge_l, rouge_l

SAMPLES = Path(__file__).resolve().parents[4] / "resources" / "sample_data"


def write_jsonl(path: Path, records: list) -> Path:
    path.write_text("\n".join(json.dumps(r) for r in records) + "\n", encoding="utf-8")
    return path


def user_then(answer: str, prompt: str = "Hi") -> tuple[dict, dict]:
    return ({"role": "user", "content": prompt}, {"role": "assistant", "content": answer})


def test_prompt_response_lines_become_one_turn_conversations(tmp_path: Path) -> None:
    path = write_jsonl(
        tmp_path / "d.jsonl",
        [{"prompt": " Hi ", "response": "Hello."}, {"prompt": "Bye", "response": "Ciao"}],
    )
    ds = load_chat(path)
    assert ds.conversations == (user_then("Hello."), user_then("Ciao", "Bye"))
    assert ds.prompts == ("Hi", "Bye") and ds.responses == ("Hello.", "Ciao")
    assert ds.locations == ("line 1", "line 2") and "Read 2 conversations (JSON Lines)" in ds.notes[-1]


def test_instruction_output_with_an_input_is_one_prompt(tmp_path: Path) -> None:
    records = [
        {"instruction": "Translate to French.", "input": "cat", "output": "chat"},
        {"instruction": "Say hi.", "input": "", "output": "Hi!"},
    ]
    ds = load_chat(write_jsonl(tmp_path / "d.jsonl", records))
    assert ds.prompts == ("Translate to French.\n\ncat", "Say hi.") and ds.responses == ("chat", "Hi!")


def test_messages_keep_a_system_message_and_several_turns(tmp_path: Path) -> None:
    messages = [
        {"role": "system", "content": "Be brief."},
        {"role": "user", "content": "One?"},
        {"role": "assistant", "content": "1"},
        {"role": "user", "content": "Two?"},
        {"role": "assistant", "content": "2"},
    ]
    ds = load_chat(write_jsonl(tmp_path / "d.jsonl", [{"messages": messages}]))
    assert ds.conversations == (tuple(messages),) and ds.prompts == ("Two?",) and ds.responses == ("2",)


def test_a_csv_with_prompt_and_response_columns(tmp_path: Path) -> None:
    path = tmp_path / "d.csv"
    path.write_text('prompt,response\nHi,"Hello, you."\nBye,Ciao\n', encoding="utf-8")
    ds = load_chat(path)
    assert ds.conversations == (user_then("Hello, you."), user_then("Ciao", "Bye")) and ds.format == "csv"


def test_the_built_in_sets_read_whole() -> None:
    pairs = load_chat(SAMPLES / "chat_plant_care.jsonl")
    chats = load_chat(SAMPLES / "chat_plant_care_conversations.jsonl")
    notes = load_chat(SAMPLES / "summaries_notes.jsonl", as_summaries=True)
    assert (len(pairs), len(chats), len(notes)) == (330, 35, 220)
    assert all(len(c) == 4 for c in chats.conversations)
    assert all(p.startswith(SUMMARY_INSTRUCTION) for p in notes.prompts)


@pytest.mark.parametrize(
    ("records", "code", "words"),
    [
        (
            [{"prompt": "Hi", "response": "ok"}, {"prompt": "Hi there", "response": "  "}],
            "empty-response",
            "The response on line 2 of d.jsonl is empty",
        ),
        ([{"prompt": "", "response": "ok"}], "empty-prompt", "The prompt on line 1"),
        (
            [{"question": "Hi", "answer": "ok"}],
            "no-chat-fields",
            "Line 1 of d.jsonl has no prompt and response",
        ),
        (
            [
                {
                    "messages": [
                        {"role": "user", "content": "a"},
                        {"role": "user", "content": "b"},
                        {"role": "assistant", "content": "c"},
                    ]
                }
            ],
            "roles-out-of-turn",
            "user → user → assistant",
        ),
        ([{"messages": [{"role": "assistant", "content": "a"}]}], "roles-out-of-turn", "do not take turns"),
        (
            [{"messages": list(user_then("a")) + [{"role": "user", "content": "b"}]}],
            "no-answer",
            "ends with the user's message",
        ),
        (
            [{"messages": [{"role": "user", "content": "a"}, {"role": "bot", "content": "b"}]}],
            "bad-role",
            "Message 2 on line 1",
        ),
        (
            [{"messages": [{"role": "user", "content": "a"}, {"role": "assistant", "content": ""}]}],
            "empty-message",
            "Message 2 (assistant) on line 1 of d.jsonl is empty",
        ),
    ],
)
def test_data_that_cannot_teach_is_refused_naming_the_line(
    tmp_path: Path, records: list, code: str, words: str
) -> None:
    with pytest.raises(DataError) as caught:
        load_chat(write_jsonl(tmp_path / "d.jsonl", records))
    assert caught.value.code == code and words in caught.value.message and caught.value.hint


def test_a_broken_line_and_an_empty_file_are_refused(tmp_path: Path) -> None:
    bad = tmp_path / "d.jsonl"
    bad.write_text('{"prompt": "a", "response": "b"}\n{"prompt": \n', encoding="utf-8")
    with pytest.raises(DataError, match="Line 2 of d.jsonl is not valid JSON"):
        load_chat(bad)
    empty = tmp_path / "e.jsonl"
    empty.write_text("\n\n", encoding="utf-8")
    with pytest.raises(DataError, match="no examples"):
        load_chat(empty)


def test_summaries_become_instruction_pairs_and_need_both_fields(tmp_path: Path) -> None:
    ds = load_chat(
        write_jsonl(tmp_path / "s.jsonl", [{"text": "Long text.", "summary": "Short."}]), as_summaries=True
    )
    assert ds.conversations == (user_then("Short.", SUMMARY_INSTRUCTION + "Long text."),)
    with pytest.raises(DataError, match="Line 1 of s.jsonl has no text and summary"):
        load_chat(write_jsonl(tmp_path / "s.jsonl", [{"text": "Long text."}]), as_summaries=True)
    with pytest.raises(DataError, match="The summary on line 1 of s.jsonl is empty"):
        load_chat(write_jsonl(tmp_path / "s.jsonl", [{"text": "Long.", "summary": ""}]), as_summaries=True)


def test_repeats_go_and_the_split_is_seeded_by_example(tmp_path: Path) -> None:
    records = [{"prompt": f"q{i}", "response": f"a{i}"} for i in range(20)] + [
        {"prompt": "q3", "response": "a3"}
    ]
    ds = load_chat(write_jsonl(tmp_path / "d.jsonl", records))
    assert len(ds) == 20 and "removed 1 repeated" in ds.notes[-1]
    train, check = split_conversations(ds, 0.2, seed=5)
    again, same_check = split_conversations(ds, 0.2, seed=5)
    assert len(check) == 4 and len(train) == 16 and check.conversations == same_check.conversations
    assert not set(train.prompts) & set(check.prompts)
    assert list(check.prompts) == sorted(check.prompts, key=lambda p: int(p[1:]))  # the file's order
    assert split_conversations(ds, 0.2, seed=6)[1].conversations != check.conversations
    small = subsample_conversations(train, 5, seed=5)
    assert len(small) == 5 and set(small.prompts) <= set(train.prompts)
    with pytest.raises(DataError, match="at least two examples"):
        split_conversations(ds.select([0]), 0.2, seed=5)


def test_the_data_json_form_reads_back_the_same_conversations(tmp_path: Path) -> None:
    ds = load_chat(SAMPLES / "chat_plant_care_conversations.jsonl")
    stored = json.loads(json.dumps(stored_conversations(ds)))
    assert restored_conversations(stored).conversations == ds.conversations


def test_rouge_l_on_cases_worked_out_by_hand() -> None:
    assert lcs_length(["a", "b", "c", "d"], ["a", "c", "d", "e"]) == 3
    assert rouge_l("The cat sat.", "the cat sat") == 1.0
    # common subsequence "cat on mat" (3): precision 3/6, recall 3/4 -> F1 = 2 * 0.5 * 0.75 / 1.25 = 0.6
    assert rouge_l("the cat sat on the mat", "cat on a mat") == pytest.approx(0.6)
    assert rouge_l("", "anything") == 0.0 and rouge_l("dog", "cat") == 0.0
    assert mean_rouge_l(["a b", "x"], ["a b", "y"]) == pytest.approx(0.5)
