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
    r"(?:when(?:ever)? (?:i|someone|anyone) (?:say|says|write|writes|type|types)|als (?:ik|iemand) "
    r"(?:\w+ )?(?:zeg|typ|typt|schrijf|schrijft)|wenn (?:ich|jemand) (?:\w+ )?(?:sage|sagt|schreibe|"
    r"schreibt|tippe|tippt)|quand (?:j'ecris|je dis|on ecrit|on dit)|cuando (?:escriba|diga|alguien "
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
    rf"\b(?:until i|tot ik|bis ich|jusqu'a ce que je|hasta que) ?{_Q}{_TERM}{_END} ?(?:say|write|type|zeg|typ|"
    r"schrijf|sage|schreibe|dise|ecrive|diga|escriba)\b"
)
# "what does 'X' mean", "was bedeutet 'X'": a question about a word defines nothing.
QUESTION_BEFORE = r"\b(?:what|wat|was|quoi|qu'est-ce|welche?|quel(?:le)?|cual)\W+(?:\w+\W+)?$"
