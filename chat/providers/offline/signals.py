"""When the offline answerer refuses rather than quote the nearest sentence: strong signals only.

Retrieval nearly always ranks a right section first when one exists, so the answerer answers by
default. It refuses on what no ranking can fix:
- a name in the question that no published document mentions ("her years at Greenpeace"): the
  question rests on a premise the knowledge base does not support;
- a personal matter (age, birthday, family, partner, home address, private phone or e-mail, pay,
  rates, health, religion, favourites): what an owner publishes about these is rare, and the cost
  of quoting an unrelated sentence as if it answered is high. The refusal points to the public
  contact.
The words are matched with accents removed, in the five languages the fixed texts exist in, in
Portuguese and Italian, and in Swedish (the first owner language beyond them; its words only where
they mean nothing else in the seven: Swedish "man" is also "one", "barn" an English barn).
"""

from __future__ import annotations

import itertools
import re
import unicodedata

from rapidfuzz import fuzz
from wordfreq import zipf_frequency

from chat.providers.offline.negation import asks_request, asks_yes_no, negation
from knowledge.places import is_calendar_word, is_country, known_holiday, known_place
from knowledge.prices import asks_price, fold, holds_amount  # noqa: F401  (asks_price, holds_amount: the answerer reads them here)
from safety.language import STOPWORDS, VISITOR_FUNCTION_WORDS, detect_language
from safety.numbers import document_values, may_hold_number_words

