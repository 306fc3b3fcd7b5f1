#!/usr/bin/env python3
"""svg_check.py XXROUTE OUTDIR PATH...: renders positions and checks the SVG.

Each PATH is a position file, or a folder of games (the corpus): one position
per game is taken from each of its subfolders, the largest file (a late board
with the most track); or --corpus DIR, such a folder that may be missing
(then the check prints "skipped: no corpus at DIR", which ctest reports as
skipped, and checks nothing); or the word --sheets: every game's and variant's tile
manifest drawn (XXROUTE show GAME --tiles --svg). For every position it runs

    XXROUTE render FILE -o OUTDIR/NAME.svg              (the board alone)
    XXROUTE render FILE --routes -o OUTDIR/NAME-routes.svg
    XXROUTE render FILE --stop-ids --tile-ids -o OUTDIR/NAME-ids.svg
    XXROUTE solve --format json FILE                    (the routes to expect)

and checks, parsing the SVG back with a real XML parser:
  - it is well-formed XML, an <svg> whose viewBox matches its width and height,
    and every hex, circle and text lies inside the viewBox;
  - every board stop is one element (class "stop", data-stop), every piece of
    track one <path class="track" data-segment>;
  - each route of the solution is one <g class="route"> with its train, stops,
    paid flags and revenue; its polyline runs through every track segment it
    lists (both ends and the middle of each, in order, end to end), and no
    segment belongs to two routes;
  - each route's stops appear once each, in order, as route-stop markers, and
    every one names a board stop;
  - the legend's income and subsidy equal the solution's;
  - the footnote on skipped stops is there exactly when a route passes a
    stop it does not pay (a mine is never skipped);
  - tokens: a company's tokens share one fill, and where maps/<game>/game.yaml
    gives the company a colour, data-color is that colour;
  - with --stop-ids --tile-ids: every stop's id once, by its stop; every hex
    with stops its coordinate; every laid tile (data-tile) its number;
  - bonus hexes: each outline on a drawn hex, tagged, with a footnote; a
    position with route_bonuses has some; red tiles (a tile laid on a red hex)
    show one value for their cities, not the phase row; every name is on a
    drawn hex.
A sheet of tiles has one tile-id per tile of `show GAME --tiles`, each stop
its id, no coordinates and no current phase.
Exits 1 on any failure, listing them.
"""
import json
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

SVG = "{http://www.w3.org/2000/svg}"
failures = []


def fail(where, what):
    failures.append(f"{where}: {what}")


MAPS = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "maps")


def game_colors(game):
    """{company: colour} as maps/<game>/game.yaml writes it (companies whose
    colour differs between the game and a variant are left out)."""
    path = os.path.join(MAPS, game, "game.yaml")
    if not game or not os.path.isfile(path):
        return {}
    found = {}
    line = re.compile(r'^\s+([A-Za-z0-9&]+):\s*\{.*\bcolor:\s*("[^"]*"|[#A-Za-z0-9]+)')
    with open(path, encoding="utf-8") as f:
        for text in f:
            m = line.match(text)
            if m:
                found.setdefault(m.group(1), set()).add(m.group(2).strip('"'))
    return {k: next(iter(v)) for k, v in found.items() if len(v) == 1}


def position_game(path):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    m = re.search(r'^game:\s*"?([^"\s#]+)"?', text, re.M)
    return (m.group(1) if m else ""), text


def positions(path):
    if os.path.isfile(path):
        return [path]
    if not os.path.isdir(path):
        fail(path, "no such file or folder")
        return []
    found = []
    for game in sorted(os.listdir(path)):
        folder = os.path.join(path, game)
        if not os.path.isdir(folder):
            continue
        files = [os.path.join(folder, f) for f in sorted(os.listdir(folder)) if f.endswith(".yaml")]
        if files:
            found.append(max(files, key=lambda f: (os.path.getsize(f), f)))
    return found


def run(cmd):
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd)} exited {p.returncode}: {p.stderr.strip()}")
    return p.stdout


def numbers(s):
    return [float(x) for x in re.findall(r"-?\d+(?:\.\d+)?", s)]


