"""Why an adapter could not run: raised with words a person can act on; `python -m bot` exits 1 on it."""


class AdapterCannotStart(Exception):
    """A configured chat adapter could not connect (a token refused, an intent not enabled, ...)."""
