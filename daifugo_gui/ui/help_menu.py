"""The Help menu's pieces: the user guide in a window, and About (name, version, licence).

The guide is the Markdown in ``docs/guide.<lang>.md`` (a checkout) or the copy a bundle
carries (see packaging/daifugo_gui.spec); Qt renders Markdown itself, screenshots
included.
"""

from __future__ import annotations

from PySide6 import __version__ as pyside_version
from PySide6.QtCore import QUrl, qVersion
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from daifugo_gui.paths import guide_file
from daifugo_gui.app.translation import fill


class GuideWindow(QDialog):
    """The user guide in the console's language, readable while the console runs."""

    def __init__(self, language: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("User guide"))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(True)
        path = guide_file(language)
        self.path = path
        if path is None:
            self.browser.setPlainText(
                fill(self.tr("The user guide is not installed with this copy. It is docs/guide.%1.md in the source."), language)
            )
        else:
            self.browser.setSearchPaths([str(path.parent)])
            self.browser.setSource(QUrl.fromLocalFile(str(path)), QTextDocument.ResourceType.MarkdownResource)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(900, 700)


def component_versions() -> str:
    """The versions a bug report needs besides the console's own."""
    import platform  # here, not at start-up: it compiles a dozen patterns on import (issue 29)

    try:
        import flint

        flint_version = str(getattr(flint, "__version__", "?"))
    except ImportError:
        flint_version = "—"
    return (
        f"Python {platform.python_version()} · Qt {qVersion()} · PySide6 {pyside_version}"
        f" · python-flint {flint_version}"
    )


def about_text(version_line: str, licence_line: str, log_line: str = "") -> str:
    """Name, version, licence, the versions under it and the log folder (for bug reports)."""
    import html  # with the About box, not at start-up (its entity table is large; issue 29)

    log_part = f"<br>{html.escape(log_line)}" if log_line else ""
    return (
        f"<b>Prime Daifugo judge console — 素数大富豪</b><br>{version_line}<br>{licence_line}"
        f"<br><small>{component_versions()}</small>{log_part}"
    )
