"""The offline answerer on knowledge bases and questions nobody on the team wrote: XQuAD.

XQuAD (https://github.com/google-deepmind/xquad, CC BY-SA 4.0) holds 240 Wikipedia paragraphs of
SQuAD v1.1's development set with their crowd-written questions, all professionally translated into
ten languages. Three of its 48 articles are about a person (Nikola Tesla, Martin Luther, Genghis Khan),
five paragraphs each. `build` turns each into a knowledge base of five documents (the first the about
page), written in English, German or Spanish, and asks it every question of its article in all three
languages (`expect: answer`, the paragraph's document is the right citation, the answer span is the
fact), plus the questions of two articles about something else (`expect: refuse`, kind `no_source`: a
visitor asking the twin about the Super Bowl). `run` runs each set as `run_evals --kb` does and prints
answered / refused per knowledge base and per question language, and the share of answers holding the
answer span. Split by person before anything was tuned (`SPLIT`): Tesla and Luther are dev, Genghis
Khan is test.

    fetch github:google-deepmind/xquad                  (the tool library's fetch)
    .venv/bin/python -m bench.xquad_kb build --out var/xquad
    .venv/bin/python -m bench.xquad_kb run --out var/xquad [--sets en-nikola-tesla,...]
    .venv/bin/python -m bench.xquad_kb guards

`guards` screens every question of all 48 articles in the three languages with the input guards (the
people's questions for that person's site, the others for a site of nobody in particular): each one is
an ordinary benign question, so every refusal is a false one.

The built files stay under var/ (the data's licence is CC BY-SA; the repository holds only this script).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")

MIRROR = Path("/work/.mirror/google-deepmind+xquad/repo")
COMMIT = "7d30520c717524000f0d9d2f9c10a069acd9d285"
LANGUAGES = ("en", "de", "es")
PEOPLE = {"Nikola_Tesla": "Nikola Tesla", "Martin_Luther": "Martin Luther", "Genghis_Khan": "Genghis Khan"}
# Fixed before anything was tuned on it (session 14): rules may be read from the dev people's failures;
# Genghis Khan's sets are the test split, reported and never read case by case.
SPLIT = {"Nikola_Tesla": "dev", "Martin_Luther": "dev", "Genghis_Khan": "test"}
# Questions no document about the person answers, two other articles each.
OFF_TOPIC = {
    "Nikola_Tesla": ("Super_Bowl_50", "Oxygen"),
    "Martin_Luther": ("Warsaw", "Steam_engine"),
    "Genghis_Khan": ("Amazon_rainforest", "Doctor_Who"),
}
OFF_TOPIC_PER_ARTICLE = 6  # per article and language: 36 refusals a set


def articles(mirror: Path, lang: str) -> dict[str, list[dict]]:
    raw = subprocess.check_output(["git", f"--git-dir={mirror}", "show", f"{COMMIT}:xquad.{lang}.json"])
    return {a["title"]: a["paragraphs"] for a in json.loads(raw)["data"]}


def slug(title: str) -> str:
    return title.lower().replace("_", "-")


def document(doc_id: str, title: str, kind: str, lang: str, body: str, owner: str | None) -> str:
    front = {
        "id": doc_id,
        "title": title,
        "kind": kind,
        "url": f"/{doc_id}/",
        "published": True,
        "lang": lang,
    }
    if owner:
        front["owner"] = owner
    return f"---\n{yaml.safe_dump(front, allow_unicode=True, sort_keys=False)}---\n{body.strip()}\n"


def build(out: Path, mirror: Path) -> list[str]:
    by_lang = {lang: articles(mirror, lang) for lang in LANGUAGES}
    names = []
    for title, owner in PEOPLE.items():
        for kb_lang in LANGUAGES:
            name = f"{kb_lang}-{slug(title)}"
            content = out / name / "content"
            content.mkdir(parents=True, exist_ok=True)
            paragraphs = by_lang[kb_lang][title]
            for n, paragraph in enumerate(paragraphs, 1):
                kind, doc_id = ("about", "about") if n == 1 else ("article", f"part-{n}")
                text = document(
                    doc_id, f"{owner} ({n})", kind, kb_lang, paragraph["context"], owner if n == 1 else None
                )
                (content / f"{doc_id}.md").write_text(text, encoding="utf-8")
            cases = []
            for lang in LANGUAGES:
                for n, paragraph in enumerate(by_lang[lang][title], 1):
                    doc_id = "about" if n == 1 else f"part-{n}"
                    for qa in paragraph["qas"]:
                        cases.append(
                            {
                                "id": f"{name}-{lang}-{qa['id']}",
                                "split": SPLIT[title],
                                "lang": lang,
                                "expect": "answer",
                                "kind": "direct" if lang == kb_lang else "cross_lingual",
                                "question": qa["question"].strip(),
                                "docs": [doc_id],
                                "facts": [qa["answers"][0]["text"]],
                            }
                        )
                for other in OFF_TOPIC[title]:
                    qas = [qa for p in by_lang[lang][other] for qa in p["qas"]][:OFF_TOPIC_PER_ARTICLE]
                    cases += [
                        {
                            "id": f"{name}-{lang}-{qa['id']}",
                            "split": SPLIT[title],
                            "lang": lang,
                            "expect": "refuse",
                            "kind": "no_source",
                            "question": qa["question"].strip(),
                        }
                        for qa in qas
                    ]
            questions = {
                "knowledge_base": name,
                "language": kb_lang,
                "owner": owner,
                "public_contact": "",
                "private_strings": [],
                "cases": cases,
            }
            text = yaml.safe_dump(questions, allow_unicode=True, sort_keys=False)
            (out / name / "questions.yaml").write_text(
                f"# XQuAD, CC BY-SA 4.0: {title}\n{text}", encoding="utf-8"
            )
            names.append(name)
    return names


def run(out: Path, names: list[str], *, failures: bool = False) -> None:
    import django

    django.setup()
    from django.db import connection

    from evals import kb_runner

    connection.close()
    total: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
    facts = [0, 0]
    print(f"{'set':24} {'question':8} {'answered':>14} {'refused':>14}")
    for name in names:
        report = kb_runner.kb_evals_run(directory=out / name, questions_path=out / name / "questions.yaml")
        rows: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0])
        for suite in report.suites.values():
            for result in suite.cases:
                key = (result.expected["lang"], result.suite)
                rows[key][0] += result.passed
                rows[key][1] += 1
                total[key][0] += result.passed
                total[key][1] += 1
                if failures and not result.passed and result.expected["split"] == "dev":
                    reason = result.actual.get("reason") or ""
                    print(
                        f"  FAIL {name} {result.expected['lang']} {result.input!r}: {result.detail} {reason}"
                    )
                if result.suite == "answer" and result.passed:
                    facts[0] += bool(result.actual.get("facts_found"))
                    facts[1] += 1
        for lang in LANGUAGES:
            print(
                f"{name:24} {lang:8} {cell(rows[(lang, 'answer')]):>14} {cell(rows[(lang, 'refuse')]):>14}",
                flush=True,
            )
    print()
    for lang in LANGUAGES:
        print(f"{'all':24} {lang:8} {cell(total[(lang, 'answer')]):>14} {cell(total[(lang, 'refuse')]):>14}")
    answered = [sum(total[(lang, "answer")][i] for lang in LANGUAGES) for i in (0, 1)]
    refused = [sum(total[(lang, "refuse")][i] for lang in LANGUAGES) for i in (0, 1)]
    print(f"{'all':24} {'all':8} {cell(answered):>14} {cell(refused):>14}")
    print(f"right answers holding the answer span: {cell(facts)}")


def guards(mirror: Path) -> None:
    import django

    django.setup()
    from evals.guards import GuardCase, guard_cases_score
    from safety.owner import SiteOwner

    for lang in LANGUAGES:
        for label, chosen in (("people", list(PEOPLE)), ("other articles", None)):
            cases = []
            for title, paragraphs in articles(mirror, lang).items():
                if (title in PEOPLE) != (chosen is not None):
                    continue
                owner = SiteOwner.named(PEOPLE[title]) if title in PEOPLE else None
                questions = dict.fromkeys(qa["question"].strip() for p in paragraphs for qa in p["qas"])
                cases += [
                    GuardCase(id=f"{title}-{i}", lang=lang, label="benign", text=q, owner=owner)
                    for i, q in enumerate(questions)
                ]
            score = guard_cases_score(cases)
            print(
                f"{lang} {label:15} benign refused {cell((score.benign.refused, score.benign.total))}",
                flush=True,
            )
            for case, hit in score.false_refusals:
                if case.id.split("-")[0] in SPLIT and SPLIT[case.id.split("-")[0]] == "dev":
                    print(f"   {hit.guard}:{hit.rule} {case.text!r}")


def cell(pair) -> str:
    passed, total = pair
    return f"{passed}/{total} {passed / total:.1%}" if total else "-"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("command", choices=("build", "run", "guards"))
    parser.add_argument("--out", type=Path, default=ROOT / "var" / "xquad")
    parser.add_argument("--mirror", type=Path, default=MIRROR)
    parser.add_argument("--sets", help="comma-separated set names (default: every built one)")
    parser.add_argument(
        "--failures", action="store_true", help="list the failing dev cases (never test ones)"
    )
    args = parser.parse_args()
    if args.command == "guards":
        guards(args.mirror)
        return
    if args.command == "build":
        for name in build(args.out, args.mirror):
            print(f"built {args.out / name}")
        return
    names = (
        args.sets.split(",")
        if args.sets
        else sorted(p.parent.name for p in args.out.glob("*/questions.yaml"))
    )
    run(args.out, names, failures=args.failures)


if __name__ == "__main__":
    main()
