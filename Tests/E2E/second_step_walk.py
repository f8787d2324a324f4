"""Authenticator codes, after the account walk, in the same browser: a new member is told codes
wait for the address's proof, opens the confirmation link, then turns them on
with the key read from the page and a code computed by pyotp (an implementation independent of
the server's), downloads the recovery codes as a text file, signs out, signs in with a code,
then with a recovery code (which then fails), proves it is them to sudo mode with a code,
trusts the browser with the next code (the sign-in after asks only for the password), and
turns codes off."""

import time
import urllib.parse
import urllib.request

import pyotp
from selenium.webdriver.common.by import By

from address_proof import confirm_address, expect_address_unproven
from mail_sink import MailSink
from screen_walk import Member, ScreenWalk


class SecondStepWalk:
    def __init__(self, walk: ScreenWalk, sink: MailSink):
        self.walk = walk
        self.sink = sink

    def run(self) -> None:
        walk = self.walk
        # The walks before end signed in as their own member.
        if walk.driver.find_elements(By.CSS_SELECTOR, "header .navbar-user"):
            walk.sign_out()
        member = Member.unique("Mary Jackson")
        member_id = walk.sign_up(member, screen=None)
        expect_address_unproven(walk, "/settings/two-factor")
        walk.screen("two-factor-unproven")
        confirm_address(walk, self.sink, member)

        walk.open("/settings")
        walk.follow_link("main", "Authenticator codes")
        walk.expect_path("/settings/two-factor")
        walk.expect_heading("Authenticator codes")
        walk.screen("two-factor-setup")
        app = pyotp.TOTP(walk.find(By.ID, "authenticator-secret").text.strip())
        walk.fill("code", app.now())
        walk.press("Turn on")
        walk.expect_heading("Authenticator codes")
        recovery_codes = [item.text.strip() for item in walk.driver.find_elements(By.CSS_SELECTOR, "#recovery-codes li")]
        if len(recovery_codes) != 10:
            walk.fail(f"turning codes on should show 10 recovery codes, not {recovery_codes}")
        # The answer to a POST: its raw HTML is the "on" page's, captured below.
        walk.screen("two-factor-recovery-codes", raw=False)
        self.expect_download(recovery_codes)
        walk.sign_out()

        # The code used to turn on is spent; the app's next one is within the step of drift.
        self.sign_in_up_to_the_code(member)
        walk.screen("second-step")
        walk.fill("code", app.at(time.time() + 30))
        walk.press("Continue")
        walk.expect_path(f"/users/{member_id}")
        walk.sign_out()

        self.sign_in_up_to_the_code(member)
        walk.fill("code", recovery_codes[0])
        walk.press("Continue")
        walk.expect_path(f"/users/{member_id}")
        walk.expect_text_in(".flash-area", "9 recovery codes are left", "the flash after a recovery code")
        walk.sign_out()

        self.sign_in_up_to_the_code(member)
        walk.fill("code", recovery_codes[0])
        walk.press("Continue")
        walk.expect_path("/login/code")
        walk.expect_text_in("main", "That code is not right, or was already used.", "a used recovery code")
        walk.screen("second-step-error", raw=False)
        walk.fill("code", recovery_codes[1])
        walk.press("Continue")
        walk.expect_path(f"/users/{member_id}")

        # Sudo mode asks this member for a code, not the password.
        walk.open("/settings/confirm?" + urllib.parse.urlencode({"next": "/settings/two-factor"}))
        walk.expect_heading("Confirm it is you")
        walk.screen("confirm-code")
        walk.fill("code", recovery_codes[2])
        walk.press("Confirm")
        walk.expect_path("/settings/two-factor")
        walk.expect_text_in("#recovery-codes-left", "Recovery codes left: 7", "the count on the settings page")
        walk.screen("two-factor-on")

        # Trusting the browser: the next sign-in asks for the password only.
        walk.sign_out()
        self.sign_in_up_to_the_code(member)
        walk.fill("code", recovery_codes[3])
        walk.find(By.XPATH, "//main//label[normalize-space()='Trust this browser for 30 days']").click()
        walk.press("Continue")
        walk.expect_path(f"/users/{member_id}")
        walk.sign_out()
        self.sign_in_with_the_password_alone(member, member_id)
        walk.open("/settings/sessions")
        walk.expect_text_in("main .device-list", "Password, on a trusted browser", "how the trusted sign-in began")

        walk.open("/settings/two-factor")
        walk.fill("code", recovery_codes[4])
        walk.press("Turn off")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", "Authenticator codes are off.", "the flash after turning off")
        walk.sign_out()
        self.sign_in_with_the_password_alone(member, member_id)

    def send_the_password(self, member: Member) -> None:
        walk = self.walk
        walk.open("/login")
        walk.fill("email", member.email)
        walk.fill("password", member.password)
        walk.press("Sign in")

    def sign_in_up_to_the_code(self, member: Member) -> None:
        self.send_the_password(member)
        self.walk.expect_path("/login/code")
        self.walk.expect_heading("Enter your code")

    def sign_in_with_the_password_alone(self, member: Member, member_id: int) -> None:
        self.send_the_password(member)
        self.walk.expect_path(f"/users/{member_id}")

    def expect_download(self, recovery_codes: list[str]) -> None:
        """Sends the page's download form with the browser's cookies, as pressing its button
        does, and checks the file holds the codes the page shows."""
        walk = self.walk
        form = walk.find(By.CSS_SELECTOR, "main form[action='/settings/two-factor/recovery-codes.txt']")
        button = form.find_element(By.TAG_NAME, "button")
        if button.text.strip() != "Download as a text file":
            walk.fail(f"the download button says {button.text!r}")
        fields = {field.get_attribute("name"): field.get_attribute("value")
                  for field in form.find_elements(By.CSS_SELECTOR, "input[type=hidden]")}
        cookies = "; ".join(f"{cookie['name']}={cookie['value']}" for cookie in walk.driver.get_cookies())
        request = urllib.request.Request(
            walk.base_url + "/settings/two-factor/recovery-codes.txt",
            data=urllib.parse.urlencode(fields).encode(), headers={"Cookie": cookies}, method="POST")
        with urllib.request.urlopen(request, timeout=15) as response:
            body = response.read().decode("utf-8")
            headers = response.headers
        expected = {
            "Content-Type": "text/plain; charset=utf-8",
            "Content-Disposition": 'attachment; filename="screenkit-recovery-codes.txt"',
            "Cache-Control": "no-store",
        }
        for name, value in expected.items():
            if headers.get(name) != value:
                walk.fail(f"the download's {name} is {headers.get(name)!r}, not {value!r}")
        listed = [line for line in body.splitlines() if line in recovery_codes]
        if listed != recovery_codes:
            walk.fail(f"the downloaded file should list the codes shown, in order; it has {listed}")
