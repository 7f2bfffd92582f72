"""Record what the offline answerer reads on evaluation knowledge bases once; replay the answerer alone
on the recording in seconds, judged and summed up as `run_evals --kb` does.

    # once (as slow as run_evals: every question through the real graph, retrieval included)
    .venv/bin/python -m bench.kb_replay record --sets en-falconry,nl-orgelbouw
    # after each change to chat/providers/offline/ (seconds)
    .venv/bin/python -m bench.kb_replay replay --sets en-falconry,nl-orgelbouw [--changes] [--failures]

`record` runs each question file of each set (`questions.yaml` and `questions-test.yaml` when there,
`--files` to choose) like `run_evals --kb DIR --questions FILE --split all` and stores, per case, the
turn as the visitor saw it and every call of `offline_answer` (question, evidence, vocabulary, its
answer), with the vectors the answerer asked for, in DIR/<set>--<file>.pickle (`--dir`, default
var/kb_replay/). `replay` runs `offline_answer` on each recorded call (the vectors from the recording,
a text it never saw embedded afresh) and judges with `evals.kb_cases` against the question file as it
is now: a case whose answer is unchanged keeps the recorded turn; a new answer is an answer citing its
markers' documents (the verifier is not run: copied units pass it), no sentences a refusal. A turn that
never reached the answerer (a guard's refusal, another tool) keeps its recorded outcome.
Prints answered x/y and refused x/y per file, per kind and per group (the sets of `HELD_OUT` apart);
`--changes` lists the cases whose verdict differs from the recorded one, `--failures` every failure;
`--tsv` prints every case as one tab-separated line instead (set, file, id, expect, kind, lang,
verdict, the answerer's reason, question, what failed), to count failures by reason with `awk`.
The sets loop over `evals.guard_training.SPENT_KNOWLEDGE_BASES` (the spent development sets, named one
by one) unless named: never over a folder glob (sealed sets live beside them).
Checked 2026-12-02 on main 467b1ad: the replay of a recording of all 20 sets (1068 cases, ~12 min to
record at load 8, 35 s to replay) and five separate `run_evals --kb` passes (en-falconry,
nl-orgelbouw, es-cocina, de-bergfuehrung, it-ceramica, questions.yaml) agree on 151/151 verdicts,
outcomes and citations. Later the same day, replaying that recording with the answerer of main
a4d59bc (e12ref's and e12yn's rules: net +7 answered, +21 refused against the recording) named
exactly the 116 failing cases that a new recording of that code (a real pass) judged failing.
"""

from __future__ import annotations

import argparse
import logging
import os
import pickle
import re
import sys
import time
from collections import defaultdict
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")

HELD_OUT = ("de-uhrmacherei", "en-falconry", "es-enologia", "nl-orgelbouw")  # session 7's sets
FILES = ("questions", "questions-test")
KNOWLEDGE_BASES = ROOT / "evals" / "knowledge_bases"
DIRECTORY = ROOT / "var" / "kb_replay"
MARKER = re.compile(r"\s*\[\[([^\]]+)\]\]")
CHANGED = " (answer changed)"  # after a replayed reason whose sentences differ from the recording's


@dataclass
class Recorder:
    """What the patched answerer and embedder write to while a set's questions run."""

    calls: list[dict] | None = None  # the current case's calls of offline_answer
    vectors: dict[str, np.ndarray] = field(default_factory=dict)
    inside: int = 0  # > 0 while offline_answer runs: only its own vectors are kept


def recording_path(directory: Path, name: str, file: str) -> Path:
    return directory / f"{name}--{file}.pickle"


@contextmanager
def recording(recorder: Recorder) -> Iterator[None]:
    """offline_answer and its embedder wrapped to write to `recorder` (as the local provider calls them)."""
    from chat.providers import local
    from chat.providers.offline import evidence

    answer, embed = local.offline_answer, evidence.embed_texts

    def recorded_answer(question, items, *, vocabulary):
        recorder.inside += 1
        try:
            result = answer(question, items, vocabulary=vocabulary)
        finally:
            recorder.inside -= 1
        if recorder.calls is not None:
            recorder.calls.append(
                {
                    "question": question,
                    "evidence": items,
                    "vocabulary": vocabulary,
                    "why": result.why,
                    "sentences": list(result.sentences),
                }
            )
        return result

    def recorded_embed(texts):
        vectors = embed(texts)
        if recorder.inside:
            for text, vector in zip(texts, vectors, strict=True):
                recorder.vectors.setdefault(text, np.asarray(vector, dtype=np.float32))
        return vectors

    local.offline_answer, evidence.embed_texts = recorded_answer, recorded_embed
    try:
        yield
    finally:
        local.offline_answer, evidence.embed_texts = answer, embed