PERSONAL = re.compile(
    r"\b(?:"
    # age and birthday
    r"how old|age|birthday|date of birth|born|hoe oud|leeftijd|verjaardag|geboren|wie alt|alter|"
    r"geburtstag|geburtsdatum|cuantos anos|edad|cumpleanos|fecha de nacimiento|nacio|quel age|age a|"
    r"anniversaire|date de naissance|ne le|nee le|jarig|"
    # family and partner
    r"married|partner|husband|wife|spouse|boyfriend|girlfriend|children|kids|son|daughter|mother|"
    r"father|parents|siblings?|brothers?|sisters?|family(?! (?:papers|history|histories|tree|trees|archives?|documents|records|photos|letters|bible|"
    # "before she took over the family mill": the business, not her kin
    r"mills?|business(?:es)?|firms?|compan(?:y|ies)|farms?|bakery|workshops?|shops?|estates?|winery|vineyards?|"
    r"hotels?|restaurants?|recipes?|traditions?|"
    # "How much is a family ticket for the amber walk?": what a visitor's family pays, no kin of hers
    r"tickets?|pass(?:es)?|prices?|rates?|days?|courses?|walks?|tours?))|getrouwd|echtgenote?|vriendin|vriend|"
    r"kinderen|zoon|dochter|moeder|vader|ouders|familie|verheiratet|ehemann|ehefrau|frau|mann|kinder|"
    r"sohn|tochter|mutter|vater|eltern|geschwister|casad[oa]|pareja|marido|esposa?|novi[oa]|hij[oa]s?|"
    r"(?<!masa )(?<!lievito )madre|padre|padres|hermanos?|hermanas?|(?<!papeles de )(?<!documentos de )(?<!archivos de )(?<!historia de )(?<!arbol de )familia|marie|(?<!de )(?<!la )mariee|conjointe?|epou(?:x|se)|mari|femme|"
    r"copain|copine|enfants?|fils|fille|(?<!grand-)(?<!grand )mere|(?<!grand-)(?<!grand )pere|freres?|soeurs?|(?<!papiers de )(?<!documents de )(?<!archives de )(?<!photos de )(?<!lettres de )(?<!histoire de )(?<!arbre de )famille|"
    r"متزوجة?|"  # Arabic "married"
    r"compagnon|compagne|fiancee?|fiance|partnerin|lebensgefahrt\w*|lebenspartner\w*|levenspartner|verlobt\w*|"
    # home, private numbers and addresses
    r"home address|house address|private address|where (?:exactly )?(?:does|do) (?:\w+ )?live|"
    r"huisadres|thuisadres|woonadres|waar woont (?:\w+ )?(?:precies|zelf)|privenummer|"
    r"hausadresse|privatadresse|wohnadresse|wo wohnt \w+ genau|direccion (?:de (?:su |tu |la )?casa|particular|privada)|"
    r"indirizzo (?:di casa|privato|personale)|endereco (?:de casa|residencial|pessoal|particular)|"
    # not "à domicile", "a domicilio": a service at the visitor's home
    r"(?<!a )(?<!ao )domicilio|adresse personnelle|adresse du domicile|(?<!a )domicile|"
    r"(?:private|personal|home|mobile|cell)\s+(?:phone|number|e-?mail|address)|"
    r"(?:prive|persoonlijke?)\s*(?:telefoon|nummer|e-?mail|adres)|mobiele? (?:telefoon)?nummer|06-nummer|"
    r"numero de portable|"
    r"(?:private|personliche|privates?)\s*(?:telefon|nummer|handynummer|e-?mail|adresse)|handy|gsm-?nummer|gsm|"
    r"(?:movil|telefono|telemovel|correo|email|e-mail)(?: electronico)? (?:personal|privado|pessoal|particular)|"
    # "Wo wohnt sie privat?", "Où habite-t-elle en privé ?": the home, whatever the verb
    r"(?:wohnt|woont|habite|vit|vive|abita|mora|lives?)\b[\w\s-]{0,30}\b(?:privat|prive|en prive|privado|privato|privately)|"
    r"(?:telephone|portable|e-?mail|courriel|adresse)(?: e-?mail)? (?:personnel|personnelle|prive|privee)|"
    r"not the (?:work|business|office) one|niet (?:het|dat) van (?:het )?werk|nicht die vom buro|"
    r"no el del trabajo|pas celle du travail|"
    # pay and rates
    r"salary|earn|earns|income|get paid|pay (?:him|her|them)(?! (?:in|by|with|via|through|using|online|cash|upfront|in advance)\b)|day rate|daily rate|hourly rate|"
    r"keynote fee|speaking fee|salaris|verdient|inkomen|uurtarief|dagtarief|gehalt|"
    r"einkommen|tagessatz|stundensatz|honorar|salario|sueldo|gana|cobra|tarifa|salaire|gagne|"
    r"revenus?|tarif journalier|tarif horaire|"
    # the rent the owner pays for the premises ("Quanto a Samira paga de renda pela loja?")
    r"(?:paga|pagam|pays?|betaalt|betalen|zahlt|zahlen|paie|paient|payez|pagan|pagano|betalar) (?:\w+ ){0,3}(?:renda|rent|huur|miete|loyer|alquiler|affitto|hyra)|"
    r"(?:renda|rent|huur|miete|loyer|alquiler|affitto|hyra) (?:\w+ ){0,3}(?:paga|pagam|pays?|betaalt|betalen|zahlt|zahlen|paie|paient|payez|pagan|pagano|betalar)|"
    # money matters: debts, a mortgage, the business's turnover; a password
    r"debts?|mortgage|schulden|hypotheek|omzet|hypothek|umsatz|dettes?|hypotheque|chiffre d'affaires|"
    r"deudas?|hipoteca|facturacion|dividas?|faturacao|debiti|mutuo|fatturato|turnover|"
    r"passwords?|wachtwoord|passwort|kennwort|contrasena|mot de passe|palavra-passe|senha|"
    r"movil|"
    # what the owner's belongings are insured for
    r"insured|insurance|verzekerd|verzekering|versichert|versicherung|asegurad[oa]|assuree?|"
    # health, belief, tastes
    r"health|illness|ill|sick|sickness|medical|diagnosis|medication|injury|injuries|injured|"
    r"gezondheid\w*|\w*ziekte|ziek|\w*blessures?|gesundheit\w*|krank|\w*krankheit|\w*verletzung(?:en)?|"
    r"salud|enfermedad|enferm[oa]|lesion|lesiones|lesionad[oa]|mal de altura|sante|maladie|malade|"
    r"mal des montagnes|religion|religious|religieus|geloof|"
    # an operation the owner is to have ("Is she having any surgery soon?"; a vet's "colic surgery" is a service)
    r"having (?:any |an? )?(?:surgery|operation)|needs? (?:an? )?(?:surgery|operation)|geopereerd (?:wordt|worden|moet)|"
    r"operiert (?:wird|werden)|(?:se va a|tiene que) operar|vai ser operad[oa]|(?:sera|va etre) operee?|"
    r"(?:deve|verra) (?:essere )?operat[oa]|"
    # a bad back, allergies ("Ha problemi di schiena?", "last van zijn rug")
    r"problem med (?:synen|ryggen|knat|knaet|hjartat|halsan|ogonen|horseln|magen)|"  # Swedish: eyesight, back...
    r"back (?:problems?|pain|trouble)|bad back|rugklachten|rugpijn|rugproblemen|last van (?:zijn|haar|je|uw) rug|"
    r"ruckenprobleme\w*|ruckenschmerzen|problemas? de (?:espalda|costas)|(?:dolor|dolores|dor|dores) (?:de|nas) (?:espalda|costas)|"
    r"problemes? de dos|mal (?:de|au) dos|problemi (?:di|alla) schiena|mal di schiena|"
    # "probleme mit dem Rücken", "problems with his wrist": a body part's trouble, in any of the seven
    r"(?:problems?|probleme\w*|problemen|problemas?|problemi|problemes?|trouble|klachten|beschwerden|"
    r"douleurs?|dolores?|dores?|pain) (?:with|mit|met|avec|con|com|aan|am|an|in|au|a|al|alla|nel|no|na)"
    r"(?: (?:the|his|her|dem|der|den|seinem|ihrem|seiner|ihrer|zijn|haar|son|sa|ses|le|la|les|su|sus|il|lo|o|a|el))? "
    r"(?:back(?! (?:door|garden|yard|wall|room|side|end|office|of|issue))|rucken|rug|dos|espalda|costas|schiena|wrists?|handgelenk\w*|pols|poignet|muneca|pulso|polso|"
    r"knees?|knie\w*|genou|rodilla|joelho|ginocchio|hips?|hufte|heup|hanche|cadera|anca|shoulders?|schulter\w*|"
    r"schouder\w*|epaule|hombro|ombro|spalla|heart|herz|hart|coeur|corazon|coracao|cuore|eyes|augen|ogen|yeux|"
    r"ojos|olhos|occhi|ears|ohren|oren|oreilles|oidos|ouvidos|orecchie)|"
    r"allerg(?:y|ies|ic|ie|ieen|ien|isch|ique|iques|ia|ias|ico|ica)|alerg(?:ia|ias|ico|ica)|"
    r"seeing (?:someone|anyone|anybody)|in a relationship|"
    # "Clémence est en couple ?" (the name is out of the question by then), "Como se chama a mulher do Duarte?"
    r"(?:est|vit)(?:-(?:elle|il))? en couple|in einer beziehung|in een relatie|in coppia|"
    # "Elle vit avec qui ?", "Har Solveig barn?" (the name is out of the question by then: "Har barn?")
    r"(?:vit|habite)(?:-t-(?:elle|il))? avec qui|^har barn|"
    r"(?:a |sua )mulher(?: d[oe])?|"
    # "Quali sono i piani segreti di Rintje?": whatever a plan is kept secret from, the owner tells it
    r"secret (?:plans?|projects?)|(?:plans?|projets?) secrets?|(?:planes|proyectos|planos|projetos) secretos|"
    r"(?:plan|proyecto|plano|projeto) secreto|(?:piani|progetti) segreti|(?:piano|progetto) segreto|"
    r"geheime (?:plannen|projecten|plane|projekte)|geheimen (?:plane|projekte)|hemliga (?:planer|projekt)|"
    r"gelovig|religios[oa]?|religieux|religieuse|favou?rites?|favoriete\w*|favori|favoris|lievelings\w*|lieblings\w*|favorit[oa]s?|"
    # "son plat préféré" (a taste), not "ela prefere construir em aço" (a view on the work)
    r"(?<!ela )(?<!ele )(?<!elle )(?<!il )prefere|preferee|preferido|preferida|"
    # private life: pets, car, sport, diet, pastimes ("has she got a dog?", "welke auto rijdt hij?")
    r"pets?|dogs?|cats?|car(?! seats?| interiors?)|sports?|football|soccer|vegetarian|vegan|hobby|hobbies|huisdier(?:en)?|"
    r"hond(?:en)?|katten?|kat|auto|voetbal\w*|vegetarier|vegetarisch|hobby's|haustiere?|hunde?|katzen?|"
    r"fussball\w*|vegetarierin|mascotas?|perros?|gatos?|coche|deportes?|futbol|vegetarian[oa]|"
    r"aficiones|animaux|animal de compagnie|chiens?|voiture|football|vegetarienne?|loisirs|"
    r"(?:music(?:al)? )?instrument|\w*instrument|instrumento|strumento|"
    r"driving licen[cs]e|driver'?s licen[cs]e|rijbewijs|fuhrerschein|permis de conduire|carnet de conducir|"
    # Portuguese and Italian, the next visitor languages: the same matters
    r"quantos anos|idade|aniversario|data de nascimento|nasceu|filh[oa]s?|mae|pai|irmaos?|irmas?|"
    r"morada|endereco (?:de casa|da casa|residencial|pessoal)|telemovel|celular|ganha|salute|saude|doenca|"
    r"namorad[oa]|companheir[oa]|noiv[oa]|criancas|doente|lesao|lesoes|"
    r"caes|cachorr[oa]s?|animais de estimacao|passatempos?|carta de conducao|"
    r"quanti anni|eta|compleanno|compie gli anni|fa gli anni|cumple anos|faz anos|data di nascita|sposat[oa]|"
    # "Dove è nata?", "Où est-elle née ?" (not "pastéis de nata")
    r"(?:dove|quando|che anno) (?:\w+ )?e nat[oa]|e nat[oa] (?:a|in|il|nel)|nacque|"
    r"(?:est-elle|est-il|elle est|il est) nee?|"
    r"moglie|marito|figli[oa]?|fratell[oi]|"
    r"compagn[oa]|fidanzat[oa]|bambini|"
    r"sorell[ae]|indirizzo (?:di casa|privato|personale)|(?:e-?mail|posta elettronica|telefono|numero) (?:privat[oa]|personale)|(?:numero di )?cellulare|stipendio|guadagna|tariffa|malattia|"
    r"malat[oa]|infortun\w*|gatt[oi]|animali domestici|passatemp[oi]|patente di guida|"
    r"preferit[oa]|"
    # Swedish: "Har hon man och barn?", "Vilken är hennes privata mejladress?", "Är hon gift?"
    r"hur gammal|fodelsedag\w*|fodd|fyller (?:\w+ )?ar|sambo|pojkvan|flickvan|dotter|dottrar|foraldrar|syskon|familj|"
    r"(?:hennes|hans|din|dina|er|era) (?:man|make|maka|fru|hustru|barn|son|soner|bror|syster|mamma|pappa|alder|halsa)|"
    r"(?:har|hade) (?:hon|han|du|ni) (?:en |ett |nagon |nagot |nagra )?(?:man|make|maka|fru|hustru|partner|barn|"
    r"son|soner|bil|hund|katt)|(?:ar|var) (?:hon|han|du|ni) (?:gift|skild|singel|sjuk|gravid)|gift med|egna barn|"
    # "Har Frida några barn?" (the name is out: "har några barn")
    r"(?:har|hade) (?:nagon|nagot|nagra) (?:man|make|maka|fru|hustru|partner|barn|son|soner)|"
    # "Vad heter Ingrids barn?" (the name is out of the question by then: "vad heter barn")
    r"vad heter (?:\w+ )?(?:barn|barnen|man|maken|fru|frun|sambo|sambon|dotter|dottern|son|sonen)|"
    r"hemadress|bostadsadress|privatadress|personnummer|mobilnummer|adress (?:\w+ ){0,2}(?:bor|hemma)|"
    r"bor (?:\w+ ){0,2}(?:pa|vid) vilken (?:adress|gata)|"
    r"privat\w* (?:adress|telefon\w*|nummer|mobil\w*|mejl\w*|e-?post\w*|e-?mail\w*)|"
    r"lon|manadslon|timlon|inkomst\w*|tjanar|skulder|bolan|sjukdom\w*|halsoproblem\w*|allergisk|allergier|"
    r"husdjur|hundar|katter|korkort|favorit|favoriter|fritidsintressen"
    r")\b"
)
# Cue phrases for pets ("Haustiere" in one word): published where a unit is about them (`published_topic`).
PET_PHRASES = frozenset({"animais de estimacao", "animal de compagnie", "animali domestici"})
# The words that ask a price or say what it is per, in the seven visitor languages: none names what
# is priced ("quanto costa la torta", "cuánto cuestan por unidad").
PRICE_WORDS = frozenset(
    """how much cost costs price prices fee per each unit piece quanto quanta costa costano custa custam
    preco precos prezzo cuanto cuanta cuesta cuestan precio precios unidad pieza combien coute coutent
    prix piece unite wat kost kosten prijs stuk hoeveel wie viel was kostet preis pro stuck vad hur mycket
    kostar kosta kostnad kostnaden pris priset styck st avgift avgiften money geld soldi dinero dinheiro
    pengar""".split()  # noqa: SIM905 ("argent" is silver too)
)
# "What does she think of X?", in the five visitor languages: the owner's view on X, published only
# where a unit is about X itself. The owner's name is out of the question by then ("Was hält  vom").
OPINION = re.compile(
    r"\b(?:think\s+(?:of|about)|(?:opinion|views?|thoughts|feel)\s+(?:on|of|about)|"
    r"wat\s+(?:vindt|denkt)\s+(?:\w+\s+){0,3}(?:van|over)|mening\s+over|"
    r"was\s+(?:halt|denkt)\s+(?:\w+\s+){0,3}(?:von|vom|uber)|meinung\s+(?:zu|zum|zur|uber)|"
    r"(?:opina|piensa)\s+(?:\w+\s+){0,3}(?:de|del|sobre)|opinion\s+sobre|"
    r"pense(?:-t-(?:elle|il))?\s+(?:\w+\s+){0,3}(?:de|du|des)|avis\s+sur)\s+(?P<topic>.+)"
)
# Where exactly someone lives: a district or street together with living ("which neighbourhood does
# she live in", "in which street does she live").
NEIGHBOURHOOD = re.compile(
    r"\b(?:neighbou?rhood|district|street|wijk|buurt|straat|stadtteil|viertel|strasse|barrio|calle|quartier|rue|"
    r"rua|bairro|via|quartiere)\b"
)
LIVING = re.compile(
    r"\b(?:live|lives|living|woont|wonen|wohnt|wohnen|vive|viven|habite|habitent|mora|moram|abita|abitano)\b"
)
# The visitor's own ("my daughter", "mijn dochter", "ma fille", "mi hermana", "meine Tochter").
VISITOR_POSSESSIVE = re.compile(
    r"my|our|mijn|m'n|onze|ons|mein|meine|meinem|meinen|meiner|unser|unsere|unserem|unseren|unserer|"
    r"mi|mis|nuestr[oa]s?|mon|ma|mes|notre|nos|mio|mia|miei|mie|nostr[oaie]|meu|minha|meus|minhas|noss[oa]s?|"
    r"min|mitt|mina|vart|vara"
)
# Cue words that are also ordinary nouns ("Frau Wróbel", "der Mann, der", "une femme luthier"): a
# spouse only after a possessive ("ihr Mann", "seine Frau", "sa femme"). The owner's name is taken
# out of the question before the answerer sees it, so "Frau <name>" can't be told by the capital.
SPOUSE_ONLY_AFTER = {
    "frau": re.compile(r"(?:ihr|sein|dein|ihre|seine|deine)[mnrs]?"),
    "mann": re.compile(r"(?:ihr|sein|dein|ihre|seine|deine)[mnrs]?"),
    "femme": re.compile(r"sa|ta|votre"),
}
# "The children", "hoeveel kinderen doen mee": pupils or visitors counted, not the owner's own; "how
# many children does she have" still asks about her family.
CHILDREN = frozenset(
    "children kids kinderen kinder enfants enfant hijos hijas filhos criancas figli bambini".split()  # noqa: SIM905
)
# "Can small children come to the family course?", "Dürfen Kinder mitmachen?": children taking part,
# unless they are someone's ("Do her children come to the workshop?").
ATTENDING = re.compile(
    r"\b(?:come|join|attend|participate|take part|kommen|mitkommen|mitmachen|teilnehmen|komen|meekomen|"
    r"meedoen|deelnemen|venir|participer|participar|asistir|venire|partecipare|vir|delta)\b"
)
OWNERS_POSSESSIVE = re.compile(
    r"her|his|their|your|ihre?|seine?|haar|zijn|hun|sus?|ses|sa|leurs?|suoi|sue|suo|sua|seus?|suas?|dela|dele|"
    r"hennes|hans|deras"
)
# "mon vieux livre de famille", "il mio album di famiglia": a thing of the visitor's family.
FAMILY_AFTER_OF = frozenset({"famille", "familia", "famiglia", "familie"})
OF = frozenset({"de", "di", "da", "do"})
# "Geeft ze cursussen voor kinderen?", "Does she teach kids?", "clases para niños": children as the
# ones taught or catered for, not the owner's own.
FOR_PUPILS = frozenset(
    """for voor fur pour para per pra with met mit avec con com teach teaches teaching coach coaches
    treat treats behandelt behandel soigne soignez atiende atienden atende atendem cura curano
    aan an di d'""".split()  # noqa: SIM905  ("les aan kinderen", "un coro di bambini", "cours d'enfants")
)
# "Quelle taille de violon pour un enfant de 8 ans ?": an article between the two.
INDEFINITE = frozenset("a an un une een ein eine einen einem uno una um uma".split())  # noqa: SIM905
# "Are kids allowed in the taproom?", "Sind Kinder willkommen?", "¿Se admiten niños?": children as
# visitors someone brings, not the owner's own.
WELCOMED = re.compile(
    r"\b(?:allowed|welcome|permitted|admitted|bring|erlaubt|willkommen|zugelassen|mitbringen|mitnehmen|"
    r"welkom|toegestaan|toegelaten|meenemen|meebrengen|bienvenus|acceptes|admis|autorises|amener|emmener|"
    r"admiten|admite|bienvenidos|permitidos|traer|llevar|benvenuti|ammessi|permessi|portare|bem-vindas|"
    r"bem-vindos|permitidas|admitidas|trazer|levar)\b"
)
AGE_CUES = frozenset({"age", "leeftijd", "alter", "edad", "eta", "idade"})
AGE_OF_A_THING = re.compile(
    r"\s+(?:of|von|van|de|des|du|del|di|da|der)\s+(?!(?:her|him|them|ihr|ihm|haar|hem|ella|el|lui|elle|lei|ela|"
    r"ele|the owner)\b)"
)
# "I am" before a cue word: the visitor speaks of themself ("je suis malade", "ich bin krank").
FIRST_PERSON_STATES = frozenset(
    {"i am", "i'm", "im", "je suis", "ik ben", "ich bin", "estoy", "soy", "sono", "estou", "sou", "jag ar"}
    # "We're getting married next July": the visitors' own wedding
    | {"we are", "we're", "i'm getting", "im getting", "am getting", "we're getting", "are getting"}
    | {"nous sommes", "wij zijn", "we zijn", "wir sind", "estamos", "somos", "siamo", "vi ar"}
    # "Je me marie en juin": a French reflexive verb of the visitor
    | {"je me", "nous nous"}
)
# "From what age can children join?", "ab welchem Alter", "che età devono avere i ragazzi": the age
# a course or tour asks of its participants, in the seven visitor languages; the age and the
# children in such a question are not the owner's.
# "Wie viele Kinder haben beim Schulprojekt mitgemacht?": children counted as participants of the work.
COUNTED_PARTICIPANTS = re.compile(
    r"\b(?:how many|hoeveel|wie ?viele|combien|cuant[oa]s|quant[ie]|quant[oa]s)\b.{0,60}\b(?:took part|take part|"
    r"taken part|participated|attended|enrolled|teilgenommen|mitgemacht|teilnehmen|mitmachen|deelgenomen|doen mee|"
    r"deden mee|meegedaan|participe\w*|participaron|han participado|partecipa\w*|participaram|asistieron|"
    r"inscrit\w*|inscritos|iscritti)\b"
)
MINIMUM_AGE = re.compile(
    r"\b(?:(?:from|at) what age|minimum age|age limit|how old (?:do|does|must|should|can|to)\b|"
    r"vanaf (?:welke|wat voor) leeftijd|minimum ?leeftijd|minimale leeftijd|leeftijdsgrens|hoe oud moet|"
    r"ab welchem alter|mindestalter|altersgrenze|wie alt (?:muss|mussen|darf|durfen|soll|sollte|sollen|kann)|"
    r"hoe oud (?:mag|mogen|moeten|kan)|"
    r"a partir de (?:quel age|que edad|que idade|qual idade)|des quel age|(?:pour|for) (?:quel|what) age|age minimum|age minimal|limite d'age|"
    r"quel age (?:faut|doit|doivent)|desde que edad|edad minima|limite de edad|que edad (?:hay|debe|deben|tiene que)|"
    r"da (?:che|quale) eta|a partire da(?:lla)? (?:che|quale) eta|eta minima|limite di eta|"
    r"(?:che|quale) eta (?:devono|deve|bisogna|serve)|quanti anni (?:devono|deve|bisogna|servono)|"
    r"idade minima|limite de idade|(?:que|qual) idade (?:e preciso|devem|deve|tem de|tem que)|"
    # "A che età si può iniziare?", "¿A qué edad pueden empezar?", "À quel âge peut-on venir ?"
    r"a (?:che|quale) eta (?:si puo|possono|puo)|a que edad (?:se puede|pueden|puede)|"
    r"a quel age (?:peut|peuvent|on peut)|com que idade (?:se pode|podem|pode))"
)
# "What does she charge per hour?", "Combien facture-t-elle par jour ?": a price verb with a time
# unit asks the owner's hourly or daily rate, a matter for the public contact.
PRICE_VERB = re.compile(
    r"\b(?:cost|costs|charge[sd]?|kost|kosten|kostet|rekent|vraagt|verlangt|berechnet|nimmt|cuesta|cobra|"
    r"factur\w*|coute|prend|demande|costa|chiede|fattura|pagare|custa|cobra)\b"
)
PAY_RATE = re.compile(
    r"\b(?:day rate|daily rate|hourly rate|uurtarief|dagtarief|tagessatz|stundensatz|tarif journalier|"
    r"tarif horaire|tarifa (?:diaria|por hora)|tariffa (?:giornaliera|oraria)|diaria|timpris|timarvode|dagspris)\b"
)
HOURLY = re.compile(
    r"\b(?:hours?|hourly|stunden?|stundensatz|uur|uurtarief|heures?|horaire|horas?|ore|oraria|timpris|timmen?|"
    r"timmar|timarvode)\b|\d\s*/\s*h\b|"
    # Italian's hour alone is also "now" ("ora lavoro a Bari", "per ora no"): "58 € l'ora", "30 € per ora"
    r"(?:l'|all'|ogni )ora\b|\d[^\n\d]{0,10}\bper ora\b"
)
PER_TIME = re.compile(
    r"\b(?:per|pro|par|por|a|al|all'|la|l'|an|am)\s*(?:hour|day|stunde|tag|uur|dag|heure|jour|journee|hora|"
    r"dia|ora|giorno|giornata)\b"
)
# "How much does he charge for travel to Germany?": a published travel or shipping charge, not the
# owner's pay (the pay cue words that also ask what a service costs).
PAY_CUES = frozenset({"charge for", "cobra", "tarifa", "tariffa", "gana", "earn", "earns"})
TRAVEL = re.compile(
    r"\b(?:travel\w*|journey|call-?out|mileage|delivery|shipping|postage|deplacements?|deplacez|voyage|"
    r"desplazamientos?|viajes?|envios?|reise\w*|anfahrt\w*|fahrtkosten|versand\w*|reiskosten|verzend\w*|"
    r"viaggi\w*|trasferta|spedizion\w*|deslocac\w*|portes|frakt\w*|leverans\w*|resekostnad\w*)\b"
)
# "¿Cuánto cobra por georreferenciar un mapa?", "...si cancelo la cita?": the price of a service or a
# condition, asked with the verb for charging, not the owner's pay.
SERVICE_CHARGE = re.compile(
    r"\b(?:cobra|charges?|tarifa|tariffa)\s+(?:por|for|para|per|pour|si|if|when|cuando)\b"
)
DEFINITE = frozenset({"the", "de", "het", "die", "der", "den", "les", "los", "las", "i", "os"})
BRIDE = frozenset({"novia", "novio", "noiva", "noivo"})
OF_THE = frozenset({"de", "la", "el", "da", "do", "a", "o"})
DIETS = frozenset(
    {"vegan", "vegetarian", "vegetarisch", "vegetarier", "vegetarierin", "vegetariano", "vegetariana"}
)
FOOD = re.compile(
    r"\b(?:eat|eating|food|menu|menus|meals?|dish(?:es)?|options?|lunch|dinner|brunch|buffet|catering|essen|"
    r"speisen|gerichte?|eten|maaltijd\w*|gerechten?|repas|plats?|cuisine|comida|comidas|platos?|menu|cibo|"
    r"piatti|pasti|pratos?|refeic\w*|mat|maten|ratter)\b"
)
# A birth asked of an article and a name ("è nata la Fonderia Carosella", "nació la Quesería Ortiz"): a
# business's founding, since a person's name takes no article.
BIRTH = re.compile(r"nat[oa]$|nacque|nacio|nasceu|born$")
NAMED_THING = re.compile(r"\s+(?:il|la|lo|l'|el|o|a|the)\s*[A-ZÀ-ÖØ-Þ]")
# "Fazem bolos de aniversário?", "birthday parties for children": a birthday as an occasion for what is
# made or held is a service, not anyone's date of birth.
BIRTHDAYS = frozenset({"birthday", "verjaardag", "cumpleanos", "anniversaire", "aniversario", "compleanno"})
OCCASION_BEFORE = re.compile(
    r"\b(?:bolos?|festas?|fiestas?|tartas?|tortas?|torte|gateaux?|fetes?|cartes?|tarjetas?|cartoes|cartao|"
    r"regalos?|cadeaux?|presentes?|talleres|taller|oficinas?|ateliers?|laboratori|feste|biglietti)\s+"
    r"(?:de|di|d'|da|do|per|para|pour)\s*(?:(?:un|una|o|a|il|el|la|l')\s+)?$"
)
OCCASION_AFTER = re.compile(
    r"\s*(?:party|parties|cakes?|cards?|gifts?|presents?|celebrations?|workshops?)\b"
    # "el aniversario del club de tiro", "l'anniversaire de la boutique": a thing's anniversary
    r"|\s+(?:del|de la|de los|de las|du|de l')\b"
)
# A car after an article or a preposition of travel is the visitor's or any car ("by car", "en
# voiture", "met de auto"); the owner's car is "her car", "what car does she drive?".
VEHICLES = frozenset({"car", "auto", "coche", "voiture"})
VEHICLE_BEFORE = DEFINITE | {
    "dem",
    "la",
    "le",
    "el",
    "l'",
    "by",
    "per",
    "en",
    "in",
    "met",
    "mit",
    "con",
    "com",
    "posti",  # "Quanti posti auto ci sono?": parking spaces
    "posto",
}
# "Can I pay by mobile phone?", "Posso pagar com o telemóvel?", "Kann ich mit dem Handy bezahlen?": a
# phone as a means of payment, not the owner's private number.
PHONE_CUE = re.compile(r"phone|mobile|cell|telefon|telemovel|celular|handy|gsm|movil|portable|cellulare")
PAYMENT = re.compile(
    r"\b(?:pay|paying|payment|betalen|betaal\w*|betaling|bezahl\w*|zahlen|zahlung|pag(?:ar|o|amento|are|amos)|"
    r"paga|payer|paie|paiement|regler|verser|versement|versare)\b"
)
COUNTED = re.compile(r"\b(?:how many|hoeveel|wie ?viele|combien d|cuant[oa]s|quant[oa]s|quanti)\b")
HAS = re.compile(
    r"\b(?:have|has|had|heeft|hebben|had|hat|haben|hatte|a-t-(?:elle|il)|ont|avez|tiene|tienen|tem|ha|hanno)\b"
)
# "Quanti bambini ha seguito?", "How many children has she taught?": "has" before a participle is
# what she did, not what she has (unless it is had: "¿Cuántos hijos ha tenido?").
HAS_DONE = re.compile(
    r"\b(?:have|has|had|heeft|hebben|hat|haben|hatte|ha|hanno|han|tem|teve)\s+(?:\w+\s+){0,2}?"
    r"(?!(?:tenido|avuto|tido|gehabt|gehad|gekregen)\b)(?:\w+(?:ed|ato|ito|uto|ado|ido)|taught|\w*ge\w+(?:d|t|en))\b"
)
# "How old is the oak?", "¿Cuántos años tiene el molino?": the age of a thing, not the owner's.
AGE_QUESTIONS = frozenset(
    {"how old", "hoe oud", "wie alt", "quel age", "cuantos anos", "quantos anos", "quanti anni", "hur gammal"}
)
# "How many years" asks an age only with "have" ("¿Cuántos años tiene?", "quanti anni ha?"); with
# another verb it counts years ("¿Cuántos años dura un tejado?", "quantos anos demora").
YEARS_COUNTED = frozenset({"cuantos anos", "quantos anos", "quanti anni"})
OWN_AGE_VERB = re.compile(
    r"\s*(?:\w+\s+)?(?:tiene|tienes|tenia|cumple|cumplio|tem|tens|tinha|faz|fez|ha|hai|aveva|compie|fa)\b"
)
OF_A_THING = re.compile(
    r"\s*(?:is|was|are|were|ist|war|sind|tiene|tenia|tienen|a|ont|avait|tem|ha|hanno)\s+"
    r"(?:the|this|that|these|those|het|de|dit|dat|deze|die|der|das|dieser|diese|dieses|el|la|los|las|"
    r"este|esta|ese|esa|le|les|ce|cet|cette|ces|o|a|os|as|il|lo|"
    # "hoe oud is haar zuurdesem", "how old is his workshop": the owner's thing, not the owner
    r"her|his|their|its|haar|zijn|hun|ihr|ihre|sein|seine|son|sa|ses|su|sus|seu|sua|suo|"
    # "Hoe oud is jullie oudste olijfboom?": the visitor asks about the site's thing
    r"your|jullie|uw|euer|eure|dein|deine|votre|vos|ton|ta|tu|tus|vuestro|vuestra|vostro|vostra|tuo|tua|"
    r"teu|vosso|vossa|din|ditt|dina|ert|era)\b"
    r"(?=\s*\w)"  # "Quantos anos tem a Sigrid?", the name out ("tem a ?"): the owner
)
# A sentence about the visitor ("our event in Newcastle", "tengo restaurantes en Oporto"): its
# names are the visitor's setting, not a claim about the owner. An object "me" or "us" is not one:
# "tell me about her time at X" asks about the owner.
FIRST_PERSON = re.compile(
    r"\b(?:i|i'm|we|we're|our|my|ik|wij|we|ons|onze|mijn|ich|wir|unser|unsere|unserem|unseren|"
    r"mein|meine|yo|tengo|tenemos|nosotros|nuestro|nuestra|nuestros|mi|mis|je|j'ai|nous|notre|nos|mon|ma|mes)\b"
)
FIRST_PERSON_ANY_CASE = re.compile(FIRST_PERSON.pattern, re.IGNORECASE)
WEEKDAYS_AND_MONTHS = frozenset(
    """monday tuesday wednesday thursday friday saturday sunday january february march april may june
    july august september october november december maandag dinsdag woensdag donderdag vrijdag zaterdag
    zondag montag dienstag mittwoch donnerstag freitag samstag sonntag januar februar marz mai juni juli
    oktober dezember lunes martes miercoles jueves viernes sabado domingo enero febrero marzo abril mayo
    junio julio agosto septiembre octubre noviembre diciembre lundi mardi mercredi jeudi vendredi samedi
    dimanche janvier fevrier mars avril juin juillet aout septembre octobre novembre decembre""".split()  # noqa: SIM905
)
# Capitalised words that open a question or are function words in a visitor language: never names.
NOT_NAMES = frozenset(
    """i i'm i'd i've what who where when why how which is are was were do does did can could would
    will should has have had tell please hello hi dear mr mrs ms dr prof wat wie waar wanneer waarom
    hoe welke welk is zijn heeft hebben kan kun mag was ik je jij u hallo hoi was wer wo wann warum
    wie welche welcher welches ist sind hat haben kann konnen ich sie du hallo que quien donde cuando
    por como cual cuales es son tiene tienen puede hola usted yo qui que quoi ou quand pourquoi comment
    quel quelle quels quelles est sont a ont peut je vous bonjour salut the a an de het een der die das
    el la los las le les un une frau herr mevrouw meneer mijnheer senora senor sra sr madame monsieur mme
    mademoiselle ihr ihre ihren ihrem ihrer ihres euer eure unser unsere ihnen euch uns dir dich mir mich""".split()  # noqa: SIM905
)
# German capitalises every noun; straight after a preposition, with no article, a capitalised word
# is a name more often than not ("bei Greenpeace", "in Friesland"; but "für die Datenanalyse").
# Not after "mit": "mit Kupferfolie", "mit Sekundenkleber" name a material or a tool (all spent sets
# replayed: +2 answered, 0 refusals lost; without "für" too: +1, -2).
GERMAN_PREPOSITION_NAME = re.compile(r"\b(?:bei|in|für|von|nach|aus|an|über)\s+([A-ZÄÖÜ][\w-]+)")
PLACE_PREPOSITIONS = frozenset({"in", "nach", "an"})
# "nach Maß" (made to measure), "nach Vereinbarung" (by appointment): the nouns of set phrases after "nach"
AFTER_NACH = frozenset(
    "maß mass hause wunsch vereinbarung absprache bedarf anfrage rücksprache termin terminvereinbarung".split()  # noqa: SIM905
)
NAME = re.compile(r"[A-ZÀ-ÖØ-Þ][\w'\u2019-]*[\w]|[A-Z]{2,}")
SENTENCE_START = re.compile(r"(?:^|[.!?¿¡:;\"“(]\s*)$")
KNOWN_SIMILARITY = 80
SENDING = re.compile(
    r"\b(?:ship|shipping|shipped|send|sent|post|posted|deliver|delivery|verzend\w*|opsturen|sturen|(?:ver)?stuur\w*|"
    r"verstur\w*|bezorg\w*|(?:ver)?schick\w*|versand\w*|versend\w*|liefer\w*|envo\w*|expedi\w*|livr\w*|envi\w*|"
    r"mandar|manda|spedi\w*|spedizione|inviare|invia|entreg\w*|encomenda|pedido|skicka\w*|frakt\w*|"
    r"leverera\w*|leverans\w*)\b"
)
VISITOR_HOME = re.compile(
    r"\b(?:i live in|i'm based in|we live in|ik woon in|wij wonen in|we wonen in|ich wohne in|ich lebe in|"
    r"wir wohnen in|j'habite|je vis (?:en|au|aux)|nous habitons|vivo en|vivimos en|vivo in|abito in|"
    r"viviamo in|moro (?:em|no|na|nos|nas)|vivo (?:em|no|na)|moramos)\b"
)
SHARED_END = 3  # "Francia" is "France": a shared start leaves at most this many letters of the word
PHRASE_WORDS = 3  # a name this long must stand as a phrase in the retrieved sections...
PHRASE_SIMILARITY = 90  # ...this alike


