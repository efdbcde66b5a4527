#!/usr/bin/env bash
# How the reports of one-port-many-servers.txt were made on this machine: server.js on 127.0.0.1,
# wrk 4.1 for 1 s at 4 connections (three GET runs, one with post.lua); the autocannon report is
# made-here/autocannon.txt without its command, the oha one from-source/oha-old.txt without its
# command. The prose around them (headings, prompts, CRLF line ends, a zsh "%", an escaped url) is
# written to be read as posts write it.
set -euo pipefail
cd "$(dirname "$0")"
node server.js 18131 made-here & server=$!
trap 'kill $server' EXIT
sleep 0.5
for i in 1 2 3; do wrk -t1 -c4 -d1s http://127.0.0.1:18131/; done
wrk -t1 -c4 -d1s -s post.lua http://127.0.0.1:18131/api
# comments-in-code.md: server.js twice (18141 "plain", 18142 "cached"), then wrk for 1 s at 4
# connections on each, twice; the prose, the shell comments naming each run and the headings are
# written around them.
node server.js 18141 plain & plain=$!
node server.js 18142 cached & cached=$!
trap 'kill $server $plain $cached' EXIT
sleep 0.5
for port in 18141 18142 18141 18142; do wrk -t1 -c4 -d1s http://127.0.0.1:$port/; done
