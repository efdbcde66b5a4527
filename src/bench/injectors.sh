#!/usr/bin/env bash
# What decides how ab-replay spreads a step over injectors (issue 15): several Gatling JVMs, each
# running src/bench/java/abreplay/bench/InjectorShare with its share of ab's users and requests
# against one stand-in (in 2 processes on one port, so that the target is never the limit), every
# injector's users waiting for one common start instant. Four measurements, one command each:
#
#   src/bench/injectors.sh fds [users...]   open files per virtual user, with and without keep-alive,
#                                           and memory (heap, RSS) per injector (one injector; default
#                                           1000 5000 10000 users)
#   src/bench/injectors.sh ports [requests] [rounds]  c=20000 without keep-alive (2 injectors x 10,000
#                                           users, default -n 200000): TIME_WAIT, failures and rate from one
#                                           source address, and spread over 127.0.0.1-8 (every other round
#                                           in reverse order)
#   src/bench/injectors.sh start [rounds]   2 injectors x half the users: how closely they start (ms),
#                                           their logs in one folder, and Gatling's report over both
#   src/bench/injectors.sh all              the three above
#
# Only 127.0.0.1 receives load; every run is bounded (its requests, and 300 s per injector); what it
# starts is stopped by its PID. KEEP=1 keeps the work folder (logs, reports).
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
mode="${1:-all}"
shift || true
work="$(mktemp -d)"
pids=()
cleanup() {
  for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; wait "$pid" 2>/dev/null || true; done
  if [ -n "${KEEP:-}" ]; then echo "kept $work"; else rm -rf "$work"; fi
}
trap cleanup EXIT

(cd "$home" && ./mvnw -B -q -DskipTests test-compile dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$work/test.classpath") >&2
cp="$home/target/test-classes:$home/target/classes:$(cat "$work/test.classpath")"
mkdir -p "$work/bench-classes"
javac -nowarn -d "$work/bench-classes" -cp "$cp" "$home"/src/bench/java/abreplay/bench/*.java
cp="$work/bench-classes:$cp"
# The options gatling-maven-plugin gives its fork, and ab-replay's (pom.xml).
jvm=(-Xmx2G -XX:MaxInlineLevel=20 -XX:MaxTrivialSize=12 -Dio.netty.leakDetection.level=disabled
  --add-opens=java.base/java.lang=ALL-UNNAMED --add-opens=java.base/jdk.internal.misc=ALL-UNNAMED)

port="$(python3 -c 'import random, socket
for _ in range(200):
    p = random.randint(10000, 32000); s = socket.socket()
    try: s.bind(("127.0.0.1", p)); print(p); break
    except OSError: pass
    finally: s.close()')"
"$home/targets/serve" hello "$port" processes=2 > "$work/standin.log" 2>&1 &
pids+=($!)
for _ in $(seq 1 1200); do grep -qx "listening on http://127.0.0.1:$port" "$work/standin.log" && break; sleep 0.1; done
grep -qx "listening on http://127.0.0.1:$port" "$work/standin.log" || { cat "$work/standin.log"; exit 1; }
url="http://127.0.0.1:$port/"

# Samples a process every 0.1 s until it ends: "epoch_ms open_files rss_kb" per line.
sample() { # pid file
  while [ -e "/proc/$1" ]; do
    local fds rss
    fds=$(ls "/proc/$1/fd" 2>/dev/null | wc -l) || true
    rss=$(awk '/^VmRSS/ {print $2}' "/proc/$1/status" 2>/dev/null) || true
    [ -n "$rss" ] && echo "$(date +%s%3N) $fds $rss" >> "$2"
    sleep 0.1
  done
}

# Counts TIME_WAIT sockets of the stand-in's port every 0.5 s until $work/stop-tw: "server client" per line.
sample_time_wait() {
  while [ ! -e "$work/stop-tw" ]; do
    echo "$(ss -Htan state time-wait "( sport = :$port )" | wc -l) $(ss -Htan state time-wait "( dport = :$port )" | wc -l)" \
      >> "$work/time-wait"
    sleep 0.5
  done
}

# Runs injectors 1..k, each with its share; once every one has said it is warm (its users did their
# share of the warm-up and wait), the start instant (now + lead ms) goes into $work/run/start-at, which
# they wait for, as a coordinator would. Their folders are $work/run/injector-<i>; "i pid" lines in
# $work/run/pids.
run_injectors() { # k users requests keep_alive lead_ms addresses-per-injector (e.g. "127.0.0.1,127.0.0.2|127.0.0.3") [warm-up requests]
  local k="$1" users="$2" requests="$3" keep="$4" lead="$5" addresses="${6:-}" warm_up="${7:-0}"
  rm -rf "$work/run"; mkdir -p "$work/run"
  local i
  for i in $(seq 1 "$k"); do
    # The shares: users and requests / k, the first ones one more where they do not divide.
    local u=$(( users / k + (i <= users % k ? 1 : 0) )) n=$(( requests / k + (i <= requests % k ? 1 : 0) ))
    local local_addresses=""
    [ -n "$addresses" ] && local_addresses="$(echo "$addresses" | cut -d'|' -f"$i")"
    local w=$(( warm_up / k ))
    java "${jvm[@]}" -Dbench.url="$url" -Dbench.users="$u" -Dbench.requests="$n" -Dbench.keep-alive="$keep" -Dbench.warm-up="$w" \
      -Dbench.start-file="$work/run/start-at" -Dbench.local-addresses="$local_addresses" -Dbench.max-seconds=300 \
      -cp "$cp" io.gatling.app.Gatling --simulation abreplay.bench.InjectorShare \
      --results-folder "$work/run/injector-$i" --no-reports > "$work/run/out-$i" 2>&1 &
    local pid=$!
    pids+=("$pid")
    echo "$i $pid" >> "$work/run/pids"
    sample "$pid" "$work/run/samples-$i" &
    echo "$!" >> "$work/run/samplers"
  done
  for _ in $(seq 1 3000); do
    [ "$(cat "$work"/run/out-* 2>/dev/null | grep -c '^injector-warm ')" -ge "$k" ] && break
    sleep 0.1
  done
  echo $(( $(date +%s%3N) + lead )) > "$work/run/start-at.partial" && mv "$work/run/start-at.partial" "$work/run/start-at"
  local p
  while read -r i p; do wait "$p" || { echo "injector $i failed:"; tail -20 "$work/run/out-$i"; }; done < "$work/run/pids"
  while read -r p; do wait "$p" || true; done < "$work/run/samplers"
}

summary() { # the injectors' simulation.logs, one line each
  java -cp "$cp" abreplay.bench.LogTool summary "$work"/run/injector-*/*/simulation.log
}

