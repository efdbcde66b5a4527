#!/usr/bin/env bash
# Duet or one after the other? Two copies of one stand-in (true ratio 1), each inside a CPU budget of its
# own (machine/Budgeted), loaded by wrk either one after the other (the order reversed every round, as a
# replay's rounds are) or both at once ("duet"), for the same seconds; per mode, the ratio second/first of
# every round, its median, its spread (max/min and the relative standard deviation) and how far it sits
# from 1, and for "one after the other" the ratio by which copy went first (order bias).
#   src/bench/duet.sh [rounds] [seconds] [cores] [profile]    (defaults 6, 10, 0.35, nginx-1.4.6)
# wrk (-t1 -c100) is the load generator: it costs a fraction of Gatling's CPU a request, so two copies at
# once still saturate their budgets on 2 cores; what this measures is the servers' side (the machine's
# drift over time against two budgets sharing it at once), not Gatling's. Only 127.0.0.1 receives load;
# everything started here is stopped by its PID when the script ends.
set -euo pipefail
readonly ROUNDS="${1:-6}" SECONDS_PER_RUN="${2:-10}" CORES="${3:-0.35}" PROFILE="${4:-nginx-1.4.6}"
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly PORTS=(18191 18192)
WORK="$(mktemp -d "${TMPDIR:-/tmp}/duet.XXXXXX")"
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

for i in 0 1; do
  "$HOME_DIR/src/main/sh/java-main" -- abreplay.machine.Budgeted "$CORES" 10 -- \
    "$HOME_DIR/targets/serve" "$PROFILE" "${PORTS[$i]}" > "$WORK/server-$i.log" 2>&1 &
  servers+=($!)
done
for i in 0 1; do
  for _ in $(seq 300); do grep -q "listening on" "$WORK/server-$i.log" && break; sleep 0.1; done
  grep -q "listening on" "$WORK/server-$i.log" || { cat "$WORK/server-$i.log" >&2; exit 1; }
  wrk -t1 -c100 -d3s "http://127.0.0.1:${PORTS[$i]}/" > /dev/null
done

rate() { awk '/^Requests\/sec:/ { print $2 }' "$1"; }
load() { wrk -t1 -c100 -d"${SECONDS_PER_RUN}s" "http://127.0.0.1:${PORTS[$1]}/" > "$2"; }

echo "duet: two $PROFILE stand-ins at $CORES core each, wrk -t1 -c100 -d${SECONDS_PER_RUN}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
  if [ $((round % 2)) -eq 1 ]; then order=(0 1); else order=(1 0); fi
  load "${order[0]}" "$WORK/s-${order[0]}"; load "${order[1]}" "$WORK/s-${order[1]}"
  echo "sequential ${order[0]} $(rate "$WORK/s-0") $(rate "$WORK/s-1")" >> "$WORK/rows"
  load 0 "$WORK/d-0" & a=$!; load 1 "$WORK/d-1" & b=$!; wait "$a" "$b"
  echo "duet - $(rate "$WORK/d-0") $(rate "$WORK/d-1")" >> "$WORK/rows"
  tail -2 "$WORK/rows" | sed "s/^/  round $round: /"
done

python3 - "$WORK/rows" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
print("\n| mode | rounds | median ratio | min-max | relative sd | median |ratio - 1| | median rate per copy |")
print("|---|---:|---:|---:|---:|---:|---:|")
for mode in ("sequential", "duet"):
    r = [(float(x[3]) / float(x[2]), float(x[2]), float(x[3])) for x in rows if x[0] == mode]
    ratios = [x[0] for x in r]
    sd = statistics.stdev(ratios) / statistics.mean(ratios) if len(ratios) > 1 else 0
    print("| %s | %d | %.3f | %.3f-%.3f | %.1f%% | %.3f | %.0f |" % (mode, len(r), statistics.median(ratios),
          min(ratios), max(ratios), 100 * sd, statistics.median(abs(x - 1) for x in ratios),
          statistics.median([x[1] for x in r] + [x[2] for x in r])))
first = {o: [float(x[3]) / float(x[2]) for x in rows if x[0] == "sequential" and x[1] == o] for o in ("0", "1")}
if first["0"] and first["1"]:
    print("\norder bias (sequential): ratio second/first %.3f when first ran first, %.3f when second did"
          % (statistics.median(first["0"]), statistics.median(first["1"])))
PY
