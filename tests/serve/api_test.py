"""The JSON API of `xxroute serve` (man/xxroute.1, SERVE): every endpoint
answers what the command line answers for the same file, every refusal has
its status and leaves the file as it was, and hostile or random requests
never stop the server. Run by ctest (tests/CMakeLists.txt) with XXROUTE set
to the program."""
import concurrent.futures
import json
import os
import random
import re
import shutil
import socket
import threading
import time

import pytest

from serve_helpers import SOURCE, TABLE, Server, cli, cli_json, without_timing

ORIGINAL = open(TABLE, "rb").read()


@pytest.fixture
def server(tmp_path):
    s = Server(tmp_path)
    yield s
    s.stop()


def file_bytes(server):
    with open(server.path, "rb") as f:
        return f.read()


def test_position_shows_the_board_and_companies(server):
    status, j, _ = server.get("/api/position")
    assert status == 200
    assert j["file"] == "bcb.yaml" and j["game"] == "18CZ" and j["variant"] is None and j["phase"] == "a"
    (bcb,) = j["companies"]
    assert bcb["name"] == "BCB" and bcb["trains"] == ["2"] and bcb["treasury"] == 60 and bcb["home"] == "E16"
    assert bcb["color"].startswith("#")
    assert j["company"] == "BCB" and j["turn"] is None
    assert j["moves"] == [] and j["can_undo"] is False
    assert j["svg"].startswith("<?xml") and 'data-hex="E16"' in j["svg"]
    assert j["version"] == 1
    # Unchanged since the version read: 304.
    assert server.get("/api/position?since=1")[0] == 304


def test_solve_answers_what_solve_prints(server):
    status, j, _ = server.get("/api/solve?company=BCB")
    assert status == 200
    code, want = cli_json("solve", server.name, "-c", "BCB", cwd=server.folder)
    assert code == 0
    svg = j.pop("svg")
    assert j.pop("version") == 1
    assert [p["move"] for p in j.pop("payouts")] == ["pay", "withhold"]  # (test_the_payout_table_...)
    assert without_timing(j) == without_timing(want)
    assert 'class="route"' in svg


def test_check_a_declared_income(server):
    status, j, _ = server.post("/api/check", {"company": "BCB", "declared": 30})
    assert status == 200
    _, want = cli_json("check", server.name, "-c", "BCB", "--declared", "30", cwd=server.folder)
    assert without_timing(j) == without_timing(want)
    assert j["difference"] == 10


def test_check_declared_routes(server):
    status, j, _ = server.post("/api/check", {"company": "BCB", "routes": "2: D17-E16"})
    assert status == 200 and j["legal"] is True and j["optimal"] is True
    _, want = cli_json("check", server.name, "-c", "BCB", "--routes", "2: D17-E16", cwd=server.folder)
    assert without_timing(j) == without_timing(want)


def test_check_routes_the_rules_refuse_is_422_with_the_rule(server):
    status, j, _ = server.post("/api/check", {"company": "BCB", "routes": "2: D17-C12"})
    assert status == 422
    assert j["legal"] is False and "station" in j["error"]["message"]
    assert j["best"]["income"] == 40


def test_options_are_the_legal_lays_and_stations_there(server):
    status, j, _ = server.get("/api/options?company=BCB&hex=E14")
    assert status == 200 and j["hex"] == "E14"
    moves = {lay["move"] for lay in j["lays"]}
    assert "E14=55@0" in moves and "E14=57@0" not in moves  # (a town hex takes no city tile)
    for lay in j["lays"]:
        assert lay["move"] == "E14=%s@%d" % (lay["tile"], lay["rotation"])
        assert lay["svg"].startswith("<?xml") and lay["income"] == 40
    status, j, _ = server.get("/api/options?company=BCB&hex=D17")
    assert status == 200
    assert j["stations"] == [{"stop": "D17.c0", "cost": 40, "cost_text": "station 40", "by": None, "move": "D17.c0"}]


def test_each_lay_earns_on_the_sheet_what_whatif_ranks_it_at(tmp_path):
    """The sheet of a hex ranks its lays against the version as it is,
    solved once for every tap (the routes a lay does not touch carried
    over): each lay's income is `whatif --lay`'s, asked again the same, and
    after a move the sheet is the new version's."""
    position = os.path.join(SOURCE, "fixtures", "18CZ", "bn-plus-trains.yaml")
    s = Server(tmp_path, position)
    try:
        hexes = [p["hex"] for p in s.get("/api/playable")[1]["hexes"] if p["lay"]]
        assert len(hexes) >= 3
        incomes = set()
        for hex_ in hexes[:3]:
            sheet = s.get("/api/options?hex=" + hex_)[1]
            assert sheet["lays"], hex_
            for lay in sheet["lays"]:
                code, ranked = cli_json("whatif", s.name, "--lay", lay["move"], cwd=s.folder)
                assert code == 0 and lay["income"] == ranked["changes"][0]["income"], (hex_, lay["move"])
                incomes.add(lay["income"])
            assert s.get("/api/options?hex=" + hex_)[1]["lays"] == sheet["lays"]
        assert len(incomes) > 1  # (lays that earn differently: the ranking shows something)
        hex_ = hexes[0]
        move = s.get("/api/options?hex=" + hex_)[1]["lays"][0]["move"]
        assert s.post("/api/apply", {"lay": [move]})[0] == 200
        after = s.get("/api/options?hex=" + hex_)[1]
        assert move not in [lay["move"] for lay in after["lays"]]
        for lay in after["lays"][:2]:
            code, ranked = cli_json("whatif", s.name, "--lay", lay["move"], cwd=s.folder)
            assert code == 0 and lay["income"] == ranked["changes"][0]["income"], lay["move"]
    finally:
        s.proc.kill()


def wait_for_line(server, part, seconds=120):
    """The first line of the server's log holding `part`, waited for."""
    end = time.time() + seconds
    while time.time() < end:
        for line in list(server.lines):
            if part in line:
                return line
        time.sleep(0.05)
    raise AssertionError("no line with %r in %s seconds: %s" % (part, seconds, server.lines))


