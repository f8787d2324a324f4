#!/usr/bin/env python3
"""Two ScreenKit servers on one PostgreSQL database behind nginx, as an operator runs them:

    Tests/Scale/scale.py --screenkit "$(swift build --show-bin-path)/screenkit"

The database is the one SCREENKIT_TEST_POSTGRES_URL names (`.ci/postgres run` sets it, and
SCREENKIT_TEST_POSTGRES_DIR for the outage), else a cluster started here with .ci/postgres.
nginx (Debian's) balances round-robin, retrying a request that could not reach an instance on
the other when the request is idempotent. The checks:

  a. a member signs up through the balancer; their next requests land on both instances and
     stay signed in on each;
  b. failed sign-ins are counted once each whichever instance took them: the account is
     refused after exactly the app's limit;
  c. a device revoked on one instance is signed out on both;
  d. PostgreSQL stopped, then started again, mid-traffic, ScreenKit untouched: while it
     refuses connections every answer is a 503, never another failure nor a hang; once it
     accepts them again every answer is a 200 on both instances (the pool drops a connection
     the restart broke and reads again on a new one);
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
from typing import Callable, Dict, Iterable, List, Optional

from processes import REPO, CheckFailed, Instance, Nginx

POSTGRES_SCRIPT = REPO / ".ci" / "postgres"
TOKEN = re.compile(r'name="csrf_token"[^>]*value="([^"]+)"')
ACCOUNT_LIMIT = 5         # SignInThrottlePolicy.standard.accountLimit
REQUEST_TIMEOUT = 15.0
# The PostgreSQL outage (check d). Its figures bound the test's own waits, never the product's
# speed: how long a stop or a start takes on a busy machine is not the app's doing.
HANG_TIMEOUT = 30.0       # a GET unanswered this long hangs: far above any answer, however loaded
READERS = 4               # signed-in browsers reading at once, so each instance pools a few connections
PHASE_ANSWERS = 10        # answers each instance gives in each PostgreSQL state before the next
PHASE_LIMIT = 180.0       # seconds a run may wait for those answers before it gives up on them


def psql(url: str, statement: str) -> str:
    return subprocess.run(["psql", "-X", "-q", "-tA", "-v", "ON_ERROR_STOP=1", url, "-c", statement],
                          check=True, capture_output=True, text=True, stdin=subprocess.DEVNULL).stdout


def postgres_answers(url: str) -> bool:
    """Whether PostgreSQL answers a query now, asked with psql rather than through ScreenKit: the
    outage check judges the app's answers against this independent view of the server."""
    try:
        result = subprocess.run(["psql", "-X", "-q", "-tA", url, "-c", "SELECT 1"], capture_output=True, text=True,
                                stdin=subprocess.DEVNULL, env={**os.environ, "PGCONNECT_TIMEOUT": "10"}, timeout=60)
    except subprocess.TimeoutExpired:
        return False
    return result.returncode == 0 and result.stdout.strip() == "1"


def wait_until(condition: Callable[[], bool], limit: float = PHASE_LIMIT) -> bool:
    """Polls `condition` until it holds; False when `limit` seconds pass first. The limit only
    keeps a broken run from waiting for ever; what it shows is judged by the caller."""
    deadline = time.monotonic() + limit
    while not condition():
        if time.monotonic() > deadline:
            return False
        time.sleep(0.05)
    return True


def tally(outcomes: Iterable[str]) -> Dict[str, int]:
    counts: Dict[str, int] = {}
    for outcome in outcomes:
        counts[outcome] = counts.get(outcome, 0) + 1
    return dict(sorted(counts.items()))


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
    timeout: float = REQUEST_TIMEOUT

    def send(self, method: str, path: str, form: Optional[Dict[str, str]] = None) -> Reply:
        connection = http.client.HTTPConnection("127.0.0.1", self.port, timeout=self.timeout)
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


@dataclass
class Answer:
    """One GET during the PostgreSQL outage: when it was sent, when it ended, what came back."""
    began: float
    ended: float
    outcome: str                     # the status, "hung" (no answer in HANG_TIMEOUT), or the error
    instance: str


