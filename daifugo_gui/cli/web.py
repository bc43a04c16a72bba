"""``daifugo web TOURNAMENT``: the players' read-only web view (docs/web.md).

Serves the tournament (a file or a server URL) over HTTP until Ctrl-C, on 127.0.0.1
unless ``--host`` asks for the local network; the first line printed is the address.
``--export DIR`` writes the same pages as static HTML and the games as 数譜, then exits.
"""

from __future__ import annotations

import argparse
import os
import re
import signal
import sys
import threading
from typing import Any

from daifugo_gui.cli.common import CliError, bounded_int


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("tournament", metavar="TOURNAMENT", help="the tournament file, or its server URL")
    parser.add_argument("--host", default="127.0.0.1", metavar="ADDR",
                        help="the address to serve on: 127.0.0.1 (the default) for this computer only, "
                             "0.0.0.0 for every network it is on (players' phones on the venue's Wi-Fi)")
    parser.add_argument("--port", type=bounded_int("--port", 0, 65535), default=8765,
                        help="TCP port (default 8765; 0: any free port)")
    parser.add_argument("--export", metavar="DIR",
                        help="write the pages as static HTML and the games as 数譜 into DIR, then exit")


def _export(args: argparse.Namespace) -> dict[str, Any]:
    from daifugo_gui.tournament import Tournament, TournamentError
    from daifugo_gui.tournament.match_records import read_match_records
    from daifugo_gui.web.export import ExportError, check_folder, export_event
    from daifugo_gui.web.snapshot import load_snapshot

    try:
        check_folder(args.export)  # before the tournament is read: a wrong folder is said first
        with Tournament.open(args.tournament, read_only=True) as cup:
            snapshot = load_snapshot(cup, 1)
        matches = read_match_records(args.tournament) if snapshot.info.options.matches else {}
        result = export_event(snapshot, args.export, matches)
    except (TournamentError, ExportError) as exc:
        raise CliError(str(exc)) from None
    except OSError as exc:
        raise CliError(f"{args.export}: cannot write ({exc.strerror or exc})") from None
    return {
        "folder": str(result.folder),
        "pages": result.pages,
        "games": result.games,
        "skipped": [{"round": r, "table": t, "why": why} for r, t, why in result.skipped],
    }


def run(args: argparse.Namespace) -> dict[str, Any] | int | None:
    if not re.fullmatch(r"[0-9A-Za-z.:_-]{1,253}", args.host):
        raise CliError(f"--host {args.host[:40]}: not an address")
    if args.export is not None:
        return _export(args)
    from daifugo_gui.web.address import LOCAL_ONLY, public_address
    from daifugo_gui.web.server import ServiceError, WebService

    service = WebService(args.tournament, host=args.host, port=args.port, own_process=True)

    def _stop(_signum: int, _frame: Any) -> None:
        raise KeyboardInterrupt

    signal.signal(signal.SIGTERM, _stop)
    try:
        url = service.start().result()
    except ServiceError as exc:
        raise CliError(str(exc)) from None
    # Everything is said before the address: a caller (a script, the console) acts on the
    # address line at once and may stop the service before a later line would be written
    # (seen on a loaded machine: the warning went missing). From then on, Ctrl-C or
    # SIGTERM is a normal stop.
    try:
        if args.host not in LOCAL_ONLY:
            print("warning: every device on this network can open these pages, and the traffic is not "
                  "encrypted (plain HTTP). They show names and results only, never change anything.",
                  file=sys.stderr)
        print("Read-only web view running. Stop with Ctrl-C.", file=sys.stderr)
        print(public_address(url, args.host))
        sys.stdout.flush()
        parent_gone = threading.Event()
        if os.environ.get("DAIFUGO_WEB_STOP_ON_EOF") == "1":
            # Started by the console (daifugo_gui/app/web_service.py): its end, however it
            # came, closes this pipe, and the pages stop with it.
            def watch_parent() -> None:
                try:
                    while sys.stdin.buffer.read(4096):
                        pass
                except (OSError, ValueError, AttributeError):
                    return  # no pipe to watch: Ctrl-C or SIGTERM still stop it
                parent_gone.set()

            threading.Thread(target=watch_parent, name="parent-watch", daemon=True).start()
        while service.running and not parent_gone.is_set():
            service.wait(1.0)
    except KeyboardInterrupt:
        pass
    finally:
        service.stop()
    print("web view stopped", file=sys.stderr)
    return 0
