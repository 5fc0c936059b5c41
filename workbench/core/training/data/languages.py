"""Which languages a user's texts are in, and whether the chosen model reads them.

A model pre-trained on English text (the embedded MiniLM, BERT, GPT-2 ...) still gives an answer for a French
or Spanish text, but it guesses: its word pieces split such a text into fragments it never learned.  So the
data page, the model page and ``workbench train`` say so when some of the user's texts are in a language the
chosen model does not read (the catalogue's ``reads``), and suggest a model that reads them all.

The languages are told by py3langid (a naive Bayes classifier over byte n-grams that ships its own model and
needs nothing but numpy), with its probabilities normalised.  A short text gives it too little to go on ("ok",
"Thanks!"), so a text is only counted when it has at least ``MIN_LETTERS`` letters and the most likely
language has at least ``MIN_PROBABILITY``; the others are "unsure".  Those two numbers were chosen on the
built-in samples and on written support messages: not one of the 8,910 English texts of the samples was
taken for another language, while each French, German, Spanish, Italian, Portuguese and Dutch message of the
tests' (38 of them) was told right, the surest Spanish sibling ("ext", Extremaduran) taking up to a third.
Reading the classifier's model takes about a second, once per process (``_identifier``); after that 300 texts
take about 20 ms, so the data page does it in the job that reads the file.  Only the first ``LONGEST``
characters of a text are read, and at most ``MOST_TEXTS`` texts of a file, spread evenly through it.
"""

from __future__ import annotations

import functools
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from workbench.core.words import number, translate

MIN_LETTERS = 20  # a shorter text is "unsure": too little to tell its language by
MIN_PROBABILITY = 0.6  # the most likely language must be at least this likely
LONGEST = 1_000  # characters of a text read to tell its language
MOST_TEXTS = 20_000  # texts of one file looked at; a larger file is sampled evenly
UNSURE = "unsure"  # the summary's key for the texts whose language could not be told
NO_LANGUAGE = "zxx"  # the classifier's "no language at all" (numbers, codes): unsure too

# The names of the languages the classifier tells apart and the catalogue lists, in the user's words.
LANGUAGE_NAMES = {
    "af": "Afrikaans", "am": "Amharic", "an": "Aragonese", "ar": "Arabic", "as": "Assamese",
    "az": "Azerbaijani", "ba": "Bashkir", "be": "Belarusian", "bg": "Bulgarian", "bn": "Bengali",
    "br": "Breton", "bs": "Bosnian", "ca": "Catalan", "cs": "Czech", "cy": "Welsh", "da": "Danish",
    "de": "German", "dz": "Dzongkha", "el": "Greek", "en": "English", "eo": "Esperanto", "es": "Spanish",
    "et": "Estonian", "eu": "Basque", "fa": "Persian", "fi": "Finnish", "fo": "Faroese", "fr": "French",
    "fy": "Frisian", "ga": "Irish", "gd": "Scottish Gaelic", "gl": "Galician", "gu": "Gujarati",
    "ha": "Hausa", "he": "Hebrew", "hi": "Hindi", "hr": "Croatian", "ht": "Haitian Creole",
    "hu": "Hungarian", "hy": "Armenian", "id": "Indonesian", "ig": "Igbo", "is": "Icelandic",
    "it": "Italian", "ja": "Japanese", "jv": "Javanese", "ka": "Georgian", "kk": "Kazakh", "km": "Khmer",
    "kn": "Kannada", "ko": "Korean", "ku": "Kurdish", "ky": "Kyrgyz", "la": "Latin", "lb": "Luxembourgish",
    "lg": "Luganda", "ln": "Lingala", "lo": "Lao", "lt": "Lithuanian", "lv": "Latvian", "mg": "Malagasy",
    "mk": "Macedonian", "ml": "Malayalam", "mn": "Mongolian", "mr": "Marathi", "ms": "Malay",
    "mt": "Maltese", "my": "Burmese", "ne": "Nepali", "nl": "Dutch", "nn": "Norwegian Nynorsk",
    "no": "Norwegian", "oc": "Occitan", "om": "Oromo", "or": "Odia", "pa": "Punjabi", "pl": "Polish",
    "ps": "Pashto", "pt": "Portuguese", "qu": "Quechua", "rn": "Kirundi", "ro": "Romanian",
    "ru": "Russian", "rw": "Kinyarwanda", "sa": "Sanskrit", "se": "Northern Sami", "si": "Sinhala",
    "sk": "Slovak", "sl": "Slovenian", "sn": "Shona", "so": "Somali", "sq": "Albanian", "sr": "Serbian",
    "st": "Southern Sotho", "sv": "Swedish", "sw": "Swahili", "ta": "Tamil", "te": "Telugu", "tg": "Tajik",
    "th": "Thai", "ti": "Tigrinya", "tk": "Turkmen", "tl": "Tagalog", "tr": "Turkish", "tt": "Tatar",
    "ug": "Uyghur", "uk": "Ukrainian", "ur": "Urdu", "uz": "Uzbek", "vi": "Vietnamese", "vo": "Volapük",
    "wa": "Walloon", "xh": "Xhosa", "yo": "Yoruba", "zh": "Chinese", "zu": "Zulu",
    "ace": "Acehnese", "ary": "Moroccan Arabic", "arz": "Egyptian Arabic", "bcl": "Central Bikol",
    "crh": "Crimean Tatar", "ext": "Extremaduran", "fuv": "Fulfulde", "gcf": "Guadeloupean Creole",
    "gcr": "Guianese Creole", "gom": "Konkani", "grc": "Ancient Greek", "gug": "Guarani", "guw": "Gun",
    "hbo": "Ancient Hebrew", "kab": "Kabyle", "kik": "Kikuyu", "lij": "Ligurian", "ltg": "Latgalian",
    "nso": "Northern Sotho", "pcm": "Nigerian Pidgin", "sdh": "Southern Kurdish", "uzs": "Southern Uzbek",
    "vec": "Venetian", "wuu": "Wu Chinese", "yue": "Cantonese",
}  # fmt: skip


