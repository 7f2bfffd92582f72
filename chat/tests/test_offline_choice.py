"""The offline answerer's choice of unit and document (`chat.providers.offline.evidence.scored`,
`answer.offline_answer`): which evidence answers a paraphrased or broad question."""

from __future__ import annotations

import pytest

from chat.providers.offline.answer import PLACE_WEIGHT
from chat.providers.offline.evidence import (
    ASKS_NUMBER,
    STATES_PLACE,
    candidates,
    holds_number,
    informative_words,
    plain,
    scored,
)

PLANNING = [
    {
        "doc_id": "werkwijze",
        "title": "Werkwijze",
        "heading": "Planning",
        "text": "Voor een grote restauratie is de wachttijd meestal vier tot zes maanden. "
        "In december werk ik niet op de steigers: dan is het te koud voor lijnolieverf.",
    },
    {
        "doc_id": "over-mij",
        "title": "Over mij",
        "heading": "Hoe het begon",
        "text": "Als jongen mocht ik op zaterdag krullen vegen in de werkplaats van mijn oom.",
    },
]


@pytest.mark.parametrize(
    ("text", "words", "expected"),
    [
        ("Uma encadernação nova demora cerca de seis semanas.", True, True),
        ("De wachttijd is meestal vier tot zes maanden.", True, True),
        ("In december werk ik niet op de steigers.", True, True),
        ("Le vernis sèche en 3 jours.", False, True),  # digits always
        ("Uma encadernação nova demora cerca de seis semanas.", False, False),  # a price is in digits
        ("You may bring a friend to the workshop.", True, False),  # "may" is no month
        ("Una botella abierta no tiene por qué acabarse esa noche.", True, False),  # "una" counts nothing
    ],
)
def test_a_number_is_digits_a_number_word_or_a_month(text, words, expected):
    assert holds_number(text, words=words) is expected


@pytest.mark.parametrize(
    "question",
    [
        "¿En qué mes se cosecha la miel de brezo?",
        "In welke maand kan ik beter geen stemmer laten komen?",
        "Em que meses é que ela vai aos Países Baixos?",
        "Quanto tempo tenho de esperar por um livro?",
        "¿A qué hora empieza a recoger la uva?",
        "In which month does she harvest?",
    ],
)
def test_a_month_or_a_time_asks_for_a_number(question):
    assert ASKS_NUMBER.search(plain(question))


def test_a_unit_with_number_words_gains_the_number_weight_for_a_how_long_question():
    found = candidates(PLANNING)
    question = "Hoe lang moet ik wachten voordat hij aan een grote klus kan beginnen?"

    def score_of(number_weight: float, number_words: bool, starts: str) -> float:
        ranked = scored(
            question,
            found,
            rank_weight=0.1,
            word_weight=0.15,
            number_weight=number_weight,
            number_words=number_words,
        )
        return next(s.score for s in ranked if s.candidate.text.startswith(starts))

    wait, boy = "Voor een grote restauratie", "Als jongen"
    assert score_of(0.1, True, wait) == pytest.approx(score_of(0.0, True, wait) + 0.1)
    assert score_of(0.1, True, boy) == pytest.approx(score_of(0.0, True, boy))  # no number in it
    assert score_of(0.1, False, wait) == pytest.approx(score_of(0.0, False, wait))  # digits only


CANDLES = [
    {
        "doc_id": "imkers",
        "title": "Kaarsen voor imkers",
        "heading": "De ruil",
        "text": "Elke imker krijgt in december een doos kaarsen van zijn eigen was.",
    },
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "Het atelier",
        "text": "In 2016 opende ik mijn kaarsenmakerij, een atelier met winkeltje vlak bij het Begijnhof.",
    },
]


@pytest.mark.parametrize(
    ("question", "asks_year"),
    [
        ("Sinds wanneer heeft ze haar eigen kaarsenmakerij?", True),
        ("In che anno ha aperto la gelateria?", True),
        ("When did she open her shop?", True),
        ("When must I see a doctor about ringing ears?", False),  # a condition, not a year
    ],
)
def test_a_question_asking_for_a_year_favours_a_unit_stating_one(question, asks_year):
    found = candidates(CANDLES)

    def about_lead(year_weight: float) -> float:
        ranked = scored(question, found, rank_weight=0.1, word_weight=0.15, year_weight=year_weight)
        score = {s.candidate.doc_id: s.score for s in ranked}
        return score["about"] - score["imkers"]

    assert about_lead(0.2) == pytest.approx(about_lead(0.0) + (0.2 if asks_year else 0.0))


def test_word_vectors_survive_their_cache_being_cleared(monkeypatch):
    """The cache of single words' vectors is cleared when full: a call that fills it past the
    limit still answers from the vectors it just computed (it raised KeyError)."""
    from chat.providers.offline import evidence

    monkeypatch.setattr(evidence, "WORD_VECTORS_KEPT", 3)
    monkeypatch.setattr(evidence, "_word_vectors", {})
    first = evidence.nearest_words(["oak"], ["barrel", "cask"])
    second = evidence.nearest_words(["river", "oak"], ["barrel", "cask", "bridge"])
    assert first is not None and second is not None
    assert len(second) == 2
    assert second[1] == pytest.approx(first[0], abs=1e-6)  # the same words, the same cosine
    assert len(evidence._word_vectors) <= 4


@pytest.mark.parametrize(
    ("question", "word", "contraction"),
    [
        ("Vende tisane per l'allattamento?", "allattamento", "l'allattamento"),
        ("J'aimerais graver mes barriques, c'est possible ?", "barriques", "c'est"),
        ("We\u2019ve got a massive ash, should it be felled?", "ash", "we've"),
        ("Doet ze ook echo's?", "echo", "echo's"),
    ],
)
def test_question_words_are_read_without_elisions_and_clitics(question, word, contraction):
    words = informative_words(question)
    assert word in words
    assert not any("'" in w or "\u2019" in w for w in words), words
    assert contraction not in words


SHOP = [
    {
        "doc_id": "faq",
        "title": "FAQ",
        "heading": "Opening hours",
        "text": "The shop is open Tuesday to Saturday, nine to five.",
    },
    {
        "doc_id": "about",
        "title": "About",
        "heading": "Finding us",
        "text": "My bike shop is on South Street in Bridport, next to the bus station.",
    },
]


@pytest.mark.parametrize(
    ("question", "asks"),
    [
        ("Where is the shop?", True),
        ("Wo ist das Labor?", True),
        ("Var ligger verkstaden?", True),
        ("¿Dónde está la consulta?", True),
        ("Où se trouve l'atelier ?", True),
        ("Where did she train?", False),  # the CV's rows say that
        ("Hon var glad.", False),
    ],
)
def test_a_question_for_the_place_of_the_business_is_told_apart(question, asks):
    from knowledge.retrieval import asks_place

    assert asks_place(question) is asks
    assert bool(STATES_PLACE.search(SHOP[1]["text"])) and not STATES_PLACE.search(SHOP[0]["text"])


def test_a_unit_naming_a_place_answers_where_the_business_is():
    """The question's vector meets the opening hours as often as the address: a unit naming a place
    gains PLACE_WEIGHT."""
    found = candidates(SHOP)
    plain_ranking = scored("Where is the shop?", found, rank_weight=0.1, word_weight=0.15)
    placed = scored("Where is the shop?", found, rank_weight=0.1, word_weight=0.15, place_weight=PLACE_WEIGHT)
    assert plain_ranking[0].candidate.doc_id == "faq"
    assert placed[0].candidate.doc_id == "about"
