"""Things a visitor asks about that a site often does not publish (parking, renting, paying by card,
working on Sundays, a guarantee, online lessons) are answered only where a retrieved section names
them in some language; a count for last year or for now only where a unit counts that thing. A second
workshop, an award for a thing no prize unit names, and years worked at a place no dated unit holds are
false premises."""

from __future__ import annotations

import pytest

from chat.providers.offline.answer import offline_answer
from chat.providers.offline.signals import asked_topics, period_counted_thing
from chat.tests.test_offline_refusals import vocabulary

WORKSHOP = {
    "doc_id": "about",
    "title": "Über mich",
    "heading": "Werkstatt",
    "text": "Meine Werkstatt liegt in der Mühlgasse 4 in Bamberg, zehn Minuten vom Bahnhof.",
}
COURSES = {
    "doc_id": "kurse",
    "title": "Kurse",
    "heading": "Anfängerkurs",
    "text": "Der Anfängerkurs dauert zwei Tage und kostet 180 Euro.",
}
YARD = {
    "doc_id": "faq",
    "title": "FAQ",
    "heading": "Kann ich bei der Werkstatt parken?",
    "text": "Ja, im Hof ist Platz für drei Autos.",
}


@pytest.mark.parametrize(
    ("question", "topic"),
    [
        ("Is there parking near the workshop?", "parking"),
        ("Wie viel kostet das Parken an der Mühle?", "parking"),
        ("¿Hay aparcamiento para clientes?", "parking"),
        ("Geeft ze ook online cursussen?", "online"),
        ("Can I rent his workshop for a weekend?", "rent"),
        ("Verhuurt ze ook een paard en wagen?", "rent"),
        ("Can I pay by credit card?", "card"),
        ("Est-ce qu'elle travaille aussi le dimanche ?", "sunday"),
        ("Does she give a guarantee on her furniture?", "guarantee"),
        ("Dans quel épisode de « Maître de la Lame » sur France 3 est-il passé ?", "broadcast"),
        ("Em que canal passa o programa de televisão dele sobre pesca?", "broadcast"),
        ("Vilken säsong av tv-programmet Skärgårdsliv var hon med i?", "broadcast"),
        ("Parlami del documentario che ha girato.", "broadcast"),
    ],
)
def test_a_question_names_its_topic_in_any_visitor_language(question, topic):
    assert topic in asked_topics(question)


def test_a_greeting_card_is_no_card_payment():
    assert "card" not in asked_topics("¿Hace tarjetas de boda con caligrafía?")
    assert "card" not in asked_topics("Faz cartões de Natal?")
    assert "card" in asked_topics("¿Puedo pagar con tarjeta?")
    assert "card" in asked_topics("Aceitam cartão de crédito?")


def test_seasonal_is_no_parking_nor_a_zoom_lens_an_online_lesson():
    assert asked_topics("¿Tiene productos estacionales?") == []
    assert asked_topics("Which zoom lens does she use?") == []
    assert asked_topics("Há estacionamento perto da oficina?") == ["parking"]
    assert asked_topics("Wann kommt meine Sendung an?") == []  # a parcel, no broadcast
    assert asked_topics("Kan jag tvätta kajaken själv?") == []  # Swedish washing, no TV


def test_an_english_location_is_no_french_rental():
    assert "rent" not in asked_topics("What is the location of the workshop?")
    assert "rent" in asked_topics("Peut-on louer des sabots pour un mariage ?")
    assert "rent" in asked_topics("Faites-vous de la location de vélos ?")


def test_hiring_the_owner_or_a_hires_price_is_no_rental_question():
    assert "rent" not in asked_topics("How much is the deposit when I hire her?")
    assert "rent" not in asked_topics("Combien coûte la location d'une planche ?")