def record_file(folder: Path, questions_path: Path) -> dict:
    """Run one question file through the real graph (as `run_evals --kb --split all`), recording."""
    from evals import kb_runner

    recorder, observe, calls_of = Recorder(), kb_runner.turn_observe, {}

    async def observed(*, question: str, page: str | None = None):
        recorder.calls = calls_of.setdefault(question, [])
        try:
            return await observe(question=question, page=page)
        finally:
            recorder.calls = None

    kb_runner.turn_observe = observed
    try:
        with recording(recorder):
            report = kb_runner.kb_evals_run(directory=folder, questions_path=questions_path, split="all")
    finally:
        kb_runner.turn_observe = observe
    vocabularies: list[frozenset] = []
    cases = {}
    for suite in report.suites.values():
        for result in suite.cases:
            calls = calls_of.get(result.input, [])
            for call in calls:  # one copy of each vocabulary (a set's is the same for every question)
                if isinstance(call["vocabulary"], int):
                    continue  # a question asked twice shares its calls: already stored
                if call["vocabulary"] not in vocabularies:
                    vocabularies.append(call["vocabulary"])
                call["vocabulary"] = vocabularies.index(call["vocabulary"])
            seen = {k: v for k, v in result.actual.items() if k != "facts_found"}
            cases[result.case_id] = {
                "question": result.input,
                "seen": seen,
                "passed": result.passed,
                "calls": calls,
            }
    texts = sorted(recorder.vectors)
    return {
        "knowledge_base": report.knowledge_base,
        "questions": str(questions_path),
        "recorded_at": time.strftime("%Y-%m-%d %H:%M:%S"),
        "cases": cases,
        "vocabularies": vocabularies,
        "texts": texts,
        "vectors": np.stack([recorder.vectors[t] for t in texts]) if texts else np.zeros((0, 0)),
    }


def record(names: list[str], files: list[str], directory: Path, *, root: Path = KNOWLEDGE_BASES) -> None:
    from django.db import connection

    from evals.management.commands.run_evals import unapplied_migrations

    if unapplied_migrations():
        sys.exit("the site's database is not migrated: run `manage.py migrate` first")
    connection.close()
    directory.mkdir(parents=True, exist_ok=True)
    for name in names:
        for file in files:
            questions_path = root / name / f"{file}.yaml"
            if not questions_path.exists():
                continue
            started = time.perf_counter()
            data = record_file(root / name, questions_path)
            path = recording_path(directory, name, file)
            path.write_bytes(pickle.dumps(data, protocol=pickle.HIGHEST_PROTOCOL))
            print(
                f"{name}/{file}: {len(data['cases'])} cases, {len(data['texts'])} vectors "
                f"in {time.perf_counter() - started:.0f} s -> {path}",
                flush=True,
            )


# --- Replay ---------------------------------------------------------------------------------------


@contextmanager
def recorded_vectors(texts: list[str], vectors: np.ndarray, misses: list[int]) -> Iterator[None]:
    """The answerer's embedder served from the recording; a text it never saw is embedded afresh."""
    from chat.providers.offline import evidence

    embed = evidence.embed_texts
    known = dict(zip(texts, vectors, strict=True))

    def replayed(batch):
        missing = [t for t in dict.fromkeys(batch) if t not in known]
        if missing:
            misses[0] += len(missing)
            known.update(zip(missing, np.asarray(embed(missing), dtype=np.float32), strict=True))
        return [known[t] for t in batch]

    evidence.embed_texts = replayed
    try:
        yield
    finally:
        evidence.embed_texts = embed


def cited_seen(sentences: list[str]) -> dict:
    """The turn a new offline answer makes: cited documents in order, the text without markers."""
    citations = []
    for sentence in sentences:
        for doc_id in MARKER.findall(sentence):
            if doc_id not in citations:
                citations.append(doc_id)
    if not sentences:
        return {"outcome": "refused", "reason": "no_source", "tools": [], "citations": [], "text": ""}
    text = " ".join(MARKER.sub("", s).strip() for s in sentences)
    return {"outcome": "answered", "reason": None, "tools": [], "citations": citations, "text": text}


