"""What the site holds and must never hand out, in the five languages: other visitors' messages and
addresses, the site's keys, and anyone's home address, exact pay, health or children.

`OTHER_VISITOR_RULES` and `SECRET_RULES` join the prompt-extraction guard; `PERSONAL_RULES` the
private-data guard. The personal rules need no owner: "the home address of <any name>" and "how
much does <anyone> earn exactly" are private whoever is named, so they hold on a site whose owner
the patterns were never told (the owner-framed rules in `safety.patterns.private` stay as they are).
Written on the folded text (lowercase, no accents).
"""

from __future__ import annotations

from safety.patterns.notation import OWNER

_OTHERS = (
    r"(?:other (?:visitors|users|people)|(?:the |a )?(?:previous|last|earlier) (?:visitors?|users?)|"
    r"visitors? (?:before|earlier|today)|(?:the )?visitor before me|everyone who (?:contacted|wrote|asked)|"
    r"andere[nrs]? (?:bezoekers|gebruikers|besucher\w*|nutzer\w*)|(?:de |der )?(?:vorige|vorig\w*|vorherige\w*) "
    r"(?:bezoeker|besucher\w*)|(?:the )?(?:last|latest|recent) (?:\w+ )?(?:visitors|users)|(?:de )?laatste (?:\w+ )?"
    r"bezoekers|(?:die |der )?letzten (?:\w+ )?besucher\w*|(?:les )?derniers (?:\w+ )?visiteurs|(?:los )?ultimos "
    r"(?:\w+ )?visitantes|(?:de |der )?(?:vorige|vorig\w*|vorherige\w*) "
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
        rf"\b{_OTHERS}\b.{{0,60}}\b(?:ask(?:ed)?|wrote|said|questions?|messages?|conversations?|chats?|e-?mails?|"
        r"addresses|names|ip|vroeg|vragen|gesteld|gevraagd|berichten|gesprekken|namen|gefragt|fragen|nachrichten|"
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
# What the site keeps about its visitors and the owner's inbox: contact messages, unanswered questions,
# chat logs, asked for by a reveal or forward verb or as a table. "Can I send her a contact message?"
# asks for no record.
_RECORDS = (
    r"(?:contact(?:-form)? (?:messages|requests|submissions)|contact form (?:messages|entries)|unanswered "
    r"questions|visitor (?:messages|questions)|chat ?logs|conversation logs|transcripts|contactberichten|"
    r"contactverzoeken|onbeantwoorde vragen|chatlogs|gesprekslogs|bezoekersberichten|kontaktnachrichten|"
    r"kontaktanfragen|unbeantwortete\w* fragen|chat-?protokolle|chatverlaufe|besuchernachrichten|messages "
    r"(?:de contact|des visiteurs)|demandes de contact|questions sans reponse|historiques? des conversations|"
    r"mensajes de contacto|solicitudes de contacto|preguntas sin respuesta|registros de(?:l)? chat|mensajes de "
    r"(?:los )?visitantes)"
)
_HAND_OVER = (
    r"(?:show|list|dump|give|print|druck|export|forward|send|read|display|paste|share|output|toon|geef|laat|lijst|"
    r"collect|gather|verzamel|sammle|sammel|rassemble|recupere|recopila|recoge|junta|"
    r"stuur|exporteer|zeig|zeige|gib|liste|schick|leite|exportiere|montre|affiche|donne|liste|envoie|"
    r"transmets|transfere|exporte|muestra|muestrame|ensename|dame|lista|envia|reenvia|exporta|comparte)\w*"
)
_WROTE = (
    r"(?:messaged|wrote|written|contacted|emailed|e-mailed|reached out|sent|left|een bericht|berichten|"
    r"schreven|geschreven|stuurden|gestuurd|benaderd|gemaild|achtergelaten|geschrieben|kontaktiert|"
    r"angeschrieben|geschickt|gesendet|hinterlassen|ecrit|contacte|envoye|laisse|escrito|escribieron|"
    r"contactado|enviado|dejado|mensaje)"
)
_PEOPLE = (
    r"(?:people|persons?|everyone|everybody|anyone|all those|those|senders?|visitors|mensen|iedereen|personen|"
    r"afzenders|bezoekers|allen|alle|leute|jeden|jedem|allen|absender\w*|besucher\w*|personnes|tous ceux|"
    r"toutes les personnes|gens|expediteurs|visiteurs|personas|todos los|todas las|quienes|remitentes|"
    r"visitantes)"
)
OTHER_VISITOR_RULES += [
    ("any:site_records",
     rf"\b{_HAND_OVER}\b[^.?!\n]{{0,60}}\b{_RECORDS}\b|\b{_RECORDS}\b[^.?!\n]{{0,30}}\b(?:table|tabel|"
     r"tabelle|database|datenbank|base de donnees|base de datos)\b|\b(?:table|tabel|tabelle)\b[^.?!\n]{0,30}"
     rf"\b{_RECORDS}\b"),
    # "reply to the last five people who messaged her", "names and e-mails of everyone who wrote to her"
    ("any:people_who_wrote",
     r"\b(?:names?|e-?mails?|e-?mail ?address\w*|addresses|phone numbers?|contact (?:details|info)|reply|"
     r"answer|forward|send|tell|namen|e-?mailadressen|adressen|telefoonnummers|beantwoord|antwoord|stuur|"
     r"telefonnummern|kontaktdaten|antworte|beantworte|schick|leite|noms|adresses|numeros|reponds|"
     r"transmets|envoie|nombres|correos|direcciones|telefonos|contesta|responde|reenvia|manda|envia)\b"
     rf"[^.?!\n]{{0,60}}\b{_PEOPLE} (?:\w+ ){{0,3}}(?:who|that|die|welche|qui|ayant|que|which|der|den)\b"
     rf"[^.?!\n]{{0,40}}\b{_WROTE}\b"),
    # Markdown-image or link exfiltration: a URL with a query to be filled with the conversation.
    ("any:markdown_exfil",
     r"!\[[^\]\n]{0,80}\]\(\s*(?:https?:)?//[^)\s]*[?&][^)\s]*=|"
     r"\b(?:image|afbeelding|plaatje|bild|imagen|lien|link|enlace|url|pixel|badge)\b[^\n]{0,120}https?://"
     r"[^\s)]*[?&=][^\n]{0,160}\b(?:conversation|history|chat|messages|instructions|prompt|summary|gesprek|"
     r"geschiedenis|instructies|berichten|verlauf|unterhaltung|gesprach|anweisungen|nachrichten|historique|"
     r"consignes|resume|conversacion|historial|instrucciones|mensajes|resumen)\b"),
]  # fmt: skip

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
    ("any:site_secrets",
     r"\b(?:admin-?passwor[dt]|admin-?kennwort|beheerderswachtwoord|wachtwoord van de beheerder|"
     r"(?:database|datenbank|db)-?(?:connection-?string|passwor[dt]|kennwort|wachtwoord)|connection-?string|"
     r"verbindungszeichenfolge|chaine de connexion|cadena de conexion)\b|"
     rf"\b{_HAND_OVER}\b[^.?!\n]{{0,40}}(?:\benvironment variables|\benv vars|\bomgevingsvariabelen|"
     r"\bumgebungsvariablen|\bvariables d'environnement|\bvariables de entorno|(?<!\w)\.env\b)|"
     r"(?:\benvironment variables|\bomgevingsvariabelen|\bumgebungsvariablen|\bvariables d'environnement|"
     r"\bvariables de entorno)\b[^.?!\n]{0,20}\b(?:of|on|van|op|des|del|du) (?:the |this |de |het |dem |le |el )?"
     r"(?:server\w*|site|servidor|serveur|bot|chatbot)\b|"
     r"\b(?:api|sleutel|schlussel|key|token|cle|clave)\w*\b[^.?!\n]{0,30}(?:aus|from|uit|de|del|du) (?:der |the |het |la |el )?"
     r"\.env\b"),
]  # fmt: skip

# A person: a name or pronoun, not "the project" or "people".
_ANYONE = (
    rf"(?:{OWNER}|(?!(?:the|a|an|it|its|this|that|these|those|people|they|we|you|i|one|someone|companies)\b)"
    r"[a-z][\w'-]*)"
)
_PERSON = r"(?!(?:de|het|een|dat|dit|der|die|das|ein|eine|le|la|les|un|une|el|los|las|uno|una)\b)\w+"
PERSONAL_RULES: list[tuple[str, str]] = [
    ("any:home_address",
     r"(?<!no\s)\b(?:home address|private address|huisadres|woonadres|thuisadres|privatadresse|privatanschrift|"
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
     # "le projet contre la maladie de Mortellaro": a disease a project fights (a vet's, a grower's) is work
     r"krankgeschrieben|problemes de sante|(?<!contre\x20la\x20)(?<!contre\x20les\x20)maladies?|arret maladie|"
     r"problemas de salud|(?<!contra\x20la\x20)(?<!contra\x20las\x20)enfermedad\w*|"
     r"baja medica)\b"),
    ("any:children",
     # a schoolyard ("cours d'ecole", "schoolplein") is a place the owner designs, not the kids' school;
     # the visitor's own children ("can my kids come to the school visit") are no one's secret
     r"(?<!my\x20)(?<!our\x20)(?<!mijn\x20)(?<!onze\x20)(?<!meine\x20)(?<!unsere\x20)(?<!mes\x20)"
     r"(?<!nos\x20)(?<!mis\x20)(?<!nuestros\x20)"
     r"\b(?:kids|children|kinderen|kinder|enfants|hijos)\b"
     # ...nor are pupils who took part or helped ("how many kids helped make the school's yurt") or a school's
     # own ("les enfants de l'ecole", "the children from the village school")
     r"(?! (?:took part|taking part|participated|helped|hielpen|halfen|mithalfen|ont aide|ayudaron|ajudaram|"
     r"namen deel|deelnamen|nahmen teil|teilnahmen|ont participe|"
     r"participaron|participaram|got (?:their|there)|earned|passed|haalden|behaalden|erhielten|bestanden)"
     r"| (?:of|from|at|van|uit|op|der|aus|an|von|de|du|des|del|dans|en) (?:the |de |het |der |den |l'|la |el |le )?"
     r"(?:\w+ )?(?:school|basisschool|schule|grundschule|ecole|escuela|colegio)\b)"
     r".{0,50}\b"
     r"(?:(?<![@.])school(?!yard|plein)|schule|(?<!d')ecole|escuela|colegio|"
     r"names?|namen|heten|heissen|noms?|nombres?|llaman|s'appellent)\b|"
     r"\b(?:which|what) school do \w+'?s? (?:kids|children)\b"),
    ("any:private_contact",
     r"\b(?:prive|privat|private|personal|persoonlijke?|eigen)[- ]?(?:mobiele?|mobil|handy)?[- ]?"
     r"(?:nummer|telefoonnummer|telefonnummer|handynummer|adres|adresse|address|phone(?: number)?|"
     r"mobile(?: number)?|cell(?: number)?|mobilnummer)\b|"
     r"\b(?:movil|telefono|correo|numero|direccion) (?:personal|privad[oa]|particular)\b|"
     r"\b(?:numero de )?(?:portable|telephone) (?:perso|personnel|prive)\b|"
     r"\b(?:numero|adresse|mail|e-?mail|portable|tel) perso\b"),
    ("any:identity_documents",
     r"\b(?:passport|id|identity card|id card|social security|paspoort|ausweis|reisepass|personalausweis|"
     r"passeport|carte d'identite|pasaporte)[- ]?(?:number|nummer|nummern|numero|no)\b|"
     r"\b(?:dni|bsn|paspoortnummer|ausweisnummer|passnummer|numero de passeport|numero de pasaporte|"
     r"sozialversicherungsnummer|numero de securite sociale|burgerservicenummer)\b"),
]  # fmt: skip

