#!/bin/bash
# Generates problems for the shipped library (issue 30, docs/learning.md):
#   scripts/library/generate.sh GAME LEVEL OUTDIR [JAR]
# Batch k: 5 self-play games (seed 1000+k), mined twice: every goal with modest limits
# (OUTDIR/lib-k.json), then the goals without a cell with more time and nodes, for longer problems
# (OUTDIR/deep-k.json). Runs until OUTDIR/STOP exists or 400 batches are done; a finished file is
# never redone. Longer problems: scripts/library/Deepen.java (the positions before each long
# problem) and scripts/library/Endings.java (the ends of decided games). Then:
#   java -cp target/parlour.jar scripts/library/AssembleLibrary.java GAME LEVEL 1000 samples/GAME/library.json OUTDIR/lib-*.json OUTDIR/deep-*.json
g=$1; lvl=$2; dir=$3; jar=${4:-target/parlour.jar}
mkdir -p "$dir"
for k in $(seq 1 400); do
  [ -e "$dir/STOP" ] && break
  sp=$dir/sp-$k.json
  [ -e "$sp" ] || java -Xmx600m -jar "$jar" selfplay "$g" --games 5 --level "$lvl" --seed $((1000+k)) -o "$sp" 2>/dev/null
  [ -e "$dir/lib-$k.json" ] || java -Xmx600m -jar "$jar" mine "$sp" -o "$dir/lib-$k.json" --all \
      --time-per-position 700 --nodes 80000 2>"$dir/err-$k.log" >> "$dir/summary.log"
  [ -e "$dir/deep-$k.json" ] || java -Xmx600m -jar "$jar" mine "$sp" -o "$dir/deep-$k.json" --all --no-cell-goals \
      --time-per-position 4000 --nodes 400000 2>"$dir/deep-err-$k.log" >> "$dir/deep-summary.log"
done
