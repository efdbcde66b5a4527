#!/usr/bin/env bash
# How long the test loop takes: `./mvnw -B test` and `./mvnw -B verify`, each from a clean target/ (as a
# fresh clone has it, the dependencies already in ~/.m2), then the ten slowest IT classes as Failsafe
# timed them. Issue 16's goals: test under 60 s, verify under 5 minutes on this 2-core machine.
#   src/bench/test-loop.sh [test|verify|both]      (default both; offline: run ./mvnw -B verify once before)
# Runs one build at a time; quote the load average printed beside each figure (other builds move them).
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
what="${1:-both}"
cd "$home"

timed() {
  local goal="$1" log
  log="$(mktemp)"
  rm -rf target
  local load begin end
  load="$(cut -d' ' -f1 /proc/loadavg)"
  begin=$(date +%s.%N)
  if ! ./mvnw -B -o "$goal" > "$log" 2>&1; then
    grep -E "Tests run:|FAIL|ERROR" "$log" | tail -20
    echo "test-loop: ./mvnw -B $goal failed (log: $log)"
    exit 1
  fi
  end=$(date +%s.%N)
  printf '%-7s %6.1f s wall from a clean target/ (load average %s at its start); %s\n' "$goal" \
    "$(echo "$end - $begin" | bc)" "$load" "$(grep -E 'Tests run: [0-9]+, Fail' "$log" | tail -1 | sed 's/^\[[A-Z]*\] //')"
  rm -f "$log"
}

case "$what" in
  test) timed test ;;
  verify) timed verify ;;
  both) timed test; timed verify ;;
  *) echo "test-loop: unknown argument '$what': give test, verify or both" >&2; exit 3 ;;
esac

if [ -d target/failsafe-reports ]; then
  echo "slowest IT classes (s, as Failsafe timed them; two run at a time):"
  python3 - target/failsafe-reports <<'PY'
import glob, sys, xml.etree.ElementTree as ET
rows = []
for f in glob.glob(sys.argv[1] + "/TEST-*.xml"):
    r = ET.parse(f).getroot()
    rows.append((float(r.get("time")), r.get("name").split(".")[-1]))
for t, name in sorted(rows, reverse=True)[:10]:
    print(f"  {t:6.1f}  {name}")
print(f"  {sum(t for t, _ in rows):6.1f}  in all ({len(rows)} classes)")
PY
fi
