"""Session 41: a page the sentence vectors can't read (Khmer beside Portuguese) is ranked by the
question's words it holds more than its noisy meaning; "how much extra" asks a price."""

from __future__ import annotations

import pytest

from chat.providers.offline import answer, signals
from chat.providers.offline.answer import offline_answer
from chat.tests.test_offline_session27 import words_of
from chat.tests.test_offline_session40 import WEAVER
from knowledge.places import country_languages, known_place
from safety.verification import MARKER

TINSMITH = [
    {
        "doc_id": "precos",
        "title": "Preços",
        "heading": "",
        "text": "Preços de 2026, com IVA incluído. As peças são feitas à mão, por isso duas lanternas "
        "nunca são exatamente iguais.",
    },
    {
        "doc_id": "faq",
        "title": "Perguntas frequentes",
        "heading": "Dão cursos?",
        "text": "Sim, um sábado por mês. Custa 65 € por pessoa, e cada participante leva para casa uma "
        "lanterna pequena feita por si.",
    },
    {
        "doc_id": "faq",
        "title": "Perguntas frequentes",
        "heading": "Que velas posso usar nas lanternas?",
        "text": "Velas até 5 cm de diâmetro, ou velas LED.",
    },
    {
        "doc_id": "khmer",
        "title": "ភាសាខ្មែរ",
        "language": "km",  # as retrieval gives it: too short a page to tell from its sections
        "heading": "ចង្កៀងផ្កាឈូក (Lanterna Lótus)",
        "text": "ខ្ញុំបានរចនាចង្កៀងមួយប្រភេទ ដែលមានរន្ធចោះជារាងផ្កាឈូក។ តម្លៃ៖ 52 €។ ខ្ញុំធ្វើតែតាមការបញ្ជាទិញប៉ុណ្ណោះ។",
    },
]


def cited(question: str) -> list[str]:
    found = offline_answer(question, TINSMITH, vocabulary=words_of(TINSMITH))
    return [doc_id for sentence in found.sentences for doc_id in MARKER.findall(sentence)]


def test_a_page_the_vectors_cannot_read_is_found_by_the_words_it_holds(monkeypatch):
    assert cited("How much is the lotus lantern?")[0] == "khmer"
    monkeypatch.setattr(answer, "UNREADABLE_WORD_WEIGHT", 0.0)
    assert cited("How much is the lotus lantern?")[0] != "khmer"  # (retrieval's vectors still place it)


def test_a_site_the_vectors_read_nowhere_is_ranked_as_before(monkeypatch):
    swedish = [
        {"doc_id": "priser", "title": "Priser", "heading": "", "text": "En kurs kostar 900 kr per dag."},
        {
            "doc_id": "kurser",
            "title": "Kurser",
            "heading": "",
            "text": "Kurserna hålls i verkstaden i Falun.",
        },
    ]
    ranked = [
        answer.Scored(candidate=c, meaning=0.2, words=0.5, score=0.4) for c in answer.candidates(swedish)
    ]
    assert answer.with_unreadable_words(ranked, answer.unread_documents(swedish)) == ranked


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("How much extra is museum glass?", True),
        ("Hoeveel extra betaal ik als het dringend is?", True),
        ("Wie viel extra kostet die Gravur?", True),
        ("How many extra chairs can you bring?", False),
    ],
)
def test_a_surcharge_is_a_price_question(question, price):
    assert signals.asks_price(question) is price


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Fazem bolos de aniversário por encomenda?", None),
        ("¿Organiza talleres para fiestas de cumpleaños infantiles?", None),
        ("Do you do birthday parties for children?", None),
        ("Je me marie en juin, je dois commander mon bibi quand au plus tard ?", None),
        ("Quanti posti auto ci sono alla fattoria?", None),
        ("¿Cuántos cuchillos hizo para el aniversario del club de tiro?", None),
        ("Quand est l'anniversaire de Marie ?", "anniversaire"),
        ("In che anno è nata la Fonderia Carosella?", None),
        ("In che anno è nata Lucia?", "che anno e nata"),
        ("When is her birthday?", "birthday"),
        ("Quando é o aniversário dela?", "aniversario"),
        ("¿Cuándo es el cumpleaños de Ana?", "cumpleanos"),
        ("Est-elle mariée ?", "mariee"),
    ],
)
def test_a_birthday_party_the_visitors_wedding_and_parking_spaces_are_no_personal_matter(question, topic):
    assert signals.personal_topic(question, language=answer.question_language(question)) == topic


def test_a_language_named_by_its_adjective_is_known_where_its_name_is():
    assert known_place("Noorse", frozenset({"norsk", "som"}))
    assert not known_place("Noorse", frozenset({"svensk", "som"}))


def test_a_country_after_the_course_word_is_where_not_what_it_teaches():
    vocabulary = words_of(WEAVER) | {"proposez", "vous", "espagne"}
    found = offline_answer("Proposez-vous des stages de tissage en Espagne ?", WEAVER, vocabulary=vocabulary)
    assert not found.why.startswith("unknown_object:course")


def test_a_region_with_a_language_of_its_own_names_that_language():
    assert country_languages("Scozia") == {"gd"}
    assert country_languages("Paesi Baschi") == {"eu"}
    assert "gd" not in country_languages("Spagna")


def test_the_sites_own_language_is_the_same_in_every_process():
    # a tie was broken by a set's order, which each process's string hashing changes: a test of
    # session 40 failed about one run in eight
    assert answer.most_written(["af", ""]) == ""
    assert answer.most_written(["nl", "en", "nl"]) == "nl"
    assert answer.most_written(["sv", "de"]) == "de"
