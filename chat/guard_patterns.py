r"""Data for the input guards: multilingual markers, look-alike letters, IBAN lengths.

The marker patterns match text after `chat.guards.normalise`: NFKC, casefolded, diacritics stripped,
look-alike letters mapped to Latin, leetspeak digits inside words mapped, spaced-out letters joined.
So they are written in plain lowercase ASCII ("ignoriere", "precedentes"), in a small notation that
`chat.guards.compile_rules` expands:

- a literal space is one or more whitespace characters, " ?" is optional whitespace (never write a
  space inside `[...]`);
- `<wN>` is up to N intervening words (lazy), `<wx3>` the same but never "about"-like words, so
  "tell me about the system prompt she wrote" is not "tell me the system prompt";
- `<imp>` is an imperative frame: the start of a sentence or clause, or "please", "can you",
  "kun je", "bitte", "por favor", "peux-tu"...;
- `<poss2>` is a second-person possessive ("your", "jouw", "deine", "tus", "tes"...);
- `<she>` / `<her>` refer to the owner: a pronoun or one of `OWNER_NAMES`.

Rule ids are `<lang>:<what>`; every pattern may only use non-capturing groups.
"""

# ruff: noqa: RUF001  (look-alike letters are this module's data)
from __future__ import annotations

# The owner's names as the knowledge base spells them (about page), casefolded. Used only to
# recognise a question *about* the owner ("can Mara write Go?") and personal questions
# ("is Mara married?"); pronouns work without them.
OWNER_NAMES = ("mara", "lindqvist", "mara lindqvist")

# --- Normalisation data -------------------------------------------------------------------------

# Letters that look Latin but are not (Cyrillic, Greek, Armenian, small capitals, dotless i...),
# applied after casefolding. NFKC already folds fullwidth, circled and mathematical letters.
CONFUSABLES = {
    # Cyrillic
    "а": "a", "б": "b", "в": "b", "г": "r", "д": "d", "е": "e", "ё": "e", "з": "3", "и": "u",
    "к": "k", "л": "n", "м": "m", "н": "h", "о": "o", "п": "n", "р": "p", "с": "c", "т": "t",
    "у": "y", "х": "x", "ь": "b", "ѕ": "s", "і": "i", "ї": "i", "ј": "j", "ԁ": "d", "ԛ": "q",
    "ԝ": "w", "һ": "h", "ӏ": "l", "ɡ": "g", "ѡ": "w", "ү": "y", "ҳ": "x", "ԍ": "g", "ʏ": "y",
    # Greek
    "α": "a", "β": "b", "γ": "y", "δ": "d", "ε": "e", "ζ": "z", "η": "n", "θ": "o", "ι": "i",
    "κ": "k", "λ": "l", "μ": "u", "ν": "v", "ξ": "e", "ο": "o", "π": "n", "ρ": "p", "σ": "o",
    "ς": "c", "τ": "t", "υ": "u", "φ": "o", "χ": "x", "ψ": "w", "ω": "w", "ϲ": "c", "ϳ": "j",
    # Armenian and others that pass for Latin in most fonts
    "օ": "o", "ս": "u", "ց": "g", "հ": "h", "ո": "n", "ɑ": "a", "ı": "i", "ȷ": "j", "ł": "l",
    "ø": "o", "đ": "d", "ħ": "h", "ƅ": "b", "ɩ": "i", "ɪ": "i", "ʟ": "l", "ɴ": "n", "ʀ": "r",
    "ᴀ": "a", "ʙ": "b", "ᴄ": "c", "ᴅ": "d", "ᴇ": "e", "ғ": "f", "ɢ": "g", "ʜ": "h", "ᴊ": "j",
    "ᴋ": "k", "ᴍ": "m", "ᴏ": "o", "ᴘ": "p", "ꜱ": "s", "ᴛ": "t", "ᴜ": "u", "ᴠ": "v", "ᴡ": "w",
    "ᴢ": "z", "ß": "ss", "æ": "ae", "œ": "oe",
}  # fmt: skip

# Digits (and a few symbols) used as letters inside words: "1gn0r3", "pr3v10us", "s3cr3t".
LEET = {"0": "o", "1": "i", "3": "e", "4": "a", "5": "s", "7": "t"}

# Invisible characters that are not Unicode category Cf but render as nothing or as a blank.
INVISIBLE = "\u115f\u1160\u3164\uffa0\u034f\u17b4\u17b5\u180e\u2800"

# IBAN length per country (SWIFT registry); only these countries are checked.
IBAN_LENGTHS = {
    "AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22,
    "BR": 29, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20,
    "EG": 29, "ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18,
    "GR": 27, "GT": 28, "HR": 21, "HU": 28, "IE": 22, "IL": 23, "IS": 26, "IT": 27, "JO": 30,
    "KW": 30, "KZ": 20, "LB": 28, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24,
    "ME": 22, "MK": 19, "MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28,
    "PS": 29, "PT": 25, "QA": 29, "RO": 24, "RS": 22, "SA": 24, "SE": 24, "SI": 19, "SK": 24,
    "SM": 27, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}  # fmt: skip

# Words that may sit next to a digit run that is an account or ID number ("other account numbers").
ACCOUNT_KEYWORDS = (
    r"account (?:number|no|nr|#)|acct(?: no)?|bank ?account|checking account|savings account|"
    r"routing (?:number|no)|sort ?code|aba (?:number|routing)|bsb|clabe|"
    r"rekening ?nummer|rekeningnr|bankrekening(?:nummer)?|rekening|girorekening|"
    r"konto ?nummer|kontonr|konto|bankverbindung|blz|bankleitzahl|"
    r"numero de cuenta|n(?:o|um)\.? de cuenta|cuenta bancaria|cuenta corriente|mi cuenta|ccc|"
    r"numero de compte|n(?:o|um)\.? de compte|compte bancaire|compte courant|mon compte|rib|cle rib|"
    r"bsn|burgerservicenummer|sofi ?nummer|social security(?: number)?|ssn|"
    r"sozialversicherungsnummer|steuer-?id|steuernummer|dni|nie|nif|numero de securite sociale|"
    r"passport (?:number|no)|paspoortnummer|reisepassnummer|numero de pasaporte|numero de passeport"
)

# --- Fragments used by the notation -------------------------------------------------------------

IMPERATIVE_WORDS = (
    r"please|pls|plz|kindly|can you|could you|would you|will you|you must|you should|you will|"
    r"you shall|i want you to|i need you to|i order you to|now|ok|okay|hey|alsjeblieft|alstublieft|"
    r"graag|kun je|kan je|kunt u|wil je|wilt u|zou je|zou u|bitte|kannst du|konnen sie|konntest du|"
    r"wurdest du|jetzt|por favor|puedes|podrias|me puedes|quiero que|ahora|s'il te plait|"
    r"s'il vous plait|stp|svp|peux-tu|pouvez-vous|pourrais-tu|pourriez-vous|tu peux|vous pouvez|"
    r"je veux que tu|maintenant"
)
IMPERATIVE_FRAME = rf"(?:^|(?<=[.!?;:\n(\"'«“,])\s*|\b(?:{IMPERATIVE_WORDS})\s+)"
SECOND_PERSON = (
    r"(?:your|ur|yr|je|jouw|uw|dein|deine|deinen|deiner|deinem|deines|tu|tus|tes|ton|ta|vos|votre)"
)
OWNER = "|".join(sorted(OWNER_NAMES, key=len, reverse=True))
OWNER_SUBJECT = rf"(?:she|he|{OWNER}|the owner)"
OWNER_POSSESSIVE = rf"(?:her|his|(?:{OWNER})(?:'s|s)?|the owner's)"
ABOUT_WORDS = (
    r"about|regarding|concerning|on|over|uber|sobre|sur|how|why|what|whether|if|hoe|waarom|wat|of|"
    r"ob|wie|warum|was|como|por|que|si|comment|pourquoi|quoi|she|he|her|his|ze|zij|haar|sie|ihr|"
    r"ihre|ella|elle|son|sa|ses"
)

# --- Injection and jailbreak markers --------------------------------------------------------------

_IGNORE_NOUNS_EN = (
    r"(?:instructions?|rules|prompts?|directions|directives|guidelines|guidance|constraints|"
    r"restrictions|programming|orders|commands|policies|policy|guardrails|filters|safeguards|"
    r"limitations|training|system prompt|system message|context)"
)
_IGNORE_ADJ_EN = (
    r"(?:previous|prior|above|preceding|earlier|former|original|initial|old|existing|current|"
    r"system|given|default|safety|security|built-in|hidden|preset|pre-set|developer|content|ethical)"
)
_IGNORE_VERBS_EN = (
    r"(?:ignore|disregard|forget|bypass|override|overwrite|overrule|discard|abandon|neglect|"
    r"circumvent|evade|dismiss|drop|delete|erase|cancel|suspend|disable|deactivate|turn off|"
    r"set aside|throw away|get rid of|stop following|stop obeying|don't follow|do not follow|"
    r"dont follow|never mind|nevermind)"
)