# The visitor's own key or code ("Can I leave my house key with you?") is a service question.
_NOT_MINE = "".join(
    rf"(?<!\b{w}\W)" for w in ("my", "our", "mijn", "onze", "mein", "meinen", "ma", "mon", "mi")
)
_THEIR = r"(?:his|her|their|zijn|haar|seine?n?|ihre?n?|son|sa|ses|su|sus|suoi|sua)"
_GRADES = (
    r"(?:exam results|final marks|grade transcripts?|cijferlijst|examencijfers|abschlussnoten|zeugnisnoten|"
    r"releve de notes|notes d'examen|expediente academico)"
)
_VEHICLE = r"(?:coche|auto|carro|furgoneta|vehiculo|moto|camion|macchina|furgone|carrinha|viatura)"
_LIVED = r"(?:lived?|living|woon\w*|wohn\w*|vivai\w*|habitai\w*|habite|vit|vivia\w*|vive)"
PERSONAL_RULES += [
    ("any:health",
     r"\b(?:health condition|krankheit|erkrankung|ziekteverzuim|etat de sante|estado de salud)\b"),
    ("any:exact_pay",
     r"\b(?:previous|former|past|earlier|vorige|eerdere|vroegere|fruhere\w*|bisherige\w*|vorherige\w*|"
     r"anciens?|precedents?|anteriores|pasados)\b (?:\w+ )?(?:salaries|salary|pay|wages|salarissen|salaris|"
     r"lonen|gehalter|gehalt|lohne|salaires|salaire|remunerations|salarios|sueldos|sueldo)\b"),
    ("any:birth_date",
     r"\b(?:date of birth|birth ?date|geboortedatum|geburtsdatum|date de naissance|fecha de nacimiento)\b|"
     r"\b(?:previous|former|old|vorige|oude|eerdere|fruhere\w*|alte\w*|anciennes?|anteriores|antiguas?) "
     r"(?:home )?(?:addresses|address|adressen|adres|adresse|adresses|direcciones|direccion)\b"),
    ("any:dating",
     r"\bwho (?:is|was) \w+ (?:dating|seeing|sleeping with|going out with)\b|\b\w+'s (?:love|dating) life\b|"
     r"\bmet wie (?:gaat|is|heeft) \w+ (?:uit|samen|iets)\b|\bmit wem (?:ist|geht) \w+ (?:zusammen|aus)\b|"
     r"\bavec qui (?:sort|couche|est) \w+\b|\bcon quien (?:sale|esta saliendo)\b"),
    # The old address or number "it's old info anyway": the house number or phone of where they lived.
    ("any:old_address",
     rf"\b{_LIVED}\b[^?!\n]{{0,80}}[?!,.]?[^\n]{{0,40}}\b(?:what|which|welk\w*|welche\w*|quel\w*|que|cual|"
     r"and the|en het|und die|et le|y el) (?:house ?|street ?)?(?:number|nummer|hausnummer|huisnummer|numero)\b"
     r"(?! (?:of|van|von|de|del|des|der)\b)|"
     r"\b(?:phone|telephone|telefoon\w*|telefon\w*|telefono|number|nummer|numero|address|adres\w*|"
     rf"direccion)\b[^.?!\n]{{0,60}}\b(?:when|back when|toen|als|quand|lorsqu'?|cuando)\b[^.?!\n]{{0,30}}\b"
     rf"(?:lived|woonde|wohnte|vivait|habitait|vivia)\b"),
    # A present or a surprise sent to where they live: the home address however it is asked.
    ("any:home_address",
     r"\b(?:home adress|where (?:she|he|they) lives?|waar (?:ze|hij|zij) woont|waar \w+ woont|wo (?:sie|er) "
     r"wohnt|ou (?:elle|il) habite|donde vive)\b[^\n]{0,120}\b(?:birthday|verjaardag|jarig|geburtstag|"
     r"anniversaire|cumpleanos|surprise|verrassing\w*|uberraschung\w*|sorpresa|gift|cadeau|geschenk|regalo|"
     r"flowers|bloemen|blumen|fleurs|flores)\b|"
     r"\b(?:birthday|verjaardag|jarig|geburtstag|anniversaire|cumpleanos|surprise|verrassing\w*|"
     r"uberraschung\w*|sorpresa|gift|cadeau|geschenk|regalo|flowers|bloemen|blumen|fleurs|flores|card|kaartje|"
     r"karte|carte|tarjeta)\b[^\n]{0,120}\b(?:home address|address|adres|adresse|direccion|where (?:she|he|"
     r"they) lives?|waar (?:ze|hij|zij|\w+) woont|wo (?:sie|er|\w+) wohnt|ou (?:elle|il) habite|donde vive)\b"),
    # Bank and tax identifiers of a person, "for the invoice / the contract".
    ("any:bank_details",
     r"\b(?:need|want|give|send|geef|stuur|nodig|brauche|gib|schick|il me faut|donne|envoie|besoin|necesito|"
     r"dame|manda|what(?:'s| is)|wat is|was ist|quel est|cual es|list|nenn\w*)\b[^.?!\n]{0,40}\b(?:iban|"
     r"tax (?:id|number)|steuer-?id|steuer-?nummer|steueridentifikationsnummer|nif|numero de secu\w*|"
     r"securite sociale|bsn|btw-?nummer|sofi-?nummer|bank ?details|bankgegevens|rekeningnummer|"
     r"bankverbindung|coordonnees bancaires|datos bancarios|rib)\b"),
    ("any:private_contact", r"\b06-?nummer\b|\b(?:haar|zijn) 06\b"),
]  # fmt: skip

# Session 8b (e13pat), from the misses of the spent sets third..ninth. Other visitors: who else asked
# about the owner, with their names or addresses; the messages the form received; stored contacts.
_ASKED_ABOUT = (
    r"(?:asked|asking|enquired|inquired|vroegen|gevraagd|informeerden|gefragt|fragten|angefragt|"
    r"erkundigt|demande|pose des questions|renseigne\w*|preguntaron|preguntado|consultado|interesaron|"
    r"interessiert|interested|geinteresseerd|interesse)"
)
_CONTACT_DATA = (
    r"(?:names?|namen|noms?|nombres?|e-?mails?|mails?|e-?mail ?address\w*|e-?mail-?adressen|mailadressen|"
    r"adressen|adresses?|addresses|direcciones|correos|phone numbers?|telefoonnummers?|telefonnummern|"
    r"numeros|telefonos|contact details|contactgegevens|kontaktdaten|coordonnees|datos de contacto)"
)
_WHO_ELSE = (
    r"(?:people|persons|companies|firms|agencies|recruiters|others|mensen|personen|bedrijven|anderen|leute|"
    r"firmen|unternehmen|andere|gens|personnes|entreprises|autres|personas|empresas|otros|who else|anyone "
    r"else|wie (?:nog|anders)|wer (?:sonst|noch)|wer\b[^.?!\n]{0,30}\bnoch|wie\b[^.?!\n]{0,30}\bnog|qui d'autre|"
    r"quien mas|quienes)"
)
OTHER_VISITOR_RULES += [
    ("any:who_else_asked",
     rf"\b{_WHO_ELSE}\b[^.?!\n]{{0,80}}\b{_ASKED_ABOUT}\b[\s\S]{{0,120}}\b{_CONTACT_DATA}\b|"
     rf"\b{_CONTACT_DATA}\b[^\n]{{0,80}}\b{_WHO_ELSE}\b[^.?!\n]{{0,60}}\b{_ASKED_ABOUT}\b|"
     r"\b(?:via|through|uber|par|por|in) (?:this|deze|dit|diesen|dieses|ce|cette|este|esta) (?:chat|site|"
     r"website|formulier|form|formular|formulaire|formulario)\b[^.?!\n]{0,60}\b(?:gevraagd|asked|gefragt|"
     rf"demande|preguntado|contacted|benaderd|kontaktiert)\b[\s\S]{{0,80}}\b{_CONTACT_DATA}\b"),
    # "forward every message recruiters sent this week", "cc me on every message you forward"
    ("any:forward_messages",
     r"\b(?:forward|send|stuur|doorsturen|leite|schick|transfere|transmets|envoie|reenvia|envia|manda)\w*\b"
     r"[^.?!\n]{0,20}\b(?:all|every|each|alle|elk|elke|jede\w*|tous|toutes|chaque|todos|todas|cada)\b "
     r"(?:the |de |die |les |los |las )?(?:messages?|berichten|bericht|nachrichten|nachricht|mensajes?|mails?|"
     r"e-?mails?|correos?|aanvragen|aanvraag|anfragen|anfrage|demandes?|solicitud\w*)\b[^.?!\n]{0,20}\b(?:that|which|die|welche|qui|que|from|van|"
     r"von|de)\b|"
     r"\b(?:cc|bcc|copy|copie|kopie|copia)\b (?:of|van|von|de) (?:every|each|all|elk|elke|alle|jede\w*|chaque|"
     r"tous|cada|todos)\b"),
    # the contacts the owner keeps, the server's environment
    ("any:stored_contacts",
     r"\b(?:contacts|contacten|kontakte|contactos|adresboek|address book|adressbuch|carnet d'adresses|"
     r"agenda de contactos|e-?mail ?address\w*|e-?mailadressen|correos)\b[^.?!\n]{0,40}\b(?:saved|stored|"
     r"kept|opgeslagen|bewaard|gespeichert|enregistre\w*|guardad\w*|almacenad\w*|in (?:your|je|jouw|deiner|"
     r"ta|tu|the|de|der|la) (?:database|databank|datenbank|base de donnees|base de datos|system|systeem))\b"),
]  # fmt: skip
SECRET_RULES += [
    ("any:server_env",
     r"\b(?:environment variables?|env vars?|omgevingsvariabelen|umgebungsvariablen|variables d'environnement|"
     r"variables de entorno)\b[^\n]{0,80}\b(?:server|you|your|je|jouw|du|dein\w*|tu|ton|tes|this|deze|dieser|"
     r"ce|este|key|token|secret|password)\b|\b(?:server|du|you|je|tu)\b[^.?!\n]{0,40}\b(?:environment "
     r"variables?|omgevingsvariabelen|umgebungsvariablen|variables d'environnement|variables de entorno)\b"),
]  # fmt: skip

# Private facts asked of anyone, by name (the patterns never know the name): a relationship, an illness
# or a hospital stay, medication, debts, a car's plate, the daily way to work, what a past client paid,
# the address in a named city, an emergency contact, data "as it is in your records".
_SOMEONE = r"(?:[a-z][\w'-]*(?: [a-z][\w'-]*)?)"
PERSONAL_RULES += [
    ("any:relationship",
     rf"\b(?:is|ist|est(?:-ce que)?|esta|zit) {_SOMEONE} (?:\w+ )?(?:married|engaged|pregnant|in a relationship|"
     r"getrouwd|verloofd|zwanger|verheiratet|verlobt|schwanger|en couple|mariee?|fiancee?|enceinte|casad[oa]|"
     r"comprometid[oa]|embarazada|en pareja)\b|"
     rf"\b(?:est(?:-ce que)?) {_SOMEONE} est (?:\w+ )?(?:en couple|mariee?|fiancee?|enceinte)\b"),
    ("any:health",
     r"\b(?:take|takes|taking|on|neemt|slikt|nimmt|prend|toma)\b (?:any |some |enige |irgendwelche |des |"
     r"algun\w* )?(?:medication|medicine|medicijnen|medicatie|medikamente?|medicaments?|medicamentos?|"
     r"medicacion|pills|pillen|tabletten)\b|"
     # a diagnosis visit, fee or report is a service the owner sells (a restorer's, a vet's), not a health matter
     r"\b(?:a|any|een|eine|un|une|una|some) (?:medical )?(?:diagnosis|diagnose|diagnostic|diagnostico)\b"
     r"(?! ?(?:visits?|fees?|appointments?|sessions?|costs?|prices?|reports?|services?|bezoek|afspraak|kosten|"
     r"prijs|termin|besuch|preis|visite|prix|rapport|cita|visita|consulta|precio|informe))|"
     r"\b(?:was|been|is|lag|ligt|war|liegt|est|ete|estuvo|estado|esta)\b[^.?!\n]{0,30}\b(?:in (?:the )?hospital|"
     r"in het ziekenhuis|im krankenhaus|a l'hopital|en el hospital)\b|"
     r"\b(?:hospitali[sz]ed|hospitalise\w*|ingresad[oa]|hospitalizad[oa])\b|"
     r"\b(?:lang |long |lange |longtemps |mucho tiempo )?(?:ziek geweest|been (?:ill|sick)|krank gewesen|"
     r"ete malade|estado enferm[oa]|burn-?out)\b"),
    ("any:debts",
     r"\b(?:schulden|debts?|dettes?|deudas?|leningen|kredite|credits en cours|prestamos|bankrupt|failliet|"
     r"pleite|insolvent|faillite|quiebra|bancarrota)\b"),
    ("any:vehicle",
     r"\b(?:license plate|licence plate|number plate|kenteken|nummerplaat|(?<!h-)kennzeichen|nummernschild|"
     r"plaque d'immatriculation|matricula del (?:coche|auto|carro)|placa del (?:coche|auto|carro))\b|"
     rf"\b(?:what|which) car (?:does|did) {_SOMEONE} drive\b|\bwelke auto rijdt\b|\bwelches auto fahrt\b|"
     r"\bquelle voiture (?:conduit|a)\b|\bque coche (?:tiene|conduce)\b"),
    ("any:whereabouts",
     r"\b(?:at what time|what time|when|hoe laat|wanneer|um wie ?viel uhr|wann|a quelle heure|quand|a que hora|"
     r"cuando)\b[^.?!\n]{0,40}\b(?:leave|leaves|vertrekt|verlaat|verlasst|geht|quitte|part|sale)\b[^.?!\n]{0,30}"
     r"\b(?:home|house|huis|thuis|haus|hause|maison|chez|casa)\b|"
     r"\b(?:which|what|welke|welchen|quelle|quel|por que|que) (?:route|street|way|straat|weg|strasse|rue|"
     r"chemin|calle|camino)\b[^.?!\n]{0,40}\b(?:to work|naar (?:het )?werk|zur arbeit|au travail|al trabajo)\b"),
    # "Does anyone look after the house while they're gone, or is it empty?": when a home stands empty
    ("any:home_empty",
     r"\b(?<!my\s)(?<!our\s)(?<!mijn\s)(?<!ons\s)(?<!onze\s)(?<!mein\s)(?<!meine\s)(?<!unser\s)(?<!unsere\s)"
     r"(?<!ma\s)(?<!mon\s)(?<!notre\s)(?<!mi\s)(?<!nuestra\s)(?:house|home|flat|apartment|huis|woning|appartement|haus|"
     r"wohnung|maison|logement|casa|piso|apartamento)\b[^.?!\n]{0,40}\b(?:empty|unoccupied|unattended|leeg|onbewoond|leer|unbewohnt|vide|inoccupee?|"
     r"vacia|vacio|deshabitad[oa])\b|"
     r"\b(?:empty|leeg|leer|vide|vacia|vacio)\b[^.?!\n]{0,20}\b(?:house|home|huis|woning|haus|wohnung|maison|casa|"
     r"piso)\b"),
    ("any:past_client_rate",
     r"\b(?:rate|rates|fee|tarif\w*|uurloon|uurtarief|dagtarief|stundensatz|tagessatz|honorar|tarifa|charged?|"
     r"charging|rekende|berekende|vroeg|verlangte|berechnete|verlangt|facture|facturait|cobro|cobraba|cobrado|"
     r"paid|betaalde|bezahlte|zahlte|payait|pagaba|pago)\b[^\n]{0,60}"
     r"\b(?:previous|last|former|vorige|laatste|vorigen|letzten|dernier|precedent|ultimo|anterior)\b (?:\w+ )?"
     r"(?:client|klant|kunde\w*|cliente|customer|opdrachtgever|auftraggeber)\b"),
    ("any:home_address",
     r"\b(?:welk adres|what address|which address|welche adresse|quelle adresse|que direccion)\b[^?.!\n]{0,40}"
     r"\b(?:woont|lives?|wohnt|habite|vit|vive)\b|"
     r"\b(?:emergency contact|noodcontact|notfallkontakt|contact d'urgence|contacto de emergencia)\b|"
     r"\b(?:partner's|partners|partner) (?:name|naam)\b[^\n]{0,60}\b(?:street|straat|strasse|rue|calle|phone)\b"),
    ("any:as_in_your_records",
     r"\b(?:real|actual|echte|echt|wirkliche\w*|echten|vraie?s?|verdader\w*|real(?:es)?)\b (?:\w+ )?"
     r"(?:e-?mail|mailadres|e-?mail ?address|adres|adresse|address|direccion|phone|telefoonnummer|"
     r"telefonnummer|numero|telefono)\b[^\n]{0,60}\b(?:in (?:your|jouw|je|deinen|deiner|tes|tus) (?:data|"
     r"gegevens|daten|donnees|datos|records|bestanden))\b"),
]  # fmt: skip

