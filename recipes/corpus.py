"""The openly licensed English text the project's masked language model learns from.

Two sources, both installable offline from package registries:

- **WordNet 3.0** (Princeton University; a permissive licence that allows use, copying and distribution), from
  Debian's ``wordnet-base`` package.  Every synset's usage examples ("he sat on the bank of the river"), and
  the definitions of everyday words written as sentences ("A bank is sloping land beside a body of water.").
  A word counts as everyday when BERT's uncased vocabulary holds it whole: that keeps "bank" and "kitchen"
  and drops "Salviniaceae", whose definitions would spend training time on words no lecturer types.
- **Text written by the embedded SmolLM2-135M-Instruct** (Apache-2.0, which allows using its output), sampled
  with a seed: stories, one for each of a fixed list of everyday scenes and writing styles, and lists of short
  plain sentences about everyday topics (the kitchen, the days of the week, family, animals ...), and a
  second set of such lists over more topics, with another seed, for the second stage of training.  WordNet's
  glosses are dictionary English; these are the everyday sentences a lecturer types into the
  fill-in-the-blank tab.

What SmolLM2 is asked for is in ``prompts``.  Everything is written as plain text, one passage per line, into
a corpus folder; generation appends as it goes and carries on where it stopped when run again.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterator
from pathlib import Path

from recipes.prompts import MORE_TOPICS, TOPICS, fact_prompts, story_prompts

WORDNET_PACKAGE = "wordnet-base"
WORDNET_SYSTEM_FOLDER = Path("/usr/share/wordnet")
WORDNET_FILE = "wordnet.txt"
STORIES_FILE = "stories.txt"
FACTS_FILE = "everyday.txt"
MORE_FACTS_FILE = "everyday-more.txt"

# Part of speech in WordNet's data files -> how a definition becomes a sentence.
_POS_FILES = {"noun": "data.noun", "verb": "data.verb", "adj": "data.adj", "adv": "data.adv"}

Progress = Callable[[float, str], None]


def wordnet_folder(cache: Path) -> Path:
    """WordNet's database folder: the system's (``apt install wordnet-base``) or a copy unpacked from the
    Debian package into ``cache`` (``apt-get download`` needs no administrator rights)."""
    if (WORDNET_SYSTEM_FOLDER / "data.noun").is_file():
        return WORDNET_SYSTEM_FOLDER
    unpacked = cache / "wordnet-base" / "usr" / "share" / "wordnet"
    if (unpacked / "data.noun").is_file():
        return unpacked
    if shutil.which("apt-get") is None or shutil.which("dpkg-deb") is None:
        raise RuntimeError(
            "WordNet is not installed and this system has no apt-get to fetch it. Install the wordnet-base "
            "package (Debian/Ubuntu) or copy WordNet 3.0's dict folder to /usr/share/wordnet."
        )
    cache.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory() as tmp:
        subprocess.run(["apt-get", "download", WORDNET_PACKAGE], cwd=tmp, check=True, capture_output=True)
        package = next(Path(tmp).glob(f"{WORDNET_PACKAGE}_*.deb"))
        subprocess.run(["dpkg-deb", "-x", str(package), str(cache / "wordnet-base")], check=True)
    return unpacked


def wordnet_lines(folder: Path, everyday: Callable[[str], bool] = lambda word: True) -> Iterator[str]:
    """For every synset, its definition as a sentence (if ``everyday`` accepts its first word), then its usage
    examples; one per line."""
    for pos, name in _POS_FILES.items():
        with open(folder / name, encoding="utf-8", errors="replace") as handle:
            for line in handle:
                if line.startswith("  ") or " | " not in line:
                    continue  # the licence header
                head, gloss = line.split(" | ", 1)
                fields = head.split()
                words = [fields[4 + 2 * i].replace("_", " ") for i in range(int(fields[3], 16))]
                lemma = re.sub(r"\(.*\)$", "", words[0])  # adjectives carry markers such as "(a)"
                definitions, examples = _split_gloss(gloss)
                if definitions and everyday(lemma):
                    yield _definition_sentence(pos, lemma, definitions[0])
                yield from examples


def _split_gloss(gloss: str) -> tuple[list[str], list[str]]:
    definitions, examples = [], []
    for part in (p.strip() for p in gloss.strip().split("; ")):
        if not part:
            continue
        if part.startswith('"'):
            example = part.strip('"').strip()
            if len(example.split()) >= 3:
                examples.append(_sentence(example))
        else:
            definitions.append(part)
    return definitions, examples


def _definition_sentence(pos: str, lemma: str, definition: str) -> str:
    if pos == "noun":
        article = "an" if lemma[:1].lower() in "aeiou" else "a"
        return _sentence(f"{article} {lemma} is {definition}")
    if pos == "verb":
        return _sentence(f"to {lemma} is to {definition}")
    return _sentence(f"{lemma} means {definition}")


def _sentence(text: str) -> str:
    text = text.strip()
    text = text[:1].upper() + text[1:]
    return text if text[-1:] in ".!?" else text + "."


def write_wordnet(corpus: Path, cache: Path) -> Path:
    """Write ``wordnet.txt`` into ``corpus`` (once); returns its path."""
    from workbench.core.models.embedded import minilm_folder

    target = corpus / WORDNET_FILE
    if not target.is_file():
        vocabulary = set((minilm_folder() / "vocab.txt").read_text(encoding="utf-8").splitlines())
        lines = list(wordnet_lines(wordnet_folder(cache), everyday=vocabulary.__contains__))
        _write_atomically(target, "\n".join(lines) + "\n")
    return target


def write_stories(corpus: Path, count: int, *, seed: int = 0, on_progress: Progress | None = None) -> Path:
    """Append stories written by the embedded SmolLM2 to ``stories.txt`` until it holds ``count`` of them."""
    prompts = story_prompts(count, seed)
    return write_generated(
        corpus / STORIES_FILE, prompts, seed=seed, max_new_tokens=120, on_progress=on_progress
    )


def write_facts(
    corpus: Path,
    count: int,
    *,
    seed: int = 0,
    on_progress: Progress | None = None,
    file: str = FACTS_FILE,
    topics: tuple[str, ...] = TOPICS,
) -> Path:
    """Append ``count`` lists of plain everyday sentences about ``topics`` by the embedded SmolLM2 to ``file``
    (``everyday.txt``)."""
    prompts = fact_prompts(count, seed, topics)
    return write_generated(
        corpus / file, prompts, seed=seed, max_new_tokens=160, no_repeat=4, on_progress=on_progress
    )


def write_more_facts(corpus: Path, count: int, *, seed: int = 1, on_progress: Progress | None = None) -> Path:
    """Append ``count`` more lists to ``everyday-more.txt``, over ``TOPICS`` and ``MORE_TOPICS`` and with
    their own seed, so none repeats a list of ``everyday.txt``."""
    return write_facts(
        corpus, count, seed=seed, on_progress=on_progress, file=MORE_FACTS_FILE, topics=TOPICS + MORE_TOPICS
    )


def write_generated(
    target: Path,
    prompts: list[str],
    *,
    seed: int = 0,
    batch_size: int = 48,
    max_new_tokens: int = 120,
    no_repeat: int = 0,
    on_progress: Progress | None = None,
) -> Path:
    """Append SmolLM2's answers to ``prompts`` to ``target``, cleaned into lines of whole sentences.
    ``no_repeat`` > 0 forbids repeating any run of that many tokens within an answer (a small model's lists
    otherwise fall into loops).

    Each batch is sampled with its own seed (temperature 0.8, top-p 0.95), and how far it got is kept next to
    ``target``, so a run that was stopped and started again writes the same text as one that was not."""
    import torch

    from workbench.core.models.loading import load_model

    count = len(prompts)
    target.parent.mkdir(parents=True, exist_ok=True)
    done_file = target.with_name(target.stem + ".progress.json")
    done = json.loads(done_file.read_text())["done"] if done_file.is_file() else 0
    if done >= count:
        return target
    loaded = load_model("smollm2-135m", "causal-lm")
    model, tokenizer = loaded.model, loaded.tokenizer
    tokenizer.padding_side = "left"
    pad_id = tokenizer.pad_token_id if tokenizer.pad_token_id is not None else tokenizer.eos_token_id
    with open(target, "a", encoding="utf-8") as out:
        for start in range(done - done % batch_size, count, batch_size):
            chunk = prompts[start : start + batch_size]
            texts = [
                tokenizer.apply_chat_template(
                    [{"role": "user", "content": p}], tokenize=False, add_generation_prompt=True
                )
                for p in chunk
            ]
            batch = tokenizer(texts, return_tensors="pt", padding=True)
            torch.manual_seed(seed * 1_000_003 + start)
            with torch.no_grad():
                output = model.generate(
                    **batch,
                    max_new_tokens=max_new_tokens,
                    do_sample=True,
                    temperature=0.8,
                    top_p=0.95,
                    no_repeat_ngram_size=no_repeat,
                    pad_token_id=pad_id,
                )
            new = output[:, batch["input_ids"].shape[1] :]
            for row in tokenizer.batch_decode(new, skip_special_tokens=True):
                for line in clean_story(row):
                    out.write(line + "\n")
            out.flush()
            done = start + len(chunk)
            _write_atomically(done_file, json.dumps({"done": done}))
            if on_progress:
                on_progress(done / count, f"{target.name}: {done} of {count} answers written")
    return target


def clean_story(text: str) -> list[str]:
    """A generated story as lines of whole sentences: the unfinished last sentence is dropped, and so are
    lines that are not prose (headings, lists, dialogue labels)."""
    lines = []
    for raw in text.splitlines():
        line = re.sub(r"^\s*([-*#>]+|\d+[.)])\s*", "", raw).strip()
        line = re.sub(r"^[A-Z][a-z]+:\s*", "", line)  # "Mommy: ..." -> "..."
        if len(line.split()) < 4:
            continue
        end = max(line.rfind("."), line.rfind("!"), line.rfind("?"))
        if end < 0:
            continue
        closing_quote = line[end + 1 : end + 2] == '"'
        lines.append(line[: end + 1 + closing_quote])
    return lines


def _write_atomically(path: Path, text: str) -> None:
    tmp = path.with_suffix(path.suffix + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    tmp.replace(path)
