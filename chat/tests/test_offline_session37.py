"""Session 37: a price per kilo, a name written as a compound or in another order, a shop by any
name when it opens, where someone else lives, the age of a thing, the family business."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.evidence import Candidate, Scored


def row(text: str, doc_id: str = "prices", score: float = 0.5) -> Scored:
    words = frozenset(signals.fold(w) for w in text.replace("|", " ").split())
    candidate = Candidate(
        text=text, kind="row", doc_id=doc_id, title=doc_id, heading="", rank=0, position=0, words=words
    )
    return Scored(candidate=candidate, meaning=score, words=0.0, score=score)


@pytest.mark.parametrize(
    ("question", "text"),
    [
        ("Quanto costano i tortellini al chilo?", "Tortellini di Modena (ripieno di carne) | 38,00 € al kg"),
        ("Vad kostar ett kilo sommarhonung?", "Sommarhonung (flytande) | 1 kg | 180 kr"),
        ("Was kostet ein Liter Apfelsaft?", "Apfelsaft | 0,75 l | 4,50 €"),
    ],
)
def test_a_price_row_answers_a_price_per_kilo_or_litre_whatever_unit_it_states(question, text):
    from chat.providers.offline.answer import priced_row

    other = row("Tagliatelle | 16,00 € | al kg")
    assert priced_row(question, [other, row(text)]).candidate.text == text
    assert priced_row(question, [other]) is None  # the row must still name what is asked


def test_a_name_of_three_words_is_known_as_a_compound_in_another_order():
    vocabulary = frozenset({"nationalpark", "harz", "pilze", "sammeln"})
    texts = ["Darf man im Nationalpark Harz Pilze sammeln? In der Zone ist das Sammeln verboten."]
    question = "Is mushroom picking allowed in the Harz National Park?"
    assert signals.unknown_names(question, vocabulary=vocabulary, language="en", texts=texts) == []
    # the words scattered over a text are no phrase: another name
    scattered = ["The park opened in 1990. National holidays: closed. Harz walks in May."]
    vocabulary = frozenset({"park", "national", "harz", "walks"})
    assert signals.unknown_names(question, vocabulary=vocabulary, language="en", texts=scattered) == [
        "Harz National Park"
    ]


@pytest.mark.parametrize(
    ("question", "opens"),
    [
        ("Hat der Laden montags geöffnet?", True),
        ("L'atelier est-il fermé en juillet ?", True),
        ("A loja abre à segunda-feira?", True),
        ("wan hat der parcour offen?", True),
        ("Är butiken öppen på söndagar?", True),
        ("Do you have a shop in Lyon?", False),
        ("Verkaufen Sie im Laden auch Honig?", False),
    ],
)
def test_a_question_when_the_site_is_open_or_closed(question, opens):
    assert signals.asks_open(question) is opens


def test_when_the_shop_opens_its_name_in_the_visitors_language_is_no_object():
    from chat.providers.offline.answer import unmatched_objects

    evidence = [{"doc_id": "about", "heading": "Orari della bottega", "text": "Lunedì chiuso."}]
    vocabulary = frozenset({"orari", "della", "bottega", "lunedi", "chiuso"})
    assert unmatched_objects("Hat der Laden montags geöffnet?", "de", evidence, vocabulary) == []


def test_someone_else_staying_somewhere_and_a_capitalised_name_state_no_home():
    assert not signals.states_residence("Två sotare åker ut med färjan på måndagen och bor på ön.")
    assert not signals.states_residence("Ayuda del programa «Patrimonio Oleícola Vivo» | 40 %")
    assert signals.states_residence("Jag bor i Umeå sedan 2016.")
    assert signals.states_residence("Vivo en Baeza desde 2010.")  # a sentence opens with a capital


@pytest.mark.parametrize(
    ("question", "language", "personal"),
    [
        ("Hoe oud is jullie oudste olijfboom?", "nl", False),
        ("How old is your oldest tree?", "en", False),
        ("Where did Encarni work before she took over the family mill?", "en", False),
        ("Is it a family business?", "en", False),
        ("Hoe oud is Marieke?", "nl", True),
        ("How old are you?", "en", True),
        ("Does she have a family?", "en", True),
    ],
)
def test_the_age_of_the_sites_thing_and_the_family_business_are_no_personal_matter(
    question, language, personal
):
    assert (signals.personal_topic(question, language=language) is not None) is personal