def language_name(code: str) -> str:
    """The language's name in English ("French"), the code itself for one without a name here."""
    if code == UNSURE:
        return "Not sure (too short to tell)"
    return LANGUAGE_NAMES.get(code, code)


@functools.cache
def _identifier() -> Any:
    """py3langid's classifier with normalised probabilities, read once per process (about a second)."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    return LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)


def language_of(text: str) -> str | None:
    """The language ``text`` is in (an ISO 639 code such as "fr"), or None when it cannot be told surely: too
    few letters, or no language likely enough."""
    text = text[:LONGEST]
    if sum(character.isalpha() for character in text) < MIN_LETTERS:
        return None
    code, probability = _identifier().classify(text)
    return code if probability >= MIN_PROBABILITY and code != NO_LANGUAGE else None


def languages_of(texts: Iterable[str]) -> list[str | None]:
    """``language_of`` each of ``texts``, in order."""
    return [language_of(text) for text in texts]


@dataclass(frozen=True)
class LanguageSummary:
    """How many of a file's texts are in each language: ``counts`` by code, most texts first, with the
    texts whose language could not be told under ``UNSURE`` (always there, last).  ``looked_at`` of the
    ``total`` texts were read (all, unless the file has more than ``MOST_TEXTS``)."""

    counts: Mapping[str, int]
    looked_at: int
    total: int

    @property
    def languages(self) -> dict[str, int]:
        """The languages told, most texts first, without the unsure texts."""
        return {code: n for code, n in self.counts.items() if code != UNSURE}

    def about(self, count: int) -> int:
        """``count`` of the texts looked at, as a count of all the texts (the same when all were read)."""
        return round(count * self.total / self.looked_at) if self.looked_at else 0

    def to_dict(self) -> dict[str, int]:
        """The counts as ``{"en": 281, "fr": 7, "unsure": 0}``."""
        return dict(self.counts)

    def describe(self) -> str:
        """In words: "English 281, French 7, German 6, Spanish 6 (6 too short to tell)"."""
        told = ", ".join(
            f"{language_name(code)} {number(self.about(n), ',')}" for code, n in self.languages.items()
        )
        unsure = self.about(self.counts.get(UNSURE, 0))
        return (told or "none could be told") + (
            f" ({number(unsure, ',')} too short to tell)" if unsure else ""
        )


def summarise_languages(texts: Sequence[str]) -> LanguageSummary:
    """The languages of ``texts`` (at most ``MOST_TEXTS`` of them, spread evenly, are read)."""
    every = max(1, -(-len(texts) // MOST_TEXTS))
    looked = texts[::every]
    counted = Counter(code or UNSURE for code in languages_of(looked))
    unsure = counted.pop(UNSURE, 0)
    ordered = dict(sorted(counted.items(), key=lambda item: (-item[1], item[0])))
    return LanguageSummary({**ordered, UNSURE: unsure}, len(looked), len(texts))


def texts_of(data: Any) -> Sequence[str]:
    """The texts of data read for training (labelled texts, a pair's first texts, texts with scores, plain
    text, tagged sentences), () for data without plain texts (questions about passages, conversations)."""
    texts = getattr(data, "texts", None)
    return texts if isinstance(texts, Sequence) and all(isinstance(t, str) for t in texts[:1]) else ()


FEW_TEXTS = 10  # below this many texts a language's share of right answers is given as a count, not a percent


def right_in_each_language(by_language: Sequence[tuple[str, int, int]]) -> list[tuple[str, str]]:
    """(the language's name, how often the model was right) for each (language, right, texts) of a run's or
    a file's scores: "95% of 60", or "1 of 2" for a language with fewer than ``FEW_TEXTS`` texts.  Empty
    unless the texts are in several languages (one language says no more than the overall accuracy)."""
    if sum(code != UNSURE for code, _, _ in by_language) < 2:
        return []
    return [
        (
            language_name(code),
            translate("Languages", "{right} of {texts}").format(
                right=right if texts < FEW_TEXTS else number(right / texts, ".0%"), texts=texts
            ),
        )
        for code, right, texts in by_language
    ]


# --- the chosen model --------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LanguageAdvice:
    """Some texts are in languages the chosen model does not read: ``message`` says so in plain words and
    names ``other``, a model of the catalogue that suits the task and reads them all (None when there is
    none), and whether it is on this computer (``other_here``: then it can be chosen at once)."""

    message: str
    unread: Mapping[str, int]  # the languages the model does not read: texts of each (all of them counted)
    other: Any = None  # CatalogueEntry
    other_here: bool = False

    @property
    def other_name(self) -> str:
        """The suggested model's short name ("Multilingual BERT"), "" when there is none."""
        return short_name(self.other) if self.other is not None else ""


def short_name(entry: Any) -> str:
    """A catalogue model's name without its note in brackets: "all-MiniLM-L6-v2", "Multilingual BERT"."""
    return entry.name.split(" (")[0]


def reads_text(entry: Any) -> str:
    """What ``entry`` reads, after its name: "reads English only", "reads only English, French and German",
    "reads about a hundred languages"."""
    if entry.many_languages:
        return "reads about a hundred languages"
    names = [language_name(code) for code in entry.reads]
    if len(names) == 1:
        return f"reads {names[0]} only"
    return f"reads only {', '.join(names[:-1])} and {names[-1]}"


def language_advice(
    summary: LanguageSummary | None,
    model: Any,
    objective: str,
    *,
    on_this_computer: Callable[[Any], bool] | None = None,
    command_line: bool = False,
) -> LanguageAdvice | None:
    """What to tell the user when some of their texts (``summary``) are in languages the chosen ``model`` (a
    catalogue entry, or a catalogue id or Hugging Face id) does not read; None when it reads them all, or
    when what it reads is not known (a model that is not in the catalogue).  The model suggested instead
    suits ``objective`` and reads every language told in the texts; one on this computer is preferred, then
    the smallest.  ``on_this_computer`` says whether a catalogue entry is (by default the disk is asked);
    ``command_line``: the message says how to choose or download it there, not in the window."""
    from workbench.core.models.catalogue import get_entry, load_catalogue
    from workbench.core.training.recipes import suits

    entry = get_entry(model) if isinstance(model, str) else model
    if summary is None or entry is None:
        return None
    unread = {
        code: summary.about(n) for code, n in summary.languages.items() if not entry.reads_language(code)
    }
    if not unread:
        return None
    if on_this_computer is None:
        from workbench.core.models.zoo import is_on_this_computer

        def on_this_computer(candidate: Any) -> bool:
            return is_on_this_computer(candidate.id)

    others = [
        candidate
        for candidate in load_catalogue()
        if candidate.id != entry.id
        and suits(candidate, objective)
        and all(candidate.reads_language(code) for code in summary.languages)
    ]
    here = {candidate.id: on_this_computer(candidate) for candidate in others}
    others.sort(key=lambda candidate: (not here[candidate.id], candidate.gated, candidate.parameters))
    other = others[0] if others else None
    other_here = bool(other is not None and here[other.id])
    message = f"{_unread_message(summary, entry, unread)} {_other_message(other, other_here, command_line)}"
    return LanguageAdvice(message, unread, other, other_here)


def _unread_message(summary: LanguageSummary, entry: Any, unread: Mapping[str, int]) -> str:
    """ "About 19 of your 300 texts are not in English (French 7, German 6, Spanish 6); all-MiniLM-L6-v2
    reads English only, so it will guess on them." """
    count, total = sum(unread.values()), summary.total
    read = [language_name(code) for code in entry.reads]
    not_in = read[0] if len(read) == 1 else f"{', '.join(read[:-1])} or {read[-1]}"
    each = ", ".join(f"{language_name(code)} {number(n, ',')}" for code, n in unread.items())
    if len(unread) == len(summary.languages):  # no text whose language was told is in one the model reads
        start = f"Your texts are not in {not_in} ({each})"
    else:
        verb = "is" if count == 1 else "are"
        start = (
            f"About {number(count, ',')} of your {number(total, ',')} texts {verb} not in {not_in} ({each})"
        )
    them = "it" if count == 1 else "them"
    return f"{start}; {short_name(entry)} {reads_text(entry)}, so it will guess on {them}."


def _other_message(other: Any, here: bool, command_line: bool) -> str:
    """ "A model that reads many languages: Multilingual BERT (on this computer)." """
    if other is None:
        return "No model in the zoo that suits this task reads all of these languages."
    kind = "many languages" if other.many_languages else "all of them"
    if command_line:
        choose = f"--model {other.id}"
        where = (
            f"on this computer: {choose}"
            if here
            else f"“workbench download {other.id}” when online, then {choose}"
        )
    else:
        where = "on this computer" if here else "download it in the Model zoo tab when online"
    return f"A model that reads {kind}: {short_name(other)} ({where})."
