from __future__ import annotations

from collections import Counter

from django.contrib import admin, messages
from django.shortcuts import redirect
from django.template.response import TemplateResponse
from django.urls import reverse

from chat import ledger_admin  # noqa: F401  (the budget ledger with the turn log's columns)
from chat.models import (
    Availability,
    ChatSettings,
    Feedback,
    GuardIncident,
    StarterQuestion,
    TurnLog,
    UnansweredQuestion,
)
from chat.words import words
from knowledge.models import Document
from knowledge.selectors import owner_identity
from knowledge.signals import GAP_QUESTIONS

NO_TOPIC = "(no shared words)"
GROUPED_QUESTIONS = 1000  # the newest ones; older questions are purged after the retention anyway


class ReadOnlyAdmin(admin.ModelAdmin):
    """Records the product writes; the owner reads them."""

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False


@admin.register(TurnLog)
class TurnLogAdmin(ReadOnlyAdmin):
    list_display = [
        "created_at",
        "outcome",
        "reason",
        "provider",
        "model",
        "tokens",
        "cost_usd",
        "total_ms",
        "flag_list",
    ]
    list_filter = ["outcome", "reason", "provider", "created_at"]
    search_fields = ["turn_id", "thread_id"]
    date_hierarchy = "created_at"

    @admin.display(description="tokens in / cached / out")
    def tokens(self, turn: TurnLog) -> str:
        return f"{turn.input_tokens} / {turn.cached_tokens} / {turn.output_tokens}"

    @admin.display(description="flags")
    def flag_list(self, turn: TurnLog) -> str:
        return ", ".join(turn.flags)


@admin.register(GuardIncident)
class GuardIncidentAdmin(ReadOnlyAdmin):
    """What the guards refused: masked text and a hashed IP only, as stored."""

    list_display = ["created_at", "guard", "rule", "reason", "excerpt", "client", "turn_id"]
    list_filter = ["guard", "reason", "created_at"]
    search_fields = ["rule", "ip_hash", "turn_id", "thread_id"]
    date_hierarchy = "created_at"

    @admin.display(description="client (IP hash)", ordering="ip_hash")
    def client(self, incident: GuardIncident) -> str:
        return incident.ip_hash[:12]


def question_topics(questions: dict[int, str], *, ignore: frozenset[str] = frozenset()) -> dict[int, str]:
    """Group questions by a shared informative word: what the knowledge base lacks, by theme.

    Greedy: the word most ungrouped questions share names a group and takes them all, until no word
    is shared by two. `ignore` holds words in nearly every question that tell nothing apart (the
    owner's name). Cheap and deterministic; no model, no vectors.
    """
    bags = {pk: {w for w in words(text) if len(w) > 2} - ignore for pk, text in questions.items()}
    topics: dict[int, str] = {}
    while True:
        counts = Counter(w for pk, bag in bags.items() if pk not in topics for w in bag)
        shared = [(n, w) for w, n in counts.items() if n >= 2]
        if not shared:
            break
        _, topic = min(shared, key=lambda item: (-item[0], item[1]))
        topics.update({pk: topic for pk, bag in bags.items() if pk not in topics and topic in bag})
    return {pk: topics.get(pk, NO_TOPIC) for pk in bags}


def unanswered_topics(request) -> dict[int, str]:
    """Topics of the newest unanswered questions, computed once per request."""
    if not hasattr(request, "_unanswered_topics"):
        newest = UnansweredQuestion.objects.order_by("-created_at")[:GROUPED_QUESTIONS]
        owner = frozenset(word for form in owner_identity().forms for word in words(form))
        request._unanswered_topics = question_topics(dict(newest.values_list("pk", "question")), ignore=owner)
    return request._unanswered_topics


def topic_counts(topics: dict[int, str]) -> list[tuple[str, int]]:
    counts = Counter(topics.values())
    return sorted(counts.items(), key=lambda item: (item[0] == NO_TOPIC, -item[1], item[0]))


