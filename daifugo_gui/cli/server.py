"""``daifugo server FOLDER``: a PostgreSQL server for an event, on the organiser's laptop.

The first run creates the server's data in FOLDER with a new password (kept in
FOLDER/daifugo-password, readable by the organiser only); every run starts the server,
makes sure the tournament's database exists, prints the URL the table consoles open,
and keeps serving until Ctrl-C (a clean, fast shutdown: every recorded game stays).
"""

from __future__ import annotations

import argparse
import json
import re
import signal
import sys
from pathlib import Path
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int

_DATABASE = re.compile(r"^[a-z_][a-z0-9_]{0,62}$")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("folder", metavar="FOLDER", help="where the server keeps its data (made on the first run)")
    parser.add_argument("--local-network", action="store_true",
                        help="let the other tables' laptops connect: listen on every network of this "
                             "laptop (0.0.0.0) instead of this laptop only")
    parser.add_argument("--listen", default=None, metavar="ADDRESS",
                        help="the address to listen on (default 127.0.0.1: this laptop only; "
                             "--local-network is 0.0.0.0)")
    parser.add_argument("--port", type=bounded_int("--port", 1, 65535), default=5432, help="TCP port (default 5432)")
    parser.add_argument("--database", default="tournament", metavar="NAME",
                        help="the tournament's database (default: tournament)")
    parser.add_argument("--host-name", metavar="ADDRESS",
                        help="the laptop's address as the consoles see it, for the URL printed")


# Logins use scram-sha-256: the password itself never crosses the network, but without TLS
# everything after the login does (issue 38: the warning said the password did too).
NOT_ENCRYPTED = ("the connections to this server are not encrypted (no TLS): the password is never sent (logins "
                 "use scram-sha-256), but anyone on the same network can read the results and names as they pass, "
                 "and a device there could change them on the way; hold the event on a network you trust")
LOCAL_ONLY = "only this laptop can connect; run with --local-network to let the other tables' laptops in"


def _check(args: argparse.Namespace) -> Path:
    # Safe by default: the server is reachable from this laptop only unless the organiser
    # asks for the local network in so many words.
    if args.local_network and args.listen not in (None, "0.0.0.0"):
        raise CliError(f"--local-network listens on 0.0.0.0; it cannot go with --listen {args.listen[:40]}")
    args.listen = "0.0.0.0" if args.local_network else (args.listen or "127.0.0.1")
    if not _DATABASE.match(args.database):
        raise CliError(f"--database {args.database[:40]}: use lower-case letters, digits and _ (at most 63)")
    if not re.fullmatch(r"[0-9A-Za-z.:_-]{1,253}", args.listen):
        raise CliError(f"--listen {args.listen[:40]}: not an address")
    if args.host_name is not None and not re.fullmatch(r"[0-9A-Za-z.:_-]{1,253}", args.host_name):
        raise CliError(f"--host-name {args.host_name[:40]}: not a host name or address")
    folder = Path(args.folder)
    if folder.exists() and not folder.is_dir():
        raise CliError(f"{args.folder}: is a file, not a folder")
    if not folder.parent.exists():
        raise CliError(f"{args.folder}: folder {folder.parent} does not exist")
    return folder


def _laptop_address() -> str:
    """This laptop's address on its default network (what the other tables type)."""
    import socket

    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("192.0.2.1", 9))  # no packet is sent: only picks the outgoing interface
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def run(args: argparse.Namespace) -> dict[str, Any] | None:
    from daifugo_gui.tournament.local_server import LocalPostgres, ServerError

    folder = _check(args)
    server = LocalPostgres(folder.resolve(), listen=args.listen, port=args.port)

    def _stop(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _stop)
    try:
        server.start()
        server.create_database(args.database)
    except ServerError as exc:
        server.stop()
        raise CliError(str(exc)) from None
    host = args.host_name or (_laptop_address() if args.listen == "0.0.0.0" else args.listen)
    shown = {
        "url": server.url(args.database, host=host, with_password=False),
        "password": server.password,
        "password_file": str(server.data_dir / "daifugo-password"),
        "listen": f"{args.listen}:{server.port}",
        "log": str(server.log_path),
        "encrypted": False,
        "local_only": args.listen in ("127.0.0.1", "localhost", "::1"),
    }
    # The warnings go out before the address: whoever (or whatever script) reads the
    # address has already been told that the traffic is not encrypted.
    print(f"daifugo server: {NOT_ENCRYPTED}", file=sys.stderr)
    if shown["local_only"]:
        print(f"daifugo server: {LOCAL_ONLY}", file=sys.stderr)
    sys.stderr.flush()
    if args.json:
        print(json.dumps(shown, ensure_ascii=False))
    else:
        print(f"Tournament server running. In each console: Tournament tab ▸ Open on server… {shown['url']}")
        print(f"password: {shown['password']} (kept in {shown['password_file']})")
        print("Stop with Ctrl-C.")
    sys.stdout.flush()
    try:
        code = server.wait()
    except KeyboardInterrupt:
        server.stop()
        print("server stopped", file=sys.stderr)
        return None
    raise CliError(f"the server stopped by itself (exit {code}); see {server.log_path}")
