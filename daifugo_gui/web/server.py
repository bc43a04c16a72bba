"""The web view's HTTP server: aiohttp on its own thread and event loop, read-only.

:class:`WebService` opens the tournament read-only, reads a first
:class:`~daifugo_gui.web.snapshot.EventSnapshot` and then follows every console's
commits with the same :class:`~daifugo_gui.tournament.watch.ChangeWatcher` as the hall
display (LISTEN/NOTIFY on PostgreSQL, ``data_version`` on SQLite): the watcher's thread
reads the new snapshot, the server's loop swaps it in and wakes every open event
stream. Nothing here runs on the caller's thread (the console's UI thread stays free),
and nothing writes to the tournament.

Safety (docs/web.md): GET and HEAD only, every other method 405; fixed routes (numbers
only where a number belongs, so no path reaches a file); a request rate per address and
bounds on requests answered and streams held at once; error pages say only what went
wrong in a word, never a path, URL or trace.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import gc
import json
import logging
import sys
import threading
import time
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Awaitable, Callable

from aiohttp import web

from daifugo_gui.rules.reasons import Reason, english
from daifugo_gui.tournament import TournamentError
from daifugo_gui.web import api
from daifugo_gui.web.connections import GuardedSite
from daifugo_gui.web.pages import PAGES, Renderer
from daifugo_gui.web.patch import patch_json
from daifugo_gui.web.render_queue import PAGE, STREAM, RenderQueue
from daifugo_gui.web.reading import FileState, Reading, file_state, tournament_file
from daifugo_gui.web.snapshot import EventSnapshot, load_snapshot, stamp_boards
from daifugo_gui.web.templates import ICON_SVG, LIVE_JS, SERVICE_WORKER_JS, SITE_CSS
from daifugo_gui.web.words import LANGS, choose_lang
from daifugo_gui.words import WebWord

log = logging.getLogger(__name__)

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
BOARD_POLL_S = 0.5
"""How often the live boards are read for changes (they send no notification)."""

FILE_CHECK_S = 1.0
"""How often the tournament's file is looked at for being replaced or deleted."""

FIRST_LOAD_S = 30.0
"""How long the service waits for its first reading of the tournament before giving up."""

SECURITY_HEADERS = {
    # Scripts and styles from this server only, nothing inline, no frames: a value that
    # slipped past escaping still could not run.
    "Content-Security-Policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; manifest-src 'self'; worker-src 'self'; base-uri 'none'; form-action 'self'; "
        "frame-ancestors 'none'"
    ),
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "X-Frame-Options": "DENY",
}

STATIC = {
    "site.css": (SITE_CSS.encode(), "text/css"),
    "live.js": (LIVE_JS.encode(), "text/javascript"),
    "icon.svg": (ICON_SVG.encode(), "image/svg+xml"),
}


@dataclass(frozen=True)
class Limits:
    """How much the server takes on at once (docs/web.md explains the defaults)."""

    max_requests: int = 64  # pages and API answers being worked on at once
    max_streams: int = 400  # live event streams open at once (one per phone and page)
    rate: float = 20.0  # requests per second per address, on average
    burst: int = 60  # requests an address may make at once before the rate applies
    keepalive_s: float = 15.0  # a comment on each idle stream so proxies keep it open
    per_address: int = 48  # connections open at once from one address (a phone holds a few)
    header_s: float = 10.0  # from connecting to a complete request header, at most


class RateLimiter:
    """A token bucket per client address (a phone reloading in a loop slows only itself)."""

    def __init__(self, rate: float, burst: int, most_addresses: int = 10_000) -> None:
        self.rate = rate
        self.burst = burst
        self._most = most_addresses
        self._buckets: dict[str, tuple[float, float]] = {}

    def allow(self, address: str, now: float | None = None) -> bool:
        now = time.monotonic() if now is None else now
        tokens, last = self._buckets.get(address, (float(self.burst), now))
        tokens = min(float(self.burst), tokens + (now - last) * self.rate)
        if len(self._buckets) >= self._most and address not in self._buckets:
            self._buckets.clear()  # forget idle addresses rather than grow without bound
        if tokens < 1.0:
            self._buckets[address] = (tokens, now)
            return False
        self._buckets[address] = (tokens - 1.0, now)
        return True


