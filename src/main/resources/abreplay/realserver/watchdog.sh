# ab-replay's watchdog for one real server (bash; started by RealServerProcess in a session of its own).
# Usage: bash -c "<this script>" ab-replay-watchdog <run-folder> <log-file> <grace-seconds> <command...>
# Starts <command> in a new session (its own process group, no terminal), stdin from /dev/null,
# output appended to <log-file>, and says "pid <n>" on stdout. Then it waits for a line "stop" on
# its stdin, or for the end of its stdin: the run's JVM holds the only write end, so the end comes
# when the JVM exits, however it exits (SIGKILL included). Either way it sends SIGTERM to the
# server's process group, SIGKILL after <grace-seconds>, removes <run-folder>, says "stopped", exits.
# Programs by path: the run's PATH is the server's, and may lack them.
set -u
folder=$1 log=$2 grace=$3
shift 3
/usr/bin/setsid "$@" </dev/null >>"$log" 2>&1 &
pid=$!
echo "pid $pid"

# True while a process of the server's group is alive: zombies (exited, not yet reaped by pid 1) do not count.
group_alive() {
  local stat rest
  for stat in /proc/[0-9]*/stat; do
    read -r rest 2>/dev/null <"$stat" || continue
    rest=${rest##*) }
    set -- $rest
    [ "$1" != Z ] && [ "$3" = "$pid" ] && return 0
  done
  return 1
}

stop() {
  trap '' TERM INT HUP
  kill -TERM -- "-$pid" 2>/dev/null
  for ((i = 0; i < grace * 10; i++)); do
    group_alive || break
    /bin/sleep 0.1
  done
  kill -KILL -- "-$pid" 2>/dev/null
  wait "$pid" 2>/dev/null
  /bin/rm -rf -- "$folder"
  echo stopped
  exit 0
}
trap stop TERM INT HUP
while read -r line; do
  [ "$line" = stop ] && break
done
stop
