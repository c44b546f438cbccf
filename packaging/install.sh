#!/bin/sh
# Installs Pilefire from this folder for one user (~/.local) or, with a
# prefix, anywhere: the binary, the desktop entry, the icons and the
# metainfo, so the game appears in the app grid with its icon.
#   ./install.sh [PREFIX]          (default: ~/.local)
#   ./install.sh --uninstall [PREFIX]
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
uninstall=false
if [ "${1:-}" = "--uninstall" ]; then uninstall=true; shift; fi
prefix="${1:-$HOME/.local}"
files="bin/pilefire share/applications/pilefire.desktop share/metainfo/io.github.pilefire.pilefire.metainfo.xml"
for icon in "$here"/share/icons/hicolor/*/apps/pilefire.png; do
    files="$files ${icon#"$here"/}"
done
for file in $files; do
    if $uninstall; then
        rm -f "$prefix/$file"
    else
        mkdir -p "$(dirname "$prefix/$file")"
        cp "$here/$file" "$prefix/$file"
    fi
done
# Desktops notice new icons and entries sooner when told; both are optional.
command -v gtk-update-icon-cache >/dev/null 2>&1 \
    && gtk-update-icon-cache -q -t "$prefix/share/icons/hicolor" 2>/dev/null || true
command -v update-desktop-database >/dev/null 2>&1 \
    && update-desktop-database -q "$prefix/share/applications" 2>/dev/null || true
if $uninstall; then
    echo "Pilefire removed from $prefix (your settings, statistics and records are kept)."
else
    echo "Pilefire installed in $prefix. Start it from the app grid, or run $prefix/bin/pilefire."
    case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "($prefix/bin is not on your PATH.)";; esac
fi
