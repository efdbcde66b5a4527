#!/usr/bin/env bash
# Does a ratio depend on the budget? Document 000 (the README's main command) replayed at several CPU
# budgets, one after another (every other round in reverse order), and each claim's replayed ratio with
# its interval printed side by side per budget; then whether the budgets agree: whether one ratio lies
# inside every budget's interval (the intervals overlap), and the spread of the ratios.
#   src/bench/budget-ratios.sh [budgets] [rounds] [-Dkey=value ...]   (defaults "0.25 0.3 0.4", 1)
# (a budget the load generator cannot saturate, 0.5 core on 2 CPUs, gives LOAD-GENERATOR-BOUND steps: left out).
# Each run prints the bounds of its steps: a ratio is the servers' only where the steps are TARGET-BOUND.
# Only 127.0.0.1 receives load; each run is bounded by the document's -n. Gatling's HTML is not drawn.
# Quote the load average beside the figures: other builds share the machine.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
budgets="${1:-0.25 0.3 0.4}"
rounds="${2:-1}"
shift $(( $# < 2 ? $# : 2 ))
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: > "$work/rows"
for round in $(seq "$rounds"); do
  order="$budgets"
  [ $(( round % 2 )) -eq 0 ] && order="$(echo "$budgets" | tr ' ' '\n' | tac | tr '\n' ' ')"
  for budget in $order; do
    touch "$work/started"
    begin=$(date +%s)
    load=$(cut -d' ' -f1 /proc/loadavg)
    "$home/mvnw" -B -q -o -f "$home/pom.xml" gatling:test \
      -Dgatling.simulationClass=abreplay.documents.SwooleVsNginxAndGo -Dgatling.noReports=true \
      "-Dreplay.budget=$budget" "$@" > "$work/out" 2>&1 || echo "budget $budget: exit $? (see below)"
    folder="$(find "$home/target/gatling" -maxdepth 1 -iname "swoolevsnginxandgo-*" -newer "$work/started" | sort | tail -1)"
    [ -n "$folder" ] || { echo "budget $budget: no run folder"; tail -20 "$work/out"; continue; }
    python3 - "$folder/summary.json" "$budget" "$round" "$(( $(date +%s) - begin ))" "$load" >> "$work/rows" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
budget, rnd, wall, load = sys.argv[2:6]
bounds = ", ".join("%s %.0f req/s %s" % (st["system"], st["ab"]["requestsPerSecond"], st["bound"]["kind"])
                   for st in s["steps"] if "ab" in st)
print(json.dumps({"budget": budget, "round": rnd, "wall": wall, "load": load, "bounds": bounds,
                  "claims": [{"text": c["text"], "verdict": c["verdictText"],
                              "ratio": sc.get("replayedRatio"),
                              "low": sc.get("interval", {}).get("low"),
                              "high": sc.get("interval", {}).get("high")}
                             for c in s.get("claims", []) for sc in c["scenarios"]]}))
PY
    tail -1 "$work/rows" | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
print("budget %s (round %s, %s s, load %s): %s" % (r["budget"], r["round"], r["wall"], r["load"], r["bounds"]))
for c in r["claims"]:
    print("  \"%s\": %s [%s, %s]: %s" % (c["text"], c["ratio"], c["low"], c["high"], c["verdict"]))
'
  done
done
python3 - "$work/rows" <<'PY'
import json, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
claims = {}
for r in rows:
    target_bound = all(b.endswith("TARGET") for b in r["bounds"].split(", "))
    for c in r["claims"]:
        claims.setdefault(c["text"], []).append((r["budget"], target_bound, c))
print()
for text, seen in claims.items():
    print("\"%s\"" % text)
    judged = []
    for budget, target_bound, c in seen:
        ratio = "%.3fx" % c["ratio"] if c["ratio"] is not None else "-"
        interval = ("[%.3f, %s]" % (c["low"], "%.3f" % c["high"] if c["high"] is not None else "inf")
                    if c["low"] is not None else "")
        counts = target_bound and not c["verdict"].startswith("NOT JUDGED")
        if counts:
            judged.append(c)
        print("  budget %-5s %s %s: %s%s" % (budget, ratio, interval, c["verdict"],
                                            "" if counts else " (left out: not every step TARGET-BOUND, or not judged)"))
    if len(judged) < 2:
        print("  fewer than two budgets judged: nothing to compare")
        continue
    low = max(c["low"] for c in judged)
    high = min(c["high"] if c["high"] is not None else float("inf") for c in judged)
    ratios = [c["ratio"] for c in judged]
    print("  %s: %s; the ratios span %.3fx-%.3fx (%.1f%%)" % (
        "AGREE" if low <= high else "DISAGREE",
        "every interval holds %.3fx-%.3fx" % (low, high) if low <= high else "no ratio lies in every interval",
        min(ratios), max(ratios), (max(ratios) / min(ratios) - 1) * 100))
PY
