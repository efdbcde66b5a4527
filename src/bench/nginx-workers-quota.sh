#!/usr/bin/env bash
# Does nginx's worker count change what a request costs it under a CPU quota? Debian's nginx with
# document 000's config (targets/real/nginx-static/nginx.conf, its 23-byte page) at 4 workers (the
# document's) and at 1, each in a cgroup v1 cpu group of the quota given (the replay's budget: the
# same cfs period of 10 ms), loaded by real ab -k -c 100 outside the group; then each again without
# a quota. Prints ab's req/s, the group's CPU (cpuacct), the CPU a request and the throttled share
# of periods, for each setting and round (every other round in reverse order).
#   src/bench/nginx-workers-quota.sh [quota cores] [requests] [rounds]   (defaults 0.35 200000 2)
# Needs root (cgroup v1 cpu and cpuacct under /sys/fs/cgroup), nginx and ab. Loads 127.0.0.1 only;
# stops the nginx it started by its PID and removes its group and folder.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
quota="${1:-0.35}"
requests="${2:-200000}"
rounds="${3:-2}"
work="$(mktemp -d)"
chmod 755 "$work"
group="ab-replay-bench-$$"
pid=""
cleanup() {
  [ -n "$pid" ] && kill "$pid" 2> /dev/null && wait "$pid" 2> /dev/null || true
  rmdir "/sys/fs/cgroup/cpu/$group" "/sys/fs/cgroup/cpuacct/$group" 2> /dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
mkdir -p "/sys/fs/cgroup/cpu/$group" "/sys/fs/cgroup/cpuacct/$group"
echo 10000 > "/sys/fs/cgroup/cpu/$group/cpu.cfs_period_us"
port=$(( 20000 + $$ % 20000 ))

one() { # workers, quota ("none" for none)
  local workers="$1" q="$2" dir="$work/run"
  rm -rf "$dir" && mkdir -p "$dir/webroot"
  cp -p "$home/user-files/webroot/index.html" "$dir/webroot/"
  sed -e "s|{dir}|$dir|g; s|{port}|$port|g; s|^worker_processes 4;|worker_processes $workers;|" \
    "$home/targets/real/nginx-static/nginx.conf" > "$dir/nginx.conf"
  chown -R nobody "$dir"
  if [ "$q" = none ]; then echo -1 > "/sys/fs/cgroup/cpu/$group/cpu.cfs_quota_us"
  else echo "$(python3 -c "print(int($q * 10000))")" > "/sys/fs/cgroup/cpu/$group/cpu.cfs_quota_us"; fi
  # The shell joins the group, then becomes nginx: master and workers are in it from the start.
  sh -c "echo \$\$ > /sys/fs/cgroup/cpu/$group/cgroup.procs; echo \$\$ > /sys/fs/cgroup/cpuacct/$group/cgroup.procs; exec nginx -p $dir/ -c $dir/nginx.conf -e stderr -g 'daemon off; user nobody nogroup;'" 2> "$dir/error.log" &
  pid=$!
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/" && break; sleep 0.1; done
  ab -q -k -c 100 -n 20000 "http://127.0.0.1:$port/" > /dev/null  # warm-up, outside the count
  local cpu0 thr0 per0
  cpu0=$(cat "/sys/fs/cgroup/cpuacct/$group/cpuacct.usage")
  per0=$(awk '/^nr_periods/ {print $2}' "/sys/fs/cgroup/cpu/$group/cpu.stat")
  thr0=$(awk '/^nr_throttled/ {print $2}' "/sys/fs/cgroup/cpu/$group/cpu.stat")
  local load; load=$(cut -d' ' -f1 /proc/loadavg)
  local rps; rps=$(ab -q -k -c 100 -n "$requests" "http://127.0.0.1:$port/" | awk '/^Requests per second/ {print $4}')
  local cpu1 thr1 per1
  cpu1=$(cat "/sys/fs/cgroup/cpuacct/$group/cpuacct.usage")
  per1=$(awk '/^nr_periods/ {print $2}' "/sys/fs/cgroup/cpu/$group/cpu.stat")
  thr1=$(awk '/^nr_throttled/ {print $2}' "/sys/fs/cgroup/cpu/$group/cpu.stat")
  kill "$pid"; wait "$pid" 2> /dev/null || true; pid=""
  python3 -c "
cpu = ($cpu1 - $cpu0) / 1e9; periods = $per1 - $per0; throttled = $thr1 - $thr0
print('%d workers, quota %-5s load %5s: %8.0f req/s, group CPU %.2f s, %.1f us a request, throttled in %s of periods' % (
  $workers, '$q', '$load', $rps, cpu, cpu / $requests * 1e6, ('%.0f%%' % (100.0 * throttled / periods)) if periods else '-'))"
}

for round in $(seq "$rounds"); do
  settings="4:$quota 1:$quota 4:none 1:none"
  [ $(( round % 2 )) -eq 0 ] && settings="1:none 4:none 1:$quota 4:$quota"
  for s in $settings; do one "${s%%:*}" "${s#*:}"; done
done
