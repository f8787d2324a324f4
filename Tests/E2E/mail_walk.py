"""What goes by mail, after the account walk, in the same browser, with every link taken from
a message the real SMTP server received: the confirmation of a new member's address, "forgot
your password?" and its reset link (and that link refused once used), a sign-in link, an
e-mail change confirmed from the new address while the old one is told, and a change cancelled,
once from the link the current address got at once and once from the settings screen."""

import urllib.parse

from mail_sink import Delivered, MailSink
from screen_walk import Member, ScreenWalk

NEW_PASSWORD = "a password chosen from a reset link"


class MailWalk:
    def __init__(self, walk: ScreenWalk, sink: MailSink):
        self.walk = walk
        self.sink = sink

    def run(self) -> None:
        walk = self.walk
        member = Member.unique("Dorothy Vaughan")
        member_id = walk.sign_up(member, screen=None)
        walk.expect_text_in("main .notice", "Please confirm your e-mail address", "the banner of an unconfirmed member")

        confirmation = self.sink.wait_for(member.email, "Confirm your e-mail address")
        self.check_message(confirmation, member)
        self.open_link(confirmation, "/email/confirm")
        walk.expect_heading("Confirm your e-mail")
        walk.screen("confirm-email")
        walk.press("Confirm my address")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", "Your e-mail address is confirmed.", "the flash after confirming")
        if walk.driver.find_elements("css selector", "main .notice"):
            walk.fail("the banner still asks a confirmed member to confirm")
        walk.open(f"/users/{member_id}")
        walk.expect_text_in("main .badge", "Confirmed", "the mark of a confirmed member on their page")

        walk.sign_out()
        walk.follow_link("main", "Forgot your password?")
        walk.expect_heading("Forgot your password?")
        walk.screen("forgot-password")
        walk.fill("email", member.email)
        walk.press("Send the link")
        walk.expect_path("/login")
        walk.expect_text_in(".flash-area", f"If an account exists for {member.email}", "the answer to a reset request")
        reset = self.sink.wait_for(member.email, "Reset your")
        reset_link = self.open_link(reset, "/password/reset")
        walk.expect_heading("Choose a new password")
        walk.screen("reset-password")
        walk.fill("password", NEW_PASSWORD)
        walk.fill("password_confirmation", NEW_PASSWORD)
        walk.press("Set password and sign in")
        walk.expect_path(f"/users/{member_id}")
        walk.expect_text_in(".flash-area", "Your new password is set", "the flash after a reset")
        walk.driver.get(reset_link)
        walk.expect_heading("Choose a new password")
        walk.expect_text_in("main", "This link is invalid, was already used, or has expired.", "a reset link used twice")
        walk.screen("reset-password-used")

        walk.sign_out()
        walk.follow_link("main", "Mail me a sign-in link")
        walk.expect_heading("Sign in with a link")
        walk.screen("sign-in-link")
        walk.fill("email", member.email)
        walk.press("Mail me a link")
        walk.expect_path("/login")
        walk.expect_text_in(".flash-area", "we sent it a sign-in link", "the answer to a sign-in link request")
        sign_in = self.sink.wait_for(member.email, "sign-in link")
        self.open_link(sign_in, "/login/link/open")
        walk.expect_heading("Sign in")
        walk.screen("open-sign-in-link")
        walk.press("Sign in")
        walk.expect_path(f"/users/{member_id}")
        walk.expect_text_in(".flash-area", "You are signed in.", "the flash after a sign-in link")

        new_email = "new-" + member.email
        walk.open("/settings/email")
        walk.expect_heading("Change e-mail")
        walk.fill("email", new_email)
        walk.press("Change e-mail")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", f"Unless another account uses {new_email}, we sent it a link", "the flash after asking for a change")
        change = self.sink.wait_for(new_email, "Confirm your new e-mail address")
        self.open_link(change, "/email/change")
        walk.expect_heading("Confirm your new e-mail")
        walk.screen("confirm-email-change")
        walk.press("Use this address")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", f"Your e-mail address is now {new_email}", "the flash after the change")
        self.sink.wait_for(member.email, "e-mail address was changed")
        self.cancel_changes(new_email)

    def cancel_changes(self, current_email: str) -> None:
        """Asks to move the address twice more: the first change is cancelled from the link the
        current address gets at once, the second from the settings screen; neither change link
        works afterwards."""
        walk = self.walk
        first_target = "elsewhere-" + current_email
        self.ask_for_change(first_target)
        notice = self.sink.wait_for(current_email, "is about to change")
        if first_target not in notice.text:
            walk.fail("the notice to the current address does not name the address the change would move to")
        first_change = self.sink.wait_for(first_target, "Confirm your new e-mail address").link_to("/email/change")
        walk.open("/settings")
        walk.expect_text_in("main", f"A change of your address to {first_target} is waiting", "the pending change on the settings")
        walk.screen("settings-pending-email")
        self.open_link(notice, "/email/change/cancel")
        walk.expect_heading("Cancel the change of e-mail")
        walk.screen("cancel-email-change")
        walk.press("Cancel the change")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", "The change of your e-mail address is cancelled", "the flash after cancelling from the mail")
        if "is waiting" in walk.driver.find_element("css selector", "main").text:
            walk.fail("the settings still show a cancelled change")

        second_target = "another-" + current_email
        self.ask_for_change(second_target)
        second_change = self.sink.wait_for(second_target, "Confirm your new e-mail address").link_to("/email/change")
        walk.open("/settings")
        walk.press("Cancel the change")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", "The change of your e-mail address is cancelled", "the flash after cancelling on the settings")

        for link in (first_change, second_change):
            walk.driver.get(link)
            walk.expect_heading("Confirm your new e-mail")
            walk.expect_text_in("main", "This link is invalid, was already used, or has expired.", "a change link after its cancel")

    def ask_for_change(self, new_email: str) -> None:
        walk = self.walk
        walk.open("/settings/email")
        walk.fill("email", new_email)
        walk.press("Change e-mail")
        walk.expect_path("/settings")

    def open_link(self, message: Delivered, path: str) -> str:
        """Opens the message's link to `path` in the browser, on the suite's server (the link
        starts with the server's own address); returns it."""
        link = message.link_to(path)
        parts = urllib.parse.urlsplit(link)
        if not self.walk.base_url.startswith(f"{parts.scheme}://{parts.netloc}"):
            self.walk.fail(f"the link {link} does not lead to the server at {self.walk.base_url}")
        self.walk.driver.get(link)
        return link

    def check_message(self, message: Delivered, member: Member) -> None:
        problems = []
        if not message.message_id.startswith("<") or "@" not in message.message_id:
            problems.append(f"Message-ID {message.message_id!r}")
        if message.message.get_content_type() != "multipart/alternative":
            problems.append(f"content type {message.message.get_content_type()}")
        if member.name in str(message.message["To"]) or member.name in message.text or member.name in message.html:
            problems.append("the member's name in a message to an address nobody has proven")
        if not message.html or "<a " not in message.html:
            problems.append("no HTML part with a link")
        if any(len(line) > 998 for line in message.raw.split(b"\r\n")):
            problems.append("a line over 998 bytes")
        if problems:
            self.walk.fail("the confirmation message: " + "; ".join(problems))