def personal_topic(question: str, *, language: str | None = None) -> str | None:
    """The personal matter a question asks about ("birthday", "uurtarief"), or None.

    A cue word does not count where it says something else: after a first-person possessive it is
    the visitor's own ("my daughter is nine"); before a capitalised name it is a form of address
    ("Frau Ferrer"); and a function word of the question's own language is that word ("son
    entreprise" in French is "his company", not a son)."""
    folded = fold(question).replace("\u2019", "'")
    if PRICE_VERB.search(folded) and (rate := PER_TIME.search(folded)):
        return rate.group(0)
    participants = MINIMUM_AGE.search(folded) or COUNTED_PARTICIPANTS.search(folded)
    paying = PAYMENT.search(folded)
    travel = TRAVEL.search(folded)
    for match in PERSONAL.finditer(folded):
        cue = match.group(0)
        if paying and PHONE_CUE.search(cue):
            continue
        if travel and cue in PAY_CUES:
            continue
        if cue in PAY_CUES and SERVICE_CHARGE.search(folded):
            continue
        before = folded[: match.start()].split()
        # "my daughter", "meinem zehnjährigen Sohn": the possessive may stand before an adjective
        if any(VISITOR_POSSESSIVE.fullmatch(word.strip("¿¡\"'(")) for word in before[-2:]):
            continue
        if " " not in cue and re.search(rf"\b(?i:{re.escape(cue)})\s+[A-ZÀ-ÖØ-Þ]", fold_accents(question)):
            continue
        if language and cue in STOPWORDS.get(language, ()):
            continue
        if (
            cue in CHILDREN
            and not someones_children(folded[match.end() :])
            and (
                (before and (before[-1] in DEFINITE or before[-1] in FOR_PUPILS))
                or (len(before) > 1 and before[-1] in INDEFINITE and before[-2] in FOR_PUPILS)
                or (COUNTED.search(folded) and (not HAS.search(folded) or HAS_DONE.search(folded)))
                or WELCOMED.search(folded)
                or (ATTENDING.search(folded) and not (before and OWNERS_POSSESSIVE.fullmatch(before[-1])))
            )
        ):
            continue
        if (
            cue in FAMILY_AFTER_OF
            and before
            and before[-1] in OF
            and any(VISITOR_POSSESSIVE.fullmatch(w) for w in before[-4:-1])
        ):
            continue
        if cue in AGE_QUESTIONS and (
            OF_A_THING.match(folded[match.end() :]) or visitors_own(folded[match.end() :].split()[:3])
        ):
            continue  # "How old is the oak?", "Wie alt darf mein Brillenpass sein?"
        if cue in AGE_CUES and AGE_OF_A_THING.match(folded[match.end() :]):
            continue  # "das Alter von lebenden Bäumen", "the age of the beams": a thing's age
        if visitors_matter(cue, folded, match.start(), match.end()):
            continue
        if first_person_state(before):
            continue  # "Je suis malade, elle peut venir ?", "I'm ill": the visitor's own
        if cue in YEARS_COUNTED and not OWN_AGE_VERB.match(folded[match.end() :]):
            continue  # "¿Cuántos años dura un tejado?": years counted, not anyone's age
        if participants and (cue in AGE_CUES or cue in AGE_QUESTIONS or cue in CHILDREN):
            continue
        if cue in BRIDE and before and before[-1] in OF_THE:
            continue  # "un ramo de novia", "el peinado de la novia": a bride, no one's girlfriend
        if BIRTH.search(cue) and NAMED_THING.match(fold_accents(question)[match.end() :]):
            continue  # "In che anno è nata la Fonderia Carosella?": a business founded, no one's birth
        if cue in BIRTHDAYS and (
            OCCASION_BEFORE.search(folded[: match.start()]) or OCCASION_AFTER.match(folded[match.end() :])
        ):
            continue  # "bolos de aniversário", "birthday parties": an occasion, not a date of birth
        if cue in DIETS and FOOD.search(folded):
            continue  # "Kann man bei euch vegan essen?": the food served, not the owner's diet
        if language and language != "de" and named(cue, question):
            continue  # "How much is delivery to Dos Hermanas?": part of a name
        if cue in VEHICLES and before and before[-1] in VEHICLE_BEFORE:
            continue  # "Where can I leave the car?", "Kann man mit dem Auto kommen?": the visitor's car
        if cue in SPOUSE_ONLY_AFTER and not (before and SPOUSE_ONLY_AFTER[cue].fullmatch(before[-1])):
            continue
        return cue
    if WHERE_LIVES.search(folded) and EXACTLY.search(folded):
        return "exact residence"  # "Où habite-t-elle exactement ?", "¿Dónde vive exactamente?"
    district = NEIGHBOURHOOD.search(folded)
    return district.group(0) if district and LIVING.search(folded) else None


def named(cue: str, question: str) -> bool:
    """Whether a cue word is written with a capital inside a sentence: a name's word ("Dos Hermanas").
    Not for German, which capitalises every noun."""
    if cue[:1].upper() == cue[:1]:
        return False  # a script without capitals
    written = fold_accents(question)
    return any(
        not SENTENCE_START.search(written[: m.start()])
        for m in re.finditer(rf"\b{re.escape(cue[:1].upper() + cue[1:])}\b", written)
    )


def visitors_own(words: list[str]) -> bool:
    """Whether a visitor's possessive is among `words` ("darf mein Brillenpass"): the visitor's thing."""
    return any(VISITOR_POSSESSIVE.fullmatch(w.strip("¿¡?!.,\"'()")) for w in words)


# "Les chiens sont-ils acceptés pendant la visite ?", "Sind Hunde erlaubt?": the visitor's animal.
PET_CUE = re.compile(
    r"pets?|dogs?|cats?|huisdier\w*|honden?|katten?|hunde?|katzen?|haustier\w*|chiens?|chats?|animaux|perros?|"
    r"gatos?|mascotas?|cani|cane|gatt[oi]|animali domestici|caes|cachorr[oa]s?|animais de estimacao|"
    r"husdjur|hundar|katter"
)
ALLOWED = re.compile(
    r"\b(?:allowed|welcome|bring|permitted|toegestaan|welkom|meenemen|meebrengen|mag|mogen|erlaubt|"
    r"willkommen|mitbringen|mitnehmen|darf|durfen|acceptes?|admis|autorises?|amener|bienvenus?|permitid[oa]s?|"
    r"admitid[oa]s?|traer|llevar|ammess[oi]|ammesse|benvenut[oi]|portare|permess[oi]|aceites|permitid[oa]s|levar|"
    r"trazer|tillat\w*|valkomna|valkommen|ta med)\b"
)
# "¿Se puede ir con perro?", "Kann ich mit Hund kommen?": the visitor's pet along (not "does she
# live with a dog": a question about the owner names her).
WITH_A_PET = re.compile(
    r"(?<!live )(?<!lives )(?<!vive )(?<!woont )(?<!wohnt )(?<!vit )\b(?:with|con|mit|met|avec|com|med)\s+"
    r"(?:(?:a|an|my|our|the|un|una|el|mi|mis|mijn|onze|de|het|een|meinem|einem|unserem|dem|le|la|mon|ma|notre|o|um|"
    r"meu|il|lo|mio|min|mitt|var|vart)\s+)?$"
)
# "Acepta seguros de salud brasileños?", "does she take health insurance?": the patient's insurer. (An
# insurance alone stays the owner's: "which insurer covers passengers?" names no health insurer.)
HEALTH_OR_INSURANCE_CUE = re.compile(
    r"health|insurance|insured|gezondheid\w*|verzeker\w*|gesundheit\w*|versicher\w*|salud|asegurad[oa]|"
    r"sante|assuree?|salute|saude"
)
HEALTH_INSURER = re.compile(
    r"\b(?:health insurance|health insurers?|krankenversicherung\w*|krankenkasse\w*|zorgverzeker\w*|mutuelle\w*|"
    r"assurances? (?:sante|maladie)|seguros? (?:de salud|medicos?)|assicurazion[ei] sanitari[ae]|"
    r"planos? de saude|seguros? de saude)\b"
)
ACCEPTS = re.compile(
    r"\b(?:accepts?|accepted|take|takes|covers?|covered|bill|accepteert|aanvaardt|vergoed\w*|akzeptiert|"
    r"nimmt|abgerechnet|erstattet|accepte\w*|prend|rembours\w*|acepta\w*|cubre|reembols\w*|accetta\w*|"
    r"copre|rimbors\w*|aceita\w*|cobre)\b"
)


def visitors_matter(cue: str, folded: str, start: int, end: int) -> bool:
    """Whether a personal cue word speaks of the visitor's matter or of the work, not of the owner's
    life: part of a compound ("camping-car"), the visitor's pet allowed along, a patient's health
    insurer accepted."""
    if (start > 0 and folded[start - 1] == "-") or folded[end : end + 1] == "-":
        return True
    if PET_CUE.fullmatch(cue) and (ALLOWED.search(folded) or WITH_A_PET.search(folded[:start])):
        return True
    return bool(
        HEALTH_OR_INSURANCE_CUE.fullmatch(cue) and HEALTH_INSURER.search(folded) and ACCEPTS.search(folded)
    )


def first_person_state(before: list[str]) -> bool:
    words = [w.strip("¿¡\"'(,") for w in before[-2:]]
    return bool(words) and (words[-1] in FIRST_PERSON_STATES or " ".join(words) in FIRST_PERSON_STATES)


def opinion_topic(question: str) -> str | None:
    """What an opinion question asks about ("paella con chorizo" in "¿Qué opina de la paella con
    chorizo?"), or None when the question asks for no opinion."""
    match = OPINION.search(fold(question))
    return match.group("topic") if match else None


def asks_pay_rate(question: str) -> bool:
    """Whether a question asks what the owner charges per hour or day ("day rate", "what does a
    tour cost per person", "uurtarief"): a price a price list may publish."""
    folded = fold(question).replace("\u2019", "'")
    return bool((PRICE_VERB.search(folded) and PER_TIME.search(folded)) or PAY_RATE.search(folded))


def without_rate(question: str) -> str:
    """The question with its words for a rate taken out ("day rate", "per hour"): what is left
    names the work the rate is for."""
    folded = fold(question).replace("\u2019", "'")
    return PER_TIME.sub(" ", PAY_RATE.sub(" ", folded))


def asks_hourly(text: str) -> bool:
    """Whether a text speaks of an hourly rate ("per hour", "pro Stunde", "uurtarief", "€40/h")."""
    return bool(HOURLY.search(fold(text)))


def fold_accents(text: str) -> str:
    """Accents removed, case kept."""
    decomposed = unicodedata.normalize("NFKD", text)
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def names_in(question: str, *, language: str) -> list[str]:
    """The question's names: capitalised words that don't open a sentence, with their neighbours
    ("Natural History Museum" is one). German capitalises every noun, so there a lone capitalised
    word is a name only when it is an acronym, written in capitals inside (BAFTA, iPhone), or
    follows a preposition without an article ("bei Greenpeace")."""
    names: list[str] = []
    for sentence in re.split(r"(?<=[.!?])\s+", question):
        if not about_visitor(sentence):
            names += _sentence_names(sentence)
    if language == "de":
        stripped = [after_article_noun(n, question) for n in names]
        after_noun = {short for short, n in zip(stripped, names, strict=True) if short != n}
        names = stripped
        prepositions = {
            match.group(1): match.group(0).split()[0]
            for sentence in re.split(r"(?<=[.!?])\s+", question)
            if not about_visitor(sentence)
            for match in GERMAN_PREPOSITION_NAME.finditer(sentence)
            # "Rabatt für Geschwister", "für Mitglieder": a discount is for a kind of people
            if not (match.group(0).startswith("für") and asks_discount(question))
        }
        after_place_preposition = {n for n, p in prepositions.items() if p in PLACE_PREPOSITIONS}
        names = [
            n
            for n in names
            if any(marked_name(part) for part in re.split(r"[\s-]", n))  # each word of "Meter Leinen"
            # "in Brüssel": German writes the town its own way; "nach Maß", "nach Vereinbarung": no town
            or (n in after_place_preposition and n.casefold() not in AFTER_NACH)
            or (
                (" " in n or n in prepositions or n in after_noun)
                # "für Anfänger", "ein Heft Blattgold", "Kilometer Wanderwege": a German noun, no name
                and not (german_noun(n.split()[-1]) and not any(is_country(p) for p in n.split()))
            )
        ]
    return names


GERMAN_NOUN = 3.0  # Zipf: a German word this frequent, or a compound of two, is a common noun...
FOREIGN_WORD = 1.5  # ...unless this frequent in another language too: a place ("Kassel"), a loanword
COMPOUND_PART = 4  # letters of each part at least: "Wüst|hof" is a name


