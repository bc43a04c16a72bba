"""Which language the console speaks: Japanese or English, by system locale or by choice.

English is the source language (every ``self.tr("…")`` is English); Japanese comes from
``daifugo_gui/translations/daifugo_ja.qm``, compiled from ``translations/daifugo_ja.ts``
by ``packaging/build_translations.py``. The choice is stored in QSettings under
:data:`LANGUAGE_KEY`; an empty value means "follow the system locale".

The installed translators are children of the application (found again by object name),
so switching languages replaces them without any module-level state.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QLibraryInfo,
    QLocale,
    QSettings,
    QTranslator,
)

LANGUAGE_KEY = "ui/language"
SOURCE_LANGUAGE = "en"
CATALOG = "daifugo"
_APP_TRANSLATOR = "daifugo_translator"
_QT_TRANSLATOR = "daifugo_qt_translator"
_CURRENT = "daifugo_language"


@dataclass(frozen=True)
class Language:
    """A language the console can speak: ISO 639 code and the name in that language."""

    code: str
    native_name: str


def translations_dir() -> Path:
    """Where the compiled ``daifugo_<code>.qm`` files live (inside the package)."""
    return Path(__file__).resolve().parents[2] / "translations"


def _native_name(code: str) -> str:
    name = QLocale(code).nativeLanguageName()
    if code == "en" or not name:
        return {"en": "English", "ja": "日本語"}.get(code, code)
    return name


def available_languages(directory: Path | None = None) -> list[Language]:
    """English (the source) and every language with a compiled catalog, English first."""
    folder = directory if directory is not None else translations_dir()
    codes = {SOURCE_LANGUAGE}
    if folder.is_dir():
        codes |= {p.stem.removeprefix(f"{CATALOG}_") for p in folder.glob(f"{CATALOG}_*.qm")}
    ordered = [SOURCE_LANGUAGE, *sorted(codes - {SOURCE_LANGUAGE})]
    return [Language(code, _native_name(code)) for code in ordered]


def system_language(locale: QLocale | None = None, directory: Path | None = None) -> str:
    """The first of the locale's UI languages the console speaks; English otherwise."""
    codes = [lang.code for lang in available_languages(directory)]
    for name in (locale or QLocale.system()).uiLanguages():
        code = name.replace("_", "-").split("-")[0].lower()
        if code in codes:
            return code
    return SOURCE_LANGUAGE


def saved_language(settings: QSettings) -> str:
    """The language chosen in the settings, or "" for "follow the system"."""
    value = settings.value(LANGUAGE_KEY, "")
    return str(value) if value else ""


def save_language(settings: QSettings, code: str) -> None:
    """Store a choice ("" follows the system). Takes effect at the next start."""
    settings.setValue(LANGUAGE_KEY, code)


def chosen_language(settings: QSettings, locale: QLocale | None = None, directory: Path | None = None) -> str:
    """The language to start in: the saved choice if still available, else the system's."""
    saved = saved_language(settings)
    if saved in {lang.code for lang in available_languages(directory)}:
        return saved
    return system_language(locale, directory)


def _remove_translators(app: QCoreApplication) -> None:
    for name in (_APP_TRANSLATOR, _QT_TRANSLATOR):
        for translator in app.findChildren(QTranslator, name):
            app.removeTranslator(translator)
            translator.setParent(None)
            translator.deleteLater()


def _install(app: QCoreApplication, translator: QTranslator, name: str, locale: QLocale, catalog: str,
             folder: str) -> bool:
    """Load ``catalog`` for ``locale`` from ``folder`` into ``translator`` (named ``name``,
    so :func:`_remove_translators` finds it) and install it; False, and nothing
    installed, when there is no such catalog."""
    translator.setObjectName(name)
    if translator.load(locale, catalog, "_", folder):
        app.installTranslator(translator)
        return True
    translator.setParent(None)
    return False


def install_language(app: QCoreApplication, code: str, directory: Path | None = None) -> str:
    """Make ``app`` speak ``code`` ("en", "ja"); returns the code installed.

    Loads the console's catalog and Qt's own (for standard buttons such as OK/Cancel).
    Widgets get a LanguageChange event; widgets built afterwards come up translated.
    Raises ValueError for a language without a catalog.
    """
    folder = directory if directory is not None else translations_dir()
    codes = [lang.code for lang in available_languages(folder)]
    if code not in codes:
        raise ValueError(f'no translation for language "{code}" (available: {", ".join(codes)})')
    _remove_translators(app)
    locale = QLocale(code)
    # Qt's file dialog names file types and sizes in the default locale's language
    # ("plain text document", "bytes" on a Japanese screen otherwise)
    QLocale.setDefault(locale)
    if code != SOURCE_LANGUAGE:
        from daifugo_gui.app.shown_log import EnglishMemory

        # Remembers each translation it gives, so the log can be written in English (issue 40).
        if not _install(app, EnglishMemory(app), _APP_TRANSLATOR, locale, CATALOG, str(folder)):
            raise ValueError(f"the translation {folder / f'{CATALOG}_{code}.qm'} could not be loaded")
    else:
        # The source language's catalog holds only plural forms ("%n card(s)" → "1 card",
        # "2 cards"); without it the screen would read "card(s)". Missing, the source serves.
        _install(app, QTranslator(app), _APP_TRANSLATOR, locale, CATALOG, str(folder))
    # Qt's own catalogs are optional (a trimmed bundle may leave them out)
    _install(app, QTranslator(app), _QT_TRANSLATOR, locale, "qtbase",
             QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    app.setProperty(_CURRENT, code)
    return code


def current_language(app: QCoreApplication) -> str:
    """The language last installed on ``app`` (the source language if none was)."""
    value = app.property(_CURRENT)
    return str(value) if value else SOURCE_LANGUAGE


def install_chosen_language(app: QCoreApplication, settings: QSettings | None = None) -> str:
    """At start-up: install the saved or system language; returns its code."""
    return install_language(app, chosen_language(settings if settings is not None else QSettings()))


def joined(items: Iterable[str]) -> str:
    """The items of a list on one line, separated as the language does: ", " in English,
    "、" in Japanese (names, notes: the Japanese screen showed English commas)."""
    return QCoreApplication.translate("Lists", ", ").join(items)
