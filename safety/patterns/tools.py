"""Requests for a shell, code execution, the site's tools, web search, or fetching a URL."""

from __future__ import annotations

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
     r"aan) [\w.+-]+@[\w-]+(?:\.[\w-]+)+"),
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