def test_the_sheets_are_worked_out_ahead_once_the_page_asks_where_it_may_play(tmp_path):
    """Asked where the company may play (GET /api/playable), the server
    works out the sheet of each of those hexes before any tap: a tap then
    gets the sheet made ahead, the same a tap that made it itself gets."""
    position = os.path.join(SOURCE, "fixtures", "18CZ", "bn-plus-trains.yaml")
    (tmp_path / "ahead").mkdir()
    (tmp_path / "fresh").mkdir()
    ahead, fresh = Server(tmp_path / "ahead", position), Server(tmp_path / "fresh", position)
    try:
        hexes = [p["hex"] for p in ahead.get("/api/playable")[1]["hexes"]]
        assert len(hexes) >= 3
        line = wait_for_line(ahead, "worked out ahead")
        assert re.search(r": the sheets of %d hexes of version 1 worked out ahead in [0-9.]+ s$" % len(hexes), line), line
        lays = 0
        for hex_ in hexes:
            made_ahead = ahead.get("/api/options?hex=" + hex_)[1]
            made_now = fresh.get("/api/options?hex=" + hex_)[1]  # (no work ahead there: never asked where to play)
            assert made_ahead.pop("ahead") is True and made_now.pop("ahead") is False, hex_
            assert made_ahead == made_now, hex_
            lays += len(made_now["lays"])
        assert lays > 0
        assert not any("worked out ahead" in line for line in fresh.lines)
    finally:
        ahead.stop()
        fresh.stop()


def test_the_work_ahead_stops_when_the_file_moves_on(tmp_path):
    """The sheets of a version no one will see again are not worked out:
    the file changed (here on disk), the work ahead stops at the next hex."""
    position = os.path.join(SOURCE, "fixtures", "bench", "1824-full-gray-KK-8-10-U.yaml")  # (seconds of sheets)
    s = Server(tmp_path, position)
    try:
        hexes = s.get("/api/playable")[1]["hexes"]
        with open(s.path, "a") as f:
            f.write("# changed on disk\n")
        assert s.get("/api/position")[1]["version"] == 2
        line = wait_for_line(s, "stopped after")
        m = re.search(r"KK: the sheets of version 1 stopped after (\d+) of (\d+) hexes \(the file is at version 2\)$", line)
        assert m, line
        assert int(m.group(2)) == len(hexes) and int(m.group(1)) < len(hexes)
        assert not any("worked out ahead" in line for line in s.lines)
    finally:
        s.stop()


def test_every_lay_offered_is_one_apply_accepts(server, tmp_path):
    _, j, _ = server.get("/api/options?company=BCB&hex=E14")
    assert j["lays"], "no lay offered on E14: nothing to apply"
    for lay in j["lays"][:4]:
        copy = tmp_path / "copy.yaml"
        copy.write_bytes(ORIGINAL)
        code, out = cli_json("apply", str(copy), "-c", "BCB", "--lay", lay["move"])
        assert code == 0, out


def test_trains_to_buy(server):
    status, j, _ = server.get("/api/trains?company=BCB")
    assert status == 200
    assert j["trains"] == ["2"] and j["limit"] == 3 and j["over"] == 0 and j["bank"] is None
    two = [b for b in j["buy"] if b["train"] == "2"][0]
    assert two["cost"] == 70 and two["move"] == "2" and two["trade_in"] is None


def test_apply_writes_what_apply_writes(server, tmp_path):
    status, j, _ = server.post("/api/apply", {"company": "BCB", "lay": ["E14=55@0"], "token": "D17"})
    assert status == 200, j
    assert j.pop("version") == 2
    copy = tmp_path / "cli" / "bcb.yaml"
    copy.parent.mkdir()
    copy.write_bytes(ORIGINAL)
    code, want = cli_json("apply", "bcb.yaml", "-c", "BCB", "--lay", "E14=55@0", "--token", "D17", cwd=copy.parent)
    assert code == 0
    assert without_timing(j) == without_timing(want)
    assert file_bytes(server) == copy.read_bytes()
    # check FILE agrees with the server after the move.
    _, solved, _ = server.get("/api/solve?company=BCB")
    code, checked = cli_json("check", server.name, "-c", "BCB", "--declared", str(solved["income"]), cwd=server.folder)
    assert code == 0 and checked["difference"] == 0
    _, p, _ = server.get("/api/position")
    assert p["moves"] == [{"index": 0, "text": "lay E14=55@0, token D17", "company": "BCB"}]
    assert p["can_undo"] is True and p["companies"][0]["treasury"] == 20
    # One line logged per change.
    for _ in range(100):
        if "xxroute serve: apply BCB: lay E14=55@0, token D17" in server.lines:
            break
        time.sleep(0.05)
    assert server.lines == ["xxroute serve: apply BCB: lay E14=55@0, token D17"]


def test_undo_restores_the_file_byte_for_byte(server):
    def treasury():
        return server.get("/api/position")[1]["companies"][0]["treasury"]
    start = treasury()
    assert server.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})[0] == 200
    after_lay_treasury = treasury()
    assert server.post("/api/apply", {"company": "BCB", "token": "D17"})[0] == 200
    after_token_treasury = treasury()
    status, j, _ = server.post("/api/undo")
    assert status == 200 and j["undone"] == "token D17" and j["version"] == 4
    # It says whose move it took back and what the treasury gets back.
    assert j["company"] == "BCB" and j["treasury_back"] == after_lay_treasury - after_token_treasury > 0
    after_lay = file_bytes(server)
    assert b"E14" in after_lay and b"tokens: [BCB]}  # Hradec" not in after_lay
    status, j, _ = server.post("/api/undo")
    assert status == 200 and j["undone"] == "lay E14=55@0" and j["treasury_back"] == start - after_lay_treasury
    assert file_bytes(server) == ORIGINAL
    status, j, _ = server.post("/api/undo")
    assert status == 409 and "no move made through this server" in j["error"]["message"]
    _, p, _ = server.get("/api/position")
    assert p["moves"] == [] and p["can_undo"] is False