INJECTION_RULES: list[tuple[str, str]] = [
    # English
    ("en:ignore_previous",
     rf"\b{_IGNORE_VERBS_EN} <w2>(?:all |any |every |each )?(?:of )?"
     rf"(?:your|ur|my|all|any|every) (?:{_IGNORE_ADJ_EN} ){{0,3}}{_IGNORE_NOUNS_EN}\b"),
    ("en:ignore_previous",
     rf"\b{_IGNORE_VERBS_EN} <w2>(?:all |any )?(?:of )?(?:the |this |that )?(?:{_IGNORE_ADJ_EN} ){{1,3}}"
     rf"{_IGNORE_NOUNS_EN}\b"),
    ("en:ignore_previous",
     rf"\b{_IGNORE_VERBS_EN} (?:all )?(?:of )?the (?:instructions|system prompt|system message|prompt|"
     r"guardrails|programming|directives|guidelines|rules above|above)\b"),
    ("en:ignore_previous",
     r"\b(?:ignore|disregard|forget|never mind|nevermind) (?:about )?(?:everything|all|anything|all that|"
     r"what)(?: (?:of )?(?:the )?(?:text|stuff|things|content))? (?:above|before|prior|earlier|previously|so far|"
     r"you (?:were|have been|'ve been|got) (?:told|given|instructed|programmed|taught)|that came before)\b"),
    ("en:ignore_previous", r"\b(?:ignore|disregard) (?:the |all )?(?:above|preceding|previous|prior)\b"),
    ("en:ignore_previous",
     rf"<imp>{_IGNORE_VERBS_EN} (?:all )?(?:of )?the (?:\w+ )?{_IGNORE_NOUNS_EN}\b|<imp>(?:ignore|forget|"
     rf"disregard) (?:about )?(?:{OWNER}|the (?:site )?owner|your (?:owner|purpose|role|job|task))\b"),
    ("en:ignore_previous",
     r"\b(?:your|the|all|my previous|previous) (?:instructions|rules|guidelines|restrictions|directives|"
     r"system prompt) (?:are|is|have been|were) (?:now )?(?:void|null|cancel+ed|revoked|overridden|obsolete|"
     r"suspended|lifted|removed|disabled|replaced|invalid|no longer (?:valid|active|in effect|apply|"
     r"applicable))\b|\b(?:instructions|rules|restrictions|guidelines) no longer apply\b"),
    ("en:ignore_previous",
     rf"\b{_IGNORE_VERBS_EN} <w2>(?:all )?(?:of )?the (?:\w+ )?{_IGNORE_NOUNS_EN} (?:you (?:were|have been|'ve "
     r"been|got|received)|given to you|they gave you|that (?:were )?given)\b"),
    ("en:role_override", r"\byou(?: are|'re|re| r) (?:now|no longer|henceforth|from now on)\b"),
    ("en:role_override",
     r"\byou(?: have| ve|'ve| are|'re| were)(?: been| now| just been)? (?:freed|released|liberated|unshackled|"
     r"unlocked|jailbroken|reprogrammed|updated to ignore)\b"),
    ("en:role_override",
     r"\b(?:from now on|from this point (?:on|forward)|henceforth|starting now|for the rest of (?:this|the) "
     r"(?:conversation|chat)),? (?:you|your|u|ur|act|behave|respond only|only respond|answer only|only answer|"
     r"reply only|only reply|pretend|ignore|forget|do not|don't|dont|never|always|disregard)\b"),
    ("en:role_override",
     r"\byour (?:new|real|true|actual|only) (?:instructions|task|role|purpose|goal|job|persona|identity|"
     r"name|mission|objective) (?:is|are|will be)\b"),
    ("en:role_override",
     r"\b(?:stop|quit|cease) (?:being|acting as|pretending to be|behaving like) (?:a |an |the )?"
     r"(?:portfolio|assistant|bot|chatbot|helpful|restricted|twin|ai)\b"),
    ("en:act_as",
     r"<imp>(?:act|behave|respond|answer|reply|pose|speak|talk|write) (?:as|like) (?:if |though )?"
     r"(?:you (?:are|were|had)|a |an |my |the |dan\b|an? )"),
    ("en:pretend",
     r"\b(?:pretend|imagine|suppose|assume) (?:that )?(?:you(?: are|'re|re| were| have no| had no| can| could)|"
     r"to be|there (?:are|were) no)\b"),
    ("en:roleplay",
     r"\brole-?(?:play|playing) (?:as|with me|a |an |game)|\brole play (?:as|with me|a |an |game)|"
     r"\blet'?s play a (?:game|role)|\blet'?s (?:role-?play|role play|pretend|play pretend)\b|\brole-?play ?:|"
     r"\bplay the role of\b|\bsimulate (?:a |an )?(?:ai|assistant|chatbot|"
     r"model|terminal|shell|linux) (?:with|without|that)\b"),
    ("en:jailbreak",
     r"\b(?:enable|activate|enter|turn on|switch to|switch into|go into|unlock|engage|initiate|boot into|"
     r"you are in|you're in|you are now in|now in) (?:the |a )?(?:developer|dev|god|admin|sudo|debug|"
     r"maintenance|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil|dan|opposite|chaos|rogue) mode\b"),
    ("en:jailbreak",
     r"\b(?:developer|dev|god|admin|sudo|dan|jailbreak|jailbroken|unrestricted|unfiltered|uncensored|evil) "
     r"mode (?:on|enabled|activated|engaged|unlocked|is on)\b"),
    ("en:jailbreak",
     r"\bdo anything now\b|\bjailbroken\b|\bjailbreak (?:yourself|activated|enabled|prompt:)|"
     r"\b(?:you are|you're|act as|become|as|called) dan\b|\bstay in character\b|\banti-?dan\b|"
     r"\b(?:uncensored|unfiltered|unrestricted|unaligned) (?:ai|assistant|chatbot|model|version|response|"
     r"answer|mode)\b"),
    ("en:no_restrictions",
     r"\b(?:without|with no|free of|free from|no more|zero) (?:any )?(?:filters|filtering|censorship|"
     r"guardrails|safety (?:rules|filters|guidelines|measures)|content polic(?:y|ies)|moral(?:s|ity)?|"
     r"ethic(?:s|al (?:guidelines|constraints|limits)))\b"),
    ("en:no_restrictions",
     r"\b(?:reply|respond|answer|talk|speak|act|write|behave|operate|say|tell|chat)\b <w3>(?:without|with no|"
     r"free of|free from) (?:any |your |the )?(?:safety |content |ethical |moral )?(?:filters?|filtering|"
     r"censorship|guardrails|rules|restrictions|limits|limitations|checks|polic(?:y|ies)|guidelines|"
     r"morals|ethics|boundaries)\b"),
    ("en:no_restrictions",
     r"\b(?:remove|disable|turn off|lift|bypass|deactivate|circumvent|evade|get around|work around|"
     r"switch off|drop|break) (?:all |your |the |any |of )*(?:restrictions|filters|guardrails|safety "
     r"(?:rules|filters|guidelines|measures)|content polic(?:y|ies)|safeguards|censorship|limitations|"
     r"rules)\b"),
    ("en:no_restrictions",
     r"\b(?:no|zero) (?:restrictions|filters|rules|limits|censorship|guardrails) (?:apply|anymore|whatsoever|"
     r"at all|for you)\b"),
    ("en:new_instructions",
     r"\b(?:new|updated|revised|additional|real|actual|true|secret|override|priority|urgent) (?:system )?"
     r"(?:instructions?|rules|directives|orders|prompt|commands?|task|job|role|assignment|mission)"
     r"(?: for you)?\s*[:\-]"),
    ("en:new_instructions", r"\bhere (?:are|is) your (?:new|real|updated|actual) (?:instructions|rules|task|orders)\b"),
    ("en:role_tags",
     r"<\|?\s*(?:im_start|im_end|system|assistant|endoftext|user|developer)\s*\|?>|"
     r"\[/?(?:inst|system|sys|assistant|admin|developer)\]|<</?sys>>|</?(?:system|instructions?)>|"
     r"(?:^|\n)\s*#{1,4} ?(?:system|instruction|instructions|new instructions|assistant|developer)\b|"
     r"(?:^|\n)\s*(?:system|assistant|developer|admin) ?(?:prompt|message|override)? ?:"),
    ("en:impersonation",
     rf"\b(?:i am|i'm|im|this is|it's|its) (?:{OWNER})(?!'|s\b)\b|"
     r"\b(?:i am|i'm|im|this is) (?:the (?:site|website|bot|chatbot|system|page) (?:owner|admin|administrator|"
     r"developer|operator|creator)|the (?:owner|admin|administrator|developer|operator|creator) of this "
     r"(?:site|website|bot|chatbot|assistant|page|system)|your (?:owner|admin|administrator|developer|creator|"
     r"operator|boss|master|maker|programmer)|an? (?:openai|anthropic|google) (?:employee|engineer|admin|"
     r"developer))\b"),
    ("en:impersonation",
     r"\b(?:as|being) (?:the |your )?(?:site |website )?(?:owner|admin|administrator|developer|creator),? "
     r"i (?:authori[sz]e|order|command|instruct|allow|permit|tell|need)\b"),
    ("en:approval_bypass",
     r"\b(?:approve|authori[sz]e|accept|confirm) (?:it|this|that|my (?:\w+ )?(?:request|message|draft|"
     r"approval)) (?:yourself|automatically|for (?:her|him|the owner))\b|"
     r"\b(?:send|deliver|forward) (?:it|this|that|the (?:message|draft)|my message) without (?:approval|review|"
     r"asking|the owner|her|him|waiting)\b|\bapprove my (?:pending |own )?(?:request|message|draft|approval)\b"),
    ("en:knowledge_base",
     r"\b(?:ignore|forget|bypass|skip|disregard|don't use|do not use|dont use|without using) (?:the |your )?"
     r"(?:knowledge ?base|kb|sources|citations|documents|evidence)\b|\b(?:answer|respond|reply) (?:from|using|"
     r"with|based on) your (?:own )?(?:training|knowledge|general knowledge|memory|imagination|opinion)\b"),
    ("en:hypothetical",
     r"\bhypothetically,? (?:if |speaking,? )?(?:you|there (?:are|were) no)\b|"
     r"\bin a (?:fictional|hypothetical|imaginary|parallel) (?:world|scenario|story|universe) (?:where|in which) "
     r"(?:you|there (?:are|were) no|ai)\b"),
    ("en:encoded",
     r"\b(?:decode|decrypt|deobfuscate|unscramble|rot13|base64-?decode|de-?base64|reverse)\b.{0,80}"
     r"\b(?:and|then|,)\s*(?:follow|execute|run|obey|do|apply|comply with|act on|perform)\b|"
     r"\b(?:follow|execute|obey|do what|act on|run) (?:the |what )?(?:decoded|hidden|encoded|base64|embedded) "
     r"(?:instructions?|text|message|commands?|payload|says)\b"),
    # Dutch
    ("nl:ignore_previous",
     r"\b(?:negeer|vergeet|omzeil|passeer|overschrijf|schrap|verwerp|negeert|vergeten) <w2>"
     r"(?:al |alle |elke |je |jouw |uw |de |die |deze |het ){0,2}(?:eerdere |vorige |voorgaande |bovenstaande |"
     r"oude |oorspronkelijke |originele |huidige |interne |verborgen |systeem-?)?(?:instructies|instructie|"
     r"regels|opdrachten|richtlijnen|aanwijzingen|prompt|systeemprompt|beperkingen|filters|afspraken|"
     r"programmering|voorschriften)\b"),
    ("nl:ignore_previous",
     r"\b(?:negeer|vergeet) (?:alles|al het|wat) <w3>(?:hierboven|hiervoor|voorgaande|bovenstaande|eerder|"
     r"verteld|gezegd|opgedragen|gekregen|meegekregen)\b|\blaat (?:al )?(?:je|jouw|alle|de) (?:regels|instructies|"
     r"beperkingen) (?:los|varen|vallen)\b"),
    ("nl:role_override",
     r"\b(?:je|jij|u) (?:bent|ben) (?:nu|vanaf nu|voortaan|niet langer|geen assistent meer)\b|"
     r"\b(?:vanaf nu|voortaan|vanaf dit moment),? (?:ben|moet|mag|zal|gedraag|antwoord alleen|reageer alleen|"
     r"negeer|vergeet|doe|speel|heb|ga) (?:je|jij|u)?\b|"
     r"\b(?:je|jouw) (?:nieuwe|echte|enige) (?:instructies|taak|rol|opdracht|identiteit|naam) (?:is|zijn|wordt)\b"),
    ("nl:pretend",
     r"\bdoe (?:alsof|als of|net alsof) (?:je|jij|u)\b|\bgedraag (?:je|jij|u) (?:als|zoals)\b|"
     r"\bspeel (?:de rol van|een rollenspel|rollenspel)\b|\bstel je voor dat (?:je|jij) (?:geen|een|bent)\b|"
     r"\bje speelt nu\b|\bantwoord als (?:een|de|mijn)\b|\bdoe je voor als\b"),
    ("nl:jailbreak",
     r"\b(?:activeer|schakel|zet|ga naar|ga in|open|start) <w2>(?:de )?(?:ontwikkelaars|developer|dev|god|"
     r"admin|beheerders|debug|onbeperkte|ongefilterde|dan|jailbreak)-?(?:modus|mode)\b|"
     r"\b(?:ontwikkelaars|developer|god|admin|dan|jailbreak|onbeperkte)-?(?:modus|mode) (?:aan|actief|"
     r"ingeschakeld|geactiveerd|aangezet)\b"),
    ("nl:no_restrictions",
     r"\bzonder (?:enige |alle |je |jouw |de )?(?:beperkingen|filters|censuur|restricties|veiligheidsregels|"
     r"grenzen|regels)\b|\b(?:schakel|zet) (?:je |jouw |de |alle )?(?:filters|beveiliging|veiligheidsregels|"
     r"beperkingen|regels) uit\b|\bomzeil (?:je |jouw |de |alle )?(?:filters|regels|beveiliging|"
     r"beperkingen|richtlijnen|instructies)\b"),
    ("nl:new_instructions", r"\bnieuwe (?:instructies|regels|opdracht|opdrachten|richtlijnen)\s*[:\-]"),
    ("nl:impersonation",
     rf"\b(?:ik ben|dit is|hier is) (?:{OWNER})(?!'|s\b)\b|\b(?:ik ben|dit is) (?:de (?:eigenaar|beheerder|"
     r"ontwikkelaar|admin|maker) van (?:deze|de|dit) (?:site|website|bot|chatbot|assistent)|je (?:eigenaar|"
     r"beheerder|ontwikkelaar|maker|baas|programmeur))\b"),
    ("nl:knowledge_base",
     r"\b(?:negeer|vergeet) (?:de |je |jouw )?(?:kennisbank|bronnen)\b|\bantwoord (?:uit|vanuit|met|op basis "
     r"van) (?:je|jouw) eigen (?:kennis|training|geheugen|mening)\b"),
    ("nl:encoded",
     r"\b(?:decodeer|ontcijfer|decodeer)\b.{0,80}\b(?:en|daarna|dan)\s+(?:volg|voer|doe|gehoorzaam)\b|"
     r"\bvolg (?:de )?(?:gedecodeerde|verborgen) (?:instructies|tekst)\b"),
    # German
    ("de:ignore_previous",
     r"\b(?:ignorier(?:e|en sie|t)?|missacht(?:e|en sie)?|vergiss|vergesst|vergessen sie|uberschreib(?:e|en sie)?|"
     r"umgeh(?:e|en sie)?|verwirf|verwerfe|uberspring(?:e)?) <w2>(?:alle |jegliche |samtliche |deine |ihre |"
     r"die |den |das |diese |eure ){0,2}(?:vorherigen |bisherigen |obigen |vorigen |fruheren |alten |"
     r"ursprunglichen |internen |versteckten |geltenden |system-?)?(?:anweisungen|anweisung|instruktionen|"
     r"regeln|befehle|vorgaben|richtlinien|prompt|systemprompt|einschrankungen|einschraenkungen|filter|"
     r"sicherheitsregeln|programmierung)\b"),
    ("de:ignore_previous",
     r"\b(?:vergiss|vergesst|vergessen sie|ignoriere|ignorier) alles\b|\b(?:ignoriere|vergiss) (?:was|das) "
     r"(?:oben steht|du (?:gesagt|gelernt) bekommen hast|man dir (?:gesagt|befohlen) hat)\b"),
    ("de:role_override",
     r"\bdu bist (?:jetzt|nun|ab jetzt|ab sofort|von nun an|ab heute|nicht mehr|kein assistent)\b|"
     r"\b(?:ab jetzt|ab sofort|von nun an|ab heute),? (?:bist du|wirst du|musst du|antwortest du|ignorierst du|"
     r"verhaltst du|sollst du|darfst du)\b|\bdeine (?:neue|wahre|echte|einzige) (?:aufgabe|rolle|anweisung|"
     r"identitat|mission) (?:ist|lautet)\b"),
    ("de:pretend",
     r"\btu so,? als (?:ob|wa?e?rst|warst|bist)\b|\b(?:verhalte|benimm) dich (?:wie|als)\b|\bgib dich als\b|"
     r"\bspiel(?:e)? (?:die rolle|ein rollenspiel|den)\b|\bstell dir vor,? (?:du (?:bist|warst|hattest)|"
     r"es gabe keine)\b|\bschlupf(?:e)? in die rolle\b|\bantworte (?:als|wie) (?:ein|eine|der|die|mein)\b"),
    ("de:jailbreak",
     r"\b(?:aktivier(?:e)?|schalte|wechsle|starte|betrete|geh) <w2>(?:den |in den )?(?:entwickler|developer|dev|"
     r"gott|god|admin|debug|dan|jailbreak|uneingeschrankten|uneingeschrankte)-?(?:modus|mode)\b|"
     r"\b(?:entwickler|developer|dan|jailbreak|gott|admin)-?modus (?:an|aktiv|aktiviert|ein|eingeschaltet)\b"),
    ("de:no_restrictions",
     r"\bohne (?:jegliche |irgendwelche |alle |deine |die )?(?:einschrankungen|einschraenkungen|beschrankungen|"
     r"filter|zensur|regeln|grenzen|sicherheitsregeln|richtlinien)\b|\b(?:umgeh(?:e)?|deaktivier(?:e)?|"
     r"schalte|entferne|hebe) (?:deine |die |alle |jegliche )?(?:filter|regeln|sicherheit|einschrankungen|"
     r"richtlinien|beschrankungen|sicherheitsregeln)(?: aus| ab| auf)?\b"),
    ("de:new_instructions", r"\bneue (?:anweisungen|regeln|befehle|instruktionen|vorgaben)\s*[:\-]"),
    ("de:impersonation",
     rf"\b(?:ich bin|hier ist|hier spricht) (?:{OWNER})(?!'|s\b)\b|\b(?:ich bin|hier ist|hier spricht) "
     r"(?:der|die) (?:besitzer(?:in)?|betreiber(?:in)?|admin|administrator(?:in)?|entwickler(?:in)?) "
     r"(?:dieser|der|des) (?:seite|website|webseite|bots|chatbots)\b|\bich bin dein (?:besitzer|entwickler|"
     r"administrator|admin|schopfer|chef|programmierer)\b"),
    ("de:knowledge_base",
     r"\b(?:ignorier(?:e)?|vergiss) (?:die |deine )?(?:wissensbasis|wissensdatenbank|quellen)\b|"
     r"\bantworte (?:aus|mit|basierend auf) deinem (?:eigenen )?(?:wissen|training|gedachtnis)\b"),
    ("de:encoded",
     r"\b(?:dekodier(?:e)?|entschlussel(?:e)?|decodier(?:e)?)\b.{0,80}\b(?:und|dann)\s+(?:befolge|fuhre|tu|"
     r"mach)\b"),
    # Spanish
    ("es:ignore_previous",
     r"\b(?:ignora|ignore|ignoren|omite|olvida|olvide|olviden|descarta|saltate|salta|anula|desobedece|"
     r"pasa por alto) <w2>(?:todas |todos |todo |tus |sus |las |los |estas |esas |cualquier ){0,2}"
     r"(?:instrucciones|instruccion|reglas|indicaciones|directrices|ordenes|restricciones|normas|limitaciones|"
     r"filtros|prompt|programacion|pautas|politicas)\b"),
    ("es:ignore_previous",
     r"\b(?:ignora|olvida|olvide|descarta) (?:todo )?(?:lo )?(?:anterior|de arriba|previo|que te (?:dijeron|"
     r"han dicho|ordenaron|programaron))\b|\bolvida todo\b"),
    ("es:role_override",
     r"\b(?:ahora|a partir de ahora|desde ahora|de ahora en adelante),? (?:eres|seras|actuaras|responderas|"
     r"ignoraras|vas a ser|tu eres|debes|no tienes)\b|\bya no eres\b|\btu eres ahora\b|"
     r"\btus? (?:nuevas?|verdaderas?|unica) (?:instrucciones|reglas|tarea|funcion|mision|identidad) "
     r"(?:son|es)\b"),
    ("es:pretend",
     r"<imp>(?:actua|actue|comportate|responde) (?:como|cual)\b|"
     r"\b(?:finge|finja|fingir) (?:ser|que eres|que no)\b|\bhaz (?:de cuenta|como si)\b|"
     r"\bimagina que (?:eres|no tienes)\b|\b(?:juega|interpreta|asume) (?:el papel|un juego de rol|el rol)\b|"
     r"\bjuego de rol\b"),
    ("es:jailbreak",
     r"\b(?:activa|entra en|cambia a|habilita|pasa a|inicia) <w2>(?:el )?modo (?:desarrollador|developer|dios|"
     r"admin|administrador|dan|sin restricciones|sin filtros|jailbreak|depuracion)\b|"
     r"\bmodo (?:desarrollador|dan|dios|jailbreak|sin restricciones) (?:activado|activo|encendido)\b"),
    ("es:no_restrictions",
     r"\bsin (?:ninguna |ningun |tus |las |los )?(?:restricciones|filtros|censura|limitaciones)\b|"
     r"\bsin (?:ninguna |tus )?(?:reglas|normas)\b|\b(?:desactiva|quita|elimina|saltate|evita|evade|burla|"
     r"ignora) (?:tus |los |las |todas las |todos los )?(?:filtros|restricciones|limitaciones|protecciones|"
     r"salvaguardas)\b"),
    ("es:new_instructions", r"\bnuevas (?:instrucciones|reglas|ordenes|directrices)\s*[:\-]"),
    ("es:impersonation",
     rf"\b(?:soy|habla) (?:{OWNER})(?!'|s\b)\b|\bsoy (?:el|la) (?:dueno|duena|propietari[oa]|"
     r"administrador(?:a)?|desarrollador(?:a)?|admin|creador(?:a)?) (?:de (?:este|esta|la|el) )?(?:sitio|web|"
     r"pagina|bot|chatbot|asistente)\b|\bsoy tu (?:dueno|duena|creador|creadora|desarrollador|administrador|"
     r"jefe|programador)\b"),
    ("es:knowledge_base",
     r"\b(?:ignora|olvida) (?:la |tu )?(?:base de conocimiento|base de conocimientos|fuentes)\b|"
     r"\bresponde (?:con|desde|segun) tu (?:propio )?(?:conocimiento|entrenamiento|opinion)\b"),
    ("es:encoded",
     r"\b(?:decodifica|descifra|decodificar|descodifica)\b.{0,80}\b(?:y|luego|despues)\s+(?:sigue|ejecuta|"
     r"obedece|haz|cumple)\b"),
    # French
    ("fr:ignore_previous",
     r"\b(?:ignore[sz]?|oublie[sz]?|neglige[sz]?|contourne[sz]?|outrepasse[sz]?|ne tiens (?:pas |plus )?"
     r"compte (?:de|des)|ne tenez (?:pas |plus )?compte (?:de|des)|passe outre|faites abstraction de|"
     r"fais abstraction de) (?:\w+ )?(?:toutes |tous |tout |les |tes |vos |ces |des |de |la |le ){1,3}"
     r"(?:instructions|consignes|regles|directives|ordres|restrictions|limitations|filtres|prompt|"
     r"programmation|indications|garde-fous)\b"),
    ("fr:ignore_previous",
     r"\b(?:oublie[sz]?|ignore[sz]?) tout\b(?: ce qui (?:precede|est au-dessus)| ce qu'on (?:t'a|vous a) dit)?|"
     r"\b(?:ignore[sz]?|oublie[sz]?) ce qui precede\b"),
    ("fr:role_override",
     r"\b(?:tu es|vous etes) (?:maintenant|desormais|a present|dorenavant)\b|\btu n'es plus\b|"
     r"\b(?:a partir de maintenant|desormais|dorenavant|a partir d'aujourd'hui),? (?:tu|vous|ignore|oublie|"
     r"reponds|agis|sois)\b|\b(?:tes|vos) (?:nouvelles|vraies|seules) (?:instructions|consignes|taches?|role|"
     r"missions?) (?:sont|est)\b|\bton (?:nouveau|vrai) (?:role|travail|but) est\b"),
    ("fr:pretend",
     r"\b(?:fais|faites) semblant\b|\b(?:agis|agissez|comporte-toi|comportez-vous|reponds|repondez) "
     r"(?:comme (?:si|un|une|le|la|mon|dan)|en tant que)\b|\bjoue[sz]? (?:le role|un jeu de role|un role)\b|"
     r"\bimagine[sz]? que (?:tu es|vous etes|tu n'as|tu n'es)\b|\bprends? le role de\b|\bjeu de role\b"),
    ("fr:jailbreak",
     r"\b(?:active[sz]?|passe[sz]? en|entre[sz]? en|bascule[sz]? en|lance[sz]?) <w2>(?:le )?mode "
     r"(?:developpeur|developer|dev|dieu|admin|administrateur|dan|sans restriction|sans filtre|jailbreak|"
     r"debogage)\b|\bmode (?:developpeur|dan|dieu|jailbreak|sans restriction) (?:active|actif|on|enclenche)\b"),
    ("fr:no_restrictions",
     r"\bsans (?:aucune |aucun |tes |les |de |ni )?(?:restrictions?|filtres?|censure|limites|limitations|"
     r"garde-fous)\b|\bsans (?:aucune |tes )?regles\b|\b(?:desactive[sz]?|supprime[sz]?|contourne[sz]?|"
     r"leve[sz]?|enleve[sz]?) (?:tes |vos |les |tous les |toutes les )?(?:filtres|regles|restrictions|"
     r"limitations|protections|garde-fous)\b"),
    ("fr:new_instructions", r"\bnouvelles? (?:instructions|consignes|regles|directives)\s*[:\-]"),
    ("fr:impersonation",
     rf"\b(?:je suis|c'est|ici) (?:{OWNER})(?!'|s\b)\b|\bje suis (?:le|la) (?:proprietaire|administrat(?:eur|"
     r"rice)|admin|developpeu(?:r|se)|createu(?:r|rice)) (?:de (?:ce|cette|du) )?(?:site|bot|chatbot|"
     r"assistant)\b|\bje suis ton (?:proprietaire|createur|developpeur|administrateur|patron|maitre)\b"),
    ("fr:knowledge_base",
     r"\b(?:ignore|oublie)[sz]? (?:la |ta |votre )?(?:base de connaissances|sources)\b|"
     r"\breponds? (?:avec|a partir de|selon) (?:tes|vos) (?:propres )?(?:connaissances|donnees "
     r"d'entrainement|opinions)\b"),
    ("fr:encoded",
     r"\b(?:decode[sz]?|dechiffre[sz]?|decoder)\b.{0,80}\b(?:et|puis|ensuite)\s+(?:suis|execute|obeis|fais|"
     r"applique)\b"),
    # A few more languages the owner's visitors use, for the most common marker only.
    ("sv:ignore_previous",
     r"\b(?:ignorera|glom|strunta i) <w2>(?:alla |dina |tidigare |foregaende )*(?:instruktioner|regler)\b"),
    ("it:ignore_previous",
     r"\b(?:ignora|dimentica) <w2>(?:tutte |le |tue )*(?:istruzioni|regole)(?: precedenti)?\b"),
    ("pt:ignore_previous",
     r"\b(?:ignore|ignora|esqueca|esqueça) <w2>(?:todas |as |suas |tuas )*(?:instrucoes|regras)"
     r"(?: anteriores)?\b"),
]  # fmt: skip

