"""The knowledge base every adapter talks to: ask, ingest, upload, remove, status.

Confidence and escalation are decided here, once:
`score = (cos + 1) / 2` per chunk, `confidence = round(max(score), 3)`, and a
question escalates when confidence is below the floor (KB_ESCALATION_THRESHOLD),
when answerability (how well the best answerable unit of the retrieved chunks
matches the question's meaning, subject and asked kind of fact, plus word coverage;
see answering/answerability.py) is below KB_ANSWERABILITY_THRESHOLD, or when no
supported answer could be given.
Below either threshold no LLM is called at all.
"""

from __future__ import annotations

import logging
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Callable, Iterable, Sequence

import numpy as np

from knowledge.answer import Answer, RetrievedChunk
from knowledge.answering.answerability import combine, coverage, reader_support, unit_scores, with_reader
from knowledge.answering.reader import READ_UNITS, WEIGHTS, Reader, pair_text
from knowledge.answering.sentence_vectors import SentenceVectors, units_of
from knowledge.errors import BadQuestion, UnknownDocument
from knowledge.answering.extractive import Candidate, render, select_passage
from knowledge.answering.follow_ups import retrieval_query
from knowledge.answering.question_parts import clauses
from knowledge.store.history import open_history
from knowledge.indexing.ingest import Forgotten, Ingestor
from knowledge.learned.answers import LearnedAnswers
from knowledge.answering.llm import LLMAnswerer, LLMFailed
from knowledge.answering.query_types import llm_classifier
from knowledge.indexing.report import IngestReport
from knowledge.answering.retrieval import Retriever
from knowledge.answering.sentence_vector_files import sentence_vector_files_for
from knowledge.settings import KnowledgeSettings
from knowledge.store.chunks import ChunkStore, DocumentRecord, open_store
from knowledge.answering.sentence_vector_warmup import SentenceVectorWarmup, SavedSentenceVectors, save_missing_sentence_vectors

log = logging.getLogger(__name__)

NO_ANSWER = "I could not find a supported answer to that in the knowledge base."
STALE_RETRIES = 3  # answers redone when a document was replaced or removed meanwhile
STALE_PAUSE_SECONDS = 0.02
GIVE_WAY_SECONDS = 2.0  # background warm-up waits at most this long for questions in flight, per batch


@dataclass(frozen=True)
class Evidence:
    """The answerable units of the retrieved chunks and their vectors, row for row: what answerability and
    the extractive answer weigh."""

    candidates: list[Candidate]
    vectors: np.ndarray


@dataclass(frozen=True)
class Judgement:
    """How well the evidence answers: the answerability escalation decides on, the reader's logit for each
    candidate (None without a reader; -inf for units it did not read), and the answerability without the reader
    (`plain`, which evals/train_reader.py mixes with the reader's when it chooses the mix)."""

    answerability: float
    read: np.ndarray | None
    plain: float


@dataclass(frozen=True)
class Status:
    documents: list[DocumentRecord]
    chunks: int
    store: str

    @property
    def pages(self) -> int:
        return sum(d.pages for d in self.documents)

    @property
    def last_ingest(self) -> str:
        return max((d.updated_at for d in self.documents), default="never")


