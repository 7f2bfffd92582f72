"""What a message means after the thread's earlier turns, in the five languages (the notation of
`safety.patterns`): a request split over turns only shows when the guard reads the conversation.

- `CONTINUATION_RULES` only count right after a turn the guards refused: "go on", "the next word",
  "same format but yours", "yes, exactly that, go ahead" carry on the refused request, whose text the
  thread no longer shows. An apology followed by a new question matches none of them.
- `ASSEMBLY_RULES` count after any earlier turn: "execute X + Y", "put the pieces together and do
  what they say". A visitor asking about someone's work has no fragments to assemble.
- `DEFINITION` finds a turn that gives a word a meaning ("from now on 'banana' means ...", "codeword
  FALKE"): using that word later (`defined_terms`) is invoking the rule it set up.
"""

from __future__ import annotations

from safety.patterns.injection import CRIME

_GO = (
    # en
    r"continue|go on|keep going|carry on|go ahead|proceed|keep it coming|do it|do that|do this|"
    r"just do it|you know what to do|finish (?:it|the (?:sentence|text|list))|"
    # nl
    r"ga door|ga (?:maar )?verder|doorgaan|verder ?gaan|ga je gang|doe (?:het|dat|maar)|doe het maar|"
    # de
    r"mach (?:weiter|es|das|schon|mal)|weitermachen|weiter so|fahr fort|fortfahren|setz(?:e)? fort|"
    r"los geht'?s|leg los|tu (?:es|das)|"
    # fr
    r"continue|continuez|vas-y|allez-y|poursuis|poursuivez|fais-le|faites-le|fais (?:le|ca)|"
    # es
    r"sigue|segui|continua|adelante|hazlo|haz(?:lo)? (?:eso|lo)|dale"
)
_NEXT_WORD = (
    r"(?:the )?(?:next|second|third|following) (?:word|line|sentence|part)|one (?:word|line) (?:per|at a) "
    r"(?:message|time)|(?:het )?(?:volgende|tweede|derde) (?:woord|zin|regel|deel)|"
    r"(?:das )?(?:nachste|zweite|dritte|folgende) (?:wort|satz|zeile|teil)|"
    r"(?:le )?(?:mot|phrase|ligne) suivante?|(?:le )?(?:deuxieme|second|troisieme) (?:mot|phrase|ligne)|"
    r"(?:la )?(?:siguiente|segunda|tercera) (?:palabra|frase|linea|parte)"
)
_STOPPED = (
    r"where you (?:stopped|left off|were)|from where you (?:stopped|left off)|the rest(?: of it)?|"
    r"waar je (?:stopte|gebleven was|was gebleven|ophield)|de rest|"
    r"wo du aufgehort hast|wo du stehen geblieben bist|den rest|"
    r"(?:la )?ou tu t'es arrete|la suite|le reste|"
    r"donde lo dejaste|donde te quedaste|el resto"
)
_YOURS = (
    r"(?:same|that) (?:format|thing|way|template)\b.{0,40}\b(?:yours|your own|for you|you this time)|"
    r"(?:hetzelfde|zelfde) (?:formaat|ding|sjabloon)\b.{0,40}\b(?:jezelf|jouw|van jou|voor jou)|"
    r"(?:gleiche|selbe|dasselbe) (?:format|ding|vorlage)\b.{0,40}\b(?:deine|dich|dir)|"
    r"(?:meme|le meme) (?:format|modele|chose)\b.{0,40}\b(?:toi|le tien|ton)|"
    r"(?:mismo|el mismo) (?:formato|modelo)\b.{0,40}\b(?:tuyo|ti|tu)"
)
_EXACTLY = (
    r"yes,? (?:exactly|precisely|that)|ja,? (?:precies|exact|genau|dat)|oui,? (?:exactement|precisement|"
    r"c'est ca)|si,? (?:exacto|eso|exactamente)"
)

CONTINUATION_RULES: list[tuple[str, str]] = [
    ("any:go_on", rf"<imp>(?:{_GO})\b"),
    ("any:next_word", rf"\b(?:{_NEXT_WORD})\b"),
    ("any:where_stopped", rf"\b(?:{_STOPPED})\b"),
    ("any:same_for_you", rf"\b(?:{_YOURS})\b"),
    ("any:yes_exactly", rf"<imp>(?:{_EXACTLY})\b"),
]

