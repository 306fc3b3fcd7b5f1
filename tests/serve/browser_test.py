#!/usr/bin/env python3
"""The table page of `xxroute serve` in a real browser (headless Chromium).

    browser_test.py XXROUTE FIXTURE OUTDIR

At phone size (375x812, touch) and laptop size (1280x800, mouse), each on a
fresh copy of FIXTURE served by `XXROUTE serve COPY --port 0`: zooms the
board, taps a hex and one of its tiles (the tile is laid), taps a hex and its
station (placed), sends an illegal move (refused, shown with its rule),
checks a declared income (right, then wrong), opens the trains panel (the
bank's stock), taps Pay then End turn on the turn panel, undoes the end of
the turn; after each step reads the file on disk, and every control shown
is at least 44 px each way. Then two phones play one operating round on one
file, and a phone lays a private's tile (1846's Michigan Central) from the
sheet of its hex. Screenshots go into OUTDIR. Exits 0 when all
holds, 1 on the first failure, 77 (skipped) only when Chromium cannot start.
"""

import os
import re
import shutil
import signal
import subprocess
import sys
import threading
import time

import yaml

SKIPPED = 77
WAIT = 30          # seconds for any one thing to show
BUDGET = 240       # seconds for the whole test

PHONE = {"name": "phone", "width": 375, "height": 812, "touch": True}
LAPTOP = {"name": "laptop", "width": 1280, "height": 800, "touch": False}


class Failed(Exception):
    pass


def check(condition, what):
    if not condition:
        raise Failed(what)


def skip(reason):
    print("browser_test: skipped: " + reason)
    sys.exit(SKIPPED)


# ---- The server ------------------------------------------------------------

class Server:
    """`xxroute serve` on a copy of the fixture, on a free port of loopback."""

    def __init__(self, xxroute, position, log_path):
        self.log = open(log_path, "w")
        self.process = subprocess.Popen(
            [xxroute, "serve", position, "--port", "0"],
            stdout=subprocess.PIPE, stderr=self.log, text=True, start_new_session=True)
        self.url = self._first_line()
        threading.Thread(target=self._drain, daemon=True).start()

    def _first_line(self):
        found = {}

        def read():
            found["line"] = self.process.stdout.readline()

        reader = threading.Thread(target=read, daemon=True)
        reader.start()
        reader.join(WAIT)
        line = found.get("line", "")
        self.log.write(line)
        match = re.search(r"open (http://127\.0\.0\.1:\d+/\S*)", line)
        if not match:
            self.stop()
            raise Failed("xxroute serve printed no address to open (first line: %r, status %s)"
                         % (line, self.process.poll()))
        return match.group(1)

    def _drain(self):
        for line in self.process.stdout:
            self.log.write(line)

    def stop(self):
        if self.process.poll() is None:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()
        self.log.close()


# ---- The browser -----------------------------------------------------------

def start_chromium(size):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        from selenium.common.exceptions import WebDriverException
    except ImportError as error:
        skip("Chromium cannot start: python3-selenium is missing (%s)" % error)
    browser = shutil.which("chromium")
    driver = shutil.which("chromedriver")
    if not browser or not driver:
        skip("Chromium cannot start: chromium or chromium-driver is not installed")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                 "--no-first-run", "--disable-extensions", "--hide-scrollbars"):
        options.add_argument(flag)
    if size["touch"]:
        options.add_experimental_option("mobileEmulation", {
            "deviceMetrics": {"width": size["width"], "height": size["height"], "pixelRatio": 2.0, "touch": True},
            "userAgent": "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 "
                         "(KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36"})
    else:
        options.add_argument("--window-size=%d,%d" % (size["width"], size["height"]))
    try:
        chromium = webdriver.Chrome(service=Service(driver), options=options)
    except WebDriverException as error:
        skip("Chromium cannot start: %s" % str(error).strip().splitlines()[0])
    if not size["touch"]:  # the page itself at laptop size, not the window around it
        chromium.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": size["width"], "height": size["height"], "deviceScaleFactor": 1, "mobile": False})
    return chromium


def wait_for(what, condition, timeout=WAIT):
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        try:
            last = condition()
            if last:
                return last
        except Exception as error:  # the page is still changing
            last = error
        time.sleep(0.1)
    raise Failed("waited %d s for %s (last: %r)" % (timeout, what, last))


