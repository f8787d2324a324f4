"""The account area, after the main walk, in the same browser: the settings, a picture
uploaded, a second device signed in and then signed out from the Devices screen, the password
prompt, a password change, the security log, and deleting the account.

The second device is a plain HTTP client with a phone's User-Agent, signed in through the
form like any browser; the Devices screen must name it and, once revoked, its cookie must get
no page as the member."""

import http.client
import re
import struct
import urllib.parse
import zlib
from pathlib import Path

from screen_walk import Member, ScreenWalk

PHONE_USER_AGENT = (
    "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 "
    "(KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1")
CSRF_FIELD = re.compile(r'name="csrf_token" value="([^"]*)"')
NEW_PASSWORD = "a new password for the walk"


class SecondDevice:
    """Another device of the member, keeping its own cookies."""

    def __init__(self, base_url: str):
        parts = urllib.parse.urlsplit(base_url)
        self.host, self.port = parts.hostname, parts.port
        self.cookies: dict[str, str] = {}

    def request(self, method: str, path: str, form: dict[str, str] | None = None) -> tuple[int, str, str]:
        connection = http.client.HTTPConnection(self.host, self.port, timeout=30)
        headers = {"User-Agent": PHONE_USER_AGENT, "Accept": "text/html"}
        if self.cookies:
            headers["Cookie"] = "; ".join(f"{k}={v}" for k, v in self.cookies.items())
        body = None
        if form is not None:
            body = urllib.parse.urlencode(form)
            headers["Content-Type"] = "application/x-www-form-urlencoded"
        connection.request(method, path, body=body, headers=headers)
        response = connection.getresponse()
        text = response.read().decode("utf-8", errors="replace")
        for name, value in response.getheaders():
            if name.lower() == "set-cookie":
                key, _, rest = value.partition("=")
                cookie_value = rest.split(";", 1)[0]
                if "Max-Age=0" in value:
                    self.cookies.pop(key, None)
                else:
                    self.cookies[key] = cookie_value
        connection.close()
        return response.status, response.getheader("Location") or "", text

    def sign_in(self, member: Member) -> None:
        _, _, form = self.request("GET", "/login")
        token = CSRF_FIELD.search(form)
        if token is None:
            raise AssertionError("the second device found no csrf_token on /login")
        status, _, _ = self.request("POST", "/login", {
            "email": member.email, "password": member.password, "csrf_token": token.group(1)})
        if status != 303:
            raise AssertionError(f"the second device's sign-in answered {status}")


class AccountWalk:
    def __init__(self, walk: ScreenWalk, picture: Path):
        self.walk = walk
        self.picture = picture

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

        phone = SecondDevice(walk.base_url)
        phone.sign_in(member)
        walk.open("/settings/sessions")
        walk.expect_heading("Devices")
        walk.expect_text_in("main", "Safari on iOS", "the second device, named from its User-Agent")
        walk.expect_text_in("main", "(this device)", "this browser marked")
        walk.screen("devices")
        walk.press("Sign out this device")
        walk.expect_path("/settings/sessions")
        walk.expect_text_in(".flash-area", "That device is signed out.", "the flash after revoking")
        if "Safari on iOS" in walk.find("tag name", "main").text:
            walk.fail("the revoked device is still listed")
        status, location, _ = phone.request("GET", "/settings")
        if status != 303 or not location.startswith("/login"):
            walk.fail(f"the revoked device still gets the settings: {status} {location}")

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
