"""The players' web view: a read-only HTTP view of a tournament for phones (docs/web.md).

Pure Python (no Qt): :mod:`snapshot` reads the tournament through its public read
functions, :mod:`api` and :mod:`pages` turn a snapshot into JSON and HTML,
:mod:`server` serves them (aiohttp, on its own thread and event loop) and follows the
tournament's commits, :mod:`export` writes the same pages as static files.
"""