class Hub:
    """The current snapshot, its rendered pages (per version) and the streams waiting on it.

    Lives on the server's loop: only that thread touches it. Live parts are made on one
    render thread of its own (:meth:`rendered`): while a change is rendered for every
    page followed (with players' own pages, a hundred of them), the loop goes on
    answering requests, and a page asked for goes before the live updates
    (:mod:`~daifugo_gui.web.render_queue`). A page is its live part, made once per
    change for the page and its streams alike, in the page's frame, which is quick to
    fill and is filled on the loop."""

    def __init__(self, snapshot: EventSnapshot) -> None:
        self.renderer = Renderer()
        self.snapshot = stamp_boards(snapshot, None, time.time())
        self.streams = 0
        self.in_flight = 0
        self.closing = False
        self.renders = RenderQueue()
        self._changed = asyncio.Event()
        self._cache: dict[tuple[Any, ...], Any] = {}
        # What is being rendered: one future per part, which every stream waiting for it
        # shares, and the render thread's job (to move it up when a page needs it).
        self._rendering: dict[tuple[Any, ...], tuple[asyncio.Future[Any], concurrent.futures.Future[Any]]] = {}
        self._beat: asyncio.TimerHandle | None = None
        self._reviews_seen = 0  # reviews ready when the cached pages were made (issue 41)
        # The last version's live parts, by (page, lang, n): what a patch starts from.
        self._previous: dict[tuple[Any, ...], tuple[int, str]] = {}

    def publish(self, snapshot: EventSnapshot) -> None:
        old = self.snapshot
        self.snapshot = stamp_boards(snapshot, old, time.time())
        self._previous = {key[1:]: (old.version, text) for key, text in self._cache.items() if key[0] == "fragment"}
        self._cache.clear()
        self._rendering.clear()
        self._wake()

    def _wake(self) -> None:
        changed, self._changed = self._changed, asyncio.Event()
        changed.set()

    def close(self) -> None:
        self.closing = True
        if self._beat is not None:
            self._beat.cancel()
        self._changed.set()
        self.renders.close()

    async def wait(self, timeout_s: float) -> None:
        """Until the next change, or the next keep-alive beat (every ``timeout_s``, one
        timer for every stream: a timeout of each stream's own, made and cancelled at
        every change, was a good part of the loop's work for 300 phones)."""
        if self._beat is None:
            self._beat = asyncio.get_running_loop().call_later(timeout_s, self._on_beat, timeout_s)
        await self._changed.wait()

    def _on_beat(self, every_s: float) -> None:
        self._wake()
        self._beat = asyncio.get_running_loop().call_later(every_s, self._on_beat, every_s)

    def cached(self, key: tuple[Any, ...], make: Callable[[], Any]) -> Any:
        """``make()`` once per snapshot for ``key`` (200 phones on one page cost one render)."""
        self._forget_if_reviewed()
        if key not in self._cache:
            self._cache[key] = make()
        return self._cache[key]

    def _forget_if_reviewed(self) -> None:
        ready = self.renderer.reviews.ready
        if ready != self._reviews_seen:
            # a game's review was worked out since: a page that said "being prepared" is
            # made again, so a reload shows the review (issue 41)
            self._reviews_seen = ready
            self._cache.clear()
            self._rendering.clear()

    async def rendered(self, key: tuple[Any, ...], make: Callable[[], Any], priority: int = STREAM) -> Any:
        """``make()`` once per snapshot for ``key``, on the render thread; every request
        for it meanwhile waits for the same rendering. ``priority``: :data:`PAGE` when a
        phone waits for a page (it goes first, and a live update of the same part queued
        before it moves up with it)."""
        self._forget_if_reviewed()
        if key in self._cache:
            return self._cache[key]
        snap = self.snapshot
        found = self._rendering.get(key)
        if found is None:
            job = self.renders.submit(make, priority)
            found = self._rendering[key] = (asyncio.wrap_future(job), job)
        elif priority < STREAM:
            self.renders.hurry(found[1], priority)
        # a phone gone does not cancel it for the others
        value = await asyncio.shield(found[0])
        if self.snapshot is snap:  # not the snapshot before a change that came meanwhile
            self._cache[key] = value
            self._rendering.pop(key, None)
        return value

    async def page(self, page: str, lang: str, n: int | None) -> str:
        """A page that exists, as it is now: its live part (made on the render thread,
        before any live update) in the page's frame (filled here, once per change)."""
        snap = self.snapshot
        key = ("fragment", page, lang, n)
        part = str(await self.rendered(key, lambda: self.renderer.fragment(snap, page, lang, n), PAGE))
        kept = self._cache.get(("page", page, lang, n))
        if kept is not None and kept[0] is part:  # the frame around this very live part
            return str(kept[1])
        html = self.renderer.page_around(snap, page, lang, part, n)
        if self.snapshot is snap:  # not a change that came meanwhile
            self._cache[("page", page, lang, n)] = (part, html)
        return html

    async def event(self, page: str, lang: str, n: int | None, has: int = -1) -> tuple[int, bytes]:
        """The next message for a stream whose page shows version ``has`` (-1: none, or
        a stream that takes whole pages only), and the version it carries: only what
        changed when that is the version just before, else the whole live part. Made
        once per version and page; each stream adds the server's time (a live table's
        clocks tick from it)."""
        snap = self.snapshot
        text = str(await self.rendered(("fragment", page, lang, n), lambda: self.renderer.fragment(snap, page, lang, n)))
        current = self.snapshot is snap
        body: bytes | None = None
        if has >= 0:
            key = ("patch", page, lang, n, has)
            body = self._cache.get(key) if current else None
            if body is None:
                body = self._patch(snap, page, lang, n, has, text)
                if current:
                    self._cache[key] = body
        kind = "patch"
        if body is None:
            kind = "state"
            whole = ("state", page, lang, n)
            body = self._cache.get(whole) if current else None
            if body is None:
                body = json.dumps({"v": snap.version, "main": text}, ensure_ascii=False)[1:].encode()
                if current:
                    self._cache[whole] = body
        message = b"id: %d\nevent: %s\ndata: {\"now\": %.3f, %s\n\n" % (snap.version, kind.encode(), time.time(), body)
        return snap.version, message

    def _patch(self, snap: EventSnapshot, page: str, lang: str, n: int | None, has: int, text: str) -> bytes | None:
        before = self._previous.get((page, lang, n))
        if before is None or before[0] != has:
            return None
        ops = patch_json(before[1], text)
        if ops is None:
            return None
        return f'"v": {snap.version}, "base": {has}, "ops": {ops}}}'.encode()


