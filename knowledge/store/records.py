"""Small non-searchable records kept in Chroma collections: manifest, run history, writer lease, seen events.

Chroma wants a vector on every record; these are looked up by id or metadata, never searched.
"""

from __future__ import annotations

from typing import Callable, TypeVar

from knowledge.errors import StoreUnavailable

PLACEHOLDER_VECTOR = [1.0]

T = TypeVar("T")


def guarded(call: Callable[[], T], failure: str) -> T:
    """Run a Chroma call; any client error becomes `StoreUnavailable("<failure>: <cause>")`."""
    try:
        return call()
    except Exception as exc:  # chromadb raises many types for "cannot reach / cannot read"
        raise StoreUnavailable(f"{failure}: {exc}") from exc


def add_if_absent(collection, record_id: str, metadata: dict) -> dict:
    """Write `metadata` under `record_id` unless a record is already there, then read back the one that is.

    Chroma's `add` keeps the first writer of an id (older releases raise `DuplicateIDError` instead), so the
    record read back names who won: the writer lease and the seen-events store are both claims of this kind.
    Client errors propagate; callers word them."""
    try:
        collection.add(ids=[record_id], embeddings=[PLACEHOLDER_VECTOR], metadatas=[metadata])
    except Exception as exc:
        if type(exc).__name__ != "DuplicateIDError":
            raise
    got = collection.get(ids=[record_id], include=["metadatas"])
    return dict((got["metadatas"] or [{}])[0] or {})
