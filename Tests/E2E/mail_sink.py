"""A real SMTP server for the suite (aiosmtpd), keeping every message it accepts, with ways to
wait for one and to be down for a while on the same port."""

import email
import email.policy
import re
import socket
import threading
import time
from dataclasses import dataclass
from email.message import EmailMessage

from aiosmtpd.controller import Controller

LINK = re.compile(r"https?://\S+")


@dataclass
class Delivered:
    """One message as the server received it."""
    envelope_from: str
    recipients: list[str]
    raw: bytes
    message: EmailMessage

    @property
    def subject(self) -> str:
        return str(self.message["Subject"])

    @property
    def message_id(self) -> str:
        return str(self.message["Message-ID"])

    @property
    def text(self) -> str:
        part = self.message.get_body(preferencelist=("plain",))
        return part.get_content() if part is not None else ""

    @property
    def html(self) -> str:
        part = self.message.get_body(preferencelist=("html",))
        return part.get_content() if part is not None else ""

    def links(self) -> list[str]:
        return LINK.findall(self.text)

    def link_to(self, path: str) -> str:
        """The message's link whose address has `path` (with its query), for a browser to open."""
        for link in self.links():
            if path in link:
                return link
        raise AssertionError(f"no link to {path} in the message {self.subject!r}: {self.links()}")


class _Keeper:
    def __init__(self, sink: "MailSink"):
        self.sink = sink

    async def handle_DATA(self, server, session, envelope):  # noqa: N802 - aiosmtpd's hook name
        raw = envelope.original_content or envelope.content
        message = email.message_from_bytes(raw, policy=email.policy.default)
        self.sink._keep(Delivered(envelope.mail_from, list(envelope.rcpt_tos), raw, message))
        return "250 OK"


class MailSink:
    def __init__(self, port: int | None = None):
        self.port = port or free_port()
        self._messages: list[Delivered] = []
        self._arrived = threading.Condition()
        self._controller: Controller | None = None

    @property
    def url(self) -> str:
        return f"smtp://127.0.0.1:{self.port}"

    def start(self) -> None:
        self._controller = Controller(_Keeper(self), hostname="127.0.0.1", port=self.port)
        self._controller.start()

    def stop(self) -> None:
        if self._controller is not None:
            self._controller.stop()
            self._controller = None

    @property
    def messages(self) -> list[Delivered]:
        with self._arrived:
            return list(self._messages)

    def _keep(self, delivered: Delivered) -> None:
        with self._arrived:
            self._messages.append(delivered)
            self._arrived.notify_all()

    def wait_for(self, to: str, subject: str, timeout: float = 20, after: int = 0) -> Delivered:
        """The first message to `to` whose subject contains `subject`, among those received after
        the first `after`; waits for it up to `timeout` seconds."""
        deadline = time.monotonic() + timeout
        with self._arrived:
            while True:
                for delivered in self._messages[after:]:
                    if to.lower() in [r.lower() for r in delivered.recipients] and subject in delivered.subject:
                        return delivered
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    seen = [(d.recipients, d.subject) for d in self._messages]
                    raise AssertionError(f"no message to {to} about {subject!r} within {timeout}s; received {seen}")
                self._arrived.wait(remaining)

    def wait_for_count(self, count: int, timeout: float) -> list[Delivered]:
        deadline = time.monotonic() + timeout
        with self._arrived:
            while len(self._messages) < count:
                remaining = deadline - time.monotonic()
                if remaining <= 0:
                    break
                self._arrived.wait(remaining)
            return list(self._messages)


def free_port() -> int:
    """A port on loopback that nothing listens on now; whoever asked binds it a moment later."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]
