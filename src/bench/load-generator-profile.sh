#!/usr/bin/env bash
# Where the load generator's CPU goes, per request and by part: AbSimulation against the hello
# stand-in (keep-alive, c=100), recorded with JDK Flight Recorder and its threads' CPU sampled from
# /proc every 200 ms; both are cut to the measured step (after the warm-up) from summary.json.
#   src/bench/load-generator-profile.sh [requests] [-Dkey=value ...]      (default 1,000,000)
# The -D keys go to the run (e.g. a gatling.conf setting to try). Prints the load generator's CPU per
# request by thread (event loops, Gatling's actors, GC, JIT) and the event loops' by part (Netty I/O,
# Gatling's HTTP engine, checks, ab-replay's recording, stats, logging).
# Only 127.0.0.1 receives load; everything started here is stopped by its PID.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
requests="${1:-1000000}"
shift || true
. "$home/src/bench/hello-standin.sh"
start_hello_standin
"$home/mvnw" -B -q -f "$home/pom.xml" -DskipTests test-compile
touch "$work/started"
"$home/mvnw" -B -q -f "$home/pom.xml" gatling:test -Dgatling.simulationClass=abreplay.AbSimulation \
  -Dab.url="http://127.0.0.1:$port/" -Dab.requests="$requests" -Dab.concurrency=100 -Dab.keep-alive=true \
  -Dreplay.warm-up=300000 -Dreplay.target-warm-up=300000 -Dreplay.max-failed=-1 -Dgatling.noReports=true \
  "-Dabreplay.jvm.option=-XX:StartFlightRecording=settings=profile,filename=$work/lg.jfr" "$@" \
  > "$work/gatling.out" 2>&1 &
mvn_pid=$!
pids+=("$mvn_pid")

# The simulation JVM the plugin forks: a descendant of this mvn, for this project folder (other runs may share the machine).
descendants() { local c; for c in $(pgrep -P "$1"); do echo "$c"; descendants "$c"; done; }
lg=""
for _ in $(seq 1 600); do
  for p in $(descendants "$mvn_pid"); do
    if tr '\0' ' ' 2>/dev/null < "/proc/$p/cmdline" | grep -q -- "-Dabreplay.home=$home .*io.gatling"; then lg="$p"; fi
  done
  [ -n "$lg" ] && break
  sleep 0.1
done
[ -n "$lg" ] || { echo "no Gatling JVM found"; tail -20 "$work/gatling.out"; exit 1; }
echo "load generator pid $lg: sampling its threads every 100 ms until it ends"
# Every 100 ms until it ends (an hour at most): "@ <epoch ms>", then "name utime stime" per thread.
python3 - "$lg" "$work/threads.txt" <<'PY'
import os, sys, time
pid, out = sys.argv[1], open(sys.argv[2], "w")
for _ in range(36000):
    try:
        lines = [f"@ {int(time.time() * 1000)}"]
        for task in os.listdir(f"/proc/{pid}/task"):
            try:
                stat = open(f"/proc/{pid}/task/{task}/stat").read()
            except OSError:
                continue
            name, fields = stat[stat.index("(") + 1:stat.rindex(")")], stat[stat.rindex(")") + 2:].split()
            lines.append(f"{name} {fields[11]} {fields[12]}")
    except OSError:
        break
    out.write("\n".join(lines) + "\n")
    time.sleep(0.1)
PY
wait "$mvn_pid" || true
folder="$(find "$home/target/gatling" -maxdepth 1 -name 'absimulation-*' -newer "$work/started" | sort | tail -1)"
python3 "$home/src/bench/jfr-breakdown.py" "$work/lg.jfr" "$work/threads.txt" "$folder/summary.json"
