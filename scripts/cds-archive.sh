#!/usr/bin/env bash
# Makes a class-data sharing archive (static AppCDS, JDK 17's -Xshare:dump) for the fat jar, so
# that later starts of the app and of the command line map their classes instead of loading and
# checking them (docs/benchmarks.md, "Start-up"). The classes are those of training runs, listed
# with -XX:DumpLoadedClassList: the app on the Agora sample until its first frame is drawn (under
# xvfb-run, -Dparlour.exitAfterFirstFrame=true; skipped without xvfb-run), and the commands
# validate, show and solve of small records. One archive serves both: mapping the window's
# classes costs a command nothing measurable.
# Never fails the build: when anything goes wrong it says so and leaves no archive.
# A second archive, of the commands' classes alone (no window class), serves the command line
# better: the JVM maps and relocates 16 MB instead of 42 at every start (bin/parlour uses it).
# Usage: scripts/cds-archive.sh JAR ARCHIVE [CLI-ARCHIVE]
#                                                      the class list and the archive; and the
#                                                      command line's own archive when named
#        scripts/cds-archive.sh --list JAR LIST [CLI-LIST]
#                                                      the class lists only
#        scripts/cds-archive.sh --image LAUNCHER LIST ARCHIVE
#                                                      the archive for a jpackage app image, made by
#                                                      its own launcher and runtime (the installers)
#        scripts/cds-archive.sh --cli-image IMAGE      the command line's archive of an app image,
#                                                      lib/app/parlour-cli.jsa from its
#                                                      parlour-cli.classlist, by its own runtime
#                                                      (for its bin/parlour)
# Use:   java -XX:SharedArchiveFile=ARCHIVE -jar JAR ...  (the archive holds the jar's path: an
#        archive of another build or a moved jar is not used, and the jar runs as before)
set -u
here=$(cd "$(dirname "$0")/.." && pwd)
sample="$here/samples/agora/sample-game.json"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

merge() {  # LIST...: the lists merged, each line as many times as in the list that has it most often
  # (a line is not always said once: two call sites of one lambda shape, such as the two in
  # java.util.stream.FindOps, are two "@lambda-proxy" lines, and the archive holds one proxy class
  # per line; with one line the second site spins its class at run time)
  awk 'FNR == 1 { delete count } { if (++count[$0] > most[$0]) { most[$0] = count[$0]; print } }' "$@" 2>/dev/null
}

classlist() {  # JAR LIST: the training runs' class lists, merged
  local jar=$1 list=$2
  # a small problem: White to make a revolution in 2 (the solver's classes)
  printf '%s' '{"format": "parlour-record", "version": "1.0", "game": "agora", "setup": "5(WB)/1(BB)2(WB)1/5W/1B4/6/6 w", "problem": {"seat": "w", "goal": "revolution", "moves": 2, "defence": "best"}}' > "$tmp/problem.json"
  mkdir -p "$tmp/home"
  local java_opts=(-Duser.home="$tmp/home" -Djava.util.prefs.userRoot="$tmp/home/prefs")
  if command -v xvfb-run >/dev/null; then
    timeout 600 xvfb-run -a -s "-screen 0 1366x768x24 -nolisten tcp" java -XX:DumpLoadedClassList="$tmp/app.lst" \
        "${java_opts[@]}" -Dparlour.exitAfterFirstFrame=true -jar "$jar" "$sample" >/dev/null 2>&1 || rm -f "$tmp/app.lst"
  fi
  timeout 600 java -XX:DumpLoadedClassList="$tmp/validate.lst" "${java_opts[@]}" -jar "$jar" validate "$sample" >/dev/null 2>&1
  timeout 600 java -XX:DumpLoadedClassList="$tmp/show.lst" "${java_opts[@]}" -jar "$jar" show "$sample" >/dev/null 2>&1
  timeout 600 java -XX:DumpLoadedClassList="$tmp/solve.lst" "${java_opts[@]}" -jar "$jar" solve "$tmp/problem.json" >/dev/null 2>&1
  merge "$tmp"/*.lst > "$list"
  merge "$tmp"/validate.lst "$tmp"/show.lst "$tmp"/solve.lst > "$tmp/cli.classes"
  if [[ -s "$tmp/app.lst" ]]; then app="the app's first frame and"; else app="no app (no xvfb-run);"; fi
  echo "cds-archive: $list: $(wc -l < "$list") classes of $app validate, show and solve"
}

report() {  # ARCHIVE HOW-TO-START
  if [[ -s "$1" ]]; then
    echo "cds-archive: $1 ($(du -h "$1" | cut -f1)); $2"
  else
    echo "cds-archive: no archive made (the training runs or the dump failed); it runs as before"
    tail -3 "$tmp/dump.log" 2>/dev/null
    rm -f "$1"
  fi
}

case "${1:-}" in
  --list)
    classlist "$2" "$3"
    if [[ -n "${4:-}" ]]; then cp "$tmp/cli.classes" "$4"; fi
    ;;
  --cli-image)
    image=$2
    archive=$image/lib/app/parlour-cli.jsa
    rm -f "$archive"
    if [[ -s "$image/lib/app/parlour-cli.classlist" && -x "$image/lib/runtime/bin/java" ]]; then
      "$image/lib/runtime/bin/java" -Xshare:dump -XX:SharedClassListFile="$image/lib/app/parlour-cli.classlist" \
          -XX:SharedArchiveFile="$archive" -cp "$image/lib/app/parlour.jar" >"$tmp/dump.log" 2>&1 || rm -f "$archive"
    fi
    report "$archive" "$image/bin/parlour uses it for a command"
    ;;
  --image)
    launcher=$2 list=$3 archive=$4
    rm -f "$archive"
    # the launcher takes no Java options from its command line; the JVM reads JAVA_TOOL_OPTIONS,
    # dumps the classes of the list from the image's own runtime and jar, and exits
    if [[ -s "$list" ]]; then
      JAVA_TOOL_OPTIONS="-Xshare:dump -XX:SharedClassListFile=$list -XX:SharedArchiveFile=$archive" \
          timeout 600 "$launcher" --version >"$tmp/dump.log" 2>&1 || rm -f "$archive"
    fi
    report "$archive" "the launcher $launcher uses it"
    ;;
  *)
    jar=$1 archive=$2 cli=${3:-}
    rm -f "$archive"
    [[ -n "$cli" ]] && rm -f "$cli"
    classlist "$jar" "$tmp/classes.lst"
    if [[ -s "$tmp/classes.lst" ]]; then
      java -Xshare:dump -XX:SharedClassListFile="$tmp/classes.lst" -XX:SharedArchiveFile="$archive" \
          -cp "$jar" >"$tmp/dump.log" 2>&1 || rm -f "$archive"
    fi
    report "$archive" "start with java -XX:SharedArchiveFile=$archive -jar $jar"
    if [[ -n "$cli" ]]; then
      if [[ -s "$tmp/cli.classes" ]]; then
        java -Xshare:dump -XX:SharedClassListFile="$tmp/cli.classes" -XX:SharedArchiveFile="$cli" \
            -cp "$jar" >"$tmp/dump.log" 2>&1 || rm -f "$cli"
      fi
      report "$cli" "the command line's classes alone ($(wc -l < "$tmp/cli.classes") listed); start with java -XX:SharedArchiveFile=$cli -cp $jar org.parlour.Main COMMAND ..."
    fi
    ;;
esac
exit 0
