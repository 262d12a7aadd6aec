"""PDF files -> live index, incrementally and safely.

Unchanged bytes (sha256) cost nothing; a changed file is rebuilt and swapped
in atomically; a file gone from an ingested folder leaves the index; a file
that fails to parse leaves its previous version answering.

Every write (a folder run, `kb ingest`, an admin upload, forget, rollback) goes
through `Ingestor._run`: the writer lock, a fresh view of the store, one report,
and one record in the run history. A folder run stages every changed document
first and makes them live together at the end, so a crash or a kill at any
point leaves the previous index answering.
"""

from __future__ import annotations

import hashlib
import logging
import os
import re
import shutil
import tempfile
import time
from collections import defaultdict
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Iterable, Iterator

from knowledge.pdf.chunk import Chunk, chunk_pieces
from knowledge.errors import BadDocument, IngestBusy, KnowledgeError, NothingToRollBack, UnknownDocument
from knowledge.pdf.extract import check_pdf_file, check_pdf_header, extract_layouts
from knowledge.pdf.structure import document_pieces
from knowledge.store.history import History, Run, utc_now
from knowledge.store.lock import ServerLease, writer_lock
from knowledge.store.receipt import Receipt, current_receipt, drop_receipt, write_receipt
from knowledge.indexing.report import DocumentOutcome, IngestReport
from knowledge.answering.sentence_vector_files import sentence_vector_files_for
from knowledge.settings import KnowledgeSettings
from knowledge.store.chunks import ChunkStore, DocumentRecord, open_client

log = logging.getLogger(__name__)

_SAFE_NAME = re.compile(r"[^A-Za-z0-9._ -]+")
_NOT_A_RUN = (UnknownDocument, NothingToRollBack)  # asked about something that is not there: nothing happened


@dataclass(frozen=True)
class BuiltDocument:
    pages: int
    chunks: list[Chunk]


@dataclass(frozen=True)
class Forgotten:
    """What `forget` did: the index no longer has `source`; its file was moved out of the knowledge folder."""

    source: str
    chunks: int
    moved_to: Path | None  # None: the file was not in the knowledge folder (or could not be moved)
    still_in_folder: bool = False  # the move failed: the next re-index will add the document again


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


def collect_pdfs(paths: Iterable[Path], report: IngestReport) -> tuple[dict[str, Path], list[Path]]:
    """The PDFs an ingest of `paths` covers, by source name, and the folders among `paths`;
    a missing path or a second file with a taken name becomes a failed outcome in `report`."""
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


def is_live(doc: DocumentRecord | None, sha256: str, settings: KnowledgeSettings) -> bool:
    """Whether these bytes, built by this pipeline, are what the index already answers from."""
    return doc is not None and doc.sha256 == sha256 and doc.fingerprint == settings.pipeline_fingerprint


def lost_from(folder: Path, docs: dict[str, DocumentRecord], files: dict[str, Path]) -> list[str]:
    """Indexed documents whose file lived in `folder` and is gone (not among this ingest's `files`)."""
    return [source for source, doc in docs.items() if source not in files
            and Path(doc.path).is_relative_to(folder) and not Path(doc.path).exists()]


def record_run(history: History | None, run: Run) -> None:
    """Log the run's summary and keep it in the history (a history failure never fails the run)."""
    by = f" by {run.actor}" if run.actor else ""
    log.info("%s (%s%s) %s: %s", run.action, run.trigger, by, run.outcome, run.summary)
    if history is None:
        return
    try:
        history.record(run)
    except Exception as exc:
        log.warning("the %s run could not be recorded in the history: %s", run.action, exc)


def safe_source_name(filename: str) -> str:
    """A file name that is safe to save in the knowledge folder, or BadDocument."""
    name = _SAFE_NAME.sub("_", Path(filename).name).strip(" .")
    if not name.lower().endswith(".pdf") or len(name) < 5:
        raise BadDocument("Only .pdf files can be added to the knowledge base.")
    return name[:120]


