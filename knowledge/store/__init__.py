"""Where the index lives: Chroma chunks with a manifest of live versions, the writer lock, run history and
the ingest receipt."""
