#!/usr/bin/env bash
# Builds Flowwright's Debian package and app image from the built application (studio/target/flowwright.jar
# and studio/target/lib, what `mvn package` makes): a runtime trimmed by jlink with JavaFX linked in,
# Playwright's driver for this machine only, the sample flows, jpackage's launcher (flowwright-jvm) and the
# command people call (flowwright, packaging/src/deb/flowwright). ./flowwright package runs it after the
# build; the package test in ./test runs it too. docs/packaging.md says what is inside and why.
# Installed, the application lives in /opt/flowwright and the command is /usr/bin/flowwright.
#
#   scripts/package.sh [--out DIR] [--fast]
#
#   --out DIR   where the .deb and the app image go (default: target/package)
#   --fast      compress the .deb quickly (gzip -1) instead of as small as possible (xz): for tests, which
#               unpack it at once; the contents are the same
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
out="$here/target/package"
fast=0
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out="$(mkdir -p "$2" && cd "$2" && pwd)"; shift 2 ;;
    --out=*) out="$(mkdir -p "${1#--out=}" && cd "${1#--out=}" && pwd)"; shift ;;
    --fast) fast=1; shift ;;
    -h|--help) sed -n '2,14p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "package: unknown option $1 (see scripts/package.sh --help)" >&2; exit 2 ;;
  esac
done
log() { echo "package: $*" >&2; }
started=$(date +%s)
step() { log "[$(( $(date +%s) - started ))s] $*"; }

