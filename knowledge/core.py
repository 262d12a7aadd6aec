"""The knowledge base every adapter talks to: ask, ingest, upload, remove, status.

Confidence and escalation are decided here, once:
`score = (cos + 1) / 2` per chunk, `confidence = round(max(score), 3)`, and a
question escalates when confidence is below the threshold or no supported
answer could be given. Below the threshold no LLM is called at all.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Sequence

from .answer import Answer, RetrievedChunk
from .errors import BadQuestion, UnknownDocument
from .extractive import select_sentences
from .ingest import Ingestor
from .llm import LLMAnswerer, LLMFailed
from .report import IngestReport
from .settings import KnowledgeSettings
from .store import ChunkStore, DocumentRecord, open_client

log = logging.getLogger(__name__)

NO_ANSWER = "I could not find a supported answer to that in the knowledge base."


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
        self.store = store or ChunkStore(
            open_client(settings.data_dir, settings.chroma_host, settings.chroma_port), settings.collection)
        self._llm = llm if llm is not None else (LLMAnswerer(settings) if settings.llm_enabled else None)
        self.ingestor = Ingestor(settings, self.store, self._embed_texts)

    # ---- answering ----------------------------------------------------------------------

    def ask(self, question: str, *, context: Sequence[str] = (), top_k: int | None = None) -> Answer:
        """Answer `question` from the index; `context` holds earlier questions of the conversation."""
        question = self.check_question(question)
        chunks = self.retrieve(_retrieval_query(question, context), top_k or self.settings.top_k)
        confidence = round(max((c.score for c in chunks), default=0.0), 3)
        if confidence < self.settings.escalation_threshold:
            return self._unsupported(question, chunks, confidence, mode=self._mode)
        if self._llm is not None:
            try:
                return self._llm_answer(question, chunks, confidence)
            except LLMFailed as exc:
                log.warning("llm failed (%s); answering in extractive mode", exc)
        return self._extractive_answer(question, chunks, confidence)

    def check_question(self, question: str) -> str:
        text = " ".join((question or "").split())
        if not text:
            raise BadQuestion("Please ask a question.")
        if len(text) > self.settings.max_question_chars:
            raise BadQuestion(f"That question is too long ({len(text)} characters); "
                              f"please keep it under {self.settings.max_question_chars}.")
        return text

    def retrieve(self, query: str, k: int) -> list[RetrievedChunk]:
        """The top `k` chunks of live documents, scored `(cos + 1) / 2`, best first."""
        vector = self.embedder.embed_one(query)
        hits = self.store.search(vector, k)
        return [RetrievedChunk(id=h.chunk_id, page=h.page, text=h.text, source=h.source,
                               score=round(min(1.0, max(0.0, (h.cosine + 1) / 2)), 4)) for h in hits]

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

    def _extractive_answer(self, question: str, chunks: list[RetrievedChunk], confidence: float) -> Answer:
        picked = select_sentences(question, chunks, self.settings.answer_sentences)
        if not picked:
            return self._unsupported(question, chunks, confidence, mode="extractive")
        keys: list[tuple[str, str]] = []
        for item in picked:
            key = (item.chunk.source, item.chunk.id)
            if key not in keys:
                keys.append(key)
        text = " ".join(item.sentence for item in picked)
        return self._answer(question, text, chunks, confidence, keys, escalate=False, mode="extractive")

    def _unsupported(self, question: str, chunks: list[RetrievedChunk], confidence: float, *, mode: str) -> Answer:
        return self._answer(question, NO_ANSWER, chunks, confidence, [], escalate=True, mode=mode)

    def _answer(self, question, text, chunks, confidence, keys, *, escalate, mode) -> Answer:
        return Answer(question=question, final_answer=text, retrieved_chunks=tuple(chunks),
                      confidence=confidence, citations=tuple(cid for _, cid in keys), escalate=escalate,
                      mode=mode, confidence_level=self.confidence_level(confidence), cited_keys=tuple(keys))

    # ---- indexing -----------------------------------------------------------------------

    def ingest(self, paths: Iterable[str | Path], *, progress: bool = False) -> IngestReport:
        return self.ingestor.ingest([Path(p) for p in paths], progress=progress)

    def add_document(self, filename: str, data: bytes) -> IngestReport:
        """Index an uploaded PDF and save it into the knowledge folder (only if it is good)."""
        return self.ingestor.add_upload(filename, data, self.settings.docs_dir)

    def remove(self, source: str) -> int:
        removed = self.ingestor.remove(source)
        if not removed:
            raise UnknownDocument(f"No document named {source!r} is in the knowledge base.")
        return removed

    def status(self) -> Status:
        docs = sorted(self.store.documents().values(), key=lambda d: d.source)
        where = (f"chroma server {self.settings.chroma_host}:{self.settings.chroma_port}"
                 if self.settings.uses_chroma_server else f"{self.settings.data_dir / 'chroma'}")
        return Status(documents=docs, chunks=sum(d.chunks for d in docs),
                      store=f"{where} (collection {self.settings.collection})")

    # ---- the model ------------------------------------------------------------------------

    @property
    def embedder(self):
        """Loaded on first use, once per process."""
        if self._embedder is None:
            from .embed import shared_embedder

            s = self.settings
            self._embedder = shared_embedder(s.embedding_model, dtype=s.embed_dtype, batch_size=s.embed_batch_size)
        return self._embedder

    def _embed_texts(self, texts: list[str], progress: bool = False):
        return self.embedder.embed(texts, progress=progress)


def _retrieval_query(question: str, context: Sequence[str]) -> str:
    """A follow-up is searched together with the question before it."""
    earlier = [c.strip() for c in context if c and c.strip()]
    return " ".join(earlier[-1:] + [question])


def _first_chunk_keys(chunks: list[RetrievedChunk], ids: list[str]) -> list[tuple[str, str]]:
    keys = []
    for cid in ids:
        keys.extend((c.source, c.id) for c in chunks if c.id == cid and (c.source, c.id) not in keys)
    return keys
