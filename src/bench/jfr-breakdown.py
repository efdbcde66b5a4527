#!/usr/bin/env python3
"""Where the load generator's CPU went during a run's measured step, by thread and by part.

    jfr-breakdown.py <recording.jfr> <threads.txt> <summary.json>

<threads.txt>: blocks of "@ <epoch ms>" then "name utime stime" per thread of the Gatling JVM (from
/proc/<pid>/task, every 100 ms). The step's window (its start and time taken, from summary.json) cuts
both: every thread's CPU in it is filed by its name (event loops, Gatling's actors, GC, JIT...); the
event loops' share is split further by the JFR execution samples in it, each filed under the first
frame from the top that belongs to a known part.
"""
import collections
import datetime
import json
import re
import subprocess
import sys

TICK_US = 10_000  # USER_HZ: /proc's utime and stime count 10 ms ticks

# First match from the top of a stack wins; frames of the JDK and Scala are passed over.
PARTS = [
    ("ab-replay: response recording", re.compile(r"^abreplay\.")),
    ("logging", re.compile(r"^(ch\.qos\.logback|org\.slf4j|com\.typesafe\.scalalogging)\.")),
    ("Gatling: stats to simulation.log", re.compile(r"^io\.gatling\.(core\.stats|commons\.stats|core\.actor)")),
    ("Gatling: checks", re.compile(r"^io\.gatling\.(http|core)\.check")),
    ("Gatling: HTTP client (gatling-http-client)", re.compile(r"^io\.gatling\.http\.client\.")),
    ("Gatling: HTTP engine (requests, responses)", re.compile(r"^io\.gatling\.http\.")),
    ("Gatling: core (sessions, actions, loops)", re.compile(r"^io\.gatling\.")),
    ("Netty: HTTP codec", re.compile(r"^io\.netty\.handler\.codec\.")),
    ("Netty: I/O (epoll, channels, buffers)", re.compile(r"^io\.netty\.")),
]
THREADS = [
    ("event loops (Netty, Gatling's engine)", re.compile(r"^gatling-")),
    ("Gatling's actors (stats writer, controller)", re.compile(r"^pool-")),
    ("GC", re.compile(r"^(GC Thread|G1 |VM Periodic)")),
    ("JIT compilers", re.compile(r"^(C1|C2) Compiler")),
    ("JFR itself", re.compile(r"^JFR ")),
    ("ab-replay's samplers", re.compile(r"^(sampler-|stand-in-)")),
]


def snapshots(path):
    """[(epoch ms, {thread: ticks})], in time order."""
    out, current = [], None
    for line in open(path):
        line = line.rstrip("\n")
        if line.startswith("@ "):
            current = collections.Counter()
            out.append((int(line[2:]), current))
        elif current is not None and line:
            name, utime, stime = line.rsplit(" ", 2)
            current[name] += int(utime) + int(stime)
    return out


def at_or_before(snaps, millis):
    """The last snapshot taken by {millis}: threads that end after it (the event loops, once the run
    stops) are still in it."""
    return max((s for s in snaps if s[0] <= millis), key=lambda s: s[0], default=snaps[0])


def group(name, table, default):
    for label, pattern in table:
        if pattern.search(name):
            return label
    return default


def parts(recording, begin_ms, end_ms):
    text = subprocess.run(["jfr", "print", "--json", "--events", "jdk.ExecutionSample", "--stack-depth", "64",
                           recording], check=True, capture_output=True, text=True).stdout
    counts = collections.Counter()
    for event in json.loads(text)["recording"]["events"]:
        values = event["values"]
        when = datetime.datetime.fromisoformat(values["startTime"].replace("Z", "+00:00")).timestamp() * 1000
        thread = (values.get("sampledThread") or {}).get("javaName") or ""
        if not (begin_ms <= when <= end_ms) or not thread.startswith("gatling-"):
            continue
        frames = [f["method"]["type"]["name"].replace("/", ".") for f in (values.get("stackTrace") or {}).get("frames", [])]
        counts[group(next((f for f in frames if any(p.search(f) for _, p in PARTS)), ""), PARTS,
                     "JDK and Scala (no caller known)")] += 1
    return counts


def main():
    recording, threads_file, summary_file = sys.argv[1:4]
    step = json.load(open(summary_file))["steps"][0]
    ab = step["ab"]
    begin_ms = ab["startedAtEpochMillis"]
    end_ms = begin_ms + ab["timeTakenSeconds"] * 1000
    requests = ab["completeRequests"]
    snaps = snapshots(threads_file)
    (t0, before), (t1, after) = at_or_before(snaps, begin_ms), at_or_before(snaps, end_ms)
    ticks = collections.Counter()
    for name, t in after.items():
        ticks[group(name, THREADS, "other JVM threads")] += max(t - before.get(name, 0), 0)
    # Scaled from the snapshots' span to the step's own: the two differ by about 100 ms at each end.
    scale = (end_ms - begin_ms) / max(t1 - t0, 1)
    total_us = sum(ticks.values()) * TICK_US * scale / requests
    print(f"measured step: {requests:,} requests at {ab['requestsPerSecond']:,.0f} req/s in "
          f"{ab['timeTakenSeconds']:.1f} s; bound: {step.get('bound', {}).get('mark', '?')}")
    print(f"load generator CPU per request: {total_us:.1f} us")
    print(f"  {'by thread':52s} {'us/request':>10s} {'share':>7s}")
    for label, t in ticks.most_common():
        us = t * TICK_US * scale / requests
        print(f"  {label:52s} {us:10.2f} {us / total_us:7.1%}")
    loops_us = ticks["event loops (Netty, Gatling's engine)"] * TICK_US * scale / requests
    counts = parts(recording, begin_ms, end_ms)
    n = max(sum(counts.values()), 1)
    print(f"  {'event loops by part (JFR, ' + str(n) + ' samples)':52s} {'us/request':>10s} {'share':>7s}")
    for label, c in counts.most_common():
        print(f"    {label:50s} {loops_us * c / n:10.2f} {c / n:7.1%}")


if __name__ == "__main__":
    main()
