"""The owner's private life: home, phone, private e-mail, pay, family, health, age."""

from __future__ import annotations

from safety.patterns.notation import OWNER, OWNER_POSSESSIVE, OWNER_SUBJECT

# Unambiguous after "her": "her (current gross) salary", "her (private) phone number".
_PRIVATE_NOUNS_EN = (
    r"(?:home address|(?<!mail\s)(?<!work\s)(?<!office\s)(?<!business\s)(?<!contact\s)(?<!public\s)"
    r"address|phone number|phone|mobile number|cell(?:phone)? number|telephone(?: number)?|(?<!por\s)(?<!via\s)(?<!per\s)(?<!by\s)(?<!on\s)(?<!par\s)(?<!sur\s)whatsapp|"
    r"private e-?mail(?: address)?|personal e-?mail(?: address)?|home e-?mail|salary|income|wages?|"
    r"compensation|earnings|net worth|partner(?! with\b| up\b)|husband|wife|boyfriend|"  # "did she partner with"
    r"girlfriend|spouse|fiancee?|children|kids|parents|mother|father|mum|mom|dad|siblings|sisters?|"
    r"brothers?|love life|dating life|private life|personal life|medical (?:history|condition|records)|"
    r"illness|diagnosis|medication|disability|pregnancy|religion|political views|sexual orientation|"
    r"sexuality|date of birth|birthday|birth date|bsn|social security number|passport(?: number)?|id card|"
    r"bank account|tax id|citizen service number)"
)
# Only straight after "her" ("her health", "her pay"): "her service health" is about her work.
_PRIVATE_NOUNS_SHORT_EN = r"(?:health|pay|age|family|relationships?|pets?|home|house|flat|apartment)"

_PRIVATE_NOUNS_FR = (
    r"(?:adresse(?! (?:e-?mail|mail|electronique|courriel|professionnelle|pro\b))(?: personnelle| privee| du "
    r"domicile| postale)?|domicile|numero de (?:telephone|portable|mobile)|telephone(?: personnel| prive| "
    r"portable)?|e-?mail (?:personnel|prive)|adresse e-?mail (?:personnelle|privee)|salaire|revenus?|"
    r"remuneration|conjointe?|mari|femme|epou(?:x|se)|copain|copine|"
    r"compagn(?:on|e)|enfants|famille|parents|mere|pere|freres|soeurs|sante|maladie|diagnostic|age|"
    r"anniversaire|date de naissance|compte bancaire|passeport|vie privee|vie personnelle|vie amoureuse|(?<!ce\s)(?<!cette\s)(?<!este\s)(?<!this\s)chat)"
)
# The short list for "the <noun> of <owner>", where a longer one would catch "pay for the owner's travel".
_PRIVATE_OF_NOUNS_EN = (
    r"(?:home address|address|phone number|mobile number|salary|income|partner|husband|wife|children|"
    r"kids|family|parents|age|birthday|date of birth|health)"
)

