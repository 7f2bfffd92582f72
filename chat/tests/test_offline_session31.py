"""Session 31, from the test splits of sessions 29 and 30's bases (spent by their sealed runs): the
owner's plans asked as a rumour or a step still to come ("Is it true you're selling part of the
roastery?", "a-t-elle l'intention de", "willen overnemen", "vai fundir-se"), the village the owner
lives in, the rent the owner pays and whether the owner is married, asked in Arabic, are the owner's
to tell."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import names_codes, offline_answer, unmatched_objects
from chat.tests.test_offline_session27 import item, words_of
from safety.language import detect_language


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("A empresa do Ronan vai fundir-se com outra empresa?", True),
        ("Is it true you're selling part of the roastery to a wholesaler?", True),
        ("Est-ce qu'Ailsa a prévu de racheter l'atelier d'un autre relieur ?", True),
        ("Klopt het dat jullie een zagerij willen overnemen?", True),
        ("Lorenza compte-t-elle acheter une autre ferme ?", True),
        ("Was plant Hedda für die Zukunft, will sie etwas Eigenes eröffnen?", True),
        ("Har Elin planer om å åpne en ny klinikk?", True),
        ("Marta a-t-elle l'intention de changer de bateau ?", True),
        ("Stimmt es, dass die Werkstatt umziehen will? Wohin?", True),
        ("¿Ishbel está comprando en secreto otro edificio?", True),
        ("Wilt u een fiets kopen?", False),  # the visitor's wish, not a plan of the owner's
        ("Are you selling gift vouchers?", False),  # what the shop sells now
        ("Is the shop open on Sundays?", False),
    ],
)
def test_a_step_of_the_owners_business_still_to_come_is_a_plan(question, asks):
    assert signals.asks_plans(question) is asks


@pytest.mark.parametrize(
    ("question", "residence"),
    [
        ("¿En qué pueblo vive Empar?", True),
        ("In quale paese abita Marta?", True),
        ("Em que aldeia mora o Hélder?", True),
        ("¿En qué pueblo está el taller?", False),  # the workshop's place is published
    ],
)
def test_the_village_the_owner_lives_in_is_a_residence(question, residence):
    assert signals.asks_residence(question) is residence


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Quanto a Samira paga de renda pela loja?", "paga de renda"),
        ("How much rent does she pay for the shop?", "rent does she pay"),
        ("هل سميرة متزوجة؟", "متزوجة"),
    ],
)
def test_the_rent_the_owner_pays_and_a_marriage_asked_in_arabic_are_personal(question, topic):
    assert signals.personal_topic(question, language=detect_language(question)) == topic


def test_renting_something_out_is_no_rent_the_owner_pays():
    question = "Can I rent a kayak for a day?"
    assert signals.personal_topic(question, language=detect_language(question)) is None


LOCKSMITH = [
    item("faq", "¿Abrís puertas de noche?", "Sí, abrimos puertas las 24 horas, también en festivos."),
    item(
        "llaves", "Copias de llaves", "Copiamos llaves de seguridad en el momento, con tarjeta de propiedad."
    ),
    item(
        "prensa",
        "En la radio",
        "En 2023 hablé de cerraduras antiguas en el programa «Ciutat oberta» de la radio.",
    ),
    item(
        "faq", "¿Hacéis llaves a mano?", "Sí, las llaves antiguas las limamos a mano; salió en la tele local."
    ),
]


def test_a_quoted_title_no_section_holds_is_a_false_premise():
    question = "¿Cuándo salió en el programa «Llaves en mano» de la tele?"
    refused = offline_answer(question, LOCKSMITH, vocabulary=words_of(LOCKSMITH))
    assert refused.sentences == [] and refused.why == "premise_name:title:Llaves en mano"


def test_a_quoted_title_a_section_holds_is_answered():
    question = "¿En qué año habló del programa «Ciutat oberta»?"
    answered = offline_answer(question, LOCKSMITH, vocabulary=words_of(LOCKSMITH))
    assert answered.why == "answer" and any("[[prensa]]" in s for s in answered.sentences)


def test_quoted_titles_in_the_usual_quotation_marks():
    assert signals.quoted_titles('Wann erscheint „Kompass aus Glas“? Und »Lichtfluss«, "Red Dot"?') == [
        "Kompass aus Glas",
        "Lichtfluss",
        "Red Dot",
    ]
    assert signals.quoted_titles("Is the shop open on Sundays?") == []
    # a title in single quotes, never an apostrophe
    assert signals.quoted_titles("Where can I buy Sigrun's book 'Thermik am Albtrauf'?") == [
        "Thermik am Albtrauf"
    ]
    assert signals.quoted_titles("Combien d'exemplaires compte l'édition ?") == []


SAILING_SCHOOL = [
    item(
        "faq",
        "När har ni öppet?",
        "Säsongen är maj-september. Från oktober till april svarar vi bara på e-post.",
    ),
    item("faq", "Behöver jag ha seglat förut?", "Nej, nybörjarkursen förutsätter ingen erfarenhet alls."),
    item("faq", "Hur tar jag mig till Ljusterö?", "Med bil eller buss till Östanå och sedan bilfärjan över."),
    item("artikel", "Vinden", "Vinden i skärgården är sällan densamma som i prognosen för fjärden."),
    item(
        "priser",
        "Avbokning",
        "- Mer än 30 dagar före kursstart: allt återbetalas utom 250 kr i administrationsavgift.\n"
        "- 14-30 dagar före: hälften återbetalas.",
    ),
]


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Får jag tillbaka pengarna om jag avbokar en vecka innan kursen?", True),
        ("Si encargo un sombrero, ¿cuánto tengo que pagar por adelantado?", True),
        ("Quanto é o sinal para encomendar um barco novo?", True),
        ("Can I cancel a lesson?", True),
        ("When does the season start?", False),
    ],
)
def test_a_bookings_terms_are_asked_in_several_languages(question, asks):
    assert signals.asks_terms(question) is asks


def test_a_question_on_a_bookings_terms_is_answered_from_the_section_stating_them():
    question = "Får jag tillbaka pengarna om jag avbokar en vecka innan kursen?"
    answered = offline_answer(question, SAILING_SCHOOL, vocabulary=words_of(SAILING_SCHOOL), gated=False)
    assert answered.why == "answer" and any("[[priser]]" in s for s in answered.sentences)


@pytest.mark.parametrize(
    "question", ["Gibt es Rabatt für Geschwister?", "Gibt es Rabatt für Mitglieder kroatischer Segelclubs?"]
)
def test_the_people_a_german_discount_is_for_are_no_name(question):
    assert signals.names_in(question, language="de") == []


def test_a_name_after_fuer_is_still_a_name_outside_a_discount():
    assert signals.names_in("Was hat sie für Greenpeace gemacht?", language="de") == ["Greenpeace"]


SWIMMING_SCHOOL = [
    item(
        "prijzen",
        "Korting",
        "Voor het tweede en derde kind uit hetzelfde gezin geven we 10% korting op de lessen.",
    ),
    item("faq", "Hoe oud moet mijn kind zijn?", "Kinderen kunnen vanaf vier jaar starten met zwemles."),
]


def test_a_sibling_discount_is_the_visitors_children_not_the_owners_family():
    question = "¿Hay descuento para hermanos?"
    answer = offline_answer(question, SWIMMING_SCHOOL, vocabulary=words_of(SWIMMING_SCHOOL), gated=False)
    assert not answer.why.startswith("personal:hermanos")
    family = "Krijgen vrienden en familie bij jou een speciale prijs?"
    assert offline_answer(family, SWIMMING_SCHOOL, vocabulary=words_of(SWIMMING_SCHOOL)).sentences == []


RESTORER = [
    item("corsi", "Corsi", "Il corso di doratura dura tre giorni e costa 380 €."),
    item("deutsch", "Kurse auf Deutsch", "Im Oktober gebe ich den Vergoldungskurs auch auf Deutsch."),
]


def test_giving_frames_what_is_asked_and_is_no_object():
    question = "Est-ce qu'elle donne des cours en allemand ?"
    assert "donne" not in unmatched_objects(question, "fr", RESTORER, words_of(RESTORER))


@pytest.mark.parametrize(
    ("text", "states"),
    [
        ("Hoje somos seis pessoas: quatro na produção, uma na loja e eu.", True),
        ("En el taller somos dos: yo y mi oficial.", True),
        ("We zijn een kleine ploeg van vier mensen.", True),
        ("We are open from Tuesday to Saturday.", False),
        ("Somos especialistas en cerraduras antiguas.", False),
    ],
)
def test_a_unit_stating_how_many_work_there(text, states):
    assert signals.states_team_size(text) is states


CANNERY = [
    item("about", "Quem somos", "Hoje somos seis pessoas: quatro na produção, uma na loja e eu."),
    item("faq", "Fazem visitas?", "Sim, às sextas-feiras às 10h, por marcação."),
]


def test_a_team_stated_as_it_is_now_answers_how_many_work_there():
    question = "Quantas pessoas trabalham na oficina?"
    answered = offline_answer(question, CANNERY, vocabulary=words_of(CANNERY), gated=False)
    assert answered.why == "answer" and any("[[about]]" in s for s in answered.sentences)
    unstated = [CANNERY[1]]
    refused = offline_answer(question, unstated, vocabulary=words_of(unstated), gated=False)
    assert refused.sentences == []


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("How much is a weekend basket-making course?", True),
        ("How much for six oysters with a glass of wine?", True),
        ("Combien pour remplacer une pièce cassée ?", True),
        ("Hoeveel is de toeslag voor een spoedvertaling?", True),
        ("¿Cuánto es la cuota mensual?", True),
        ("How much honey do you make a year?", False),  # how much of a mass: a count
        ("How much time does a service take?", False),
    ],
)
def test_how_much_one_thing_is_asks_its_price(question, price):
    assert signals.asks_price(question) is price


def test_a_swedish_question_about_the_owners_eyesight_is_personal():
    question = "Har Mikael problem med synen?"
    assert signals.personal_topic(question, language=detect_language(question)) == "problem med synen"


def test_the_price_neighbours_pay_needs_a_discount_for_neighbours():
    question = "Was zahlen Nachbarn und Mitarbeiter für eine Flasche Gin?"
    assert not signals.names_discount("Ab sechs Flaschen gibt es 10 % Rabatt.", question=question)
    assert signals.names_discount("Nachbarn bekommen 10 % Rabatt.", question=question)
    assert signals.names_discount("Ab sechs Flaschen gibt es 10 % Rabatt.")


def test_a_code_of_letters_and_digits_picks_the_price_row_that_holds_it():
    row = "A1 (até 125 cc) — O que inclui: aulas de código + 16 aulas práticas; Preço: 540 €."
    assert names_codes("How much is the A1 motorbike licence?", row)
    assert not names_codes("How much is the A2 motorbike licence?", row)
    assert not names_codes("How much is the motorbike licence?", row)  # no code asked: the row's words decide
