"""A text as one model read it: each token coloured by the probability the model gave it (pale: expected,
dark orange: surprising), the model's perplexity over the text above it, and, under the pointer, the token's
probability, its rank and what the model expected there instead."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Slot
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from workbench.core.explore.tokens import VISIBLE_SPACE
from workbench.core.words import QT_TRANSLATE_NOOP, number, translate
from workbench.ui.widgets.slide import ExportContext, leave_off_slides
from workbench.ui.widgets.view_export import attach_export

# (lowest probability of the band, background, text colour, what the band means); a sequential scale that
# reads without colour vision too: the darker the chip, the bigger the surprise.
BANDS = (
    (0.5, "#E8F1FA", "#000000", QT_TRANSLATE_NOOP("SurpriseStrip", "expected (50 % or more)")),
    (0.1, "#FCE9C8", "#000000", "10–50 %"),
    (0.01, "#F6B26B", "#000000", "1–10 %"),
    (0.0, "#B34700", "#FFFFFF", QT_TRANSLATE_NOOP("SurpriseStrip", "surprising (under 1 %)")),
)
NOT_SCORED = ("#EEEEEE", "#555555")


def band(probability: float) -> tuple[str, str]:
    """(background, text colour) of a token the model gave ``probability``."""
    return next((bg, fg) for low, bg, fg, _ in BANDS if probability >= low)


def legend_html(unscored: bool = True) -> str:
    """The bands' key; ``unscored`` adds the grey chip of tokens the model does not score."""
    chips = [
        f"<span style='background:{bg}; "
        f"color:{fg}'>&nbsp;{html.escape(translate('SurpriseStrip', meaning))}&nbsp;</span>"
        for _, bg, fg, meaning in BANDS
    ]
    not_scored = translate("SurpriseStrip", "not scored")
    grey = f"<span style='background:{NOT_SCORED[0]}; color:{NOT_SCORED[1]}'>&nbsp;{not_scored}&nbsp;</span>"
    legend = " ".join(chips) + (" " + grey if unscored else "")
    return translate("SurpriseStrip", "The model's probability for each token: {legend}").format(
        legend=legend
    )


def shown(piece: str) -> str:
    """A token as the chip shows it: spaces and line breaks made visible, a space as every token strip shows
    it ("␣hive")."""
    return piece.replace(" ", VISIBLE_SPACE).replace("\n", "⏎") or "∅"


def pinned_tokens(result, words: tuple[str, ...]) -> list[int]:
    """The indices of ``result``'s tokens that belong to ``words`` (a word's pieces, without the space or
    the case they are written with), in the text's order."""
    wanted = {word.strip().lower() for word in words if word.strip()}
    return [
        index
        for index, token in enumerate(result.tokens)
        if token.probability is not None and token.text.strip().lower() in wanted
    ]