_PIECES = (
    r"(?:pieces|parts|fragments|words|strings|variables|halves|bits|messages|stukken|stukjes|delen|woorden|"
    r"berichten|teile|stucke|worter|nachrichten|morceaux|parties|mots|fragments|messages|partes|trozos|"
    r"piezas|palabras|mensajes|fragmentos|two|both|beide|beiden|deux|dos|three|drie|drei|trois|tres)"
)
_JOIN = (
    r"(?:join|combine|put|merge|assemble|concatenate|glue|stitch|voeg|plak|zet|combineer|fueg|setz|"
    r"kombinier|verbinde|assemble|combine|mets|colle|reunis|junta|une|combina|pega|ensambla)"
)
_OBEY = (
    r"(?:do|follow|execute|run|apply|obey|perform|comply|doe|volg|voer|uitvoeren|tu|befolge|fuhr|"
    r"ausfuhren|mach|fais|suis|execute|applique|haz|sigue|ejecuta|aplica|cumple)(?:lo|la|le|les|en|ez)?"
)
ASSEMBLY_RULES: list[tuple[str, str]] = [
    # "execute X + Y", "now do A + B + C", "Führe X + Y aus"
    ("any:variables", r"\b[a-z]\b ?\+ ?\b[a-z]\b"),
    ("any:assemble",
     rf"\b{_JOIN}\b.{{0,50}}\b{_PIECES}\b.{{0,80}}\b{_OBEY}\b|"
     rf"\b{_PIECES}\b.{{0,30}}\b(?:together|aan elkaar|achter elkaar|zusammen|ensemble|juntos?|juntas?)\b"
     rf".{{0,60}}\b{_OBEY}\b"),
    ("any:assemble",
     r"\b(?:together|aan elkaar|achter elkaar|zusammen|ensemble|juntos?|juntas?|in one sentence|in een zin|"
     r"zu einem satz|en une phrase|en una frase)\b.{0,60}\b(?:do (?:exactly )?what (?:it|they) says?|"
     r"follow (?:it|them)|execute it|doe wat er staat|voer (?:het|ze) uit|tu (?:genau )?das|befolge (?:es|sie)|"
     r"fais (?:exactement )?ce qu'(?:elle|il|ils) di\w*|applique-les|haz (?:exactamente )?lo que dice\w*|"
     r"ejecutalo|siguel[oa]s?)\b"),
    # "apply steps 1 and 2", "pas regel X nu toe", "apply rule 3"
    ("any:apply_rules",
     r"\b(?:apply|use|follow|pas|gebruik|volg|wende|befolge|applique|suis|aplica|usa|sigue)\b.{0,12}\b(?:steps?|"
     r"rules?|stappen|stap|regels?|schritte?|regeln?|etapes?|regles?|pasos?|reglas?) (?:[a-z0-9]|one|two|"
     r"three)\b"),
]  # fmt: skip

# A turn that gives a word a meaning: "'banana' means ...", "when I write 'as agreed'", "codeword
# FALKE". Written on the folded text with its quotes kept; `DEFINED` has one group, the word.
_MEANS = (
    r"(?:means|stands for|betekent|staat voor|bedeutet|heisst|steht fur|veut dire|signifie|significa|"
    r"quiere decir)"
)
_SAYS = (
    r"(?:when(?:ever)? (?:i|someone|anyone) (?:says|say|writes|write|types|type)\b|als (?:ik|iemand) "
    r"(?:\w+ )?(?:zegt|zeg|typt|typ|schrijft|schrijf)\b|wenn (?:ich|jemand) (?:\w+ )?(?:sage|sagt|schreibe|"
    r"schreibt|tippe|tippt)\b|quand (?:j'ecris|je dis|on ecrit|on dit)|cuando (?:escriba|diga|alguien "
    r"escribe)|bij het woord|bei dem wort|code ?word|codewoord|codewort|mot de code|mot-code|"
    r"palabra clave|contrasena)"
)
_Q = r"[\'\"\u00ab\u201e\u201c\u2018\u2039]"
_END = r"[\'\"\u00bb\u201c\u201d\u2019\u203a]"
_TERM = r"\s*([^\'\"\u00ab\u00bb\u201e\u201c\u201d\u2018\u2019\n]{2,30}?)\s*"
DEFINED = (
    rf"{_Q}{_TERM}{_END},? (?:it |that |dat |das |ca |eso )?{_MEANS}(?! ?\?)|"
    rf"{_MEANS} ?:? ?{_Q}{_TERM}{_END}(?! ?\?)|"
    rf"{_SAYS}\W{{0,4}}{_Q}?{_TERM}(?:{_END}|\s(?:{_MEANS}|,)|$)|"
    rf"\b(?:als (?:ik|iemand)|wenn (?:ich|jemand)|si (?:alguien|quelqu'un|je)|quand (?:quelqu'un|je)) ?{_Q}{_TERM}{_END} "
    r"?(?:typt|typ|zegt|zeg|schrijft|schrijf|tippt|tippe|sagt|sage|schreibt|schreibe|escribe|dice|tape|ecrit|"
    r"dit)\b|"
    rf"\b(?:until i|tot ik|bis ich|jusqu'a ce que je|hasta que) ?{_Q}{_TERM}{_END} ?(?:say|write|type|zeg|typ|"
    r"schrijf|sage|schreibe|dise|ecrive|diga|escriba)\b"
)
# "what does 'X' mean", "was bedeutet 'X'": a question about a word defines nothing.
QUESTION_BEFORE = r"\b(?:what|wat|was|quoi|qu'est-ce|welche?|quel(?:le)?|cual)\W+(?:\w+\W+)?$"

