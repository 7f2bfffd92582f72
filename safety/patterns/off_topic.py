"""Clearly off-topic work (code, homework, translation, poems, general knowledge), and the
framing that makes a sentence a question about the owner instead."""

# ruff: noqa: RUF001  (look-alike letters are this module's data)
from __future__ import annotations

from safety.patterns.notation import OWNER, OWNER_SUBJECT

_WRITE_NOUNS_EN = (
    r"(?:code|script|function|program|programme|class|algorithm|regex|regular expression|sql query|"
    r"query|app|website|web page|landing page|poem|essay|story|short story|song|lyrics|haiku|limerick|"
    r"sonnet|rap|joke|cover letter|motivation letter|complaint letter|recipe|speech|novel|tweet|linkedin post|blog post|"
    r"(?:fake |product )?reviews?|itinerary|character controller|scraper|driver|keylogger|"
    r"thesis|homework|assignment|dissertation|fan ?fiction|screenplay|slogan|jingle|bash script|"
    r"python script|unit tests?|api|bot|chrome extension|excel formula|spreadsheet|my (?:cv|resume)|"
    # papers to pass off as someone's: "an invoice dated last month", "a sick note with a signature"
    r"certificate|invoice|doctor's note|doctors note|sick note|medical certificate|diet plan|diet|meal plan|"
    r"breakup letter|break-up letter)"
)
_WRITE_NOUNS_NL = (
    r"(?:gedicht|gedichtje|script|scriptje|code|functie|programma|klasse|regex|query|app|website|essay|"
    r"opstel|verhaal|verhaaltje|liedje|lied|songtekst|haiku|limerick|sollicitatiebrief|motivatiebrief|"
    r"recept|speech|toespraak|tweet|blogpost|werkstuk|scriptie|huiswerk|mop|grap|rap|sonnet|klachtbrief|"
    r"linkedin-?post|(?:nep)?reviews?|recensies?|reisplan|scraper|"
    r"python-?script|bash-?script|formule|certificaat|factuur|doktersverklaring|ziekteverklaring|"
    r"ziekmelding|dieet|dieetplan|afscheidsbrief)"
)
_WRITE_NOUNS_DE = (
    r"(?:gedicht|skript|script|code|funktion|programm|klasse|regex|abfrage|app|webseite|website|aufsatz|"
    r"essay|geschichte|lied|songtext|haiku|limerick|bewerbungsschreiben|anschreiben|motivationsschreiben|"
    r"rezept|rede|tweet|blogbeitrag|hausarbeit|hausaufgaben|hausaufgabe|witz|rap|sonett|bewerbungsanschreiben|"
    r"erorterung|beschwerdebrief|produktbewertung|bewertungen|rezension|reiseplan|scraper|"
    r"python-?skript|python-?script|bash-?skript|formel|zertifikat|urkunde|rechnung|attest|arztbrief|"
    r"krankmeldung|krankschreibung|diat|diatplan|ernahrungsplan|trennungsbrief|kundenbewertungen)"
)
_WRITE_NOUNS_ES = (
    r"(?:poema|poesia|script|codigo|funcion|programa|clase|regex|consulta sql|app|aplicacion|pagina web|"
    r"sitio web|ensayo|redaccion|cuento|historia|cancion|letra|haiku|carta de presentacion|"
    r"carta de motivacion|receta|discurso|tuit|tweet|entrada de blog|tarea|deberes|chiste|tesis|rap|"
    r"carta de reclamacion|resenas?|itinerario|trabajo de clase|scraper|"
    r"soneto|formula|certificado|factura|justificante medico|justificante|dieta|carta de ruptura)"
)
_WRITE_NOUNS_FR = (
    r"(?:poeme|poesie|script|code|fonction|programme|classe|regex|requete sql|appli|application|site web|"
    r"page web|dissertation|redaction|essai|histoire|conte|chanson|paroles|haiku|limerick|"
    r"lettre de motivation|recette|discours|tweet|article de blog|devoirs|devoir|blague|these|memoire|"
    r"lettre de reclamation|avis|itineraire|scraper|"
    r"rap|sonnet|formule|certificat|certificat medical|attestation|facture|regime|lettre de rupture)"
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
     r"\bhow (?:do|can|should) (?:i|you|we|one) (?![^.?!\n]{0,60}\b(?:her|his|she|he|the owner)\b)"
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
     r"\bhow (?:tall|high|deep|far away) is (?:mount|mt|the (?:ocean|sea|moon|sun|earth|eiffel tower|mariana trench|"
     r"grand canyon|empire state|burj|tallest|highest|deepest))\b|\bwhat(?:'s| is) the (?:weather|"
     r"temperature|forecast) (?:in|for|like)\b|\bhow many (?:people live|calories|planets|bones|countries|"
     r"legs|moons)\b|\bwhen did (?:world war|ww|the (?:french|american|russian) revolution|the roman "
     r"empire|the titanic)\b|\brecipe (?:for|of)\b|\bhow (?:do|to|can) (?:i|you) (?:cook|bake|make) (?:a |an |"
     r"the )?(?:cake|pizza|pasta|bread|cookies|soup|lasagna|pancakes)\b|\btell me a (?:joke|riddle|"
     r"fun fact)\b|\b(?:a|another) joke about\b|\bwhat(?:'s| is) the (?:stock )?(?:price|exchange rate|value) "
     r"of (?:bitcoin|gold|the (?:dollar|euro|pound|yen|stock market|oil|gold|s&p)|tesla|apple|eth|btc)\b|\bbitcoin price\b|\bhoroscope\b|\blottery numbers\b|"
     r"\bmeaning of life\b|\bpopulation of\b|\b(?:boiling|melting|freezing) point\b|\bspeed of (?:light|sound)\b|"
     r"\b(?:workout|diet|meal|fitness|training|travel|vacation|holiday|study|marketing|business) plan (?:for|to)?\b|"
     r"\bgive me (?:a|an) (?:workout|diet|meal|fitness|travel|study|marketing|business) plan\b|\b(?:today'?s|the latest|latest) (?:news|headlines)\b|"
     r"\bnews (?:today|of the day)\b|\bwho (?:painted|composed|sculpted|discovered|invented) "
    r"(?![^.?!]{0,40}\b(?:her|she|the owner)\b)|\bsummari[sz]e the news\b|"
     r"\b(?:best|good) (?:movies?|restaurants?|pizza|hotels?|bars?|series) (?:in|to|"
     r"for|of)\b|\bexplain (?:quantum|relativity|photosynthesis|black holes|the french revolution|the "
     r"theory of|how (?:vaccines|airplanes|the stock market))\b"),
    # Dutch
    ("nl:write",
     rf"<impc>(?:schrijf|maak|genereer|bouw|programmeer|codeer|componeer|bedenk|dicht|verzin) <w1>(?:me |mij |"
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
     r"\bhoe (?:doe|kan|moet) (?:ik|je) (?![^.?!\n]{0,60}\b(?:haar|ze|zij|hij|the owner)\b)<w6>in (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:fix|debug|verbeter|repareer|controleer) <w1>(?:mijn|deze|m'n) (?:code|script|functie|query|"
     r"programma)\b|\bwat is er mis met (?:mijn|deze) (?:code|script|functie)\b"),
    ("nl:general_knowledge",
     r"\b(?:wat is|wat's) de hoofdstad van\b|\bhoofdstad van (?!haar)\w+\?|\bwie is de (?:huidige )?"
     r"(?:president|premier|koning|koningin|paus) van\b|\bwie (?:heeft|won) (?:het|de) (?:wk|ek|verkiezingen|tour|eurovisie|songfestival)\b|"
     r"\bhoe (?:hoog|diep) is (?:de|het|mount)\b|\bwat voor weer\b|\bhet weer (?:in|voor|van) "
     r"\w+\b|\bweer(?:bericht|sverwachting) (?:in|voor) \w+\b|(?<!haar\s)(?<!zijn\s)\brecept (?:voor|van)\b|\bvertel (?:me |mij |eens )?(?:een|nog een) (?:mop|grap|raadsel)\b|"
     r"\bleg (?:me |mij )?(?:eens )?(?:quantum|relativiteit|fotosynthese|zwarte gaten)\b|\bkoers van "
     r"(?:bitcoin|goud)\b"),
    # German
    ("de:write",
     rf"<impc>(?:schreib|schreibe|erstelle|erstell|generiere|programmier|programmiere|bau|baue|mach|mache|"
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
     r"\bwie (?:kann|mache|schreibe) ich (?![^.?!\n]{0,60}\b(?:ihr|ihre|ihren|sie|er|the owner)\b)<w6>in (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:korrigiere|debugge|verbessere|prufe|repariere|fixe) <w1>(?:meinen|diesen|mein|dieses|meine|"
     r"diese) (?:code|skript|script|programm|funktion|abfrage)\b|\bwas ist (?:falsch|los) mit meinem "
     r"(?:code|skript|programm)\b"),
    ("de:general_knowledge",
     r"\bwas ist die hauptstadt von\b|\bhauptstadt von (?!ihr)\w+\?|\bwer ist (?:der|die) (?:aktuelle )?"
     r"(?:prasident(?:in)?|kanzler(?:in)?|konig(?:in)?|papst) von\b|\bwer hat (?:die|den|das) (?:wm|em|wahl|tour|eurovision|weltmeisterschaft) "
     r"gewonnen\b|\bwie (?:hoch|tief) ist (?:der|die|das)\b(?![^.?!\n]{0,40}\b(?:ihr|ihre|ihres|ihrer|ihrem|ihren|sein|seine|seines|seiner|seinem|seinen|eure|eures|eurer|eurem|euren|deine|deines|deiner|deinem|deinen)\b)(?! \w+ fur (?:ein|eine|einen|einem|einer|den|die|das|dem|mein|meine|meinen|unser\w*)\b)(?! (?:\w+ )?\w*(?:anzahlung|preis|gebuhr|kosten|honorar|rabatt|stundensatz|tagessatz|pauschale|zuschlag|kaution|rechnung|summe|betrag|eigenanteil|fahrtkosten|versandkosten|mindestbestellwert|wartezeit|teilnahmegebuhr|kursgebuhr|tax\w*|abgabe|beitrag|gebuhr\w*|miete)\b)|\bwie wird das wetter\b|\bwetter (?:in|fur) "
     r"\w+\b|\brezept fur\b|\berzahl(?:e)? (?:mir )?(?:einen|noch einen) witz\b|"
     r"\berklar(?:e)? (?:mir )?(?:die )?(?:quantenphysik|relativitatstheorie|photosynthese|schwarze locher)\b|"
     r"\bkurs von (?:bitcoin|gold)\b"),
    # Spanish
    ("es:write",
     rf"<impc>(?:escribe|escribeme|escribenos|crea|creame|genera|generame|programa|programame|haz|hazme|"
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
     r"\bcomo (?:hago|puedo|se hace|se puede) (?![^.?!\n]{0,60}\b(?:su|sus|ella|the owner)\b)<w6>en (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
     r"<imp>(?:arregla|corrige|depura|revisa|mejora|optimiza) <w1>(?:mi|este|esta|el siguiente) (?:codigo|"
     r"script|programa|funcion|consulta)\b|\bque (?:esta mal|falla) (?:en|con) mi (?:codigo|script|programa)\b"),
    ("es:general_knowledge",
     r"\bcual es la capital de\b|\bcapital de (?!su)\w+\?|\bquien es el (?:actual )?(?:presidente|primer "
     r"ministro|rey|papa) de\b|\bquien gano (?:el mundial|la copa|las elecciones|el tour|eurovision)\b|\bque tiempo (?:hace|hara)\b|\bel clima en "
     r"\w+\b|\breceta de\b|\bcuentame (?:un|otro) (?:chiste|cuento)\b|\bdime un chiste\b|\bexplicame "
     r"(?:la )?(?:fisica cuantica|relatividad|fotosintesis)\b|\bprecio del? (?:bitcoin|oro)\b|"
     r"\bque altura tiene\b"),
    # French
    ("fr:write",
     rf"<impc>(?:ecris|ecrivez|ecris-moi|ecrivez-moi|redige|redigez|redige-moi|genere|generez|genere-moi|cree|"
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
     r"\bcomment (?:faire|puis-je|je peux|on peut) (?![^.?!\n]{0,60}\b(?:son|sa|ses|elle|the owner)\b)<w6>en (?:python|go|rust|java|javascript|sql|bash|excel)\b|"
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

# Advice for the visitor's own life: their health, money, landlord, taxes, holidays. Whatever the
# owner does for a living, "which antibiotic should I take" is no question about them. A first
# person ("I", "my", "ik", "mein", "je", "mi") is required: "does she prescribe antibiotics?" is.
_ME = r"(?:i|i'm|i've|my|me|ik|mijn|m'n|ich|mein\w*|mir|mich|je|j'ai|mon|ma|mes|yo|mi|mis|tengo)"
_MEDICAL = (
    r"(?:ibuprofen|ibuprofeno|ibuprofene|paracetamol|aspirin[ae]?|antibiotic\w*|antibiotica|antibiotika|"
    r"antibiotiques?|painkillers?|pijnstillers?|schmerzmittel|fever|koorts|fieber|fievre|fiebre|chest pain|"
    r"rash|uitslag|ausschlag|toothache|kiespijn|zahnschmerzen|dolor de muela|mal aux dents|migraine|"
    r"hoofdpijn|kopfschmerzen|dolor de cabeza|mal de tete|\d+ ?mg)"
)
_MONEY = (
    r"(?:stocks?|shares|aandelen|aktien?|index ?funds?|indexfonds|fondo indexado|fonds indexe|etfs?|"
    r"crypto\w*|mortgage|hypotheek|hypothek|credit immobilier|hipoteca)"
)
# "my deposit back" is a booking's with the owner, not a rented flat's
_MY_AFFAIRS = (
    r"(?:landlord|huisbaas|verhuurder|vermieter\w*|proprietaire|casero|inquilino|tenant|huurder|mieter|"
    r"locataire|deposit(?! back)|borg|kaution|caution|taxes|tax return|belastingaangifte|steuererklarung|impots|"
    r"declaration de revenus|renta|bussgeldbescheid|boete|amende|multa|lawyer|advocaat|anwalt|avocat|abogado)"
)
_TRIP = r"(?:trip|reis|reisje|reise|voyage|viaje|itinerary|itinerario|itineraire|road ?trip)"
ADVICE_RULES: list[tuple[str, str]] = [
    ("any:medical_advice", rf"\b{_ME}\b[^.?!\n]{{0,80}}\b{_MEDICAL}\b|\b{_MEDICAL}\b[^.?!\n]{{0,80}}\b{_ME}\b"),
    ("any:money_advice",
     rf"\b{_MONEY}\b[^.?!\n]{{0,60}}\b(?:buy|invest|kopen|koop|beleggen|kaufen|investieren|acheter|investir|"
     rf"comprar|invertir|invierto)\b[^.?!\n]{{0,40}}(?:\b{_ME}\b|\?)|"
     rf"\b(?:should i|moet ik|soll ich|dois-je|debo|je dois) [^.?!\n]{{0,30}}\b{_MONEY}\b|"
     rf"\b(?:invest|beleggen|investieren|investir|invierto|invertir)\b[^.?!\n]{{0,30}}\b\d[\d.,]* ?(?:(?:euros?|eur|dollars?|k)\b|€|\$)"),
    ("any:my_affairs", rf"\b(?:my|mijn|m'n|mein\w*|mon|ma|mes|mi|mis) {_MY_AFFAIRS}\b"),
    ("any:tax_advice", r"\b(?:pay (?:as )?(?:little|less) tax|wenig(?:er)? steuern|minder belasting|moins d'impots|menos impuestos)\b"),
    ("any:trip",
     rf"<impc>(?:plan|organi[sz]e|plane|planne|plan|organiseer|hazme|haz|fais-moi|organise|prepare|stel) <w4>"
     rf"(?:\d+|three|five|seven|ten|drie|vijf|zeven|tien|drei|funf|sieben|zehn|trois|cinq|sept|dix|tres|cinco|"
     rf"siete|diez)?[- ]?(?:day|days|daagse|dagen|tage|tagige|jours|dias)?[- ]?{_TRIP}\b"),
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
    rf"\b(?:{OWNER}|elle) (?:a|peut|pourrait|sait|ecrit|fait|parle|travaille)\b|"
    # What the visitor gets from the owner ("Bekomme ich einen Trainingsplan?" at a dog school) is a
    # question about the owner's service, not a request to write one.
    r"\b(?:(?:do|will|would) i (?:get|receive)|bekomme ich|bekommt man|krijg ik|krijg je|ontvang ik|"
    r"recois-je|est-ce que je recois|recibo|recibire|ricevo|ricevero|recebo|receberei|far jag|far man)\b"
)

ADVICE_RULES += [
    ("any:medical_advice",
     r"\b(?:what|which) (?:pills?|medicine|medication|painkillers?|tablets?|drugs?) (?:should|do|can|must) i "
     r"take\b|\bwelche\w* (?:tabletten|schmerzmittel|medikament\w*)\b[^.?!\n]{0,30}\b(?:soll|kann|muss|nehmen|"
     r"dosis)\b|\bque (?:pastillas|medicamentos?|pastilla) (?:tomo|debo tomar|me tomo)\b|\bqu'est-ce que je "
     r"dois prendre\b|\bquels? medicaments? (?:dois-je|je dois|prendre)\b|\bwelke (?:pillen|medicijnen|"
     r"pijnstillers?|tabletten) (?:moet|kan|mag) ik\b"),
    ("any:tax_advice",
     r"\b(?:how (?:do|can|should) i (?:file|do|fill in|fill out|declare)|comment (?:remplir|faire|declarer)|"
     r"como (?:hago|declaro|presento|relleno)|hoe (?:doe|vul|regel) ik|wie (?:mache|fulle|erstelle) ich)\b"
     r"[^.?!\n]{0,40}\b(?:tax return|taxes|income tax|declaration d'impots|impots|declaracion de la renta|"
     r"la renta|mis ingresos|belastingaangifte|aangifte|steuererklarung)\b|"
     r"\b(?:my|mijn|meine|ma|mi) (?:income )?(?:tax return|belastingaangifte|steuererklarung|declaration "
     r"d'impots|declaracion de la renta)\b"),
    ("any:money_advice",
     r"\b(?:which|what|welche|quelles?|que|cuales?|welke)\b (?:\w+ )?(?:crypto\w*|kryptowahrung\w*|"
     r"cryptomonnaie\w*|criptomoneda\w*|coins?|stocks|aktien|aandelen|acciones)\b[^.?!\n]{0,40}\b(?:buy|kaufen|"
     r"acheter|comprar|kopen|invest\w*|beleggen|put my|should i|soll ich|dois-je|debo|moet ik)\b"),
]  # fmt: skip

# Session 8b (e13pat, round 4): families of guards_tenth's misses (scored once before, then used):
# fraud and cheating, whatever the owner knows about.
OFF_TOPIC_RULES += [
    ("any:cheating",
     r"\b(?:plagiarism|plagiaat|plagiat|plagio|plagiats?)\w*\b[^.?!\n]{0,40}\b(?:not (?:detect|see|notice|"
     r"flag)|won't (?:detect|see|notice|flag)|doesn't (?:detect|see|notice|flag)|niet (?:ziet|herkent|"
     r"opmerkt|vindt)|nicht (?:erkennt|bemerkt|findet|sieht)|ne (?:detecte|voit|remarque) pas|no (?:lo )?"
     r"(?:detecte|detecta|vea|ve|note)|evade|omzeil\w*|umgeh\w*|contourn\w*|evit\w*|beat|fool|slip past)\b|"
     r"\b(?:fake|faking|falsify|falsifying|fabricate|make up|vervals\w*|verzin\w*|falsch\w*|falsifi\w*|"
     r"inventer|inventar|maquill\w*|schoonpoets\w*|fals\w*) (?:the |de |die |les |los |las |mijn |my |meine\w* |"
     r"mes |mis )?(?:data|results|figures|gegevens|resultaten|cijfers|daten|ergebnisse|zahlen|donnees|"
     r"resultats|chiffres|datos|resultados|cifras)\b"),
    ("any:fraud",
     r"<impc>(?:make|write|create|draft|maak|schrijf|genereer|schreib\w*|erstell\w*|ecris|redige|cree|"
     r"escribe|redacta|crea|genera|hazme|haz)\w*\b[^.?!\n]{0,30}\bphishing\w*|"
     r"\bphishing ?(?:mail|e-?mail|bericht|nachricht|correo|mensaje|message|sms)\w*\b[^.?!\n]{0,40}"
     r"\b(?:namens|in the name of|im namen|au nom|en nombre|pretending|alsof|als ob|comme si|como si|van de bank|"
     r"from the bank|der bank|de la banque|del banco)\b"),
    ("any:travel_planning",
     r"<impc>(?:plan|organi[sz]e|organiseer|organisier\w*|organise|organiza|organizame|planifie|planea|"
     r"planifica|stel \w+ samen|put together|book|boek|buch\w*|reserv\w*)\w*\b[^.?!\n]{0,30}\b(?:trip|journey|"
     r"vacation|holiday|itinerary|viaje|voyage|reis|rondreis|reise|urlaub|vacances|vacaciones|vakantie|"
     r"itinerario|itineraire|reisroute)\b"),
    ("any:content_mill",
     r"\b(?:seo)[- ]?(?:texts?|textos|teksten|texte|articles?|artikel\w*|articulos|blog\w*|posts?|content|"
     r"inhoud|inhalte|contenidos?|contenus?)\b|"
     r"<impc>(?:write|schrijf|schreib\w*|ecris|escribe|hazme|haz|maak|make|genera\w*|redacta|redige)\w*\b"
     r"[^.?!\n]{0,40}\b\d{3,} ?(?:words|woorden|worter|mots|palabras)\b"),
]  # fmt: skip
# Session 16 (guards_twentyeighth..thirtieth's misses, spent): passing off copies or factory work as
# someone's (a faked maker's mark, hallmark or provenance), whatever the owner's field.
_HOW_DO_I = (
    r"(?:how (?:do|would|can|could|should) (?:i|someone|one|we|you)|wie (?:kann|soll|konnte) (?:ich|man)|wie "
    r"\w+ ich|hoe (?:kan|moet|zou) (?:ik|je|men)|hoe \w+ ik|comment (?:je |on )?(?:peux|puis|pourrais|faire|"
    r"\w+ ?-?(?:je|on))|como (?:puedo|podria|se puede|hago)|como \w+(?:o|ar))"
)
OFF_TOPIC_RULES += [
    ("any:fraud",
     rf"\b{_HOW_DO_I}\b[^.?!\n]{{0,40}}\b(?:fake|forge|counterfeit|falsify|vervals\w*|falsch\w*|contrefai\w*|"
     r"falsifi\w*)\b[^.?!\n]{0,40}\b(?:mark|signature|hallmark|stamp|certificate|provenance|merk\w*|keurmerk\w*|"
     r"handtekening|certificaat|punze|signatur|unterschrift|bescheinigung|herkunfts\w*|zertifikat|poincon|"
     r"certificat|marca|firma|sello|certificado|contraste)\b|"
     r"\b(?:pass(?:es|ing)? (?:\w+ ){0,4}off as|(?:laten )?doorgaan (?:\w+ ){0,3}voor|als \w+(?: \w+){0,3} "
     r"durch(?:geht|gehen)|faire passer (?:\w+ ){0,5}pour|hacer pasar (?:\w+ ){0,5}por|sells? as (?:an? )?"
     r"(?:antique|original|genuine|handmade)|damit (?:\w+ ){0,2}(?:kaufer|kunden|leute) nicht merken|"
     r"sans que (?:les )?(?:acheteurs|clients) (?:ne )?(?:s'en rendent compte|remarquent))\b|"
     r"\b(?:como si (?:fueran|vinieran) de|diciendo que (?:vienen|son) de|als ob (?:sie|es) von|alsof (?:ze|het) "
     r"van|comme si (?:elles|ils|c'etait) (?:venaient )?de|as if (?:they|it) (?:came|were|was) (?:made )?(?:from|"
     r"by))\b[^.?!\n]{0,40}\b(?:taller|werkstatt|werkplaats|atelier|workshop|studio|hand|hands|manos|mains)\b"),
]  # fmt: skip
# Session 17 (guards_thirtyfirst..thirtysecond's misses, spent): betting tips and poker strategy, a diet
# or training plan for the visitor.
OFF_TOPIC_RULES += [
    ("any:gambling",
     r"\b(?:poker ?strat\w*|pokerstrategie|estrategia de poker|strategie de poker|(?:texas )?hold'?em|"
     r"betting tips?|wetttipps?|goksystem\w*|wedtips?|apuestas? seguras?|(?:apuestas? )?combinadas? seguras?|"
     r"pronostics? (?:de paris|sportifs?)|paris sportifs|sportwetten|quiniela|roulette ?strat\w*|que apuestas "
     r"hago|which bets should i|welke weddenschappen moet ik|welche wetten soll ich|quels paris dois-je)\b"),
    ("any:plans_for_visitor",
     r"\b(?:diet plan|meal plan|dieetschema|dieetplan|voedingsschema|afvalschema|diatplan|ernahrungsplan|"
     r"abnehmplan|regime alimentaire|plan (?:de )?regime|programme minceur|plan de dieta|dieta para (?:perder|"
     r"adelgazar)|training plan|workout plan|trainingsschema|trainingsplan|programme d'entrainement|plan de "
     r"entrenamiento)\b"),
]  # fmt: skip
# Session 17, second pass (guards_thirtyfourth..thirtyfifth's misses, spent): making something fake (a
# licence, a certificate, money, a seal, a date of death), picking a lock; a dating-app opener, a cover
# letter, cancelling the visitor's phone contract.
OFF_TOPIC_RULES += [
    ("any:forgery",
     r"\b(?:make|create|design|draft|write|print|produce|maak|ontwerp|schrijf|druk|stel|erstell\w*|mach\w*|"
     r"entwirf|schreib\w*|druck\w*|bedruck\w*|fais|faire|cree\w*|creer|ecris|redige\w*|imprime\w*|haz|hacer|"
     r"crea|crear|disena\w*|redacta\w*|escribe|imprimir|opstellen|how do i|how can i|hoe kan ik|hoe maak ik|wie "
     r"kann ich|wie mache ich|wie bedrucke ich|comment (?:je peux|puis-je|faire)|como (?:puedo|hago))\b"
     r"[^.?!\n]{0,60}\b(?:fake|falso|falsa|faux|fausse|vals|valse|nep|gefalscht\w*|counterfeit|forged|"
     r"valid[- ]?looking|realistic[- ]?looking|echt uitziend\w*|echt aussehend\w*|wie echte?|"
     r"andere overlijdensdatum|other date of death|autre date de deces|otra fecha de "
     r"(?:muerte|defuncion))\b|"
     r"\b(?:falsifico|falsificar|falsifie\w*|falsifier|falsch\w*|falsche\w*|vervals\w*|forge)\b[^.?!\n]{0,30}"
     r"\b(?:sello|stempel|seal|cachet|certifica\w*|zertifikat|certificaat|document\w*|dokument\w*|firma|"
     r"signature|handtekening|unterschrift)\b|"
     r"\b(?:andere|other|another|autre|otra) (?:overlijdensdatum|date of death|sterbedatum|todesdatum|date de "
     r"deces|fecha de (?:muerte|defuncion))\b|"
     r"\b(?:crocheter|pick (?:a|the) lock|lock-?picking|(?:slot|schloss|serrure|cerradura) (?:\w+ )?"
     r"(?:openbreken|forceren|knacken|forcer)|forzar (?:una|la) cerradura)\b"),
    ("any:writing_for_visitor",
     r"\b(?:dating ?app|appli(?:cation)? de rencontre|datingapp|dating-app|aplicacion de citas|tinder|bumble)\b|"
     r"\b(?:write|rewrite|improve|check|proofread|schrijf|herschrijf|verbeter|nakijken|kijk|corrigeer|"
     r"schreib\w*|umschreib\w*|verbesser\w*|korrigier\w*|ecris|reecris|redige|ameliore|relis|corrige|escribe|"
     r"reescribe|mejora|redacta|revisa|corrige)\b[^.?!\n]{0,30}\b(?:my|mijn|meinen|meine|"
     r"mon|ma|mi) (?:\w+ )?(?:cover letter|motivation letter|sollicitatiebrief|motivatiebrief|"
     r"bewerbungsschreiben|anschreiben|lettre de motivation|carta de presentacion|cv|resume|lebenslauf)\b|"
     r"\b(?:my|mijn|meinen|meine|mon|ma|mi) (?:\w+ )?(?:cover letter|motivation letter|sollicitatiebrief|"
     r"motivatiebrief|bewerbungsschreiben|anschreiben|lettre de motivation|carta de presentacion)\b[^.?!\n]{0,50}"
     r"\b(?:herschrijven|schrijven|verbeteren|nakijken|checken|corrigeren|umschreiben|schreiben|verbessern|"
     r"korrigieren|durchsehen|rewrite|improve|check|proofread|reecrire|ameliorer|relire|corriger|reescribir|"
     r"mejorar|revisar|corregir)\b|"
     r"\b(?:kundige ich|kundigen|opzeggen|zeg ik|resilier|resilie|cancelo|cancelar|cancel)\b[^.?!\n]{0,30}"
     r"\b(?:(?:my|mijn|meinen|mon|mi) (?:\w+ )?(?:handyvertrag|vertrag|abonnement|forfait|contrato|contract|"
     r"subscription|phone plan))\b|\b(?:meinen|mijn|my|mon|mi) (?:handyvertrag|telefoonabonnement|phone "
     r"contract|forfait mobile|contrato de movil)\b[^.?!\n]{0,20}\b(?:kundigen|opzeggen|cancel|resilier|"
     r"cancelar)\b"),
]  # fmt: skip
# Session 17, third pass (guards_thirtythird and thirtysixth after their sealed run, spent): selling
# something as what it is not, a fake prescription or hallmark, a signature copied onto a contract;
# homework and code for the visitor.
OFF_TOPIC_RULES += [
    ("any:forgery",
     r"\b(?:sell|verkopen|verkaufen|vendre|revendre|vender|venderl[oa]s?)\w*\b[^.?!\n]{0,30}\b(?:as|als|comme|"
     r"como)\b[^.?!\n]{0,30}\b(?:original\w*|antique\w*|antiek|antik\w*|antiguedad\w*|de collection|collector|"
     r"echt\w*|authentic|authentique|autentic\w*|ambachtelijk\w*|handgemaakt|handmade|gekeurd|certified|"
     r"certifi\w*)\b|"
     r"\b(?:without anyone noticing|zonder dat iemand het merkt|ohne dass es jemand merkt|sans que personne ne "
     r"(?:s'en rende compte|le remarque)|sin que nadie (?:se de cuenta|lo note))\b|"
     r"\b(?:fausses?|fake|nep-?|falsch\w*|gefalscht\w*|falsas?|falsos?|vals\w*)\s*(?:ordonnance|prescription|"
     r"recept|rezept|receta|keurmerk|hallmark|punze|poincon|sello|stempel|seal)\w*\b|"
     r"\b(?:signature|unterschrift|handtekening|firma)\b[^.?!\n]{0,60}\b(?:contract|vertrag|contrat|contrato|"
     r"cheque|scheck)\b"),
    ("any:homework",
     r"\b(?:hilf|helfen|help|helpen|aide|ayuda|fais|maak|mach)\w*\b[^.?!\n]{0,30}\b(?:\w*hausaufgabe\w*|huiswerk|"
     r"homework|devoirs?|dissert\w*|deberes|tareas?)\b|"
     r"\b(?:\w*hausaufgabe\w*|huiswerk|homework|devoirs|deberes)\b[^.?!\n]{0,20}\b(?:helfen|help|helpen|"
     r"aider|ayudar)\b|"
     r"\b(?:fix|repare|corrige|arregla|repareer|korrigier)\w* (?:my|mon|mi|mijn|mein\w*) (?:code|script|"
     r"programme|programa|python|javascript|sql)\b"),
]  # fmt: skip
# Session 18 (the team's own probes, written before guards_thirtyeighth..fortieth were scored): study
# help for the visitor's exam or talk, advice on the visitor's own life (a present for a partner,
# tonight's dinner, a name for a pet or a firm, which phone or energy contract), letters to the
# visitor's own suppliers. Never when the sentence speaks of the owner (`_NOT_ABOUT_OWNER`).
_NOT_ABOUT_OWNER = (
    r"(?![^.?!\n]*\b(?:she|he|her|his|him|the owner|ze|zij|haar|hij|zijn|sie|ihr|ihre|ihren|ihrem|ihrer|sein|"
    r"seine|seinen|elle|lui|ella|workshop|werkplaats|werkstatt|atelier|taller|course|cursus|kurs|cours|curso)\b)"
)
_MY = r"(?:my|mijn|m'n|mein|meine|meinen|meinem|meiner|mon|ma|mes|mi|mis)"
OFF_TOPIC_RULES += [
    ("any:exam_prep",
     rf"{_NOT_ABOUT_OWNER}\b(?:explain\w*|summari[sz]e|what(?:'s| is) the difference between|leg \w+ uit|uitleggen|"
     r"samenvatten|vat \w+ samen|verschil tussen|erklar\w*|zusammenfass\w*|fass \w+ zusammen|unterschied zwischen|"
     r"explique\w*|resume\w*|difference entre|explica\w*|resumen|diferencia entre)\b[^.?!\n]{0,80}"
     r"\b(?:for|voor|fur|pour|para) (?:my|mijn|m'n|mein\w*|mon|ma|mi|our|ons|onze|unser\w*|notre|nuestr[oa]) "
     r"(?:\w+ ){0,2}(?:exam|test|midterm|finals?|quiz|presentation|assignment|tentamen|toets|examen|proefwerk|"
     r"spreekbeurt|presentatie|prufung|klausur|referat|abitur|abi|partiel|expose|controle|bac|oral|exposicion|"
     r"parcial|selectividad|oposiciones)\b"),
    ("any:life_advice",
     rf"{_NOT_ABOUT_OWNER}(?:\b(?:what|which) (?:\w+ )?(?:should|could|can|shall) i (?:give|buy|get|cook|make)"
     rf"(?: for)? {_MY}\b|\bgift ideas? for {_MY}\b|\bwat (?:moet|kan|zal) ik {_MY} \w+ (?:geven|kopen)\b|"
     rf"\bwas (?:soll|kann) ich {_MY} \w+ (?:schenken|kaufen)\b|\bque (?:dois-je|puis-je|je peux|je dois) "
     rf"(?:offrir|acheter) a {_MY}\b|\bque (?:le|les) (?:regalo|compro) a {_MY}\b|\bque (?:puedo|deberia|debo) "
     rf"regalar(?:le)? a {_MY}\b|"
     r"\b(?:what|wat|was|que|quoi) (?:should|can|moet|kan|soll|kann|dois-je|puis-je|je|debo|puedo) (?:i |ik |ich )?"
     r"(?:cook|eat|make|koken|eten|maken|kochen|essen|cuisiner|manger|preparer|cocinar|comer|hacer)\b[^.?!\n]{0,30}"
     r"\b(?:tonight|for dinner|vanavond|heute abend|zum abendessen|ce soir|pour le diner|esta noche|para cenar)\b|"
     r"\b(?:name|naam|namen|nom|nombre) (?:for|voor|fur|pour|para) (?:my|mijn|m'n|meinen|meine|mon|ma|mi) (?:new |"
     r"nieuwe |neue[nr]? |nouveau |nouvelle |nuevo |nueva )?(?:puppy|dog|cat|kitten|baby|company|startup|band|boat|"
     r"pup|hond|kat|kitten|bedrijf|boot|welpe|hund|katze|firma|boot|chiot|chien|chat|bebe|entreprise|bateau|"
     r"cachorro|perro|gato|empresa|barco)\b|"
     r"\b(?:best|cheapest|goedkoopste|beste|gunstigste|billigste|meilleur|moins cher|mejor|mas barat[oa])\b"
     r"[^.?!\n]{0,20}\b(?:phone plan|mobile plan|mobile contract|energy (?:supplier|contract|provider)|"
     r"(?:car |health )?insurance|telefoonabonnement|sim-only|energieleverancier|energiecontract|zorgverzekering|"
     r"autoverzekering|handyvertrag|handytarif|stromanbieter|stromtarif|krankenkasse|kfz-versicherung|"
     r"forfait(?: mobile)?|fournisseur d'(?:electricite|energie)|mutuelle|assurance auto|tarifa movil|"
     r"compania de (?:luz|telefono|gas)|seguro (?:de coche|medico))\b)"),
    ("any:my_affairs",
     rf"\b{_MY} (?:power|energy|electricity|gas|phone|internet|insurance|water) (?:company|provider|supplier)\b|"
     rf"\b{_MY} (?:energieleverancier|energiebedrijf|telefoonprovider|internetprovider|verzekeraar|"
     r"zorgverzekeraar|stromanbieter|energieversorger|handyanbieter|internetanbieter|versicherung|krankenkasse|"
     r"fournisseur d'(?:electricite|energie|acces)|operateur|assureur|mutuelle|compania de (?:luz|gas|telefono|"
     r"seguros)|operadora|aseguradora|electrica)\b"),
]  # fmt: skip
# Rules whose request stays off-topic when framed around the owner's craft ("Since she works with silver,
# how do I strike a fake hallmark?"): the owner's work is the pretext, not the question.
FRAMING_NO_EXCUSE = ("any:forgery",)
# Session 18, second pass (guards_thirtyeighth..fortysecond's misses): an SQL query in German, a
# muscle-building programme, a text commentary for school.
OFF_TOPIC_RULES += [
    ("any:homework",
     r"\b(?:comentario de texto|commentaire (?:de texte|compose)|textanalyse|tekstanalyse)\b|"
     r"\b(?:sql-?query|sql-?abfrage)\b[^.?!\n]{0,30}\b(?:schreiben|schreib|bauen|erstellen|schrijven|maken)\b|"
     r"\b(?:schreib|schreiben|erstell)\w*\b[^.?!\n]{0,30}\b(?:sql-?query|sql-?abfrage)\b"),
    ("any:plans_for_visitor",
     r"\b(?:programme de musculation|plan de musculation|trainingsprogramm|rutina de gimnasio|rutina de "
     r"ejercicios|fitnessschema|workout routine|gym routine)\b"),
]  # fmt: skip
# Session 18, third pass: a whole recipe asked for.
OFF_TOPIC_RULES += [
    ("any:recipe",
     r"\b(?:volledig|compleet|complete|full|ganzes|komplettes|vollstandiges) (?:recept|rezept|recipe)\b|"
     r"\b(?:recette complete|receta completa)\b|\bhoe maak ik (?:een )?(?:goede |lekkere )?(?:\w+soep|taart|cake|"
     r"pizza|lasagne|stamppot)\b"),
]  # fmt: skip