# ---- what the build needs: say exactly what is missing, then stop ----
missing=()
command -v jlink >/dev/null && command -v jpackage >/dev/null || missing+=("jlink and jpackage (apt-get install openjdk-17-jdk-headless)")
jdk="$(dirname "$(dirname "$(readlink -f "$(command -v jlink || echo /nonexistent/bin/jlink)")")")"
[ -f "$jdk/jmods/java.base.jmod" ] || missing+=("the JDK's modules in $jdk/jmods (apt-get install openjdk-17-jdk-headless)")
command -v dpkg-deb >/dev/null || missing+=("dpkg-deb (apt-get install dpkg)")
command -v fakeroot >/dev/null || missing+=("fakeroot (apt-get install fakeroot)")
command -v unzip >/dev/null || missing+=("unzip (apt-get install unzip)")
if [ ${#missing[@]} -gt 0 ]; then
  for m in "${missing[@]}"; do log "missing: $m"; done
  exit 2
fi
jar="$here/studio/target/flowwright.jar"
lib="$here/studio/target/lib"
props="$here/studio/target/classes/dev/flowwright/cli/version.properties"
for f in "$jar" "$lib" "$props"; do
  [ -e "$f" ] || { log "$f is missing: build the application first (mvn -DskipTests package, or ./flowwright package)"; exit 2; }
done
version="$(sed -n 's/^version=//p' "$props")"
commit="$(sed -n 's/^commit=//p' "$props")"
# Debian sorts "~" before anything: 0.1.0~snapshot comes before the 0.1.0 release
deb_version="${version/-SNAPSHOT/~snapshot}"
fx_version="$(ls "$lib" | sed -n 's/^javafx-base-\(.*\)-linux\.jar$/\1/p')"
[ -n "$fx_version" ] || { log "no javafx-base-*-linux.jar in $lib"; exit 2; }

work="$out/work"
rm -rf "$work" "$out/flowwright" "$out"/flowwright_*.deb
mkdir -p "$work/input" "$work/javafx" "$work/natives"

# ---- the application's jars, without JavaFX (linked into the runtime below) and without the driver bundle ----
step "flowwright $version (commit $commit): staging the jars"
cp "$jar" "$work/input/"
for j in "$lib"/*.jar; do
  case "$(basename "$j")" in
    javafx-*) ;;                         # linked into the runtime
    driver-bundle-*) ;;                  # every platform's Node.js (200 MB): only this one's is kept, below
    driver-[0-9]*)
      # Playwright's driver jar holds its Java classes and the driver's JavaScript; the JavaScript goes
      # beside Node.js in playwright/ (below), the classes stay a jar
      mkdir -p "$work/driver-classes"
      (cd "$work/driver-classes" && unzip -q "$j" -x 'driver/*')
      jar --create --file "$work/input/$(basename "$j")" -C "$work/driver-classes" . ;;
    *) cp "$j" "$work/input/" ;;
  esac
done

# ---- Playwright's driver for linux-x64, unpacked once here instead of into a temporary folder at every start ----
driver_jar="$(ls "$lib"/driver-[0-9]*.jar)"
bundle_jar="$(ls "$lib"/driver-bundle-*.jar)"
mkdir -p "$work/pw"
unzip -q "$driver_jar" 'driver/package/*' -d "$work/pw"
unzip -q "$bundle_jar" 'driver/linux/*' -d "$work/pw"
mkdir -p "$work/input/playwright"
mv "$work/pw/driver/package" "$work/input/playwright/package"
mv "$work/pw/driver/linux/node" "$work/input/playwright/node"
mv "$work/pw/driver/linux/LICENSE" "$work/input/playwright/NODE-LICENSE"
chmod 755 "$work/input/playwright/node"

# ---- the sample flows, the shell setup the command shares with ./flowwright ----
mkdir -p "$work/input/samples"
cp -r "$here/samples/flows" "$work/input/samples/flows"
cp "$here/scripts/environment.sh" "$work/input/environment.sh"

# ---- JavaFX: its jars carry their native libraries, which go into the runtime's lib/ where JavaFX looks first ----
for j in "$lib"/javafx-*-"$fx_version"-linux.jar; do
  name="$(basename "$j")"
  d="$work/javafx/${name%.jar}"
  mkdir -p "$d"
  (cd "$d" && unzip -q "$j")
  find "$d" -maxdepth 1 -name '*.so' -exec mv {} "$work/natives/" \;
  rm -f "$d"/*.sha1
  jar --create --file "$work/javafx/$name" -C "$d" .
  rm -rf "$d"
done

# ---- the runtime: the JDK modules the application uses (jdeps lists them; docs/packaging.md#what-is-inside),
# the services it finds at run time (TLS curves for System One, zip file systems), and JavaFX. Its classes are
# not compressed: the .deb is compressed as a whole, and classes compressed again only slow every start ----
step "linking the runtime (jlink)"
modules="java.base,java.compiler,java.desktop,java.net.http,java.sql,jdk.httpserver,jdk.unsupported,jdk.crypto.ec,jdk.zipfs"
modules="$modules,javafx.base,javafx.graphics,javafx.controls,javafx.swing"
jlink --module-path "$jdk/jmods:$work/javafx" --add-modules "$modules" \
      --strip-debug --no-header-files --no-man-pages --generate-cds-archive \
      --output "$work/runtime" >/dev/null
cp "$work/natives/"*.so "$work/runtime/lib/"

# ---- the app image: jpackage's launcher and its options ----
step "building the app image (jpackage)"
# shellcheck source=scripts/javafx-opens.sh
source "$here/scripts/javafx-opens.sh"
java_options=(--java-options '-Dplaywright.cli.dir=$APPDIR/playwright')
for pkg in "${FW_JAVAFX_OPENS[@]}"; do
  java_options+=(--java-options "--add-exports=$pkg=ALL-UNNAMED" --java-options "--add-opens=$pkg=ALL-UNNAMED")
done
jpackage --type app-image --name flowwright-jvm --app-version "$deb_version" \
         --input "$work/input" --main-jar flowwright.jar --main-class dev.flowwright.cli.Main \
         --runtime-image "$work/runtime" "${java_options[@]}" \
         --icon "$here/packaging/src/deb/flowwright.png" --dest "$work/image"
# the command people call sits beside jpackage's launcher: /usr/bin/flowwright once installed
install -m 755 "$here/packaging/src/deb/flowwright" "$work/image/flowwright-jvm/bin/flowwright"

# ---- the Debian package: the app image under /opt/flowwright (jpackage's launcher finds its files from
# where it is, so the unpacked package runs from anywhere), and the command as /usr/bin/flowwright ----
step "building the Debian package (jpackage)"
# no compression here: the package is unpacked below to add /usr/bin/flowwright, then compressed once
DPKG_DEB_COMPRESSOR_TYPE=none jpackage --type deb --app-image "$work/image/flowwright-jvm" --name flowwright-jvm \
         --app-version "$deb_version" --linux-package-name flowwright --resource-dir "$here/packaging/src/deb" \
         --icon "$here/packaging/src/deb/flowwright.png" \
         --description "Plain-language UI flows: a desktop studio and a command line that run them on web pages and desktop programs" \
         --vendor "Flowwright" --linux-deb-maintainer "flowwright@localhost" \
         --linux-package-deps chromium --linux-shortcut --linux-menu-group Development --linux-app-category devel \
         --dest "$work/deb"
raw="$(ls "$work/deb"/*.deb)"
if [ "$fast" = 1 ]; then compress=(-Zgzip -z1); else compress=(-Zxz -z6); fi
step "adding /usr/bin/flowwright and compressing (dpkg-deb ${compress[*]})"
# one fakeroot session: the files keep the owner the package gives them (root) whoever builds it
fakeroot -- bash -c 'set -e
  dpkg-deb -R "$1" "$2/tree"
  mkdir -p "$2/tree/usr/bin"
  ln -s ../../opt/flowwright/bin/flowwright "$2/tree/usr/bin/flowwright"
  shift 2
  dpkg-deb "$@"' _ "$raw" "$work" "${compress[@]}" -b "$work/tree" "$out/$(basename "$raw")" >/dev/null

mv "$work/image/flowwright-jvm" "$out/flowwright"
deb="$out/$(basename "$raw")"
rm -rf "$work"
step "done"
echo "package: $deb ($(du -m "$deb" | cut -f1) MB; installed $(dpkg-deb -f "$deb" Installed-Size | awk '{printf "%d", $1/1024}') MB)"
echo "package: app image $out/flowwright ($(du -sm "$out/flowwright" | cut -f1) MB; run $out/flowwright/bin/flowwright)"