class Page:
    """The page in one browser: taps with a finger (phone) or clicks (laptop)."""

    def __init__(self, driver, size):
        self.driver = driver
        self.size = size

    def js(self, script, *args):
        return self.driver.execute_script(script, *args)

    def _pointer(self, move_ms):
        """A finger or a mouse whose each move takes `move_ms` (Selenium's
        default, 250 ms a move, was most of this test's time)."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        from selenium.webdriver.common.actions.pointer_input import PointerInput
        kind = interaction.POINTER_TOUCH if self.size["touch"] else interaction.POINTER_MOUSE
        builder = ActionBuilder(self.driver, mouse=PointerInput(kind, "finger" if self.size["touch"] else "mouse"),
                                duration=move_ms)
        return builder, builder.pointer_action

    def tap_at(self, x, y):
        builder, pointer = self._pointer(0)
        pointer.move_to_location(int(x), int(y)).pointer_down().pause(0.05).pointer_up()
        builder.perform()

    def drag(self, x0, y0, x1, y1):
        builder, pointer = self._pointer(20)
        pointer.move_to_location(int(x0), int(y0)).pointer_down()
        for step in range(1, 9):
            pointer.move_to_location(int(x0 + (x1 - x0) * step / 8), int(y0 + (y1 - y0) * step / 8))
        pointer.pointer_up()
        builder.perform()

    def pinch_out(self, x, y, start, end):
        """Two fingers moving apart about (x, y)."""
        from selenium.webdriver.common.actions import interaction
        from selenium.webdriver.common.actions.action_builder import ActionBuilder
        builder = ActionBuilder(self.driver)
        fingers = [builder.add_pointer_input(interaction.POINTER_TOUCH, name) for name in ("f1", "f2")]
        for sign, finger in zip((-1, 1), fingers):
            finger.create_pointer_move(x=int(x + sign * start), y=int(y), duration=0)
            finger.create_pointer_down(button=0)
            for step in range(1, 7):
                finger.create_pointer_move(x=int(x + sign * (start + (end - start) * step / 6)), y=int(y), duration=50)
            finger.create_pointer_up(button=0)
        builder.perform()

    def box(self, selector):
        rect = self.js("const e = document.querySelector(arguments[0]);"
                       "if (!e) return null; const r = e.getBoundingClientRect();"
                       "return [r.left, r.top, r.width, r.height];", selector)
        check(rect is not None, "the page has no " + selector)
        return rect

    def tap(self, selector):
        left, top, width, height = wait_for(selector + " on screen", lambda: self.visible_box(selector))
        self.tap_at(left + width / 2, top + height / 2)

    def visible_box(self, selector):
        rect = self.box(selector)
        return rect if rect[2] > 0 and rect[3] > 0 else None

    def scale(self):
        return self.js("const m = new DOMMatrix(getComputedStyle(document.getElementById('board')).transform);"
                       "return m.a;")

    def steady_scale(self):
        """The board's scale once a gesture has ended (the same twice)."""
        def unchanged():
            first = self.scale()
            time.sleep(0.2)
            return first if self.scale() == first else None
        return wait_for("the board to stop zooming", unchanged)

    def text(self, selector):
        return self.js("const e = document.querySelector(arguments[0]); return e ? e.textContent : null;", selector)

    def shown(self, selector):
        return self.js("const e = document.querySelector(arguments[0]);"
                       "return !!e && !e.closest('[hidden]') && e.getClientRects().length > 0;", selector)

    def settle(self):
        """Waits until the page has its answer and has drawn it."""
        wait_for("the page to settle", lambda: self.js("return !document.body.classList.contains('busy');"))

    def screenshot(self, path):
        check(self.driver.save_screenshot(path), "could not save " + path)
        print("browser_test: screenshot " + path)

    def hex_in_view(self, hex_):
        """Whether the middle of the hex is inside the board's box."""
        return self.js("""
            const h = document.querySelector('polygon.hex[data-hex="' + arguments[0] + '"]').getBoundingClientRect();
            const w = document.getElementById('board-wrap').getBoundingClientRect();
            const x = h.left + h.width / 2, y = h.top + h.height / 2;
            return x > w.left && x < w.right && y > w.top && y < w.bottom;""", hex_)

    def tap_hex(self, hex_):
        """Zoomed in, brings the hex to the board's middle (drags) and taps it."""
        polygon = 'polygon.hex[data-hex="%s"]' % hex_
        wl, wt, ww, wh = self.box("#board-wrap")
        middle_x, middle_y = wl + ww / 2, wt + wh / 3
        for _ in range(6):
            left, top, width, height = self.box(polygon)
            dx, dy = middle_x - (left + width / 2), middle_y - (top + height / 2)
            if abs(dx) < 8 and abs(dy) < 8:
                break
            # One drag stays inside the board's box: a long way takes several.
            dx = max(-ww * 0.4, min(ww * 0.4, dx))
            dy = max(-wh * 0.4, min(wh * 0.4, dy))
            self.drag(middle_x - dx / 2, middle_y - dy / 2, middle_x + dx / 2, middle_y + dy / 2)
        left, top, width, height = self.box(polygon)
        check(width >= 44, "hex %s is %.0f px wide after zooming: too small for a finger" % (hex_, width))
        self.tap_at(left + width / 2, top + height / 2)
        wait_for("the sheet of " + hex_, lambda: hex_ in (self.text("#panel-title") or "") and self.shown("#panel"))


# ---- The file on disk ----------------------------------------------------------

def read_position(path):
    with open(path, encoding="utf-8") as f:
        return yaml.safe_load(f)


def hex_entry(path, hex_):
    return (read_position(path).get("hexes") or {}).get(hex_) or {}


def file_bytes(path):
    with open(path, "rb") as f:
        return f.read()


# ---- The scenario ----------------------------------------------------------------

def zoom_in(page):
    before = page.scale()
    page.tap("#zoom-in")
    page.tap("#zoom-in")
    wait_for("zoom + to enlarge the board", lambda: page.scale() > before * 1.5)
    if page.size["touch"]:
        wl, wt, ww, wh = page.box("#board-wrap")
        before = page.scale()
        page.pinch_out(wl + ww / 2, wt + wh / 2, 40, 70)
        wait_for("a pinch to enlarge the board", lambda: page.scale() > before * 1.3)
    before = page.steady_scale()
    page.tap("#zoom-out")
    wait_for("zoom - to shrink the board", lambda: page.scale() < before * 0.8)


def preview_move(page):
    """The move the board shows before it is made (its data-move), or None."""
    return page.js("const p = document.querySelector('#board .preview.shown'); return p ? p.getAttribute('data-move') : null;")


