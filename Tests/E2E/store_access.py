"""SQL run straight on the suite server's database, for a state no screen can make any more (an
account from before a rule): the SQLite file through Python's sqlite3, a PostgreSQL schema
through psql."""

import sqlite3
import subprocess


def run_sql(database: str, sql: str) -> None:
    if database.startswith("postgres://"):
        subprocess.run(["psql", "--quiet", "--no-psqlrc", "-v", "ON_ERROR_STOP=1", database, "-c", sql],
                       check=True, stdin=subprocess.DEVNULL, capture_output=True)
        return
    with sqlite3.connect(database, timeout=10) as connection:
        connection.execute(sql)
