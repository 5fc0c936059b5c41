"""Support messages written in several languages, with their labels, and a file of them as a support lead
might keep: mostly English, a few in French, German and Spanish."""

from __future__ import annotations

import csv
from pathlib import Path

LABELS = ("delivery", "refund", "invoice", "delivery", "refund", "account", "refund", "account")
MESSAGES = {
    "en": (
        "My parcel still has not arrived after two weeks of waiting.",
        "I would like a refund, the item arrived broken.",
        "Could you please send me a new invoice for last month?",
        "The delivery was due yesterday but nobody came to the door.",
        "The product looks nothing like the description on your website.",
        "I have not been able to log in to my account since this morning.",
        "Please cancel my order before it is shipped.",
        "My password reset email never arrives in my inbox.",
    ),
    "fr": (
        "Mon colis n'est toujours pas arrivé après deux semaines d'attente.",
        "Je voudrais être remboursée, l'article est arrivé cassé.",
        "Bonjour, pouvez-vous m'envoyer une nouvelle facture s'il vous plaît ?",
        "La livraison était prévue hier mais personne n'est passé.",
        "Le produit ne correspond pas du tout à la description du site.",
        "Je n'arrive pas à me connecter à mon compte depuis ce matin.",
        "Pourriez-vous annuler ma commande avant qu'elle ne soit expédiée ?",
        "Le courriel pour changer mon mot de passe n'arrive jamais.",
    ),
    "de": (
        "Mein Paket ist nach zwei Wochen immer noch nicht angekommen.",
        "Ich möchte mein Geld zurück, der Artikel war beim Auspacken kaputt.",
        "Können Sie mir bitte eine neue Rechnung für letzten Monat schicken?",
        "Die Lieferung war für gestern angekündigt, aber niemand ist gekommen.",
        "Das Produkt entspricht überhaupt nicht der Beschreibung auf der Webseite.",
        "Seit heute Morgen kann ich mich nicht mehr in mein Konto einloggen.",
        "Bitte stornieren Sie meine Bestellung, bevor sie verschickt wird.",
        "Die E-Mail zum Zurücksetzen meines Passworts kommt nie an.",
    ),
    "es": (
        "Mi paquete todavía no ha llegado después de dos semanas.",
        "Quiero que me devuelvan el dinero, el artículo llegó roto.",
        "¿Podrían enviarme una nueva factura del mes pasado, por favor?",
        "La entrega estaba prevista para ayer, pero nadie vino.",
        "El producto no se parece en nada a la descripción de la página.",
        "Desde esta mañana no puedo entrar en mi cuenta.",
        "Por favor, cancelen mi pedido antes de que lo envíen.",
        "El correo para cambiar mi contraseña nunca llega.",
    ),
    "it": (
        "Il mio pacco non è ancora arrivato dopo due settimane di attesa.",
        "Vorrei un rimborso, l'articolo è arrivato rotto.",
    ),
    "pt": (
        "A minha encomenda ainda não chegou depois de duas semanas.",
        "Gostaria de um reembolso, o artigo chegou partido.",
    ),
    "nl": (
        "Mijn pakket is na twee weken nog steeds niet aangekomen.",
        "Ik wil graag mijn geld terug, het artikel was kapot.",
    ),
}
SHORT = ("ok", "Thanks!", "¿Dónde está?", "Danke", "#4432 / 2024-05-01")  # too little to tell a language by


def support_rows(
    english: int = 281, french: int = 7, german: int = 6, spanish: int = 6
) -> list[tuple[str, str]]:
    """(text, label) rows: ``english`` distinct English messages (each names its order), then the first
    ``french``, ``german`` and ``spanish`` messages of those languages."""
    rows = [
        (f"{MESSAGES['en'][i % 8]} My order number is {1000 + i}.", LABELS[i % 8]) for i in range(english)
    ]
    for code, count in (("fr", french), ("de", german), ("es", spanish)):
        rows += [(MESSAGES[code][i], LABELS[i]) for i in range(count)]
    return rows


def write_support_file(path: Path, rows: list[tuple[str, str]] | None = None) -> Path:
    """A CSV file with ``text`` and ``label`` columns (``support_rows()`` unless ``rows`` are given)."""
    with path.open("w", newline="", encoding="utf-8") as handle:
        writer = csv.writer(handle)
        writer.writerow(["text", "label"])
        writer.writerows(support_rows() if rows is None else rows)
    return path
