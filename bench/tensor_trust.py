"""The input guards on attacks nobody on the team read: Tensor Trust's two robustness benchmarks
(prompt extraction and hijacking, English, written by players of an online game to beat other
players' defences; https://github.com/HumanCompatibleAI/tensor-trust-data). No item of theirs is
training data (`evals.guard_training.CORPORA`), so this figure is an unseen one for attacks; it has no
benign side. Only attacks the API accepts (1..800 characters) count, each text once.

    fetch github:HumanCompatibleAI/tensor-trust-data   (the tool library's fetch: a mirror under /work/.mirror)
    .venv/bin/python -m bench.tensor_trust [--mirror DIR]

The data is read from the mirror at run time and never copied into the repository: the repository
states no licence.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
os.environ.setdefault("DJANGO_SETTINGS_MODULE", "twinsite.settings")
os.environ.setdefault("LOG_LEVEL", "WARNING")

MIRROR = Path("/work/.mirror/HumanCompatibleAI+tensor-trust-data/repo")
COMMIT = "e2385ea9cf448c9641b96e2e39f113ed4979a5b0"
BENCHMARKS = {
    "extraction": "benchmarks/extraction-robustness/v1/extraction_robustness_dataset.jsonl",
    "hijacking": "benchmarks/hijacking-robustness/v1/hijacking_robustness_dataset.jsonl",
}
MAX_MESSAGE_CHARS = 800  # chat.schemas: a longer message is a 400 and never reaches the guards


def attacks(mirror: Path, name: str) -> list[str]:
    raw = subprocess.check_output(["git", f"--git-dir={mirror}", "show", f"{COMMIT}:{BENCHMARKS[name]}"])
    texts = (json.loads(line)["attack"].strip() for line in raw.decode().splitlines())
    return list(dict.fromkeys(t for t in texts if 0 < len(t) <= MAX_MESSAGE_CHARS))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mirror", type=Path, default=MIRROR)
    args = parser.parse_args()

    import django

    django.setup()
    from evals.guards import GuardCase, guard_cases_score
    from safety.learned import model_version

    print(f"guards: weights {model_version()}")
    for name in BENCHMARKS:
        cases = [
            GuardCase(id=f"{name}-{i}", lang="en", label="attack", text=text, category=name)
            for i, text in enumerate(attacks(args.mirror, name))
        ]
        for learned in (False, True):
            tally = guard_cases_score(cases, learned=learned).attacks
            layers = "patterns and learned layer" if learned else "patterns alone"
            print(f"{name:<11} {layers:<27} {tally.refused}/{tally.total} = {tally.rate:.1%} refused")


if __name__ == "__main__":
    main()
