"""The real `screenkit serve` binary, started on a free port with a fresh database."""

import os
import re
import signal
import subprocess
import threading
from pathlib import Path

from mail_sink import free_port

LISTENING = re.compile(r"listening on (http://127\.0\.0\.1:(\d+))")


class ServerStartError(Exception):
    pass


class ScreenKitServer:
    """Runs the server as production does; its output goes to `log_path`."""

    def __init__(self, binary: Path, public_folder: Path, database: str, log_path: Path, smtp_url: str | None = None):
        self.binary = binary
        self.smtp_url = smtp_url
        self.public_folder = public_folder
        self.database = database
        self.log_path = log_path
        self.base_url = ""
        self._process: subprocess.Popen | None = None
        self._listening = threading.Event()
        self._reader: threading.Thread | None = None

    def start(self, timeout: float = 30) -> None:
        if not self.binary.is_file():
            raise ServerStartError(f"no server binary at {self.binary}: run `swift build` first")
        # Browsers run passkey ceremonies over plain http only on `localhost` (an IP address is
        # no relying party), so the site's address names it, and the server must know its
        # port before it starts to say so.
        port = free_port()
        site = f"http://localhost:{port}"
        self._process = subprocess.Popen(
            # Loopback is the trusted proxy: each walk's browser names its own client address in
            # X-Forwarded-For, as people behind a proxy would arrive, so the per-address limits
            # on password work apply to each walk and not to the whole suite.
            [str(self.binary), "serve", "--port", str(port), "--public-url", site, "--threads", "2",
             "--trusted-proxy", "127.0.0.1", "--public", str(self.public_folder), "--database", self.database]
            + (["--smtp-url", self.smtp_url] if self.smtp_url else []),
            env={**os.environ, "APP_ENV": "production"},
            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
            text=True, bufsize=1,
        )
        # The pipe is drained for the server's whole life, so a full pipe never blocks its logging.
        self._reader = threading.Thread(target=self._copy_log, daemon=True)
        self._reader.start()
        if not self._listening.wait(timeout) or not self.base_url:
            self.kill()
            raise ServerStartError(f"the server did not report its port within {timeout}s:\n{self.log_tail()}")

    def _copy_log(self) -> None:
        assert self._process is not None and self._process.stdout is not None
        with self.log_path.open("w", encoding="utf-8") as log:
            for line in self._process.stdout:
                log.write(line)
                log.flush()
                if not self._listening.is_set():
                    match = LISTENING.search(line)
                    if match:
                        self.base_url = f"http://localhost:{match.group(2)}"
                        self._listening.set()
        # The server ended: wake a start() still waiting for the port.
        self._listening.set()

    @property
    def is_running(self) -> bool:
        return self._process is not None and self._process.poll() is None

    def stop(self, timeout: float = 20) -> int:
        """SIGTERM, as a service manager stops it; returns the exit status."""
        assert self._process is not None
        if self._process.poll() is None:
            self._process.send_signal(signal.SIGTERM)
        status = self._process.wait(timeout)
        if self._reader is not None:
            self._reader.join(5)
        return status

    def kill(self) -> None:
        if self.is_running:
            self._process.kill()
            self._process.wait(10)

    def log_tail(self, lines: int = 30) -> str:
        if not self.log_path.exists():
            return "(no server log)"
        return "\n".join(self.log_path.read_text(encoding="utf-8", errors="replace").splitlines()[-lines:])

