"""What the judge and the organiser were shown, in the rotating log, in English (issue 40).

A bug report is read by someone who was not at the table: the log must tell the story the
screen told. Messages pass through few places: the prompts (every message box and
question, with its answer), the live game's signals (a refused action, a journal that
could not be written, autosave on or off, games waiting to be recorded) and the main
window's status bar. Each line names the table and the version; the log's own format
adds the time.

The screen may speak Japanese; the log does not. :class:`EnglishMemory` is the catalog's
translator with a memory: each translation it hands out is remembered with its English
source, and :func:`english_of` maps a shown text back, including a template filled with
``%1``… values. A text it never translated (a name, a path, English already) stays as it
is.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, QTranslator

from daifugo_gui.app.translation import fill

log = logging.getLogger("daifugo_gui.shown")
_MEMORY_LIMIT = 20_000  # distinct translations remembered; the catalog has ~1,500 strings


class EnglishMemory(QTranslator):
    """A catalog translator that remembers what it translated (shown text → English)."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.sources: dict[str, str] = {}
        self._patterns: list[tuple[re.Pattern[str], str]] | None = None

    def translate(
            self, context: str, source: str, disambiguation: str | None = None, n: int = -1) -> str | None:
        text = super().translate(context, source, disambiguation, n) or ""
        if not text:
            # Not in the catalog: None (a null string to Qt), so the next catalog or the
            # source serves. An empty string would be taken as the translation, and
            # PySide's tr(), which tries a widget's own class before the class that wrote
            # the text (a tab built by its base class), would show an empty label.
            return None
        if text != source and text not in self.sources:
            if len(self.sources) >= _MEMORY_LIMIT:
                self.sources.clear()
            self.sources[text] = source
            self._patterns = None
        return text

    def english(self, shown: str) -> str:
        exact = self.sources.get(shown)
        if exact is not None:
            return exact
        for pattern, source in self._templates():
            found = pattern.fullmatch(shown)
            if found is not None:
                return fill(source, *found.groups())
        return shown

    def _templates(self) -> list[tuple[re.Pattern[str], str]]:
        if self._patterns is None:
            patterns = []
            for text, source in self.sources.items():
                slots = re.findall(r"%(\d)", text)
                if not slots or sorted(set(slots)) != [str(i) for i in range(1, len(set(slots)) + 1)]:
                    continue
                if len(slots) != len(set(slots)) or slots != sorted(slots):
                    continue  # reordered or repeated values: not read back
                regex = re.escape(text)
                for slot in slots:
                    regex = regex.replace(re.escape(f"%{slot}"), "(.*?)", 1)
                patterns.append((re.compile(regex, re.S), source))
            self._patterns = sorted(patterns, key=lambda item: -len(item[0].pattern))
        return self._patterns


def english_of(shown: str, app: QCoreApplication | None = None) -> str:
    """``shown`` in English, as far as the catalog's memory can tell."""
    app = app if app is not None else QCoreApplication.instance()
    if app is None:
        return shown
    for memory in app.findChildren(EnglishMemory):
        return memory.english(shown)
    return shown


def _version() -> str:
    from daifugo_gui import build_version

    return build_version()


def record(kind: str, text: str, *, table: str | None = None, answer: str | None = None,
           level: int = logging.INFO) -> None:
    """One line: what kind of message, which table, which version, the words in English."""
    words = " ".join(english_of(text).split())
    said = f" -> {english_of(answer)}" if answer is not None else ""
    log.log(level, "%s [table %s, version %s]: %s%s", kind, table or "-", _version(), words, said)


class ShownLog(QObject):
    """Follows a live game's signals and the window's status bar into the log."""

    def __init__(self, live: Any, parent: QObject | None = None,
                 table: Callable[[], str | None] | None = None) -> None:
        super().__init__(parent)
        self._live = live
        self._table = table if table is not None else (lambda: _table_of(live))
        live.refused.connect(self._refused)
        live.judged.connect(self._judged)
        live.journalFailed.connect(self._journal_failed)
        live.autosaveChanged.connect(self._autosave)
        live.pendingChanged.connect(self._pending)

    def table(self) -> str | None:
        try:
            return self._table()
        except Exception:  # the log must never disturb the game
            return None

    def status(self, message: str) -> None:
        if message:
            record("status", message, table=self.table())

    def _refused(self, why: object) -> None:
        from daifugo_gui.rules.reasons import Reason, english

        record("refused", english(why) if isinstance(why, Reason) else str(why), table=self.table(),
               level=logging.WARNING)

    def _judged(self, outcome: object) -> None:
        from daifugo_gui.rules.reasons import Reason, english

        sentences = [english(s) for s in getattr(outcome, "sentences", ()) if isinstance(s, Reason)]
        result = getattr(getattr(outcome, "result", None), "value", "?")
        record("verdict", f"{getattr(outcome, 'player', None) or '-'}: {result}. " + " ".join(sentences),
               table=self.table())

    def _journal_failed(self, problem: object) -> None:
        from daifugo_gui.rules.reasons import Reason, english

        reason = problem if isinstance(problem, Reason) else getattr(problem, "reason", None)
        words = english(reason) if isinstance(reason, Reason) else str(problem)
        record("write failed", words, table=self.table(), level=logging.ERROR)

    def _autosave(self, on: bool) -> None:
        record("autosave", "on: every action is written to the journal" if on
               else "off: the game is kept in memory only", table=self.table(), level=logging.INFO if on
               else logging.WARNING)

    def _pending(self) -> None:
        try:
            games = self._live.pending.games()
            words = f"{len(games)} waiting to be recorded" + "".join(
                f"; round {game.round} table {game.table}" for game in games[:10])
        except Exception:  # the log must never disturb the game
            words = "changed"
        record("pending games", words, table=self.table())

def _table_of(live: Any) -> str | None:
    ref = getattr(live, "table_ref", None)
    return str(ref) if ref is not None else None
