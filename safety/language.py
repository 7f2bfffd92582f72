"""The visitor's language, guessed without a model, so that fixed texts (refusals) answer in it.

Counting the short function words of each language is crude but deterministic and instant, and a
question of five words has enough of them. English wins a tie and answers anything unrecognised.
"""

from __future__ import annotations

import re
import unicodedata

LANGUAGES = ("en", "nl", "de", "es", "fr")
DEFAULT_LANGUAGE = "en"
# Written without accents: the text is compared with its accents removed.
STOPWORDS = {
    "en": frozenset(
        """the a an is are was were what who whom which where when why how does did do has have had
        she he her his him it its this that these those and or but with about from for of to in on
        at by can could would will should you your me my i all any tell please""".split()  # noqa: SIM905
    ),
    "nl": frozenset(
        """de het een is zijn was waren wat wie welke welk waar wanneer waarom hoe heeft hebben had
        zij ze haar hij hem dit dat deze die en of maar met over van voor naar bij op in aan door
        kan kun kunt wil je jij jouw u uw mij mijn ik ook niet geen nog al gedaan gewerkt alsjeblieft
        graag""".split()  # noqa: SIM905
    ),
    "de": frozenset(
        """der die das den dem des ein eine einen ist sind war waren was wer wen welche welcher wo
        wann warum wie hat haben hatte sie er ihr ihre ihn sein seine dies diese und oder aber mit
        uber von fur zu bei auf im am an kann konnen ich mich mir mein du sie ihnen auch nicht kein
        noch gemacht gearbeitet bitte""".split()  # noqa: SIM905
    ),
    "es": frozenset(
        """el la los las un una es son era fue que quien quienes cual cuales donde cuando por porque
        como ha han tiene tienen ella el su sus este esta estos y o pero con sobre de del al para en
        puede pueden yo mi me usted tambien no nada hizo trabajo trabaja favor""".split()  # noqa: SIM905
    ),
    "fr": frozenset(
        """le la les un une est sont etait qui que quoi quel quelle quels ou quand pourquoi comment a
        ont avait elle il son sa ses ce cet cette ces et mais avec sur de du des au aux pour en dans
        peut peux je moi mon vous votre aussi ne pas rien fait travaille chez qu c est plait""".split()  # noqa: SIM905
    ),
}
WORD = re.compile(r"[^\W\d_]+")
MARKS = {"¿": "es", "¡": "es"}  # only Spanish opens a question or an exclamation


def _plain(text: str) -> str:
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def detect_language(text: str) -> str:
    """One of `LANGUAGES`: the one with the most function words in `text`; English on a tie."""
    scores = dict.fromkeys(LANGUAGES, 0)
    for word in WORD.findall(_plain(text)):
        for language, stopwords in STOPWORDS.items():
            scores[language] += word in stopwords
    for mark, language in MARKS.items():
        scores[language] += 2 * text.count(mark)
    best = max(scores.values())
    if best == 0 or scores[DEFAULT_LANGUAGE] == best:
        return DEFAULT_LANGUAGE
    return next(language for language in LANGUAGES if scores[language] == best)
