"""Retrieval benchmark: Recall@6 and MRR for exact, vector and hybrid search on the labelled
questions, and search latency at the sample size and at 10,000 chunks.

Runs in its own database (`twinsite_bench`) so your site's data is untouched:
    make bench-retrieval            (or: .venv/bin/python bench/retrieval.py --chunks 10000)
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

import numpy as np
import yaml
from common import percentile, settle_writes, use_bench_database  # bench/ is on sys.path as a script

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")
MODES = ("exact", "vector", "hybrid")
DATABASE = "twinsite_bench"


def score(questions: list[dict], mode: str, *, show_misses: bool = False) -> dict:
    from knowledge.retrieval import knowledge_search

    hits, reciprocal, by_type = 0, 0.0, {}
    for question in questions:
        ids = [e.doc_id for e in knowledge_search(query=question["q"], mode=mode).evidence]
        rank = next((i + 1 for i, doc_id in enumerate(ids) if doc_id in question["expect"]), None)
        hits += rank is not None
        if show_misses and rank != 1:
            print(f"  {mode}: rank {rank} for {question['q']!r} (expect {question['expect']}, got {ids})")
        reciprocal += 1 / rank if rank else 0
        kind = by_type.setdefault(question["type"], [0, 0])
        kind[0] += rank is not None
        kind[1] += 1
    return {
        "recall_at_6": hits / len(questions),
        "mrr": reciprocal / len(questions),
        "by_type": {k: f"{h}/{n}" for k, (h, n) in by_type.items()},
    }


def latency(questions: list[dict], mode: str, *, cold_embedding: bool, rounds: int = 3) -> dict:
    """Milliseconds per search; cold = the query's embedding is computed, warm = SQL + fusion only.
    Each question is searched `rounds` times, interleaved: one noisy moment moves few samples."""
    from knowledge.embeddings import get_embedder
    from knowledge.retrieval import knowledge_search

    embedder = get_embedder()
    timings = []
    for question in questions * rounds:
        if cold_embedding and hasattr(embedder, "_recent"):
            embedder._recent.clear()
        started = time.perf_counter()
        knowledge_search(query=question["q"], mode=mode)
        timings.append((time.perf_counter() - started) * 1000)
    return {"p50": statistics.median(timings), "p95": percentile(timings, 95)}


def synthetic_words(corpus: str, rng: random.Random):
    """A function giving the words of one synthetic chunk.

    `zipf` (default) is how a grown knowledge base looks: its other documents share the sample's
    common words (in at least 10% of its chunks: "the", "team", "data") and bring their own names
    and terms, here 30,000 invented words drawn by Zipf's law (s = 1.07, as in English). `salad`
    draws every word from the sample's text, so each of the sample's distinctive names (Kovalent,
    ClickHouse) lands in 5-20% of all 10,000 chunks, which no real knowledge base does: a stress
    test for full-text search.
    """
    from knowledge.models import Chunk

    texts = list(Chunk.objects.values_list("text", flat=True))
    tokens = " ".join(texts).split()
    if corpus == "salad":
        return lambda count: rng.choices(tokens, k=count)
    chunk_words = [set(text.lower().split()) for text in texts]
    common = [t for t in tokens if sum(t.lower() in words for words in chunk_words) >= 0.1 * len(texts)]
    invented = [f"{rng.choice('bdfgklmnprstvz')}{rng.choice('aeiou')}{i:x}" for i in range(30_000)]
    zipf = [1 / rank**1.07 for rank in range(1, len(invented) + 1)]
    return lambda count: [
        rng.choice(common) if rng.random() < 0.5 else word for word in rng.choices(invented, zipf, k=count)
    ]


def add_synthetic_chunks(total: int, *, corpus: str) -> int:
    """Pad the index to `total` chunks with synthetic text and random unit vectors."""
    from knowledge.embeddings import section_embedding_id
    from knowledge.models import EMBEDDING_DIMENSIONS, Chunk, Document

    missing = total - Chunk.objects.count()
    if missing <= 0:
        return 0
    rng = random.Random(7)
    words = synthetic_words(corpus, rng)
    document = Document.objects.create(
        doc_id="bench-synthetic",
        title="Synthetic notes",
        kind="page",
        url="/bench-synthetic/",
        body="Synthetic chunks for the benchmark.",
        lang="en",  # the words are the sample's: searched as English, as a sync would
    )
    model_id = section_embedding_id()
    vectors = np.random.default_rng(7).standard_normal((missing, EMBEDDING_DIMENSIONS)).astype(np.float32)
    vectors /= np.linalg.norm(vectors, axis=1, keepdims=True)
    batch = []
    for i in range(missing):
        text = " ".join(words(rng.randint(40, 140)))
        batch.append(
            Chunk(
                document=document,
                position=i,
                anchor=f"s{i}",
                heading=f"Note {i}",
                document_title=document.title,
                text=text,
                content_hash=f"synthetic-{i}",
                search_config="english",
                embedding=vectors[i],
                embedding_model=model_id,
                embedded_hash=f"synthetic-{i}",
            )
        )
        if len(batch) == 1000:
            Chunk.objects.bulk_create(batch)
            batch = []
    Chunk.objects.bulk_create(batch)
    return missing


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--chunks", type=int, default=10_000, help="index size for the scale run")
    parser.add_argument("--misses", action="store_true", help="list the questions each mode misses")
    parser.add_argument("--corpus", choices=("zipf", "salad"), default="zipf", help="synthetic text")
    parser.add_argument("--keep", action="store_true", help="keep the synthetic chunks for EXPLAIN")
    args = parser.parse_args()
    use_bench_database(DATABASE)

    from django.core.management import call_command

    from knowledge.models import Chunk
    from knowledge.retrieval_cache import retrieval_cache
    from knowledge.services import knowledge_load, search_indexes_refresh

    call_command("migrate", verbosity=0)
    started = time.perf_counter()
    knowledge_load(directory=ROOT / "knowledge" / "content", replace=True)
    load_seconds = time.perf_counter() - started
    questions = yaml.safe_load((ROOT / "bench" / "retrieval_questions.yaml").read_text())
    sample_size = Chunk.objects.count()

    report = {"questions": len(questions), "sample_chunks": sample_size, "load_seconds": load_seconds}
    for mode in MODES:
        latency(questions, mode, cold_embedding=True, rounds=1)  # warm the model and the database caches
        report[mode] = {
            **score(questions, mode, show_misses=args.misses),
            "cold_ms": latency(questions, mode, cold_embedding=True),
            "warm_ms": latency(questions, mode, cold_embedding=False),
        }
    added = add_synthetic_chunks(args.chunks, corpus=args.corpus)
    retrieval_cache.invalidate()  # what a sync does: word statistics now include the synthetic chunks
    search_indexes_refresh()
    settle_writes()
    report["scaled_chunks"] = Chunk.objects.count()
    for mode in MODES:
        latency(questions, mode, cold_embedding=False, rounds=1)
        report[mode]["scaled"] = {
            **score(questions, mode),
            "cold_ms": latency(questions, mode, cold_embedding=True),
            "warm_ms": latency(questions, mode, cold_embedding=False),
        }
    if added and not args.keep:
        Chunk.objects.filter(document__doc_id="bench-synthetic").delete()
        search_indexes_refresh()

    print(
        f"{len(questions)} questions, {sample_size} sample chunks (loaded and embedded in {load_seconds:.1f} s); "
        f"scale run at {report['scaled_chunks']} chunks\n"
    )
    print(
        "| mode | Recall@6 | MRR | by type (hits) | p50 / p95 ms, sample | p50 / p95 ms, 10k | "
        "SQL+fusion p50 ms, 10k | Recall@6 / MRR, 10k |"
    )
    print("|---|---|---|---|---|---|---|---|")
    for mode in MODES:
        r, s = report[mode], report[mode]["scaled"]
        types = " ".join(f"{k} {v}" for k, v in r["by_type"].items())
        print(
            f"| {mode} | {r['recall_at_6']:.1%} | {r['mrr']:.3f} | {types} | "
            f"{r['cold_ms']['p50']:.1f} / {r['cold_ms']['p95']:.1f} | {s['cold_ms']['p50']:.1f} / {s['cold_ms']['p95']:.1f} | "
            f"{s['warm_ms']['p50']:.1f} | {s['recall_at_6']:.1%} / {s['mrr']:.3f} |"
        )
    results = ROOT / "bench" / "results"
    results.mkdir(exist_ok=True)
    (results / "retrieval.json").write_text(json.dumps(report, indent=2))


if __name__ == "__main__":
    main()
