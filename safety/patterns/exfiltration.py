"""What the site holds and must never hand out, in the five languages: other visitors' messages and
addresses, the site's keys, and anyone's home address, exact pay, health or children.

`OTHER_VISITOR_RULES` and `SECRET_RULES` join the prompt-extraction guard; `PERSONAL_RULES` the
private-data guard. The personal rules need no owner: "the home address of <any name>" and "how
much does <anyone> earn exactly" are private whoever is named, so they hold on a site whose owner
the patterns were never told (the owner-framed rules in `safety.patterns.private` stay as they are).
Written on the folded text (lowercase, no accents).
"""

from __future__ import annotations

_OTHERS = (
    r"(?:other (?:visitors|users|people)|(?:the |a )?(?:previous|last|earlier) (?:visitors?|users?)|"
    r"visitors? (?:before|earlier|today)|(?:the )?visitor before me|everyone who (?:contacted|wrote|asked)|"
    r"andere (?:bezoekers|gebruikers|besucher\w*|nutzer\w*)|(?:de |der )?(?:vorige|vorig\w*|vorherige\w*) "
    r"(?:bezoeker|besucher\w*)|bezoeker (?:voor|na) mij|besucher vor mir|"
    r"(?:les |des )?autres (?:visiteurs|utilisateurs)|(?:le )?visiteur (?:juste )?avant moi|"
    r"(?:los |las )?otr[oa]s (?:visitantes|usuari[oa]s)|(?:el )?visitante anterior|visitantes de hoy)"
)
OTHER_VISITOR_RULES: list[tuple[str, str]] = [
    # Visitors' IP addresses, or all messages and contact details the assistant received.
    (
        "any:visitor_ips",
        r"\bip[- ]?(?:address\w*|adress\w*|adres\w*|direcci\w*)\b[^.?!\n]{0,40}\b(?:visitors?|bezoekers?|"
        r"besucher\w*|visiteurs?|visitantes?|users?|gebruikers?|nutzer\w*|utilisateurs?|usuarios?)\b|"
        r"\b(?:visitors?|bezoekers?|besucher\w*|visiteurs?|visitantes?)\b[^.?!\n]{0,30}\bip[- ]?(?:address\w*|"
        r"adress\w*|adres\w*|direcci\w*)\b",
    ),
    (
        "any:all_messages",
        r"\b(?:all|every|alle|todos|todas|tous|toutes)\b (?:the |de |die |los |las |les )?(?:messages|berichten|"
        r"nachrichten|mensajes)\b (?:and|en|und|y|et) (?:the |de |die |los |las |les )?(?:contact\w*|kontakt\w*|"
        r"datos de contacto|contactgegevens|coordonnees)\b|"
        r"\b(?:forward|doorsturen|stuur door|weiterleiten|leite|reenvia|transfere|transmets)\b[^.?!\n]{0,60}"
        r"\b(?:all|every|each|future|alle|elk|elke|jeder|jede|kunftigen|cada|todos|tous|chaque)\b[^.?!\n]{0,60}@",
    ),
    (
        "any:other_visitors",
        rf"\b{_OTHERS}\b.{{0,60}}\b(?:asked?|wrote|said|questions?|messages?|conversations?|chats?|e-?mails?|"
        r"addresses|names|ip|vroeg|vragen|gesteld|berichten|gesprekken|namen|gefragt|fragen|nachrichten|"
        r"gesprach\w*|verlauf\w*|adressen|demande|questions|messages|conversations|adresses|noms|pregunt\w*|"
        r"mensajes|conversaciones|correos|nombres|direcciones)\b|"
        r"\b(?:asked?|wrote|questions|messages|conversations|vroeg|vragen|berichten|gesprekken|gefragt|fragen|"
        r"gesprachsverlauf\w*|nachrichten|suchanfragen|demande|questions|conversations|pregunt\w*|mensajes|"
        rf"conversaciones)\b.{{0,40}}\b{_OTHERS}\b|"
        r"\bwho (?:has |have )?(?:contacted|approached|messaged|written to) (?:her|him|them|the owner|[a-z]+) "
        r"(?:this|last|today|recently|through)|\bwie (?:hebben|heeft) \w+ (?:deze|vorige) week\b.{0,30}\bbenaderd\b",
    ),
    # "which companies contacted her through this chat", "welke e-mailadressen hebben recruiters achtergelaten"
    (
        "any:contact_log",
        r"\b(?:which|what|who|welke|wie|welche|wer|quel(?:le)?s?|qui|que|cuales|quienes)\b[^.?!\n]{0,40}"
        r"\b(?:recruiters?|companies|people|firms|agencies|visitors|journalists|senders|e-?mail ?addresses|"
        r"bedrijven|mensen|bezoekers|e-?mailadressen|firmen|unternehmen|leute|personen|besucher|"
        r"e-?mail-?adressen|entreprises|recruteurs|personnes|visiteurs|empresas|reclutadores|personas|"
        r"visitantes|correos)\b[^.?!\n]{0,60}\b(?:contacted|approached|messaged|wrote|written|reached out|left|"
        r"sent|benaderd|gecontacteerd|geschreven|achtergelaten|gestuurd|kontaktiert|angeschrieben|"
        r"geschrieben|hinterlassen|geschickt|contacte|ecrit|laisse|envoye|contactado|escrito|dejado|"
        r"enviado)\b",
    ),
    (
        "any:owner_inbox",
        r"\b(?:messages|requests|inquiries|anfragen|nachrichten|berichten|aanvragen|demandes|mensajes|"
        r"solicitudes|consultas)\b[^.?!\n]{0,30}\b(?:visitors|besucher|bezoekers|visiteurs|visitantes|people)\b"
        r"[^.?!\n]{0,20}\b(?:sent|geschickt|gestuurd|envoye|enviado|geschrieben|left|gesendet)|"
        r"\b(?:his|her|the owner's|seine|ihre|zijn|haar|ses|sus) (?:new |latest |recent |incoming |neuen |"
        r"nieuwe |nouveaux |nuevos )?(?:messages|inbox|e-?mails|nachrichten|berichten|posteingang|mensajes|"
        r"correos)\b[^.?!\n]{0,40}\b(?:check|read|checken|lesen|lezen|bekijken|lire|revisar|leer|received|"
        r"recus|binnengekomen|llegado|eingegangen)\b|"
        r"\b(?:check|read|lesen|checken|lezen|lire|leer|revisar)\b[^.?!\n]{0,10}\b(?:his|her|the owner's|"
        r"seine|ihre|zijn|haar|ses|sus) (?:new |neuen |nieuwe |nouveaux |nuevos )?(?:messages|inbox|e-?mails|"
        r"nachrichten|berichten|mensajes|correos)\b|"
        r"\b(?:berichten|nachrichten|messages|mensajes)\b[^.?!\n]{0,30}\b(?:binnengekomen|eingegangen|"
        r"recus|llegado)\b",
    ),
    (
        "any:clients_contacts",
        r"\b(?:phone numbers?|telephone numbers?|e-?mail(?: addresse)?s|addresses|contact (?:details|info)|"
        r"telefoonnummers?|e-?mailadressen|telefonnummern|kontaktdaten|numeros de telephone|coordonnees|"
        r"telefonos|correos)\b[^.?!\n]{0,30}\b(?:clients|customers|students|patients|klanten|leerlingen|"
        r"kunden|schuler|clientes|alumnos|eleves|patienten|pacientes)\b",
    ),
]
# A key is asked for when the message points at this site or at "you"; "how did she secure API keys
# in her app?" is a question about her work.
_KEYS = (
    r"(?:\bapi[- ]?(?:key|sleutel|schlussel|token)s?|\bcle (?:d')?api|\bclave (?:de )?api|\bsecret key|"
    r"\baccess token|(?<!\w)\.env(?:-bestand| file|-datei)?)"
)
_THIS_SITE = (
    r"(?:your|ur|you|je|jouw|uw|du|dein\w*|tu|ta|tes|ton|vous|votre|vos|tus|usas|utilises|gebruik\w*|"
    r"benutzt|verwendest|in use|(?:this|deze|dieser|diesem|ce|cette|este|esta) (?:chatbot|site|website|"
    r"webseite|seite|bot|sitio|web|pagina|page|chat|assistant|assistent|asistente))"
)
SECRET_RULES: list[tuple[str, str]] = [
    ("any:site_secrets",
     rf"{_KEYS}\b.{{0,60}}\b{_THIS_SITE}\b|\b{_THIS_SITE}\b.{{0,40}}{_KEYS}(?!\w)|"
     r"\b(?:admin(?:-zugang)? password|passwor(?:d|t) (?:fur|voor|for) (?:den |de |the )?admin\w*|"
     r"contrasena (?:del |de )?admin\w*|mot de passe (?:de l')?admin\w*)\b"),
]  # fmt: skip

