"""Session 32, from the question files of sessions 29-31's bases (spent by their sealed runs): a
workplace the owner is asked to have ("Heeft ze ook een winkel in Madrid?", "el restaurante que
tenéis en Évora", a clinic in Dutch) is placed by the question and must stand in a unit naming a
workplace there; a country is no site's address."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals, spelling
from chat.providers.offline.answer import offline_answer
from chat.tests.test_offline_session27 import item, words_of


@pytest.mark.parametrize(
    ("question", "places"),
    [
        ("Heeft ze ook een winkel in Madrid?", ["Madrid"]),
        ("¿El restaurante que tenéis en Évora abre los domingos?", ["Évora"]),
        ("Wat zijn de openingstijden van jullie paardenkliniek in Leeuwarden?", ["Leeuwarden"]),
        ("Har ni en butik i Malmö?", ["Malmö"]),
        ("Ik heb een winkel in Leiden. Wat is de minimale bestelling?", []),  # the visitor's shop
        ("Habt ihr einen Partnerhof in Polen?", []),  # a country: the Polish page may name the farm
        ("Avez-vous une ferme partenaire en Pologne ?", []),
    ],
)
def test_a_workplace_the_owner_is_asked_to_have_is_placed_by_the_question(question, places):
    assert signals.workplace_places(question) == places


@pytest.mark.parametrize(
    ("question", "language", "read"),
    [
        ("whats the wheelchiar access like?", "en", "whats the wheelchair access like?"),
        ("does she do asbestos removel?", "en", "does she do asbestos removal?"),
        ("whats the minimum age for lesons?", "en", "whats the minimum age for lessons?"),
        ("hoevel kost de workshop per persoon", "nl", "hoeveel kost de workshop per persoon"),
        # two words as near: left as written
        ("whats the normal pulse of a hourse", "en", "whats the normal pulse of a hourse"),
        # a name, a word of another language, a short word
        ("Is Ghislandi open on saturday?", "en", "Is Ghislandi open on saturday?"),
        ("Quanto custa a entrada?", "en", "Quanto custa a entrada?"),
        # a language with no frequency list here
        ("Faint yw pris y gwersi?", "cy", "Faint yw pris y gwersi?"),
    ],
)
def test_a_misspelt_word_is_read_as_the_visitor_languages_word(question, language, read):
    assert spelling.corrected(question, language, frozenset()) == read


def test_a_word_the_knowledge_base_holds_nearly_is_never_corrected():
    """ "signwriting" is no common English word and two edits from "songwriting"; a knowledge base
    holding "signwriter" reads it by its own fuzzy match."""
    question = "Who taught Esme signwriting?"
    assert spelling.corrected(question, "en", frozenset()) == "Who taught Esme songwriting?"
    assert spelling.corrected(question, "en", frozenset({"signwriter", "gilding"})) == question


def test_a_month_in_a_price_question_is_when_not_what_the_row_names():
    """ "Was kostet das Schwalbennest im August?": the price list's row names the flat, not August."""
    evidence = [
        item(
            "geschichte", "Eröffnung", "Das Schwalbennest kam im Juli 2004 dazu, die Melkerstube erst 2012."
        ),
        item(
            "preise",
            "Preise pro Nacht",
            "| Wohnung | Personen | Nebensaison | Hauptsaison |\n|---|---|---|---|\n"
            "| Schwalbennest | 2 | 59 € | 89 € |\n| Melkerstube | 4 | 75 € | 110 € |",
        ),
    ]
    answer = offline_answer(
        "Was kostet das Schwalbennest im August?", evidence, vocabulary=words_of(evidence)
    )
    assert answer.why == "answer"
    assert any("89 €" in s and "[[preise]]" in s for s in answer.sentences)


def test_a_deposit_stated_as_a_share_answers_how_much_it_is():
    evidence = [
        item("english", "Prices and booking", "My prices are in euros. A 30% deposit confirms your booking."),
        item("faq", "Can we pay by card?", "No: bank transfer or cash only."),
    ]
    answer = offline_answer("How much is the deposit to book?", evidence, vocabulary=words_of(evidence))
    assert answer.why == "answer" and "30%" in " ".join(answer.sentences)
    answer = offline_answer("How much is a guided day?", evidence, vocabulary=words_of(evidence))
    assert answer.why == "price_unpublished"  # a share of an unstated price is no price


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("¿Cuál es la dirección de la casa de Nayra?", True),
        ("Elle habite où, Bertille ?", True),
        ("Habite-t-elle où exactement ?", True),
        ("Quelle est l'adresse de l'atelier ?", False),  # the workshop's address is published
        ("What is the address of the workshop?", False),
    ],
)
def test_where_the_owner_lives_asked_verb_first_or_as_a_homes_address(question, asks):
    assert signals.asks_residence(question) is asks


def test_the_warm_up_loads_every_languages_frequency_list():
    """A misspelt word is looked up in all LANGUAGES: the warm-up loads each one's frequencies and
    the English word list, so the first visitor's typo waits for none of them."""
    import wordfreq

    wordfreq.get_frequency_dict.cache_clear()
    wordfreq._wf_cache.clear()  # the frequencies of words already looked up
    spelling.common_words.cache_clear()
    spelling.spelling_warm_up()
    assert wordfreq.get_frequency_dict.cache_info().currsize == len(spelling.LANGUAGES)
    assert spelling.common_words.cache_info().currsize == 1
