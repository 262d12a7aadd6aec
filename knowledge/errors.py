"""Domain errors of the knowledge core.

Every error a user can cause is a `KnowledgeError` whose message is safe to
show as it is; adapters catch it and reply with that message.
"""


class KnowledgeError(Exception):
    """Base of every error the core raises on purpose."""


class BadQuestion(KnowledgeError):
    """The question is empty or too long to answer."""


class BadDocument(KnowledgeError):
    """A file cannot be indexed (not a PDF, corrupt, encrypted, too big, no text...)."""


class IngestBusy(KnowledgeError):
    """Another writer holds the ingest lock."""


class StoreUnavailable(KnowledgeError):
    """The vector store cannot be reached or opened."""


class UnknownDocument(KnowledgeError):
    """A document named by the user is not in the index."""


class NothingToRollBack(KnowledgeError):
    """A rollback was asked for a document without a kept earlier version."""


class BadLearnedAnswer(KnowledgeError):
    """A support answer cannot be saved as it is (empty, too long, a broadcast mention, a bad import file)."""


class UnknownLearnedAnswer(KnowledgeError):
    """A learned answer named by id is not saved (or was removed)."""
