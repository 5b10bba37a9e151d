#!/usr/bin/env bash
# CPU and wall time from a fresh JVM to its first drawn frame, for several Java commands side by
# side, interleaved (A B A B ...) so that machine load hits each alike (docs/benchmarks.md,
# "Start-up"). Each command runs with -Dparlour.exitAfterFirstFrame=true (org.parlour.ui.FirstFrame:
# the JVM exits once the window's first frame is drawn), a fresh user.home and preferences root,
# under one virtual X display (the script re-runs itself under xvfb-run when DISPLAY is unset).
# CPU is user + system of the whole JVM (/usr/bin/time), the JVM's exit included; "at the frame" is
# the process's CPU when the frame is drawn, which the JVM writes to a file before it exits
# (-Dparlour.firstFrame.cpuFile, org.parlour.ui.FirstFrame; "-" for a build that does not): the exit's shutdown
# hooks (the preferences written, the log closed) are work a person's session does later.
# Usage: scripts/firstframe.sh [-n ROUNDS] [-r] [LABEL=JAVA-ARGS ...]
#   -r: until the first frame that shows the record given on the command line (a large file is
#       read in the background after the first frame), -Dparlour.exitAfterFirstFrame=record;
#       a command-line run (e.g. "validate=-Xmx512m -jar target/parlour.jar validate big.json")
#       runs to its end, for comparison
#   default: bare=-cp target/parlour.jar:target/test-classes org.parlour.bench.BareWindow
#            app=-jar target/parlour.jar samples/agora/sample-game.json
#   e.g. "cds=-XX:SharedArchiveFile=target/parlour.jsa -jar target/parlour.jar samples/agora/sample-game.json"
#   or a jpackage launcher, after @: "image=@target/dist/Parlour/bin/Parlour samples/agora/sample-game.json"
# Prints every run and, per label, the median and range of CPU and wall, and the load average.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1366x768x24 -nolisten tcp" "$0" "$@"
fi
runs=7
if [[ "${1:-}" == "-n" ]]; then runs=$2; shift 2; fi
until=true
if [[ "${1:-}" == "-r" ]]; then until=record; shift; fi
cd "$here"
if [[ $# -eq 0 ]]; then
  set -- "bare=-cp target/parlour.jar:target/test-classes org.parlour.bench.BareWindow" \
         "app=-jar target/parlour.jar samples/agora/sample-game.json"
fi
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A cpus walls frames
labels=()
for spec in "$@"; do labels+=("${spec%%=*}"); done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((i = 1; i <= runs; i++)); do
  for spec in "$@"; do
    label=${spec%%=*}
    read -r -a words <<< "${spec#*=}"
    home="$tmp/home-$label-$i"
    mkdir -p "$home"
    rm -f "$tmp/frame"
    props="-Duser.home=$home -Djava.util.prefs.userRoot=$home/prefs -Dparlour.exitAfterFirstFrame=$until -Dparlour.firstFrame.cpuFile=$tmp/frame"
    if [[ "${words[0]}" == @* ]]; then
      # a jpackage launcher (@path): it takes no Java options of its own, the JVM reads JAVA_TOOL_OPTIONS
      cmd=(env JAVA_TOOL_OPTIONS="$props" "${words[0]#@}" "${words[@]:1}")
    else
      read -r -a jprops <<< "$props"
      cmd=(java "${jprops[@]}" "${words[@]}")
    fi
    if ! /usr/bin/time -f "%e %U %S" -o "$tmp/time" "${cmd[@]}" >"$tmp/out" 2>&1; then
      echo "$label run $i failed:" >&2; tail -5 "$tmp/out" >&2; exit 1
    fi
    read -r wall user sys < <(tail -1 "$tmp/time")
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')
    frame=$(head -n 1 "$tmp/frame" 2>/dev/null || true)
    if [[ -n "$frame" ]]; then
      frame=$(awk -v m="$frame" 'BEGIN {printf "%.2f", m / 1000}')
      frames[$label]="${frames[$label]:-} $frame"
    else
      frame="-"
    fi
    echo "$label run $i: cpu ${cpu} s (at the frame ${frame} s), wall ${wall} s (load $(cut -d' ' -f1 /proc/loadavg))"
    cpus[$label]="${cpus[$label]:-} $cpu"
    walls[$label]="${walls[$label]:-} $wall"
  done
done
stats() { tr ' ' '\n' | sort -n | awk 'NF {a[++n]=$1} END {printf "%s (%s-%s)", a[int((n+1)/2)], a[1], a[n]}'; }
for label in "${labels[@]}"; do
  at="-"
  if [[ -n "${frames[$label]:-}" ]]; then at="$(echo ${frames[$label]} | stats) s"; fi
  echo "$label: median cpu $(echo ${cpus[$label]} | stats) s (at the frame $at), median wall $(echo ${walls[$label]} | stats) s, $runs runs"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
