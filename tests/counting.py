"""The session's real embedding model, recording every text it is asked to embed in a batch."""

from __future__ import annotations


class CountingEmbedder:
    """Batch embeddings (index chunks, sentences) are recorded; single questions (`embed_one`) are not."""

    def __init__(self, inner) -> None:
        self.inner = inner
        self.texts: list[str] = []

    def embed(self, texts, *, progress=False):
        self.texts += list(texts)
        return self.inner.embed(texts, progress=progress)

    def embed_one(self, text):
        return self.inner.embed_one(text)

    def __getattr__(self, name):
        return getattr(self.inner, name)
