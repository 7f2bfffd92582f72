"""Session 40: a bed for the night is published only where a section speaks of one; a course is
published only where a unit near the answer names what it would teach."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer
from chat.tests.test_offline_session27 import words_of

WEAVER = [
    {
        "doc_id": "stages",
        "title": "Stages de tissage",
        "heading": "Dates",
        "text": "Stages découverte : 14-15 mars, 18-19 avril, 6-7 juin. Les stages de tissage durent deux "
        "jours, de 9 h à 17 h, à l'atelier de Quimperlé.",
        "lang": "fr",
    },
    {
        "doc_id": "stages",
        "title": "Stages de tissage",
        "heading": "Prix",
        "text": "Un stage de tissage de deux jours coûte 240 €, laine et métier à tisser compris.",
        "lang": "fr",
    },
    {
        "doc_id": "faq",
        "title": "Questions fréquentes",
        "heading": "Faut-il savoir tisser ?",
        "text": "Non, le stage découverte est fait pour les débutants. Les stages sont ouverts à partir de 15 ans.",
        "lang": "fr",
    },
]


@pytest.mark.parametrize(
    ("question", "lodging"),
    [
        ("Kan man övernatta hos dig under kursen?", True),
        ("¿Ofrecen alojamiento a quienes hacen el curso?", True),
        ("Is accommodation included in your courses?", True),
        ("Kann man bei ihr auch übernachten?", True),
        ("Organise-t-elle des stages avec hébergement ?", True),
        ("Hur ofta ska en vedpanna i ett permanentboende sotas?", False),
        ("Combien coûte un stage de tissage ?", False),
    ],
)
def test_a_bed_for_the_night_is_a_topic_in_the_visitor_languages(question, lodging):
    assert ("lodging" in signals.asked_topics(question)) is lodging


def test_a_bed_is_published_only_where_a_section_speaks_of_one():
    assert signals.names_topic("lodging", "Pour dormir, le gîte du moulin est à 2 km de l'atelier.")
    assert signals.names_topic("lodging", "Wohnmobile dürfen eine Nacht auf dem Stellplatz stehen.")
    assert not signals.names_topic("lodging", "Les stages de tissage durent deux jours, de 9 h à 17 h.")
    vocabulary = words_of(WEAVER) | {"proposez", "vous", "pendant", "hebergement"}  # known elsewhere
    refused = offline_answer(
        "Proposez-vous un hébergement pendant les stages ?", WEAVER, vocabulary=vocabulary
    )
    assert refused.sentences == []
    assert refused.why == "unknown_object:lodging"


@pytest.mark.parametrize(
    ("question", "subject"),
    [
        ("Proposez-vous des cours de dentelle aux fuseaux ?", ["de", "dentelle", "aux", "fuseaux"]),
        ("Har ni kurser i lädersömnad för nybörjare?", ["i", "ladersomnad", "for", "nyborjare"]),
        ("Do you run lampworking classes, for beads?", []),  # the clause ends at the comma
        ("Is there a minimum age for the courses?", []),
        ("Do you sell wool?", []),
    ],
)
def test_a_course_is_asked_to_be_about_the_words_after_its_name(question, subject):
    assert signals.course_subject(question) == subject


def test_a_course_is_published_only_where_a_unit_near_the_answer_names_its_subject():
    """The weaving courses' dates are no answer to a course in pottery; asked about weaving, they are."""
    vocabulary = words_of(WEAVER) | {"poterie", "proposez", "vous"}  # named elsewhere in the knowledge base
    refused = offline_answer("Proposez-vous des stages de poterie ?", WEAVER, vocabulary=vocabulary)
    assert refused.sentences == []
    assert refused.why.startswith("unknown_object:course:"), refused.why
    answered = offline_answer("Proposez-vous des stages de tissage ?", WEAVER, vocabulary=vocabulary)
    assert answered.why == "answer", answered.why
    assert any("[[stages]]" in s for s in answered.sentences)


@pytest.mark.parametrize(
    ("question", "price"),
    [
        ("How much are your blackthorn sticks?", True),
        ("How much is her day rate?", True),
        ("How much are the courses?", True),
        ("How much honey do you make?", False),
        ("How much are bees affected by the cold?", False),
    ],
)
def test_how_much_is_a_price_asked_of_the_owners_things(question, price):
    assert signals.asks_price(question) is price


def test_a_hyphenated_voucher_is_a_voucher():
    assert signals.asks_voucher("Vocês vendem vales-presente?")
    assert signals.asks_voucher("Verkaufen Sie Geschenk-Gutscheine?")
    assert not signals.asks_voucher("Vocês vendem presentes?")


