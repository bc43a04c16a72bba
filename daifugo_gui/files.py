"""Every file the program writes for the user (PDF, CSV, JSON, records, 数譜) goes through
here: it never replaces what it reads, nor a file of another kind, and it is never left
half written.

The rule for an existing file at the output path:

* the output path is one of the command's inputs (the same file, also through another
  name, a symbolic or a hard link): refused;
* an empty file, or a file of the same kind as the one written (a PDF for a PDF, JSON text
  for JSON, text for CSV and 数譜): replaced;
* anything else (a tournament file, a picture, a PDF where JSON goes): refused, naming
  what it looks like. The user removes or renames it, or chooses another name.

Only a regular file is read to see what it holds (issue 38): reading a FIFO, a terminal or
a pipe would wait forever. ``-`` and the names of this process's open files
(``/dev/stdout``, ``/dev/fd/N`` …) are written to that open file itself, and a character
device or a FIFO is opened and written as it is: a shell redirection stays what the shell
made it. A symbolic link is followed and its target written, so the link stays a link and
the file it names is the one that changes. A disk device is refused.

Writing goes to a temporary file in the same folder, which is flushed to the disk and then
renamed over the target in one step (``os.replace``): a crash, a full disk or a failing
write leaves either the old file or the new one, never a mixture; the temporary file is
removed on failure. :func:`replace_atomically` is that step alone, without the check: the
program's own files (the autosave journal) use it, so there is one safe replace, not two.
"""

from __future__ import annotations

import errno
import glob
import os
import stat
import sys
import tempfile
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from pathlib import Path
from typing import IO, Any

from daifugo_gui.rules.errors import Explained
from daifugo_gui.rules.reasons import Code, Reason

_SNIFF_BYTES = 64 * 1024
SQLITE_MAGIC = b"SQLite format 3\x00"


class OutputKind(Enum):
    """What a writer puts in its file; an existing file is replaced only by its kind."""

    PDF = "PDF"
    JSON = "JSON"
    CSV = "CSV"
    TEXT = "text"


class OutputRefused(Explained, ValueError):
    """An output path that would destroy something: ``reason`` says what and where."""


_WORDS = {OutputKind.PDF: Code.FILE_PDF, OutputKind.JSON: Code.FILE_JSON,
          OutputKind.CSV: Code.FILE_CSV, OutputKind.TEXT: Code.FILE_TEXT}


def _looks_like(head: bytes) -> Code:
    """What a file seems to hold, as words for a refusal."""
    if head.startswith(SQLITE_MAGIC):
        return Code.FILE_SQLITE
    if head.startswith(b"%PDF-"):
        return Code.FILE_PDF
    if head.startswith((b"\x89PNG", b"\xff\xd8\xff", b"GIF8")):
        return Code.FILE_PICTURE
    text = _as_text(head)
    if text is None:
        return Code.FILE_BINARY
    if text.lstrip().startswith(("{", "[")):
        return Code.FILE_JSON
    return Code.FILE_TEXT


def _as_text(head: bytes) -> str | None:
    if b"\x00" in head:
        return None
    try:
        return head.decode("utf-8-sig")
    except UnicodeDecodeError as bad:
        # The sniffed block may cut a character in two; only an error before its last
        # three bytes means the file is not UTF-8.
        if bad.start >= len(head) - 3:
            return head[: bad.start].decode("utf-8-sig", errors="ignore")
        return None


def _same_kind(kind: OutputKind, looks: Code) -> bool:
    if kind is OutputKind.TEXT:  # 数譜 or a record written as text: any text file
        return looks in (Code.FILE_TEXT, Code.FILE_JSON)
    if kind is OutputKind.CSV:
        return looks is Code.FILE_TEXT
    return looks is _WORDS[kind]


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except (OSError, ValueError):
        return False


@dataclass(frozen=True)
class _Target:
    """Where an output goes: a regular file replaced in one step, or an open stream
    (``descriptor``: one of this process's; else ``path`` opened as it is) written directly."""

    path: Path
    stream: bool = False
    descriptor: int | None = None


_DESCRIPTOR_NAMES = {"-": 1, "/dev/stdout": 1, "/dev/stderr": 2}
_DESCRIPTOR_FOLDERS = ("/dev/fd/", "/proc/self/fd/")
_MAX_LINKS = 40  # as the kernel's own limit on links followed in one name


