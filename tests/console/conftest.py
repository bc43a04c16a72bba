"""What the console tests share: the qasync loop the clocks' task runs on."""

from __future__ import annotations

import asyncio

import pytest
import qasync


@pytest.fixture
def aloop(qapp):
    """A qasync loop on pytest-qt's running QApplication (see NOTES.md)."""
    loop = qasync.QEventLoop(qapp, already_running=True)
    asyncio.set_event_loop(loop)
    yield loop
    for task in asyncio.all_tasks(loop):
        task.cancel()
    qapp.processEvents()
    # Not loop.stop(): it calls QApplication.exit(), after which the next test's loop
    # never ticks. Mark it stopped by hand and close it while its Qt objects live.
    loop._QEventLoop__is_running = False
    loop._timer._stopped = True
    asyncio.events._set_running_loop(None)
    asyncio.set_event_loop(None)
    loop.close()
