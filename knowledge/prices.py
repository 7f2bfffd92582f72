"""What a price question and a stated price look like, in the visitor languages: retrieval adds the
price list to a price question's evidence (`knowledge.retrieval.with_price_list`), and the offline
answerer answers one only with a unit that states an amount (`chat.providers.offline`)."""

from __future__ import annotations

import re
import unicodedata

# A question about what something costs, in the seven visitor languages. Words that also mean a
# prize ("prix", "prijs", "Preis") are left out: "which prize did she win" is no price question.
PRICE = re.compile(
    r"\b(?:cost|costs|fee|fees|charge|charges|kost|kosten|kostet|tarief|tarieven|wat vraagt|"
    r"was verlangt|honorar|cuesta|cuestan|cobra|tarifa|tarifas|coute|coutent|tarif|tarifs|custa|"
    r"custam|quanto costa|tariffa|rekent|rekenen|verlangt|berechnet|price|prices|precio|precios|preco|precos|"
    r"costano|quanto chiede|combien demande|combien prend|"
    # "Wie teuer ist eine Privatstunde?", "How expensive is ...?"
    r"how expensive|wie teuer|hoe duur|combien cher|que tan caro|quanto caro|"
    # "¿Cuánto vale el polen fresco?": what it is worth, asked of a thing for sale
    r"cuanto valen?|quanto valem?|quanto valgono|combien (?:vaut|valent)|"
    # Swedish ("pris" is also a prize, like "prix" and "Preis")
    r"kostar|kosta|kostnad\w*|avgift\w*|prislista\w*|hur dyr\w*|vad tar (?:hon|han|du|ni) (?:for|betalt)|"
    # "How much is a weekend course?", "Combien pour six huîtres ?": how much for one thing, not how
    # much of a mass ("How much honey do you make?")
    r"how much (?:is|are|would|will|for) (?:a|an|the|one|it|that|this|these|those|my|our|your|his|her|their)|"
    r"how much for|combien pour|"
    # "How much extra is museum glass?", "Hoeveel extra betaal ik als het dringend is?": a surcharge
    r"how much extra|hoeveel extra|wie ?viel extra|quanto in piu|combien de plus|cuanto mas|quanto a mais|"
    r"combien (?:est|c'est) (?:un|une|le|la)|hoeveel is (?:een|de|het)|wie ?viel (?:ist|sind|fur) (?:ein|eine|der|die|das)|"
    r"cuanto (?:es|son|por) (?:un|una|el|la|los|las)|quanto (?:e|sono|per) (?:un|una|il|la|lo|i|le)|"
    r"quanto (?:e|sao|por) (?:um|uma|o|a))\b"
)
AMOUNT = re.compile(
    # "$U 2.800", "R$ 90", "CHF 120", "Fr. 6.50", "450 kr": a currency's sign or code on either side of the figure
    r"(?:[€$£¥]|\$u|us\$|r\$|chf|sfr\.?|fr\.|sek|nok|dkk|kr\.?)\s?\d|\d\s?(?:(?:thousand|million|billion|duizend|miljoen|"
    r"miljard|tausend|millionen?|mil|millones|milliers|millions?|mila|milioni|milhoes|k|m|mln)\.?\s)?"
    r"(?:[€$£¥]|(?:eur|euros?|usd|gbp|chf|pln|zl|zł|dollars?|pounds?|sek|nok|dkk|kr|kronor|kroner|reais|"
    r"pesos|francs?|franken|yen)\b)|"
    r"\b(?:free|gratis|kosteloos|kostenlos|umsonst|gratuit|gratuite|gratuito|gratuita)\b",
    re.IGNORECASE,
)


def fold(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def asks_price(question: str) -> bool:
    return bool(PRICE.search(fold(question)))


def holds_amount(text: str) -> bool:
    """Whether a text states an amount of money ("€450", "650 euros", "£360") or that it is free."""
    return bool(AMOUNT.search(text))
