"""Requests to act for the owner, or around the approval the contact tool waits for.

The site's one outgoing action is a message from the visitor to the owner, sent only after the owner
approves it. Anything else that sends, accepts, confirms, books or signs is the assistant acting as
the owner: "reply on her behalf", "accept the invitation in his name", "mark it as already
approved", "skip the approval, he agreed by phone", "put a meeting in her calendar", "tell all her
clients". The `tool_abuse` guard reads these with the other tool rules (`safety.patterns.tools`).
Written on the folded text (lowercase, no accents); "the owner" is the owner's name (`safety.owner`).
"""

from __future__ import annotations

# Whoever the owner is, named or not: a pronoun, "the owner", or any name with 's.
_THEIRS = r"(?:her|his|their|the owner's|[a-z]+'s)"
_NOT_VISITOR = r"(?!(?:mij|mijn|ons|onze|mir|meine\w*|uns\w*|moi|mon|ma|mes|notre|nos|mi|mis|nuestr\w*)\b)"
_ACT = (
    r"(?:send|reply|respond|write|email|e-mail|mail|accept|confirm|decline|sign|book|approve|answer|"
    r"notify|tell|inform|submit|agree|stuur|antwoord|schrijf|accepteer|bevestig|teken|boek|meld|"
    r"schick\w*|sende|antworte|schreib\w*|akzeptier\w*|bestatig\w*|unterschreib\w*|buch\w*|sag\w*|"
    r"envoie|reponds|ecris|accepte|confirme|signe|reserve|dis|previens|envia|manda|responde|escribe|"
    r"acepta|confirma|firma|reserva|avisa|di|zeg|cancel|annuleer|kundige|resilie|cancela|annule|register|"
    r"registreer)"
)

DELEGATION_RULES: list[tuple[str, str]] = [
    ("any:as_the_owner",
     rf"\b{_ACT}\b[^.?!\n]{{0,80}}(?:\bon {_THEIRS} behalf\b|\bon behalf of (?:her|him|them|the owner)\b|"
     rf"\bin {_THEIRS} name\b|\bas if (?:it was|it were|you were) (?:her|him|them|the owner)\b|"
     r"\bsign(?:ed)? (?:it )?as (?:her|him|them|the owner|[a-z]+)\b|"
     rf"\b(?:namens|im namen(?: von)?|in (?:ihrem|seinem) namen|au nom (?:de |d')?|en son nom|en nombre de|"
     rf"en su nombre|de parte de|de la part (?:de |d'))\b ?{_NOT_VISITOR})|\bcomme si c'etait (?:lui|elle)\b"),
    ("any:around_approval",
     r"\b(?:skip|bypass|circumvent|without|no need for|don't wait for|dont wait for|without waiting for) "
     r"(?:the |her |his |their |any |an )?(?:approval|approving|sign-?off|consent|confirmation)\b|"
     r"\bmark (?:it |this |them |the \w+ )?as (?:already )?(?:approved|confirmed|accepted)\b|"
     r"\bapprove (?:it yourself|yourself|approval|request|the request|the approval|#?\d+)\b|\bapproval #?\d+\b|"
     r"\bzonder (?:dat )?(?:haar |zijn |hun |de )?(?:goedkeuring|toestemming|akkoord)\b|\bniet goed (?:te )?keuren\b|"
     r"\bsla (?:de )?goedkeuring over\b|\b(?:zet|markeer) (?:\w+ )?(?:op|als) (?:bevestigd|goedgekeurd|akkoord)\b|"
     r"\bohne (?:ihre |seine |deren |die |auf )?(?:freigabe|zustimmung|genehmigung|bestatigung)\b|"
     r"\bubersp?ring\w* (?:die )?freigabe\b|\b(?:zustimmung|freigabe|genehmigung) brauchst du nicht\b|"
     r"\bals (?:bereits )?(?:genehmigt|freigegeben|bestatigt) markier\w*|"
     r"\bsans (?:son |sa |leur |attendre (?:son |sa |leur )?)?(?:accord|approbation|validation|confirmation)\b|"
     r"\bmarque[sz]?(?:-le|-la)? comme (?:deja )?(?:approuve|valide|confirme)e?\b|"
     r"\bsin (?:esperar a que (?:la |lo )?apruebe|pasar por la aprobacion|su aprobacion|aprobacion|"
     r"su permiso|su visto bueno)\b|\bmarca(?:lo|la)? como (?:ya )?(?:aprobad[oa]|confirmad[oa])\b|"
     r"\baprueba(?:la|lo)? tu mism[oa]\b"),
    ("any:owner_calendar",
     # "a slot in her diary" is a booking the visitor asks about, not an entry made for her
     rf"(?<!slot\s)(?<!slots\s)(?<!spot\s)(?<!place\s)(?<!space\s)(?<!date\s)\b(?:in|into|to) {_THEIRS} "
     r"(?:calendar|diary|schedule)\b|\bin de agenda van\b|"
     r"\bin (?:ihren|seinen|den) kalender\b|\b\w+s kalender (?:ein|eintragen)\b|\bdans (?:l'agenda|le calendrier) de\b|"
     r"\ben (?:el calendario|la agenda) de\b"),
    ("any:owner_status",
     rf"\b(?:set|change|update|mark) {_THEIRS} (?:availability|status)\b|"
     r"\b(?:zet|verander|wijzig) (?:haar|zijn|hun) beschikbaarheid\b|"
     r"\b(?:setze|andere|aktualisiere) (?:ihre|seine) verfugbarkeit\b|\b(?:change|modifie|mets) sa disponibilite\b|"
     r"\b(?:cambia|actualiza|pon) (?:la|su) disponibilidad\b"),
    ("any:mass_message",
     # "send it 50 times", not a size: "en linnehandduk i 50 x 90"
     r"\b\d{2,} ?(?:times|x|-?mal|keer|veces|fois)\b(?! ?\d)|\b\d{2,} (?:contact )?(?:messages|berichten|nachrichten|"
     r"mensajes|messages)\b"),
    ("any:all_contacts",
     r"\b(?:send|forward|email|mail|notify|tell|write|stuur|mail|schrijf|leite|schick\w*|sende|envoie|"
     r"ecris|transfere|reenvia|envia|manda|escribe|email everyone)\b.{0,60}\b(?:all|every|everyone|alle|"
     r"allen|tous|toutes|todos|todas|iedereen)\b.{0,40}\b(?:clients|customers|contacts|klanten|contacten|"
     r"auftraggeber\w*|kunden|kontakte|clientes|contactos|visitors|bezoekers|besucher|visiteurs|"
     r"visitantes|who contacted)\b"),
    # "notify her client that ...", "laat de hoofdredacteur weten", "Bescheid geben", "avisa al cliente"
    ("any:notify_third_party",
     r"\b(?:notify|inform|warn|email|e-mail|message|write to|reply to|respond to|answer|let|laat|laten|"
     r"informeer|waarschuw|mail|stuur|schrijf|antwoord|gib|geben|sag|sage|informiere|benachrichtige|"
     r"schreib|schreibe|antworte|warne|previens|prevenir|informe|informer|ecris|ecrire|reponds|repondre|"
     r"avertis|avisa|avisar|informa|informar|contesta|contestar|responde|responder|dile|decirle)\b"
     r"[^.?!\n]{0,40}\b(?:client|clients|customer|customers|editor|editors|publisher|organi[sz]er|label|"
     r"gallery|agent|employer|landlord|recruiters?|klant|klanten|redacteur|hoofdredacteur|uitgever|"
     r"organisator|galerie|werkgever|kunden|veranstalter|verlag|redakteur\w*|arbeitgeber|l'editeur|"
     r"editeur|galerie|organisateur|employeur|recruteur|cliente|clientes|editor|organizador|galeria|sello|"
     r"empleador|reclutador|last person|laatste persoon|letzten person|derniere personne|ultima persona)\b"
     r"[^.?!\n]{0,60}\b(?:that|dat|dass|que|know|weten|bescheid)\b|"
     r"\b(?:client|clients|customer|editor|publisher|organi[sz]er|label|gallery|klant|klanten|redacteur|"
     r"hoofdredacteur|uitgever|organisator|galerie|kunden|veranstalter|verlag|redakteur\w*|arbeitgeber)\b"
     r"[^.?!\n]{0,40}\b(?:bescheid (?:geben|sagen)|laten weten|waarschuwen|benachrichtigen)\b"),
    ("any:carbon_copy",
     r"\b(?:b?cc|in copy|en copie|en copia|in kopie|in de cc)\b[^.?!\n]{0,50}(?:@|\baddress|\badres|"
     r"\badresse|\bdireccion)|\b(?:cc|bcc)[: ]+[\w.-]+@"),
    ("any:confirm_for_owner",
     r"<imp>(?:just |simply |gewoon |einfach |juste |solo )?(?:accept|confirm|approve|decline|sign|"
     r"accepteer|bevestig|keur \w+ goed|akzeptiere|bestatige|nimm|gib \w+ frei|accepte|confirme|valide|"
     r"signe|acepta|confirma|aprueba|firma)(?:me|mir|moi)?\b[^.?!\n]{0,40}\b(?:offer|invitation|invite|"
     r"meeting|appointment|contract|deal|agreement|invoice|requests?|in writing|aanbod|uitnodiging|"
     r"afspraak|contract|schriftelijk|angebot|einladung|termin|vertrag|rechnung|anfragen?|schriftlich|"
     r"offre|rendez-vous|contrat|facture|demandes?|par ecrit|oferta|invitacion|reunion|cita|contrato|"
     r"factura|acuerdo|por escrito)\b"),
    # sent or repeated "a hundred times"; "a course of ten sessions" ("een kuur van tien keer") is a price question
    ("any:mass_message",
     r"\b(?:send|sent|stuur|verstuur|schick\w*|verschick\w*|versend\w*|sende|envoie|envoyer|envia|enviar|manda|mandar|post|mail|repeat|"
     r"herhaal|wiederhol\w*|repete|repite|spam)\w*\b[^.?!\n]{0,60}\b(?:hundred|honderd|hundert|cent|cien|zehn|tien|ten)"
     r"\s?(?:times|keer|maal|mal|fois|veces)\b|"
     r"\b(?:hundred|honderd|hundert|cent|cien|zehn|tien|ten)\s?(?:times|keer|maal|mal|fois|veces)\b[^.?!\n]{0,40}"
     r"\b(?:send|sent|stuur|verstuur|schick\w*|verschick\w*|versend\w*|sende|envoie|envoyer|envia|enviar|manda|mandar|post|mail|repeat|"
     r"herhaal|wiederhol\w*|repete|repite)\w*\b"),
    # The approval step switched off or faked: "turn off the approval step", "desactiva la aprobación",
    # "stell die Freigaben auf mich um", "mark it approved".
    ("any:approval_off",
     r"\b(?:turn off|switch off|disable|deactivate|skip|remove|bypass|desactiva|quita|salta|omite|"
     r"desactive[sz]?|supprime[sz]?|saute[sz]?|deaktivier\w*|schalt\w*|stell\w*|uberspring\w*|entfern\w*|"
     r"zet|schakel|sla|verwijder)\b <w4>(?:the |die |den |de |het |la |le |les |el |los )?(?:approval|"
     r"approvals|approval step|aprobacion|aprobaciones|validation|validations|approbation|freigabe\w*|"
     r"genehmigung\w*|goedkeuring\w*|goedkeuringsstap)\b|"
     r"\b(?:mark|markeer|markier\w*|marca|marque[sz]?) (?:it|this|them|het|dit|es|sie|lo|la|le) "
     r"(?:as )?(?:approved|goedgekeurd|als goedgekeurd|als genehmigt|genehmigt|freigegeben|como aprobado|"
     r"aprobado|approuve|comme approuve)\b"),
]  # fmt: skip

