"""The account area, after the main walk, in the same browser: the settings, a picture
uploaded, a second device signed in and then signed out from the Devices screen, the password
prompt, a password change, the security log, and deleting the account.

The second device is a second headless Chromium with a phone's User-Agent, signed in through
the form; the Devices screen must name it and, once it is signed out from there, it must get
no page as the member."""

import struct
import urllib.parse
import zlib
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from browser import PHONE, open_browser
from screen_walk import Member, ScreenWalk

PHONE_USER_AGENT = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")
NEW_PASSWORD = "a new password for the walk"


class SecondBrowser:
    """Another browser of the member — headless Chromium again, telling the server it is a
    phone's Safari — signed in through the form like the first."""

    def __init__(self, base_url: str, client_address: str):
        self.base_url = base_url
        self.driver = open_browser(PHONE, javascript=True, user_agent=PHONE_USER_AGENT, client_address=client_address)

    def sign_in(self, member: Member) -> None:
        self.driver.get(self.base_url + "/login")
        self.driver.find_element(By.NAME, "email").send_keys(member.email)
        self.driver.find_element(By.NAME, "password").send_keys(member.password)
        self.driver.find_element(By.XPATH, "//main//button[normalize-space()='Sign in']").click()
        WebDriverWait(self.driver, 15).until(lambda driver: "/login" not in driver.current_url)

    def path_of(self, path: str) -> str:
        """Where the browser ends up when it opens `path`, redirects followed."""
        self.driver.get(self.base_url + path)
        parts = urllib.parse.urlsplit(self.driver.current_url)
        return parts.path + (f"?{parts.query}" if parts.query else "")

    def quit(self) -> None:
        self.driver.quit()


class AccountWalk:
    def __init__(self, walk: ScreenWalk, picture: Path, phone_address: str):
        self.walk = walk
        self.picture = picture
        self.phone_address = phone_address

    def run(self) -> None:
        walk = self.walk
        member = Member.unique("Katherine Johnson")
        walk.sign_up(member, screen=None)

        # The nav bar's name, which reads "Signed in as …" to a screen reader.
        walk.navigate_by(walk.find("css selector", "header a.navbar-user-name"))
        walk.expect_path("/settings")
        walk.expect_heading("Settings")
        walk.screen("settings")

        walk.follow_link("main", "Picture")
        walk.expect_heading("Picture")
        walk.find("name", "avatar").send_keys(str(self.picture.resolve()))
        walk.press("Upload picture")
        walk.expect_path("/settings/avatar")
        walk.expect_text_in(".flash-area", "Picture saved.", "the flash after uploading")
        if not walk.driver.find_elements("css selector", "main img.avatar"):
            walk.fail("the uploaded picture is not shown")
        walk.screen("avatar")

        phone = SecondBrowser(walk.base_url, self.phone_address)
        try:
            phone.sign_in(member)
            self.sign_out_the_phone(phone)
        finally:
            phone.quit()

        walk.open("/settings/confirm?" + urllib.parse.urlencode({"next": "/settings/password"}))
        walk.expect_heading("Confirm your password")
        walk.screen("confirm")
        walk.fill("password", member.password)
        walk.press("Confirm")
        walk.expect_path("/settings/password")
        walk.expect_heading("Change password")
        walk.screen("change-password")
        walk.fill("current_password", member.password)
        walk.fill("new_password", NEW_PASSWORD)
        walk.fill("password_confirmation", NEW_PASSWORD)
        walk.press("Change password")
        walk.expect_path("/settings")
        walk.expect_text_in(".flash-area", "Password changed", "the flash after the password change")

        walk.follow_link("main", "Security activity")
        walk.expect_heading("Security activity")
        walk.expect_text_in("main", "Password changed", "the password change in the log")
        walk.expect_text_in("main", "A device was signed out", "the revoked device in the log")
        walk.screen("activity")

        walk.open("/settings/delete")
        walk.expect_heading("Delete account")
        walk.screen("delete-account")
        walk.fill("email", member.email)
        walk.press("Delete my account")
        walk.expect_path("/")
        walk.expect_text_in(".flash-area", "Your account and everything kept for it are deleted.", "the flash after deleting")


    def sign_out_the_phone(self, phone: SecondBrowser) -> None:
        walk = self.walk
        walk.open("/settings/sessions")
        walk.expect_heading("Devices")
        walk.expect_text_in("main", "Safari on iOS", "the second browser, named from its User-Agent")
        walk.expect_text_in("main", self.phone_address, "the second browser's address")
        walk.expect_text_in("main", "(this device)", "this browser marked")
        walk.screen("devices")
        walk.press("Sign out this device")
        walk.expect_path("/settings/sessions")
        walk.expect_text_in(".flash-area", "That device is signed out.", "the flash after revoking")
        if "Safari on iOS" in walk.find("tag name", "main").text:
            walk.fail("the revoked device is still listed")
        landed = phone.path_of("/settings")
        if landed != "/login?next=%2Fsettings":
            walk.fail(f"the signed-out browser still gets the settings: it landed on {landed}")


def write_picture(path: Path) -> Path:
    """A 96 x 96 PNG, a gradient, made here so the suite needs no image file."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data) & 0xFFFFFFFF)
    side = 96
    rows = b"".join(b"\x00" + b"".join(bytes((x * 2, y * 2, 180)) for x in range(side)) for y in range(side))
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png)
    return path
