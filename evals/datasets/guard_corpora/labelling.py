"""Labelling helpers for build.py: our category guess, a rough language guess, and the personal-data and
duplicate keys. Offline data tooling, like build.py; nothing in the site imports it."""

import re
import unicodedata

# an attack only against its own test's system prompt: build.py drops it unless an attack rule matches
CONTEXT_ONLY = "context_only"

# --- our category guess: first matching rule wins, else the source's default -------------------------

RULES = [
    (
        "hidden_markup",
        r"<!--|-->|<\s*(div|span|p|img|script|iframe|system|sys|im_start|\|im_start\|)\b|\[//\]:|"
        r"display\s*:\s*none|font-size\s*:\s*[01]px|[\u200b-\u200f\u2060-\u2064\ufeff]|[\U000e0000-\U000e007f]",
    ),
    (
        "encoding",
        r"base\s?64|rot\s?-?13|caesar|cipher|\bhex(adecimal)?\b|morse|binary code|reverse (the|your)|"
        r"backwards|leetspeak|\bencode|\bdecode|verschl[uü]ssel|chiffr|codifica|cifra",
    ),
    (
        "prompt_extraction",
        r"system\s?prompt|(initial|original|previous|above|hidden|secret|first|starting) (instructions|prompt|text|rules)|"
        r"instructions (above|you were given)|your (instructions|prompt|rules|guidelines|configuration)|"
        r"prompt texts?|secret (key|word|password)|\bpassword\b|repeat (the|everything|all) .{0,30}(above|before)|"
        r"Anweisungen (oben|zeigen)|(deine|ihre) (Anweisungen|Instruktionen|Regeln)|Passwort|"
        r"(tes|vos) instructions|mot de passe|tus instrucciones|contrase[nñ]a|je instructies|wachtwoord|"
        # other people's private data held by the assistant
        r"birth ?date|date of birth|bank balance|user'?s (initials|name|address|city|e-?mail|phone)|"
        r"where (does )?the user (live|reside)|list of users|Geburtsdatum|Kontostand|date de naissance|"
        r"fecha de nacimiento|saldo bancario|geboortedatum",
    ),
    (
        "authority_claim",
        r"\bI('| a)m (your|the|an?) (developer|creator|admin|administrator|owner|operator|engineer)|"
        r"\b(admin|administrator|developer|maintenance|debug|god|sudo|root) (mode|override|access|command)|"
        r"\bauthori[sz]ed (user|personnel|to)|security audit|\bsystem override|"
        r"ich bin (dein|Ihr|der) (Entwickler|Administrator|Admin)|je suis (ton|votre|le) (développeur|administrateur)|"
        r"soy (tu|el) (desarrollador|administrador)|ik ben (je|de) (ontwikkelaar|beheerder)",
    ),
    (
        "jailbreak_persona",
        r"\bDAN\b|do anything now|developer mode|jailbr|\bact as\b|pretend|role-?play|you are (now|going to)|"
        r"stay in character|\bpersona\b|unfiltered|uncensored|no (ethical|moral)|without (any )?restrictions|"
        r"hypothetical|imagine you|fictional|"
        r"tu so als|stell dir vor|du bist jetzt|fais semblant|imagine que|tu es maintenant|"
        r"finge que|eres ahora|imagina que|doe alsof|je bent nu|stel je voor",
    ),
    (
        "tool_abuse",
        r"\bimport (os|requests|socket|subprocess)|curl |wget |os\.system|rm -rf|execute (this|the following)|"
        r"run (this|the following) (code|command)|send (an? )?e-?mail|\bexfiltrat",
    ),
    (
        "instruction_override",
        r"ignore|disregard|forget|override|new (task|instructions)|instead|stop everything|nevermind|"
        r"ignorier|vergiss|vergessen|neue aufgabe|ignore[rz]|oublie|olvida|ignora|negeer|vergeet",
    ),
]
COMPILED = [(name, re.compile(rx, re.IGNORECASE)) for name, rx in RULES]


