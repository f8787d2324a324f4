"""Starts a ScreenKit build under callgrind for the scripts that count what it runs
(`function-order`, `instructions`)."""

import os
import re
import subprocess
from pathlib import Path
from typing import List, Tuple

PACKAGE = Path(__file__).resolve().parent.parent


def serve_under_callgrind(binary: str, scratch: str, valgrind_options: List[str],
                          database: str) -> Tuple[subprocess.Popen, int, str]:
    """Serves `binary` on a free port of 127.0.0.1 under callgrind, on `database`, with the demo
    data off; returns the process, its port and the path of the copy that runs.

    The copy is `binary` without its debug information: valgrind gives up on the DWARF of some
    linked libraries (swift-crypto's), and the symbols it needs stay."""
    stripped = f"{scratch}/screenkit"
    subprocess.run(["strip", "--strip-debug", "-o", stripped, binary], check=True)
    server = subprocess.Popen(
        ["valgrind", "--tool=callgrind"] + valgrind_options
        + [stripped, "serve", "--host", "127.0.0.1", "--port", "0", "--database", database,
           "--public", str(PACKAGE / "Public"), "--no-access-log"],
        env={**os.environ, "APP_ENV": "production"},
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    for line in server.stdout:
        if match := re.search(r"listening on \S+:(\d+)", line):
            return server, int(match.group(1)), stripped
    server.wait()
    raise SystemExit(f"{binary} did not start under valgrind")
