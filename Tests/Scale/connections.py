#!/usr/bin/env python3
"""Many clients through nginx to one ScreenKit instance with its default limits: no 5xx.

    Tests/Scale/connections.py --screenkit "$(swift build --show-bin-path)/screenkit"

nginx (Debian's) runs with docs/deploy/nginx.conf as written, its upstream servers replaced by
the one instance, with as many worker processes as the machine has cores. The instance runs
with its default limits (connections in all and per address, listen backlog, memory per
connection) and trusts nginx's address, as the README's "Several instances" says to. wrk then
opens CLIENTS connections to nginx and asks each for GET /login for a few seconds, and a wrk
script counts every answer's status.

The check is on counts, not times: every answer must be 2xx or 3xx, and no connection may fail
(connect, read or write errors, or a request left unanswered for wrk's whole timeout). nginx's
error log is summarised when it holds errors (such as "upstream prematurely closed connection",
which is what a client past a cap used to become: a 502).

Exit status 1 when the check failed.
"""

import argparse
import collections
import os
import re
import resource
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Dict, List, Optional

REPO = Path(__file__).resolve().parents[2]
DEPLOY_CONF = REPO / "docs" / "deploy" / "nginx.conf"
LISTENING = re.compile(r"listening on http://127\.0\.0\.1:(\d+)")
CLIENTS = 2000
SECONDS = 4
WRK_TIMEOUT = "20s"

# Counts every status in each wrk thread, then prints the totals and wrk's error counts.
STATUS_SCRIPT = """
counts = {}
local threads = {}
function setup(thread) table.insert(threads, thread) end
function response(status, headers, body) counts[status] = (counts[status] or 0) + 1 end
function done(summary, latency, requests)
  local total = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do total[status] = (total[status] or 0) + n end
  end
  local parts = {}
  for status, n in pairs(total) do table.insert(parts, status .. ":" .. n) end
  io.write("STATUSES " .. table.concat(parts, " ") .. "\\n")
  local e = summary.errors
  io.write(string.format("ERRORS connect:%d read:%d write:%d timeout:%d\\n", e.connect, e.read, e.write, e.timeout))
end
"""


class CheckFailed(Exception):
    pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def raise_descriptor_limit(needed: int) -> int:
    """Raises this process's soft limit on open files (inherited by nginx, wrk and the server)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < needed:
        soft = needed if hard == resource.RLIM_INFINITY else min(needed, hard)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return soft


def instance_conf(deploy: str, instance_port: int, listen_port: int) -> str:
    """docs/deploy/nginx.conf with its upstream servers replaced by the one instance and its
    listen address by a free port on loopback; every other line as written."""
    servers = re.findall(r"^\s*server\s+app\d+:\d+([^;]*);\s*$", deploy, re.M)
    if not servers:
        raise CheckFailed(f"no 'server appN:PORT …;' line in {DEPLOY_CONF}'s upstream block")
    lines, replaced = [], False
    for line in deploy.splitlines():
        if re.match(r"^\s*server\s+app\d+:\d+", line):
            if not replaced:
                lines.append(f"    server 127.0.0.1:{instance_port}{servers[0]};")
                replaced = True
            continue
        lines.append(line)
    conf = "\n".join(lines)
    conf, listens = re.subn(r"^(\s*)listen\s+80;", rf"\1listen 127.0.0.1:{listen_port};", conf, flags=re.M)
    if listens != 1:
        raise CheckFailed(f"expected one 'listen 80;' in {DEPLOY_CONF}")
    return conf


class Instance:
    """`screenkit serve` with its default limits, trusting loopback (nginx) as its proxy."""

    def __init__(self, binary: str, folder: Path):
        self.log_path = folder / "screenkit.log"
        log = self.log_path.open("w")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--database", str(folder / "screenkit.sqlite"),
             "--public", str(REPO / "Public"), "--trusted-proxy", "127.0.0.1"],
            env={**os.environ, "APP_ENV": "production"}, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.port = 0
        listening = threading.Event()

        def copy() -> None:
            assert self.process.stdout is not None
            for line in self.process.stdout:
                log.write(line)
                match = LISTENING.search(line)
                if match and not listening.is_set():
                    self.port = int(match.group(1))
                    listening.set()
            log.close()
            listening.set()

        threading.Thread(target=copy, daemon=True).start()
        if not listening.wait(60) or not self.port:
            self.stop()
            raise CheckFailed(f"screenkit did not start; see {self.log_path}")

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(30)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


class Balancer:
    """nginx in the foreground with the deploy configuration in its http block."""

    def __init__(self, instance: Instance, folder: Path, clients: int):
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        if not os.access(nginx, os.X_OK):
            raise CheckFailed("nginx is not installed (apt-get install nginx-light)")
        self.port = free_port()
        self.folder = folder / "nginx"
        self.folder.mkdir()
        temp = "\n".join(f"    {kind}_temp_path {self.folder}/{kind};"
                         for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        # Each client takes two descriptors in a worker: its own connection and the upstream one.
        connections = 2 * clients + 1024
        config = self.folder / "nginx.conf"
        config.write_text(f"""
