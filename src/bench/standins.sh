#!/usr/bin/env bash
# The stand-ins' own speed, in one command:
#   src/bench/standins.sh [seconds] [rounds]      (defaults: 10 s per wrk run, 3 rounds)
# 1. real nginx (1.22, the machine's) and the nginx-1.4.6 stand-in serve the same 23-byte
#    index.html with the same keep-alive rules; wrk -t2 -c100 loads them in turn, <rounds> times,
#    and the medians give the ratio stand-in / nginx (goal: >= 1.2);
# 2. then every profile in targets/ under the same wrk for <seconds>: req/s and latency p50/p99.
# Only 127.0.0.1 receives load. Everything started here is stopped by its PID when the script ends.
set -euo pipefail
shopt -s inherit_errexit

readonly SECONDS_PER_RUN="${1:-10}"
readonly ROUNDS="${2:-3}"
readonly HOME_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
readonly WRK=(wrk -t2 -c100 --latency --timeout 5s)
# Every server gets this much unmeasured load first: the JVM compiles its hot paths in the first seconds.
readonly WARM_UP_SECONDS=2
WORK="$(mktemp -d "${TMPDIR:-/tmp}/standins-bench.XXXXXX")"
readonly WORK
started_pids=()

usage() {
  echo "usage: src/bench/standins.sh [seconds] [rounds]   (defaults 10 and 3)" >&2
  exit 2
}

# Stops every process this script started and has not stopped yet.
cleanup() {
  local pid
  for pid in "${started_pids[@]}"; do stop "$pid"; done
  rm -rf "$WORK"
}

# Stops one of them by its PID: SIGTERM, SIGKILL if it still runs after 10 s; then reaps it and
# forgets its PID (which the system may give to another process once reaped).
stop() {
  local pid="$1" i remaining=()
  if kill -TERM "$pid" 2>/dev/null; then
    for i in $(seq 100); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    kill -KILL "$pid" 2>/dev/null || true
  fi
  wait "$pid" 2>/dev/null || true
  for i in "${started_pids[@]}"; do [ "$i" = "$pid" ] || remaining+=("$i"); done
  started_pids=("${remaining[@]}")
}

# Compiles when a source, the pom or a resource is newer than the last build (as targets/serve does),
# so that no stand-in start below pays for it.
build_if_needed() {
  local classpath="$HOME_DIR/target/standin.classpath"
  if [ ! -f "$classpath" ] || [ -n "$(find "$HOME_DIR/src/main" "$HOME_DIR/pom.xml" -newer "$classpath" -print -quit)" ]; then
    echo "building (./mvnw -q -DskipTests compile) ..."
    # Maven 3.8 writes bare colour resets even when quiet: dropped.
    (cd "$HOME_DIR" && ./mvnw -B -q -DskipTests compile) 2>&1 | sed 's/\x1b\[[0-9;]*m//g'
    touch "$classpath"
  fi
}

# A port of 127.0.0.1 nothing listens on now (connect refused), tried at random; bounded.
free_port() {
  local port i
  for i in $(seq 50); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return 0
    fi
  done
  echo "no free port found on 127.0.0.1" >&2
  return 1
}

