"""PDF -> page text and geometry -> pieces with their structure -> chunks with units.

The first room of the pipeline (no model, no store)."""