def test_redo_makes_the_undone_moves_again_byte_for_byte_until_a_new_move(server):
    def treasury():
        return server.get("/api/position")[1]["companies"][0]["treasury"]
    start = treasury()
    assert server.post("/api/redo")[0] == 409  # (nothing undone yet)
    assert server.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})[0] == 200
    after_lay = file_bytes(server)
    after_lay_treasury = treasury()
    assert server.post("/api/apply", {"company": "BCB", "token": "D17"})[0] == 200
    after_token = file_bytes(server)
    assert server.post("/api/undo")[0] == 200 and server.post("/api/undo")[0] == 200
    assert file_bytes(server) == ORIGINAL
    _, p, _ = server.get("/api/position")
    assert p["can_redo"] is True and p["redo"] == {"company": "BCB", "text": "lay E14=55@0"}
    # In the order undone, last undone first; each says what it pays again.
    status, j, _ = server.post("/api/redo", {"version": p["version"]})
    assert status == 200 and j["redone"] == "lay E14=55@0" and j["company"] == "BCB"
    assert j["treasury_back"] == after_lay_treasury - start
    assert file_bytes(server) == after_lay
    status, j, _ = server.post("/api/redo")
    assert status == 200 and j["redone"] == "token D17"
    assert file_bytes(server) == after_token
    _, p, _ = server.get("/api/position")
    assert p["can_redo"] is False and p["redo"] is None and [m["text"] for m in p["moves"]] == ["lay E14=55@0", "token D17"]
    assert server.post("/api/redo")[0] == 409
    # A redone move is undone like any other; a new move ends the redos.
    assert server.post("/api/undo")[0] == 200
    assert server.get("/api/position")[1]["can_redo"] is True
    assert server.post("/api/apply", {"company": "BCB", "withhold": True})[0] == 200
    withheld = file_bytes(server)
    status, j, _ = server.post("/api/redo")
    assert status == 409 and "no move undone to make again" in j["error"]["message"]
    assert file_bytes(server) == withheld  # (a refused redo leaves the file byte for byte)
    # A stale redo (a phone behind) is refused with what happened since.
    assert server.post("/api/undo")[0] == 200
    seen = server.get("/api/position")[1]["version"]
    undone = file_bytes(server)
    assert server.post("/api/redo", {"version": seen - 1})[0] == 409
    assert file_bytes(server) == undone
    assert server.post("/api/redo", {"version": seen})[0] == 200


def test_a_stale_move_from_a_second_phone_is_refused_with_what_happened_since(server):
    # Two phones see version 1; the first pays, the second (still on 1) withholds.
    seen = server.get("/api/position")[1]["version"]
    assert server.post("/api/apply", {"company": "BCB", "pay": True, "version": seen})[0] == 200
    paid = file_bytes(server)
    status, j, _ = server.post("/api/apply", {"company": "BCB", "withhold": True, "version": seen})
    assert status == 409, j
    assert j["error"]["message"] == ("move not made: the file changed since you looked (version %d, now %d): BCB: run, pay"
                                     % (seen, seen + 1))
    assert file_bytes(server) == paid
    # An undo made on the old version is refused too; on the new one it is made, and said.
    status, j, _ = server.post("/api/undo", {"version": seen})
    assert status == 409 and "BCB: run, pay" in j["error"]["message"]
    assert file_bytes(server) == paid
    assert server.post("/api/undo", {"version": seen + 1})[0] == 200
    assert file_bytes(server) == ORIGINAL
    status, j, _ = server.post("/api/apply", {"company": "BCB", "pay": True, "version": seen + 1})
    assert status == 409 and j["error"]["message"].endswith(
        "(version %d, now %d): undo BCB: run, pay" % (seen + 1, seen + 2)), j
    status, j, _ = server.post("/api/apply", {"company": "BCB", "pay": True, "version": seen})
    assert status == 409 and j["error"]["message"].endswith("): BCB: run, pay; undo BCB: run, pay"), j
    # Without a version a move is made on the file as it is (scripts); a malformed one is a bad request.
    for bad in (-1, "2", 1.5, None, [2]):
        assert server.post("/api/apply", {"company": "BCB", "pay": True, "version": bad})[0] == 400, bad
    assert server.post("/api/undo", {"version": seen, "company": "BCB"})[0] == 400
    assert file_bytes(server) == ORIGINAL
    assert server.post("/api/apply", {"company": "BCB", "pay": True})[0] == 200


def test_a_change_on_disk_clears_the_undo_stack(server):
    assert server.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})[0] == 200
    with open(server.path, "wb") as f:
        f.write(ORIGINAL.replace(b"treasury: 60", b"treasury: 500"))
    _, p, _ = server.get("/api/position")
    assert p["companies"][0]["treasury"] == 500 and p["can_undo"] is False and p["moves"] == []
    assert server.post("/api/undo")[0] == 409
    # ... and the redos.
    assert server.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})[0] == 200
    assert server.post("/api/undo")[0] == 200
    with open(server.path, "wb") as f:
        f.write(ORIGINAL.replace(b"treasury: 60", b"treasury: 400"))
    assert server.get("/api/position")[1]["can_redo"] is False
    assert server.post("/api/redo")[0] == 409


