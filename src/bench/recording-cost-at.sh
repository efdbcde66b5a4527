#!/usr/bin/env bash
# What recording costs per response (RecordingCost: ResponseRecording.apply from two threads while the
# interval clock flips) at each of several commits, side by side: each <rev> is built in a temporary
# git worktree, then the commits take turns, <rounds> times, so the machine's other load hits them all.
# The benchmark class is this tree's (src/bench/java), compiled against each commit's classes; a commit
# from before ResponseRecording moved to src/main (abreplay.gatlingapi) compiles its own copy instead.
#   src/bench/recording-cost-at.sh <rev> [rev ...]     (rounds from $ROUNDS, 3)
# No load leaves the JVM; the worktrees made here are removed at the end.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
rounds="${ROUNDS:-3}"
revs=("$@")
[ ${#revs[@]} -eq 0 ] && { echo "usage: $0 <rev> [rev ...]" >&2; exit 2; }
work="$(mktemp -d)"
trees=()
on_exit() {
  for tree in "${trees[@]}"; do git -C "$home" worktree remove --force "$tree" 2>/dev/null || true; done
  rm -rf "$work"
}
trap on_exit EXIT
"$home/mvnw" -B -q -o -f "$home/pom.xml" dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$work/cp" > /dev/null
deps="$(cat "$work/cp")"
for i in "${!revs[@]}"; do
  tree="$work/tree-$i"
  git -C "$home" worktree add --detach -q "$tree" "${revs[$i]}"
  trees+=("$tree")
  "$home/mvnw" -B -q -o -f "$tree/pom.xml" -Dspotless.check.skip=true test-compile
  mkdir -p "$work/bench-$i"
  javac -d "$work/bench-$i" -cp "$tree/target/test-classes:$tree/target/classes:$deps" \
    "$home/src/bench/java/abreplay/gatling/RecordingCost.java" 2>/dev/null \
    || javac -d "$work/bench-$i" -cp "$tree/target/test-classes:$tree/target/classes:$deps" \
      "$tree/src/bench/java/abreplay/gatling/RecordingCost.java"
done
for round in $(seq "$rounds"); do
  for i in "${!revs[@]}"; do
    tree="$work/tree-$i"
    ns=$(java -cp "$work/bench-$i:$tree/target/test-classes:$tree/target/classes:$deps" abreplay.gatling.RecordingCost \
      | sed -n 's/^recording: \([0-9.]*\) ns.*/\1/p')
    echo "$ns" >> "$work/ns-$i"
    printf 'round %s  %-12s %8s ns per response\n' "$round" "${revs[$i]}" "$ns"
  done
done
for i in "${!revs[@]}"; do
  printf 'median      %-12s %8s ns per response\n' "${revs[$i]}" "$(sort -g "$work/ns-$i" | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}')"
done
