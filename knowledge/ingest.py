"""PDF files -> live index, incrementally and safely.

Unchanged bytes (sha256) cost nothing; a changed file is rebuilt and swapped
in atomically; a file gone from an ingested folder leaves the index; a file
that fails to parse leaves its previous version answering.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import tempfile
import time
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable

from .chunk import Chunk, chunk_pages
from .clean import clean_pages
from .errors import BadDocument
from .extract import check_pdf_file, check_pdf_header, extract_pages
from .lock import writer_lock
from .report import DocumentOutcome, IngestReport
from .settings import KnowledgeSettings
from .store import ChunkStore

log = logging.getLogger(__name__)

_SAFE_NAME = re.compile(r"[^A-Za-z0-9._ -]+")


@dataclass(frozen=True)
class BuiltDocument:
    pages: int
    chunks: list[Chunk]


def sha256_file(path: Path) -> str:
    digest = hashlib.sha256()
    with path.open("rb") as handle:
        for block in iter(lambda: handle.read(1 << 20), b""):
            digest.update(block)
    return digest.hexdigest()


def find_pdfs(path: Path) -> list[Path]:
    """A PDF file itself, or every PDF below a folder (hidden files skipped), sorted."""
    if path.is_dir():
        return sorted(p for p in path.rglob("*") if p.is_file() and p.suffix.lower() == ".pdf"
                      and not any(part.startswith(".") for part in p.relative_to(path).parts))
    if path.is_file():
        return [path]
    raise BadDocument(f"{path} does not exist.")


def safe_source_name(filename: str) -> str:
    """A file name that is safe to save in the knowledge folder, or BadDocument."""
    name = _SAFE_NAME.sub("_", Path(filename).name).strip(" .")
    if not name.lower().endswith(".pdf") or len(name) < 5:
        raise BadDocument("Only .pdf files can be added to the knowledge base.")
    return name[:120]


class Ingestor:
    """Builds chunks and vectors from PDFs and writes them under the writer lock."""

    def __init__(self, settings: KnowledgeSettings, store: ChunkStore, embed: Callable) -> None:
        self.settings = settings
        self.store = store
        self._embed = embed  # (texts, progress) -> vectors; loads the model lazily

    @property
    def fingerprint(self) -> str:
        """Changing any of these rebuilds every document on the next ingest."""
        s = self.settings
        return f"{s.pdf_extractor}|{s.chunk_tokens}|{s.chunk_overlap}|{s.embedding_model or 'minilm-l6'}"

    # ---- entry points ---------------------------------------------------------------------

    def ingest(self, paths: Iterable[Path], *, progress: bool = False) -> IngestReport:
        """Bring the index in line with `paths` (files or folders)."""
        started = time.perf_counter()
        report = IngestReport(timings=defaultdict(float))
        with writer_lock(self.settings.data_dir, self.settings.ingest_lock_timeout_seconds):
            docs = self.store.documents()
            files, folders = self._collect(paths, report)
            for source, path in files.items():
                report.outcomes.append(self._ingest_file(source, path, docs.get(source), report, progress))
            for source in self._vanished(docs, files, folders):
                chunks = self.store.remove_document(source)
                report.outcomes.append(DocumentOutcome(source, "removed", chunks=chunks))
        report.seconds = time.perf_counter() - started
        report.timings = dict(report.timings)
        log.info("ingest: %s", report.summary())
        return report

    def add_upload(self, filename: str, data: bytes, docs_dir: Path) -> IngestReport:
        """Check, index and save an uploaded PDF; a bad file changes nothing on disk or in the index."""
        started = time.perf_counter()
        source = safe_source_name(filename)
        self._check_size(len(data))
        check_pdf_header(data[:1024])
        report = IngestReport(timings=defaultdict(float))
        docs_dir.mkdir(parents=True, exist_ok=True)
        with writer_lock(self.settings.data_dir, self.settings.ingest_lock_timeout_seconds):
            fd, tmp_name = tempfile.mkstemp(prefix=".upload-", suffix=".pdf", dir=docs_dir)
            tmp = Path(tmp_name)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                built = self._build(tmp, report)
                target = docs_dir / source
                sha = hashlib.sha256(data).hexdigest()
                old = self.store.documents().get(source)
                status = "changed" if old else "added"
                if old and old.sha256 == sha and old.fingerprint == self.fingerprint:
                    status = "unchanged"
                else:
                    self._write(source, sha, target, built, report)
                os.replace(tmp, target)
            finally:
                tmp.unlink(missing_ok=True)
        report.outcomes.append(DocumentOutcome(source, status, built.pages, len(built.chunks)))
        report.seconds = time.perf_counter() - started
        report.timings = dict(report.timings)
        log.info("upload ingest: %s", report.summary())
        return report

    def remove(self, source: str) -> int:
        with writer_lock(self.settings.data_dir, self.settings.ingest_lock_timeout_seconds):
            return self.store.remove_document(source)

    # ---- steps ---------------------------------------------------------------------------

    def _collect(self, paths: Iterable[Path], report: IngestReport) -> tuple[dict[str, Path], list[Path]]:
        files: dict[str, Path] = {}
        folders: list[Path] = []
        for raw in paths:
            path = Path(raw).resolve()
            if path.is_dir():
                folders.append(path)
            try:
                found = find_pdfs(path)
            except BadDocument as exc:
                report.outcomes.append(DocumentOutcome(path.name, "failed", error=str(exc)))
                continue
            for pdf in found:
                if pdf.name in files and files[pdf.name] != pdf:
                    report.outcomes.append(DocumentOutcome(
                        pdf.name, "failed", error=f"Another file named {pdf.name} is already in this ingest."))
                    continue
                files[pdf.name] = pdf
        return files, folders

    def _ingest_file(self, source: str, path: Path, old, report: IngestReport, progress: bool) -> DocumentOutcome:
        try:
            tick = time.perf_counter()
            check_pdf_file(path, self._max_bytes)
            sha = sha256_file(path)
            report.timings["hash"] += time.perf_counter() - tick
            if old and old.sha256 == sha and old.fingerprint == self.fingerprint:
                return DocumentOutcome(source, "unchanged", old.pages, old.chunks)
            built = self._build(path, report)
            self._write(source, sha, path, built, report, progress)
            return DocumentOutcome(source, "changed" if old else "added", built.pages, len(built.chunks))
        except BadDocument as exc:
            log.warning("ingest: %s not indexed: %s", source, exc)
            return DocumentOutcome(source, "failed", error=str(exc))

    def _build(self, path: Path, report: IngestReport) -> BuiltDocument:
        s = self.settings
        tick = time.perf_counter()
        raw = extract_pages(path, extractor=s.pdf_extractor, max_pages=s.max_pages,
                            timeout=s.parse_timeout_seconds, memory_mb=s.parse_memory_mb)
        report.timings["extract"] += time.perf_counter() - tick
        tick = time.perf_counter()
        pages = clean_pages(raw)
        chunks = chunk_pages(pages, s.chunk_tokens, s.chunk_overlap)
        report.timings["chunk"] += time.perf_counter() - tick
        if not chunks:
            raise BadDocument("The PDF has no extractable text (is it a scan?); nothing was indexed.")
        return BuiltDocument(pages=len(raw), chunks=chunks)

    def _write(self, source: str, sha: str, path: Path, built: BuiltDocument, report: IngestReport,
               progress: bool = False) -> None:
        tick = time.perf_counter()
        vectors = self._embed([c.text for c in built.chunks], progress)
        report.timings["embed"] += time.perf_counter() - tick
        tick = time.perf_counter()
        self.store.replace_document(source=source, sha256=sha, fingerprint=self.fingerprint, path=str(path),
                                    pages=built.pages, chunks=built.chunks, vectors=vectors)
        report.timings["write"] += time.perf_counter() - tick

    def _vanished(self, docs: dict, files: dict[str, Path], folders: list[Path]) -> list[str]:
        """Indexed documents that lived in an ingested folder and are no longer there."""
        gone = []
        for source, doc in docs.items():
            if source in files:
                continue
            doc_path = Path(doc.path)
            if any(doc_path.is_relative_to(folder) for folder in folders) and not doc_path.exists():
                gone.append(source)
        return gone

    @property
    def _max_bytes(self) -> int:
        return int(self.settings.max_pdf_mb * 2**20)

    def _check_size(self, size: int) -> None:
        if size > self._max_bytes:
            raise BadDocument(f"The file is {size / 2**20:.1f} MB; the limit is {self.settings.max_pdf_mb:g} MB.")
        if size == 0:
            raise BadDocument("The file is empty.")
