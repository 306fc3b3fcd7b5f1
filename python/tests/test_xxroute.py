"""The Python module against the program: the same results under the same
keys, the same error text. Run by ctest with PYTHONPATH at the built module
and XXROUTE_PROGRAM naming the program; from the source folder."""
import json
import os
import pathlib
import subprocess
import sys

import pytest

import xxroute

PROGRAM = os.environ.get("XXROUTE_PROGRAM", "xxroute")
EXAMPLE = "fixtures/example.yaml"
LINE = "tests/data/line.yaml"
CORPUS = pathlib.Path(os.environ.get("XXROUTE_CORPUS_DIR", "../shared/corpus"))


def program(*args, status=0):
    run = subprocess.run([PROGRAM, *args], capture_output=True, text=True)
    assert run.returncode == status, run.stderr
    return run


def program_json(*args, status=0):
    return json.loads(program(*args, status=status).stdout)


def shape(value):
    """The keys, nesting and types of a JSON value."""
    if isinstance(value, dict):
        return {k: shape(v) for k, v in value.items()}
    if isinstance(value, list):
        return [shape(v) for v in value]
    return type(value).__name__


def without_stats(value):
    """The value less what varies from run to run (times, search nodes)."""
    if isinstance(value, dict):
        return {k: without_stats(v) for k, v in value.items() if k != "stats"}
    if isinstance(value, list):
        return [without_stats(v) for v in value]
    return value


def same_as_program(result, *args, status=0):
    printed = program_json(*args, status=status)
    assert shape(result) == shape(printed)
    assert list(result) == list(printed)  # the keys in the program's order
    assert without_stats(result) == without_stats(printed)


def test_solve_is_the_programs_json():
    pos = xxroute.load(EXAMPLE)
    best = xxroute.solve(pos)
    assert best["company"] == "BN" and best["income"] == 390 and best["optimal"]
    assert best["routes"][0]["train"] == "5+5"
    same_as_program(best, "solve", "--format", "json", EXAMPLE)


def test_load_takes_a_path_and_parse_takes_text():
    text = pathlib.Path(LINE).read_text()
    pos = xxroute.parse(text, name="line.yaml")
    assert pos.file == "line.yaml" and pos.companies == ["X"] and pos.game == ""
    assert pos.expect["at_least"] == 50 and pos.expect["revenue"] == 90
    assert pos.expect["routes"][0] == {"train": "2", "stops": ["A1.c0", "A3.c0"]}
    assert xxroute.solve(pos)["income"] == 90
    assert xxroute.load(pathlib.Path(LINE)).file == LINE
    assert xxroute.load(EXAMPLE).game == "18CZ"


def test_every_function_takes_a_path_as_well_as_a_position():
    pos = xxroute.load(EXAMPLE)
    assert without_stats(xxroute.solve(EXAMPLE)) == without_stats(xxroute.solve(pos))
    assert without_stats(xxroute.solve(pathlib.Path(EXAMPLE))) == without_stats(xxroute.solve(pos))
    assert without_stats(xxroute.solve(os.fsencode(EXAMPLE))) == without_stats(xxroute.solve(pos))
    assert without_stats(xxroute.check(pathlib.Path(LINE))) == without_stats(xxroute.check(xxroute.load(LINE)))
    changed = xxroute.whatif(EXAMPLE, add_train=["4+4"])
    assert without_stats(changed) == without_stats(xxroute.whatif(pos, add_train=["4+4"]))
    assert xxroute.dividends(pathlib.Path(EXAMPLE)) == xxroute.dividends(pos)


def test_a_path_that_is_not_a_position_is_the_programs_error():
    for call in [xxroute.solve, xxroute.check, xxroute.whatif, xxroute.dividends]:
        with pytest.raises(xxroute.InputError) as e:
            call("nowhere.yaml")
        assert str(e.value) == program("dividends", "nowhere.yaml", status=2).stderr.strip()
        with pytest.raises(xxroute.InputError, match=r"^tests/data/unknown_key.yaml:4: "):
            call(pathlib.Path("tests/data/unknown_key.yaml"))
        with pytest.raises(TypeError):
            call(42)


def test_check_declared_routes():
    routes = "5+5: C8.c0-B9.c0-B11.c0-B13.c0-C14.t0-E12.c0"
    c = xxroute.check(xxroute.load(EXAMPLE), routes)
    assert c["legal"] and not c["optimal"]
    assert c["declared"]["income"] == 330 and c["best"]["income"] == 390
    same_as_program(c, "check", "--format", "json", EXAMPLE, "--routes", routes, status=1)


def test_check_an_illegal_route():
    c = xxroute.check(xxroute.load(LINE), "2: A1-A3-A5")
    assert not c["legal"] and c["error"].startswith("route 1 (2): too many stops for a 2 train: ")
    same_as_program(c, "check", "--format", "json", LINE, "--routes", "2: A1-A3-A5", status=3)


def test_check_the_files_own_routes():
    c = xxroute.check(xxroute.load(LINE))
    assert c["legal"] and c["declared"]["income"] == 50


