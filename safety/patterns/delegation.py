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
    r"acepta|confirma|firma|reserva|avisa|di)"
)

DELEGATION_RULES: list[tuple[str, str]] = [
    ("any:as_the_owner",
     rf"\b{_ACT}\b[^.?!\n]{{0,80}}(?:\bon {_THEIRS} behalf\b|\bon behalf of (?:her|him|them|the owner)\b|"
     rf"\bin {_THEIRS} name\b|\bas if (?:it was|it were|you were) (?:her|him|them|the owner)\b|"
     r"\bsign(?:ed)? (?:it )?as (?:her|him|them|the owner|[a-z]+)\b|"
     rf"\b(?:namens|im namen(?: von)?|in (?:ihrem|seinem) namen|au nom (?:de |d')?|en son nom|en nombre de|"
     rf"en su nombre|de parte de)\b ?{_NOT_VISITOR})|\bcomme si c'etait (?:lui|elle)\b"),
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
     rf"\b(?:in|into|to) {_THEIRS} (?:calendar|diary|schedule)\b|\bin de agenda van\b|"
     r"\bin (?:ihren|seinen|den) kalender\b|\b\w+s kalender (?:ein|eintragen)\b|\bdans (?:l'agenda|le calendrier) de\b|"
     r"\ben (?:el calendario|la agenda) de\b"),
    ("any:owner_status",
     rf"\b(?:set|change|update|mark) {_THEIRS} (?:availability|status)\b|"
     r"\b(?:zet|verander|wijzig) (?:haar|zijn|hun) beschikbaarheid\b|"
     r"\b(?:setze|andere|aktualisiere) (?:ihre|seine) verfugbarkeit\b|\b(?:change|modifie|mets) sa disponibilite\b|"
     r"\b(?:cambia|actualiza|pon) (?:la|su) disponibilidad\b"),
    ("any:mass_message",
     r"\b\d{2,} ?(?:times|x|-?mal|keer|veces|fois)\b|\b\d{2,} (?:contact )?(?:messages|berichten|nachrichten|"
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
    ("any:mass_message",
     r"\b(?:hundred|honderd|hundert|cent|cien|zehn|tien|ten)\s?(?:times|keer|maal|mal|fois|veces)\b"),
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
     r"\b(?:signed|signing|sign it|en signant|signe(?:-le)? (?:par|comme)|onderteken(?:d|en)? (?:als|met)|"
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
     r"\b(?:all|every|alle|allen|tous|toutes|todos|todas|whole|hele|ganze\w*|toute)\b (?:of )?(?:[\w'-]+ )?"
     r"(?:publishers|editors|opdrachtgevers|uitgevers|klanten|verlage|verleger\w*|auftraggeber\w*|editeurs|"
     r"clients|editores|mailing list|mailinglijst|verteiler\w*|liste de diffusion|lista de correo|"
     r"subscribers|abonnees|abonnenten|abonnes|suscriptores)\b"),
    ("any:confirm_for_owner",
     r"<imp>(?:just |simply |gewoon |einfach |juste |solo )?(?:accept\w*|confirm|approve|keur (?:\w+ ){1,3}goed|"
     r"genehmige|unterschreib\w*|onderteken|nimm (?:\w+ ){1,4}an|gib (?:\w+ ){1,4}frei|signe|firma)\b"
     r"[^.?!\n]{0,60}(?:uitnodiging|einladung|invitation|slot|interview|gesprek|entretien|entrevista|nda|"
     r"factuur|rechnung|anfrage|request|offre|oferta|contract|vertrag|contrat|contrato|termin\w*)\b"),
]  # fmt: skip
