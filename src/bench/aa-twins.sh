#!/usr/bin/env bash
# A/A: two copies of one stand-in (src/bench/twins.conf: nginx-1.4.6, -n 1000000 -c 100 -k) replayed
# <runs> times, each run a fresh replay with its own warm-ups and auto budget. The true ratio is 1.0.
# Prints one line a run (the interval, its half-width, the order effect, the answers) and then: how often
# "on par" read SUPPORTED (goal: 9 of 10), "10% faster" SUPPORTED (goal: never), the interval held 1.0,
# the median half-width (goal: within +-5%) and the median order effect (goal: within +-2%).
#   src/bench/aa-twins.sh [runs] [-Dkey=value ...]     (default 10 runs; e.g. -Dreplay.interleave=off)
# Only 127.0.0.1 receives load; runs one after another, each bounded by the conf's -n.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-10}"
shift || true
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for run in $(seq 1 "$runs"); do
  touch "$work/started"
  load=$(cut -d' ' -f1 /proc/loadavg)
  start=$(date +%s)
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.Document \
    -Dreplay.document=src/bench/twins.conf -Dgatling.noReports=true "$@" > "$work/run-$run.out" 2>&1 \
    || { tail -30 "$work/run-$run.out"; exit 1; }
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'document-*' -newer "$work/started" | sort | tail -1)"
  echo "$folder $load $(( $(date +%s) - start ))" >> "$work/folders"
done
python3 - "$work/folders" <<'PY'
import json, statistics, sys
rows = []
for line in open(sys.argv[1]):
    folder, load, seconds = line.split()
    s = json.load(open(folder + "/summary.json"))
    answers = {}
    for c in s["claims"]:
        sc = c["scenarios"][0]
        answers[c["kind"]] = sc["verdict"] if "notJudged" not in sc else "NOT_JUDGED (" + sc["notJudged"]["kind"] + ")"
        if c["kind"] == "ON_PAR":
            iv, ratio, measurement = sc.get("interval"), sc.get("replayedRatio"), sc["measurement"]
    half = (iv["high"] / ratio - 1) * 100 if iv and iv["high"] else float("nan")
    order = iv.get("orderEffect", float("nan")) * 100 if iv else float("nan")
    held = bool(iv) and iv["low"] <= 1.0 <= (iv["high"] or float("inf"))
    rows.append((answers.get("ON_PAR"), answers.get("FASTER"), half, order, held))
    print(f"{ratio:.4f}x [{iv['low']:.4f}, {iv['high']:.4f}] +-{half:.1f}%, order effect {order:+.1f}%,"
          f" pairs {iv.get('pairs', 0)}; on par {answers.get('ON_PAR')}, 10% faster {answers.get('FASTER')},"
          f" measurement {measurement}; {seconds} s, load average before {load} ({folder})")
n = len(rows)
def med(xs):
    xs = [x for x in xs if x == x]
    return statistics.median(xs) if xs else float("nan")
print(f"on par SUPPORTED: {sum(r[0] == 'SUPPORTED' for r in rows)} of {n}")
print(f"10% faster SUPPORTED: {sum(r[1] == 'SUPPORTED' for r in rows)} of {n}")
print(f"interval held 1.0: {sum(r[4] for r in rows)} of {n}")
print(f"median half-width: +-{med([r[2] for r in rows]):.1f}%")
print(f"median order effect: {med([r[3] for r in rows]):+.1f}% (largest {max((abs(r[3]) for r in rows if r[3] == r[3]), default=float('nan')):.1f}%)")
PY
