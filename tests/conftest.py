"""Shared test set-up: Qt runs offscreen, never on a real display."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
