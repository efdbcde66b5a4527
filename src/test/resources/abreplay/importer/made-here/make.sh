#!/usr/bin/env bash
# Writes the ab reports of this folder again: real ab (apache2-utils) against bundled stand-ins
# (targets/serve) and tiny-server.js, on 127.0.0.1, each run bounded by its -n. The texts are kept as
# ab printed them (stdout and stderr, as a terminal shows them), after the command line as a shell
# shows it; they are the importer's test data and docs/import.md's example.
#   src/test/resources/abreplay/importer/made-here/make.sh
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
home="$(cd "$here/../../../../../.." && pwd)"
pids=()
cleanup() { for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done; }
trap cleanup EXIT

serve() { # profile port
  "$home/targets/serve" "$1" "$2" > "$here/.serve-$1.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 120); do grep -q "listening on" "$here/.serve-$1.log" 2>/dev/null && return; sleep 0.5; done
  echo "make.sh: $1 did not start: $(tail -3 "$here/.serve-$1.log")" >&2; exit 1
}

run() { # file, then ab's arguments
  local file="$1"; shift
  { echo "\$ ab $*"; ab "$@" 2>&1; } > "$here/$file"
  echo "wrote $file"
}

serve hello 18081
serve nginx-1.4.6 18082
serve swoole-1.7-base 18083
node "$here/tiny-server.js" 18084 > "$here/.serve-tiny.log" 2>&1 &
pids+=($!)
sleep 1

# Warm the stand-ins' JIT a little, so that the reports are not all first-request latency.
ab -q -k -n 20000 -c 10 http://127.0.0.1:18081/ > /dev/null 2>&1
ab -q -k -n 20000 -c 10 http://127.0.0.1:18082/ > /dev/null 2>&1
ab -q -k -n 20000 -c 10 http://127.0.0.1:18083/ > /dev/null 2>&1

run hello-keep-alive.txt -k -n 5000 -c 10 http://127.0.0.1:18081/
run nginx-no-keep-alive.txt -n 2000 -c 10 http://127.0.0.1:18082/
run tiny-failures.txt -r -n 1000 -c 5 http://127.0.0.1:18084/
run nginx-404.txt -n 500 -c 5 http://127.0.0.1:18082/missing.html
run hello-no-confidence.txt -S -n 1000 -c 10 http://127.0.0.1:18081/

# A post of one's own: prose, a claim, and two reports of the same command (the README's example).
{
  echo "nginx against Swoole on my laptop"
  echo
  echo "Both serve a small static page. Swoole is 20% faster than nginx with keep-alive."
  echo
  echo "nginx 1.4.6:"
  echo
  echo "\$ ab -k -n 20000 -c 50 http://127.0.0.1:18082/"
  ab -k -n 20000 -c 50 http://127.0.0.1:18082/ 2>&1
  echo
  echo "Swoole 1.7:"
  echo
  echo "\$ ab -k -n 20000 -c 50 http://127.0.0.1:18083/"
  ab -k -n 20000 -c 50 http://127.0.0.1:18083/ 2>&1
} > "$here/post.txt"
echo "wrote post.txt"
rm -f "$here"/.serve-*.log