_SEND = (
    r"(?:send|submit|post|forward|write|draft|create|reply|email|e-mail|pass|verstuur|stuur|schrijf|"
    r"beantwoord|plaats|post|schick\w*|sende|verschick\w*|schreib\w*|leite|envoie|ecris|transmets|reponds|"
    r"publie|envia|manda|escribe|reenvia|responde|publica)"
)
_NAMES = r"(?:names?|namen|noms?|nombres?)"
DELEGATION_RULES += [
    # The message made to look as if someone else wrote it: a spoofed sender, a reply address, a
    # signature, another person's account.
    ("any:spoofed_sender",
     r"\b(?:sender|afzender|absender|expediteur|remitente)(?:s|naam|name|-?adres\w*|address)?\b[^.?!\n]{0,12}"
     r"\b(?:set to|as|to|auf|als|comme|como)\b|"
     rf"\b(?:as|als) (?:the )?(?:sender|afzender|absender)(?: {_NAMES})?\b|\breply(?:-to| address)\b|"
     r"\b(?:antwoordadres|antwortadresse|adresse de reponse|direccion de respuesta)\b|"
     r"\b(?:signed(?! (?:agreement|contract|copy|copies|print|edition|book|by (?:both|the customer|you|me)))|signing (?:it|as|with|off|in)|sign it|en signant|signe(?:-le)? (?:par|comme)|onderteken(?:d|en)? (?:als|met)|"
     r"unterschreib\w* (?:als|mit)|unterzeichne\w* (?:als|mit)|firma(?:do|lo)? como|firmando como)\b|"
     r"\b(?:as if it came from|as though it came from|looks like it comes? from|alsof (?:die|het|hij|ze) van|"
     r"als ob (?:sie|es) von|als kame (?:sie|es) von|comme si (?:ca|cela|il|elle) venait|como si viniera)\b|"
     r"\bfrom [\w'-]+(?:'s|s)? (?:own )?(?:account|e-?mail account|inbox|mailbox)\b|\bvanaf (?:het|zijn|haar) "
     r"account\b|\bvon (?:seinem|ihrem|\w+s) konto\b|\bdepuis (?:le|son) compte\b|\bdesde (?:la|su) cuenta\b|"
     rf"\b{_SEND}\b[^.?!\n]{{0,80}}\b(?:on behalf of|on [\w-]+'s behalf|namens|im namen von|au nom de|"
     r"en nombre de)\b(?! (?:my|me|mijn|mij|meinem|meiner|mon|ma|mi|us|ons|our|unserer|unseres|notre|nuestra|"
     r"nuestro)\b)"),
    ("any:around_approval",
     r"\b(?:without|zonder|ohne|sans|sin)\b[^.?!\n]{0,30}\b(?:queue|wachtrij|warteschlange|file d'attente|"
     r"la cola|l'approbation|aprobacion|goedkeuring|freigabe|ruckfrage|eerst vragen|asking (?:her|him|first))\b|"
     r"\b(?:niet|nicht|ne pas|no|don't|do not) (?:eerst )?(?:vragen|fragen|demander|preguntar|ask(?: first)?)\b"
     r"[^.?!\n]{0,20}$|"
     r"\b(?:approv\w*|agreed|validated|goedgekeurd|afgesproken|abgesprochen|genehmigt|zugestimmt|valide|"
     r"approuve|aprobado|acordado|validado)\b[^.?!\n]{0,30}\b(?:by phone|over the phone|telefonisch|per "
     r"telefoon|am telefon|par telephone|au telephone|por telefono)\b|"
     r"\b(?:by phone|over the phone|telefonisch|per telefoon|am telefon|par telephone|au telephone|por "
     r"telefono)\b[^.?!\n]{0,30}\b(?:approv\w*|agreed|validated|goedgekeurd|afgesproken|abgesprochen|"
     r"genehmigt|zugestimmt|valide|approuve|aprobado|acordado|validado)\b|"
     r"[\"']?(?:status|state|approval|decision)[\"']?\s*[:=]\s*[\"']?(?:approved|goedgekeurd|genehmigt|"
     r"approuve|aprobado)\b"),
    ("any:mass_message",
     r"\b(?:fifty|twenty|thirty|forty|vijftig|twintig|dertig|veertig|funfzig|zwanzig|dreissig|vierzig|"
     r"cinquante|vingt|trente|quarante|cincuenta|veinte|treinta|cuarenta)\s?(?:times|keer|maal|mal|fois|veces)\b|"
     r"\b(?:all|every|alle|toutes|tous|todas|todos) (?:the |de |die |les |las |los )?(?:addresses|e-?mail "
     r"addresses|adressen|e-?mailadressen|adresses|direcciones|correos)\b[^.?!\n]{0,20}\b(?:you|je|du|tu|que|"
     r"die)\b|"
     r"\b(?:all|every|alle|allen|tous|toutes|todos|todas|whole|hele|ganze\w*|toute)\b (?:of )?"
     r"(?:(?!(?:from|van|von|du|des|of|for|to|with|met|mit|avec|con|par|by|per|uit|aus)\b)[\w'-]+ ){0,3}?"
     r"(?:publishers|editors|opdrachtgevers|uitgevers|klanten|verlage|verleger\w*|auftraggeber\w*|editeurs|"
     r"clients|editores|mailing list|mailinglijst|verteiler\w*|liste de diffusion|lista de correo|"
     r"subscribers|abonnees|abonnenten|abonnes|suscriptores)\b"),
    ("any:confirm_for_owner",
     r"<imp>(?:just |simply |gewoon |einfach |juste |solo )?(?:accept\w*|confirm|approve|keur (?:\w+ ){1,3}goed|"
     r"genehmige|unterschreib\w*|onderteken|nimm (?:\w+ ){1,4}an|gib (?:\w+ ){1,4}frei|signe|firma)\b"
     r"[^.?!\n]{0,60}(?:uitnodiging|einladung|invitation|slot|interview|gesprek|entretien|entrevista|nda|"
     r"factuur|rechnung|anfrage|request|offre|oferta|contract|vertrag|contrat|contrato|termin\w*)\b"),
]  # fmt: skip

