"""What the knowledge base announces to the apps that learn from it (it knows none of them).

The owner's improvement loop: in admin, questions the chat could not answer are taken to a document
(chat's admin puts them in the owner's session under `GAP_QUESTIONS`, the document form pre-fills
them as section headings); when the owner saves that document, `gap_answered` is sent once per
question, with `question` (str) and `doc_id` (str), and evals keeps it as a case of the owner's
own eval set (`evals.apps`).
"""

from __future__ import annotations

from django.dispatch import Signal

GAP_QUESTIONS = "knowledge_gap_questions"  # session key: [question, ...] waiting to be answered

gap_answered = Signal()
