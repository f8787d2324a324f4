"""Opening the confirmation link a new member was mailed, in the member's browser, as the
walks that add a passkey or codes must first: only a proven address may add a way in."""

import urllib.parse

from mail_sink import MailSink
from screen_walk import Member, ScreenWalk


def expect_address_unproven(walk: ScreenWalk, path: str) -> None:
    """The screen at `path` adds nothing for an unproven address: it says why and offers the link."""
    walk.open(path)
    walk.expect_text_in("#address-unproven", "once your e-mail address is confirmed", f"{path} before the address is proven")
    if not walk.driver.find_elements("css selector", "form[action='/email/confirm/resend'] button"):
        walk.fail(f"{path} does not offer to send the confirmation link again")


def confirm_address(walk: ScreenWalk, sink: MailSink, member: Member) -> None:
    confirmation = sink.wait_for(member.email, "Confirm your e-mail address")
    link = confirmation.link_to("/email/confirm")
    parts = urllib.parse.urlsplit(link)
    walk.open(parts.path + "?" + parts.query)
    walk.press("Confirm my address")
    walk.expect_path("/settings")
    walk.expect_text_in(".flash-area", "Your e-mail address is confirmed.", "the flash after confirming")
