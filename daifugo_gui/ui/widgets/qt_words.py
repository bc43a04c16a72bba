"""Words Qt's own file dialog shows that Qt's Japanese catalog leaves out (issue 35).

The file list's "Kind" column names a folder through Qt's file icon provider, whose
"Folder" has no Japanese in qtbase; the calls below put the words into the console's
own catalog under Qt's context and disambiguation, where Qt looks them up like any
other translation. (File types and sizes follow the language through the default
locale, see i18n.py.)
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication


def file_dialog_words() -> tuple[str, ...]:
    """The words as Qt shows them now (lupdate reads the literal calls)."""
    return (
        QCoreApplication.translate("QAbstractFileIconProvider", "Folder", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Shortcut", "All other platforms"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Drive"),
        QCoreApplication.translate("QAbstractFileIconProvider", "Unknown"),
    )
