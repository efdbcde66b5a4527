# ab-replay's watchdog for one real server (bash; started by RealServerProcess in a session of its own).
# Usage: bash -c "<this script>" ab-replay-watchdog <run-folder> <log-file> <grace-seconds> <command...>
# Starts <command> in a new session (its own process group, no terminal), stdin from /dev/null,
# output appended to <log-file>, and says "pid <n>" on stdout. Then it reads its stdin: "group <g>"
# names one more process group of the server's (a daemon that made a session of its own, as PHP-FPM's
# master does even in the foreground); "stop", or the end of its stdin, stops the server. The run's
# JVM holds the only write end, so the end comes when the JVM exits, however it exits (SIGKILL
# included). Stopping sends SIGTERM to the server's process groups (its own, those it was told, those
# of its descendants now), SIGKILL after <grace-seconds>, removes <run-folder>, says "stopped", exits.
# Programs by path: the run's PATH is the server's, and may lack them.
set -u
folder=$1 log=$2 grace=$3
shift 3
/usr/bin/setsid "$@" </dev/null >>"$log" 2>&1 &
pid=$!
groups=" $pid "
echo "pid $pid"

# Adds the process groups of the server's descendants to $groups (from /proc/<pid>/stat: ppid, pgrp).
add_tree_groups() {
  local -A parent group inside=([$pid]=1)
  local stat rest p grown=1
  for stat in /proc/[0-9]*/stat; do
    read -r rest 2>/dev/null <"$stat" || continue
    p=${stat#/proc/} && p=${p%/stat}
    rest=${rest##*) }
    set -- $rest
    parent[$p]=$2 group[$p]=$3
  done
  while [ $grown = 1 ]; do
    grown=0
    for p in "${!parent[@]}"; do
      if [ -z "${inside[$p]:-}" ] && [ -n "${inside[${parent[$p]}]:-}" ]; then inside[$p]=1 grown=1; fi
    done
  done
  for p in "${!inside[@]}"; do
    [ -n "${group[$p]:-}" ] && [[ $groups != *" ${group[$p]} "* ]] && groups="$groups${group[$p]} "
  done
}

# True while a process of the server's groups is alive: zombies (exited, not yet reaped) do not count.
groups_alive() {
  local stat rest
  for stat in /proc/[0-9]*/stat; do
    read -r rest 2>/dev/null <"$stat" || continue
    rest=${rest##*) }
    set -- $rest
    [ "$1" != Z ] && [[ $groups == *" $3 "* ]] && return 0
  done
  return 1
}

signal_groups() {
  local g
  for g in $groups; do kill "-$1" -- "-$g" 2>/dev/null; done
}

stop() {
  trap '' TERM INT HUP
  add_tree_groups
  signal_groups TERM
  for ((i = 0; i < grace * 10; i++)); do
    groups_alive || break
    /bin/sleep 0.1
  done
  signal_groups KILL
  wait "$pid" 2>/dev/null
  /bin/rm -rf -- "$folder"
  echo stopped
  exit 0
}
trap stop TERM INT HUP
while read -r line; do
  case $line in
    stop) break ;;
    "group "*) g=${line#group }; [[ $g =~ ^[0-9]+$ && $groups != *" $g "* ]] && groups="$groups$g " ;;
  esac
done
stop
