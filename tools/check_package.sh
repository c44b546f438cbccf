#!/usr/bin/env bash
# The packages as a player gets them (tools/package.sh), made from the
# build CI already has: their contents, the desktop entry and the metainfo
# through their validators, then the .deb installed with dpkg, its
# /usr/games/pilefire started under Xvfb to the menu, and removed again;
# lintian over the .deb; and the tarball's install.sh into a private prefix
# and out again.
#   tools/check_package.sh [WORK_DIR]
set -euo pipefail
cd "$(dirname "$0")/.."
work="${1:-target/package-check}"
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
[ -n "${PILEFIRE_BINARY:-}" ] || { cargo build --bin pilefire; export PILEFIRE_BINARY="$CARGO_TARGET_DIR/debug/pilefire"; }
rm -rf "$work"
mkdir -p "$work"
work="$(cd "$work" && pwd)"
fail() { echo "package check: $*"; exit 1; }

tools/package.sh "$work/out"
deb="$(ls "$work"/out/pilefire_*.deb)"
tarball="$(ls "$work"/out/pilefire-*-linux.tar.gz)"

# What each must hold.
sizes="16 24 32 48 64 128 256"
expected=(usr/games/pilefire usr/share/applications/pilefire.desktop
          usr/share/doc/pilefire/changelog.gz usr/share/man/man6/pilefire.6.gz
          usr/share/metainfo/io.github.pilefire.pilefire.metainfo.xml
          usr/share/doc/pilefire/copyright usr/share/doc/pilefire/CREDITS.md
          usr/share/doc/pilefire/LICENSE-MIT usr/share/doc/pilefire/LICENSE-APACHE
          usr/share/doc/pilefire/LICENSE-Inter.txt
          usr/share/doc/pilefire/THIRD-PARTY-LICENCES.txt.gz)
for size in $sizes; do expected+=("usr/share/icons/hicolor/${size}x${size}/apps/pilefire.png"); done
dpkg-deb -c "$deb" | awk '{ print $NF }' | sed 's|^\./||' > "$work/deb-contents"
for file in "${expected[@]}"; do
    grep -qx "$file" "$work/deb-contents" || fail "the .deb lacks $file"
done
dpkg-deb -f "$deb" Package Version Architecture Depends
mkdir -p "$work/tar"
tar -C "$work/tar" -xzf "$tarball"
root="$(ls -d "$work"/tar/pilefire-*)"
for file in bin/pilefire install.sh INSTALL.txt share/applications/pilefire.desktop \
            share/metainfo/io.github.pilefire.pilefire.metainfo.xml LICENSE-MIT \
            LICENSE-APACHE CREDITS.md THIRD-PARTY-LICENCES.txt; do
    [ -e "$root/$file" ] || fail "the tarball lacks $file"
done
for size in $sizes; do
    /usr/bin/python3 - "$root/share/icons/hicolor/${size}x${size}/apps/pilefire.png" "$size" <<'PY' || fail "icon $size"
import sys
from PIL import Image
image = Image.open(sys.argv[1])
size = int(sys.argv[2])
assert image.size == (size, size), image.size
assert image.mode == "RGBA", image.mode
# Drawn, not empty: some pixels opaque, the corners clear.
alpha = image.getchannel("A")
assert alpha.getextrema()[1] == 255, "no opaque pixel"
assert alpha.getpixel((0, 0)) < 64, "a filled corner"
PY
done
# Each crate's licence text, and our own licence files as they are in the
# repository, in the tarball and in the .deb.
/usr/bin/python3 tools/check_licence_texts.py "$root/THIRD-PARTY-LICENCES.txt" "$root" \
    || fail "the tarball's licence texts"
dpkg-deb -x "$deb" "$work/deb-tree"
docs="$work/deb-tree/usr/share/doc/pilefire"
gzip -dc "$docs/THIRD-PARTY-LICENCES.txt.gz" > "$work/deb-third-party.txt"
/usr/bin/python3 tools/check_licence_texts.py "$work/deb-third-party.txt" "$docs" \
    || fail "the .deb's licence texts"
# Depends names the package of every library the binary links to (its
# ELF NEEDED entries, found where the loader finds them) and the two the
# renderer and the keyboard open at run time.
depends="$(dpkg-deb -f "$deb" Depends)"
[ -n "$depends" ] || fail "the .deb has no Depends line"
needed=(libvulkan1 libxkbcommon0)
while read -r library; do
    # "libc.so.6 => /lib/..." or, for the loader, "/lib64/ld-linux-x86-64.so.2".
    path="$(ldd "$PILEFIRE_BINARY" | awk -v lib="$library" '$1 == lib { print $3 } $1 ~ ("/" lib "$") { print $1 }')"
    [ -n "$path" ] || fail "ldd does not find $library"
    owner="$(dpkg -S "$(readlink -f "$path")" 2>/dev/null || dpkg -S "$path")" || fail "no package holds $path"
    needed+=("${owner%%:*}")
