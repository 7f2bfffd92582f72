"""Session 39: a Swedish, Danish or Norwegian question, which the five-language detector places in
German, keeps its lowercase nouns as what it asks about."""

from __future__ import annotations

import pytest

from chat.providers.offline import signals
from chat.providers.offline.answer import question_language
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
