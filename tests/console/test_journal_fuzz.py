"""The journal damage fuzz (issue 24, item 6): repeated, swapped, missing and changed lines.

A real game is judged into a journal (plays, draws, passes, an undo and a redo, a pause);
then copies of it are damaged the ways a disk, a copy or an editor damages a file, and each
copy goes through what a restart does (recover, offer, resume). A copy may come back whole
without a word, or cut with the judge told at which line: then it must be exactly the game
as it stood before that line. Anything else (a different game without a word, or a cut
that is not where it says) is a silent wrong state, and there must be none.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from daifugo_gui.app.journal import Journal
from daifugo_gui.app.live_game import LiveGame, NewGame
from daifugo_gui.rules import Settings


def _judged_game(path: Path) -> None:
    live = LiveGame(path)
    live.new_game(NewGame(["Aki", "Ben", "Chie"], Settings()))
    live.begin_play()
    for step in range(14):
        mover = live.game.to_move
        if step == 5:
            live.undo()
            live.redo()
        elif step == 9:
            live.pause("dispute")
            live.resume_clocks()
        if live.game.can_draw(mover):
            live.draw()
        else:
            live.pass_turn()


def _fingerprint(live: LiveGame) -> tuple:
    assert live.game is not None
    return (tuple(repr(e.to_json()) for e in live.game.events), live.undo_stack.count(), live.undo_stack.index())


def _truths(path: Path, lines: list[bytes], tmp: Path, qapp) -> list[tuple | None]:
    """The game a restart brings back from the first k lines, for every k."""
    truths: list[tuple | None] = [None]
    for k in range(1, len(lines) + 1):
        tmp.write_bytes(b"".join(lines[:k]))
        live = LiveGame(tmp)
        live.resume(Journal(tmp).read())
        truths.append(_fingerprint(live))
    return truths


def _damage(lines: list[bytes], rng: random.Random) -> tuple[str, bytes]:
    kind = rng.choice(["repeat", "swap", "drop", "flip", "flip", "flip"])
    lines = list(lines)
    i = rng.randrange(len(lines))
    if kind == "repeat":
        lines.insert(i + 1, lines[i])
    elif kind == "swap":
        j = min(len(lines) - 1, i + rng.choice([1, 1, 2, 5]))
        if j == i:
            i -= 1
        lines[i], lines[j] = lines[j], lines[i]
    elif kind == "drop":
        # Not the last line: a file that ends one whole line early is what a crash before
        # that line's write leaves, and no file can tell the two apart (that action was
        # never shown either).
        del lines[min(i, len(lines) - 2)]
    data = bytearray(b"".join(lines))
    if kind == "flip":
        at = rng.randrange(len(data))
        data[at] ^= rng.randrange(1, 256)
    return kind, bytes(data)


def _fuzz(tmp_path: Path, qapp, copies: int, seed: int) -> dict[str, int]:
    original = tmp_path / "original.jsonl"
    _judged_game(original)
    lines = original.read_bytes().splitlines(keepends=True)
    truths = _truths(original, lines, tmp_path / "prefix.jsonl", qapp)
    rng = random.Random(seed)
    seen = {"whole": 0, "cut": 0, "nothing": 0}
    for n in range(copies):
        kind, data = _damage(lines, rng)
        folder = tmp_path / f"c{n}"
        folder.mkdir()
        path = folder / "live-game.jsonl"
        path.write_bytes(data)
        live = LiveGame(path)
        recovery = live.recover_journal()
        state = live.unfinished()
        cut = None
        if state is not None:
            try:
                cut = live.resume(state)
            except ValueError:
                state = None  # the start itself does not rebuild: told by the console, nothing resumed
        told = recovery or cut
        where = f"copy {n} ({kind})"
        if state is None:
            assert recovery is not None or data.split(b"\n", 1)[0] != lines[0].rstrip(b"\n"), where
            seen["nothing"] += 1
            continue
        got = _fingerprint(live)
        if told is None and not state.torn:
            assert got == truths[-1], f"{where}: a different game without a word"
            seen["whole"] += 1
        else:
            kept = told.first_cut - 1 if told is not None else len(lines) - 1
            assert got == truths[kept], f"{where}: not the game before line {kept + 1}"
            seen["cut"] += 1
        # What the journal now holds is what the screen shows (a restart would agree).
        if not live.journal.sealed:
            assert tuple(map(repr, Journal(path).read().events)) == got[0], where
    return seen


def test_journal_damage_fuzz_fast(tmp_path: Path, qapp) -> None:
    seen = _fuzz(tmp_path, qapp, 60, 24)
    assert seen["cut"] > 30  # damage was done and found


@pytest.mark.slow
def test_journal_damage_fuzz_thousand_copies(tmp_path: Path, qapp) -> None:
    seen = _fuzz(tmp_path, qapp, 1200, 2024)
    assert sum(seen.values()) == 1200 and seen["cut"] > 900
