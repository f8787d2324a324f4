"""Where the suite finds the server and puts what it writes; set once by run.py."""

from dataclasses import dataclass
from pathlib import Path


@dataclass
class SuiteSettings:
    server_binary: Path = Path()
    public_folder: Path = Path("Public")
    output: Path = Path(".build-e2e")

    @property
    def screenshots(self) -> Path:
        return self.output / "screenshots"

    @property
    def raw_html(self) -> Path:
        return self.output / "html"


SETTINGS = SuiteSettings()
