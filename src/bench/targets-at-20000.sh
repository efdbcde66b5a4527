#!/usr/bin/env bash
# Can a target hold 20,000 connections at once on this machine (open files: 20,000 per process, hard)?
# Each target below is started by hand (targets/serve, targets/real/serve), then two clients
# (src/bench/hold_connections.py, 10,000 connections each, one keep-alive GET on each) open all their
# connections at once and hold them until both clients have every answer (or 90 s); meanwhile `ss` counts the
# target's established connections. Prints one row per target: connections answered, failed (and
# why), the most held at once, seconds until the last answer.
#   src/bench/targets-at-20000.sh [connections-per-client] [target ...]
# Targets: standin-1 (swoole-4-hello in one JVM), standin-2 (in 2 processes, SO_REUSEPORT),
# go-standin-2 (go-1.12-hello in 2 processes), nginx (targets/real/nginx-static), go (targets/real/go-hello).
# Bounded: 2 clients x at most 10,000 connections, 90 s each; only 127.0.0.1; what it starts is stopped by PID.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
per_client="${1:-10000}"
shift || true
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(standin-1 standin-2 go-standin-2 nginx go)
[ "$per_client" -le 10000 ] || { echo "at most 10000 connections per client" >&2; exit 2; }
work="$(mktemp -d)"
server_pid=""
stop_server() {
  if [ -n "$server_pid" ]; then kill "$server_pid" 2>/dev/null || true; wait "$server_pid" 2>/dev/null || true; fi
  server_pid=""
}
trap 'stop_server; rm -rf "$work"' EXIT
(cd "$home" && ./mvnw -B -q -DskipTests compile) >&2

free_port() { # a free port below the ephemeral range, so that no client connection can take it
  python3 -c 'import random, socket
for _ in range(200):
    p = random.randint(10000, 32000); s = socket.socket()
    try: s.bind(("127.0.0.1", p)); print(p); break
    except OSError: pass
    finally: s.close()'
}

start() { # name port; the server's own PID (the scripts exec java), so that stopping it stops all it started
  local cmd
  case "$1" in
    standin-1) cmd=("$home/targets/serve" swoole-4-hello "$2") ;;
    standin-2) cmd=("$home/targets/serve" swoole-4-hello "$2" processes=2) ;;
    go-standin-2) cmd=("$home/targets/serve" go-1.12-hello "$2" processes=2) ;;
    nginx) cmd=("$home/targets/real/serve" nginx-static "$2") ;;
    go) cmd=("$home/targets/real/serve" go-hello "$2") ;;
    *) echo "unknown target $1" >&2; exit 2 ;;
  esac
  "${cmd[@]}" > "$work/$1.log" 2>&1 &
  server_pid=$!
  for _ in $(seq 1 1200); do grep -qx "listening on http://127.0.0.1:$2" "$work/$1.log" && return 0; sleep 0.1; done
  cat "$work/$1.log" >&2; exit 1
}

printf '%-13s %9s %9s %9s %-48s %8s\n' target asked answered held-max failed-why seconds
for target in "${targets[@]}"; do
  port="$(free_port)"
  start "$target" "$port"
  : > "$work/clients"
  rm -f "$work"/done-* "$work/release"
  for c in 1 2; do
    python3 "$home/src/bench/hold_connections.py" "$port" "$per_client" --timeout 90 --hold 1 \
      --done "$work/done-$c" --release "$work/release" >> "$work/clients" &
    eval "c$c=\$!"
  done
  held=0
  # Both clients hold every connection until both are done: the target must hold them all at once.
  while kill -0 "$c1" 2>/dev/null || kill -0 "$c2" 2>/dev/null; do
    n="$(ss -Htn state established "( sport = :$port )" | wc -l)"
    [ "$n" -gt "$held" ] && held="$n"
    [ -e "$work/done-1" ] && [ -e "$work/done-2" ] && touch "$work/release"
    sleep 0.25
  done
  wait "$c1" "$c2" || true
  stop_server
  python3 - "$work/clients" "$target" "$held" <<'PY'
import sys
rows = [dict(f.split("=", 1) for f in line.split()) for line in open(sys.argv[1]) if line.strip()]
asked = sum(int(r["connections"]) for r in rows)
answered = sum(int(r["answered"]) for r in rows)
why = ";".join(r["errors"] for r in rows if r["errors"] != "none") or "-"
secs = max(float(r["seconds"]) for r in rows)
print(f"{sys.argv[2]:<13} {asked:>9} {answered:>9} {int(sys.argv[3]):>9} {why[:48]:<48} {secs:>8.1f}")
PY
done
