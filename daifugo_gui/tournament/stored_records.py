"""A stored game record's seal: the SHA-256 kept beside its text (``record_digest``,
schema v6 for ``games``, v8 for ``match_games``), and the reading that checks it.

Apart from the queries so that the schema's migration, which seals older files' records,
uses the same two functions without importing the queries (which import the schema).
"""

from __future__ import annotations

import hashlib
import json
from typing import Any


def record_digest(text: str) -> str:
    """The SHA-256 of a stored record's text, kept beside it (schema v6)."""
    return hashlib.sha256(text.encode("utf-8", "surrogateescape")).hexdigest()


def parsed_record(text: str | None, digest: str | None = None) -> dict[str, Any] | None:
    """A stored record, or None when it is damaged: bytes that are not UTF-8, text that is
    not a JSON object, or (where the digest was kept) anything changed since it was written."""
    if not isinstance(text, str):
        return None
    if digest is not None and record_digest(text) != digest:
        return None
    try:
        text.encode("utf-8")  # undecodable bytes come through as lone surrogates
        record = json.loads(text)
    except (ValueError, RecursionError, UnicodeError):
        return None
    return record if isinstance(record, dict) else None
