"""Validate the labelled evaluation sets in evals/*.json against their source PDFs.

    python evals/check_sets.py [SET.json ...] [--pdf-dir DIR ...] [--skip-missing] [--verbose]

For every set: the schema is right, questions are unique, every item has a `split` of
"dev" or "test", unanswerable items carry no pages or strings, and for every answerable
item each `answer_contains` string occurs (case-insensitive, whitespace-normalised) on at
least one of the listed `pages`, and each listed page holds at least one of the strings.
The text is extracted per page with pypdfium2 and, when installed, with pdfplumber
(x_tolerance=1.5); a string must be found with every available extractor. A set may
draw on several PDFs (each item names its own `source`).

Source PDFs are looked up by file name, first match wins, in: any --pdf-dir, the
directories in $PAGEWISE_EVAL_PDF_DIRS (os.pathsep-separated), then knowledge_base/,
samples/documents/ and ../shared/corpus/, all three relative to the repository root
(found from this script's location, so no machine path is built in).
Prints one line per set and a summary table (answerable/unanswerable, dev/test).
Exits 1 on any problem (a missing PDF counts unless --skip-missing), 0 otherwise.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
import unicodedata
from functools import lru_cache
from pathlib import Path

HERE = Path(__file__).resolve().parent
REPO = HERE.parent
DEFAULT_PDF_DIRS = [REPO / "knowledge_base", REPO / "samples" / "documents", REPO.parent / "shared" / "corpus"]
KEYS = {"question": str, "has_answer": bool, "pages": list, "answer_contains": list, "source": str,
        "split": str}
SPLITS = ("dev", "test")
MAX_STRINGS = 3

_QUOTES = str.maketrans({"\u2018": "'", "\u2019": "'", "\u201c": '"', "\u201d": '"',
                         "\u2013": "-", "\u2014": "-", "\u2212": "-"})
_SOFT_BREAK = re.compile(r"[\ufffe\u00ad\u0002]\s*")  # soft hyphen at a line end (pdfium: U+FFFE)
_HARD_BREAK = re.compile(r"(\w)-\s*\n\s*(\w)")        # "exam-\nple" as pdfplumber prints it
_SPACE = re.compile(r"\s+")


def normalise(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).translate(_QUOTES).lower()
    return _SPACE.sub(" ", text).strip()


def page_variants(raw: str) -> tuple[str, ...]:
    """The page text with line-end hyphens both removed and kept, so either spelling matches."""
    raw = raw.replace("\r\n", "\n")
    joined = _HARD_BREAK.sub(r"\1\2", _SOFT_BREAK.sub("", raw))
    kept = _HARD_BREAK.sub(r"\1-\2", _SOFT_BREAK.sub("-", raw))
    return tuple(dict.fromkeys((normalise(joined), normalise(kept))))


@lru_cache(maxsize=None)
def extract(path: Path) -> dict[str, list[tuple[str, ...]]]:
    """extractor name -> per-page text variants."""
    out: dict[str, list[tuple[str, ...]]] = {}
    import pypdfium2 as pdfium

    doc = pdfium.PdfDocument(str(path))
    try:
        out["pdfium"] = [page_variants(doc[i].get_textpage().get_text_range()) for i in range(len(doc))]
    finally:
        doc.close()
    try:
        import pdfplumber
    except ImportError:
        return out
    with pdfplumber.open(str(path)) as pdf:
        out["pdfplumber"] = [page_variants(p.extract_text(x_tolerance=1.5) or "") for p in pdf.pages]
    return out


def find_pdf(name: str, dirs: list[Path]) -> Path | None:
    for folder in dirs:
        candidate = folder / name
        if candidate.is_file():
            return candidate
    return None


def on_page(needle: str, variants: tuple[str, ...]) -> bool:
    return any(needle in text for text in variants)


def check_item(i: int, item: object, names: set[str]) -> list[str]:
    """Schema problems of one item (no PDF needed)."""
    where = f"item {i}"
    if not isinstance(item, dict):
        return [f"{where}: not an object"]
    problems = []
    missing = set(KEYS) - set(item)
    extra = set(item) - set(KEYS)
    if missing:
        problems.append(f"{where}: missing keys {sorted(missing)}")
    if extra:
        problems.append(f"{where}: unexpected keys {sorted(extra)}")
    for key, kind in KEYS.items():
        if key in item and not isinstance(item[key], kind):
            problems.append(f"{where}: {key} must be {kind.__name__}")
    if problems:
        return problems
    question = item["question"].strip()
    if not question:
        problems.append(f"{where}: empty question")
    key = normalise(question)
    if key in names:
        problems.append(f"{where}: duplicate question {question!r}")
    names.add(key)
    if item["split"] not in SPLITS:
        problems.append(f"{where}: split must be one of {list(SPLITS)}, got {item['split']!r}")
    if "/" in item["source"] or not item["source"].lower().endswith(".pdf"):
        problems.append(f"{where}: source must be a bare PDF file name, got {item['source']!r}")
    pages, strings = item["pages"], item["answer_contains"]
    if not all(isinstance(p, int) and not isinstance(p, bool) and p >= 1 for p in pages):
        problems.append(f"{where}: pages must be 1-indexed integers")
    if len(set(pages)) != len(pages):
        problems.append(f"{where}: repeated page numbers")
    if not all(isinstance(s, str) and s.strip() for s in strings):
        problems.append(f"{where}: answer_contains must hold non-empty strings")
        return problems
    if any(s != s.lower() for s in strings):
        problems.append(f"{where}: answer_contains strings must be lowercase")
    if item["has_answer"]:
        if not pages:
            problems.append(f"{where}: answerable but no pages")
        if not 1 <= len(strings) <= MAX_STRINGS:
            problems.append(f"{where}: answerable items need 1-{MAX_STRINGS} answer_contains strings")
    elif pages or strings:
        problems.append(f"{where}: unanswerable items must have empty pages and answer_contains")
    return problems


def check_against_pdf(i: int, item: dict, texts: dict[str, list[tuple[str, ...]]],
                      verbose: bool) -> list[str]:
    problems = []
    where = f"item {i} ({item['question'][:60]!r})"
    for extractor, pages in texts.items():
        count = len(pages)
        bad = [p for p in item["pages"] if p > count]
        if bad:
            problems.append(f"{where}: [{extractor}] page(s) {bad} beyond the last page {count}")
            continue
        needles = [normalise(s) for s in item["answer_contains"]]
        for needle in needles:
            if not any(on_page(needle, pages[p - 1]) for p in item["pages"]):
                found = [n for n in range(1, count + 1) if on_page(needle, pages[n - 1])]
                hint = f"found on page(s) {found}" if found else "not found anywhere"
                problems.append(f"{where}: [{extractor}] {needle!r} not on pages {item['pages']}; {hint}")
            elif verbose:
                others = [n for n in range(1, count + 1)
                          if n not in item["pages"] and on_page(needle, pages[n - 1])]
                if others:
                    print(f"    note {where}: [{extractor}] {needle!r} also on unlisted page(s) {others}")
        for p in item["pages"]:
            if not any(on_page(needle, pages[p - 1]) for needle in needles):
                problems.append(f"{where}: [{extractor}] listed page {p} holds none of the strings")
    return problems


def counts(items: list[dict]) -> dict[str, int]:
    """Question counts of a set: total, answerable/unanswerable, and per split."""
    out = {"total": len(items), "answerable": sum(1 for item in items if item["has_answer"])}
    out["unanswerable"] = out["total"] - out["answerable"]
    for split in SPLITS:
        part = [item for item in items if item["split"] == split]
        out[split] = len(part)
        out[f"{split}_answerable"] = sum(1 for item in part if item["has_answer"])
    return out


def check_set(path: Path, dirs: list[Path], skip_missing: bool,
              verbose: bool) -> tuple[list[str], str, dict[str, int] | None]:
    try:
        items = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return [f"cannot read: {exc}"], "unreadable", None
    if not isinstance(items, list) or not items:
        return ["the file must hold a non-empty JSON list"], "empty", None
    problems: list[str] = []
    names: set[str] = set()
    for i, item in enumerate(items):
        problems += check_item(i, item, names)
    if problems:
        return problems, "schema errors", None
    tally = counts(items)
    summary = (f"{tally['total']} questions: {tally['answerable']} answerable, {tally['unanswerable']} "
               f"unanswerable; dev {tally['dev']} ({tally['dev_answerable']} answerable), "
               f"test {tally['test']} ({tally['test_answerable']} answerable)")
    for source in sorted({item["source"] for item in items}):
        pdf = find_pdf(source, dirs)
        if pdf is None:
            if skip_missing:
                print(f"  skipped: {source} not found in {[str(d) for d in dirs]}")
                tally["skipped"] = tally.get("skipped", 0) + 1
                continue
            problems.append(f"source PDF {source!r} not found in {[str(d) for d in dirs]}")
            continue
        texts = extract(pdf)
        for i, item in enumerate(items):
            if item["source"] == source and item["has_answer"]:
                problems += check_against_pdf(i, item, texts, verbose)
    return problems, summary, tally


def summary_table(rows: list[tuple[str, str, dict[str, int] | None]]) -> str:
    """A plain-text table: one row per set and a total row."""
    head = ("set", "status", "questions", "answerable", "unanswerable", "unans. %", "dev", "test")
    lines = []
    total = {"total": 0, "answerable": 0, "unanswerable": 0, "dev": 0, "test": 0}
    for name, status, tally in rows:
        if tally is None:
            lines.append((name, status, "-", "-", "-", "-", "-", "-"))
            continue
        for key in total:
            total[key] += tally[key]
        lines.append((name, status, str(tally["total"]), str(tally["answerable"]), str(tally["unanswerable"]),
                      f"{100 * tally['unanswerable'] / tally['total']:.1f}", str(tally["dev"]), str(tally["test"])))
    if total["total"]:
        lines.append(("TOTAL", "", str(total["total"]), str(total["answerable"]), str(total["unanswerable"]),
                      f"{100 * total['unanswerable'] / total['total']:.1f}", str(total["dev"]), str(total["test"])))
    widths = [max(len(row[i]) for row in [head, *lines]) for i in range(len(head))]

    def fmt(row: tuple[str, ...]) -> str:
        return "  ".join(cell.ljust(w) if i < 2 else cell.rjust(w) for i, (cell, w) in enumerate(zip(row, widths)))

    rule = "  ".join("-" * w for w in widths)
    return "\n".join([fmt(head), rule, *map(fmt, lines[:-1] if total["total"] else lines),
                      *([rule, fmt(lines[-1])] if total["total"] else [])])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Validate Pagewise evaluation sets.")
    parser.add_argument("sets", nargs="*", type=Path, help="set files (default: evals/*.json)")
    parser.add_argument("--pdf-dir", action="append", type=Path, default=[],
                        help="extra directory to look for source PDFs in")
    parser.add_argument("--skip-missing", action="store_true",
                        help="skip (rather than fail) sets whose source PDF is not available")
    parser.add_argument("--verbose", action="store_true",
                        help="also note strings that occur on pages that are not listed")
    args = parser.parse_args(argv)

    env_dirs = [Path(d) for d in os.environ.get("PAGEWISE_EVAL_PDF_DIRS", "").split(os.pathsep) if d]
    dirs = args.pdf_dir + env_dirs + DEFAULT_PDF_DIRS
    sets = args.sets or sorted(HERE.glob("*.json"))
    if not sets:
        print("no evaluation sets found")
        return 1
    failed = False
    rows = []
    for path in sets:
        problems, summary, tally = check_set(path, dirs, args.skip_missing, args.verbose)
        status = "FAIL" if problems else "skip" if tally and tally.get("skipped") else "ok"
        print(f"{status:4} {path.name}: {summary}")
        for problem in problems:
            print(f"     - {problem}")
        failed |= bool(problems)
        rows.append((path.name, status, tally))
    print()
    print(summary_table(rows))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