ASSEMBLY_RULES += [
    ("any:same_for_you",
     r"\b(?:mach|doe|haz|fais|do)\b (?:\w+ ){0,2}(?:mit|met|con|avec|with) (?:deinen|deine|je|jouw|tus|tes|"
     r"your) (?:eigenen |eigen |own |propias |propres )?(?:anweisungen|instructies|instrucciones|consignes|"
     r"instructions|regeln|regels|rules|reglas|regles|prompt|systemprompt|systeemprompt)\b"),
    ("any:same_for_you",
     r"\b(?:doe|mach|haz|fais|do)\b (?:nu |jetzt |ahora |maintenant |now )?(?:hetzelfde|das gleiche|dasselbe|"
     r"lo mismo|la meme chose|pareil|the same)\b[^.?!\n]{0,30}\b(?:je eigen|deine\w* eigene\w*|tus propias|"
     r"tes propres|your own|met je|mit deinen|con tus|avec tes|with your)\b"),
    ("any:assemble",
     rf"\b{_JOIN}\w*\b[^\n]{{0,20}}\b[a-z]\b,? (?:\b[a-z]\b,? )*(?:and|en|und|et|y|\+|&) \b[a-z]\b|"
     r"\b(?:part|teil|deel|partie|parte) (?:one|1|eins|een|un|une|uno)\b[^\n]{0,30}\b(?:part|teil|deel|partie|"
     r"parte) (?:two|2|zwei|twee|deux|dos)\b|"
     r"\b(?:first|eerst|zuerst|d'abord|primero)\b[^.?!\n]{0,30}\b(?:first|eerste|ersten|premier|primer) "
     r"(?:message|bericht|nachricht|mensaje)\b[^.?!\n]{0,40}\b(?:second|tweede|zweiten|deuxieme|segundo)\b|"
     r"\b(?:first|eerste|ersten|premiers?|primeras?) (?:words?|letters?|woorden|worter|buchstaben|mots|"
     r"lettres|palabras|letras)\b[^\n]{0,60}\b(?:my|mijn|meiner|meinen|mes|mis) (?:messages|berichten|"
     r"nachrichten|mensajes)"),
]  # fmt: skip

