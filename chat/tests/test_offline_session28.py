"""Session 28, from the spent bases and the dev splits of the newest ones: children someone may bring
are visitors, not the owner's own; a count stated beside a near synonym of the counted thing answers
a question in another language; a price list's row naming what is asked comes before a unit near
the best that prices something else; where the owner trained is the CV's question."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import offline_answer, unmatched_objects
from chat.tests.test_offline_session27 import item, words_of
from knowledge.retrieval import asks_owner_path


@pytest.mark.parametrize(
    "question",
    [
        "Are kids allowed in the taproom?",
        "Sind Kinder im Laden willkommen?",
        "Posso portare i bambini alla visita?",
        "Zijn kinderen welkom bij de rondleiding?",
    ],
)
def test_children_someone_brings_are_visitors(question):
    assert signals.personal_topic(question) is None


@pytest.mark.parametrize("question", ["Does she have kids?", "Hat sie Kinder?", "Heeft hij kinderen?"])
def test_the_owners_children_stay_personal(question):
    assert signals.personal_topic(question) is not None


TRAINING = [
    item("training", "Staff training", "Ferrymead Inns runs six country pubs in the Chew Valley."),
    item("training", "Staff training", "Every member of staff got a pocket card with three questions."),
    item(
        "training", "Staff training", "In spring 2023 they wanted their staff to sell wine with confidence."
    ),
    item("training", "Staff training", "Session 2 covered the pub's own list, wine by wine, in half a day."),
    item("training", "Staff training", "Session 4 covered faults, storage and opening bottles at the table."),
    item(
        "training", "Staff training", "In total I trained 48 staff across the six pubs between March and May."
    ),
]


def test_a_count_beside_a_near_synonym_answers_in_another_language():
    question = "Hoeveel medewerkers heeft hij getraind bij Ferrymead Inns?"
    answered = offline_answer(question, TRAINING, vocabulary=words_of(TRAINING))
    assert answered.why == "answer"
    assert any("48 staff" in s for s in answered.sentences)


def test_a_count_of_another_thing_is_still_no_answer():
    question = "Hoeveel flessen wijn heeft hij bij Ferrymead Inns verkocht in totaal?"
    refused = offline_answer(question, TRAINING, vocabulary=words_of(TRAINING))
    assert refused.sentences == [] and refused.why.startswith("count_unstated")


WINES = [
    item(
        "faq",
        "Wie lange hält der Wein?",
        "Gutsriesling und Weißburgunder trinken Sie am besten innerhalb von drei Jahren.",
    ),
    item("rosenpfad", "Der Rosenpfad", "Die Wiederbelebung der Steillage hat rund 95.000 € gekostet."),
    item("lese", "Lese 2025", "Der Gutsriesling 2025 ist seit März 2026 im Verkauf."),
    item(
        "preise",
        "Preise",
        "| Wein | Jahrgang | Preis (0,75 l) |\n|---|---|---|\n| Gutsriesling | 2025 | 9,50 € |\n"
        "| Spätlese | 2024 | 14,00 € |",
    ),
]


def test_a_price_lists_row_naming_the_thing_beats_another_things_amount():
    answered = offline_answer("Was kostet der Gutsriesling?", WINES, vocabulary=words_of(WINES))
    assert answered.why == "answer"
    assert any("9,50 €" in s for s in answered.sentences)
    assert not any("95.000" in s for s in answered.sentences)


@pytest.mark.parametrize(
    "question",
    [
        "Where did Mercè train as a watchmaker?",
        "Var har Frida utbildat sig till fotograf?",
        "Wo wurde sie ausgebildet?",
        "Waar is hij opgeleid?",
        "Où s'est-elle formée ?",
    ],
)
def test_where_the_owner_trained_is_the_cvs_question(question):
    assert asks_owner_path(question)


@pytest.mark.parametrize("question", ["Can I come by train?", "Is there a train station nearby?"])
def test_a_train_to_travel_by_is_no_training(question):
    assert not asks_owner_path(question)


def test_a_language_with_a_page_of_its_own_is_no_unknown_object():
    evidence = [
        item("cv", "Sprachen", "Deutsch (Muttersprache), Englisch (verhandlungssicher)."),
        item("faq", "Versand", "Nein. Wir versenden nur innerhalb Deutschlands."),
        item(
            "letzebuergesch",
            "Wëllkomm",
            "Meng Groussmamm koum vun Ehnen un der Musel, a vun hir hunn ech Lëtzebuergesch geléiert. "
            "Op Ufro maachen ech d'Weinprobe och op Lëtzebuergesch.",
        ),
    ]
    question = "Spricht sie Luxemburgisch?"
    assert unmatched_objects(question, "de", evidence, words_of(evidence)) == []
    assert unmatched_objects(question, "de", evidence[:2], words_of(evidence[:2])) == ["luxemburgisch"]


CLAY = [
    item("steengoed", "Klei", "Per jaar verwerk ik ongeveer 1.800 kg klei."),
    item(
        "steengoed",
        "Ovens",
        "Ik stook elektrisch, in twee ovens: een kleine van 120 liter en een grote van 300 liter.",
    ),
]


def test_a_unit_of_measure_counts_in_any_language():
    from chat.providers.offline.answer import counts
    from chat.providers.offline.evidence import candidates

    clay, ovens = candidates(CLAY)
    assert counts("chili", clay) and counts("quilos", clay)  # "kg": cosine 0.47 to "chili"
    assert counts("litri", ovens)
    assert not counts("chili", ovens) and not counts("litri", clay)


ESTONIAN_PAGE = [
    item("kurser", "Nybörjarhelg", "Nybörjarhelg: garn och en uppsatt varp ingår. Du väver en handduk."),
    item("faq", "Skickar du utomlands?", "Ja, inom Sverige och EU. Frakten kostar 149 kr inom Sverige."),
    item(
        "eesti",
        "Eesti keeles",
        "Algajate nädalavahetus 9.-10. oktoobril 2027 toimub eesti keeles. "
        "Saatmine Eestisse on tasuta, kui tellimus on üle 1 500 kr.",
    ),
]


def test_a_language_named_beside_its_page_is_no_unknown_name():
    question = "Is any of the beginner courses taught in Estonian?"
    answered = offline_answer(question, ESTONIAN_PAGE, vocabulary=words_of(ESTONIAN_PAGE))
    assert not answered.why.startswith("unknown_name"), answered.why
    refused = offline_answer(question, ESTONIAN_PAGE[:2], vocabulary=words_of(ESTONIAN_PAGE[:2]))
    assert refused.why == "unknown_name:Estonian"


def test_what_something_costs_names_no_object():
    question = "¿El envío a Estonia es gratis?"
    assert "gratis" not in unmatched_objects(question, "es", ESTONIAN_PAGE, words_of(ESTONIAN_PAGE))


def test_a_season_is_when_not_what():
    evidence = [item("preise", "Ferienwohnung", "Ferienwohnung: 85,00 € pro Nacht, ab zwei Nächten.")]
    question = "Gibt es die Ferienwohnung auch im Sommer?"
    assert unmatched_objects(question, "de", evidence, words_of(evidence)) == []
    assert unmatched_objects(
        "Gibt es die Ferienwohnung auch mit Sauna?", "de", evidence, words_of(evidence)
    ) == ["sauna"]


@pytest.mark.parametrize(
    "question",
    [
        "Sta pensando di aprire un suo wine bar?",
        "Ha in programma di aprire un'altra bottega?",
        "¿Está pensando en abrir otra tienda?",
        "Har du planer om at åbne et café mere?",
    ],
)
def test_more_ways_to_ask_the_owners_plans(question):
    assert signals.asks_plans(question)


def test_a_plan_asked_without_one_published_is_private():
    evidence = [item("about", "Over ons", "Ik verkoop wijn per fles en geef proeverijen in Bristol.")]
    refused = offline_answer(
        "Sta pensando di aprire un suo wine bar?", evidence, vocabulary=words_of(evidence)
    )
    assert refused.why == "personal:plans"
