#!/usr/bin/env bash
# How soon is a JVM stand-in steady at a budget, with which JVM options? For each variant, <reps>
# times: the nginx-1.4.6 stand-in started cold in a cgroup v1 group of this script's own, warmed
# without a budget for <warm> 1-s wrk runs (as the replay warms a server outside its budget), then
# given <cores> core (period 10 ms) and loaded by <windows> 2-s wrk runs (-c100, keep-alive).
# Prints each run's rates under the budget and: the window at which two in a row first ran within
# 10% of each other (the replay's settling rule, "settled at"), the median rate of the rest, and
# their spread (sd / mean); then each variant's medians over its runs, alternated run by run.
#   src/bench/standin-jvm-steady.sh [reps] [cores] [warm] [windows]   (defaults 3, 0.45, 6, 15)
# Needs root, cgroup v1's cpu controller at /sys/fs/cgroup/cpu and wrk. Only 127.0.0.1 receives load;
# every server started here is stopped by its PID, and its group removed, when the script ends.
set -euo pipefail
readonly REPS="${1:-3}" CORES="${2:-0.45}" WARM="${3:-6}" WINDOWS="${4:-15}"
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly GROUP="/sys/fs/cgroup/cpu/abreplay-jvm-steady-$$" PORT=18297
command -v wrk >/dev/null || { echo "wrk is not on PATH (apt-get install wrk)" >&2; exit 2; }
[ -d /sys/fs/cgroup/cpu ] || { echo "no cgroup v1 cpu controller at /sys/fs/cgroup/cpu" >&2; exit 2; }
WORK="$(mktemp -d "${TMPDIR:-/tmp}/jvm-steady.XXXXXX")"
server=""
cleanup() {
  if [ -n "$server" ]; then kill -TERM "$server" 2>/dev/null || true; wait "$server" 2>/dev/null || true; fi
  rmdir "$GROUP" 2>/dev/null || true
  rm -rf "$WORK"
}
trap cleanup EXIT
(cd "$HOME_DIR" && ./mvnw -B -q -o -DskipTests compile >/dev/null)
classpath="$HOME_DIR/target/classes:$(cat "$HOME_DIR/target/standin.classpath")"
mkdir -p "$GROUP"
echo 10000 > "$GROUP/cpu.cfs_period_us"

# name|options beside ParallelGC, -Xms256m, -Xmx1g (the stand-ins run C1-only: StandInProcess)
variants=(
  "tiered|"
  "C1-only|-XX:TieredStopAtLevel=1"
  "SerialGC|-XX:-UseParallelGC -XX:+UseSerialGC"
)
one() { # name options...
  local name=$1
  shift
  echo -1 > "$GROUP/cpu.cfs_quota_us"
  # shellcheck disable=SC2068
  sh -c 'echo $$ > "$0/cgroup.procs"; exec "$@"' "$GROUP" java -XX:+UseParallelGC -Xms256m -Xmx1g $@ \
    -Dio.netty.leakDetection.level=disabled -Dabreplay.home="$HOME_DIR" -cp "$classpath" \
    abreplay.standin.StandInMain nginx-1.4.6 "$PORT" > "$WORK/server.log" 2>&1 &
  server=$!
  for _ in $(seq 300); do grep -q "listening on" "$WORK/server.log" && break; sleep 0.1; done
  grep -q "listening on" "$WORK/server.log" || { cat "$WORK/server.log" >&2; exit 1; }
  for _ in $(seq "$WARM"); do wrk -t1 -c100 -d1s "http://127.0.0.1:$PORT/" > /dev/null; done
  echo $(( $(printf '%.0f' "$(echo "$CORES * 10000" | bc)") )) > "$GROUP/cpu.cfs_quota_us"
  : > "$WORK/rates"
  for _ in $(seq "$WINDOWS"); do
    wrk -t1 -c100 -d2s "http://127.0.0.1:$PORT/" | awk '/^Requests\/sec:/ { print $2 }' >> "$WORK/rates"
  done
  kill -TERM "$server"; wait "$server" 2>/dev/null || true; server=""
  echo "$name $(tr '\n' ' ' < "$WORK/rates")" >> "$WORK/rows"
}
for rep in $(seq "$REPS"); do
  # Every other rep in reverse, so that no variant always runs first on a drifting machine.
  order=$(seq 0 $((${#variants[@]} - 1)))
  [ $((rep % 2)) -eq 1 ] || order=$(echo "$order" | tac)
  for i in $order; do
    v=${variants[$i]}
    # shellcheck disable=SC2086
    one "${v%%|*}" ${v#*|}
  done
done
python3 - "$WORK/rows" <<'PY'
import statistics, sys
by = {}
for line in open(sys.argv[1]):
    name, *rates = line.split()
    rates = [float(r) for r in rates]
    settled = next((i for i in range(1, len(rates)) if abs(rates[i] / rates[i - 1] - 1) <= 0.10), len(rates) - 1)
    rest = rates[settled + 1:] or rates[-1:]
    rate = statistics.median(rest)
    spread = statistics.stdev(rest) / statistics.mean(rest) if len(rest) > 1 else float("nan")
    by.setdefault(name, []).append((settled + 1, rate, spread))
    print(f"{name:9} settled at window {settled + 1:2d}, then {rate:8.0f} req/s +-{spread:.1%}: "
          + " ".join(f"{r / 1000:.1f}k" for r in rates))
for name, rows in by.items():
    print(f"{name:9} median over {len(rows)}: settled at window {statistics.median(r[0] for r in rows):.0f},"
          f" {statistics.median(r[1] for r in rows):.0f} req/s, spread +-{statistics.median(r[2] for r in rows):.1%}")
PY
