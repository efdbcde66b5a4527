#!/usr/bin/env bash
# What a second injector costs on one machine (issue 15): AbSimulation at -c 1000 -k against the bundled
# hello stand-in, on one injector (the run's JVM) and on two (the run's JVM and a child JVM, each 500
# users), alternated round by round. Prints one line per run (req/s, Time taken, 99% and longest request,
# failed) from each run's summary.json.
#   src/bench/second-injector.sh [rounds] [requests]
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rounds="${1:-3}"; requests="${2:-100000}"
cd "$home"
printf '%-6s %-10s %10s %10s %8s %8s %7s\n' round injectors "req/s" "taken s" "99% ms" "max ms" failed
for ((round = 1; round <= rounds; round++)); do
  for injectors in 1 2; do
    timeout 900 ./mvnw -B -o -q gatling:test -Dgatling.simulationClass=abreplay.AbSimulation \
      -Dab.requests="$requests" -Dab.concurrency=1000 -Dab.keep-alive=true -Dreplay.injectors="$injectors" \
      > "target/second-injector-$round-$injectors.out" 2>&1 || true
    folder="$(ls -td target/gatling/absimulation-* | head -1)"
    python3 - "$folder/summary.json" "$round" "$injectors" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
ab = s["steps"][0]["ab"]
p = ab["percentilesMs"]
print("%-6s %-10s %10.0f %10.2f %8s %8s %7d" % (sys.argv[2], sys.argv[3], ab["requestsPerSecond"],
      ab["timeTakenSeconds"], p["99"], p["100"], ab["failedRequests"]))
PY
  done
done