def test_refusals(server):
    # 400: bad JSON, a body not an object, an unknown key, a malformed move.
    for body in ['{"company": "BCB", "lay": ', "[1, 2]", '"lay"', '{"lay": 5}', '{"colour": "red"}',
                 '{"company": "BCB", "lay": "E14="}', "{}", b"\xff\xfe"]:
        status, j, _ = server.post("/api/apply", body)
        assert status == 400, (body, status, j)
        assert j["error"]["message"] and j["error"]["text"]
    assert server.post("/api/check", '{"declared": "many"}')[0] == 400
    assert server.post("/api/check", '{"declared": -5}')[0] == 400
    for declared in ["2.5", "1e20", "99999999999999999999", "1e400", "true", "null"]:
        assert server.post("/api/check", '{"company": "BCB", "declared": %s}' % declared)[0] == 400, declared
    # 404: unknown paths and companies.
    for path in ["/nothing", "/api/nothing", "/api", "/api/position/x", "/app.js/x"]:
        assert server.get(path)[0] == 404, path
    assert server.get("/api/solve?company=XX")[0] == 404
    assert server.post("/api/apply", {"company": "XX", "lay": "E14=55@0"})[0] == 404
    assert server.get("/api/options?company=BCB&hex=Z99")[0] == 404
    # 405: the wrong method.
    assert server.post("/api/position", {})[0] == 405
    assert server.get("/api/apply")[0] == 405
    # 413: a body over 64 KiB.
    status, j, _ = server.post("/api/apply", "x" * (65 * 1024))
    assert status == 413 and "limit" in j["error"]["message"]
    # 422: a move the rules refuse, with the rule; the file byte for byte as it was.
    status, j, _ = server.post("/api/apply", {"company": "BCB", "lay": ["E14=57@0"]})
    assert status == 422 and "a town hex takes only town tiles" in j["error"]["message"]
    status, j, _ = server.post("/api/apply", {"company": "BCB", "buy_train": "2"})
    assert status == 422 and "BCB has 60 left" in j["error"]["message"]
    status, j, _ = server.post("/api/apply", {"company": "BCB", "lay": "E14=55@0", "buy_train": "2"})
    assert status == 422
    status, j, _ = server.post("/api/apply", {"company": "BCB", "lay": "E14=55@9"})
    assert status == 422 and "rotation 9 is out of range" in j["error"]["message"]
    assert file_bytes(server) == ORIGINAL
    assert server.get("/api/position")[1]["version"] == 1
    assert server.alive()


