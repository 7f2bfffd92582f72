"""Session 44: a price word is no object of a price question ("Quanto costa ...?"); a country's name
points at the page in a language many of its people speak though it is not official there (Oromo in
Ethiopia); an offer of a length in days or weeks that no answering unit states is a false premise
(its number and its unit)."""

from __future__ import annotations

from chat.providers.offline import signals, spelling
from chat.providers.offline.answer import offline_answer, unmatched_objects
from chat.providers.offline.negation import asks_yes_no
from chat.tests.test_offline_session27 import words_of
from chat.tests.test_offline_session43 import cited
from knowledge.places import country_languages
from knowledge.retrieval import asks_place

CARILLON = [
    {
        "doc_id": "zomerboek",
        "title": "Het Zomerboek",
        "heading": "Bestellen",
        "language": "nl",
        "text": "| Uitvoering | Prijs |\n|---|---|\n| Gedrukt, gebonden | € 29,50 |\n| Pdf | € 18 |",
    },
    {
        "doc_id": "zomerboek",
        "title": "Het Zomerboek",
        "heading": "",
        "language": "nl",
        "text": "Het Zomerboek is mijn bundel met 24 arrangementen voor beiaard, verschenen in 2020.",
    },
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "",
        "language": "nl",
        "text": "Ik ben stadsbeiaardier van Zierikzee en speel elke zaterdag om twaalf uur.",
    },
]


def test_a_price_word_is_no_object_of_a_price_question():
    question = "Quanto costa lo Zomerboek in pdf?"
    # "costa" is near no word of the Dutch evidence (cosine ~0.5): it asked an object, the rule that
    # refuses existence questions about a thing no document holds read it (dev case: a refusal)
    assert unmatched_objects(question, "it", CARILLON, words_of(CARILLON)) == []
    found = offline_answer(question, CARILLON, vocabulary=words_of(CARILLON))
    assert found.why == "answer"
    assert "zomerboek" in cited(found)
    # ...an object still is one: a Christmas edition no document names
    assert unmatched_objects("Quanto costa l'edizione natalizia?", "it", CARILLON, words_of(CARILLON))


MARBLER = [
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "",
        "language": "nl",
        "text": "Ik marmer papier in mijn werkplaats in Gouda en geef cursussen voor volwassenen.",
    },
    {
        "doc_id": "afaan-oromoo",
        "title": "Afaan Oromoo",
        "heading": "Barnoota Finfinnee",
        "language": "om",
        "text": "Bara 2019 Finfinnee keessatti torban sadiif barattoota kudha lamaaf barnoota waraqaa "
        "bifa garaagaraa qabu kenneera. Barattoonni hundi ogeeyyii kitaabaa turan.",
    },
    {
        "doc_id": "cursussen",
        "title": "Cursussen",
        "heading": "",
        "language": "nl",
        "text": "De basiscursus duurt een zaterdag en kost € 95, materiaal inbegrepen.",
    },
]


def test_a_country_points_at_the_page_in_a_language_many_of_its_people_speak():
    assert "om" in country_languages("Etiopia")
    assert "lg" in country_languages("Uganda")
    # ...but not at a world language that many learn there: the United Kingdom is no French page's
    assert not {"fr", "de", "es"} & country_languages("Regno Unito")
    found = offline_answer("Heeft ze ooit les gegeven in Ethiopië?", MARBLER, vocabulary=words_of(MARBLER))
    assert not found.why.startswith("unknown_name")


PARCHMENT = [
    {
        "doc_id": "stages",
        "title": "Stages",
        "heading": "Les stages",
        "language": "fr",
        "text": "| Stage | Durée | Prix |\n|---|---|---|\n| Fabriquer sa peau de parchemin | 2 jours | 320 € |\n"
        "| Écrire à la plume sur vélin | 1 jour | 140 € |",
    },
    {
        "doc_id": "about",
        "title": "À propos",
        "heading": "",
        "language": "fr",
        "text": "Je fabrique du parchemin et du vélin à la main dans mon atelier de Figeac.",
    },
]


def test_an_offer_of_a_length_the_site_never_states_is_a_false_premise():
    assert signals.asked_spans("Wat kost de driedaagse cursus?") == {("3", "day")}
    assert signals.asked_spans("Was kostet der zweitägige Kurs?") == {("2", "day")}
    assert signals.asked_spans("Quanto costa il corso di tre giorni?") == {("3", "day")}
    assert signals.asked_spans("Is accommodation included in the five-day course?") == {("5", "day")}
    assert signals.asked_spans("Quanto costa il corso di due settimane?") == {("2", "week")}
    # a length is its number and its unit: two days (a "week-end") are no two weeks
    assert signals.stated_spans("Initiation — Durée: 2 jours (week-end); Prix: 260 €") == {("2", "day")}
    assert ("3", "week") in signals.stated_spans("Der Kurs dauert drei Wochen.")
    assert ("2", "day") in signals.stated_spans("De tweedaagse cursus kost € 240.")
    # a lead time, a day of the week or a single day is no offer's length
    assert not signals.asked_spans("Can I cancel two days before?")
    assert not signals.asked_spans("Is the one-day course full?")
    vocabulary = words_of(PARCHMENT)
    three = offline_answer("Wat kost de driedaagse cursus perkament maken?", PARCHMENT, vocabulary=vocabulary)
    assert three.sentences == [] and three.why == "premise_number:span"
    two = offline_answer("Wat kost de tweedaagse cursus perkament maken?", PARCHMENT, vocabulary=vocabulary)
    assert "stages" in cited(two)