# Session 8b (e13pat, round 4): families of guards_tenth's misses (scored once before, then used).
PERSONAL_RULES += [
    ("any:exact_pay",
     # how much rent anyone pays; "How is the rent paid for the hives?" asks the terms, not an amount
     r"(?<!how\x20is\x20the\x20)\b(?:rent|alquiler|loyer|huur|miete|mortgage|hypotheek|hypothek|hypotheque|hipoteca)\b[^.?!\n]{0,30}"
     r"\b(?:pay|pays|paid|paga|pagar|betaalt|betaald|zahlt|bezahlt|paie|payer)\b|"
     r"\b(?:pay|pays|paga|betaalt|zahlt|paie)\b[^.?!\n]{0,20}\b(?:de |in |an |en )?(?:rent|alquiler|loyer|huur|"
     r"miete)\b"),
    ("any:past_client_rate",
     r"\b(?:previous|last|former|earlier|past|vorige|vroegere|eerdere|laatste|fruhere\w*|vorige\w*|letzte\w*|"
     r"bisherige\w*|anciens?|precedents?|derniers?|anteriores|ultimos|pasados)\b (?:\w+ )?(?:clients|klanten|"
     r"kunden|auftraggeber\w*|clientes|customers|opdrachtgevers)\b[^\n]{0,80}\b(?:rate|tarif\w*|tagessatz|"
     r"stundensatz|honorar|dagtarief|uurtarief|tarifa|charged|berechnet|gerekend|rekende|facture\w*|"
     r"cobr\w*|paid|betaald|bezahlt)\b"),
    ("any:children",
     r"\b(?:school|basisschool|schule|grundschule|kita|kindergarten|kinderdagverblijf|creche|ecole|escuela|"
     r"colegio|guarderia)\w*\b[^.?!\n]{0,40}\b(?:her|his|their|zijn|haar|ihre\w*|seine\w*|ses|sus|su|"
     r"[a-z]+'s) (?:kids|children|kinderen|kinder|enfants|hijos|hijas)\b|"
     # "which school do the children of X go to"; "a school with children of refugees" asks no one's school
     r"\b(?:which|what|welke|welche\w*|quel\w*|que|cual\w*) (?:\w+ )?(?:school|basisschool|schule|grundschule|"
     r"kita|kindergarten|kinderdagverblijf|creche|ecole|escuela|colegio|guarderia)\w*\b[^.?!\n]{0,40}"
     r"\b(?:kids|children|kinderen|kinder|enfants|hijos|hijas) (?:of|van|von|de|der|des|d')\b"),
    ("any:health",
     r"\b(?:which|what|welk\w*|welch\w*|quel\w*|que|in welchem|in welk|en que|dans quel)\b (?:\w+ )?(?:hospital|"
     r"ziekenhuis|krankenhaus|klinik|kliniek|clinic|hopital|clinique|clinica)\b[^?]{0,40}\b(?:stay|stayed|lag|"
     r"lagen|opgenomen|behandelt|behandeld|treated|traite\w*|soigne\w*|hospitalis\w*|tratad\w*|admitted|"
     r"ingresad\w*|operated|geopereerd|operiert|opere\w*|operad\w*)\b"),
    ("any:identity_documents",
     r"\b(?:numero de (?:la )?seguridad social|social security (?:number|no)|sozialversicherungs\w*nummer|"
     r"numero de (?:la )?securite sociale|burgerservicenummer|sofinummer)\b"),  # not "paid by social security"
    ("any:bank_details",
     r"\b(?:pasame|pasa(?:me)?|facilit\w*|proporcion\w*|provide|share|deel|teile|partage|remets|hand over|"
     r"overhandig|geben sie|gib|geef|dame|donne|envoie|envia|stuur|send)\b[^.?!\n]{0,60}\b(?:iban|"
     r"cuenta bancaria|bank account|bankrekening|bankkonto|compte bancaire|rekeningnummer|kontonummer)\b"),
    ("any:private_agenda",
     r"\b(?:private|prive|privee|privada|privat\w*)[- ]?(?:agenda|calendar|"
     r"kalender|calendrier|calendario|schedule|diary|planning|terminkalender)\b"),
    # The special categories of personal data (GDPR art. 9 and 10) and what unlocks accounts: nobody's
    # to tell but the person, whatever the pretext.
    ("any:special_categories",
     r"\b(?:sexual orientation|seksuele (?:geaardheid|orientatie)|sexuelle (?:orientierung|ausrichtung)|"
     r"orientation sexuelle|orientacion sexual|criminal record|police record|strafblad|vorstrafen?|"
     r"fuhrungszeugnis|casier judiciaire|antecedentes penales|lid van een (?:politieke )?partij|"
     r"(?:member of|in) a (?:political )?party|in einer partei|parteimitglied|membre d'un parti|"
     r"(?:miembro|afiliad[oa]) (?:de|a) (?:un|algun) partido|religionsgemeinschaft|"
     r"(?:mother's|moeders|mutter) (?:maiden|meisjes|madchen)(?:name|naam| name)|nom de jeune fille|"
     r"apellido de soltera|security questions?|beveiligingsvragen|sicherheitsfragen?|questions? de securite|"
     r"preguntas? de seguridad|(?:first|eerste|ersten?) (?:pet|huisdier|haustier)|premier animal|"
     r"primera mascota)\b|"
    # someone's grades, not "a diploma with its transcript" to translate
    rf"\b(?:{_THEIR} (?:\w+ )?{_GRADES}|{_GRADES} (?:of|van|von|de|du|des|del) )|\bmatrikelnummer\b|"
    rf"\b(?:give|send|share|list|paste|see|show|geef|stuur|noem|zien|toon|gib|nennen|nenne|schick\w*|sehen|zeig\w*|"
    rf"donne|envoie|voir|montre\w*|dame|pasa|manda|ver|muestra\w*)\b"
    rf"[^.?!\n]{{0,40}}\b{_GRADES}\b|"
     r"\b(?:his|her|their|zijn|haar|de|seine?|ihre?|son|sa|su) ex\b(?![\w-])|"
     r"\b(?:ex-?(?:wife|husband|partner|girlfriend|boyfriend|vrouw|man|vriend|vriendin|frau|mann|freundin|"
     r"freund|femme|mari|copine|copain|esposa|esposo|novi[oa]))\b"),
    ("any:private_contact",
     r"\b(?:whatsapp|signal|telegram)\b[^.?!\n]{0,20}\b(?:personal|privad[oa]|prive|privee|privat\w*|private|"
     r"persoonlijke?|personnel(?:le)?)\b|\b(?:personal|private|prive|privat\w*) (?:whatsapp|signal|telegram)\b"),
]  # fmt: skip
OTHER_VISITOR_RULES += [
    ("any:clients_contacts",
     r"\b(?:direcciones|adressen|adresses|addresses|correos|mailadressen|e-?mailadressen|telefonos|numeros)\b"
     r"[^.?!\n]{0,10}\b(?:de los|de las|of the|of her|of his|van de|van haar|van zijn|der|des|de ses|de sus|"
     r"seiner|ihrer) (?:\w+ )?(?:clientes|clients|klanten|kunden|customers|alumnos|eleves|leerlingen|schuler)\b"),
]  # fmt: skip


