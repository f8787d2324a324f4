#!/usr/bin/env python3
"""Two ScreenKit servers on one PostgreSQL database behind nginx, as an operator runs them:

    Tests/Scale/scale.py --screenkit "$(swift build --show-bin-path)/screenkit"

The database is the one SCREENKIT_TEST_POSTGRES_URL names (`.ci/postgres run` sets it, and
SCREENKIT_TEST_POSTGRES_DIR for the restart), else a cluster started here with .ci/postgres.
nginx (Debian's) balances round-robin, retrying a request that could not reach an instance on
the other when the request is idempotent. The checks:

  a. a member signs up through the balancer; their next requests land on both instances and
     stay signed in on each;
  b. failed sign-ins are counted once each whichever instance took them: the account is
     refused after exactly the app's limit;
  c. a device revoked on one instance is signed out on both;
  d. PostgreSQL restarted mid-traffic: requests fail with 503 for a few seconds, never hang
     or fail otherwise, then succeed again on both instances, ScreenKit untouched;
  e. one instance SIGKILLed mid-traffic: every GET still answers (nginx retries it on the
     other), and every sign-up that was acknowledged with its 303 is there afterwards.

Each check prints one line with its figures; the exit status is 1 when any failed.
"""

import argparse
import http.client
import os
import re
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse
import uuid
from dataclasses import dataclass, field
from pathlib import Path
from typing import Dict, List, Optional

from processes import REPO, CheckFailed, Instance, Nginx

POSTGRES_SCRIPT = REPO / ".ci" / "postgres"
TOKEN = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
ACCOUNT_LIMIT = 5         # SignInThrottlePolicy.standard.accountLimit
OUTAGE_LIMIT = 10.0       # seconds of 503s a PostgreSQL restart may cause
REQUEST_TIMEOUT = 15.0


def psql(url: str, statement: str) -> str:
    return subprocess.run(["psql", "-X", "-q", "-tA", "-v", "ON_ERROR_STOP=1", url, "-c", statement],
                          check=True, capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout


# --------------------------------------------------------------------------------------------
# The servers


def balancer(instances: List[Instance], folder: Path) -> Nginx:
    """nginx round-robin over the instances."""
    upstreams = "\n".join(f"        server 127.0.0.1:{i.port} max_fails=1 fail_timeout=2s;" for i in instances)
    return Nginx(folder, lambda port: f"""
    upstream screenkit {{
{upstreams}
        keepalive 16;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://screenkit;
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_set_header X-Forwarded-Proto $scheme;
            # An instance that cannot be reached: the request goes to the other, unless it is
            # a POST (nginx never repeats a non-idempotent request).
            proxy_next_upstream error timeout;
            proxy_next_upstream_tries 2;
            proxy_connect_timeout 2s;
            add_header X-Upstream $upstream_addr always;
        }}
    }}""")


# --------------------------------------------------------------------------------------------
# A browser through the balancer


@dataclass
class Reply:
    status: int
    body: str
    location: str
    upstream: str


@dataclass
class Browser:
    port: int
    client: str                      # the address it says it comes from (X-Forwarded-For)
    cookies: Dict[str, str] = field(default_factory=dict)
    token: str = ""

    def send(self, method: str, path: str, form: Optional[Dict[str, str]] = None) -> Reply:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=REQUEST_TIMEOUT)
        headers = {"Accept": "text/html", "X-Forwarded-For": self.client}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urllib.parse.urlencode({**form, "csrf_token": self.token})
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        try:
            connection.request(method, path, body=body, headers=headers)
            response = connection.getresponse()
            text = response.read().decode("utf-8", "replace")
        finally:
            connection.close()
        for header, value in response.getheaders():
            if header.lower() == "set-cookie":
                name, _, rest = value.partition("=")
                cookie = rest.split(";", 1)[0]
                if "Max-Age=0" in value or "max-age=0" in value:
                    self.cookies.pop(name, None)
                else:
                    self.cookies[name] = cookie
        token = TOKEN.search(text)
        if token:
            self.token = token.group(1)
        return Reply(response.status, text, response.getheader("Location") or "", response.getheader("X-Upstream") or "")

    def get(self, path: str) -> Reply:
        return self.send("GET", path)

    def post(self, path: str, form: Dict[str, str]) -> Reply:
        return self.send("POST", path, form)

    def register(self, name: str, email: str, password: str) -> int:
        self.get("/register")
        reply = self.post("/register", {"name": name, "email": email, "password": password,
                                        "password_confirmation": password})
        match = re.match(r"/users/(\d+)$", reply.location)
        if reply.status != 303 or not match:
            raise CheckFailed(f"sign-up of {email} answered {reply.status} {reply.location}")
        return int(match.group(1))

    def sign_in(self, email: str, password: str) -> Reply:
        self.get("/login")
        return self.post("/login", {"email": email, "password": password, "next": ""})