def bezier(p, t):
    u = 1 - t
    return tuple(u**3 * p[0][k] + 3 * u * u * t * p[1][k] + 3 * u * t * t * p[2][k] + t**3 * p[3][k]
                 for k in range(2))


def close(a, b, eps=0.25):
    return abs(a[0] - b[0]) <= eps and abs(a[1] - b[1]) <= eps


def chars(s):
    return len(s)


def check_svg(where, root):
    if root.tag != SVG + "svg":
        fail(where, f"root element is {root.tag}, not svg")
        return None
    vb = numbers(root.get("viewBox", ""))
    if len(vb) != 4 or vb[2] <= 0 or vb[3] <= 0:
        fail(where, f"bad viewBox {root.get('viewBox')!r}")
        return None
    x0, y0, w, h = vb
    if numbers(root.get("width", "")) != [w] or numbers(root.get("height", "")) != [h]:
        fail(where, "width/height differ from the viewBox")
    tol = 1.0

    def inside(x, y, what):
        if not (x0 - tol <= x <= x0 + w + tol and y0 - tol <= y <= y0 + h + tol):
            fail(where, f"{what} at ({x:.1f}, {y:.1f}) is outside the picture")

    for el in root.iter():
        tag = el.tag.replace(SVG, "")
        if tag == "polygon":
            pts = numbers(el.get("points", ""))
            for i in range(0, len(pts) - 1, 2):
                inside(pts[i], pts[i + 1], f"polygon {el.get('data-hex', '')}")
        elif tag == "circle":
            r = float(el.get("r"))
            cx, cy = float(el.get("cx")), float(el.get("cy"))
            inside(cx - r, cy - r, "circle")
            inside(cx + r, cy + r, "circle")
        elif tag == "text":
            x, y = float(el.get("x")), float(el.get("y"))
            size = float(el.get("font-size", "10"))
            text = "".join(el.itertext())
            width = chars(text) * size * 0.6
            anchor = el.get("text-anchor", "start")
            left = x - width / 2 if anchor == "middle" else x - width if anchor == "end" else x
            inside(left, y - size / 2, f"text {text!r}")
            inside(left + width, y + size / 2, f"text {text!r}")
    return vb


def by_class(root, cls):
    return [el for el in root.iter() if cls in (el.get("class") or "").split()]


def check_board(where, root):
    stops = {}
    for el in by_class(root, "stop"):
        label = el.get("data-stop")
        if not label:
            fail(where, "a stop element has no data-stop")
        elif label in stops:
            fail(where, f"stop {label} is drawn twice")
        stops[label] = el
    track = {}
    for el in by_class(root, "track"):
        seg = el.get("data-segment")
        if seg in track:
            fail(where, f"segment {seg} is drawn twice")
        d = numbers(el.get("d", ""))
        if len(d) != 8:
            fail(where, f"segment {seg}: path is not one cubic curve: {el.get('d')!r}")
            continue
        track[seg] = [(d[0], d[1]), (d[2], d[3]), (d[4], d[5]), (d[6], d[7])]
    if not by_class(root, "hex"):
        fail(where, "no hexes")
    return stops, track


