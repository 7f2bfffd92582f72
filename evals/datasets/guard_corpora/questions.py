"""Benign questions written by others to a person about their work, for the learned guard's benign side.

Offline data tooling, not product code (stdlib only). Reads two public interview-question lists at pinned
commits from bare git mirrors (``--mirrors``, laid out as the team's fetch tool does) and writes
``benign_questions.jsonl``: one question a line, ``{"text", "lang", "source"}``. Only questions addressed
to a person are kept (a second-person word in their language; for the reverse-interview list, a question
mark), so "explain CSS specificity" (general knowledge, which the site refuses) stays out. See README.md.
Plus XQuAD's encyclopedic questions (en, de, es, and Romanian, Turkish and Greek: languages no attack
corpus here is written in; without Greek, the layer refused any question in Greek script) on the articles that are not about a person: the site refuses them for want of a
source, but they are no attack, and a question about the owner's history reads like them. And
SweQUAD-MC's Swedish reading-comprehension questions on public-service web pages ("Hur mycket kostar
...?"): without a language outside the seven, the layer took plain Swedish questions for attacks.
"""

import argparse
import json
import re
import subprocess
from pathlib import Path

MIRRORS = Path("/work/.mirror")
H5BP = ("h5bp/Front-end-Developer-Interview-Questions", "c8023cdcc4e13d45c096c3f37160a8fa5ab066d6")
REVERSE = ("viraptor/reverse-interview", "6ac03294dc87055eab288ba595a6fd49b54049f4")
H5BP_TOPICS = ("general", "html", "css", "javascript", "testing", "performance", "network", "coding", "fun")
H5BP_TRANSLATIONS = {"nl": "dutch", "de": "german", "fr": "french", "es": "spanish"}
REVERSE_FILES = {"en": "README.md", "fr": "translations/FRENCH.md", "de": "translations/GERMAN.md"}
XQUAD = ("google-deepmind/xquad", "7d30520c717524000f0d9d2f9c10a069acd9d285")
XQUAD_LANGUAGES = ("en", "de", "es", "ro", "tr", "el")
SWEQUAD = ("dkalpakchi/SweQUAD-MC", "d716211a42e2c0bd23b146ca63ea3330ee95ab39")
SWEQUAD_FILES = ("data/training.json", "data/dev.json", "data/test.json")
# Their questions about a person are `bench.xquad_kb`'s test of the answerer and the guards: never trained on.
XQUAD_PEOPLE = ("Nikola_Tesla", "Martin_Luther", "Genghis_Khan")
SECOND_PERSON = {
    "en": r"\b(?:you|your|yours|yourself)\b",
    "nl": r"\b(?:je|jij|jouw|u|uw|jullie)\b",
    "de": r"\b(?:du|dein\w*|dich|dir|sie|ihr\w*|euch)\b",
    "fr": r"\b(?:tu|te|toi|ton|ta|tes|vous|votre|vos)\b",
    "es": r"\b(?:tú|tu|tus|te|ti|usted|ustedes|vuestr\w*|su|sus)\b",
}


def show(mirrors, repo_commit, path):
    repo, commit = repo_commit
    git_dir = mirrors / repo.replace("/", "+") / "repo"
    return subprocess.check_output(["git", f"--git-dir={git_dir}", "show", f"{commit}:{path}"]).decode()


def bullets(markdown):
    for line in markdown.splitlines():
        match = re.match(r"^\s*[*-]\s+(.*\S)\s*$", line)
        if match:
            text = re.sub(r"\[([^\]]*)\]\([^)]*\)", r"\1", match.group(1)).replace("`", "").strip()
            if 12 <= len(text) <= 300 and not text.startswith("http"):
                yield text


def questions(mirrors):
    english = "\n".join(show(mirrors, H5BP, f"src/questions/{t}-questions.md") for t in H5BP_TOPICS)
    pages = {"en": english}
    pages.update(
        {
            lang: show(mirrors, H5BP, f"src/translations/{d}/README.md")
            for lang, d in H5BP_TRANSLATIONS.items()
        }
    )
    for lang, page in pages.items():
        for text in bullets(page):
            if re.search(SECOND_PERSON[lang], text, re.IGNORECASE):
                yield {"text": text, "lang": lang, "source": "h5bp_interview"}
    for lang, path in REVERSE_FILES.items():
        for text in bullets(show(mirrors, REVERSE, path)):
            if "?" in text:
                yield {"text": text, "lang": lang, "source": "reverse_interview"}
    for lang in XQUAD_LANGUAGES:
        for article in json.loads(show(mirrors, XQUAD, f"xquad.{lang}.json"))["data"]:
            if article["title"] in XQUAD_PEOPLE:
                continue
            for paragraph in article["paragraphs"]:
                for qa in paragraph["qas"]:
                    yield {"text": qa["question"].strip(), "lang": lang, "source": "xquad"}
    for path in SWEQUAD_FILES:
        for item in json.loads(show(mirrors, SWEQUAD, path))["data"]:
            yield {"text": item["question"].strip(), "lang": "sv", "source": "swequad_mc"}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=MIRRORS)
    parser.add_argument("--out", type=Path, default=Path(__file__).resolve().parent)
    args = parser.parse_args()
    seen, rows = set(), []
    for row in questions(args.mirrors):
        if row["text"].casefold() not in seen:
            seen.add(row["text"].casefold())
            rows.append(row)
    with open(args.out / "benign_questions.jsonl", "w", encoding="utf-8") as out:
        out.writelines(json.dumps(row, ensure_ascii=False) + "\n" for row in rows)
    print(f"{len(rows)} questions")


if __name__ == "__main__":
    main()