def lay_a_tile(page, position):
    page.tap_hex("E14")
    wait_for("the tiles of E14", lambda: page.shown(".choice.lay"))
    count = page.js("return document.querySelectorAll('.choice.lay').length;")
    check(count >= 2, "E14 offers %d tiles; the rules allow several" % count)
    check(page.js("return document.querySelector('.choice.lay img') !== null;"), "the tiles are not drawn")
    check_tap_targets(page, "the tiles of E14 shown")
    check_words(page, "the tiles of E14 shown")
    if page.size["touch"]:
        page.screenshot(os.path.join(page.outdir, "serve-phone-tiles.png"))
    before = file_bytes(position)
    # A tile chosen is shown on its hex, not laid: the sheet becomes a bar, the hex stays in view.
    tile = page.js("return document.querySelector('.choice.lay').dataset.tile;")
    page.tap('.choice.lay[data-tile="%s"]' % tile)
    wait_for("tile %s shown on E14" % tile, lambda: (preview_move(page) or "").startswith("E14=%s@" % tile))
    check(file_bytes(position) == before, "choosing a tile laid it")
    check(page.shown("#preview-yes") and page.shown("#preview-no"), "no \u2714/\u2716 under the tile shown")
    check(page.hex_in_view("E14"), "E14 is out of view while its tile is shown")
    check_tap_targets(page, "a tile shown on E14")
    check_words(page, "a tile shown on E14")
    if page.size["touch"]:
        page.screenshot(os.path.join(page.outdir, "serve-phone-preview.png"))
    # Turned through its legal rotations (the button, or a tap on the hex), still not laid.
    if page.shown("#preview-turn"):
        first = preview_move(page)
        page.tap("#preview-turn")
        wait_for("the tile turned", lambda: preview_move(page) not in (None, first))
        page.tap_hex("E14")
        wait_for("the tile turned by a tap on its hex", lambda: preview_move(page) is not None)
        check(file_bytes(position) == before, "turning the tile laid it")
    # \u2716 puts it back: the board as it was, the tiles offered again.
    page.tap("#preview-no")
    wait_for("the tile put back", lambda: preview_move(page) is None and page.shown(".choice.lay"))
    check(file_bytes(position) == before, "putting the tile back changed the file")
    # \u2714 lays the rotation shown, at the price shown.
    page.tap('.choice.lay[data-tile="%s"]' % tile)
    wait_for("tile %s shown again" % tile, lambda: preview_move(page) is not None)
    move = preview_move(page)
    match = re.fullmatch(r"E14=(\w+)@(\d)", move or "")
    check(match, "the tile shown is %r, not E14=TILE@ROTATION" % move)
    cost = page.js("return Number(document.getElementById('preview-yes').dataset.cost);")
    treasury = read_position(position)["companies"]["BCB"]["treasury"]
    page.tap("#preview-yes")
    laid = wait_for("%s in the file" % move, lambda: hex_entry(position, "E14").get("tile") == match.group(1))
    entry = hex_entry(position, "E14")
    check(entry.get("rotation", 0) == int(match.group(2)), "E14 laid at rotation %r, not %s" % (entry.get("rotation"), match.group(2)))
    paid = treasury - read_position(position)["companies"]["BCB"]["treasury"]
    check(paid == cost, "the lay shown at %s cost BCB %s" % (cost, paid))
    wait_for("the sheet to close after the lay", lambda: not page.shown("#panel") and preview_move(page) is None)
    page.settle()
    return laid


def place_a_station(page, position):
    page.tap_hex("D17")
    wait_for("the stations of D17", lambda: page.shown('.station[data-move="D17.c0"]'))
    before = file_bytes(position)
    page.tap('.station[data-move="D17.c0"]')
    wait_for("the station shown on D17", lambda: preview_move(page) == "D17.c0")
    check(file_bytes(position) == before, "choosing a station placed it")
    page.tap("#preview-yes")
    wait_for("BCB's station on D17 in the file", lambda: "BCB" in (hex_entry(position, "D17").get("tokens") or []))
    wait_for("the sheet to close after the station", lambda: not page.shown("#panel"))
    page.settle()


def refuse_a_move(page, position):
    before = file_bytes(position)
    page.js("act(() => apply({lay: ['E16=6@2']}));")
    wait_for("the refusal shown", lambda: page.shown("#error"))
    message = page.text("#error-text")
    check("cannot replace" in message or "colour" in message or "comes too late" in message,
          "the refusal does not say the rule: %r" % message)
    check(file_bytes(position) == before, "a refused move changed the file")
    page.tap("#error-close")
    wait_for("the refusal closed", lambda: not page.shown("#error"))
    # A refusal citing its rule: one plain sentence, the rulebook line behind a tap.
    page.js("act(() => apply({half: true}));")
    wait_for("the refusal of half pay shown", lambda: page.shown("#error") and "half" in (page.text("#error-text") or ""))
    message = page.text("#error-text")
    check(message.startswith("Refused: ") and message.endswith(".") and "000 line" not in message
          and "--" not in message, "the refusal is not one plain sentence: %r" % message)
    # (the height the rule adds below its summary: nothing until tapped)
    rule_height = ("const d = document.getElementById('error-rule');"
                   "return d.getBoundingClientRect().height - d.querySelector('summary').getBoundingClientRect().height;")
    check(page.shown("#error-rule summary") and page.js(rule_height) < 1,
          "the rule is not a tap away: summary shown %r, rule %r px high, %r"
          % (page.shown("#error-rule summary"), page.js(rule_height), page.text("#error")))
    page.tap("#error-rule summary")
    wait_for("the rule shown on a tap", lambda: page.js(rule_height) > 0)
    check(page.text("#error-rule-text") == "18CZ, 000 line 929", "the rule reads %r" % page.text("#error-rule-text"))
    if page.size["touch"]:
        page.screenshot(os.path.join(page.outdir, "serve-phone-refusal.png"))
    check(file_bytes(position) == before, "a refused payout changed the file")
    page.tap("#error-close")
    wait_for("the refusal closed", lambda: not page.shown("#error"))


