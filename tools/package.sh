#!/usr/bin/env bash
# Makes the two packages a player installs, in OUT_DIR (default
# target/packages under the build folder):
#   pilefire_<version>_<arch>.deb          for Debian and Ubuntu (dpkg-deb)
#   pilefire-<version>-<arch>-linux.tar.gz a portable folder with install.sh
# Both hold the binary, the desktop entry (named after the window's app id,
# "pilefire"), the icon in the hicolor sizes, the AppStream metainfo, and the
# licences and credits.
#   tools/package.sh [--release] [OUT_DIR]
# By default the binary is built with the shipping profile (`dist`, LTO);
# --release uses the quicker release profile; PILEFIRE_BINARY names a binary
# already built (CI passes its debug build) and builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-$HOME/.cache/pilefire/target}"
profile=dist
if [ "${1:-}" = "--release" ]; then profile=release; shift; fi
out="${1:-$CARGO_TARGET_DIR/packages}"
version="$(sed -n 's/^version = "\(.*\)"/\1/p' Cargo.toml | head -1)"
arch="$(dpkg --print-architecture)"
binary="${PILEFIRE_BINARY:-}"
if [ -z "$binary" ]; then
    cargo build --locked --profile "$profile" --bin pilefire
    binary="$CARGO_TARGET_DIR/$profile/pilefire"
fi
mkdir -p "$out"
out="$(cd "$out" && pwd)"
stage="$(mktemp -d)"
trap 'rm -rf "$stage"' EXIT

# The tree both packages share, under a prefix.
lay_out() {
    local prefix="$1" docs="$2"
    install -D -m 755 "$binary" "$prefix/bin/pilefire"
    install -D -m 644 packaging/pilefire.desktop "$prefix/share/applications/pilefire.desktop"
    install -D -m 644 packaging/io.github.pilefire.pilefire.metainfo.xml \
        "$prefix/share/metainfo/io.github.pilefire.pilefire.metainfo.xml"
    "$binary" --write-icons "$prefix/share/icons/hicolor" >/dev/null
    mkdir -p "$docs"
    install -m 644 LICENSE-MIT LICENSE-APACHE assets/fonts/LICENSE-Inter.txt \
        assets/CREDITS.md "$docs/"
    install -m 644 "$stage/THIRD-PARTY-LICENCES.txt" "$docs/"
}
python3 tools/third_party_licences.py "$stage/THIRD-PARTY-LICENCES.txt" >/dev/null

# The Debian package. A game's binary goes in /usr/games (Debian policy
# 11.11), so the desktop entry names it there; the debug build CI packages
# is stripped like the shipped one. A short changelog and a manual page made
# from the command line's own --help go with it.
deb="$stage/deb"
lay_out "$deb/usr" "$deb/usr/share/doc/pilefire"
install -d "$deb/usr/games"
mv "$deb/usr/bin/pilefire" "$deb/usr/games/pilefire"
rmdir "$deb/usr/bin"
strip --strip-unneeded --remove-section=.comment "$deb/usr/games/pilefire"
sed -i 's|^Exec=pilefire|Exec=/usr/games/pilefire|' "$deb/usr/share/applications/pilefire.desktop"
install -m 644 packaging/copyright "$deb/usr/share/doc/pilefire/copyright"
gzip -9n "$deb/usr/share/doc/pilefire/THIRD-PARTY-LICENCES.txt"
# The changelog's date is the commit's, so the same commit makes the same package.
released="$(git log -1 --format=%aD 2>/dev/null || date -R)"
cat > "$deb/usr/share/doc/pilefire/changelog" <<CHANGES
pilefire ($version) unstable; urgency=medium

  * Pilefire $version: the number-pile games (co-operative, professional,
    On Fire and Duel) and chameleon rows, against strong bots.

 -- The Pilefire developers <pilefire@users.noreply.github.com>  $released
CHANGES
gzip -9n "$deb/usr/share/doc/pilefire/changelog"
install -d "$deb/usr/share/man/man6"
python3 tools/man_page.py "$binary" "$version" > "$deb/usr/share/man/man6/pilefire.6"
gzip -9n "$deb/usr/share/man/man6/pilefire.6"
# What the binary links against, as the packages that hold those libraries.
depends="$(ldd "$binary" | awk '/=> \// { print $3 }' | while read -r library; do
        dpkg -S "$(readlink -f "$library")" 2>/dev/null || dpkg -S "$library" 2>/dev/null
    done | cut -d: -f1 | sort -u | paste -sd, | sed 's/,/, /g')"
mkdir -p "$deb/DEBIAN"
(cd "$deb" && find usr -type f -print0 | sort -z | xargs -0 md5sum) > "$deb/DEBIAN/md5sums"
cat > "$deb/DEBIAN/control" <<CONTROL
Package: pilefire
Version: $version
Architecture: $arch
Maintainer: The Pilefire developers <pilefire@users.noreply.github.com>
Installed-Size: $(du -sk "$deb/usr" | cut -f1)
Depends: ${depends:+$depends, }libvulkan1, libxkbcommon0
Recommends: mesa-vulkan-drivers | vulkan-icd, libx11-xcb1, libxcursor1, libxi6, libxrandr2, libxkbcommon-x11-0, libwayland-client0, libwayland-cursor0
Section: games
Priority: optional
Homepage: https://github.com/pilefire/pilefire
Description: number-pile and chameleon card games against strong bots
 Pilefire plays the number piles (alone, with computer teammates, the
 On Fire variant and the Duel) and chameleon rows against one to four
 computer opponents. Every finished game can be reviewed against the
 expert, with a par for every deal, daily deals, statistics and replays.
 It plays with a mouse, a keyboard or a controller.
CONTROL
deb_file="$out/pilefire_${version}_${arch}.deb"
dpkg-deb --root-owner-group -Zxz --build "$deb" "$deb_file" >/dev/null

# The portable tarball: the same tree under one folder, with install.sh.
name="pilefire-$version-$(uname -m)-linux"
tree="$stage/$name"
lay_out "$tree" "$tree"
install -m 755 packaging/install.sh "$tree/install.sh"
install -m 644 packaging/INSTALL.txt "$tree/INSTALL.txt"
tarball="$out/$name.tar.gz"
tar -C "$stage" --owner=0 --group=0 --sort=name -czf "$tarball" "$name"

ls -l "$deb_file" "$tarball" | awk '{ printf "%s %.1f MiB\n", $NF, $5 / 1048576 }'
