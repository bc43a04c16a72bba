"""The table session's refused-actions part alone (issue 37, items 1 and 4): no session,
no disk. Refused actions wait in order; replaying stops at one refused again, which
stays first with those after it."""

from __future__ import annotations

from daifugo_gui.app.table_failed import FailedActions, Retry
from daifugo_gui.rules.events import Pass, Play, Timeout


def test_refused_actions_wait_in_order_and_block_new_ones() -> None:
    failed = FailedActions()
    assert not failed.blocks()
    failed.refused(Play("Aki", "7"))
    failed.refused(Timeout("Ben"))  # the clock's ruling comes second, it does not replace the play
    failed.refused(None)  # a refused pause leaves nothing to apply again
    assert len(failed) == 2 and failed.blocks()
    applied: list[Retry] = []
    assert failed.replay(lambda head: applied.append(head) or len(applied)) == 2
    assert applied == [Play("Aki", "7"), Timeout("Ben")] and len(failed) == 0


def test_one_refused_again_stays_first_with_those_after_it() -> None:
    failed = FailedActions()
    failed.refused(Play("Aki", "7"))
    failed.refused(Pass("Ben"))
    tried: list[Retry] = []

    def disk_says_no(head: Retry) -> None:
        tried.append(head)
        failed.refused(head)  # its own write fails: not queued twice

    assert failed.replay(disk_says_no) is None
    assert tried == [Play("Aki", "7")] and len(failed) == 2 and failed.blocks()
    assert failed.replay(lambda head: "done") == "done" and len(failed) == 0


def test_while_replaying_the_queue_does_not_block_its_own_actions() -> None:
    failed = FailedActions()
    failed.refused(Play("Aki", "7"))
    seen: list[bool] = []
    failed.replay(lambda head: seen.append(failed.blocks()))
    assert seen == [False] and not failed.replaying
    failed.refused(Play("Aki", "7"))
    failed.clear()
    assert len(failed) == 0 and not failed.blocks()