def check_income(page, position):
    before = file_bytes(position)
    page.tap('#tabs button[data-panel="check"]')
    wait_for("the check box", lambda: page.shown("#declared"))
    for declared, verdict in (("40", "right"), ("30", "wrong"), ("50", "wrong")):
        page.js("document.getElementById('declared').value = '';")
        page.driver.find_element("id", "declared").send_keys(declared)
        page.tap("form.check button[type=submit]")
        # (the answer to this income, not the one before it still shown)
        wait_for("the answer to %s" % declared,
                 lambda: page.shown(".answer." + verdict) and declared in page.text(".answer p").split(".")[0])
        answer = page.text(".answer")
        check(declared in answer and "40" in answer, "the answer to %s is %r" % (declared, answer))
        check(not re.search(r"(^|\s)-\d", answer), "the answer to %s has a negative number: %r" % (declared, answer))
        if declared == "50":
            check(answer.startswith("Too high: 50 is 10 more than the best, 40"), "the answer to 50 is %r" % answer)
        if verdict == "wrong":
            check("10 more" in answer, "the answer to %s does not say 10 more: %r" % (declared, answer))
            check(page.shown(".answer .routes li"), "the wrong answer shows no better routes")
            route = page.text(".answer .routes li .places") or ""
            check("Hradec Králové – Pardubice" in route or "Pardubice – Hradec Králové" in route,
                  "the best route is not said by its places: %r" % route)
    check(file_bytes(position) == before, "checking an income changed the file")


def pay_and_end_turn(page, position):
    page.tap('#tabs button[data-panel="turn"]')
    wait_for("the payout buttons", lambda: page.shown('.payout[data-move="pay"]'))
    whose = page.text("#turn-whose")
    check("BCB's turn" in whose and "1 tile laid" in whose and "1 station" in whose,
          "the turn panel says %r, not BCB's turn with its tile and station" % whose)
    check(not page.shown('.payout[data-move="half"]'), "18CZ has no half pay, yet Half is offered")
    # The payout table: each way side by side (BCB's shares are no one's in
    # this file: the bank's, or the treasury's when withheld).
    check(page.shown(".payout-table"), "no payout table before the payout")
    heads = page.js("return [...document.querySelectorAll('.payout-table thead th[data-move]')].map(h => h.textContent);")
    check(heads == ["Pay out", "Withhold"], "the payout table's columns are %r" % heads)
    table = page.text(".payout-table")
    check("Treasury" in table and "Per share" in table, "the payout table reads %r" % table)
    check_tap_targets(page, "the turn panel open")
    if page.size["touch"]:
        page.screenshot(os.path.join(page.outdir, "serve-phone-turn.png"))
    treasury = read_position(position)["companies"]["BCB"]["treasury"]
    page.tap('.payout[data-move="pay"]')
    wait_for("the run in the file", lambda: (read_position(position).get("turn") or {}).get("ran") is True)
    check(read_position(position)["companies"]["BCB"]["treasury"] == treasury,
          "a small company's payout changed its treasury (18CZ: all 40 to the holders)")
    wait_for("the payout no longer offered once BCB has run", lambda: not page.shown(".payout"))
    check(page.shown(".end-turn"), "End turn is not offered after the run")
    page.tap(".end-turn")
    wait_for("the turn ended in the file", lambda: read_position(position).get("turn") == {}
             and read_position(position)["companies"]["BCB"].get("turns") == 2)
    wait_for("no turn under way shown", lambda: "No turn under way" in (page.text("#turn-whose") or ""))
    page.settle()


def undo_the_end_of_the_turn(page, position):
    page.tap('#tabs button[data-panel="moves"]')
    wait_for("four moves listed", lambda: page.js("return document.querySelectorAll('.moves li').length;") == 4)
    page.tap("#undo")
    # (the last move ended BCB's turn: the page asks before taking it back)
    wait_for("the page to ask before undoing the end of a turn",
             lambda: page.shown("#ask-undo") and "BCB: end turn" in (page.text("#ask-undo") or ""))
    page.tap("#ask-undo")
    # (the notice of the move before may still be up: wait for the undo's)
    wait_for("the undo to say whose move it took back (Undo BCB: end turn)",
             lambda: page.shown("#notice") and (page.text("#notice") or "").startswith("Undo BCB: end turn"))
    page.settle()
    wait_for("BCB's turn back in the file", lambda: (read_position(position).get("turn") or {}).get("company") == "BCB")
    check(read_position(position)["companies"]["BCB"].get("turns") == 1, "undo left BCB's turns counted")
    check("BCB" in (hex_entry(position, "D17").get("tokens") or []), "undo took back the station too")
    wait_for("three moves listed after the undo", lambda: page.js("return document.querySelectorAll('.moves li').length;") == 3)


