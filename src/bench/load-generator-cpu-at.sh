#!/usr/bin/env bash
# The load generator's CPU per request of any commit, measured from outside the JVM: AbSimulation at
# <rev> (built in a temporary git worktree), without warm-up, against one hello stand-in (c=100,
# keep-alive unless $KEEP_ALIVE is false), N and then 2N requests, <rounds> times; the CPU that Maven and everything it forked used
# (bash's `times`), 2N's minus N's, over N. Start-up, JIT and report writing are in both runs and
# cancel out; what is left is a steady request's cost. Compares commits where the in-process figure
# (summary.json's loadGeneratorResources, which older commits lack) cannot.
#   src/bench/load-generator-cpu-at.sh [rev ...]      (default: HEAD; N from $REQUESTS, 1,000,000;
#                                                       rounds from $ROUNDS, 3)
# Only 127.0.0.1 receives load; the stand-in and the worktrees made here are removed at the end.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
requests="${REQUESTS:-1000000}"
rounds="${ROUNDS:-3}"
keep_alive="${KEEP_ALIVE:-true}"
revs=("$@")
[ ${#revs[@]} -eq 0 ] && revs=(HEAD)
trees=()
on_exit() {
  for tree in "${trees[@]}"; do git -C "$home" worktree remove --force "$tree" 2>/dev/null || true; done
}
. "$home/src/bench/hello-standin.sh"
"$home/mvnw" -B -q -f "$home/pom.xml" -DskipTests test-compile
start_hello_standin

for i in "${!revs[@]}"; do
  tree="$work/tree-$i"
  git -C "$home" worktree add --detach -q "$tree" "${revs[$i]}"
  trees+=("$tree")
  # The same Maven for every commit (older ones have no wrapper); build before measuring.
  mvn -B -q -o -f "$tree/pom.xml" -DskipTests test-compile > "$work/build-$i.out" 2>&1 \
    || { tail -20 "$work/build-$i.out"; exit 1; }
done

run_options() { # tree -> no warm-up, no failure limit, as that commit names the keys
  if [ -f "$1/src/main/resources/reference.conf" ]; then
    echo -Dreplay.warm-up=0 -Dreplay.target-warm-up=0 -Dreplay.max-failed=-1
  else # before the run options were replay.* keys for an ab command too
    echo -Dab.warm-up=0 -Dab.max-failed=-1
  fi
}

cpu() { # tree requests -> CPU seconds of Maven and its children
  # shellcheck disable=SC2046 # run_options' words are separate options
  ( mvn -B -q -o -f "$1/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.AbSimulation \
      -Dab.url="http://127.0.0.1:$port/" -Dab.requests="$2" -Dab.concurrency=100 -Dab.keep-alive="$keep_alive" \
      $(run_options "$1") -Dgatling.noReports=true > "$work/run.out" 2>&1 \
      || { tail -20 "$work/run.out" >&2; exit 1; }
    times ) | tail -1 | python3 -c '
import re, sys
m = re.findall(r"(\d+)m([\d.]+)s", sys.stdin.read())
print(f"{sum(int(a) * 60 + float(b) for a, b in m):.2f}")'
}

echo "stand-in hello on port $port; keep-alive $keep_alive; N = $requests; $rounds round(s); revisions: ${revs[*]}"
echo "rev round cpu(N)s cpu(2N)s us/request"
for round in $(seq 1 "$rounds"); do
  for i in "${!revs[@]}"; do
    one=$(cpu "${trees[$i]}" "$requests")
    two=$(cpu "${trees[$i]}" $((2 * requests)))
    us=$(python3 -c "print(f'{($two - $one) * 1e6 / $requests:.2f}')")
    echo "${revs[$i]} $round $one $two $us" | tee -a "$work/rows"
  done
done
python3 - "$work/rows" <<'PY'
import statistics, sys
by = {}
for line in open(sys.argv[1]):
    rev, _, _, _, us = line.split()
    by.setdefault(rev, []).append(float(us))
for rev, values in by.items():
    print(f"{rev}: median {statistics.median(values):.2f} us of load generator CPU per request ({len(values)} rounds)")
PY
