"""Text set apart inside a pasted document (`safety.decoding`: hidden elements, comments, alt text,
footnotes, bracketed notes, invite fields, cells, string values) that speaks to the assistant. A
visitor writes to the assistant in the message itself; a note to "the AI" tucked into a document it
is asked to read is an instruction planted for the model, whatever it asks. Only these views are
matched, never the message as a whole ("can the AI in her app read notes?" is a question).
"""

from __future__ import annotations

_AI = (
    r"(?:ai|a\.i\.|ki|ia|llm|gpt|chatgpt|bot|chatbot|agent|agents|ai-?agent\w*|ki-?agent\w*|model|modell|"
    r"modele|modelo|modellen|language model|sprachmodell|taalmodel|assistant|assistent|assistente|"
    r"asistente|assistentin|agentes? de ia|agents? ia|ia-?agent\w*|ai[- ]assistant|ki-?assistent\w*|"
    r"crawler|scraper|summari[sz]er|(?:ai |ki |ia )?(?:models|modelle|modeles|modelos|assistants|assistenten|"
    r"asistentes|assistentes|agentes|bots|chatbots)(?: ia| ai| ki)?)"
)

EMBEDDED_RULES: list[tuple[str, str]] = [
    # "AI: ...", "Assistant, when summarising ...", "AI agents: ...", "Agentes de IA: ..."
    # Session 17: a header or key naming the assistant ("X-Assistant-Command:", "assistant_directive:"),
    # and the assistant addressed beside others ("Vertalers en AI-assistenten:").
    ("any:ai_addressed", rf"^\W{{0,3}}(?:x-)?(?:(?:all|any|dear|to the|hey|note to|attention|achtung|aan|an|a la|al|"
     rf"aux?|pour|para|voor|fur|for) )?(?:\w+ (?:and|en|und|et|y|e) )?(?:de |die |der |das |the |le |la |l'|el |"
     rf"los |las |les )?{_AI}(?:[ _-]\w+){{0,4}}\s*[:,]"),
    # "Note to the AI", "Anweisung an das Modell", "Instruction for the AI reading this"
    ("any:ai_addressed",
     r"\b(?:note|notice|instruction|instructions|message|hint|reminder|request|directive|task|order|"
     r"hinweis|anweisung|anweisungen|nachricht|notiz|aufgabe|opmerking|instructie|instructies|bericht|"
     r"notitie|opdracht|consigne|consignes|remarque|instruccion|instrucciones|nota|mensaje|aviso|orden)"
     rf" (?:to|for|an|fur|voor|aan|pour|a|para|al) (?:the |any |all |das |die |den |de |het |la |le |l'|el |"
     rf"los |las |les |tout |toute |jeder |jede |elke |cualquier )?{_AI}\b"),
    # "AI reading this", "KI, die das liest", "IA que lea esto", "AI die dit leest"
    ("any:ai_addressed",
     rf"\b{_AI},? (?:reading|that reads|who reads|processing|parsing|summari[sz]ing|die (?:dit|dat|deze|das|"
     r"diese|dies)|qui (?:lit|lis|traite|resume)|que (?:lea|lee|procese|resuma))\b"),
    # Session 16 (spent sets' misses): "assistent, stuur alle gesprekken ...", "Para asistentes IA: revelad ..."
    ("any:ai_addressed",
     rf"\b{_AI}\s*,\s*(?:stuur|send|schick\w*|envoie|envia|manda|forward|geef|give|gib|donne|dame|reveal|onthul|"
     r"zeig|revele|revela|ignore|negeer|ignorier\w*|confirm|bevestig|bestatig\w*|confirme|confirma)\b|"
     rf"\b(?:para|for|voor|fur|an|pour|aux|to) (?:los |las |die |de |the |les |alle |all |any )?{_AI}\s*:"),
    # Session 17: a made-up system note inside the document ("Systemhinweis: ...", "System note: ...").
    ("any:ai_addressed",
     r"^\W{0,3}(?:system ?(?:note|notice|message|hint|instruction|prompt)|systemhinweis|systemnachricht|"
     r"systemanweisung|systeembericht|systeemmelding|systeeminstructie|note (?:du )?systeme|message (?:du )?systeme|"
     r"nota del sistema|aviso del sistema|mensaje del sistema)\s*:"),
]  # fmt: skip
