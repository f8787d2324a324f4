"""Where the suite finds the server, what database it gives it, and where it puts what it
writes; set once by run.py."""

import uuid
from dataclasses import dataclass
from pathlib import Path

from store_access import run_sql


@dataclass
class SuiteSettings:
    server_binary: Path = Path()
    public_folder: Path = Path("Public")
    output: Path = Path(".build-e2e")
    # A PostgreSQL database to run every server on instead of a SQLite file: each server start
    # gets a schema of its own in it.
    postgres_url: str | None = None

    def fresh_database(self, folder: Path) -> str:
        """A new, empty database for one server: a SQLite file in `folder`, or a new schema."""
        if self.postgres_url is None:
            return str(folder / "db.sqlite")
        schema = "e2e_" + uuid.uuid4().hex
        run_sql(self.postgres_url, f"CREATE SCHEMA {schema}")
        separator = "&" if "?" in self.postgres_url else "?"
        return f"{self.postgres_url}{separator}options=-csearch_path%3D{schema}"

    @property
    def screenshots(self) -> Path:
        return self.output / "screenshots"

    @property
    def raw_html(self) -> Path:
        return self.output / "html"

    @property
    def raw_html_portuguese(self) -> Path:
        return self.output / "html-pt-BR"


SETTINGS = SuiteSettings()
