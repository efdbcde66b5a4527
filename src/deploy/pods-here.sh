#!/usr/bin/env bash
# Plays injector-job.yaml on this machine: the same command INJECTORS times, each with the environment its
# pod would get (JOB_COMPLETION_INDEX 0..I-1, one START_AT for all), against the bundled hello stand-in
# on 127.0.0.1, then ./ab-replay --merge over their folders. Bounded: each injector waits at most
# 300 s for the instant, and the whole is killed after 15 minutes.
#   src/deploy/pods-here.sh [injectors] [concurrency] [requests] [lead seconds]
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
injectors="${1:-2}"; users="${2:-10}"; requests="${3:-20000}"; lead="${4:-90}"
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  echo "pods-here: folders kept in $work" >&2
}
trap cleanup EXIT

# Build once (the injectors' own check would race), then the target.
"$home/src/main/sh/gatling-main" -- abreplay.gatlingapi.InjectorMain 2>/dev/null || true
port=27990
"$home/targets/serve" hello "$port" > "$work/standin.out" 2>&1 &
pids+=($!)
for _ in $(seq 1 600); do grep -q "listening on" "$work/standin.out" && break; sleep 0.1; done
grep -q "listening on" "$work/standin.out" || { echo "pods-here: the stand-in did not start" >&2; exit 1; }

start_at=$(( $(date +%s%3N) + lead * 1000 ))
echo "pods-here: $injectors injectors, -c $users -n $requests, start at $start_at (in $lead s)"
injector_pids=()
for ((index = 0; index < injectors; index++)); do
  # What the pod's args expand to, with JOB_COMPLETION_INDEX as Kubernetes sets it.
  JOB_COMPLETION_INDEX=$index TARGET_URL="http://127.0.0.1:$port/" INJECTORS=$injectors START_AT=$start_at \
    timeout 900 bash -c '
    exec "$0" --injector \
      -Dabreplay.injector.step="c$1-n$2" -Dabreplay.injector.url="$TARGET_URL" \
      -Dabreplay.injector.count="$INJECTORS" -Dabreplay.injector.step-users="$1" \
      -Dabreplay.injector.step-requests="$2" -Dabreplay.injector.keep-alive=true \
      -Dabreplay.injector.timeout-ms=30000 -Dabreplay.injector.variable-length=false \
      -Dabreplay.injector.stop-at-receive-error=false -Dabreplay.injector.local-addresses= \
      -Dabreplay.injector.warm-up=2000 -Dabreplay.injector.start-at="$START_AT" \
      -Dabreplay.injector.start-file= -Dabreplay.injector.wait-seconds=300 \
      -Dabreplay.injector.folder="$3/injector-$((JOB_COMPLETION_INDEX + 1))"' \
    "$home/ab-replay" "$users" "$requests" "$work" > "$work/pod-$index.out" 2>&1 &
  injector_pids+=($!)
  pids+=($!)
done
status=0
for pid in "${injector_pids[@]}"; do wait "$pid" || status=$?; done
for ((index = 0; index < injectors; index++)); do
  grep -h "ab-replay-injector: warm\|^ab-replay" "$work/pod-$index.out" | sed "s/^/pod $index: /"
done
[ "$status" = 0 ] || echo "pods-here: an injector ended with $status (see $work/pod-*.out)" >&2
"$home/ab-replay" --merge "$work"/injector-*
