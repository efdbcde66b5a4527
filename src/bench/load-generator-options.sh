#!/usr/bin/env bash
# Does an option make the load generator cheaper? AbSimulation against one hello stand-in (keep-alive,
# c=100), once per variant per round, variants in turn (every other round reversed, so that neither
# always runs first); prints each variant's median req/s and load generator CPU per request (us),
# and its ratio to the first variant, the per-round ratios' median.
#   src/bench/load-generator-options.sh [rounds] [requests] [variant ...]
# A variant is one string of -D options for the run, "" for the defaults; e.g.
#   src/bench/load-generator-options.sh 3 1000000 "" "-Dabreplay.jvm.option=-Dio.netty.eventLoopThreads=2"
# (defaults: 3 rounds, 1,000,000 requests, the variants src/bench/README.md reports).
# Only 127.0.0.1 receives load; the stand-in started here is stopped by its PID.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rounds="${1:-3}"
requests="${2:-1000000}"
shift 2 || shift $#
variants=("$@")
if [ ${#variants[@]} -eq 0 ]; then
  variants=(""
    "-Dabreplay.jvm.option=-Dio.netty.eventLoopThreads=2"
    "-Dabreplay.jvm.option=-Dio.netty.eventLoopThreads=1"
    "-Dabreplay.jvm.option=-XX:+UseParallelGC"
    "-Dgatling.netty.allocator=adaptive")
fi
. "$home/src/bench/hello-standin.sh"
start_hello_standin
"$home/mvnw" -B -q -f "$home/pom.xml" -DskipTests test-compile

run() { # variant-index round
  local options=()
  [ -n "${variants[$1]}" ] && read -r -a options <<< "${variants[$1]}"
  touch "$work/started"
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.AbSimulation \
    -Dab.url="http://127.0.0.1:$port/" -Dab.requests="$requests" -Dab.concurrency=100 -Dab.keep-alive=true \
    -Dreplay.warm-up=200000 -Dreplay.target-warm-up=200000 -Dreplay.max-failed=-1 -Dgatling.noReports=true "${options[@]}" \
    > "$work/gatling.out" 2>&1 || { tail -30 "$work/gatling.out"; exit 1; }
  local folder
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'absimulation-*' -newer "$work/started" | sort | tail -1)"
  python3 - "$folder/summary.json" "$1" "$2" >> "$work/rows" <<'PY'
import json, sys
step = json.load(open(sys.argv[1]))["steps"][0]
lg = step["loadGeneratorResources"]
us = (lg["cpuUserPercentOfOneCore"] + lg["cpuSystemPercentOfOneCore"]) / 100 * lg["seconds"] * 1e6 / step["ab"]["requestsSent"]
print(sys.argv[2], sys.argv[3], f"{step['ab']['requestsPerSecond']:.0f}", f"{us:.2f}", step["bound"]["kind"])
PY
  tail -1 "$work/rows"
}

echo "stand-in hello on port $port; $rounds round(s) of $requests requests, keep-alive, c=100"
echo "variant round req/s lg-us/request bound"
for round in $(seq 1 "$rounds"); do
  order=$(seq 0 $((${#variants[@]} - 1)))
  [ $((round % 2)) -eq 0 ] && order=$(echo "$order" | tac)
  for v in $order; do run "$v" "$round"; done
done
python3 - "$work/rows" "${variants[@]}" <<'PY'
import statistics, sys
rows = [line.split() for line in open(sys.argv[1])]
names = sys.argv[2:]
by = {}
for v, r, rps, us, bound in rows:
    by.setdefault(int(v), {})[int(r)] = (float(rps), float(us), bound)
print(f"{'variant':<62} {'req/s':>8} {'x base':>7} {'us/req':>7} {'x base':>7}  bound")
for v, name in enumerate(names):
    runs = by[v]
    ratio = lambda i: statistics.median(runs[r][i] / by[0][r][i] for r in runs)
    bounds = ",".join(sorted({b for _, _, b in runs.values()}))
    print(f"{(name or '(defaults)'):<62} {statistics.median(x[0] for x in runs.values()):>8.0f} {ratio(0):>7.2f}"
          f" {statistics.median(x[1] for x in runs.values()):>7.2f} {ratio(1):>7.2f}  {bounds}")
PY
