"""`kb`: index PDFs and ask questions from the command line."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from pathlib import Path
from typing import Sequence

from .core import KnowledgeBase
from .errors import KnowledgeError
from .settings import KnowledgeSettings

EXIT_OK, EXIT_FAILED, EXIT_USAGE = 0, 1, 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kb", description="Pagewise knowledge base: index PDFs, ask questions.")
    parser.add_argument("--data-dir", type=Path, help="index directory (default: $KB_DATA_DIR or ./data)")
    parser.add_argument("-v", "--verbose", action="store_true", help="log progress details")
    sub = parser.add_subparsers(dest="command", required=True)

    ingest = sub.add_parser("ingest", help="index PDF files and folders (only new or changed files are embedded)")
    ingest.add_argument("paths", nargs="+", type=Path)
    ingest.add_argument("--json", action="store_true", help="print the report as JSON")

    ask = sub.add_parser("ask", help='answer a question; "-" reads one question per line from stdin')
    ask.add_argument("question")
    ask.add_argument("--json", action="store_true", help="print the full JSON answer")
    ask.add_argument("--top-k", type=int, help="how many chunks to retrieve")

    status = sub.add_parser("status", help="documents, pages and chunks in the index")
    status.add_argument("--json", action="store_true")

    remove = sub.add_parser("remove", help="remove a document (by file name) from the index")
    remove.add_argument("source")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING,
                        format="%(levelname)s %(name)s: %(message)s")
    try:
        settings = KnowledgeSettings.from_env()
    except ValueError as exc:
        return _fail(str(exc), EXIT_USAGE)
    if args.data_dir:
        settings = settings.with_overrides(data_dir=args.data_dir)
    if args.command == "ask" and args.top_k is not None and args.top_k < 1:
        return _fail("--top-k must be at least 1", EXIT_USAGE)
    try:
        kb = KnowledgeBase(settings)
        return COMMANDS[args.command](kb, args)
    except KnowledgeError as exc:
        return _fail(str(exc), EXIT_FAILED)


def cmd_ingest(kb: KnowledgeBase, args) -> int:
    report = kb.ingest(args.paths, progress=sys.stderr.isatty())
    if args.json:
        print(json.dumps(report.to_dict(), indent=2))
    else:
        for outcome in report.outcomes:
            detail = outcome.error or f"{outcome.pages} pages, {outcome.chunks} chunks"
            print(f"{outcome.status:>9}  {outcome.source}  ({detail})")
        print(report.summary())
    return EXIT_OK if report.ok else EXIT_FAILED


def cmd_ask(kb: KnowledgeBase, args) -> int:
    if args.question == "-":
        return _ask_lines(kb, args.top_k)
    answer = kb.ask(args.question, top_k=args.top_k)
    if args.json:
        print(answer.to_json(indent=2))
        return EXIT_OK
    print(answer.final_answer)
    pages = "; ".join(f"{s} " + ", ".join(f"p.{p}" for p in ps) for s, ps in answer.cited_pages().items())
    if pages:
        print(f"Sources: {pages}")
    print(f"Confidence: {answer.confidence:.3f} ({answer.confidence_level})" + ("  [escalate]" if answer.escalate else ""))
    return EXIT_OK


def _ask_lines(kb: KnowledgeBase, top_k: int | None) -> int:
    """One JSON object per input line; a bad line yields {"error": ...} and the rest go on."""
    status = EXIT_OK
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            print(kb.ask(line, top_k=top_k).to_json(), flush=True)
        except KnowledgeError as exc:
            print(json.dumps({"error": str(exc)}), flush=True)
            status = EXIT_FAILED
    return status


def cmd_status(kb: KnowledgeBase, args) -> int:
    status = kb.status()
    if args.json:
        print(json.dumps({"store": status.store, "chunks": status.chunks, "pages": status.pages,
                          "last_ingest": status.last_ingest,
                          "documents": [d.__dict__ for d in status.documents]}, indent=2))
        return EXIT_OK
    print(f"Store: {status.store}")
    print(f"Documents: {len(status.documents)}  pages: {status.pages}  chunks: {status.chunks}  "
          f"last ingest: {status.last_ingest}")
    for doc in status.documents:
        print(f"  {doc.source}  {doc.pages} pages  {doc.chunks} chunks  sha256 {doc.sha256[:12]}  {doc.updated_at}")
    return EXIT_OK


def cmd_remove(kb: KnowledgeBase, args) -> int:
    removed = kb.remove(args.source)
    print(f"Removed {args.source} ({removed} chunks).")
    return EXIT_OK


def _fail(message: str, code: int) -> int:
    print(f"kb: error: {message}", file=sys.stderr)
    return code


COMMANDS = {"ingest": cmd_ingest, "ask": cmd_ask, "status": cmd_status, "remove": cmd_remove}

if __name__ == "__main__":
    raise SystemExit(main())