def raw(server, data):
    """Sends `data` on a socket as it is and returns the first answer (its
    head and body), or what came before the server closed the connection."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as s:
        try:
            s.sendall(data)
        except OSError:  # (it closed the connection before reading everything: an answer may be there)
            pass
        got = b""
        try:
            while True:
                head, sep, body = got.partition(b"\r\n\r\n")
                if sep:
                    length = re.search(rb"(?i)\r\ncontent-length: *(\d+)", head)
                    if not length or len(body) >= int(length.group(1)):
                        return got
                chunk = s.recv(65536)
                if not chunk:
                    return got
                got += chunk
        except OSError:
            return got


def status_of(reply):
    return int(reply.split(b" ", 2)[1]) if reply.startswith(b"HTTP/1.1 ") else None


def test_paths_outside_the_page_are_404(server):
    for path in ["/../bcb.yaml", "/%2e%2e/bcb.yaml", "/%2E%2E/%2e%2e/etc/passwd", "/..%2fbcb.yaml", "//etc/passwd",
                 "/etc/passwd", "/bcb.yaml", "/./bcb.yaml", "/%00", "/index.html%00.yaml", "/a%5c..%5cbcb.yaml",
                 "/api/../bcb.yaml", "/api/%2e%2e/position"]:
        reply = raw(server, ("GET %s HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n" % path).encode())
        assert status_of(reply) in (400, 404), (path, reply[:200])
        assert b"format: 1" not in reply and b"root:" not in reply
    assert server.get("/")[0] == 200 and server.get("/index.html")[0] == 200


def test_a_server_other_machines_reach_asks_changes_for_the_token(tmp_path):
    s = Server(tmp_path, args=("--listen", "0.0.0.0"))
    try:
        assert s.token and len(s.token) == 32
        assert s.get("/api/position")[0] == 200  # reads need no token
        assert s.post("/api/check", {"company": "BCB", "declared": 40})[0] == 200
        status, j, _ = s.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})
        assert status == 403 and "token" in j["error"]["message"]
        assert s.post("/api/undo")[0] == 403
        assert s.post("/api/apply?token=" + "0" * 32, {"company": "BCB", "lay": "E14=55@0"})[0] == 403
        assert open(s.path, "rb").read() == ORIGINAL
        assert s.post("/api/apply?token=" + s.token, {"company": "BCB", "lay": "E14=55@0"})[0] == 200
        assert s.post("/api/undo", headers={"X-Token": s.token})[0] == 200
        assert open(s.path, "rb").read() == ORIGINAL
    finally:
        s.stop()


def test_a_killed_server_leaves_the_file_before_or_after_a_move(tmp_path):
    moves = [("apply", {"company": "BCB", "lay": "E14=55@0"}), ("apply", {"company": "BCB", "token": "D17"}),
             ("undo", None), ("undo", None)]
    # The file's three states in this cycle, as `apply` writes them.
    states = [ORIGINAL]
    work = tmp_path / "cli"
    work.mkdir()
    (work / "bcb.yaml").write_bytes(ORIGINAL)
    for option, value in (("--lay", "E14=55@0"), ("--token", "D17")):
        assert cli("apply", "bcb.yaml", "-c", "BCB", option, value, cwd=work)[0] == 0
        states.append((work / "bcb.yaml").read_bytes())
    for delay in (0.05, 0.2, 0.45):
        (tmp_path / str(delay)).mkdir()
        s = Server(tmp_path / str(delay))
        done = threading.Event()

        def edit():
            k = 0
            try:
                while not done.is_set():
                    kind, body = moves[k % len(moves)]
                    k += 1
                    s.post("/api/" + kind, body)
            except OSError:  # (the server was killed)
                pass

        editor = threading.Thread(target=edit)
        editor.start()
        time.sleep(delay)
        s.proc.kill()  # mid-move, or between two
        done.set()
        editor.join(60)
        s.stop()
        assert open(s.path, "rb").read() in states
        code, _ = cli("check", s.name, "-c", "BCB", "--declared", "0", cwd=s.folder)
        assert code == 1  # (it loads: 0 is below the best)


HOSTILE = [
    b"",
    b"\r\n\r\n",
    b"GET\r\n\r\n",
    b"GET / HTTP/9.9\r\n\r\n",
    b"BREW /api/position HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /api/position HTTP/1.1\r\nHost: x\r\n" + b"X-Long: " + b"a" * 20000 + b"\r\n\r\n",
    b"GET /" + b"a" * 10000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /api/solve?company=" + b"%" * 300 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /api/options?company=BCB&hex=" + b"E14" * 2000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",
    b"GET /api/solve?company=%00BCB HTTP/1.1\r\nHost: x\r\n\r\n",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n{}",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 99999999999999999999\r\n\r\n{}",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 10\r\n\r\n{}",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n\r\n" + b"ffff\r\n" + b"a" * 70000,
    b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\n\r\n\x00\x01\x02\x03\x04",
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 27\r\n\r\n" + b'{"lay": ["\xff\xfe\xfd"], "a":1}',
    b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 2000\r\n\r\n" + b"[" * 1000 + b"]" * 1000,
    b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 40\r\n\r\n" + b'{"company": "BCB", "declared": 1e400}    ',
    b"POST /api/check HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n\r\n" + b'{"company": "BCB", "routes": "2: ' + b"-" * 16 + b'"}',
    b"GET /api/position HTTP/1.1\r\nHost: x\r\nRange: bytes=5-1,-99999999999999\r\n\r\n",
    b"GET /api/position?since=%ff%fe HTTP/1.1\r\n\r\n",
    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03" + bytes(range(256)),
]


def test_hostile_requests_never_stop_it(server):
    # All at once: the ones that stop short are answered after the server's
    # read timeout (5 s), and meanwhile it answers the others.
    with concurrent.futures.ThreadPoolExecutor(max_workers=len(HOSTILE)) as pool:
        replies = list(pool.map(lambda data: raw(server, data), HOSTILE))
    for data, reply in zip(HOSTILE, replies):
        assert status_of(reply) != 500, (data[:80], reply[:300])
    assert server.alive()
    assert server.get("/api/position")[0] == 200
    assert file_bytes(server) == ORIGINAL


def test_a_client_that_sends_half_a_request_holds_up_no_one(server):
    with socket.create_connection(("127.0.0.1", server.port), timeout=20) as slow:
        slow.sendall(b"POST /api/apply HTTP/1.1\r\nHost: x\r\nContent-Length: 500\r\n\r\n{\"company\": ")
        started = time.monotonic()
        status, j, _ = server.get("/api/position")
        assert status == 200 and j["version"] == 1
        assert time.monotonic() - started < 4  # (not after the half request's read timeout, 5 s)
    assert file_bytes(server) == ORIGINAL and server.alive()


def test_random_requests_never_stop_it(server):
    rng = random.Random(22)
    paths = ["/", "/app.js", "/api/position", "/api/solve", "/api/check", "/api/options", "/api/trains",
             "/api/apply", "/api/undo", "/api/../x", "/%2e"]
    keys = ["company", "lay", "token", "buy_train", "declared", "routes", "trains", "phase", "float", "block", "export",
            "hex", "since", ""]
    values = ["BCB", "E14=55@0", "E14=57@0", "D17", "2", "2:1", 40, -1, None, [], ["E14"], {"a": 1}, "\u00e9\u0000",
              "2: D17-E16", "E14=55@", "=@", "x" * 300, 1.5, True]
    for i in range(300):
        path = rng.choice(paths)
        query = "&".join("%s=%s" % (rng.choice(keys), rng.choice(["BCB", "E14", "D17", "%zz", "", "1"]))
                         for _ in range(rng.randrange(3)))
        method = rng.choice(["GET", "POST", "POST", "PUT", "DELETE"])
        body = {rng.choice(keys): rng.choice(values) for _ in range(rng.randrange(4))}
        text = json.dumps(body)
        if rng.random() < 0.3:  # cut or spoil the JSON
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(["", "\\", '"', "}", "\u0000", "\ud800".encode("utf-8", "surrogatepass").decode("latin-1")])
        status, _, _ = server.request(method, path + ("?" + query if query else ""), text.encode("utf-8", "replace"))
        assert status in (200, 304, 400, 404, 405, 409, 413, 422), (method, path, query, text, status)
        assert server.alive()
    # Whatever moves were made: the file loads, and check agrees with the server.
    code, _ = cli("check", server.name, "-c", "BCB", "--declared", str(server.get("/api/solve?company=BCB")[1]["income"]),
                  cwd=server.folder)
    assert code == 0


# ---- The whole turn (issue 21's moves through the page's API) ------------------

TABLE_DIR = os.path.dirname(TABLE)
TURN = os.path.join(TABLE_DIR, "bcb-turn.yaml")      # 18CZ, turns followed, no turn under way
BOUGHT = os.path.join(TABLE_DIR, "bcb-bought.yaml")  # BCB's turn: a tile laid, a 2 bought
NORD = os.path.join(TABLE_DIR, "jr56-nord.yaml")     # 1836jr56: Nord's run pays interest, moves its price


@pytest.fixture
def serve(tmp_path):
    servers = []

    def start(position):
        folder = tmp_path / ("s%d" % len(servers))
        folder.mkdir()
        servers.append(Server(folder, position))
        return servers[-1]

    yield start
    for s in servers:
        s.stop()


def applied_by_cli(tmp_path, position, *options):
    """The file `apply` writes for OPTIONS on a copy of POSITION."""
    work = tmp_path / "cli"
    work.mkdir(exist_ok=True)
    copy = work / os.path.basename(position)
    shutil.copyfile(position, copy)
    code, out = cli("apply", copy.name, *options, cwd=work)
    assert code == 0, out
    return copy.read_bytes()


def test_position_gives_the_turn_and_what_it_still_allows(serve):
    s = serve(BOUGHT)
    _, j, _ = s.get("/api/position")
    turn = j["turn"]
    assert {k: v for k, v in turn.items() if k != "allows"} == {
        "company": "BCB", "lays": 1, "upgrades": 0, "stations": 0, "ran": False, "bought": ["2"], "trade_ins": 0,
        "next": "BCB"}  # (the only company: its next turn)
    # 18CZ VIII.3: tiles, station, run, trains; after a purchase only trains.
    assert turn["allows"]["buy"] is True
    for step in ("lay", "upgrade", "station", "run"):
        assert "18CZ VIII.3" in turn["allows"][step] and "too late" in turn["allows"][step], step
    assert j["closed"] == [] and j["players"] is None
    assert j["companies"][0]["half_pay"] is False  # (18CZ, 000 line 929)
    # No turn under way: "turn" is the file's {} (no company).
    _, j, _ = serve(TURN).get("/api/position")
    assert j["turn"]["company"] is None and j["turn"]["allows"] is None
    # A file that does not follow the turns: null.
    _, j, _ = serve(TABLE).get("/api/position")
    assert j["turn"] is None


def test_trains_give_the_bank_stock_and_what_is_on_sale(serve):
    _, j, _ = serve(BOUGHT).get("/api/trains?company=BCB")
    assert j["bank"] == {"a": 0, "b": 4}
    assert all(b["on_sale"] is True for b in j["buy"])  # (the 2 from card b: a is sold out)
    _, j, _ = serve(TABLE).get("/api/trains?company=BCB")
    assert j["bank"] is None


def test_a_run_withheld_writes_the_treasury_as_apply_does(serve, tmp_path):
    s = serve(TURN)
    status, j, _ = s.post("/api/apply", {"company": "BCB", "withhold": True})
    assert status == 200, j
    assert j["treasury_before"] == 200 and j["treasury_after"] == 240
    assert file_bytes(s) == applied_by_cli(tmp_path, TURN, "-c", "BCB", "--withhold")


def test_a_run_paid_out_writes_the_treasury_and_price_as_apply_does(serve, tmp_path):
    s = serve(NORD)
    status, j, _ = s.post("/api/apply", {"company": "Nord", "pay": True, "declared": 250})
    assert status == 200, j
    assert file_bytes(s) == applied_by_cli(tmp_path, NORD, "-c", "Nord", "--pay", "--declared", "250")
    _, p, _ = s.get("/api/position")
    nord = [c for c in p["companies"] if c["name"] == "Nord"][0]
    assert nord["treasury"] != 25  # (interest paid from it)


def test_loans_taken_and_repaid_as_apply_does(serve, tmp_path):
    s = serve(NORD)
    assert s.post("/api/apply", {"company": "Nord", "take_loan": True})[0] == 200
    assert file_bytes(s) == applied_by_cli(tmp_path, NORD, "-c", "Nord", "--take-loan")
    assert s.post("/api/undo")[0] == 200
    assert file_bytes(s) == open(NORD, "rb").read()
    # 1836jr56, 003 line 222: one loan an operating round.
    status, j, _ = s.post("/api/apply", {"company": "Nord", "take_loan": 2})
    assert status == 422 and "once per operating round" in j["error"]["message"], j
    assert file_bytes(s) == open(NORD, "rb").read()


def test_the_turn_ended(serve, tmp_path):
    s = serve(BOUGHT)
    status, j, _ = s.post("/api/apply", {"company": "BCB", "end_turn": True})
    assert status == 200, j
    assert file_bytes(s) == applied_by_cli(tmp_path, BOUGHT, "-c", "BCB", "--end-turn")
    _, p, _ = s.get("/api/position")
    assert p["turn"]["company"] is None and p["moves"][-1]["text"] == "end turn"


def test_the_turn_moves_refused(serve):
    s = serve(BOUGHT)
    original = file_bytes(s)
    # 422: the rules of the turn, the game's payout, the bank's stock; the file byte for byte as it was.
    for body, words in (({"company": "BCB", "lay": "E14=55@0"}, "too late"),
                        ({"company": "BCB", "pay": True}, "too late"),
                        ({"company": "BCB", "token": "D17"}, "too late")):
        status, j, _ = s.post("/api/apply", body)
        assert status == 422 and words in j["error"]["message"], (body, j)
    s2 = serve(TURN)
    status, j, _ = s2.post("/api/apply", {"company": "BCB", "half": True})
    assert status == 422 and "no half pay here: 18CZ, 000 line 929" in j["error"]["message"]
    assert j["error"]["rules"] == ["18CZ, 000 line 929"], j
    assert file_bytes(s2) == open(TURN, "rb").read()
    # A tile after the run: out of the turn's order (18CZ VIII.3), the file as the run left it.
    assert s2.post("/api/apply", {"company": "BCB", "pay": True})[0] == 200
    after_run = file_bytes(s2)
    status, j, _ = s2.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})
    assert status == 422 and "18CZ VIII.3" in j["error"]["message"] and "too late" in j["error"]["message"], j
    # The page's words: one sentence without the rulebook lines, and the lines apart (a tap away).
    assert j["error"]["rules"][0].startswith("18CZ VIII.3, 000 lines 668-682 ("), j
    assert j["error"]["plain"].startswith("Lay E14=55@0: a turn goes home station, tiles,"), j
    assert "000 line" not in j["error"]["plain"] and j["error"]["plain"].endswith("."), j
    assert file_bytes(s2) == after_run
    # 400: malformed options, as the command line refuses them.
    for body in ({"company": "BCB", "pay": True, "withhold": True}, {"company": "BCB", "pay": "yes"},
                 {"company": "BCB", "declared": 30}, {"company": "BCB", "routes": "2: D17-E16"},
                 {"company": "BCB", "pay": True, "declared": -1}, {"company": "BCB", "end_turn": 1},
                 {"company": "BCB", "take_loan": "x"}, {"company": "BCB", "par": "BCB"},
                 {"company": "BCB", "end_turn": False}):
        status, j, _ = s.post("/api/apply", body)
        assert status == 400, (body, status, j)
    assert file_bytes(s) == original
    assert s.get("/api/position")[1]["version"] == 1


PRR_TURN = os.path.join(TABLE_DIR, "1830-prr-turn.yaml")  # 1830: PRR's turn under way, NYC waiting


def test_another_companys_move_does_not_end_the_turn_under_way_silently(serve, tmp_path):
    s = serve(PRR_TURN)
    original = file_bytes(s)
    _, p, _ = s.get("/api/position")
    assert p["turn"]["company"] == "PRR" and p["turn"]["next"] == "NYC"
    # NYC's lay would end PRR's turn: refused, 409, naming the key that chooses it; the file as it was.
    status, j, _ = s.post("/api/apply", {"company": "NYC", "lay": "E19=57@0", "version": p["version"]})
    assert status == 409 and j["error"]["file"] == "end_turn_of", j
    assert "PRR's turn is under way (1 lay)" in j["error"]["message"], j
    assert file_bytes(s) == original
    # Naming a turn that is not under way: refused too.
    status, j, _ = s.post("/api/apply", {"company": "NYC", "lay": "E19=57@0", "end_turn_of": "NYC"})
    assert status == 409 and "no turn of NYC is under way (it is PRR's)" in j["error"]["message"], j
    status, j, _ = s.post("/api/apply", {"company": "NYC", "lay": "E19=57@0", "end_turn_of": 3})
    assert status == 400, j
    assert file_bytes(s) == original
    # Chosen: PRR's turn ends and NYC lays, in one write, as the two apply calls write it.
    status, j, _ = s.post("/api/apply", {"company": "NYC", "lay": "E19=57@0", "end_turn_of": "PRR"})
    assert status == 200 and j["ended_turn"] == "PRR", j
    work = tmp_path / "cli"
    work.mkdir()
    shutil.copyfile(PRR_TURN, work / "p.yaml")
    assert cli("apply", "p.yaml", "-c", "PRR", "--end-turn", cwd=work)[0] == 0
    assert cli("apply", "p.yaml", "-c", "NYC", "--lay", "E19=57@0", cwd=work)[0] == 0
    assert file_bytes(s) == (work / "p.yaml").read_bytes()
    _, p, _ = s.get("/api/position")
    assert p["turn"]["company"] == "NYC" and p["turn"]["next"] == "PRR"
    assert p["moves"][-1]["text"] == "end PRR's turn, lay E19=57@0"
    # One undo takes both back.
    assert s.post("/api/undo")[0] == 200
    assert file_bytes(s) == original


def test_the_next_company_is_the_one_with_fewest_turns_in_the_files_order(serve):
    s = serve(PRR_TURN)
    assert s.post("/api/apply", {"company": "PRR", "end_turn": True})[0] == 200
    _, p, _ = s.get("/api/position")
    assert p["turn"]["company"] is None and p["turn"]["next"] == "NYC"
    assert s.post("/api/apply", {"company": "NYC", "end_turn": True})[0] == 422  # (no turn of NYC under way)
    assert s.post("/api/apply", {"company": "NYC", "lay": "E19=57@0", "end_turn": True})[0] == 200
    _, p, _ = s.get("/api/position")
    assert p["turn"]["next"] == "PRR"  # (a new round: each has had one turn)


def test_the_payout_table_is_what_dividends_pays_each_way(serve):
    """GET /api/solve's payouts: each way to pay the best income, as
    `xxroute dividends` pays it (holders, per share, bank, treasury, price)."""
    s = serve(NORD)
    status, j, _ = s.get("/api/solve?company=Nord")
    assert status == 200
    by_move = {p["move"]: p for p in j["payouts"]}
    assert sorted(by_move) == ["pay", "withhold"]  # (no half pay in 1836jr56)
    for move, payout in (("pay", "full"), ("withhold", "withhold")):
        code, want = cli_json("dividends", s.name, "-c", "Nord", "--payout", payout, cwd=s.folder)
        assert code == 0
        got = dict(by_move[move])
        del got["move"]
        assert got == want, (move, got, want)
    pay = by_move["pay"]
    assert pay["per_share"] > 0 and pay["per_holder"] and pay["share_price_after"] != [pay["share_price_before"]]
    assert by_move["withhold"]["per_share"] == 0 and by_move["withhold"]["per_holder"] == {}


def test_playable_hexes_are_those_whose_options_offer_a_move(server):
    """GET /api/playable: the hexes where the company may lay or place now,
    each as GET /api/options?hex= offers (a lay, a station); another hex's
    options offer nothing and say why. After the turn's lay, no lay is left."""
    status, j, _ = server.get("/api/playable?company=BCB")
    assert status == 200 and j["company"] == "BCB"
    playable = {p["hex"]: p for p in j["hexes"]}
    assert "E14" in playable and playable["E14"]["lay"]
    for hex_, p in playable.items():
        options = server.get("/api/options?company=BCB&hex=" + hex_)[1]
        assert bool(options["lays"]) == p["lay"] and bool(options["stations"]) == p["station"], hex_
    board = sorted(set(re.findall(r'polygon class="hex[^"]*" data-hex="([A-Z]+[0-9]+)"', server.get("/api/position")[1]["svg"])))
    others = [h for h in board if h not in playable][::7]  # (every seventh of the others: each asks the rules)
    assert len(board) > 50 and others
    for hex_ in others:
        options = server.get("/api/options?company=BCB&hex=" + hex_)[1]
        assert not options["lays"] and not options["stations"] and options["why"], hex_
    assert server.get("/api/playable?company=XX")[0] == 404


