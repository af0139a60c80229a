# The machine setup `./test` and `./flowwright` share (sourced, not run): which Debian packages a use
# needs, installing them when this shell may (root with apt-get) or saying the exact command otherwise,
# and starting what is missing — a private Xvfb when there is no DISPLAY, a D-Bus session and the AT-SPI
# bus for desktop programs. Every step that did not come up is added to FW_SETUP_FAILED; fw_cleanup
# stops what was started here.
#
#   source scripts/environment.sh
#   fw_packages studio || exit 2       # needs: build | browser | display | desktop | studio | package | test
#   fw_start_display; fw_start_desktop_bus
#   trap fw_cleanup EXIT
#
# The installed command (/usr/bin/flowwright from the Debian package, docs/packaging.md) sources a copy of
# this file too: it uses fw_uses and fw_run_app (what a command needs, and running it with that started) and
# fw_missing to say what is not installed, never fw_packages (a package installs nothing by itself).

FW_SETUP_FAILED=()
FW_STARTED=()
FW_RUNTIME_DIR=""
# how the messages start ("test:", "flowwright:"); the caller may set it before sourcing
FW_LOG_PREFIX="${FW_LOG_PREFIX:-flowwright:}"

fw_log() { echo "$FW_LOG_PREFIX $*" >&2; }

# The packages missing for one use, one name a line.
fw_missing() {
  local use="$1"
  case "$use" in
    build) command -v mvn >/dev/null || echo maven ;;
    browser) command -v chromium >/dev/null || echo chromium ;;
    display)
      command -v Xvfb >/dev/null || echo xvfb
      command -v xauth >/dev/null || echo xauth
      command -v xdpyinfo >/dev/null || echo x11-utils ;;
    desktop)
      fw_missing display
      command -v dbus-launch >/dev/null || echo dbus-x11
      [ -x /usr/libexec/at-spi-bus-launcher ] || echo at-spi2-core
      # grep -q would close the pipe early and, under pipefail, read as "missing"
      ldconfig -p 2>/dev/null | grep libatspi.so.0 >/dev/null || echo libatspi2.0-0
      command -v xdotool >/dev/null || echo xdotool
      command -v xclip >/dev/null || echo xclip
      command -v import >/dev/null || echo imagemagick ;;
    studio) fw_missing build; fw_missing browser; fw_missing display ;;
    package)
      # ./flowwright package: jlink and the JDK's modules (jmods) to trim a runtime, jpackage, and what it
      # builds a Debian package with (docs/packaging.md)
      fw_missing build
      local jdk
      jdk="$(dirname "$(dirname "$(readlink -f "$(command -v jlink 2>/dev/null || echo /nonexistent/bin/jlink)")")")"
      { command -v jlink >/dev/null && command -v jpackage >/dev/null && [ -f "$jdk/jmods/java.base.jmod" ]; } || echo openjdk-17-jdk-headless
      command -v dpkg-deb >/dev/null || echo dpkg
      command -v fakeroot >/dev/null || echo fakeroot
      command -v unzip >/dev/null || echo unzip ;;
    test)
      fw_missing build; fw_missing browser; fw_missing desktop; fw_missing package
      # the real programs the desktop tests and sample flows drive
      command -v gnome-calculator >/dev/null || echo gnome-calculator
      command -v zenity >/dev/null || echo zenity
      command -v mousepad >/dev/null || echo mousepad
      # gtk3-widget-factory ships in the GTK 3 examples package
      command -v gtk3-widget-factory >/dev/null || echo gtk-3-examples
      # the desktop development set (docs/desktop.md#the-desktop-development-set): LibreOffice with the
      # toolkit AT-SPI reads and the UNO bridge its judge reads cells through, GTK 4, a Qt program
      command -v soffice >/dev/null || echo libreoffice-calc libreoffice-writer
      [ -f /usr/lib/libreoffice/program/libvclplug_gtk3lo.so ] || echo libreoffice-gtk3
      /usr/bin/python3 -c 'import uno' 2>/dev/null || echo python3-uno
      command -v gtk4-widget-factory >/dev/null || echo gtk-4-examples
      command -v kcalc >/dev/null || echo kcalc
      # exported @playwright/test specs run under npm's Playwright runner
      command -v npm >/dev/null || echo npm ;;
  esac
}