@pytest.mark.parametrize(
    "question",
    [
        "Is there parking at the workshop?",
        "Gibt es Parkplätze an der Werkstatt?",
        "Hay aparcamiento en el taller?",
    ],
)
def test_parking_nobody_published_is_refused_and_published_parking_answered(question):
    evidence = [WORKSHOP, COURSES]
    refused = offline_answer(question, evidence, vocabulary=vocabulary(evidence))
    assert refused.sentences == [] and refused.why == "unknown_object:parking"
    # The FAQ's heading names parking in German; the English or Spanish question is answered from it.
    evidence = [YARD, WORKSHOP, COURSES]
    assert offline_answer(question, evidence, vocabulary=vocabulary(evidence)).why != "unknown_object:parking"


@pytest.mark.parametrize(
    ("question", "thing"),
    [
        ("How many visitors came to the shop last year?", "visitors"),
        ("Hoeveel schoorsteenbranden waren er vorig jaar?", "schoorsteenbranden"),
        ("¿Cuántos visitantes tuvo la tienda el año pasado?", "visitantes"),
        ("How many gauges is she looking after at the moment?", "gauges"),
    ],
)
def test_a_count_for_last_year_or_now_names_what_it_counts(question, thing):
    assert period_counted_thing(question) == thing


def test_how_many_without_a_period_is_left_to_the_other_rules():
    assert period_counted_thing("How many people fit in a course?") is None
    assert period_counted_thing("How many years did she work there last year?") is None  # time


def test_a_count_for_last_year_that_no_unit_states_is_refused():
    evidence = [
        {
            "doc_id": "shop",
            "title": "The shop",
            "heading": "Opening hours",
            "text": "Last year visitors came from all over Franconia to the shop, which opens on four weekends.",
        }
    ]
    question = "How many visitors came to the shop last year?"
    refused = offline_answer(question, evidence, vocabulary=vocabulary(evidence))
    assert refused.sentences == [] and refused.why == "count_unstated:visitors"
    evidence[0] = {**evidence[0], "text": evidence[0]["text"] + " In all, 1,200 visitors came last year."}
    answered = offline_answer(question, evidence, vocabulary=vocabulary(evidence))
    assert answered.why == "answer" and any("1,200" in s for s in answered.sentences)


PRIZES = {
    "doc_id": "cv",
    "title": "CV",
    "heading": "Prizes",
    "text": "2019: Gold medal at the Frisian Cheese Awards for the aged Zegge.",
}
SHOP = {
    "doc_id": "about",
    "title": "About",
    "heading": "The farm",
    "text": "I make cheese on our farm near Gouda and sell it in the farm shop on Saturdays.",
}


def test_a_second_shop_nobody_published_is_refused():
    evidence = [SHOP, PRIZES]
    for question in (
        "When did she open her second shop in Gouda?",
        "Wann hat sie ihren zweiten Laden eröffnet?",
    ):
        refused = offline_answer(question, evidence, vocabulary=vocabulary(evidence))
        assert refused.sentences == [] and refused.why == "premise_name:second_site"
    second = {**SHOP, "text": SHOP["text"] + " In 2021 I opened a second shop in the centre of Gouda."}
    evidence = [second, PRIZES]
    answered = offline_answer(
        "When did she open her second shop in Gouda?", evidence, vocabulary=vocabulary(evidence)
    )
    assert answered.why == "answer"


def test_a_second_hand_shop_is_no_second_shop():
    from chat.providers.offline.signals import names_second_site

    assert names_second_site("Wann hat sie ihren zweiten Laden eröffnet?")
    assert not names_second_site("Does she sell her chairs to second hand shops?")
    # any second place she opened, whatever its noun (it-gelateria's sealed run, spent)
    assert names_second_site("Quando ha aperto la seconda gelateria a Torri del Benaco?")
    assert not names_second_site("¿Vende a tiendas de segunda mano?")
    # a salon or a mill is a workplace too, and Swedish says "andra" (nl-kapsalon's sealed run, spent)
    assert names_second_site("Combien coûte une coupe dans son deuxième salon à Deventer ?")
    assert names_second_site("Har hon en andra butik i Karlstad?")
    assert not names_second_site("Säljer hon porslin i andra hand?")
    assert names_second_site("How much is a room at your second farm near Matera?")
    assert not names_second_site("Cosa trovate nei piatti a seconda del mese, da quando abbiamo aperto.")