daemon off;
worker_processes auto;
worker_rlimit_nofile {connections + 1024};
pid {self.folder}/nginx.pid;
error_log {self.folder}/error.log warn;
events {{ worker_connections {connections}; }}
http {{
    access_log off;
{temp}
{instance_conf(DEPLOY_CONF.read_text(), instance.port, self.port)}
}}
""")
        self.process = subprocess.Popen([nginx, "-p", str(self.folder), "-c", str(config)],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1).close()
                return
            except OSError:
                if self.process.poll() is not None:
                    break
                time.sleep(0.05)
        raise CheckFailed(f"nginx did not start; see {self.folder}/error.log")

    def errors(self) -> Dict[str, int]:
        """nginx's logged errors, by message, without the per-request details."""
        counts: Dict[str, int] = collections.Counter()
        log = self.folder / "error.log"
        if log.exists():
            for line in log.read_text(errors="replace").splitlines():
                match = re.search(r"\[(?:error|crit|alert|warn)\] [\d#]+: \*?\d* ?(.*?)(?:, client:|$)", line)
                if match:
                    counts[re.sub(r"\d+", "N", match.group(1))[:100]] += 1
        return dict(counts)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGQUIT)
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()


def run_wrk(port: int, clients: int, seconds: int, folder: Path) -> tuple:
    script = folder / "statuses.lua"
    script.write_text(STATUS_SCRIPT)
    cmd = ["wrk", "-t2", f"-c{clients}", f"-d{seconds}s", "--timeout", WRK_TIMEOUT, "-s", str(script),
           "-H", "Accept: text/html", f"http://127.0.0.1:{port}/login"]
    proc = subprocess.run(cmd, capture_output=True, text=True)
    statuses = re.search(r"^STATUSES ?(.*)$", proc.stdout, re.M)
    errors = re.search(r"^ERRORS (.*)$", proc.stdout, re.M)
    if proc.returncode != 0 or not statuses or not errors:
        raise CheckFailed(f"wrk failed ({proc.returncode}): {(proc.stderr or proc.stdout).strip()[-300:]}")
    counts = {int(k): int(v) for k, v in (pair.split(":") for pair in statuses.group(1).split())}
    failures = {k: int(v) for k, v in (pair.split(":") for pair in errors.group(1).split())}
    return counts, failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenkit", required=True, help="the screenkit binary")
    parser.add_argument("--clients", type=int, default=CLIENTS, help=f"concurrent clients (default {CLIENTS})")
    parser.add_argument("--seconds", type=int, default=SECONDS, help=f"seconds of load (default {SECONDS})")
    parser.add_argument("--output", type=Path, default=None, help="where the logs go (default: a temporary folder)")
    args = parser.parse_args()
    if shutil.which("wrk") is None:
        print("FAIL wrk is not installed (apt-get install wrk)")
        return 1
    folder = args.output.resolve() if args.output else Path(tempfile.mkdtemp(prefix="screenkit-connections-"))
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    limit = raise_descriptor_limit(3 * args.clients + 4096)
    if limit < 3 * args.clients + 1024:
        print(f"FAIL open files are limited to {limit} (ulimit -n); {args.clients} clients through nginx need more")
        return 1

    instance: Optional[Instance] = None
    balancer: Optional[Balancer] = None
    try:
        instance = Instance(str(Path(args.screenkit).resolve()), folder)
        balancer = Balancer(instance, folder, args.clients)
        counts, failures = run_wrk(balancer.port, args.clients, args.seconds, folder)
    except CheckFailed as failure:
        print(f"FAIL setting up: {failure}")
        return 1
    finally:
        if balancer is not None:
            balancer.stop()
        if instance is not None:
            instance.stop()
    answered = sum(counts.values())
    server_errors = sum(n for status, n in counts.items() if status >= 500)
    refused = sum(n for status, n in counts.items() if not 200 <= status < 400)
    failed = sum(failures.values())
    by_status = ", ".join(f"{status}: {n:,}" for status, n in sorted(counts.items())) or "none"
    print(f"{args.clients} clients through nginx to one instance, GET /login for {args.seconds} s: "
          f"{answered:,} answers ({by_status}); connection failures {failures}")
    nginx_errors = balancer.errors() if balancer else {}
    for message, n in sorted(nginx_errors.items(), key=lambda item: -item[1])[:5]:
        print(f"  nginx logged {n:,}x: {message}")
    ok = answered > 0 and refused == 0 and failed == 0
    print(f"{'PASS' if ok else 'FAIL'} connections: {server_errors:,} answers 5xx, {refused:,} not 2xx/3xx, "
          f"{failed:,} connection failures; logs in {folder}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
