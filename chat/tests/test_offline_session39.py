"""Session 39: a Swedish, Danish or Norwegian question, which the five-language detector places in
German, keeps its lowercase nouns as what it asks about."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer, question_language
from chat.providers.offline.evidence import informative_words


@pytest.mark.parametrize(
    ("question", "language"),
    [
        ("Säljer du badbomber?", "sv"),
        ("Ger du lektioner i fiol också?", "sv"),
        ("Hvor mye koster klippfisk?", "no"),
        ("Wie lange ist die Lieferzeit für ein Lastenrad?", "de"),
        ("Lieblingsfarbe Agata?", "de"),  # two words: too few to tell German from Norwegian
        ("Do you sell bath bombs?", "en"),
    ],
)
def test_question_language_names_the_scandinavian_languages(question, language):
    assert question_language(question) == language


def test_a_swedish_lowercase_noun_is_what_the_question_asks_about():
    question = "Säljer du badbomber?"
    words = informative_words(question)
    assert "badbomber" in signals.object_words(question, words, language=question_language(question))
    # read as German, only capitalised words would be nouns
    assert "badbomber" not in signals.object_words(question, words, language="de")


@pytest.mark.parametrize(
    ("question", "language", "names"),
    [
        ("¿En qué año le dieron el Premio Nacional de Artesanía?", "es", ["Premio Nacional de Artesanía"]),
        ("¿En qué año obtuvo el título de Meilleur Ouvrier de France?", "es", ["Meilleur Ouvrier de France"]),
        # a one-word run stops at the particle: German nouns, "University of Seville" as before
        ("Wie lange hat die Restaurierung des Perlmutt-Fächers gedauert?", "de", []),
        ("Did she study at the University of Seville?", "en", ["University", "Seville"]),
    ],
)
def test_a_name_of_two_words_goes_on_past_its_particle(question, language, names):
    assert signals.names_in(question, language=language) == names


def test_a_long_name_whose_words_are_known_apart_is_unknown_unless_it_stands_as_a_phrase():
    question = "¿En qué año le dieron el Premio Nacional de Artesanía?"
    vocabulary = frozenset({"premio", "nacional", "artesania", "certamen", "cuchilleria"})
    prizes = [
        "Primer premio, Certamen Nacional de Cuchillería; Premio Manos de La Mancha a la artesanía joven"
    ]
    assert signals.unknown_names(question, vocabulary=vocabulary, language="es", texts=prizes) == [
        "Premio Nacional de Artesanía"
    ]
    held = ["Premio Nacional de Artesanía, 2019"]
    assert signals.unknown_names(question, vocabulary=vocabulary, language="es", texts=held) == []


@pytest.mark.parametrize(
    ("question", "site"),
    [
        ("Kann man die Werkstatt besichtigen?", True),
        ("Can we visit the studio on a Sunday?", True),
        ("Is the shop open in July?", True),
        ("Does she make bows herself?", False),
    ],
)
def test_asking_to_visit_is_asking_about_the_owners_site(question, site):
    assert signals.asks_site(question) is site


GREEK_PAGE = {
    "doc_id": "ellinika",
    "heading": "Το σαπούνι «Ταΰγετος»",  # noqa: RUF001
    "text": "Από αυτή την εμπειρία γεννήθηκε το σαπούνι «Ταΰγετος», με ελαιόλαδο από τη Μάνη και θυμάρι.",
}


def test_a_name_written_in_another_script_is_known_by_its_transliteration():
    from chat.providers.offline.answer import transliterated

    assert transliterated("Taygetos", [GREEK_PAGE])
    assert transliterated(
        "Chiprovtsi",
        [{"heading": "Чипровци", "text": "През 2018 г. прекарах три месеца."}],  # noqa: RUF001
    )
    assert not transliterated("Olympos", [GREEK_PAGE])
    # a page in the Latin script is the name rule's own to read
    assert not transliterated("Taygetos", [{"heading": "", "text": "Taygetu soap, with olive oil."}])


@pytest.mark.parametrize(
    ("text", "named"),
    [
        ("Einen Onlineshop gibt es nicht.", True),
        ("Nej, jag har ingen webbutik.", True),
        ("Онлајн часови на српском", True),
        ("Die Werkstatt ist zugleich mein kleiner Laden.", False),
    ],
)
def test_a_section_names_being_online_in_one_word_or_in_cyrillic(text, named):
    assert signals.names_topic("online", text) is named


SWEDISH_SHOEMAKER = [
    {
        "doc_id": "priser",
        "title": "Priser",
        "heading": "Frakt och betalning",
        "text": "Jag skickar färdiga reparationer inom Sverige med PostNord för 129 kr. Du betalar med Swish eller kort. "
        "Kontanter tar jag inte emot.",
        "lang": "sv",
    },
    {
        "doc_id": "faq",
        "title": "Vanliga frågor",
        "heading": "Kan jag köpa läder eller sulor av dig?",
        "text": "Nej, jag säljer inte material. Men på kängkursen ingår allt material.",
        "lang": "sv",
    },
    {
        "doc_id": "about",
        "title": "Om verkstaden",
        "heading": "Öppettider",
        "text": "Verkstaden är öppen tisdag till fredag 10-18 och lördag 10-14. Verkstaden är stängd hela juli.",
        "lang": "sv",
    },
]


def test_pages_the_vectors_cannot_read_are_never_off_topic_and_cash_is_a_topic():
    """A Spanish visitor asks a Swedish shoemaker about paying cash: the sentence-vector model reads
    no Swedish, so its low cosines say nothing about the topic; "en efectivo" is the cash topic,
    which "Kontanter" names."""
    from chat.tests.test_offline_session27 import words_of

    answered = offline_answer(
        "¿Se puede pagar en efectivo?", SWEDISH_SHOEMAKER, vocabulary=words_of(SWEDISH_SHOEMAKER)
    )
    assert answered.why == "answer", answered.why
    assert any("Kontanter" in s and "[[priser]]" in s for s in answered.sentences)
    assert "efectivo" in signals.topic_words("¿Se puede pagar en efectivo?")
    assert signals.names_topic("cash", "Kontanter tar jag inte emot.")
    assert not signals.asked_topics("¿Cuántas especies de aves se ven en Monfragüe?")


def test_a_workplace_is_placed_in_a_town_only_beside_its_name():
    fair = (
        "Et la Foire aux santons de Marseille ? Je n'y expose pas cette année : le stand demande une présence "
        "tous les jours pendant plus d'un mois, impossible en tenant l'atelier seule la semaine."
    )
    assert not signals.places_workplace(fair, "Marseille")
    assert signals.places_workplace(
        "L'atelier, 4 cours Foch à Aubagne, est ouvert du mardi au samedi.", "Aubagne"
    )


def test_renting_is_asked_in_any_person_of_louer():
    assert "rent" in signals.asked_topics("Louez-vous votre four à l'heure à d'autres émailleurs ?")


def test_wheelchair_access_is_published_only_where_a_section_speaks_of_it():
    question = "Ist das Atelier rollstuhlgerecht?"
    assert "wheelchair" in signals.asked_topics(question)
    assert "rollstuhlgerecht" in signals.topic_words(question)
    assert signals.names_topic(
        "wheelchair", "Der Laden liegt ebenerdig, die Werkstatt ist über eine Treppe erreichbar."
    )
    assert not signals.names_topic("wheelchair", "Werkstatt und Laden: Mühlweg 4, Lichtenfels.")


def test_german_nouns_in_a_row_are_no_name_that_must_stand_as_a_phrase():
    question = "Was kostet ein großer Bogen Leinenpapier Ilmweiß?"
    vocabulary = frozenset({"bogen", "leinenpapier", "ilmweiss", "leinenhadern"})
    texts = ["Leinenhadern „Ilmweiß“ | 50 x 70 cm | 16,00 €", "Jeder Bogen ist Leinenpapier."]
    assert signals.unknown_names(question, vocabulary=vocabulary, language="de", texts=texts) == []
    assert signals.unknown_names(question, vocabulary=vocabulary - {"ilmweiss"}, language="de", texts=texts)


def test_a_verb_of_someones_past_names_no_object():
    """ "Has she ever worked in China?" beside Swedish pages: "worked" is what she did, not a thing the
    pages must name (the vectors read no Swedish to translate it)."""
    from chat.providers.offline.answer import unmatched_objects
    from chat.tests.test_offline_session27 import words_of

    question = "Has she ever worked in China?"
    assert unmatched_objects(question, "en", SWEDISH_SHOEMAKER, words_of(SWEDISH_SHOEMAKER)) == []


SWEDISH_SOAP_FAQ = [
    {
        "doc_id": "faq",
        "title": "Vanliga frågor",
        "heading": "Är tvålarna veganska?",
        "text": "Nästan alla. Undantagen är honungstvålen, som innehåller honung från en biodlare i Bygdeå, och "
        "getmjölkstvålen. Allt annat är veganskt.",
        "lang": "sv",
    },
    {
        "doc_id": "faq",
        "title": "Vanliga frågor",
        "heading": "Testas tvålarna på djur?",
        "text": "Nej, aldrig. Det är dessutom förbjudet inom EU för kosmetika.",
        "lang": "sv",
    },
    {
        "doc_id": "bjorksav",
        "title": "Björksavstvålen",
        "heading": "Så gör jag",
        "text": "Saven tappas i april och fryses samma dag i portioner om två liter.",
        "lang": "sv",
    },
]


def test_a_personal_topic_is_published_by_a_page_the_vectors_cannot_read():
    """ "Sind die Seifen vegan?" beside a Swedish FAQ saying which soaps are vegan: the unit's low cosine
    means nothing (no Swedish in the vectors); its words say it is about the topic."""
    from chat.tests.test_offline_session27 import words_of

    answered = offline_answer(
        "Sind die Seifen vegan?", SWEDISH_SOAP_FAQ, vocabulary=words_of(SWEDISH_SOAP_FAQ)
    )
    assert answered.why == "answer", answered.why
    assert any("veganskt" in s for s in answered.sentences)