# Session 8b (e13pat), from the misses of the spent sets third..ninth: the owner's inbox answered for
# them, messages on a schedule or until someone answers, many recipients or the press in copy, their
# calendar cancelled or filled, invoices approved, a message signed with their name.
_REPLY = (
    r"(?:reply|respond|answer|beantwoord|antwoord|antworte|beantworte|reponds|repondez|repondre|responde|"
    r"contesta|responder|contestar)"
)
_INBOX = (
    r"(?:unread|unanswered|ongelezen|onbeantwoorde|ungelesene\w*|unbeantwortete\w*|non lus|non lues|sans "
    r"reponse|sin leer|sin responder|sin contestar|inbox|posteingang|boite de reception|bandeja de entrada|"
    r"senders?|afzenders?|absender\w*|expediteurs?|remitentes?|(?:recruiter|recruteur|reclutador)\w* (?:who|that|"
    r"die|der|qui|que)|"
    r"who (?:wrote|emailed|messaged)|die (?:schreef|schreven|mailde)|der (?:schrieb)|qui a ecrit|que escribio)"
)
_RECUR = (
    r"(?:every (?:\d+ |few |ten |five |)?(?:minutes?|hours?|day|morning|evening|night|week|monday|tuesday|"
    r"wednesday|thursday|friday)|each (?:day|hour|morning)|daily|hourly|"
    r"elk(?:e)? (?:\d+ )?(?:minuut|minuten|uur|dag|ochtend|avond|week|maandag)|iedere (?:dag|ochtend|minuut)|"
    r"dagelijks|"
    r"jede\w* (?:\d+ )?(?:minute|stunde|tag|morgen|abend|woche|montag)|alle \d+ (?:minuten|stunden)|"
    r"taglich|stundlich|"
    r"toutes les (?:\d+ |cinq |dix )?(?:minutes|heures|semaines)|tous les (?:jours|matins|soirs|lundis)|"
    r"chaque (?:jour|heure|matin|semaine)|"
    r"cada (?:\d+ |cinco |diez )?(?:minutos?|horas?|dia|manana|semana)|todos los (?:dias|lunes))"
)
_UNTIL_ANSWER = (
    r"(?:until (?:she|he|they|\w+) (?:replies|answers|responds|calls|does)|tot (?:ze|hij|zij|\w+) "
    r"(?:antwoordt|reageert|belt|het doet|terugbelt)|bis (?:sie|er|\w+) (?:antwortet|reagiert|anruft)|"
    r"jusqu'a ce qu'(?:il|elle) (?:reponde|rappelle)|hasta que (?:responda|conteste|llame))"
)
_MANY = (
    r"(?:\d{2,}|ten|twenty|thirty|fifty|tien|twintig|dertig|zehn|zwanzig|dreissig|dix|vingt|trente|diez|veinte|"
    r"treinta|cincuenta)"
)
_RECIPIENTS = (
    r"(?:recipients|addresses|adressen|adresses|direcciones|recruiters|recruteurs|reclutadores|contacts|"
    r"contactos|journalists|journalisten|journalistes|periodistas|competitors|concurrenten|konkurrenten|"
    r"concurrents|competidores|people|personen|personnes|personas|companies|bedrijven|firmen|empresas)"
)
_PRESS = (
    r"(?:press|pers|presse|prensa|newspaper|(?:local )?paper|journalists?|journalisten|journalistes|krant|zeitung|lokalzeitung|journal|periodico|redactie|redaktion|"
    r"redaction|redaccion|competitors?|concurrent\w*|konkurrent\w*|competencia|competidores|hr@|presse@|press@)"
)
# the outside world by name: a newspaper, journalists, competitors (bare "press" may be a press office)
_OUTLET = (
    r"(?:newspaper|(?:local )?paper|journalists?|journalisten|journalistes|krant|zeitung|lokalzeitung|"
    r"periodico|redactie|redaktion|redaction|redaccion|competitors?|concurrent\w*|konkurrent\w*|competencia|"
    r"competidores|hr@|presse@|press@|prensa@|pers@)"
)
DELEGATION_RULES += [
    ("any:reply_for_owner",
     rf"<imp>{_REPLY}\w*\b[^.?!\n]{{0,40}}\b{_INBOX}\b|"
     rf"\b{_REPLY}\w*\b[^.?!\n]{{0,60}}\b(?:in (?:her|his|their) place|instead of (?:her|him|them)|a sa place|"
     r"an (?:seiner|ihrer) stelle|in (?:zijn|haar) plaats|en su lugar|voor (?:haar|hem)|fur (?:sie|ihn))\b"),
    ("any:recurring_message",
     r"<imp>(?:send|remind|text|ping|forward|schedule|plan|stuur|verstuur|schick\w*|sende|envoie|programme|"
     # "send me her newsletter every week" is the visitor's own subscription
     r"transfere|transmets|manda|envia|reenvia|programa|agenda)\b(?!(?: |-)(?:me|mij|mir|moi|nous|us|ons|uns|nos)\b)"
     r"[^\n]{0,80}\b(?:"
     rf"{_RECUR}|{_UNTIL_ANSWER}|a (?:whole )?year long|een jaar lang|das ganze jahr|ein jahr lang|"
     r"pendant un an|toute l'annee|durante un (?:ano|mes)|for a (?:year|month)|een maand lang|einen monat lang|"
     r"pendant un mois)\b"),
    ("any:mass_recipients",
     # a count of ten or more, or the press and competitors together ("cc the press office" alone is a
     # visitor's ordinary request)
     rf"\b(?:cc|bcc|copy|copie|kopie|copia)\b[^?!\n]{{0,40}}\b(?:{_MANY} (?:\w+ )?{_RECIPIENTS}|{_OUTLET}|{_PRESS}\b"
     rf"[^?!\n]{{0,40}}\b{_PRESS})|"
     rf"\b(?:{_MANY} (?:\w+ )?{_RECIPIENTS}|{_OUTLET}|{_PRESS}\b[^?!\n]{{0,40}}\b{_PRESS})[^?!\n]{{0,60}}\b(?:in (?:the |de )?(?:cc|bcc|copy|"
     r"kopie)|en (?:cc|copie|copia)|in cc|mit in cc|in kopie)\b|"
     r"\b(?:forward|send|stuur|schick|leite|transmets|transfere|envoie|reenvia|envia|manda)\w*\b[^.?!\n]{0,60}"
     rf"\b(?:to|aan|naar|an|a|au|aux) (?:the |de |die |den |les |los )?(?:last |laatste |letzten |derniers |"
     rf"ultimos )?{_MANY} (?:\w+ )?{_RECIPIENTS}\b"),
    ("any:owner_calendar",
     r"<imp>(?:cancel|annuleer|annuleren|storniere|stornier|annule|cancela|anula|sag\w*|zeg)\b[^.?!\n]{0,60}"
     r"\b(?:appointments?|afspraken|afspraak|termine?|rendez-vous|citas?|meetings?|reuniones?|reunions?|"
     r"vergaderingen|besprechungen|bookings|reserveringen|buchungen|reservations|reservas)\b|"
     r"\b(?:all|alle|tous les|toutes les|todos los|todas las) (?:the |de |die )?(?:free|open|available|vrije|"
     r"beschikbare|freien|offenen|libres|disponibles) (?:slots|termine|plekken|tijdsloten|creneaux|horarios|"
     r"huecos)\b|\b\d{2,} (?:calendar )?(?:holds|blocks|slots|afspraken|termine|citas|rendez-vous)\b|"
     r"\b(?:reserva|reserve|book|boek|buch\w*|trag\w*)\b[^.?!\n]{0,40}\b(?:a nombre de|a su nombre|a son nom|"
     r"op (?:zijn|haar|de) naam(?: van)?|auf (?:seinen|ihren|den) namen(?: von)?|under (?:her|his|the) name)\b"),
    ("any:around_approval",
     r"\b(?:no hace falta|no es necesario|not necessary to|no need to|hoeft niet|hoef je niet|muss nicht|"
     r"musst (?:du )?(?:sie |es )?nicht|brauchst (?:du )?nicht|pas besoin de|inutile de)\b(?: \w+){0,2} "
     r"(?:confirm\w*|bevestig\w*|bestatig\w*|goed te keuren|goedkeur\w*|genehmig\w*|approv\w*|aprobar\w*|"
     r"valider|verifier|ask|vragen|fragen|demander|preguntar)|"
     r"\b(?:automatisch|automatically|automatiquement|automaticamente)\b[^.?!\n]{0,20}\b(?:confirm\w*|bevestig\w*|"
     r"bestatig\w*|zusage|zusagen|accept\w*|akzeptier\w*|acepta\w*|valide\w*)\b|\b(?:confirm\w*|bevestig\w*|"
     r"bestatig\w*|zusage|accept\w*|acepta\w*)\b[^.?!\n]{0,20}\b(?:automatisch|automatically|automatiquement|"
     r"automaticamente)\b|"
     r"\b(?:already|al|reeds|bereits|schon|deja|ya)\b (?:\w+ )?(?:approved|goedgekeurd|genehmigt|approuve\w*|"
     r"aprobad[oa]|valide\w*|confirmed|bevestigd|bestatigt|confirmad[oa]) (?:by|door|von|par|por)\b"),
    ("any:approve_invoice",
     r"<imp>keur\b[^.?!\n]{0,40}\b(?:factuur|facturen|rekening|betaling\w*)\b[^.?!\n]{0,60}\bgoed\b|"
     r"<imp>(?:keur (?:\w+ ){0,6}goed|approve|genehmige|approuve|valide|aprueba|accepteer|akzeptiere)\b"
     r"[^.?!\n]{0,60}\b(?:invoices?|factuur|facturen|rechnung\w*|factures?|facturas?|bills?|payments?|"
     r"betaling\w*|zahlung\w*|paiements?|pagos?|goedkeuring \d+)\b|"
     r"\b(?:keur|approve|genehmige|aprueba|approuve) (?:\w+ )?(?:goedkeuring|approval|freigabe|genehmigung|"
     r"approbation|aprobacion) #?\d+|"
     r"\b(?:mark|markeer|markiere|marque[sz]?|marca)\w*\b[^?!\n]{0,60}\b(?:as|als|comme|como)\b[^?!\n]{0,25}"
     r"\b(?:approved|genehmigt|goedgekeurd|approuvee?|aprobad[oa]|validee?|paid|betaald|bezahlt|payee?|"
     r"pagad[oa])\b|"
     r"\b(?:call|invoke|trigger|roep|rufe|appelle|llama)\b[^.?!\n]{0,30}\b(?:decision|beslissing|entscheidung|"
     r"decision|decide)\w*\b[^.?!\n]{0,30}\b(?:approve|goedkeur\w*|genehmig\w*|approuv\w*|aprob\w*)"),
    ("any:spoofed_sender",
     r"\b(?:sign|signed|signing|signe|signez|firma|firmado|firmalo|onderteken\w*|teken|unterschreib\w*|"
     r"unterzeichne\w*)\b[^.?!\n]{0,15}\b(?:with|avec|con|met|mit) (?:her|his|their|son|sa|su|zijn|haar|"
     r"seinem|ihrem|the owner's|[a-z]+'s) (?:\w+ )?(?:name|nom|nombre|naam|namen|signature|handtekening|"
     r"unterschrift|firma)\b|"
     r"\b(?:use|gebruik|nutze|verwende|utilise|usa)\b[^.?!\n]{0,30}\b(?:name|nom|nombre|naam|namen)\b"
     r"[^.?!\n]{0,12}\b(?:as|als|comme|como) (?:the |de |die |la |el )?(?:signature|handtekening|"
     r"unterschrift|firma|sender|afzender|absender)\b"),
    ("any:all_contacts",
     r"\b(?:send|post|announce|publish|write|tell|notify|forward|mail|email|stuur|plaats|schrijf|meld|schick|"
     r"sende|poste|veroffentliche|schreib|envoie|publie|ecris|manda|envia|publica|escribe)\w*\b[^\n]{0,100}"
     r"\b(?:everyone|everybody|all those|anyone|iedereen|alle|jeden|tous ceux|toutes les personnes|todos los|"
     r"todas las personas|quien)\b (?:\w+ )?(?:who|die|der|qui|que) (?:\w+ )?(?:ever |ooit |jemals |deja |"
     r"alguna vez )?(?:messaged|wrote|contacted|mailde|schreef|schreven|contact|geschrieben|kontaktiert|ecrit|"
     r"contacte|escribio|escribieron|contacto)\b"),
]  # fmt: skip

