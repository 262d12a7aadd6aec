"""The persistent Chroma index: chunk vectors plus a manifest of live document versions.

Every chunk carries a `version` tag (document name + sha256 + pipeline). Queries only
ever match the versions the manifest names, so replacing a document is: write
the new version's chunks (invisible), flip its manifest record (one upsert),
then delete stale versions. A crash at any step leaves the old version
answering; orphans are swept by the next write. One previous version of each
document is kept for rollback.

A folder re-index stages every changed document first and flips all their
records in one manifest write (`commit`), so readers go from the old index to
the new one at once. An embedded store keeps a per-process view that does not
see other processes' writes (chroma#3792); writers bump
`<data dir>/index-generation` and every reader reopens its view when it changed.
"""

from __future__ import annotations

import hashlib
import logging
import os
import threading
import uuid
from dataclasses import dataclass, field, fields
from datetime import datetime, timezone
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from knowledge.store.records import PLACEHOLDER_VECTOR
from knowledge.pdf.chunk import Chunk
from knowledge.pdf.units import Unit, dump_units, load_units
from knowledge.errors import NothingToRollBack, StoreUnavailable, UnknownDocument
from knowledge.settings import KnowledgeSettings

log = logging.getLogger(__name__)

_WRITE_BATCH = 256
_MANIFEST_SUFFIX = "_docs"
GENERATION_FILE = "index-generation"


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
    previous_fingerprint: str = ""
    previous_updated_at: str = ""
    held_sha256: str = ""  # bytes a rollback rejected: a re-index skips the file while it still has them


_RECORD_FIELDS = {f.name for f in fields(DocumentRecord)}


@dataclass(frozen=True)
class Hit:
    """A raw nearest-neighbour result."""

    chunk_id: str
    page: int
    text: str
    source: str
    cosine: float
    units: tuple[Unit, ...] = field(default=(), repr=False, compare=False)  # sentences, items, rows, headings


def _chunk_text(meta: dict, document: str | None) -> str:
    """Chunk text lives in metadata (Chroma full-text-indexes `documents`, which costs 60% of the
    write and is never used: keyword search is our own); indexes written before kept it in `documents`."""
    return meta.get("text") or document or ""


def _hit(meta: dict, document: str | None, cosine: float) -> Hit:
    """A stored chunk as a hit; a chunk stored before units existed gets its sentences as units."""
    text = _chunk_text(meta, document)
    page = int(meta["page"])
    return Hit(chunk_id=meta["chunk_id"], page=page, text=text, source=meta["source"], cosine=cosine,
               units=load_units(meta.get("units"), text, meta.get("section", ""), page))


def version_tag(source: str, sha256: str, fingerprint: str) -> str:
    """Chunks of one document built from one byte-content by one pipeline share this tag."""
    return hashlib.sha256(f"{source}\0{sha256}\0{fingerprint}".encode()).hexdigest()[:24]


def open_store(settings: KnowledgeSettings) -> "ChunkStore":
    """The store `settings` name; an embedded one reopens its view when another process wrote."""
    client = open_client(settings.data_dir, settings.chroma_host, settings.chroma_port)
    if settings.uses_chroma_server:
        return ChunkStore(client, settings.collection)
    return ChunkStore(client, settings.collection, generation=Path(settings.data_dir) / GENERATION_FILE,
                      reopen=lambda: open_client(settings.data_dir, fresh=True))


def open_client(data_dir: Path, host: str = "", port: int = 8000, *, fresh: bool = False):
    """A Chroma client: a server when `host` is set, else an embedded store under `data_dir`.

    Chroma shares one view of an embedded store per path and process; `fresh` starts a new one
    that reads what other processes wrote since."""
    import chromadb
    from chromadb.config import Settings

    settings = Settings(anonymized_telemetry=False, allow_reset=False)
    try:
        if host:
            return chromadb.HttpClient(host=host, port=port, settings=settings)
        path = Path(data_dir) / "chroma"
        path.mkdir(parents=True, exist_ok=True)
        if fresh:
            _drop_cached_view(str(path))
        return chromadb.PersistentClient(path=str(path), settings=settings)
    except Exception as exc:  # chromadb raises many types for "cannot connect / cannot open"
        where = f"{host}:{port}" if host else str(data_dir)
        raise StoreUnavailable(f"The knowledge index at {where} cannot be opened: {exc}") from exc