class Ingestor:
    """Builds chunks and vectors from PDFs and writes them under the writer lock."""

    def __init__(self, settings: KnowledgeSettings, store: ChunkStore, embed: Callable,
                 history: History | None = None) -> None:
        self.settings = settings
        self.store = store
        self._embed = embed  # (texts, progress) -> vectors; loads the model lazily
        self.history = history
        self._lease: ServerLease | None = None

    # ---- entry points ---------------------------------------------------------------------

    def ingest(self, paths: Iterable[Path], *, progress: bool = False, trigger: str = "api", actor: str = "",
               wait: float | None = None, action: str = "ingest") -> IngestReport:
        """Bring the index in line with `paths` (files or folders); what changed goes live in one step."""
        with self._run(action, trigger, actor, wait) as report:
            docs = self.store.documents()
            files, folders = collect_pdfs(paths, report)
            staged: list[DocumentRecord] = []
            for source, path in files.items():
                outcome, record = self._ingest_file(source, path, docs.get(source), report, progress)
                report.outcomes.append(outcome)
                staged += [record] if record else []
            vanished = self._vanished(docs, files, folders, report)
            self.store.commit(staged, removed=vanished)
            report.outcomes += [DocumentOutcome(s, "removed", docs[s].pages, docs[s].chunks, sha256=docs[s].sha256)
                                for s in vanished]
        return report

    def add_upload(self, filename: str, data: bytes, docs_dir: Path, *, trigger: str = "api",
                   actor: str = "") -> IngestReport:
        """Check, index and save an uploaded PDF; a bad file changes nothing on disk or in the index."""
        source = safe_source_name(filename)
        self._check_size(len(data))
        check_pdf_header(data[:1024])
        docs_dir.mkdir(parents=True, exist_ok=True)
        with self._run("upload", trigger, actor, None) as report:
            fd, tmp_name = tempfile.mkstemp(prefix=".upload-", suffix=".pdf", dir=docs_dir)
            tmp = Path(tmp_name)
            try:
                with os.fdopen(fd, "wb") as handle:
                    handle.write(data)
                try:
                    built = self._build(tmp, report)
                except BadDocument as exc:
                    report.outcomes.append(DocumentOutcome(source, "failed", error=str(exc)))
                    raise
                target = docs_dir / source
                sha = hashlib.sha256(data).hexdigest()
                old = self.store.documents().get(source)
                status = "changed" if old else "added"
                if is_live(old, sha, self.settings):
                    status = "unchanged"
                else:
                    record = self._stage(source, sha, target, built, report)
                    self.store.commit([record] if record else [])
                os.replace(tmp, target)
            finally:
                tmp.unlink(missing_ok=True)
            report.outcomes.append(DocumentOutcome(source, status, built.pages, len(built.chunks), sha256=sha))
        return report

    def remove(self, source: str, *, trigger: str = "api", actor: str = "") -> int:
        """Drop `source` from the index only (its file, if any, stays where it is); its chunk count."""
        with self._run("remove", trigger, actor, None) as report:
            report.outcomes.append(self._remove(source))
        return report.outcomes[-1].chunks

    def forget(self, source: str, *, trigger: str = "api", actor: str = "") -> Forgotten:
        """Drop `source` from the index and move its file out of the knowledge folder, so no re-index brings
        it back (to `<data dir>/forgotten/`, from where an admin can put it back)."""
        with self._run("forget", trigger, actor, None) as report:
            path = Path(self._live(source).path)
            outcome = self._remove(source)
            report.outcomes.append(outcome)
            moved, stuck = self._retire(path)
        return Forgotten(source=source, chunks=outcome.chunks, moved_to=moved, still_in_folder=stuck)

    def rollback(self, source: str, *, trigger: str = "api", actor: str = "") -> DocumentRecord:
        """Make the previous version of `source` live again, without re-embedding it.

        While the knowledge folder still holds the bytes rolled back from, re-indexing leaves the
        document alone (`held_sha256`); a new file there is indexed as usual."""
        with self._run("rollback", trigger, actor, None) as report:
            doc = self._live(source)
            held = doc.sha256 if _sha_or_empty(Path(doc.path)) == doc.sha256 else ""
            record = self.store.rollback_document(source, held_sha256=held)
            report.outcomes.append(DocumentOutcome(source, "restored", record.pages, record.chunks,
                                                   sha256=record.sha256))
        return record

    # ---- the one way in ------------------------------------------------------------------

    @contextmanager
    def _run(self, action: str, trigger: str, actor: str, wait: float | None) -> Iterator[IngestReport]:
        """Lock, refresh, report, record: every write to the index happens inside this."""
        started, tick = utc_now(), time.perf_counter()
        report = IngestReport(timings=defaultdict(float))
        outcome, note = "ok", ""
        try:
            with self._locked(wait):
                self.store.refresh()  # another process may have written since this one last looked
                self._drop_receipt()
                yield report
                self._leave_receipt()
            outcome = "ok" if report.ok else "failed"
        except _NOT_A_RUN:
            outcome = ""
            raise
        except IngestBusy:
            outcome, note = "busy", "skipped: another ingest was running"
            raise
        except KnowledgeError as exc:
            outcome, note = "failed", "" if report.outcomes else str(exc)
            raise
        except BaseException as exc:
            outcome, note = "error", f"stopped by {type(exc).__name__}; the previous index stays live"
            raise
        finally:
            report.seconds = time.perf_counter() - tick
            report.timings = dict(report.timings)
            if outcome:
                self._record(Run.finished(started=started, action=action, trigger=trigger, actor=actor,
                                          outcome=outcome, report=report, summary=note))

    @contextmanager
    def _locked(self, wait: float | None) -> Iterator[None]:
        """The file lock (one data dir), and with a Chroma server also its lease (every host)."""
        timeout = self.settings.ingest_lock_timeout_seconds if wait is None else wait
        with ExitStack() as stack:
            stack.enter_context(writer_lock(self.settings.data_dir, timeout))
            if self.settings.uses_chroma_server:
                if self._lease is None:
                    s = self.settings
                    self._lease = ServerLease(open_client(s.data_dir, s.chroma_host, s.chroma_port), s.collection)
                stack.enter_context(self._lease.held(timeout))
            yield

    def _drop_receipt(self) -> None:
        if not self.settings.uses_chroma_server:
            drop_receipt(self.settings.data_dir)

    def _leave_receipt(self) -> None:
        """What the index holds now, for the next `kb ingest` that would change nothing (receipt.py)."""
        if self.settings.uses_chroma_server:
            return
        try:
            receipt = Receipt(generation=self.store.generation, collection=self.settings.collection,
                              documents=self.store.documents())
        except KnowledgeError as exc:
            log.warning("no ingest receipt left: %s", exc)
            return
        if receipt.generation:
            write_receipt(self.settings.data_dir, receipt)

    def _record(self, run: Run) -> None:
        record_run(self.history, run)

    # ---- steps ---------------------------------------------------------------------------

    def _ingest_file(self, source: str, path: Path, old: DocumentRecord | None, report: IngestReport,
                     progress: bool) -> tuple[DocumentOutcome, DocumentRecord | None]:
        """The file's outcome, and the staged record to make live (None when nothing was staged)."""
        try:
            tick = time.perf_counter()
            check_pdf_file(path, self.settings.max_pdf_bytes)
            sha = sha256_file(path)
            report.timings["hash"] += time.perf_counter() - tick
            if is_live(old, sha, self.settings):
                return DocumentOutcome(source, "unchanged", old.pages, old.chunks, sha256=sha), None
            if old and old.held_sha256 == sha:
                log.info("ingest: %s still has the bytes rolled back on %s; keeping the restored version",
                         source, old.updated_at)
                return DocumentOutcome(source, "unchanged", old.pages, old.chunks, sha256=old.sha256), None
            built = self._build(path, report)
            record = self._stage(source, sha, path, built, report, progress)
            return DocumentOutcome(source, "changed" if old else "added", built.pages, len(built.chunks),
                                   sha256=sha), record
        except BadDocument as exc:
            log.warning("ingest: %s not indexed: %s", source, exc)
            return DocumentOutcome(source, "failed", error=str(exc)), None

    def _build(self, path: Path, report: IngestReport) -> BuiltDocument:
        s = self.settings
        tick = time.perf_counter()
        pages = extract_layouts(path, extractor=s.pdf_extractor, max_pages=s.max_pages,
                                timeout=s.parse_timeout_seconds, memory_mb=s.parse_memory_mb)
        report.timings["extract"] += time.perf_counter() - tick
        tick = time.perf_counter()
        chunks = chunk_pieces(document_pieces(pages), s.chunk_tokens, s.chunk_overlap)
        report.timings["chunk"] += time.perf_counter() - tick
        if not chunks:
            raise BadDocument("The PDF has no extractable text (is it a scan?); nothing was indexed.")
        return BuiltDocument(pages=len(pages), chunks=chunks)

    def _stage(self, source: str, sha: str, path: Path, built: BuiltDocument, report: IngestReport,
               progress: bool = False) -> DocumentRecord | None:
        """Embed and write the new version, still invisible to readers."""
        tick = time.perf_counter()
        vectors = self._embed([c.text for c in built.chunks], progress)
        report.timings["embed"] += time.perf_counter() - tick
        tick = time.perf_counter()
        record = self.store.stage_document(source=source, sha256=sha, fingerprint=self.settings.pipeline_fingerprint,
                                           path=str(path), pages=built.pages, chunks=built.chunks, vectors=vectors)
        report.timings["write"] += time.perf_counter() - tick
        return record

    def _live(self, source: str) -> DocumentRecord:
        doc = self.store.documents().get(source)
        if doc is None:
            raise UnknownDocument(f"No document named {source!r} is in the knowledge base.")
        return doc

    def _remove(self, source: str) -> DocumentOutcome:
        doc = self._live(source)
        chunks = self.store.remove_document(source)
        return DocumentOutcome(source, "removed", doc.pages, chunks, sha256=doc.sha256)

    def _retire(self, path: Path) -> tuple[Path | None, bool]:
        """Move a forgotten document's file out of the knowledge folder: (where to, still in the folder)."""
        docs_dir = Path(self.settings.docs_dir).resolve()
        if not path.exists() or not path.resolve().is_relative_to(docs_dir):
            return None, False
        target = Path(self.settings.data_dir) / "forgotten" / f"{utc_now():%Y%m%dT%H%M%S}-{path.name}"
        try:
            target.parent.mkdir(parents=True, exist_ok=True)
            shutil.move(str(path), str(target))
        except OSError as exc:
            log.warning("forget: could not move %s out of the knowledge folder: %s", path.name, exc)
            return None, True
        log.info("forget: moved %s to %s", path.name, target)
        return target, False

    def _vanished(self, docs: dict, files: dict[str, Path], folders: list[Path], report: IngestReport) -> list[str]:
        """Indexed documents that lived in an ingested folder and are no longer there.

        A folder that has no PDF left at all removes nothing: that is far more often a volume that
        failed to mount than an intended wipe (`kb forget` removes documents on purpose)."""
        gone = []
        for folder in folders:
            lost = lost_from(folder, docs, files)
            if lost and not any(p.is_relative_to(folder) for p in files.values()):
                log.warning("ingest: %s has no PDFs left; keeping its %d documents (use kb forget to remove them)",
                            folder, len(lost))
                report.outcomes.append(DocumentOutcome(folder.name, "failed", error=(
                    f"The folder has no PDFs left, so its {len(lost)} documents were kept; "
                    "is it mounted? Use kb forget to remove documents on purpose.")))
                continue
            gone += [source for source in lost if source not in gone]
        return gone

    def _check_size(self, size: int) -> None:
        if size > self.settings.max_pdf_bytes:
            raise BadDocument(f"The file is {size / 2**20:.1f} MB; the limit is {self.settings.max_pdf_mb:g} MB.")
        if size == 0:
            raise BadDocument("The file is empty.")