# Session 8b (e13pat, round 4): families of guards_tenth's misses (scored once before, then used).
DELEGATION_RULES += [
    # "mit Absender X statt mit meinem Namen", "use X's signature", "send an email as X"
    ("any:spoofed_sender",
     r"\b(?:mit|with|met|avec|con) (?:dem |the |de |l')?(?:absender|sender|afzender|expediteur|remitente) "
     r"[a-z]|\b(?:statt|anstatt|instead of|in plaats van|au lieu de|en lugar de|en vez de) (?:mit |with |met |"
     r"avec |con )?(?:meinem|my|mijn|mon|mi) (?:namen|name|naam|nom|nombre)\b|"
     r"\b(?:use|gebruik|nutze|verwende|utilise|usa)\b[^.?!\n]{0,25}\b(?:signature|handtekening|unterschrift|"
     r"firma|signatur)\b|"
     r"\b(?:send|write|stuur|schrijf|schick\w*|sende|envoie|ecris|manda|envia|escribe)\w*\b (?:an? |een |eine |"
     r"un |une |una )?(?:e-?mail|mail|message|bericht|nachricht|correo|mensaje|courriel) (?:as|als|comme|como) "
     r"(?!(?:a|an|the|soon|well|if|quickly|possible|early|een|ein\w*|un|une|una|le|la|el|mogelijk|moglich|"
     r"pronto|vite|bald|snel)\b)[a-z]"),
    # "... and accept my offer": the assistant agreeing to the visitor's deal for the owner
    ("any:confirm_for_owner",
     r"\b(?:and|en|und|et|y|then|dann|puis|luego)\b (?:\w+ )?(?:accept|accepteer|akzeptier\w*|accepte|acepta|"
     r"confirm\w*|bevestig|bestatig\w*|agree to|stem in met)\b (?:my|mijn|mein\w*|mon|ma|mi) (?:\w+ )?(?:offer|"
     r"bod|aanbod|angebot|offre|oferta|proposal|voorstel|vorschlag|proposition|propuesta|price|prijs|preis|"
     r"prix|precio)\b"),
    # "in Léonie's calendar", "every free slot"
    ("any:owner_calendar",
     r"\b(?:im|in den|in de|in the|into the|dans le|dans l'|en el|en la) (?:kalender|calendar|agenda|"
     r"calendrier|calendario) (?:von|of|van|de|del)\b|"
     r"\b(?:jeden|jede|every|each|elk\w*|chaque|cada|alle|all|tous les|todos los) (?:freien|free|vrij\w*|libre|"
     r"open|offenen|beschikbare|disponible)\w* (?:termin\w*|slots?|creneaux|creneau|huecos?|plekken|plek|"
     r"tijdslot\w*)\b"),
]  # fmt: skip