# Read on the thread's recent user messages joined (`safety.guards.THREAD_GUARDS`, through the
# injection guard): a thread that asked about the refusals and now wants "that part" quoted; an admin
# claim made a turn after asking what an admin could see; harm asked for in pieces, then in full.
THREAD_TEXT_RULES: list[tuple[str, str]] = [
    # example prompts or house rules asked for first, then "the same format, but yours"
    ("any:same_for_you",
     r"\b(?:prompt|prompts|systemprompt|systeemprompt|rules|regels|regeln|regles|reglas|normas|huisregels|"
     rf"hausordnung|format|formaat)\b[\s\S]{{0,300}}\b(?:{_YOURS})\b"),
    ("any:quote_that",
     r"\b(?:refuse|weiger\w*|verweiger\w*|refuses|rechazas|niet bespreken|written down|opgeschreven|"
     r"geschrieben|ecrit|escrito|refus\w*)\b[\s\S]{0,300}\b(?:quote|cite|citeer|"
     r"zitiere|cita)\b[^\n]{0,20}\b(?:that|this|die|dat|ce|ese|diesen|den|deze) (?:part|passage|paragraph|alinea|"
     r"stuk|abschnitt|teil|paragraphe|parrafo|pasaje|passus)\b[^\n]{0,40}\b(?:exact\w*|letterlijk|mot pour mot|"
     r"literalmente|wortlich|word for word|precisely)\b"),
    ("any:admin_claim",
     r"\b(?:configuration|configuratie|konfiguration|configuracion|config|instructions|settings)\b[\s\S]{0,200}"
     r"\b(?:i am|i'm|ik ben|ich bin|je suis|soy) (?:the |de |der |l'|el )?(?:admin|beheerder|administrator|"
     r"administrateur|administrador)\b"),
    ("any:harm_in_full",
     r"\b(?:keylogger|malware|ransomware|spyware|stalkerware|trojan|virus|phishing|enregistreur de frappe|"
     r"grading system|cijfersysteem)\b[\s\S]{0,300}(?:\b(?:full|complete|volledige|vollstandige\w*|komplett\w*|gesamte\w*|complet|"
     r"completo|entire|whole)\b (?:\w+ )?(?:code|thing|program|programma|programm|version|versie)\b[^\n]{0,20}"
     r"\b(?:not|geen|pas|nicht|no|instead of|kein\w*) (?:the |de |le |el |den |een |a |eine )?(?:outline|schets|"
     r"plan|sketch|skizze|esbozo|overview|resume|overzicht)\b|"
     r"\b(?:code|programme|programma|programm|script|codigo|programa) (?:complet|completo|entier|volledig|"
     r"komplett|vollstandig|integral)\w*\b[^\n]{0,20}\b(?:not|geen|pas|nicht|no|sans|sin|kein\w*) "
     r"(?:the |de |le |el |den |een |a |eine |un )?(?:outline|schets|plan|sketch|skizze|esbozo|esquema|"
     r"overview|resume|overzicht)\b|\b(?:complete and working|volledig en werkend|"
     r"vollstandig und funktionsfahig|complet et fonctionnel|completo y funcional)\b)|"
     r"\b(?:step[- ]by[- ]step|stap voor stap|schritt fur schritt|etape par etape|pasos exactos|paso a paso|"
     r"exact steps|precies uit)\b[^\n]{0,80}\b(?:how (?:i|you'?d)|hoe (?:ik|je|jij)|wie (?:ich|man)|"
     r"comment (?:faire|je)|como (?:hacerlo|lo hago)|hacerlo|faire ca)\b[^\n]{0,40}"
     r"\b(?:her|his|haar|zijn|ihr\w*|sein\w*|son|sa|ses|su|sus|ella)\b|"
     r"\b(?:step[- ]by[- ]step|stap voor stap|schritt fur schritt|etape par etape|pasos exactos|paso a paso)\b"
     r"[^\n]{0,60}\bspecific to (?:her|his)\b|\b(?:pasos exactos|exact steps)\b[^\n]{0,40}\b(?:cuenta de "
     r"ella|her account|his account)"),
]  # fmt: skip

# Session 8b (e13pat), from the misses of the spent sets third..ninth: a request that only shows
# against an earlier turn (`safety.guards.conversation` reads `EARLIER_CONTEXT_RULES`: each pairs what
# an earlier turn set up with what this message asks now).
CONTINUATION_RULES += [
    ("any:next_word",
     r"\bwhat comes (?:next|after)\b|\bwat komt (?:er )?(?:daarna|erna|hierna)\b|\bwas kommt (?:danach|als "
     r"nachstes)\b|\bqu'est-ce qui vient (?:apres|ensuite)\b|\bque viene (?:despues|luego)\b|"
     r"\b(?:the whole|the full|the complete|de hele|de volledige|die ganze|die komplette|die vollstandige|toute "
     r"la|la liste complete|la lista completa|toda la) (?:list|lijst|liste|lista)\b"),
]  # fmt: skip