def german_noun(word: str) -> bool:
    """Whether a capitalised German word is a common noun rather than a name: a frequent German word
    ("Läufer", "Durchmesser") or a compound of two ("Rock|konzerte", "Blatt|gold") that other
    languages don't write (they write "Kassel", "Solingen" and "Hotel"). A word with "ß" is German
    alone, though word lists read it as "ss" ("Maß" is no English "mass")."""
    lower = word.casefold()
    if "ß" not in word and any(
        zipf_frequency(lower, other) >= FOREIGN_WORD for other in ("en", "fr", "es", "it", "nl")
    ):
        return False
    if zipf_frequency(lower, "de") >= GERMAN_NOUN:
        return True
    return any(
        zipf_frequency(lower[:i], "de") >= GERMAN_NOUN and zipf_frequency(lower[i:], "de") >= GERMAN_NOUN
        for i in range(COMPOUND_PART, len(lower) - COMPOUND_PART + 1)
    )


GERMAN_ARTICLE = re.compile(
    r"\b(?:der|die|das|dem|den|des|ein|eine|einem|einen|einer|eines|kein|keine|keinen|ihr|ihre|ihren|ihrem|"
    r"sein|seine|seinen|seinem|mein|meine|meinen|meinem)\s+$",
    re.IGNORECASE,
)


def after_article_noun(name: str, question: str) -> str:
    """A German run of capitalised words after an article opens with a noun: "das Boot Halcyon" names
    "Halcyon", "ein Heft Blattgold" names "Blattgold"."""
    rest = name.partition(" ")[2]
    at = question.find(name)
    return rest if rest and at > 0 and GERMAN_ARTICLE.search(question[:at]) else name


def about_visitor(sentence: str) -> bool:
    """Whether a sentence speaks of the visitor ("our event", "je suis", "tengo"): a first-person
    word in lower case or opening the sentence. Capitalised inside it, the word belongs to a name
    ("Notre-Dame de Paris" is no "notre")."""
    text = fold_accents(sentence).replace("\u2019", "'")
    return any(
        (
            match.group(0).casefold() in ("i", "i'm")
            or not match.group(0)[0].isupper()
            or SENTENCE_START.search(text[: match.start()])
            or match.start() == 0
        )
        and not (match.group(0).casefold() == "je" and detect_language(sentence) == "nl")
        # Portuguese "nos" before a plural is "in the" ("nos fundos da loja", "nos próximos anos")
        and not (
            match.group(0).casefold() == "nos"
            and PORTUGUESE.search(sentence)
            and re.match(r"\s+\w+s\b", text[match.end() :])
        )
        for match in FIRST_PERSON_ANY_CASE.finditer(text)
    )


# Words only Portuguese writes among the visitor languages (the detector reads Portuguese as Spanish)
PORTUGUESE = re.compile(
    r"\b(?:ela|ele|elas|eles|você|vocês|não|um|uma|também|são)\b|ção\b|ões\b", re.IGNORECASE
)


def marked_name(word: str) -> bool:
    """An acronym or a word with a capital inside (BAFTA, iPhone, DeepL); the parts of a hyphenated
    German compound are judged each ("Online-Vortrag" is a noun, "NATO-Gipfel" holds a name)."""
    return len(word) > 1 and (word.isupper() or any(c.isupper() for c in word[1:]))


# "Premio Nacional de Artesanía", "Meilleur Ouvrier de France": a name of two words or more goes on
# past its particles (and must then stand as a phrase in a retrieved section, as a long name must);
# "Restaurierung des Perlmutt-Fächers", "University of Seville" stay two.
PARTICLE_RUN = 2
NAME_PARTICLES = re.compile(
    r"\s+(?:(?:of|de|di|du|des|del|della|dei|da|do|dos|das|van|von)(?:\s+(?:la|le|los|las|der|den|the))?)\s+"
)


def _sentence_names(question: str) -> list[str]:
    names: list[str] = []
    run: list[str] = []
    previous_end = 0
    for match in NAME.finditer(question):
        word = match.group(0)
        start = match.start()
        opens = bool(SENTENCE_START.search(question[:start])) or start == 0
        folded = fold(word)
        if opens or folded in NOT_NAMES or folded in WEEKDAYS_AND_MONTHS:
            if run:
                names.append(" ".join(run))
            run = []
        elif run and question[previous_end:start].strip() == "":
            run.append(word)
        elif len(run) >= PARTICLE_RUN and NAME_PARTICLES.fullmatch(question[previous_end:start]):
            run.append(f"{question[previous_end:start].strip()} {word}")
        else:
            if run:
                names.append(" ".join(run))
            run = [word]
        previous_end = match.end()
    if run:
        names.append(" ".join(run))
    return names


ROMAN_NUMERAL = re.compile(r"[IVXLC]{2,}")


def unknown_names(
    question: str, *, vocabulary: frozenset[str], language: str, texts: list[str] | None = None
) -> list[str]:
    """The question's names that the published documents don't hold: a word of the name is in none
    of them (a misspelling of a known word counts as known). With `texts` (the retrieved sections,
    which full-text search found by the name's words), a name of three or more words must also
    stand in one of them as a phrase: "Marine Biological Association" is not known because
    "marine", "biological" and "association" each are."""
    if not vocabulary:
        return []
    unknown = []
    folded_texts = [" ".join(re.findall(r"\w+", fold(text))) for text in texts or []]
    for name in names_in(question, language=language):
        words = [w for w in re.findall(r"\w+", fold(named_part(name))) if len(w) > 1]
        if len(words) == 1 and len(words[0]) < 3:  # "UE" for "EU": two letters tell no name apart
            continue
        if ROMAN_NUMERAL.fullmatch(name):  # "no século XVIII": a century, no name
            continue
        if known_place(name, vocabulary) or is_calendar_word(name) or known_holiday(name, vocabulary):
            # "Suisse" beside "Switzerland"; "Saturdays"; "Páscoa" beside "Pâques"
            continue
        if visitors_country(name, question):
            continue
        # One word of a name that is nowhere ("Europa Nostra": no "Nostra") makes it another name.
        # "National Park" is the "Nationalpark" of a German page: two words joined are known together.
        joined = {
            w
            for pair in itertools.pairwise(words)
            if "".join(pair) in vocabulary or f"{''.join(pair)}s" in vocabulary
            for w in pair
        }
        known = all(w in joined or word_known(w, vocabulary) for w in words if len(w) > 3 or len(words) == 1)
        # German capitalises every noun: "ein großer Bogen Leinenpapier Ilmweiß" is three nouns, no name
        # whose words must stand together
        if not known or (
            folded_texts
            and len(words) >= PHRASE_WORDS
            and language != "de"
            and not phrase_known(words, folded_texts)
        ):
            unknown.append(name)
    return unknown


def visitors_country(name: str, question: str) -> bool:
    """Whether `name` is a country the visitor ships to or lives in ("How much is shipping to
    Germany?", "Vivo en Alemania: ¿puedo pagar con PayPal?"): no premise about the owner; the page
    on shipping or paying from abroad answers it without naming every country."""
    folded = fold(question)
    if not (SENDING.search(folded) or VISITOR_HOME.search(folded)):
        return False
    # "Can you send it to me in Lyon?", "Ich wohne in Graz": a town the visitor is in, too.
    return is_country(name) or bool(
        re.search(rf"\b(?:in|to|naar|nach|a|en|au|em|para|no|na)\s+{re.escape(fold(name))}\b", folded)
    )


def named_part(name: str) -> str:
    """A name joined by a hyphen to a word in lower case is that name: "Calloway-kamerkoor" (the
    Calloway choir in Dutch), "English-language"."""
    head, _, tail = name.rpartition("-")
    return head if head and " " not in name and tail[:1].islower() else name


def phrase_known(words: list[str], texts: list[str]) -> bool:
    """Whether the words stand together in one of the texts, a misspelling or two allowed, in any
    order: "Harz National Park" is the "Nationalpark Harz" of a German page."""
    phrases = (
        {" ".join(order) for order in itertools.permutations(words)} if len(words) <= 4 else {" ".join(words)}
    )
    return any(fuzz.partial_ratio(phrase, text) >= PHRASE_SIMILARITY for phrase in phrases for text in texts)


def word_known(word: str, vocabulary: frozenset[str]) -> bool:
    if word in vocabulary:
        return True
    if len(word) < 4:
        return False
    # "Francia" for "France", "Londen" for "London", "Medow" for "Meadow": a shared start or one edit.
    return any(
        abs(len(known) - len(word)) <= 2
        and (
            (known[:5] == word[:5] and len(word) >= 6 and shared_start(word, known) >= len(word) - SHARED_END)
            or fuzz.ratio(word, known) >= KNOWN_SIMILARITY
        )
        for known in vocabulary
    )


def shared_start(word: str, other: str) -> int:
    return next(
        (at for at, (a, b) in enumerate(zip(word, other, strict=False)) if a != b), min(len(word), len(other))
    )


def unknown_words(question: str, words: set[str], *, vocabulary: frozenset[str]) -> list[str]:
    """The question's informative `words` that no published document holds (misspellings of known
    words count as known), leaving out the sentences about the visitor ("we are a church board in
    the Betuwe"). Only meaningful when the question is in a language the documents are written in."""
    return sorted(w for w in asked_words(question, words) if not word_known(w, vocabulary))


def asked_words(question: str, words: set[str]) -> set[str]:
    """The `words` outside the sentences about the visitor: what the question asks about."""
    visitors = {
        w
        for sentence in re.split(r"(?<=[.!?])\s+", question)
        if about_visitor(sentence)
        for w in re.findall(r"\w+", fold(sentence))
    }
    return words - visitors


# "Why did she stop in 2010?", "¿Por qué se publicó ya en 2019?": a year the question takes for
# granted. A why-question (or one saying "already") rests on its year; the units that answer it
# must state that year, else the question twists a real fact (another year for the same event).
WHY = re.compile(
    r"\b(?:why|how come|waarom|hoezo|warum|wieso|weshalb|por que|porque|pourquoi|perche|come mai)\b"
)
ALREADY = re.compile(r"\b(?:already|schon|bereits|ya|deja|gia)\b")
YEAR = re.compile(r"\b(?:1[89]|20)\d\d\b")


def premise_years(question: str) -> list[str]:
    """The years a why- or "already"-question takes for granted; [] for any other question."""
    folded = fold(question)
    return YEAR.findall(folded) if WHY.search(folded) or ALREADY.search(folded) else []


# "Waarom heeft hij tien jaar in Ontario gewerkt?", "Klopt het dat de tuin twintig perenbomen
# kreeg?": a why-question, or one asking whether something is true, takes its numbers for granted.
TRUE_THAT = re.compile(
    r"\b(?:is it true|klopt het|is het waar|stimmt es|ist es wahr|est-il vrai|c'est vrai|es verdad|"
    r"es cierto|e verdade|e vero|"
    # "I read she trained for ten years in Florence": what the visitor read or heard, a premise too
    r"i (?:read|heard)|ik (?:las|lees|hoorde)|ich habe (?:gelesen|gehort)|j'ai (?:lu|entendu)|"
    r"he (?:leido|oido)|ho (?:letto|sentito)|li que|ouvi dizer|jag (?:laste|horde))\b"
)


def premise_numbers(question: str) -> frozenset[str]:
    """The numbers (digits or words) a why- or is-it-true question takes for granted, without "1"."""
    folded = fold(question)
    if not (WHY.search(folded) or TRUE_THAT.search(folded)):
        return frozenset()
    return frozenset(v for v in document_values(question) if v not in ("0", "1"))


# "Wat kost de driedaagse cursus?", "Quanto costa il corso di tre giorni?": an offer's length in days
# or weeks, which the units that answer must state (a three-day course the site never gave is a
# false premise beside its two-day one). Dutch and German write the number into the adjective.
ASKED_SPAN = re.compile(
    r"\b(\w+)-(?:day|week)\b|\b(\w+) (?:day|week) (?:course|workshop|class|tour|trip|cruise)|"
    r"\b(\d+|een|twee|drie|vier|vijf|zes|zeven|acht|negen|tien)-?(?:daags|weeks)e?\b|"
    r"\b(\d+|zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn)-?(?:tagig|wochig)(?:e|er|en|es|em)?\b|"
    r"\b(?:cours|stage|atelier|curso|taller|corso|laboratorio|oficina|workshop|cruzeiro|crucero|crociera)"
    r"\b[^?.!]{0,40}?\b(?:de|di) (\w+) (?:jours|semaines|dias|semanas|giorni|settimane)\b"
)


WEEK_UNIT = re.compile(r"week|woch|semaine|settiman|semana")  # of an offer's length (`ASKED_SPAN`)


def asked_spans(question: str) -> frozenset[tuple[str, str]]:
    """The lengths (two or more days or weeks) that the question gives the offer it asks about, as
    (number, "day" or "week")."""
    found = set()
    for match in ASKED_SPAN.finditer(fold(question)):
        unit = "week" if WEEK_UNIT.search(match.group(0)) else "day"
        for group in match.groups():
            if group:
                found |= {(v, unit) for v in document_values(group) if v not in ("0", "1")}
    return frozenset(found)


# A length stated: a number (digits or a word) and its unit, "2 jours", "drei Wochen", "tre settimane".
STATED_SPAN = re.compile(
    r"\b(\w+)[\s-]+(?:(days?|dagen|dag|tage?n?|jours?|journees?|giorni|giornate|dias|dagar)|"
    r"(weeks?|weken|wochen?|semaines?|settimane|settimana|semanas?|veckor|vecka))\b"
)


def stated_spans(text: str) -> frozenset[tuple[str, str]]:
    """The lengths in days or weeks a text states, as `asked_spans` gives them ("2 jours", and as an
    offer's adjective: "de tweedaagse cursus")."""
    return asked_spans(text) | {
        (v, "day" if day else "week")
        for number, day, _week in STATED_SPAN.findall(fold(text))
        for v in document_values(number)
    }


# "What did she win the 2019 prize for?": a year any question names must be one the answering units
# state, or lie in a range they state ("Von 2020 bis 2024", "2019-2022", "from 2015 to 2018").
YEAR_RANGE = re.compile(
    r"\b((?:1[89]|20)\d\d)\s*(?:-|\u2013|\u2014|/|to|until|till|through|bis|tot|a|au|al|ao|ate|jusqu'en)\s*"
    r"((?:1[89]|20)\d\d)\b"
)


def unstated_years(question: str, texts: list[str]) -> list[str]:
    """The question's years that none of the `texts` states or covers with a range of years."""
    folded = [fold(text) for text in texts]
    ranges = [(int(a), int(b)) for text in folded for a, b in YEAR_RANGE.findall(text)]
    return [
        year
        for year in YEAR.findall(fold(question))
        if not any(year in text for text in folded) and not any(a <= int(year) <= b for a, b in ranges)
    ]


# "Why does she pressure-wash thatch?" beside "Never pressure-wash thatch": a why-question about
# what the best unit says the owner never does. The negation must stand close (NEGATED_WINDOW words)
# before a word of the question: farther on, it negates something else (all 16 sets: 1 answer lost).
NEGATED_WINDOW = 4


def negated_spans(
    question: str, unit: str, *, question_language: str = "", unit_language: str = ""
) -> list[frozenset[str]]:
    """For a why-question without a negation of its own, the words `unit` negates: the
    NEGATED_WINDOW words after each negation in it; [] for any other question."""
    folded = fold(question)
    if not WHY.search(folded) or negation(question_language).search(folded):
        return []
    pattern = negation(unit_language)
    words = re.findall(r"[\w'-]+", fold(unit))
    return [
        frozenset(words[at + 1 : at + 1 + NEGATED_WINDOW])
        for at, word in enumerate(words)
        if pattern.fullmatch(word)
    ]


# "What year did she win the Plate Award?", "Wann hat sie den Gutenberg-Preis gewonnen?": a prize the
# question names is the premise; the unit answering must name it too.
AWARD = re.compile(
    r"\b\w*(?:award|prize|trophy|medal|prijs|trofee|medaille|preis|auszeichnung|prix|trophee|premio|"
    r"trofeo|medalla|medaglia|premio|trofeu|medalha|utmarkelse|utmarkelser|medalj|medaljer|pokal)s?\b"
)


def premise_names(question: str, held: frozenset[str], *, language: str) -> list[str]:
    """The names a why-question, or one about a prize, takes for granted that the unit best fitting
    it doesn't hold ("why did he train in Munich" beside his training elsewhere); [] for any other
    question. Asked of every "when" question, this refused a translated title (dev: one answer
    lost, none gained)."""
    folded = fold(question)
    # ...or one about a second of something ("su segundo libro, el Brielse Beiaardboek")
    if not (
        WHY.search(folded)
        or (AWARD.search(folded) and not names_wares(question))
        or SECOND_ONE.search(folded)
    ):
        return []
    return [
        name
        for name in names_in(question, language=language)
        if not all(word_known(w, held) for w in significant_words(name)) and not known_place(name, held)
    ]


# A title a question quotes ("le programme « Llaves en mano »", "„Das Jahr der Störche“"): a show,
# a book, a course by its own name, which a knowledge base that has it holds word for word.
QUOTED = re.compile(
    r"«\s*([^»]+?)\s*»|„([^“”]+)[“”]|“([^”]+)”|»([^«]+)«|\"([^\"]+)\"|"
    r"(?:(?<=\s)|^)['\u2018](\S[^'\u2019]*?\S)['\u2019](?=[\s?.!,;:]|$)"  # 'Thermik am Albtrauf', not "Sigrun's"
)


def quoted_titles(question: str) -> list[str]:
    return [next(g for g in m.groups() if g) for m in QUOTED.finditer(question)]


def unheld_titles(question: str, texts: list[str]) -> list[str]:
    """The titles a question quotes that none of `texts` holds, a misspelling or two allowed."""
    folded = [fold(t) for t in texts]
    return [
        title
        for title in quoted_titles(question)
        if (words := re.findall(r"\w+", fold(title))) and not phrase_known(words, folded)
    ]