fds() {
  local users_list=("$@")
  [ ${#users_list[@]} -gt 0 ] || users_list=(1000 5000 10000)
  echo "== open files and memory per injector (1 injector; base = Gatling built, users waiting for the start)"
  printf '%-10s %7s %9s %9s %9s %12s %10s %12s %6s\n' keep-alive users requests base-fds peak-fds fds/user rss-MB heap-max-MB ko
  for keep in true false; do
    for users in "${users_list[@]}"; do
      local requests
      [ "$keep" = true ] && requests=$(( users * 20 )) || requests=$(( users * 5 ))
      run_injectors 1 "$users" "$requests" "$keep" 2000
      python3 - "$work/run" "$users" "$requests" "$keep" "$(summary)" <<'PY'
import sys, re
run, users, requests, keep, summary = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4], sys.argv[5]
start_at = int(open(f"{run}/start-at").read())
rows = [tuple(map(int, l.split())) for l in open(f"{run}/samples-1")]
before = [r for r in rows if r[0] < start_at - 200]
base = before[-1][1] if before else 0
peak = max(r[1] for r in rows)
rss = max(r[2] for r in rows) / 1024
heap = int(re.search(r"injector-heap-max (\d+)", open(f"{run}/out-1").read()).group(1)) / 2**20
ko = re.search(r"ko=(\d+)", summary).group(1)
print(f"{keep:<10} {users:>7} {requests:>9} {base:>9} {peak:>9} {(peak - base) / users:>12.3f} {rss:>10.0f} {heap:>12.0f} {ko:>6}")
PY
    done
  done
}

ports() {
  local requests="${1:-200000}" rounds="${2:-1}"
  echo "== c=20000 without keep-alive, -n $requests: 2 injectors x 10,000 users (ephemeral ports $(cat /proc/sys/net/ipv4/ip_local_port_range | tr '\t' '-'), tcp_tw_reuse $(cat /proc/sys/net/ipv4/tcp_tw_reuse))"
  printf '%-34s %9s %7s %8s %9s %10s %10s  %s\n' sources requests ko seconds req/s tw-server tw-client top-failure
  local variants=("127.0.0.1 (the system's choice)|"
    "127.0.0.1-8 (localAddresses, bound)|127.0.0.1,127.0.0.2,127.0.0.3,127.0.0.4|127.0.0.5,127.0.0.6,127.0.0.7,127.0.0.8")
  local round variant order
  for round in $(seq 1 "$rounds"); do
  read -r -a order <<< "${PORTS_VARIANTS:-0 1}"   # e.g. PORTS_VARIANTS=1: the spread one alone
  [ $((round % 2)) -eq 0 ] && [ ${#order[@]} -eq 2 ] && order=("${order[1]}" "${order[0]}")
  for v in "${order[@]}"; do
    variant="${variants[$v]}"
    local name="${variant%%|*}" addresses="${variant#*|}"
    rm -f "$work/time-wait" "$work/stop-tw"
    sample_time_wait &
    local tw=$!
    run_injectors 2 20000 "$requests" false 2000 "$addresses"
    touch "$work/stop-tw"; wait "$tw" || true
    python3 - "$work/run" "$name" "$requests" "$work/time-wait" "$(summary)" <<'PY'
import sys, re
run, name, requests, tw, summary = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
rows = [dict(f.split("=", 1) for f in l.split()) for l in summary.splitlines() if l.startswith("log=")]
ko = sum(int(r["ko"]) for r in rows)
first = min(int(r["first_request"]) for r in rows)
last = max(int(r["last_response"]) for r in rows)
tws = [tuple(map(int, l.split())) for l in open(tw)]
top = ";".join(r["top_failure"] for r in rows if r["top_failure"] != "-")[:90] or "-"
secs = (last - first) / 1000
print(f"{name:<34} {requests:>9} {ko:>7} {secs:>8.1f} {requests / secs:>9.0f} {max(t[0] for t in tws):>10} {max(t[1] for t in tws):>10}  {top}")
PY
  done
  done
}

start() {
  local rounds="${1:-5}"
  echo "== 2 injectors x half of c=1000 -n 100000 (keep-alive), each warmed (50,000 requests), one start instant ${START_LEAD_MS:-500} ms after both are warm; $rounds rounds"
  printf '%5s %15s %22s %22s %14s  %s\n' round warm-spread-ms first-request-spread-ms first-request-late-ms requests-sum report
  local round
  for round in $(seq 1 "$rounds"); do
    run_injectors 2 1000 100000 true "${START_LEAD_MS:-500}" "" 100000
    # Both logs into one folder, each under its own name, as injectors would leave them.
    local folder="$work/merged-$round"
    mkdir -p "$folder"
    cp "$work"/run/injector-1/*/simulation.log "$folder/injector-1.log"
    cp "$work"/run/injector-2/*/simulation.log "$folder/injector-2.log"
    # Gatling's own report over the folder as it is (3.15 reads simulation.log only), then over the merge.
    local as_is merged
    java "${jvm[@]}" -cp "$cp" io.gatling.app.Gatling --reports-only "merged-$round" --results-folder "$work" \
      > "$work/report-as-is-$round.out" 2>&1 && as_is=drawn || as_is=refused
    java -cp "$cp" abreplay.bench.LogTool merge "$folder/simulation.log" "$folder/injector-1.log" "$folder/injector-2.log" > /dev/null
    java "${jvm[@]}" -cp "$cp" io.gatling.app.Gatling --reports-only "merged-$round" --results-folder "$work" \
      > "$work/report-merged-$round.out" 2>&1 && merged=drawn || merged=refused
    python3 - "$work/run" "$(summary)" "$folder" "$as_is" "$merged" "$round" <<'PY'
import sys, re, glob, os
run, summary, folder, as_is, merged, rnd = sys.argv[1:7]
warm = [int(re.search(r"injector-warm (\d+)", open(f).read()).group(1)) for f in sorted(glob.glob(f"{run}/out-*"))]
rows = [dict(f.split("=", 1) for f in l.split()) for l in summary.splitlines() if l.startswith("log=")]
firsts = [int(r["first_request"]) for r in rows]
total = sum(int(r["requests"]) for r in rows)
every = sum(int(r["all"]) for r in rows)
# The report's own count of requests: its statistics table's first row (all requests).
counted = "-"
if os.path.exists(f"{folder}/index.html"):
    m = re.search(r'<td class="value total col-2">(\d+)</td>', open(f"{folder}/index.html").read())
    counted = m.group(1) if m else "-"
start_at = int(open(f"{run}/start-at").read())
late = "/".join(str(f - start_at) for f in firsts)
print(f"{rnd:>5} {max(warm) - min(warm):>15} {max(firsts) - min(firsts):>22} {late:>22} {total:>14}  "
      f"as-is {as_is}, merged {merged} ({counted} requests counted of {every}, warm-ups included)")
PY
  done
  echo "Gatling's message over the folder as it is:"; grep -m1 -i "locate\|exception\|error" "$work/report-as-is-1.out" || true
}

case "$mode" in
  fds) fds "$@" ;;
  ports) ports "$@" ;;
  start) start "$@" ;;
  all) fds; ports; start ;;
  *) echo "usage: src/bench/injectors.sh fds [users...] | ports [requests] | start [rounds] | all" >&2; exit 2 ;;
esac