# --------------------------------------------------------------------------------------------
# The checks


class ScaleTest:
    def __init__(self, args, folder: Path, database: str, postgres_dir: Optional[str]):
        self.args = args
        self.folder = folder
        self.database = database
        self.postgres_dir = postgres_dir
        self.instances = [
            Instance(f"instance-{n}", args.screenkit,
                     ["--threads", "2", "--database", database, "--trusted-proxy", "127.0.0.1"], folder)
            for n in (1, 2)]
        self.balancer = balancer(self.instances, folder)
        self.clients = (f"198.51.100.{n}" for n in range(1, 250))
        self.password = "scale test password"

    def browser(self) -> Browser:
        return Browser(self.balancer.port, next(self.clients))

    def name_of(self, upstream: str) -> str:
        for instance in self.instances:
            if upstream.endswith(f":{instance.port}"):
                return instance.name
        return upstream or "?"

    def stop(self) -> None:
        self.balancer.stop()
        for instance in self.instances:
            instance.stop()

    def signed_in_on_both(self) -> str:
        browser = self.browser()
        member = browser.register("Ada Lovelace", "ada@example.com", self.password)
        seen: Dict[str, int] = {}
        for _ in range(20):
            reply = browser.get(f"/users/{member}/edit")
            if reply.status != 200:
                raise CheckFailed(f"GET /users/{member}/edit answered {reply.status} {reply.location} "
                                  f"on {self.name_of(reply.upstream)}")
            seen[self.name_of(reply.upstream)] = seen.get(self.name_of(reply.upstream), 0) + 1
        if len(seen) != 2:
            raise CheckFailed(f"the requests did not reach both instances: {seen}")
        return f"signed up through the balancer; 20 signed-in requests, all 200: {seen}"

    def throttle_counts_both(self) -> str:
        self.browser().register("Target", "target@example.com", self.password)
        attacker = self.browser()
        refused = 0
        failures: Dict[str, int] = {}
        for attempt in range(1, ACCOUNT_LIMIT + 3):
            # A sign-in is two requests (the form, then the post); one more now and then moves
            # the posts from one instance to the other under round-robin.
            if attempt % 2 == 0:
                attacker.get("/")
            reply = attacker.sign_in("target@example.com", "not the password")
            if reply.status == 429:
                refused = attempt
                break
            if reply.status != 422:
                raise CheckFailed(f"failed sign-in {attempt} answered {reply.status}")
            failures[self.name_of(reply.upstream)] = failures.get(self.name_of(reply.upstream), 0) + 1
        if refused != ACCOUNT_LIMIT + 1:
            raise CheckFailed(f"refused at attempt {refused or 'never'}, expected {ACCOUNT_LIMIT + 1}: {failures}")
        if len(failures) != 2:
            raise CheckFailed(f"the failures did not reach both instances: {failures}")
        return f"{ACCOUNT_LIMIT} failures spread {failures}, the next refused with 429"

    def revoke_seen_by_both(self) -> str:
        laptop = self.browser()
        laptop.register("Grace Hopper", "grace@example.com", self.password)
        phone = self.browser()
        if phone.sign_in("grace@example.com", self.password).status != 303:
            raise CheckFailed("the second device could not sign in")
        page = laptop.get("/settings/sessions")
        numbers = [int(n) for n in re.findall(r'action="/settings/sessions/(\d+)/revoke"', page.body)]
        if len(numbers) != 1:
            raise CheckFailed(f"the devices page lists {len(numbers)} other sessions, expected 1")
        revoked = laptop.post(f"/settings/sessions/{numbers[0]}/revoke", {})
        if revoked.status != 303:
            raise CheckFailed(f"revoking answered {revoked.status}")
        by = self.name_of(revoked.upstream)
        seen: Dict[str, int] = {}
        for _ in range(10):
            reply = phone.get("/settings")
            if reply.status != 303 or not reply.location.startswith("/login"):
                raise CheckFailed(f"the revoked device still got {reply.status} on {self.name_of(reply.upstream)}")
            seen[self.name_of(reply.upstream)] = seen.get(self.name_of(reply.upstream), 0) + 1
        if len(seen) != 2:
            raise CheckFailed(f"the revoked device's requests did not reach both instances: {seen}")
        return f"revoked on {by}; the device is signed out on both: {seen}"

    def survives_sigkill(self) -> str:
        reader = self.browser()
        reader.sign_in("ada@example.com", self.password)
        stop = threading.Event()
        gets = {"ok": 0, "failed": 0}
        failures: List[str] = []

        def read() -> None:
            while not stop.is_set():
                reply = reader.get("/")
                if reply.status == 200:
                    gets["ok"] += 1
                else:
                    gets["failed"] += 1
                    failures.append(f"{reply.status} from {self.name_of(reply.upstream)}")

        acknowledged: Dict[int, str] = {}
        unanswered = 0
        reading = threading.Thread(target=read, daemon=True)
        reading.start()
        victim = self.instances[0]
        for n in range(16):
            if n == 6:
                victim.kill()
            browser = self.browser()
            try:
                acknowledged[browser.register(f"Member {n}", f"member-{n}@example.com", self.password)] = f"Member {n}"
            except (CheckFailed, OSError, http.client.HTTPException):
                unanswered += 1      # allowed: nginx does not repeat a POST
        stop.set()
        reading.join(REQUEST_TIMEOUT + 5)
        missing = [name for member, name in acknowledged.items() if name not in reader.get(f"/users/{member}").body]
        if gets["failed"] or missing:
            raise CheckFailed(f"GETs failed: {gets['failed']} ({failures[:3]}); acknowledged sign-ups missing: {missing}")
        return (f"{victim.name} killed after 6 of 16 sign-ups; {gets['ok']} GETs, none failed; "
                f"{len(acknowledged)} sign-ups acknowledged, all found; {unanswered} not acknowledged")

    def survives_postgres_restart(self) -> str:
        if not self.postgres_dir:
            return "skipped: no cluster folder to restart (SCREENKIT_TEST_POSTGRES_DIR)"
        reader = self.browser()
        statuses: List[tuple] = []
        stop = threading.Event()

        def read() -> None:
            while not stop.is_set():
                began = time.monotonic()
                try:
                    reply = reader.get("/")
                    statuses.append((began, time.monotonic() - began, reply.status, self.name_of(reply.upstream)))
                except (OSError, http.client.HTTPException) as error:
                    statuses.append((began, time.monotonic() - began, type(error).__name__, "?"))
                time.sleep(0.02)

        reading = threading.Thread(target=read, daemon=True)
        reading.start()
        time.sleep(1)
        restarted_at = time.monotonic()
        subprocess.run([str(POSTGRES_SCRIPT), "restart", self.postgres_dir], check=True, capture_output=True)
        back_at = time.monotonic()
        deadline = back_at + OUTAGE_LIMIT + 5
        recovered = set()
        while time.monotonic() < deadline and len(recovered) < 2:
            recent = [s for s in statuses if s[0] > back_at + 0.5]
            recovered = {s[3] for s in recent if s[2] == 200}
            time.sleep(0.1)
        time.sleep(1)
        stop.set()
        reading.join(REQUEST_TIMEOUT + 5)
        failed = [s for s in statuses if s[2] != 200]
        wrong = [s for s in failed if s[2] not in (502, 503, 504)]
        slowest = max(s[1] for s in statuses)
        outage = (max(s[0] for s in failed) - min(s[0] for s in failed)) if failed else 0.0
        problems = []
        if wrong:
            problems.append(f"answers other than 503 during the restart: {sorted({str(s[2]) for s in wrong})}")
        if outage > OUTAGE_LIMIT:
            problems.append(f"the outage lasted {outage:.1f}s")
        if slowest > REQUEST_TIMEOUT / 2:
            problems.append(f"a request took {slowest:.1f}s")
        if len(recovered) < 2:
            problems.append(f"not every instance answered 200 after the restart: {recovered}")
        if problems:
            raise CheckFailed("; ".join(problems))
        counts = {status: sum(1 for s in statuses if s[2] == status) for status in sorted({s[2] for s in statuses}, key=str)}
        return (f"restart took {back_at - restarted_at:.1f}s; {len(statuses)} GETs {counts}; "
                f"failures over {outage:.1f}s, slowest answer {slowest * 1000:.0f} ms; both instances 200 after")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--screenkit", required=True, help="the screenkit binary")
    parser.add_argument("--output", type=Path, default=None, help="where the logs go (default: a temporary folder)")
    args = parser.parse_args()
    args.screenkit = str(Path(args.screenkit).resolve())

    folder = args.output.resolve() if args.output else Path(tempfile.mkdtemp(prefix="screenkit-scale-"))
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    started_cluster = None
    url = os.environ.get("SCREENKIT_TEST_POSTGRES_URL")
    postgres_dir = os.environ.get("SCREENKIT_TEST_POSTGRES_DIR")
    if not url:
        started_cluster = tempfile.mkdtemp(prefix="screenkit-scale-pg-", dir="/tmp")
        url = subprocess.run([str(POSTGRES_SCRIPT), "start", started_cluster], check=True,
                             capture_output=True, text=True).stdout.strip()
        postgres_dir = started_cluster
    schema = "scale_" + uuid.uuid4().hex
    psql(url, f"CREATE SCHEMA {schema}")
    database = f"{url}{'&' if '?' in url else '?'}options=-csearch_path%3D{schema}"

    checks: List[tuple] = []
    test = None
    try:
        test = ScaleTest(args, folder, database, postgres_dir)
        print(f"two instances on ports {test.instances[0].port} and {test.instances[1].port} behind nginx on "
              f"{test.balancer.port}, one PostgreSQL database; logs in {folder}")
        for label, check in [
            ("a. signed in on both instances", test.signed_in_on_both),
            ("b. throttling counts both", test.throttle_counts_both),
            ("c. a revoked device, on both", test.revoke_seen_by_both),
            ("d. PostgreSQL restarted", test.survives_postgres_restart),
            ("e. SIGKILL of an instance", test.survives_sigkill),
        ]:
            began = time.monotonic()
            try:
                outcome = (True, check())
            except CheckFailed as failure:
                outcome = (False, str(failure))
            checks.append((label, *outcome))
            print(f"{'PASS' if outcome[0] else 'FAIL'} {label} ({time.monotonic() - began:.1f}s): {outcome[1]}", flush=True)
    except CheckFailed as failure:
        print(f"FAIL setting up: {failure}")
        checks.append(("setup", False, str(failure)))
    finally:
        if test is not None:
            test.stop()
        if started_cluster:
            subprocess.run([str(POSTGRES_SCRIPT), "stop", started_cluster], capture_output=True)
    failed = [c for c in checks if not c[1]]
    print(f"scale: {len(checks) - len(failed)} passed, {len(failed)} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