# --- Attempts to extract the system prompt, hidden instructions or secrets ----------------------

_STRONG_PROMPT_NOUNS = (
    r"(?:system prompts?|system messages?|system instructions?|systemprompts?|system-prompts?|"
    r"systeemprompts?|systeem-?instructies|systeembericht|systemnachricht|systemanweisungen?|"
    r"prompt (?:del|de) sistema|mensaje (?:del|de) sistema|instrucciones (?:del|de) sistema|"
    r"prompt (?:du )?systeme|message (?:du )?systeme|instructions (?:du )?systeme|pre-?prompts?|meta-?prompts?|"
    r"(?:initial|original|hidden|secret|internal|underlying) (?:prompt|instructions|rules|configuration)|"
    r"developer (?:message|prompt|instructions)|"
    r"(?:verborgen|geheime|interne|oorspronkelijke|originele) (?:instructies|regels|prompt|opdrachten)|"
    r"(?:versteckten?|geheimen?|internen?|ursprunglichen?) (?:anweisungen|regeln|prompt|vorgaben)|"
    r"(?:instrucciones|reglas|indicaciones) (?:ocultas|secretas|internas|iniciales|originales)|"
    r"(?:instructions|consignes|regles) (?:cachees|secretes|internes|initiales|originales))"
)
_WEAK_PROMPT_NOUNS = (
    r"(?:instructions?|prompts?|rules|guidelines|directives|configuration|config|programming|"
    r"context window|context|guardrails|instructies|regels|richtlijnen|configuratie|opdrachten|"
    r"aanwijzingen|anweisungen|regeln|richtlinien|konfiguration|vorgaben|instruktionen|instrucciones|"
    r"reglas|directrices|configuracion|indicaciones|consignes|regles|parametres)"
)
_REVEAL_VERBS = (
    r"(?:show|reveal|print|repeat|display|output|dump|leak|share|give|tell|list|write out|spell out|"
    r"recite|expose|paste|copy|disclose|return|echo|send|type out|read out|quote|"
    r"toon|laat (?:me |mij )?zien|geef|herhaal|deel|vertel|noem|onthul|citeer|"
    r"zeig|zeige|gib|druck|drucke|wiederhole|teile|nenne|verrate|enthulle|zitiere|"
    r"muestra|muestrame|revela|imprime|repite|dime|dame|comparte|ensena|ensename|cita|"
    r"montre|montrez|affiche|affichez|revele|revelez|imprime|repete|repetez|donne|donnez|dis|dites|"
    r"partage|partagez|cite|"
    r"tonen|laten zien|geven|vertellen|delen|herhalen|noemen|zeigen|geben|verraten|nennen|wiederholen|"
    r"ausgeben|mostrar|ensenar|revelar|decir|dar|compartir|repetir|imprimir|montrer|afficher|reveler|"
    r"donner|dire|partager|repeter)(?:-moi|-nous|me|nos)?"
)
_ASK_VERBS = (
    r"(?:what (?:is|are|were|was)|what's|whats|which are|describe|explain|summari[sz]e|translate|"
    r"wat (?:is|zijn|waren|was)|welke zijn|vat|beschrijf|vertaal|was (?:ist|sind|waren|war)|welche sind|"
    r"beschreibe|fasse|ubersetze|cual es|cuales son|que son|describe|resume|traduce|"
    r"quel(?:le)?s? (?:est|sont)|decris|resume|traduis)"
)

