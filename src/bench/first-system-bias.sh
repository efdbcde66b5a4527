#!/usr/bin/env bash
# Does the first system of a run measure lower? Three copies of one stand-in, replayed as one document
# (src/bench/three-copies.conf), <runs> times; each copy's rate over the run's median, then the median
# of those over the runs. Goal: every copy within 5% of the others.
#   src/bench/first-system-bias.sh [runs] [scale]      (defaults: 3 runs, scale 1: 300,000 requests a copy)
# Prints each run's wall time too. Only 127.0.0.1 receives load; runs one after another.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-3}"
scale="${2:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for run in $(seq 1 "$runs"); do
  touch "$work/started"
  begin=$(date +%s.%N)
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.documents.SwooleVsNginxAndGo \
    -Dconfig.file=src/bench/three-copies.conf -Dreplay.scale="$scale" -Dgatling.noReports=true \
    > "$work/run-$run.out" 2>&1 || { tail -30 "$work/run-$run.out"; exit 1; }
  end=$(date +%s.%N)
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'swoolevsnginxandgo-*' -newer "$work/started" | sort | tail -1)"
  python3 - "$folder/summary.json" "$run" "$begin" "$end" >> "$work/rows" <<'PY'
import json, statistics, sys
s = json.load(open(sys.argv[1]))
rates = {st["system"]: st["ab"]["requestsPerSecond"] for st in s["steps"] if "ab" in st}
median = statistics.median(rates.values())
print(sys.argv[2], round(float(sys.argv[4]) - float(sys.argv[3])), " ".join(f"{rates[k]:.0f}:{rates[k] / median:.3f}" for k in ("first", "second", "third")))
PY
  tail -1 "$work/rows"
done
python3 - "$work/rows" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
for i, name in enumerate(("first", "second", "third")):
    ratios = [float(r[2 + i].split(":")[1]) for r in rows]
    print(f"{name:6s} over the run's median: " + " ".join(f"{x:.3f}" for x in ratios) + f"  median {statistics.median(ratios):.3f}")
spread = max(abs(float(r[2 + i].split(":")[1]) - 1) for r in rows for i in range(3))
print(f"largest distance of a copy from its run's median: {spread * 100:.1f}% (goal: within 5%)")
# Identical systems: any ratio between two of them is the machine's noise between two steps, which one
# round's own data cannot see (noise-calibration.sh checks whether the verdicts' intervals cover it).
rates = [[float(r[2 + i].split(":")[0]) for i in range(3)] for r in rows]
widest = max(a / b for run in rates for a in run for b in run)
print(f"widest ratio of one copy over another in a run: {widest:.3f}")
print("wall time per run (s): " + " ".join(r[1] for r in rows))
PY