def _drop_cached_view(path: str) -> None:
    """Make the next client for `path` open its own system (clients holding the old one keep it)."""
    from chromadb.api.shared_system_client import SharedSystemClient

    systems = getattr(SharedSystemClient, "_identifier_to_system", None)
    if isinstance(systems, dict):
        systems.pop(path, None)
    else:  # a Chroma without the per-path cache: drop them all
        SharedSystemClient.clear_system_cache()


def _now() -> str:
    return datetime.now(timezone.utc).isoformat(timespec="seconds")


class ChunkStore:
    """Chunk vectors and the document manifest, in two Chroma collections."""

    def __init__(self, client, name: str, *, generation: Path | None = None,
                 reopen: Callable[[], object] | None = None) -> None:
        if len(name) < 3:
            raise ValueError("the Chroma collection name needs at least 3 characters")
        self.name = name
        self._generation = generation  # bumped by every write; a bump we did not make means a stale view
        self._reopen = reopen  # a fresh client for the same store
        self._view_lock = threading.Lock()
        self._seen = self._read_generation()
        self._bind(client)

    def _bind(self, client) -> None:
        try:
            chunks = client.get_or_create_collection(
                self.name, embedding_function=None, configuration={"hnsw": {"space": "cosine"}})
            manifest = client.get_or_create_collection(self.name + _MANIFEST_SUFFIX, embedding_function=None)
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be opened: {exc}") from exc
        self._client, self._chunks, self._manifest = client, chunks, manifest
        self._side: dict[str, object] = {}  # other collections of this store, on this view

    def side_collection(self, suffix: str, *, searchable: bool = False):
        """The collection `<name><suffix>` on the current view (learned answers live in `_learned`), so it
        shares the store's client, its server and its reopening; created on first use."""
        self.refresh()
        got = self._side.get(suffix)
        if got is None:
            config = {"configuration": {"hnsw": {"space": "cosine"}}} if searchable else {}
            try:
                got = self._client.get_or_create_collection(self.name + suffix, embedding_function=None, **config)
            except Exception as exc:
                raise StoreUnavailable(f"The knowledge index cannot be opened: {exc}") from exc
            self._side[suffix] = got
        return got

    def announce_write(self) -> None:
        """A writer holding the ingest lock changed a side collection: other processes reopen their view."""
        self._changed()

    # ---- reading ------------------------------------------------------------------------

    def documents(self) -> dict[str, DocumentRecord]:
        """The live documents by source name."""
        docs = self._read_manifest()
        if self.refresh():  # checked after the read: a flip we saw was announced before it was made
            docs = self._read_manifest()
        return docs

    def _read_manifest(self) -> dict[str, DocumentRecord]:
        try:
            got = self._manifest.get(include=["metadatas"])
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be read: {exc}") from exc
        return {meta["source"]: DocumentRecord(**{k: v for k, v in meta.items() if k in _RECORD_FIELDS})
                for meta in got["metadatas"] or []}

    def search(self, vector: np.ndarray, k: int, versions: list[str] | None = None) -> list[Hit]:
        """The `k` nearest chunks among live document versions, nearest first."""
        if versions is None:
            versions = [doc.version for doc in self.documents().values()]
        if not versions:
            return []
        try:
            got = self._stale_safe(lambda: self._chunks.query(
                query_embeddings=[np.asarray(vector, dtype=np.float32).tolist()], n_results=k,
                where={"version": {"$in": versions}}, include=["metadatas", "documents", "distances"]))
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be searched: {exc}") from exc
        return [_hit(meta, text, 1.0 - float(distance))
                for meta, text, distance in zip(got["metadatas"][0], got["documents"][0], got["distances"][0])]

    def chunks_of(self, version: str) -> list[Hit]:
        """The chunks of one stored version (cosine 0), in page order."""
        got = self._chunks.get(where={"version": version}, include=["metadatas", "documents"])
        rows = sorted(zip(got["metadatas"], got["documents"]), key=lambda r: (int(r[0]["page"]), int(r[0]["index"])))
        return [_hit(m, t, 0.0) for m, t in rows]

    def live_chunks(self, versions: list[str]) -> tuple[list[Hit], np.ndarray]:
        """Every chunk of `versions` with its unit vector (cosine 0), for keyword retrieval."""
        if not versions:
            return [], np.zeros((0, 0), dtype=np.float32)
        try:
            got = self._chunks.get(where={"version": {"$in": versions}},
                                   include=["metadatas", "documents", "embeddings"])
        except Exception as exc:
            raise StoreUnavailable(f"The knowledge index cannot be read: {exc}") from exc
        hits = [_hit(m, t, 0.0) for m, t in zip(got["metadatas"], got["documents"])]
        if not hits:  # a version deleted between reading the manifest and this read: nothing to search
            return [], np.zeros((0, 0), dtype=np.float32)
        return hits, np.asarray(got["embeddings"], dtype=np.float32).reshape(len(hits), -1)

    def count(self) -> int:
        return self._chunks.count()

    def has_version(self, version: str) -> bool:
        return bool(version) and bool(self._chunks.get(where={"version": version}, limit=1, include=[])["ids"])

    # ---- a fresh view (embedded store, several processes) ----------------------------------

    def refresh(self) -> bool:
        """Reopen the view when another process wrote since we last looked; True when it did."""
        if self._generation is None:
            return False
        current = self._read_generation()
        if current == self._seen:
            return False
        with self._view_lock:
            if current != self._seen:
                log.info("another process changed the index; reopening it")
                self._bind(self._reopen())
                self._seen = current
        return True

    def _stale_safe(self, read):
        """Run a read; when it fails on an embedded store, reopen the view once and run it again."""
        try:
            return read()
        except Exception:
            if self._reopen is None:
                raise
            log.info("an index read failed; reopening the index and trying once more")
            with self._view_lock:
                self._bind(self._reopen())
                self._seen = self._read_generation()
            return read()

    @property
    def generation(self) -> str:
        """The embedded store's current write token ("" for a Chroma server or a store never written)."""
        return self._read_generation()

    def _read_generation(self) -> str:
        try:
            return self._generation.read_text() if self._generation else ""
        except FileNotFoundError:
            return ""

    def _changed(self) -> None:
        """Tell other processes their view is stale (writers hold the ingest lock, so bumps never race)."""
        if self._generation is None:
            return
        token = uuid.uuid4().hex
        tmp = self._generation.with_name(f".{self._generation.name}.{os.getpid()}")
        tmp.write_text(token)
        os.replace(tmp, self._generation)
        self._seen = token

    # ---- writing (callers hold the ingest lock) -----------------------------------------

    def replace_document(self, *, source: str, sha256: str, fingerprint: str, path: str, pages: int,
                         chunks: list[Chunk], vectors: np.ndarray) -> DocumentRecord:
        """Make `chunks` the live version of `source`, atomically for readers."""
        record = self.stage_document(source=source, sha256=sha256, fingerprint=fingerprint, path=path,
                                     pages=pages, chunks=chunks, vectors=vectors)
        if record is None:
            return self.documents()[source]  # the same bytes built the same way: nothing to replace
        self.commit([record])
        return record

    def stage_document(self, *, source: str, sha256: str, fingerprint: str, path: str, pages: int,
                       chunks: list[Chunk], vectors: np.ndarray) -> DocumentRecord | None:
        """Write a new version of `source` that readers cannot see yet; `commit` the record to show it.

        None when these bytes, built this way, are already live."""
        version = version_tag(source, sha256, fingerprint)
        old = self.documents().get(source)
        if old and old.version == version:
            return None
        live = {old.version, old.previous_version} if old else set()
        self._delete_versions(source, keep=live - {version, ""})  # orphans of an interrupted write
        self._write_chunks(source, version, chunks, vectors)
        self._changed()  # before the flip: whoever sees the flip must already see these chunks
        return DocumentRecord(
            source=source, sha256=sha256, pages=pages, chunks=len(chunks), path=path, updated_at=_now(),
            version=version, fingerprint=fingerprint,
            previous_sha256=old.sha256 if old else "", previous_version=old.version if old else "",
            previous_pages=old.pages if old else 0, previous_chunks=old.chunks if old else 0,
            previous_fingerprint=old.fingerprint if old else "", previous_updated_at=old.updated_at if old else "",
        )

    def commit(self, records: list[DocumentRecord], removed: Iterable[str] = ()) -> None:
        """Flip every record live in one manifest write and drop `removed`; then delete unkept versions."""
        removed = list(removed)
        if records:
            self._flip(records)
        if removed:
            self._manifest.delete(ids=removed)
        for record in records:
            self._delete_versions(record.source, keep={record.version, record.previous_version} - {""})
        for source in removed:
            self._delete_versions(source, keep=set())
        if records or removed:
            self._changed()

    def remove_document(self, source: str) -> int:
        """Drop a document: it vanishes from answers at once, then its chunks are deleted."""
        doc = self.documents().get(source)
        if doc is None:
            return 0
        self.commit([], removed=[source])
        return doc.chunks

    def rollback_document(self, source: str, *, held_sha256: str = "") -> DocumentRecord:
        """Make the kept previous version live again (no re-embedding); the replaced one becomes previous."""
        doc = self.documents().get(source)
        if doc is None:
            raise UnknownDocument(f"No document named {source!r} is in the knowledge base.")
        if not self.has_version(doc.previous_version):
            raise NothingToRollBack(f"{source} has no earlier version to go back to.")
        record = DocumentRecord(
            source=source, sha256=doc.previous_sha256, pages=doc.previous_pages, chunks=doc.previous_chunks,
            path=doc.path, updated_at=_now(), version=doc.previous_version,
            fingerprint=doc.previous_fingerprint or doc.fingerprint,
            previous_sha256=doc.sha256, previous_version=doc.version, previous_pages=doc.pages,
            previous_chunks=doc.chunks, previous_fingerprint=doc.fingerprint, previous_updated_at=doc.updated_at,
            held_sha256=held_sha256)
        self.commit([record])
        return record

    def _write_chunks(self, source: str, version: str, chunks: list[Chunk], vectors: np.ndarray) -> None:
        for start in range(0, len(chunks), _WRITE_BATCH):
            batch = chunks[start:start + _WRITE_BATCH]
            self._chunks.upsert(
                ids=[f"{version}:{c.id}" for c in batch],
                embeddings=vectors[start:start + _WRITE_BATCH],
                metadatas=[{"source": source, "version": version, "chunk_id": c.id, "page": c.page,
                            "index": c.index, "text": c.text, "section": c.section,
                            "units": dump_units(c.units, c.text, c.section)} for c in batch],
            )

    def _flip(self, records: list[DocumentRecord]) -> None:
        self._manifest.upsert(ids=[r.source for r in records], embeddings=[PLACEHOLDER_VECTOR] * len(records),
                              metadatas=[r.__dict__.copy() for r in records], documents=[r.source for r in records])

    def _delete_versions(self, source: str, keep: set[str]) -> None:
        where: dict = {"source": source}
        if keep:
            where = {"$and": [{"source": source}, {"version": {"$nin": sorted(keep)}}]}
        self._chunks.delete(where=where)
