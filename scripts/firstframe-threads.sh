#!/usr/bin/env bash
# CPU time per thread at the first drawn frame, for several Java commands side by side,
# interleaved (A B A B ...), as scripts/firstframe.sh but split by thread: the FX thread, the
# renderer, the C1 and C2 compilers, the garbage collector and the rest (docs/benchmarks.md,
# "The board's grid"). Each JVM writes its threads' run times in nanoseconds
# (/proc/self/task/*/schedstat, Linux) when the frame is drawn (-Dparlour.firstFrame.threadsFile,
# org.parlour.ui.FirstFrame), so figures are finer than /usr/bin/time's 10 ms ticks. Runs under
# one virtual X display (re-runs itself under xvfb-run when DISPLAY is unset).
# Usage: scripts/firstframe-threads.sh [-n ROUNDS] LABEL=JAVA-ARGS ...
#   e.g. "bare=-cp target/parlour.jar:target/test-classes org.parlour.bench.BareWindow"
#        "app=-XX:SharedArchiveFile=target/parlour.jsa -XX:CompileThresholdScaling=10 -jar target/parlour.jar samples/agora/sample-game.json"
#        (the launchers' JIT options, src/packaging/bin/parlour, add the four Tier4 thresholds)
# Prints, per label, the median of each group in ms and the number of runs.
set -euo pipefail
here=$(cd "$(dirname "$0")/.." && pwd)
if [[ -z "${DISPLAY:-}" ]]; then
  exec xvfb-run -a -s "-screen 0 1366x768x24 -nolisten tcp" "$0" "$@"
fi
runs=7
if [[ "${1:-}" == "-n" ]]; then runs=$2; shift 2; fi
if [[ $# -eq 0 ]]; then
  echo "usage: $0 [-n ROUNDS] LABEL=JAVA-ARGS ..." >&2
  exit 2
fi
cd "$here"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
for ((i = 1; i <= runs; i++)); do
  for spec in "$@"; do
    label=${spec%%=*}
    read -r -a words <<< "${spec#*=}"
    home="$tmp/home-$label-$i"
    mkdir -p "$home"
    if ! java -Duser.home="$home" -Djava.util.prefs.userRoot="$home/prefs" -Dparlour.exitAfterFirstFrame=true \
        -Dparlour.firstFrame.threadsFile="$tmp/$label.$i.txt" "${words[@]}" >"$tmp/out" 2>&1; then
      echo "$label run $i failed:" >&2
      tail -5 "$tmp/out" >&2
      exit 1
    fi
  done
done
python3 - "$tmp" "$@" <<'PY'
import collections, glob, statistics, sys
out, labels = sys.argv[1], [s.split('=')[0] for s in sys.argv[2:]]
def group(name):
    for prefix, g in (('C2 Comp', 'C2'), ('C1 Comp', 'C1'), ('GC Thr', 'GC'), ('G1', 'GC'),
                      ('QuantumRend', 'renderer'), ('JavaFX Appl', 'FX'), ('GtkNative', 'FX')):
        if name.startswith(prefix):
            return g
    return 'other'
keys = ['FX', 'renderer', 'C1', 'C2', 'GC', 'other', 'total']
print('label      ' + ' '.join(f'{k:>9}' for k in keys) + '   (median ms)')
for label in labels:
    runs = collections.defaultdict(list)
    for f in glob.glob(f'{out}/{label}.*.txt'):
        g = collections.Counter()
        for line in open(f):
            name, ns = line.rstrip('\n').rsplit('\t', 1)
            g[group(name)] += int(ns)
            g['total'] += int(ns)
        for k in keys:
            runs[k].append(g[k] / 1e6)
    print(f'{label:10} ' + ' '.join(f'{statistics.median(runs[k]):9.1f}' for k in keys) + f'   n={len(runs["total"])}')
PY
