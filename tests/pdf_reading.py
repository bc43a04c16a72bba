"""Reading printed PDFs back in tests: their text, page by page.

pypdf (pure Python, a test dependency) reads what the ToUnicode maps say, the same text a
viewer's search finds, so the checks run on every machine: poppler's ``pdftotext`` was
missing on a clean one and the tests that needed it only skipped.
"""

from __future__ import annotations

from pathlib import Path

from pypdf import PdfReader


def pdf_pages(path: Path | str) -> list[str]:
    """Each page's text, laid out roughly as printed (rows stay on their lines)."""
    return [page.extract_text(extraction_mode="layout") for page in PdfReader(str(path)).pages]


def pdf_text(path: Path | str) -> str:
    """The whole document's text, pages separated by a form feed (as pdftotext does)."""
    return "\f".join(pdf_pages(path))
