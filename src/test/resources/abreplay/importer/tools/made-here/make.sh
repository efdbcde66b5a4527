#!/usr/bin/env bash
# Writes the load tools' reports of this folder again: wrk, hey, siege and h2load (nghttp2-client)
# from Debian, autocannon from npm, each run against a bundled stand-in (targets/serve) or the
# importer's tiny misbehaving server, on 127.0.0.1, each bounded by its count or a few seconds. The
# texts are kept as each tool printed them (stdout and stderr), after the command line as a shell
# shows it; they are the importer's test data for other tools' reports.
#   apt-get install wrk hey siege nghttp2-client; then
#   src/test/resources/abreplay/importer/tools/made-here/make.sh
# autocannon is installed by this script into a folder of its own (npm, the version below), unless
# AUTOCANNON names one already installed.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
home="$(cd "$here/../../../../../../.." && pwd)"
cd "$here"
tiny="$home/src/test/resources/abreplay/importer/made-here/tiny-server.js"
autocannon_version=9.0.0
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

for tool in wrk hey siege h2load node npm; do
  command -v "$tool" > /dev/null || { echo "make.sh: $tool is not installed (see the header)" >&2; exit 1; }
done
if [ -z "${AUTOCANNON:-}" ]; then
  npm_dir="$(mktemp -d)"
  (cd "$npm_dir" && npm install --no-audit --no-fund --silent "autocannon@$autocannon_version" > /dev/null)
  AUTOCANNON="$npm_dir/node_modules/.bin/autocannon"
fi

serve() { # profile port
  "$home/targets/serve" "$1" "$2" > "$here/.serve-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 120); do grep -q "listening on" "$here/.serve-$1.log" 2>/dev/null && return; sleep 0.5; done
  echo "make.sh: $1 did not start: $(tail -3 "$here/.serve-$1.log")" >&2; exit 1
}

run() { # file, shown name, then the command
  local file="$1" shown="$2"; shift 2
  { echo "\$ $shown ${*:2}"; "$@" 2>&1; } > "$here/$file"
  echo "wrote $file"
}

serve hello 18091
serve nginx-1.4.6 18092
node "$tiny" 18094 > "$here/.serve-tiny.log" 2>&1 &
pids+=($!)
sleep 1
hello=http://127.0.0.1:18091/
# Warm the stand-ins' JIT a little, so that the reports are not all first-request latency.
wrk -t2 -c10 -d3s "$hello" > /dev/null 2>&1
wrk -t2 -c10 -d2s http://127.0.0.1:18092/ > /dev/null 2>&1

run wrk.txt wrk wrk -t2 -c10 -d3s "$hello"
run wrk-latency.txt wrk wrk -t2 -c20 -d3s --latency "$hello"
run wrk-404.txt wrk wrk -t1 -c5 -d2s http://127.0.0.1:18092/missing.html
run wrk-socket-errors.txt wrk wrk -t1 -c5 -d2s --timeout 1 http://127.0.0.1:18094/
run hey.txt hey hey -n 5000 -c 10 "$hello"
run hey-rate.txt hey hey -z 2s -c 5 -q 100 -disable-keepalive "$hello"
# Without keep-alive, the connections the tiny server resets are errors (with it, Go retries them).
run hey-errors.txt hey hey -n 400 -c 5 -disable-keepalive http://127.0.0.1:18094/
run autocannon.txt autocannon "$AUTOCANNON" -c 10 -d 3 "$hello"
run autocannon-pipelined.txt autocannon "$AUTOCANNON" -c 10 -d 2 -p 4 "$hello"
run autocannon-404.txt autocannon "$AUTOCANNON" -c 5 -a 2000 http://127.0.0.1:18092/missing.html
# siege prints its summary as labelled lines, or as JSON with json_output (Debian's siegerc has it).
printf 'json_output = false\n' > "$here/.siegerc-lines"
printf 'json_output = true\n' > "$here/.siegerc-json"
run siege.txt siege siege -R .siegerc-lines -b -c 5 -r 200 "$hello"
run siege-json.txt siege siege -R .siegerc-json -b -c 5 -r 200 "$hello"
run h2load.txt h2load h2load --h1 -n 5000 -c 10 "$hello"
rm -f "$here"/.serve-*.log "$here"/.siegerc-*