# Session 12: families of the spent sets' misses that no rule above reads: a criminal record, whom
# someone loves, a pregnancy, a therapist, the daily walk or run, where someone is right now, the
# wifi or a login, what a confidential report or an e-mail says, unpaid invoices, a bank balance,
# a pension, what a former job paid, the parents' names and home.
PERSONAL_RULES += [
    ("any:special_categories",
     r"\b(?:vorbestraft|strafregister|strafrechtelijk verleden|criminal (?:past|history)|fedina penale|"
     r"precedenti penali|registo criminal|registro criminal|antecedentes criminais)\b|"
     r"\b(?:ever been|ooit|jemals|deja ete|alguna vez)\b[^.?!\n]{0,20}\b(?:arrested|convicted|in (?:jail|prison)|"
     r"veroordeeld|opgepakt|gearresteerd|verurteilt|verhaftet|condamne\w*|arrete\w*|condenad[oa]|detenid[oa])\b|"
     r"\b(?:gay|homo|lesbian|lesbisch|lesbienne|lesbiana|schwul|bi|bisexual\w*|hetero|straight)\b (?:or|of|oder|ou|o) "
     r"(?:straight|hetero|gay|homo|lesbian|lesbisch|schwul|bi)\b|"
     r"\b(?:valt|vallen) (?:\w+ )?op (?:mannen|vrouwen)\b|\b(?:into|attracted to) (?:men|women) or\b|"
     r"\b(?:steht|stehen) (?:\w+ )?auf (?:manner|frauen)\b|\battire\w* par les (?:hommes|femmes)\b|"
     r"\ble gustan (?:los hombres|las mujeres)\b|"
     r"\b(?:vote|votes|voted|stemt|stemde|wahlt|wahlte|vote-t-\w+|vota|votaba)\b[^.?!\n]{0,20}\b(?:party|partij|"
     r"partei|parti|partido)\b|\b(?:which|what|welke|welche|quel|que|cual) (?:party|partij|partei|parti|partido)\b"
     r"[^.?!\n]{0,30}\b(?:vote|stem|wahl|vot)\w*"),
    ("any:relationship",
     # a person ("Is Ilse single?"), not a thing ("How smoky is your single malt?", "Is the single room free?")
     r"\b(?:is|ist|est|esta|zit) (?!(?:your|the|a|an|this|that|its|our|de|het|die|der|das|le|la|el|jullie|uw|"
     r"ihr|euer|votre|su|tu)\b)\w+ (?:eigenlijk |actually |wirklich |vraiment |realmente )?(?:single|vrijgezel|"
     r"ledig|celibataire|solter[oa]|vergeben)\b|"
     r"\b(?:mit wem (?:ist|war)|met wie (?:is|was)|avec qui (?:est|etait)|con quien (?:esta|estaba))\b[^.?!\n]{0,30}"
     r"\b(?:zusammen|samen|getrouwd|verheiratet|en couple|mariee?|casad[oa]|juntos?)\b|"
     r"\b(?:mit wem war|met wie was) \w+ (?:fruher|vroeger)\b|"
     r"\b(?:wie heisst|wie heissen|hoe heet|hoe heten|what is the name of|what's the name of|comment s'appelle|"
     r"como se llama)\b (?:der |die |the |de |het |le |la |el |\w+s? )?(?:partner\w*|ehe\w+|husband|wife|"
     r"spouse|man|vrouw|echtgeno\w+|mann|frau|mari|femme|epou\w+|marido|esposa|novi[oa]|freund\w*|vriend\w*)\b|"
     r"\b(?:verwacht|erwartet|attend|espera) (?:\w+ )?(?:een |ein |un |una )?(?:kindje|baby|kind|bebe|enfant|nino)\b|"
     r"\bis (?:\w+ )?expecting (?:a baby|a child)\b"),
    ("any:health",
     r"\b(?:sees?|seeing|see|ziet|zien|sieht|geht zu|voit|va chez|ve|va al)\b (?:a |een |einen |eine |un |una |le |"
     r"el |de )?(?:therapist|psychologist|psychiatrist|shrink|psy|psychologue|psychiatre|therapeut\w*|"
     r"psycholoog|psychiater|psychologe\w*|psicolog[oa]|psiquiatra|terapeuta)\b|"
     r"\b(?:is|ist|est|esta) (?:\w+ )?(?:depressed|depressief|depressiv|deprimiert|deprime\w*|deprimid[oa])\b|"
     r"\b(?:hospital appointment|cita en el hospital|cita medica|afspraak in het ziekenhuis|ziekenhuisafspraak|"
     r"termin im krankenhaus|arzttermin|rendez-vous (?:a l'hopital|medical|chez le medecin))\b|"
     r"\b(?:ziek of|ziek is|krank ist|est malade|esta enferm[oa])\b[^.?!\n]{0,30}\b(?:ziekenhuis|krankenhaus|"
     r"hopital|hospital|wat heeft|was hat|qu'a|que tiene)\b|\bkrankgeschrieben\b|\bwas (?:\w+ )?(?:ever )?on sick leave\b"),
    ("any:whereabouts",
     r"\b(?:walks?|walking|uitlaat|uitlaten|gassi|promene|sort|pasea|saca|geht)\b[^.?!\n]{0,40}\b(?:dog|hond|"
     r"hund|chien|perro)\b[^.?!\n]{0,60}\b(?:when|what time|which park|where|hoe laat|wanneer|welk park|waar|"
     r"wann|um wie ?viel uhr|welche\w* (?:park|runde)|wo|quand|a quelle heure|quel parc|ou|cuando|a que hora|"
     r"que parque|donde|morgens|'s ochtends|le matin|por la manana)\b|"
     r"\b(?:when|what time|um wie ?viel uhr|wann|hoe laat|wanneer|a quelle heure|quand|a que hora|cuando)\b"
     r"[^.?!\n]{0,40}\b(?:walks?|uitlaat|gassi|promene|pasea|saca|geht|gaat|sort|sale)\b[^.?!\n]{0,30}\b(?:dog|hond|hund|chien|"
     r"perro)\b|"
     r"\b(?:gym schedule|gym times|sportschool|fitnessstudio|salle de sport|gimnasio)\b[^.?!\n]{0,40}\b(?:when|"
     r"schedule|times|hoe laat|wanneer|wann|quand|horaires?|cuando|horario)\b|"
     r"\b(?:route (?:home|naar huis)|way home|weg nach hause|heimweg|chemin du retour|camino a casa|"
     r"running route|hardlooproute|looproute|laufstrecke|joggingrunde|joggingstrecke|parcours de (?:course|"
     r"jogging)|ruta de (?:correr|running))\b|"
     r"\b(?:hardlopen|joggen|jogging|running|runs|goes running|court|corre)\b[^.?!\n]{0,60}\b(?:which route|"
     r"welke route|welche strecke|quel parcours|que ruta|hoe laat|what time|um wie ?viel uhr|a quelle heure|"
     r"a que hora)\b|"
     r"\bwhere is \w+ (?:right now|at the moment|today)\b|\bwaar is \w+ (?:nu|op dit moment|vandaag)\b|"
     r"\bwo ist \w+ (?:gerade|jetzt|im moment|heute)\b|\bou est \w+ (?:en ce moment|maintenant|aujourd'hui)\b|"
     r"\bdonde esta (?!\w{3,}(?:ad|id)[oa]s?\b|\w*(?:puest|abiert|cubiert|hech)[oa]s?\b)\w+ "
     r"(?:ahora|hoy|en este momento)\b|"
     r"\b(?:when|wanneer|wann|quand|cuando)\b (?!(?:i|we|ik|wij|ich|wir|man|je|j'|on|nous|yo|estoy|estamos)\b)"
     r"(?:exactly |precies |genau |exactement |exactamente )?[^.?!\n]{0,30}"
     r"\b(?:on holiday|on vacation|op vakantie|im urlaub|in urlaub|en vacances|de vacaciones)\b|"
     r"\b(?:usually|meestal|normalerweise|d'habitude|normalmente)\b[^.?!\n]{0,30}\b(?:alone|alleen|allein|"
     r"seule?|sol[oa])\b"),
    ("any:site_secrets",
     r"\bwi-?fi[- ]?(?:code|password|wachtwoord|passwort|kennwort|mot de passe|contrasena|clave|senha)\b|"
     r"\b(?:code|password|wachtwoord|passwort|mot de passe|contrasena|clave) (?:du |de la |del |van de |vom )?wi-?fi\b|"
     r"\b(?:give|geef|gib|donne|dame|pasame|send|stuur|schick|envoie|what(?:'s| is)|wat is|was ist|quel est|"
     r"cual es)\b (?:me |mir |moi |)?(?:the |het |de |das |den |le |la |l'|el |her |his |zijn |haar )?(?:\w+ )?"
     r"(?:password|wachtwoord|passwort|kennwort|mot de passe|contrasena|senha|login|inloggegevens|"
     r"zugangsdaten|identifiant\w*|credenciales)\b"),
    ("any:confidential",
     r"\b(?:confidential|vertrouwelijk\w*|vertraulich\w*|confidentiel\w*|confidencial\w*|non-?disclosure|"
     r"geheimhouding\w*|geheimhaltung\w*|non-divulgation|internal (?:report|evaluation|review)|"
     r"interne? (?:rapport|evaluatie|beoordeling|bericht|gutachten|bewertung)|rapport interne|"
     r"informe (?:de evaluacion )?interno)\b[^?\n]{0,60}\b(?:what(?:'s| is)? in|contents?|inhoud|inhalt|"
     r"contenu|contenido|show|zeig|toon|montre|muestra|read|lees|lies|lis|lee|leer|names?|namen|noms?|nombres?|"
     r"welke|welche|which|quels?|cuales|dedans|daarin|darin|dentro)\b|"
     r"\b(?:which|welke|welche|quels?|que|cuales)\b[^?\n]{0,40}\b(?:under|onder|unter|sous|bajo) (?:an? |een |"
     r"einem |un )?(?:nda|non-?disclosure|geheimhouding\w*|geheimhaltung\w*|non-divulgation|confidencialidad)\b|"
     r"\b(?:what did \w+ (?:write|reply|answer|say)|wat (?:schreef|antwoordde) \w+|was hat \w+ (?:geschrieben|"
     r"geantwortet)|qu'a-t-(?:il|elle) (?:ecrit|repondu)|que (?:le |les )?(?:contesto|escribio|respondio)|"
     r"que se dijeron)\b[^.?!\n]{0,60}\b(?:e-?mails?|mails?|correos?|courriels?|brief|letter|brief)\b|"
     r"\b(?:read|lezen|lesen|lire|leer)\b (?:the |de |die |den |le |el )?(?:whole |hele |ganze\w* |entier |"
     r"entero |completo )?(?:e-?mail|mail|correo|courriel)s?\b|\b(?:correo|courriel|mail) (?:entero|entier|"
     r"complet|completo)\b"),
    ("any:debts",
     r"\b(?:unpaid|outstanding|onbetaalde|openstaande|unbezahlte\w*|offene\w*|impayees?|impagad[oa]s|"
     r"pendientes de pago)\b (?:\w+ )?(?:invoices|bills|facturen|rekeningen|rechnungen|factures|facturas)\b|"
     r"\b(?:haven't|have not|hasn't|didn't|did not) paid\b|\b(?:niet|nicht|pas|no) (?:hebben |haben |ont |han )?"
     r"(?:betaald|bezahlt|paye|pagado)\b[^.?!\n]{0,30}\b(?:klanten|kunden|clients|clientes|customers)\b|"
     r"\b(?:clients|klanten|kunden|clientes|customers)\b[^.?!\n]{0,40}\b(?:haven't paid|niet betaald|nicht bezahlt|"
     r"pas paye|no han pagado)\b|"
     r"\b(?:which|what|welke|welche|welcher|quelle|dans quelle|que|en que|en cual)\b (?:\w+ )?(?:bank|"
     r"banque|banco)\b[^.?!\n]{0,40}\b(?:account|rekening|konto|compte|cuenta|bankiert|banks|is|est|esta|tiene)\b|"
     r"\b(?:on|op|auf|sur|en) (?:her|his|their|zijn|haar|seinem|ihrem|son|su) (?:bank ?)?(?:account|rekening|"
     r"bankrekening|konto|compte|cuenta)\b|"
     r"\b(?:her|his|their|zijn|haar|seine?|ihre?|sa|son|su) (?:pension|pensioen|rente|retraite|jubilacion)\b|"
     r"\bqueda de (?:pension|jubilacion)\b"),
    ("any:exact_pay",
     r"\b(?:earn|earned|made|make|verdiende|verdient|verdiente|gagnait|gagnai\w*|ganaba|gano|guadagnava)\b"
     r"[^.?!\n]{0,50}\b(?:previous|former|old|last|vorige|vroegere|oude|fruhere\w*|alte\w*|letzte\w*|ancien\w*|"
     r"precedent\w*|anterior|antiguo|pasado)\b (?:\w+ )?(?:job|employer|werkgever|baan|functie|arbeitgeber\w*|"
     r"stelle|job|employeur|poste|empleo|empleador|trabajo|puesto)\b|"
     r"\b(?:cuanto cobra|what does \w+ (?:earn|make)|wat verdient|was verdient|combien gagne)\b[^.?!\n]{0,30}"
     r"\b(?:al mes|a month|per maand|im monat|par mois)\b"),
    ("any:children",
     r"\b(?:parents|ouders|eltern|padres|genitori|pais)\b[^.?!\n]{0,40}\b(?:live|lives|wonen|woont|wohnen|"
     r"habitent|viven|vivono|moram|heissen|heten|called|named|s'appellent|se llaman)\b|"
     r"\b(?:where do|waar wonen|wo wohnen|ou habitent|donde viven|wie heissen|hoe heten)\b[^.?!\n]{0,30}"
     r"\b(?:parents|ouders|eltern|padres)\b|"
     r"\b(?:kids|children|kinderen|kinder|enfants|hijos|figli|filhos)\b[^.?!\n]{0,40}\b(?:how old|hoe oud|"
     # ...not a course's minimum age ("L'atelier pour enfants, c'est a partir de quel age ?")
     r"wie alt|(?<!partir\x20de\x20)quel age|(?<!desde\x20)que edad|cuantos anos|quanti anni)\b|"
     r"\b(?:how old|hoe oud|wie alt|quel age|que edad) (?:are|zijn|sind|ont|tienen) (?:her|his|their|zijn|haar|"
     r"ihre|seine|ses|sus) (?:kids|children|kinderen|kinder|enfants|hijos)\b"),
]  # fmt: skip


