"""What the translation tests share: the application switched to Japanese for one test."""

from __future__ import annotations

import pytest

from daifugo_gui.ui.widgets import i18n


@pytest.fixture
def japanese(qapp):  # noqa: ANN001, ANN201
    """The running QApplication with the Japanese catalogs installed; English again after
    the test, so the next one starts as the app does on an English system."""
    i18n.install_language(qapp, "ja")
    yield qapp
    i18n.install_language(qapp, "en")
