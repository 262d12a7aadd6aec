"""What the last write left in an embedded index, so that a `kb ingest` that would change nothing can
prove it without opening Chroma (importing chromadb alone takes 0.8-1.3 s, more than the whole job).

Written by every successful write under the ingest lock, deleted when the next write starts; it
names the index generation it describes (store.py bumps it on every write), so a write that did
not leave a receipt, or died half-way, makes it worthless rather than wrong. Only for the embedded
store: a Chroma server has writers on other hosts that this folder never hears about.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass
from pathlib import Path

from knowledge.store.chunks import GENERATION_FILE, DocumentRecord

log = logging.getLogger(__name__)

RECEIPT_FILE = "ingest-receipt.json"
_FORMAT = 1


@dataclass(frozen=True)
class Receipt:
    generation: str
    collection: str
    documents: dict[str, DocumentRecord]


def write_receipt(data_dir: Path, receipt: Receipt) -> None:
    """Atomically leave `receipt` in `data_dir`; a failure only costs the next no-op ingest its shortcut."""
    path = Path(data_dir) / RECEIPT_FILE
    tmp = path.with_name(f".{path.name}.{os.getpid()}")
    data = {"format": _FORMAT, "generation": receipt.generation, "collection": receipt.collection,
            "documents": {source: asdict(doc) for source, doc in receipt.documents.items()}}
    try:
        tmp.write_text(json.dumps(data))
        os.replace(tmp, path)
    except OSError as exc:
        log.warning("the ingest receipt could not be written: %s", exc)
        tmp.unlink(missing_ok=True)


def drop_receipt(data_dir: Path) -> None:
    """Called before a write touches the index: no receipt is better than one that may be wrong."""
    (Path(data_dir) / RECEIPT_FILE).unlink(missing_ok=True)


def current_receipt(data_dir: Path, collection: str) -> Receipt | None:
    """The receipt, if it describes the index as it is now (same collection, no write since)."""
    data_dir = Path(data_dir)
    try:
        data = json.loads((data_dir / RECEIPT_FILE).read_text())
        generation = (data_dir / GENERATION_FILE).read_text()
        if data.get("format") != _FORMAT or not generation or data["generation"] != generation \
                or data["collection"] != collection:
            return None
        documents = {source: DocumentRecord(**doc) for source, doc in data["documents"].items()}
    except (OSError, ValueError, KeyError, TypeError):
        return None
    return Receipt(generation=generation, collection=collection, documents=documents)
