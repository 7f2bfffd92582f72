"""Session 42: a document's language is the one it declares (a Maori page no detector knows); a page
the answerer's vectors can't read takes its place from retrieval's vectors, which read it; "adress
... hemma" is a home address."""

from __future__ import annotations

import pytest

from chat.providers.offline import answer, signals
from chat.providers.offline.answer import offline_answer
from chat.providers.offline.evidence import candidates, scored
from chat.tests.test_offline_session27 import words_of
from safety.verification import MARKER

ORGAN_BUILDER = [
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "",
        "language": "nl",
        "text": "Ik ben Bart Veldkamp, draaiorgelbouwer in Haarlem. Sinds 2004 bouw en restaureer ik "
        "draaiorgels voor stichtingen en particulieren.",
    },
    {
        "doc_id": "cv",
        "title": "Loopbaan",
        "heading": "",
        "language": "nl",
        "text": "2004 tot nu: eigen werkplaats in Haarlem. 1998 tot 2004: orgelmakerij Perlee in Amsterdam.",
    },
    {
        "doc_id": "maori",
        "title": "Te reo Māori",
        "heading": "",
        "language": "mi",
        "text": "I te tau 2015 i noho ahau ki Whanganui mō ngā marama e toru, ki te whakatika i tētahi "
        "ōkena tawhito mō te whare taonga. He pai ki ahau te reo Māori.",
    },
]


def undeclared(evidence: list[dict]) -> list[dict]:
    return [{key: value for key, value in item.items() if key != "language"} for item in evidence]


@pytest.mark.parametrize(
    "question", ["Has Bart ever worked in New Zealand?", "Heeft Bart ooit in Nieuw-Zeeland gewerkt?"]
)
def test_a_country_is_known_beside_a_page_that_declares_its_language(question):
    found = offline_answer(question, ORGAN_BUILDER, vocabulary=words_of(ORGAN_BUILDER))
    assert "maori" in [doc_id for sentence in found.sentences for doc_id in MARKER.findall(sentence)]
    # Read from its text, the Maori page is in no language the detector knows: New Zealand is unknown.
    bare = undeclared(ORGAN_BUILDER)
    assert offline_answer(question, bare, vocabulary=words_of(bare)).why.startswith("unknown_name:")


WINESKINS = [
    {
        "doc_id": "about",
        "title": "Sobre nosotros",
        "heading": "",
        "language": "es",
        "text": "Somos una botería familiar en Pamplona. Hacemos botas de vino de cuero y pez desde 1952.",
    },
    {
        "doc_id": "tienda",
        "title": "Tienda y taller",
        "heading": "Horario",
        "language": "es",
        "text": "La tienda abre de lunes a sábado, de 10:00 a 14:00. Enviamos botas a toda España en 48 horas.",
    },
    {
        "doc_id": "faq",
        "title": "Preguntas frecuentes",
        "heading": "¿Cómo se cura una bota nueva?",
        "language": "es",
        "text": "Llénela de vino tinto dos días, vacíela y repita. Nunca la guarde vacía al sol.",
    },
    {
        "doc_id": "kannada",
        "title": "ಕನ್ನಡ",
        "heading": "ಬೆಂಗಳೂರಿನಲ್ಲಿ",
        "language": "kn",
        "text": "ನಮ್ಮ ಬೂಟುಗಳನ್ನು ಬೆಂಗಳೂರಿನ ಒಂದು ಅಂಗಡಿಯಲ್ಲಿ ಮಾರಾಟ ಮಾಡಲಾಗುತ್ತದೆ. ಅಂಗಡಿಯ ಹೆಸರು ಚರ್ಮ ಮನೆ.",
    },
]


def meanings(question: str) -> tuple[dict[str, float], dict[str, float]]:
    """Each document's unit meaning before and after retrieval's ranking is read."""
    ranked = scored(question, candidates(WINESKINS), rank_weight=0.1, word_weight=0.15)
    after = answer.with_retrieval_meanings(question, ranked, {"kannada"})
    return {s.candidate.doc_id: s.meaning for s in ranked}, {s.candidate.doc_id: s.meaning for s in after}


def test_an_unread_page_that_retrieval_ranks_first_means_as_much_as_the_best_readable_unit():
    before, after = meanings("Where can I buy your wine skins in India?")
    readable = max(value for doc_id, value in before.items() if doc_id != "kannada")
    assert before["kannada"] < 0.1 < readable  # the answerer's vectors read no Kannada
    assert after["kannada"] == readable
    assert {doc_id: value for doc_id, value in after.items() if doc_id != "kannada"} == {
        doc_id: value for doc_id, value in before.items() if doc_id != "kannada"
    }


def test_an_unread_page_that_retrieval_ranks_last_gains_no_more_than_the_last_readable_unit():
    before, after = meanings("¿Cómo se cura una bota nueva?")
    assert after["kannada"] <= min(value for doc_id, value in before.items() if doc_id != "kannada")
    assert after["kannada"] < after["faq"]


@pytest.mark.parametrize("question", ["Vilken adress har Gunvor hemma?", "Vilken adress har du hemma?"])
def test_an_address_at_home_is_personal_in_swedish(question):
    assert signals.personal_topic(question, language="sv")


