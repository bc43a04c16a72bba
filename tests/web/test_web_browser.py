"""The web view in a real browser (issue 30): headless Chromium at a phone's 390×844
viewport loads the standings and "where do I sit", finds a player by reading, and sees a
result recorded by a console appear without a reload."""

from __future__ import annotations

from pathlib import Path

import pytest
from web_browser import wait_for, PHONE, chromium_missing, phone_browser
from web_event import game_record, make_event, open_table

from daifugo_gui.web.server import WebService

pytestmark = [
    pytest.mark.skipif(chromium_missing() is not None, reason=chromium_missing() or ""),
    pytest.mark.slow,  # a browser start per test: seconds of CPU
]


@pytest.fixture
def served(tmp_path: Path):
    cup = make_event(tmp_path / "cup.sqlite")
    service = WebService(str(tmp_path / "cup.sqlite"), port=0)
    url = service.start().result(20)
    driver = phone_browser()
    yield cup, url, driver
    driver.quit()
    service.stop()
    cup.close()




def test_standings_fit_a_phone_and_show_a_script_name_as_text(served) -> None:
    from selenium.common.exceptions import NoAlertPresentException
    from selenium.webdriver.common.by import By

    cup, url, driver = served
    driver.get(url + "?lang=en")
    assert driver.execute_script("return window.innerWidth") == PHONE[0]
    # The page itself never scrolls sideways on a phone (wide tables scroll in their box).
    assert driver.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
    names = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "table.standings td.name")]
    assert any(n.startswith("<script>alert(1)</script>") for n in names)
    with pytest.raises(NoAlertPresentException):
        _ = driver.switch_to.alert.text  # raises: no alert was opened
    assert driver.find_element(By.TAG_NAME, "h1").text == "Standings"
    driver.find_element(By.CSS_SELECTOR, "a.lang").click()
    assert wait_for(lambda: driver.find_element(By.TAG_NAME, "h1").text == "順位表")


def test_seating_search_by_reading_in_any_kana(served) -> None:
    from selenium.webdriver.common.by import By

    _cup, url, driver = served
    driver.get(url + "seating?lang=ja")
    assert driver.execute_script("return document.documentElement.scrollWidth") <= PHONE[0]
    box = driver.find_element(By.ID, "q")

    def shown() -> list[str]:
        return [e.text for e in driver.find_elements(By.CSS_SELECTOR, "ul.seats li") if e.is_displayed()]

    everyone = len(shown())
    assert everyone == 8
    for typed in ("さとう", "ｻﾄｳ", "サトウ　ハナコ", "佐藤"):
        box.clear()
        box.send_keys(typed)
        assert wait_for(lambda: len(shown()) == 1), typed
        assert "佐藤 花子" in shown()[0] and "卓" in shown()[0]
    box.clear()
    box.send_keys("だれもいない")
    assert wait_for(lambda: not shown() and driver.find_element(By.ID, "nomatch").is_displayed())


def test_a_recorded_result_appears_without_a_reload(served) -> None:
    from selenium.webdriver.common.by import By

    cup, url, driver = served
    driver.get(url + "rounds/2?lang=en")
    assert wait_for(lambda: driver.find_element(By.ID, "status").text == "Updated live")
    driver.execute_script("window.notReloaded = true")
    before = driver.find_element(By.ID, "live").get_attribute("data-version")
    playing = len(driver.find_elements(By.CSS_SELECTOR, ".result .playing"))
    assert playing == 1
    rnd, table, players = open_table(cup)
    cup.record_game(rnd, table, game_record(players))
    assert wait_for(lambda: driver.find_element(By.ID, "live").get_attribute("data-version") != before)
    assert not driver.find_elements(By.CSS_SELECTOR, ".result .playing")
    assert driver.execute_script("return window.notReloaded") is True


def test_an_exported_copy_searches_without_a_server(served, tmp_path: Path) -> None:
    from selenium.webdriver.common.by import By

    from daifugo_gui.web.export import export_event
    from daifugo_gui.web.snapshot import load_snapshot

    cup, _url, driver = served
    export_event(load_snapshot(cup, 1), tmp_path / "site")
    driver.get((tmp_path / "site" / "ja" / "seating.html").as_uri() + "?q=%E3%82%B5%E3%83%88%E3%82%A6")  # サトウ
    shown = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "ul.seats li") if e.is_displayed()]
    assert len(shown) == 1 and "佐藤 花子" in shown[0]
    assert driver.find_element(By.ID, "q").get_attribute("value") == "サトウ"
