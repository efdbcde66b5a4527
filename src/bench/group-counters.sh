#!/usr/bin/env bash
# How long a stand-in in several processes (SO_REUSEPORT) takes to give its counters while a flood of
# new connections arrives, as a run asks them at a step's first request (issue 15):
#
#   src/bench/group-counters.sh [processes] [connections]   default 2 15000
#
# Runs src/bench/java/abreplay/bench/GroupCounters: swoole-4-hello in that many processes, that many
# non-blocking connects from one thread, the counters asked every 0.5 s, 8 times. Only 127.0.0.1;
# the stand-ins and sockets are closed at the end, and the JVM is bounded to 200 s.
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$home" && ./mvnw -B -q -DskipTests test-compile dependency:build-classpath -Dmdep.includeScope=test \
  -Dmdep.outputFile="$work/test.classpath") >&2
cp="$home/target/test-classes:$home/target/classes:$(cat "$work/test.classpath")"
mkdir -p "$work/classes"
javac -nowarn -d "$work/classes" -cp "$cp" "$home"/src/bench/java/abreplay/bench/GroupCounters.java
timeout 200 java -Dabreplay.home="$home" -cp "$work/classes:$cp" abreplay.bench.GroupCounters "${1:-2}" \
  "${2:-15000}" "$work/standin.log"