@dataclass
class Outage:
    """When the test changed PostgreSQL's state and when psql saw the change (time.monotonic()).
    The server's state is known between them, so an answer is judged by the state it saw, not
    by how long a stop or a start took."""
    stopping: float = float("inf")   # `.ci/postgres pause` called
    refusing: float = float("inf")   # psql refused after the pause
    starting: float = float("inf")   # `.ci/postgres resume` called
    accepting: float = float("inf")  # psql answered after the resume

    def state(self, answer: Answer) -> str:
        """`up`, `refusing` or `back` when PostgreSQL stayed in that state for the whole of
        `answer`; `changing` when the answer overlaps a stop or a start, and is not judged."""
        if answer.ended < self.stopping:
            return "up"
        if self.refusing <= answer.began and answer.ended < self.starting:
            return "refusing"
        if self.accepting <= answer.began:
            return "back"
        return "changing"


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
        """PostgreSQL stopped, then started, under signed-in GETs from several browsers at once.

        What the app controls is judged, by the state psql saw around each answer: while the
        server refuses, 503 (DatabaseUnavailable) and nothing else; while it accepts, 200. A
        pooled connection from before the outage is dropped with the idle pool when it fails
        and the read tried once more on a new connection, so an instance may answer 503 after
        the return only when two such connections meet one request: at most once per
        connection pooled before the stop, in practice never. How long the stop, the start or
        an answer takes is the machine's doing and not judged; only a GET left unanswered for
        HANG_TIMEOUT, far above any answer, counts: it hung.
        """
        if not self.postgres_dir:
            return "skipped: no cluster folder to stop and start (SCREENKIT_TEST_POSTGRES_DIR)"
        # One sign-in, its session shared by the readers: a loaded machine may turn a sign-in
        # away with 503 and Retry-After (its password hash waits for a work thread), which is
        # the product's choice and not what this check is about.
        member = self.browser()
        member.timeout = HANG_TIMEOUT
        signed_in = ""
        for _ in range(10):
            try:
                signed_in = str(member.sign_in("ada@example.com", self.password).status)
            except (OSError, http.client.HTTPException) as error:
                signed_in = type(error).__name__
            if signed_in != "503":
                break
            time.sleep(1)
        if signed_in != "303":
            raise CheckFailed(f"the readers' sign-in before the outage answered {signed_in}")
        readers = [Browser(self.balancer.port, next(self.clients), dict(member.cookies), timeout=HANG_TIMEOUT)
                   for _ in range(READERS)]
        answers: List[Answer] = []
        lock = threading.Lock()
        stop = threading.Event()
        outage = Outage()

        def read(browser: Browser) -> None:
            while not stop.is_set():
                began = time.monotonic()
                try:
                    reply = browser.get("/settings")
                    outcome, instance = str(reply.status), self.name_of(reply.upstream)
                except TimeoutError:
                    outcome, instance = "hung", "?"
                except (OSError, http.client.HTTPException) as error:
                    outcome, instance = type(error).__name__, "?"
                with lock:
                    answers.append(Answer(began, time.monotonic(), outcome, instance))
                time.sleep(0.02)

        def judged(state: str) -> List[Answer]:
            with lock:
                return [a for a in answers if outage.state(a) == state]

        def enough(state: str) -> Callable[[], bool]:
            def check() -> bool:
                seen = tally(a.instance for a in judged(state))
                return all(seen.get(i.name, 0) >= PHASE_ANSWERS for i in self.instances)
            return check

        def postgres(command: str) -> None:
            result = subprocess.run([str(POSTGRES_SCRIPT), command, self.postgres_dir or ""],
                                    capture_output=True, text=True, stdin=subprocess.DEVNULL)
            if result.returncode != 0:
                raise CheckFailed(f".ci/postgres {command} failed: {result.stderr.strip()}")

        threads = [threading.Thread(target=read, args=(browser,), daemon=True) for browser in readers]
        for thread in threads:
            thread.start()
        problems: List[str] = []
        pooled = 0
        try:
            if not wait_until(enough("up")):
                problems.append("too few answers before the outage")
            # Every connection the instances hold now may be handed out stale after the return.
            pooled = int(psql(self.database, "SELECT count(*) FROM pg_stat_activity WHERE datname = current_database() "
                                             "AND backend_type = 'client backend' AND pid <> pg_backend_pid()"))
            outage.stopping = time.monotonic()
            postgres("pause")
            if not wait_until(lambda: not postgres_answers(self.database)):
                raise CheckFailed("psql still had answers after `.ci/postgres pause`")
            outage.refusing = time.monotonic()
            if not wait_until(enough("refusing")):
                problems.append("too few answers while PostgreSQL refused")
            outage.starting = time.monotonic()
            postgres("resume")
            if not wait_until(lambda: postgres_answers(self.database)):
                raise CheckFailed("psql had no answer after `.ci/postgres resume`")
            outage.accepting = time.monotonic()
            if not wait_until(enough("back")):
                problems.append("too few answers after PostgreSQL accepted again")
        finally:
            if outage.stopping < float("inf") and outage.starting == float("inf"):
                postgres("resume")   # for the checks that follow, whatever happened here
            stop.set()
            for thread in threads:
                thread.join(HANG_TIMEOUT + 5)

        states = {state: judged(state) for state in ("up", "refusing", "changing", "back")}
        hung = [a for a in answers if a.outcome == "hung"]
        if hung:
            problems.append(f"{len(hung)} GETs hung (no answer in {HANG_TIMEOUT:.0f}s), "
                            f"{len([a for a in hung if outage.state(a) == 'refusing'])} while PostgreSQL refused")
        other = tally(a.outcome for a in answers if a.outcome not in ("200", "503", "hung"))
        if other:
            problems.append(f"answers neither 200 nor 503: {other}")
        wrong_up = tally(a.outcome for a in states["up"] if a.outcome != "200")
        if wrong_up:
            problems.append(f"before the outage, answers other than 200: {wrong_up}")
        wrong_refusing = tally(a.outcome for a in states["refusing"] if a.outcome != "503")
        if wrong_refusing:
            problems.append(f"while PostgreSQL refused, answers other than 503: {wrong_refusing}")
        unavailable_back = [a for a in states["back"] if a.outcome == "503"]
        if len(unavailable_back) > pooled:
            problems.append(f"after PostgreSQL accepted again, {len(unavailable_back)} answers 503, more than the "
                            f"{pooled} connections pooled before the outage")
        recovered = {a.instance for a in states["back"] if a.outcome == "200"}
        missing = [i.name for i in self.instances if i.name not in recovered]
        if missing:
            problems.append(f"no 200 after PostgreSQL accepted again from {missing}")
        dead = [i.name for i in self.instances if i.process.poll() is not None]
        if dead:
            problems.append(f"instances exited: {dead}")

        def summary(state: str) -> str:
            found = states[state]
            return f"{state} {tally(a.outcome for a in found)} {tally(a.instance for a in found)}"

        report = (f"PostgreSQL stopped in {outage.refusing - outage.stopping:.1f}s, refused for "
                  f"{outage.starting - outage.refusing:.1f}s, started in {outage.accepting - outage.starting:.1f}s "
                  f"(not judged); {len(answers)} GETs by {READERS} readers, by its state (psql): "
                  + "; ".join(summary(state) for state in states)
                  + f"; 503s once it accepted: {len(unavailable_back)}, allowed {pooled} (connections pooled before); "
                  f"slowest answer {max((a.ended - a.began for a in answers), default=0) * 1000:.0f} ms "
                  f"(not judged: a GET hangs after {HANG_TIMEOUT:.0f}s)")
        if problems:
            raise CheckFailed("; ".join(problems) + " -- " + report)
        return report


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
            ("d. PostgreSQL stopped and started", test.survives_postgres_restart),
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
