"""What the scale tests run: ScreenKit instances and Debian's nginx, each a process in the
foreground with its log in the test's folder. Imported by scale.py and connections.py."""

import collections
import os
import re
import shutil
import signal
import socket
import subprocess
import threading
import time
from pathlib import Path
from typing import Callable, Dict, List

REPO = Path(__file__).resolve().parents[2]
LISTENING = re.compile(r"listening on http://127\.0\.0\.1:(\d+)")


class CheckFailed(Exception):
    pass


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Instance:
    """One `screenkit serve --port 0` in production mode with `arguments` added, its output in
    the folder's NAME.log."""

    def __init__(self, name: str, binary: str, arguments: List[str], folder: Path):
        self.name = name
        self.log_path = folder / f"{name}.log"
        self.log = self.log_path.open("w")
        self.process = subprocess.Popen(
            [binary, "serve", "--port", "0", "--public", str(REPO / "Public")] + arguments,
            env={**os.environ, "APP_ENV": "production"}, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.port = 0
        listening = threading.Event()

        def copy() -> None:
            assert self.process.stdout is not None
            for line in self.process.stdout:
                self.log.write(line)
                self.log.flush()
                match = LISTENING.search(line)
                if match and not listening.is_set():
                    self.port = int(match.group(1))
                    listening.set()
            listening.set()

        threading.Thread(target=copy, daemon=True).start()
        if not listening.wait(60) or not self.port:
            self.stop()
            raise CheckFailed(f"{name} did not start; see {self.log_path}")

    def kill(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGKILL)
            self.process.wait(10)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            try:
                self.process.wait(20)
            except subprocess.TimeoutExpired:
                self.kill()


class Nginx:
    """nginx in the foreground on a free port of its own, in the folder's nginx/; `http` gives
    the inside of its http block for that port."""

    def __init__(self, folder: Path, http: Callable[[int], str], workers: str = "1", connections: int = 512):
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        if not os.access(nginx, os.X_OK):
            raise CheckFailed("nginx is not installed (apt-get install nginx-light)")
        self.port = free_port()
        self.folder = folder / "nginx"
        self.folder.mkdir()
        temp = "\n".join(f"    {kind}_temp_path {self.folder}/{kind};"
                         for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
        config = self.folder / "nginx.conf"
        config.write_text(f"""
daemon off;
worker_processes {workers};
worker_rlimit_nofile {connections + 1024};
pid {self.folder}/nginx.pid;
error_log {self.folder}/error.log warn;
events {{ worker_connections {connections}; }}
http {{
    access_log off;
{temp}
{http(self.port)}
}}
""")
        self.process = subprocess.Popen([nginx, "-p", str(self.folder), "-c", str(config)],
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT)
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