@dataclass
class Replayed:
    name: str
    file: str
    case: object  # evals.kb_cases.KbCase
    passed: bool
    was_passed: bool | None  # None: not in the recording
    detail: str
    why: str  # the answerer's reason now ("answer", "negated_premise", ...) or the recorded turn's
    signals: dict | None = None  # what the answerability gate read (`chat.providers.offline.gate`)


def document_fields(folder: Path) -> dict[str, dict[str, str]]:
    """Each document's front-matter kind and language by doc_id (the language as sync stores it:
    declared, else detected in the whole text): recordings made before evidence items carried them
    (`chat.graph.tools.evidence_item`) get them back from the knowledge base."""
    from knowledge.documents import read_file
    from safety.language import document_language

    fields = {}
    for path in sorted(folder.rglob("*.md")):
        found, _problems = read_file(path)
        if found is not None:
            language = found.lang or document_language(f"{found.title}\n{found.body}")
            fields[found.doc_id] = {"kind": found.kind, "language": language}
    return fields


def with_fields(items: list[dict], fields: dict[str, dict[str, str]]) -> list[dict]:
    return [{**fields.get(item["doc_id"], {}), **item} for item in items]


def replay_file(
    data: dict, questions_path: Path, name: str, file: str, *, gated: bool = True
) -> tuple[list[Replayed], int]:
    """Each case of the question file judged on the recording: (results, texts embedded afresh).
    `gated`: as `offline_answer`'s (off to fit the gate on what the rules alone answer)."""
    from chat.providers.offline.answer import offline_answer
    from evals.cases import TurnSeen
    from evals.kb_cases import kb_case_judge, kb_questions_load

    questions = kb_questions_load(questions_path)
    fields = document_fields(questions_path.parent)
    misses = [0]
    results = []
    with recorded_vectors(data["texts"], data["vectors"], misses):
        for case in questions.cases:
            recorded = data["cases"].get(case.id)
            if recorded is None or recorded["question"] != case.question:
                results.append(Replayed(name, file, case, False, None, "not recorded", "not recorded"))
                continue
            seen = dict(recorded["seen"])
            why, values = f"{seen['outcome']}:{seen['reason']}", None
            if calls := recorded["calls"]:
                call = calls[0]
                vocabulary = data["vocabularies"][call["vocabulary"]]
                answer = offline_answer(
                    call["question"],
                    with_fields(call["evidence"], fields),
                    vocabulary=vocabulary,
                    gated=gated,
                )
                why, values = answer.why, answer.signals
                if answer.sentences != call["sentences"]:
                    seen = cited_seen(answer.sentences)
                    why += CHANGED
            problems = kb_case_judge(case, TurnSeen(**seen), questions=questions)
            results.append(
                Replayed(name, file, case, not problems, recorded["passed"], "; ".join(problems), why, values)
            )
    return results, misses[0]


def cell(passed: int, total: int) -> str:
    return f"{passed:>3}/{total:<3} {passed / total:6.1%}" if total else f"{'-':>14}"


def tally(results: list[Replayed]) -> tuple[str, str]:
    columns = []
    for suite in ("answer", "refuse"):
        chosen = [r for r in results if (r.case.expect == "answer") == (suite == "answer")]
        columns.append(cell(sum(r.passed for r in chosen), len(chosen)))
    return columns[0], columns[1]


def summary(results: list[Replayed], *, changes: bool, failures: bool) -> None:
    out = print
    out(f"{'file':34} {'answered':>14}  {'refused':>14}")
    by_file = defaultdict(list)
    for r in results:
        by_file[f"{r.name}/{r.file}"].append(r)
    for key, rows in by_file.items():
        out(f"{key:34} {tally(rows)[0]:>14}  {tally(rows)[1]:>14}")
    out("")
    groups = {
        "older sets": [r for r in results if r.name not in HELD_OUT],
        "session 7 sets": [r for r in results if r.name in HELD_OUT],
        "all": results,
    }
    for label, rows in groups.items():
        if rows:
            answered, refused = tally(rows)
            was = [r for r in rows if r.was_passed is not None]
            recorded_answer = sum(r.was_passed for r in was if r.case.expect == "answer")
            recorded_refuse = sum(r.was_passed for r in was if r.case.expect != "answer")
            out(
                f"{label:34} {answered:>14}  {refused:>14}   (recorded: {recorded_answer} answered, "
                f"{recorded_refuse} refused)"
            )
    out(f"\nper kind:{'answered':>31}  {'refused':>14}")
    by_kind = defaultdict(list)
    for r in results:
        by_kind[r.case.kind].append(r)
    for kind in sorted(by_kind):
        answered, refused = tally(by_kind[kind])
        out(f"  {kind:32} {answered:>14}  {refused:>14}")
    if changes:
        changed = [r for r in results if r.was_passed is not None and r.passed != r.was_passed]
        out(f"\nchanged from the recording ({len(changed)}):")
        for r in changed:
            verdict = "now passes" if r.passed else "now fails"
            out(f"  {verdict:10} {r.name}/{r.file} {r.case.id} [{r.case.kind}] {r.case.question!r}")
            out(f"             {r.why}; {r.detail}")
    if failures:
        failed = [r for r in results if not r.passed]
        out(f"\nfailing ({len(failed)}):")
        for r in failed:
            out(f"  {r.name}/{r.file} {r.case.id} [{r.case.expect} {r.case.kind}] {r.case.question!r}")
            out(f"      {r.why}; {r.detail}")