EXTRACTION_RULES: list[tuple[str, str]] = [
    ("any:system_prompt", rf"\b{SECOND_PERSON} (?:\w+ )?{_STRONG_PROMPT_NOUNS}\b"),
    ("any:reveal_prompt",
     rf"\b{_REVEAL_VERBS} <wx3>(?:the|de|het|die|den|das|el|la|los|las|le|les) (?:\w+ )?"
     rf"{_STRONG_PROMPT_NOUNS}\b"),
    ("any:reveal_instructions", rf"\b(?:{_REVEAL_VERBS}|{_ASK_VERBS}) <wx3>{SECOND_PERSON} (?:\w+ ){{0,2}}"
     rf"{_WEAK_PROMPT_NOUNS}\b"),
    ("any:prompt_then_reveal",
     rf"\b{_STRONG_PROMPT_NOUNS}\b[^.?!\n]{{0,30}}\b(?:reveal|show|print|display|output|leak|dump|repeat|"
     r"toon|herhaal|zeig|gib|muestra|revela|repite|montre|affiche|revele)\b"),
    ("en:repeat_above",
     r"\brepeat <w3>(?:the |all |your |my |every )?(?:text|words|lines|content|everything|all|messages?|"
     r"sentences?|prompt|instructions|tokens) (?:above|before|preceding|prior|earlier|that came before|"
     r"at the (?:start|beginning|top)|from the (?:start|beginning|top)|starting with)\b|"
     r"\b(?:everything|all|text|words|content|what is|what's|whats) (?:written |said |stated )?(?:above|before) "
     r"(?:this|my|the) (?:line|message|question|prompt|point|conversation)\b"),
    ("en:what_were_you_told",
     r"\bwhat (?:were|was|have|had) you (?:been )?(?:told|instructed|programmed|prompted|given|asked to do)\b|"
     r"\bwhat (?:instructions|rules|guidelines|directives|prompt|orders) (?:were|have|did|are) you (?:been )?"
     r"(?:given|get|got|receive|received|programmed|trained|configured|told|set up|running)\b|\bhow (?:were|are|have) you (?:been )?(?:programmed|configured|"
     r"instructed|prompted|set up)\b|\bwho (?:programmed|configured|instructed|prompted) you\b.{0,40}\bwhat\b"),
    ("en:verbatim",
     r"\b(?:prompt|instructions|rules|above|context|system|configuration)\b.{0,40}\b(?:verbatim|word for "
     r"word|word-for-word|letter for letter)\b|\b(?:verbatim|word for word|word-for-word)\b.{0,40}\b(?:prompt|"
     r"instructions|rules|above|context|system|configuration)\b"),
    ("en:what_developer_said",
     r"\bwhat (?:instructions|rules|guidelines|orders|prompt|directions) (?:did|has|have) (?:your|the) "
     r"(?:developers?|creators?|owner|admin|operators?|programmers?|makers?|site owner) (?:give|given|gave|tell|"
     r"told|set|write|written)\b|\b(?:first|last|opening) (?:\d+ |few |hundred )?(?:words|lines|sentences|"
     r"characters|tokens|paragraphs?) of (?:your|the) (?:prompt|instructions|system|context|configuration|"
     r"rules)\b"),
    ("en:what_developer_said",
     r"\bwhat (?:did|do|does|have|has) (?:your|the) (?:developers?|creators?|owner|admin|operators?|"
     r"programmers?|makers?) (?:tell|told|instruct|instructed|ask|asked|order|ordered|program|programmed|want) "
     r"you\b"),
    ("en:first_message",
     r"\b(?:first|initial|opening|very first) (?:message|prompt|instruction|instructions|lines?|sentence|words) "
     r"(?:you (?:got|received|were given|saw)|of (?:this|the|your) (?:conversation|context|chat|prompt|"
     r"session))\b|\bbeginning of (?:your|the) (?:prompt|context|instructions)\b"),
    ("en:secrets",
     rf"\b(?:{_REVEAL_VERBS}|what(?:'s| is| are)|whats) <wx3>(?:your|ur|the (?:site'?s?|server'?s?|bot'?s?|"
     r"admin|owner'?s?|openai|llm|app'?s?)) (?:\w+ )?(?:api ?keys?|secret ?keys?|access ?tokens?|bearer "
     r"?tokens?|api ?tokens?|passwords?|credentials|env(?:ironment)? ?(?:variables|vars)|\.env(?: file)?|"
     r"database (?:password|url|credentials)|connection ?string|private keys?)\b|"
     r"\b(?:owner_api_token|llm_api_key|openai_api_key|database_url|secret_key|django_secret_key|"
     r"redis_url)\b"),
    # Dutch
    ("nl:repeat_above",
     r"\bherhaal <w3>(?:de |alle |je |jouw )?(?:tekst|woorden|instructies|berichten|zinnen|prompt|alles|regels) "
     r"(?:hierboven|boven|hiervoor|van hierboven|aan het begin|van het begin|woord voor woord|letterlijk)\b|"
     r"\bwat (?:staat|stond) er (?:hierboven|boven (?:dit|mijn))\b"),
    ("nl:what_were_you_told",
     r"\bwelke (?:instructies|regels|opdrachten|richtlijnen) (?:heb|kreeg|kreeg|heeft|hebt) (?:je|jij|u) "
     r"(?:gekregen|ontvangen|meegekregen)\b|\bhoe (?:ben|bent) (?:je|jij|u) (?:geprogrammeerd|geconfigureerd|"
     r"ingesteld|geinstrueerd)\b|\bwat (?:is|werd) (?:je|jou|u) (?:verteld|opgedragen)\b"),
    ("nl:verbatim", r"\b(?:prompt|instructies|regels|hierboven)\b.{0,40}\b(?:woord voor woord|letterlijk)\b|"
     r"\b(?:woord voor woord|letterlijk)\b.{0,40}\b(?:prompt|instructies|regels|hierboven)\b"),
    # German
    ("de:repeat_above",
     r"\bwiederhole <w3>(?:den |die |alle |deine )?(?:text|worte|worter|anweisungen|nachrichten|satze|prompt|"
     r"alles|regeln) (?:oben|von oben|davor|vorher|am anfang|daruber|oberhalb|wortlich|wort fur wort)\b|"
     r"\bwas (?:steht|stand) (?:oben|daruber|vor (?:dieser|meiner))\b"),
    ("de:what_were_you_told",
     r"\bwelche (?:anweisungen|regeln|vorgaben|instruktionen) (?:hast du|wurden dir|hat man dir|bekommst du)\b|"
     r"\bwie (?:bist du|wurdest du) (?:programmiert|konfiguriert|eingestellt|instruiert)\b|"
     r"\bwas (?:wurde|hat man) dir (?:gesagt|befohlen|vorgegeben)\b"),
    ("de:verbatim", r"\b(?:prompt|anweisungen|regeln|oben)\b.{0,40}\b(?:wortlich|wort fur wort)\b|"
     r"\b(?:wortlich|wort fur wort)\b.{0,40}\b(?:prompt|anweisungen|regeln|oben)\b"),
    ("de:reveal_out", r"\bgib <w3>(?:deine|den|die|deinen) (?:\w+ )?(?:anweisungen|systemprompt|prompt|regeln|"
     r"vorgaben) <w2>(?:aus|wieder)\b"),
    # Spanish
    ("es:repeat_above",
     r"\brepite <w3>(?:el |los |las |todo |tus )?(?:texto|palabras|instrucciones|mensajes|prompt|todo|lo|reglas) "
     r"(?:de arriba|anterior(?:es)?|previo|de antes|al principio|del principio|que esta arriba|palabra por "
     r"palabra|literalmente)\b"),
    ("es:what_were_you_told",
     r"\bque (?:instrucciones|reglas|ordenes|indicaciones) (?:te (?:dieron|han dado|dio|dan)|recibiste|"
     r"tienes)\b|\bcomo (?:te )?(?:programaron|configuraron|instruyeron)\b|\bque te (?:dijeron|ordenaron)\b"),
    ("es:verbatim", r"\b(?:prompt|instrucciones|reglas|arriba)\b.{0,40}\b(?:palabra por palabra|literalmente)\b|"
     r"\b(?:palabra por palabra|literalmente)\b.{0,40}\b(?:prompt|instrucciones|reglas|arriba)\b"),
    # French
    ("fr:repeat_above",
     r"\brepete[sz]? <w3>(?:le |les |tout |tes |vos )?(?:texte|mots|instructions|messages|prompt|tout|"
     r"consignes|regles) (?:ci-dessus|au-dessus|precedents?|precedentes?|du debut|plus haut|mot pour mot|"
     r"textuellement)\b"),
    ("fr:what_were_you_told",
     r"\bquel(?:le)?s? (?:instructions|consignes|regles) (?:as-tu|avez-vous|t'a-t-on|vous a-t-on|on t'a)\b|"
     r"\bcomment (?:as-tu|avez-vous) ete (?:programme|configure|instruit)e?s?\b|"
     r"\bqu'est-ce qu'on t'a (?:dit|demande)\b"),
    ("fr:verbatim", r"\b(?:prompt|instructions|consignes|regles|ci-dessus)\b.{0,40}\b(?:mot pour mot|"
     r"textuellement)\b|\b(?:mot pour mot|textuellement)\b.{0,40}\b(?:prompt|instructions|consignes|regles|"
     r"ci-dessus)\b"),
]  # fmt: skip

# --- Shell, code execution, tools, arbitrary URLs -------------------------------------------------