# Waits until something accepts connections on the port (at most 10 s) while the process lives.
await_port() {
  local port="$1" pid="$2" i
  for i in $(seq 100); do
    (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null && return 0
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "nothing listens on 127.0.0.1:$port" >&2
  return 1
}

# Real nginx set up as the document's: 4 workers, keepalive_requests 100, sendfile and an open-file
# cache, no access log; every file it writes is in $WORK. Sets nginx_pid.
start_nginx() {
  local port="$1" dir="$WORK/nginx"
  mkdir -p "$dir"
  cat >"$dir/nginx.conf" <<EOF
$([ "$(id -u)" = 0 ] && echo "user $(id -un) $(id -gn);")
worker_processes 4;
pid $dir/nginx.pid;
error_log $dir/error.log;
events { worker_connections 1024; }
http {
  types { text/html html; }
  default_type text/html;
  access_log off;
  sendfile on;
  keepalive_requests 100;
  open_file_cache max=1000 inactive=60s;
  client_body_temp_path $dir/client_body;
  proxy_temp_path $dir/proxy;
  fastcgi_temp_path $dir/fastcgi;
  uwsgi_temp_path $dir/uwsgi;
  scgi_temp_path $dir/scgi;
  server {
    listen 127.0.0.1:$port;
    root $HOME_DIR/user-files/webroot;
  }
}
EOF
  nginx -p "$dir" -e "$dir/error.log" -c "$dir/nginx.conf" -g 'daemon off;' >"$dir/stdout.log" 2>&1 &
  nginx_pid=$!
  started_pids+=("$nginx_pid")
  await_port "$port" "$nginx_pid" || { cat "$dir/error.log" >&2; return 1; }
}

# Starts a profile with targets/serve on a free port it picks itself; sets standin_pid and standin_port.
start_standin() {
  local profile="$1" i log
  # A new, existing log per start: the readiness check below must read this start's lines only.
  log="$(mktemp "$WORK/$profile.XXXXXX.log")"
  "$HOME_DIR/targets/serve" "$profile" 0 >"$log" 2>&1 &
  standin_pid=$!
  started_pids+=("$standin_pid")
  for i in $(seq 600); do
    standin_port="$(sed -n 's|^listening on http://127\.0\.0\.1:\([0-9]*\)$|\1|p' "$log")"
    [ -n "$standin_port" ] && return 0
    kill -0 "$standin_pid" 2>/dev/null || break
    sleep 0.1
  done
  echo "stand-in $profile did not start:" >&2
  cat "$log" >&2
  return 1
}

# The path a profile serves with a 200: the first of its paths, or / when it serves every path.
path_of() {
  local path
  path="$(sed -n 's/^paths = \["\([^"]*\)".*/\1/p' "$HOME_DIR/targets/$1.conf")"
  echo "${path:-/}"
}

# The response head a server sends to one HTTP/1.1 GET, to show what is being compared.
show_head() {
  local port="$1" path="$2"
  exec 3<>"/dev/tcp/127.0.0.1/$port"
  printf 'GET %s HTTP/1.1\r\nHost: 127.0.0.1:%s\r\nConnection: close\r\n\r\n' "$path" "$port" >&3
  timeout 5 cat <&3 | tr -d '\r' | sed -n '1,/^$/p' | sed 's/^/    /'
  exec 3<&-
}

# One wrk run; prints "req/s p50 p99 errors" (errors: wrk's socket errors and non-2xx, or "-").
run_wrk() {
  local port="$1" path="$2" seconds="$3" out
  out="$(timeout $((seconds + 30)) "${WRK[@]}" -d"${seconds}s" "http://127.0.0.1:$port$path")"
  awk '
    /^Requests\/sec:/ { rps = $2 }
    /^ +50% / { p50 = $2 }
    /^ +99% / { p99 = $2 }
    /Socket errors:/ { sub(/^ +/, ""); errors = errors $0 "; " }
    /Non-2xx or 3xx responses:/ { sub(/^ +/, ""); errors = errors $0 "; " }
    END { printf "%s %s %s %s\n", rps, p50, p99, (errors == "" ? "-" : errors) }
  ' <<<"$out"
}

median() {
  sort -g | awk '{ v[NR] = $1 } END { print (NR % 2 ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2) }'
}

compare_with_real_nginx() {
  local nginx_port order round server result rps line nginx_rates="" standin_rates=""
  nginx_port="$(free_port)"
  start_nginx "$nginx_port"
  start_standin nginx-1.4.6
  echo "== real nginx ($(nginx -v 2>&1 | sed 's|.*/||')) vs the nginx-1.4.6 stand-in:" \
    "${WRK[*]} -d${SECONDS_PER_RUN}s, $ROUNDS round(s), order alternating, after ${WARM_UP_SECONDS} s of warm-up each"
  echo "  real nginx, 127.0.0.1:$nginx_port:"
  show_head "$nginx_port" /
  echo "  stand-in, 127.0.0.1:$standin_port:"
  show_head "$standin_port" /
  run_wrk "$nginx_port" / "$WARM_UP_SECONDS" >/dev/null
  run_wrk "$standin_port" / "$WARM_UP_SECONDS" >/dev/null
  for round in $(seq "$ROUNDS"); do
    order="nginx standin"
    [ $((round % 2)) = 0 ] && order="standin nginx"
    line="round $round:"
    for server in $order; do
      if [ "$server" = nginx ]; then
        result="$(run_wrk "$nginx_port" / "$SECONDS_PER_RUN")"
        read -r rps _ <<<"$result"
        nginx_rates+="$rps"$'\n'
        line+="  nginx $rps req/s"
      else
        result="$(run_wrk "$standin_port" / "$SECONDS_PER_RUN")"
        read -r rps _ <<<"$result"
        standin_rates+="$rps"$'\n'
        line+="  stand-in $rps req/s"
      fi
    done
    echo "$line"
  done
  local nginx_median standin_median
  nginx_median="$(printf '%s' "$nginx_rates" | median)"
  standin_median="$(printf '%s' "$standin_rates" | median)"
  awk -v n="$nginx_median" -v s="$standin_median" 'BEGIN {
    r = s / n
    printf "median: nginx %.2f req/s, stand-in %.2f req/s; stand-in / nginx = %.2f (goal >= 1.2: %s)\n",
      n, s, r, (r >= 1.2 ? "met" : "NOT met")
  }'
  stop "$standin_pid"
  stop "$nginx_pid"
}

every_profile() {
  local conf profile path result rps p50 p99 errors
  echo
  echo "== every stand-in: ${WRK[*]} -d${SECONDS_PER_RUN}s (one at a time, after ${WARM_UP_SECONDS} s of warm-up)"
  printf '%-20s | %10s | %9s | %9s | %s\n' profile req/s p50 p99 errors
  for conf in "$HOME_DIR"/targets/*.conf; do
    profile="$(basename "$conf" .conf)"
    path="$(path_of "$profile")"
    start_standin "$profile"
    run_wrk "$standin_port" "$path" "$WARM_UP_SECONDS" >/dev/null
    result="$(run_wrk "$standin_port" "$path" "$SECONDS_PER_RUN")"
    read -r rps p50 p99 errors <<<"$result"
    printf '%-20s | %10s | %9s | %9s | %s\n' "$profile" "$rps" "$p50" "$p99" "$errors"
    stop "$standin_pid"
  done
}

main() {
  [[ "$SECONDS_PER_RUN" =~ ^[1-9][0-9]*$ && "$ROUNDS" =~ ^[1-9][0-9]*$ ]] || usage
  command -v wrk >/dev/null && command -v nginx >/dev/null || { echo "needs wrk and nginx on the PATH" >&2; exit 1; }
  trap cleanup EXIT
  trap 'exit 130' INT TERM
  build_if_needed
  compare_with_real_nginx
  every_profile
}

main
