"""Names a package hands out, imported from their modules only when first asked for.

A package whose ``__init__`` imported every module at once made the console's start-up
load SQLAlchemy and reportlab (issue 29); with this, ``from package import Name`` still
works and the module behind ``Name`` loads on first use.
"""

from __future__ import annotations

import importlib
from typing import Any, Callable, Mapping


def lazy_attributes(package: str, homes: Mapping[str, str], namespace: dict[str, Any]) -> Callable[[str], Any]:
    """A module ``__getattr__`` for ``package``: ``homes`` maps each name to the submodule
    that holds it; a name once imported is kept in ``namespace`` (the package's globals),
    so Python never asks again."""

    def attribute(name: str) -> Any:
        home = homes.get(name)
        if home is None:
            raise AttributeError(f"module {package!r} has no attribute {name!r}")
        value = getattr(importlib.import_module(f"{package}.{home}"), name)
        namespace[name] = value
        return value

    return attribute