def test_an_award_for_something_no_prize_unit_names_is_refused():
    evidence = [SHOP, PRIZES]
    words = vocabulary(evidence)
    refused = offline_answer("Which gold medal did her goat cheese win in 2019?", evidence, vocabulary=words)
    assert refused.sentences == [] and refused.why.startswith("premise_name:award:")
    for question in (
        "Which prize did the aged Zegge win?",
        "What awards has she won?",
        "Welke prijs heeft ze gewonnen?",
        "Vilka utmärkelser har hon fått?",  # Swedish "got" says nothing of what for (sv-kajak, spent)
    ):
        answered = offline_answer(question, evidence, vocabulary=words)
        assert answered.why == "answer" and any("Gold medal" in s for s in answered.sentences), question


def test_a_thing_won_asks_for_an_award_even_without_a_prize_word():
    from chat.providers.offline.signals import asks_award, names_award_word

    evidence = [SHOP, PRIZES]
    words = vocabulary(evidence)
    # it-gelateria's sealed run (spent): "What did Loredana's lemon sorbet win in 2019?"
    refused = offline_answer("What did her Saturday cheese win in 2019?", evidence, vocabulary=words)
    assert refused.sentences == [] and refused.why.startswith("premise_name:award:")
    answered = offline_answer("What did the aged Zegge win?", evidence, vocabulary=words)
    assert answered.why == "answer" and any("Gold medal" in s for s in answered.sentences)
    assert not asks_award("What kinds of photography won't she do?")
    assert not asks_award("Combien a-t-elle gagné l'an dernier ?")  # earning, not winning
    assert names_award_word("awrds") and not names_award_word("posters")


def test_a_price_is_no_prize_without_a_verb_of_winning():
    from chat.providers.offline.signals import asks_award

    assert not asks_award("Quel est le prix d'une douzaine d'huîtres ?")
    assert not asks_award("Was kostet der Preis pro Meter?")
    assert asks_award("Quel prix a-t-elle gagné en 2022 ?")
    assert asks_award("Welchen Preis hat sie 2019 gewonnen?")
    assert not asks_award("Quanti campioni servono per un lavoro?")  # samples, not champions


def test_how_long_she_worked_at_a_place_needs_a_span_at_that_place():
    evidence = [
        {
            "doc_id": "cv",
            "title": "CV",
            "heading": "Work",
            "text": "2009 \u2013 2014: dental technician at Zahnlabor Berger, Graz.",
        },
        {
            "doc_id": "courses",
            "title": "Courses",
            "heading": "Teaching",
            "text": "In 2019 I gave a course on ceramic crowns in Wien.",
        },
    ]
    words = vocabulary(evidence)
    refused = offline_answer("Wie lange hat Tabea in Wien gearbeitet?", evidence, vocabulary=words)
    assert refused.sentences == [] and refused.why == "premise_name:duration:Wien"
    answered = offline_answer("How long did she work in Graz?", evidence, vocabulary=words)
    assert answered.why == "answer" and any("2009" in s for s in answered.sentences)


def test_how_long_a_job_took_is_no_question_about_where_she_worked():
    from chat.providers.offline.signals import asks_duration

    assert asks_duration("¿Cuántos años trabajó en Hollis & Marsh?")
    assert not asks_duration("How long did the work on the Casa dos Arcos façade take?")
    assert not asks_duration("Hoe lang is de boot Lapwing?")


def test_a_prize_won_is_no_question_of_what_the_owner_earns():
    evidence = [PRIZES, SHOP]
    answered = offline_answer("Quel prix a-t-elle gagné en 2019 ?", evidence, vocabulary=vocabulary(evidence))
    assert answered.why == "answer" and any("Gold medal" in s for s in answered.sentences)
    earned = offline_answer(
        "Combien a-t-elle gagné l'an dernier ?", evidence, vocabulary=vocabulary(evidence)
    )
    assert earned.sentences == [] and earned.why.startswith("personal:")