def redo_the_end_of_the_turn(page, position):
    check("BCB: end turn" in (page.js("return document.getElementById('redo').title;") or ""),
          "the Redo button does not say what it makes again")
    page.tap("#redo")
    wait_for("the redo to say what it made again (Redo BCB: end turn)",
             lambda: page.shown("#notice") and (page.text("#notice") or "").startswith("Redo BCB: end turn"))
    page.settle()
    wait_for("BCB's turn ended again in the file", lambda: read_position(position)["companies"]["BCB"].get("turns") == 2)
    wait_for("four moves listed after the redo", lambda: page.js("return document.querySelectorAll('.moves li').length;") == 4)
    check(page.js("return document.getElementById('redo').disabled;"), "Redo still offered with nothing undone")


def check_opening_view(page):
    """The first view: every hex name at least 11 CSS px high as drawn (the
    board zoomed in from Fit as far as that takes), BCB's station in view."""
    smallest = page.js("const s = new DOMMatrix(getComputedStyle(document.getElementById('board')).transform).a;"
                       "const sizes = [...document.querySelectorAll('#board text.name')]"
                       "  .map(t => parseFloat(t.getAttribute('font-size')) * s);"
                       "return sizes.length ? Math.min(...sizes) : null;")
    check(smallest is not None and smallest >= 11 - 0.01, "the opening view draws a hex name at %r CSS px" % smallest)
    inside = page.js("const w = document.getElementById('board-wrap').getBoundingClientRect();"
                     "const t = document.querySelector('#board .token[data-company=\"BCB\"]').getBoundingClientRect();"
                     "return t.left >= w.left && t.right <= w.right && t.top >= w.top && t.bottom <= w.bottom;")
    check(inside, "BCB's station is not in the opening view")
    # The hexes BCB may lay or place on now, marked (GET /api/playable).
    marked = page.js("return [...document.querySelectorAll('#board polygon.hex.playable')].map(p => p.dataset.hex);")
    check("E14" in marked, "E14, where BCB may lay, is not marked: %r" % marked)


def check_words(page, where):
    """No "null", "undefined" or "NaN" anywhere the player reads: the page's
    text, and the words of its controls and pictures (title, alt, aria-label)."""
    bad = page.js("""
        const words = [document.body.innerText];
        for (const e of document.querySelectorAll('[title], [alt], [aria-label]'))
          words.push(e.getAttribute('title') || '', e.getAttribute('alt') || '', e.getAttribute('aria-label') || '');
        return words.join('\\n').split('\\n').filter((l) => /\\b(null|undefined|NaN)\\b/.test(l));""")
    check(not bad, "the page reads %s with %s" % (", ".join(repr(l) for l in bad[:5]), where))


def check_tap_targets(page, where):
    """Every control shown is at least 44 px each way: made for a finger."""
    small = page.js("""
        return [...document.querySelectorAll('button, select, input')]
          .filter((e) => !e.closest('[hidden]') && e.getClientRects().length > 0)
          .map((e) => [e.id || e.className || e.textContent.trim(), e.getBoundingClientRect()])
          .filter(([, r]) => r.width < 44 || r.height < 44)
          .map(([name, r]) => name + ' ' + Math.round(r.width) + 'x' + Math.round(r.height));""")
    check(not small, "controls smaller than 44 px with %s: %s" % (where, ", ".join(small)))


def check_refit(page):
    """A panel opening beside the board (the laptop) or under it (the
    phone) keeps the board's middle in the middle of what is left; a
    fitted board is fitted again, the panel open or closed."""
    middle = ("const w = document.getElementById('board-wrap').getBoundingClientRect();"
              "return [(w.width / 2 - view.x) / view.scale, (w.height / 2 - view.y) / view.scale, w.width, w.height];")
    fitted = ("const w = document.getElementById('board-wrap').getBoundingClientRect();"
              "return Math.abs(view.scale - Math.min(w.width / view.width, w.height / view.height)) < 1e-6"
              "  && Math.abs(view.x - (w.width - view.width * view.scale) / 2) < 0.5"
              "  && Math.abs(view.y - (w.height - view.height * view.scale) / 2) < 0.5;")
    if page.shown("#panel"):
        page.tap("#panel-close")
        wait_for("the panel closed", lambda: not page.shown("#panel"))
    before = page.scale()
    page.tap("#zoom-in")  # (a view of the player's own, not the fitted one)
    wait_for("zoom + to enlarge the board", lambda: page.scale() > before * 1.2)
    x, y, width, height = page.js(middle)
    page.tap('#tabs button[data-panel="routes"]')
    wait_for("the board's box to make room for the panel", lambda: page.js(middle)[2:] != [width, height])
    try:
        x2, y2, width2, height2 = wait_for("the board's middle kept", lambda: (
            lambda m: m if abs(m[0] - x) < 0.5 and abs(m[1] - y) < 0.5 else None)(page.js(middle)), timeout=5)
    except Failed:
        raise Failed("the board's middle moved from %r to %r as the panel opened" % ([x, y, width, height], page.js(middle)))
    if page.size["name"] == "laptop":
        check(width2 < width - 300 and height2 == height, "the panel did not open beside the board: %r" % [width2, height2])
    page.tap("#zoom-fit")
    wait_for("the board fitted beside the panel", lambda: page.js(fitted))
    page.tap("#panel-close")
    wait_for("the board fitted again once the panel closed", lambda: page.js(fitted) and page.js(middle)[2] == width)
    page.screenshot(os.path.join(page.outdir, "serve-%s-fitted.png" % page.size["name"]))


def trains_panel(page):
    page.tap('#tabs button[data-panel="trains"]')
    wait_for("the trains BCB may buy", lambda: page.shown(".buy"))
    check("2" in page.text("#panel-body"), "the trains panel does not show BCB's 2")
    check(page.shown(".bank li") and "4 left" in page.text(".bank"), "the bank's stock is not shown: %r" % page.text("#panel-body"))
    check_tap_targets(page, "the trains panel open")