# Installs what `use` needs when this shell may; otherwise prints the command to run and fails.
fw_packages() {
  local need
  need=$(fw_missing "$1" | sort -u | tr '\n' ' ')
  need="${need% }"
  [ -z "$need" ] && return 0
  if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null; then
    fw_log "installing $need (a first run on this machine; a minute or two)"
    # shellcheck disable=SC2086
    if (apt-get update -q && DEBIAN_FRONTEND=noninteractive apt-get install -y -q $need) >/tmp/flowwright-apt.log 2>&1; then
      return 0
    fi
    fw_log "apt-get failed; see /tmp/flowwright-apt.log"
    tail -n 20 /tmp/flowwright-apt.log >&2
    FW_SETUP_FAILED+=("apt-get install $need")
    return 1
  fi
  fw_log "missing packages: $need. Install them, then run this again:"
  fw_log "  sudo apt-get install -y $need"
  FW_SETUP_FAILED+=("packages missing: $need")
  return 1
}

# True when a flow or recipe among the arguments drives a desktop program (app: other than browser), or --app is given.
fw_desktop_target() {
  local a prev=""
  for a in "$@"; do
    case "$a" in --app|--app=*) return 0 ;; esac
    if [ "$prev" != "--url" ] && [ -f "$a" ] && grep -Eq '^app:[[:space:]]*[^[:space:]#]' "$a" \
       && ! grep -Eq '^app:[[:space:]]*"?browser"?[[:space:]]*(#.*)?$' "$a"; then return 0; fi
    prev="$a"
  done
  return 1
}

# What a command line ("$@", the subcommand first) uses beyond the application itself, into FW_USES:
# studio (a display), browser (Chromium), desktop (a display, a D-Bus session and the AT-SPI bus).
fw_uses() {
  FW_USES=()
  case "${1:-}" in
    studio) FW_USES+=(studio) ;;
    run|replay) FW_USES+=(browser) ;;
  esac
  case "${1:-}" in
    studio|run|replay) fw_desktop_target "${@:2}" && FW_USES+=(desktop) ;;
  esac
  return 0
}

