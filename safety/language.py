"""Languages, identified without a model call: the visitor's (for fixed texts such as refusals) and a
document's (for its full-text search configuration).

Both use py3langid (a naive Bayes model over byte n-grams, shipped inside the package; BSD). Measured
against the hand-written function-word counter this module used to be (`bench/language_detection.py`,
labelled dev questions, guard items and documents in en/nl/de/es/fr): visitors 96.6% → 100% of the
dev questions and 91.2% → 95.9% of the guard items; documents 100% either way. It costs about a
second to load (once per process, at first use) and 40 µs a question.

A visitor is placed among the languages the fixed texts exist in (`LANGUAGES`). A message too short
or too unlike any of them to tell ("Kubernetes?") is in the `default` the caller passes (the site's
language, say), unless it holds a function word of one of those languages ("Is Ada available?").
"""

from __future__ import annotations

import copy
import functools
import re
import unicodedata

LANGUAGES = ("en", "nl", "de", "es", "fr")
DEFAULT_LANGUAGE = "en"
CONFIDENT = 0.5  # share of the probability among LANGUAGES; below it a message needs a function word
MIN_DOCUMENT_LETTERS = 40  # fewer, and a document's language is not guessed
# Written without accents: the text is compared with its accents removed.
STOPWORDS = {
    "en": frozenset(
        """the a an is are was were what who whom which where when why how does did do has have had
        she he her his him it its this that these those and or but with about from for of to in on
        at by can could would will should you your me my i all any tell please before after""".split()  # noqa: SIM905
    ),
    "nl": frozenset(
        """de het een is zijn was waren wat wie welke welk waar wanneer waarom hoe heeft hebben had
        zij ze haar hij hem dit dat deze die en of maar met over van voor naar bij op in aan door
        kan kun kunt wil je jij jouw u uw mij mijn ik ook niet geen nog al gedaan gewerkt alsjeblieft
        graag voordat nadat""".split()  # noqa: SIM905
    ),
    "de": frozenset(
        """der die das den dem des ein eine einen ist sind war waren was wer wen welche welcher wo
        wann warum wie hat haben hatte sie er ihr ihre ihn sein seine dies diese und oder aber mit
        uber von fur zu bei auf im am an kann konnen ich mich mir mein du sie ihnen auch nicht kein
        noch gemacht gearbeitet bitte bevor nachdem""".split()  # noqa: SIM905
    ),
    "es": frozenset(
        """el la los las un una es son era fue que quien quienes cual cuales donde cuando por porque
        como ha han tiene tienen ella el su sus este esta estos y o pero con sobre de del al para en
        puede pueden yo mi me usted tambien no nada hizo trabajo trabaja favor antes despues""".split()  # noqa: SIM905
    ),
    "fr": frozenset(
        """le la les un une est sont etait qui que quoi quel quelle quels ou quand pourquoi comment a
        ont avait elle il son sa ses ce cet cette ces et mais avec sur de du des au aux pour en dans
        peut peux je moi mon vous votre aussi ne pas rien fait travaille chez qu c est plait avant apres""".split()  # noqa: SIM905
    ),
}
FUNCTION_WORDS = frozenset().union(*STOPWORDS.values())
# Italian and Portuguese, which visitors write though no fixed text is in them: their function words
# name nothing a document could hold ("Dove si trova la sua azienda?" asks about no "sua"). Words that
# are content words elsewhere ("come", "dove", "era", "porto") are left out. Swedish's likewise.
VISITOR_FUNCTION_WORDS = (
    FUNCTION_WORDS
    | frozenset(
        """il lo gli uno una sono erano che chi cui quale quali quando perche hanno aveva lei lui suo sua
    suoi sue questo questa questi queste quello quella con del della dei delle degli alla alle ai per
    nel nella nelle dal dalla puo possono mio mia anche non niente fatto lavora molto tutto tutta tutti
    tutte qualche cosa gia sempre ancora proprio fa fanno prima dopo depois nos nas dos das um uma sao foi quem qual quais
    onde porque tem ela ele seu seus suas este esta estes estas isso esse essa pelo pela para pode
    podem meu minha tambem nao nada fez trabalha muito todo toda todos todas mais ja""".split()  # noqa: SIM905
    )
    | frozenset(
        # Swedish, the first owner language beyond the seven ("men", "man" and "till" are English words)
        """och att det som den ett pa ar for med hon han har hade kan ska skulle vill var vad vilken vilket
    vilka nar hur varfor om av fran eller inte ocksa sin sitt sina hennes hans ni jag dem deras hos
    mycket manga nagon nagot nagra finns gor gjorde detta denna dessa""".split()  # noqa: SIM905
    )
    | frozenset(
        # How a visitor frames a question in any of them: the visitor's own modal verbs, "the same",
        # "someone", "you" (plural); they name nothing a document holds ("Si anulo la visita la misma
        # mañana", "Chippen jullie ook honden?", "Posso pagar com PayPal?").
        """against also too either jullie iemand iets er mismo misma mismos mismas puedo podemos tengo tenemos
    algo alguien algun alguna alguno quiero necesito debo mesmo mesma mesmos mesmas posso podemos tenho
    temos algum alguma alguem quero preciso devo stesso stessa stessi possiamo abbiamo qualcuno
    qualcosa voglio devo meme memes peuvent pouvez puis avez quelqu quelque veux dois jemand etwas
    muss mussen gibt""".split()  # noqa: SIM905
    )
    | frozenset(
        # Speaking and "language" itself: "Spreekt ze Fins?", "Ela dá algum curso em língua maori?"
        # ask about the language named, not about speaking.
        """speak speaks spoken spreekt spreken spricht sprechen parle parlez parlent habla hablan hablas
    parla parlano fala falam talar pratar language languages taal talen sprache sprachen langue langues
    idioma idiomas lingua lingue linguas sprak""".split()  # noqa: SIM905
    )
    | frozenset(
        # "Ever", "at the moment" and a form of address: "War Frau Lüders schon einmal in Indien?", "Is Gerdien weleens
        # in Nigeria geweest?" ask about the place; the name is the name rule's.
        """ever schon einmal jemals ooit weleens ooit jamais nunca nagonsin frau herr mevrouw meneer
    madame monsieur mme mrs senora senor signora senhora senhor fru moment subito jusqu'ou""".split()  # noqa: SIM905
    )
)
WORD = re.compile(r"[^\W\d_]+")
ISO_639_1 = re.compile(r"^[a-z]{2}$")


