#!/usr/bin/env bash
# Together or one after the other, in the replay itself: a document (by default two copies of one stand-in,
# src/bench/two-fast-copies.conf, true ratio 1, claims "on par" and "10% faster") replayed with
# replay.together=false and =true, alternately (every other pair in reverse order), each at auto's budget;
# per mode: each claim's ratio, interval and verdict per run, then the median ratio, the ratios' spread
# (relative standard deviation), the median interval width (high/low), how often the interval held 1, the
# verdicts, and the median wall time.
#   src/bench/together.sh [pairs] [conf] [-Dkey=value ...]   (defaults 3, src/bench/two-fast-copies.conf)
# Only 127.0.0.1 receives load; each run is bounded by the conf's -n. Gatling's HTML is not drawn. Quote the
# load average beside the figures: other processes share the machine.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
pairs="${1:-3}"
conf="${2:-src/bench/two-fast-copies.conf}"
shift $(( $# < 2 ? $# : 2 ))
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
: > "$work/rows"
for pair in $(seq "$pairs"); do
  order="false true"
  [ $(( pair % 2 )) -eq 0 ] && order="true false"
  for together in $order; do
    touch "$work/started"
    begin=$(date +%s)
    load=$(cut -d' ' -f1 /proc/loadavg)
    "$home/mvnw" -B -q -o -f "$home/pom.xml" gatling:test \
      -Dgatling.simulationClass=abreplay.Document -Dgatling.noReports=true \
      "-Dreplay.document=$conf" "-Dreplay.together=$together" "$@" > "$work/out" 2>&1 \
      || echo "together=$together: exit $? (see the summary)"
    folder="$(find "$home/target/gatling" -maxdepth 1 -iname "document-*" -newer "$work/started" | sort | tail -1)"
    [ -n "$folder" ] || { echo "together=$together: no run folder"; tail -20 "$work/out"; continue; }
    python3 - "$folder/summary.json" "$together" "$pair" "$(( $(date +%s) - begin ))" "$load" >> "$work/rows" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
together, pair, wall, load = sys.argv[2:6]
steps = ", ".join("%s %.0f req/s %s" % (st["system"], st["ab"]["requestsPerSecond"], st["bound"]["kind"])
                  for st in s["steps"] if "ab" in st)
print(json.dumps({"together": together, "pair": pair, "wall": int(wall), "load": load, "steps": steps,
                  "budget": s.get("budget", {}).get("text", ""),
                  "claims": [{"text": c["text"], "verdict": c["verdictText"],
                              "ratio": sc.get("replayedRatio"),
                              "low": sc.get("interval", {}).get("low"),
                              "high": sc.get("interval", {}).get("high")}
                             for c in s.get("claims", []) for sc in c["scenarios"]]}))
PY
    tail -1 "$work/rows" | python3 -c '
import json, sys
r = json.loads(sys.stdin.read())
print("together=%s (pair %s, %s s, load %s): %s" % (r["together"], r["pair"], r["wall"], r["load"], r["steps"]))
for c in r["claims"]:
    print("  \"%s\": %s [%s, %s]: %s" % (c["text"], c["ratio"], c["low"], c["high"], c["verdict"]))
'
  done
done
python3 - "$work/rows" <<'PY'
import json, math, statistics, sys
rows = [json.loads(l) for l in open(sys.argv[1]) if l.strip()]
print()
for mode in ("false", "true"):
    runs = [r for r in rows if r["together"] == mode]
    if not runs:
        continue
    print("replay.together=%s: %d runs, median wall %d s" % (mode, len(runs), statistics.median(r["wall"] for r in runs)))
    texts = []
    for r in runs:
        for c in r["claims"]:
            if c["text"] not in texts:
                texts.append(c["text"])
    for text in texts:
        cs = [c for r in runs for c in r["claims"] if c["text"] == text and c["ratio"] is not None]
        if not cs:
            continue
        ratios = [c["ratio"] for c in cs]
        logs = [math.log(x) for x in ratios]
        rsd = statistics.stdev(logs) * 100 if len(logs) > 1 else float("nan")
        widths = [c["high"] / c["low"] for c in cs if c["low"] and c["high"]]
        held = sum(1 for c in cs if c["low"] is not None and c["high"] is not None and c["low"] <= 1 <= c["high"])
        verdicts = {}
        for c in cs:
            v = c["verdict"].split(" BY ")[0].split(" (")[0]
            verdicts[v] = verdicts.get(v, 0) + 1
        print("  \"%s\": median %.3fx, spread %.1f%% rsd, median interval high/low %s, held 1 in %d of %d; %s" % (
            text, statistics.median(ratios), rsd,
            "%.3f" % statistics.median(widths) if widths else "-", held, len(cs),
            ", ".join("%s %d" % kv for kv in sorted(verdicts.items()))))
PY
