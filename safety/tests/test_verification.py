from __future__ import annotations

import pytest

from safety.verification import SentenceGate, Source, check_sentence, numbers_in, sentences

SOURCES = {
    "project-ledger": Source(
        "project-ledger", "Ledger rewrite", "/projects/ledger/#results", frozenset({"2019", "40"})
    ),
    "cv": Source("cv", "CV", "/cv/", frozenset({"2016", "2022"})),
}


def check(raw: str):
    return check_sentence(raw, sources=SOURCES, tool_numbers=frozenset({"7"}))


def stream(pieces: list[str]) -> list[str]:
    gate = SentenceGate()
    sentences = [s for piece in pieces for s in gate.feed(piece)]
    return sentences + gate.flush()


def test_it_accepts_a_sentence_whose_marker_and_numbers_are_in_the_cited_document():
    verdict = check("The rewrite in 2019 cut incidents by 40% [[project-ledger]].")
    assert verdict.accepted
    assert verdict.text == "The rewrite in 2019 cut incidents by 40%."
    assert verdict.cited == ("project-ledger",)


def test_it_rejects_a_marker_that_names_no_document_among_the_evidence():
    assert check("She wrote a book [[her-memoir]].").problem == "unknown_citation:her-memoir"


def test_it_rejects_a_number_that_none_of_the_cited_documents_states():
    assert check("The rewrite cut incidents by 45% [[project-ledger]].").problem == "unsupported_number:45"


def test_a_number_from_another_document_does_not_count():
    assert check("She joined in 2016 [[project-ledger]].").problem == "unsupported_number:2016"


def test_a_number_without_any_citation_is_rejected_unless_a_tool_said_it():
    assert check("She has 12 years of experience.").problem == "unsupported_number:12"
    assert check("There are 7 open slots.").accepted


def test_a_sentence_with_neither_numbers_nor_markers_passes():
    assert check("Here is what I found.").accepted


def test_list_enumerators_are_not_claims():
    assert check("2. The ledger rewrite [[project-ledger]].").accepted


@pytest.mark.parametrize(
    ("text", "expected"),
    [("96,000", {"96000"}), ("1.5 and 2016", {"1.5", "2016"}), ("40%", {"40"}), ("v3", {"3"})],
)
def test_numbers_are_normalised_so_equal_values_compare_equal(text, expected):
    assert numbers_in(text) == expected


def test_the_gate_releases_whole_sentences_with_the_markers_that_follow_them():
    sentences = stream(
        ["She joined in 20", "16 [[cv]]. She led", " the rewrite", ". [[project-", "ledger]] Done"]
    )
    assert sentences == ["She joined in 2016 [[cv]].", " She led the rewrite. [[project-ledger]]", " Done"]


def test_the_gate_holds_a_sentence_until_it_knows_no_marker_follows():
    gate = SentenceGate()
    assert gate.feed("She joined in 2016.") == []
    assert gate.feed(" [[c") == []
    assert gate.feed("v]] Next") == ["She joined in 2016. [[cv]]"]


def test_decimals_do_not_end_a_sentence():
    assert stream(["It took 3.5 weeks [[cv]]. Then more."]) == ["It took 3.5 weeks [[cv]].", " Then more."]


def test_paragraph_breaks_survive_as_leading_whitespace():
    assert stream(["Projects:\n\nThe ledger."]) == ["Projects:", "\n\nThe ledger."]


# Number words in each language the verifier reads them in; articles, ordinals and plain sentences.
SAME_VERDICT = [
    "Mara led the Ledger rewrite at Kovalent Pay [[project-ledger]].",
    "Balances were derived from postings and never edited [[project-ledger]].",
    "The team grew to forty engineers [[project-ledger]].",  # 40: accepted
    "The team grew to forty-two engineers [[project-ledger]].",
    "She has twelve years of experience [[cv]].",
    "A hundred services were migrated [[project-ledger]].",
    "Het team groeide naar veertig ontwikkelaars [[project-ledger]].",
    "Het team telde tweeënveertig mensen [[project-ledger]].",
    "Ze heeft een hond en een kat [[cv]].",
    "Das Team wuchs auf vierzig Leute [[project-ledger]].",
    "Sie arbeitete dreiundzwanzig Jahre dort [[cv]].",
    "Er hat ein Haus und einen Garten [[cv]].",
    "L'équipe comptait quarante personnes [[project-ledger]].",
    "Elle y a travaillé quatre-vingts jours [[cv]].",
    "Il a une maison et un jardin [[cv]].",
    "El equipo creció a cuarenta personas [[project-ledger]].",
    "Trabajó allí veintiún años [[cv]].",
    "Tiene una casa y un perro [[cv]].",
    "Her third book came out in 2019 [[project-ledger]].",
    "She answered one question, then one more [[cv]].",
    "Seven of them came from the tool.",
    "In 2016 she joined, and she left in 2022 [[cv]].",
]


@pytest.mark.parametrize("raw", SAME_VERDICT)
def test_skipping_the_language_guess_without_number_words_keeps_every_verdict(raw, monkeypatch):
    quick = check(raw)
    monkeypatch.setattr("safety.verification.may_hold_number_words", lambda text: True)
    assert quick == check(raw)


def test_some_of_those_verdicts_turn_on_a_number_word():
    rejected = {raw for raw in SAME_VERDICT if not check(raw).accepted}
    assert "The team grew to forty-two engineers [[project-ledger]]." in rejected
    assert "Sie arbeitete dreiundzwanzig Jahre dort [[cv]]." in rejected
    assert "The team grew to forty engineers [[project-ledger]]." not in rejected


def test_the_language_is_guessed_only_for_a_sentence_with_a_number_word(monkeypatch):
    guessed = []
    monkeypatch.setattr(
        "safety.verification.detect_language", lambda text, default: guessed.append(text) or "en"
    )
    check("Balances were derived from postings and never edited [[project-ledger]].")
    assert guessed == []
    check("The team grew to forty engineers [[project-ledger]].")
    assert guessed == ["The team grew to forty engineers."]


def test_an_ordinal_date_or_an_abbreviation_before_a_lower_case_word_ends_no_sentence():
    assert sentences("Beginn: 13. Januar, 14. April und 1. September. Anmeldung per E-Mail.") == [
        "Beginn: 13. Januar, 14. April und 1. September.",
        "Anmeldung per E-Mail.",
    ]
    assert sentences("Ich arbeite ca. zwanzig Stunden. Seit 2012. Wirklich!") == [
        "Ich arbeite ca. zwanzig Stunden.",
        "Seit 2012.",
        "Wirklich!",
    ]
    gate = SentenceGate()
    assert gate.feed("Der Kurs beginnt am 13. ") == []  # the date may go on
    assert gate.feed("Januar. [[kurse]] Danach") == ["Der Kurs beginnt am 13. Januar. [[kurse]]"]
