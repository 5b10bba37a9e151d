#!/usr/bin/env bash
# Makes a class-data sharing archive (static AppCDS, JDK 17's -Xshare:dump) for the fat jar, so
# that later starts of the app and of the command line map their classes instead of loading and
# checking them (docs/benchmarks.md, "Start-up"). The classes are those of training runs, listed
# with -XX:DumpLoadedClassList: the app on the Agora sample until its first frame is drawn (under
# xvfb-run, -Dparlour.exitAfterFirstFrame=true; skipped without xvfb-run), and the commands
# validate, show and solve of small records. One archive serves both: mapping the window's
# classes costs a command nothing measurable.
# Never fails the build: when anything goes wrong it says so and leaves no archive.
# Usage: scripts/cds-archive.sh JAR ARCHIVE
# Use:   java -XX:SharedArchiveFile=ARCHIVE -jar JAR ...  (the archive holds the jar's path: an
#        archive of another build or a moved jar is refused with one warning and the jar runs as before)
set -u
jar=$1
archive=$2
here=$(cd "$(dirname "$0")/.." && pwd)
sample="$here/samples/agora/sample-game.json"
rm -f "$archive"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# a small problem: White to win a revolution in 2 (the solver's classes)
printf '%s' '{"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w", "problem": {"seat": "w", "goal": "revolution", "moves": 2, "defence": "best"}}' > "$tmp/problem.json"
mkdir -p "$tmp/home"
train() {  # LIST ARGS...: one training run writing its class list
  local list=$1; shift
  timeout 600 java -XX:DumpLoadedClassList="$list" -Duser.home="$tmp/home" -Djava.util.prefs.userRoot="$tmp/home/prefs" "$@" >/dev/null 2>&1 || true
}
if command -v xvfb-run >/dev/null; then
  xvfb-run -a -s "-screen 0 1366x768x24 -nolisten tcp" bash -c "$(declare -f train); tmp='$tmp'; train \"\$@\"" _ \
    "$tmp/app.lst" -Dparlour.exitAfterFirstFrame=true -jar "$jar" "$sample" || true
fi
train "$tmp/validate.lst" -jar "$jar" validate "$sample"
train "$tmp/show.lst" -jar "$jar" show "$sample"
train "$tmp/solve.lst" -jar "$jar" solve "$tmp/problem.json"
cat "$tmp"/*.lst 2>/dev/null | awk '!seen[$0]++' > "$tmp/classes.lst"
if [[ -s "$tmp/classes.lst" ]]; then
  java -Xshare:dump -XX:SharedClassListFile="$tmp/classes.lst" -XX:SharedArchiveFile="$archive" \
      -cp "$jar" >"$tmp/dump.log" 2>&1 || rm -f "$archive"
fi
if [[ -s "$archive" ]]; then
  echo "cds-archive: $archive ($(du -h "$archive" | cut -f1), $(wc -l < "$tmp/classes.lst") classes listed$( [[ -s "$tmp/app.lst" ]] || echo ', the command line only: no xvfb-run')); start with java -XX:SharedArchiveFile=$archive -jar $jar"
else
  echo "cds-archive: no archive made (the training runs or the dump failed); the jar runs as before"
  tail -3 "$tmp/dump.log" 2>/dev/null
  rm -f "$archive"
fi
exit 0