# Runs the application ("$@") with what FW_USES needs started first — a private Xvfb for the studio when
# there is no display, the D-Bus session and AT-SPI bus for a desktop program — and stops what it started
# when the application ends. Does not return: exits with the application's code.
fw_run_app() {
  case " ${FW_USES[*]} " in
    *" studio "*) fw_start_display 97 || { fw_log "the studio needs a display, and none could be started"; exit 2; } ;;
  esac
  case " ${FW_USES[*]} " in *" desktop "*) fw_start_display 97 && fw_start_desktop_bus ;; esac
  # started here (a private Xvfb, a D-Bus session): stopped when the command ends
  if [ ${#FW_STARTED[@]} -gt 0 ]; then
    trap fw_cleanup EXIT
    "$@" &
    local app=$! rc
    # a stop sent to the launcher (not only Ctrl-C's whole group) ends the application before its display
    trap 'kill "$app" 2>/dev/null' TERM INT HUP
    wait "$app"; rc=$?
    # a trapped signal ends the first wait early: wait for the application itself
    kill -0 "$app" 2>/dev/null && { wait "$app"; rc=$?; }
    exit "$rc"
  fi
  exec "$@"
}

# A private Xvfb when there is no DISPLAY (the caller's own display is used when there is one).
fw_start_display() {
  local number="${1:-93}"
  [ -n "${DISPLAY:-}" ] && return 0
  if ! command -v Xvfb >/dev/null; then FW_SETUP_FAILED+=("Xvfb (not installed)"); return 1; fi
  # a free display number: an X lock file means another server has it
  while [ -e "/tmp/.X${number}-lock" ] && kill -0 "$(tr -d ' ' < "/tmp/.X${number}-lock" 2>/dev/null)" 2>/dev/null; do
    number=$((number + 1))
  done
  rm -f "/tmp/.X${number}-lock"
  export DISPLAY=":$number"
  Xvfb "$DISPLAY" -screen 0 1600x1000x24 -nolisten tcp >/tmp/flowwright-xvfb.log 2>&1 &
  FW_STARTED+=($!)
  for _ in $(seq 50); do xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
  if xdpyinfo >/dev/null 2>&1; then
    fw_log "no DISPLAY: started a private Xvfb on $DISPLAY (see it with: DISPLAY=$DISPLAY import -window root shot.png)"
    return 0
  fi
  fw_log "Xvfb on $DISPLAY does not answer (see /tmp/flowwright-xvfb.log)"
  FW_SETUP_FAILED+=("Xvfb")
  return 1
}

# A D-Bus session and the AT-SPI bus, for desktop programs over the accessibility API.
fw_start_desktop_bus() {
  # A document portal whose D-Bus session died leaves a dead FUSE mount at ~/.cache/doc; the next GTK 4
  # start waits on it and never registers with AT-SPI ("no application ... is registered"). Unmount such.
  local stale
  for stale in "$HOME/.cache/doc" "${XDG_RUNTIME_DIR:-/nonexistent}/doc"; do
    for _ in 1 2 3 4 5 6 7 8 9 10; do
      ls "$stale" >/dev/null 2>&1 && break
      mount 2>/dev/null | grep -q " $stale " || break
      fusermount3 -uz "$stale" 2>/dev/null || fusermount -uz "$stale" 2>/dev/null || umount -l "$stale" 2>/dev/null || break
    done
  done
  # an inherited session bus that no longer answers would leave every desktop program without an AT-SPI bus
  if [ -n "${DBUS_SESSION_BUS_ADDRESS:-}" ] && command -v dbus-send >/dev/null && \
     ! timeout 5 dbus-send --session --dest=org.freedesktop.DBus --print-reply /org/freedesktop/DBus org.freedesktop.DBus.GetId >/dev/null 2>&1; then
    fw_log "the D-Bus session in DBUS_SESSION_BUS_ADDRESS does not answer; starting another"
    unset DBUS_SESSION_BUS_ADDRESS
  fi
  if [ -z "${DBUS_SESSION_BUS_ADDRESS:-}" ]; then
    if ! command -v dbus-launch >/dev/null; then FW_SETUP_FAILED+=("D-Bus session (dbus-x11 not installed)"); return 1; fi
    # our own session gets its own runtime directory: the portals and buses it starts put their sockets and
    # mounts there, not beside a desktop session's or a previous run's
    FW_RUNTIME_DIR="$(mktemp -d /tmp/flowwright-runtime.XXXXXX)" && chmod 700 "$FW_RUNTIME_DIR" && export XDG_RUNTIME_DIR="$FW_RUNTIME_DIR"
    if eval "$(dbus-launch --sh-syntax)" && [ -n "${DBUS_SESSION_BUS_PID:-}" ]; then
      FW_STARTED+=("$DBUS_SESSION_BUS_PID")
    else
      fw_log "dbus-launch failed"; FW_SETUP_FAILED+=("D-Bus session"); return 1
    fi
  fi
  export NO_AT_BRIDGE=0 GTK_A11Y=atspi GNOME_ACCESSIBILITY=1 QT_ACCESSIBILITY=1
  # GTK 4 applications draw with cairo here: no GPU, and a first start would otherwise compile GL shaders
  export GSK_RENDERER="${GSK_RENDERER:-cairo}"
  if [ ! -x /usr/libexec/at-spi-bus-launcher ]; then
    FW_SETUP_FAILED+=("AT-SPI bus launcher (at-spi2-core) not installed"); return 1
  fi
  /usr/libexec/at-spi-bus-launcher --launch-immediately >/tmp/flowwright-atspi.log 2>&1 &
  FW_STARTED+=($!)
  # desktop programs register with the bus at start, so wait until it answers rather than racing it
  for _ in $(seq 50); do
    dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1 && break
    sleep 0.1
  done
  if ! dbus-send --session --dest=org.a11y.Bus --print-reply /org/a11y/bus org.a11y.Bus.GetAddress >/dev/null 2>&1; then
    fw_log "the AT-SPI bus does not answer (see /tmp/flowwright-atspi.log)"; FW_SETUP_FAILED+=("AT-SPI bus"); return 1
  fi
  # the first GTK start on a fresh machine builds the font cache; do it once here, not inside a wait
  command -v fc-cache >/dev/null && fc-cache >/dev/null 2>&1
  return 0
}

# Stops what was started here and removes the private runtime directory.
fw_cleanup() {
  local p
  for p in "${FW_STARTED[@]}"; do kill "$p" 2>/dev/null; done
  if [ -n "$FW_RUNTIME_DIR" ]; then
    # the document portal a GTK start activated mounted itself here; its D-Bus session is gone now
    fusermount3 -uz "$FW_RUNTIME_DIR/doc" 2>/dev/null || fusermount -uz "$FW_RUNTIME_DIR/doc" 2>/dev/null
    rm -rf "$FW_RUNTIME_DIR" 2>/dev/null
  fi
}
