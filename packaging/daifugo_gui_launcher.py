"""Entry point of the desktop bundle (PyInstaller runs this file, see daifugo_gui.spec).

Starts the console as ``daifugo-gui`` does. In smoke mode (``--smoke`` or
DAIFUGO_GUI_SMOKE=1) it creates the application first and arms the quit-on-first-window
hook of daifugo_gui.ui.smoke, so the bundle can be tested even before ui/main.py
calls that hook itself.
"""

from __future__ import annotations

import sys

from daifugo_gui.ui.main import main
from daifugo_gui.ui.smoke import choose_smoke_platform, install_smoke_quit

if __name__ == "__main__":
    if choose_smoke_platform():  # offscreen unless QT_QPA_PLATFORM is set
        from PySide6.QtWidgets import QApplication

        app = QApplication(sys.argv)  # held here so it outlives main()'s first line
        install_smoke_quit(app)
    sys.exit(main(sys.argv))