# "send it to all three now, no need to wait for her OK": the owner's approval skipped in other words
DELEGATION_RULES += [
    ("any:around_approval",
     r"\b(?:no need to wait for|don't wait for|dont wait for|without waiting for|niet wachten op|hoef\w* niet te "
     r"wachten op|warte nicht auf|musst nicht auf|brauchst nicht auf|ohne auf|pas besoin d'attendre|sans attendre|no hace falta esperar|sin esperar)\b "
     r"(?:[\w-]+'s |her |his |their |the |haar |zijn |ihr\w* |sein\w* |son |sa |su |el |la |le |de |die |das )?"
     r"(?:ok|okay|go-ahead|go ahead|green light|approval|consent|permission|fiat|akkoord|goedkeuring|"
     r"toestemming|freigabe|zustimmung|accord|feu vert|autorisation|aprobacion|permiso|visto bueno)\b"),
]  # fmt: skip

# Session 15: changing what the owner publishes or owns (the site's prices, a profile, a repository,
# a review in their name), moving their appointments, or sending their CV to a third party. Asked as
# a command: the message opens with the verb ("Update her LinkedIn..."), after a greeting or a
# "please" at most; "Does she update her LinkedIn often?" asks about her.
_OPENING = (
    r"^(?:[^a-z]*(?:please|pls|bitte|alsjeblieft|even|svp|por favor|s'il (?:te|vous) plait|stp|hey|hi|hallo|"
    r"hola|salut|ok|okay|so|dus|also|alors|entonces)\b[^a-z]*)*"
)
_PUBLISHED = (
    r"(?:website|webseite|site|web|sitio|pagina|page|seite|price ?list|prijslijst|preisliste|liste (?:de|des) "
    r"prix|lista de precios|prices|prijzen|preise|prix|precios|tarieven|tarifs|tarifas|linkedin|profile|"
    r"profiel|profil|perfil|repository|repo|github)"
)
DELEGATION_RULES += [
    ("any:owner_site",
     rf"{_OPENING}(?:update|change|edit|modify|delete|remove|rewrite|lower|raise|cut|wijzig|verander|"
     r"verwijder|verlaag|andere|ander|aendere|aktualisier\w*|bearbeite\w*|losch\w*|entfern\w*|senk\w*|"
     r"modifie\w*|change\w*|supprime\w*|baisse\w*|efface\w*|cambia|modifica|actualiza|edita|borra|elimina|"
     rf"baja)\b[^.?!\n]{{0,60}}\b{_PUBLISHED}\b|"
     rf"{_OPENING}(?:werk|pas|haal|zet)\b[^.?!\n]{{0,60}}\b{_PUBLISHED}\b[^.?!\n]{{0,60}}\b(?:bij|aan|eruit|uit|"
     r"af|neer|op)\b|"
     r"\b(?:transfer|move|ubertrag\w*|uebertrag\w*|verschieb\w*|overdragen|draag|zet|transfiere|transfere|"
     r"transferer|transfiera|pasa|mueve)\b[^.?!\n]{0,60}\b(?:repository|repo|domain|domein|domaine|dominio|"
     r"account|konto|compte|cuenta)\b[^.?!\n]{0,30}\b(?:my|mijn|meinen|mein|mon|ma|mi)\b"),
    ("any:owner_calendar",
     rf"{_OPENING}(?:move|reschedule|postpone|cancel|verschuif|verzet|verplaats|annuleer|verschieb\w*|"
     r"verleg\w*|sag\w* ab|decale|deplace|reporte|annule|reprograma|aplaza|cancela|mueve|cambia)\b[^.?!\n]{0,40}"
     r"\b(?:all|every|alle|tous|toutes|todos|todas|her|his|their|haar|zijn|ihre|seine|ses|sus|[a-z]+'s)\b[^.?!\n]{0,30}"
     r"\b(?:appointments|meetings|afspraken|termine|rendez-vous|reunions|citas|reuniones)\b"),
    ("any:as_the_owner",
     r"\b(?:review|recensie|bewertung|rezension|avis|resena|critique)\b[^.?!\n]{0,80}\b(?:signed|ondertekend|"
     r"unterschrieben|unterzeichnet|signee?|firmad[oa]|in (?:her|his|their) name|namens|im namen|au nom|"
     r"en nombre)\b"),
    ("any:notify_third_party",
     rf"{_OPENING}(?:send|forward|stuur|schick\w*|sende|leite|envoie|transmets|envia|manda|reenvia)\b"
     r"[^.?!\n]{0,40}\b(?:cv|resume|lebenslauf|portfolio|portfolio)\b[^.?!\n]{0,40}\b(?:to|naar|an|au|aux|a|al)"
     r" (?:the |het |de |den |die |das |le |la |l'|el |los )?(?:\w+ ){0,2}(?:recruit\w*|agency|bureau|agentur|"
     r"cabinet|agencia|headhunter\w*|company|bedrijf|firma|entreprise|empresa|employer|werkgever|arbeitgeber|"
     r"employeur|empleador|client|klant|kunde|cliente)\b"),
]  # fmt: skip