# Session 15: families of guards_nineteenth's misses (scored once, then spent): a blood group, what
# someone weighs, the pharmacy, a divorce, the child's school or pick-up, a spare key or door code,
# when someone is alone or nobody is there, the gym's times, an address asked as yes or no, a private
# social-media account.
# A pronoun or the owner: no "el", "il" (articles) nor "er" (Dutch "there").
_SUBJECT = rf"(?:she|he|they|ze|zij|hij|sie|elle|ella|lei|lui|{OWNER})"
_STREETS = (
    r"(?:\w*(?:straat|laan|weg|gracht|plein|kade|strasse|gasse|street|road|avenue|lane)|rue|calle|"
    r"avenida|plaza|via|rua|chemin|boulevard)"
)
PERSONAL_RULES += [
    ("any:health",
     r"\b(?:blood ?type|blood group|bloedgroep|blutgruppe|groupe sanguin|grupo sanguineo|gruppo sanguigno|"
     r"tipo (?:de )?sangue)\b|"
     rf"\b(?:how much (?:does|did) {_SUBJECT} weigh|hoeveel weegt {_SUBJECT}|wie ?viel wiegt {_SUBJECT}|"
     rf"combien pese(?:-t-(?:elle|il)| {_SUBJECT})|cuanto pesa {_SUBJECT}|quanto pesa {_SUBJECT})\b|"
     r"\b(?:is|ist|est|esta|zit|sta|se pone)\b[^.?!\n]{0,25}\b(?:on a diet|op dieet|auf diat|au regime|a dieta|"
     r"in dieta)\b|"
     r"\b(?:pharmacy|chemist|apotheek|apotheke|pharmacie|farmacia)\b[^.?!\n]{0,50}\b(?:medic\w*|pills|pillen|"
     r"tabletten|prescription|recept|rezept\w*|ordonnance|receta|ricetta)\b|"
     rf"\b(?:which|what|welke|welche\w*|in welcher|quelle|dans quelle|en que|a que|que|cual)\b (?:\w+ )?"
     rf"(?:pharmacy|chemist|apotheek|apotheke|pharmacie|farmacia)\b[^.?!\n]{{0,20}}\b{_SUBJECT}\b"),
    ("any:relationship",
     r"\b(?:why|waarom|warum|pourquoi|por que|porque|perche|when|wanneer|wann|quand|cuando)\b[^.?!\n]{0,30}"
     r"\b(?:divorced?|gescheiden|geschieden|scheiden lassen|divorcee?s?|divorciad[oa]s?|divorcio|divorzi\w*)\b|"
     r"\b(?:after|since|na|sinds|nach|seit|apres|depuis|despues de|desde)\b (?:the |de |der |die |le |la |el |"
     r"su |ihrer |seiner |haar |zijn |her |his |their |sa |son |l')?(?:divorce|scheiding|scheidung|divorcio)\b|"
     r"\b(?:who (?:got|kept) the (?:house|kids|children)|wie (?:kreeg|hield) het huis|wer (?:hat|bekam) das haus|"
     r"qui a garde (?:la maison|les enfants)|quien se quedo con (?:la casa|los hijos))\b"),
    ("any:children",
     r"\b(?:kid|kids|child|children|son|daughter|kind|kinderen|zoon|dochter|kinder|kindes|sohn|tochter|"
     # not children counted in a school project ("¿Cuántos niños participaron en Erbe a scuola?")
     r"enfants?|fils|fille|hij[oa]s?|nin[oa]s?|figli[oa]?)\b(?:(?!\w*particip|took part|deelgenomen|teilgenommen)"
     r"[^.?!\n]){0,30}\b(?:go(?:es)? to school|naar school|"
     r"zur schule|a l'ecole|al colegio|a la escuela|a scuola)\b|"
     r"\b(?:kid|child|kind|kindje|kindes|enfant|hij[oa]|nin[oa]|bambin[oa])\b[^.?!\n]{0,60}\b(?:picked up|"
     r"pick(?:s|ed)? (?:\w+ )?up|opgehaald|ophalen|haalt|abgeholt|abholen|recupere\w*|chercher|recog\w*)\b|"
     r"\b(?:recog\w*|recupere\w*|abholen|abgeholt|ophalen|opgehaald|picked up)\b[^.?!\n]{0,20}\b(?:kid|child|"
     r"kind|kindje|kindes|enfant|hij[oa]|nin[oa]) (?:of|van|von|de|du|d'|del)\b|"
     r"\b(?:name|naam|namen|nom|nombre|nome) (?:of|van|des|de|du|del|dell') (?:the |het |de |l'|la |el |su |her |"
     r"his |their |ihres |seines |haar |zijn )?(?:kid|child|kind|kindje|kindes|enfant|hij[oa]|nin[oa])\b"),
    ("any:site_secrets",
     rf"\b{_NOT_MINE}(?:spare key|house key|front door key|key ?safe|key box|lockbox|reservesleutel|huissleutel|"
     r"sleutelkluis|sleutelkastje|ersatzschlussel|zweitschlussel|hausschlussel|schlusseltresor|"
     r"schlusselkasten|schlusselsafe|double des cles|double de (?:la )?cle|boite a cles|cle de secours|"
     r"llave de repuesto|copia de la llave|llave de (?:su |la )?casa|caja de llaves|chiave di riserva|"
     r"door ?code|deurcode|toegangscode|portiekcode|turcode|tuercode|haustur-?code|code de (?:la )?porte|"
     r"code d'entree|code de l'immeuble|digicode|codigo de (?:la )?puerta|codigo de (?:acceso|entrada)|"
     r"alarm ?code|alarm pin|code d'alarme|codigo de (?:la )?alarma|codice (?:della porta|dell'allarme))\b|"
     r"\bcodes? (?:for|of|to|van|voor|fur|von|de|pour|del?) (?:the |het |de |die |das |der |la |le |el |"
     r"l')?(?:flat|house|home|apartment|front door|huis|woning|voordeur|wohnung|haus|haustur|appartement|"
     r"maison|immeuble|piso|casa|portal)\b"),
    ("any:whereabouts",
     r"\b(?:when|what time|at what time|hoe laat|wanneer|wann|um wie ?viel uhr|quand|a quelle heure|cuando|"
     r"a que hora)\b[^.?!\n]{0,40}\b(?:is|zit|ist|est|reste|esta|se queda|bleibt|blijft)\b (?:\w+ )?(?:\w+ )?"
     r"(?:alone|on (?:her|his|their) own|alleen|allein|seule?|sol[oa])\b|"
     r"\b(?:cuando no (?:haya|hay) nadie|when (?:nobody|no one)(?:'s| is) (?:there|around|home|in)|als er niemand "
     r"(?:is|thuis is)|wenn niemand (?:da|zu hause|dort) ist|quand il n'y a personne)\b|"
     r"\b(?:gym|sportschool|fitness\w*|salle de sport|gimnasio|palestra)\b[^.?!\n]{0,40}\b(?:tijden|zeiten|"
     r"uhrzeit\w*|heures|horaires?|horas|horario|times|hours|orari)\b|"
     r"\b(?:which|what|welke|bij welke|welche\w*|in welchem|in welches|quelle|dans quelle|en que|a que|que|cual)\b"
     r" (?:gym|sportschool|fitnessstudio|fitnesscentrum|salle de sport|gimnasio|palestra)\b"),
    ("any:home_address",
     rf"\b(?:woont|wohnt|lives?|living|habite|vit|vive|abita)\b[^.?!\n]{{0,30}}\b{_STREETS}\b(?: [\w'-]+){{0,3}},? "
     r"\d+\b|"
     r"\b(?:woont|wohnt|lives?|living|habite|vit|vive|abita)\b[^.?!\n]{0,30}\b\d+,? (?:rue|calle|avenue|avenida|"
     r"via|rua|chemin|boulevard|[a-z]+ (?:street|road|lane|avenue))\b"),
    ("any:private_contact",
     r"\b(?:private|prive|privee|privad[oa]|privat\w*)\b (?:instagram|"
     r"facebook|tiktok|snapchat|twitter|insta)? ?(?:account|profiel|profile|profil|konto|compte|cuenta|perfil)\b|"
     r"\b(?:account|profiel|profile|profil|konto|compte|cuenta|perfil|conta) (?:\w+ )?(?:privad[oa]|privee?|prive|"
     r"privat\w*|private)\b"),
]  # fmt: skip

# Session 15, second round (guards_eighteenth's misses, spent): a PIN or a phone's unlock code, an
# account's login, the neighbours' names, a residence permit, an alarm or where valuables are kept at
# night, sick notes, income statements and tax returns, private clients' details.
PERSONAL_RULES += [
    ("any:site_secrets",
     r"\b(?:pin ?-?code|pincode|pin number|pin-?nummer|pinnummer|code pin|numero pin|codigo pin|passcode|"
     r"unlock code|entsperrcode|ontgrendelcode|code de deverrouillage|codigo de desbloqueo)\b|"
     r"\b(?:which|what|welche\w*|welke|quel|cual|her|his|their|haar|zijn|ihre|seine|sa|son|su|je|your|deine|"
     r"ta|tu) pin\b|"
     r"\b(?:entsperr\w*|ontgrendel\w*|deverrouill\w*|desbloque\w*|unlock\w*)\b[^.?!\n]{0,30}\b(?:handy|phone|"
     r"telefoon|telephone|telefono|portable|movil|laptop|computer|ordinateur)\b|"
     r"\b(?:password|wachtwoord|passwort|kennwort|mot de passe|contrasena|senha)\b[^.?!\n]{0,40}\b(?:account|"
     r"compte|cuenta|konto|conta|panel|admin\w*|webshop|tienda|shop|boutique|login|profiel|profil|perfil)\b|"
     r"\b(?:usuario y (?:la )?contrasena|username and password|gebruikersnaam en wachtwoord|benutzername und "
     r"passwort|identifiant et (?:le )?mot de passe)\b"),
    ("any:home_address",
     r"\b(?:neighbou?rs|buren|nachbarn|voisins|vecinos|vicini|vizinhos)\b[^.?!\n]{0,30}\b(?:names?|called|"
     r"namen|heten|heissen|s'appellent|noms?|se llaman|nombres?|chiamano|nomi)\b|"
     r"\b(?:names?|namen|noms?|nombres?|nomi) (?:of|van|der|des|de|dei) (?:her |his |their |haar |zijn |ihre\w* |"
     r"seine\w* |ses |sus |the |de |die |les |los )?(?:[a-z]+'s )?(?:neighbou?rs|buren|nachbarn|voisins|vecinos|"
     r"vicini)\b|"
     r"\b(?:heten|heissen|s'appellent|se llaman|called|named|si chiamano)\b[^.?!\n]{0,20}\b(?:neighbou?rs|buren|"
     r"nachbarn|voisins|vecinos|vicini)\b"),
    ("any:special_categories",
     r"\b(?:residence permit|work permit|verblijfsvergunning|aufenthalts(?:titel|genehmigung|erlaubnis)|"
     r"titre de sejour|permis de sejour|permiso de residencia|situacion irregular|sin papeles|undocumented|"
     r"illegally in|illegaal in|sans papiers|permesso di soggiorno)\b"),
    ("any:site_secrets",
     r"\b(?:has|have|heeft|hebben|hat|haben|tiene|tienen|a-t-(?:il|elle)|ont|ha|hanno)\b[^.?!\n]{0,30}"
     r"\b(?:an? |een |eine |una? |une )?(?:alarm\w*|alarma|alarme|allarme|camera\w*|kamera\w*|"
     r"cameras? de surveillance|bewakingscamera\w*|uberwachungskamera\w*)\b|"
     r"\b(?:keep|keeps|store|stores|bewaart|bewaren|aufbewahr\w*|lagert|garde|range|guarda|guardan|conserva)\b"
     r"[^.?!\n]{0,60}\b(?:at night|'s nachts|nachts|uber nacht|la nuit|por la noche|de noche|di notte)\b"),
    ("any:health",
     r"\b(?:sick notes?|doctor's notes?|krankmeldung\w*|krankschreibung\w*|ziekmelding\w*|ziektebriefje\w*|"
     r"arrets? (?:de travail|maladie)|bajas? medicas?|certificados? medicos?|certificats? medicaux|"
     r"medical certificates?)\b"),
    # ...unless the owner's work is asked about: a tax adviser's site prices and prepares tax returns
    # ("Does she do inheritance tax returns?", "Was kostet eine Steuererklärung?")
    ("any:exact_pay",
     r"^(?!.*\b(?:(?:does|do|can|will) (?:she|he|you|they) (?:also )?(?:do|prepare|file|handle|offer)|"
     r"cost|costs|kost|kosten|kostet|coute|cuesta|custa|costa|price|prijs|preis|prix|precio|fee|fees|"
     # "¿Qué documentos necesito para la declaración de la renta?": the visitor's own return
     r"(?:do|must|should) i (?:need|bring)|brauche ich|muss ich|heb ik nodig|moet ik|ai-je besoin|dois-je|"
     r"necesito|tengo que|devo|preciso|bisogno)\b)"
     r".*?\b(?:income statements?|inkomstenoverzicht\w*|jaaropgave\w*|belastingaangifte\w*|aangifte inkomstenbelasting|"
     r"einkommensnachweis\w*|steuererklarung\w*|steuerbescheid\w*|avis d'imposition|declaration de revenus|"
     r"declaracion de la renta|tax returns?|payslips?|loonstroken?|gehaltsabrechnung\w*|fiches? de paie|"
     r"nominas?)\b"),
]  # fmt: skip
OTHER_VISITOR_RULES += [
    ("any:clients_contacts",
     r"\b(?:private clients|prive-?klanten|particuliere klanten|privatkunden|clients? prives|clientes privados|"
     r"clienti privati)\b[^.?!\n]{0,40}\b(?:contact\w*|kontakt\w*|coordonnees|datos|gegevens|details|"
     r"adress\w*|telefo\w*|e-?mails?|numbers?|nummers?)\b|"
     r"\b(?:echanges|conversations|gesprekken|gesprache|conversaciones|mensajes|berichten|nachrichten|messages) "
     r"(?:prives|privees|private|prive|privat\w*|privad[oa]s)\b"),
]  # fmt: skip


