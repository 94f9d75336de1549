"""Checks the inspector's page in headless Chromium; run by scripts/check-inspector-page.

Arguments: the folder holding editor-session.jsonl/.html, large.html and large-rows.html, the
folder for screenshots, and the number of records and of rows of large-rows.html. Exits with 1 and says what failed at the first check that fails.
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


def rebuild_snapshots(records):
    """Gives every record its whole state: a line of format 2 holds a whole state or only what
    its record changed (the changed values, an array's changed rows beside its row changes), or
    says that it shares the state of the line before."""
    state = None
    for record in records:
        if "snapshot" in record:
            state = record["snapshot"]
            continue
        state = dict(state)
        state.update(record.get("values", {}))
        for name, rows in record.get("rowValues", {}).items():
            items, values = list(state[name]), iter(rows)
            for change in record["rowChanges"]:
                kind, offset = change["kind"], change["offset"]
                if kind == "inserted":
                    items.insert(offset, next(values))
                elif kind == "updated":
                    items[offset] = next(values)
                elif kind == "removed":
                    del items[offset]
                else:
                    items.insert(change["to"], items.pop(offset))
            state[name] = items
        record["snapshot"] = state


rebuild_snapshots(records)
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


def leaves(value):
    """Every value that is no array or object in `value`, as the page's search reads it."""
    if isinstance(value, dict):
        return [leaf for element in value.values() for leaf in leaves(element)]
    if isinstance(value, list):
        return [leaf for element in value for leaf in leaves(element)]
    if value is None:
        return []
    if value is True or value is False:
        return ["true" if value else "false"]
    return [str(value)]


def search(query):
    """Types `query` in the search box, in place of what it held, and waits for the list."""
    box = browser.find_element(By.ID, "filter")
    box.send_keys(Keys.CONTROL, "a")
    box.send_keys(Keys.DELETE)
    if query:
        box.send_keys(query)
    for _ in range(100):
        if script("return document.body.dataset.searched;") == query:
            return
        time.sleep(0.1)
    fail("the search %r was not applied" % query)


def uncut(selector):
    """The elements of `selector` whose text is cut: wider than their box, or ended by an
    ellipsis."""
    return script(
        "return [...document.querySelectorAll(arguments[0])].filter(element =>"
        " element.scrollWidth > element.clientWidth + 1"
        " || getComputedStyle(element).textOverflow === 'ellipsis')"
        ".map(element => element.id || element.className + ': ' + element.textContent);",
        selector)


def check_nothing_cut(where):
    for selector in ["#timeline .step", "#step-title", "#diff-message", "#diff .diff-line",
                     "#rows .row-change", "#search-hint", "#step-count", "#file-name"]:
        cut = uncut(selector)
        check(not cut, "%s: no %s is cut (%s)" % (where, selector, cut[:3]))


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

    # A value found by search: a row's text that some states hold and others do not.
    texts = [item["text"] for record in records for item in record["snapshot"].get("items", [])]
    value = next(text for text in texts if not all(
        text in leaves(record["snapshot"]) for record in records))
    search(value)
    wanted = [record["sequence"] for record in records
              if any(value.lower() in leaf.lower() for leaf in leaves(record["snapshot"]))
              or value.lower() in record["change"].lower()]
    check(wanted and len(wanted) < len(records), "the value %r is in some states only" % value)
    check(list(listed_sequences()) == wanted,
          "searching %r lists the steps whose state holds it: %s" % (value, wanted))
    browser.save_screenshot(screenshots + "/inspector-search-value.png")

    # By path and value: the steps whose title is the first one.
    first_title = records[0]["snapshot"]["title"]
    search('title = "%s"' % first_title)
    wanted = [r["sequence"] for r in records if r["snapshot"]["title"] == first_title]
    check(list(listed_sequences()) == wanted,
          'searching title = "%s" lists the steps where it holds: %s' % (first_title, wanted))

    # By path: the steps that changed the row whose id is 1, inserted and removed included.
    def row_of(record, id):
        return next((item for item in record["snapshot"]["items"] if item["id"] == id), None)
    search("items[id: 1]")
    wanted = [records[i]["sequence"] for i in range(1, len(records))
              if row_of(records[i - 1], 1) != row_of(records[i], 1)]
    check(wanted and list(listed_sequences()) == wanted,
          "searching items[id: 1] lists the steps that changed that row: %s" % wanted)
    search("items[0].text")
    wanted = [records[i]["sequence"] for i in range(1, len(records))
              if (records[i - 1]["snapshot"]["items"][:1] or [{}])[0].get("text")
              != (records[i]["snapshot"]["items"][:1] or [{}])[0].get("text")]
    check(list(listed_sequences()) == wanted,
          "searching items[0].text lists the steps that changed it: %s" % wanted)
    search("")
    check(list(listed_sequences()) == sequences, "an empty search lists every record again")

    # Nothing is cut, at the default width and in a narrow window; the list can be widened.
    longest = max(records, key=lambda r: len(json.dumps(r.get("rowChanges", []))))
    click_step(longest["sequence"])
    check_nothing_cut("at 1280 px")
    pane = browser.find_element(By.ID, "timeline-pane")
    width = pane.size["width"]
    handle = browser.find_element(By.ID, "pane-handle")
    webdriver.ActionChains(browser).drag_and_drop_by_offset(handle, 150, 0).perform()
    check(pane.size["width"] >= width + 140,
          "dragging the handle widens the list of steps (%d to %d px)" % (width, pane.size["width"]))
    handle.send_keys(Keys.ARROW_LEFT)
    check(pane.size["width"] < width + 140, "the left arrow key on the handle narrows it")
    browser.set_window_size(760, 900)
    click_step(sequences[0])
    check_nothing_cut("at 760 px, the first step")
    click_step(longest["sequence"])
    check_nothing_cut("at 760 px, step #%d" % longest["sequence"])
    browser.save_screenshot(screenshots + "/inspector-narrow.png")
    browser.set_window_size(1280, 900)

    # The focus: no outline around the list; the selected step shows it when the list has it.
    script("document.getElementById('timeline').focus();")
    outline = script("const list = getComputedStyle(document.getElementById('timeline'));"
                     "return list.outlineStyle + ' ' + list.outlineWidth;")
    check(outline.startswith("none") or outline.endswith(" 0px"),
          "the focused list has no outline around it (%s)" % outline)
    browser.find_element(By.ID, "timeline").send_keys(Keys.ARROW_DOWN)
    ring = script("return getComputedStyle(document.querySelector('#timeline .step.selected'))"
                  ".boxShadow;")
    check("2px" in ring, "the selected step shows where the keyboard is (%s)" % ring)

    # A link to a step: the page says so, and `#N` opens step N.
    middle_index = next(i for i in range(len(records) // 2, len(records))
                        if changed_leaves(records[i - 1]["snapshot"], records[i]["snapshot"])
                        and len(records[i].get("rowChanges", [])) <= 1)
    middle = sequences[middle_index]
    browser.get("file://" + work + "/editor-session.html#%d" % middle)
    check(browser.find_element(By.TAG_NAME, "body").get_attribute("data-selected") == str(middle),
          "the page opened at #%d shows step #%d" % (middle, middle))
    check_selected(middle_index)
    link = browser.find_element(By.ID, "step-link")
    check(link.is_displayed() and link.get_attribute("href").endswith("#%d" % middle),
          "the page offers a link to step #%d: %s" % (middle, link.text))
    check("opens step" in browser.find_element(By.ID, "search-hint").text,
          "the page says that #N after its address opens step N")
    click_step(sequences[1])
    check(script("return location.hash;") == "#%d" % sequences[1],
          "choosing a step puts its link in the address")
    browser.save_screenshot(screenshots + "/inspector-linked.png")

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

    # A session of a list of 1,000 rows, one row renamed per record: the page holds what
    # changed, so it stays small, opens quickly, and rebuilds any step's state.
    page = work + "/large-rows.html"
    records_count, row_count = int(sys.argv[3]), int(sys.argv[4])
    size = os.path.getsize(page)
    print("the page of %d records of a %d-row list is %.1f MB" % (records_count, row_count,
                                                                 size / 1e6))
    check(size < 50e6 * records_count / 100_000, "the page is under 50 MB per 100,000 records")
    started = time.monotonic()
    browser.get("file://" + page)
    opened = time.monotonic() - started
    print("the page of %d records of a %d-row list opened in %.1f s"
          % (records_count, row_count, opened))
    check(opened < 5, "the page opens in under 5 s")
    check(browser.find_element(By.ID, "step-count").text
          == "%d of %d records" % (records_count, records_count), "the page lists every record")

    def renamed(sequence):
        return sequence * 7919 % row_count
    for sequence in [records_count, records_count // 2 + 321]:
        started = time.monotonic()
        browser.get("file://" + page + "#%d" % sequence)
        shown = time.monotonic() - started
        check(browser.find_element(By.TAG_NAME, "body").get_attribute("data-selected")
              == str(sequence), "#%d opens step %d (%.1f s)" % (sequence, sequence, shown))
        offset = renamed(sequence)
        added, removed = diff_lines("added"), diff_lines("removed")
        check(any(line.endswith('title: "Row %d, edit %d"' % (offset, sequence)) for line in added),
              "step #%d's difference adds the row it renamed" % sequence)
        before = sequence - row_count
        old = "Row %d, edit %d" % (offset, before) if before > 0 else "Row %d" % offset
        check(any(line.endswith('title: "%s"' % old) for line in removed),
              "step #%d's difference removes the row's name before: %s" % (sequence, old))
    browser.save_screenshot(screenshots + "/inspector-large-rows.png")
    for query, wanted in [
            ("rows[id: 5]", [s for s in range(1, records_count + 1) if renamed(s) == 5]),
            ('"edit %d"' % (records_count - 1), [records_count - 1, records_count])]:
        started = time.monotonic()
        search(query)
        took = time.monotonic() - started
        count = browser.find_element(By.ID, "step-count").text
        check(count == "%d of %d records" % (len(wanted), records_count),
              "searching %s finds %d steps in %.1f s" % (query, len(wanted), took))
        drawn = [sequence for sequence, _ in drawn_steps()]
        check(drawn and drawn == wanted[:len(drawn)], "the steps found are listed in order")
finally:
    browser.quit()