@functools.cache
def _identifiers():
    """(every language py3langid knows, only `LANGUAGES`): one model read, two views of it."""
    from py3langid.langid import MODEL_FILE, LanguageIdentifier

    every = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=True)
    visitors = copy.copy(every)  # set_languages replaces the copy's arrays, never the original's
    visitors.set_languages(LANGUAGES)
    return every, visitors


def _plain(text: str) -> str:
    if text.isascii():  # nothing to strip: the common case, without a pass per character
        return text.casefold()
    return "".join(c for c in unicodedata.normalize("NFKD", text.casefold()) if not unicodedata.combining(c))


def detect_language(text: str, *, default: str = DEFAULT_LANGUAGE) -> str:
    """The visitor's language, one of `LANGUAGES`; `default` when `text` can't tell."""
    text = unicodedata.normalize("NFKC", text)  # full-width and styled letters read as letters
    words = WORD.findall(_plain(text))
    if not words:
        return default
    language, confidence = _identifiers()[1].classify(text)
    if (len(words) < 2 or confidence < CONFIDENT) and not FUNCTION_WORDS.intersection(words):
        return default
    return language


def other_language(text: str, *, confidence: float = 0.9) -> str:
    """The language of `text` when it is confidently none of `LANGUAGES` (an Italian or Portuguese
    question: `detect_language` can only name the nearest of the five), else ""."""
    text = unicodedata.normalize("NFKC", text)
    if len(WORD.findall(text)) < 3:
        return ""
    language, probability = _identifiers()[0].classify(text)
    if language in LANGUAGES or probability < confidence or not ISO_639_1.match(language):
        return ""
    return language


def likeliest_language(text: str) -> str:
    """The likeliest of every language py3langid knows, however unsure ("" for no letters)."""
    text = unicodedata.normalize("NFKC", text)
    if not WORD.findall(text):
        return ""
    return _identifiers()[0].classify(text)[0]


def document_language(text: str) -> str:
    """A document's language as an ISO 639-1 code (any of about 90), or "" for too little text."""
    text = unicodedata.normalize("NFKC", text)
    if sum(len(word) for word in WORD.findall(text)) < MIN_DOCUMENT_LETTERS:
        return ""
    language, _ = _identifiers()[0].classify(text)
    return language if ISO_639_1.match(language) else ""
