#!/usr/bin/env python3
"""Many clients through nginx to one ScreenKit instance with its default limits: no 5xx.

    Tests/Scale/connections.py --screenkit "$(swift build --show-bin-path)/screenkit"

nginx (Debian's) runs with docs/deploy/nginx.conf as written, its upstream servers replaced by
the one instance, with as many worker processes as the machine has cores. The instance runs
with its default limits (connections in all and per address, listen backlog, memory per
connection) and trusts nginx's address, as docs/several-instances.md says to. wrk then
opens CLIENTS connections to nginx and asks each for GET /login for a few seconds, and a wrk
script counts every answer's status.

The check is on counts, not times: every answer must be 2xx or 3xx, and no connection may fail
(connect, read or write errors, or a request left unanswered for wrk's whole timeout). nginx's
error log is summarised when it holds errors (such as "upstream prematurely closed connection",
which is what a client past a cap used to become: a 502).

Exit status 1 when the check failed.
"""

import argparse
import re
import resource
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Optional

from processes import REPO, CheckFailed, Instance, Nginx

DEPLOY_CONF = REPO / "docs" / "deploy" / "nginx.conf"
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


def balancer(instance: Instance, folder: Path, clients: int) -> Nginx:
    """nginx with the deploy configuration in its http block, a worker per core; each client
    takes two descriptors in a worker: its own connection and the upstream one."""
    return Nginx(folder, lambda port: instance_conf(DEPLOY_CONF.read_text(), instance.port, port),
                 workers="auto", connections=2 * clients + 1024)


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
    nginx: Optional[Nginx] = None
    try:
        # The default limits; only nginx, on loopback, is trusted.
        instance = Instance("screenkit", str(Path(args.screenkit).resolve()),
                            ["--database", str(folder / "screenkit.sqlite"), "--trusted-proxy", "127.0.0.1"], folder)
        nginx = balancer(instance, folder, args.clients)
        counts, failures = run_wrk(nginx.port, args.clients, args.seconds, folder)
    except CheckFailed as failure:
        print(f"FAIL setting up: {failure}")
        return 1
    finally:
        if nginx is not None:
            nginx.stop()
        if instance is not None:
            instance.stop()
    answered = sum(counts.values())
    server_errors = sum(n for status, n in counts.items() if status >= 500)
    refused = sum(n for status, n in counts.items() if not 200 <= status < 400)
    failed = sum(failures.values())
    by_status = ", ".join(f"{status}: {n:,}" for status, n in sorted(counts.items())) or "none"
    print(f"{args.clients} clients through nginx to one instance, GET /login for {args.seconds} s: "
          f"{answered:,} answers ({by_status}); connection failures {failures}")
    nginx_errors = nginx.errors() if nginx else {}
    for message, n in sorted(nginx_errors.items(), key=lambda item: -item[1])[:5]:
        print(f"  nginx logged {n:,}x: {message}")
    ok = answered > 0 and refused == 0 and failed == 0
    print(f"{'PASS' if ok else 'FAIL'} connections: {server_errors:,} answers 5xx, {refused:,} not 2xx/3xx, "
          f"{failed:,} connection failures; logs in {folder}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
