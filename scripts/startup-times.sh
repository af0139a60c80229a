#!/usr/bin/env bash
# How fast an installed Flowwright starts (docs/packaging.md#size-and-start-times): `flowwright --version`
# with hyperfine, and the studio from launch until its window is mapped on a private Xvfb (xdotool waits
# for it), each run several times. Prints the median and the range of each, the processor time the studio
# had used when its window showed (what an idle machine's wall time approaches), and the machine's load.
#
#   scripts/startup-times.sh [FLOWWRIGHT] [RUNS]
#
#   FLOWWRIGHT  the command to measure (default: target/package/flowwright/bin/flowwright, the app image)
#   RUNS        how many studio launches (default 5)
set -uo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
command="${1:-$here/target/package/flowwright/bin/flowwright}"
runs="${2:-5}"
for tool in hyperfine xdotool Xvfb xdpyinfo; do
  command -v "$tool" >/dev/null || { echo "startup-times: $tool is missing (apt-get install hyperfine xdotool xvfb x11-utils)" >&2; exit 2; }
done
[ -x "$command" ] || { echo "startup-times: $command is not an executable (build it with ./flowwright package)" >&2; exit 2; }
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg) on $(nproc) cores"

hyperfine --warmup 2 --runs 10 --export-json /tmp/flowwright-version-times.json "$command --version" >&2
awk -v RS='[,{}]' '/"median"/{split($0,a,":"); m=a[2]} /"min"/{split($0,a,":"); lo=a[2]} /"max"/{split($0,a,":"); hi=a[2]}
  END {printf "--version: median %.2f s (%.2f–%.2f s over 10 runs)\n", m, lo, hi}' /tmp/flowwright-version-times.json

# the studio: a private display of its own, so no other window is mistaken for it
number=180
while [ -e "/tmp/.X${number}-lock" ]; do number=$((number + 1)); done
Xvfb ":$number" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill "$xvfb" 2>/dev/null' EXIT
for _ in $(seq 50); do DISPLAY=":$number" xdpyinfo >/dev/null 2>&1 && break; sleep 0.1; done
times=()
cpus=()
tick=$(getconf CLK_TCK)
for i in $(seq "$runs"); do
  start=$(date +%s%N)
  DISPLAY=":$number" "$command" studio >/tmp/flowwright-studio-times.log 2>&1 &
  app=$!
  if DISPLAY=":$number" timeout 60 xdotool search --sync --onlyvisible --name '^Flowwright studio' >/dev/null 2>&1; then
    times+=("$(( ($(date +%s%N) - start) / 1000000 ))")
    # the command runs the application in its own process (it execs Java where a display exists)
    cpus+=("$(awk -v t="$tick" '{printf "%d", ($14 + $15) * 1000 / t}' "/proc/$app/stat" 2>/dev/null || echo 0)")
  else
    echo "run $i: no studio window within 60 s (see /tmp/flowwright-studio-times.log)" >&2
  fi
  kill "$app" 2>/dev/null
  wait "$app" 2>/dev/null
done
[ ${#times[@]} -gt 0 ] || exit 1
printf '%s\n' "${times[@]}" | sort -n | awk '{t[NR]=$1} END {m=(NR%2)?t[(NR+1)/2]:(t[NR/2]+t[NR/2+1])/2;
  printf "studio window: median %.2f s (%.2f–%.2f s over %d launches)\n", m/1000, t[1]/1000, t[NR]/1000, NR}'
printf '%s\n' "${cpus[@]}" | sort -n | awk '{t[NR]=$1} END {m=(NR%2)?t[(NR+1)/2]:(t[NR/2]+t[NR/2+1])/2;
  printf "studio processor time until its window: median %.2f s (%.2f–%.2f s)\n", m/1000, t[1]/1000, t[NR]/1000}'
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
