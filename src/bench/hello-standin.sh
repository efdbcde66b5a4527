# Sourced by the benches that load one hello stand-in: a work folder, the PIDs to stop, and the
# stand-in on a free port. After ". src/bench/hello-standin.sh" (with $home set), call
# start_hello_standin: it sets $port and $url. On exit, on_exit runs if the script defines it, then
# everything started is stopped by its PID, and the work folder is removed (KEEP=1 keeps it).
work="$(mktemp -d)"
pids=()
cleanup() {
  if declare -F on_exit > /dev/null; then on_exit; fi
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  if [ -n "${KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

# Not called in $(...): a subshell would keep the stand-in's PID from the cleanup trap.
start_hello_standin() {
  port="$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')"
  "$home/targets/serve" hello "$port" > "$work/standin.log" 2>&1 &
  pids+=($!)
  for _ in $(seq 1 600); do grep -q "listening on" "$work/standin.log" && break; sleep 0.1; done
  grep -q "listening on" "$work/standin.log" || { cat "$work/standin.log"; exit 1; }
  url="http://127.0.0.1:$port/"
}
