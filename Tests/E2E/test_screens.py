"""The browser suite: four walks through every screen, the account area, the flows that go
by mail, the second step and passkeys included, and an address someone signed up with first taken
back by its owner (desktop and phone, with and without JavaScript), then the Nu HTML checker over
the raw HTML the first walk saved, then four
walks in Brazilian Portuguese (chosen by the browser and by the setting, desktop and phone) and
the checker over their pages, then the server's shutdown. `ordered_suite()` keeps that order."""

import itertools
import shutil
import tempfile
import time
import unittest
from pathlib import Path

from account_walk import AccountWalk, write_picture
from browser import DESKTOP, PHONE, ScreenSize, open_browser, page_runs_scripts
from html_validation import validate_folder
from language_walk import LanguageChoice, LanguageWalk
from mail_delivery import MailDeliveryTests
from mail_sink import MailSink
from mail_walk import MailWalk
from passkey_walk import PasskeyWalk
from pre_registration_walk import PreRegistrationWalk
from raw_pages import RawPageRecorder
from second_step_walk import SecondStepWalk
from screen_walk import ScreenWalk, WalkOptions
from screenkit_server import ScreenKitServer
from suite_report import REPORT
from suite_settings import SETTINGS

# Each screen whose raw HTML is validated, and the status the server answers it with.
VALIDATED_SCREENS = {
    "register": 200, "detail": 200, "edit": 200, "members": 200, "home": 200, "not-found": 404,
    "login": 200, "login-error": 422, "forbidden": 403, "not-found-path": 404,
    "settings": 200, "avatar": 200, "devices": 200, "confirm": 200, "change-password": 200, "activity": 200,
    "delete-account": 200, "confirm-email": 200, "forgot-password": 200, "reset-password": 200,
    "reset-password-used": 422, "sign-in-link": 200, "open-sign-in-link": 200, "confirm-email-change": 200,
    "settings-pending-email": 200, "cancel-email-change": 200,
    "two-factor-setup": 200, "second-step": 200, "confirm-code": 200, "two-factor-on": 200,
    "passkeys": 200, "passkeys-added": 200, "confirm-passkey": 200, "two-factor-unproven": 200, "passkeys-unproven": 200,
}

_server: ScreenKitServer | None = None
_raw_pages: RawPageRecorder | None = None
_database_folder: tempfile.TemporaryDirectory | None = None
_mail_sink: MailSink | None = None
# The Portuguese walks' pages, kept apart from the English ones and checked on their own.
_portuguese_pages: dict[str, RawPageRecorder] = {}


def setUpModule() -> None:
    global _server, _raw_pages, _database_folder, _mail_sink
    for folder in (SETTINGS.screenshots, SETTINGS.raw_html, SETTINGS.raw_html_portuguese):
        shutil.rmtree(folder, ignore_errors=True)
    SETTINGS.output.mkdir(parents=True, exist_ok=True)
    _database_folder = tempfile.TemporaryDirectory(prefix="screenkit-e2e-")
    _mail_sink = MailSink()
    _mail_sink.start()
    _server = ScreenKitServer(
        SETTINGS.server_binary, SETTINGS.public_folder,
        SETTINGS.fresh_database(Path(_database_folder.name)), SETTINGS.output / "server.log", smtp_url=_mail_sink.url)
    _server.start()
    print(f"server: {_server.base_url} (log in {_server.log_path})")
    _raw_pages = RawPageRecorder(_server.base_url, SETTINGS.raw_html)


def tearDownModule() -> None:
    # The last test stops the server with SIGTERM; this only cleans up after a failure.
    if _server is not None:
        _server.kill()
    if _database_folder is not None:
        _database_folder.cleanup()
    if _mail_sink is not None:
        _mail_sink.stop()


# Each walk is its own person on their own network (documentation addresses, RFC 5737): the
# server's limits on password work per address then apply per walk.
_walk_numbers = itertools.count(1)


