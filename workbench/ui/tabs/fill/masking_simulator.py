"""The Fill tab's masking simulator: one draw of BERT's pre-training masking on the sentence (which tokens are
chosen and what each becomes), and under it the tally over many draws, where the 80/10/10 rule shows as
counts rather than as the one or two tokens a short sentence gives."""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QHBoxLayout, QLabel, QPushButton, QSpinBox, QVBoxLayout

from workbench.core.words import QT_TRANSLATE_NOOP, number, translate

ACTION_COLOURS = {
    "masked": "#E69F00",
    "random": "#CC79A7",
    "unchanged": "#56B4E9",
    "not chosen": "#EEEEEE",
    "special": "#F0E442",
}
FATES = (
    ("masked", "[MASK]"),
    ("random", QT_TRANSLATE_NOOP("MaskingSimulator", "a random token")),
    ("unchanged", QT_TRANSLATE_NOOP("MaskingSimulator", "left as it was")),
)
# The legend's names of what became of each token (the keys of ACTION_COLOURS)
FATE_NAMES = (
    QT_TRANSLATE_NOOP("MaskingSimulator", "masked"),
    QT_TRANSLATE_NOOP("MaskingSimulator", "random"),
    QT_TRANSLATE_NOOP("MaskingSimulator", "unchanged"),
    QT_TRANSLATE_NOOP("MaskingSimulator", "not chosen"),
    QT_TRANSLATE_NOOP("MaskingSimulator", "special"),
)


def _chip(text: str, colour: str) -> str:
    return f"<span style='background:{colour}; color:#000000'>&nbsp;{text}&nbsp;</span>"


class MaskingSimulator(QGroupBox):
    """The seed, Resample, the draw (``picture``) and the tally over many draws (``tally``)."""

    def __init__(self, seed: int) -> None:
        super().__init__(
            translate("MaskingSimulator", "Masking simulator: how a masked model is pre-trained")
        )
        self.seed = QSpinBox()
        self.seed.setRange(0, 999_999)
        self.seed.setValue(seed)
        self.resample = QPushButton(translate("MaskingSimulator", "Resample"))
        self.resample.clicked.connect(lambda: self.seed.setValue(self.seed.value() + 1))
        self.simulation = None  # the draw the picture shows (None: none yet, or a problem instead)
        self.picture = QLabel("")
        self.picture.setObjectName("maskingView")
        self.picture.setWordWrap(True)
        self.tally = QLabel("")
        self.tally.setObjectName("maskingTally")
        self.tally.setWordWrap(True)
        self.tally.setTextFormat(Qt.TextFormat.RichText)
        self.tally.setToolTip(
            translate(
                "MaskingSimulator", "The same sentence masked again and again, each time with the next seed."
            )
        )
        controls = QHBoxLayout()
        controls.addWidget(QLabel(translate("MaskingSimulator", "Seed")))
        controls.addWidget(self.seed)
        controls.addWidget(self.resample)
        controls.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addLayout(controls)
        layout.addWidget(self.picture)
        layout.addWidget(self.tally)

    def show_problem(self, text: str) -> None:
        self.simulation = None
        self.picture.setText(text)
        self.tally.setText("")

    def show_masking(self, sim) -> None:
        """One draw (a ``MaskingSimulation``): the sentence's tokens, each coloured by what became of it."""
        self.simulation = sim
        chips = []
        for p in sim.positions:
            shown = html.escape(p.shown)
            if p.shown != p.original:
                shown = f"{shown} ← {html.escape(p.original)}"
            if p.counts_in_loss:  # Qt's rich text ignores CSS borders; underline instead
                shown = f"<u><b>{shown}</b></u>"
            colour = ACTION_COLOURS.get(p.action, "#EEEEEE")
            chips.append(
                f"<span style='background:{colour}; color:#000000' "
                f"title='{p.action}'>&nbsp;{shown}&nbsp;</span>"
            )
        legend = " ".join(
            _chip(translate("MaskingSimulator", name), colour) for name, colour in ACTION_COLOURS.items()
        )
        counts = translate(
            "MaskingSimulator",
            "{chosen} of {candidates} tokens chosen ({rate}): {masked} → [MASK], {random} → a random token, "
            "{unchanged} left as they are. Only the chosen tokens (underlined) count in the loss.",
        ).format(
            chosen=sim.chosen,
            candidates=sim.candidates,
            rate=number(sim.rate, ".0%"),
            masked=sim.masked,
            random=sim.random,
            unchanged=sim.unchanged,
        )
        self.picture.setText(" ".join(chips) + f"<br>{counts}<br>" + legend)

    def show_tally(self, tally) -> None:
        """Many draws (a ``MaskingTally``): a bar split by the chosen tokens' fates, each with its count."""
        shares = tally.shares()
        counts = (tally.masked, tally.random, tally.unchanged)
        cells = "".join(
            f"<td width='{max(share, 0.01):.0%}' style='background:{ACTION_COLOURS[fate]}; color:#000000'>"
            f"&nbsp;{number(share, '.0%')}</td>"
            for (fate, _), share in zip(FATES, shares, strict=True)
        )
        words = " · ".join(
            f"{_chip(translate('MaskingSimulator', name), ACTION_COLOURS[fate])} "
            f"{number(count, ',')} ({number(share, '.0%')})"
            for (fate, name), count, share in zip(FATES, counts, shares, strict=True)
        )
        over = translate("MaskingSimulator", "<b>Over {draws} draws</b>, the {chosen} chosen became: {fates}")
        self.tally.setText(
            over.format(draws=number(tally.draws, ","), chosen=number(tally.chosen, ","), fates=words)
            + f"<table width='100%' cellspacing='0' cellpadding='2'><tr>{cells}</tr></table>"
        )