class TopicFilter(admin.SimpleListFilter):
    title = "topic"
    parameter_name = "topic"

    def lookups(self, request, model_admin):
        return [(topic, f"{topic} ({n})") for topic, n in topic_counts(unanswered_topics(request))]

    def queryset(self, request, queryset):
        if self.value() is None:
            return queryset
        topics = unanswered_topics(request)
        return queryset.filter(pk__in=[pk for pk, topic in topics.items() if topic == self.value()])


@admin.register(UnansweredQuestion)
class UnansweredQuestionAdmin(ReadOnlyAdmin):
    """Questions with no source, grouped by topic with counts at the top: what to write next."""

    list_filter = [TopicFilter, "created_at"]
    search_fields = ["question"]
    date_hierarchy = "created_at"
    change_list_template = "admin/chat/unansweredquestion/change_list.html"
    actions = ["answer_in_knowledge_base"]

    @admin.action(description="Answer this in the knowledge base")
    def answer_in_knowledge_base(self, request, queryset):
        """One question or a group of similar ones → a new or an existing document, with each
        question waiting there as a section heading; saving it makes them the owner's eval cases."""
        questions = list(
            dict.fromkeys(
                " ".join(q.split())
                for q in queryset.order_by("created_at", "pk").values_list("question", flat=True)
            )
        )
        if "document" not in request.POST:
            context = {
                **self.admin_site.each_context(request),
                "title": "Answer in the knowledge base",
                "questions": questions,
                "queryset": queryset,
                "documents": Document.objects.order_by("title").only("pk", "title", "doc_id"),
                "action_checkbox_name": admin.helpers.ACTION_CHECKBOX_NAME,
                "opts": self.model._meta,
            }
            return TemplateResponse(request, "admin/chat/unansweredquestion/answer.html", context)
        request.session[GAP_QUESTIONS] = questions
        chosen = request.POST["document"]
        if chosen == "new":
            return redirect(reverse("admin:knowledge_document_add") + "?answer=1")
        document = Document.objects.filter(pk=chosen).first()
        if document is None:
            self.message_user(request, "That document no longer exists.", messages.ERROR)
            return None
        return redirect(reverse("admin:knowledge_document_change", args=[document.pk]) + "?answer=1")

    def get_list_display(self, request):
        topics = unanswered_topics(request)  # per request: the admin instance is shared by threads

        @admin.display(description="topic")
        def topic(question: UnansweredQuestion) -> str:
            return topics.get(question.pk, NO_TOPIC)

        return ["created_at", topic, "question", "page"]

    def changelist_view(self, request, extra_context=None):
        groups = topic_counts(unanswered_topics(request))
        return super().changelist_view(request, {**(extra_context or {}), "question_topics": groups})


@admin.register(Availability)
class AvailabilityAdmin(admin.ModelAdmin):
    list_display = ["status", "available_from", "note", "updated_at"]

    def has_add_permission(self, request) -> bool:
        return not Availability.objects.exists()  # one row: what report_availability reads


@admin.register(ChatSettings)
class ChatSettingsAdmin(admin.ModelAdmin):
    list_display = ["__str__", "chat_enabled", "updated_at"]
    list_editable = ["chat_enabled"]
    list_display_links = ["__str__"]

    def has_add_permission(self, request) -> bool:
        return not ChatSettings.objects.exists()

    def has_delete_permission(self, request, obj=None) -> bool:
        return False


@admin.register(StarterQuestion)
class StarterQuestionAdmin(admin.ModelAdmin):
    """Shown in an empty chat, the first four active ones by position; {owner} becomes the name."""

    list_display = ["text", "position", "active"]
    list_editable = ["position", "active"]
    list_display_links = ["text"]


@admin.register(Feedback)
class FeedbackAdmin(ReadOnlyAdmin):
    list_display = ["created_at", "rating", "comment", "turn_outcome", "turn"]
    list_filter = ["rating", "created_at"]
    search_fields = ["comment", "turn__turn_id"]
    date_hierarchy = "created_at"
    list_select_related = ["turn"]

    @admin.display(description="outcome", ordering="turn__outcome")
    def turn_outcome(self, feedback: Feedback) -> str:
        return feedback.turn.outcome
