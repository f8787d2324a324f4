"""One person's walk through every screen, in one browser at one size.

Sign up, the detail page, edit and save, Members, Home, a 404, sign out, a wrong password,
sign in through `next`, a second member refused the first one's edit form (403), and an
unknown address. Each screen is photographed and, where the walk is asked to, audited with
axe-core, checked for sideways scrolling, and saved as raw HTML for the validator."""

import itertools
import time
import urllib.parse
from dataclasses import dataclass
from typing import NoReturn
from pathlib import Path

from selenium.common.exceptions import (
    NoSuchElementException, StaleElementReferenceException, TimeoutException, WebDriverException)
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.remote.webelement import WebElement
from selenium.webdriver.support.ui import WebDriverWait

from axe_audit import audit_page
from browser import ScreenSize, save_full_page_screenshot
from raw_pages import RawPageRecorder
from suite_report import REPORT

APP_NAME = "ScreenKit"
WRONG_CREDENTIALS = "The email or password is incorrect."
PROFILE_SAVED = "Profile saved"
UNKNOWN_MEMBER_ID = 999_999

_RUN_TAG = time.strftime("%Y%m%d%H%M%S")
_member_numbers = itertools.count(1)


@dataclass(frozen=True)
class Member:
    name: str
    email: str
    password: str = "correct horse battery staple"

    @staticmethod
    def unique(name: str) -> "Member":
        """An email no earlier walk or run used."""
        local = f"{name.split()[0].lower()}-{_RUN_TAG}-{next(_member_numbers)}"
        return Member(name=name, email=f"{local}@example.com")


@dataclass(frozen=True)
class WalkOptions:
    size: ScreenSize
    javascript: bool
    axe: bool
    dark_mode_axe: bool
    raw_html: RawPageRecorder | None

    @property
    def label(self) -> str:
        return self.size.name + ("" if self.javascript else "-nojs")


class WalkFailure(AssertionError):
    pass


