#!/usr/bin/env bash
# Are the verdicts' intervals honest on this machine? Three identical copies of one stand-in with claims
# about them (src/bench/identical-copies.conf), replayed <runs> times with <rounds> rounds each: every
# ratio's truth is 1.0. Prints, over all claims of all runs: how many intervals hold 1.0 (goal: at least
# replay.confidence, 95%), the wrong answers (an on-par claim contradicted, a faster claim decided
# either way, the equal published ratio not reproduced), and how many were not judged and why.
#   src/bench/noise-calibration.sh [runs] [rounds] [scale]     (defaults: 5 runs, 1 round, scale 1)
# Only 127.0.0.1 receives load; runs one after another, each bounded by the document's -n.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
runs="${1:-5}"
rounds="${2:-1}"
scale="${3:-1}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for run in $(seq 1 "$runs"); do
  touch "$work/started"
  load=$(cut -d' ' -f1 /proc/loadavg)
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.Document \
    -Dreplay.document=src/bench/identical-copies.conf -Dreplay.rounds="$rounds" -Dreplay.scale="$scale" \
    -Dgatling.noReports=true > "$work/run-$run.out" 2>&1 || { tail -30 "$work/run-$run.out"; exit 1; }
  folder="$(find "$home/target/gatling" -maxdepth 1 -name 'document-*' -newer "$work/started" | sort | tail -1)"
  echo "$folder $load" >> "$work/folders"
  echo "run $run: $folder (load average before: $load)"
done
python3 - "$work/folders" <<'PY'
import collections, json, sys
held = total = wrong = 0
unjudged = collections.Counter()
verdicts = collections.Counter()
halfwidths = []
for line in open(sys.argv[1]):
    folder, load = line.split()
    s = json.load(open(folder + "/summary.json"))
    for c in s["claims"]:
        for sc in c["scenarios"]:
            if "interval" in sc:
                low, high = sc["interval"]["low"], sc["interval"]["high"] or float("inf")
                total += 1
                held += low <= 1.0 <= high
                halfwidths.append((high / sc["replayedRatio"] - 1) * 100)
            if "notJudged" in sc:
                unjudged[sc["notJudged"]["kind"]] += 1
                continue
            verdicts[(c["kind"], sc["verdict"])] += 1
            bad = (c["kind"] == "ON_PAR" and sc["verdict"] == "CONTRADICTED") or \
                  (c["kind"] == "FASTER" and sc["verdict"] in ("SUPPORTED", "CONTRADICTED", "NOT_SUPPORTED")) or \
                  sc["measurement"] not in ("REPRODUCED",)
            wrong += bad
            if bad:
                print(f"  wrong: {c['text']}: {sc['verdict']}, measurement {sc['measurement']}, replayed"
                      f" {sc['replayedRatio']:.3f}x ({folder}, load {load})")
halfwidths.sort()
print(f"intervals holding the true ratio 1.0: {held} of {total}" + (f" ({held / total:.0%})" if total else ""))
if halfwidths:
    print(f"interval half-widths: median {halfwidths[len(halfwidths) // 2]:.1f}%, widest {halfwidths[-1]:.1f}%")
print("answers given: " + ", ".join(f"{k[0]} {k[1]}: {n}" for k, n in sorted(verdicts.items())))
print(f"wrong answers: {wrong}")
print("not judged: " + (", ".join(f"{k}: {n}" for k, n in unjudged.items()) or "none"))
PY