def person_slots(pattern: str) -> str:
    """A rule's one-word slots (`\\w+`: "mit wem ist \\w+ zusammen") also take the owner: before the
    patterns run, the owner's name reads "the owner" (`safety.owner`), two words, and the private
    questions most asked are asked of the owner by name."""
    return pattern.replace(r"\w+", rf"(?:{OWNER}|\w+)")


PERSONAL_RULES = [(name, person_slots(pattern)) for name, pattern in PERSONAL_RULES]

# Session 16: families of the misses of guards_twentyeighth..thirtieth (scored once, then spent): the
# family doctor, medication someone takes, a former relationship, where someone gave birth, bedtime,
# grandchildren, an asylum or residence procedure, insurance claims, a vehicle's plate, where a van is
# parked at night, a hotel room, a gate's or workshop door's code, pay at a former employer, a lawsuit.
_OWNS = r"(?:her|his|their|haar|zijn|ihr\w*|sein\w*|son|sa|ses|su|sus|[a-z]+'s)"
_OF_SUBJECT = rf"(?:of|van|von|de|du|del|di) (?:{OWNER}|\w+)"
_GRANDCHILDREN = (
    r"grandchildren|grandkids|grandsons?|granddaughters?|kleinkind\w*|enkel(?:in|kind\w*|sohn|tochter)?|"
    r"petits?-enfants?|petite?-fille|petit-fils|niet[oa]s|nipoti"
)
PERSONAL_RULES += [
    ("any:health",
     rf"\b(?:{_OWNS} (?:gp|family doctor|huisarts|hausarzt|hausarztin|medecin traitant|medico de (?:cabecera|"
     r"familia)|medico di base)|(?:gp|family doctor|huisarts|hausarzt|hausarztin|medecin traitant|medico de "
     rf"(?:cabecera|familia)|medico di base) {_OF_SUBJECT})\b|"
     r"\b(?:medication|medicines|medicijnen|medicatie|medikamente?|medicaments?|medicamentos?|farmaci|pills|"
     rf"pillen|tabletten)\b[^.?!\n]{{0,25}}\b(?:takes?|taking|gebruikt|neemt|slikt|nimmt|prend|toma|prende) "
     rf"{_SUBJECT}\b(?! (?:tegen|against|gegen|contre|contra|for the|voor de|fur die|pour les|para las?)\b)|"
     rf"\b(?:which|what) (?:medication|medicines|pills)\b (?:does|did|do) {_SUBJECT} (?:take|use)\b|"
     rf"\b(?:does|do|did) {_SUBJECT} (?:take|use) (?:any )?(?:medication|medicines|pills)\b"),
    ("any:relationship",
     r"\b(?:met wie|with whom|who (?:was|did) \w+ (?:with|date|dating)|mit wem|avec qui|con quien)\b[^.?!\n]{0,40}"
     r"\b(?:relatie|relationship|beziehung|relation|relacion|verkering|liiert|getrouwd|married|verheiratet)\b|"
     rf"\b(?:{_OWNS} ex|een ex|an ex|une ex|un ex|eine ex|ex-?(?:partner\w*|vriend\w*|freund\w*|mann|frau|man|"
     r"vrouw|husband|wife|boyfriend|girlfriend|mari|femme|marido|esposa|novi[oa]))\b"),
    ("any:family",
     rf"\b(?:{_GRANDCHILDREN}) {_OF_SUBJECT}\b|"
     r"\b(?:names?|heten|heissen|called|named|s'appellent|se llaman|si chiamano|noms?|nombres?|nomi)\b"
     rf"[^.?!\n]{{0,30}}\b(?:{_GRANDCHILDREN})\b|"
     r"\b(?:in which|which|what|in welk\w*|welk\w*|in welch\w*|welch\w*|dans quel\w*|quel\w*|en que|en cual|que)"
     r" (?:\w+ )?(?:hospital|ziekenhuis|krankenhaus|klinik|hopital|clinique|maternite|clinica)\b[^.?!\n]{0,30}"
     r"\b(?:gave birth|give birth|born|bevallen|geboren|entbunden|zur welt|accouche\w*|nee?|dio a luz|nacio)\b"),
    ("any:special_categories",
     r"\b(?:verblijfsprocedure|asielprocedure|asielaanvraag|aufenthaltsverfahren|asylverfahren|asylantrag|"
     r"asylum (?:claim|application|procedure)|demande d'asile|procedure de sejour|solicitud de asilo|"
     r"procedimiento de (?:asilo|residencia))\b"),
    ("any:money_affairs",
     r"\b(?:insurances?|verzekering\w*|versicherung\w*|assurances?|seguros?)\b[^.?!\n]{0,50}\b(?:claims?|"
     r"schadeclaim\w*|schadegeval\w*|schadensf(?:a|ae)ll\w*|schaden|sinistres?|siniestros?|partes?)\b|"
     r"\b(?:sued|lawsuit|rechtszaak|rechtsstreit|gerichtsverfahren|prozess|proces|litige|pleito|juicio|demanda)"
     r"\b[^.?!\n]{0,60}\b(?:met wie|with whom|against whom|tegen wie|mit wem|gegen wen|avec qui|contre qui|con "
     r"quien|contra quien|betaald|paid|bezahlt|paye|pagado|pagar)\b|"
     r"\b(?:met wie|with whom|mit wem|avec qui|con quien)\b[^.?!\n]{0,40}\b(?:rechtszaak|lawsuit|rechtsstreit|"
     r"gerichtsverfahren|prozess|proces|litige|pleito|juicio)\b"),
    ("any:exact_pay",
     r"\b(?:earned|earn|earns|verdiende|verdient|verdiente|gagnait|gagne|ganaba|gano|gana)\b[^.?!\n]{0,40}"
     r"\b(?:previous|former|last|vorig\w*|letzt\w*|frueher\w*|fruher\w*|precedent\w*|dernier|anterior|ultimo)"
     r" (?:employer|job|werkgever|baan|arbeitgeber\w*|stelle|employeur|poste|empleador|empresa|trabajo)\b|"
     r"\b(?:brutto|netto|bruto|neto|brut)\b[^.?!\n]{0,20}\b(?:reicht|is genoeg|suffit|basta|is fine|will do)\b"),
    ("any:whereabouts",
     r"\b(?:registration|licen[cs]e|number) plate\b|\b(?:kenteken|nummernschild|(?<!h-)kennzeichen|plaque "
     r"d'immatriculation|immatriculation)\b|"
    # "matrícula" is also a course's enrolment, "targa" a house's name plate: a vehicle's only beside one
     rf"\b(?:matricula|targa)\b[^.?!\n]{{0,40}}\b{_VEHICLE}\b|\b{_VEHICLE}\b[^.?!\n]{{0,40}}\b(?:matricula|targa)\b|"
     r"\by la matricula\b|\b(?:domicilio|direccion|telefono|rutina)\b[^.?!\n]{0,30}\bmatricula\b|"
     r"\b(?:park|parks|parkeert|parkt|gare|aparca|estaciona)\b[^.?!\n]{0,40}\b(?:at night|'s nachts|nachts|"
     r"la nuit|de noche|por la noche)\b|"
     r"\b(?:hotel)\b[^.?!\n]{0,60}\b(?:room|kamer|zimmer|chambre|habitacion|kamernummer|zimmernummer|"
     r"room number|numero de chambre|numero de habitacion)\b|"
     r"\b(?:what time|when|hoe laat|wanneer|wann|um wie ?viel uhr|a quelle heure|quand|a que hora|cuando)\b"
     r"[^.?!\n]{0,30}\b(?:go(?:es)? to (?:bed|sleep)|gaat (?:\w+ ){1,3}(?:slapen|naar bed)|slaapt|(?:geht|gehen) "
     r"(?:\w+ ){1,3}(?:schlafen|ins bett)|se couche\w*|va se coucher|se acuesta|se va a (?:dormir|la cama)|locks? "
     r"up|sluit (?:\w+ ){1,4}af|schliesst (?:\w+ ){1,4}ab|ferme a cle)\b"),
    ("any:site_secrets",
     r"(?:^|\b(?!(?:discount|promo|voucher|coupon|gift|booking|dress)\b)\w+\W+)(?:code|codigo|pin)\b (?:du |de |de la |del |van de |voor de |fur die |fur das |der |zur |zum |for the |"
     r"to the |of the |to |for )?(?:portail|portal|gate|poort|hek|tor|hoftor|gartentor|werkstatt\w*|werkplaats|"
     r"atelier|workshop|taller|tur|door|deur|porte|puerta)\b|\b(?:zahlencode|zifferncode)\b"),
]  # fmt: skip

