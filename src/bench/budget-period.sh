#!/usr/bin/env bash
# What a CPU budget's enforcement period does to a budgeted server's rate and latency:
#   src/bench/budget-period.sh [cores] [seconds] [rounds] [profile]   (defaults 0.35, 10, 3, nginx-1.4.6)
# The stand-in runs inside a budget of <cores> (machine/Budgeted: cgroup v2, v1 or systemd-run) at a
# period of 5, 10, 20, 50 and 100 ms in turn, the order reversed every other round; wrk -t1 -c100
# --latency loads it for <seconds> after 3 s unmeasured. Prints each run, then per period the
# medians of req/s, p50, p99 and max latency, and the cores the group used over the server's life
# (its start and warm-up included, so below the budget). Only 127.0.0.1 receives
# load; everything started here is stopped by its PID when the script ends.
set -euo pipefail

readonly CORES="${1:-0.35}"
readonly SECONDS_PER_RUN="${2:-10}"
readonly ROUNDS="${3:-3}"
readonly PROFILE="${4:-nginx-1.4.6}"
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly PERIODS=(5 10 20 50 100)
readonly PORT=18190
WORK="$(mktemp -d "${TMPDIR:-/tmp}/budget-period.XXXXXX")"
readonly WORK
server=""

cleanup() {
  if [ -n "$server" ]; then kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rm -rf "$WORK"
}
trap cleanup EXIT

command -v wrk >/dev/null || { echo "wrk is not on PATH (apt-get install wrk)" >&2; exit 2; }
# Build once, outside any budget.
(cd "$HOME_DIR" && ./mvnw -B -q -o -DskipTests compile >/dev/null)

# ms -> milliseconds as a number, from wrk's "1.23ms", "812.00us", "1.02s"
ms() {
  awk -v v="$1" 'BEGIN { n = v + 0; if (v ~ /us$/) n /= 1000; else if (v ~ /ms$/) n = n; else if (v ~ /s$/) n *= 1000; printf "%.2f", n }'
}

run() { # period round
  local period="$1" log="$WORK/server-$1-$2.log" out="$WORK/wrk-$1-$2.txt" i
  "$HOME_DIR/src/main/sh/java-main" -- abreplay.machine.Budgeted "$CORES" "$period" -- \
    "$HOME_DIR/targets/serve" "$PROFILE" "$PORT" > "$log" 2>&1 &
  server=$!
  for i in $(seq 300); do grep -q "listening on" "$log" && break; sleep 0.1; done
  grep -q "listening on" "$log" || { echo "the stand-in did not start:" >&2; cat "$log" >&2; exit 1; }
  wrk -t1 -c100 -d3s "http://127.0.0.1:$PORT/" > /dev/null
  wrk -t1 -c100 -d"${SECONDS_PER_RUN}s" --latency "http://127.0.0.1:$PORT/" > "$out"
  kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
  local rps p50 p99 max used
  rps=$(awk '/^Requests\/sec:/ { print $2 }' "$out")
  p50=$(ms "$(awk '$1 == "50%" { print $2 }' "$out")")
  p99=$(ms "$(awk '$1 == "99%" { print $2 }' "$out")")
  max=$(ms "$(awk '$1 == "Latency" { print $4; exit }' "$out")")
  used=$(grep -o "([0-9.]* cores)" "$log" | tr -d "(cores) " | tail -1 || true)
  echo "$period $2 $rps $p50 $p99 $max ${used:-?}" >> "$WORK/runs"
  printf '  period %3s ms, round %s: %10s req/s  p50 %7s ms  p99 %7s ms  max %8s ms  %s cores\n' \
    "$period" "$2" "$rps" "$p50" "$p99" "$max" "${used:-?}"
}

echo "budget-period: $PROFILE at $CORES core, wrk -t1 -c100 -d${SECONDS_PER_RUN}s, $ROUNDS rounds"
for round in $(seq "$ROUNDS"); do
  order=("${PERIODS[@]}")
  if [ $((round % 2)) -eq 0 ]; then
    order=(); for ((i = ${#PERIODS[@]} - 1; i >= 0; i--)); do order+=("${PERIODS[$i]}"); done
  fi
  for period in "${order[@]}"; do run "$period" "$round"; done
done

echo
echo "| period | req/s | p50 ms | p99 ms | max ms | cores used |"
echo "|---:|---:|---:|---:|---:|---:|"
for period in "${PERIODS[@]}"; do
  awk -v p="$period" '$1 == p' "$WORK/runs" | python3 -c '
import sys, statistics
rows = [l.split() for l in sys.stdin if l.strip()]
med = lambda i: statistics.median(float(r[i]) for r in rows if r[i] != "?")
print("| %s ms | %.0f | %.2f | %.2f | %.2f | %.3f |" % (rows[0][0], med(2), med(3), med(4), med(5), med(6)))'
done
