#!/usr/bin/env bash
# CPU and wall time of whole short Java runs (start-up included), several commands side by side,
# interleaved (A B A B ...) so that machine load hits each alike (docs/benchmarks.md, "Start-up":
# the command line against `java -version`). CPU is the JVM's task clock, all its threads, user +
# system, read to the microsecond by `perf stat` when perf is there (ms in the output), else user +
# system from /usr/bin/time (10 ms steps); wall from the shell's clock.
# Usage: scripts/clistart.sh [-n ROUNDS] LABEL=JAVA-ARGS ...
#   e.g. scripts/clistart.sh -n 9 "version=-version" \
#          "validate=-jar target/parlour.jar validate samples/agora/sample-game.json" \
#          "validate-cds=-XX:SharedArchiveFile=target/parlour.jsa -jar target/parlour.jar validate samples/agora/sample-game.json"
#   or a launcher instead of java, after @ (its CPU with its children's):
#          "script=@target/bin/parlour validate samples/agora/sample-game.json"
# A run that exits with a code other than 0 or 1 stops the script. Prints every run and, per label,
# the median and range of CPU and wall, and the load average.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
runs=7
if [[ "${1:-}" == "-n" ]]; then runs=$2; shift 2; fi
[[ $# -ge 1 ]] || { sed -n '2,14p' "$0" >&2; exit 2; }
cd "$here"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
perf=0
if command -v perf >/dev/null && perf stat -x, -e task-clock -o /dev/null true 2>/dev/null; then perf=1; fi
declare -A cpus walls
labels=()
for spec in "$@"; do labels+=("${spec%%=*}"); done
echo "load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
for ((i = 1; i <= runs; i++)); do
  for spec in "$@"; do
    label=${spec%%=*}
    read -r -a words <<< "${spec#*=}"
    if [[ "${words[0]}" == @* ]]; then cmd=("${words[0]#@}" "${words[@]:1}"); else cmd=(java "${words[@]}"); fi
    rc=0
    start=$(date +%s%N)
    if [[ $perf == 1 ]]; then
      perf stat -x, -e task-clock -o "$tmp/perf" "${cmd[@]}" >"$tmp/out" 2>&1 || rc=$?
    else
      /usr/bin/time -f "%U %S" -o "$tmp/time" "${cmd[@]}" >"$tmp/out" 2>&1 || rc=$?
    fi
    wall=$(awk -v a="$start" -v b="$(date +%s%N)" 'BEGIN {printf "%.3f", (b - a) / 1e9}')
    if [[ $rc -gt 1 ]]; then echo "$label run $i: exit $rc" >&2; tail -5 "$tmp/out" >&2; exit 1; fi
    if [[ $perf == 1 ]]; then
      cpu=$(awk -F, '/task-clock/ {printf "%.3f", $1 / 1000}' "$tmp/perf")
    else
      read -r user sys < <(tail -1 "$tmp/time")
      cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN {printf "%.2f", u + s}')
    fi
    echo "$label run $i: cpu ${cpu} s, wall ${wall} s (load $(cut -d' ' -f1 /proc/loadavg))"
    cpus[$label]="${cpus[$label]:-} $cpu"
    walls[$label]="${walls[$label]:-} $wall"
  done
done
stats() { tr ' ' '\n' | sort -n | awk 'NF {a[++n]=$1} END {printf "%s (%s-%s)", a[int((n+1)/2)], a[1], a[n]}'; }
for label in "${labels[@]}"; do
  echo "$label: median cpu $(echo ${cpus[$label]} | stats) s, median wall $(echo ${walls[$label]} | stats) s, $runs runs"
done
echo "load average after: $(cut -d' ' -f1-3 /proc/loadavg)"