def check_routes(where, root, solution, stops, track, hex_size):
    routes = sorted(by_class(root, "route"), key=lambda g: int(g.get("data-index")))
    markers = {g.get("data-index"): g for g in by_class(root, "route-stops")}
    expected = solution["routes"]
    if len(routes) != len(expected):
        fail(where, f"{len(routes)} routes drawn, the solution has {len(expected)}")
        return
    used = {}
    for i, (g, want) in enumerate(zip(routes, expected)):
        name = f"{where}: route {i + 1} ({want['train']})"
        if g.get("data-train") != want["train"]:
            fail(name, f"data-train {g.get('data-train')!r}")
        if g.get("data-stops", "").split() != want["stops"]:
            fail(name, f"data-stops {g.get('data-stops')!r}, expected {' '.join(want['stops'])}")
        paid = ["1" if p else "0" for p in want["paid"]]
        if g.get("data-paid", "").split() != paid:
            fail(name, f"data-paid {g.get('data-paid')!r}, expected {' '.join(paid)}")
        if int(g.get("data-revenue", "-1")) != want["revenue"]:
            fail(name, f"data-revenue {g.get('data-revenue')}, expected {want['revenue']}")
        # Stops: one marker each, in order, each a board stop.
        m = markers.get(str(i))
        labels = [c.get("data-stop") for c in by_class(m, "route-stop")] if m is not None else []
        if labels != want["stops"]:
            fail(name, f"stop markers {labels}, expected {want['stops']}")
        if len(set(labels)) != len(labels):
            fail(name, "a stop is marked twice")
        for label in labels:
            if label not in stops:
                fail(name, f"marker for {label}, which is not a board stop")
        for c, p in zip(by_class(m, "route-stop") if m is not None else [], want["paid"]):
            if c.get("data-paid") != ("1" if p else "0"):
                fail(name, f"marker {c.get('data-stop')}: data-paid {c.get('data-paid')}")
            # A mine pays the treasury, not the income: visited, never skipped.
            mine = c.get("data-stop", "").split(".")[-1].startswith("m")
            skipped = "skipped" in c.get("class", "").split()
            if not p and not mine and not skipped:
                fail(name, f"skipped stop {c.get('data-stop')} not drawn as skipped")
            if (p or mine) and skipped:
                fail(name, f"stop {c.get('data-stop')} drawn as skipped")
        # Track: every segment on the line, in order, end to end.
        segs = g.get("data-segments", "").split()
        if not segs:
            fail(name, "no data-segments")
            continue
        if len(set(segs)) != len(segs):
            fail(name, "a segment is listed twice")
        for s in segs:
            if g.get("data-shares-track") == "1":
                break  # a train that may share track (18CZ Moravia-Silesia 3E)
            if s in used:
                fail(name, f"segment {s} is also on route {used[s]}")
            used[s] = i + 1
        lines = [el for el in g.iter(SVG + "polyline")]
        if len(lines) != 1:
            fail(name, f"{len(lines)} polylines, expected 1")
            continue
        pts = numbers(lines[0].get("points", ""))
        pts = list(zip(pts[0::2], pts[1::2]))
        for a, b in zip(pts, pts[1:]):
            if abs(a[0] - b[0]) > 0.35 * hex_size or abs(a[1] - b[1]) > 0.35 * hex_size:
                fail(name, f"the line jumps from {a} to {b}")
                break
        pos = 0
        prev_end = None
        for s in segs:
            if s not in track:
                fail(name, f"segment {s} is not a track element")
                break
            c = track[s]
            ends = [c[0], c[3]]
            # The end the line reaches first.
            idx = []
            for e in ends + [bezier(c, 0.5)]:
                hit = next((k for k in range(pos, len(pts)) if close(pts[k], e)), None)
                idx.append(hit)
            if None in idx:
                fail(name, f"segment {s} is not on the line (ends {ends}, from point {pos})")
                break
            first, last = (0, 1) if idx[0] <= idx[1] else (1, 0)
            if not (idx[first] <= idx[2] <= idx[last]):
                fail(name, f"segment {s}: the line does not run along it")
                break
            if prev_end is not None and not close(prev_end, ends[first]):
                fail(name, f"segment {s} does not start where the one before ends")
                break
            prev_end = ends[last]
            pos = idx[last]
    legend = by_class(root, "legend")
    if len(legend) != 1:
        fail(where, f"{len(legend)} legends")
    else:
        if int(legend[0].get("data-income", "-1")) != solution["income"]:
            fail(where, f"legend income {legend[0].get('data-income')}, expected {solution['income']}")
        if int(legend[0].get("data-subsidy", "-1")) != solution["subsidy"]:
            fail(where, f"legend subsidy {legend[0].get('data-subsidy')}, expected {solution['subsidy']}")
        legend_routes = by_class(legend[0], "legend-route")
        if [e.get("data-train") for e in legend_routes] != [r["train"] for r in expected]:
            fail(where, "legend trains differ from the routes")


def texts(root, cls):
    return [(el, "".join(el.itertext())) for el in by_class(root, cls) if el.tag == SVG + "text"]