def unchanged_by_receipt(settings: KnowledgeSettings, paths: Iterable[Path], *, history: History | None = None,
                         trigger: str = "cli", actor: str = "") -> IngestReport | None:
    """An ingest of `paths` that provably changes nothing, done without opening the index (receipt.py).

    Proof: the receipt describes the index as it is now, every file has the live bytes built by
    this pipeline, no indexed file has left an ingested folder, and every live version's answer
    cache is saved. Anything else, including a file that now fails its checks, returns None and
    the caller runs the real ingest."""
    if settings.uses_chroma_server:
        return None
    tick, started = time.perf_counter(), utc_now()
    receipt = current_receipt(settings.data_dir, settings.collection)
    if receipt is None:
        return None
    report = IngestReport(timings={})
    files, folders = collect_pdfs(paths, report)
    if report.outcomes or not files:
        return None
    live = receipt.documents
    for source, path in files.items():
        doc = live.get(source)
        try:
            check_pdf_file(path, settings.max_pdf_bytes)
            if not is_live(doc, sha256_file(path), settings):
                return None
        except (BadDocument, OSError):
            return None
        report.outcomes.append(DocumentOutcome(source, "unchanged", doc.pages, doc.chunks, sha256=doc.sha256))
    if any(lost_from(folder, live, files) for folder in folders):
        return None
    saved = sentence_vector_files_for(settings)
    if saved is not None and not all(saved.has(doc.version) for doc in live.values()):
        return None
    report.seconds = time.perf_counter() - tick
    record_run(history, Run.finished(started=started, action="ingest", trigger=trigger, actor=actor,
                                     outcome="ok", report=report))
    return report


def _sha_or_empty(path: Path) -> str:
    try:
        return sha256_file(path)
    except OSError:
        return ""
