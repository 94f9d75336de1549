"""Checks the inspector's page in headless Chromium; run by scripts/check-inspector-page.

Arguments: the folder holding editor-session.jsonl/.html and large.html, and the folder for
screenshots. Exits with 1 and says what failed at the first check that fails.
"""

import json
import os
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.common.keys import Keys

work, screenshots = sys.argv[1], sys.argv[2]


def fail(message):
    print("check-inspector-page: FAILED: " + message, file=sys.stderr)
    sys.exit(1)


def check(condition, message):
    if not condition:
        fail(message)
    print("ok: " + message)


# What the page must show, read from the recording itself.
with open(work + "/editor-session.jsonl") as recording:
    lines = recording.read().splitlines()
records = [json.loads(line) for line in lines[1:]]
sequences = [record["sequence"] for record in records]


def printed(value):
    """A value as the page prints it: strings quoted, null as nil."""
    if value is None:
        return "nil"
    if value is True or value is False:
        return "true" if value else "false"
    if isinstance(value, str):
        return json.dumps(value, ensure_ascii=False)
    return str(value)


def changed_leaves(before, after, path=""):
    """The paths and values of the leaves that differ, for states of the same shape."""
    if before == after:
        return []
    if isinstance(before, dict) and isinstance(after, dict):
        found = []
        for key in after:
            found += changed_leaves(before.get(key), after[key], path + "." + key if path else key)
        return found
    if isinstance(before, list) and isinstance(after, list) and len(before) == len(after):
        found = []
        for index, (old, new) in enumerate(zip(before, after)):
            found += changed_leaves(old, new, "%s[%d]" % (path, index))
        return found
    return [(path, before, after)]


options = webdriver.ChromeOptions()
options.binary_location = "/usr/bin/chromium"
# The browser's profile, crash reports included, goes in the check's temporary folder, not in the
# user's home: nothing is left outside it.
for argument in [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--window-size=1280,900",
    "--user-data-dir=" + os.path.join(work, "chromium-profile"),
    "--disable-crash-reporter",
    "--disable-breakpad",
]:
    options.add_argument(argument)
browser = webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def script(text, *arguments):
    return browser.execute_script(text, *arguments)


def drawn_steps():
    """The steps drawn in the list, top to bottom: (sequence, text)."""
    return script(
        "return [...document.querySelectorAll('#timeline .step')]"
        ".sort((a, b) => parseFloat(a.style.top) - parseFloat(b.style.top))"
        ".map(row => [Number(row.dataset.sequence), row.textContent]);")


def listed_sequences():
    """Every step of the list in order, scrolling through it."""
    seen = {}
    script("document.getElementById('timeline').scrollTop = 0;")
    while True:
        for sequence, text in drawn_steps():
            seen.setdefault(sequence, text)
        at_end = script(
            "const list = document.getElementById('timeline');"
            "const before = list.scrollTop; list.scrollTop += list.clientHeight;"
            "list.dispatchEvent(new Event('scroll'));"
            "return list.scrollTop === before;")
        if at_end:
            break
    script("document.getElementById('timeline').scrollTop = 0;")
    return seen


def click_step(sequence):
    """Clicks the step of `sequence` in the list, finding it again when a scroll redrew the list
    between finding and clicking it."""
    for _ in range(20):
        try:
            browser.find_element(
                By.CSS_SELECTOR, '#timeline .step[data-sequence="%d"]' % sequence).click()
            return
        except StaleElementReferenceException:
            time.sleep(0.1)
    fail("step #%d could not be clicked: the list kept being redrawn" % sequence)


def node(path):
    found = browser.find_elements(By.CSS_SELECTOR, '#state .node[data-path="%s"]' % path)
    return found[0] if found else None


def diff_lines(mark):
    return [element.text.strip() for element in
            browser.find_elements(By.CSS_SELECTOR, '#diff .diff-line[data-mark="%s"]' % mark)]