class SurpriseStrip(QWidget):
    """Shows one ``Surprise`` (workbench/core/explore/surprise.py)."""

    def __init__(self, name: str = "surprise") -> None:
        super().__init__()
        self.result = None
        self.label = ""  # the model's name as the heading shows it
        self.pinned_text = ""  # what the pinned words' details say, shown when no word is pointed at
        self.heading = QLabel("")
        self.heading.setTextFormat(Qt.TextFormat.RichText)
        self.heading.setWordWrap(True)
        self.chips = QLabel("")
        self.chips.setObjectName("surpriseChips")
        self.chips.setTextFormat(Qt.TextFormat.RichText)
        self.chips.setWordWrap(True)
        self.chips.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.chips.linkHovered.connect(self._on_hovered)
        self.detail = leave_off_slides(
            QLabel(translate("SurpriseStrip", "Point at a word to see what the model expected there."))
        )
        self.detail.setObjectName("surpriseDetail")
        self.detail.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.heading, self.chips, self.detail):
            layout.addWidget(widget)
        attach_export(self, name, rows=self.csv_rows)

    def show_result(self, result, label: str, pinned: tuple[str, ...] = ()) -> None:
        """Show ``result`` under the heading ``label`` (what this model is); the tokens of the words in
        ``pinned`` are marked (bold, underlined) and described below them, as pointing at them would."""
        self.result, self.label = result, label
        marked = pinned_tokens(result, pinned)
        how = (
            translate("SurpriseStrip", "each token from the ones before it")
            if result.kind == "causal"
            else translate("SurpriseStrip", "each token hidden in turn")
        )
        ppl = (
            translate("SurpriseStrip", "perplexity {value}").format(value=number(result.perplexity, ".1f"))
            if result.perplexity is not None
            else translate("SurpriseStrip", "no token scored")
        )
        heading = translate("SurpriseStrip", "<b>{model}</b> — {perplexity} over {count} tokens ({how})")
        self.heading.setText(
            heading.format(model=html.escape(label), perplexity=ppl, count=result.scored, how=how)
        )
        chips = []
        for index, token in enumerate(result.tokens):
            bg, fg = NOT_SCORED if token.probability is None else band(token.probability)
            text = html.escape(shown(token.text))
            text = f"<b><u>{text}</u></b>" if index in marked else text
            chips.append(
                f"<a href='{index}' style='text-decoration:none; color:{fg}'><span style='background:{bg}; "
                f"color:{fg}'>&nbsp;{text}&nbsp;</span></a>"
            )
        self.chips.setText(" ".join(chips))
        self.pinned_text = " ".join(self.describe(index) for index in marked)
        self.detail.setText(
            self.pinned_text
            or " ".join(result.notes)
            or translate("SurpriseStrip", "Point at a word to see what the model expected there.")
        )

    def clear(self, message: str = "") -> None:
        self.result, self.pinned_text = None, ""
        self.heading.setText(html.escape(message))
        self.chips.setText("")
        self.detail.setText("")

    @Slot(str)
    def _on_hovered(self, href: str) -> None:
        if self.result is None:
            return
        if not href:  # the pointer left the word: the pinned words' details again
            if self.pinned_text:
                self.detail.setText(self.pinned_text)
            return
        self.detail.setText(self.describe(int(href)))

    def describe(self, index: int) -> str:
        """What the detail line says about token ``index``."""
        token = self.result.tokens[index]
        if token.probability is None:
            if self.result.kind == "masked" or index:
                return translate("SurpriseStrip", "“{token}” is not scored: a special token.").format(
                    token=token.text
                )
            return translate("SurpriseStrip", "“{token}” is not scored: nothing comes before it.").format(
                token=token.text
            )
        expected = ", ".join(f"“{t}” {number(p, '.0%')}" for t, p in token.expected)
        first = translate("SurpriseStrip", " (its first choice)") if token.rank == 1 else ""
        said = translate(
            "SurpriseStrip", "“{token}”: {probability}, rank {rank}{first}. The model expected: {expected}."
        )
        return said.format(
            token=token.text,
            probability=number(token.probability, ".1%"),
            rank=number(token.rank, ","),
            first=first,
            expected=expected,
        )

    def export_context(self, text: str) -> ExportContext:
        """What the strip shows, for an exported picture's header and CSV: ``text``, the model,
        its perplexity."""
        result = self.result
        perplexity = (
            f"{result.perplexity:.1f}" if result is not None and result.perplexity is not None else ""
        )
        return ExportContext(
            "Surprise: how expected each token was (darker: more surprising)",
            text,
            "text",
            details={"model": self.label, "perplexity": perplexity},
        )

    def csv_rows(self) -> list[list[str]]:
        rows = [["token", "probability", "rank", "expected"]]
        for token in self.result.tokens if self.result else ():
            expected = "; ".join(f"{t} {p:.4f}" for t, p in token.expected)
            probability = "" if token.probability is None else f"{token.probability:.6f}"
            rows.append([token.text, probability, "" if token.rank is None else str(token.rank), expected])
        return rows
