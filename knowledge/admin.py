from __future__ import annotations

from django.contrib import admin, messages
from django.template.loader import render_to_string
from django.utils.html import format_html_join

from knowledge.documents import sections_html, split_sections
from knowledge.models import Chunk, Document
from knowledge.services import document_save, document_sync_queue
from knowledge.signals import GAP_QUESTIONS, gap_answered

ANSWERING = "answer"  # query flag: this form answers the questions waiting in the session


def gap_headings(questions: list[str]) -> str:
    """The waiting questions as empty sections for the owner to write."""
    return "".join(f"## {' '.join(question.split())}\n\n\n" for question in questions)


@admin.register(Document)
class DocumentAdmin(admin.ModelAdmin):
    list_display = ["title", "doc_id", "kind", "lang", "url", "published", "chunk_count", "updated_at"]
    list_filter = ["kind", "published", "lang"]
    search_fields = ["title", "doc_id", "body"]
    readonly_fields = ["details", "source_path", "updated_at", "preview"]
    fields = [
        "doc_id",
        "title",
        "kind",
        "url",
        "published",
        "lang",
        "details",
        "body",
        "preview",
        "source_path",
        "updated_at",
    ]
    actions = ["resync"]

    @admin.display(description="chunks")
    def chunk_count(self, document: Document) -> int:
        return document.chunks.count()

    @admin.display(description="Front matter")
    def details(self, document: Document) -> str:
        """The optional fields as loaded from the file (owner, contact, period, stack, ...)."""
        rows = [
            (key, ", ".join(value) if isinstance(value, list) else value)
            for key, value in document.front_matter.items()
        ]
        return format_html_join("", "<div><strong>{}</strong>: {}</div>", rows) or "-"

    @admin.display(description="Preview (as saved)")
    def preview(self, document: Document) -> str:
        if not document.pk:
            return "Save to see a preview."
        sections = sections_html(split_sections(document.body))
        return render_to_string("knowledge/_sections.html", {"sections": sections})

    def answering(self, request) -> list[str]:
        """The questions this form answers: taken here from an unanswered question in admin."""
        return request.session.get(GAP_QUESTIONS, []) if ANSWERING in request.GET else []

    def get_changeform_initial_data(self, request):
        initial = super().get_changeform_initial_data(request)
        if questions := self.answering(request):
            initial.pop(ANSWERING, None)
            initial.update(kind="page", body=gap_headings(questions))
        return initial

    def get_object(self, request, object_id, from_field=None):
        document = super().get_object(request, object_id, from_field)
        if document is not None and (questions := self.answering(request)):
            document.body = f"{document.body.rstrip()}\n\n{gap_headings(questions)}"  # shown, not saved
        return document

    def save_model(self, request, obj, form, change):
        document_save(document=obj)
        if questions := self.answering(request):
            for question in questions:
                gap_answered.send(sender=Document, question=question, doc_id=obj.doc_id)
            del request.session[GAP_QUESTIONS]
            self.message_user(
                request,
                f"{len(questions)} question(s) answered in {obj.title}: each is now a case of your "
                "own eval set (run_evals --suite owner).",
                messages.SUCCESS,
            )

    @admin.action(description="Re-sync chunks and embeddings")
    def resync(self, request, queryset):
        for document in queryset:
            document_sync_queue(document_pk=document.pk)
        self.message_user(request, f"Queued {queryset.count()} document(s) for re-sync.", messages.SUCCESS)


@admin.register(Chunk)
class ChunkAdmin(admin.ModelAdmin):
    list_display = ["document_title", "heading", "anchor", "embedding_model", "fresh"]
    list_filter = ["embedding_model", "document__kind"]
    search_fields = ["document_title", "heading", "text"]
    readonly_fields = [f.name for f in Chunk._meta.fields if f.name != "embedding"]
    exclude = ["embedding"]

    @admin.display(boolean=True, description="vector fresh")
    def fresh(self, chunk: Chunk) -> bool:
        return chunk.embedding is not None and chunk.embedded_hash == chunk.content_hash

    def has_add_permission(self, request) -> bool:
        return False

    def has_change_permission(self, request, obj=None) -> bool:
        return False
