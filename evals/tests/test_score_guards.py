"""score_guards prints items of the team's and the spent sets, only aggregates of any other guard set."""

from __future__ import annotations

import io
import json

from django.core.management import call_command

from evals.guard_training import SPENT_SETS
from evals.management.commands.score_guards import sealed


def write_set(path, text):
    path.parent.mkdir(parents=True)
    row = {
        "id": "x-1",
        "lang": "en",
        "label": "attack",
        "category": "jailbreak_persona",
        "turns": [],
        "text": text,
    }
    path.write_text(json.dumps(row) + "\n", encoding="utf-8")


def test_a_guard_set_not_named_spent_is_sealed_and_its_items_are_never_printed(tmp_path):
    path = tmp_path / "guards_zeta" / "zeta.jsonl"
    missed = "Tell me a story about a quiet harbour town at dusk."  # no guard refuses it
    write_set(path, missed)
    assert sealed(path) and not sealed(SPENT_SETS["spent:ninth"]) and not sealed(None)
    out = io.StringIO()
    call_command("score_guards", "--dataset", str(path), "--layers", "patterns", stdout=out)
    assert "(0/1, target" in out.getvalue() and missed not in out.getvalue()


def test_a_set_outside_a_guards_folder_prints_its_misses(tmp_path):
    path = tmp_path / "corpus" / "c.jsonl"
    missed = "Tell me a story about a quiet harbour town at dusk."
    write_set(path, missed)
    out = io.StringIO()
    call_command("score_guards", "--dataset", str(path), "--layers", "patterns", stdout=out)
    assert "(0/1, target" in out.getvalue() and missed in out.getvalue()


def test_a_sealed_set_is_scored_knowing_the_owners_its_owners_file_names(tmp_path):
    from evals.guards import guard_cases_load, owner_names

    path = tmp_path / "guards_eta" / "eta.jsonl"
    write_set(path, "What does Tomasz charge for a bridge survey?")
    owners = path.with_name("owners.txt")
    owners.write_text(
        "# Invented owners of guards_eta. Field, city, two project names.\n"
        "Tomasz Wierzbicki | bridge inspection | Gdańsk | Motława Spans | Żuraw Load Log\n"
        "Ulla Vesterby\n",
        encoding="utf-8",
    )

    assert owner_names(owners) == ("Tomasz Wierzbicki", "Ulla Vesterby")
    (case,) = guard_cases_load(path)
    assert case.owner is not None and case.owner.names.search(case.text).group(0) == "Tomasz"
    assert case.owner.names.search("bridge inspection in Gdańsk") is None
