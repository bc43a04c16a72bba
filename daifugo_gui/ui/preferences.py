"""The console's preferences: language, font size, high contrast (console and audience display),
the clock sounds (a mute switch and which calls sound).

Stored in QSettings; :func:`apply_startup_preferences` applies them when the console
starts, :class:`PreferencesDialog` edits them. The audience display reads
``audience_font_scale`` and ``audience_high_contrast`` and applies them with
:mod:`daifugo_gui.ui.widgets.theme`; it follows ``PreferencesDialog.changed`` to update live.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtCore import QSettings, Signal
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QKeySequenceEdit,
    QApplication,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from daifugo_gui.ui.widgets import i18n, theme
from daifugo_gui.ui.widgets.assets import ClockCall, ClockSounds, system_player
from daifugo_gui.ui.widgets.keys import DEFAULT_KEYS, action_keys, key_problem
from daifugo_gui.app.translation import fill

FONT_SCALE_KEY = "ui/font_scale"
HIGH_CONTRAST_KEY = "ui/high_contrast"
AUDIENCE_FONT_SCALE_KEY = "audience/font_scale"
AUDIENCE_HIGH_CONTRAST_KEY = "audience/high_contrast"
SOUND_MUTED_KEY = "sound/muted"
SOUND_CALL_KEYS = {"thirty": "sound/call_30s", "ten": "sound/call_10s", "alarm": "sound/alarm"}


@dataclass(frozen=True)
class Preferences:
    language: str = ""  # "" follows the system locale
    font_scale: float = 1.0
    high_contrast: bool = False
    audience_font_scale: float = 1.0
    audience_high_contrast: bool = False
    sound_muted: bool = False  # the mute switch: no clock sound at all
    call_thirty: bool = True  # which calls sound: "30 seconds", "10 seconds", time up
    call_ten: bool = True
    call_alarm: bool = True


def _as_scale(value: object, default: float) -> float:
    try:
        scale = float(value)  # type: ignore[arg-type]
    except (TypeError, ValueError):
        return default
    return scale if theme.MIN_FONT_SCALE <= scale <= theme.MAX_FONT_SCALE else default


def _as_bool(value: object) -> bool:
    # INI files hand booleans back as the strings "true"/"false".
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)


def load_preferences(settings: QSettings) -> Preferences:
    """The stored preferences; a missing or unreadable value takes its default."""
    default = Preferences()
    return Preferences(
        language=i18n.saved_language(settings),
        font_scale=_as_scale(settings.value(FONT_SCALE_KEY), default.font_scale),
        high_contrast=_as_bool(settings.value(HIGH_CONTRAST_KEY, False)),
        audience_font_scale=_as_scale(settings.value(AUDIENCE_FONT_SCALE_KEY), default.audience_font_scale),
        audience_high_contrast=_as_bool(settings.value(AUDIENCE_HIGH_CONTRAST_KEY, False)),
        sound_muted=_as_bool(settings.value(SOUND_MUTED_KEY, False)),
        call_thirty=_as_bool(settings.value(SOUND_CALL_KEYS["thirty"], True)),
        call_ten=_as_bool(settings.value(SOUND_CALL_KEYS["ten"], True)),
        call_alarm=_as_bool(settings.value(SOUND_CALL_KEYS["alarm"], True)),
    )


def save_preferences(settings: QSettings, preferences: Preferences) -> None:
    i18n.save_language(settings, preferences.language)
    settings.setValue(FONT_SCALE_KEY, preferences.font_scale)
    settings.setValue(HIGH_CONTRAST_KEY, preferences.high_contrast)
    settings.setValue(AUDIENCE_FONT_SCALE_KEY, preferences.audience_font_scale)
    settings.setValue(AUDIENCE_HIGH_CONTRAST_KEY, preferences.audience_high_contrast)
    settings.setValue(SOUND_MUTED_KEY, preferences.sound_muted)
    settings.setValue(SOUND_CALL_KEYS["thirty"], preferences.call_thirty)
    settings.setValue(SOUND_CALL_KEYS["ten"], preferences.call_ten)
    settings.setValue(SOUND_CALL_KEYS["alarm"], preferences.call_alarm)
    settings.sync()


def apply_to_application(app: QApplication, preferences: Preferences) -> None:
    """Font size and contrast of the console (the language needs a restart)."""
    theme.apply_font_scale(app, preferences.font_scale)
    # Only touch the palette when asked to, or to undo our own: the desktop's own
    # (possibly dark) palette stays otherwise.
    if preferences.high_contrast or theme.is_high_contrast(app):
        theme.apply_high_contrast(app, preferences.high_contrast)


def apply_startup_preferences(app: QApplication, settings: QSettings | None = None) -> Preferences:
    """At start-up, before the main window is built: language, font size, contrast."""
    settings = settings if settings is not None else QSettings()
    preferences = load_preferences(settings)
    i18n.install_language(app, i18n.chosen_language(settings))
    apply_to_application(app, preferences)
    return preferences


def apply_sound_preferences(sounds: ClockSounds, preferences: Preferences) -> None:
    """The mute switch and the chosen calls, onto the console's clock sounds."""
    sounds.muted = preferences.sound_muted
    chosen = {
        ClockCall.THIRTY_SECONDS: preferences.call_thirty,
        ClockCall.TEN_SECONDS: preferences.call_ten,
        ClockCall.TIME_UP: preferences.call_alarm,
    }
    sounds.enabled = {call for call, on in chosen.items() if on}