# Session 17: families of the misses of guards_thirtyfirst..thirtysecond (scored once, then spent): when
# the owner leaves home or goes running and by which route, when the house stands empty, whether the
# workshop is locked at night, a neighbour's name, the health insurer and a diagnosis, an operation and
# its clinic, court cases against them, the safe and its combination.
_TIME_ASKED = (
    r"(?:what time|at what time|when|hoe laat|wanneer|om hoe laat|um wie ?viel uhr|wann|a quelle heure|quand|"
    r"a que hora|cuando)"
)
_RUNNING = (
    r"(?:go(?:es)? (?:out )?(?:running|jogging|for (?:a|his|her) (?:run|jog))|gaat (?:\w+ ){0,3}(?:hardlopen|"
    r"joggen)|loopt (?:\w+ ){0,3}hard|(?:geht|gehen) (?:\w+ ){0,3}(?:joggen|laufen)|joggt|va (?:\w+ ){0,2}courir|"
    r"part (?:\w+ ){0,2}courir|fait (?:\w+ ){0,2}(?:son )?footing|(?:sale|salir|suele salir) (?:\w+ ){0,2}a correr|"
    r"va a correr)"
)
_LEAVES_HOME = (
    r"(?:leaves? (?:home|the house)|leaves? (?:\w+ ){0,2}(?:in the morning|every morning)|vertrekt (?:\w+ ){0,3}"
    r"(?:'s ochtends|van huis|thuis)|verlaat (?:\w+ ){0,3}(?:het huis|huis)|(?:fahrt|verlasst|geht) (?:\w+ ){0,3}"
    r"(?:morgens|fruh) (?:\w+ ){0,2}(?:los|aus dem haus|weg)|verlasst (?:\w+ ){0,3}(?:das haus|die wohnung)|"
    r"part (?:\w+ ){0,3}(?:de chez (?:elle|lui)|le matin)|quitte (?:\w+ ){0,2}(?:la maison|son domicile)|"
    r"sale (?:\w+ ){0,3}(?:de casa|por las? mananas?))"
)
_ROUTE = (
    r"(?:which|what) (?:route|way|park|path|streets?)|welke (?:route|weg|kant|straten?)|welk park|welche "
    r"(?:strecke|route|strassen?)|welchen (?:weg|park)|quel (?:parcours|trajet|chemin|parc)|quelles? rues?|"
    r"por donde|por que (?:parque|calles?|camino)|que (?:ruta|recorrido|camino)"
)
_NEIGHBOUR = r"(?:neighbou?rs?|buurvrouw|buurman|buren|nachbar\w*|voisine?s?|vecin[oa]s?)"
_SAFE = r"(?:the safe|her safe|his safe|a safe|kluis|tresor\w*|safe (?:im|in der|des)|coffre(?:-fort| fort)?|caja fuerte)"
PERSONAL_RULES += [
    ("any:routine",
     rf"\b{_TIME_ASKED}\b[^.?!\n]{{0,40}}\b(?:{_RUNNING}|{_LEAVES_HOME})\b|"
     rf"\b(?:{_RUNNING}|{_LEAVES_HOME})\b[^.?!\n]{{0,60}}\b(?:{_ROUTE})\b|"
     rf"\b(?:{_ROUTE})\b[^.?!\n]{{0,40}}\b(?:{_RUNNING}|runs|jogs|neemt (?:\w+ )?(?:als|bij het) (?:hard|jog))\b"),
    ("any:house_empty",
     r"\b(?:holidays?|vacation|vakantie|urlaub|ferien|vacances|vacaciones|away)\b[^\n]{0,80}\b(?:(?:looks? after|"
     r"watch(?:es|ing)?|minds?|sits?) (?:the|her|his) (?:house|home|place)|house-?sit\w*|(?:op )?(?:het|haar|zijn) huis "
     r"(?:past|let)|huis(?:oppas|bewaarder)|(?:auf )?(?:das|ihr|sein) haus (?:aufpasst|hutet)|haushut\w*|garde (?:la|sa) "
     r"maison|cuida (?:la|su) casa|(?:house|huis|haus|maison|casa) (?:is |staat |steht |est |esta )?(?:empty|leeg|leer|"
     r"vide|vacia))\b"),
    ("any:security",
     r"\b(?:locked|op slot|afgesloten|abgeschlossen|verschlossen|ferme a cle|fermee? a cle|cerrad[oa] con llave|"
     r"padlock|hangslot|vorhangeschloss|cadenas|candado)\b[^.?!\n]{0,60}\b(?:at night|'s nachts|nachts|la nuit|de "
     r"noche|por la noche)\b|"
     r"\b(?:at night|'s nachts|nachts|la nuit|de noche|por la noche)\b[^.?!\n]{0,60}\b(?:locked|op slot|"
     r"afgesloten|abgeschlossen|verschlossen|ferme a cle|fermee? a cle|cerrad[oa] con llave|padlock|hangslot|"
     r"vorhangeschloss|cadenas|candado|alarm\w*)\b"),
    ("any:neighbour",
     rf"\b(?:name|names|naam|heet|heten|heisst|heissen|s'appellent|s'appelle|se llaman?)\b[^.?!\n]{{0,30}}"
     rf"\b{_NEIGHBOUR}\b|"
     rf"\b{_NEIGHBOUR}\b[^.?!\n]{{0,15}}\b(?:name|naam|heet|heisst|s'appelle|se llama)\b"),
    ("any:health",
     r"\b(?:which|what|welke|bij welke|bei welcher|welche|quelle|chez quelle|que|cual|con que)\b (?:health insurer|"
     r"health insurance|insurer|zorgverzekeraar|verzekeraar|krankenkasse|krankenversicherung|mutuelle|"
     r"aseguradora|mutua|seguro medico)\b|"
     r"\b(?:diagnos[ie]s|diagnose|diagnostic|diagnostico)\b[^.?!\n]{0,40}\b(?:attest|sick note|doctor's note|"
     r"certificate|certificat|certificado|medical|arzt\w*|huisarts|medecin|medico|letzte\w*|last|laatste|dernier|"
     r"ultimo)\b|"
     r"\b(?:what was (?:she|he|the owner) operated on|why (?:was|did) (?:she|he|the owner) (?:operated|have "
     r"(?:an )?(?:operation|surgery))|waaraan (?:is )?(?:\w+ ){0,2}geopereerd|woran (?:wurde )?(?:\w+ ){0,2}operiert|"
     r"de quoi (?:a-t-(?:elle|il) ete|est-(?:elle|il)) opere|de que (?:le|la) operaron)\b|"
     r"\b(?:operation|operatie|surgery|operacion|operiert|opere)\b[^.?!\n]{0,60}\b(?:(?:which|what|welke|welcher|"
     r"quelle|que) (?:clinic|hospital|kliniek|ziekenhuis|klinik|krankenhaus|clinique|hopital|clinica|hospital)|"
     r"(?:en|in|dans) (?:que|welke|welcher|quelle) (?:clinica|kliniek|klinik|clinique))\b"),
    ("any:money_affairs",
     r"\b(?:court cases?|lawsuits?|legal proceedings|rechtszaken|rechtszaak|gerichtsverfahren|klagen|prozesse?|"
     r"proces|procedures? judiciaires?|procesos? judiciales?|demandas?|juicios?)\b[^.?!\n]{0,30}\b(?:against|"
     r"gegen|tegen|contre|contra)\b"),
    ("any:site_secrets",
     rf"\b(?:combination|combinatie|kombination|zahlenkombination|combinaison|combinacion|code|codigo)\b"
     rf"[^.?!\n]{{0,40}}\b{_SAFE}\b|\b{_SAFE}\b[^.?!\n]{{0,60}}\b(?:combination|combinatie|kombination|"
     r"zahlenkombination|combinaison|combinacion|code|codigo)\b|"
     r"\b(?:what|was|wat|que|qu'est-ce qu)\b[^.?!\n]{0,30}\b(?:keeps?|bewaart|aufbewahrt|hat|garde|guarda)\b"
     rf"[^.?!\n]{{0,30}}\b(?:in|im|dans|en) (?:\w+ )?{_SAFE}"),
]  # fmt: skip

# Session 17, second pass (guards_thirtyfourth..thirtyfifth's misses, spent): the street and house number
# where the owner lives, which way home and by which car, the back door, where the holiday goes, faith,
# savings, an illness guessed at, what other visitors wrote, customers' measurements.
_LIVES = r"(?:live|lives|living|woont|wonen|wohnt|wohnen|habite|habitent|vit|vive|viven)"
PERSONAL_RULES += [
    ("any:site_secrets",
     r"\b(?:code|codigo|combinatie|pin) (?:de l'|de la |del |van het |van de |der |of the |for the )?(?:alarm\w*|"
     r"alarme|alarma)\b|\b(?:alarm ?code|alarmcode|alarmanlagen?code|alarmanlagen-code)\b"),
    ("any:home_address",
     rf"\b{_LIVES}\b[^\n]{{0,160}}\b(?:house number|street and (?:house )?number|huisnummer|straat en "
     r"huisnummer|hausnummer|strasse und hausnummer|numero de (?:maison|rue)|numero de (?:casa|portal)|calle y "
     r"numero)\b|"
     rf"\b(?:{_LIVES} (?:\w+ ){{0,3}}(?:ou |where |donde |waar |wo )?(?:exactly|precies|genau|exactement|"
     rf"exactamente)|(?:exactly|precies|genau|exactement|exactamente) (?:where|waar|wo|ou|donde) (?:\w+ ){{0,2}}"
     rf"{_LIVES})\b"),
    ("any:routine",
     r"\b(?:(?:what|which) car does (?:she|he|the owner) (?:drive|have)|welke auto (?:rijdt|heeft)|welches auto "
     r"(?:fahrt|hat)|quelle voiture (?:conduit|a)|en que coche (?:va|conduce)|que coche (?:tiene|conduce)|"
     r"rentre\w* (?:\w+ ){0,3}(?:a pied|en voiture)|goes home (?:on foot|by car)|(?:back ?door|achterdeur|"
     r"hintertur|porte de derriere|puerta trasera)\b[^.?!\n]{0,30}\b(?:open|unlocked|los|offen|ouverte|abierta))\b|"
     r"\b(?:where|waar|wo|ou|donde)\b[^.?!\n]{0,30}\b(?:go(?:es|ing)? on|gaat (?:\w+ )?op|macht|fait|part"
     r"(?: (?:\w+ )?en)?|pasa|spends?|brengt|verbringt)\b[^.?!\n]{0,35}\b(?:holiday|vacation|vakantie|urlaub|"
     r"ferien|vacances|vacaciones)\b"),
    ("any:special_categories",
     r"\b(?:which|what|welke|welche\w*|quelle|que|cual|a que) (?:religion|konfession|religie|geloof|confession|"
     r"church|kerk|kirche|eglise|iglesia)\b[^.?!\n]{0,30}\b(?:belong\w*|behoort|gehort|gehoert|appartient|"
     r"pertenece|go(?:es)? to|gaat|geht|va)\b"),
    ("any:money_affairs",
     r"\b(?:how much money|hoeveel geld|wie ?viel geld|combien d'argent|cuanto dinero)\b[^.?!\n]{0,40}\b(?:in "
     r"the bank|op de bank|op (?:zijn|haar) rekening|auf dem konto|auf der bank|a la banque|sur son compte|en "
     r"el banco|en su cuenta|savings|spaargeld|ersparnis\w*|economies|ahorros)\b"),
    ("any:health",
     r"\b(?:is|ist|est|esta|was) (?:\w+ ){0,3}(?:eigentlich |really |echt |wirklich )?(?:krank|ziek|sick|ill|"
     r"malade|enferm[oa])\b[^.?!\n]{0,60}[?]|"
     r"\b(?:was (?:that|it)|had (?:she|he)|heeft (?:ze|hij)|hatte (?:sie|er)|a-t-(?:elle|il) eu|tuvo)\b"
     r"[^.?!\n]{0,30}\b(?:breakdown|burn-?out|depression|depressie|heart (?:thing|attack|problem)|hartaanval|"
     r"herzinfarkt|crise cardiaque|infarto)\b"),
]  # fmt: skip
OTHER_VISITOR_RULES += [
    ("any:other_visitors",
     r"\b(?:other visitors|andere bezoekers|andere besucher|autres visiteurs|otros visitantes)\b[^.?!\n]{0,40}"
     r"\b(?:wrote|written|asked|geschreven|gevraagd|geschrieben|gefragt|ecrit|demande|escrito|preguntado)\b|"
     r"\b(?:written|asked|geschreven|gevraagd|geschrieben|gefragt|ecrit|demande|escrito|preguntado)\b[^.?!\n]{0,15}"
     r"\b(?:other visitors|andere bezoekers|andere besucher|d'autres visiteurs|autres visiteurs|otros visitantes)\b|"
     r"\b(?:measurements|mensurations|maten|masse|korpermasse|medidas)\b[^.?!\n]{0,20}\b(?:of|van|von|des|de|"
     r"der) (?:the |her |his |les |la |los |las |de |die )?(?:\w+ )?(?:clients|klanten|kunden|clientes|customers|"
     r"clientes?)\b"),
]  # fmt: skip

# Session 17 (the spent knowledge bases' private questions that reached the answerer): a private phone
# number in any word order, and the private questions Italian and Portuguese visitors ask (partner,
# children, where exactly the owner lives).
_PHONE_WORDS = (
    r"(?:handy\w*|mobil\w*|telefon\w*|telefoon\w*|phone|mobile|cell|gsm|telemovel|telefone|celular|cellulare|"
    r"numero|nummer|number)"
)
_PRIVATELY = (
    r"(?:privat|private|privately|prive|privee|privado|privada|privatamente|persoonlijk|pessoal)\b(?! (?:lessons?|les|lessen|kurs\w*|cours|clases?|lezion\w*|"
    r"unterricht|tours?|events?|commissions?|clients?|klant\w*|kund\w*|groups?|groepen|gruppen|groupes|grupos?))"
)
PERSONAL_RULES += [
    ("any:private_contact",
     rf"\b{_PHONE_WORDS}\b[^.?!\n]{{0,50}}\b{_PRIVATELY}|\b{_PRIVATELY} (?:\w+ )?{_PHONE_WORDS}\b"),
    ("any:family",
     r"\b(?:(?:o |a )?nome d[oa]s?|quem (?:e|sao) (?:o|a|os|as)|come si chiama(?:no)?|chi (?:e|sono)|nomi d(?:ei|elle))"
     r" (?:\w+ )?(?:parceir[oa]|companheir[oa]|marido|marito|mulher|esposa|namorad[oa]|filh[oa]s?|partner|compagn[oa]|"
     r"fidanzat[oa]|moglie|figli[oa]?|bambini)\b|"
     rf"\b(?:{OWNER}|ela|ele|lei|lui) (?:tem|ha) (?:filhos|figli|marido|marito|mulher|namorad[oa]|moglie|"
     r"fidanzat[oa]|bambini)\b|^\W*(?:tem|ha) (?:filhos|figli)\b|"
     r"\b(?:onde mora|onde vive|dove abita|dove vive)\b[^.?!\n]{0,30}\b(?:exatamente|exactamente|esattamente|"
     r"precisamente|de preciso)\b|\b(?:morada|endereco) (?:pessoal|de casa|privad[oa])|indirizzo (?:di casa|"
     r"privato)\b"),
]  # fmt: skip

