"""Sentence vectors of each stored document version, kept on disk beside the index.

Answering embeds the sentences of every retrieved chunk (answerability and
extractive sentence choice, see answerability.py). Done at question time, the
first question to reach a chunk pays 30-80 ms for it; done once after an ingest
and saved here, every question finds them ready and every process shares them.

One version (immutable: a document's bytes built by one pipeline) is two files:
`<version>.npy` (float32 unit vectors, mapped, not read into memory) and
`<version>.json` (the embedder that made them; per chunk-text hash the first row
and the sentences). The JSON is written last, so a version with a JSON is whole.
A damaged or foreign file is ignored: the question embeds its sentences itself.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import threading
from pathlib import Path

import numpy as np

log = logging.getLogger(__name__)

Sentences = tuple[list[str], np.ndarray]  # a chunk's sentences and their unit vectors, one row each


def sentence_vector_files_for(settings) -> "SentenceVectorFiles | None":
    """The sentence-vector folder of `settings`' index, or None when saving them is switched off."""
    if not settings.save_sentence_vectors:
        return None
    from knowledge.embed import resolve_dtype

    model = settings.embedding_model or "all-MiniLM-L6-v2 (offline package)"
    return SentenceVectorFiles(Path(settings.data_dir) / "sentence-vectors", f"{model}|{resolve_dtype(settings.embed_dtype)}")


def text_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8")).hexdigest()


class SentenceVectorFiles:
    """Read and write the per-version sentence-vector files in one folder; safe across threads and processes."""

    def __init__(self, folder: Path, embedder_id: str) -> None:
        self.folder = folder
        self.embedder_id = embedder_id  # vectors from another model or precision are not ours
        self._lock = threading.Lock()
        self._rows: dict[str, tuple[str, int, list[str]]] = {}  # text key -> (version, first row, sentences)
        self._vectors: dict[str, np.ndarray] = {}  # version -> mapped vectors
        self._seen_mtime: float | None = None

    def has(self, version: str) -> bool:
        """Whether `version` has whole, readable vectors from our embedder (a damaged file is rewritten)."""
        try:
            return self._read(version) is not None
        except (OSError, ValueError, KeyError, TypeError):
            return False

    def lookup(self, text: str) -> Sentences | None:
        """The saved sentences of a chunk text, or None (not saved yet, or saved by another model)."""
        key = text_key(text)
        with self._lock:
            found = self._rows.get(key)
            if found is None and self._rescan():
                found = self._rows.get(key)
            if found is None:
                return None
            version, start, sentences = found
            vectors = self._vectors[version]
        return sentences, np.array(vectors[start:start + len(sentences)], dtype=np.float32)

    def write(self, version: str, per_chunk: dict[str, Sentences]) -> int:
        """Save one version's chunk sentences (by chunk text); returns the number of sentence rows."""
        self.folder.mkdir(parents=True, exist_ok=True)
        rows, blocks, start = {}, [], 0
        for text, (sentences, vectors) in per_chunk.items():
            rows[text_key(text)] = [start, sentences]
            block = np.asarray(vectors, dtype=np.float32)
            blocks.append(block.reshape(len(sentences), -1) if len(sentences) else np.zeros((0, 0), np.float32))
            start += len(sentences)
        width = max((b.shape[1] for b in blocks if b.size), default=1)
        matrix = np.concatenate([b if b.size else np.zeros((0, width), np.float32) for b in blocks] or
                                [np.zeros((0, width), np.float32)])
        _atomic_write(self.folder / f"{version}.npy", lambda handle: np.save(handle, matrix))
        header = {"embedder": self.embedder_id, "rows": len(matrix), "chunks": rows}
        _atomic_write(self.folder / f"{version}.json", lambda handle: handle.write(json.dumps(header).encode()))
        return len(matrix)

    def prune(self, keep: set[str]) -> int:
        """Delete the files of versions not in `keep` (replaced twice or removed); returns how many went."""
        gone = 0
        for path in self._files(".json"):
            if path.stem not in keep:
                for stale in (path, path.with_suffix(".npy")):
                    stale.unlink(missing_ok=True)
                gone += 1
        return gone

    def _files(self, suffix: str) -> list[Path]:
        try:
            return [p for p in self.folder.iterdir() if p.suffix == suffix and not p.name.startswith(".")]
        except FileNotFoundError:
            return []

    def _rescan(self) -> bool:
        """Load versions saved since we last looked (by this or another process); True when any were."""
        try:
            mtime = self.folder.stat().st_mtime
        except FileNotFoundError:
            return False
        if mtime == self._seen_mtime:
            return False
        self._seen_mtime = mtime
        present = {p.stem for p in self._files(".json")}
        loaded = False
        for version in sorted(present - set(self._vectors)):
            loaded |= self._load(version)
        for version in set(self._vectors) - present:  # pruned: forget it
            del self._vectors[version]
            self._rows = {k: row for k, row in self._rows.items() if row[0] != version}
        return loaded

    def _load(self, version: str) -> bool:
        try:
            got = self._read(version)
        except (OSError, ValueError, KeyError, TypeError) as exc:
            log.warning("sentence vectors of version %s are unreadable (%s); ignoring them", version, exc)
            return False
        if got is None:
            return False
        self._vectors[version], rows = got
        self._rows.update((key, (version, start, sentences)) for key, (start, sentences) in rows.items())
        return True

    def _read(self, version: str) -> tuple[np.ndarray, dict[str, tuple[int, list[str]]]] | None:
        """The mapped vectors and per-text rows of `version`; None when another embedder made them."""
        header = json.loads((self.folder / f"{version}.json").read_text(encoding="utf-8"))
        if header.get("embedder") != self.embedder_id:
            return None
        vectors = np.load(self.folder / f"{version}.npy", mmap_mode="r", allow_pickle=False)
        if vectors.ndim != 2 or len(vectors) != header["rows"]:
            raise ValueError(f"{len(vectors)} rows of vectors, the header says {header['rows']}")
        rows = {}
        for key, (start, sentences) in header["chunks"].items():
            if not (0 <= int(start) and int(start) + len(sentences) <= len(vectors)):
                raise ValueError(f"rows {start}+{len(sentences)} are outside the {len(vectors)} saved")
            rows[key] = (int(start), [str(s) for s in sentences])
        return vectors, rows


def _atomic_write(path: Path, write) -> None:
    tmp = path.with_name(f".{path.name}.{os.getpid()}.{threading.get_ident()}")
    try:
        with tmp.open("wb") as handle:
            write(handle)
        os.replace(tmp, path)
    finally:
        tmp.unlink(missing_ok=True)
