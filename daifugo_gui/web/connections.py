"""Connections the web view accepts (issue 38): at most so many open at once from one
address, and a request's header must arrive within a few seconds of connecting.

One laptop opening thousands of connections that never send a request (or send it a
byte at a time) would otherwise hold them for as long as the peer likes and crowd out the
players' phones. :class:`GuardedSite` is aiohttp's TCP site with every connection wrapped
in :class:`_Guarded`, which counts connections by address, closes one over the cap at
once, and closes one whose request header is not complete in time. The request handling
itself is aiohttp's, unchanged: the wrapper only passes the protocol calls on.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from typing import Any, Callable

from aiohttp import web

_HEADER_END = b"\r\n\r\n"


class _Guard:
    """The counts and limits one site shares among its connections."""

    def __init__(self, per_address: int, header_s: float) -> None:
        self.per_address = per_address
        self.header_s = header_s
        self.open: Counter[str] = Counter()


class _Guarded(asyncio.Protocol):
    """aiohttp's protocol for one connection, behind the address cap and the header deadline."""

    def __init__(self, inner: Any, guard: _Guard) -> None:
        self._inner = inner
        self._guard = guard
        self._address: str | None = None
        self._transport: asyncio.Transport | None = None
        self._deadline: asyncio.TimerHandle | None = None
        self._tail = b""  # the last bytes seen, to find a header's end split across reads

    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        peer = transport.get_extra_info("peername")
        address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        assert isinstance(transport, asyncio.Transport)
        if self._guard.open[address] >= self._guard.per_address:
            transport.abort()  # over the cap: closed before aiohttp ever sees it
            return
        self._guard.open[address] += 1
        self._address = address
        self._transport = transport
        self._deadline = asyncio.get_running_loop().call_later(self._guard.header_s, self._too_slow)
        self._inner.connection_made(transport)

    def _too_slow(self) -> None:
        self._deadline = None
        if self._transport is not None:
            self._transport.abort()

    def data_received(self, data: bytes) -> None:
        if self._address is None:
            return
        if self._deadline is not None:
            seen = self._tail + data
            if _HEADER_END in seen:  # the first request's header is in: aiohttp's timeouts from here
                self._deadline.cancel()
                self._deadline = None
            self._tail = seen[-3:]
        self._inner.data_received(data)

    def eof_received(self) -> bool | None:
        if self._address is None:
            return None
        result: bool | None = self._inner.eof_received()
        return result

    def connection_lost(self, exc: Exception | None) -> None:
        if self._address is None:
            return
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None
        self._guard.open[self._address] -= 1
        if self._guard.open[self._address] <= 0:
            del self._guard.open[self._address]
        self._address = None
        self._inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self._address is not None:
            self._inner.pause_writing()

    def resume_writing(self) -> None:
        if self._address is not None:
            self._inner.resume_writing()


class GuardedSite(web.TCPSite):
    """aiohttp's TCP site, each connection guarded (see the module's notes)."""

    def __init__(self, runner: web.AppRunner, host: str, port: int, *, per_address: int, header_s: float,
                 backlog: int = 128) -> None:
        super().__init__(runner, host, port, backlog=backlog)
        self._guard = _Guard(per_address, header_s)

    async def start(self) -> None:
        self._runner._reg_site(self)  # what BaseSite.start does
        server = self._runner.server
        assert server is not None
        factory: Callable[[], Any] = server
        guard = self._guard
        loop = asyncio.get_running_loop()
        self._server = await loop.create_server(lambda: _Guarded(factory(), guard), self._host, self._port,
                                                backlog=self._backlog, reuse_address=self._reuse_address,
                                                reuse_port=self._reuse_port)
        self._bound_port = self._server.sockets[0].getsockname()[1] if self._server.sockets else self._port