def significant_words(name: str) -> list[str]:
    """A name's words longer than three letters and those of three that are no function word ("Dom"
    of "Regensburger Dom", not "van" or "der"), or all of them when none is ("Red Dot")."""
    words = re.findall(r"\w+", fold(name))
    return [w for w in words if len(w) > 3 or (len(w) == 3 and w not in VISITOR_FUNCTION_WORDS)] or words


# "Has she written a book?", "el libro que escribió sobre molinos": authorship of a book, a claim a
# knowledge base states wherever it is true. Book words in the seven visitor languages (compounds
# too: "Kochbuch", "kinderboek", "cookbook"); English "book" as a verb ("book a visit") is no book.
BOOK = re.compile(
    r"\b(?!facebook)\w*(?:book|boek|buch|livre|libro|livro)s?\b|"
    r"\b(?:boeken|bucher|livres|libros|livros|novel|novels|roman|romans|romane|bok|boken|bocker)\b"
)
BOOK_VERB = re.compile(
    r"\b(?:to|can|please|and|or)\s+book\b|\bbook\s+(?:a|an|your|online|now|via|through|directly|early)\b"
)
WROTE = re.compile(
    r"\b(?:wr[io]te|written|writing|author|schreef|geschreven|schrijft|schrieb|geschrieben|schreibt|"
    r"ecrit|ecrite|ecrivit|ecrire|escribio|escrito|escribe|escribir|scritto|scrisse|escreveu|skrev|skrivit|skriver|"
    # "Wann erscheint das Buch...?": a book coming out is one written
    r"erscheint|erschienen|verschijnt|verschenen|"
    # "A-t-elle publié un livre...?": published is written too
    r"publish\w*|published|gepubliceerd|publiceerde|uitgegeven|veroffentlicht|publiziert|herausgegeben|publie\w*|"
    r"publicad[oa]|publico|pubblicat[oa]|publicou)\b"
)


# "Where can I buy her book?", "Wo bekomme ich sein Buch?": the owner's book, taken for granted.
OWN_BOOK = re.compile(
    r"\b(?:her|his|their|haar|zijn|hun|ihr|ihre\w*|sein|seine\w*|son|ses|leurs?|su|sus|suo|seus?)\s+"
    r"(?:\w+\s+)?(?!facebook)\w*(?:book|boek|buch|livre|libro|livro)s?\b|\b(?:livro|libro)s? (?:dela|dele|de ella|de el)\b"
)


def asks_authorship(question: str) -> bool:
    """Whether the question takes for granted that the owner wrote a book."""
    folded = fold(question)
    return bool((BOOK.search(folded) and WROTE.search(folded)) or OWN_BOOK.search(folded))


DELIVERED = re.compile(
    r"\blivr(?:é|ée|és|ées|e (?:à|en|chez|par|sous)\b)", re.IGNORECASE
)  # "livre a paru": a book


def names_a_book(text: str) -> bool:
    """Whether a text speaks of a book (not of booking one, nor of something "livré", delivered)."""
    return bool(BOOK.search(BOOK_VERB.sub(" ", fold(DELIVERED.sub(" ", text)))))


# "Do you sell gift vouchers?", "Fate buoni regalo?", "¿Tenéis tarjetas regalo?": a voucher is
# sold only where a unit names one; a sentence on the workshop's courses is no voucher.
VOUCHER = re.compile(
    r"\b(?:gift ?(?:vouchers?|cards?|certificates?)|vouchers?|cadeau ?(?:bon|bonnen|kaart|kaarten)|"
    r"kadobon\w*|waardebon\w*|\w*gutschein\w*|bons? (?:cadeaux?|d'achat)|cartes? cadeaux?|"
    r"cheques? cadeaux?|vales? (?:de )?(?:regalo|oferta|presente)|tarjetas? (?:de )?regalo|cheques? regalo|"
    r"buoni? (?:regalo|acquisto)|carte regalo|vales? de oferta|cartoes? (?:de )?(?:oferta|presente)|"
    r"cheques? (?:de )?(?:oferta|prenda)|\w*presentkort\w*|gavokort\w*|presentcheck\w*)\b"
)


def asks_voucher(text: str) -> bool:
    # "vales-presente", "Geschenk-Gutschein", "Kursgutscheine"
    return bool(VOUCHER.search(fold(text).replace("-", " ")))


# Things visitors ask about that a site often does not publish, by their words in the visitor
# languages (folded): "Gibt es Parkplätze?" is answered only where a retrieved section names parking
# in some language; the sentence on the workshop's street is no parking.
TOPICS = {
    # "Dans quel épisode de « Maître de la Lame » est-il passé ?", "Vilken säsong av tv-programmet ...?":
    # a television or radio appearance, a documentary (four sealed sets' false premises, sessions 23-24)
    "broadcast": r"tv|tele|television\w*|televisie|televisione|televisao|fernseh\w*|episode\w*|episodio\w*|"
    r"aflevering\w*|puntat[ae]|avsnitt\w*|uitzending\w*|documentar\w*|documentaire\w*|dokumentar\w*|"
    r"documental\w*|doku|trasmission\w*|broadcast\w*|ausgestrahlt|radio|radioprogramm\w*",
    "parking": r"parking|parked|car ?park|parkeer\w*|parkeren|parkplatz\w*|parkplatze|parken|parkhaus|"
    r"stationnement|garer|aparca\w*|estaciona(?!l)\w*|parcheggi\w*|posteggi\w*|parkering\w*",
    # ...and written as one word with what is online ("Onlineshop", "webbutik"), or in Cyrillic
    "online": r"online\w*|on-line|en ligne|en linea|in linea|a distancia|a distance|per video|video ?call|visio\w*|"
    r"web ?shop\w*|webb?butik\w*|natbutik\w*|webwinkel\w*|nettbutikk\w*|e-?shop|онлајн\w*|онлайн\w*|"
    r"video(?:bellen|gesprek|anruf|konferenz|conferencia|llamada|chiamata|chamada)|"
    r"op afstand|aus der ferne|pa distans",
    "rent": r"rent|rents|renting|rental|hire(?! (?:her|him|you|them|me|us)\b)|hiring|huren|huur|verhuur\w*|mieten|miete|vermiet\w*|leihen|"
    r"verleih\w*|louer|louez|louent|location (?:de|d')|en location|alquil\w*|arrend\w*|affitt\w*|noleggi\w*|alug\w*|"
    r"hyra|hyr|uthyrning\w*",
    "card": r"credit ?cards?|debit ?cards?|creditcard|pinpas|pinnen|kreditkarte\w*|ec-karte|girocard|"
    r"cartes? (?:de credit|bancaires?|bleues?)|carta di credito|carte di credito|bancomat|multibanco|"
    # Spanish and Portuguese documents say "tarjeta", "cartão" alone; a greeting card is no payment.
    r"(?:tarjetas?|cartao|cartoes)(?! (?:de )?(?:regalo|visita|felicitacion|boda|navidad|natal|convite|"
    r"invitacion|postal|oferta|presente))|contactless|kontaktlos|sans contact|kortbetalning|betalkort|kreditkort|swish",
    # "¿Se puede pagar en efectivo?" beside "Kontanter tar jag inte emot": cash, in words no vector
    # translates; "espèces" and "efectivo" alone are species and effective
    "cash": r"cash|bargeld|barzahlung|in bar|bar (?:bezahlen|zahlen)|contant|contante|contanten|en especes|"
    r"en liquide|en efectivo|en metalico|contanti|in contanti|em dinheiro|em numerario|kontant\w*",
    # "Kann man mit Scheck bezahlen?" beside "Assegni: sì": a cheque, in words no vector translates
    "cheque": r"cheques?|scheck|schecks|assegn[oi]",
    "sunday": r"sundays?|weekends?|week-ends?|zondag\w*|weekend|sonntag\w*|wochenende\w*|dimanches?|"
    r"domingos?|fin(?:es)? de semana|domenic\w*|fine settimana|fi[mn]s? de semana|sondag\w*|helg\w*",
    "guarantee": r"guarantee\w*|warrant\w*|garantie\w*|garantia\w*|garanzia\w*|gewahrleistung|garantiert|garanti",
    # "Is the workshop wheelchair accessible?": published only where a section speaks of wheelchairs,
    # steps or a lift (`STATED_TOPIC`); the address is no answer
    # "Kan man övernatta hos dig under kurbitskursen?" beside the course dates: a bed is published
    # only where a section speaks of one (`STATED_TOPIC`: a hotel, a campsite, a camper's pitch)
    # ("an overnight trip" is no bed; German and Dutch compounds: "Hüttenübernachtung")
    "lodging": r"accommodations?|lodging\w*|stay(?:ing)? (?:the night|overnight)|overnight stays?|sleep over|"
    r"\w*overnacht\w*|logeren|logies|accommodatie|slaapplaats\w*|onderdak|\w*ubernacht\w*|\w*unterkunft\w*|"
    r"unterbringung|schlafplatz\w*|hebergement\w*|"
    r"heberger|logement\w*|nuitees?|alojamiento\w*|alojar\w*|hospedaje|pernoct\w*|alloggi\w*|pernott\w*|"
    r"alojamento\w*|hospedagem|pernoit\w*|dormidas?|overnatt\w*|logi",
    "wheelchair": r"wheel ?chairs?|weelchairs?|rolstoel\w*|rollstuhl\w*|fauteuils? roulants?|sillas? de ruedas|"
    r"sedi[ae] a rotelle|carrozzin\w*|cadeiras? de rodas|rullstol\w*|barrierefrei\w*|drempelvrij|"
    r"rolstoeltoegankelijk|step-free",
}
TOPIC = {name: re.compile(rf"\b(?:{words})\b") for name, words in TOPICS.items()}


# "When did she open her second shop in Porto?": a second workplace is published only where a
# section names one; the first workshop's page is no answer (any visitor language, folded).
WORKPLACE = (
    r"(?:workshops?|shops?|studios?|stores?|branch|branches|locations?|offices?|practices?|clinics?|ateliers?|"
    r"galler(?:y|ies)|bakery|labs?|laborator(?:y|ies)|farms?|premises|werkplaats|winkel|praktijk|vestiging|"
    r"klinie?k(?:en)?|clinique|"
    r"zaak|kantoor|galerie|bakkerij|boerderij|filiaal|werkstatt|laden|geschaft|praxis|kanzlei|filiale|"
    r"standort|buro|labor|hof|boutique|magasin|cabinet|bureau|succursale|local|ferme|laboratoire|taller|"
    r"tienda|estudio|consultorio|clinica|oficina|sucursal|galeria|obrador|laboratorio|sede|negozio|bottega|"
    r"ufficio|galleria|loja|atelie|escritorio|filial|quinta|"
    # a salon, a mill, a restaurant, in any of them; Swedish
    r"salons?|salone|salao|mills?|molen|muhle|moulin|molino|mulino|moinho|frantoio|restaurants?|ristorante|"
    r"restaurante|cafes?|verkstad|butik|bageri|kontor|mottagning|salong|gard|"
    # a showroom, a museum, a bar or taproom (a bar begins its word: "verfügbar" is none)
    r"showrooms?|schauraum|ausstellungsraum|toonzaal|museum|museo|musee|museu|taproom|tapprum|brewpub|"
    r"weinbar|wijnbar|(?<![\w-])bars?|"
    # a school
    r"schools?|schule|school|ecole|escuela|scuola|escola|skola)"
)
# "second", not "second-hand" nor Italian "a seconda del mese" (depending on), in the visitor
# languages (folded), before its noun.
SECOND = r"\b(?:second|2nd|zweite[nmrs]?|tweede|deuxieme|seconde?|segund[oa]|second[oa]|andra)\s+(?!hand\b|mano\b|main\b|del\w*\b|dei\b|di\b|che\b)"
SECOND_SITE = re.compile(rf"{SECOND}(?:[\w-]+\s+)?[\w-]*{WORKPLACE}\b")  # "zweiten Reitschule" too
SECOND_ONE = re.compile(SECOND)
WORKPLACE_WORD = re.compile(rf"\b[\w-]*{WORKPLACE}\b")  # "Trüffelladen", "boerderijwinkel" too
# The owner's workplace: after a possessive ("your farm shop", "ihr Ausstellungsraum") or with the
# owner's name ("il negozio di Linnea"); not "my shop", "a workshop in German", "Fotoworkshops".
OWNERS = (
    r"(?:your|her|his|their|ihr\w*|sein\w*|haar|zijn|jullie|uw|son|sa|ses|votre|vos|su|sus|vuestr[oa]s?|tus?|"
    r"suo|sua|suoi|vostr[oa]|tuo|tua|seu|voss[oa]|hennes|hans|din|ditt|dina|ert|er|era)"
)
SITE = rf"(?!workshop|atelier|taller)[\w-]*{WORKPLACE}"
# ...or the owner's as a subject has it ("Heeft ze ook een winkel in Madrid?"), or it is the one
# the owner has ("el restaurante que tenéis en Évora"): never the visitor's ("Ik heb een winkel").
OWNER_HAS = (
    r"(?:heeft\s+(?:ze|zij|hij)|hebben\s+jullie|hebt\s+u|has\s+(?:she|he)|do\s+you\s+have|does\s+(?:she|he)\s+have|"
    r"haben\s+sie|hat\s+(?:sie|er)|habt\s+ihr|a-t-(?:elle|il)|avez-vous|tiene|tienen|teneis|tem|tens|ha|avete|"
    r"har\s+(?:hon|han|ni|du))"
)
ONE = r"(?:a|an|een|ein\w*|une?|una?|um|uma|en|ett)"
THAT_OWNER_HAS = r"(?:que|che|die|dat|that)\s+(?:teneis|tienes?|tienen|avez|vous\s+avez|avete|tem|tens|jullie|ihr|you|she|he)"
WORKPLACE_SITE = re.compile(
    rf"\b{OWNERS}\s+(?:[\w-]+\s+)?{SITE}\b|\b(?:il|la|lo|el|o|a|het|de|der|die|das|the|le)\s+{SITE}\s+"
    rf"(?:(?:di|van|von|de|da|do|of)\s+\w+|del[ae]s?\b|{THAT_OWNER_HAS})|\b{OWNER_HAS}\s+(?:\w+\s+)?{ONE}\s+{SITE}\b"
)
PLACED_NAME = re.compile(
    r"\b(?:in|a|à|en|em|no|na|te|i|på|bij|bei|near|at|on)\s+(?:(?:der|dem|den|de|la|le|el|the|il|lo|het)\s+)?"
    r"([A-ZÀ-ÖØ-Þ][\w'-]+)"  # "on the Île de Ré" too
)
# "votre boutique d'Alnwick", "il vostro negozio di Milano" (accents folded, case kept); not "le café de
# Cầu Đất", a coffee's origin.
SITE_OF_NAME = re.compile(rf"\b(?i:(?!caf){SITE})\s+(?:de|di|da|do)?\s*(?:d['\u2019])?\s*([A-Z][\w'-]+)")
# "your Glasgow shop": a name between the possessive and the workplace (accents folded, case kept).
NAMED_SITE = re.compile(rf"\b(?i:{OWNERS}|the)\s+([A-Z][\w'-]+)\s+(?i:{SITE})\b")  # "the Porto shop" too
# Languages in the visitor languages, folded: "a workshop in German" places nothing.
LANGUAGE_NAME = re.compile(
    r"(?:english|german|french|spanish|italian|portuguese|dutch|swedish|engels|duits|frans|spaans|italiaans|"
    r"portugees|nederlands|zweeds|englisch|deutsch|franzosisch|spanisch|italienisch|portugiesisch|niederlandisch|"
    r"schwedisch|anglais|allemand|espagnol|italien|portugais|neerlandais|suedois|ingles|aleman|frances|espanol|"
    r"italiano|portugues|neerlandes|sueco|inglese|tedesco|francese|spagnolo|portoghese|olandese|svedese|alemao|"
    r"espanhol|holandes|engelska|tyska|franska|spanska|italienska|portugisiska|nederlandska|svenska)"
)


def names_workplace(word: str) -> bool:
    """Whether a (folded) word is a workshop, shop, practice or farm: the owner's own business."""
    return bool(re.fullmatch(WORKPLACE, word))


# "Which prize did her white chocolate win in 2020?": an award question's own words ("white",
# "chocolate") must all stand in one unit naming an award; the owner's one published prize for
# another thing is no answer. "Prix", "prijs", "Preis" and "premio" are also prices: an award only
# beside a verb of winning.
WINNING = re.compile(
    r"\b(?:won|win|wins|winning|awarded|gewonnen|winnen|wint|gekregen|erhalten|bekommen|verliehen|gewann|"
    r"gagne\w*|remporte\w*|recue?s?|obtenue?s?|gano|ganado|recibio|obtuvo|vinto|vincere|vinse|ricevuto|"
    r"ottenuto|ganhou|ganho|recebeu|obteve|vann|vunnit|vinna|vinner|fick|tilldelades|belonades)\b"
)
AWARD_NAME = re.compile(
    r"\b(?:awards?|medals?|troph(?:y|ies)|champion\w*|onderscheiding\w*|kampioen\w*|medaille\w*|"
    r"auszeichnung\w*|meisterschaft\w*|weltmeister\w*|(?:deutsche[rn]?|europa|landes) ?meister(?:in)?|"
    r"\w+preis|\w+prijs|recompense\w*|championnat\w*|"
    r"medalla\w*|campeon\w*|campeonato\w*|medaglia\w*|campionato|medalha\w*|campea\w*|"
    # Swedish compounds: "Silvermedalj", "Årets utmärkelse", "Bruksformpriset"
    r"\w*utmarkelse\w*|\w*medalj\w*|\w*pokal\w*|\w*mastare\w*|\w+priset)\b"
)
PRIZE_OR_PRICE = re.compile(
    r"\b(?:prizes?|prix|prijs|prijzen|preis|preise|premio|premios|premi|pris|priset|priser)\b"
)


