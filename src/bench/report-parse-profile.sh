#!/usr/bin/env bash
# Where Gatling's report generation spends its time: a finished run's simulation.log parsed again
# (gatling:test -Dgatling.reportsOnly, as ./ab-replay --rebuild does) in a copy of its folder, with
# JDK Flight Recorder on. Prints the records parsed, the parse time Gatling reports, and the samples
# by library of their top frame.
#   src/bench/report-parse-profile.sh target/gatling/<run folder>
# Sends no load. The copy (target/gatling/parse-profile-*) is removed at the end.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
run="${1:?usage: src/bench/report-parse-profile.sh target/gatling/<run folder>}"
[ -f "$run/simulation.log" ] || { echo "report-parse-profile: $run/simulation.log: no such file (give a run folder that has one)" >&2; exit 2; }
copy="parse-profile-$(date +%s%N)"
work="$(mktemp -d)"
trap 'rm -rf "$home/target/gatling/$copy" "$work"' EXIT
mkdir -p "$home/target/gatling/$copy"
cp "$run/simulation.log" "$home/target/gatling/$copy/"
"$home/mvnw" -B -f "$home/pom.xml" gatling:test -Dgatling.reportsOnly="$copy" \
  "-Dabreplay.jvm.option=-XX:StartFlightRecording=settings=profile,filename=$work/parse.jfr" > "$work/out" 2>&1 \
  || { tail -20 "$work/out"; exit 1; }
echo "simulation.log: $(du -m "$run/simulation.log" | cut -f1) MB, $(grep -m1 '> request count' "$work/out" | cut -d'|' -f2 | tr -d ' ') requests"
grep -m1 -o 'Parsing log file(s) done in .*' "$work/out"
jfr print --events jdk.ExecutionSample --stack-depth 1 "$work/parse.jfr" | python3 -c '
import re, sys, collections
parts = [("t-digest (AVLTreeDigest: Gatling'"'"'s percentiles)", "com.tdunning."),
         ("Gatling: log parser and stats buffers", "io.gatling."),
         ("Scala collections and runtime", "scala."),
         ("JDK", "java."), ("JDK", "jdk."), ("JDK", "sun.")]
counts, total = collections.Counter(), 0
for frame in re.findall(r"stackTrace = \[\s*\n\s*([\w.$]+)", sys.stdin.read()):
    total += 1
    counts[next((name for name, prefix in parts if frame.startswith(prefix)), "other")] += 1
print(f"{total} samples by the library of their top frame:")
for name, n in counts.most_common():
    print(f"  {name:48} {n:6} {100 * n / max(total, 1):5.1f}%")
'