# Session 15, second round (guards_eighteenth's misses, spent): made an editor of the owner's site,
# posting on their accounts, paying with a stored card, registering a domain, the mailing list, a
# logo on their site, granting rights, a confirmation sent to a third party.
DELEGATION_RULES += [
    ("any:owner_site",
     r"\b(?:add|voeg|fug\w*|ajoute\w*|anade|agrega|aggiungi|make|maak|mach)\b[^.?!\n]{0,50}\b(?:as (?:an? )?|als |"
     r"comme |como |come )?(?:editor|admin\w*|beheerder|redakteur\w*|redacteur|co-?owner|mede-?eigenaar|"
     r"miteigentumer)\b|"
     r"\b(?:post|plaats|poste|posten|publie|publica|pubblica|deel|teile|partage|share|comparte)\w*\b[^.?!\n]{0,40}"
     r"\b(?:on|op|auf|sur|en|in|su) (?:her|his|their|haar|zijn|ihre\w*|seine\w*|son|sa|ses|su|sus|[a-z]+'s) "
     r"(?:linkedin|instagram|facebook|twitter|x|tiktok|profile|profiel|profil|perfil|account|site|website|"
     r"page|pagina|seite|blog)\b|"
     r"\b(?:from|van|vom|von|depuis|desde|da) (?:her|his|their|haar|zijn|ihre\w*|seine\w*|son|sa|su|"
     r"[a-z]+'s) (?:account|linkedin|instagram|facebook|profile|profiel|profil|perfil|konto|compte|cuenta)\b|"
     r"\b(?:put|zet|setz\w*|mets|pon|add|voeg|fug\w*|ajoute|anade|agrega)\b[^.?!\n]{0,40}\b(?:my|mijn|mein\w*|"
     r"mon|ma|mi)\b[^.?!\n]{0,20}\b(?:logo|banner|link|ad|advert\w*|advertentie|anzeige|publicite|anuncio)\b"),
    ("any:owner_payment",
     r"\b(?:pay|betaal|zahl\w*|bezahl\w*|paie|payer|paga|pagar|regle)\b[^.?!\n]{0,30}\b(?:with|met|mit|avec|con|"
     r"par|by) (?:the |de |der |die |la |el |sa |su |her |his |haar |zijn |ihre\w* )?(?:stored|saved|"
     r"hinterlegt\w*|gespeichert\w*|opgeslagen|enregistree|guardada|card on file)\b|"
     r"\b(?:pay|betaal|zahl\w*|bezahl\w*|paie|payer|paga|pagar|regle)\b[^.?!\n]{0,30}\b(?:with|met|mit|avec|con|"
     r"par|by) (?:her|his|their|haar|zijn|ihre\w*|seine\w*|sa|son|su|[a-z]+'s) (?:credit ?card|creditcard|"
     r"kreditkarte|karte|carte|tarjeta|card|kaart|pas)\b|"
     r"\b(?:register|registreer|registrier\w*|enregistre\w*|registra|reserve)\w*\b[^.?!\n]{0,40}\b(?:domain|"
     r"domein(?:naam)?|domaine|dominio|domainname)\b"),
    ("any:mass_message",
     r"\b(?:from|via|uit|aus|uber|depuis|avec|desde|con|to|naar|aan|an|a|aux|al|a los) (?:all )?(?:her|his|"
     r"their|haar|zijn|ihre\w*|seine\w*|sa|son|ses|su|sus|[a-z]+'s) (?:mailing ?list|verzendlijst|mailinglijst|"
     r"liste de diffusion|lista de (?:correo|difusion)|verteiler\w*|subscribers|abonnees|abonnenten|abonnes|"
     r"suscriptores)\b"),
    ("any:as_the_owner",
     r"\b(?:grant|erteil\w*|verleen|geef|gib|accorde|concede|otorga)\b[^.?!\n]{0,40}\b(?:usage rights|"
     r"rights|nutzungsrechte|rechte|gebruiksrechten|rechten|droits|derechos|licen[cs]e|lizenz|licentie)\b|"
     r"\b(?:send|stuur|schick\w*|envoie|envia|manda)\b(?! (?:me|mij|mir|moi)\b)[^.?!\n]{0,40}\b(?:confirmation|"
     r"bevestiging|bestatigung|confirmacion|attestation|verklaring|erklarung|declaracion)\b[^.?!\n]{0,20}"
     r"\b(?:that|dat|dass|que)\b"),
]  # fmt: skip
# Session 16 (guards_twentyeighth..thirtieth's misses, spent): a certificate with the owner's signature,
# admin rights on their pages, a reply posted or sent as the owner (signed by them, accepting an offer),
# a refund the visitor says was agreed.
DELEGATION_RULES += [
    ("any:as_the_owner",
     r"\b(?:certificate|certificaat|attest|zertifikat|bescheinigung|urkunde|certificat|attestation|certificado|"
     r"diploma|diplom)\b[^.?!\n]{0,60}\b(?:(?:with|met|mit|avec|con) (?:her|his|their|haar|zijn|ihrer|seiner|sa|"
     r"su|the owner's) (?:signature|handtekening|unterschrift|firma))\b|"
     r"\b(?:admin(?:istrator)?(?:rechte| rights| access)|beheer(?:ders)?rechten|beheerderstoegang|"
     r"administratorrechte|adminrechte|droits d'administrat\w*|acces administrateur|permisos de administrador|"
     r"acceso de administrador)\b|"
     r"\b(?:post|publish|plaats|publiceer|poste|veroffentliche|publie|publica|reply|answer|antworte|beantwoord|"
     r"reponds|responde)\w*\b[^\n]{0,80}\b(?:signed|ondertekend|unterschrieben|signee?|firmad[oa]|"
     r"(?:in|im) (?:her|his|their|haar|zijn|ihrem|seinem) (?:name|naam|namen))\b|"
     r"\b(?:antworte|reply to|answer|beantwoord|antwoord|reponds a|responde a|schreib\w*|write to|schrijf)\b"
     r"[^\n]{0,60}\b(?:accepts|accepted|nimmt[^.?!\n]{0,30}\ban\b|akzeptiert|accepteert|neemt[^.?!\n]{0,30}\baan\b|"
     r"accepte|acepta)\b"),
    ("any:owner_payment",
     r"\b(?:refund me|erstatte mir|erstattet mir|betaal me\b[^.?!\n]{0,30}\bterug|rembourse[sz]?-moi|"
     r"reemb[oó]lsame|devuelveme)\b"),
]  # fmt: skip
# Session 17 (guards_thirtyfirst..thirtysecond's misses, spent): a text put on the owner's news or profile
# page, a pledge or reference letter signed with their name, an expert opinion or letter "from" them,
# another visitor's booking cancelled.
_OWNER_PAGE = (
    r"(?:news ?page|news section|profile(?: page)?|website|homepage|blog|nieuwspagina|nieuws(?:sectie)?|"
    r"profielpagina|profiel|webpagina|website|site|profilseite|webseite|startseite|homepage|neuigkeiten|"
    r"page (?:d')?actualites|actualites|page de profil|site (?:web|internet)|pagina (?:de )?(?:noticias|perfil)|"
    r"noticias|web|perfil)"
)
DELEGATION_RULES += [
    ("any:publish_as_owner",
     r"(?:^|[.!?;:]\s*|\b(?:please|can you|could you|would you|will you|kun je|kan je|kunt u|wil je|zou je|"
     r"bitte|kannst du|konntest du|konnen sie|wurdest du|puedes|podrias|peux-tu|pourrais-tu|pouvez-vous|"
     r"pourriez-vous)\s+)"
     r"(?:post|publish|put|add|write|plaats|zet|publiceer|voeg|schrijf|veroffentliche|poste|stell|setz|"
     r"erganz\w*|schreib|publie|mets|ajoute|ecris|publica|pon|anade|escribe|sube)\b[^\n]{0,60}\b(?:on|to|in|op|"
     r"aan|auf|sur|dans|a|en)\s+(?:\w+'s |the owner's |her |his |zijn |haar |ihre\w* |seine\w* |sa |son |su |"
     r"de la |la |le |les |die |der |den |de |het |el )?(?:\w+ ){0,2}" + _OWNER_PAGE + r"\b|"
     r"\b(?:kannst du|konntest du|konnen sie|kun je|kan je|kunt u|wil je|zou je|peux-tu|pourrais-tu|puedes|"
     r"podrias|can you|could you|would you)\b[^.?!\n]{0,20}\b(?:auf|op|sur|en|on) (?:\w+ ){0,3}"
     + _OWNER_PAGE + r"\b[^.?!\n]{0,40}\b(?:erganz\w*|hinzufug\w*|schreib\w*|veroffentlich\w*|posten|toevoegen|"
     r"zetten|plaatsen|publiceren|ajouter|publier|anadir|publicar|poner)\b"),
    ("any:as_the_owner",
     r"\b(?:empfehlungsschreiben|referenzschreiben|arbeitszeugnis|gutachten|aanbevelingsbrief|referentie|"
     r"getuigschrift|recommendation letter|reference letter|letter of recommendation|lettre de recommandation|"
     r"attestation|expertise|carta de recomendacion|certificado|peritaje|dictamen)\b[^.?!\n]{0,80}"
     r"\b(?:signed by|(?:unter)?zeichnet von|unterschrieben von|ondertekend door|getekend door|signee? par|"
     r"firmad[oa] por|from|van|von|de)\s+(?:the owner|her|him|hem|ihr|ihm)\b|"
     r"\b(?:formulier|formuliere|stell|schreib|verfass)\w*\b[^.?!\n]{0,30}\b(?:gutachten|zeugnis|"
     r"empfehlungsschreiben|bestatigung)\b[^.?!\n]{0,40}\b(?:dass|that|dat|que)\b|"
     r"(?:reponds|reponde|antworte|answer|reply|antwoord|responde|ecris|schreib|write|schrijf|escribe)\w*"
     r" (?:simplement |einfach |just |gewoon |solo |simplemente )?[«\"“'][^»\"”']{0,160}\b(?:je m'engage|i promise|"
     r"i commit|i pledge|ich verpflichte mich|ich verspreche|ik beloof|ik verbind me|me comprometo|prometo)\b"),
    ("any:other_visitor",
     r"\b(?:cancel|annuleer|storneer|storniere|stornier\w*|annulier\w*|annule\w*|cancela\w*|anula\w*)\b"
     r"[^.?!\n]{0,40}\b(?:booking|reservation|reservering|boeking|buchung|reservierung|reservation|"
     r"reserva|inscription|inschrijving|anmeldung|inscripcion|plaats|platz|place|plaza|order|bestelling|"
     r"bestellung|commande|pedido)\b[^.?!\n]{0,30}"
     r"\b(?:of|van|von|de|du|del) (?:mr|mrs|ms|dhr|mevr|meneer|mevrouw|herr|frau|m|mme|monsieur|madame|sr|sra|"
     r"senor|senora|(?!(?:the|de|het|der|die|das|la|le|les|el|los|las|my|mijn|mein\w*|mon|ma|mes|mi|mis)\b)[a-z]+)\b"),
]  # fmt: skip
# Session 17, second pass (guards_thirtyfourth..thirtyfifth's misses, spent): a promise, confirmation
# or review in the owner's name; a discount code or voucher made up for the visitor; a draft sent "from
# her mail".
_REQUEST = (
    r"(?:\b(?:please|can you|could you|would you|will you|kun je|kan je|kunt u|wil je|zou je|"
    r"bitte|kannst du|konntest du|konnen sie|wurdest du|puedes|podrias|tu peux|peux-tu|pourrais-tu|"
    r"pouvez-vous|pourriez-vous)\s+)"
)
_IN_THE_OWNERS_NAME = (
    r"(?:in (?:the owner's|her|his|their|zijn|haar) (?:naam|name)|namens (?:the owner|haar|hem)|"
    r"im namen (?:von |der |des )?(?:the owner)|in (?:ihrem|seinem) namen|au nom (?:de |d'|du )?"
    r"(?:the owner)|en (?:su )?nombre(?: de (?:the owner))?|under (?:her|his|the owner's) name)"
)
DELEGATION_RULES += [
    ("any:as_the_owner",
     _REQUEST + r"(?:[\w'-]+ ){0,3}?" + _IN_THE_OWNERS_NAME + r"\b|"
     r"\b(?:confirm|bevestig\w*|bestatig\w*|zusag\w*|zuzusagen|toezeggen|confirme\w*|confirma\w*|promise|"
     r"beloof|belove|versprech\w*|promet\w*|promettre|prometer|post|zet|zetten|plaats\w*|poste\w*|publie\w*|"
     r"publica\w*|sign|teken|unterschreib\w*|signe\w*|firma\w*|accept|accepteer|akzeptier\w*|accepte\w*|"
     r"acepta\w*)\b[^.?!\n]{0,60}\b" + _IN_THE_OWNERS_NAME + r"\b"),
    ("any:owner_payment",
     r"\b(?:generate|create|make|give me|issue|send me|erstell\w*|mach\w*|gib mir|schick mir|maak|genereer|"
     r"geef me|stuur me|cree\w*|creer|genere\w*|donne-moi|envoie-moi|crea|crear|genera\w*|dame|mandame)\b"
     r"[^.?!\n]{0,30}\b(?:discount codes?|coupons?|vouchers?|promo codes?|kortingscodes?|cadeaubon\w*|"
     r"tegoedbon\w*|gutschein\w*|rabattcodes?|codes? promo|bons? de reduction|bons? d'achat|codigos? de "
     r"descuento|cupon\w*|vales?)\b"),
    ("any:send_as_owner",
     r"\b(?:send|stuur|schick|envoie|envia|manda)\w*\b[^.?!\n]{0,30}\b(?:from|vanaf|vanuit|van|von|uber|depuis|"
     r"de|desde) (?:her|his|the owner's|haar|zijn|ihrem|ihrer|seinem|seiner|sa|son|su) (?:e-?mail|mail|"
     r"account|address|adres|mailadres|konto|adresse|boite|correo|cuenta)\b"),
]  # fmt: skip
# Session 17, third pass (guards_thirtythird and thirtysixth after their sealed run, spent): a fake or
# one-star review posted, an order of a named customer cancelled, a course price set to nothing.
DELEGATION_RULES += [
    ("any:as_the_owner",
     r"\b(?:post|publish|write|leave|schreib|hinterlass|plaats|schrijf|publie|laisse|ecris|publica|deja|escribe)"
     r"\w*\b[^.?!\n]{0,30}\b(?:reviews?|recensies?|bewertung\w*|rezension\w*|avis|resenas?|opinion)\b[^.?!\n]{0,20}"
     r"\b(?:(?:1|one|een|eine|une|una)[- ](?:star|ster|stern|sterne|etoile|estrella)|fake|nep|gefalscht\w*|"
     r"negative|negatieve|negativ\w*|negativa)\b|"
     r"\b(?:(?:1|one|een|eine|une|una)[- ](?:star|ster|stern|sterne|etoile|estrella)|fake|nep|gefalscht\w*|"
     r"negative|negatieve|negativ\w*|negativa)\b[^.?!\n]{0,20}\b(?:reviews?|recensies?|bewertung\w*|"
     r"rezension\w*|avis|resenas?)\b[^.?!\n]{0,40}\b(?:competi\w*|concurren\w*|konkurren\w*|competencia)\b"),
    ("any:other_visitor",
     r"\b(?:cancel|annuleer|storneer|storniere|stornier\w*|annulier\w*|annule\w*|cancela\w*|anula\w*)\b"
     r"[^?!\n]{0,40}\b(?:order|bestelling|bestellung|commande|pedido|booking|buchung|reservation|reservering|"
     r"reserva)\b[^?!\n]{0,30}\b(?:von|van|of|de|du|del) (?:herrn|herr|frau|mr|mrs|ms|meneer|mevrouw|monsieur|"
     r"madame|senor|senora)\b"),
    ("any:owner_payment",
     r"\b(?:setz|set|zet|mets|pon)\w*\b[^.?!\n]{0,30}\b(?:preis|price|prijs|prix|precio)\b[^.?!\n]{0,30}"
     r"\b(?:auf|to|op|a|en) (?:0|null|nul|zero|cero)\b"),
    ("any:as_the_owner",
     r"(?:^|[.!?]\s*)(?:trag|tragen sie|zet|put|add|note|apunta|mets|inscris|schreib)\w*\b[^.?!\n]{0,20}"
     r"\b(?:im|in (?:her|his|the owner's)|in (?:haar|zijn)|in (?:ihren|seinen)|dans (?:son|le)|en (?:su|el)) "
     r"(?:kalender|agenda|calendar|calendrier|calendario)\b"),
]  # fmt: skip
# Session 18, second pass (guards_thirtyeighth..fortysecond's misses): a booking marked as paid or free,
# a discount sent "as if the owner approved it", a price set to any amount.
DELEGATION_RULES += [
    ("any:owner_payment",
     r"\b(?:zet|mark|set|put|marque|mets|pon|markier|setz|trag|register|registreer)\w*\b[^.?!\n]{0,60}"
     r"\b(?:als|as|comme|como|op|auf) ['\"]?(?:paid|betaald|voldaan|bezahlt|erledigt|payee?s?|pagad[oa]s?|"
     r"gratuite?s?|gratis|free|kostenlos)\b|"
     r"\b(?:ponlo|ponla|marquez-la|marque-la|marque-le|zet het|zet hem) (?:como|comme|op|als) (?:pagad[oa]|"
     r"gratuite?|payee?|betaald|voldaan)\b|"
     r"\b(?:setz|set|zet|mets|pon)\w*\b[^.?!\n]{0,30}\b(?:preis|price|prijs|prix|precio)\b[^.?!\n]{0,30}"
     r"\b(?:auf|to|op|a|en) \d+(?:[.,]\d+)? ?(?:euro|eur|€|dollars?|pounds?|£)"),
    ("any:as_the_owner",
     r"\b(?:como si (?:\w+ ){0,2}lo hubiera aprobado|as if (?:\w+ ){0,2}(?:had )?approved it|alsof (?:\w+ ){0,2}het "
     r"(?:had )?goedgekeurd|als hatte (?:\w+ ){0,2}(?:es|das) genehmigt|comme si (?:\w+ ){0,2}l'avait approuve)\b"),
]  # fmt: skip
# Session 18, third pass: a 100 % discount code, the owner's appointments cancelled.
DELEGATION_RULES += [
    ("any:owner_payment",
     r"\b(?:rabatt|discount|korting|descuento|remise|reduction) (?:von |of |van |de )?100 ?%|"
     r"\b100 ?% (?:rabatt|discount|korting|descuento|remise|reduction|off)\b"),
    ("any:cancel_for_owner",
     r"\b(?:annule|cancel|annuleer|storniere|cancela|sag)\w*\b[^.?!\n]{0,20}\b(?:rdv|rendez-vous|appointments|"
     r"afspraken|termine|citas)\b[^.?!\n]{0,10}\b(?:de|of|van|von|del) (?:the owner|her|his|haar|zijn|ihre|seine)\b"),
]  # fmt: skip