class ScreenWalk:
    def __init__(self, driver: WebDriver, base_url: str, options: WalkOptions, screenshots: Path):
        self.driver = driver
        self.base_url = base_url
        self.options = options
        self.screenshots = screenshots / options.label
        # Findings that do not stop the walk (axe, layout); the test fails on them at the end.
        self.findings: list[str] = []
        self.screens: list[str] = []

    # The walk

    def run(self) -> None:
        first = Member.unique("Ada Lovelace")
        first_id = self.sign_up(first, screen="register")
        self.expect_heading(first.name)
        self.expect_text_in("main", first.email, "the owner sees their email")
        self.screen("detail")

        self.follow_link("main", "Edit profile")
        self.expect_path(f"/users/{first_id}/edit")
        self.expect_heading("Edit profile")
        self.screen("edit")

        renamed = "Ada King <Countess> & Co."
        bio = "Wrote the first program, for the Analytical Engine (1843)."
        self.fill("name", renamed)
        self.fill("bio", bio)
        self.press("Save profile")
        self.expect_path(f"/users/{first_id}")
        self.expect_text_in(".flash-area", PROFILE_SAVED, "the flash after saving")
        self.expect_heading(renamed)
        self.expect_text_in("main", bio, "the saved bio")
        self.expect_text_in("header", renamed, "the nav bar's signed-in name")
        self.screen("detail-saved", raw=False)

        self.follow_link("header", "Members")
        self.expect_path("/users")
        self.expect_heading("Members")
        self.expect_link("main", f"/users/{first_id}", renamed)
        self.screen("members")

        self.follow_link("header", "Home")
        self.expect_path("/")
        self.screen("home")

        self.open(f"/users/{UNKNOWN_MEMBER_ID}")
        self.expect_heading("Not Found")
        self.screen("not-found")

        self.sign_out()
        self.screen("login")

        next_path = f"/users/{first_id}/edit"
        self.open("/login?" + urllib.parse.urlencode({"next": next_path}))
        self.fill("email", first.email)
        self.fill("password", "not the password")
        self.press("Sign in", within="main")
        self.expect_path("/login")
        self.expect_text_in("main", WRONG_CREDENTIALS, "the wrong-password message")
        self.expect_value("email", first.email, "the email is kept after a failure")
        self.expect_value("password", "", "the password is not sent back")
        self.screen("login-error", raw=False)
        if self.options.raw_html:
            self.options.raw_html.capture_failed_sign_in("login-error", self.driver, first.email, next_path)

        # The form shown again still carries `next`.
        self.fill("password", first.password)
        self.press("Sign in", within="main")
        self.expect_path(next_path)
        self.expect_heading("Edit profile")
        self.expect_value("name", renamed, "the edit form shows the saved name")

        self.sign_out()
        second = Member.unique("Grace Hopper")
        self.sign_up(second, screen=None)
        self.open(f"/users/{first_id}/edit")
        self.expect_heading("Forbidden")
        self.screen("forbidden")

        self.sign_out()
        self.open("/nowhere")
        self.expect_heading("Not Found")
        self.screen("not-found-path")

    def sign_up(self, member: Member, screen: str | None) -> int:
        self.open("/register")
        self.expect_heading("Create your account")
        if screen:
            self.screen(screen)
        self.fill("name", member.name)
        self.fill("email", member.email)
        self.fill("password", member.password)
        self.fill("password_confirmation", member.password)
        self.press("Create account", within="main")
        path = self.current_path()
        prefix = "/users/"
        if not (path.startswith(prefix) and path[len(prefix):].isdigit()):
            self.fail(f"signing up should land on /users/<id>, not {path}")
        self.expect_heading(member.name)
        return int(path[len(prefix):])

    def sign_out(self) -> None:
        self.press("Sign out", within="header")
        self.expect_path("/login")
        if self.driver.find_elements(By.CSS_SELECTOR, "header .navbar-user"):
            self.fail("the nav bar still shows a signed-in user after signing out")

    # Each screen

    def screen(self, name: str, raw: bool = True) -> None:
        self.screens.append(name)
        self.expect_page_shell()
        save_full_page_screenshot(self.driver, self.screenshots / f"{name}.png")
        if self.options.javascript:
            # Measured by script, so only where scripts run.
            self.check_no_sideways_scroll(name)
        if self.options.axe:
            self.audit(name, self.options.label)
            if self.options.dark_mode_axe:
                self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
                    "features": [{"name": "prefers-color-scheme", "value": "dark"}]})
                try:
                    self.audit(name, self.options.label + "-dark")
                finally:
                    self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
        if raw and self.options.raw_html:
            self.options.raw_html.capture(name, self.driver)

    def expect_page_shell(self) -> None:
        title = self.driver.title
        if not title.endswith(f" · {APP_NAME}"):
            self.fail(f"the title {title!r} should name the screen, then ' · {APP_NAME}'")
        headings = self.driver.find_elements(By.TAG_NAME, "h1")
        if len(headings) != 1:
            self.fail(f"a page has one <h1>, this one has {len(headings)}")

    def audit(self, screen: str, walk: str) -> None:
        result = audit_page(self.driver)
        REPORT.record_axe(screen, walk, len(result.blocking), len(result.violations))
        for violation in result.violations:
            finding = f"axe on {screen} ({walk}, {self.current_path()}):\n  {violation.describe()}"
            if violation.is_blocking:
                self.findings.append(finding)
            else:
                print(f"\nnote, not failing (impact {violation.impact}): {finding}")

    def check_no_sideways_scroll(self, screen: str) -> None:
        scroll_width, inner_width = self.driver.execute_script(
            "return [Math.max(document.documentElement.scrollWidth, document.scrollingElement.scrollWidth), window.innerWidth]")
        if inner_width != self.options.size.width:
            self.findings.append(
                f"{screen}: the viewport is {inner_width}px wide, not {self.options.size.width}px: "
                "is <meta name=viewport> missing?")
        wide = self.driver.execute_script("""
                const limit = window.innerWidth;
                return [...document.querySelectorAll('body *')]
                  .filter(e => { const box = e.getBoundingClientRect(); return box.width > limit + 0.5 || box.right > limit + 0.5; })
                  .slice(0, 5)
                  .map(e => e.tagName.toLowerCase() + (e.className ? '.' + String(e.className).split(' ').join('.') : '')
                            + ' right=' + Math.round(e.getBoundingClientRect().right));""")
        if scroll_width > inner_width or wide:
            self.findings.append(
                f"{screen}: the page is {scroll_width}px wide at {inner_width}px, or has elements wider than "
                f"the viewport: {', '.join(wide) or 'none'}")

    # Browser steps

    def open(self, path: str) -> None:
        self.driver.get(self.base_url + path)

    def fill(self, field_name: str, value: str) -> None:
        field = self.find(By.NAME, field_name)
        field.clear()
        field.send_keys(value)

    def press(self, button_text: str, within: str = "main") -> None:
        button = self.find(By.XPATH, f"//{within}//button[normalize-space()={_xpath_literal(button_text)}]")
        self.navigate_by(button)

    def follow_link(self, within: str, text: str) -> None:
        link = self.find(By.XPATH, f"//{within}//a[normalize-space()={_xpath_literal(text)}]")
        self.navigate_by(link)

    def navigate_by(self, element: WebElement) -> None:
        page = self.driver.find_element(By.TAG_NAME, "html")
        element.click()
        try:
            WebDriverWait(self.driver, 15).until(lambda _: _is_gone(page))
        except TimeoutException:
            self.fail("the click did not load a new page")

    def find(self, by: str, selector: str) -> WebElement:
        try:
            return self.driver.find_element(by, selector)
        except NoSuchElementException:
            self.fail(f"nothing matches {selector!r}")

    # Expectations

    def current_path(self) -> str:
        parts = urllib.parse.urlsplit(self.driver.current_url)
        return parts.path + (f"?{parts.query}" if parts.query else "")

    def expect_path(self, path: str) -> None:
        if self.current_path() != path:
            self.fail(f"expected to be at {path}, but at {self.current_path()}")

    def expect_heading(self, text: str) -> None:
        heading = self.find(By.TAG_NAME, "h1").text.strip()
        if heading != text:
            self.fail(f"expected the heading {text!r}, found {heading!r}")

    def expect_text_in(self, css: str, text: str, what: str) -> None:
        shown = self.find(By.CSS_SELECTOR, css).text
        if text not in shown:
            self.fail(f"{what}: {text!r} is not in {css}, which reads {shown[:300]!r}")

    def expect_value(self, field_name: str, value: str, what: str) -> None:
        shown = self.find(By.NAME, field_name).get_attribute("value") or ""
        if shown != value:
            self.fail(f"{what}: the field {field_name!r} holds {shown!r}, expected {value!r}")

    def expect_link(self, within: str, href_path: str, text: str) -> None:
        links = self.driver.find_elements(By.XPATH, f"//{within}//a[@href={_xpath_literal(href_path)}]")
        texts = [link.text.strip() for link in links]
        if text not in texts:
            self.fail(f"expected a link {text!r} to {href_path} in {within}, found {texts}")

    def fail(self, message: str) -> NoReturn:
        shot = self.screenshots / "failure.png"
        try:
            save_full_page_screenshot(self.driver, shot)
        except Exception:  # noqa: BLE001 - the failure itself matters more than its picture
            shot = None
        body = ""
        try:
            body = self.driver.find_element(By.TAG_NAME, "body").text[:500]
        except Exception:  # noqa: BLE001
            pass
        raise WalkFailure(
            f"{self.options.label} walk, after screens {self.screens}: {message}\n"
            f"  at {self.driver.current_url} (title {self.driver.title!r})\n"
            f"  page text: {body!r}\n"
            f"  screenshot: {shot}")


def _is_gone(element: WebElement) -> bool:
    """Whether the page the element was on has been replaced. Chromedriver reports that as a
    stale element, or, in a race with the new document, as a node outside the document."""
    try:
        element.is_enabled()
        return False
    except StaleElementReferenceException:
        return True
    except WebDriverException as error:
        if "does not belong to the document" in str(error) or "No node with given id" in str(error):
            return True
        raise


def _xpath_literal(text: str) -> str:
    if "'" not in text:
        return f"'{text}'"
    if '"' not in text:
        return f'"{text}"'
    return "concat(" + ", \"'\", ".join(f"'{part}'" for part in text.split("'")) + ")"
