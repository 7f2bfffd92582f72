"""The about page's and the CV's prior (`chat.providers.offline.answer.person_chosen`): their best unit
joins the answer to a question about the owner when it scores nearly as well as another page's, once
the refusal signals have passed without it."""

from __future__ import annotations

from chat.providers.offline import signals
from chat.providers.offline.answer import (
    RANK_WEIGHT,
    WORD_WEIGHT,
    chosen_units,
    offline_answer,
    person_chosen,
)
from chat.providers.offline.evidence import candidates, scored

# nl-orgelbouw's evidence for "In welcher deutschen Stadt hat er als Restaurator gearbeitet?"
EVIDENCE = [
    {
        "doc_id": "tarieven",
        "kind": "page",
        "title": "Diensten en tarieven",
        "heading": "Restauraties",
        "text": "Voor een restauratie maak ik altijd eerst een inspectierapport; daarna volgt een offerte op "
        "maat. Een uurtarief of dagtarief voor restauraties publiceer ik niet.",
    },
    {
        "doc_id": "stembeurt",
        "kind": "article",
        "title": "Wat gebeurt er bij een stembeurt?",
        "heading": "",
        "text": "Veel kerkbesturen vragen me wat ze eigenlijk betalen bij een stembeurt. Een gewone beurt "
        "van een eenklaviers orgel duurt een dag.",
    },
    {
        "doc_id": "english",
        "kind": "page",
        "title": "For English-speaking clients",
        "heading": "Work in England",
        "text": "Since 2016 I have looked after a chamber organ of 1790 at St Clement's House in Norwich, a "
        "private music room. I cross on the night ferry from Hoek van Holland once a year in May for "
        "its tuning.",
    },
    {
        "doc_id": "cv",
        "kind": "cv",
        "title": "Curriculum vitae",
        "heading": "",
        "text": "Wessel Hooykaas, orgelmaker en restaurateur, Kampen.",
    },
    {
        "doc_id": "wilsum",
        "kind": "project",
        "title": "Het Swart-orgel in de Dorpskerk van Wilsum",
        "heading": "",
        "text": "In 2018 en 2019 heb ik het orgel van de Dorpskerk in Wilsum gerestaureerd, gebouwd in 1848 "
        "door Hendrik Swart.",
    },
]
QUESTION = "In welcher deutschen Stadt hat er als Restaurator gearbeitet?"
VOCABULARY = frozenset({"wessel", "hooykaas", "kampen", "wilsum", "norwich", "swart"})


def cited(sentences: list[str]) -> set[str]:
    return {s.rsplit("[[", 1)[1].rstrip("]") for s in sentences}


def test_the_cv_answers_a_question_about_the_owner_when_documents_carry_their_kind():
    without = [{k: v for k, v in item.items() if k != "kind"} for item in EVIDENCE]
    assert "cv" not in cited(offline_answer(QUESTION, without, vocabulary=VOCABULARY).sentences)
    answer = offline_answer(QUESTION, EVIDENCE, vocabulary=VOCABULARY)
    assert answer.why == "answer"
    assert "cv" in cited(answer.sentences)


def test_units_a_signal_checked_stay_chosen():
    question = "Wie viele Orgeln hat er insgesamt als Restaurator gerestaureerd?"
    assert signals.counted_thing(question)
    ranked = scored(question, candidates(EVIDENCE), rank_weight=RANK_WEIGHT, word_weight=WORD_WEIGHT)
    chosen = chosen_units(ranked)
    assert person_chosen(question, "de", ranked, chosen, stating=None) is chosen
    ranked = scored(QUESTION, candidates(EVIDENCE), rank_weight=RANK_WEIGHT, word_weight=WORD_WEIGHT)
    chosen = chosen_units(ranked)
    assert person_chosen(QUESTION, "de", ranked, chosen, stating=ranked[0]) is chosen
    yes_no = "Hat er in einer deutschen Stadt als Restaurator gearbeitet?"
    assert person_chosen(yes_no, "de", ranked, chosen, stating=None) is chosen
    with_cv = person_chosen(QUESTION, "de", ranked, chosen, stating=None)
    assert "cv" in {s.candidate.doc_id for s in with_cv}
    assert "cv" not in {s.candidate.doc_id for s in chosen}