BUYER = "fixtures/1836jr56/b-regie-des-postes.yaml"


def test_whatif():
    # BN at its train limit may buy nothing (18CZ VIII.10); B may buy a 5 or a 4.
    assert xxroute.whatif(xxroute.load(EXAMPLE), buy=True)["changes"] == []
    w = xxroute.whatif(xxroute.load(BUYER), buy=True)
    assert w["base"]["change"] == "as is" and w["base"]["income"] == 230
    assert [c["change"] for c in w["changes"]] == ["buy 4", "buy 5"]
    assert w["changes"][0]["cost"] == 350
    same_as_program(w, "whatif", "--format", "json", BUYER, "--buy")
    two = xxroute.whatif(xxroute.load(EXAMPLE), add_train=["4+4"], remove_train=["5+5"])
    assert two["changes"][0]["change"] == "add 4+4, remove 5+5" and two["changes"][0]["income"] == 330


def test_whatif_refuses_an_illegal_change():
    with pytest.raises(xxroute.InputError, match=r"lay E12=57@0: hex E12: tile 57 \(yellow\) has label") as e:
        xxroute.whatif(xxroute.load(EXAMPLE), lay=["E12=57@0"])
    stderr = program("whatif", EXAMPLE, "--lay", "E12=57@0", status=2).stderr
    assert str(e.value) == stderr.strip()


def test_dividends():
    d = xxroute.dividends(xxroute.load(EXAMPLE))
    assert d["kind"] == "payout" and d["per_holder"]["Player 3"] == 234
    same_as_program(d, "dividends", "--format", "json", EXAMPLE)
    withheld = xxroute.dividends(xxroute.load(EXAMPLE), income=100, payout="withhold")
    same_as_program(withheld, "dividends", "--format", "json", EXAMPLE, "--income", "100", "--payout", "withhold")


def test_errors_are_the_programs_lines():
    for args, call in [
        (["dividends", "nowhere.yaml"], lambda: xxroute.load("nowhere.yaml")),
        (["solve", "tests/data/bad_yaml.yaml"], lambda: xxroute.load("tests/data/bad_yaml.yaml")),
        (["solve", "tests/data/unknown_key.yaml"], lambda: xxroute.load("tests/data/unknown_key.yaml")),
        (["solve", "--company", "Q", LINE], lambda: xxroute.solve(xxroute.load(LINE), company="Q")),
        (["dividends", LINE], lambda: xxroute.dividends(xxroute.load(LINE))),
    ]:
        with pytest.raises(xxroute.InputError) as e:
            call()
        assert isinstance(e.value, ValueError)
        assert str(e.value) == program(*args, status=2).stderr.strip()


def test_parse_errors_name_the_text():
    with pytest.raises(xxroute.InputError, match=r"^mine.yaml:2: "):
        xxroute.parse("format: 1\nhexs: {}\n", name="mine.yaml")


def test_games_and_their_data():
    assert "18CZ" in xxroute.games()
    assert pathlib.Path(xxroute.maps_dir(), "18CZ", "game.yaml").exists()
    assert xxroute.__version__ == program("--version").stdout.split()[1]


@pytest.mark.skipif(not CORPUS.is_dir(), reason=f"skipped: no corpus at {CORPUS}")
def test_the_readme_session_on_the_corpus():
    sys.path.insert(0, str(pathlib.Path(__file__).parent.parent / "examples"))
    from below_optimum import below_optimum

    rows = below_optimum(CORPUS)
    summary = program("verify", "--quiet", str(CORPUS), status=0).stdout
    assert f"optimum above the declared income in {len(rows)} position(s)" in summary
    assert all(optimum > declared for _, _, declared, optimum in rows)


DOVER = "fixtures/1836jr30/b-diesel-dover.yaml"


def test_solve_with_fixed_routes_is_the_programs_solve_fix():
    # The 6 runs Brussels to Amsterdam as declared; the D gets the rest (280,
    # worked out by hand in the fixture's comment).
    best = xxroute.solve(DOVER, fix="6: H6-G7-E7-D6.c1")
    assert best["income"] == 280
    assert [r["fixed"] for r in best["routes"]] == [True, False]
    same_as_program(best, "solve", "--format", "json", DOVER, "--fix", "6: H6-G7-E7-D6.c1")


def test_a_fixed_route_that_breaks_a_rule_raises_with_the_rule():
    with pytest.raises(xxroute.InputError, match="too many stops for a 6 train"):
        xxroute.solve(DOVER, fix="6: G1-H2-H4-H6-G7-E7-D6.c1")


def test_whatif_keeps_fixed_routes_in_every_change():
    out = xxroute.whatif(DOVER, remove_train=["D"], fix=["6: H6-G7-E7-D6.c1"])
    assert out["base"]["income"] == 280
    assert [c["income"] for c in out["changes"]] == [170]
    same_as_program(out, "whatif", "--format", "json", DOVER, "--remove-train", "D", "--fix", "6: H6-G7-E7-D6.c1")
