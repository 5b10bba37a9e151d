#!/usr/bin/env bash
# Cold start of the app to a drawn window: milliseconds from launching a fresh JVM to the
# moment the window titled "... Parlour" is mapped (viewable) on the X display, for each jar
# given, interleaved (A B A B ...) so that machine load hits every jar alike. Prints each run and
# the median per jar, with the JVM's CPU time (user + system) at that moment. Needs xvfb, xauth,
# x11-utils (xwininfo) and libgtk-3-0:
#   apt-get install -y --no-install-recommends xvfb xauth x11-utils libgtk-3-0
# Usage: scripts/coldstart.sh [-n RUNS] JAR... (opens samples/agora/sample-game.json). A JAR may
# be given with Java options before it, as one argument: "-XX:SharedArchiveFile=app.jsa x.jar".
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
declare -A times cpus
for ((i = 0; i < runs; i++)); do
  for jar in "$@"; do
    start=$(date +%s%N)
    read -r -a words <<< "$jar"
    java -Djava.util.prefs.userRoot="$prefs" "${words[@]:0:${#words[@]}-1}" -jar "${words[-1]}" "$sample" >/dev/null 2>&1 &
    pid=$!
    until id=$(xwininfo -root -tree 2>/dev/null | awk '/Parlour": \(/ {print $1; exit}') && [[ -n "$id" ]] \
        && xwininfo -id "$id" 2>/dev/null | grep -q IsViewable; do
      sleep 0.01
      kill -0 $pid 2>/dev/null || { echo "app exited before its window showed" >&2; exit 1; }
    done
    ms=$(( ($(date +%s%N) - start) / 1000000 ))
    # CPU time of the JVM so far (user + system, all threads): less sensitive than wall time to
    # other work on a shared machine
    read -r -a st < /proc/$pid/stat
    cpu=$(( (st[13] + st[14]) * 1000 / $(getconf CLK_TCK) ))
    kill $pid; wait $pid 2>/dev/null || true
    echo "$jar run $i: $ms ms wall, $cpu ms cpu"
    times[$jar]="${times[$jar]:-} $ms"
    cpus[$jar]="${cpus[$jar]:-} $cpu"
  done
done
for jar in "$@"; do
  med() { tr ' ' '\n' | sort -n | awk 'NF {a[++n]=$1} END {print a[int((n+1)/2)]}'; }
  echo "$jar median: $(echo ${times[$jar]} | med) ms wall, $(echo ${cpus[$jar]} | med) ms cpu"
done
rm -rf "$prefs"