def _descriptor(name: str) -> int | None:
    """The open file of this process that ``name`` stands for, if it names one."""
    if name in _DESCRIPTOR_NAMES:
        return _DESCRIPTOR_NAMES[name]
    for folder in _DESCRIPTOR_FOLDERS:
        number = name[len(folder):]
        if name.startswith(folder) and number.isdigit():
            return int(number)
    return None


def _follow(out: Path) -> _Target:
    """The output's target once every symbolic link is followed; stops at a name for an
    open file, whose link (``/proc/self/fd/1``) names no file that could be replaced."""
    current = out
    for _ in range(_MAX_LINKS):
        descriptor = _descriptor(str(current))
        if descriptor is not None:
            return _Target(out, stream=True, descriptor=descriptor)
        if not current.is_symlink():
            return _Target(current)
        link = Path(os.readlink(current))
        current = link if link.is_absolute() else current.parent / link
    raise OSError(errno.ELOOP, os.strerror(errno.ELOOP), str(out))


def is_standard_output(path: str | Path) -> bool:
    """Whether writing ``path`` writes this process's standard output (``-``, /dev/stdout,
    a link to it): a command then says anything else on standard error."""
    try:
        return _follow(Path(path)).descriptor == 1
    except OSError:
        return False


def _target(path: str | Path, kind: OutputKind, inputs: Iterable[str | Path]) -> _Target:
    name = str(path)
    out = Path(path)
    for source in inputs:
        if "://" in str(source):
            continue
        if _same_file(out, Path(source)):
            raise OutputRefused(Reason.of(Code.OUTPUT_IS_INPUT, path=name))
    try:
        target = _follow(out)
    except OSError:
        return _Target(out)  # a loop of links: the write itself says so
    if target.stream:
        return target
    try:
        mode = os.stat(target.path).st_mode
    except FileNotFoundError:
        return target  # a new file (a dangling link: the file it names is made)
    except OSError:
        return _Target(out)  # the write itself will say what the system refuses
    if stat.S_ISDIR(mode):
        raise OutputRefused(Reason.of(Code.OUTPUT_IS_FOLDER, path=name))
    if stat.S_ISCHR(mode) or stat.S_ISFIFO(mode):
        return _Target(target.path, stream=True)
    if not stat.S_ISREG(mode):
        raise OutputRefused(Reason.of(Code.OUTPUT_DEVICE, path=name))
    try:
        with target.path.open("rb") as existing:
            head = existing.read(_SNIFF_BYTES)
    except OSError:
        return target
    if head:
        looks = _looks_like(head)
        if not _same_kind(kind, looks):
            raise OutputRefused(Reason.of(Code.OUTPUT_OTHER_KIND, path=name, found=Reason.of(looks),
                                          kind=Reason.of(_WORDS[kind])))
    return target


def check_output(path: str | Path, kind: OutputKind, inputs: Iterable[str | Path] = ()) -> Path:
    """The path to write, once it is safe to write ``kind`` there; OutputRefused if not.

    ``inputs`` are the files the command reads (a server URL among them is ignored). For a
    symbolic link the path is its target's; nothing that is not a regular file is read.
    """
    return _target(path, kind, inputs).path


@contextmanager
def atomic_output(
    path: str | Path,
    kind: OutputKind,
    *,
    inputs: Iterable[str | Path] = (),
    binary: bool = False,
    encoding: str = "utf-8",
    newline: str | None = None,
) -> Iterator[IO[Any]]:
    """A file handle whose content replaces ``path`` in one step when the block ends
    without an error (checked with :func:`check_output` first); a stream (``-``, a pipe, a
    terminal, a device) is written directly instead, as it cannot be replaced."""
    target = _target(path, kind, inputs)
    if target.stream:
        with _write_directly(target, binary=binary, encoding=encoding, newline=newline) as handle:
            yield handle
        return
    with replace_atomically(target.path, binary=binary, encoding=encoding, newline=newline) as handle:
        yield handle