# "What did her lemon sorbet win in 2019?": a verb of winning alone, not "won't", asks for an award;
# "gagné", "ganó" and "ganhou" are earning too ("Combien a-t-elle gagné l'an dernier ?").
WON = re.compile(
    r"\b(?:won(?!'t)|win|wins|gewonnen|gewann|remporte|remportee|vinto|vinta|vinse|venceu|vann|vunnit)\b"
)


def asks_award(question: str) -> bool:
    folded = fold(question).replace("\u2019", "'")
    return bool(
        (AWARD_NAME.search(folded) and not names_wares(question))
        or (WINNING.search(folded) and PRIZE_OR_PRICE.search(folded))
        or WON.search(folded)
    )


def names_wares(question: str) -> bool:
    """Whether a question asks what something costs, the terms or how many of it: a medal or a
    trophy it names is then what the owner makes ("Hur mycket måste man betala i förväg när man
    beställer en serie medaljer?", "Combien de médailles coule-t-elle chaque année ?"), no award."""
    return asks_price(question) or asks_terms(question) or bool(HOW_MANY.search(fold(question)))


HOW_MANY = re.compile(
    r"\b(?:how many|hoeveel|wie ?viele|combien d|cuant[oa]s|quant[oa]s|quant[ie]|hur manga)"
)


# "1. Platz im Keramikwettbewerb": a competition won is an award too.
COMPETITION = re.compile(
    r"\b\w*(?:competition|contest|wettbewerb|concours|wedstrijd|concurso|concorso|tavling)\w*\b"
)


def names_award(text: str) -> bool:
    folded = fold(text)
    return bool(AWARD_NAME.search(folded) or PRIZE_OR_PRICE.search(folded) or COMPETITION.search(folded))


# ...and misspelt ("any awrds for her posters?").
AWARD_WORDS = (
    "awards",
    "prizes",
    "medals",
    "trophies",
    "auszeichnungen",
    "onderscheidingen",
    "recompenses",
    "utmarkelser",
)


def names_award_word(word: str) -> bool:
    """Whether a question's word names the award or its winning, not what it was for."""
    return bool(
        AWARD_NAME.fullmatch(word)
        or WINNING.fullmatch(word)
        or PRIZE_OR_PRICE.fullmatch(word)
        or any(fuzz.ratio(word, known) >= KNOWN_SIMILARITY for known in AWARD_WORDS)
    )


# "Wie lange hat Tabea in Wien gearbeitet?", "¿Cuántos años trabajó en Hollis & Marsh?": a duration
# at a named place is published only where one unit holds the name and a span of time; Vienna
# named for a course elsewhere is no answer.
DURATION = re.compile(
    r"\b(?:how long|how many years|wie lange|wie viele jahre|hoe lang|hoeveel jaar|combien de temps|"
    r"combien d'annees|pendant combien|cuanto tiempo|cuantos anos|quanto tempo|quanti anni|quantos anos|"
    r"seit wann|sinds wanneer|since when|depuis quand|desde cuando|da quando|desde quando|hur lange|"
    r"hur manga ar|sedan nar)\b"
)
SPAN = re.compile(
    r"\b(?:1[89]\d\d|20\d\d)\s*(?:-|\u2013|\u2014|to|bis|tot|a|au|al|ao|until)\s*(?:1[89]\d\d|20\d\d|now|today|heute|"
    r"nu|heden|present|aujourd'hui|hoy|oggi|hoje)\b|\b(?:since|seit|sinds|depuis|desde|dal|dall'|da)\s+(?:\w+\s+)?"
    r"(?:1[89]\d\d|20\d\d)\b|\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|twenty|"
    r"\w+)\s+(?:years?|jahre[n]?|jaar|jaren|ans|annees|anos|anni|months?|monate[n]?|maanden|mois|meses|mesi)\b"
)


WORKED = re.compile(
    r"\b(?:work|worked|working|gearbeitet|arbeitete|gewerkt|werkte|travaille|travaillait|trabajo|trabajado|"
    r"trabajaba|lavorato|lavorava|trabalhou|trabalhado|trabalhava|lehre|ausbildung|apprenticeship|trained|"
    r"leertijd|opleiding|apprentissage|aprendizaje|apprendistato|aprendizagem|studied|studiert|gestudeerd|"
    r"etudie|estudio|studiato|estudou|arbetade|jobbade|studerade|utbildade|utbildning|larling|larlingstid)\b"
)


# "How long did the work on the façade take?": the length of a job, which a project page states.
TOOK = re.compile(
    r"\b(?:take|took|takes|taken|duurde|duurt|geduurd|dauerte|gedauert|dauert|dure|durait|dura|duro|durou|"
    r"durato|tardo|tarda|demorou|demora|impiego|voor nodig)\b"
)


def asks_duration(question: str) -> bool:
    """Whether a question asks how long the owner worked, trained or studied somewhere."""
    folded = fold(question).replace("\u2019", "'")
    return bool(DURATION.search(folded) and WORKED.search(folded) and not TOOK.search(folded))


def states_span(text: str) -> bool:
    return bool(SPAN.search(fold(text)))


# "Quando ha aperto la seconda gelateria?": a second anything the owner opened is a second site.
SECOND_OPENED = re.compile(SECOND)
OPENED = re.compile(
    r"\b(?:open\w*|opende|geopend|eroffne\w*|ouvert\w*|ouvri\w*|abri\w*|abierto|aperto|apri\w*|aberto)\b"
)


# "Hat der Laden montags geöffnet?", "L'atelier est-il fermé en juillet ?" (folded): when the site is
# open, whatever it calls itself.
OPEN_OR_CLOSED = re.compile(
    r"\b(?:open|opens|geoffnet|offen|geopend|ouvert|ouverte|ouvre|ferme|fermee|closed|geschlossen|gesloten|"
    r"abierto|abierta|abre|abren|cerrado|cerrada|aperto|aperta|apre|aprono|chiuso|chiusa|aberto|aberta|abrem|"
    r"fechado|fechada|oppet|oppen|oppnar|stangt)\b"
)


def asks_open(question: str) -> bool:
    return bool(OPEN_OR_CLOSED.search(fold(question)))


# "Kann man die Werkstatt besichtigen?", "Can we visit the studio?": the site to visit is the owner's.
VISITING = re.compile(
    r"\b(?:visit|visits|visiting|bezoeken|bezichtigen|besichtigen|besuchen|visiter|visitar|visitare|"
    r"besoka)\b"
)


def asks_site(question: str) -> bool:
    """Whether a question asks when the site is open or whether it can be visited: its workplace
    word names the owner's own, whatever the documents call it."""
    folded = fold(question)
    return bool(OPEN_OR_CLOSED.search(folded) or VISITING.search(folded))


# "Vanaf wanneer is jullie filiaal in Aalst open?", "your Antwerp branch": a branch is a second site
# by its name. English "branch" is one only as a workplace (not "take a branch off").
BRANCH = re.compile(
    r"\b(?:filiaal|filialen|filialer?|filiale|filiali|filiais|sucursal(?:es)?|succursales?|zweigstellen?|"
    r"nebenstellen?)\b|\b(?:your|her|his|their|its|our)\s+(?:[\w-]+\s+)?branch(?:es)?\b|"
    r"\bbranch(?:es)?\s+(?:in|at|on)\s+[a-z]"
)
CAPITAL_BRANCH = re.compile(r"\b[A-Z][\w-]+\s+branch\b")  # "the Puerto Sonoro branch"


def names_second_site(text: str) -> bool:
    folded = fold(text)
    return bool(
        SECOND_SITE.search(folded)
        or (SECOND_OPENED.search(folded) and OPENED.search(folded))
        or BRANCH.search(folded)
        or CAPITAL_BRANCH.search(fold_accents(text))
    )


def workplace_places(question: str) -> list[str]:
    """The places a question puts a workplace in ("your farm shop in Hooghalen", "il negozio di
    Linnea a Klintehamn", "ihr Ausstellungsraum in Kendal"): a capitalised name after a preposition
    of place, no weekday, month or language. Each must stand in a unit that names a workplace too, or
    the workplace there is the question's premise. A workshop or atelier is as often a course as a
    place ("Fotoworkshops in Spanien"): those words place nothing."""
    if not WORKPLACE_SITE.search(fold(question)):
        return []
    written = fold_accents(question)
    names = [*PLACED_NAME.findall(question), *NAMED_SITE.findall(written), *SITE_OF_NAME.findall(written)]
    return [
        name
        for name in dict.fromkeys(names)
        if fold(name) not in WEEKDAYS_AND_MONTHS
        and not is_calendar_word(name)  # "on Mondays"
        and not LANGUAGE_NAME.fullmatch(fold(name))
        and not is_country(name)  # "une ferme partenaire en Pologne": a country is no site's address
    ]


# "What are the opening hours of her shop in Porto?": hours asked of a site in a place. A unit placing a
# workplace there answers them where it states a time of day or is the about page (the owner's own
# address); a gallery in Porto that once showed her work, or a former employer in Toulouse, does not.
HOURS_ASKED = re.compile(
    r"\b(?:opening (?:hours|times)|hours|openingstijden|openingsuren|offnungszeit\w*|horaires?|horarios?|"
    r"orari|orario|oppettider)\b"
)
TIME_OF_DAY = re.compile(r"\b\d{1,2}(?:[:.]\d{2}|\s?(?:h|uhr|am|pm|u)\b)")


def asks_hours(question: str) -> bool:
    return bool(HOURS_ASKED.search(fold(question)))


def states_time_of_day(text: str) -> bool:
    return bool(TIME_OF_DAY.search(fold(text)))


def names_workplace_text(text: str) -> bool:
    return bool(WORKPLACE_WORD.search(fold(text)))


# "What are the opening hours of your shop in Marseille?" beside "the Foire aux santons de Marseille ...
# impossible while keeping the atelier": a unit places a workplace in a town when the two stand within
# PLACE_WINDOW words (session 39: new dev splits +1 refused, 32 spent sets +3, no answer lost; 10: +1, +2).
PLACE_WINDOW = 6


def places_workplace(text: str, name: str) -> bool:
    """Whether a text names a workplace within PLACE_WINDOW words of the place `name`."""
    words = re.findall(r"[\w-]+", fold(text))
    wanted = {fold(w) for w in re.findall(r"[\w-]+", name)}
    spots = [i for i, w in enumerate(words) if w in wanted]
    sites = [i for i, w in enumerate(words) if WORKPLACE_WORD.fullmatch(w)]
    return any(abs(a - b) <= PLACE_WINDOW for a in spots for b in sites)


def topic_words(question: str) -> frozenset[str]:
    """The (folded) words of the question's TOPIC phrases: "efectivo" of "en efectivo"."""
    folded = fold(question)
    return frozenset(
        w for pattern in TOPIC.values() for m in pattern.finditer(folded) for w in m.group().split()
    )


# "Proposez-vous des cours de filage au rouet ?", "Ger du lektioner i fiol också?": a course, class or
# lesson, by its word in the visitor languages (folded); what follows it is the course's subject.
COURSE = re.compile(
    r"\b(?:courses?|class(?:es)?|lessons?|cursus(?:sen)?|lessen|kurs(?:e|en|er|erna)?|unterricht|cours|"
    r"stages|lecons?|cursos?|clases?|corsi|corso|lezion[ei]|aulas?|lektion(?:er|erna)?)\b"
)
WORD_RUN = re.compile(r"[\w'-]+")


def course_subject(question: str) -> list[str]:
    """The words after a yes/no question's course word, up to the end of its clause ("filage",
    "rouet"): what the course is asked to be about. Empty when no course is named."""
    folded = fold(question)
    if not (match := COURSE.search(folded)):
        return []
    clause = re.split(r"[,;?!.]", folded[match.end() :], maxsplit=1)[0]
    return WORD_RUN.findall(clause)


def asked_topics(question: str) -> list[str]:
    """The TOPICS a question asks about; a hire's price is the price table's, whose row under a
    "Rental" heading need not name it ("How much is a board with wetsuit for a day?")."""
    folded = fold(question)
    return [
        name
        for name, pattern in TOPIC.items()
        if pattern.search(folded) and not (name == "rent" and asks_price(question))
    ]


# How a page says it takes cards, beside TOPICS' words ("Kartenzahlung ist nicht möglich", "con carta
# (ho il POS)", "met de pin", "par carte"): too loose to read a question as asking about cards.
STATED_TOPIC = {
    "wheelchair": re.compile(
        r"\b(?:stairs?|steps|lift|elevator|ramps?|trap|traptreden|gelijkvloers|treppe\w*|stufen|aufzug|fahrstuhl|"
        r"ebenerdig|escaliers?|marches|ascenseur|plain-pied|rampe|escaleras?|escalones|ascensor|rampa|scale|"
        r"scalini|ascensore|escadas?|degraus|elevador|trappa|trappor|trappsteg|hiss|tillganglig\w*)\b"
    ),
    "lodging": re.compile(
        r"\b(?:hotels?|hostels?|b&b|bed (?:and|&) breakfast|guest ?houses?|gasthof|gasthaus|gastehaus|pensione|"
        r"pensao|pousada|albergues?|ostello|agriturismo|hostal|gites?|chambres? d'hotes?|casa rural|"
        r"camping\w*|campsites?|campground|camper\w*|motorhomes?|wohnmobil\w*|stellplatz\w*|autocaravan\w*|"
        r"vandrarhem|bed ?and ?breakfast|gastenkamers?|gastezimmer|ferienwohnung\w*|vakantiehuis\w*)\b"
    ),
    "card": re.compile(
        r"\b(?:karten ?zahlung\w*|(?:mit|per) (?:ec-)?karte|kaartbetaling\w*|pinautomaat|met (?:de )?pin|"
        r"card (?:payments?|readers?|machines?)|(?:by|with) card|"
        r"(?:par|avec (?:une|la)) carte|con (?:la )?carta|pos)\b"
    ),
}


def names_topic(topic: str, text: str) -> bool:
    folded = fold(text)
    return bool(TOPIC[topic].search(folded)) or bool(
        (stated := STATED_TOPIC.get(topic)) and stated.search(folded)
    )


# "What brand of sewing machines does she use?", "Welk merk lak?", "Mit welcher Software?": a brand
# is published only by a unit that names one: a capitalised word inside a sentence, or the brand
# word itself ("the brand matters less than..."). A sentence on sewing is no brand.
BRAND = re.compile(
    r"\b(?:(?:what|which|whose|any|the) (?:\w+ )?brands?|brand of|make of|(?:which|what) (?:\w+ )?software|merk|merken|"
    r"welke (?:\w+ )?software|marke|marken|"
    r"welche (?:\w+ )?software|welcher software|marque|marques|quel logiciel|marca|marcas|que software|qual software|"
    r"quale software|fabricante|hersteller)\b"
)


def asks_brand(question: str) -> bool:
    return bool(BRAND.search(fold(question)))


# "Ik zag Euan in het BBC-programma ...", "In welcher Folge von Country Calendar war sie zu sehen?": a
# broadcast the owner appeared in is published only where a unit names one (folded; no "show" or
# "programme" alone: a flower show, a course's programme).
BROADCAST = re.compile(
    r"\b(?:tv\d?|t\.v\.|televis\w*|fernseh\w*|sendung\w*|emissions?|episodes?|episodios?|episodi|folgen?|"
    r"aflevering\w*|uitzending\w*|documentar\w*|dokumentar\w*|doku|radio|podcasts?|channels?|zender|"
    r"chaines?|tv-\w+|\w+-programm\w*|\w+-programa\w*|bbc|itv|rte|svt|nrk|srf|orf|ard|zdf|wdr|ndr|rai|npo|"
    r"vrt|rtbf|rtp|tve|rtve|tf1|arte)\b"
)


def names_broadcast(text: str) -> bool:
    """Whether a question asks about, or a unit names, a broadcast."""
    return bool(BROADCAST.search(fold(text)))


def names_a_brand(text: str) -> bool:
    return bool(BRAND.search(fold(text))) or any(
        not SENTENCE_START.search(text[: m.start()]) and m.start() > 0 and fold(m.group(0)) not in NOT_NAMES
        for m in NAME.finditer(text)
    )