def _plain(status: int, text: str, headers: dict[str, str] | None = None) -> web.Response:
    return web.Response(status=status, text=text + "\n", content_type="text/plain", headers=headers)


_ERROR_TEXT = {
    400: "Bad request", 404: "Not found", 405: "Method not allowed", 429: "Too many requests",
    503: "Busy: try again in a moment",
}


def build_app(hub: Hub, limits: Limits = Limits()) -> web.Application:
    """The routes and guards around ``hub`` (tests serve this app directly)."""
    limiter = RateLimiter(limits.rate, limits.burst)

    @web.middleware
    async def guard(request: web.Request, handler: Callable[[web.Request], Awaitable[web.StreamResponse]]) -> web.StreamResponse:
        if request.method not in ("GET", "HEAD"):
            return _plain(405, _ERROR_TEXT[405], {"Allow": "GET, HEAD"})
        if not limiter.allow(request.remote or "?"):
            return _plain(429, _ERROR_TEXT[429], {"Retry-After": "1"})
        streaming = request.path == "/events"
        if not streaming and hub.in_flight >= limits.max_requests:
            return _plain(503, _ERROR_TEXT[503], {"Retry-After": "1"})
        hub.in_flight += 0 if streaming else 1
        try:
            response = await handler(request)
        except web.HTTPException as exc:
            if exc.status == 404 and not request.path.startswith(("/api/", "/static/", "/events")):
                # An address a phone typed or an old link: a page in its language, with the menu.
                response = web.Response(status=404, text=hub.renderer.not_found(hub.snapshot, lang_of(request)),
                                        content_type="text/html", headers={"Cache-Control": "no-cache"})
            else:
                response = _plain(exc.status, _ERROR_TEXT.get(exc.status, "Error"))
        except asyncio.CancelledError:
            raise
        except Exception:  # a bug: one word, never the trace or a path
            response = _plain(500, "Internal error")
        finally:
            hub.in_flight -= 0 if streaming else 1
        if not response.prepared:
            response.headers.update(SECURITY_HEADERS)
        return response

    def lang_of(request: web.Request) -> str:
        return choose_lang(request.query.get("lang"), request.headers.get("Accept-Language"))

    def page_handler(page: str) -> Callable[[web.Request], Awaitable[web.StreamResponse]]:
        async def handle(request: web.Request) -> web.StreamResponse:
            lang = lang_of(request)
            raw = request.match_info.get("n")
            n = int(raw) if raw is not None else None
            snap = hub.snapshot
            found = hub.renderer.exists(snap, page, n)
            q = request.query.get("q", "")[:100] if page == "seating" else ""
            if q or not found:  # a search (never kept), or the "not found" page
                html = await asyncio.wrap_future(hub.renders.submit(
                    lambda: hub.renderer.page(snap, page, lang, n=n, q=q), PAGE))
            else:
                html = await hub.page(page, lang, n)
            return web.Response(status=200 if found else 404, text=html, content_type="text/html",
                                headers={"Cache-Control": "no-cache", "Vary": "Accept-Language"})

        return handle

    def json_response(data: Any, status: int = 200) -> web.Response:
        return web.Response(status=status, text=json.dumps(data, ensure_ascii=False),
                            content_type="application/json", headers={"Cache-Control": "no-cache"})

    async def api_standings(request: web.Request) -> web.Response:
        snap = hub.snapshot
        return json_response(hub.cached(("api", "standings"), lambda: api.standings(snap)))

    async def api_seating(request: web.Request) -> web.Response:
        snap = hub.snapshot
        return json_response(hub.cached(("api", "seating"), lambda: api.seating(snap)))

    async def api_round(request: web.Request) -> web.Response:
        snap = hub.snapshot
        view = snap.round(int(request.match_info["n"]))
        if view is None:
            return json_response({"error": "no such round"}, 404)
        return json_response(hub.cached(("api", "round", view.number), lambda: api.round_results(view, snap)))

    async def api_live(request: web.Request) -> web.Response:
        data = api.table_live(hub.snapshot, int(request.match_info["n"]))
        return json_response(data if data is not None else {"error": "no such table"}, 200 if data else 404)

    async def static(request: web.Request) -> web.Response:
        found = STATIC.get(request.match_info["name"])
        if found is None:
            raise web.HTTPNotFound()
        body, kind = found
        return web.Response(body=body, content_type=kind, headers={"Cache-Control": "max-age=300"})

    async def manifest(request: web.Request) -> web.Response:
        """What a phone needs to install the pages as an app (issue 36)."""
        lang = lang_of(request)
        data = {"name": hub.snapshot.info.name, "short_name": hub.snapshot.info.name[:12], "lang": lang,
                "start_url": f"/?lang={lang}", "scope": "/", "display": "standalone",
                "background_color": "#fbfbfd", "theme_color": "#0b57d0",
                "icons": [{"src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}]}
        return web.Response(text=json.dumps(data, ensure_ascii=False), content_type="application/manifest+json",
                            headers={"Cache-Control": "no-cache"})

    async def service_worker(request: web.Request) -> web.Response:
        return web.Response(body=SERVICE_WORKER_JS.encode(), content_type="text/javascript",
                            headers={"Cache-Control": "no-cache"})

    async def events(request: web.Request) -> web.StreamResponse:
        page = request.query.get("page", "")
        lang = request.query.get("lang", "")
        raw_n = request.query.get("n")
        if page not in PAGES or lang not in LANGS or (raw_n is not None and not (raw_n.isdigit() and len(raw_n) <= 4)):
            raise web.HTTPBadRequest()
        n = int(raw_n) if raw_n is not None else None
        patches = request.query.get("patch") == "1"
        if hub.streams >= limits.max_streams:
            return _plain(503, _ERROR_TEXT[503], {"Retry-After": "5"})
        response = web.StreamResponse(headers={
            "Content-Type": "text/event-stream", "Cache-Control": "no-cache", "X-Accel-Buffering": "no",
            **SECURITY_HEADERS,
        })
        await response.prepare(request)
        if request.method == "HEAD":
            return response
        hub.streams += 1
        try:
            # The whole state on every connect: a phone back from a dead spot catches up
            # with its first message (EventSource reconnects by itself after `retry`).
            await response.write(b"retry: 2000\n\n")
            sent = -1
            while not hub.closing:
                if hub.snapshot.version != sent:
                    sent, message = await hub.event(page, lang, n, sent if patches else -1)
                    await response.write(message)
                    if hub.snapshot.version != sent:
                        continue  # changed again while this one was made: no wait for the next
                else:
                    await response.write(b": keep-alive\n\n")
                await hub.wait(limits.keepalive_s)
        except (ConnectionResetError, ConnectionError):
            pass
        finally:
            hub.streams -= 1
        return response

    app = web.Application(middlewares=[guard], client_max_size=1024)
    number = r"{n:[0-9]{1,4}}"
    app.router.add_get("/", page_handler("standings"))
    app.router.add_get("/seating", page_handler("seating"))
    app.router.add_get("/rounds", page_handler("rounds"))
    app.router.add_get(f"/rounds/{number}", page_handler("round"))
    app.router.add_get("/crosstable", page_handler("crosstable"))
    app.router.add_get("/bracket", page_handler("bracket"))
    app.router.add_get("/tables", page_handler("tables"))
    app.router.add_get(f"/tables/{number}", page_handler("table"))
    app.router.add_get(f"/players/{number}", page_handler("player"))
    app.router.add_get("/api/standings", api_standings)
    app.router.add_get("/api/seating", api_seating)
    app.router.add_get(f"/api/rounds/{number}", api_round)
    app.router.add_get(f"/api/tables/{number}/live", api_live)
    app.router.add_get("/static/{name:[a-z]{1,10}\\.(?:css|js|svg)}", static)
    app.router.add_get("/manifest.webmanifest", manifest)
    app.router.add_get("/sw.js", service_worker)
    app.router.add_get("/events", events)
    return app


SWITCH_S = 0.001
"""How long a thread of ``daifugo web`` runs before another may take Python's lock."""


def _settle_process() -> None:
    """In a process of its own, once serving (issue 36: the page p99 under load).

    Everything loaded so far (the templates, aiohttp, SQLAlchemy, the first reading) is
    kept out of the collector's full passes, which otherwise went through all of it every
    few seconds and held the loop for 50-130 ms each time. And the loop gets Python's
    lock back sooner from the render thread and the reading thread (after 1 ms, not 5):
    a page request needs the lock a few times on its way, and waited a whole slice each
    time while a change was rendered. Never in the console's process: a collection
    started off its GUI thread may free widgets there (issue 42), the console freezes its
    own objects when it serves from a thread, and its UI thread keeps Python's default."""
    gc.collect()
    gc.freeze()
    sys.setswitchinterval(SWITCH_S)


class ServiceError(Exception):
    """The service could not start; ``reason`` says why in words (no URL, no password)."""

    def __init__(self, why: Reason | str) -> None:
        # In English words, not a Reason's repr: `daifugo web` and the console show this line.
        super().__init__(english(why) if isinstance(why, Reason) else str(why))
        self.reason = why


class WebService:
    """The web view of one tournament, served from its own thread.

    ``start()`` returns at once with a future of the address served
    (``http://HOST:PORT/``), or of a :class:`ServiceError`; ``stop()`` ends it.
    ``on_problem`` hears of a lost connection to the tournament (None when it is back),
    on the watcher's thread.
    """

    def __init__(self, target: str, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT,
                 limits: Limits = Limits(), on_problem: Callable[[Reason | None], None] | None = None,
                 *, any_port_if_busy: bool = False, own_process: bool = False) -> None:
        self.target = target
        # `daifugo web`: the process serves and does nothing else (the console's thread
        # service must leave its process alone, see _settle_process).
        self.own_process = own_process
        self.any_port_if_busy = any_port_if_busy  # the console: another free port rather than none
        self.host = host
        self.port = port
        self.limits = limits
        self._on_problem = on_problem or (lambda _why: None)
        self._ready: concurrent.futures.Future[str] = concurrent.futures.Future()
        self._thread = threading.Thread(target=self._run, name="web-view", daemon=True)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._stop: asyncio.Event | None = None
        self._hub: Hub | None = None
        self._version = 0
        self._version_lock = threading.Lock()
        self._first = threading.Event()
        self._first_snapshot: EventSnapshot | None = None
        self._first_error: Reason | str | None = None
        self._reading: Reading | None = None  # set before the first await (see _serve)
        self._reloads = 0  # readings made by the change watch (the file watch compares)
        self._notice: WebWord | None = None  # what the pages say about the file
        self.url: str | None = None

    # ----------------------------------------------------------------- outside view
    def start(self) -> concurrent.futures.Future[str]:
        self._thread.start()
        return self._ready

    def stop(self, timeout_s: float = 5.0) -> None:
        loop, stop = self._loop, self._stop
        if loop is not None and stop is not None and not loop.is_closed():
            try:
                loop.call_soon_threadsafe(stop.set)
            except RuntimeError:
                pass
        if self._thread.is_alive() and threading.current_thread() is not self._thread:
            self._thread.join(timeout_s)

    def wait(self, timeout_s: float | None = None) -> None:
        """Block until the service ends (or ``timeout_s`` passes)."""
        self._thread.join(timeout_s)

    @property
    def running(self) -> bool:
        return self._thread.is_alive() and self._ready.done() and self._ready.exception() is None

    @property
    def streams(self) -> int:
        return self._hub.streams if self._hub is not None else 0

    # ----------------------------------------------------------------- the thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        try:
            loop.run_until_complete(self._serve())
        except BaseException as exc:  # whatever stopped it, the caller hears in words
            if not self._ready.done():
                self._ready.set_exception(exc if isinstance(exc, ServiceError) else ServiceError(str(exc)[:200]))
        finally:
            loop.close()

    async def _serve(self) -> None:
        self._stop = asyncio.Event()
        path = tournament_file(self.target)
        opened = file_state(path) if path is not None else None  # before reading: no change missed
        try:
            self._reading = first = Reading(self.target, self._reload, self._on_problem)
        except TournamentError as exc:
            raise ServiceError(exc.reason if hasattr(exc, "reason") else str(exc)) from None
        first.start()
        runner: web.AppRunner | None = None
        try:
            loaded = await asyncio.get_running_loop().run_in_executor(None, self._first.wait, FIRST_LOAD_S)
            if not loaded or self._first_snapshot is None:
                raise ServiceError(self._first_error or "the tournament could not be read")
            self._hub = hub = Hub(self._first_snapshot)
            if self._first_snapshot is not hub.snapshot:  # read again while the hub was made
                hub.publish(self._first_snapshot)
            # Idle keep-alive connections are closed after a while: a phone that stopped
            # asking holds nothing (live streams send a comment every keepalive_s).
            runner = web.AppRunner(build_app(hub, self.limits), access_log=None, shutdown_timeout=1.0,
                                   keepalive_timeout=self.limits.keepalive_s)
            await runner.setup()
            try:
                await self._site(runner, self.port).start()
            except OSError as exc:
                if not self.any_port_if_busy:
                    raise ServiceError(f"cannot listen on {self.host}:{self.port} ({exc.strerror or exc})") from None
                try:
                    await self._site(runner, 0).start()
                except OSError as again:
                    raise ServiceError(f"cannot listen on {self.host} ({again.strerror or again})") from None
            port = self.port
            for address in runner.addresses:
                if isinstance(address, tuple) and len(address) >= 2:
                    port = int(address[1])
                    break
            shown = f"[{self.host}]" if ":" in self.host else self.host
            self.url = f"http://{shown}:{port}/"
            self._ready.set_result(self.url)
            if self.own_process:
                _settle_process()
            tasks = [asyncio.create_task(self._poll_boards(hub))]
            if path is not None:
                tasks.append(asyncio.create_task(self._watch_file(hub, path, opened)))
            await self._stop.wait()
            for task in tasks:
                task.cancel()
            hub.close()
        finally:
            if runner is not None:
                await runner.cleanup()
            if self._reading is not None:
                self._reading.close()

    def _site(self, runner: web.AppRunner, port: int) -> web.TCPSite:
        # Issue 38: connections capped per address, and a header due within header_s.
        return GuardedSite(runner, self.host, port, per_address=self.limits.per_address,
                           header_s=self.limits.header_s, backlog=256)

    def _next_version(self) -> int:
        with self._version_lock:
            self._version += 1
            return self._version

    async def _poll_boards(self, hub: Hub) -> None:
        """The consoles' live boards, read a few times a second: a changed board makes a
        new snapshot (the rest of it unchanged) for every page following it."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(BOARD_POLL_S)
            current = hub.snapshot.current
            reading = self._reading
            if current is None or hub.snapshot.notice or reading is None:
                continue
            try:
                found = await loop.run_in_executor(None, reading.boards.read)
            except Exception:  # a lost server: the change watch says so; try again
                continue
            live = {t.table: t for t in found if t.round == current.number}
            if live != dict(hub.snapshot.live) and hub.snapshot.current is current:
                hub.publish(replace(hub.snapshot, live=live, version=self._next_version()))

    async def _watch_file(self, hub: Hub, path: Path, seen: FileState | None) -> None:
        """Issue 36: the tournament's file replaced, written over or deleted under the
        server. A new file in its place is opened and followed; a deleted one, or one
        that is no tournament, leaves the last reading on the pages, which say so. Each
        is logged."""
        loop = asyncio.get_running_loop()
        reloads = self._reloads
        while True:
            await asyncio.sleep(FILE_CHECK_S)
            now = await loop.run_in_executor(None, file_state, path)
            read_since, reloads = self._reloads != reloads, self._reloads
            if now == seen:
                continue
            before, seen = seen, now
            if now is None:
                if hub.snapshot.notice is not WebWord.FILE_GONE:
                    log.warning("%s: the tournament file was deleted; the pages show its last reading", path.name)
                    self._say(hub, WebWord.FILE_GONE)
                continue
            if before is not None and before.file == now.file and hub.snapshot.notice is None:
                # The same file, written: a console's commit, which the change watch
                # reads. Written over by a copy whose change counter happens to match,
                # SQLite would not see it: then nothing was read, and it is opened anew.
                if read_since:
                    continue
                await asyncio.sleep(FILE_CHECK_S)
                if self._reloads != reloads:
                    reloads = self._reloads
                    continue
            await self._reopen(hub, path, replaced=before is not None)

    async def _reopen(self, hub: Hub, path: Path, *, replaced: bool) -> None:
        loop = asyncio.get_running_loop()
        try:
            reading = await loop.run_in_executor(None, Reading, self.target, self._reload, self._on_problem)
        except TournamentError:
            if hub.snapshot.notice is not WebWord.FILE_UNREADABLE:
                log.warning("%s: the file in the tournament's place is not a tournament that can be read; "
                            "the pages show the last reading", path.name)
                self._say(hub, WebWord.FILE_UNREADABLE)
            return
        old, self._reading = self._reading, reading
        self._notice = None
        reading.start()  # its first reading replaces the notice on the pages
        if old is not None:
            await loop.run_in_executor(None, old.close)
        log.warning("%s: the tournament file was %s; the pages now follow the file in its place",
                    path.name, "replaced" if replaced else "put back")

    def _say(self, hub: Hub, notice: WebWord) -> None:
        self._notice = notice
        hub.publish(replace(hub.snapshot, notice=notice, version=self._next_version()))

    def _reload(self, reading: Reading) -> None:
        """On the watcher's thread: read the tournament anew and hand it to the loop."""
        if reading is not self._reading and self._reading is not None:
            return  # a file no longer followed
        try:
            snapshot = load_snapshot(reading.tournament, self._next_version(), reading.boards)
        except TournamentError as exc:
            self._first_error = getattr(exc, "reason", None) or str(exc)
            if not self._first.is_set():
                self._first.set()
            return
        self._reloads += 1
        if self._notice is not None:
            snapshot = replace(snapshot, notice=self._notice)
        self._first_snapshot = snapshot  # the latest, for a hub not made yet
        self._first.set()
        loop, hub = self._loop, self._hub
        if loop is not None and hub is not None and not loop.is_closed():
            loop.call_soon_threadsafe(hub.publish, snapshot)
