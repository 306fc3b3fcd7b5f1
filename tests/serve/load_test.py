"""`xxroute serve` under load, on 127.0.0.1 only: 50 clients reading and
solving at once while one edits (moves made and undone), for 30 seconds by default
(XXROUTE_LOAD_SECONDS: the suite gives 8, 6 in the sanitizer tree). Every answer must be right: each
solve's income is what a fresh `xxroute solve` gives for the version of the
file it read; no request fails, the server never stops, and the file on
disk is at every moment one of the versions written whole (no torn write)."""
import os
import tempfile
import threading
import time

from serve_helpers import Server, cli_json

SECONDS = float(os.environ.get("XXROUTE_LOAD_SECONDS", "30"))
CLIENTS = 50
# The editor's cycle: moves that change the income (a 3 instead of the 2, a
# town laid) and undo them all.
EDITS = [("apply", {"company": "BCB", "lay": "E14=55@0"}),
         ("apply", {"company": "BCB", "trains": "3"}),
         ("apply", {"company": "BCB", "token": "D17"}),
         ("undo", None), ("undo", None), ("undo", None)]


def test_fifty_clients_while_one_edits(tmp_path):
    server = Server(tmp_path)
    texts = {1: open(server.path, "rb").read()}  # version -> the file's bytes
    answers = []      # (version, income) of every solve
    failures = []
    seen_on_disk = set()
    stop = time.monotonic() + SECONDS
    lock = threading.Lock()

    def fail(what):
        with lock:
            failures.append(what)

    def reader(n):
        conn = server.connection()
        i = 0
        try:
            while time.monotonic() < stop:
                i += 1
                if i % 4 == 0:
                    status, j, _ = server.get("/api/position", conn=conn)
                    if status != 200 or "version" not in j:
                        fail(("position", status, str(j)[:200]))
                    continue
                if i % 7 == 0:
                    status, j, _ = server.post("/api/check", {"company": "BCB", "declared": 40}, conn=conn)
                    if status != 200 or j["best"]["income"] < 40:
                        fail(("check", status, str(j)[:200]))
                    continue
                status, j, _ = server.get("/api/solve?company=BCB", conn=conn)
                if status != 200:
                    fail(("solve", status, str(j)[:200]))
                    continue
                with lock:
                    answers.append((j["version"], j["income"]))
        except Exception as e:  # (a connection refused or reset: the server failed)
            fail(("reader %d" % n, repr(e)))
        finally:
            conn.close()

    def editor():
        conn = server.connection()
        k = 0
        try:
            while time.monotonic() < stop:
                kind, body = EDITS[k % len(EDITS)]
                k += 1
                status, j, _ = server.post("/api/" + kind, body, conn=conn)
                if status != 200:
                    fail((kind, body, status, str(j)[:300]))
                    return
                # The editor is the only writer: until its next move the file is this version.
                with open(server.path, "rb") as f:
                    text = f.read()
                with lock:
                    texts[j["version"]] = text
                time.sleep(0.01)
        except Exception as e:
            fail(("editor", repr(e)))
        finally:
            conn.close()

    def watcher():  # the file as another program would read it at any moment
        while time.monotonic() < stop:
            with open(server.path, "rb") as f:
                seen_on_disk.add(f.read())
            time.sleep(0.003)

    threads = [threading.Thread(target=reader, args=(n,)) for n in range(CLIENTS)]
    threads += [threading.Thread(target=editor), threading.Thread(target=watcher)]
    try:
        for t in threads:
            t.start()
        for t in threads:
            t.join(SECONDS + 240)
        assert server.alive(), "the server stopped"
    finally:
        server.stop()
    assert not failures, failures[:5]
    print("%d solves, %d versions" % (len(answers), len(texts)))
    assert len(answers) > CLIENTS and len(texts) > 3

    # Every solve answered the income a fresh solve gives for the version it read.
    fresh = {}  # the file's bytes -> its income by `xxroute solve`
    with tempfile.TemporaryDirectory() as d:
        for text in set(texts.values()):
            path = os.path.join(d, "bcb.yaml")
            with open(path, "wb") as f:
                f.write(text)
            code, j = cli_json("solve", path, "-c", "BCB")
            assert code == 0
            fresh[text] = j["income"]
    assert len(set(fresh.values())) > 1  # (the moves changed the income: the check can tell versions apart)
    wrong = [(v, income, fresh[texts[v]]) for v, income in answers if fresh[texts[v]] != income]
    assert not wrong, wrong[:5]
    # No torn write: every read of the file found one whole version.
    assert seen_on_disk <= set(texts.values()), [t for t in seen_on_disk if t not in texts.values()][:1]