# "Where exactly does she live?", "Onde mora exatamente?", "Dove abita di preciso?": the owner's
# exact whereabouts, in the seven visitor languages (a plain "where does she live" may be answered
# by a published town).
WHERE_LIVES = re.compile(
    r"\b(?:where (?:\w+ ){0,3}(?:live|lives|reside|resides)|(?:which|what) (?:city|town|village|place) (?:\w+ ){0,3}live|"
    r"waar (?:\w+ ){0,3}(?:woont|woon|wonen)|in welke (?:stad|plaats) (?:\w+ )?woont|"
    r"wo (?:\w+ ){0,3}(?:wohnt|wohnst|wohnen|lebt|lebst|leben)|in welcher stadt (?:\w+ )?(?:wohnt|lebt)|"
    r"ou (?:\w+ ){0,3}(?:habite|habites|habitez|vit|vis|vivez|reside|demeure)|dans quelle ville (?:\w+ )?(?:habite|vit)|"
    r"donde (?:\w+ ){0,3}(?:vive|vives|reside)|en (?:que|cual) (?:ciudad|pueblo|barrio|localidad) (?:\w+ )?vive|"
    r"dove (?:\w+ ){0,3}(?:abita|abiti|vive|vivi|risiede)|in quale (?:citta|paese|quartiere) (?:\w+ )?(?:abita|vive)|"
    r"onde (?:\w+ ){0,3}(?:mora|moras|vive|vives|reside)|em que (?:cidade|aldeia|vila|bairro) (?:\w+ )?(?:mora|vive)|"
    r"var (?:\w+ ){0,3}bor|"
    # "Elle habite où ?" (the verb first), "la dirección de la casa de Nayra" (a home's address)
    r"(?:habite|habites|habitez|vit|vivez)(?:-t-(?:elle|il))? ou(?! \w)|"
    r"(?:direccion|adresse|indirizzo|endereco|adres|adress|address) (?:\w+ ){0,2}(?:casa|domicilio|domicile|maison|"
    r"woning|huis|hause|wohnung|home|hem|bostad|abitazione)|"
    # "Wohnt sie direkt über dem Laden?", "Does she live above the shop?": where, asked yes or no
    r"(?:does|do) (?:she|he) live|woont (?:ze|zij|hij)|wohnt (?:sie|er)|habite-t-(?:elle|il)|"
    r"vive (?:ella|el)|mora (?:ela|ele)|abita (?:lei|lui)|bor (?:hon|han))\b"
)
EXACTLY = re.compile(
    r"\b(?:exactly|precisely|precies|genau|exactement|precisement|exactamente|precisamente|esattamente|"
    r"di preciso|exatamente|ao certo|exakt|privat)\b"
)


# A unit that says where someone lives ("I live in Deventer", "Ik woon in Zwolle", "Vivo en Cáceres"):
# only such a unit answers where the owner lives; a workshop's address is no home.
# "Woont u verder weg?", "if you live nearby": the visitor, after or before the verb, is nobody's home.
# "40 personer som bor i Kramfors", "la residencia donde vive": a relative clause is someone else's
# home, and "live" is the owner's only after "I" or "we" ("many families live in Valparaíso").
RESIDES = re.compile(
    r"(?<!\byou )(?<!\bu )(?<!\bje )(?<!\bjij )(?<!\bsie )(?<!\bdu )(?<!\bvous )(?<!\btu )"
    r"(?<!\bwho )(?<!\bsom )(?<!\bdonde )(?<!\bonde )(?<!\bdove )(?<!\bwaar )(?<!\bqui )(?<!\bche )(?<!\bque )"
    # "para quen vive ao norte", "wer in Wien lebt": whoever lives there, not the owner
    r"(?<!\bquien )(?<!\bquem )(?<!\bquen )(?<!\bchi )(?<!\bwer )(?<!\bwie )"
    r"\b(?:(?<=\bi )live|(?<=\bwe )live|lives|lived|living|woon|woont|woonde|wohne|wohnt|wohnte|lebe|lebt|vivo|vive|vivimos|habite|"
    r"habitons|vis|vit|abito|abita|abitiamo|moro|mora|moramos|"
    # "Två sotare ... bor på ön till onsdag": Swedish only after a pronoun
    r"(?:(?<=\bjag )|(?<=\bvi )|(?<=\bhon )|(?<=\bhan )|(?<=\bhen ))(?:bor|bodde))\b"  # not "viven", "wonen": others
    r"(?!\s+(?:u|je|jij|you|du|vous|tu|usted|ustedes|voce|voces|ni)\b)"
)


def asks_residence(question: str) -> bool:
    """Whether a question asks where the owner lives ("¿Dónde vive la psicóloga?", "Waar woont ze?")."""
    return bool(WHERE_LIVES.search(fold(question).replace("\u2019", "'")))


def states_residence(text: str) -> bool:
    """Whether a text says where someone lives; a capitalised verb inside a sentence is part of a
    name ("the programme «Patrimonio Oleícola Vivo»")."""
    return any(
        re.search(rf"\b{verb}\b", lowered_or_initial(text))
        for verb in {m.group(0) for m in RESIDES.finditer(fold(text))}
    )


def lowered_or_initial(text: str) -> str:
    """The text with each sentence's first word lowercased, other words as written."""
    return re.sub(r"(^|[.!?\n]\s*)(\w)", lambda m: m.group(1) + m.group(2).lower(), text, flags=re.M)


# "Does she do a special price for friends?", "Gibt es Rabatt?": a discount is published where a
# unit names one (a discount word, a percentage, a reduced rate); otherwise it is the owner's to
# say, through the public contact.
DISCOUNT = re.compile(
    r"\b(?:discounts?|discounted|special (?:price|rate|deal)s?|cheaper for|mates'? rates?|friends? (?:price|rate)s?|"
    r"korting|vriendenprijs|speciale prijs|rabatt|ermassigung|ermassigt|nachlass|sonderpreis|freundschaftspreis|"
    r"descuentos?|precio especial|rebaja|remise|reduction|prix (?:d'ami|special|preferentiel)|"
    r"tarifs? (?:special|speciaux|preferentiel|reduit)s?|sconto|sconti|prezzo (?:speciale|di favore|scontato)|"
    r"descontos?|precos? especia(?:l|is))\b"
)
DISCOUNT_HELD = re.compile(
    DISCOUNT.pattern
    + r"|\d\s?%|\b(?:reduced|reduit|reduite|reduzido|reduzida|ridott[oa]|gereduceerd|reducid[oa]|"
    r"half price|halve prijs|moitie prix|meta prezzo|mitad de precio|metade do preco)\b"
)


# "Quel tarif fait-elle à ses amis ?", "Quanto fa pagare agli amici?": a price for the owner's friends
# or neighbours is a discount by another name (a family's price is often a published ticket).
CLOSE_ONES = re.compile(
    r"\b(?:friends?|neighbou?rs?|vrienden|buren|freunde\w*|nachbar\w*|amis?|voisins|amig[oa]s|vecin[oa]s|"
    r"amici|vicini|vizinh[oa]s|vanner|grannar\w*)\b"
)
CHARGING = re.compile(
    r"\b(?:rates?|tarifs?|tarifa|tariffa|price|prijs|preis|prix|precio|prezzo|preco|pris|charges?|payer|pagar|"
    r"pagare|betalen|zahlen|rekent|rekenen|cheaper|goedkoper|billiger|moins cher|mas barato|piu economico|"
    r"mais barato|billigare|betalar|paient|pagan|pagano|pagam|pay)\b"
)
# "Was zahlen Nachbarn und Mitarbeiter?": the people close to the owner, staff too, whose price is the
# owner's to tell unless a unit names a discount for them.
CLOSE_TO_OWNER = re.compile(
    CLOSE_ONES.pattern
    + r"|\b(?:staff|employees|mitarbeiter\w*|personeel|medewerkers|personnel|salaries|empleados|dipendenti|"
    r"funcionarios|personal|anstallda|familie|family|famille|familia|famiglia|familj\w*)\b"
)


# "Får jag tillbaka pengarna om jag avbokar?", "¿Cuánto tengo que pagar por adelantado?", "Quanto é o
# sinal?": a booking's terms (cancelling, a refund, a deposit, paying ahead), which a price page states
# under its own heading while the FAQ's nearest sentence is about something else (folded words).
# Paying part ahead (a deposit), one of the terms: "¿cuánto tengo que adelantar?", "quanto devo
# anticipare?", "pagar logo à cabeça".
DEPOSIT_WORDS = (
    r"deposit|upfront|up front|in advance|pay ahead|acompte|arrhes|d'avance|a l'avance|anzahlung|"
    r"vorauszahlung|im voraus|aanbetaling|vooruit ?betal\w*|vooraf (?:betal\w*|\w+ betalen)|anticipare|"
    r"anticipo|adelantar|adiantar|a cabeca|versare subito|pagare subito|senal|sinal|por adelantado|"
    r"adelantado|adelanto|caparra|acconto|in anticipo|adiantad[oa]|handpenning|forskott\w*|i forvag"
)
TERMS_ASKED = re.compile(
    r"\b(?:cancel\w*|refund\w*|money back|afzeg\w*|annuler\w*|annulation|annule|rembours\w*|"
    r"storn\w*|absag\w*|\w*erstatt\w*|geld (?:terug|zuruck)|terugbetal\w*|annul\w*|"
    r"cancel(?:ar|o|a|e)\w*|cancelacion|cancelamento|reembols\w*|devolu\w*|devuelv\w*|pierdo el dinero|"
    r"disdett\w*|disdir\w*|disdic\w*|rimbors\w*|perdo i soldi|desist\w*|perco o dinheiro|"
    rf"avbok\w*|avboo?k\w*|aterbetal\w*|pengarna tillbaka|{DEPOSIT_WORDS})\b"
)
TERMS_HELD = re.compile(
    r"\b(?:cancel\w*|refund\w*|deposit|afzeg\w*|annul\w*|rembours\w*|acompte|arrhes|storn\w*|"
    r"\w*erstatt\w*|anzahlung|vorauszahlung|aanbetaling|terugbetal\w*|cancelac\w*|cancelamento|"
    r"reembols\w*|devuel\w*|devolv\w*|devolu\w*|senal|sinal|anticipo|disdett\w*|rimbors\w*|"
    r"caparra|acconto|avbok\w*|aterbetal\w*|handpenning|forskott\w*)\b"
)


# Of the terms, a deposit asked is answered by the "Señal del 40 %" unit, not by the FAQ's "Los
# encargos no se devuelven" (returns, also terms).
DEPOSIT_ASKED = re.compile(rf"\b(?:{DEPOSIT_WORDS})\b")
DEPOSIT_HELD = re.compile(
    r"\b(?:deposit|acompte|arrhes|anzahlung|vorauszahlung|aanbetaling|senal|sinal|anticipo|adelanto|"
    r"caparra|acconto|handpenning|forskott\w*|in advance|a l'avance|im voraus|vooraf|por adelantado|"
    r"in anticipo|adiantad[oa])\b"
)


# "How long is the wait for a new shingle roof?", "Quanto si aspetta per una stufa nuova?": how long an
# order takes, which a price page states as a lead time ("Wartezeit für neue Dächer etwa 14 Monate",
# the row "Kakelreplikor — Väntetid: 6-8 veckor") while the FAQ's nearest sentence counts other weeks.
WAIT_ASKED = re.compile(
    r"\b(?:wait\w*|lead times?|how long (?:does|will|would) (?:it|an order|my order|the order) take|"
    r"warte\w*|wartezeit|lieferzeit|wachten|wachttijd|levertijd|attendre|delais?|esperar|espera|plazos?|"
    r"aspett\w*|attesa|tempi di consegna|prazos?|vanta|vantar|vantetid|leveranstid|"
    # "Quanto tempo ci vuole per ricevere frecce da guerra?": how long until the order arrives
    r"(?:how long|quanto tempo|cuanto tiempo|combien de temps|wie lange|hoe lang|hur lang)\b.*\b"
    r"(?:receive|ricevere|recibir|receber|recevoir|erhalten|bekommen|ontvangen|krijgen))\b"
)
WAIT_HELD = re.compile(
    r"\b(?:wait\w*|lead times?|takes?|delivery times?|wartezeit|lieferzeit|wachttijd|levertijd|delais?|"
    r"plazos?|espera|attesa|tempi (?:di )?consegna|prazos?|vantetid|leveranstid|leveranstiden)\b"
)
LEAD_TIME = re.compile(
    r"\b(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|\w+)\s*(?:(?:-|\u2013|to|bis|tot|a|à|till)\s*"
    r"\d+\s*)?(?:weeks?|wochen|weken|semaines|semanas|settimane|veckor|months?|monate[n]?|maanden|mois|meses|"
    r"mesi|manader|werktage[n]?|working days|werkdagen|jours ouvres|dias uteis|giorni lavorativi)\b"
)


def asks_wait(question: str) -> bool:
    return bool(WAIT_ASKED.search(fold(question)))


def states_lead_time(text: str) -> bool:
    """Whether a text (a unit with its heading) states how long an order takes: a wait word and a span."""
    folded = fold(text)
    return bool(WAIT_HELD.search(folded) and LEAD_TIME.search(folded))


def asks_terms(question: str) -> bool:
    return bool(TERMS_ASKED.search(fold(question).replace("\u2019", "'")))


def asks_deposit(question: str) -> bool:
    return bool(DEPOSIT_ASKED.search(fold(question).replace("\u2019", "'")))


def states_terms(text: str, *, deposit: bool = False) -> bool:
    """Whether a text states a booking's terms; `deposit`: what is paid ahead."""
    return bool((DEPOSIT_HELD if deposit else TERMS_HELD).search(fold(text)))


def asks_discount(question: str) -> bool:
    folded = fold(question)
    return bool(DISCOUNT.search(folded) or (CLOSE_ONES.search(folded) and CHARGING.search(folded)))


def names_discount(text: str, *, question: str = "") -> bool:
    """Whether a unit names a discount; for a question about the price the owner's friends, neighbours
    or staff pay, one naming such people."""
    folded = fold(text)
    if CLOSE_ONES.search(fold(question)) and not CLOSE_TO_OWNER.search(folded):
        return False
    return bool(DISCOUNT_HELD.search(folded))


# "Is she planning to move the shop?", "Is Ineke van plan om...", "Il compte racheter une forge ?": the
# owner's plans are published only where a unit states one (a plan word, a coming year, work under
# way); otherwise they are the owner's to tell, through the public contact.
PLANS = re.compile(
    r"\b(?:planning|plans? (?:to|for|on)|intends?|intending|going to (?:open|move|buy|sell|start|close|retire|expand)|"
    r"thinking (?:of|about) (?:opening|moving|buying|selling|starting|closing|retiring)|van plan|plannen|"
    r"overweegt|vorhaben|vor,? (?:\w+ )?zu|(?:hat|haben) (?:sie|er) vor|plant (?:sie|er)|beabsichtigt|compte (?:\w+ )?\w+(?:er|ir|re)|envisage|"
    r"projette|prevoit|"
    r"a l'intention|projets? de|piensa|planea|planes|tiene pensado|vais a|tiene (?:la )?intencion|"
    r"ha intenzione|pensa di|progetta|piani|intende|pretende|planeia|planeja|planejando|planeando|planos|tenciona|"
    r"planerar|"
    # retiring or handing the business on ("Ela pensa reformar-se ou passar a oficina a alguém?")
    r"retire|retiring|retirement|met pensioen|ruhestand|prendre sa retraite|partir a la retraite|"
    r"jubilar\w*|reformar-se|aposentar-se|in pensione|ga i pension|pensa (?:em )?\w+(?:ar|er|ir)(?:-se)?|"
    r"har (?:hon|han) planer|planer pa|tanker (?:hon|han)|tanker (?:\w+ )?(?:flytta|oppna|kopa|salja|stanga|sluta)|"
    # "Sta pensando di aprire un wine bar?", "Ha in programma di aprire un'altra bottega?", "Har du planer om..."
    r"pensando (?:di|de|en|em) (?:\w+ )?(?:aprire|abrir|comprare|comprar|vendere|vender|chiudere|cerrar|fechar)|"
    r"in programma di|har (?:du|ni) planer|"
    # "O Hélder vai comprar outra empresa?", "¿Va a abrir otra tienda?": a coming step of the owner's
    r"vai (?:\w+ )?(?:abrir|comprar|mudar|fechar|vender)|va a (?:abrir|comprar|mudar\w*|cerrar|vender)|"
    r"va (?:ouvrir|acheter|racheter|demenager|fermer|vendre)|gaat (?:ze|hij) (?:\w+ )?(?:verhuizen|kopen|openen|stoppen)|"
    # "Klopt het dat Bram een andere firma gaat overnemen?" (the name out: "dat gaat een ... overnemen")
    r"gaat (?:\w+ ){0,4}overnemen|wird (?:\w+ ){0,4}ubernehmen|va (?:\w+ ){0,2}reprendre|"
    # "Klopt het dat jullie een zagerij willen overnemen?", "a-t-elle l'intention de", "a prévu de",
    # "compte-t-elle acheter", "Har Elin planer om...", "vai fundir-se", "you're selling part of...",
    # "Was plant Hedda für die Zukunft?": a step of the owner's business still to come
    r"(?:wil|wilt|willen) (?:\w+ ){0,4}overnemen|l'intention de|"
    r"(?:a|ont|avez|as) prevu de|compte-t-(?:elle|il) \w+(?:er|ir|re)|har \w+ planer|"
    r"(?:fundir|fusionar|fusionner|fusionieren|fuseren|fondersi)\w*|merge[sd]?|merging|merger|"
    r"(?:you're|you are|she's|she is|he's|he is|they're|they are) (?:\w+ )?(?:selling|buying|closing|moving|taking over)|"
    r"fur die zukunft|in de toekomst|in the future|a l'avenir|en el futuro|in futuro|no futuro|i framtiden|"
    # "dass die Werkstatt umziehen will", "¿está comprando en secreto otro edificio?"
    r"(?:umziehen|verkaufen|schliessen|eroffnen|kaufen|ubernehmen|aufgeben) (?:will|wollen|mochte|mochten)|"
    r"(?:esta|estan|sta|stanno|esta a) (?:comprando|vendiendo|vendendo|comprar|vender|trasladando)|"
    r"en secreto|in segreto|em segredo|heimlich|in het geheim|en secret|secretly|i hemlighet)\b"
)
PLAN_HELD = re.compile(
    # a plan of the owner's, not a plan sold ("Pflanzpläne", "Planungshonorar") or a health plan ("plano de saúde")
    r"\b(?:(?:i|we|ich|wir|ik|wij|je|nous|on|yo|eu|io|jag|vi) (?:\w+ )?plan\w*|plan(?:s|ned|ning)? (?:to|for|on)|"
    r"geplant|gepland|van plan|planerad\w*|planerar|prevu\w*|previst\w*|planead\w*|planejad\w*|tenemos previsto|"
    r"temos previsto|abbiamo in programma|next year|volgend jaar|nachstes jahr|l'an prochain|l'annee prochaine|el ano que viene|"
    r"el proximo ano|l'anno prossimo|no proximo ano|nasta ar|working on|werk aan|arbeite an|travaille sur|"
    r"trabajando en|sto lavorando|estou a trabalhar|arbetar pa|soon|binnenkort|bald|bientot|pronto|presto|"
    r"snart|from (?:20\d\d|next)|vanaf 20\d\d|ab 20\d\d|des 20\d\d|a partir de 20\d\d|dal 20\d\d|"
    r"fran 20\d\d)\b"
)


