"""Pagewise's knowledge core: PDFs in, grounded answers with page citations out.

Adapters (Slack, Discord, console) import from here; this package never imports them.
"""

from knowledge.answer import Answer, RetrievedChunk
from knowledge.core import NO_ANSWER, KnowledgeBase, Status
from knowledge.errors import BadDocument, BadQuestion, IngestBusy, KnowledgeError, StoreUnavailable, UnknownDocument
from knowledge.indexing.report import DocumentOutcome, IngestReport
from knowledge.settings import KnowledgeSettings, load_environment

__all__ = [
    "Answer", "RetrievedChunk", "KnowledgeBase", "Status", "NO_ANSWER", "KnowledgeSettings", "load_environment",
    "IngestReport", "DocumentOutcome", "KnowledgeError", "BadDocument", "BadQuestion", "IngestBusy",
    "StoreUnavailable", "UnknownDocument",
]