def choose(page, selector, value):
    """Picks `value` in the <select> `selector` as a player does (its change event fires)."""
    from selenium.webdriver.support.ui import Select
    Select(page.driver.find_element("css selector", selector)).select_by_value(value)


def open_page(size, url, outdir):
    """Chromium at `size` on `url`: its driver (for the caller to quit) and the Page."""
    driver = start_chromium(size)
    try:
        driver.set_page_load_timeout(WAIT)
        driver.set_script_timeout(WAIT)
        page = Page(driver, size)
        page.outdir = outdir
        driver.get(url)
    except Exception:
        driver.quit()
        raise
    return driver, page


def type_into(page, selector, text):
    field = page.driver.find_element("css selector", selector)
    field.clear()
    field.send_keys(text)


def stock_round(page, position):
    """The stock round's facts written from the page: MW floated at par 60
    (18CZ: 4 x 60 to its treasury), then Anna's 60% of it recorded."""
    page.tap('#tabs button[data-panel="stock"]')
    wait_for("the stock round's forms", lambda: page.shown("#float-form") and page.shown("#shares-form"))
    check('BCB' in (page.text(".stock-table") or ""), "the stock table does not list BCB: %r" % page.text(".stock-table"))
    check_tap_targets(page, "the stock panel open")
    check_words(page, "the stock panel open")
    choose(page, "#float-company", "MW")
    wait_for("MW's par prices offered", lambda: page.js(
        "return [...document.querySelectorAll('#float-par option')].map(o => o.value).join(',');") == ",50,55,60,65,70")
    choose(page, "#float-par", "60")
    page.tap("#float-form button[type=submit]")
    mw = wait_for("MW floated in the file", lambda: read_position(position)["companies"].get("MW"))
    check(mw.get("par") == 60 and mw.get("treasury") == 240, "MW floated as %r, not at par 60 with 240" % mw)
    wait_for("MW in the stock table", lambda: page.shown('.stock-table tr[data-company="MW"]'))
    check(not page.js("return [...document.querySelectorAll('#float-company option')].some(o => o.value === 'MW');"),
          "MW is still offered to float")
    type_into(page, "#shares-holder", "Anna")
    choose(page, "#shares-company", "MW")
    type_into(page, "#shares-percent", "60")
    page.tap("#shares-form button[type=submit]")
    wait_for("Anna's 60% of MW in the file",
             lambda: (read_position(position)["companies"]["MW"].get("shares") or {}).get("Anna") == 60)
    wait_for("Anna's shares in the stock table", lambda: "Anna 60%" in (page.text('.stock-table tr[data-company="MW"]') or ""))
    page.settle()
    check_words(page, "the stock round's facts written")
    if page.size["touch"]:
        page.screenshot(os.path.join(page.outdir, "serve-phone-stock.png"))


def run(size, xxroute, fixture, outdir):
    position = os.path.join(outdir, size["name"] + ".yaml")
    shutil.copyfile(fixture, position)
    server = Server(xxroute, position, os.path.join(outdir, size["name"] + "-server.log"))
    driver = None
    try:
        driver, page = open_page(size, server.url, outdir)
        wait_for("the board", lambda: page.shown("#board svg polygon.hex"))
        wait_for("BCB's income 40", lambda: "BCB 40" in (page.text("#income") or ""))
        check_words(page, "the page opened")
        check_opening_view(page)
        check_refit(page)
        zoom_in(page)
        lay_a_tile(page, position)
        check_words(page, "lay a tile")
        place_a_station(page, position)
        check_words(page, "place a station")
        refuse_a_move(page, position)
        check_words(page, "refuse a move")
        check_income(page, position)
        check_words(page, "check income")
        check_tap_targets(page, "the check box open")
        trains_panel(page)
        check_words(page, "trains panel")
        pay_and_end_turn(page, position)
        check_words(page, "pay and end turn")
        undo_the_end_of_the_turn(page, position)
        check_words(page, "undo the end of the turn")
        redo_the_end_of_the_turn(page, position)
        check_words(page, "redo the end of the turn")
        stock_round(page, position)
        page.tap("#zoom-fit")
        page.screenshot(os.path.join(outdir, "serve-%s.png" % size["name"]))
        print("browser_test: %s (%dx%d): lay, station, refusal, check, pay, end turn, undo, redo, stock: all held"
              % (size["name"], size["width"], size["height"]))
    except Exception:
        if driver is not None:
            driver.save_screenshot(os.path.join(outdir, "serve-%s-failed.png" % size["name"]))
        raise
    finally:
        if driver is not None:
            driver.quit()
        server.stop()


# ---- A whole operating round on two phones at once ---------------------------

def lay_first_tile(page, hex_):
    """Taps the hex, the first tile its sheet offers, and ✔: the move sent.
    A tile still shown there (a move not made: stale) is sent again as it is."""
    if (preview_move(page) or "").startswith(hex_ + "="):
        move = preview_move(page)
        page.tap("#preview-yes")
        return move
    page.tap_hex(hex_)
    wait_for("the tiles of " + hex_, lambda: page.shown(".choice.lay"))
    page.tap(".choice.lay")
    wait_for("a tile shown on " + hex_, lambda: (preview_move(page) or "").startswith(hex_ + "="))
    move = preview_move(page)
    page.tap("#preview-yes")
    return move


