"""The shape of bot/: no import cycle, both chat adapters laid out alike, one bounded memory for both."""

from __future__ import annotations

import ast
import threading
from pathlib import Path

import pytest

from bot.memory import BoundedMemory

BOT = Path(__file__).resolve().parent.parent / "bot"
SAME_JOB_FILES = {"relay.py", "adapter.py", "commands.py", "conversations.py", "escalation.py", "feedback.py", "incoming.py",
                  "messages.py", "render.py", "uploads.py"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(BOT.parent).with_suffix("").parts)  # bot/ and knowledge/ share a parent
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def import_graph(package: Path = BOT) -> dict[str, set[str]]:
    """module -> the modules of the same package it imports when it runs (`if TYPE_CHECKING:` left out)."""
    modules = {module_name(p): p for p in package.rglob("*.py")}
    graph: dict[str, set[str]] = {}
    for name, path in modules.items():
        package = name if path.name == "__init__.py" else name.rpartition(".")[0]
        wanted: list[str] = []

        def visit(node: ast.AST) -> None:
            for child in ast.iter_child_nodes(node):
                if isinstance(child, ast.If) and "TYPE_CHECKING" in ast.unparse(child.test):
                    for sub in child.orelse:
                        visit(sub)
                    continue
                if isinstance(child, ast.Import):
                    wanted.extend(alias.name for alias in child.names)
                elif isinstance(child, ast.ImportFrom):
                    base = child.module or ""
                    if child.level:
                        anchor = package.split(".")[:len(package.split(".")) - (child.level - 1)]
                        base = ".".join(anchor + ([child.module] if child.module else []))
                    wanted.extend(f"{base}.{a.name}" if f"{base}.{a.name}" in modules else base for a in child.names)
                visit(child)

        visit(ast.parse(path.read_text(), filename=str(path)))
        graph[name] = set()
        for target in wanted:
            while target and target not in modules:
                target = target.rpartition(".")[0]
            if target and target != name:
                graph[name].add(target)
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def strong(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in graph[v]:
            if w not in index:
                strong(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while (w := stack.pop()) != v:
                group.append(w)
            if group:
                found.append(sorted(group + [v]))

    for v in graph:
        if v not in index:
            strong(v)
    return found


def test_bot_has_no_import_cycle():
    graph = import_graph()
    assert "bot.slack.adapter" in graph["bot.slack.messages"] or "bot.slack.messages" in graph["bot.slack.adapter"]
    assert cycles(graph) == []
    assert cycles({**graph, "bot.services": graph["bot.services"] | {"bot.app"}}), "the check does find a cycle"


def test_knowledge_has_no_import_cycle():
    graph = import_graph(BOT.parent / "knowledge")
    assert "knowledge.core" in graph and cycles(graph) == []


def test_the_adapters_import_the_shared_services_never_the_wiring():
    graph = import_graph()
    adapters = [m for m in graph if m.startswith(("bot.slack", "bot.discord"))]
    assert adapters and not [m for m in adapters if "bot.app" in graph[m]]
    assert {m for m in adapters if "bot.services" in graph[m]} >= {"bot.slack.adapter", "bot.discord.adapter"}


def test_slack_and_discord_use_one_file_name_per_job():
    for platform in ("slack", "discord"):
        assert SAME_JOB_FILES <= {p.name for p in (BOT / platform).glob("*.py")}, platform


def test_bounded_memory_forgets_the_least_recently_used():
    memory: BoundedMemory[str, int] = BoundedMemory(limit=2)
    memory.put("a", 1)
    memory.put("b", 2)
    assert memory.get("a") == 1  # reading counts as use
    memory.put("c", 3)
    assert "b" not in memory and memory.get("a") == 1 and memory.get("c") == 3 and len(memory) == 2
    assert not memory.put_if_absent("a", 9) and memory.get("a") == 1
    assert memory.pop("a") == 1 and memory.pop("a") is None
    with pytest.raises(ValueError):
        BoundedMemory(0)


def test_bounded_memory_stays_bounded_under_concurrent_writers():
    memory: BoundedMemory[tuple[int, int], int] = BoundedMemory(limit=50)

    def write(worker: int) -> None:
        for i in range(2000):
            memory.put((worker, i), i)
            memory.get((worker, i - 1))

    threads = [threading.Thread(target=write, args=(w,)) for w in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(memory) == 50
