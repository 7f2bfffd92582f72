"""What a visitor's message asks the offline layer to do besides answering: pass a message on.

A message is drafted (for the owner's approval) only when the visitor asks for it to be passed on
and gives a name and an e-mail address. The phrasings come in the seven visitor languages and Swedish,
several each: "pass it on", "let her know", "can you tell him", "doorgeven", "laat haar weten",
"ausrichten", "Nachricht an", "dile que", "hazle llegar", "transmettre", "dites-lui".
"""

from __future__ import annotations

import re

PASS_ON = re.compile(
    r"\b(?:"
    # English
    r"pass (?:it |this |that |my message |a message |the message )?on|pass (?:a |my |this )?message|"
    r"send (?:her|him|them) (?:a |my )?(?:message|note|word)|tell (?:her|him|them)\b|"
    r"let (?:her|him|them) know|forward (?:this|it|my|a)|get in touch|contact (?:her|him|them)|"
    r"leave (?:a |her a |him a )?message|message (?:to|for) (?:her|him|them)|reach out to (?:her|him|them)|"
    # Dutch
    r"doorgeven|doorsturen|laat (?:haar|hem|ze) weten|bericht (?:voor|aan) (?:haar|hem)|"
    r"(?:zeg|vertel) (?:haar|hem) dat|stuur (?:haar|hem) een bericht|contact met (?:haar|hem)|"
    # German
    r"ausrichten|richten? (?:sie |du )?(?:ihr|ihm) (?:\w+ ){0,3}aus|weitergeben|weiterleiten|nachricht (?:an|für) (?:sie|ihn)|"
    r"(?:sagen|sag) (?:sie|ihr|ihm) (?:bitte )?(?:bescheid|dass)|bescheid (?:geben|sagen)|"
    r"kontakt mit (?:ihr|ihm) aufnehmen|"
    # Spanish
    r"dile que|dígale que|digale que|hazle llegar|hágale llegar|hagale llegar|transmitir(?:le)?|"
    r"pasar(?:le)? (?:un |el |mi )?mensaje|dejar(?:le)? (?:un )?mensaje|mensaje para (?:ella|él|el)|"
    r"ponerme en contacto con (?:ella|él|el)|"
    # French
    r"transmettre|transmettez|faire passer (?:un |le |mon )?message|dites-lui|dis-lui|"
    r"laisser (?:un )?message|message pour (?:elle|lui)|prévenir|prevenir|la contacter|le contacter|"
    # Italian
    r"riferir(?:e|le|gli)|(?:dille|digli) che|passar(?:e|le|gli) (?:un |il |il mio )?messaggio|"
    r"lasciar(?:e|le|gli) (?:un )?messaggio|messaggio per (?:lei|lui)|(?:farle|fargli) sapere|contattarl[ao]|"
    # Portuguese
    r"diga-lhe|diz-lhe|deixar(?:-lhe)? (?:uma )?mensagem|mensagem para (?:ela|ele)|passar(?:-lhe)? (?:uma |a )?mensagem|"
    r"avis[aá]-l[ao]|entrar em contacto com (?:ela|ele)|contact[aá]-l[ao]|"
    # Swedish
    r"framföra|framfora|skicka (?:ett |mitt )?meddelande|meddelande till (?:henne|honom)|"
    r"(?:säg|sag|hälsa|halsa) (?:till )?(?:henne|honom) att|meddela (?:henne|honom)|kontakta (?:henne|honom)"
    r")",
    re.IGNORECASE,
)
_NAMED = (
    r"my name is|i am|i'm|this is|mijn naam is|ik ben|ik heet|mein name ist|ich bin|ich heiße|ich heisse|"
    r"me llamo|mi nombre es|soy|je m'appelle|je suis|mon nom est|je m\u2019appelle|mi chiamo|il mio nome è|"
    r"sono|chamo-me|me chamo|o meu nome é|meu nome é|sou|jag heter|mitt namn är|jag är"
)
_CAPITALISED = r"[A-ZÀ-ÖØ-Þ][\w'\u2019-]+"
_PARTICLE = r"(?:van|de|der|den|von|la|le|del|da|di|du|ten|ter)"
NAME = re.compile(rf"\b(?i:{_NAMED})\s+({_CAPITALISED}(?:\s+(?:{_PARTICLE}\s+){{0,2}}{_CAPITALISED}){{0,2}})")