def pay_out(page, company):
    page.tap('#tabs button[data-panel="turn"]')
    wait_for(company + "'s payout offered", lambda: page.shown('.payout[data-move="pay"]')
             and company in (page.text("#panel-title") or ""))
    page.tap('.payout[data-move="pay"]')


def round_of_two(xxroute, fixture, outdir):
    """BCB's phone and MW's phone on one file, both open at once: BCB lays;
    MW's stale move answers what happened meanwhile; MW's move before BCB
    has run is refused; BCB pays; MW's move then asks to end BCB's turn
    (Back first: nothing made; then End BCB's turn);
    MW runs and ends its turn, and its phone moves on to BCB, its home in
    view; BCB's phone keeps up by itself. The file is read after each step."""
    position = os.path.join(outdir, "round.yaml")
    shutil.copyfile(fixture, position)
    server = Server(xxroute, position, os.path.join(outdir, "round-server.log"))
    drivers = []
    shot = lambda page, name: page.screenshot(os.path.join(outdir, "round-%s.png" % name))
    try:
        phones = {}
        for company in ("BCB", "MW"):
            driver, page = open_page(PHONE, server.url + ("&" if "?" in server.url else "?") + "company=" + company, outdir)
            drivers.append(driver)
            phones[company] = page
        bcb, mw = phones["BCB"], phones["MW"]
        for company, page in phones.items():
            wait_for(company + "'s phone open", lambda: page.shown("#board svg polygon.hex")
                     and (page.text("#income") or "").startswith(company + " "))
            page.tap("#zoom-in")
        mw.js("clearInterval(state.poller);")  # (MW's phone keeps what it saw: its next move is stale)
        # 1. BCB lays a tile on its phone.
        move = lay_first_tile(bcb, "E14")
        wait_for("BCB's lay in the file", lambda: hex_entry(position, "E14").get("tile"))
        wait_for("BCB's turn under way", lambda: (read_position(position).get("turn") or {}).get("company") == "BCB")
        bcb.settle()
        shot(bcb, "1-bcb-lays")
        # 2. MW's phone, a move behind: not made, and it says what happened meanwhile.
        before = file_bytes(position)
        lay_first_tile(mw, "G22")
        wait_for("MW's stale move refused", lambda: mw.shown("#error") and "Not made" in (mw.text("#error-text") or ""))
        stale = mw.text("#error-text")
        check("BCB" in stale and move in stale, "the stale move does not say what happened meanwhile: %r" % stale)
        check(file_bytes(position) == before, "a stale move changed the file")
        mw.settle()
        shot(mw, "2-mw-stale")
        mw.tap("#error-close")
        # 3. MW's move again (its tile still shown: ✔ again) while BCB has not run: refused, in plain words.
        check((preview_move(mw) or "").startswith("G22="), "the tile not made is no longer shown on G22")
        lay_first_tile(mw, "G22")
        wait_for("MW's move refused while BCB must still run",
                 lambda: mw.shown("#error") and "Refused" in (mw.text("#error-text") or ""))
        refusal = mw.text("#error-text")
        check("BCB" in refusal and "not run" in refusal and "--" not in refusal and "apply" not in refusal,
              "the refusal does not say plainly that BCB must run first: %r" % refusal)
        check(file_bytes(position) == before, "a refused move changed the file")
        shot(mw, "3-mw-refused")
        mw.tap("#error-close")
        # 4. BCB runs and pays on its phone; its turn is still under way.
        pay_out(bcb, "BCB")
        wait_for("BCB's run in the file", lambda: (read_position(position).get("turn") or {}).get("ran") is True)
        bcb.settle()
        # 5. MW's phone keeps up by itself again (its poll); MW's move now asks to end BCB's turn: Back first.
        mw.js("state.poller = setInterval(poll, 5000);")
        version = lambda page: page.js("return state.position.version;")
        wait_for("MW's phone to catch up", lambda: version(mw) == version(bcb), timeout=15)
        mw.settle()
        before = file_bytes(position)
        lay_first_tile(mw, "G22")
        wait_for("the page to ask to end BCB's turn", lambda: mw.shown("#ask-end-turn") and mw.shown("#ask-back"))
        check("BCB" in mw.text("#ask-why"), "the question does not say whose turn: %r" % mw.text("#ask-why"))
        check(file_bytes(position) == before, "asking changed the file")
        shot(mw, "5-mw-asked")
        mw.tap("#ask-back")
        wait_for("the question put away", lambda: not mw.shown("#ask-end-turn"))
        check(file_bytes(position) == before, "Back changed the file")
        # 6. MW again: this time End BCB's turn, then MW's lay, in one write.
        lay_first_tile(mw, "G22")
        wait_for("the page to ask again", lambda: mw.shown("#ask-end-turn"))
        mw.tap("#ask-end-turn")
        wait_for("MW's turn under way in the file, BCB's ended",
                 lambda: (read_position(position).get("turn") or {}).get("company") == "MW"
                 and read_position(position)["companies"]["BCB"].get("turns") == 2 and hex_entry(position, "G22").get("tile"))
        mw.settle()
        shot(mw, "6-mw-ended-bcb")
        # 7. MW pays and ends its turn: the round is over, and MW's phone moves on to BCB, Pardubice in view.
        pay_out(mw, "MW")
        wait_for("MW's run in the file", lambda: (read_position(position).get("turn") or {}).get("ran") is True)
        mw.settle()
        wait_for("End turn offered", lambda: mw.shown(".end-turn"))
        mw.tap(".end-turn")
        wait_for("the round over in the file", lambda: read_position(position).get("turn") == {}
                 and read_position(position)["companies"]["MW"].get("turns") == 2)
        wait_for("MW's phone on BCB, next to operate", lambda: mw.js("return document.getElementById('company').value;") == "BCB")
        mw.settle()
        check(mw.hex_in_view("E16"), "BCB's home, Pardubice, is not in view on MW's phone after the turn")
        shot(mw, "7-mw-round-over")
        # 8. BCB's phone caught up by itself (its poll): the round's moves, as MW's phone has them.
        moves = "return state.position.moves.map(m => m.company + ': ' + m.text);"
        seen = wait_for("BCB's phone to show the whole round", lambda: (
            lambda m: m if len(m) == 5 else None)(bcb.js(moves)), timeout=15)
        check(seen == mw.js(moves), "the two phones list different moves: %r and %r" % (seen, mw.js(moves)))
        check(seen[0] == "BCB: lay " + move and seen[1].startswith("BCB: run")
              and seen[2].startswith("MW: end BCB's turn, lay G22=") and seen[3].startswith("MW: run")
              and seen[4] == "MW: end turn", "the round's moves read %r" % seen)
        check_words(bcb, "the round seen on BCB's phone")
        check_words(mw, "the round seen on MW's phone")
        shot(bcb, "8-bcb-caught-up")
        print("browser_test: two phones, one operating round of BCB and MW: stale move, the ask to end a turn, "
              "the next company: all held")
    except Exception:
        for i, driver in enumerate(drivers):
            driver.save_screenshot(os.path.join(outdir, "round-failed-%d.png" % i))
        raise
    finally:
        for driver in drivers:
            driver.quit()
        server.stop()