@contextmanager
def _write_directly(target: _Target, *, binary: bool, encoding: str, newline: str | None) -> Iterator[IO[Any]]:
    if target.descriptor is not None:
        if target.descriptor in (1, 2):
            # What the program printed before must come out first.
            (sys.stdout if target.descriptor == 1 else sys.stderr).flush()
        fd = os.dup(target.descriptor)
    else:
        fd = os.open(target.path, os.O_WRONLY | getattr(os, "O_NOCTTY", 0))
    handle: IO[Any] = (os.fdopen(fd, "wb") if binary
                       else os.fdopen(fd, "w", encoding=encoding, newline=newline))
    with handle:
        yield handle


@contextmanager
def replace_atomically(
    path: str | Path,
    *,
    binary: bool = False,
    encoding: str = "utf-8",
    newline: str | None = None,
) -> Iterator[IO[Any]]:
    """A file handle whose content replaces ``path`` in one step when the block ends
    without an error; nothing is checked about what ``path`` holds now.

    For the program's own files (the autosave journal and its pointers), whose place the
    program owns; a file for the user goes through :func:`atomic_output`. Any error
    (OSError included) leaves the old file as it was and no temporary file, and is raised;
    on success the new file is on the disk and so is its name (the folder is synced).
    """
    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    fd, tmp_name = tempfile.mkstemp(prefix=_temporary_prefix(out), suffix=_TEMPORARY_SUFFIX, dir=folder)
    tmp = Path(tmp_name)
    try:
        handle: IO[Any] = (os.fdopen(fd, "wb") if binary
                           else os.fdopen(fd, "w", encoding=encoding, newline=newline))
        with handle:
            yield handle
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.chmod(tmp, 0o666 & ~_UMASK)  # mkstemp makes 0600; an output is the user's ordinary file
        except OSError:
            pass
        os.replace(tmp, out)
    except BaseException:
        try:
            tmp.unlink()
        except OSError:
            pass
        raise
    sync_folder(folder)


_TEMPORARY_SUFFIX = ".tmp"


def _temporary_prefix(out: Path) -> str:
    # Hidden, and named for its target, so a leftover says whose it was.
    return f".{out.name[:60]}."


def leftover_temporaries(path: str | Path) -> list[Path]:
    """The temporary files a crash (a power cut between writing and renaming) left beside
    ``path`` from writes of it: only the one program that owns ``path`` may remove them."""
    out = Path(path)
    folder = out.parent if str(out.parent) else Path(".")
    prefix = _temporary_prefix(out)
    pattern = glob.escape(prefix) + "*" + _TEMPORARY_SUFFIX
    # mkstemp's random part has no dot: ``.a.jsonl.moved-to.x.tmp`` is not one of ``a.jsonl``'s.
    return sorted(p for p in folder.glob(pattern)
                  if "." not in p.name[len(prefix):-len(_TEMPORARY_SUFFIX)] and p.is_file())


def write_output(path: str | Path, data: bytes | str, kind: OutputKind, *,
                 inputs: Iterable[str | Path] = (), encoding: str = "utf-8") -> Path:
    """Write ``data`` to ``path`` through :func:`atomic_output`; returns the path."""
    binary = isinstance(data, bytes)
    with atomic_output(path, kind, inputs=inputs, binary=binary, encoding=encoding) as handle:
        handle.write(data)
    return Path(path)


_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def formula_safe(cell: str, keep_numbers: bool = False) -> str:
    """A text cell a spreadsheet will not run as a formula: one starting with = + - @ (or
    a tab or a carriage return) gets a leading apostrophe, as the OWASP guidance on CSV
    injection advises. ``keep_numbers``: a cell that is a number as written (``-3``,
    ``+1.5``) stays as it is, for tables whose numbers come as text (the analysis tabs').
    The one rule for every CSV and copied table."""
    if not cell.startswith(_FORMULA_START):
        return cell
    if keep_numbers:
        try:
            float(cell)
        except ValueError:
            pass
        else:
            return cell
    return "'" + cell


def _read_umask() -> int:
    # Read once at import, on the main thread: os.umask changes it process-wide for a moment.
    mask = os.umask(0o022)
    os.umask(mask)
    return mask


_UMASK = _read_umask()


def sync_folder(folder: Path) -> None:
    """Make a rename (or a new file) in ``folder`` itself durable (POSIX); Windows has no
    folder handles to sync. Every writer of the program calls this one."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)
