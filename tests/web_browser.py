"""Headless Chromium at a phone's size, for the web view's browser test and screenshots
(Debian's ``chromium`` and ``chromium-driver``; selenium drives it)."""

from __future__ import annotations

import shutil
import time
from typing import Any

PHONE = (390, 844)


def chromium_missing() -> str | None:
    """Why a browser cannot be driven here, or None when it can."""
    if shutil.which("chromedriver") is None or (shutil.which("chromium") or shutil.which("chromium-browser")) is None:
        return "Debian's chromium and chromium-driver are not installed (apt-get install chromium chromium-driver)"
    try:
        import selenium  # noqa: F401
    except ImportError:
        return "selenium is not installed (pip install -e '.[test]')"
    return None


def phone_browser(scale: float = 1.0, size: tuple[int, int] = PHONE) -> Any:
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--hide-scrollbars", "--lang=en-US"):
        options.add_argument(flag)
    binary = shutil.which("chromium") or shutil.which("chromium-browser")
    if binary:
        options.binary_location = binary
    options.add_experimental_option("mobileEmulation", {
        "deviceMetrics": {"width": size[0], "height": size[1], "pixelRatio": scale, "touch": True},
        "userAgent": "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Mobile Safari/537.36",
    })
    driver = webdriver.Chrome(options=options, service=Service(shutil.which("chromedriver")))
    driver.set_page_load_timeout(30)
    return driver


def wait_for(predicate: Any, timeout_s: float = 10.0) -> bool:
    """True once ``predicate()`` holds, False if it never did within ``timeout_s`` (a page
    updates by itself, so the tests wait for what it shows, not for a fixed time)."""
    from selenium.common.exceptions import StaleElementReferenceException

    deadline = time.monotonic() + timeout_s
    while time.monotonic() < deadline:
        try:
            if predicate():
                return True
        except StaleElementReferenceException:
            pass  # the live part was swapped between finding an element and reading it: ask again
        time.sleep(0.05)
    return False