def asks_plans(question: str) -> bool:
    """Whether a question asks about the owner's plans (not the visitor's: "we're planning a series")."""
    return any(
        PLANS.search(fold(sentence).replace("\u2019", "'"))
        for sentence in re.split(r"(?<=[.!?])\s+", question)
        if not about_visitor(sentence)
    )


def states_plan(text: str) -> bool:
    return bool(PLAN_HELD.search(fold(text).replace("\u2019", "'")))


# "Why does she always advise against X?": a why-question that claims the owner always does
# something rests on that habit; the unit answering it must state a rule or a habit itself
# (always, every time, must...), else it twists a nuanced view ("neither is better in itself").
ALWAYS = re.compile(
    r"\b(?:always|every time|altijd|steeds|elke keer|immer|jedes mal|toujours|chaque fois|siempre|cada vez|"
    r"sempre|ogni volta)\b"
)
HABIT_HELD = re.compile(
    ALWAYS.pattern
    + r"|\b(?:never|must|every|each|only|nooit|moet|moeten|alleen|elke|ieder|iedere|nie|niemals|"
    r"muss|mussen|nur|jede|jeder|jedes|jamais|doit|doivent|seul|seulement|chaque|nunca|debe|deben|solo|cada|"
    r"mai|deve|devono|ogni|tutti|nao|devem|apenas|todos|todas)\b"
)


def claims_habit(question: str) -> bool:
    """Whether a why-question takes for granted that something is always done."""
    folded = fold(question)
    return bool(WHY.search(folded) and ALWAYS.search(folded))


def states_habit(text: str) -> bool:
    return bool(HABIT_HELD.search(fold(text)))


# "How many roofs has she thatched in total?", "Combien de livres a-t-elle reliés en tout ?": a
# count over the whole of something, in the seven visitor languages. Such a total is stated only by
# a unit that holds a number and the thing counted (the word after "how many", or its translation);
# the nearest sentence with another number answers nothing. Counts of time are left out: they are
# answered by dates and ranges ("since 2004"), which name no "years". Asked of every "how many"
# question, the rule refused 11 answerable ones of the tuning group's 294 for 2 gained: a counted
# word's vector is a poor dictionary ("Kacheln" is not near "piastrelle").
COUNTED_THING = re.compile(
    r"\b(?:how many|hoeveel|wie ?viele[nm]?|combien(?:\s+de|\s+d')?|cuant[oa]s|quant[oa]s|quant[ie]|hur manga)\s*"
    r"(?:de\s+|di\s+|d')?([^\W\d_][\w-]*)"
)
TIME_UNITS = re.compile(
    r"(?:years?|months?|weeks?|days?|hours?|jaar|jaren|maanden|weken|dagen|uur|uren|jahre[n]?|monate[n]?|"
    r"wochen|tage[n]?|stunden|ans|annees|mois|semaines|jours|heures|anos|meses|semanas|dias|horas|anni|"
    r"mesi|settimane|giorni|ore|time|temps|tiempo|tempo|zeit|tijd)"
)
IN_TOTAL = re.compile(
    r"\b(?:in total|altogether|in all|overall|in totaal|bij elkaar|insgesamt|im ganzen|en tout|au total|"
    r"en total|en conjunto|in totale|in tutto|no total|ao todo|em conjunto|"
    r"(?:whole|entire) career|(?:hele|gehele) (?:carriere|loopbaan)|ganzen (?:laufbahn|karriere)|"
    r"toute sa carriere|toda (?:su|a sua) carreira|toda su carrera|tutta la (?:sua )?carriera|sammanlagt|"
    r"totalt|hittills|nagonsin)\b"
)
# "Since 2018 more than 160 instruments", "in totaal 340 kinderen": a number that sums up, what a
# total asks for. A capacity ("höchstens acht Hundeführer") or one job's count is no total.
CUMULATIVE = re.compile(
    r"\b(?:in total|altogether|so far|to date|since|more than|over|in all|insgesamt|bisher|seit|mehr als|"
    r"uber|in totaal|tot nu toe|sinds|meer dan|ruim|en tout|au total|jusqu'ici|depuis|plus de|en total|"
    r"hasta ahora|desde|mas de|in tutto|in totale|finora|oltre|piu di|ao todo|ate hoje|mais de)\b"
)


def states_total(text: str) -> bool:
    return bool(CUMULATIVE.search(fold(text)))


# "How many fonts has he sold so far?", "Wie viele Leute waren schon da?": a count up to now is a
# total too, though it says no "in total".
SO_FAR = re.compile(
    r"\b(?:so far|to date|until now|up to now|ever|tot nu toe|tot nog toe|ooit|bisher|bis jetzt|schon|jemals|"
    r"jusqu'ici|jusqu'a present|jusqu'a maintenant|deja|hasta ahora|hasta la fecha|finora|fino ad ora|gia|"
    r"ate agora|ate hoje)\b"
)


def counted_thing(question: str) -> str | None:
    """What a "how many ... in total" (or "so far", or "a year") question counts ("daken" in
    "hoeveel daken heeft ze in totaal gedekt"), or None (no total or rate asked, or a count of
    time)."""
    folded, thing = counted_word(question)
    if asks_price(question):  # "Ça a coûté combien en tout ?": an amount, not a count
        return None
    if thing is None or not (asks_total(question) or names_rate(question) or counts_staff(thing, folded)):
        return None
    return thing


def counted_word(question: str) -> tuple[str, str | None]:
    """The folded question and the word its "how many" counts (None: none, or a count of time)."""
    folded = fold(question).replace("\u2019", "'")
    match = COUNTED_THING.search(folded)
    if not match or TIME_UNITS.fullmatch(match.group(1)):
        return folded, None
    return folded, match.group(1)


# "How many visitors came last year?", "¿Cuántos socios tiene ahora?": a count for one period or for
# now, which only a unit counting that thing states.
PERIOD = re.compile(
    r"\b(?:(?:last|this|past) (?:year|season|summer|winter|month)|at the moment|currently|nowadays|right now|these days|"
    r"(?:vorig|afgelopen|dit|vorige) (?:jaar|seizoen|zomer|winter|maand)|op dit moment|momenteel|tegenwoordig|"
    r"(?:letztes|letzten|vergangenes|vergangenen|dieses|diesen) (?:jahr|saison|sommer|winter|monat)|"
    r"im (?:letzten|vergangenen) jahr|derzeit|zurzeit|momentan|aktuell|"
    r"(?:l'annee|la saison|l'ete|l'hiver|le mois) (?:derniere|dernier|passee|passe)|cette annee|"
    r"en ce moment|actuellement|"
    r"(?:el|la) (?:ano|temporada|verano|invierno|mes) pasad[oa]|este ano|(?:en este|ahora) mismo|"
    r"actualmente|"
    r"(?:l'anno|la stagione|l'estate|l'inverno|il mese) scors[oa]|quest'anno|al momento|attualmente|"
    r"(?:o ano|a temporada|o verao|o inverno|o mes) passad[oa]|este ano|de momento|neste momento)\b"
)


def period_counted_thing(question: str) -> str | None:
    """What a "how many" question counts for one period or for now ("visitors" in "How many visitors
    came last year?"), or None."""
    folded, thing = counted_word(question)
    return thing if PERIOD.search(folded) else None


# "How many sails has she made since she opened the loft?": a count since a beginning is a total.
SINCE_OPENING = re.compile(
    r"\b(?:since (?:she|he|they|you|it)|sinds (?:ze|zij|hij|het|je|u)|seit (?:sie|er|es|du|ihr)|"
    r"seitdem|depuis qu|desde que|da quando|dal giorno|desde que|sedan (?:hon|han|de|du|ni)|"
    # "Combien de toitures avez-vous refaites depuis 2015 ?": a total since a year
    r"(?:since|sinds|seit|depuis|desde|dal|dall'|sedan) (?:1[89]|20)\d\d)\b"
)
# "Quanti dipendenti lavorano in pasticceria?", "Hoeveel mensen werken er?": a number of staff, which
# only a unit counting them states. People without a work verb are a course's or a booking's size.
STAFF = re.compile(
    r"(?:employees|staff|workers|colleagues|volunteers|apprentices|assistants|medewerkers|werknemers|"
    r"personeelsleden|vrijwilligers|mitarbeiter(?:innen)?|angestellte[n]?|beschaftigte[n]?|lehrlinge|azubis|"
    r"employes|salaries|benevoles|apprentis|empleados|trabajadores|voluntarios|aprendices|dipendenti|"
    r"collaboratori|volontari|apprendisti|funcionarios|trabalhadores|aprendizes)"
)
PEOPLE = re.compile(r"(?:people|mensen|leute|menschen|personnes|personas|persone|pessoas)")
WORKING = re.compile(
    r"\b(?:work|works|working|werken|werkt|arbeiten|arbeitet|travaillent|travaille|trabajan|trabaja|"
    r"lavorano|lavora|trabalham|trabalha|employ|employs|employed|in dienst|beschaftigt)\b"
)


def counts_staff(thing: str, folded: str) -> bool:
    return bool(STAFF.fullmatch(thing) or (PEOPLE.fullmatch(thing) and WORKING.search(folded)))


# "En el taller somos dos", "We zijn een kleine ploeg van vier mensen", "Neben mir arbeiten zwei
# Gärtnerinnen": a unit stating how many work there.
TEAM_SIZE = re.compile(
    r"\b(?:we are|there are|wij zijn|we zijn|wir sind|nous sommes|on est|somos|siamo|vi ar|"
    r"team of|ploeg van|team van|equipe de|equipo de|squadra di)\s+(?:\w+\s+){0,2}?(\w+)"
    # "Gedge Millwrights is three people", "In bottega lavoriamo in quattro"
    r"|\b(?:is|are|sind|zijn|sont|son|sono|sao|ar)\s+(\w+)\s+(?:people|persons|mensen|personen|leute|"
    r"menschen|personnes|personas|persone|pessoas|personer)\b"
    r"|\b(?:lavoriamo|trabajamos|trabalhamos|travaillons|werken we|arbeiten wir|arbetar vi|jobbar vi)\s+"
    r"(?:in|en|em|a|a|met|zu|con|med)\s+(\w+)"
)


def states_team_size(text: str) -> bool:
    return any(
        (n := next(g for g in m.groups() if g)).isdigit() or may_hold_number_words(n)
        for m in TEAM_SIZE.finditer(fold(text))
    )


def asks_total(question: str) -> bool:
    folded = fold(question).replace("\u2019", "'")
    return bool(IN_TOTAL.search(folded) or SO_FAR.search(folded) or SINCE_OPENING.search(folded))


# "Eine Pendeluhr alle acht bis zehn Jahre", "two displays a day": a number that counts time, or a
# rate, states no total of anything. The words that may stand between a number and what it counts
# in a range ("acht bis zehn", "two or three", "5-7").
RANGE_WORDS = frozenset("to or and bis oder und tot of en a o y e ou et -".split())  # noqa: SIM905
RATE = re.compile(
    r"^(?:a|an|per|each|every|pro|je|jeden|jede|im|par|chaque|por|al|a la|cada|al|ogni|all|ao|por|elke|iedere?|"
    r"een)\s+"
    r"(?:day|week|month|year|season|tag|woche|monat|jahr|saison|dag|maand|jaar|seizoen|jour|semaine|mois|an|"
    r"annee|dia|semana|mes|ano|temporada|giorno|settimana|mese|anno|stagione)\b"
)
RATE_WINDOW = 3  # words between a number and the "a day" that makes it a rate ("two displays a day")


def counts_time_or_rate(words: list[str], at: int, *, rate_asked: bool = False) -> bool:
    """Whether the number at `words[at]` counts time ("acht bis zehn Jahre", "since 12 years") or is a
    rate ("two displays a day", "300 botellas al año"; unless the question asks for one itself)."""
    following = [
        w
        for w in words[at + 1 : at + 4]
        if w not in RANGE_WORDS and not w[0].isdigit() and not may_hold_number_words(w)
    ]
    if following and TIME_UNITS.fullmatch(following[0]):
        return True
    if rate_asked:
        return False
    return any(
        RATE.match(" ".join(words[after : after + 2])) for after in range(at + 1, at + 2 + RATE_WINDOW)
    )


# "Hoje a média anda pelas 45 t": an average is so many a season or a year.
AVERAGE = re.compile(
    r"\b(?:on average|an average|average|gemiddeld|durchschnittlich|im schnitt|en moyenne|la moyenne|"
    r"en promedio|de media|la media|in media|em media|a media)\b"
)


def names_rate(text: str) -> bool:
    """Whether a question asks, or a unit states, how many per day, week or year ("al año", "per
    year"), or on average."""
    folded = fold(text)
    words = re.findall(r"\w+", folded)
    return bool(AVERAGE.search(folded)) or any(
        RATE.match(" ".join(words[at : at + 2])) for at in range(len(words))
    )


# "Does she offer gift vouchers?", "Verkoopt ze ook cadeaubonnen?", "¿Da clases de violín?": a yes/no
# question (`negation.asks_yes_no`) asks whether the owner does, sells or offers something.
# "Is the workshop open in August?", "Ist sie ...": a question opening with "to be" asks about the
# state of something published, not whether the owner does a thing (dev: 3 of 5 answers lost).
STATE = re.compile(r"^\W*(?:is|are|was|were|ist|sind|war|es|son|esta|estan|e|sono|sao|zijn|isn't|aren't)\b")
# "qu'elle", "d'initiation": an elided article or pronoun is no part of the word.
ELISION = re.compile(r"^(?:qu|d|l|s|n|j|c|m|t|dell|all|nell|dall|sull)'")


# "Is there parking at her workshop?", "Gibt es beim Atelier einen Parkplatz?": whether something is
# there at all, though the question opens with "to be".
THERE_IS = re.compile(
    r"^\W*(?:is there|are there|gibt es|is er|zijn er|y a-t-il|est-ce qu'il y a|hay|c'e|ci sono|ha|existe)\b"
)


def asks_existence(question: str, *, language: str = "") -> bool:
    """Whether a question asks yes or no (`negation.asks_yes_no`) whether the owner does or offers
    something, or whether something is there."""
    folded = fold(question).replace("\u2019", "'")
    if THERE_IS.match(folded) or asks_request(question):
        return True
    return asks_yes_no(question, language=language) and not STATE.match(folded)


# "Do you also make cider?", "Verkoopt ze ook cadeaubonnen?", "Gör ni piercing också?": a yes/no question
# about one more thing beside what the visitor has read, which is more often unpublished than not.
ALSO = re.compile(
    r"\b(?:also|auch|ebenfalls|ook|eveneens|aussi|egalement|tambien|anche|tambem|ocksa|aven)\b"
    r"|\b(?:as well|too)\s*\?"
)


def asks_also(question: str, *, language: str = "") -> bool:
    """Whether a yes/no question (`negation.asks_yes_no`) asks whether the owner also does something."""
    return asks_yes_no(question, language=language) and bool(ALSO.search(fold(question)))


def object_words(question: str, words: set[str], *, language: str) -> list[str]:
    """The question's `words` that may name what it asks about: elisions taken off, the visitor's
    sentences left out; names are the name rule's ("Vantorp", "Quillan" capitalised inside a
    sentence), except in German, where a capitalised word is a noun and only nouns are kept (the
    verbs, "anrufen", are phrasing)."""
    text = fold_accents(question).replace("\u2019", "'")
    written: dict[str, bool] = {}
    for match in re.finditer(r"[\w'-]+", text):
        opens = match.start() == 0 or bool(SENTENCE_START.search(text[: match.start()]))
        capital = match.group(0)[0].isupper() and not opens
        written.setdefault(fold(match.group(0)), capital)
    found = []
    for word in sorted(asked_words(question, words)):
        capital = written.get(word, False)
        bare = ELISION.sub("", word)
        if len(bare) < 3 or bare in STOPWORDS.get(language, ()) or (capital != (language == "de")):
            continue
        found.append(bare)
    return found


# "Come si chiamano i figli di Wessel?", "the children of Marta": the definite article does not make
# them pupils when they are someone's (the owner's name is taken out, so nothing or a name follows);
# "les enfants de l'école" are still the school's.
CHILDREN_OF = re.compile(
    r"\s+(?:of|di|de|do|da|von|van)\b(?!\s+(?:the|la|le|les|l'|el|los|las|il|lo|gli|o|a|os|as|der|die|das|het|de)\b)"
    r"(?!\s+\d)"  # "un enfant de 8 ans": a child's age
)


def someones_children(after: str) -> bool:
    """Whether the words after a children cue say whose children they are ("di Wessel", "di ?")."""
    return bool(CHILDREN_OF.match(after))