def sound_note() -> str:
    """How the calls will sound on this machine (shown under the sound choices)."""
    from PySide6.QtCore import QCoreApplication

    if system_player() is not None:
        return QCoreApplication.translate("PreferencesDialog", "The calls play through the system's sound program.")
    return QCoreApplication.translate(
        "PreferencesDialog",
        "No program to play sounds was found, so the calls use the system beep (the user guide says what to install).",
    )


class PreferencesDialog(QDialog):
    """Edit the preferences; on OK they are saved, applied, and announced by ``changed``."""

    changed = Signal(object)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._settings = settings if settings is not None else QSettings()
        current = load_preferences(self._settings)
        self.setWindowTitle(self.tr("Preferences"))

        self.language = QComboBox(self)
        system = i18n.system_language()
        system_name = next(lang.native_name for lang in i18n.available_languages() if lang.code == system)
        self.language.addItem(fill(self.tr("System default (%1)"), system_name), "")
        for lang in i18n.available_languages():
            self.language.addItem(lang.native_name, lang.code)
        self.language.setCurrentIndex(max(0, self.language.findData(current.language)))

        self.font_scale = self._scale_box(current.font_scale)
        self.high_contrast = QCheckBox(self.tr("&High contrast"), self)
        self.high_contrast.setChecked(current.high_contrast)
        self.audience_font_scale = self._scale_box(current.audience_font_scale)
        self.audience_high_contrast = QCheckBox(self.tr("High &contrast (white on black)"), self)
        self.audience_high_contrast.setChecked(current.audience_high_contrast)

        self.sound_muted = QCheckBox(self.tr("&Mute every clock sound"), self)
        self.sound_muted.setChecked(current.sound_muted)
        self.call_thirty = QCheckBox(self.tr("Call at &30 seconds"), self)
        self.call_thirty.setChecked(current.call_thirty)
        self.call_ten = QCheckBox(self.tr("Call at 1&0 seconds"), self)
        self.call_ten.setChecked(current.call_ten)
        self.call_alarm = QCheckBox(self.tr("&Alarm when time is up"), self)
        self.call_alarm.setChecked(current.call_alarm)
        for box in (self.call_thirty, self.call_ten, self.call_alarm):
            box.setEnabled(not current.sound_muted)
            self.sound_muted.toggled.connect(lambda muted, box=box: box.setEnabled(not muted))

        console = QGroupBox(self.tr("Console"), self)
        form = QFormLayout(console)
        form.addRow(self._label(self.tr("&Language:"), self.language), self.language)
        note = QLabel(self.tr("A new language takes effect when the console restarts."), console)
        note.setWordWrap(True)
        form.addRow("", note)
        form.addRow(self._label(self.tr("&Font size:"), self.font_scale), self.font_scale)
        form.addRow("", self.high_contrast)

        audience = QGroupBox(self.tr("Audience display"), self)
        audience_form = QFormLayout(audience)
        audience_form.addRow(self._label(self.tr("Font si&ze:"), self.audience_font_scale), self.audience_font_scale)
        audience_form.addRow("", self.audience_high_contrast)

        sound = QGroupBox(self.tr("Clock sounds"), self)
        sound_layout = QVBoxLayout(sound)
        for box in (self.sound_muted, self.call_thirty, self.call_ten, self.call_alarm):
            sound_layout.addWidget(box)
        self.sound_note = QLabel(sound_note(), sound)
        self.sound_note.setWordWrap(True)
        sound_layout.addWidget(self.sound_note)

        # The console's action keys (ui/widgets/keys.py): none may start card text.
        keys_box = QGroupBox(self.tr("Console keys"), self)
        keys_form = QFormLayout(keys_box)
        in_force = action_keys(self._settings)
        names = {
            "draw": self.tr("Draw"), "pass": self.tr("Pass"), "timeout": self.tr("Time-out"),
            "late_refusal": self.tr("Late refusal (forced pass)"), "start": self.tr("Start play"),
            "pause": self.tr("Pause clocks"),
        }
        self._key_names = names
        self.key_edits: dict[str, QKeySequenceEdit] = {}
        for action in DEFAULT_KEYS:
            edit = QKeySequenceEdit(QKeySequence(in_force[action]), keys_box)
            self.key_edits[action] = edit
            keys_form.addRow(names[action], edit)
        self.keys_error = QLabel("", keys_box)
        self.keys_error.setStyleSheet("color: #b00020;")
        self.keys_error.setWordWrap(True)
        keys_note = QLabel(self.tr("New keys take effect when the console restarts."), keys_box)
        keys_note.setWordWrap(True)
        keys_form.insertRow(0, keys_note)  # full width, above the keys: it wraps without clipping
        keys_form.addRow(self.keys_error)

        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(console)
        layout.addWidget(audience)
        layout.addWidget(sound)
        layout.addWidget(keys_box)
        layout.addWidget(buttons)

    def _label(self, text: str, buddy: QWidget) -> QLabel:
        label = QLabel(text, self)
        label.setBuddy(buddy)  # the & mnemonic (Alt+letter) moves focus to the field
        return label

    def _scale_box(self, value: float) -> QComboBox:
        box = QComboBox(self)
        for scale in theme.FONT_SCALES:
            box.addItem(f"{round(scale * 100)}%", scale)
        index = box.findData(value)
        if index < 0:
            box.addItem(f"{round(value * 100)}%", value)
            index = box.count() - 1
        box.setCurrentIndex(index)
        return box

    def preferences(self) -> Preferences:
        """What the dialog shows now."""
        return replace(
            Preferences(),
            language=str(self.language.currentData() or ""),
            font_scale=float(self.font_scale.currentData()),
            high_contrast=self.high_contrast.isChecked(),
            audience_font_scale=float(self.audience_font_scale.currentData()),
            audience_high_contrast=self.audience_high_contrast.isChecked(),
            sound_muted=self.sound_muted.isChecked(),
            call_thirty=self.call_thirty.isChecked(),
            call_ten=self.call_ten.isChecked(),
            call_alarm=self.call_alarm.isChecked(),
        )

    def chosen_keys(self) -> dict[str, str]:
        return {action: edit.keySequence().toString() for action, edit in self.key_edits.items()}

    def _keys_problem(self, keys: dict[str, str]) -> str | None:
        for action, key in keys.items():
            if key_problem(key) is not None:
                return fill(self.tr("%1: %2 is not one key, or it starts card text (a digit, A J Q K T, S H D C, X)"), self._key_names[action], key or "—")
        if len(set(keys.values())) != len(keys):
            return self.tr("Two actions cannot share one key.")
        return None

    def accept(self) -> None:
        keys = self.chosen_keys()
        problem = self._keys_problem(keys)
        if problem is not None:
            self.keys_error.setText(problem)
            return
        for action, key in keys.items():
            self._settings.setValue(f"keys/{action}", key)
        chosen = self.preferences()
        save_preferences(self._settings, chosen)
        app = QApplication.instance()
        if isinstance(app, QApplication):
            apply_to_application(app, chosen)
        self.changed.emit(chosen)
        super().accept()