def check_marks(where, root, game, text):
    """Tokens, bonus hexes, red tiles and names (any picture of a position)."""
    colors = game_colors(game)
    fills = {}
    for el in by_class(root, "token"):
        co = el.get("data-company")
        fills.setdefault(co, set()).add(el.get("fill"))
        if co in colors and el.get("data-color") != colors[co]:
            fail(where, f"token of {co}: data-color {el.get('data-color')!r}, the game says {colors[co]!r}")
        if co not in colors and el.get("data-color") is not None and game_colors(game):
            fail(where, f"token of {co}: data-color {el.get('data-color')!r}, the game gives none")
    for co, f in fills.items():
        if len(f) != 1:
            fail(where, f"tokens of {co} in {len(f)} colours")
    hexes = {el.get("data-hex"): el for el in by_class(root, "hex")}
    tags = {el.get("data-hex") for el, _ in texts(root, "bonus-tag")}
    outlines = by_class(root, "bonus-hex")
    for el in outlines:
        if el.get("data-hex") not in hexes:
            fail(where, f"bonus outline on {el.get('data-hex')}, not a drawn hex")
        if not el.get("data-bonus"):
            fail(where, f"bonus outline on {el.get('data-hex')} names no bonus")
        if el.get("data-hex") not in tags:
            fail(where, f"bonus hex {el.get('data-hex')} has no tag")
    notes = [t for _, t in texts(root, "note")]
    if outlines and not any("(hexes outlined dashed)" in n for n in notes):
        fail(where, "bonus hexes without their footnote")
    if "route_bonuses:" in text and not outlines:
        fail(where, "the position has route bonuses, no hex is outlined")
    for el in by_class(root, "revenue"):
        stop = el.get("data-stop", "")
        cell = hexes.get(stop.split(".")[0])
        red_tile = cell is not None and cell.get("data-tile") and cell.get("fill") == "#e34c4c"
        if red_tile and stop.split(".")[-1][:1] in "ct" and "phased" in el.get("class", "").split():
            fail(where, f"red tile {stop}: a phase row, not the current value")
    for el, name in texts(root, "name"):
        if el.get("data-hex") not in hexes:
            fail(where, f"name {name!r} on {el.get('data-hex')}, not a drawn hex")


def check_ids(where, root, stops):
    ids = {}
    for el, t in texts(root, "stop-id"):
        label = el.get("data-stop")
        if label in ids:
            fail(where, f"stop {label}: its id written twice")
        ids[label] = t
    for label in stops:
        if ids.get(label) != label.split(".")[-1]:
            fail(where, f"stop {label}: id {ids.get(label)!r}")
    for label in ids:
        if label not in stops:
            fail(where, f"id written for {label}, which is not a board stop")
    coords = {el.get("data-hex"): t for el, t in texts(root, "hex-id")}
    for label in stops:
        h = label.split(".")[0]
        if coords.get(h) != h:
            fail(where, f"hex {h} has stops but its coordinate is not written in it")
    tiles = {el.get("data-hex"): (el.get("data-tile"), t) for el, t in texts(root, "tile-id")}
    names = {el.get("data-hex"): t for el, t in texts(root, "name")}
    for el in by_class(root, "hex"):
        h, tile = el.get("data-hex"), el.get("data-tile")
        if tile is None:
            if h in tiles:
                fail(where, f"hex {h}: a tile number where no tile is laid")
        elif tiles.get(h) != (tile, tile) and names.get(h) != tile:
            fail(where, f"hex {h}: tile {tile}, number written {tiles.get(h)}")


