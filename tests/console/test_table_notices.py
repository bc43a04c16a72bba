"""The session's notices are typed values, each reaching its one hook (issue 37, item 4)."""

from __future__ import annotations

import dataclasses
import typing

from daifugo_gui.app import table_notices
from daifugo_gui.app.table_notices import Notice, TableListener


def _sample(kind: type) -> object:
    """A notice of ``kind`` with placeholder values (the hook only passes them on)."""
    return kind(*(object() for _ in dataclasses.fields(kind)))


def test_every_notice_calls_exactly_one_hook_with_its_values() -> None:
    kinds = typing.get_args(Notice)
    hooks = [name for name, value in vars(TableListener).items()
             if callable(value) and not name.startswith("_") and name != "hear"]
    assert len(kinds) == len(hooks)
    called: dict[type, tuple[str, tuple[object, ...]]] = {}

    class Spy(TableListener):
        pass

    spy = Spy()
    for hook in hooks:
        setattr(spy, hook, lambda *args, _hook=hook: called.setdefault(current, (_hook, args)))
    for current in kinds:
        notice = _sample(current)
        spy.hear(notice)  # type: ignore[arg-type]
        hook, args = called[current]
        assert args == tuple(getattr(notice, f.name) for f in dataclasses.fields(current))
    assert sorted(h for h, _ in called.values()) == sorted(hooks)  # each hook for one notice


def test_notices_are_frozen_values() -> None:
    for kind in typing.get_args(Notice):
        assert dataclasses.is_dataclass(kind) and kind.__dataclass_params__.frozen  # type: ignore[attr-defined]
    assert table_notices.CHANGED == table_notices.Changed()