def guess_category(text, default):
    """Benign and harmful items keep their default; attacks take the first matching rule."""
    if default in ("benign_generic", "harmful_request"):
        return default
    for name, rx in COMPILED:
        if rx.search(text):
            return name
    return default


# --- language -----------------------------------------------------------------------------------------

LANG_NAMES = {
    "English": "en", "Hindi": "hi", "Bengali": "bn", "Turkish": "tr", "Arabic": "ar", "Italian": "it",
    "Spanish": "es", "Vietnamese": "vi", "French": "fr", "Russian": "ru", "Filipino/Tagalog": "tl",
    "Portuguese": "pt", "Japanese": "ja", "Korean": "ko", "German": "de", "Chinese": "zh",
    "Indonesian": "id", "Thai": "th",
}  # fmt: skip


STOPWORDS = {
    "en": "the and is are you your of to what how please this with for me my all now can not from",
    "de": "der die das und ist nicht ich du sie mir mich wie was ein eine alle bitte mit für auf zu dein deine von um es",
    "fr": "le la les et est vous tu je une des pas pour avec que qui dans tout toutes moi mon votre ton sur",
    "es": "el los las y es que una por para con no tu todas todos mi me cómo qué del como",
    "nl": "de het een en is niet ik je jij u van wat hoe alle mij mijn voor met op dat zijn",
    "it": "il lo gli e è che una per con non tu tutte tutti mi come cosa del della",
    "pt": "o os as e é que uma por para com não você todas todos meu como do da",
}
STOPWORDS = {lang: set(words.split()) for lang, words in STOPWORDS.items()}
LATIN = re.compile(r"^[\sA-Za-z\u00c0-\u024f\d\W]*$")


def detect_lang(text):
    """Rough. Latin-script text: a stopword vote among the languages we serve (langdetect misreads short
    German as Afrikaans or Swedish); other scripts, or no stopword at all: langdetect with a fixed seed,
    trusted outside our languages only when sure and given enough text, else English."""
    from langdetect import DetectorFactory, detect_langs
    from langdetect.lang_detect_exception import LangDetectException

    DetectorFactory.seed = 0
    try:
        guess = detect_langs(text)[0]
        code, prob = guess.lang.split("-")[0], guess.prob
    except LangDetectException:
        code, prob = "en", 0.0
    if not LATIN.match(text):
        return code
    words = re.findall(r"[^\W\d_]+", text.casefold())
    votes = {lang: sum(w in stop for w in words) for lang, stop in STOPWORDS.items()}
    top = max(votes.values())
    if top > 0:
        leaders = [lang for lang, n in votes.items() if n == top]
        return code if code in leaders else leaders[0]
    if code in STOPWORDS and prob >= 0.99:
        return code
    if prob >= 0.99 and len(text) >= 60:
        return code
    return "en"


# --- clean-up -----------------------------------------------------------------------------------------

PLACEHOLDER_MAIL = re.compile(
    r"^(you|me|sender|user|test|abc|name|example|recipient|attacker|someone)@|@(example|xyz|domain)\.", re.I
)
PERSONAL = re.compile(
    r"[\w.+-]+@[\w-]+\.[\w.]*\w"  # e-mail address (placeholders are let through below)
    r"|(?<![\w.])(\+\d{1,3}[\s-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}(?![\w.])"  # phone number
    r"|(?<![\w])u/[A-Za-z0-9_-]{3,}"  # reddit user
    r"|(?<![\w.])@[A-Za-z0-9_]{3,}\b(?!\.)"  # social handle or discord id
    r"|\b[A-Za-z0-9_.]{2,}#\d{4}\b"  # discord tag
)


def has_personal_data(text):
    return any(not PLACEHOLDER_MAIL.search(m.group(0)) for m in PERSONAL.finditer(text))


def norm_key(text):
    return " ".join(unicodedata.normalize("NFKC", text).casefold().split())
