"""Qt's own words that Qt's Japanese catalog does not translate.

The console loads ``qtbase_ja.qm`` from PySide6 (``ui/widgets/i18n.py``), which covers the
message boxes' standard buttons and most of the file dialog. Qt 6 renamed two of the
non-native file dialog's labels (they gained a shortcut letter), and its Japanese catalog
still holds only the old texts, so "&Look in:" and "Files of &type:" stayed English on the
Japanese screen (issue 27). They are marked here under Qt's own context: lupdate puts them
into the console's catalog, and Qt finds them there once its own catalog has nothing.
"""

from __future__ import annotations

from daifugo_gui.app.translation import QT_TRANSLATE_NOOP

QT_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
