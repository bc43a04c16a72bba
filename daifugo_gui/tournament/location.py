"""Where a tournament lives: an SQLite file (the default) or a database on a server.

A location is written as a file path or as a URL with ``://``
(``postgresql://judge@10.0.0.5:5432/cup``; ``postgresql+psycopg://`` is the same). The
password is never part of what is shown or remembered: :func:`public_url` drops it, and
the console asks for it when it opens the tournament.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import quote, unquote

import sqlalchemy as sa
from daifugo_gui.rules.errors import Explained
from daifugo_gui.tournament.reasons import TournamentCode as TC, at, reason

DRIVER = "postgresql+psycopg"
"""The SQLAlchemy driver used for PostgreSQL (psycopg 3, a dependency)."""

DEFAULT_PORT = 5432


# SQLAlchemy refuses a malformed URL with ArgumentError, but a half-typed port
# ("127.0.0.1:", "…:54x/db") reaches int() and raises a bare ValueError: both are caught
# wherever a URL is read, so a URL being typed is never a traceback.


class LocationError(Explained, ValueError):
    """A location that is neither a file path nor a usable server URL."""


def is_server(target: str | Path) -> bool:
    """True for a server URL, False for a file path."""
    return "://" in str(target)


def _escaped(text: str) -> str:
    """The URL with an unescaped ``@`` (or ``:``/``/``) in its password percent-escaped:
    ``postgresql://u:S3cr@et@host/db`` is user ``u``, password ``S3cr@et``, host ``host``
    (issue 38: parsers split at the first ``@`` and showed the password's tail as a host).
    The user part ends at the last ``@`` before the host."""
    scheme, sep, rest = text.partition("://")
    if not sep:
        return text
    head, mark, query = rest.partition("?")
    at = head.rfind("@")
    if at < 0 or head.count("@") < 2:
        return text
    user, colon, password = head[:at].partition(":")
    userinfo = quote(unquote(user), safe="") + (colon + quote(unquote(password), safe="") if colon else "")
    return f"{scheme}://{userinfo}@{head[at + 1:]}{mark}{query}"


def make_url(text: str) -> sa.engine.URL:
    """SQLAlchemy's parse of a server URL, after :func:`_escaped`."""
    return sa.engine.make_url(_escaped(text))


def _parsed(text: str, code: TC) -> sa.engine.URL:
    """The URL's parts, or LocationError naming it (without its password). SQLAlchemy
    raises ValueError, not ArgumentError, for a port that is not a number."""
    try:
        url = make_url(text)
        port = url.port
    except (sa.exc.ArgumentError, ValueError):
        raise LocationError(at(public_url(text), code)) from None
    if port is not None and not 1 <= port <= 65535:
        raise LocationError(at(public_url(text), TC.PORT_RANGE, port=port))
    return url


def database_url(target: str | Path) -> str:
    """The SQLAlchemy URL of a location: a file path becomes ``sqlite:///…``, a
    ``postgresql://`` URL gets the psycopg driver; other URLs are refused in words."""
    text = str(target)
    if not is_server(text):
        return "sqlite:///" + str(Path(text).resolve())
    url = _parsed(text, TC.NOT_A_DATABASE_URL)
    backend = url.get_backend_name()
    if backend == "sqlite":
        return text
    if backend != "postgresql":
        raise LocationError(at(public_url(text), TC.ONLY_POSTGRESQL))
    if not url.host or not url.database:
        raise LocationError(at(public_url(text), TC.NAME_SERVER_AND_DATABASE))
    return url.set(drivername=DRIVER).render_as_string(hide_password=False)


# libpq's query parameters that hold a secret: the password, and the client key's.
_SECRET_KEYS = frozenset({"password", "sslpassword"})
_SECRET_IN_QUERY = re.compile(r"([?&])(?:ssl)?password=[^&#]*(&?)", re.IGNORECASE)


def _without_secret_query(text: str) -> str:
    """``text`` with every ``password=…`` query parameter removed (a URL that does not
    parse is cleaned as text)."""
    def drop(match: re.Match[str]) -> str:
        return match.group(1) if match.group(2) else ""

    cleaned = _SECRET_IN_QUERY.sub(drop, text)
    return cleaned[:-1] if cleaned.endswith(("?", "&")) else cleaned


def public_url(target: str | Path) -> str:
    """The location as shown and remembered: a server URL without its password, neither
    the one in its user part (``user:secret@``) nor one in its query (``?password=``)."""
    text = str(target)
    if not is_server(text):
        return text
    try:
        url = make_url(text)
    except (sa.exc.ArgumentError, ValueError):
        scheme, _, rest = text.partition("://")
        # Whatever it is: no user:password part, no password parameter.
        return _without_secret_query(f"{scheme}://{rest.rpartition('@')[2]}")
    query = {k: v for k, v in url.query.items() if k.lower() not in _SECRET_KEYS}
    bare = sa.engine.URL.create(url.drivername, url.username, None, url.host, url.port, url.database, query)
    return bare.render_as_string(hide_password=False)


def url_password(target: str | Path) -> str | None:
    """The password a server URL carries, in its user part or its query; None if none."""
    text = str(target)
    if not is_server(text):
        return None
    try:
        url = make_url(text)
    except (sa.exc.ArgumentError, ValueError):
        return None
    if url.password:
        return str(url.password)
    for key, value in url.query.items():
        if key.lower() == "password" and value:
            return str(value if isinstance(value, str) else value[-1])
    return None


def url_secrets(target: str | Path) -> list[str]:
    """Every secret a server URL carries (the password, the client key's password), as
    written and as decoded, longest first: each must be masked wherever it appears."""
    text = str(target)
    if not is_server(text):
        return []
    found: set[str] = set()
    try:
        url = make_url(text)
    except (sa.exc.ArgumentError, ValueError):
        url = None
    if url is not None:
        if url.password:
            found.add(str(url.password))
        for key, value in url.query.items():
            if key.lower() in _SECRET_KEYS and value:
                found.update([value] if isinstance(value, str) else value)
    scheme, _, rest = text.partition("://")
    head = rest.partition("?")[0]
    if "@" in head:  # as typed, before any parser: the whole user part after its first ':'
        found.add(head[: head.rfind("@")].partition(":")[2])
    for match in re.finditer(r"[?&](?:ssl)?password=([^&#]*)", text, re.IGNORECASE):
        found.add(match.group(1))
    found |= {quote(x, safe="") for x in found} | {unquote(x) for x in found}
    return sorted((x for x in found if len(x) >= 2), key=len, reverse=True)


def without_secrets(text: str, target: str | Path) -> str:
    """A message (a driver's words) with the password of ``target`` masked, wherever it
    appears: some errors echo the connection string."""
    for secret in url_secrets(target):
        text = text.replace(secret, "***")
    return text


@dataclass(frozen=True)
class ServerAddress:
    """The parts of a server location, as the connection dialog shows them."""

    host: str
    port: int = DEFAULT_PORT
    database: str = "tournament"
    user: str = "daifugo"

    def url(self, password: str | None = None) -> str:
        """The SQLAlchemy URL (with the password when given: kept in memory only)."""
        if not self.host.strip() or not self.database.strip() or not self.user.strip():
            raise LocationError(reason(TC.SERVER_NEEDS_PARTS))
        if not 1 <= self.port <= 65535:
            raise LocationError(reason(TC.PORT_RANGE, port=self.port))
        return sa.engine.URL.create(
            DRIVER, username=self.user.strip(), password=password or None, host=self.host.strip(),
            port=self.port, database=self.database.strip(),
        ).render_as_string(hide_password=False)

    @classmethod
    def parse(cls, target: str) -> ServerAddress:
        url = _parsed(target, TC.NOT_A_URL)
        if url.get_backend_name() != "postgresql" or not url.host or not url.database:
            raise LocationError(at(public_url(target), TC.NOT_A_POSTGRESQL_URL))
        return cls(url.host, url.port or DEFAULT_PORT, url.database, url.username or "daifugo")
