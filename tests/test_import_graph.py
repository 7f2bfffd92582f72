"""The apps import each other in one direction, and none imports the project package.

Computed from the source (every import statement, inside functions too), so an import hidden in a
function body to dodge a circle still counts. Tests are left out: they may use any app's helpers.
"""

from __future__ import annotations

import ast
from pathlib import Path

from django.conf import settings

ROOT = Path(settings.BASE_DIR)
PROJECT = "twinsite"
NOT_APPS = {PROJECT, "tests", "e2e", "bench"}


def packages() -> list[str]:
    return sorted(path.parent.name for path in ROOT.glob("*/__init__.py") if path.parent.name not in NOT_APPS)


def imported_modules(path: Path) -> set[str]:
    modules = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            modules.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            modules.add(node.module)
    return modules


def product_files(package: str) -> list[Path]:
    return [path for path in (ROOT / package).rglob("*.py") if "tests" not in path.relative_to(ROOT).parts]


def import_graph() -> dict[str, set[str]]:
    """Package -> the other top-level packages of this repository it imports."""
    ours = set(packages()) | {PROJECT}
    graph = {}
    for package in packages():
        targets = {
            module.split(".")[0] for path in product_files(package) for module in imported_modules(path)
        }
        graph[package] = (targets & ours) - {package}
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Every import circle, each as the path that closes it."""
    found, path = [], []

    def visit(node: str) -> None:
        if node in path:
            found.append([*path[path.index(node) :], node])
            return
        path.append(node)
        for target in sorted(graph.get(node, ())):
            visit(target)
        path.pop()

    for start in sorted(graph):
        visit(start)
    return found


def test_the_apps_are_found():
    assert {"approvals", "budget", "chat", "core", "evals", "knowledge", "safety"} <= set(packages())


def test_no_app_imports_the_project_package():
    offenders = {package: targets for package, targets in import_graph().items() if PROJECT in targets}
    assert not offenders, f"apps importing {PROJECT} (read settings through django.conf): {offenders}"


def test_the_apps_import_each_other_in_one_direction():
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_circle():
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}})[0] == ["a", "b", "c", "a"]
    assert cycles({"a": {"b"}, "b": set()}) == []