def test_a_portuguese_workplace_is_hers_after_its_noun():
    assert signals.workplace_places("Em que ano ela abriu a loja dela em Bamberg?") == ["Bamberg"]
    assert signals.workplace_places("Em que ano ela viveu em Bamberg?") == []


def test_german_nouns_after_a_count_are_no_name():
    """ "Wie viele Meter Leinen ...?": two capitalised German nouns, neither with a capital inside."""
    question = "Wie viele Meter Leinen wurden für die Maison Penhoat gewebt?"
    assert signals.names_in(question, language="de") == ["Penhoat"]


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("When did Almuth win the Deutscher Honigpreis?", "en"),
        ("Verkaufen Sie auch Christstollen?", "de"),
        ("Wie viele Meter Leinen wurden für die Maison Penhoat gewebt?", "de"),
    ],
)
def test_an_english_question_holding_german_names_is_english(question, language):
    from chat.providers.offline.answer import question_language

    assert question_language(question) == language


@pytest.mark.parametrize(
    "question",
    [
        "¿Cuál es la dirección de la casa de Lucía?",
        "Qual é o endereço de casa da Inês?",
        "Mi dà il suo indirizzo di casa?",
    ],
)
def test_a_home_address_is_personal_in_spanish_italian_and_portuguese(question):
    assert signals.personal_topic(question, language="es")


def test_the_shops_address_is_not_personal():
    assert signals.personal_topic("¿Cuál es la dirección de la tienda?", language="es") is None


@pytest.mark.parametrize(
    ("question", "visitor"),
    [
        ("Ela está planejando abrir um café nos fundos da loja?", False),
        ("Ela pretende candidatar-se a algum título nos próximos anos?", False),
        ("Vocês podem nos enviar o catálogo?", True),  # "us": the visitor
        ("Pouvez-vous envoyer nos commandes ensemble ?", True),
        ("¿Nos puede enviar el catálogo?", True),
    ],
)
def test_portuguese_nos_before_a_plural_is_in_the(question, visitor):
    assert signals.about_visitor(question) is visitor


def test_planning_is_asked_in_brazilian_portuguese():
    assert signals.asks_plans("Ela está planejando abrir um café nos fundos da loja?")


def test_a_country_of_several_words_is_one_place_with_its_languages():
    from knowledge.places import languages_of_countries_named, place_names_in

    assert "macedonia do norte" in place_names_in("A Mafalda envia facas para a Macedónia do Norte?")
    assert "mk" in languages_of_countries_named("A Mafalda envia facas para a Macedónia do Norte?")
    assert "af" in languages_of_countries_named("Dans quelle ville a-t-elle vécu en Afrique du Sud ?")
    assert "tl" in languages_of_countries_named("Raffaele è mai stato nelle Filippine?")  # Filipino: "fil"


AFRIKAANS_PAGE = [
    {
        "doc_id": "afrikaans",
        "title": "Afrikaans",
        "heading": "Suid-Afrika",
        "text": "Van 2009 tot 2012 het ek in Stellenbosch gewoon en by 'n kwiltgroep gewerk.",
        "lang": "af",
    },
    {
        "doc_id": "about",
        "title": "About",
        "heading": "About me",
        "text": "I make quilts by hand in my studio in Durham.",
        "lang": "en",
    },
]


def test_a_word_of_a_countrys_name_is_no_unknown_name_beside_its_page():
    from chat.providers.offline.answer import named_place_held

    question = "Dans quelle ville a-t-elle vécu en Afrique du Sud ?"
    vocabulary = words_of(AFRIKAANS_PAGE)
    assert named_place_held("Sud", question, AFRIKAANS_PAGE, vocabulary)
    assert not named_place_held("Sud", question, AFRIKAANS_PAGE[1:], vocabulary)
    assert not named_place_held("Durham", question, AFRIKAANS_PAGE, vocabulary)


def test_a_merger_is_a_plan_and_a_marl_block_is_not():
    assert signals.asks_plans("Is the company going to merge with another?")
    assert not signals.asks_plans("Wie schwer war der Mergelblock für den Reiher?")


def test_a_french_inverted_verb_is_no_course_subject():
    from chat.providers.offline.answer import INVERTED_VERB

    assert INVERTED_VERB.search("existe-t-il")
    assert not INVERTED_VERB.search("dentelle")


@pytest.mark.parametrize("question", ["Waar woont Lieke zelf?", "Waar woont zelf?", "Waar woont ze precies?"])
def test_where_the_owner_lives_herself_is_personal_in_dutch(question):
    assert signals.personal_topic(question, language="nl")


def test_thinking_of_moving_is_a_plan_in_swedish():
    assert signals.asks_plans("Stämmer det att Linus tänker flytta verkstaden till ett nytt ställe?")
    assert not signals.asks_plans("Vad tänker du på när du väljer läder?")
