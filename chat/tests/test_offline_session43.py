"""Session 43: a discount stated further down the evidence answers a discount question; "ever" and a
form of address ("Frau", "schon einmal"), paying ("verser") and an award's words are no unknown
subject; a family book and children coming to a course are no one's private life; a team's size
stated as "three people" or "lavoriamo in quattro"; Italian and Portuguese number words."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer
from chat.tests.test_offline_session27 import words_of
from safety.language import VISITOR_FUNCTION_WORDS
from safety.numbers import may_hold_number_words
from safety.verification import MARKER


def cited(found) -> list[str]:
    return [doc_id for sentence in found.sentences for doc_id in MARKER.findall(sentence)]


HORSE_DENTIST = [
    {
        "doc_id": "faq",
        "title": "Veelgestelde vragen",
        "heading": "Hoe vaak moet het gebit van mijn paard gecontroleerd worden?",
        "language": "nl",
        "text": "Voor de meeste volwassen paarden is één keer per jaar genoeg. Jonge paarden zie ik "
        "liefst elk half jaar.",
    },
    {
        "doc_id": "faq",
        "title": "Veelgestelde vragen",
        "heading": "Behandelt u ook ezels?",
        "language": "nl",
        "text": "Ja. Ezels hebben een ander gebit dan paarden. Alpaca's behandel ik niet.",
    },
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "",
        "language": "nl",
        "text": "Ik ben paardentandarts in Drenthe en behandel paarden, pony's en ezels aan huis.",
    },
    {
        "doc_id": "tarieven",
        "title": "Tarieven",
        "heading": "Korting",
        "language": "nl",
        "text": "Stalkorting: vanaf 5 dieren op één adres op dezelfde dag 10% korting op de behandelingen.",
    },
]


def test_a_discount_further_down_the_evidence_answers_a_discount_question():
    question = "Gibt es Rabatt, wenn ich mehrere Pferde habe?"
    found = offline_answer(question, HORSE_DENTIST, vocabulary=words_of(HORSE_DENTIST))
    assert found.why == "answer"
    assert "tarieven" in cited(found)
    # A price for the owner's friends is still the owner's to tell: no unit names one.
    friends = offline_answer(
        "Doet u de pony's van de buren goedkoper?", HORSE_DENTIST, vocabulary=words_of(HORSE_DENTIST)
    )
    assert friends.sentences == []


AMBER = [
    {
        "doc_id": "about",
        "title": "Über mich",
        "heading": "",
        "language": "de",
        "text": "Ich bin Maren Lüders, Bernsteinschleiferin in Ribnitz an der Ostsee.",
    },
    {
        "doc_id": "cv",
        "title": "Lebenslauf",
        "heading": "Reisen",
        "language": "de",
        "text": "2012 habe ich drei Monate in Indien bei einem Steinschleifer in Jaipur gelernt.",
    },
]


@pytest.mark.parametrize("question", ["War Frau Lüders schon einmal in Indien?", "War sie jemals in Indien?"])
def test_ever_and_a_form_of_address_are_no_unknown_subject(question):
    found = offline_answer(question, AMBER, vocabulary=words_of(AMBER))
    assert not found.why.startswith("unknown_words"), found.why
    assert "cv" in cited(found)


@pytest.mark.parametrize(
    ("question", "word"),
    [
        ("Combien faut-il verser au moment de commander ?", "verser"),
        ("Quelles récompenses a-t-il reçues ?", "recompenses"),
    ],
)
def test_paying_and_an_awards_words_are_no_unknown_subject(question, word):
    clogs = [
        {
            "doc_id": "tarifs",
            "title": "Tarifs",
            "heading": "Commande",
            "language": "fr",
            "text": "Un acompte de 30 % est demandé à la commande, le solde à la livraison des sabots.",
        },
        {
            "doc_id": "cv",
            "title": "Parcours",
            "heading": "Prix",
            "language": "fr",
            "text": "Prix des métiers d'art de la Dordogne en 2019 pour une paire de sabots de mariage.",
        },
    ]
    found = offline_answer(question, clogs, vocabulary=words_of(clogs))
    assert word not in found.why, found.why


@pytest.mark.parametrize(
    "question",
    [
        "Est-ce que vous pourriez relier mon vieux livre de famille ?",
        "Can small children come to the family course?",
        "Dürfen kleine Kinder beim Kurs mitmachen?",
    ],
)
def test_a_visitors_family_thing_and_children_taking_part_are_no_private_life(question):
    assert signals.personal_topic(question, language="") is None


@pytest.mark.parametrize(
    "question",
    [
        "Do her children come to the workshop?",
        "Quel âge ont ses enfants ?",
        "A-t-elle des problèmes de famille ?",
    ],
)
def test_the_owners_children_and_family_stay_private(question):
    assert signals.personal_topic(question, language="") is not None


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("Gedge Millwrights is three people: me, one assistant millwright and one apprentice.", True),
        ("In bottega lavoriamo in quattro: io, due fonditori e un apprendista.", True),
        ("The mill is three storeys high and has four sails.", False),
    ],
)
def test_a_teams_size_is_stated_as_people_or_working_in_so_many(text, states):
    assert signals.states_team_size(text) is states


@pytest.mark.parametrize(("word", "number"), [("quattro", True), ("ventidue", True), ("quatro", True)])
def test_italian_and_portuguese_number_words_are_numbers(word, number):
    assert may_hold_number_words(word) is number


SCAGLIOLA = [
    {
        "doc_id": "tavolo",
        "title": "Un tavolo per una villa a Correggio",
        "heading": "",
        "language": "it",
        "text": "Nel 2022 una famiglia di Correggio mi ha chiesto un piano da pranzo per la sala di una villa: "
        "il tavolo più grande che abbia mai fatto.",
    },
    {
        "doc_id": "faq",
        "title": "Domande frequenti",
        "heading": "Un piano in scagliola si può tenere all'aperto?",
        "language": "it",
        "text": "No. La scagliola teme la pioggia e il gelo. Per un tavolo da giardino consiglio altri materiali.",
    },
    {
        "doc_id": "about",
        "title": "Chi sono",
        "heading": "Cosa faccio",
        "language": "it",
        "text": "- Piani di tavolo e tavolini, su misura\n- Pannelli decorativi da parete\n"
        "- Restauro di paliotti d'altare",
    },
    {
        "doc_id": "prezzi",
        "title": "Prezzi",
        "heading": "Ordini e consegne",
        "language": "it",
        "text": "- Acconto del 30% alla conferma dell'ordine, il saldo alla consegna.\n"
        "- Consegna gratuita entro 50 km.",
    },
]


def test_a_deposit_question_keeps_the_terms_unit_whatever_else_is_chosen():
    question = "Per ordinare un tavolo quanto devo anticipare?"
    found = offline_answer(question, SCAGLIOLA, vocabulary=words_of(SCAGLIOLA))
    assert found.why == "answer"
    assert "prezzi" in cited(found)


UPHOLSTERER = [
    {
        "doc_id": "kurser",
        "title": "Kurser",
        "heading": "Bra att veta",
        "language": "sv",
        "text": "Kurserna vänder sig till vuxna; yngsta deltagare är 16 år. Verktyg lånar du i verkstaden.",
    },
    {
        "doc_id": "priser",
        "title": "Priser",
        "heading": "Beställning",
        "language": "sv",
        "text": "Vid beställning betalar du en handpenning på 30 procent; resten betalas vid leverans. "
        "Jag åker ut i hela Hälsingland, upp till 80 km från verkstaden.",
    },
]


@pytest.mark.parametrize(
    ("question", "evidence", "words"),
    [
        ("whats the minimum age for your upholstry courses?", UPHOLSTERER, ("minimum", "age")),
    ],
)
def test_an_age_limit_names_no_unknown_thing(question, evidence, words):
    found = offline_answer(question, evidence, vocabulary=words_of(evidence))
    assert not any(word in found.why.split(":")[-1].split(",") for word in words), found.why


def test_paying_at_once_and_how_far_are_phrasing():
    assert signals.PAYMENT.fullmatch("versare")
    assert signals.asks_terms("Quanto devo versare subito quando faccio l'ordine?")
    assert signals.TRAVEL.search(signals.fold("Jusqu'où vous déplacez-vous pour une réparation ?"))
    assert {"subito", "jusqu'ou"} <= VISITOR_FUNCTION_WORDS


GOLD_BEATER = [
    {
        "doc_id": "faq",
        "title": "Domande frequenti",
        "heading": "Posso vedere come si batte l'oro?",
        "language": "it",
        "text": "Sì, il sabato alle 11:00 c'è la visita con dimostrazione, su prenotazione via e-mail.",
    },
    {
        "doc_id": "prezzi",
        "title": "Prezzi",
        "heading": "Visita in bottega",
        "language": "it",
        "text": "Il sabato alle 11:00: visita di 45 minuti con dimostrazione di battitura, 15,00 € a persona.",
    },
]


def test_a_price_asked_in_another_language_may_come_from_another_documents_sentence():
    question = "¿Cuánto cuesta la visita al taller del sábado?"
    found = offline_answer(question, GOLD_BEATER, vocabulary=words_of(GOLD_BEATER))
    assert found.why == "answer", found.why
    assert "prezzi" in cited(found)
