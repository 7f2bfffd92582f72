"""Numbers compared by value: a sentence may write a document's number in another form, never a
number the document doesn't state."""

from __future__ import annotations

import pytest

from safety.numbers import claims, document_values, may_hold_number_words

DOCUMENT = (
    "About twelve years of experience, three years on payments, at the company since November 2022. "
    "Budget € 186.400; ruim veertigduizend euro aan subsidie; een balk van 11,5 meter; 72% hersteld. "
    "Op 13 mei 2023 opgeleverd; zelfstandig sinds 03/2014; afgerond 2024-11; 1,2 miljoen bezoekers; "
    "zwölf Fenster; vingt-cinq élèves; doce alumnos; a team of 1 200 volunteers."
)
VALUES = document_values(DOCUMENT)


def holds(sentence: str, language: str = "en") -> bool:
    return all(readings & VALUES for _, readings in claims(sentence, language=language))


@pytest.mark.parametrize(
    "sentence",
    [
        "She has about 12 years of experience.",  # twelve
        "She spent 3 years on payments.",  # three
        "She has been there since 11/2022.",  # November 2022
        "Since Nov 2022.",
        "Since nov. 2022.",
        "Since 2022-11.",
        "The budget was €186,400.",  # € 186.400
        "The budget was 186400 euros.",
        "More than 40,000 euros of grants.",  # veertigduizend
        "A beam of 11.5 metres.",  # 11,5 meter
        "72 per cent was restored.",
        "Delivered on 13/05/2023.",  # 13 mei 2023
        "Delivered on 2023-05-13.",
        "Delivered on May 13, 2023.",
        "Delivered in May 2023.",
        "Self-employed since March 2014.",  # 03/2014
        "Finished in November 2024.",  # 2024-11
        "1.2 million visitors.",  # 1,2 miljoen
        "1,200,000 visitors.",
        "Twelve windows.",  # zwölf, in German
        "A team of 1,200 volunteers.",  # 1 200
        "A team of 1.200 volunteers.",
        "Twelve years of experience.",  # a number word, read in the sentence's language
        "One of her projects.",  # one: an article too, never a claim
    ],
)
def test_a_number_written_in_another_form_holds(sentence):
    assert holds(sentence), claims(sentence, language="en")


@pytest.mark.parametrize(
    ("sentence", "language"),
    [
        ("She has about 16 years of experience.", "en"),
        ("She has been there since 10/2022.", "en"),
        ("Since December 2022.", "en"),
        ("The budget was €186,500.", "en"),
        ("Fifteen years of experience.", "en"),
        ("Vijftien jaar ervaring.", "nl"),
        ("Delivered on 14 May 2023.", "en"),
        ("2 million visitors.", "en"),
    ],
)
def test_a_number_the_document_does_not_state_does_not_hold(sentence, language):
    assert not holds(sentence, language)


def test_a_date_is_one_claim_not_three():
    assert claims("since 11/2022") == [("11/2022", frozenset({"2022-11"}))]
    assert claims("on 05/06/2023")[0][1] == frozenset({"2023-06-05", "2023-05-06"})  # either order


def test_ordinals_and_articles_are_no_claims():
    for sentence, language in [("her third book", "en"), ("haar derde boek", "nl"), ("un projet", "fr")]:
        assert claims(sentence, language=language) == []


def test_an_ambiguous_number_states_both_readings():
    assert {"1200", "1.2"} <= document_values("1.200")
    assert document_values("96,000") == {"96000"}
    assert {"3.5"} <= document_values("3,5 jaar")


@pytest.mark.parametrize(
    "text",
    [
        "twelve",
        "Forty-two",
        "a hundred",
        "tweeënveertig",
        "veertigduizend",
        "dreiundzwanzig",
        "zwölf",
        "quatre-vingts",
        "dix-sept",
        "veintiuno",
        "doce",
        "1,2 miljoen",
        "her second book",
    ],
)
def test_a_text_with_a_number_word_may_hold_one(text):
    assert may_hold_number_words(text)


@pytest.mark.parametrize(
    "text",
    [
        "Balances were never edited.",
        "Ze heeft een hond.",
        "Er hat ein Haus.",
        "Il a une maison.",
        "Tiene una casa.",
        "One of her projects.",
    ],
)
def test_a_text_whose_words_are_no_numbers_of_two_or_more_holds_none(text):
    assert not may_hold_number_words(text)
    assert all(claims(text, language=language) == [] for language in ("en", "nl", "de", "fr", "es"))
