#!/usr/bin/env bash
# Makes a class-data sharing archive (AppCDS, JDK 17's -XX:ArchiveClassesAtExit) for the fat jar
# from one training run, so that later starts map the classes instead of loading them
# (docs/benchmarks.md, "Start-up"). With xvfb-run and xwininfo it starts the app on the Agora
# sample until its window is drawn, then ends it (the archive is written as the JVM exits);
# without them it runs the command line `validate` on the sample instead (the CLI's classes only).
# Never fails the build: when anything goes wrong it says so and leaves no archive.
# Usage: scripts/cds-archive.sh JAR ARCHIVE
# Use:   java -XX:SharedArchiveFile=ARCHIVE -jar JAR ...  (a stale archive is ignored with a warning)
set -u
jar=$1
archive=$2
here=$(cd "$(dirname "$0")/.." && pwd)
sample="$here/samples/agora/sample-game.json"
rm -f "$archive"
prefs=$(mktemp -d)
trap 'rm -rf "$prefs"' EXIT
if command -v xvfb-run >/dev/null && command -v xwininfo >/dev/null; then
  xvfb-run -a -s "-screen 0 1366x768x24" bash -c '
    java -XX:ArchiveClassesAtExit="$1" -Xlog:cds=off -Xlog:cds+dynamic=off -Djava.util.prefs.userRoot="$3" -jar "$2" "$4" >/dev/null 2>&1 &
    pid=$!
    for ((i = 0; i < 3000; i++)); do
      id=$(xwininfo -root -tree 2>/dev/null | awk "/Parlour\": \\(/ {print \$1; exit}")
      if [[ -n "$id" ]] && xwininfo -id "$id" 2>/dev/null | grep -q IsViewable; then break; fi
      kill -0 $pid 2>/dev/null || exit 0
      sleep 0.1
    done
    sleep 2
    kill -TERM $pid
    wait $pid' _ "$archive" "$jar" "$prefs" "$sample" || true
else
  java -XX:ArchiveClassesAtExit="$archive" -Xlog:cds=off -Xlog:cds+dynamic=off -jar "$jar" validate "$sample" >/dev/null 2>&1 || true
fi
if [[ -s "$archive" ]]; then
  echo "cds-archive: $archive ($(du -h "$archive" | cut -f1)); start with java -XX:SharedArchiveFile=$archive -jar $jar"
else
  echo "cds-archive: no archive made (the training run failed); the jar runs as before"
  rm -f "$archive"
fi
exit 0