def check_selected(index):
    """The step at `index` of the recording is shown: its state, what changed, its difference."""
    record = records[index]
    sequence = record["sequence"]
    check(browser.find_element(By.TAG_NAME, "body").get_attribute("data-selected") == str(sequence),
          "step #%d is selected" % sequence)
    selected = browser.find_elements(By.CSS_SELECTOR, "#timeline .step.selected")
    check(len(selected) == 1 and selected[0].get_attribute("data-sequence") == str(sequence),
          "the list marks step #%d, and only it" % sequence)
    title = browser.find_element(By.ID, "step-title").text
    check(title.startswith("#%d " % sequence) and "." + record["change"] in title,
          "the title names step #%d and its change" % sequence)
    changed = browser.find_elements(By.CSS_SELECTOR, '#state .node[data-change-property="true"]')
    check([element.get_attribute("data-path") for element in changed] == [record["change"]],
          "the state marks the property '%s' as the one the change names" % record["change"])
    before = records[index - 1]["snapshot"]
    leaves = changed_leaves(before, record["snapshot"])
    check(leaves, "step #%d changes something" % sequence)
    removed, added = diff_lines("removed"), diff_lines("added")
    for path, old, new in leaves:
        element = node(path)
        check(element is not None and element.get_attribute("data-changed") == "true",
              "the state marks %s as changed at step #%d" % (path, sequence))
        if isinstance(new, (list, dict)):
            check(added, "the difference adds the new parts of %s" % path)
            continue
        check(printed(new) in element.text, "the state shows %s = %s" % (path, printed(new)))
        name = path.split(".")[-1].split("[")[0]
        check(any(line.endswith("%s: %s" % (name, printed(old))) for line in removed),
              "the difference removes %s: %s" % (name, printed(old)))
        check(any(line.endswith("%s: %s" % (name, printed(new))) for line in added),
              "the difference adds %s: %s" % (name, printed(new)))
    rows = record.get("rowChanges", [])
    kinds = [element.get_attribute("data-kind") for element in
             browser.find_elements(By.CSS_SELECTOR, "#rows .row-change")]
    check(kinds == [row["kind"] for row in rows], "the row changes listed are %s" % kinds)
    if len(rows) == 1 and rows[0]["kind"] in ("inserted", "updated"):
        path = "%s[%d]" % (record["change"], rows[0]["offset"])
        element = node(path)
        check(element is not None and element.get_attribute("data-row") == rows[0]["kind"],
              "the state marks the row %s as %s" % (path, rows[0]["kind"]))


try:
    browser.get("file://" + work + "/editor-session.html")

    # Every record, in order.
    listed = listed_sequences()
    check(list(listed) == sequences, "the list shows every record, in order: %s" % sequences)
    for record in records:
        check(("." + record["change"]) in listed[record["sequence"]],
              "step #%d is listed with its change .%s" % (record["sequence"], record["change"]))
    check(browser.find_element(By.ID, "step-count").text == "%d of %d records"
          % (len(records), len(records)), "the count says every record is shown")

    # A step chosen by a click: the first rename of a row.
    index = next(i for i, r in enumerate(records) if i > 0 and r["change"] == "items"
                 and [c["kind"] for c in r.get("rowChanges", [])] == ["updated"]
                 and any(p.endswith(".text") for p, _, _ in
                         changed_leaves(records[i - 1]["snapshot"], r["snapshot"])))
    click_step(sequences[index])
    check_selected(index)
    browser.save_screenshot(screenshots + "/inspector-click.png")

    # The keyboard: down to the next step, up twice.
    body = browser.find_element(By.TAG_NAME, "body")
    body.send_keys(Keys.ARROW_DOWN)
    check_selected(index + 1)
    body.send_keys(Keys.ARROW_UP)
    body.send_keys(Keys.ARROW_UP)
    check_selected(index - 1)

    # The filter narrows the list to a change name, and back.
    box = browser.find_element(By.ID, "filter")
    box.send_keys("title")
    titles = [r["sequence"] for r in records if r["change"] == "title"]
    listed = listed_sequences()
    check(list(listed) == titles, "the filter 'title' lists the title records only: %s" % titles)
    check(browser.find_element(By.ID, "step-count").text == "%d of %d records"
          % (len(titles), len(records)), "the count says how many records the filter keeps")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    check(list(listed_sequences()) == sequences, "clearing the filter lists every record again")
    browser.save_screenshot(screenshots + "/inspector-filter-cleared.png")

    # A large session opens, draws only what is on screen, and moves through its steps.
    started = time.monotonic()
    browser.get("file://" + work + "/large.html")
    opened = time.monotonic() - started
    count = browser.find_element(By.ID, "step-count").text
    check(count == "100000 of 100000 records", "the large page lists 100,000 records")
    drawn = len(browser.find_elements(By.CSS_SELECTOR, "#timeline .step"))
    check(0 < drawn < 200, "the list draws only the rows on screen (%d of 100,000)" % drawn)
    script("const list = document.getElementById('timeline');"
           "list.scrollTop = list.scrollHeight; list.dispatchEvent(new Event('scroll'));")
    click_step(100000)
    body = browser.find_element(By.TAG_NAME, "body")
    check(body.get_attribute("data-selected") == "100000",
          "the last step, a list of 10,000 rows, is selected")
    nodes = len(browser.find_elements(By.CSS_SELECTOR, "#state .node"))
    check(0 < nodes < 200, "the state tree draws only the lines on screen (%d)" % nodes)
    started = time.monotonic()
    body.send_keys(Keys.ARROW_UP)
    moved = time.monotonic() - started
    check(browser.find_element(By.TAG_NAME, "body").get_attribute("data-selected") == "99999",
          "the up key moves to step 99999")
    print("the large page opened in %.1f s; a key press took %.2f s" % (opened, moved))
    browser.save_screenshot(screenshots + "/inspector-large.png")
finally:
    browser.quit()
