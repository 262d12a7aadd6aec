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