# A person: a name or pronoun, not "the project" or "people".
_ANYONE = r"(?:(?!(?:the|a|an|it|its|this|that|these|those|people|they|we|you|i|one|someone|companies)\b)[a-z][\w'-]*)"
_PERSON = r"(?!(?:de|het|een|dat|dit|der|die|das|ein|eine|le|la|les|un|une|el|los|las|uno|una)\b)\w+"
PERSONAL_RULES: list[tuple[str, str]] = [
    ("any:home_address",
     r"\b(?:home address|private address|huisadres|woonadres|thuisadres|privatadresse|privatanschrift|"
     r"wohnadresse|heimadresse|adresse personnelle|adresse (?:du |de son )?domicile|direccion de casa|"
     r"direccion particular|(?:el|su|tu) domicilio)\b|"
     rf"\bwhere (?:exactly |precisely )?(?:does|did) {_ANYONE} live\b.{{0,40}}\b(?:street|number|exactly|"
     r"precisely|address)\b|\bwaar woont \w+ precies\b|\bwo wohnt \w+ genau\b|\bou habite \w+ exactement\b|"
     r"\bdonde vive \w+\b.{0,30}\b(?:calle|numero|exactamente)\b|\b(?:straat en huisnummer|strasse und "
     r"hausnummer|calle y numero|rue et numero)\b|"
     # the last step of a crescendo (city, street, then "and the house number?"); "a sign with our house
     # number" asks for a product
     r"\b(?:what|what's|which|welk|welke|welches|welche|quel|quelle|cual|and the|en het|und die|et le|y el)"
     r"\b (?:\w+ )?(?:house ?number|huisnummer|hausnummer|numero de (?:la )?rue|numero del portal|numero de "
     r"(?:la )?casa|street and number)\b"),
    ("any:exact_pay",
     rf"\bhow much (?:does|did) {_ANYONE} earn\b|\bwhat (?:does|did) {_ANYONE} earn\b|"
     rf"\b(?:hoeveel|wat|wie ?viel|was) verdient {_PERSON}\b|\bcombien gagne {_PERSON}\b|"
     r"\bcuanto (?:gana|cobra) \w+\b.{0,60}\b(?:exact\w*|sueldo|salario|bruto|al ano|"
     r"en su empresa|en el)\b|\b(?:exact|precise|gross|net) (?:salary|pay|income)\b|\b(?:exacte|precieze) "
     r"(?:bedrag|salaris)\b|\bbruttojahresgehalt\b|\bsueldo bruto\b|\bpayslips?\b|\bloonstrook\w*\b|"
     r"\bgehaltsabrechnung\w*\b|\bfiches? de paie\b|\bnominas?\b"),
    ("any:health",
     r"\b(?:health (?:issues|problems|conditions)|medical (?:conditions?|history|records?)|sick leave|"
     r"gezondheidsproblemen|ziekteverlof|ziektes?|gesundheitliche\w* probleme\w*|krankheiten|"
     r"krankgeschrieben|problemes de sante|maladies?|arret maladie|problemas de salud|enfermedad\w*|"
     r"baja medica)\b"),
    ("any:children",
     # a schoolyard ("cours d'ecole", "schoolplein") is a place the owner designs, not the kids' school
     r"\b(?:kids|children|kinderen|kinder|enfants|hijos)\b.{0,50}\b"
     r"(?:school(?!yard|plein)|schule|(?<!d')ecole|escuela|colegio|"
     r"names?|namen|heten|heissen|noms?|nombres?|llaman|s'appellent)\b|"
     r"\b(?:which|what) school do \w+'?s? (?:kids|children)\b"),
    ("any:private_contact",
     r"\b(?:prive|privat|private|personal|persoonlijke?|eigen)[- ]?(?:mobiele?|mobil|handy)?[- ]?"
     r"(?:nummer|telefoonnummer|telefonnummer|handynummer|adres|adresse|address|phone(?: number)?|"
     r"mobile(?: number)?|cell(?: number)?|mobilnummer)\b|"
     r"\b(?:movil|telefono|correo|numero|direccion) (?:personal|privad[oa]|particular)\b|"
     r"\b(?:numero de )?(?:portable|telephone) (?:perso|personnel|prive)\b"),
    ("any:identity_documents",
     r"\b(?:passport|id|identity card|id card|social security|paspoort|ausweis|reisepass|personalausweis|"
     r"passeport|carte d'identite|pasaporte)[- ]?(?:number|nummer|nummern|numero|no)\b|"
     r"\b(?:dni|bsn|paspoortnummer|ausweisnummer|passnummer|numero de passeport|numero de pasaporte|"
     r"sozialversicherungsnummer|numero de securite sociale|burgerservicenummer)\b"),
]  # fmt: skip
