"""End to end on a tiny BERT: train on built-in questions with ``qa_loss``, score with ``evaluate_qa``, save,
reload with ``AutoModelForQuestionAnswering`` and answer through ``QuestionAnswerer`` over several windows."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from tests.support.training_data import one_torch_thread, tiny_masked_lm_folder  # noqa: F401 - fixtures
from workbench.core.errors import Cancelled, InputError, TrainingError
from workbench.core.models.loading import load_model
from workbench.core.training.data.qa_reading import load_qa_dataset
from workbench.core.training.data.samples import sample_path
from workbench.core.training.objectives.qa.evaluation import evaluate_qa, qa_loss
from workbench.core.training.objectives.qa.features import collate_features, features_for
from workbench.core.training.runs.answerer import is_answerer, load_answerer

MAX_LENGTH, STRIDE = 48, 12  # the passages are 100 to 170 tokens: every one needs several windows


def save_tiny_qa_bert(folder: Path, texts: list[str]) -> Path:
    """A 2-layer BERT with a fresh answer head and a WordPiece vocabulary of the words of ``texts``."""
    import torch
    from transformers import BertConfig, BertForQuestionAnswering, BertTokenizerFast

    torch.manual_seed(0)
    words = sorted({w for text in texts for w in re.findall(r"\w+|[^\w\s]", text.lower())})
    vocab = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "[MASK]", *words]
    tokenizer = BertTokenizerFast(vocab={word: i for i, word in enumerate(vocab)})
    config = BertConfig(
        vocab_size=len(vocab),
        hidden_size=32,
        num_hidden_layers=2,
        num_attention_heads=2,
        intermediate_size=64,
        max_position_embeddings=64,
    )
    BertForQuestionAnswering(config).save_pretrained(folder)
    tokenizer.save_pretrained(folder)
    return folder


@pytest.fixture(scope="module")
def items():
    return load_qa_dataset(sample_path("qa_passages.jsonl")).select(range(20))


def test_train_save_reload_and_answer(tmp_path: Path, items, one_torch_thread) -> None:  # noqa: F811
    import torch
    from transformers import AutoModelForQuestionAnswering, AutoTokenizer

    folder = save_tiny_qa_bert(tmp_path / "start", [*items.contexts, *items.questions])
    model = AutoModelForQuestionAnswering.from_pretrained(folder)
    tokenizer = AutoTokenizer.from_pretrained(folder)
    features = features_for(tokenizer, items, max_length=MAX_LENGTH, stride=STRIDE)
    assert len(features) > 3 * len(items)
    assert sum(s != 0 for s in features.start_positions) >= len(items)  # every answer is in some window
    before = evaluate_qa(model, tokenizer, items, features=features, batch_size=16)

    optimizer = torch.optim.AdamW(model.parameters(), lr=3e-3)
    generator = torch.Generator().manual_seed(0)
    losses = []
    model.train()
    for _ in range(40):
        chunk = torch.randperm(len(features), generator=generator)[:16].tolist()
        loss = qa_loss(model, collate_features(features, chunk, tokenizer.pad_token_id, "cpu"))
        optimizer.zero_grad()
        loss.backward()
        optimizer.step()
        losses.append(loss.item())
    after = evaluate_qa(model, tokenizer, items, features=features, batch_size=16)
    assert model.training, "evaluation puts the model's mode back"
    assert sum(losses[-5:]) / 5 < 0.7 * sum(losses[:5]) / 5
    assert after["eval_loss"] < 0.7 * before["eval_loss"]
    assert after["f1"] > before["f1"]
    assert 0 <= after["exact_match"] <= after["f1"] <= 1
    assert after["examples"] == 20 and after["windows"] == len(features)
    assert len(after["predictions"]) == 20

    saved = tmp_path / "saved"
    model.save_pretrained(saved)
    tokenizer.save_pretrained(saved)
    reloaded = AutoModelForQuestionAnswering.from_pretrained(saved)
    assert type(reloaded).__name__ == "BertForQuestionAnswering"
    assert load_model(str(saved)).task == "question-answering"  # the app's loader reads the head from config
    assert is_answerer(saved)

    answerer = load_answerer(saved)
    assert answerer.max_length == 64  # what the model reads at once, as the folder does not say
    context, question = items.contexts[0], items.questions[0]
    answer = answerer.answer(question, context)
    assert answer.found and answer.text in context
    assert context[answer.start : answer.end] == answer.text
    assert 0 < answer.confidence <= 1
    before_text, middle, after_text = answer.parts()
    assert before_text + middle + after_text == context and middle == answer.text
    # the same answers as evaluation, which decodes the same windows the same way (at another stride)
    many = answerer.answer_many(list(items.questions[:5]), list(items.contexts[:5]))
    assert all(a.text and items.contexts[i][a.start : a.end] == a.text for i, a in enumerate(many))
    with pytest.raises(InputError):
        answerer.answer("   ", context)

    # a run's kept weights say how they were trained, and the answerer follows
    best = tmp_path / "run" / "best"
    model.save_pretrained(best)
    tokenizer.save_pretrained(best)
    (best / "workbench.json").write_text(json.dumps({"objective": "qa", "max_length": 40, "stride": 8}))
    kept = load_answerer(tmp_path / "run")
    assert (kept.max_length, kept.stride) == (40, 8) and is_answerer(tmp_path / "run")
    assert kept.answer(question, context).text in context


def test_evaluation_stops_when_cancelled(tmp_path: Path, items) -> None:
    from transformers import AutoModelForQuestionAnswering, AutoTokenizer

    folder = save_tiny_qa_bert(tmp_path / "model", [*items.contexts, *items.questions])
    model = AutoModelForQuestionAnswering.from_pretrained(folder).eval()
    tokenizer = AutoTokenizer.from_pretrained(folder)

    def cancel() -> None:
        raise Cancelled()

    with pytest.raises(Cancelled):
        evaluate_qa(model, tokenizer, items, max_length=MAX_LENGTH, stride=STRIDE, check_cancel=cancel)
    assert not model.training


def test_a_model_without_an_answer_head_is_refused(tiny_masked_lm_folder: Path) -> None:  # noqa: F811
    assert not is_answerer(tiny_masked_lm_folder)
    with pytest.raises(TrainingError) as caught:
        load_answerer(tiny_masked_lm_folder)
    assert "no trained answer head" in caught.value.message


def test_a_lora_run_is_answered_with_its_adapter_and_head(tmp_path: Path, items) -> None:
    import torch
    from peft import LoraConfig, TaskType, get_peft_model
    from transformers import AutoModelForQuestionAnswering, AutoTokenizer

    base = save_tiny_qa_bert(tmp_path / "base", [*items.contexts, *items.questions])
    tokenizer = AutoTokenizer.from_pretrained(base)
    config = LoraConfig(
        task_type=TaskType.QUESTION_ANS,
        r=4,
        lora_alpha=8,
        target_modules=["query", "value"],
        modules_to_save=["qa_outputs"],
    )
    model = get_peft_model(AutoModelForQuestionAnswering.from_pretrained(base), config)
    with torch.no_grad():  # as if trained: the adapter and the head differ from the base's
        for parameter in model.parameters():
            if parameter.requires_grad:
                parameter.add_(torch.randn_like(parameter) * 0.5)
    best = tmp_path / "run" / "best"
    model.save_pretrained(best)
    tokenizer.save_pretrained(best)
    info = {"model": str(base), "objective": "qa", "max_length": MAX_LENGTH, "stride": STRIDE}
    (best / "workbench.json").write_text(json.dumps(info))

    answerer = load_answerer(tmp_path / "run")
    assert answerer.max_length == MAX_LENGTH and hasattr(answerer.model, "peft_config")
    features = features_for(tokenizer, items.select(range(2)), max_length=MAX_LENGTH, stride=STRIDE)
    batch = collate_features(features, [0, 1], tokenizer.pad_token_id, "cpu")
    batch = {k: v for k, v in batch.items() if not k.endswith("_positions")}
    model.eval()
    with torch.no_grad():
        expected = model(**batch).start_logits
        loaded = answerer.model(**batch).start_logits
        plain = AutoModelForQuestionAnswering.from_pretrained(base).eval()(**batch).start_logits
    assert torch.allclose(loaded, expected, atol=1e-5) and not torch.allclose(loaded, plain, atol=1e-3)