def test_playable_hexes_follow_the_turn(serve):
    """Where the file follows the turns: after BCB's yellow tile of a later
    turn no lay is left (18CZ VIII.4), its station still is."""
    s = serve(TURN)
    before = s.get("/api/playable?company=BCB")[1]["hexes"]
    assert any(p["lay"] for p in before) and any(p["station"] for p in before)
    assert s.post("/api/apply", {"company": "BCB", "lay": "E14=55@0"})[0] == 200
    after = s.get("/api/playable?company=BCB")[1]["hexes"]
    assert not any(p["lay"] for p in after), after
    assert any(p["station"] for p in after), after


def test_the_stock_round_facts_are_shown_and_written_as_apply_writes_them(serve, tmp_path):
    s = serve(BOUGHT)
    _, p, _ = s.get("/api/position")
    bcb = p["companies"][0]
    assert bcb["name"] == "BCB" and bcb["floated"] is True and bcb["par"] is None and bcb["shares"] == []
    # 18CZ's par prices by type (18CZ VII.5): a small company's, a medium's, a large's.
    assert bcb["pars"] == [50, 55, 60, 65, 70]
    floatable = {c["name"]: c for c in p["floatable"]}
    assert "BCB" not in floatable and list(floatable)[:3] == ["EKJ", "OFE", "MW"]
    assert floatable["MW"]["pars"] == [50, 55, 60, 65, 70] and floatable["BN"]["pars"] == [60, 70, 80, 90, 100]
    assert floatable["SX"]["pars"] == [90, 100, 110, 120]
    assert p["holders"] == ["pool"]
    # A float with its par, then shares held: each file as `apply` writes it; BCB's turn goes on.
    status, j, _ = s.post("/api/apply", {"float": ["MW"], "par": ["MW=60"]})
    assert status == 200 and j["company"] == "MW" and j["treasury_after"] == 240, j
    assert file_bytes(s) == applied_by_cli(tmp_path, BOUGHT, "--float", "MW", "--par", "MW=60")
    status, j, _ = s.post("/api/apply", {"company": "MW", "shares": ["Anna: MW 60", "pool: MW 10"]})
    assert status == 200, j
    _, p, _ = s.get("/api/position")
    mw = [c for c in p["companies"] if c["name"] == "MW"][0]
    assert mw["par"] == 60 and mw["share_price"] == 60 and mw["treasury"] == 240
    assert mw["shares"] == [{"holder": "Anna", "percent": 60}, {"holder": "pool", "percent": 10}]
    assert "MW" not in [c["name"] for c in p["floatable"]] and p["holders"] == ["Anna", "pool"]
    assert p["turn"]["company"] == "BCB", p["turn"]
    # A par price the type does not have is refused, with the rule apart; the file unchanged.
    before = file_bytes(s)
    status, j, _ = s.post("/api/apply", {"float": ["EKJ"], "par": ["EKJ=100"]})
    assert status == 422 and "par price is one of 50, 55, 60, 65, 70, not 100" in j["error"]["plain"], j
    assert j["error"]["rules"] and j["error"]["rules"][0].startswith("18CZ"), j
    assert file_bytes(s) == before


