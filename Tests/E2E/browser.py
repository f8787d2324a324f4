"""Headless Chromium through Debian's chromedriver, at a given screen size, with or without JavaScript."""

import base64
import os
from dataclasses import dataclass
from pathlib import Path

from selenium import webdriver
from selenium.webdriver.chrome.service import Service

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


@dataclass(frozen=True)
class ScreenSize:
    name: str
    width: int
    height: int
    is_phone: bool


DESKTOP = ScreenSize("desktop", 1280, 900, is_phone=False)
PHONE = ScreenSize("phone", 390, 844, is_phone=True)


def open_browser(
    size: ScreenSize, javascript: bool, user_agent: str | None = None, client_address: str | None = None,
    accept_language: str = "en-US,en;q=0.9"
) -> webdriver.Chrome:
    """A browser at `size`; with `client_address`, every request it sends names that address in
    `X-Forwarded-For` (the server trusts loopback as its proxy), so it counts as its own client.
    Its `Accept-Language` is `accept_language`, as its reader's preferences would set it."""
    for path in (CHROMIUM, CHROMEDRIVER):
        if not Path(path).exists():
            raise FileNotFoundError(f"{path} is missing: `make e2e-deps` installs chromium and chromium-driver")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run",
                     "--disable-extensions", "--password-store=basic", "--hide-scrollbars",
                     "--force-device-scale-factor=1", f"--window-size={size.width},{size.height}"):
        options.add_argument(argument)
    if user_agent:
        options.add_argument(f"--user-agent={user_agent}")
    options.add_argument(f"--lang={accept_language.split(',')[0]}")
    if os.geteuid() == 0:
        # Chromium refuses to start its sandbox as root (CI's containers run as root).
        options.add_argument("--no-sandbox")
    # The viewport itself gets the size (a window's size would include the browser's frame).
    # A phone's mobile viewport honours the page's `<meta name="viewport">`, as a phone does.
    # No touch emulation: with it and scripts off, chromedriver's click never returns.
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": size.width, "height": size.height, "pixelRatio": 1,
                          "mobile": size.is_phone, "touch": False},
    })
    prefs: dict[str, object] = {"intl.accept_languages": accept_language}
    if not javascript:
        options.add_argument("--blink-settings=scriptEnabled=false")
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    # An explicit driver path keeps Selenium Manager from looking for a driver to download.
    driver = webdriver.Chrome(options=options, service=Service(CHROMEDRIVER))
    # Headless Chromium does not always send the preference's header, so it is set outright.
    headers = {"Accept-Language": accept_language}
    if client_address:
        headers["X-Forwarded-For"] = client_address
    driver.execute_cdp_cmd("Network.enable", {})
    driver.execute_cdp_cmd("Network.setExtraHTTPHeaders", {"headers": headers})
    driver.set_page_load_timeout(30)
    # A stuck command fails the walk in half a minute instead of Selenium's two.
    driver.command_executor.client_config.timeout = 30
    return driver


def page_runs_scripts(driver: webdriver.Chrome) -> bool:
    """Whether a page's own script runs, asked of a page rather than of WebDriver (whose
    scripts run even where the page's may not)."""
    driver.get("data:text/html,<title>off</title><script>document.title='on'</script>")
    return driver.title == "on"


def save_full_page_screenshot(driver: webdriver.Chrome, path: Path) -> None:
    """The whole page, not only the viewport, through the DevTools protocol (works without JavaScript)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    metrics = driver.execute_cdp_cmd("Page.getLayoutMetrics", {})
    content = metrics["cssContentSize"]
    viewport = metrics["cssLayoutViewport"]
    clip = {"x": 0, "y": 0, "scale": 1,
            "width": max(content["width"], viewport["clientWidth"]),
            "height": max(content["height"], viewport["clientHeight"])}
    shot = driver.execute_cdp_cmd("Page.captureScreenshot",
                                  {"format": "png", "captureBeyondViewport": True, "clip": clip})
    path.write_bytes(base64.b64decode(shot["data"]))
