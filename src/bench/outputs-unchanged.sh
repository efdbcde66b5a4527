#!/usr/bin/env bash
# Whether a change leaves the outputs of finished runs as they were. Each run folder given is copied
# twice and rebuilt (./ab-replay rebuild) once by the code at <base> (a git worktree of it, built
# here) and once by this tree's; ab-summary.txt, reproduction.md, replay.html, summary.json and
# percentiles/ are then compared byte for byte. One line a folder: "same", or the files that differ
# and the first lines of their diff. Exit status 1 when any differs.
#   src/bench/outputs-unchanged.sh <base> <run folder>...
# No load: a rebuild reads the folder alone.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
base="${1:?usage: outputs-unchanged.sh <base> <run folder>...}"
shift
source "$home/src/bench/base-tree.sh"
outputs=(ab-summary.txt reproduction.md replay.html summary.json percentiles)
status=0
for folder in "$@"; do
  name="$(basename "$folder")"
  for side in base head; do
    mkdir -p "$work/$side-runs"
    cp -r "$folder" "$work/$side-runs/$name"
  done
  (cd "$work/base" && ./ab-replay rebuild "$work/base-runs/$name" > "$work/base.out" 2>&1) ||
    { echo "$name: the base's rebuild failed"; cat "$work/base.out"; status=1; continue; }
  (cd "$home" && ./ab-replay rebuild "$work/head-runs/$name" > "$work/head.out" 2>&1) ||
    { echo "$name: this tree's rebuild failed"; cat "$work/head.out"; status=1; continue; }
  differ=()
  for f in "${outputs[@]}"; do
    [ -e "$work/base-runs/$name/$f" ] || [ -e "$work/head-runs/$name/$f" ] || continue
    diff -r -q "$work/base-runs/$name/$f" "$work/head-runs/$name/$f" > /dev/null 2>&1 || differ+=("$f")
  done
  if [ ${#differ[@]} -eq 0 ]; then
    echo "$name: same (${outputs[*]})"
  else
    status=1
    echo "$name: differ: ${differ[*]}"
    diff -r "$work/base-runs/$name/${differ[0]}" "$work/head-runs/$name/${differ[0]}" | head -20 || true
  fi
done
exit $status