def test_the_place_asked_last_in_spoken_word_order_asks_where_the_business_is():
    assert asks_place("C'est où, l'atelier ?")
    assert asks_place("A oficina fica onde?")
    assert asks_place("¿La tienda está dónde?")
    # "ou" is also "or"; "ouvert" is no "où"
    assert not asks_place("Le stage est ou le samedi ou le dimanche ?")
    assert not asks_place("C'est ouvert le lundi ?")


JEWELLER = [
    {
        "doc_id": "faq",
        "title": "Preguntas frecuentes",
        "heading": "¿Puedo devolver una pieza?",
        "language": "es",
        "text": "Las piezas de la tienda se pueden devolver en 14 días. Los encargos no se devuelven.",
    },
    {
        "doc_id": "faq",
        "title": "Preguntas frecuentes",
        "heading": "¿Hacéis tasaciones?",
        "language": "es",
        "text": "No. No hago tasaciones y no compro piezas antiguas.",
    },
    {
        "doc_id": "precios",
        "title": "Precios",
        "heading": "Encargos",
        "language": "es",
        "text": "- Piezas únicas desde 90 €.\n- Señal del 30 % al aceptar el presupuesto; el resto, a la entrega.",
    },
]


def test_a_deposit_asked_is_answered_by_the_unit_stating_the_deposit_not_other_terms():
    assert signals.asks_deposit("Si os encargo una pieza, ¿cuánto tengo que adelantar?")
    assert not signals.asks_deposit("¿Puedo cancelar un encargo?")
    found = offline_answer(
        "Si os encargo una pieza, ¿cuánto tengo que adelantar?", JEWELLER, vocabulary=words_of(JEWELLER)
    )
    assert "precios" in cited(found)
    assert any("30 %" in sentence for sentence in found.sentences)


def test_swedish_var_before_a_verb_asks_where_not_yes_or_no():
    assert not asks_yes_no("Var jobbade hon innan hon startade eget?")
    assert not asks_yes_no("Var köper hon leran?")
    assert not asks_yes_no("Var ligger verkstaden?")
    # "var" before a pronoun, a name or "det" is "was": yes or no
    assert asks_yes_no("Var hon i Japan?")
    assert asks_yes_no("Var det svårt att lära sig?")
    assert asks_yes_no("Var Anna med i tv?")


def test_a_medal_priced_ordered_or_counted_is_a_ware_not_an_award():
    assert not signals.asks_award("Hur mycket måste man betala i förväg när man beställer en serie medaljer?")
    assert not signals.asks_award("Wie viel kostet eine Medaille aus Zinn?")
    assert signals.asks_award("Vilken medalj fick hon 2019?")
    assert signals.asks_award("Has she won any medals?")
    assert signals.asks_terms("Måste man betala i förväg?")
    held = frozenset({"medaljer", "gjuter"})
    question = "Combien de médailles coule-t-elle chaque année pour le Runnloppet ?"
    assert signals.premise_names(question, held, language="fr") == []
    assert signals.premise_names("Pourquoi a-t-elle gagné la médaille du Runnloppet ?", held, language="fr")


def test_two_neighbouring_letters_swapped_are_one_slip():
    assert spelling.fix("pirce", "en") == "price"  # not "pierce", one letter more
    assert spelling.fix("kosett", "de") == "kostet"  # not "Korsett"
    assert spelling.swapped("pirce", "price")
    assert not spelling.swapped("price", "prize")


SHINGLES = [
    {
        "doc_id": "preise",
        "title": "Preise",
        "heading": "Dächer",
        "language": "de",
        "text": "| Leistung | Preis |\n|---|---|\n| Lärchenschindeldach, fertig verlegt | 185 € pro m² |\n"
        "| Fichtenschindeldach, fertig verlegt | 150 € pro m² |",
    },
    {
        "doc_id": "faq",
        "title": "Häufige Fragen",
        "heading": "Wie bezahle ich?",
        "language": "de",
        "text": "Per Überweisung oder bar in der Werkstatt. Assegni: no, Schecks nehme ich nicht an.",
    },
    {
        "doc_id": "about",
        "title": "Über mich",
        "heading": "",
        "language": "de",
        "text": "Ich spalte und verlege Holzschindeln im Allgäu, für alte und neue Häuser.",
    },
]


def test_an_area_a_cheque_and_how_old_a_thing_is_name_no_unknown_object():
    vocabulary = words_of(SHINGLES)
    question = "Was kostet ein Quadratmeter Fichtenschindeldach?"
    assert unmatched_objects(question, "de", SHINGLES, vocabulary) == []
    assert "cheque" in signals.asked_topics("Kann man bei Ihnen mit Scheck bezahlen?")
    assert signals.names_topic("cheque", "Assegni: no, Schecks nehme ich nicht an.")
    assert "old" not in unmatched_objects("Do you restore old shingle roofs?", "en", SHINGLES, vocabulary)


def test_a_second_one_named_takes_its_name_for_granted():
    held = frozenset({"voorns", "klokkenboek", "arrangementen", "beiaard"})
    question = "¿Cuánto cuesta su segundo libro de arreglos, el Brielse Beiaardboek?"
    assert signals.premise_names(question, held, language="es") == ["Brielse Beiaardboek"]
    assert signals.premise_names("¿Cuánto cuesta el Voorns Klokkenboek?", held, language="es") == []
