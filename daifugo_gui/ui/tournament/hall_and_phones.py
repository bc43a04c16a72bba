"""What the Tournament tab shows beyond the judge's screen: the hall display (standings
and seats, full screen, for the room) and the read-only web view for players' phones
(docs/web.md), whose address goes on the hall display and on printed sheets."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from daifugo_gui.app.tournament_session import TournamentSession
from daifugo_gui.ui.tournament.tab_pages import TabPages, TabPart


class HallAndPhones(TabPart):
    """The hall display windows and the phones' web view of the open tournament."""

    def __init__(self, pages: TabPages, session: TournamentSession) -> None:
        super().__init__(pages)
        self.session = session
        self.hall_windows: list[QWidget] = []
        self.phones_dialog: QWidget | None = None  # the web view for players' phones (docs/web.md)
        pages.hall_button.clicked.connect(self.open_hall_display)
        pages.phones_button.clicked.connect(self.open_phones_view)

    def open_hall_display(self, full_screen: bool = True) -> QWidget | None:
        """The hall display for this tournament (a window of its own, full screen)."""
        tournament = self.session.tournament
        if tournament is None:
            return None
        from daifugo_gui.ui.tournament.hall_display import HallWindow

        hall = HallWindow(tournament.target)
        hall.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        halls = self.hall_windows
        hall.destroyed.connect(lambda *_: halls.remove(hall) if hall in halls else None)
        halls.append(hall)
        address = self.web_address_for_print()
        if address is not None:  # players' phones: the QR on the big screen too
            from daifugo_gui.ui.tournament.phones_dialog import show_web_address

            show_web_address(hall, address)
        if full_screen:
            hall.show_full_screen()
        else:
            hall.show()
        return hall

    def open_phones_view(self) -> QWidget | None:
        """The dialog that serves this tournament to players' phones (one per tab)."""
        tournament = self.session.tournament
        if tournament is None:
            return None
        from daifugo_gui.ui.tournament.phones_dialog import PhonesDialog

        if self.phones_dialog is None or getattr(self.phones_dialog, "target", None) != tournament.target:
            self.close_phones_view()
            dialog = PhonesDialog(tournament.target, self.pages)
            dialog.addressChanged.connect(self._show_web_address_on_halls)
            self.phones_dialog = dialog
        self.phones_dialog.show()
        self.phones_dialog.raise_()
        return self.phones_dialog

    def _show_web_address_on_halls(self, url: str | None) -> None:
        from daifugo_gui.ui.tournament.phones_dialog import show_web_address

        for hall in self.hall_windows:
            show_web_address(hall, url)

    def web_address_for_print(self) -> str | None:
        """The web view's address for a printed sheet: only while it serves the local
        network (this computer's own address means nothing to a player's phone)."""
        dialog = self.phones_dialog
        url = getattr(dialog, "url", None) if dialog is not None else None
        return url if url and getattr(dialog, "host", "") != "127.0.0.1" else None

    def close_phones_view(self) -> None:
        """End the web view's service, if it runs (another tournament, or the window closes):
        phones must not go on seeing a tournament left."""
        dialog, self.phones_dialog = self.phones_dialog, None
        if dialog is not None:
            dialog.stop()  # type: ignore[attr-defined]
            dialog.deleteLater()

    def close_halls(self) -> None:
        for hall in list(self.hall_windows):
            hall.close()
        self.hall_windows.clear()