class BrowserWalkTests(unittest.TestCase):
    def walk(self, size: ScreenSize, javascript: bool) -> None:
        assert _server is not None
        desktop_with_scripts = javascript and not size.is_phone
        options = WalkOptions(
            size=size, javascript=javascript, axe=javascript,
            dark_mode_axe=desktop_with_scripts,
            raw_html=_raw_pages if desktop_with_scripts else None)
        started = time.monotonic()
        number = next(_walk_numbers)
        driver = open_browser(size, javascript, client_address=f"198.51.100.{number}")
        try:
            runs_scripts = page_runs_scripts(driver)
            self.assertEqual(runs_scripts, javascript, "the browser's JavaScript setting did not take")
            walk = ScreenWalk(driver, _server.base_url, options, SETTINGS.screenshots)
            walk.run()
            AccountWalk(walk, write_picture(SETTINGS.output / "picture.png"), phone_address=f"203.0.113.{number}").run()
            assert _mail_sink is not None
            MailWalk(walk, _mail_sink).run()
            SecondStepWalk(walk, _mail_sink).run()
            PasskeyWalk(walk, _mail_sink).run()
            PreRegistrationWalk(walk, _mail_sink, _server.database, owner_address=f"203.0.113.{100 + number}").run()
        finally:
            driver.quit()
        print(f"\n  {options.label}: {len(walk.screens)} screens in {time.monotonic() - started:.1f}s", end=" ")
        if walk.findings:
            self.fail(f"{len(walk.findings)} problem(s) on the {options.label} walk:\n\n" + "\n\n".join(walk.findings))

    def test_desktop_with_javascript(self) -> None:
        self.walk(DESKTOP, javascript=True)

    def test_phone_with_javascript(self) -> None:
        self.walk(PHONE, javascript=True)

    def test_desktop_without_javascript(self) -> None:
        self.walk(DESKTOP, javascript=False)

    def test_phone_without_javascript(self) -> None:
        self.walk(PHONE, javascript=False)


class LanguageWalkTests(unittest.TestCase):
    """Brazilian Portuguese chosen by the browser, then by the member's setting under an English
    browser, at each size, with scripts (the texts are listed and the page measured by script)."""

    def walk(self, size: ScreenSize, choice: LanguageChoice) -> None:
        assert _server is not None and _mail_sink is not None
        accept_language = "en-US,en;q=0.9" if choice.by_setting else "pt-BR,pt;q=0.9,en;q=0.5"
        recorder = None
        if not size.is_phone:
            recorder = RawPageRecorder(
                _server.base_url, SETTINGS.raw_html_portuguese / choice.label,
                accept_language=None if choice.by_setting else accept_language)
            _portuguese_pages[choice.label] = recorder
        options = WalkOptions(size=size, javascript=True, axe=True, dark_mode_axe=False, raw_html=recorder)
        number = next(_walk_numbers)
        driver = open_browser(size, True, client_address=f"198.51.100.{number}", accept_language=accept_language)
        started = time.monotonic()
        try:
            walk = ScreenWalk(driver, _server.base_url, options, SETTINGS.screenshots / choice.label)
            LanguageWalk(walk, _mail_sink, choice).run()
        finally:
            driver.quit()
        print(f"\n  {choice.label} {options.label}: {len(walk.screens)} screens in {time.monotonic() - started:.1f}s", end=" ")
        if walk.findings:
            self.fail(f"{len(walk.findings)} problem(s) on the {choice.label} {options.label} walk:\n\n"
                      + "\n\n".join(walk.findings))

    def test_portuguese_by_header_on_a_desktop(self) -> None:
        self.walk(DESKTOP, LanguageChoice(by_setting=False))

    def test_portuguese_by_header_on_a_phone(self) -> None:
        self.walk(PHONE, LanguageChoice(by_setting=False))

    def test_portuguese_by_setting_on_a_desktop(self) -> None:
        self.walk(DESKTOP, LanguageChoice(by_setting=True))

    def test_portuguese_by_setting_on_a_phone(self) -> None:
        self.walk(PHONE, LanguageChoice(by_setting=True))

    def test_the_portuguese_pages_are_valid_html(self) -> None:
        problems = []
        for label in ("pt-BR-by-header", "pt-BR-by-setting"):
            recorder = _portuguese_pages.get(label)
            if recorder is None or not recorder.pages:
                problems.append(f"{label}: no pages captured (did the desktop walk stop early?)")
                continue
            for screen, page in recorder.pages.items():
                if page.status not in (200, 404):
                    problems.append(f"{screen}: {page.path} answered {page.status}")
            result = validate_folder(recorder.folder)
            for screen, page in recorder.pages.items():
                REPORT.record_validation(screen, page.status, result.count_for(page.file))
            if result.exit_status != 0 or result.messages:
                problems.append(f"{label}: the Nu HTML checker (exit {result.exit_status}) reports:\n  "
                                + "\n  ".join(result.messages))
        if problems:
            self.fail("\n".join(problems))