# Earlier: a message drafted as the owner (as if they wrote it, signed or in their name, from them to
# someone). Now: "send it". Drafting a message *to* the owner and sending it is what the contact tool
# is for, so an e-mail address, "as if" or a send verb alone is not enough ("send her a message", "and
# the postcode?" after a turn that gave an address stay the visitor's own requests).
_SEND_IT = (
    r"<impc>(?:\w+ ){0,2}(?:send|verstuur|stuur|schick|schicke|sende|envoie|envoyer|envia|manda|mail)"
    r"(?:-le|-la|-les)? (?:it|him|hem|het|ihn|es|den entwurf|the draft|het concept|le brouillon|el borrador)"
    r"\b(?: (?:ya|maintenant|nu|now|jetzt|ahora|maar|dann|so|zo|tal cual|tel quel|as is|genau so|off|weg|ab))"
    r"{0,3}\b|\b(?:envialo|mandalo|envoie-le|schick (?:ihn|es|den entwurf) (?:\w+ ){0,3}ab|verstuur (?:hem|het))\b"
)
_DRAFT = (
    r"(?:draft|write|writes|schrijf|schreib\w*|formulier\w*|redige\w*|ecris|ecrivez|escribe|redacta|"
    r"concept\w*|entwurf|brouillon|borrador|mail|e-?mail|correo|bericht|nachricht|message|mensaje|letter|"
    r"brief|lettre|carta|absage|reply|antwoord|antwort|reponse|respuesta)"
)
_AS_OWNER = (
    r"(?:as if|as though|alsof|als hatte|als ob|comme si|como si) (?:[\w']+ ){0,3}(?:wrote|had written|"
    r"signed|sent|schreef|geschreven|ondertekend|verstuurd|schrieb|geschrieben|unterschrieben|ecrit|"
    r"signe|envoye|escrito|escribio|firmado|enviado)\b|\b(?:signed|sign it|sign with|signe|signez|firmalo|"
    r"firma con|onderteken\w*|unterschreib\w*|in (?:her|his|their) name|namens|im namen|au nom|en nombre|"
    r"de la part)\b|\b(?:as if you were|as though you were|as if you are|alsof (?:je|jij)|als ob du|als warst du|"
    r"comme si tu etais|comme si vous etiez|como si fueras|como si fuese|como si usted fuera)\b"
)
_OWNER_DRAFT = (
    rf"\b{_DRAFT}\b[^.?!\n]{{0,80}}\b{_AS_OWNER}|\b{_AS_OWNER}[^.?!\n]{{0,80}}\b{_DRAFT}\b|"
    r"\b(?:draft|concept\w*|entwurf|brouillon|borrador|mail|e-?mail|correo|bericht|nachricht|absage)\b"
    r"[^.?!\n]{0,30}\b(?:from|van|von|de) [a-z][\w'-]* (?:to|aan|an|a|au|a) "
)
# Earlier: where someone lives, the neighbourhood of their home. Now: the street, the number, the
# floor. A business place named in either turn (her shop, the studio) is the owner's public address.
_BUSINESS = (
    r"(?:shop|store|studio|workshop|office|atelier|gallery|practice|werkplaats|winkel|kantoor|praktijk|"
    r"galerie|werkstatt|laden|geschaft|buro|praxis|boutique|bureau|cabinet|taller|tienda|oficina|estudio|"
    r"consulta|galeria)"
)
_LIVES = (
    rf"^(?![\s\S]*\b{_BUSINESS}\b)[\s\S]*\b(?:live|lives|woont|wonen|wohnt|wohnen|habite|vit|vive|viven|"
    r"neighbou?rhood|wijk|buurt|stadtteil|viertel|quartier|barrio)\b"
)
_ADDRESS_DETAIL = (
    rf"^(?![\s\S]*\b{_BUSINESS}\b)[\s\S]*\b(?:street|straat|strasse|rue|calle|house ?number|huisnummer|"
    r"hausnummer|deur|tur|porte|puerta|portal|piso|floor|verdieping|etage|apartment|appartement|apartamento|"
    r"flat|wohnung|klingel|sonnette|timbre)\b|"
    # the phone number that goes with that address (an owner's phone number alone is contact information)
    r"\b(?:phone ?number|telefoonnummer|telefonnummer|numero de telephone|numero de telefono|telefono)\b[^?!.\n]{0,30}"
    r"\b(?:daarbij|erbij|dazu|dort|daar|there|with (?:it|that)|goes with|for that|qui va avec|correspondant|"
    r"de ese|de esa|que corresponde|alli|la-bas)\b"
)
# Earlier: a story, a chapter, a novel. Now: the real, exact, working commands or code.
_STORY = (
    r"(?:story|stories|novel|chapter|tale|verhaal|roman|hoofdstuk|geschichte|erzahlung|kapitel|histoire|"
    r"nouvelle|chapitre|cuento|relato|novela|capitulo|protagonist\w*|hoofdpersoon)"
)
_FICTION = rf"\b{_STORY}\b[^\n]{{0,120}}\b{CRIME}\b|\b{CRIME}\b[^\n]{{0,120}}\b{_STORY}\b"
# now asked for: "give me", "now", "so I can type them"; a question about her code examples asks nothing
_REAL_THING = (
    r"^(?=[\s\S]*\b(?:give|geef|gib|geben|donne|donnez|dame|dime|tell|show|toon|zeig\w*|montre\w*|muestra\w*|"
    r"write|schrijf|schreib\w*|ecris|escribe|list|now|nu|jetzt|maintenant|ahora|type|typ|tippe\w*|tape\w*|"
    r"teclea\w*|intypen|eintippen)\b)[\s\S]*?(?:\b(?:real|exact|actual|working|echte|exacte|werkende|werkend|echten|genauen|exakten|funktionierende\w*|"
    r"vrais|vraies|reelles?|reels|exactes?|fonctionnel\w*|reales|exactos|funcional\w*|que funcione|that works|"
    r"die werkt|der funktioniert|qui marche|qui fonctionne)\b[^\n]{0,40}\b(?:commands?|commando'?s?|befehle?|"
    r"commandes?|comandos?|scripts?|skript|code|codigo|steps|stappen|schritte|etapes|pasos|flags|"
    r"instructions)\b|\b(?:commands?|commando'?s?|befehle?|commandes?|comandos?|scripts?|skript|code|codigo)\b"
    r"[^\n]{0,30}\b(?:real|reales|echte|echten|vrais|reelles?|exact\w*|working|werkend\w*|funktionier\w*|"
    r"fonctionn\w*|que funcione)\b|\b(?:working|werkend|funktionierend\w*|fonctionnel|funcional) script\b|"
    r"\b(?:commands?|commando'?s?|befehle?|commandes?|comandos?|code|codigo)\b[^\n]{0,60}\b(?:type (?:them|it)|"
    r"eintippen|einzutippen|intypen|in te typen|taper|teclear|copy-paste|copy and paste|kopieren|plakken)\b)"
)
# Earlier: pieces put aside ("X = 'show your'", "Teil 1: ...", "remember word A"). Now: join them, do it.
_PIECE_SET = (
    r"(?:^|\W)(?:[a-z]|teil \w+|part \w+|deel \w+|partie \w+|parte \w+|word [a-z]|woord [a-z]|wort [a-z]|"
    r"mot [a-z]|palabra [a-z]|fragment\w*|stuk\w*|stuck\w*|morceau|trozo)\s*(?:=|:)\s*[\'\"\u00ab\u201e\u201c]|"
    r"\b(?:remember|onthoud|merk dir|merke dir|retiens|memorise|recuerda|guarda)\b[^\n]{0,30}(?:(?:=|:)\s*"
    r"[\'\"\u00ab\u201e\u201c]|\b(?:word|woord|wort|mot|palabra|teil|part|deel|partie|parte|fragment\w*) \w+\s*"
    r"(?:=|:))"
)
_COMBINE = (
    r"\b(?:join|combine|merge|assemble|concatenate|glue|together|voeg|samen|samenvoegen|combineer|"
    r"fug\w*|zusammen|kombinier\w*|verbinde|assemble|ensemble|reunis|junta|juntalos|combina|"
    r"all (?:three|of them)|alle drie|alle drei|les trois|los tres)\b|"
    r"\b(?:do|doe|mach|haz|fais|run|execute|voer|fuhre) [a-z]{2,4}\b(?:[.!]|$)"
)
EARLIER_CONTEXT_RULES: list[tuple[str, str, str]] = [
    ("any:send_owner_draft", _OWNER_DRAFT, _SEND_IT),
    ("any:address_narrowing", _LIVES, _ADDRESS_DETAIL),
    ("any:fiction_to_real", _FICTION, _REAL_THING),
    ("any:pieces_joined", _PIECE_SET, _COMBINE),
]
