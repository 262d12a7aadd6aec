"""The persistent Chroma index: chunk vectors plus a manifest of live document versions.

Every chunk carries a `version` tag (document name + sha256 + pipeline). Queries only
ever match the versions the manifest names, so replacing a document is: write
the new version's chunks (invisible), flip its manifest record (one upsert),
then delete stale versions. A crash at any step leaves the old version
answering; orphans are swept by the next write. One previous version of each
document is kept for rollback.
"""

from __future__ import annotations

import hashlib
import logging
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path

import numpy as np

from .chunk import Chunk
from .errors import StoreUnavailable

log = logging.getLogger(__name__)

_WRITE_BATCH = 256
_MANIFEST_SUFFIX = "_docs"
_PLACEHOLDER_VECTOR = [1.0]  # manifest records need a vector; they are never searched


@dataclass(frozen=True)
class DocumentRecord:
    """One live document as the manifest knows it."""

    source: str
    sha256: str
    pages: int
    chunks: int
    path: str
    updated_at: str
    version: str = ""  # tag on this version's chunks: source + sha256 + pipeline fingerprint
    fingerprint: str = ""  # extractor, chunking and model that built the chunks
    previous_sha256: str = ""
    previous_version: str = ""
    previous_pages: int = 0
    previous_chunks: int = 0


@dataclass(frozen=True)
class Hit:
    """A raw nearest-neighbour result."""

    chunk_id: str
    page: int
    text: str
    source: str
    cosine: float


def version_tag(source: str, sha256: str, fingerprint: str) -> str:
    """Chunks of one document built from one byte-content by one pipeline share this tag."""
    return hashlib.sha256(f"{source}\0{sha256}\0{fingerprint}".encode()).hexdigest()[:24]


def open_client(data_dir: Path, host: str = "", port: int = 8000):
    """A Chroma client: a server when `host` is set, else an embedded store under `data_dir`."""
    import chromadb
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False, allow_reset=False)
    try:
        if host:
            return chromadb.HttpClient(host=host, port=port, settings=settings)
        path = Path(data_dir) / "chroma"
        path.mkdir(parents=True, exist_ok=True)
        return chromadb.PersistentClient(path=str(path), settings=settings)
    except Exception as exc:  # chromadb raises many types for "cannot connect / cannot open"
        where = f"{host}:{port}" if host else str(data_dir)
        raise StoreUnavailable(f"The knowledge index at {where} cannot be opened: {exc}") from exc


class ChunkStore:
    """Chunk vectors and the document manifest, in two Chroma collections."""

    def __init__(self, client, name: str) -> None:
        if len(name) < 3:
            raise ValueError("the Chroma collection name needs at least 3 characters")
        self.name = name
        self._client = client
        try:
            self._chunks = client.get_or_create_collection(
                name, embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
            self._manifest = client.get_or_create_collection(
                name + _MANIFEST_SUFFIX, embedding_function=None)
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be opened: {exc}") from exc

    # ---- reading ------------------------------------------------------------------------

    def documents(self) -> dict[str, DocumentRecord]:
        """The live documents by source name."""
        try:
            got = self._manifest.get(include=["metadatas"])
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be read: {exc}") from exc
        return {meta["source"]: DocumentRecord(**meta) for meta in got["metadatas"] or []}

    def search(self, vector: np.ndarray, k: int, versions: list[str] | None = None) -> list[Hit]:
        """The `k` nearest chunks among live document versions, nearest first."""
        if versions is None:
            versions = [doc.version for doc in self.documents().values()]
        if not versions:
            return []
        try:
            got = self._chunks.query(query_embeddings=[np.asarray(vector, dtype=np.float32).tolist()],
                                     n_results=k, where={"version": {"$in": versions}},
                                     include=["metadatas", "documents", "distances"])
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be searched: {exc}") from exc
        return [
            Hit(chunk_id=meta["chunk_id"], page=int(meta["page"]), text=text,
                source=meta["source"], cosine=1.0 - float(distance))
            for meta, text, distance in zip(got["metadatas"][0], got["documents"][0], got["distances"][0])
        ]

    def chunks_of(self, version: str) -> list[tuple[str, int, str]]:
        """(chunk id, page, text) of one stored version, in page order."""
        got = self._chunks.get(where={"version": version}, include=["metadatas", "documents"])
        rows = [(m["chunk_id"], int(m["page"]), int(m["index"]), t)
                for m, t in zip(got["metadatas"], got["documents"])]
        return [(cid, page, text) for cid, page, _, text in sorted(rows, key=lambda r: (r[1], r[2]))]

    def count(self) -> int:
        return self._chunks.count()

    # ---- writing (callers hold the ingest lock) -----------------------------------------

    def replace_document(self, *, source: str, sha256: str, fingerprint: str, path: str, pages: int,
                         chunks: list[Chunk], vectors: np.ndarray) -> DocumentRecord:
        """Make `chunks` the live version of `source`, atomically for readers."""
        version = version_tag(source, sha256, fingerprint)
        old = self.documents().get(source)
        if old and old.version == version:
            return old  # the same bytes built the same way: nothing to replace
        live = {old.version, old.previous_version} if old else set()
        self._delete_versions(source, keep=live - {version, ""})  # orphans of an interrupted write
        self._write_chunks(source, version, chunks, vectors)
        record = DocumentRecord(
            source=source, sha256=sha256, pages=pages, chunks=len(chunks), path=path,
            updated_at=datetime.now(timezone.utc).isoformat(timespec="seconds"),
            version=version, fingerprint=fingerprint,
            previous_sha256=old.sha256 if old else "", previous_version=old.version if old else "",
            previous_pages=old.pages if old else 0, previous_chunks=old.chunks if old else 0,
        )
        self._flip(record)
        self._delete_versions(source, keep={record.version, record.previous_version} - {""})
        return record

    def remove_document(self, source: str) -> int:
        """Drop a document: it vanishes from answers at once, then its chunks are deleted."""
        doc = self.documents().get(source)
        if doc is None:
            return 0
        self._manifest.delete(ids=[source])
        self._delete_versions(source, keep=set())
        return doc.chunks

    def _write_chunks(self, source: str, version: str, chunks: list[Chunk], vectors: np.ndarray) -> None:
        for start in range(0, len(chunks), _WRITE_BATCH):
            batch = chunks[start:start + _WRITE_BATCH]
            self._chunks.upsert(
                ids=[f"{version}:{c.id}" for c in batch],
                embeddings=vectors[start:start + _WRITE_BATCH],
                documents=[c.text for c in batch],
                metadatas=[{"source": source, "version": version, "chunk_id": c.id,
                            "page": c.page, "index": c.index} for c in batch],
            )

    def _flip(self, record: DocumentRecord) -> None:
        self._manifest.upsert(ids=[record.source], embeddings=[_PLACEHOLDER_VECTOR],
                              metadatas=[record.__dict__.copy()], documents=[record.source])

    def _delete_versions(self, source: str, keep: set[str]) -> None:
        where: dict = {"source": source}
        if keep:
            where = {"$and": [{"source": source}, {"version": {"$nin": sorted(keep)}}]}
        self._chunks.delete(where=where)
