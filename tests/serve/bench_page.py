#!/usr/bin/env python3
"""Benchmark (not a timed test): a move on the table page, from the tap on
\u2714 to the board redrawn with the new routes, in headless Chromium at phone
size (375x812, touch), by default on the hardest real position of the corpus
(the slowest to solve: 18CZ 29247-761, PR's 8E). It serves a copy, opens the
sheet of the hex of the best free lay on a hex it draws (`whatif --best-lay`), shows that
tile (its best rotation) on the board and times REPEAT times, inside the page: the tap on \u2714
(the move sent, the new position, routes and playable hexes asked, the
board drawn) until two frames later, then the lay undone. Prints the
median, the fastest and the slowest, in milliseconds.

    tests/serve/bench_page.py build/cli/xxroute [POSITION] [REPEAT]
"""
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from browser_test import PHONE, Page, Server, start_chromium, wait_for  # noqa: E402

SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
HARDEST = os.path.normpath(os.path.join(SOURCE, "..", "shared", "corpus", "18CZ", "29247-761.yaml"))

# The time from the tap on \u2714 (its click, caught first) until the page is
# no longer busy and two frames have been drawn since.
TIME_THE_TAP = """
const done = arguments[arguments.length - 1];
const yes = document.getElementById('preview-yes');
let start = 0;
yes.addEventListener('click', () => { start = performance.now(); }, { capture: true, once: true });
yes.click();
const settled = () => {
  const shown = document.getElementById('preview-yes');  // (the tile still shown: not yet made)
  if (document.body.classList.contains('busy') || (shown && shown.getClientRects().length)) return setTimeout(settled, 2);
  requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - start)));
};
settled();
"""


def main():
    xxroute = os.path.abspath(sys.argv[1])
    position = os.path.abspath(sys.argv[2]) if len(sys.argv) > 2 else HARDEST
    repeat = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    out = json.loads(subprocess.run([xxroute, "whatif", position, "--best-lay", "--format", "json"],
                                    capture_output=True, text=True, check=True).stdout)
    # The best free lay on a hex the board draws (a corpus file lists only
    # the hexes with track, base_map: false: a tap reaches no other).
    with open(position, encoding="utf-8") as f:
        drawn = set((yaml.safe_load(f).get("hexes") or {}).keys())
    change = [c for c in out["changes"] if c["cost"] == 0 and c["change"].startswith("lay ")
              and c["change"].split()[1].split("=")[0] in drawn][0]["change"]  # "lay B17=8@1"
    move = change.split()[-1]
    hex_, tile = move.split("=")[0], move.split("=")[1].split("@")[0]
    company = out["company"]
    with tempfile.TemporaryDirectory() as folder:
        copy = os.path.join(folder, os.path.basename(position))
        shutil.copyfile(position, copy)
        server = Server(xxroute, copy, os.path.join(folder, "server.log"))
        driver = start_chromium(PHONE)
        try:
            driver.set_script_timeout(60)
            page = Page(driver, PHONE)
            driver.get(server.url + ("&" if "?" in server.url else "?") + "company=" + company)
            wait_for("the board", lambda: page.shown("#board svg polygon.hex"))
            page.settle()
            times = []
            for _ in range(repeat):
                page.js("openHex(arguments[0]);", hex_)
                lay = '.choice.lay[data-tile="%s"]' % tile
                wait_for("the tiles of " + hex_, lambda: page.js("return !!document.querySelector(arguments[0]);", lay))
                page.js("document.querySelector(arguments[0]).click();", lay)
                wait_for("the tile shown", lambda: page.shown("#preview-yes"))
                times.append(driver.execute_async_script(TIME_THE_TAP))
                page.settle()
                page.js("act(undo);")
                wait_for("the lay undone", lambda: page.js("return !state.position.can_undo;"))
                page.settle()
        finally:
            driver.quit()
            server.stop()
    print("page: %s, %s %s on %s, %d taps: tap to board redrawn median %.0f ms (fastest %.0f, slowest %.0f)"
          % (os.path.basename(position), company, change, hex_, repeat, statistics.median(times), min(times), max(times)))


if __name__ == "__main__":
    main()