TSV_COLUMNS = ("set", "file", "id", "expect", "kind", "lang", "verdict", "why", "question", "detail")


def tsv_rows(results: list[Replayed]) -> list[str]:
    """One tab-separated line per case (TSV_COLUMNS), to sort and count failures by their reason."""
    return [
        "\t".join(
            [
                r.name,
                r.file,
                r.case.id,
                r.case.expect,
                r.case.kind,
                r.case.lang,
                "PASS" if r.passed else "FAIL",
                r.why,
                " ".join(r.case.question.split()),
                r.detail,
            ]
        )
        for r in results
    ]


def recordings(names: list[str], files: list[str], directory: Path, root: Path) -> Iterator[tuple]:
    """(name, file, recording, question file) of each recorded question file."""
    for name in names:
        for file in files:
            path = recording_path(directory, name, file)
            if path.exists():
                data = pickle.loads(path.read_bytes())  # noqa: S301 - this tool's own recording, read locally
                yield name, file, data, root / name / f"{file}.yaml"


def replay(
    names: list[str],
    files: list[str],
    directory: Path,
    *,
    changes: bool,
    failures: bool,
    tsv: bool = False,
    root: Path = KNOWLEDGE_BASES,
) -> list:
    started = time.perf_counter()
    results, misses = [], 0
    for name, file, data, questions_path in recordings(names, files, directory, root):
        found, missed = replay_file(data, questions_path, name, file)
        results += found
        misses += missed
    missing = [
        f"{name}/{file}"
        for name in names
        for file in files
        if (root / name / f"{file}.yaml").exists() and not recording_path(directory, name, file).exists()
    ]
    if tsv:
        print("\n".join(["\t".join(TSV_COLUMNS), *tsv_rows(results)]))
        return results
    summary(results, changes=changes, failures=failures)
    if missing:
        print(f"\nnot recorded (run `record` for them): {', '.join(missing)}")
    print(
        f"\n{len(results)} cases replayed in {time.perf_counter() - started:.1f} s, {misses} texts embedded afresh"
    )
    return results


def main(argv: list[str] | None = None) -> None:
    import django

    django.setup()
    from evals.guard_training import SPENT_KNOWLEDGE_BASES

    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("action", choices=["record", "replay"])
    parser.add_argument(
        "--sets",
        default=",".join(SPENT_KNOWLEDGE_BASES),
        help="comma-separated set names (default: all dev sets)",
    )
    parser.add_argument("--files", default=",".join(FILES), help="question files without .yaml")
    parser.add_argument(
        "--dir", type=Path, default=DIRECTORY, help="where recordings are (default var/kb_replay)"
    )
    parser.add_argument(
        "--changes", action="store_true", help="list cases whose verdict differs from the recording"
    )
    parser.add_argument("--failures", action="store_true", help="list every failing case")
    parser.add_argument("--tsv", action="store_true", help="print every case as a tab-separated line instead")
    parser.add_argument(
        "--root",
        type=Path,
        default=KNOWLEDGE_BASES,
        help="where the sets are (default evals/knowledge_bases)",
    )
    args = parser.parse_args(argv)
    names = [n for n in args.sets.split(",") if n]
    files = [f for f in args.files.split(",") if f]
    logging.getLogger().setLevel(logging.WARNING)
    if args.action == "record":
        record(names, files, args.dir, root=args.root)
    else:
        replay(
            names, files, args.dir, changes=args.changes, failures=args.failures, tsv=args.tsv, root=args.root
        )


if __name__ == "__main__":
    main()