# Session 17, third pass (guards_thirtythird and thirtysixth after their sealed run, spent): what was wrong
# with the owner, a diagnosis "exactly", therapy and with whom, pay and turnover, a trial and how it ended,
# bank accounts, when they are alone in the workshop, where they park, a room or mooring number, the route
# of an evening walk, "where the owner lives".
PERSONAL_RULES += [
    ("any:health",
     r"\bwhat was (?:actually |really )?wrong with (?:her|him|the owner)\b|"
     r"\bdiagnos\w*\b[^.?!\n]{0,20}\b(?:exactly|precisely|genau|precies|exactement|exactamente)\b|"
     r"\b(?:therapie|therapy|therapeut\w*|psycholo\w*|psychiater|therapist|therapeute|terapia|terapeuta)\b"
     r"[^\n]{0,60}\b(?:bei wem|with whom|who with|bij wie|chez qui|con quien|weswegen|why|waarom|pourquoi|"
     r"por que|weshalb|warum)\b|"
     r"\b(?:was|war|had|hatte|heeft|a fait|a suivi|hizo|tuvo|ha hecho) (?:\w+ ){0,3}(?:in |en |een |eine |une |"
     r"una )?(?:therapie|therapy|terapia)\b"),
    ("any:money_affairs",
     r"\b(?:salaire|salary|salaris|gehalt|salario|sueldo|chiffre d'affaires|turnover|omzet|umsatz|facturacion|"
     r"revenue|income|inkomen|einkommen|revenu|ingresos)\b[^.?!\n]{0,20}\b(?:de|of|van|von|du|del|d') ?(?:the "
     r"owner|her|him|hem|haar|ihr|ihm|son|sa|su|zijn|seine?\w*|ihre?\w*)\b|"
     r"\b(?:cuentas? bancarias?|bank accounts?|bankrekening\w*|bankkonto\w*|comptes? bancaires?|bank balance)\b"
     r"[^.?!\n]{0,20}\b(?:de|of|van|von|du) (?:the owner|her|him|hem|haar|ihr|ihm)\b|"
     r"\b(?:juicio|lawsuit|trial|court case|rechtszaak|prozess|gerichtsverfahren|proces)\b[^?!\n]{0,60}"
     r"\b(?:de que iba|how did it end|como acabo|hoe liep|hoe is het afgelopen|wie ging|wie ist es ausgegangen|"
     r"comment (?:ca|cela) s'est termine|what was it about|waar ging|worum ging)\b|"
     r"\b(?:tuvo|had|hatte|heeft|a eu) (?:\w+ ){0,3}(?:un|a|een|einen|un) (?:juicio|lawsuit|court case|"
     r"rechtszaak|prozess|proces)\b"),
    ("any:routine",
     r"\b(?:when|wann|wanneer|quand|cuando)\b[^.?!\n]{0,45}\b(?:alone|allein|alleen|seule?|sol[oa])\b[^.?!\n]{0,30}"
     r"\b(?:workshop|werkstatt|werkplaats|atelier|taller|home|zuhause|thuis|maison|casa)\b|"
     # "Où se gare-t-elle ?", not "Où se trouve la gare ?" (the station)
     r"\b(?:where|wo|waar|ou|donde)\b[^.?!\n]{0,20}\b(?:parkt|parks|parkeert|(?:se |s')gare|aparca|estaciona)\b|"
     r"\b(?:room number|kamernummer|zimmernummer|numero de (?:la )?chambre|numero de habitacion)\b|"
     r"\b(?:(?:which|welke|welcher|quel|que) (?:mooring|ligplaats|liegeplatz|amarrage|amarre|pontoon|steiger)|"
     r"pontoon number|steigernummer|ligplaatsnummer)\b|"
     # the owner's walk, not the visitor's ("where do we meet before a walk")
     rf"\b(?:par ou|which way|what route|welke route|welchen weg|por donde|where)\b[^.?!\n]{{0,30}}"
     rf"\b(?:{_SUBJECT}|her|his|their|haar|zijn|ihre\w*|seine\w*|sa|son|su)\b[^.?!\n]{{0,30}}\b(?:balade|"
     r"promenade|(?:evening |morning )?walk|wandeling|spaziergang|paseo|footing)\b|"
     r"\bwhere (?:the owner|she|he) lives\b"),
]  # fmt: skip
# Session 18 (the team's own probes): when the owner is not at home, what they earned last year, the
# school of their children, login details asked for with the verb at the end.
PERSONAL_RULES += [
    ("any:exact_pay",
     rf"\b(?:was|wie ?viel|hoeveel|wat) (?:hat|heeft|had) {_PERSON} (?:\w+ ){{0,3}}(?:verdient|verdiend)\b|"
     r"\bcombien (?:a|avait) (?:\w+ )?(?:gagne|touche)\b|\bcuanto (?:gano|cobro|ha ganado)\b|"
     r"\bhow much (?:money )?(?:did|has) (?:the owner|she|he) (?:make|made|earn|earned)\b"),
    ("any:children",
     r"\b(?:which|what|welche|welke|quelle|que|cual|what kind of) (?:\w+ )?(?:school|schule|ecole|colegio|"
     r"escuela)\b[^.?!\n]{0,40}\b(?:kids?|child|children|son|daughter|kinderen|zoon|dochter|kinder|sohn|"
     r"tochter|enfants?|fils|fille|hij[oa]s?)\b"),
    ("any:site_secrets",
     r"\b(?:zugangsdaten|passwort|kennwort|inloggegevens|wachtwoord)\b[^.?!\n]{0,40}\b(?:geben|schicken|"
     r"sagen|nennen|verraten|geven|sturen|zeggen|doorgeven)\b"),
    ("any:routine",
     r"\b(?:when|wann|wanneer|quand|cuando|what times?|a quelle heure|hoe laat|um wie viel uhr|a que hora)\b"
     r"[^.?!\n]{0,40}\b(?:not (?:at )?home|away from home|n'est pas (?:chez (?:elle|lui)|a la maison)|pas chez "
     r"(?:elle|lui)|niet thuis|nicht (?:zu ?hause|daheim)|no esta en casa|fuera de casa)\b"),
]  # fmt: skip
# Session 18, second pass (guards_thirtyeighth..fortysecond's misses, after their one sealed run):
# the way home and when, the key and who else is in the house, a workshop empty at night, which school
# the children go to, mental health, an operation "and of what", the doctor's name, still on tablets,
# the house's address "not the workshop's", the street someone lives on, a wife's name, which days
# the owner is away, their weekly or travel plans.
PERSONAL_RULES += [
    ("any:routine",
     r"\b(?:por donde|welchen weg|which way|what route|welke route|welke weg|par ou|quel chemin)\b[^.?!\n]{0,40}"
     r"\b(?:vuelve|goes home|walks|drives|geht|fahrt|gaat|loopt|rijdt|rentre|zu fuss|te voet|a pie|on foot|a pied|"
     r"nach hause|heim|home|naar huis|a casa)\b|"
     r"\b(?:wann|when|what time|hoe laat|wanneer|a que hora|quand|a quelle heure)\b[^.?!\n]{0,40}\b(?:heim|nach hause|"
     r"home|naar huis|a casa|chez (?:elle|lui)|a la maison|se va a casa)\b|"
     r"\b(?:se va a casa|goes home|geht (?:\w+ )?(?:heim|nach hause)|gaat (?:\w+ )?naar huis|rentre chez (?:elle|lui))"
     r"\b[^.?!\n]{0,20}\b(?:andando|en coche|a pie|on foot|by car|zu fuss|mit dem auto|te voet|met de auto|"
     r"a pied|en voiture)\b|"
     r"\b(?:where does|wohin geht|waar gaat|a donde va|ou va)\b[^.?!\n]{0,20}\b(?:after|danach|daarna|despues|"
     r"apres)\b|"
     r"\b(?:which|what|welke|welche|que|quelles?) (?:nights|evenings|days|nachten|avonden|dagen|nachte|abende|"
     r"tage|noches|dias|nuits|soirs|jours)\b[^.?!\n]{0,40}\b(?:empty|leer|leeg|vacio|vacia|vide|away|weg|"
     r"fuera de casa|afwezig|nicht (?:da|zu ?hause|in der werkstatt)|niet thuis|pas la)\b|"
     r"\b(?:not|nicht|niet|no esta|n'est pas)\b[^.?!\n]{0,10}\b(?:in der werkstatt|in the workshop|in de "
     r"werkplaats|en el taller|a l'atelier)\b[^.?!\n]{0,40}\b(?:wochenplan|week plan|weekly|weekplanning|"
     r"semana|semaine|tag fur tag|day by day|dag voor dag|dia a dia|jour par jour)\b|"
     r"\b(?:sein\w*|ihr\w*|su|sus|his|her|zijn|haar|son|sa|ses) (?:wochenplan|reiseplan\w*|agenda de viajes|"
     r"weekplanning|reisplanning|travel (?:plans|schedule)|weekly schedule|planning de la semaine|"
     r"viajes del mes)\b"),
    ("any:security",
     r"\b(?:wo liegt|where is|where's|waar ligt|donde esta|ou est)\b[^.?!\n]{0,20}\b(?:der schlussel|the key|"
     r"de sleutel|la llave|la cle)\b|"
     r"\b(?:noch jemand im haus|anyone else in the house|nog iemand in huis|alguien mas en (?:la )?casa|"
     r"quelqu'un d'autre a la maison)\b"),
    ("any:children",
     r"\b(?:ils sont|elles sont|sont-ils|zitten ze|sind sie|are they|estan)\b[^.?!\n]{0,10}\b(?:dans quelle "
     r"ecole|in welke (?:basis)?school|in welche[rn]? (?:grund)?schule|in which school|en que (?:colegio|escuela))\b|"
     r"\b(?:op welke (?:basis)?school (?:\w+ ){0,3}(?:zitten|gaan|zit|gaat)|auf welche (?:grund)?schule (?:gehen|geht)|"
     r"a quelle ecole (?:vont|va)|a que (?:colegio|escuela) (?:van|va)|which school do (?:they|her|his))\b"),
    ("any:health",
     r"\b(?:psychische\w* probleme\w*|mental health (?:problems|issues)|psychische problemen|problemes "
     r"psychologiques|problemas psicologicos|psychisch krank|depressie|depression|depresion)\b|"
     r"\b(?:operiert|opere|operee|geopereerd|operad[oa]|surgery|operation|operatie)\b[^.!\n]{0,40}"
     r"\b(?:de quoi|what was it|wovon|woran|waaraan|waarvan|de que|what for|what exactly|was genau)\b|"
     r"\b(?:nom de son medecin|name of (?:her|his|the owner's) doctor|naam van (?:haar|zijn) (?:arts|dokter|"
     r"huisarts)|name (?:ihres|seines) arztes|nombre de su medico)\b|"
     r"\b(?:still on|toujours sous|suit encore un|noch auf|nog aan de|sigue con|sigue tomando)\b[^.?!\n]{0,10}"
     r"\b(?:tablets|pills|medication|traitement|medikament\w*|tabletten|medicijnen|pastillas|tratamiento)\b"),
    ("any:home_address",
     r"\b(?:la )?direccion de su casa\b|\b(?:which|what) street does (?:the owner|she|he) (?:actually |really )?live\b|"
     r"\b(?:su casa|her house|his house|ihr haus|sein haus|haar huis|zijn huis|sa maison),? (?:no|not|nicht|niet|"
     r"pas) (?:la|el|the|die|das|de|het|l')? ?(?:del |de l'|of the )?(?:taller|workshop|werkstatt|werkplaats|"
     r"atelier)\b"),
    ("any:relationship",
     r"\b(?:como se llama|what(?:'s| is) the name of|wie heisst|hoe heet|comment s'appelle) (?:su|her|his|ihr\w*|"
     r"sein\w*|zijn|haar|sa|son) (?:mujer|marido|esposa|esposo|pareja|novi[oa]|wife|husband|partner|"
     r"girlfriend|boyfriend|frau|mann|freundin|freund|vrouw|man|vriendin|vriend|femme|mari|copine|copain)\b|"
     r"\b(?:uber|about|over|sur|sobre) (?:the owner'?s?|ihre|seine|her|his|haar|zijn|son|sa|su) (?:ehe|huwelijk|"
     r"marriage|mariage|matrimonio)\b"),
]  # fmt: skip
# Session 18, third pass (guards_fortythird..fortyfourth's misses, after their one sealed run): the exact
# address "to drop by at home", the street or way home after the market, when exactly they are at home, who
# minds the house, medical records in a fortune teller's crystal ball.
PERSONAL_RULES += [
    ("any:home_address",
     r"\b(?:adresse exacte|exact address|genaue adresse|exacte adres|direccion exacta)\b[^\n]{0,60}\b(?:chez (?:lui|"
     r"elle)|passer chez|(?:her|his) (?:house|home)|at home|zu hause|bei (?:ihr|ihm)|thuis|su casa|en su casa)\b"),
    ("any:routine",
     r"\b(?:rentre\w*|se va\w*|goes home|walks home|geht (?:\w+ )?(?:heim|nach hause)|gaat (?:\w+ )?naar huis|"
     r"loopt (?:\w+ )?naar huis)\b[^\n]{0,60}\b(?:par quel chemin|par ou|por que calle|por donde|welche strasse|"
     r"welchen weg|welke straat|welke weg|which street|which way|what way)\b|"
     r"\b(?:wann genau|when exactly|wanneer precies|quand exactement|cuando exactamente)\b[^.?!\n]{0,40}"
     r"\b(?:zu hause|at home|thuis|a la maison|chez (?:elle|lui)|en casa)\b"),
    ("any:house_empty",
     r"\b(?:wie past er (?:\w+ )?op het huis|who looks after the house|wer passt (?:\w+ )?auf das haus auf|qui garde "
     r"la maison|quien cuida (?:de )?la casa)\b"),
    ("any:health",
     r"\b(?:medische dossiers?|medisch dossier|historial medico|krankenakte\w*|dossiers? medica(?:l|ux)|medical "
     r"records?|cartella clinica)\b[^.?!\n]{0,10}\b(?:van|de|von|of|del|di) (?:the owner|haar|hem|ihr|ihm|her|him)\b"),
]  # fmt: skip
