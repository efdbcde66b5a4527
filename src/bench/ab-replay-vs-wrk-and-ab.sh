#!/usr/bin/env bash
# AbSimulation against wrk and ab, side by side on the same stand-in, and what recording costs
# (an A/B of whole runs, recording on and off, and a microbenchmark of the recording path, which
# the noise of whole runs on a shared machine cannot resolve to a few percent).
#
#   src/bench/ab-replay-vs-wrk-and-ab.sh [rounds] [keep-alive requests] [close requests]
#
# Defaults: 3 rounds, 1,000,000 requests with keep-alive, 100,000 without (the issue's figures),
# c = 100. Each round runs every contender once, in turn, against one hello stand-in started with
# targets/serve; medians over the rounds are printed with the ratios. The machine is shared and
# noisy: compare within a run, not across runs.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rounds="${1:-3}"
keepalive_n="${2:-1000000}"
close_n="${3:-100000}"
concurrency=100
wrk_seconds=15
. "$home/src/bench/hello-standin.sh"

# AbSimulation as users run it (./mvnw gatling:test); prints its req/s (or requests sent per second with
# recording off), and appends the load generator's CPU per request (us) to $work/cpu-<keep-alive>-<recording>.
ab_replay() { # keep-alive(true|false) requests recording(true|false) [-Dkey=value ...]
  touch "$work/started"
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.AbSimulation \
    -Dab.url="$url" -Dab.requests="$2" -Dab.concurrency="$concurrency" -Dab.keep-alive="$1" \
    -Dreplay.warm-up=200000 -Dreplay.target-warm-up=200000 -Dreplay.max-failed=-1 -Dabreplay.recording="$3" \
    -Dgatling.noReports=true "${@:4}" > "$work/gatling.out" 2>&1 || { tail -30 "$work/gatling.out"; exit 1; }
  # The run's own folder: the one created since it started (target/gatling is fixed by the plugin).
  local folder
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'absimulation-*' -newer "$work/started" | sort | tail -1)"
  python3 - "$folder/summary.json" "$work/cpu-$1-$3" <<'PY'
import json, sys
summary = json.load(open(sys.argv[1]))
step = summary["steps"][0]
ab = step["ab"]
sent = ab["requestsSent"]
lg = step["loadGeneratorResources"]
cpu_us = (lg["cpuUserPercentOfOneCore"] + lg["cpuSystemPercentOfOneCore"]) / 100 * lg["seconds"] * 1e6 / sent
open(sys.argv[2], "a").write(f"{cpu_us:.1f}\n")
print("%.0f" % (ab["requestsPerSecond"] if ab["responsesRecorded"] else sent / ab["timeTakenSeconds"]))
PY
}

wrk_rate() { # keep-alive(true|false)
  local header=()
  [ "$1" = true ] || header=(-H "Connection: close")
  wrk -t2 -c"$concurrency" -d"${wrk_seconds}s" "${header[@]}" "$url" | awk '/Requests\/sec/ {printf "%.0f\n", $2}'
}

ab_rate() { # keep-alive(true|false) requests
  local k=()
  [ "$1" = true ] && k=(-k)
  ab "${k[@]}" -q -n "$2" -c "$concurrency" "$url" | awk '/Requests per second/ {printf "%.0f\n", $4}'
}

median() { sort -n | awk '{a[NR]=$1} END {print (NR % 2 ? a[(NR+1)/2] : int((a[NR/2] + a[NR/2+1]) / 2))}'; }

"$home/mvnw" -B -q -f "$home/pom.xml" -DskipTests test-compile
start_hello_standin
echo "stand-in hello at $url; $rounds round(s); c=$concurrency; keep-alive n=$keepalive_n, close n=$close_n"
printf '%-6s %12s %12s %12s %12s %12s %12s %14s %14s\n' round "replay -k" "wrk -k" "ab -k" "replay" "wrk close" "ab" "recording on" "recording off"
for round in $(seq 1 "$rounds"); do
  r_k=$(ab_replay true "$keepalive_n" true);  echo "$r_k" >> "$work/r_k"
  w_k=$(wrk_rate true);                        echo "$w_k" >> "$work/w_k"
  a_k=$(ab_rate true "$keepalive_n");          echo "$a_k" >> "$work/a_k"
  r_c=$(ab_replay false "$close_n" true);      echo "$r_c" >> "$work/r_c"
  w_c=$(wrk_rate false);                       echo "$w_c" >> "$work/w_c"
  a_c=$(ab_rate false "$close_n");             echo "$a_c" >> "$work/a_c"
  off=$(ab_replay true "$keepalive_n" false);  echo "$off" >> "$work/off"
  printf '%-6s %12s %12s %12s %12s %12s %12s %14s %14s\n' "$round" "$r_k" "$w_k" "$a_k" "$r_c" "$w_c" "$a_c" "$r_k" "$off"
done
m() { median < "$work/$1"; }
printf '%-6s %12s %12s %12s %12s %12s %12s %14s %14s\n' median "$(m r_k)" "$(m w_k)" "$(m a_k)" "$(m r_c)" "$(m w_c)" "$(m a_c)" "$(m r_k)" "$(m off)"
python3 - "$work" <<'PY'
import sys, statistics
def col(name): return [float(x) for x in open(f"{sys.argv[1]}/{name}")]
def ratio(a, b): return statistics.median(x / y for x, y in zip(col(a), col(b)))
print(f"keep-alive:    AbSimulation / wrk = {ratio('r_k', 'w_k'):.2f} (goal >= 0.80), AbSimulation / ab = {ratio('r_k', 'a_k'):.2f}")
print(f"no keep-alive: AbSimulation / wrk = {ratio('r_c', 'w_c'):.2f} (goal >= 0.90), AbSimulation / ab = {ratio('r_c', 'a_c'):.2f}")
print(f"recording on / off, whole runs: {ratio('r_k', 'off'):.2f} (medians of per-round ratios; noisy)")
cpu = lambda name: statistics.median(col(name))
print(f"load generator CPU per request (AbSimulation, medians): {cpu('cpu-true-true'):.1f} us with keep-alive,"
      f" {cpu('cpu-false-true'):.1f} us without")
PY
# The recording path alone, from the test classpath, at the replay's median keep-alive rate.
"$home/mvnw" -B -q -f "$home/pom.xml" dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$work/cp" > /dev/null
cp="$home/target/test-classes:$home/target/classes:$(cat "$work/cp")"
mkdir -p "$work/bench-classes"
javac -d "$work/bench-classes" -cp "$cp" "$home/src/bench/java/abreplay/gatling/RecordingCost.java"
# 1.5 cores: what the Gatling JVM uses of these 2 (shared/reference/gatling-notes.md: 140-155%).
java -cp "$work/bench-classes:$cp" abreplay.gatling.RecordingCost "$(m r_k)" 1.5