class KnowledgeBase:
    """PDFs in, grounded answers out. Thread-safe for concurrent `ask` calls."""

    def __init__(self, settings: KnowledgeSettings, *, embedder=None, store: ChunkStore | None = None,
                 llm: LLMAnswerer | None = None) -> None:
        self.settings = settings
        self._embedder = embedder
        self.store = store or open_store(settings)
        self._llm = llm if llm is not None else (LLMAnswerer(settings) if settings.llm_enabled else None)
        self.history = open_history(settings)
        self.ingestor = Ingestor(settings, self.store, self._embed_texts, self.history)
        classify = llm_classifier(self._llm.client, self._llm.model) if self._llm is not None else None
        self.retriever = Retriever(settings, self.store, classify)
        self._sentences = SentenceVectors(self._embed_texts, sentence_vector_files_for(settings))
        self._reader: Reader | None = None
        self._reader_checked = False
        self._reader_lock = threading.Lock()
        self._asking = 0  # questions in flight; background warm-up gives way to them
        self._asking_lock = threading.Lock()
        self._warmer: SentenceVectorWarmup | None = None
        self.learned = LearnedAnswers(settings, self.store, lambda text: self.embedder.embed_one(text), self.history,
                                      self.confidence_level)  # saved support answers (knowledge/learned/)

    # ---- answering ----------------------------------------------------------------------

    def ask(self, question: str, *, context: Sequence[str] = (), top_k: int | None = None) -> Answer:
        """Answer `question` from the index; `context` holds earlier questions of the conversation.

        An answer is made from one unchanging set of live versions: when any document was replaced or
        removed meanwhile it is made again (a search racing the delete of the version it asked for finds
        fewer chunks or none, so checking only the chunks it did find is not enough); after
        `STALE_RETRIES` busy tries it cites nothing and escalates."""
        with self._answering():
            return self._ask(question, context, top_k)

    def _ask(self, question: str, context: Sequence[str], top_k: int | None) -> Answer:
        for attempt in range(STALE_RETRIES):
            if attempt:
                time.sleep(STALE_PAUSE_SECONDS * attempt)  # a writer flips, then deletes: let it finish
            live = self._live_versions()
            versions = [version for version, _ in live.values()]
            answer = self._ask_once(question, context=context, top_k=top_k, versions=versions)
            if self._live_versions() == live:
                return answer
            log.info("a document changed while answering; answering again")
        return self._unsupported(answer.question, [], 0.0, mode=answer.mode)

    @contextmanager
    def _answering(self):
        with self._asking_lock:
            self._asking += 1
        try:
            yield
        finally:
            with self._asking_lock:
                self._asking -= 1

    def _live_versions(self) -> dict[str, tuple[str, str]]:
        return {d.source: (d.version, d.updated_at) for d in self.store.documents().values()}

    def _ask_once(self, question: str, *, context: Sequence[str], top_k: int | None,
                  versions: list[str]) -> Answer:
        """One attempt, searching exactly the live versions `ask` read before it."""
        question = self.check_question(question)
        query = retrieval_query(question, context)
        vector = self.embedder.embed_one(query)
        chunks = self._by_score(self._ranked(query, vector, top_k or self.settings.top_k, versions))
        confidence = round(max((c.score for c in chunks), default=0.0), 3)
        evidence = self._evidence(chunks)
        judgement = self._judge(query, vector, evidence, versions)
        if confidence < self.settings.escalation_threshold or (
                self.settings.escalate_on == "answerability"
                and judgement.answerability < self.settings.answerability_cutoff):
            answer = self._unsupported(question, chunks, confidence, mode=self._mode)
        else:
            answer = self._grounded_answer(question, chunks, confidence, vector, evidence, judgement)
        return self.learned.over(replace(answer, answerability=judgement.answerability), vector)  # a saved answer?

    def _grounded_answer(self, question: str, chunks: list[RetrievedChunk], confidence: float, vector,
                         evidence: "Evidence", judgement: "Judgement") -> Answer:
        if self._llm is not None:
            try:
                return self._llm_answer(question, chunks, confidence)
            except LLMFailed as exc:
                log.warning("llm failed (%s); answering in extractive mode", exc)
        return self._extractive_answer(question, chunks, confidence, vector, evidence, judgement)

    def _judge(self, query: str, vector, evidence: "Evidence", versions=None) -> "Judgement":
        """Answerability from the units' meaning, asked kind and words; with the reader, from its reading of
        the best-scored units too (answering/reader.py)."""
        index = self.retriever.keyword_index(versions)
        parts = [self.embedder.embed_one(c) for c in clauses(query)] if evidence.candidates else []
        units = [c.unit for c in evidence.candidates]
        scores = unit_scores(query, vector, units, evidence.vectors, index, parts)
        plain = combine(float(scores.max()) if len(scores) else 0.0, coverage(query, index))
        reader = self.reader
        if reader is None or not units:
            return Judgement(plain, None, plain)
        order = np.argsort(-scores, kind="stable")[:READ_UNITS]
        read = np.full(len(units), -np.inf, dtype=np.float32)
        read[order] = reader.scores(query, [pair_text(units[i].section, units[i].text) for i in order])
        return Judgement(with_reader(plain, float(read.max())), read, plain)

    def _evidence(self, chunks: list[RetrievedChunk]) -> "Evidence":
        """Every distinct answerable unit of `chunks` (best chunk first) with its vector."""
        candidates, rows, seen = [], [], set()
        for chunk, (texts, vectors) in zip(chunks, self._sentences.of(chunks)):
            by_text = dict(zip(texts, vectors))
            for position, unit in enumerate(units_of(chunk)):
                key = " ".join(unit.text.lower().split())
                if key in seen or unit.text not in by_text:
                    continue
                seen.add(key)
                candidates.append(Candidate(unit, chunk, position))
                rows.append(by_text[unit.text])
        width = rows[0].shape[-1] if rows else 1
        return Evidence(candidates, np.asarray(rows, dtype=np.float32).reshape(len(rows), width))

    def check_question(self, question: str) -> str:
        text = " ".join((question or "").split())
        if not text:
            raise BadQuestion("Please ask a question.")
        if len(text) > self.settings.max_question_chars:
            raise BadQuestion(f"That question is too long ({len(text)} characters); "
                              f"please keep it under {self.settings.max_question_chars}.")
        return text

    def retrieve(self, query: str, k: int) -> list[RetrievedChunk]:
        """The top `k` chunks of live documents, scored `(cos + 1) / 2`, best score first."""
        return self._by_score(self.ranked(query, k))

    def ranked(self, query: str, k: int) -> list[RetrievedChunk]:
        """The top `k` chunks in the retriever's own order (dense, fused or diverse; see KB_RETRIEVAL)."""
        return self._ranked(query, self.embedder.embed_one(query), k)

    def _ranked(self, query: str, vector, k: int, versions: list[str] | None = None) -> list[RetrievedChunk]:
        return [RetrievedChunk(id=h.chunk_id, page=h.page, text=h.text, source=h.source,
                               score=round(min(1.0, max(0.0, (h.cosine + 1) / 2)), 4), units=h.units)
                for h in self.retriever.ranked(query, vector, k, versions)]

    @staticmethod
    def _by_score(chunks: list[RetrievedChunk]) -> list[RetrievedChunk]:
        """The contract lists chunks best score first; fusion only decides which chunks."""
        return sorted(chunks, key=lambda c: -c.score)

    def confidence_level(self, confidence: float) -> str:
        if confidence >= self.settings.confidence_high:
            return "high"
        return "medium" if confidence >= self.settings.confidence_medium else "low"

    @property
    def _mode(self) -> str:
        return "llm" if self._llm is not None else "extractive"

    def _llm_answer(self, question: str, chunks: list[RetrievedChunk], confidence: float) -> Answer:
        reply = self._llm.answer(question, chunks)
        if not reply.citations or not reply.text:
            log.info("llm gave no supported answer; escalating")
            return self._unsupported(question, chunks, confidence, mode="llm")
        keys = _first_chunk_keys(chunks, reply.citations)
        return self._answer(question, reply.text, chunks, confidence, keys, escalate=False, mode="llm")

    def _extractive_answer(self, question: str, chunks: list[RetrievedChunk], confidence: float, vector,
                           evidence: "Evidence", judgement: "Judgement") -> Answer:
        weight = self.settings.extractive_meaning_weight
        similarity = (evidence.vectors @ vector).tolist() if weight and len(evidence.candidates) else None
        read = reader_support(judgement.read) if judgement.read is not None else None
        picked = select_passage(question, evidence.candidates, self.settings.answer_sentences, similarity, weight,
                                read)
        if not picked:
            return self._unsupported(question, chunks, confidence, mode="extractive")
        keys: list[tuple[str, str]] = []
        for item in picked:
            key = (item.chunk.source, item.chunk.id)
            if key not in keys:
                keys.append(key)
        return self._answer(question, render(picked), chunks, confidence, keys, escalate=False, mode="extractive")

    def _unsupported(self, question: str, chunks: list[RetrievedChunk], confidence: float, *, mode: str) -> Answer:
        return self._answer(question, NO_ANSWER, chunks, confidence, [], escalate=True, mode=mode)

    def _answer(self, question, text, chunks, confidence, keys, *, escalate, mode) -> Answer:
        return Answer(question=question, final_answer=text, retrieved_chunks=tuple(chunks),
                      confidence=confidence, citations=tuple(cid for _, cid in keys), escalate=escalate,
                      mode=mode, confidence_level=self.confidence_level(confidence), cited_keys=tuple(keys))

    # ---- indexing -----------------------------------------------------------------------

    # `trigger` (schedule, cli, slack, discord, console, api) and `actor` (who) go into the run history;
    # `wait`: seconds to wait for another writer (default KB_INGEST_LOCK_TIMEOUT_SECONDS), then IngestBusy.

    def ingest(self, paths: Iterable[str | Path], *, progress: bool = False, trigger: str = "api",
               actor: str = "", wait: float | None = None) -> IngestReport:
        return self._wrote(self.ingestor.ingest([Path(p) for p in paths], progress=progress,
                                                trigger=trigger, actor=actor, wait=wait))

    def reindex(self, *, trigger: str = "api", actor: str = "", wait: float | None = None) -> IngestReport:
        """Bring the index in line with the knowledge folder: the scheduled job and `kb reindex` in chat."""
        return self._wrote(self.ingestor.ingest([self.settings.docs_dir], trigger=trigger, actor=actor,
                                                wait=wait, action="reindex"))

    def add_document(self, filename: str, data: bytes, *, trigger: str = "api", actor: str = "") -> IngestReport:
        """Index an uploaded PDF and save it into the knowledge folder (only if it is good)."""
        return self._wrote(self.ingestor.add_upload(filename, data, self.settings.docs_dir,
                                                    trigger=trigger, actor=actor))

    def forget(self, source: str, *, trigger: str = "api", actor: str = "") -> Forgotten:
        """Remove a document from the index and its file from the knowledge folder (kept under the data dir)."""
        return self.ingestor.forget(source, trigger=trigger, actor=actor)

    def rollback(self, source: str, *, trigger: str = "api", actor: str = "") -> DocumentRecord:
        """Bring back the version of `source` that the current one replaced (no re-embedding)."""
        return self._wrote(self.ingestor.rollback(source, trigger=trigger, actor=actor))

    def remove(self, source: str, *, trigger: str = "api", actor: str = "") -> int:
        removed = self.ingestor.remove(source, trigger=trigger, actor=actor)
        if not removed:
            raise UnknownDocument(f"No document named {source!r} is in the knowledge base.")
        return removed

    def _wrote(self, result):
        """After a write: the background warm-up (if running) embeds the new version's sentences."""
        if self._warmer is not None:
            self._warmer.poke()
        return result

    # ---- sentence vectors, made ahead of questions (knowledge/answering/sentence_vector_warmup.py) ----

    def save_sentence_vectors(self, check: Callable[[], None] | None = None) -> SavedSentenceVectors:
        """Embed and save the sentences of every live version that lacks them; `kb ingest` calls this.

        Before each batch it waits while questions are being answered, then calls `check` (which may
        raise to end the warm-up)."""
        def between_batches() -> None:
            self._give_way()
            if check is not None:
                check()

        return save_missing_sentence_vectors(self.store, self._sentences, give_way=between_batches)

    def start_sentence_vector_warmup(self, interval: float = 60.0) -> SentenceVectorWarmup | None:
        """Warm now, after every write of this process and every `interval` s (for other processes' writes)."""
        if self._sentences.saved is None:
            return None
        if self._warmer is None:
            self._warmer = SentenceVectorWarmup(self.save_sentence_vectors, interval=interval,
                                            nice=self.settings.ingest_nice).start()
        return self._warmer

    def stop_sentence_vector_warmup(self) -> None:
        if self._warmer is not None:
            self._warmer.stop()
            self._warmer = None

    def _give_way(self) -> None:
        """Wait (a bounded time) until no question is being answered."""
        deadline = time.monotonic() + GIVE_WAY_SECONDS
        while self._asking and time.monotonic() < deadline:
            time.sleep(0.005)

    def status(self) -> Status:
        docs = sorted(self.store.documents().values(), key=lambda d: d.source)
        where = (f"chroma server {self.settings.chroma_host}:{self.settings.chroma_port}"
                 if self.settings.uses_chroma_server else f"{self.settings.data_dir / 'chroma'}")
        return Status(documents=docs, chunks=sum(d.chunks for d in docs),
                      store=f"{where} (collection {self.settings.collection})")

    # ---- the model ------------------------------------------------------------------------

    @property
    def reader(self) -> Reader | None:
        """The answer reader (loaded on first use; None when switched off or its weights do not fit the model)."""
        if not self._reader_checked:
            with self._reader_lock:
                if not self._reader_checked:
                    choice = self.settings.reader_weights.strip()
                    if choice != "off" and hasattr(self.embedder, "model_name"):
                        self._reader = Reader.load(self.embedder.model_name,
                                                   WEIGHTS if choice == "shipped" else Path(choice),
                                                   getattr(self.embedder, "question_encoder", None))
                        if self._reader is None:
                            log.warning("answer reader not loaded (weights missing or made for another model); "
                                        "answerability without it")
                    self._reader_checked = True
        return self._reader

    @property
    def model_loaded(self) -> bool:
        """Whether the embedding model is in memory (readiness), without loading it."""
        return self._embedder is not None

    @property
    def embedder(self):
        """Loaded on first use, once per process."""
        if self._embedder is None:
            from knowledge.embed import DTYPE_CHOICE_FILE, shared_embedder

            s = self.settings
            self._embedder = shared_embedder(s.embedding_model, dtype=s.embed_dtype, batch_size=s.embed_batch_size,
                                             choice_file=Path(s.data_dir) / DTYPE_CHOICE_FILE)
        return self._embedder

    def _embed_texts(self, texts: list[str], progress: bool = False):
        return self.embedder.embed(texts, progress=progress)


def _first_chunk_keys(chunks: list[RetrievedChunk], ids: list[str]) -> list[tuple[str, str]]:
    keys = []
    for cid in ids:
        keys.extend((c.source, c.id) for c in chunks if c.id == cid and (c.source, c.id) not in keys)
    return keys
