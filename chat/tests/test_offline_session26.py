"""Session 26, from the dev splits of sixteen new knowledge bases: a Portuguese home address and a
Swedish one (a lone Swedish cue word is of Swedish), the names of the owner's children in Swedish,
a German "hat sie vor" as a plan; the visitor's dog along and children a practice sees are no
private matter; a Swiss price in francs; a French "coûté combien en tout" asks an amount, not a
count; a Swedish where-question; an award named inside a compound ("Taalprijs")."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer
from knowledge.prices import holds_amount
from knowledge.retrieval import asks_place


@pytest.mark.parametrize(
    ("question", "cue"),
    [
        ("Qual o endereço da casa da ?", "endereco da casa"),
        ("Vad heter barn?", "vad heter barn"),
        ("Vad heter Ingrids barn?", "vad heter ingrids barn"),
    ],
)
def test_a_home_address_and_the_childrens_names_are_personal(question, cue):
    assert signals.personal_topic(question) == cue


@pytest.mark.parametrize(
    "question", ["¿Se puede ir con perro?", "Kann ich mit Hund kommen?", "A atende crianças?"]
)
def test_the_visitors_dog_along_and_children_seen_as_patients_are_no_personal_matter(question):
    assert signals.personal_topic(question) is None


def test_a_dog_the_owner_lives_with_stays_personal():
    assert signals.personal_topic("Does she live with a dog?") == "dog"


def test_a_swedish_question_for_a_home_address_is_refused_as_personal():
    evidence = [
        {
            "doc_id": "faq",
            "title": "Vanliga frågor",
            "heading": "Myggor",
            "text": "I september är myggen i stort sett borta. Isfiske är fantastiskt.",
        }
    ]
    vocabulary = frozenset({"september", "myggen", "borta", "isfiske", "fantastiskt"})
    answer = offline_answer("Vad är hemadress?", evidence, vocabulary=vocabulary)
    assert answer.sentences == [] and answer.why == "personal:hemadress"


def test_hat_sie_vor_asks_the_owners_plans():
    assert signals.asks_plans("Hat sie vor, ins Ausland zu ziehen?")
    assert not signals.asks_plans("Hat sie einen Laden in Bern?")


def test_what_it_cost_in_total_is_an_amount_not_a_count():
    assert signals.counted_thing("Ça a coûté combien en tout, la serre ?") is None
    assert signals.counted_thing("Combien de paniers en tout cette année ?") == "paniers"


@pytest.mark.parametrize("text", ["Preis: Fr. 6.50.", "Staudenpaket: Fr. 118.-", "ab SFr. 40"])
def test_a_swiss_price_in_francs_is_an_amount(text):
    assert holds_amount(text)


@pytest.mark.parametrize("question", ["Var har sin verksamhet?", "Var håller till?", "Var är kursen?"])
def test_a_swedish_where_question_asks_a_place(question):
    assert asks_place(question)


@pytest.mark.parametrize(
    "text",
    [
        "O atendimento é particular, mas eu emito recibo para você pedir reembolso ao seu plano de saúde.",
        "Wenn Sie die Pflanzen bei uns beziehen, schreiben wir Ihnen die Hälfte des Planungshonorars gut.",
    ],
)
def test_a_health_plan_or_a_plan_sold_states_no_plan_of_the_owners(text):
    assert not signals.states_plan(text)


@pytest.mark.parametrize(
    "text",
    [
        "Next year we plan to open a second shop.",
        "Wir planen eine zweite Werkstatt.",
        "Ik ben van plan te verhuizen.",
    ],
)
def test_the_owners_plan_is_stated(text):
    assert signals.states_plan(text)