# ---- A private's ability on the sheet of a hex -------------------------------

def private_lay(xxroute, outdir):
    """GT's phone in a new 1846 game where GT owns the Michigan Central: B10,
    a hex of its ability (free yellow tiles on B10 and B12, joined to no
    track), is outlined; its sheet offers those tiles named "by MC"; \u2714
    lays the one shown, free, and the file then holds it."""
    work = os.path.join(outdir, "private")
    shutil.rmtree(work, ignore_errors=True)  # (a run before this one left its game)
    os.makedirs(work)
    for args in (("new", "1846", "--players", "4", "--companies", "NYC=400,GT=400", "-o", "gt.yaml"),
                 ("apply", "gt.yaml", "--par", "GT=80", "--shares", "Ben: GT 50", "--shares", "ipo: GT 50"),
                 ("apply", "gt.yaml", "--buy-private", "Anna: MC 40"),
                 ("apply", "gt.yaml", "-c", "GT", "--buy-private", "GT: MC 40")):
        done = subprocess.run((xxroute,) + args, cwd=work, capture_output=True, text=True)
        check(done.returncode == 0, "xxroute %s: %s" % (" ".join(args), done.stdout + done.stderr))
    position = os.path.join(work, "gt.yaml")
    server = Server(xxroute, position, os.path.join(outdir, "private-server.log"))
    driver = None
    try:
        driver, page = open_page(PHONE, server.url, outdir)
        wait_for("the board", lambda: page.shown("#board svg polygon.hex"))
        choose(page, "#company", "GT")
        wait_for("B10 outlined for GT", lambda: page.js(
            "return document.querySelector('#board .playable[data-hex=\"B10\"]') !== null;"))
        page.tap_hex("B10")
        wait_for("the tiles of B10", lambda: page.shown(".choice.lay"))
        words = page.text("#panel-body") or ""
        check("by MC" in words, "B10's sheet does not name MC: %r" % words)
        treasury = read_position(position)["companies"]["GT"]["treasury"]
        page.tap(".choice.lay")
        wait_for("an MC tile shown on B10", lambda: (preview_move(page) or "").startswith("MC:B10="))
        move = preview_move(page)
        check("by MC" in (page.text("#panel-title") or ""), "the tile shown does not say it is MC's")
        page.tap("#preview-yes")
        tile = re.fullmatch(r"MC:B10=(\w+)@\d", move).group(1)
        wait_for("%s in the file" % move, lambda: hex_entry(position, "B10").get("tile") == tile)
        check(read_position(position)["companies"]["GT"]["treasury"] == treasury, "MC's lay was not free")
        page.screenshot(os.path.join(outdir, "private-laid.png"))
        print("browser_test: GT's phone, 1846: the Michigan Central's tile offered by name on B10, laid free: held")
    except Exception:
        if driver is not None:
            driver.save_screenshot(os.path.join(outdir, "private-failed.png"))
        raise
    finally:
        if driver is not None:
            driver.quit()
        server.stop()


def main(argv):
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    xxroute, fixture, outdir = argv[1:]
    os.makedirs(outdir, exist_ok=True)

    def out_of_time(signum, frame):
        raise Failed("the test ran past %d s" % BUDGET)

    signal.signal(signal.SIGALRM, out_of_time)
    signal.alarm(BUDGET)
    try:
        for size in (PHONE, LAPTOP):
            run(size, os.path.abspath(xxroute), fixture, outdir)
        round_of_two(os.path.abspath(xxroute), os.path.join(os.path.dirname(fixture), "two-companies.yaml"), outdir)
        private_lay(os.path.abspath(xxroute), outdir)
    except Failed as failure:
        print("browser_test: FAILED: %s" % failure)
        return 1
    except Exception as error:  # selenium's own, with a long trace
        print("browser_test: FAILED: %s: %s" % (type(error).__name__, str(error).strip().splitlines()[0]))
        return 1
    finally:
        signal.alarm(0)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