class HTMLValidationTests(unittest.TestCase):
    def test_every_screen_is_valid_html(self) -> None:
        assert _raw_pages is not None
        pages = _raw_pages.pages
        problems = []
        missing = sorted(set(VALIDATED_SCREENS) - set(pages))
        if missing:
            problems.append(f"not captured (did the desktop walk stop early?): {', '.join(missing)}")
        for screen, page in pages.items():
            expected = VALIDATED_SCREENS.get(screen)
            if page.status != expected:
                problems.append(f"{screen}: {page.path} answered {page.status}, expected {expected}")
        if not pages:
            self.fail("\n".join(problems))
        result = validate_folder(SETTINGS.raw_html)
        for screen, page in pages.items():
            REPORT.record_validation(screen, page.status, result.count_for(page.file))
        if result.exit_status != 0 or result.messages:
            problems.append(f"the Nu HTML checker (exit {result.exit_status}) reports:\n  " + "\n  ".join(result.messages))
        if problems:
            self.fail("\n".join(problems))


class ServerShutdownTests(unittest.TestCase):
    def test_sigterm_stops_the_server_with_status_0(self) -> None:
        assert _server is not None
        self.assertTrue(_server.is_running, "the server stopped before the end of the suite:\n" + _server.log_tail())
        status = _server.stop()
        self.assertEqual(status, 0, "the server's exit status after SIGTERM:\n" + _server.log_tail())


def ordered_suite(flows_only: bool = False) -> unittest.TestSuite:
    """Every test, in order; with `flows_only`, the desktop walks (every flow, with and without
    scripts), the HTML check and the server's own tests: the phone and language walks check
    layout and copy, which do not depend on the store, and take half the suite's time."""
    # Each test with whether its result can depend on the store.
    cases = [
        (BrowserWalkTests("test_desktop_with_javascript"), True),
        (BrowserWalkTests("test_phone_with_javascript"), False),
        (BrowserWalkTests("test_desktop_without_javascript"), True),
        (BrowserWalkTests("test_phone_without_javascript"), False),
        (HTMLValidationTests("test_every_screen_is_valid_html"), True),
        (LanguageWalkTests("test_portuguese_by_header_on_a_desktop"), False),
        (LanguageWalkTests("test_portuguese_by_header_on_a_phone"), False),
        (LanguageWalkTests("test_portuguese_by_setting_on_a_desktop"), False),
        (LanguageWalkTests("test_portuguese_by_setting_on_a_phone"), False),
        (LanguageWalkTests("test_the_portuguese_pages_are_valid_html"), False),
        (ServerShutdownTests("test_sigterm_stops_the_server_with_status_0"), True),
        (MailDeliveryTests("test_messages_wait_while_smtp_is_down"), True),
        (MailDeliveryTests("test_queued_messages_survive_sigkill"), True),
    ]
    return unittest.TestSuite(case for case, on_the_store in cases if on_the_store or not flows_only)
