"""Writes the held-out file of the label-check benchmark: short customer-support messages in four categories
(billing, delivery, account, technical), with a few labels planted wrong, and the answer file naming them.

Each message is one of a category's ways of saying a thing, with its blanks filled (an item, an amount, an
order number, a day, a device), an opening and a closing (or none), a few in French, German or Spanish, and
some with a typo (two letters swapped).  A fixed seed makes the same files every time; the messages are
shuffled so that the categories are mixed, and every text is different.  ``PLANTED`` rows then get another
category's label, recorded in the answer file (the row as the CSV numbers it: row 1 names the columns).

    .venv/bin/python benchmarks/support_messages.py      # writes benchmarks/data/heldout_support*.csv
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "benchmarks" / "data" / "heldout_support.csv"
ANSWERS = ROOT / "benchmarks" / "data" / "heldout_support_planted.csv"
PER_CATEGORY = 150
TYPO_SHARE = 0.12
PLANTED = 24
SEED = 2024

ITEMS = [
    "blender",
    "headphones",
    "desk lamp",
    "coffee grinder",
    "rain jacket",
    "phone case",
    "kettle",
    "backpack",
    "office chair",
    "set of pans",
    "keyboard",
    "yoga mat",
]
DEVICES = ["my phone", "my laptop", "my tablet", "my work computer", "an Android phone", "my iPad"]
PLACES = ["the app", "the website", "the desktop app", "the iPhone app", "the customer portal"]
DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "the weekend", "yesterday", "last week"]
ERRORS = ["error 500", "error code E42", "a blank white screen", "'something went wrong'", "a timeout"]

TEMPLATES = {
    "billing": [
        "I was charged twice for order {order}.",
        "My card was billed {amount} but the price said {amount2}.",
        "Please send me an invoice for my last payment.",
        "Where is my refund for the {item} I returned {day}?",
        "The discount code was not applied at checkout, I paid full price.",
        "Why did my subscription renew and take {amount} without asking?",
        "The invoice shows the wrong company name and VAT number.",
        "I cancelled my plan but you still took {amount} this month.",
        "Can I pay by bank transfer instead of credit card?",
        "There is a charge of {amount} on my statement that I do not recognise.",
        "The refund of {amount} went to an old card, can you check?",
        "I need a receipt with the tax shown for my expenses.",
        "My payment for order {order} was declined but the money left my account.",
        "You charged me for express shipping that I never chose.",
        "How do I change the card you bill every month?",
    ],
    "delivery": [
        "My parcel {order} has not arrived yet.",
        "The tracking for order {order} has not moved since {day}.",
        "I received a {item} but I ordered a {item2}.",
        "The box was crushed and the {item} inside is broken.",
        "Can you deliver to my office address instead of home?",
        "The courier says delivered but nothing came to my door.",
        "My {item} was supposed to arrive {day} and it is still not here.",
        "One item is missing from my parcel, the {item} never came.",
        "Do you ship to Canada and how long does it take?",
        "The driver left my package with a neighbour I do not know.",
        "Can I pick up the {item} at a collection point instead?",
        "Order {order} was sent to my old address, please redirect it.",
        "How long does standard delivery take for a {item}?",
        "The parcel came back to you, please send it again.",
        "Part of order {order} arrived, where is the rest?",
    ],
    "account": [
        "I forgot my password and the reset email never comes.",
        "I cannot log in to my account on {device}.",
        "How do I change the email address on my account?",
        "Please delete my account and all my data.",
        "My account is locked after too many attempts.",
        "The two-factor code does not arrive on my new number.",
        "I want to change my username.",
        "Someone else logged into my account from another country.",
        "How can I update the phone number on my profile?",
        "I have two accounts, can you merge them into one?",
        "Please send me a copy of all the personal data you hold on me.",
        "I signed up with the wrong email, can I fix it?",
        "My profile still shows my old name after I changed it {day}.",
        "How do I turn off the marketing emails on my account?",
        "I never created this account, please close it.",
    ],
    "technical": [
        "{place} crashes every time I open it on {device}.",
        "The page will not load, I only get {error}.",
        "Sync between {device} and the website stopped working {day}.",
        "The export to PDF produces an empty file.",
        "Notifications do not work on {device} anymore.",
        "{place} is extremely slow since the last update.",
        "After the update {place} shows {error} at start.",
        "The search button does nothing when I click it.",
        "Images do not show up in {place}, only grey boxes.",
        "I get {error} when I try to upload a file.",
        "{place} logs me out every few minutes and loses my work.",
        "Dark mode makes the text unreadable in {place}.",
        "The bluetooth connection to the {item} keeps dropping.",
        "The video in {place} freezes after a few seconds.",
        "{place} does not open at all on {device}.",
    ],
}
FOREIGN = {
    "billing": [
        "J'ai été débité deux fois pour la commande {order}.",
        "Je n'ai pas reçu le remboursement de {amount}.",
        "Ich wurde für die Bestellung {order} doppelt belastet.",
        "Bitte schicken Sie mir eine Rechnung für meine Zahlung.",
        "Me cobraron {amount} dos veces este mes.",
        "¿Dónde está mi reembolso del pedido {order}?",
    ],
    "delivery": [
        "Mon colis {order} n'est toujours pas arrivé.",
        "Le suivi de ma commande ne bouge plus depuis {day}.",
        "Mein Paket {order} ist noch nicht angekommen.",
        "Die Lieferung kam beschädigt an.",
        "Mi paquete {order} todavía no ha llegado.",
        "El repartidor dejó el paquete en la dirección equivocada.",
    ],
    "account": [
        "J'ai oublié mon mot de passe et je ne peux plus me connecter.",
        "Comment changer l'adresse e-mail de mon compte ?",
        "Ich kann mich nicht in mein Konto einloggen.",
        "Bitte löschen Sie mein Konto.",
        "Olvidé mi contraseña y no puedo entrar en mi cuenta.",
        "Mi cuenta está bloqueada, ¿pueden ayudarme?",
    ],
    "technical": [
        "L'application plante à chaque ouverture.",
        "La page ne se charge pas, j'ai {error}.",
        "Die App stürzt beim Start immer ab.",
        "Die Seite lädt nicht, ich sehe nur {error}.",
        "La aplicación se cierra sola cada vez que la abro.",
        "La página no carga y sale {error}.",
    ],
}
OPENINGS = ["", "", "", "Hi, ", "Hello, ", "Hello team, ", "Good morning, ", "Urgent: ", "Hey, "]
CLOSINGS = [
    "",
    "",
    "",
    " Thanks.",
    " Thank you!",
    " Please help.",
    " Can you look into it?",
    " Regards, Sam",
    " Any update?",
    " This is the second time I write.",
]


def fill(template: str, rng: random.Random) -> str:
    """``template`` with its blanks filled at random."""
    item, item2 = rng.sample(ITEMS, 2)
    amount, amount2 = rng.sample(range(9, 240), 2)
    return template.format(
        order=f"#{rng.randint(10000, 99999)}",
        amount=f"€{amount}",
        amount2=f"€{amount2}",
        item=item,
        item2=item2,
        day=rng.choice(DAYS),
        device=rng.choice(DEVICES),
        place=rng.choice(PLACES),
        error=rng.choice(ERRORS),
    )


def with_typo(text: str, rng: random.Random) -> str:
    """``text`` with two neighbouring letters of one longer word swapped."""
    words = text.split(" ")
    long = [i for i, word in enumerate(words) if len(word) > 4 and word.isalpha()]
    if not long:
        return text
    i = rng.choice(long)
    word = words[i]
    j = rng.randrange(1, len(word) - 2)
    words[i] = word[:j] + word[j + 1] + word[j] + word[j + 2 :]
    return " ".join(words)


def message(template: str, rng: random.Random, foreign: bool) -> str:
    text = fill(template, rng)
    if not foreign:
        opening = rng.choice(OPENINGS) if rng.random() < 0.5 else ""
        if opening and not text.startswith(("I ", "I'")):
            text = text[0].lower() + text[1:]
        text = opening + text
        text = text[0].upper() + text[1:]
        text += rng.choice(CLOSINGS)
        if rng.random() < TYPO_SHARE:
            text = with_typo(text, rng)
    return text


def messages(rng: random.Random) -> list[tuple[str, str]]:
    """(text, category): PER_CATEGORY different messages of each category (the foreign ones each of its
    foreign templates once, since some have no blanks to vary), shuffled."""
    seen: set[str] = set()  # the English ones so far (a foreign one cannot be among them)
    rows = []
    for category, templates in TEMPLATES.items():
        made = [message(template, rng, foreign=True) for template in FOREIGN[category]]  # each once
        while len(made) < PER_CATEGORY:
            text = message(rng.choice(templates), rng, foreign=False)
            if text not in seen:
                made.append(text)
                seen.add(text)
        rows += [(text, category) for text in made]
    rng.shuffle(rows)
    return rows


def main() -> int:
    rng = random.Random(SEED)
    rows = messages(rng)
    categories = sorted(TEMPLATES)
    planted = sorted(rng.sample(range(len(rows)), PLANTED))
    labels = [category for _text, category in rows]
    for index in planted:
        labels[index] = rng.choice([c for c in categories if c != labels[index]])
    DATA.parent.mkdir(parents=True, exist_ok=True)
    with DATA.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["text", "label"])
        writer.writerows((text, label) for (text, _true), label in zip(rows, labels, strict=True))
    with ANSWERS.open("w", encoding="utf-8", newline="") as handle:
        writer = csv.writer(handle, lineterminator="\n")
        writer.writerow(["row", "text", "true_label", "planted_label"])
        writer.writerows((index + 2, rows[index][0], rows[index][1], labels[index]) for index in planted)
    print(f"Wrote {DATA} ({len(rows)} messages) and {ANSWERS} ({PLANTED} planted wrong labels).")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
