"""The seeds' reference pipeline (shared/seeds/003: pdfplumber -> 500-token chunks with overlap -> the
sentence-transformers model -> a vector store), timed on the same PDF, so `make bench` can say whether our
ingest is at least as fast as the design we started from on the machine it runs on.

It follows the seed as written: pdfplumber's default text extraction per page, whitespace cleaned, chunks of
500 cl100k tokens with 75 overlapping, embedded by sentence-transformers in fp32 (the seed sets no dtype; the
model reads only the first 256 word pieces of each chunk) with its default batch size, and written with their
ids and metadata to a local Chroma collection. No structure, no answer units: that is the point of comparison.
"""

from __future__ import annotations

import re
import tempfile
import time
from pathlib import Path

CHUNK_TOKENS, OVERLAP_TOKENS = 500, 75


def seed_chunks(pages: list[str]) -> list[tuple[int, str]]:
    from knowledge.pdf.tokens import encoding

    enc = encoding()
    chunks = []
    for number, text in enumerate(pages, start=1):
        tokens = enc.encode(re.sub(r"\s+", " ", text).strip())
        start = 0
        while start < len(tokens):
            chunks.append((number, enc.decode(tokens[start:start + CHUNK_TOKENS])))
            if start + CHUNK_TOKENS >= len(tokens):
                break
            start += CHUNK_TOKENS - OVERLAP_TOKENS
    return chunks


def bench_seed_pipeline(pdf: Path, model_path: str) -> dict:
    """Pages per second of the seed's ingest of `pdf`, end to end in a warm process (model loaded first)."""
    import chromadb
    import pdfplumber
    from sentence_transformers import SentenceTransformer

    model = SentenceTransformer(model_path, device="cpu")
    model.encode(["warm up"])
    timings = {}
    tick = time.perf_counter()
    with pdfplumber.open(pdf) as document:
        pages = [page.extract_text() or "" for page in document.pages]
    timings["extract"] = time.perf_counter() - tick
    t = time.perf_counter()
    chunks = seed_chunks(pages)
    timings["chunk"] = time.perf_counter() - t
    t = time.perf_counter()
    vectors = model.encode([text for _, text in chunks], normalize_embeddings=True)
    timings["embed"] = time.perf_counter() - t
    t = time.perf_counter()
    with tempfile.TemporaryDirectory() as where:
        collection = chromadb.PersistentClient(path=where).get_or_create_collection("seed")
        for start in range(0, len(chunks), 1000):
            part = chunks[start:start + 1000]
            collection.add(ids=[f"pdfpage_{p}_chunk_{start + i}" for i, (p, _) in enumerate(part)],
                           embeddings=vectors[start:start + len(part)].tolist(),
                           documents=[text for _, text in part], metadatas=[{"page": p} for p, _ in part])
    timings["write"] = time.perf_counter() - t
    seconds = time.perf_counter() - tick
    return {"pages": len(pages), "chunks": len(chunks), "seconds": round(seconds, 2),
            "pages_per_s": round(len(pages) / seconds, 2),
            "timings_s": {k: round(v, 2) for k, v in timings.items()}}