done < <(readelf -d "$PILEFIRE_BINARY" | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p')
[ "${#needed[@]}" -gt 3 ] || fail "the binary links to too few libraries: ${needed[*]}"
for package in "${needed[@]}"; do
    grep -Eq "(^|, )$package(,|$| )" <<< "$depends" || fail "Depends lacks $package: $depends"
done
echo "Depends names ${needed[*]}"

# Debian's own checks of the package: no error and no warning.
command -v lintian >/dev/null || fail "lintian is not installed (setup.sh installs it)"
lintian --fail-on error,warning --display-level ">=info" "$deb" | tee "$work/lintian.txt" \
    || fail "lintian: $(grep -cE '^[EW]:' "$work/lintian.txt") errors and warnings"
echo "lintian: $(grep -cE '^[EW]:' "$work/lintian.txt") errors and warnings, $(grep -cE '^I:' "$work/lintian.txt") notes"
# The manual page says what --help says.
man -l "$work/deb-tree/usr/share/man/man6/pilefire.6.gz" 2>/dev/null | grep -q -- "--mode\|simulate" \
    || zcat "$work/deb-tree/usr/share/man/man6/pilefire.6.gz" | grep -q "simulate" \
    || fail "the manual page lacks the commands of --help"

# The validators a software centre runs.
desktop-file-validate "$root/share/applications/pilefire.desktop"
appstreamcli validate --no-net --pedantic "$root/share/metainfo/io.github.pilefire.pilefire.metainfo.xml"
# The desktop entry's name is the window's app id, so docks match them.
grep -qx "StartupWMClass=pilefire" "$root/share/applications/pilefire.desktop" || fail "StartupWMClass"

# Installed with dpkg and started as a player would, from the menu's command.
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if dpkg -s pilefire >/dev/null 2>&1; then fail "pilefire is already installed here"; fi
$sudo dpkg -i "$deb" >/dev/null
trap '$sudo dpkg -r pilefire >/dev/null 2>&1 || true' EXIT
command="$(sed -n 's/^Exec=//p' /usr/share/applications/pilefire.desktop)"
[ "$command" = /usr/games/pilefire ] && [ -x "$command" ] || fail "Exec=$command is not the installed /usr/games/pilefire"
reached() {
    local report="$1" deadline=$(( $(date +%s) + 240 ))
    while [ "$(date +%s)" -lt "$deadline" ]; do
        grep -q "^screen Menu" "$report" 2>/dev/null && return 0
        sleep 1
    done
    return 1
}
mkdir -p "$work/home" "$work/run"
(cd "$work/run" && env -u PILEFIRE_ASSETS HOME="$work/home" PILEFIRE_CONFIG_DIR="$work/config" \
    PILEFIRE_LAYOUT_REPORT="$work/layout.txt" \
    xvfb-run -a -s "-screen 0 1280x720x24" "$command" > "$work/installed.log" 2>&1) &
runner=$!
# The menu's command runs as "pilefire"; no other runs while CI checks this.
if ! reached "$work/layout.txt"; then
    pkill -x pilefire || true
    tail -20 "$work/installed.log"
    fail "the installed pilefire did not reach the menu"
fi
pkill -x pilefire
# Stopped by SIGTERM, the game ends cleanly (0, or 143 where the signal ends
# it); a crash on the way out is a failure.
status=0
wait "$runner" || status=$?
[ "$status" -eq 0 ] || [ "$status" -eq 143 ] || { tail -20 "$work/installed.log"; fail "the installed pilefire ended with status $status"; }
echo "installed $command reached the menu and stopped with status $status"
$sudo dpkg -r pilefire >/dev/null
trap - EXIT
[ ! -e /usr/games/pilefire ] || fail "dpkg -r left /usr/games/pilefire"

# The tarball's installer, into a private prefix and out again.
"$root/install.sh" "$work/prefix" >/dev/null
[ -x "$work/prefix/bin/pilefire" ] && [ -f "$work/prefix/share/icons/hicolor/48x48/apps/pilefire.png" ] \
    || fail "install.sh did not install"
"$root/install.sh" --uninstall "$work/prefix" >/dev/null
# Only the desktop's own caches, which the installer refreshed, stay.
left="$(find "$work/prefix" -type f ! -name icon-theme.cache ! -name mimeinfo.cache)"
[ -z "$left" ] || fail "install.sh --uninstall left $left"
echo "packages: ok"