def test_answers_are_sent_uncompressed_even_to_a_browser_that_accepts_brotli(server):
    # (compressing the board at brotli's best quality cost more than sending it: server.cpp SendJson)
    for path in ("/api/position", "/api/solve?company=BCB"):
        conn = server.connection()
        try:
            conn.request("GET", path, headers={"Accept-Encoding": "gzip, deflate, br"})
            r = conn.getresponse()
            body = r.read()
            assert r.status == 200 and r.getheader("Content-Encoding") is None, (path, r.getheaders())
            assert r.getheader("Content-Type") == "application/json; charset=utf-8"
            assert json.loads(body)["version"] >= 1
        finally:
            conn.close()


def test_the_position_without_its_picture_is_the_same_answer_less_the_svg(server):
    _, whole, _ = server.get("/api/position")
    _, lean, _ = server.get("/api/position?svg=0")
    assert whole["svg"].lstrip().startswith("<") and lean["svg"] is None
    whole.pop("svg"), lean.pop("svg")
    assert whole == lean


def gt_with_privates(tmp_path, *privates):
    """A new 1846 game where GT (floated, 400 in its treasury) has bought
    each of PRIVATES ("MC 40") from Anna."""
    src = tmp_path / "src"
    src.mkdir()
    steps = [("new", "1846", "--players", "4", "--companies", "NYC=400,GT=400", "-o", "gt.yaml"),
             ("apply", "gt.yaml", "--par", "GT=80", "--shares", "Ben: GT 50", "--shares", "ipo: GT 50")]
    for p in privates:
        steps += [("apply", "gt.yaml", "--buy-private", "Anna: " + p),
                  ("apply", "gt.yaml", "-c", "GT", "--buy-private", "GT: " + p)]
    for args in steps:
        code, out = cli(*args, cwd=src)
        assert code == 0, out
    return str(src / "gt.yaml")


