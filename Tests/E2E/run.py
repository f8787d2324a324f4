"""Runs the browser suite against a built server binary:

    python -B Tests/E2E/run.py --server "$(swift build --show-bin-path)/screenkit"

from the package's root. Screenshots, the raw HTML and the server's log go to --output."""

import argparse
import sys
import time
import unittest
from pathlib import Path

from suite_report import REPORT
from suite_settings import SETTINGS


def main() -> int:
    parser = argparse.ArgumentParser(description="ScreenKit's browser suite")
    parser.add_argument("--server", type=Path, required=True, help="the screenkit binary")
    parser.add_argument("--public", type=Path, default=Path("Public"), help="the static files folder")
    parser.add_argument("--output", type=Path, default=Path(".build-e2e"),
                        help="screenshots, raw HTML and the server log")
    parser.add_argument("--postgres", metavar="URL",
                        help="run every server on this PostgreSQL database (a schema each) instead of SQLite")
    parser.add_argument("--flows-only", action="store_true",
                        help="leave out the phone and language walks, which do not depend on the store")
    arguments = parser.parse_args()
    SETTINGS.postgres_url = arguments.postgres
    SETTINGS.server_binary = arguments.server.resolve()
    SETTINGS.public_folder = arguments.public.resolve()
    SETTINGS.output = arguments.output.resolve()

    import test_screens  # after SETTINGS is set: its module fixture starts the server

    print(f"store: {'PostgreSQL' if SETTINGS.postgres_url else 'SQLite'}")
    started = time.monotonic()
    result = unittest.TextTestRunner(stream=sys.stdout, verbosity=2).run(test_screens.ordered_suite(flows_only=arguments.flows_only))
    print(REPORT.summary())
    print(f"screenshots in {SETTINGS.screenshots}, raw HTML in {SETTINGS.raw_html}")
    print(f"browser suite took {time.monotonic() - started:.1f}s")
    failed = len(result.failures) + len(result.errors) + len(result.unexpectedSuccesses)
    passed = result.testsRun - failed - len(result.skipped)
    print(f"e2e: {passed} passed, {failed} failed")
    return 0 if result.wasSuccessful() and result.testsRun > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
