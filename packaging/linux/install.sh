#!/bin/sh
# Install a built bundle (dist/daifugo_gui) for one user or system-wide, with its menu
# entry, icons and AppStream metadata.
#
#   packaging/linux/install.sh [PREFIX]      default PREFIX: ~/.local
#
# Uninstall: remove PREFIX/lib/daifugo_gui, PREFIX/bin/daifugo-gui, PREFIX/bin/daifugo and the files listed
# under "installed:" in the output.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
PREFIX=${1:-"$HOME/.local"}
BUNDLE=${BUNDLE:-"$ROOT/dist/daifugo_gui"}
APP_ID=io.github.daifugo_gui.DaifugoGui

if [ ! -x "$BUNDLE/daifugo_gui" ]; then
    echo "no bundle at $BUNDLE: build it first (python -m PyInstaller --noconfirm packaging/daifugo_gui.spec)" >&2
    exit 2
fi

mkdir -p "$PREFIX/lib" "$PREFIX/bin" "$PREFIX/share/applications" "$PREFIX/share/metainfo"
rm -rf "$PREFIX/lib/daifugo_gui"
cp -R "$BUNDLE" "$PREFIX/lib/daifugo_gui"
ln -sf "$PREFIX/lib/daifugo_gui/daifugo_gui" "$PREFIX/bin/daifugo-gui"
ln -sf "$PREFIX/lib/daifugo_gui/daifugo" "$PREFIX/bin/daifugo"  # the command line the guide names
# The menu entry runs the installed binary by its full path: PREFIX/bin may not be on PATH.
sed "s|^Exec=daifugo-gui|Exec=$PREFIX/bin/daifugo-gui|" "$HERE/$APP_ID.desktop" \
    > "$PREFIX/share/applications/$APP_ID.desktop"
cp "$HERE/$APP_ID.metainfo.xml" "$PREFIX/share/metainfo/"
echo "installed: $PREFIX/share/applications/$APP_ID.desktop"
echo "installed: $PREFIX/share/metainfo/$APP_ID.metainfo.xml"
for size in 16 24 32 48 64 128 256 512; do
    dir="$PREFIX/share/icons/hicolor/${size}x${size}/apps"
    mkdir -p "$dir"
    cp "$ROOT/daifugo_gui/resources/icons/daifugo_gui_$size.png" "$dir/$APP_ID.png"
    echo "installed: $dir/$APP_ID.png"
done
mkdir -p "$PREFIX/share/icons/hicolor/scalable/apps"
cp "$ROOT/daifugo_gui/resources/icons/daifugo_gui.svg" "$PREFIX/share/icons/hicolor/scalable/apps/$APP_ID.svg"
echo "installed: $PREFIX/share/icons/hicolor/scalable/apps/$APP_ID.svg"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$PREFIX/share/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$PREFIX/share/icons/hicolor" || true
echo "start it from the menu or with: $PREFIX/bin/daifugo-gui"
