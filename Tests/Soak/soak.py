#!/usr/bin/env python3
"""Soak test: mixed traffic on loopback against a running release build for a while.

Usage:
    Tests/Soak/soak.py --screenkit PATH [--seconds 600] [--sample 30]

Starts the server on a fresh database (production mode, behind 127.0.0.1 as a trusted proxy
so each simulated client is counted by its own forwarded address), then runs, each in a
bounded loop: anonymous page views and static files, 404s; members signing up, viewing and
editing their page, signing out and in again; bad bodies (malformed, oversized, forged
token); slow clients that dribble their headers and clients that open a connection and
leave. Every `--sample` seconds it prints the server's resident memory and open descriptors.

It fails when any answer is a 5xx, when memory or descriptors grow after the warm-up (the
smallest sample of the last third above the warm-up's largest by more than 10 % and 2 MB,
or by more than 4 descriptors: the smallest, because an argon2 hash in flight adds 19 MiB to
whichever sample it meets), when an acknowledged sign-up or edit is missing at the end,
or when the server does not stop cleanly on SIGTERM.
"""

import argparse
import http.client
import json
import os
import random
import re
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

TOKEN = re.compile(r'name="csrf_token" value="([^"]+)"')
PASSWORD = "soak password 1"


class Failures:
    def __init__(self):
        self.lock = threading.Lock()
        self.items = []
        self.counts = {}

    def status(self, what, status):
        with self.lock:
            self.counts[status // 100] = self.counts.get(status // 100, 0) + 1
            if status >= 500 and len(self.items) < 50:
                self.items.append(f"{what} answered {status}")

    def add(self, text):
        with self.lock:
            if len(self.items) < 50:
                self.items.append(text)


class Client:
    """One visitor: a keep-alive connection, a cookie jar and a forwarded address."""

    def __init__(self, port, address):
        self.port = port
        self.address = address
        self.cookies = {}
        self.conn = None

    def request(self, method, path, body=None, accept="text/html", content_type="application/x-www-form-urlencoded"):
        headers = {"Accept": accept, "X-Forwarded-For": self.address}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        if body is not None:
            headers["Content-Type"] = content_type
        for attempt in range(2):
            if self.conn is None:
                self.conn = http.client.HTTPConnection("127.0.0.1", self.port, timeout=30)
            try:
                self.conn.request(method, path, body=body, headers=headers)
                response = self.conn.getresponse()
                data = response.read()
                break
            except (OSError, http.client.HTTPException):
                # A keep-alive connection the server closed (timeout, 413): once more on a new one.
                self.conn.close()
                self.conn = None
                if attempt == 1:
                    raise
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                val = rest.split(";", 1)[0]
                if "Max-Age=0" in value or "expires=Thu, 01 Jan 1970" in value:
                    self.cookies.pop(key, None)
                else:
                    self.cookies[key] = val
        if response.getheader("Connection", "").lower() == "close":
            self.conn.close()
            self.conn = None
        return response.status, response.getheader("Location"), data.decode("utf-8", "replace")

    def token(self, path):
        status, _, page = self.request("GET", path)
        match = TOKEN.search(page)
        return status, (match.group(1) if match else "")


def form(fields):
    return urllib.parse.urlencode(fields)


def anonymous_views(port, stop, failures, seed):
    rng = random.Random(seed)
    paths = ["/", "/login", "/register", "/css/app.css", "/favicon.ico", "/nowhere", "/users/999999999", "/users/x"]
    client = Client(port, f"10.1.{seed}.1")
    while not stop.is_set():
        path = rng.choice(paths)
        status, _, _ = client.request("GET", path)
        failures.status(f"GET {path}", status)


def members(port, stop, failures, acknowledged, counter):
    while not stop.is_set():
        with counter["lock"]:
            counter["n"] += 1
            n = counter["n"]
        client = Client(port, f"10.2.{n // 250 % 250}.{n % 250 + 1}")
        email = f"soak{n}@example.com"
        _, token = client.token("/register")
        status, location, _ = client.request("POST", "/register", form({
            "name": f"Soak {n}", "email": email, "password": PASSWORD, "password_confirmation": PASSWORD, "csrf_token": token}))
        failures.status("POST /register", status)
        if status != 303 or not location or not re.fullmatch(r"/users/\d+", location):
            if status < 500:
                failures.add(f"sign-up {n} answered {status}")
            continue
        member_id = int(location.rsplit("/", 1)[1])
        acknowledged[member_id] = (f"Soak {n}", "")
        status, _, _ = client.request("GET", location)
        failures.status(f"GET {location}", status)
        bio = f"Bio {n} <b>{random.random()}</b>"
        _, token = client.token(f"/users/{member_id}/edit")
        status, _, _ = client.request("POST", f"/users/{member_id}/edit", form({"name": f"Soak {n}", "bio": bio, "csrf_token": token}))
        failures.status("POST /users/{id}/edit", status)
        if status == 303:
            acknowledged[member_id] = (f"Soak {n}", bio)
        _, token = client.token("/")
        status, _, _ = client.request("POST", "/logout", form({"csrf_token": token}))
        failures.status("POST /logout", status)
        _, token = client.token("/login")
        status, _, _ = client.request("POST", "/login", form({"email": email, "password": PASSWORD, "next": "", "csrf_token": token}))
        failures.status("POST /login", status)
        if status != 303:
            failures.add(f"sign-in of {email} answered {status}")


def bad_input(port, stop, failures, seed):
    rng = random.Random(seed)
    client = Client(port, f"10.3.{seed}.1")
    while not stop.is_set():
        _, token = client.token("/register")
        choice = rng.randrange(5)
        if choice == 0:
            status, _, _ = client.request("POST", "/register", "name=%ZZ&csrf_token=" + urllib.parse.quote(token))
        elif choice == 1:
            status, _, _ = client.request("POST", "/register", "name=" + "a" * 70_000)
        elif choice == 2:
            status, _, _ = client.request("POST", "/register", form({"name": "x", "csrf_token": "forged"}))
        elif choice == 3:
            status, _, _ = client.request("POST", "/register", '{"name": "json"}', content_type="application/json")
        else:
            status, _, _ = client.request("DELETE", "/login")
        failures.status("bad input", status)
        if status not in (400, 403, 405, 413, 415):
            failures.add(f"bad input {choice} answered {status}")


def slow_clients(port, stop, failures, seed):
    rng = random.Random(seed)
    while not stop.is_set():
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        try:
            if rng.random() < 0.3:
                sock.sendall(b"GET /login HTTP/1.1\r\nHo")   # and leave
                continue
            request = b"GET /login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n"
            for i in range(0, len(request), 8):
                if stop.is_set():
                    break
                sock.sendall(request[i:i + 8])
                time.sleep(0.2)
            reply = b""
            while not stop.is_set():
                chunk = sock.recv(65536)
                if not chunk:
                    break
                reply += chunk
            if reply:
                status = int(reply.split(b" ", 2)[1])
                failures.status("slow GET /login", status)
        except OSError as error:
            failures.add(f"slow client: {error}")
        finally:
            sock.close()


def sample(pid):
    with open(f"/proc/{pid}/status") as f:
        rss = next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
    return rss / 1024, len(os.listdir(f"/proc/{pid}/fd"))


def verify(port, acknowledged, failures):
    """Every acknowledged sign-up and edit, read back by one signed-in observer."""
    observer = Client(port, "10.4.0.1")
    _, token = observer.token("/register")
    observer.request("POST", "/register", form({
        "name": "Observer", "email": "observer@example.com", "password": PASSWORD, "password_confirmation": PASSWORD, "csrf_token": token}))
    missing = 0
    for member_id, (name, bio) in sorted(acknowledged.items()):
        status, _, text = observer.request("GET", f"/users/{member_id}", accept="application/json")
        try:
            model = json.loads(text) if status == 200 else {}
        except ValueError:
            model = {}
        if model.get("name") != name or model.get("bio") != bio:
            missing += 1
            failures.add(f"member {member_id}: expected {name!r}/{bio!r}, got {status} {text[:120]!r}")
    return missing


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenkit", required=True)
    parser.add_argument("--seconds", type=int, default=600)
    parser.add_argument("--sample", type=int, default=30)
    args = parser.parse_args()

    folder = tempfile.mkdtemp(prefix="screenkit-soak-")
    server = subprocess.Popen(
        [args.screenkit, "serve", "--port", "0", "--threads", "2", "--public", "Public",
         "--database", os.path.join(folder, "soak.sqlite"), "--no-access-log", "--trusted-proxy", "127.0.0.1",
         "--connection-timeout", "5"],
        env={**os.environ, "APP_ENV": "production"}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    port = None
    for line in server.stdout:
        match = re.search(r"listening on http://127\.0\.0\.1:(\d+)", line)
        if match:
            port = int(match.group(1))
            break
    if port is None:
        print("the server did not start", file=sys.stderr)
        return 1
    threading.Thread(target=lambda: [None for _ in server.stdout], daemon=True).start()

    stop = threading.Event()
    failures = Failures()
    acknowledged = {}
    counter = {"n": 0, "lock": threading.Lock()}
    workers = [
        threading.Thread(target=anonymous_views, args=(port, stop, failures, 1)),
        threading.Thread(target=anonymous_views, args=(port, stop, failures, 2)),
        threading.Thread(target=members, args=(port, stop, failures, acknowledged, counter)),
        threading.Thread(target=bad_input, args=(port, stop, failures, 3)),
        threading.Thread(target=slow_clients, args=(port, stop, failures, 4)),
        threading.Thread(target=slow_clients, args=(port, stop, failures, 5)),
    ]

    def guarded(target):
        def run(*a):
            try:
                target(*a)
            except Exception as error:  # a worker that dies is a finding, not a hang
                failures.add(f"{target.__name__} stopped: {error!r}")
        return run

    for worker in workers:
        worker._target = guarded(worker._target)
        worker.start()

    samples = []
    started = time.monotonic()
    print(f"soak: {args.seconds} s of mixed traffic on port {port}; a sample every {args.sample} s")
    print(f"{'time':>6} {'RSS MB':>8} {'fds':>5} {'members':>8} {'2xx/3xx':>9} {'4xx':>7} {'5xx':>5}")
    while time.monotonic() - started < args.seconds:
        time.sleep(min(args.sample, args.seconds - (time.monotonic() - started)) or 0.01)
        rss, fds = sample(server.pid)
        samples.append((rss, fds))
        with failures.lock:
            ok = failures.counts.get(2, 0) + failures.counts.get(3, 0)
            client_errors, server_errors = failures.counts.get(4, 0), failures.counts.get(5, 0)
        print(f"{time.monotonic() - started:6.0f} {rss:8.1f} {fds:5d} {len(acknowledged):8d} {ok:9d} {client_errors:7d} {server_errors:5d}", flush=True)
    stop.set()
    for worker in workers:
        worker.join(60)

    missing = verify(port, acknowledged, failures)
    server.send_signal(signal.SIGTERM)
    try:
        code = server.wait(30)
    except subprocess.TimeoutExpired:
        server.kill()
        code = "none (killed after 30 s)"

    verdicts = []
    warm = max(1, min(2, len(samples) - 3))
    late = samples[-max(3, len(samples) // 3):]
    if len(samples) >= warm + 3:
        warm_rss = max(rss for rss, _ in samples[:warm])
        warm_fds = max(fds for _, fds in samples[:warm])
        late_rss = min(rss for rss, _ in late)
        late_fds = min(fds for _, fds in late)
        if late_rss > warm_rss * 1.10 and late_rss > warm_rss + 2:
            verdicts.append(f"RSS grew after warm-up: {warm_rss:.1f} MB -> {late_rss:.1f} MB")
        if late_fds > warm_fds + 4:
            verdicts.append(f"descriptors grew after warm-up: {warm_fds} -> {late_fds}")
        print(f"warm-up peak {warm_rss:.1f} MB / {warm_fds} fds; last {len(late)} samples at least {late_rss:.1f} MB / {late_fds} fds")
    else:
        verdicts.append("too few samples to judge growth: run longer")
    print(f"acknowledged sign-ups and edits: {len(acknowledged)} members, {missing} missing or different")
    if code != 0:
        verdicts.append(f"the server exited with {code} on SIGTERM")
    for item in failures.items:
        verdicts.append(item)
    if verdicts:
        print("soak: FAILED")
        for verdict in verdicts:
            print("  " + verdict)
        return 1
    print("soak: passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
