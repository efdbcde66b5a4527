#!/usr/bin/env python3
"""Opens N connections to 127.0.0.1:PORT at once, sends one keep-alive GET on each, and holds them all
open until every one has its answer (or the time is up), then closes them and prints one line:

  connections=N connected=C answered=A failed=F first_error=... seconds=S

With --done FILE it writes FILE when its connections are all answered (or the time is up), and then
holds them until --release FILE exists, so that several clients hold theirs at the same time.
Bounded: at most 19,000 connections (one process's open files here are 20,000), at most TIMEOUT seconds
(twice, with --release). Loads 127.0.0.1 only (source addresses 127.0.0.x with --source).
  src/bench/hold_connections.py PORT N [--timeout 60] [--hold 2] [--source 127.0.0.2] [--done F --release F]
"""
import argparse
import errno
import os
import resource
import selectors
import socket
import sys
import time

MAX_CONNECTIONS = 19000


def main():
    p = argparse.ArgumentParser()
    p.add_argument("port", type=int)
    p.add_argument("connections", type=int)
    p.add_argument("--timeout", type=float, default=60)
    p.add_argument("--hold", type=float, default=2, help="seconds to hold every connection open once all answered")
    p.add_argument("--source", help="bind each connection to this 127.0.0.x first (bind before connect: a port"
                   " search per connection); default: the kernel's choice at connect")
    p.add_argument("--done", help="a file to create once every connection has its answer or the time is up")
    p.add_argument("--release", help="a file whose existence ends the hold (with --done)")
    a = p.parse_args()
    if not 0 < a.connections <= MAX_CONNECTIONS:
        sys.exit(f"hold_connections: connections must be 1-{MAX_CONNECTIONS}")
    if a.source and not a.source.startswith("127."):
        sys.exit("hold_connections: loopback source addresses only")
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    request = f"GET / HTTP/1.1\r\nHost: 127.0.0.1:{a.port}\r\nConnection: keep-alive\r\n\r\n".encode()
    sel = selectors.DefaultSelector()
    state = {}  # socket -> [phase, received bytes]
    errors = {}
    start = time.monotonic()
    deadline = start + a.timeout
    for _ in range(a.connections):
        if time.monotonic() > deadline:
            errors["not-opened-within-timeout"] = errors.get("not-opened-within-timeout", 0) + 1
            continue
        s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        s.setblocking(False)
        if a.source:
            s.bind((a.source, 0))
        rc = s.connect_ex(("127.0.0.1", a.port))
        if rc not in (0, errno.EINPROGRESS):
            errors[errno.errorcode.get(rc, str(rc))] = errors.get(errno.errorcode.get(rc, str(rc)), 0) + 1
            s.close()
            continue
        state[s] = ["connecting", b""]
        sel.register(s, selectors.EVENT_WRITE)
    connected = answered = 0
    pending = len(state)
    while pending and time.monotonic() < deadline:
        for key, events in sel.select(timeout=0.5):
            s = key.fileobj
            st = state[s]
            if st[0] == "connecting":
                rc = s.getsockopt(socket.SOL_SOCKET, socket.SO_ERROR)
                if rc:
                    name = errno.errorcode.get(rc, str(rc))
                    errors[name] = errors.get(name, 0) + 1
                    st[0] = "failed"
                    pending -= 1
                    sel.unregister(s)
                    continue
                connected += 1
                s.send(request)
                st[0] = "reading"
                sel.modify(s, selectors.EVENT_READ)
            elif st[0] == "reading":
                try:
                    chunk = s.recv(4096)
                except OSError as e:
                    chunk = None
                    name = errno.errorcode.get(e.errno, str(e.errno))
                    errors[name] = errors.get(name, 0) + 1
                if not chunk:
                    if chunk is not None:
                        errors["closed-before-answer"] = errors.get("closed-before-answer", 0) + 1
                    st[0] = "failed"
                    pending -= 1
                    sel.unregister(s)
                    continue
                st[1] += chunk
                head, sep, body = st[1].partition(b"\r\n\r\n")
                if sep:
                    length = 0
                    for line in head.split(b"\r\n")[1:]:
                        name, _, value = line.partition(b":")
                        if name.strip().lower() == b"content-length":
                            length = int(value.strip())
                    if len(body) >= length:
                        ok = head.startswith(b"HTTP/1.1 200") or head.startswith(b"HTTP/1.0 200")
                        if ok:
                            answered += 1
                        else:
                            errors["non-200"] = errors.get("non-200", 0) + 1
                        st[0] = "answered" if ok else "failed"
                        pending -= 1
                        sel.unregister(s)
    seconds = time.monotonic() - start
    if pending:
        errors["no-answer-within-timeout"] = pending
    if a.done:
        open(a.done, "w").close()
    if a.release:
        release_by = time.monotonic() + a.timeout
        while not os.path.exists(a.release) and time.monotonic() < release_by:
            time.sleep(0.1)
    time.sleep(a.hold)
    for s in state:
        s.close()
    first = ",".join(f"{k}:{v}" for k, v in sorted(errors.items())) or "none"
    print(f"connections={a.connections} connected={connected} answered={answered} "
          f"failed={a.connections - answered} errors={first} seconds={seconds:.2f}", flush=True)


if __name__ == "__main__":
    main()
