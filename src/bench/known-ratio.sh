#!/usr/bin/env bash
# A known ratio: one stand-in started twice, each copy in a CPU group of its own (machine/Budgeted) at
# <low> and <high> cores, given to the replay by url (src/bench/known-ratio.conf, replay.budget = none:
# the groups are this script's). wrk measures the same two groups the same way the replay cuts them:
# <pairs> pairs of 5-s runs in ABBA order, the ratio from the pairs' log ratios. Prints wrk's ratio, each
# run's replayed ratio, interval and answers, and how far the replay sits from wrk.
#   src/bench/known-ratio.sh [runs] [low] [high] [pairs] [-Dkey=value ...]   (defaults 3, 0.25, 0.325, 10)
# Only 127.0.0.1 receives load; everything started here is stopped by its PID when the script ends.
set -euo pipefail
readonly RUNS="${1:-3}" LOW="${2:-0.25}" HIGH="${3:-0.325}" PAIRS="${4:-10}"
shift $(( $# < 4 ? $# : 4 ))
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly PORTS=(18291 18292)
WORK="$(mktemp -d "${TMPDIR:-/tmp}/known-ratio.XXXXXX")"
readonly WORK
servers=()
cleanup() {
  local pid
  for pid in "${servers[@]}"; do kill -TERM "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  rm -rf "$WORK"
}
trap cleanup EXIT
command -v wrk >/dev/null || { echo "wrk is not on PATH (apt-get install wrk)" >&2; exit 2; }
(cd "$HOME_DIR" && ./mvnw -B -q -o -DskipTests compile >/dev/null)

cores=("$LOW" "$HIGH")
for i in 0 1; do
  "$HOME_DIR/src/main/sh/java-main" -- abreplay.machine.Budgeted "${cores[$i]}" 10 -- \
    "$HOME_DIR/targets/serve" nginx-1.4.6 "${PORTS[$i]}" > "$WORK/server-$i.log" 2>&1 &
  servers+=($!)
done
for i in 0 1; do
  for _ in $(seq 300); do grep -q "listening on" "$WORK/server-$i.log" && break; sleep 0.1; done
  grep -q "listening on" "$WORK/server-$i.log" || { cat "$WORK/server-$i.log" >&2; exit 1; }
done
# Steady before measured: 40 s of load each, in its group.
for i in 0 1; do wrk -t1 -c100 -d40s "http://127.0.0.1:${PORTS[$i]}/" > /dev/null; done

rate() { awk '/^Requests\/sec:/ { print $2 }' "$1"; }
for pair in $(seq 0 $((PAIRS - 1))); do
  if [ $((pair % 2)) -eq 0 ]; then order=(0 1); else order=(1 0); fi
  for i in "${order[@]}"; do wrk -t1 -c100 -d5s "http://127.0.0.1:${PORTS[$i]}/" > "$WORK/w-$i"; done
  echo "$(rate "$WORK/w-0") $(rate "$WORK/w-1")" >> "$WORK/wrk"
done
python3 - "$WORK/wrk" > "$WORK/wrk-ratio" <<'PY'
import math, statistics, sys
logs = [math.log(float(b) / float(a)) for a, b in (l.split() for l in open(sys.argv[1]))]
m, se = statistics.mean(logs), statistics.stdev(logs) / math.sqrt(len(logs))
print(f"{math.exp(m):.4f} {math.exp(m - 2.262 * se):.4f} {math.exp(m + 2.262 * se):.4f}")
PY
read -r wrk_ratio wrk_low wrk_high < "$WORK/wrk-ratio"
echo "wrk: high/low $wrk_ratio [$wrk_low, $wrk_high] over $PAIRS ABBA pairs of 5 s (high $HIGH core, low $LOW core)"

for run in $(seq 1 "$RUNS"); do
  touch "$WORK/started"
  "$HOME_DIR/mvnw" -B -q -f "$HOME_DIR/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.Document \
    -Dreplay.document=src/bench/known-ratio.conf -Dgatling.noReports=true -Dreplay.budget=none \
    -Dreplay.systems.low.url="http://127.0.0.1:${PORTS[0]}/" -Dreplay.systems.high.url="http://127.0.0.1:${PORTS[1]}/" \
    "$@" > "$WORK/run-$run.out" 2>&1 || { tail -30 "$WORK/run-$run.out"; exit 1; }
  folder="$(find "$HOME_DIR/target/gatling" -maxdepth 1 -name 'document-*' -newer "$WORK/started" | sort | tail -1)"
  python3 - "$folder/summary.json" "$wrk_ratio" <<'PY'
import json, sys
s, wrk = json.load(open(sys.argv[1])), float(sys.argv[2])
answers = {}
for c in s["claims"]:
    sc = c["scenarios"][0]
    answers[c["kind"]] = sc["verdict"]
    iv, ratio = sc.get("interval"), sc.get("replayedRatio")
print(f"replay: {ratio:.4f}x [{iv['low']:.4f}, {iv['high']:.4f}], pairs {iv.get('pairs', 0)},"
      f" order effect {iv.get('orderEffect', float('nan')) * 100:+.1f}%; {ratio / wrk - 1:+.1%} from wrk;"
      f" faster {answers['FASTER']}, on par {answers['ON_PAR']} ({sys.argv[1]})")
PY
done
