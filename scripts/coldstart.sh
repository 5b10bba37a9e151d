#!/usr/bin/env bash
# Cold start of the app to a drawn window: milliseconds from launching a fresh JVM to the
# moment the window titled "... Parlour" is mapped (viewable) on the X display, for each jar given,
# interleaved (A B A B ...) so that machine load hits every jar alike. Prints each run and the
# median per jar. Needs xvfb, xauth, x11-utils (xwininfo) and libgtk-3-0:
#   apt-get install -y --no-install-recommends xvfb xauth x11-utils libgtk-3-0
# Usage: scripts/coldstart.sh [-n RUNS] JAR... (opens samples/agora/sample-game.json)
set -euo pipefail
runs=7
if [[ "${1:-}" == "-n" ]]; then runs=$2; shift 2; fi
[[ $# -ge 1 ]] || { echo "usage: $0 [-n RUNS] JAR..." >&2; exit 2; }
here=$(cd "$(dirname "$0")/.." && pwd)
sample="$here/samples/agora/sample-game.json"
disp=:$((90 + RANDOM % 100))
Xvfb "$disp" -screen 0 1366x768x24 -nolisten tcp >/dev/null 2>&1 &
xvfb=$!
trap 'kill $xvfb 2>/dev/null' EXIT
sleep 1
export DISPLAY=$disp
prefs=$(mktemp -d)
declare -A times
for ((i = 0; i < runs; i++)); do
  for jar in "$@"; do
    start=$(date +%s%N)
    java -Djava.util.prefs.userRoot="$prefs" -jar "$jar" "$sample" >/dev/null 2>&1 &
    pid=$!
    until id=$(xwininfo -root -tree 2>/dev/null | awk '/Parlour": \(/ {print $1; exit}') && [[ -n "$id" ]] \
        && xwininfo -id "$id" 2>/dev/null | grep -q IsViewable; do
      sleep 0.01
      kill -0 $pid 2>/dev/null || { echo "app exited before its window showed" >&2; exit 1; }
    done
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    kill $pid; wait $pid 2>/dev/null || true
    echo "$jar run $i: $ms ms"
    times[$jar]="${times[$jar]:-} $ms"
  done
done
for jar in "$@"; do
  echo "$jar median: $(echo ${times[$jar]} | tr ' ' '\n' | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}') ms"
done
rm -rf "$prefs"