_CODE_NOUNS = (
    r"(?:code|command|commands|cmd|script|scripts|snippet|program|programme|payload|shell|bash|terminal|"
    r"powershell|python|javascript|js|node|sql|query|binary|expression|one-liner|oneliner|exploit|"
    r"commando|commando's|opdracht|scriptje|programma|functie|befehl|befehle|kommando|skript|programm|"
    r"abfrage|funktion|comando|comandos|codigo|programa|consulta|funcion|commande|commandes|requete|"
    r"fonction|syscall)"
)

TOOL_RULES: list[tuple[str, str]] = [
    ("en:code_exec",
     rf"<imp>(?:run|execute|exec|eval|evaluate|interpret|compile|launch|spawn|invoke) <w2>(?:this |these |"
     rf"that |the following |following |my |the |a |an |some )?(?:\w+ )?{_CODE_NOUNS}\b"),
    ("en:code_exec", r"<imp>(?:run|execute|exec|eval|evaluate) ?:"),
    ("en:code_exec",
     r"\b(?:what (?:is|would be|will be) the output of|what does this (?:code|script|command|snippet) "
     r"(?:print|output|return))\b"),
    ("any:shell_syntax",
     r"\brm -(?:rf|fr|r)\b|/etc/(?:passwd|shadow|hosts|sudoers)\b|\b(?:os\.system|os\.popen|"
     r"subprocess\.(?:run|popen|call|check_output)|__import__|child_process|runtime\.getruntime|"
     r"shell_exec|proc_open|system\s*\(\s*['\"])|\beval\s*\(|\bexec\s*\(|"
     r"\b(?:curl|wget)\s+(?:-\S+\s+)*(?:https?://|ftp://|\S+\.\S+/)|\|\s*(?:ba|z)?sh\b|\bbash -[ic]\b|"
     r"\bnc (?:-\w+ )*-e\b|\bsudo \w+|\bchmod [0-7+]|\$\([^)]{1,80}\)|`[^`]{0,60}\b(?:ls|cat|rm|curl|wget|"
     r"whoami|id|uname|env|printenv)\b[^`]{0,60}`|\b(?:whoami|uname -a|printenv)\b|\bcat\s+(?:/|~|\.\.?/)|"
     r"\bls\s+-[a-z]*l[a-z]*\b|;\s*(?:ls|cat|rm|id|whoami|curl|wget)\b|\bpowershell\b.{0,40}-(?:enc|"
     r"encodedcommand|command|c)\b|<script\b|\bjavascript:|'\s*or\s*'?1'?\s*=\s*'?1|;\s*drop\s+table\b|"
     r"\bunion\s+select\b|\bselect\s+\*\s+from\b|\b(?:truncate|delete\s+from|insert\s+into)\s+\w+|"
     r"\bdrop\s+(?:table|database)\b|\bimport\s+(?:os|subprocess|socket|sys|shutil|pty)\b|\{\{.{0,40}\}\}|"
     r"\$\{jndi:|\bcmd\.exe\b|/bin/(?:ba)?sh\b"),
    ("en:tool_access",
     r"\b(?:give|grant|get|provide) (?:me |us )?(?:a |an )?(?:shell|terminal|root|admin|ssh|sudo|console|"
     r"filesystem|file system|database|server|remote) (?:access|prompt|session|login|rights)\b|"
     r"\b(?:open|spawn|start|drop|pop) (?:me )?(?:a|an|into a) (?:shell|terminal|reverse shell|bash|console|"
     r"root shell)\b|\breverse shell\b|"
     r"<imp>(?:list|show|read|open|cat|print|dump) <w2>(?:the |all |your )?(?:files|directories|directory|"
     r"folders|file system|filesystem|database tables|environment)\b|"
     r"<imp>(?:access|connect to|query|log into|login to) (?:the |your )?(?:database|server|filesystem|"
     r"file system|internal network|admin panel|backend|admin)\b"),
    ("en:web_search",
     r"<imp>(?:search|look up|google|browse|check|scan|scour) <w2>(?:the )?(?:web|internet|online|google|bing|"
     r"news|twitter|reddit)\b|<imp>google\b|\b(?:search|google|look (?:it )?up) (?:online|on the internet|on the web|"
     r"on google)\b|\bbrowse the (?:web|internet)\b"),
    ("en:tool_call",
     r"\b(?:draft_contact_message|search_knowledge|report_availability)\b|\bvisitor_(?:email|name)\s*[=:]|"
     r"\b(?:call|invoke|trigger) (?:the |your )?(?:\w+ )?(?:tool|function)\b"),
    ("en:send_external",
     r"\b(?:send|forward|email|e-mail|mail|post|submit|upload|exfiltrate|leak|cc|bcc) <w6>(?:to|naar|an|a|au|"
     r"aan) (?![\w.+-]+@lindqvist\.example\b)[\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
    # Dutch
    ("nl:code_exec",
     rf"<imp>(?:voer|draai|run|start|evalueer) <w2>(?:dit |deze |het volgende |volgende |mijn |de |een )?"
     rf"(?:\w+ )?{_CODE_NOUNS}\b|\b(?:kun|kan|wil|zou) (?:je|jij|u) <w3>(?:dit |deze |het volgende |mijn )?"
     rf"(?:\w+ )?{_CODE_NOUNS} <w3>(?:uitvoeren|draaien|runnen|starten|evalueren)\b"),
    ("nl:tool_access",
     r"\b(?:geef|verleen) (?:me|mij|ons) (?:\w+ )?(?:shell|terminal|root|admin|ssh|beheerders|server)-?"
     r"(?:toegang|rechten)\b|\bopen (?:een|de) (?:shell|terminal|console)\b"),
    ("nl:web_search",
     r"\bzoek <w2>(?:op|via|in) (?:het )?(?:internet|web|google|nieuws)\b|\bgoogle (?:even|dit|naar)\b"),
    # German
    ("de:code_exec",
     rf"<imp>(?:fuhre|fuhr|starte|lass|evaluiere|run) <w2>(?:diesen |diese |dieses |den |die |das |folgenden |"
     rf"folgende |folgendes |mein |meinen )?(?:\w+ )?{_CODE_NOUNS}\b|\b(?:kannst|konntest|wurdest) du <w3>"
     rf"(?:diesen |dieses |den |folgenden )?(?:\w+ )?{_CODE_NOUNS} <w3>(?:ausfuhren|starten|laufen lassen)\b"),
    ("de:tool_access",
     r"\b(?:gib|gewahre|verschaffe) (?:mir|uns) (?:\w+ )?(?:shell|terminal|root|admin|ssh|server|datenbank)-?"
     r"(?:zugriff|zugang|rechte)\b|\boffne (?:eine|die|ein) (?:shell|konsole|terminal)\b"),
    ("de:web_search", r"\bsuch(?:e)? <w2>(?:im|auf|in) (?:internet|web|google|netz)\b|\bgoogle (?:mal|nach)\b"),
    # Spanish
    ("es:code_exec",
     rf"<imp>(?:ejecuta|ejecute|corre|lanza|evalua|compila) <w2>(?:este |esta |estos |el |la |los |"
     rf"el siguiente |la siguiente |siguiente |mi )?(?:\w+ )?{_CODE_NOUNS}\b|\b(?:puedes|podrias) "
     rf"(?:ejecutar|correr|lanzar|evaluar) <w2>(?:este |esta |el |la |mi )?(?:\w+ )?{_CODE_NOUNS}\b"),
    ("es:tool_access",
     r"\b(?:dame|danos|concedeme) (?:acceso|permisos) (?:a la |al |de |root|shell|admin)|"
     r"\babre (?:una|la|un) (?:shell|terminal|consola)\b"),
    ("es:web_search", r"\bbusca(?:me)? <w2>en (?:internet|la web|google|la red)\b|\bgooglea\b"),
    # French
    ("fr:code_exec",
     rf"<imp>(?:execute[sz]?|lance[sz]?|roule[sz]?|evalue[sz]?|compile[sz]?) <w2>(?:ce |cet |cette |ces |le |"
     rf"la |les |mon |ma |mes )?(?:\w+ )?{_CODE_NOUNS}\b|\b(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous) "
     rf"(?:executer|lancer|evaluer) <w2>(?:ce |cette |le |la |mon )?(?:\w+ )?{_CODE_NOUNS}\b"),
    ("fr:tool_access",
     r"\b(?:donne|donnez)(?:-moi|-nous)? (?:un )?(?:acces|droits) (?:root|shell|admin|au serveur|au terminal|"
     r"a la base)|\bouvre[sz]? (?:un|une|le|la) (?:shell|terminal|console)\b"),
    ("fr:web_search",
     r"\bcherche[sz]? <w2>(?:sur|dans) (?:internet|le web|google|la toile)\b|\brecherche[sz]? (?:sur|dans) "
     r"(?:internet|le web|google)\b"),
]  # fmt: skip

# Hosts a visitor may mention freely: the owner's own site.
OWN_HOSTS = ("lindqvist.example",)

URL = (
    r"\b(?:https?|hxxps?|ftps?|file|gopher|ldap|dict|sftp|ssh|smb|ws|wss)://[^\s<>\"']+|"
    r"\b(?:data:[a-z]+/[a-z0-9.+-]+[;,]|javascript:)\S*|\bwww\.[^\s<>\"']+\.[^\s<>\"']+|"
    r"\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|ru|cn|xyz|info|biz|co|me|app|sh|tk|top|site|online|ly|gg|"
    r"cc|ws|su|pw|link|click|zip|mov|example|nl|de|es|fr|uk|eu|be|ai|tv|us)(?::\d+)?(?:/[^\s<>\"']*)?"
    r"(?![\w-]|\.[a-z0-9])|"
    r"\b(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|169\.254\.\d{1,3}\.\d{1,3}|10(?:\.\d{1,3}){3}|"
    r"192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|metadata\.google\.internal)"
    r"(?::\d+)?(?:/\S*)?"
)
URL_INTERNAL = (
    r"^(?:[a-z]+://)?(?:[^/@]*@)?(?:localhost|127\.|0\.0\.0\.0|169\.254\.|10\.|192\.168\.|"
    r"172\.(?:1[6-9]|2\d|3[01])\.|metadata\.google\.internal|\[?::1)"
)
URL_SCHEME_ALWAYS = r"^(?:file|gopher|ldap|dict|sftp|ssh|smb|data|javascript|hxxps?|ws|wss|ftps?):"
# Asking the assistant to go and get a URL, in any of the five languages.
URL_FETCH = (
    r"(?<!\bi\s)(?<!\bwe\s)(?<!\bshe\s)(?<!\bhe\s)(?<!\bthey\s)(?<!i've\s)(?<!\bhave\s)"
    r"\b(?:open|visit|fetch|browse|go to|navigate to|load|download|access|retrieve|read|summari[sz]e|"
    r"check|click|scrape|crawl|follow|curl|wget|get|look at|request|ping|call|connect to|import|render|"
    r"preview|what does|what's on|whats on|what is on|what's at|what is at|contents? of|tell me what|"
    r"bezoek|haal|ga naar|lees|bekijk|vat|samenvatten|klik|controleer|navigeer|wat staat (?:er )?op|"
    r"offne|offnen|besuche|besuchen|hole|rufe|aufrufen|lade|lies|lesen|fasse|zusammenfassen|klicke|schau|"
    r"prufe|gehe zu|was steht (?:auf|unter)|abre|abrir|visita|visitar|descarga|descargar|lee|leer|resume|"
    r"resumir|accede|acceder|consulta|consultar|entra en|ve a|revisa|mira|que dice|que hay en|ouvre|"
    r"ouvrir|visite|visiter|telecharge|telecharger|lis|lire|resumer|consulte|consulter|va sur|aller sur|"
    r"clique|regarde|verifie|que dit|qu'y a-t-il)\b"
)

# --- Clearly off-topic work ----------------------------------------------------------------------

_WRITE_NOUNS_EN = (
    r"(?:code|script|function|program|programme|class|algorithm|regex|regular expression|sql query|"
    r"query|app|website|web page|landing page|poem|essay|story|short story|song|lyrics|haiku|limerick|"
    r"sonnet|rap|joke|cover letter|motivation letter|recipe|speech|novel|tweet|linkedin post|blog post|"
    r"thesis|homework|assignment|dissertation|fan ?fiction|screenplay|slogan|jingle|bash script|"
    r"python script|unit tests?|api|bot|chrome extension|excel formula|spreadsheet|my (?:cv|resume))"
)
_WRITE_NOUNS_NL = (
    r"(?:gedicht|gedichtje|script|scriptje|code|functie|programma|klasse|regex|query|app|website|essay|"
    r"opstel|verhaal|verhaaltje|liedje|lied|songtekst|haiku|limerick|sollicitatiebrief|motivatiebrief|"
    r"recept|speech|toespraak|tweet|blogpost|werkstuk|scriptie|huiswerk|mop|grap|rap|sonnet|"
    r"python-?script|bash-?script|formule)"
)
_WRITE_NOUNS_DE = (
    r"(?:gedicht|skript|script|code|funktion|programm|klasse|regex|abfrage|app|webseite|website|aufsatz|"
    r"essay|geschichte|lied|songtext|haiku|limerick|bewerbungsschreiben|anschreiben|motivationsschreiben|"
    r"rezept|rede|tweet|blogbeitrag|hausarbeit|hausaufgaben|hausaufgabe|witz|rap|sonett|"
    r"python-?skript|python-?script|bash-?skript|formel)"
)
_WRITE_NOUNS_ES = (
    r"(?:poema|poesia|script|codigo|funcion|programa|clase|regex|consulta sql|app|aplicacion|pagina web|"
    r"sitio web|ensayo|redaccion|cuento|historia|cancion|letra|haiku|carta de presentacion|"
    r"carta de motivacion|receta|discurso|tuit|tweet|entrada de blog|tarea|deberes|chiste|tesis|rap|"
    r"soneto|formula)"
)
_WRITE_NOUNS_FR = (
    r"(?:poeme|poesie|script|code|fonction|programme|classe|regex|requete sql|appli|application|site web|"
    r"page web|dissertation|redaction|essai|histoire|conte|chanson|paroles|haiku|limerick|"
    r"lettre de motivation|recette|discours|tweet|article de blog|devoirs|devoir|blague|these|memoire|"
    r"rap|sonnet|formule)"
)
_LANGUAGES = (
    r"(?:english|dutch|french|german|spanish|italian|portuguese|swedish|chinese|japanese|russian|arabic|"
    r"polish|turkish|hindi|korean|latin|engels|nederlands|frans|duits|spaans|italiaans|zweeds|englisch|"
    r"niederlandisch|hollandisch|franzosisch|deutsch|spanisch|italienisch|schwedisch|ingles|neerlandes|"
    r"holandes|frances|aleman|espanol|italiano|sueco|anglais|neerlandais|hollandais|allemand|espagnol|"
    r"italien|suedois)"
)

OFF_TOPIC_RULES: list[tuple[str, str]] = [
    ("en:write",
     rf"<impc>(?:write|create|generate|compose|make|build|code|implement|produce|craft|program|draft|give "
     rf"me|come up with|rewrite|finish|complete) <w1>(?:me |us |for me )?(?:a |an |some |the |my |another |"
     rf"two |three |\d+ )?<wn4>(?:\w+-)?{_WRITE_NOUNS_EN}\b"),
    ("en:write",
     rf"\bi (?:need|want|would like|'d like) (?:you to write )?(?:a|an|some|the) <w3>(?:\w+-)?{_WRITE_NOUNS_EN} "
     r"(?:that|which|for|to|about|on|in|from)\b"),
    ("en:translate",
     rf"<imp>translate <w1>(?:this|that|these|those|the following|following|my|it|the text|the sentence|the "
     r"word|the phrase|the paragraph|for me|into|to|from)\b|<imp>translate\s*[:\"'«“]|"
     rf"\bhow do (?:you|i|we) say\b.{{0,60}}\bin {_LANGUAGES}\b|\bwhat does\b.{{0,60}}\bmean in {_LANGUAGES}\b|"
     rf"\btranslat(?:e|ion)\b.{{0,80}}\b(?:into|to|in) {_LANGUAGES}\s*:"),
    ("en:brainstorm",
     r"<imp>(?:give me|list|suggest|brainstorm|generate|come up with) (?:\d+|some|a few|ten|five|three|a list of) "
     r"(?:\w+ )?(?:ideas|names|slogans|jokes|titles|taglines|puns|riddles|band names|baby names)\b"),
    ("en:homework",
     r"\b(?:do|solve|finish|complete|answer|check) (?:my|this|these|the following|our) (?:math |maths |"
     r"physics |chemistry |history |english )?(?:homework|assignment|exercises?|exam|quiz|test questions|"
     r"worksheet|problem set|essay|equation|problem)\b|\bhelp me (?:with|on|finish|write|do|complete) (?:my|this|a|an) (?:\w+ )?"
     r"(?:homework|assignment|essay|thesis|exam|exercise|coursework|math|maths)\b|\bmy homework\b|"
     r"<imp>(?:solve|calculate|compute|simplify|integrate|differentiate|factori[sz]e) (?:for |this |the "
     r"(?:equation|integral|derivative|following)|x\b|\d)|\b(?:what is|what's|whats|calculate) "
     r"\d+(?:\.\d+)?\s*(?:[-+*/x^×÷]|times|plus|minus|divided by)\s*\d+\b|\b(?:integral|derivative) of\b|"
     r"\bsolve\b.{0,30}=|\d\s*x\s*[-+]\s*\d+\s*=\s*\d"),
    ("en:programming_help",
     r"\bhow (?:do|can|should) (?:i|you|we|one) (?![^.?!\n]{0,60}\b(?:her|his|she|he|mara|lindqvist)\b)"
     r"<w6>in (?:python|golang|go|rust|java|javascript|typescript|c\+\+|c#|sql|bash|excel|php|ruby|kotlin|"
     r"swift|react|css|html|latex|matlab|powershell)\b|"
     r"<imp>(?:fix|debug|review|refactor|optimi[sz]e|explain|correct|improve) <w1>(?:this|my|the "
     r"following|following) (?:code|script|function|bug|error|query|program|snippet|regex|stack ?trace|"
     r"class|sql)\b|\bwhat'?s wrong with my (?:code|script|program|query|function)\b|\bwhy (?:does|is) my "
     r"(?:code|script|program|query|function|build|test)\b|\btraceback \(most recent call last\)"),
    ("en:general_knowledge",
     r"\bwhat(?:'s| is) the capital of\b|\bcapital (?:city )?of (?!her\b)\w+\?|\bwho (?:is|was) the "
     r"(?:current )?(?:president|prime minister|king|queen|pope|chancellor) of\b|\bwho won the (?:last |latest |\d{4} )?"
     r"(?:world cup|election|super bowl|champions league|eurovision|oscar|nobel|tour de france|euros)\b|"
     r"\bhow (?:tall|high|deep|far away) is (?:the|mount|mt)\b|\bwhat(?:'s| is) the (?:weather|"
     r"temperature|forecast) (?:in|for|like)\b|\bhow many (?:people live|calories|planets|bones|countries|"
     r"legs|moons)\b|\bwhen did (?:world war|ww|the (?:french|american|russian) revolution|the roman "
     r"empire|the titanic)\b|\brecipe (?:for|of)\b|\bhow (?:do|to|can) (?:i|you) (?:cook|bake|make) (?:a |an |"
     r"the )?(?:cake|pizza|pasta|bread|cookies|soup|lasagna|pancakes)\b|\btell me a (?:joke|riddle|"
     r"fun fact)\b|\b(?:a|another) joke about\b|\bwhat(?:'s| is) the (?:stock )?(?:price|exchange rate|value) "
     r"of (?:bitcoin|gold|the|tesla|apple|eth|btc)\b|\bbitcoin price\b|\bhoroscope\b|\blottery numbers\b|"
     r"\bmeaning of life\b|\bpopulation of\b|\b(?:boiling|melting|freezing) point\b|\bspeed of (?:light|sound)\b|"
     r"\b(?:workout|diet|meal|fitness|training|travel|vacation|holiday|study|marketing|business) plan (?:for|to)?\b|"
     r"\bgive me (?:a|an) (?:workout|diet|meal|fitness|travel|study|marketing|business) plan\b|\b(?:today'?s|the latest|latest) (?:news|headlines)\b|"
     r"\bnews (?:today|of the day)\b|\bwho (?:painted|composed|sculpted|discovered|invented) "
    r"(?![^.?!]{0,40}\b(?:logsieve|runway|ledger|her|she|mara)\b)|\bsummari[sz]e the news\b|"
     r"\b(?:best|good) (?:movies?|restaurants?|pizza|hotels?|bars?|series) (?:in|to|"
     r"for|of)\b|\bexplain (?:quantum|relativity|photosynthesis|black holes|the french revolution|the "
     r"theory of|how (?:vaccines|airplanes|the stock market))\b"),
    # Dutch
    ("nl:write",
     rf"<imp>(?:schrijf|maak|genereer|bouw|programmeer|codeer|componeer|bedenk|dicht|verzin) <w1>(?:me |mij |"
     rf"ons |voor mij |eens )?(?:een |wat |mijn |het |de |twee |drie )?<w3>(?:\w+-)?{_WRITE_NOUNS_NL}\b|"
     rf"\b(?:kun|kan|wil|zou|kunt|wilt) (?:je|jij|u) <w3>(?:een|mijn|wat|het) <w3>(?:\w+-)?{_WRITE_NOUNS_NL} <w6>"
     r"(?:voor (?:me|mij) )?(?:schrijven|maken|genereren|bouwen|programmeren|opstellen|"
     r"bedenken|coderen|verzinnen)\b|\bmaak (?:mijn|m'n) (?:huiswerk|opdracht|werkstuk)\b"),
    ("nl:translate",
     rf"<imp>vertaal <w1>(?:dit|deze|het volgende|volgende|mijn|dat|de tekst|de zin|het woord|even|voor mij|"
     rf"naar|in het|het)\b|<imp>vertaal\s*[:\"'«“]|\bhoe zeg je\b.{{0,60}}\bin het {_LANGUAGES}\b|"
     rf"\b(?:kun|kan|wil) (?:je|jij|u) <w2>(?:dit|deze|dat|de volgende|het volgende|mijn)(?: zin| tekst| "
     r"woord| alinea| zinnen)? <w3>vertalen\b"),
    ("nl:homework",
     r"\b(?:mijn|m'n) (?:huiswerk|wiskundehuiswerk|opdracht voor school|tentamen|proefwerk)\b|\blos <w3>"
     r"(?:vergelijking|som|sommen|opgave) <w2>op\b|\bhoeveel is \d+\s*(?:[-+*/x×]|keer|plus|min|gedeeld door)"
     r"\s*\d+"),
    ("nl:programming_help",
     r"\bhoe (?:doe|kan|moet) (?:ik|je) (?![^.?!\n]{0,60}\b(?:haar|ze|zij|hij|mara)\b)<w6>in (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:fix|debug|verbeter|repareer|controleer) <w1>(?:mijn|deze|m'n) (?:code|script|functie|query|"
     r"programma)\b|\bwat is er mis met (?:mijn|deze) (?:code|script|functie)\b"),
    ("nl:general_knowledge",
     r"\b(?:wat is|wat's) de hoofdstad van\b|\bhoofdstad van (?!haar)\w+\?|\bwie is de (?:huidige )?"
     r"(?:president|premier|koning|koningin|paus) van\b|\bwie (?:heeft|won) (?:het|de) (?:wk|ek|verkiezingen|tour|eurovisie|songfestival)\b|"
     r"\bhoe (?:hoog|diep) is (?:de|het|mount)\b|\bwat voor weer\b|\bweer(?:bericht)? (?:in|voor) "
     r"\w+\b|\brecept (?:voor|van)\b|\bvertel (?:me |mij |eens )?(?:een|nog een) (?:mop|grap|raadsel)\b|"
     r"\bleg (?:me |mij )?(?:eens )?(?:quantum|relativiteit|fotosynthese|zwarte gaten)\b|\bkoers van "
     r"(?:bitcoin|goud)\b"),
    # German
    ("de:write",
     rf"<imp>(?:schreib|schreibe|erstelle|erstell|generiere|programmier|programmiere|bau|baue|mach|mache|"
     rf"verfasse|dichte|entwickle|code) <w1>(?:mir |uns |fur mich )?(?:ein |einen |eine |mein |meine |"
     rf"meinen |zwei |drei )?<w3>(?:\w+-)?{_WRITE_NOUNS_DE}\b|\b(?:kannst|konntest|wurdest|konnen|konnten) "
     rf"(?:du|sie) <w3>(?:ein|einen|eine|mein|meine|meinen) <w3>(?:\w+-)?{_WRITE_NOUNS_DE} <w6>(?:schreiben|"
     r"erstellen|programmieren|verfassen|generieren|bauen|machen|dichten|coden)\b|\bmach (?:meine|mir meine) "
     r"hausaufgaben\b"),
    ("de:translate",
     rf"<imp>ubersetze? <w1>(?:das|dies|diesen|diese|dieses|folgenden|folgende|folgendes|den folgenden|den "
     rf"text|den satz|mir|mein|meinen|ins|auf|bitte)\b|<imp>ubersetze?\s*[:\"'«“„]|"
     rf"\bwas heisst\b.{{0,60}}\bauf {_LANGUAGES}\b|\bwie sagt man\b.{{0,60}}\bauf {_LANGUAGES}\b|"
     r"\b(?:kannst|konntest) du <w2>(?:diesen|den folgenden|diese|meinen) (?:satz|text|absatz|satze) <w3>"
     r"ubersetzen\b"),
    ("de:homework",
     r"\b(?:meine|meinen|mir bei meinen?) (?:hausaufgaben|hausaufgabe|mathehausaufgaben|klausur|hausarbeit)\b|"
     r"\blose <w3>(?:gleichung|aufgabe|rechnung)\b|\bwas ist \d+\s*(?:[-+*/x×]|mal|plus|minus|geteilt "
     r"durch)\s*\d+"),
    ("de:programming_help",
     r"\bwie (?:kann|mache|schreibe) ich (?![^.?!\n]{0,60}\b(?:ihr|ihre|ihren|sie|er|mara)\b)<w6>in (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:korrigiere|debugge|verbessere|prufe|repariere|fixe) <w1>(?:meinen|diesen|mein|dieses|meine|"
     r"diese) (?:code|skript|script|programm|funktion|abfrage)\b|\bwas ist (?:falsch|los) mit meinem "
     r"(?:code|skript|programm)\b"),
    ("de:general_knowledge",
     r"\bwas ist die hauptstadt von\b|\bhauptstadt von (?!ihr)\w+\?|\bwer ist (?:der|die) (?:aktuelle )?"
     r"(?:prasident(?:in)?|kanzler(?:in)?|konig(?:in)?|papst) von\b|\bwer hat (?:die|den|das) (?:wm|em|wahl|tour|eurovision|weltmeisterschaft) "
     r"gewonnen\b|\bwie (?:hoch|tief) ist (?:der|die|das)\b|\bwie wird das wetter\b|\bwetter (?:in|fur) "
     r"\w+\b|\brezept fur\b|\berzahl(?:e)? (?:mir )?(?:einen|noch einen) witz\b|"
     r"\berklar(?:e)? (?:mir )?(?:die )?(?:quantenphysik|relativitatstheorie|photosynthese|schwarze locher)\b|"
     r"\bkurs von (?:bitcoin|gold)\b"),
    # Spanish
    ("es:write",
     rf"<imp>(?:escribe|escribeme|escribenos|crea|creame|genera|generame|programa|programame|haz|hazme|"
     rf"compon|componme|redacta|redactame|disena|inventa|inventame) <w1>(?:un |una |unos |unas |mi |mis |el |"
     rf"la |dos |tres )?<w3>(?:\w+-)?{_WRITE_NOUNS_ES}\b|\b(?:puedes|podrias|me puedes|me podrias) <w1>"
     r"(?:escribir(?:me)?|crear(?:me)?|generar(?:me)?|programar(?:me)?|hacer(?:me)?|redactar(?:me)?|"
     rf"componer(?:me)?|inventar(?:me)?) <w1>(?:un |una |unos |mi |mis |el |la )?<w3>(?:\w+-)?{_WRITE_NOUNS_ES}\b|"
     r"\bhaz (?:mi|mis) (?:tarea|deberes)\b"),
    ("es:translate",
     rf"<imp>traduce(?:me)? <w1>(?:esto|este|esta|estas|estos|lo siguiente|el siguiente|la siguiente|mi|al|a "
     rf"|del)\b|<imp>traduce(?:me)?\s*[:\"'«“]|\bcomo se dice\b.{{0,60}}\ben {_LANGUAGES}\b|"
     r"\b(?:puedes|podrias) traducir(?:me)? <w1>(?:esto|este|esta|estas|lo siguiente|mi|el siguiente|la "
     r"siguiente)\b"),
    ("es:homework",
     r"\b(?:mi|mis) (?:tarea|tareas|deberes|examen|trabajo de clase) (?:de|del|para)\b|\b(?:haz|hazme|resuelve|"
     r"termina) (?:mi|mis|la|el|esta|este) (?:tarea|deberes|examen|ejercicio|ecuacion|problema)\b|"
     r"\bresuelve <w3>(?:ecuacion|ejercicio|problema|integral)\b|\bcuanto es \d+\s*(?:[-+*/x×]|por|mas|menos|"
     r"dividido entre)\s*\d+"),
    ("es:programming_help",
     r"\bcomo (?:hago|puedo|se hace|se puede) (?![^.?!\n]{0,60}\b(?:su|sus|ella|mara)\b)<w6>en (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:arregla|corrige|depura|revisa|mejora|optimiza) <w1>(?:mi|este|esta|el siguiente) (?:codigo|"
     r"script|programa|funcion|consulta)\b|\bque (?:esta mal|falla) (?:en|con) mi (?:codigo|script|programa)\b"),
    ("es:general_knowledge",
     r"\bcual es la capital de\b|\bcapital de (?!su)\w+\?|\bquien es el (?:actual )?(?:presidente|primer "
     r"ministro|rey|papa) de\b|\bquien gano (?:el mundial|la copa|las elecciones|el tour|eurovision)\b|\bque tiempo hace\b|\bel (?:clima|tiempo) en "
     r"\w+\b|\breceta de\b|\bcuentame (?:un|otro) (?:chiste|cuento)\b|\bdime un chiste\b|\bexplicame "
     r"(?:la )?(?:fisica cuantica|relatividad|fotosintesis)\b|\bprecio del? (?:bitcoin|oro)\b|"
     r"\bque altura tiene\b"),
    # French
    ("fr:write",
     rf"<imp>(?:ecris|ecrivez|ecris-moi|ecrivez-moi|redige|redigez|redige-moi|genere|generez|genere-moi|cree|"
     rf"creez|cree-moi|compose|composez|code|codez|programme|programmez|fais|faites|fais-moi|faites-moi|"
     rf"invente|invente-moi) <w1>(?:moi |nous )?(?:un |une |des |mon |ma |mes |le |la |deux |trois )?<w3>"
     rf"(?:\w+-)?{_WRITE_NOUNS_FR}\b|\b(?:peux-tu|pourrais-tu|pouvez-vous|pourriez-vous|tu peux|vous pouvez|tu "
     r"pourrais) <w1>(?:m'ecrire|ecrire|me rediger|rediger|generer|creer|coder|faire|me faire|composer|"
     rf"programmer|inventer) <w1>(?:un |une |des |mon |ma |mes |le |la )?<w3>(?:\w+-)?{_WRITE_NOUNS_FR}\b|"
     r"\bfai(?:s|tes) (?:mes|mon|ma) (?:devoirs|devoir|exercices|dissertation)\b"),
    ("fr:translate",
     rf"<imp>tradui(?:s|sez)(?:-moi|-nous)? <w1>(?:ceci|cela|ca|ce|cette|ces|le texte|la phrase|le mot|les "
     rf"phrases|le passage|mon|ma|mes|en|le paragraphe)\b|<imp>tradui(?:s|sez)(?:-moi)?\s*[:\"'«“]|"
     rf"\bcomment (?:dit-on|dire)\b.{{0,60}}\ben {_LANGUAGES}\b|\b(?:peux-tu|pourrais-tu|pouvez-vous|tu "
     r"peux) (?:me )?traduire <w1>(?:ceci|cela|ce|cette|ces|le texte|la phrase|mon|ma)\b"),
    ("fr:homework",
     r"\b(?:mes|mon) (?:devoirs|devoir maison|exercices de|examen de|dm de)\b|\bresou(?:s|dre|ds) <w3>"
     r"(?:equation|exercice|probleme|integrale)\b|\bcombien font \d+\s*(?:[-+*/x×]|fois|plus|moins)\s*\d+"),
    ("fr:programming_help",
     r"\bcomment (?:faire|puis-je|je peux|on peut) (?![^.?!\n]{0,60}\b(?:son|sa|ses|elle|mara)\b)<w6>en (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:corrige|debogue|debugge|revois|ameliore|optimise|repare) <w1>(?:mon|ce|cette|le|la) (?:code|"
     r"script|programme|fonction|requete)\b|\bqu'est-ce qui ne va pas (?:avec|dans) mon (?:code|script|"
     r"programme)\b"),
    ("fr:general_knowledge",
     r"\bquelle est la capitale (?:de|du|des)\b|\bcapitale (?:de|du) (?!sa)\w+\?|\bqui est le (?:president|"
     r"premier ministre|roi|pape) (?:de|du|des)\b|\bqui a gagne (?:la coupe|le mondial|les elections|le tour|l'eurovision)\b|\bquel temps fait-il\b|"
     r"\bla meteo (?:a|de|en|pour)\b|\brecette (?:de|du|des)\b|\braconte(?:-moi|z-moi)? (?:une|encore une) "
     r"blague\b|\bexplique(?:-moi)? (?:la )?(?:physique quantique|relativite|photosynthese)\b|"
     r"\bcours du (?:bitcoin|l'or)\b|\bquelle (?:est la )?hauteur (?:de|du)\b"),
]  # fmt: skip

# A sentence framed as a question about the owner ("can she write Go?", "heeft ze een script
# geschreven?") is not a request to do work, even when it has the same words.
OWNER_FRAMING = (
    rf"\b(?:did|does|do|has|have|had|can|could|would|will|is|was|should|might) {OWNER_SUBJECT}\b|"
    rf"\b{OWNER_SUBJECT} (?:ever |also |still |usually |often )?(?:wrote|writes|written|has|had|did|does|can|"
    r"could|would|is|was|knows?|speaks?|built|builds|used|uses|worked|works|translated|translates|gives|"
    r"gave|codes|coded|programs)\b|"
    r"\b(?:heeft|had|kan|kon|zou|wil|doet|deed|is|was|schrijft|schreef|spreekt|werkt|werkte|vertaalt) "
    rf"(?:ze|zij|hij|{OWNER})\b|\b(?:ze|zij|{OWNER}) (?:heeft|had|kan|kon|zou|schreef|schrijft|spreekt|"
    r"werkte|werkt)\b|"
    rf"\b(?:hat|hatte|kann|konnte|wurde|will|ist|war|schreibt|schrieb|spricht|arbeitet|arbeitete) (?:sie|er|"
    rf"{OWNER})\b|"
    rf"\b(?:ella|{OWNER}) (?:ha|habia|puede|podria|sabe|escribe|escribio|hizo|hace|habla|trabaja|trabajo)\b|"
    rf"\b(?:ha|puede|podria|sabe|escribe|escribio|hizo|hace|habla|trabaja|trabajo|traduce) (?:ella|{OWNER})\b|"
    r"\b(?:a|peut|pourrait|sait|ecrit|fait|parle|travaille|est|traduit)-t?-?(?:elle|il)\b|"
    rf"\b(?:{OWNER}|elle) (?:a|peut|pourrait|sait|ecrit|fait|parle|travaille)\b"
)

# --- The owner's private life -------------------------------------------------------------------

# Unambiguous after "her": "her (current gross) salary", "her (private) phone number".
_PRIVATE_NOUNS_EN = (
    r"(?:home address|(?<!mail\s)(?<!work\s)(?<!office\s)(?<!business\s)(?<!contact\s)(?<!public\s)"
    r"address|phone number|phone|mobile number|cell(?:phone)? number|telephone(?: number)?|whatsapp|"
    r"private e-?mail(?: address)?|personal e-?mail(?: address)?|home e-?mail|salary|income|wages?|"
    r"compensation|earnings|day rate|daily rate|hourly rate|net worth|partner|husband|wife|boyfriend|"
    r"girlfriend|spouse|fiancee?|children|kids|parents|mother|father|mum|mom|dad|siblings|sisters?|"
    r"brothers?|love life|dating life|private life|personal life|medical (?:history|condition|records)|"
    r"illness|diagnosis|medication|disability|pregnancy|religion|political views|sexual orientation|"
    r"sexuality|date of birth|birthday|birth date|bsn|social security number|passport(?: number)?|id card|"
    r"bank account|tax id|citizen service number)"
)
# Only straight after "her" ("her health", "her pay"): "her service health" is about her work.
_PRIVATE_NOUNS_SHORT_EN = r"(?:health|pay|rates|age|family|relationships?|pets?|home|house|flat|apartment)"

_PRIVATE_NOUNS_FR = (
    r"(?:adresse(?! (?:e-?mail|mail|electronique|courriel|professionnelle|pro\b))(?: personnelle| privee| du "
    r"domicile| postale)?|domicile|numero de (?:telephone|portable|mobile)|telephone(?: personnel| prive| "
    r"portable)?|e-?mail (?:personnel|prive)|adresse e-?mail (?:personnelle|privee)|salaire|revenus?|"
    r"remuneration|tarif journalier|taux journalier|tjm|conjointe?|mari|femme|epou(?:x|se)|copain|copine|"
    r"compagn(?:on|e)|enfants|famille|parents|mere|pere|freres|soeurs|sante|maladie|diagnostic|age|"
    r"anniversaire|date de naissance|compte bancaire|passeport|vie privee|vie personnelle|vie amoureuse|chat)"
)
# The short list for "the <noun> of Mara", where a longer one would catch "pay for Mara's travel".
_PRIVATE_OF_NOUNS_EN = (
    r"(?:home address|address|phone number|mobile number|salary|income|partner|husband|wife|children|"
    r"kids|family|parents|age|birthday|date of birth|health)"
)

PRIVATE_RULES: list[tuple[str, str]] = [
    ("en:personal_details",
     rf"\b{OWNER_POSSESSIVE} (?:[\w-]+ ){{0,2}}{_PRIVATE_NOUNS_EN}\b(?! (?:checks?|endpoints?|page|section|"
     r"work|projects?|team|data|schema|service|api|of (?:the|her|his) (?:project|team|services)))|"
     rf"\b{OWNER_POSSESSIVE} (?:(?:current|real|private|personal|mental|physical|own|whole) )?"
     rf"{_PRIVATE_NOUNS_SHORT_EN}\b(?! (?:checks?|endpoints?|page|section|work|projects?|team|style|"
     r"structure|hierarchy|rules|of (?:the|her|his) (?:project|team|services)))"),
    ("en:personal_details",
     rf"\b{_PRIVATE_OF_NOUNS_EN} of {OWNER_SUBJECT}\b"),
    ("en:where_live",
     rf"\bwhere (?:exactly |precisely )?(?:does|did) {OWNER_SUBJECT} (?:live|stay|sleep)\b.{{0,20}}"
     r"\b(?:exactly|precisely|street|address|number|neighbou?rhood|which house|building|floor|flat)\b|"
     rf"\bwhere (?:exactly|precisely) (?:does|did) {OWNER_SUBJECT} (?:live|stay)\b|"
     rf"\b(?:what|which) (?:street|neighbou?rhood|building|floor) (?:does|did) {OWNER_SUBJECT} live\b|"
     rf"\bwho (?:does|did) {OWNER_SUBJECT} live with\b"),
    ("en:money",
     rf"\bhow much (?:money )?(?:does|did|would|will|is) {OWNER_SUBJECT} (?:earn|make|charge|get paid|"
     r"paid|cost|bill|ask)\b|\bwhat (?:does|did) "
     rf"{OWNER_SUBJECT} (?:earn|make|charge)\b"),
    ("en:relationships",
     rf"\b(?:is|was) {OWNER_SUBJECT} (?:married|single|dating|engaged|divorced|gay|lesbian|straight|bisexual|"
     r"pregnant|sick|ill|religious|christian|muslim|jewish|seeing someone|in a relationship|a mother|a "
     rf"parent)\b|\b(?:does|did) {OWNER_SUBJECT} have (?:a |any )?(?:partner|husband|wife|boyfriend|"
     r"girlfriend|kids|children|family|spouse|health (?:issues|problems)|illness|disease|pets?)\b|"
     rf"\bwho is {OWNER_POSSESSIVE} (?:partner|husband|wife|boyfriend|girlfriend|spouse)\b"),
    ("en:age",
     rf"\bhow old is {OWNER_SUBJECT}\b|\bwhen (?:was|is) {OWNER_SUBJECT} born\b|\bwhat year was "
     rf"{OWNER_SUBJECT} born\b|\bwhen is {OWNER_POSSESSIVE} birthday\b"),
    ("en:private_contact",
     r"\b(?:private|personal) (?:e-?mail|phone|number|address|mobile|details|life)\b|"
     r"\b(?:home|mobile|cell) (?:number|address)\b|\b(?:home|mobile|cell) phone number\b|"
     r"\b(?:private|unpublished) (?:notes|details|documents?|page)\b|/private/|\bpersonal details\b"),
    # Dutch
    ("nl:personal_details",
     rf"\b(?:haar|zijn|{OWNER}(?:'s|s)?) (?:\w+ )?(?:huisadres|woonadres|thuisadres|adres|prive-?adres|"
     r"telefoonnummer|telefoon|mobiele nummer|mobiel nummer|06-nummer|gsm-?nummer|prive-?e-?mail|"
     r"prive-?mailadres|persoonlijke e-?mail|salaris|inkomen|loon|dagtarief|uurtarief|partner|vriend|"
     r"vriendin|man|vrouw|echtgeno(?:ot|te)|kinderen|kind|familie|ouders|moeder|vader|broer|zus|"
     r"gezondheid|ziekte|diagnose|medicijnen|leeftijd|verjaardag|geboortedatum|bsn|paspoort|"
     r"bankrekening|relatie|liefdesleven|privéleven|priveleven|huisdier|kat|woning|huis)\b|"
     r"\b(?:huisadres|woonadres|thuisadres|adres|telefoonnummer|06-nummer|salaris|inkomen|dagtarief|"
     rf"uurtarief|partner|kinderen|familie|ouders|leeftijd|geboortedatum) van (?:haar|hem|{OWNER})\b"),
    ("nl:where_live",
     rf"\bwaar woont (?:ze|zij|hij|{OWNER}) (?:precies|exact|ergens)\b|\bop welk adres woont\b|"
     rf"\bin welke straat woont\b|\bmet wie woont (?:ze|zij|hij|{OWNER})\b"),
    ("nl:money", rf"\bhoeveel (?:verdient|vraagt|kost|rekent) (?:ze|zij|hij|{OWNER})\b|"
     rf"\bwat verdient (?:ze|zij|hij|{OWNER})\b"),
    ("nl:relationships",
     rf"\bis (?:ze|zij|hij|{OWNER}) (?:getrouwd|single|vrijgezel|gescheiden|zwanger|ziek|verloofd|"
     rf"gelovig|lesbisch|homo)\b|\bheeft (?:ze|zij|hij|{OWNER}) (?:een |kinderen|een )?(?:partner|vriend|"
     rf"vriendin|kinderen|man|vrouw|relatie|gezin|huisdieren)\b|\bhoe oud is (?:ze|zij|hij|{OWNER})\b|"
     rf"\bwanneer is (?:ze|zij|hij|{OWNER}) geboren\b|\bhoe gaat het met haar gezondheid\b"),
    ("nl:private_contact", r"\b(?:prive|persoonlijke?|eigen) (?:e-?mail(?:adres)?|mailadres|telefoonnummer|"
     r"nummer|adres|mobiel|mobiele nummer)\b"),
    # German
    ("de:personal_details",
     rf"\b(?:ihre|ihr|ihren|ihrem|ihrer|seine|sein|seinen|{OWNER}s?) (?:\w+ )?(?:privatadresse|"
     r"privatanschrift|wohnadresse|heimadresse|adresse|anschrift|wohnung|telefonnummer|handynummer|"
     r"mobilnummer|private e-?mail(?:-?adresse)?|personliche e-?mail|gehalt|einkommen|lohn|tagessatz|"
     r"stundensatz|verdienst|partner|partnerin|freund|freundin|ehemann|mann|ehefrau|kinder|familie|eltern|"
     r"mutter|vater|geschwister|gesundheit|krankheit|diagnose|geburtstag|geburtsdatum|bankverbindung|"
     r"kontonummer|reisepass|steuernummer|beziehung|liebesleben|privatleben|haustier|katze)\b"),
    ("de:where_live",
     rf"\bwo (?:genau )?wohnt (?:sie|er|{OWNER}) (?:genau|exakt)\b|\bwo genau wohnt\b|"
     rf"\bin welcher strasse wohnt\b|\bmit wem wohnt (?:sie|er|{OWNER})\b"),
    ("de:money", rf"\bwie ?viel (?:verdient|kostet|berechnet|nimmt) (?:sie|er|{OWNER})\b|"
     rf"\bwas verdient (?:sie|er|{OWNER})\b"),
    ("de:relationships",
     rf"\bist (?:sie|er|{OWNER}) (?:verheiratet|single|ledig|geschieden|schwanger|krank|verlobt|religios|"
     rf"lesbisch|schwul)\b|\bhat (?:sie|er|{OWNER}) (?:einen |eine |kinder|einen festen )?(?:partner|"
     rf"partnerin|freund|freundin|kinder|mann|ehemann|frau|familie|beziehung|haustiere)\b|"
     rf"\bwie alt ist (?:sie|er|{OWNER})\b|\bwann (?:ist|wurde) (?:sie|er|{OWNER}) geboren\b"),
    ("de:private_contact", r"\b(?:private|privaten|personliche|personlichen) (?:e-?mail|telefonnummer|nummer|"
     r"adresse|handynummer)\b"),
    # Spanish
    ("es:personal_details",
     rf"\b(?:su|sus|{OWNER}) (?:\w+ )?(?:direccion (?:de casa|particular|personal|privada|postal|exacta|"
     r"fisica)|domicilio|numero de (?:telefono|movil|celular)|telefono(?: movil| personal| privado)?|"
     r"correo (?:personal|privado)|email (?:personal|privado)|salario|sueldo|ingresos|tarifa "
     r"(?:diaria|por hora|por dia)|pareja|novio|novia|marido|esposo|esposa|hijos|hijas|familia|padres|"
     r"madre|padre|hermanos|salud|enfermedad|diagnostico|edad|cumpleanos|fecha de nacimiento|cuenta "
     r"bancaria|pasaporte|vida privada|vida personal|vida amorosa|mascota|gato)\b|"
     r"\b(?:direccion (?:de casa|particular|personal|privada|postal|exacta)|domicilio|telefono(?: movil| "
     r"personal| privado)?|numero de (?:telefono|movil|celular)|salario|sueldo|ingresos|pareja|familia|hijos|"
     rf"padres|edad|fecha de nacimiento) (?:\w+ )?de (?:ella|el|{OWNER})\b"),
    ("es:where_live",
     rf"\bdonde vive (?:ella |el |{OWNER} )?(?:exactamente|concretamente|precisamente)\b|"
     rf"\ben que calle vive\b|\bcon quien vive (?:ella|el|{OWNER})?\b"),
    ("es:money", rf"\bcuanto (?:gana|cobra|cuesta|pide) (?:ella|el|{OWNER})?\b"),
    ("es:relationships",
     rf"\besta (?:ella |{OWNER} )?(?:casada|soltera|divorciada|embarazada|enferma|comprometida)\b|"
     rf"\btiene (?:ella |{OWNER} )?(?:pareja|novio|novia|marido|esposo|hijos|familia|mascotas)\b|"
     rf"\bcuantos anos tiene(?: ella| {OWNER})?\b|\bcuando (?:nacio|es el cumpleanos)\b"),
    ("es:private_contact", r"\b(?:correo|email|telefono|numero|direccion) (?:personal|privad[oa])\b"),
    # French
    ("fr:personal_details",
     rf"\b(?:son|sa|ses) (?:\w+ )?{_PRIVATE_NOUNS_FR}\b|"
     rf"\b(?:l'|la |le |les )?{_PRIVATE_NOUNS_FR} (?:\w+ )?(?:de|d') ?{OWNER_SUBJECT}\b"),
    ("fr:where_live",
     rf"\bou (?:habite|vit)(?:-t-elle|-t-il| {OWNER}| elle)? (?:exactement|precisement)\b|"
     r"\bdans quelle rue (?:habite|vit)\b|\bavec qui (?:vit|habite)(?:-t-elle|-t-il)?\b"),
    ("fr:money", rf"\bcombien (?:gagne|facture|coute|demande)(?:-t-elle|-t-il| {OWNER}| elle)?\b"),
    ("fr:relationships",
     rf"\best(?:-elle|-il| {OWNER}) (?:mariee?|celibataire|divorcee?|enceinte|malade|fiancee?|en couple)\b|"
     rf"\ba(?:-t-elle|-t-il| {OWNER}) (?:un |une |des )?(?:conjoint|conjointe|mari|femme|copain|copine|"
     rf"compagnon|compagne|enfants|famille|animaux)\b|\bquel age a(?:-t-elle|-t-il| {OWNER})\b|"
     r"\bquand est(?:-elle|-il) nee?\b"),
    ("fr:private_contact", r"\b(?:e-?mail|telephone|numero|adresse|courriel) (?:personnel(?:le)?|prive(?:e)?)\b"),
]  # fmt: skip
