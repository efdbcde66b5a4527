#!/usr/bin/env bash
# Every bundled document replayed at full scale, one after another, as the README's commands run them
# (one round unless -Dreplay.rounds=N is given), and each claim's three answers and map printed from its
# summary.json: what a closing note or a CI log needs to show what a replay decided and what it would take.
#   src/bench/document-verdicts.sh [-Dkey=value ...]       (e.g. -Dreplay.rounds=3, -Dreplay.real=true)
# Only 127.0.0.1 receives load; each run is bounded by its document's -n. Gatling's HTML is not drawn.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for class in SwooleVsNginxAndGo SwooleVsNode OctaneVsFpm SwooleVsGoLadder WooVsPhp; do
  touch "$work/started"
  begin=$(date +%s)
  load=$(cut -d' ' -f1 /proc/loadavg)
  "$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass="abreplay.documents.$class" \
    -Dgatling.noReports=true "$@" > "$work/$class.out" 2>&1 || echo "$class: exit $? (see the summary below)"
  folder="$(find "$home/target/gatling" -maxdepth 1 -iname "$class-*" -newer "$work/started" | sort | tail -1)"
  [ -n "$folder" ] || { echo "$class: no run folder"; tail -20 "$work/$class.out"; continue; }
  echo "== $class: $folder, $(( $(date +%s) - begin )) s, load average before: $load"
  python3 - "$folder/summary.json" <<'PY'
import json, sys
s = json.load(open(sys.argv[1]))
for c in s.get("claims", []):
    print(f"- \"{c['text']}\"")
    print(f"  measurement: {c['measurementText']}")
    print(f"  verdict:     {c['verdictText']}")
    print(f"  own data:    {c['ownDataText']}")
    for sc in c["scenarios"]:
        est = f"{sc['replayedRatio']:.3f}x [{sc['interval']['low']:.3f}, {sc['interval']['high'] or float('inf'):.3f}]" \
            if "interval" in sc else "-"
        why = f" ({sc['notJudged']['kind']})" if "notJudged" in sc else ""
        print(f"  {sc['scenario']}: published {sc.get('publishedRatio') or float('nan'):.3f}x, replayed {est}:"
              f" {sc['verdict']}{why}; map: {'; '.join(sc.get('map', []))}")
PY
done
