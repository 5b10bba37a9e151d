#!/bin/bash
# Generates problems for the shipped library (issue 30, docs/learning.md):
#   scripts/library/generate.sh GAME LEVEL OUTDIR [JAR]
# Batch k: 5 self-play games (seed 1000+k) mined into OUTDIR/lib-k.json; runs until OUTDIR/STOP
# exists or 400 batches are done; a finished batch is never redone. Then:
#   java -cp target/parlour.jar scripts/library/AssembleLibrary.java GAME LEVEL 1000 samples/GAME/library.json OUTDIR/lib-*.json
g=$1; lvl=$2; dir=$3; jar=${4:-target/parlour.jar}
mkdir -p "$dir"
for k in $(seq 1 400); do
  [ -e "$dir/STOP" ] && break
  sp=$dir/sp-$k.json; lib=$dir/lib-$k.json
  [ -e "$lib" ] && continue
  java -Xmx600m -jar "$jar" selfplay "$g" --games 5 --level "$lvl" --seed $((1000+k)) -o "$sp" 2>/dev/null
  java -Xmx600m -jar "$jar" mine "$sp" -o "$lib" --time-per-position 700 --nodes 80000 2>"$dir/err-$k.log" >> "$dir/summary.log"
done
