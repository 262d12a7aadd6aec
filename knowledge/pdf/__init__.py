"""PDF -> clean page text -> sentences -> chunks: the first room of the pipeline (no model, no store)."""
