"""Putting documents into the store: incremental ingest, uploads, removal, the re-index schedule and the
words that describe what a run did."""
