#!/usr/bin/env bash
# Stand-in against real server, side by side, with real ab:
#   src/bench/stand-in-vs-real.sh [rounds]        (default 3)
# For woo's fasthttp (ab -k -n 20000 -c 100 /) and Laravel under PHP-FPM behind nginx (the post's
# ab -n 2000 -c 8 /api/random): the stand-in (targets/serve) and the real server (targets/real/serve)
# run at once on ports of their own; each round runs ab against both, in alternating order after an
# unmeasured warm-up, and the medians print as a table: bytes per response to ab (Total
# transferred / Complete requests), Document Length, req/s. Only 127.0.0.1 receives load; what it
# started is stopped by its PID when it ends.
set -euo pipefail
shopt -s inherit_errexit

readonly ROUNDS="${1:-3}"
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/stand-in-vs-real.XXXXXX")"
readonly WORK
started_pids=()

cleanup() {
  local pid
  for pid in "${started_pids[@]}"; do
    kill -TERM "$pid" 2>/dev/null || true
  done
  for pid in "${started_pids[@]}"; do
    for _ in $(seq 100); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
    kill -KILL "$pid" 2>/dev/null || true
    wait "$pid" 2>/dev/null || true
  done
  rm -rf "$WORK"
}
trap cleanup EXIT

# Starts "$@" (a serve command ending in its port) in the background; waits for its listening line.
start() {
  local log="$WORK/$1.log"; shift
  "$@" > "$log" 2>&1 &
  started_pids+=("$!")
  for _ in $(seq 600); do
    grep -q '^listening on ' "$log" && return 0
    kill -0 "$!" 2>/dev/null || { cat "$log" >&2; exit 1; }
    sleep 0.5
  done
  echo "not listening after 300 s: $*" >&2
  exit 1
}

free_port() {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1",0)); print(s.getsockname()[1])'
}

# ab's figures for one run: "bytes-per-response document-length req/s".
measure() {
  ab "$@" 2>&1 | awk '
    /^Document Length:/ {len=$3}
    /^Complete requests:/ {n=$3}
    /^Total transferred:/ {bytes=$3}
    /^Requests per second:/ {rps=$4}
    END {printf "%.2f %d %.2f\n", bytes/n, len, rps}'
}

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }

# One pair: <name> <stand-in profile> <real server> <path> <ab options...>
pair() {
  local name="$1" profile="$2" real="$3" path="$4"; shift 4
  local sp rp
  sp="$(free_port)"; start "$name-stand-in" "$HOME_DIR/targets/serve" "$profile" "$sp"
  rp="$(free_port)"; start "$name-real" "$HOME_DIR/targets/real/serve" "$real" "$rp"
  measure "$@" "http://127.0.0.1:$sp$path" > /dev/null
  measure "$@" "http://127.0.0.1:$rp$path" > /dev/null
  local round
  for round in $(seq "$ROUNDS"); do
    if (( round % 2 )); then
      measure "$@" "http://127.0.0.1:$sp$path" >> "$WORK/$name.stand-in"
      measure "$@" "http://127.0.0.1:$rp$path" >> "$WORK/$name.real"
    else
      measure "$@" "http://127.0.0.1:$rp$path" >> "$WORK/$name.real"
      measure "$@" "http://127.0.0.1:$sp$path" >> "$WORK/$name.stand-in"
    fi
  done
  local kind col out=()
  for kind in stand-in real; do
    for col in 1 2 3; do out+=("$(cut -d' ' -f"$col" "$WORK/$name.$kind" | median)"); done
  done
  printf '| %s, `ab %s` | %s / %s | %s / %s | %s / %s | %.2fx |\n' "$name" "$*" \
    "${out[0]}" "${out[3]}" "${out[1]}" "${out[4]}" "${out[2]}" "${out[5]}" \
    "$(echo "${out[5]} / ${out[2]}" | bc -l)"
  echo "  rounds (bytes, length, req/s): stand-in $(tr '\n' ';' < "$WORK/$name.stand-in") real $(tr '\n' ';' < "$WORK/$name.real")"
}

echo "| server, ab command | bytes per response to ab, stand-in / real | Document Length, stand-in / real | req/s, stand-in / real (median of $ROUNDS) | real / stand-in |"
echo "|---|---:|---:|---:|---:|"
pair "004 woo (fasthttp)" woo-fasthttp woo-fasthttp / -k -n 20000 -c 100
pair "002 fpm (Laravel 8)" laravel-fpm laravel-fpm /api/random -n 2000 -c 8
