"""The outbox against a real SMTP server that goes away: messages queued while it is down wait
and are delivered once it is back, none lost and none twice (by Message-ID); and a message whose
change was acknowledged survives SIGKILL of the server and is sent after the restart.

Each case runs its own server (production mode, its own database) and its own SMTP server on a
port of its own. Messages are made the way a visitor makes them: "forgot your password?" for
addresses no member has, which queues a note to each (one message per request)."""

import http.cookiejar
import re
import tempfile
import time
import unittest
import urllib.parse
import urllib.request
from pathlib import Path

from mail_sink import MailSink
from screenkit_server import ScreenKitServer
from suite_report import REPORT
from suite_settings import SETTINGS

CSRF_FIELD = re.compile(r'name="csrf_token" value="([^"]+)"')


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


class Visitor:
    """A browser without a window: a cookie jar and forms posted with their CSRF token. Each
    visitor comes from its own address (the server trusts loopback's X-Forwarded-For), so the
    limit on messages per client does not count the whole test as one person."""

    def __init__(self, base_url: str, address: str):
        self.base_url = base_url
        self.address = address
        self.opener = urllib.request.build_opener(
            urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()), _NoRedirects())

    def ask_for_reset(self, email: str) -> int:
        form = self._open("/password/forgot").read().decode()
        token = CSRF_FIELD.search(form)
        assert token, "no CSRF token in the form"
        body = urllib.parse.urlencode({"email": email, "csrf_token": token.group(1)}).encode()
        try:
            return self._open("/password/forgot", body).status
        except urllib.error.HTTPError as answer:
            return answer.code

    def _open(self, path: str, body: bytes | None = None):
        request = urllib.request.Request(self.base_url + path, data=body, headers={"X-Forwarded-For": self.address})
        return self.opener.open(request, timeout=15)


class MailDeliveryTests(unittest.TestCase):
    QUEUED = 6

    def setUp(self) -> None:
        self.folder = tempfile.TemporaryDirectory(prefix="screenkit-mail-")
        self.database = SETTINGS.fresh_database(Path(self.folder.name))
        self.sink = MailSink()
        self.servers: list[ScreenKitServer] = []

    def tearDown(self) -> None:
        for server in self.servers:
            server.kill()
        self.sink.stop()
        self.folder.cleanup()

    def start_server(self, name: str) -> ScreenKitServer:
        server = ScreenKitServer(
            SETTINGS.server_binary, SETTINGS.public_folder, self.database,
            SETTINGS.output / f"server-{name}.log", smtp_url=self.sink.url)
        server.start()
        self.servers.append(server)
        return server

    def queue(self, server: ScreenKitServer, first: int) -> list[str]:
        addresses = [f"nobody-{first + n}@example.com" for n in range(self.QUEUED)]
        for number, address in enumerate(addresses):
            status = Visitor(server.base_url, f"192.0.2.{first + number}").ask_for_reset(address)
            self.assertEqual(status, 303, f"asking for a reset for {address}")
        return addresses

    def expect_delivered_once(self, addresses: list[str], timeout: float) -> list:
        delivered = self.sink.wait_for_count(len(addresses), timeout)
        recipients = sorted(r for message in delivered for r in message.recipients)
        self.assertEqual(recipients, sorted(addresses), "every queued message, delivered")
        ids = [message.message_id for message in delivered]
        self.assertEqual(len(set(ids)), len(ids), f"a Message-ID delivered twice: {ids}")
        # A message sent twice would arrive within the sender's next look (every second).
        time.sleep(2.5)
        self.assertEqual(len(self.sink.messages), len(addresses), "a message delivered twice")
        return delivered

    def test_messages_wait_while_smtp_is_down(self) -> None:
        server = self.start_server("smtp-down")
        started = time.monotonic()
        addresses = self.queue(server, first=10)
        # The sender tries each at once and finds nobody listening; each waits 5 s and fails
        # again: SMTP stays down until a second try has failed.
        deadline = time.monotonic() + 30
        while "attempt=2" not in server.log_tail(400) and time.monotonic() < deadline:
            time.sleep(0.2)
        self.assertIn("attempt=2", server.log_tail(400), "no second failed try was logged while SMTP was down")
        self.assertEqual(self.sink.messages, [])
        down_for = time.monotonic() - started
        self.sink.start()
        back = time.monotonic()
        self.expect_delivered_once(addresses, timeout=60)
        REPORT.note(
            f"mail while SMTP was down: {len(addresses)} queued, SMTP down {down_for:.1f}s, "
            f"all {len(addresses)} delivered {time.monotonic() - back:.1f}s after it came back, 0 duplicates")

    def test_queued_messages_survive_sigkill(self) -> None:
        server = self.start_server("before-kill")
        addresses = self.queue(server, first=30)
        server.kill()
        self.sink.start()
        restarted = self.start_server("after-kill")
        self.expect_delivered_once(addresses, timeout=60)
        self.assertTrue(restarted.is_running)
        REPORT.note(f"mail across SIGKILL: {len(addresses)} acknowledged before the kill, all delivered after the restart, 0 duplicates")
