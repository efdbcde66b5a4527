#!/usr/bin/env bash
# Every load tool's post, imported, checked and replayed: one report of each tool (wrk, wrk2, hey, oha,
# autocannon, bombardier, siege, h2load, from src/test/resources/abreplay/importer/tools/) and an ab
# fragment (a command and its Requests per second line alone), each saved as a post and run through
#   ./ab-replay --import post.txt; ./ab-replay --check <draft>; ./mvnw gatling:test ... abreplay.Document
# at -Dreplay.scale=<scale> (a tool's duration or count scaled down), and one row printed for each: what
# the import, the check and the replay exited with, the tool's summary file in the run folder, and the
# post's requests per second beside the replay's (reproduction.md's row).
#   src/bench/tool-posts.sh [scale]     (default 0.1)
# A draft is written to conf/documents/ and removed at the end, as is every file the imports wrote.
# Only 127.0.0.1 receives load; each replay is bounded by its scaled count or duration.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
scale="${1:-0.1}"
tools="$home/src/test/resources/abreplay/importer/tools"
work="$(mktemp -d)"
written=()
cleanup() {
  local f
  for f in "${written[@]}"; do rm -f "$home/$f"; done
  rm -rf "$work"
}
trap cleanup EXIT
(cd "$home" && ./mvnw -B -q -o -DskipTests compile > /dev/null)

cat > "$work/ab-fragment.txt" <<'EOF'
We ran ApacheBench against the server:

    ab -n 20000 -c 50 -k http://127.0.0.1:8080/
    Requests per second:    12345.67 [#/sec] (mean)

That is all it printed that matters.
EOF

posts=(
  "wrk $tools/made-here/wrk-latency.txt"
  "wrk2 $tools/from-source/wrk2-latency.txt"
  "hey $tools/made-here/hey.txt"
  "oha $tools/from-source/oha-new.txt"
  "autocannon $tools/made-here/autocannon.txt"
  "bombardier $tools/from-source/bombardier-latencies.txt"
  "siege $tools/made-here/siege.txt"
  "h2load $tools/made-here/h2load.txt"
  "ab $work/ab-fragment.txt"
)
printf '%-11s %-7s %-6s %-7s %-22s %s\n' tool import check replay summary "requests/s: published | replayed"
for row in "${posts[@]}"; do
  tool="${row%% *}"
  post="${row#* }"
  cp "$post" "$work/post.txt"
  import_rc=0
  (cd "$home" && ./ab-replay --import "$work/post.txt") > "$work/import.out" 2>&1 || import_rc=$?
  conf="$(sed -n 's/^ab-replay: wrote \(conf\/documents\/[^ ]*\.conf\).*/\1/p' "$work/import.out" | head -1)"
  while read -r f; do written+=("$f"); done < <(grep -o 'wrote [^ ,]*' "$work/import.out" | cut -d' ' -f2)
  if [ -z "$conf" ]; then
    printf '%-11s %-7s\n' "$tool" "exit $import_rc"
    cat "$work/import.out"
    continue
  fi
  check_rc=0
  (cd "$home" && ./ab-replay --check "$conf") > "$work/check.out" 2>&1 || check_rc=$?
  touch "$work/started"
  replay_rc=0
  (cd "$home" && ./mvnw -B -q -o gatling:test -Dgatling.simulationClass=abreplay.Document \
    -Dgatling.noReports=true -Dreplay.document="$conf" -Dreplay.scale="$scale" \
    -Dreplay.warm-up=0 -Dreplay.target-warm-up=0) > "$work/replay.out" 2>&1 || replay_rc=$?
  folder="$(find "$home/target/gatling" -maxdepth 1 -mindepth 1 -type d -newer "$work/started" | sort | tail -1)"
  summary="-"
  rates="-"
  if [ -n "$folder" ]; then
    summary="$(cd "$folder" && ls -- *-summary.txt 2>/dev/null | grep -v '^ab-summary' | head -1 || true)"
    [ -n "$summary" ] || summary="ab-summary.txt"
    rates="$(grep -m1 -E '^\| (requests-per-second|Requests per second)' "$folder/reproduction.md" \
      | awk -F'|' '{ gsub(/ +/, " "); print $3 "|" $4 }' || true)"
    # An ab scenario's row is the systems table's: system | published req/s | replayed req/s | ...
    [ -n "$rates" ] || rates="$(grep -m1 -E '^\| .*\| [0-9,.]+ \| [0-9,.]+ \|' "$folder/reproduction.md" \
      | awk -F'|' '{ gsub(/ +/, " "); print $3 "|" $4 }' || true)"
    grep -q "SKIPPED" "$folder/ab-summary.txt" 2>/dev/null && rates="SKIPPED: $(grep -m1 -o 'SKIPPED[^.]*' "$folder/ab-summary.txt")"
  fi
  printf '%-11s %-7s %-6s %-7s %-22s %s\n' "$tool" "$import_rc" "$check_rc" "$replay_rc" "$summary" "$rates"
  [ "$replay_rc" -eq 0 ] || tail -5 "$work/replay.out"
done
