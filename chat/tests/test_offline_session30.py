"""Session 30, from the test splits of session 29's bases (spent by their sealed run): a country a
question names points to the page written in its language, as a named language does; the words of a
question about a page the vectors can't read (Albanian, Hungarian) are not checked against it; Dutch
"je" is "you", not the French "I"; "que vive allí" is someone else's home; "¿Cuánto vale?" asks a
price; accepting a card is no object, and a page that says "Kartenzahlung" names card payment; an
added unit takes the place of the weakest chosen one, never the best."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import documents_in_named_language, unmatched_objects
from chat.tests.test_offline_session27 import item, words_of
from knowledge.places import endonym_stem, languages_of_countries_named

ALBANIAN_PAGE = [
    item("faq", "Fate lezioni in inglese?", "Sì, le lezioni si possono fare in inglese."),
    item("prezzi", "Lezioni", "Lezione privata, un'ora: 45 €. Carnet di dieci lezioni: 270 €."),
    item(
        "shqip",
        "Zbritje për anëtarët",
        "Anëtarët e shoqatës Besa Umbria kanë 10% zbritje për mësimet dhe shëtitjet me kalë. "
        "Mjafton të tregoni kartën e anëtarit.",
    ),
]


def test_the_languages_of_a_country_a_question_names():
    assert languages_of_countries_named("¿Cuándo hicieron el viaje a caballo en Albania?") == {"sq"}
    assert "hu" in languages_of_countries_named("Do you ship to Hungary?")
    assert languages_of_countries_named("Do you ship abroad?") == frozenset()


def test_a_named_country_favours_the_page_in_its_language():
    question = "¿Cuándo hicieron el viaje a caballo en Albania?"
    assert documents_in_named_language(question, ALBANIAN_PAGE) == {"shqip"}


def test_no_word_of_a_question_is_checked_against_a_page_the_vectors_cannot_read():
    question = "Is there a discount for members of an Albanian association?"
    assert unmatched_objects(question, "en", ALBANIAN_PAGE, words_of(ALBANIAN_PAGE)) == []


def test_a_page_the_vectors_read_still_has_its_words_checked():
    french = [
        item("faq", "Lingue", "Parliamo italiano e inglese."),
        item("francais", "En français", "Chaque samedi, une visite guidée de la cave en français."),
    ]
    question = "Is there a discount for members of a French association?"
    assert "discount" in unmatched_objects(question, "en", french, words_of(french))


@pytest.mark.parametrize(("code", "stem"), [("sq", "shqi"), ("hu", "magy"), ("fi", "suom"), ("el", "ελλη")])
def test_a_languages_own_name_starts_the_heading_of_its_section(code, stem):
    assert endonym_stem(code) == stem


def test_an_unknown_language_code_has_no_own_name():
    assert endonym_stem("xx") == ""


def test_dutch_je_is_the_owner_addressed_not_the_visitor():
    assert not signals.about_visitor("Doe je ook microneedling?")
    assert signals.about_visitor("Je voudrais réserver une séance.")
    assert signals.asked_words("Doe je ook microneedling?", {"microneedling"}) == {"microneedling"}


def test_someone_else_who_lives_somewhere_is_no_owners_home():
    assert not signals.states_residence("No abro ninguna puerta si la persona no acredita que vive allí.")
    assert signals.states_residence("Vive en Valencia desde 2004.")


BEEKEEPER = [
    item("faq", "¿Cómo se conserva el polen?", "El polen fresco, en el congelador: aguanta hasta 12 meses."),
    item(
        "precios",
        "Polen",
        "| Producto | Formato | Precio |\n|---|---|---|\n| Polen fresco congelado | 250 g | 9,50 € |",
    ),
]


def test_what_a_thing_is_worth_is_a_price_question_and_its_verb_no_object():
    from knowledge.prices import asks_price

    assert asks_price("¿Cuánto vale el polen fresco?")
    assert asks_price("Combien vaut une ruche ?")
    assert not asks_price("Vale, ¿dónde está el obrador?")
    assert unmatched_objects("¿Cuánto vale el polen fresco?", "es", BEEKEEPER, words_of(BEEKEEPER)) == []


VET = [
    item("about", "Over de praktijk", "De praktijk is open van maandag tot en met vrijdag, 8.00 tot 18.00."),
    item(
        "prijzen", "Betalen", "Kartenzahlung ist in der Werft nicht möglich. Betalen kan per overschrijving."
    ),
]


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Aceitam pagamento com cartão?", "es"),
    ],
)
def test_accepting_and_a_payment_card_name_no_object(question, language):
    assert unmatched_objects(question, language, VET, words_of(VET)) == []


def test_what_else_is_sold_is_still_an_object():
    question = "Verkoopt de praktijk ook paardendekens?"
    assert "paardendekens" in unmatched_objects(question, "nl", VET, words_of(VET))


@pytest.mark.parametrize(
    "text",
    [
        "Kartenzahlung ist in der Werft nicht möglich.",
        "Il saldo si paga a bordo in contanti o con carta (ho il POS).",
        "Je kunt bij ons met de pin betalen.",
        "Paiement par carte ou en espèces.",
        "We don't take card payments online; at the farm gate there is a card reader.",
    ],
)
def test_a_unit_naming_card_payment_in_its_own_words(text):
    assert signals.names_topic("card", text)


def unit(doc_id: str, rank: int, score: float):
    from chat.providers.offline.evidence import Candidate, Scored

    candidate = Candidate(f"{doc_id} says so.", "sentence", doc_id, doc_id, "", rank, 0, frozenset())
    return Scored(candidate, meaning=score, words=0.0, score=score)


def test_an_added_unit_takes_the_place_of_the_weakest_chosen_one_never_the_best():
    from chat.providers.offline.answer import with_unit

    faq, photos, prices = unit("faq", 0, 0.46), unit("kleding", 2, 0.36), unit("prijzen", 5, 0.57)
    cv = unit("cv", 6, 0.32)
    chosen = with_unit([faq, photos, prices], cv)
    assert [s.candidate.doc_id for s in chosen] == ["faq", "prijzen", "cv"]