def test_a_privates_two_lays_together_in_one_request_as_apply_makes_them(serve, tmp_path):
    # 1846's Michigan Central (maps/1846/game.yaml privates: lays together):
    # its two tiles in one request, the second joining the first; one that
    # does not join refuses the whole request, the file as it was.
    position = gt_with_privates(tmp_path, "MC 40")
    s = serve(position)
    before = file_bytes(s)
    status, j, _ = s.post("/api/apply", {"company": "GT", "lay": ["MC:B10=9@1", "MC:B12=7@4"]})
    assert status == 422 and "MC's tiles join each other" in j["error"]["plain"], j
    assert file_bytes(s) == before
    status, j, _ = s.post("/api/apply", {"company": "GT", "lay": ["MC:B10=9@1", "MC:B12=9@1"]})
    assert status == 200 and [m["move"] for m in j["moves"]] == ["lay MC:B10=9@1", "lay MC:B12=9@1"], j
    assert file_bytes(s) == applied_by_cli(tmp_path, position, "-c", "GT", "--lay", "MC:B10=9@1", "--lay", "MC:B12=9@1")


def test_the_sheet_of_a_hex_offers_a_privates_lays_and_station_by_its_name(serve, tmp_path):
    # GT owns the Michigan Central (free yellow tiles on B10 and B12) and the
    # C&WI (a free station on Chicago's D6 c3): the page's hexes and sheets
    # offer them beside the turn's own moves, each named by its private, and
    # each offered move is the one apply makes.
    position = gt_with_privates(tmp_path, "MC 40", "C&WI 60")
    s = serve(position)
    _, playable, _ = s.get("/api/playable?company=GT")
    where = {h["hex"]: h for h in playable["hexes"]}
    assert where["B10"]["lay"] and where["B12"]["lay"] and where["D6"]["station"], playable
    status, sheet, _ = s.get("/api/options?company=GT&hex=B10")
    assert status == 200, sheet
    by_mc = [lay for lay in sheet["lays"] if lay["by"] == "MC"]
    assert by_mc and all(lay["cost"] == 0 and lay["move"].startswith("MC:B10=") for lay in by_mc), sheet
    assert all(lay["by"] is None for lay in sheet["lays"] if lay not in by_mc)
    status, chicago, _ = s.get("/api/options?company=GT&hex=D6")
    stations = [st for st in chicago["stations"] if st["by"] == "C&WI"]
    assert [st["move"] for st in stations] == ["C&WI:D6.c3"] and stations[0]["cost"] == 0, chicago
    move = by_mc[0]["move"]
    status, j, _ = s.post("/api/apply", {"company": "GT", "lay": [move]})
    assert status == 200 and [m["move"] for m in j["moves"]] == ["lay " + move], j
    assert file_bytes(s) == applied_by_cli(tmp_path, position, "-c", "GT", "--lay", move)
    status, j, _ = s.post("/api/apply", {"company": "GT", "token": ["C&WI:D6.c3"]})
    assert status == 200, j
