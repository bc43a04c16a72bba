"""A TCP proxy on 127.0.0.1 in front of a PostgreSQL server, for the tests that break the
venue's link at a chosen moment (a COMMIT cut, a network gone silent).

The proxy accepts each connection, opens its own to the server and starts one pump thread
per direction; a subclass says what its pump does with what it reads, and what one
connection's pumps share (``new_link``).
"""

from __future__ import annotations

import socket
import threading
from typing import Any


class PgProxy:
    def __init__(self, host: str, port: int) -> None:
        self.target = (host, port)
        self.listener = socket.create_server(("127.0.0.1", 0))
        self.port = self.listener.getsockname()[1]
        self.sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def answers_new_connections(self) -> bool:
        """False: a new connection is accepted by the kernel and answered by nobody."""
        return True

    def new_link(self) -> Any:
        """What the two pumps of one connection share (an event, say)."""
        return None

    def pump(self, source: socket.socket, sink: socket.socket, from_client: bool, link: Any) -> None:
        raise NotImplementedError

    def _accept(self) -> None:
        while True:
            try:
                client, _ = self.listener.accept()
            except OSError:  # closed: the test is over
                return
            self.sockets.append(client)
            if not self.answers_new_connections():
                continue
            server = socket.create_connection(self.target)
            self.sockets.append(server)
            link = self.new_link()
            for source, sink, from_client in ((client, server, True), (server, client, False)):
                threading.Thread(target=self.pump, args=(source, sink, from_client, link), daemon=True).start()

    def close(self) -> None:
        self.listener.close()
        for s in self.sockets:
            try:
                s.close()
            except OSError:
                pass
