"""The owner's documents and their retrieval chunks (one per `##`/`###` section)."""

from __future__ import annotations

from django.contrib.postgres.indexes import GinIndex
from django.contrib.postgres.search import SearchVector, SearchVectorField
from django.core.validators import RegexValidator
from django.db import models
from django.db.models import F
from pgvector.django import HnswIndex, VectorField

from knowledge.documents import validate_document_url
from knowledge.languages import SIMPLE
from safety.language import document_language

EMBEDDING_DIMENSIONS = 512


class RegConfigField(models.CharField):
    """A PostgreSQL `regconfig` (a text search configuration's name, like 'dutch'). Stored as that
    type, not as text: a generated column may only call immutable functions, and `to_tsvector` with
    a regconfig argument is immutable where a cast from text is not."""

    def db_type(self, connection) -> str:
        return "regconfig"


class Document(models.Model):
    class Kind(models.TextChoices):
        CV = "cv"
        PROJECT = "project"
        SKILL = "skill"
        ABOUT = "about"
        ARTICLE = "article"
        PAGE = "page"

    doc_id = models.SlugField("id", max_length=120, unique=True, help_text="Stable id; citations use it.")
    title = models.CharField(max_length=200)
    kind = models.CharField(max_length=20, choices=Kind.choices)
    url = models.CharField(
        max_length=300,
        unique=True,
        validators=[validate_document_url],
        help_text="Public path, e.g. /projects/ledger/",
    )
    published = models.BooleanField(
        default=True, help_text="Unpublished documents are never retrievable and answer 404."
    )
    body = models.TextField(help_text="Markdown. Each ## or ### heading starts a section.")
    lang = models.CharField(
        "language",
        max_length=3,
        blank=True,
        validators=[
            RegexValidator(
                r"^[a-z]{2,3}$",
                "An ISO 639-1 code in lowercase, like en or nl (ISO 639-2/3 for a language without one, like hsb).",
            )
        ],
        help_text="ISO 639-1 code (en, nl, de, ...), or ISO 639-2/3 (hsb, ast) for a language without one; "
        "empty when the front matter does not say.",
    )
    detected_lang = models.CharField(
        "detected language",
        max_length=2,
        blank=True,
        editable=False,
        help_text="Guessed from the text when `lang` is empty (py3langid); empty when too short to tell.",
    )
    front_matter = models.JSONField(
        default=dict,
        blank=True,
        help_text="The optional front-matter fields: owner, pronouns, contact (about); period, role, stack, link.",
    )
    source_path = models.CharField(max_length=500, blank=True, help_text="File it was loaded from.")
    updated_at = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["kind", "title"]

    def __str__(self) -> str:
        return f"{self.title} ({self.doc_id})"

    def save(self, *args, **kwargs) -> None:
        # Kept in step with the text on every save, so `language` never describes an older body.
        self.detected_lang = "" if self.lang else document_language(f"{self.title}\n{self.body}")
        if kwargs.get("update_fields") is not None:
            kwargs["update_fields"] = {*kwargs["update_fields"], "detected_lang"}
        super().save(*args, **kwargs)

    @property
    def language(self) -> str:
        """The document's language (ISO 639-1), or "" when unknown: read it here, not from `lang`.
        What the front matter or the owner declared, else what the text looks like."""
        return self.lang or self.detected_lang


class Chunk(models.Model):
    document = models.ForeignKey(Document, on_delete=models.CASCADE, related_name="chunks")
    position = models.PositiveIntegerField()
    anchor = models.CharField(max_length=200, blank=True, help_text="Section anchor; empty for the lead.")
    heading = models.CharField(max_length=300, blank=True)
    document_title = models.CharField(max_length=200)
    text = models.TextField()
    content_hash = models.CharField(max_length=64)
    embedding = VectorField(dimensions=EMBEDDING_DIMENSIONS, null=True, blank=True)
    embedding_model = models.CharField(max_length=120, blank=True)
    embedded_hash = models.CharField(
        max_length=64, blank=True, help_text="content_hash the embedding was made from"
    )
    search_config = RegConfigField(
        max_length=40,
        default=SIMPLE,
        help_text="The full-text configuration of the document's language (dutch, english, ...; simple).",
    )
    search_vector = models.GeneratedField(
        expression=SearchVector("document_title", "heading", weight="A", config=F("search_config"))
        + SearchVector("text", weight="B", config=F("search_config")),
        output_field=SearchVectorField(),
        db_persist=True,
    )

    class Meta:
        ordering = ["document", "position"]
        constraints = [
            models.UniqueConstraint(fields=["document", "anchor"], name="chunk_unique_anchor"),
        ]
        indexes = [
            GinIndex(fields=["search_vector"], name="chunk_search_gin"),
            HnswIndex(
                name="chunk_embedding_hnsw",
                fields=["embedding"],
                m=16,
                ef_construction=64,
                opclasses=["vector_cosine_ops"],
            ),
        ]

    def __str__(self) -> str:
        return f"{self.document_title} · {self.heading or 'lead'}"

    @property
    def embedding_section(self) -> tuple[str, str]:
        """(label, text), as `knowledge.embeddings.embed_sections` takes them."""
        label = f"{self.document_title}: {self.heading}" if self.heading else self.document_title
        return label, self.text

    @property
    def citation_url(self) -> str:
        return section_url(self.document.url, self.anchor)


def section_url(document_url: str, anchor: str) -> str:
    """Where a citation of a chunk lands: its document's page, at its section."""
    return f"{document_url}#{anchor}" if anchor else document_url
