"""Windows that fit the screen they are on: laptop screens (1366×768, 1280×800) at 100–200 %.

A window asks for its preferred size and gets what the screen's free area allows; its
content scrolls where the screen is too small for it (a 200 % laptop is 683×384 points),
so nothing is ever cut off or pushed off the screen.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QRect, QSize, Qt
from PySide6.QtGui import QGuiApplication, QResizeEvent, QScreen
from PySide6.QtWidgets import QFrame, QScrollArea, QTabWidget, QWidget

# Room for a window's title bar and borders before it is shown (a window manager adds
# them outside the window's own geometry); the real frame replaces it once known.
FRAME_ALLOWANCE = QSize(16, 40)


def screen_of(widget: QWidget) -> QScreen | None:
    """The screen under ``widget``'s centre, else the primary one (a window not yet placed).

    Asked of QGuiApplication's static look-ups, never of ``QWidget.screen()``: PySide makes
    the screen an instance method returns a Python child of that widget (its return-value
    heuristic). When the widget later goes in a reference cycle, the collector may clear
    the screen's wrapper before the widget's, and clearing a child hands its C++ object to
    Python, which then deletes the application's own QScreen: the next window shown or
    closed crashed the console (found by issue 42's stress run; the test rebuilds it).
    """
    centre = widget.mapToGlobal(widget.rect().center())
    return QGuiApplication.screenAt(centre) or QGuiApplication.primaryScreen()


def available_area(widget: QWidget) -> QRect | None:
    screen = screen_of(widget)
    return screen.availableGeometry() if screen is not None else None


def fit_window(window: QWidget, preferred: QSize, area: QRect | None = None) -> None:
    """Size ``window`` to ``preferred`` or the screen's free area, whichever is smaller,
    and move it so that its frame lies inside that area."""
    area = area or available_area(window)
    if area is None:
        window.resize(preferred)
        return
    frame = window.frameGeometry().size() - window.geometry().size()
    if window.isVisible() and (frame.width() > 0 or frame.height() > 0):
        extra = frame
    else:
        extra = FRAME_ALLOWANCE
    width = max(1, min(preferred.width(), area.width() - extra.width()))
    height = max(1, min(preferred.height(), area.height() - extra.height()))
    window.resize(width, height)
    outer = QRect(window.pos(), QSize(width + extra.width(), height + extra.height()))
    if not area.contains(outer):  # a dialog not yet shown is centred by Qt, within the screen
        x = min(max(area.left(), window.x()), area.right() + 1 - outer.width())
        y = min(max(area.top(), window.y()), area.bottom() + 1 - outer.height())
        window.move(max(area.left(), x), max(area.top(), y))


class FitPage(QWidget):
    """Holds one page at the scroll area's size, down to the page's minimum size.

    A scroll area gives a page whose layout has wrapped text at least its *preferred*
    height for the width (Qt's height-for-width), so a page scrolled when it fitted at
    its minimum. This holder offers only the page's minimum and preferred sizes.
    """

    def __init__(self, page: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.page = page
        page.setParent(self)
        page.installEventFilter(self)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.page.minimumSizeHint().expandedTo(self.page.minimumSize())

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt's name)
        return self.page.sizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 (Qt's name)
        super().resizeEvent(event)
        self.page.setGeometry(self.rect())

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt's name)
        if watched is self.page and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the page's needs changed: the scroll area asks again
        return False


def scrolling(content: QWidget, parent: QWidget | None = None) -> QScrollArea:
    """``content`` in a frameless scroll area that scrolls only when the window is too small."""
    area = QScrollArea(parent)
    area.setFrameShape(QFrame.Shape.NoFrame)
    area.setWidgetResizable(True)
    area.setWidget(FitPage(content))
    area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return area


def page_of(area: QScrollArea) -> QWidget | None:
    holder = area.widget()
    return holder.page if isinstance(holder, FitPage) else holder


class PageTabs(QTabWidget):
    """Tabs whose pages scroll when the window is smaller than a page needs.

    The pages are wrapped in scroll areas, yet :meth:`widget`, :meth:`currentWidget`,
    :meth:`indexOf` and :meth:`setCurrentWidget` speak of the pages themselves.
    """

    def addTab(self, page: QWidget, title: str) -> int:  # type: ignore[override]  # noqa: N802
        return super().addTab(scrolling(page, self), title)

    def replace_page(self, index: int, page: QWidget) -> None:
        """Tab ``index`` shows ``page`` instead, in a scroll area like every page; the old page
        and its scroll area are deleted. (Swapped with removeTab and insertTab, the new page
        had no scroll area, and the old scroll area stayed behind hidden, holding a page the
        caller then deleted: asked for its size, it raised inside Qt, which crashed.)"""
        old = super().widget(index)
        title = self.tabText(index)
        current = self.currentIndex() == index
        self.removeTab(index)
        self.insertTab(index, scrolling(page, self), title)
        if current:
            self.setCurrentIndex(index)
        if old is not None:
            old.deleteLater()

    def scroll_area(self, index: int) -> QScrollArea | None:
        wrapper = super().widget(index)
        return wrapper if isinstance(wrapper, QScrollArea) else None

    def widget(self, index: int) -> QWidget | None:
        wrapper = super().widget(index)
        return page_of(wrapper) if isinstance(wrapper, QScrollArea) else wrapper

    def currentWidget(self) -> QWidget:  # noqa: N802
        page = self.widget(self.currentIndex())
        return page if page is not None else super().currentWidget()

    def indexOf(self, page: QWidget | None) -> int:  # noqa: N802
        for index in range(self.count()):
            if self.widget(index) is page:
                return index
        return -1

    def setCurrentWidget(self, page: QWidget) -> None:  # noqa: N802
        index = self.indexOf(page)
        if index >= 0:
            self.setCurrentIndex(index)
