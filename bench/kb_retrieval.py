"""Retrieval on the evaluation knowledge bases' `dev` questions: Recall@6 and MRR of exact and hybrid
search, with the misspelling correction on and off, per question kind (typo questions apart).

Each knowledge base is loaded into the benchmark's own database (`twinsite_bench`) in turn. Only the
`dev` split is read (the sealed de-dolmetschen set never is):
    .venv/bin/python bench/kb_retrieval.py [--sets en-marine,es-cocina,nl-restauratie]
"""

from __future__ import annotations

import argparse
import os
import sys
from collections import defaultdict
from pathlib import Path

import yaml
from common import use_bench_database  # bench/ is on sys.path as a script

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")
SETS = ("en-marine", "es-cocina", "nl-restauratie")


def ranks(cases: list[dict], mode: str) -> list[int | None]:
    from knowledge.retrieval import knowledge_search

    found = []
    for case in cases:
        ids = [e.doc_id for e in knowledge_search(query=case["question"], mode=mode).evidence]
        found.append(next((i for i, doc_id in enumerate(ids, 1) if doc_id in case["docs"]), None))
    return found


def summary(found: list[int | None]) -> str:
    recall = sum(rank is not None for rank in found) / len(found)
    mrr = sum(1 / rank for rank in found if rank) / len(found)
    return f"{recall:6.1%} {mrr:5.3f}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sets", default=",".join(SETS))
    args = parser.parse_args()
    use_bench_database("twinsite_bench")

    from django.core.management import call_command

    from knowledge import retrieval
    from knowledge.retrieval_cache import retrieval_cache
    from knowledge.services import knowledge_load

    call_command("migrate", verbosity=0)
    print(f"{'set':16} {'kind':14} {'n':>3} | exact R@6 MRR (typo fix off → on) | hybrid R@6 MRR (off → on)")
    totals: dict[tuple[str, bool], list] = defaultdict(list)
    for name in args.sets.split(","):
        folder = ROOT / "evals" / "knowledge_bases" / name
        knowledge_load(directory=folder / "content", replace=True)
        data = yaml.safe_load((folder / "questions.yaml").read_text())
        cases = [c for c in data["cases"] if c["split"] == "dev" and c["expect"] == "answer"]
        results = {}
        for correction in (False, True):
            retrieval.TYPO_CORRECTION = correction
            retrieval_cache.invalidate()
            for mode in ("exact", "hybrid"):
                results[mode, correction] = ranks(cases, mode)
                totals[mode, correction] += results[mode, correction]
        groups = {
            "typo": [i for i, c in enumerate(cases) if c["kind"] == "typo"],
            "all": list(range(len(cases))),
        }
        for kind, indexes in groups.items():
            row = []
            for mode in ("exact", "hybrid"):
                off, on = ([results[mode, flag][i] for i in indexes] for flag in (False, True))
                row.append(f"{summary(off)} → {summary(on)}")
            print(f"{name:16} {kind:14} {len(indexes):>3} | {row[0]:>30} | {row[1]:>30}")
    row = [f"{summary(totals[mode, False])} → {summary(totals[mode, True])}" for mode in ("exact", "hybrid")]
    print(f"{'all sets':16} {'all':14} {len(totals['exact', False]):>3} | {row[0]:>30} | {row[1]:>30}")


if __name__ == "__main__":
    main()
