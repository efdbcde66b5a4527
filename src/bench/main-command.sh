#!/usr/bin/env bash
# How long does the README's main command take, and with a variant? Runs
#   ./mvnw -B -o gatling:test -Dgatling.simulationClass=abreplay.documents.SwooleVsNginxAndGo
# <pairs> times as it is and <pairs> times with the variant's -D options, alternated (every other pair
# reversed, so that neither always runs first on a machine whose speed drifts), one at a time; prints
# each run's wall time, when the first measured request went out, the load generator's warm-up
# requests, the three steps' seconds and Gatling's parse, then both sides' medians and the median of
# the pairs' ratios.
#   src/bench/main-command.sh [pairs] [variant]
#   src/bench/main-command.sh 3 "-Dabreplay.jvm.priorities=-Dabreplay.jvm.priorities=none"
# (defaults: 3 pairs; that variant, which turns the root-only profile compilers-first off).
# Only 127.0.0.1 receives load; every stand-in is started and stopped by the run itself.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pairs="${1:-3}"
variant="${2:--Dabreplay.jvm.priorities=-Dabreplay.jvm.priorities=none}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$home/mvnw" -B -q -f "$home/pom.xml" -DskipTests test-compile

run() { # name extra-options...
  local name=$1
  shift
  touch "$work/started"
  local begin
  begin=$(date +%s.%N)
  (cd "$home" && ./mvnw -B -o gatling:test -Dgatling.simulationClass=abreplay.documents.SwooleVsNginxAndGo "$@") 2>&1 |
    python3 -u -c '
import sys, time
t0 = float(sys.argv[1])
for line in sys.stdin: sys.stdout.write("%.1f %s" % (time.time() - t0, line))
' "$begin" > "$work/$name.out" || { tail -30 "$work/$name.out"; exit 1; }
  local wall
  wall=$(python3 -c "import time; print(round(time.time() - $begin, 1))")
  local folder
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'swoolevsnginxandgo-*' -newer "$work/started" | sort | tail -1)"
  python3 - "$folder/run-record.json" "$work/$name.out" "$name" "$wall" "$(uptime | sed 's/.*average: //; s/,.*//')" >> "$work/rows" <<'PY'
import json, re, sys
record = json.load(open(sys.argv[1]))
warm = record["steps"][0]["outcome"]["ab"]["warmUp"]["loadGeneratorRequests"]
measuring, measured, parse = {}, {}, "-"
for line in open(sys.argv[2]):
    at, _, text = line.partition(" ")
    m = re.match(r"ab-replay: (measuring|measured) (\S+) ", text)
    if m: (measuring if m.group(1) == "measuring" else measured)[m.group(2)] = float(at)
    p = re.search(r"Parsing log file\(s\) done in (\d+)s", text)
    if p: parse = p.group(1)
steps = "/".join(f"{measured[s] - measuring[s]:.1f}" for s in measuring if s in measured)
first = min(measuring.values()) if measuring else float("nan")
print(sys.argv[3], sys.argv[4], f"{first:.1f}", warm, steps, parse, sys.argv[5])
PY
  tail -1 "$work/rows"
}

echo "$pairs pair(s): as it is (base) and with: $variant"
echo "run wall-s first-measured-s lg-warm-up-requests steps-s parse-s load-1min"
read -r -a options <<< "$variant"
for pair in $(seq 1 "$pairs"); do
  if [ $((pair % 2)) -eq 1 ]; then
    run "base-$pair"
    run "variant-$pair" "${options[@]}"
  else
    run "variant-$pair" "${options[@]}"
    run "base-$pair"
  fi
done
python3 - "$work/rows" <<'PY'
import statistics, sys
rows = [l.split() for l in open(sys.argv[1])]
wall = {r[0]: float(r[1]) for r in rows}
first = {r[0]: float(r[2]) for r in rows}
for side in ("base", "variant"):
    w = [v for k, v in wall.items() if k.startswith(side)]
    f = [v for k, v in first.items() if k.startswith(side)]
    print(f"{side:8s} wall median {statistics.median(w):6.1f} s (min {min(w):.1f}, max {max(w):.1f});"
          f" first measured request median {statistics.median(f):5.1f} s")
pairs = sorted({k.split("-")[1] for k in wall})
ratios = [wall[f"variant-{p}"] / wall[f"base-{p}"] for p in pairs if f"variant-{p}" in wall and f"base-{p}" in wall]
print("variant / base, median of the pairs' ratios: " + f"{statistics.median(ratios):.3f}"
      + " (" + " ".join(f"{r:.3f}" for r in ratios) + ")")
PY