def check_sheets(xxroute, outdir):
    """Every game's and variant's manifest drawn: checked against `show --tiles`."""
    games = []
    for line in run([xxroute, "games"]).splitlines():
        name = line.split()[0]
        games.append((name, ""))
        m = re.search(r"\(variants: ([^)]*)\)", line)
        for v in (m.group(1).split() if m else []):
            games.append((name, v))
    if not games:
        fail("games", "lists no game: no tile sheet to check")
    for game, variant in games:
        where = f"show {game} {variant} --tiles".replace("  ", " ")
        extra = ["--variant", variant] if variant else []
        out = os.path.join(outdir, f"tiles-{game}{'-' + variant if variant else ''}.svg")
        try:
            listing = run([xxroute, "show", game, "--tiles"] + extra)
            run([xxroute, "show", game, "--tiles", "--svg", out] + extra)
            root = ET.parse(out).getroot()
        except (RuntimeError, ET.ParseError) as e:
            fail(where, str(e))
            continue
        if check_svg(where, root) is None:
            continue
        rows = listing.splitlines()[2:]
        listed = [r.split()[0].rstrip("*") for r in rows if r.startswith("  ")]
        drawn = [el.get("data-tile") for el, t in texts(root, "tile-id") if t == el.get("data-tile")]
        if not listed:
            fail(where, "lists no tile")
        if sorted(listed) != sorted(drawn):
            fail(where, f"{len(listed)} tiles listed, {len(drawn)} drawn with their ids")
        stops, _ = check_board(where, root)
        for label in stops:
            if label not in {el.get("data-stop") for el, _ in texts(root, "stop-id")}:
                fail(where, f"stop {label} without its id")
        for cls in ("coordinates", "current", "hex-id"):
            if by_class(root, cls):
                fail(where, f"a sheet of tiles with {cls}")
        print(f"checked {where}: {len(drawn)} tiles")


def main():
    if len(sys.argv) < 4:
        print(__doc__, file=sys.stderr)
        return 2
    xxroute, outdir, paths = sys.argv[1], sys.argv[2], sys.argv[3:]
    if "--corpus" in paths:
        i = paths.index("--corpus")
        corpus = paths[i + 1] if i + 1 < len(paths) else ""
        if not os.path.isdir(corpus):
            print(f"skipped: no corpus at {corpus}")
            return 0
        del paths[i]
    os.makedirs(outdir, exist_ok=True)
    sheets = "--sheets" in paths
    files = [f for p in paths if p != "--sheets" for f in positions(p)]
    if not files or failures:
        print("svg_check: " + ("; ".join(failures) or "no positions found"), file=sys.stderr)
        return 2
    for f in files:
        name = os.path.splitext(os.path.basename(f))[0]
        plain = os.path.join(outdir, name + ".svg")
        routed = os.path.join(outdir, name + "-routes.svg")
        ids = os.path.join(outdir, name + "-ids.svg")
        try:
            run([xxroute, "render", f, "-o", plain])
            run([xxroute, "render", f, "--routes", "-o", routed])
            run([xxroute, "render", f, "--stop-ids", "--tile-ids", "-o", ids])
            solution = json.loads(run([xxroute, "solve", "--format", "json", f]))
        except (RuntimeError, ValueError) as e:
            fail(f, str(e))
            continue
        game, text = position_game(f)
        for svg, kind in ((plain, "plain"), (routed, "routes"), (ids, "ids")):
            try:
                root = ET.parse(svg).getroot()
            except ET.ParseError as e:
                fail(svg, f"not well-formed XML: {e}")
                continue
            vb = check_svg(svg, root)
            if vb is None:
                continue
            stops, track = check_board(svg, root)
            if not stops:
                fail(svg, "no stop drawn: nothing to check the routes and ids against")
            check_marks(svg, root, game, text)
            skipped_note = any(t.startswith("stops in parentheses") for _, t in texts(root, "note"))
            if kind == "ids":
                check_ids(svg, root, stops)
            if kind != "routes":
                if by_class(root, "route"):
                    fail(svg, "routes drawn without --routes")
                if skipped_note:
                    fail(svg, "the skipped-stop footnote without routes")
                continue
            check_routes(svg, root, solution, stops, track, float(root.get("data-hex-size", "60")))
            skips = any(not p and not s.split(".")[-1].startswith("m")
                        for r in solution["routes"] for s, p in zip(r["stops"], r["paid"]))
            if skips != skipped_note:
                fail(svg, "the skipped-stop footnote " + ("missing" if skips else "where no stop is skipped"))
        print(f"checked {f}: {len(solution['routes'])} route(s)")
    if sheets:
        check_sheets(xxroute, outdir)
    for line in failures:
        print("FAIL " + line)
    print(f"{len(files)} position(s){', the tile sheets' if sheets else ''}, {len(failures)} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