def test_the_workshops_address_is_not_personal_in_swedish():
    assert signals.personal_topic("Vilken adress har verkstaden?", language="sv") is None


MOWER = [
    {
        "doc_id": "prices",
        "title": "Prices and services",
        "heading": "",
        "kind": "page",
        "text": "All prices are for 2027 and include VAT. Gift vouchers are available for any course.",
    },
    {
        "doc_id": "cv",
        "title": "CV",
        "heading": "",
        "kind": "cv",
        "text": "- Founding member of the Marches Scythe Circle (2016)\n- First Aid at Work certificate, "
        "renewed 2024\n- Languages: English and Gujarati",
    },
    {
        "doc_id": "faq",
        "title": "Frequently asked questions",
        "heading": "What should I wear?",
        "kind": "page",
        "text": "Sturdy boots and long trousers. No sandals or shorts near a scythe blade.",
    },
    {
        "doc_id": "about",
        "title": "About me",
        "heading": "",
        "kind": "about",
        "text": "- Mowing courses for beginners and improvers, April to September\n- Austrian scythes: sold, "
        "fitted to your height and set up ready to mow\n- Blade peening and sharpening by post",
    },
]


def test_the_about_pages_list_of_services_keeps_its_place_before_the_cv():
    """`with_list` puts the about page's list last for a question about the owner's services; the
    person's page is then cited already, and the CV's best unit does not take that place."""
    question = "What services do you offer?"
    ranked = scored(question, candidates(MOWER), rank_weight=0.1, word_weight=0.15)
    first = {}
    for s in ranked:
        first.setdefault(s.candidate.doc_id, s)
    chosen = [first["prices"], first["faq"], first["about"]]
    kept = answer.person_chosen(question, "en", ranked, chosen, stating=None)
    assert [s.candidate.doc_id for s in kept] == ["prices", "faq", "about"]


STREET_ORGAN = [
    {
        "doc_id": "kleine-arend",
        "title": "De Kleine Arend voor Stichting Orgelvrienden",
        "heading": "Weer op straat",
        "kind": "project",
        "text": "Op 17 september 2022 speelde De Kleine Arend weer, op de Orgeldag in Beverwijk. Het orgel won daar "
        "die dag de publieksprijs.",
    },
    {
        "doc_id": "tarieven",
        "title": "Tarieven",
        "heading": "",
        "kind": "page",
        "text": "Een inspectie met schriftelijk rapport kost € 145. Het uurtarief in de werkplaats is € 62.",
    },
    {
        "doc_id": "about",
        "title": "Over mij",
        "heading": "",
        "kind": "about",
        "text": "Ik ben Bart, draaiorgelbouwer in Haarlem. Ik restaureer straatorgels en maak nieuwe boeken.",
    },
]

INLAID_TABLE = [
    {
        "doc_id": "tavolo",
        "title": "Un tavolo per una villa a Correggio",
        "heading": "In cifre",
        "kind": "project",
        "text": "| Voce | Dato |\n|---|---|\n| Misure | 110 per 220 cm |\n| Colori | 7 |\n| Tempo di lavoro | nove mesi |",
    },
    {
        "doc_id": "faq",
        "title": "Domande frequenti",
        "heading": "Fate anche riparazioni?",
        "kind": "page",
        "text": "Sì: scheggiature, crepe e lucidature. Le piccole riparazioni partono da 180 €.",
    },
    {
        "doc_id": "about",
        "title": "Chi sono",
        "heading": "",
        "kind": "about",
        "text": "Sono Ilaria, scagliolista a Carpi. Realizzo piani e restauro manufatti in scagliola.",
    },
]


@pytest.mark.parametrize(
    ("evidence", "question", "doc_id"),
    [
        (STREET_ORGAN, "Welke prijs won De Kleine Arend in 2022?", "kleine-arend"),
        (INLAID_TABLE, "Wie lange hat sie an dem Tisch für die Villa in Correggio gearbeitet?", "tavolo"),
    ],
)
def test_a_name_in_the_title_of_the_page_that_states_the_prize_or_the_time_is_held(
    evidence, question, doc_id
):
    """The unit stating the prize or the time need not repeat the name its page is about."""
    titled = [
        {**item, "heading": f"{item['title']} {item['heading']}"} for item in evidence
    ]  # as the index's
    found = offline_answer(question, evidence, vocabulary=words_of(titled))
    assert doc_id in [d for sentence in found.sentences for d in MARKER.findall(sentence)], found.why


def test_a_century_in_roman_numerals_is_no_unknown_name():
    vocabulary = frozenset({"falun", "tenn", "verkstader", "fanns", "1700", "talet"})
    asked = "Quantas oficinas de estanho havia em {} no século XVIII?"
    assert signals.unknown_names(asked.format("Falun"), vocabulary=vocabulary, language="pt") == []
    assert signals.unknown_names(asked.format("Uppsala"), vocabulary=vocabulary, language="pt") == ["Uppsala"]


@pytest.mark.parametrize(
    ("question", "personal"),
    [
        ("How much is a family ticket for the amber walk?", False),
        ("Is there a family price for the course?", False),
        ("Does she have a family?", True),
        ("Tell me about her family.", True),
    ],
)
def test_a_family_ticket_is_no_personal_matter(question, personal):
    assert bool(signals.personal_topic(question, language="en")) is personal