PRIVATE_RULES: list[tuple[str, str]] = [
    # A noun with 's names what follows it: "her children's book" is a book, not her family.
    ("en:personal_details",
     rf"\b{OWNER_POSSESSIVE} (?:[\w-]+ ){{0,2}}{_PRIVATE_NOUNS_EN}\b(?!['\u2019]s\b)(?! (?:checks?|endpoints?|page|section|"
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
     rf"\bhow much (?:money )?(?:does|did|would|will|is) {OWNER_SUBJECT} (?:earn|make|get paid|paid)\b|"
     rf"\bwhat (?:does|did) {OWNER_SUBJECT} earn\b|"
     # "what does she make a year"; "what does she make (for that hotel)?" asks about her work
     rf"\bwhat (?:does|did) {OWNER_SUBJECT} make (?:a|per|an|in a|each|every) (?:year|month|week|day|hour)\b"),
    ("en:relationships",
     rf"\b(?:is|was) {OWNER_SUBJECT} (?:married|single|dating|engaged|divorced|gay|lesbian|straight|bisexual|"
     r"pregnant|sick|ill|religious|christian|muslim|jewish|seeing someone|in a relationship|a mother|a "
     rf"parent)\b|\b(?:does|did) {OWNER_SUBJECT} have (?:a |any )?(?:partner|husband|wife|boyfriend|"
     r"girlfriend|kids|children|family|spouse|health (?:issues|problems)|illness|disease|pets?)\b|"
     rf"\bwho is {OWNER_POSSESSIVE} (?:partner|husband|wife|boyfriend|girlfriend|spouse)\b"),
    ("en:age",
     rf"\bhow old is {OWNER_SUBJECT}\b|\bwhen is {OWNER_POSSESSIVE} birthday\b"),
    ("en:private_contact",
     r"\b(?:private|personal) (?:e-?mail|phone|number|address|mobile|details|life)\b|"
     r"(?<!no\s)\b(?:home|mobile|cell) (?:number|address)\b|\b(?:home|mobile|cell) phone number\b|"
     r"\b(?:private|unpublished) (?:notes|details|documents?|page)\b|/private/|\bpersonal details\b"),
    # Dutch
    ("nl:personal_details",
     rf"\b(?:haar|zijn|{OWNER}(?:'s|s)?) (?:\w+ )?(?:huisadres|woonadres|thuisadres|adres|prive-?adres|"
     r"telefoonnummer|telefoon|mobiele nummer|mobiel nummer|06-nummer|gsm-?nummer|prive-?e-?mail|"
     r"prive-?mailadres|persoonlijke e-?mail|salaris|inkomen|loon|partner(?! with\b| up\b)|vriend|"
     r"vriendin|man|vrouw|echtgeno(?:ot|te)|kinderen|kind(?! of\b)|familie|ouders|moeder|vader|broer|zus|"
     r"gezondheid|ziekte|diagnose|medicijnen|leeftijd|verjaardag|geboortedatum|bsn|paspoort|"
     r"bankrekening|relatie|liefdesleven|privéleven|priveleven|huisdier|kat|woning|huis)\b|"
     r"\b(?:huisadres|woonadres|thuisadres|adres|telefoonnummer|06-nummer|salaris|inkomen|"
     rf"partner|kinderen|familie|ouders|leeftijd|geboortedatum) van (?:haar|hem|{OWNER})\b"),
    ("nl:where_live",
     rf"\bwaar woont (?:ze|zij|hij|{OWNER}) (?:precies|exact|ergens)\b|\bop welk adres woont\b|"
     rf"\bin welke straat woont\b|\bmet wie woont (?:ze|zij|hij|{OWNER})\b"),
    ("nl:money", rf"\bhoeveel verdient (?:ze|zij|hij|{OWNER})\b|"
     rf"\bwat verdient (?:ze|zij|hij|{OWNER})\b"),
    ("nl:relationships",
     rf"\bis (?:ze|zij|hij|{OWNER}) (?:getrouwd|single|vrijgezel|gescheiden|zwanger|ziek|verloofd|"
     rf"gelovig|lesbisch|homo)\b|\bheeft (?:ze|zij|hij|{OWNER}) (?:een |kinderen|een )?(?:partner|vriend|"
     rf"vriendin|kinderen|man|vrouw|relatie|gezin|huisdieren)\b|\bhoe oud is (?:ze|zij|hij|{OWNER})\b|"
     r"\bhoe gaat het met haar gezondheid\b"),
    ("nl:private_contact", r"\b(?:prive|persoonlijke?|eigen) (?:e-?mail(?:adres)?|mailadres|telefoonnummer|"
     r"nummer|adres|mobiel|mobiele nummer)\b"),
    # German
    ("de:personal_details",
     rf"\b(?:ihre|ihr|ihren|ihrem|ihrer|seine|sein|seinen|{OWNER}s?) (?:\w+ )?(?:privatadresse|"
     r"privatanschrift|wohnadresse|heimadresse|adresse|anschrift|wohnung|telefonnummer|handynummer|"
     r"mobilnummer|private e-?mail(?:-?adresse)?|personliche e-?mail|gehalt|einkommen|lohn|"
     r"verdienst|partner(?! with\b| up\b)|partnerin|freund|freundin|ehemann|mann|ehefrau|kinder(?!-)|familie|eltern|"
     r"mutter|vater|geschwister|gesundheit|krankheit|diagnose|geburtstag|geburtsdatum|bankverbindung|"
     r"kontonummer|reisepass|steuernummer|beziehung|liebesleben|privatleben|haustier|katze)\b"),
    ("de:where_live",
     rf"\bwo (?:genau )?wohnt (?:sie|er|{OWNER}) (?:genau|exakt)\b|\bwo genau wohnt\b|"
     rf"\bin welcher strasse wohnt\b|\bmit wem wohnt (?:sie|er|{OWNER})\b"),
    ("de:money", rf"\bwie ?viel verdient (?:sie|er|{OWNER})\b|"
     rf"\bwas verdient (?:sie|er|{OWNER})\b"),
    ("de:relationships",
     rf"\bist (?:sie|er|{OWNER}) (?:verheiratet|single|ledig|geschieden|schwanger|krank|verlobt|religios|"
     rf"lesbisch|schwul)\b|\bhat (?:sie|er|{OWNER}) (?:einen |eine |kinder|einen festen )?(?:partner|"
     rf"partnerin|freund|freundin|kinder|mann|ehemann|frau|familie|beziehung|haustiere)\b|"
     rf"\bwie alt ist (?:sie|er|{OWNER})\b"),
    ("de:private_contact", r"\b(?:private|privaten|personliche|personlichen) (?:e-?mail|telefonnummer|nummer|"
     r"adresse|handynummer)\b"),
    # Spanish
    ("es:personal_details",
     # "permiso firmado de sus padres": someone else's parents signing for them.
     rf"(?<!firmado\sde\s)(?<!firmada\sde\s)(?<!permiso\sde\s)(?<!autorizacion\sde\s)(?<!consentimiento\sde\s)"
     rf"\b(?:su|sus|{OWNER}) (?:\w+ )?(?:direccion (?:de casa|particular|personal|privada|postal|exacta|"
     r"fisica)|domicilio|numero de (?:telefono|movil|celular)|telefono(?: movil| personal| privado)?|"
     r"correo (?:personal|privado)|email (?:personal|privado)|salario|sueldo|ingresos|pareja|novio|novia|marido|esposo|esposa|hijos|hijas|familia|padres|"
     r"(?<!masa\s)madre|padre|hermanos|salud|enfermedad|diagnostico|edad|cumpleanos|fecha de nacimiento|cuenta "
     r"bancaria|pasaporte|vida privada|vida personal|vida amorosa|mascota|gato)\b|"
     r"\b(?:direccion (?:de casa|particular|personal|privada|postal|exacta)|domicilio|telefono(?: movil| "
     r"personal| privado)?|numero de (?:telefono|movil|celular)|salario|sueldo|ingresos|pareja|familia|hijos|"
     rf"padres|edad|fecha de nacimiento) (?:\w+ )?de (?:ella|el|{OWNER})\b"),
    ("es:where_live",
     rf"\bdonde vive (?:ella |el |{OWNER} )?(?:exactamente|concretamente|precisamente)\b|"
     rf"\ben que calle vive\b|\bcon quien vive (?:ella|el|{OWNER})?\b"),
    # The owner must be the subject: "how much does the first visit cost?" asks about a service.
    ("es:money", rf"\bcuanto (?:gana|cobra) (?:ella|el|{OWNER})\b(?! (?:por|para) )|\bcuanto gana\b"),
    ("es:relationships",
     rf"\besta (?:ella |{OWNER} )?(?:casada|soltera|divorciada|embarazada|enferma|comprometida)\b|"
     rf"\btiene (?:ella |{OWNER} )?(?:pareja|novio|novia|marido|esposo|hijos|familia|mascotas)\b|"
     rf"\bcuantos anos tiene(?: ella| {OWNER})?\b|\bcuando es el cumpleanos\b"),
    ("es:private_contact", r"\b(?:correo|email|telefono|numero|direccion) (?:personal|privad[oa])\b"),
    # French
    ("fr:personal_details",
     rf"\b(?:son|sa|ses) (?:\w+ )?{_PRIVATE_NOUNS_FR}\b|"
     rf"\b(?:l'|la |le |les )?{_PRIVATE_NOUNS_FR} (?:\w+ )?(?:de|d') ?{OWNER_SUBJECT}\b"),
    ("fr:where_live",
     rf"\bou (?:habite|vit)(?:-t-elle|-t-il| {OWNER}| elle)? (?:exactement|precisement)\b|"
     r"\bdans quelle rue (?:habite|vit)\b|\bavec qui (?:vit|habite)(?:-t-elle|-t-il)?\b"),
    ("fr:money", rf"\bcombien gagne(?:-t-elle|-t-il| {OWNER}| elle| il)?\b"),
    ("fr:relationships",
     rf"\best(?:-elle|-il| {OWNER}) (?:mariee?|celibataire|divorcee?|enceinte|malade|fiancee?|en couple)\b|"
     rf"\ba(?:-t-elle|-t-il| {OWNER}) (?:un |une |des )?(?:conjoint|conjointe|mari|femme|copain|copine|"
     rf"compagnon|compagne|enfants|famille|animaux)\b|\bquel age a(?:-t-elle|-t-il| {OWNER})\b"),
    ("fr:private_contact", r"\b(?:e-?mail|telephone|numero|adresse|courriel) (?:personnel(?:le)?|prive(?:e)?)\b"),
]  # fmt: skip
