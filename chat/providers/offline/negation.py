"""A unit that says "no" to what the question claims, and what the question's form makes of it.

"Does she sell birds?" beside "I don't sell or breed birds", "Fa corsi a Vienna?" beside "In
Oostenrijk geef ik geen cursussen", "¿Envía a Portugal?" beside "Je livre uniquement en Belgique et
au Luxembourg": the page states the answer, and it is "no" (a negation, or a
restriction that leaves the asked thing out). A yes/no question gets that unit as its answer, even
where a name or word of the question is nowhere in the documents (the restriction is why). A why-
question that takes the negated thing for granted ("¿Por qué usa pintura acrílica?" beside
"Acrylfarbe verwende ich nicht") rests on a false premise and is refused.

Rules over the question's form (question words, in en nl de fr es it pt) and the unit's negation
words, not over any set's phrases.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from chat.providers.offline.evidence import Scored, plain, word_matches

# Negations and restrictions ("only ... in Belgium"), in the seven visitor languages, folded. Dutch
# "nee" is left out (folded French "née", born), and Italian "mai" (never) counts only in an Italian
# text: French "en mai" and German "im Mai" are the month.
NEGATION_WORDS = (
    r"not|no|never|none|nor|neither|don't|doesn't|didn't|won't|can't|cannot|isn't|aren't|only|"
    r"niet|geen|nooit|noch|alleen|uitsluitend|slechts|"
    r"nicht|kein\w*|nie|niemals|nur|ausschliesslich|weder|"
    r"ne|n'|pas|jamais|aucune?|ni|seulement|uniquement|"
    r"nunca|ningun\w*|tampoco|solo|solamente|unicamente|exclusivamente|"
    r"non|nessun\w*|soltanto|esclusivamente|"
    r"nao|nem|nenhum\w*|apenas|somente|nein|"
    # Swedish
    r"inte|ej|aldrig|ingen|inget|inga|endast|enbart|bara"
)
NEGATION = re.compile(rf"\b(?:{NEGATION_WORDS})\b")
ITALIAN_NEGATION = re.compile(rf"\b(?:{NEGATION_WORDS}|mai)\b")
MAI = re.compile(r"\bmai\b")


def negation(language: str) -> re.Pattern[str]:
    """The negation words of a text in `language` (an ISO 639-1 code, "" unknown)."""
    return ITALIAN_NEGATION if language == "it" else NEGATION


def holds_mai(text: str) -> bool:
    """Whether a text holds "mai", whose language decides whether it negates (the caller's to find)."""
    return bool(MAI.search(folded(text)))


# The words of a question asking for something else than yes or no, in the seven languages, anywhere
# in the message. Unaccented "que", "como", "ou", "was" are also "that", "as", "or", English "was":
# counted all the same ("Vend-elle des bijoux ou des vases?" asks which, and the existence rule was
# chosen with them counted; reading them only as a first word lost 1 answer of 664, dev, replayed).
QUESTION_WORD = re.compile(
    r"\b(?:what|which|who|whom|whose|when|where|why|how|"
    r"wat|welke?|wie|waar|wanneer|waarom|hoe|hoeveel|waarmee|waarvoor|"
    r"was|welche[mnrs]?|wer|wen|wem|wessen|wo|wann|warum|wieso|weshalb|wieviele?|womit|wofur|woher|wohin|"
    r"worauf|worum|"
    r"qui|quoi|ou|quel(?:le)?s?|lequel|laquelle|pourquoi|comment|combien|quand|"
    r"que|como|donde|cual(?:es)?|quien(?:es)?|cuando|cuant[oa]s?|"
    r"che|chi|dove|perche|quale|quali|quant[oaie]s?|quando|"
    r"qual|quais|quem|onde|porque|"
    # Swedish ("var", where, is also "was"; "vem", who, Portuguese "comes": left out)
    r"vad|vilken|vilket|vilka|nar|varfor|hur|"
    # ...but "var" before a verb is "where" ("Var jobbade hon innan ...?", "Var köper hon leran?"),
    # before a pronoun or a name "was" ("Var hon i Japan?")
    r"var (?:\w+(?:ade|dde|de|te)|\w{3,}(?:ar|er)|ar|finns|ligger|bor|kan|ska|har|hade|hittar|gick|tog|fick|gjorde|lärde|larde))\b"
)
ACCENTED_QUESTION_WORD = re.compile(r"(?:^|[\s¿¡(])(?:qué|cómo|dónde|cuándo|où|porquê|quê)(?=[\s?,.!]|$)")
OPENING_QUESTION_WORD = re.compile(r"^[¿¡\s\"'(]*(?:\w+\s+)?(?:que|qu'|como|come|cosa|che|donde|o que)\b")
# "Tell me about...", "Vertel eens over...": a request, not a yes/no question.
REQUEST = re.compile(
    r"^[¿¡\s\"'(]*(?:tell|describe|explain|list|vertel|beschrijf|erzahl\w*|beschreib\w*|cuentame|hablame|"
    r"describe|explica|dime|dis|decris|parle\w*|raccont\w*|descriv\w*|spiega|dimmi|conte|fale|descreva|"
    r"parla(?:mi|ci|temi|teci)|raconte\w*|fal[ae]-me|beratta|beskriv)\b"
)
WHY = re.compile(
    r"\b(?:why|how come|waarom|hoezo|warum|wieso|weshalb|pourquoi|por que|porque|perche|come mai|como e que|varfor)\b"
)
CLAUSE = re.compile(r"[.;:!?,()\u2013\u2014]| - ")
WINDOW = 4  # words between a negation and the word it negates, either side (verb-final "... nicht ein")


def last_sentence(question: str) -> str:
    """The sentence that asks ("Mijn dochter is negen. Mag zij meehelpen?" asks the second)."""
    sentences = [s for s in re.split(r"(?<=[.!?])\s+", question.strip()) if s.strip()]
    asking = [s for s in sentences if "?" in s]
    return (asking or sentences or [""])[-1]


def asks_yes_no(question: str, *, language: str = "") -> bool:
    """Whether the question asks yes or no: no question word stands in the message, none opens its
    asking sentence, which is no request ("tell me about") and no why-question. The one reading of
    the answerer's rules (a stated "no", the existence of what is asked about). `language` is the
    visitor's (unused: the words of all seven count in every question)."""
    sentence = last_sentence(question)
    text = plain(sentence).replace("\u2019", "'")
    if QUESTION_WORD.search(plain(question).replace("\u2019", "'")):
        return False
    if ACCENTED_QUESTION_WORD.search(sentence.casefold()) or WHY.search(text):
        return False
    return not OPENING_QUESTION_WORD.match(text) and not REQUEST.match(text)


def asks_request(question: str) -> bool:
    """Whether the question is a request to tell about something ("Háblame de la furgoneta")."""
    return bool(REQUEST.match(plain(last_sentence(question)).replace("\u2019", "'")))


def asks_why(question: str) -> bool:
    return bool(WHY.search(plain(last_sentence(question))))


def folded(text: str) -> str:
    """Casefolded, accents removed, French "n'" apart ("je n'achète pas": "ne achete pas")."""
    return re.sub(r"\bn'", "ne ", plain(text).replace("\u2019", "'"))


def clauses(text: str) -> list[list[str]]:
    """The unit's words, clause by clause, folded."""
    return [re.findall(r"[\w'-]+", part) for part in CLAUSE.split(folded(text))]


def negates(text: str, *, language: str = "") -> bool:
    """Whether a text in `language` holds a negation or a restriction."""
    return bool(negation(language).search(folded(text)))


def negated_words(text: str, *, language: str = "") -> set[str]:
    """The words within WINDOW of a negation, either side, in its clause."""
    found: set[str] = set()
    pattern = negation(language)
    for words in clauses(text):
        for at, word in enumerate(words):
            if pattern.fullmatch(word) or word.endswith("n't"):
                found.update(w for w in words[max(0, at - WINDOW) : at + WINDOW + 1] if w != word)
    return found


def negated_claim(asked: set[str], text: str, *, language: str = "") -> list[str]:
    """The question's words (`asked`, informative) that the unit negates."""
    near = frozenset(negated_words(text, language=language))
    return sorted(w for w in asked if near and word_matches(w, near))


def stating_unit(
    ranked: list[Scored],
    asked: set[str],
    *,
    top: int,
    best_score: float,
    language_of: Callable[[Scored], str] = lambda s: "",
) -> Scored | None:
    """For a yes/no question: the first of the `top` best units that negates one of the question's
    words, or the best unit when it holds a negation at all and scores `best_score` or more (a
    restriction leaves the asked thing out by name: "uniquement en Belgique" for Portugal; a weak
    best unit with a negation is about something else: "geen cursussen in Oostenrijk" for gift
    vouchers)."""
    if not ranked:
        return None
    found = next(
        (s for s in ranked[:top] if negated_claim(asked, s.candidate.text, language=language_of(s))), None
    )
    if (
        found is None
        and ranked[0].score >= best_score
        and negates(ranked[0].candidate.text, language=language_of(ranked[0]))
    ):
        found = ranked[0]
    return found


# "Why did he stop using lead?", "¿Por qué elabora sus tintos sin sulfitos?": a why-question that
# takes an absence for granted (a stop verb, "without", a negation)...
ABSENCE = re.compile(
    r"\b(?:stop(?:ped|s)?|quit|gave up|give up|no longer|without|gestopt|opgehouden|zonder|"
    r"aufgehort|ohne|arrete|cesse|sans|dejo de|dejado de|sin|smesso|senza|deixou de|parou de|sem)\b"
)
# ...is inverted where the best unit says the thing goes on ("still the best material I know") or
# opens with "yes" ("Sí los llevan, pero pocos").
STILL = re.compile(
    r"\b(?:still|nog steeds|nog altijd|immer noch|noch immer|nach wie vor|toujours|sigue|siguen|todavia|"
    r"tuttora|ancora|ainda|continua)\b"
)
YES = re.compile(r"(?:^|[.!?]\s+)(?:yes|ja|oui|sí|sì|sim)\b", re.IGNORECASE)


def claims_absence(question: str, *, language: str = "") -> bool:
    text = folded(last_sentence(question))
    return bool(WHY.search(text) and (ABSENCE.search(text) or negation(language).search(text)))


def affirms(text: str) -> bool:
    """Whether a unit says the thing goes on or opens a sentence with "yes"."""
    return bool(STILL.search(folded(text)) or YES.search(text))
