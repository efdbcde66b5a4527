#!/usr/bin/env bash
# The figures replay.budget = auto's u and m come from (plan/AutoBudget): each stand-in at several CPU
# budgets under AbSimulation (./ab-replay -n <n> -c 100 -k), and with auto:
#   src/bench/budget-auto.sh [n] [rounds] [profiles] [budgets]
#   (defaults 300000, 1, "hello nginx-1.4.6", "none 0.2 0.35 0.5 0.7 auto")
# Prints, per run: req/s, the bound, the target's cores as its CPU group counted them and the share of its
# budget it used, the share of periods it was throttled in, the load generator's cores and the share of the
# time its CPUs were idle, and each side's CPU a request (ms); for auto, the costs it measured in the first
# system's warm-up and the budget it chose. u is the load generator's use of what the budget leaves it
# (lg cores / (N - budget)); the load generator's cost a request under a budget over its cost in the
# warm-up is what m must cover. Only 127.0.0.1 receives load; every stand-in is started and stopped by the
# run itself. Quote the load average beside the figures: other builds share the machine.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
n="${1:-300000}"
rounds="${2:-1}"
profiles="${3:-hello nginx-1.4.6}"
budgets="${4:-none 0.2 0.35 0.5 0.7 auto}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
"$home/mvnw" -B -q -o -f "$home/pom.xml" -DskipTests test-compile

echo "budget-auto: ./ab-replay -n $n -c 100 -k, profiles: $profiles, budgets: $budgets, $rounds round(s); load $(uptime | sed 's/.*average: //')"
printf '%-12s %-6s %9s %-15s %6s %5s %6s %6s %6s %7s %7s %6s  %s\n' \
  profile budget req/s bound t-cores t/bud thrott lg-cor lg-idl lg-ms t-ms u auto
for round in $(seq "$rounds"); do
  for profile in $profiles; do
    for budget in $budgets; do
      touch "$work/started"
      (cd "$home" && ./ab-replay -n "$n" -c 100 -k "-Dab.target=$profile" "-Dreplay.budget=$budget") \
        > "$work/out" 2>&1 || { tail -30 "$work/out"; exit 1; }
      folder="$(find "$home/target/gatling" -maxdepth 1 -name 'absimulation-*' -newer "$work/started" | sort | tail -1)"
      python3 - "$folder/summary.json" "$profile" "$budget" "$(uptime | sed 's/.*average: //; s/,.*//')" <<'PY'
import json, sys
summary, profile, budget, load = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3], sys.argv[4]
b = summary["budget"]
auto = ""
if "auto" in b:
    a = b["auto"]
    auto = "warm-up lg %.4f ms, t %.4f ms (ratio %.2f) -> %s" % (
        a["loadGeneratorMsPerRequest"], a["targetMsPerRequest"],
        a["loadGeneratorMsPerRequest"] / a["targetMsPerRequest"], b.get("cores", b["kind"]))
cpus = summary["parameters"]["placement"]["onlineCpus"]
n = sum(len(range(int(p.split("-")[0]), int(p.split("-")[-1]) + 1)) for p in cpus.split(","))
for step in summary["steps"]:
    ab = step.get("ab")
    if not ab:
        continue
    rps = ab["requestsPerSecond"]
    bound = step["bound"]
    group = step.get("targetCpuGroup", {})
    cores = group.get("cores", bound.get("targetCores", float("nan")))
    cap = group.get("budget", {}).get("cores")
    lg = bound.get("loadGeneratorCores", float("nan"))
    idle = bound.get("loadGeneratorCpusIdleShare", float("nan"))
    left = n - (cap if cap else cores)
    print("%-12s %-6s %9.0f %-15s %6.3f %5s %6s %6.3f %6.2f %7.4f %7.4f %6.2f  %s (load %s)" % (
        profile, budget, rps, bound["kind"], cores,
        "%.2f" % (cores / cap) if cap else "-",
        "%.2f" % group["throttledShareOfPeriods"] if "throttledShareOfPeriods" in group else "-",
        lg, idle, lg * 1000 / rps, step.get("serviceDemandMsPerRequest", float("nan")),
        lg / left if left > 0 else float("nan"), auto, load))
PY
    done
  done
done
