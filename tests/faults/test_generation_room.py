"""The prompt is never dropped to make room for new tokens: the command line refuses too many at once,
naming the largest number that fits; the window generates as many as fit, with a note; only a prompt that
alone is longer than the window is cut to its last tokens.  The tiny GPT-2 reads 64 tokens at once."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.support.cli_run import run_workbench_here
from tests.support.tiny_lms import save_tiny_gpt2
from workbench.core.errors import InputError
from workbench.core.explore.generation import generate, most_new_tokens

WINDOW = 64
PROMPT = "the cat sat on the mat ."


@pytest.fixture(scope="module")
def gpt2_folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return save_tiny_gpt2(tmp_path_factory.mktemp("tiny-gpt2"), n_positions=WINDOW)


@pytest.fixture(scope="module")
def gpt2(gpt2_folder: Path):
    from workbench.core.models.loading import load_model

    return load_model(str(gpt2_folder))


def prompt_tokens(loaded, text: str) -> int:
    return len(loaded.tokenizer(text)["input_ids"])


def test_more_new_tokens_than_fit_are_refused_before_any_is_generated(gpt2) -> None:
    fits = WINDOW - prompt_tokens(gpt2, PROMPT)
    steps = []
    with pytest.raises(InputError) as refused:
        generate(gpt2, PROMPT, max_new_tokens=100_000, on_step=steps.append)
    assert f"At most {fits} new tokens fit" in str(refused.value) and not steps
    assert f"Ask for {fits} new tokens or fewer" in refused.value.hint
    with pytest.raises(InputError, match=f"At most {fits} "):
        generate(gpt2, PROMPT, max_new_tokens=fits + 1)


def test_exactly_what_fits_keeps_the_whole_prompt(gpt2) -> None:
    fits = WINDOW - prompt_tokens(gpt2, PROMPT)
    result = generate(gpt2, PROMPT, max_new_tokens=fits)
    assert not result.truncated and not result.warnings
    assert result.text.startswith(PROMPT) and 1 <= len(result.new_token_ids) <= fits


def test_the_window_caps_the_new_tokens_to_what_fits_with_a_note(gpt2) -> None:
    fits = WINDOW - prompt_tokens(gpt2, PROMPT)
    result = generate(gpt2, PROMPT, max_new_tokens=200, fit_new_tokens=True)
    assert not result.truncated and result.prompt == PROMPT  # nothing of the prompt was dropped
    assert len(result.new_token_ids) <= fits
    assert any(f"Only {fits} new tokens fit" in warning for warning in result.warnings)


def test_a_prompt_longer_than_the_window_keeps_its_last_tokens(gpt2) -> None:
    long_prompt = PROMPT + " " + "the dog ran to the store . " * 20
    assert prompt_tokens(gpt2, long_prompt) > WINDOW
    assert most_new_tokens(prompt_tokens(gpt2, long_prompt), WINDOW) == WINDOW // 2
    result = generate(gpt2, long_prompt, max_new_tokens=10)
    assert result.truncated and len(result.new_token_ids) == 10
    assert any(f"last {WINDOW - 10} tokens" in warning for warning in result.warnings)
    with pytest.raises(InputError, match=f"At most {WINDOW // 2} new tokens fit"):
        generate(gpt2, long_prompt, max_new_tokens=WINDOW // 2 + 1)


def test_the_command_line_refuses_at_once_and_names_the_number_that_fits(gpt2, gpt2_folder: Path) -> None:
    fits = WINDOW - prompt_tokens(gpt2, PROMPT)
    result = run_workbench_here("generate", PROMPT, "--model", str(gpt2_folder), "--max-new-tokens", "100000")
    assert result.returncode == 1
    assert f"At most {fits} new tokens fit" in result.stderr and "Traceback" not in result.stderr
    assert result.stdout == ""  # not even the prompt was echoed: nothing was generated


def test_the_next_token_tabs_generate_caps_and_says_so(qtbot, gpt2) -> None:
    from workbench.ui.tabs.next_token.decoding_panel import DecodingPanel
    from workbench.ui.tasks import TaskController

    tasks = TaskController()
    panel = DecodingPanel(tasks, lambda: (gpt2, PROMPT, 1.0, 0, 1.0))
    qtbot.addWidget(panel)
    panel.max_tokens.setValue(panel.max_tokens.maximum())
    assert panel.max_tokens.value() > WINDOW
    panel.generate_button.click()
    qtbot.waitUntil(lambda: panel.generate_button.isEnabled(), timeout=60000)
    fits = WINDOW - prompt_tokens(gpt2, PROMPT)
    assert panel.result is not None
    assert all(len(c.result.new_token_ids) <= fits for c in panel.result.columns)
    assert f"Only {fits} new tokens fit" in panel.info.text()  # said once, not once per column
    assert panel.info.text().count("new tokens fit") == 1
    assert all(box.column is not None and box.text.text().startswith("…") for box in panel.boxes)
    tasks.shutdown(10000)
