#!/usr/bin/env python3
"""flatten.py: a position of a game as a self-contained position that the
reference's reader (read.h) accepts.

    flatten.py POSITION.yaml [--company C] [--maps DIR] [-o FLAT.yaml]

Written from ../../../shared/formats/position.md, docs/format-extensions.md and
maps/README.md, not from the library's loader (which is part of what the
reference checks). What it does:

- the game (`game:`, `variant:`) from maps/<game>/: game.yaml, the variant's
  keys replacing the base ones, its map file and tile manifest;
- hexes: the printed map (unless `base_map: false`), each position hex
  replacing the printed one whole, except a hex that gives only `tokens`
  (printed track, tokens added); a `tile` + `rotation` (in the position or the
  map) becomes the manifest tile's stops, junctions and paths with every edge
  turned (k + r mod 6, mod 4 on a square board), `edge_lanes` keys too;
  `tokens` on a hex go to its only city or mine (a list) or by stop id (a map);
- the revenue colour: the position's `color`, else the colour the game gives
  the phase; stops keep their revenue (a number or a map by colour);
- the running company only (`--company`, else `expect: company`, else the only
  company): its type and home (the position's, else the game's; a home may be
  a list of hexes), its trains, hex bonuses, most-stops bonus; every train it runs defined
  inline (the company's inline definition, else the position's `trains`, else
  the game's list), with the keys that matter to routes;
- the home bonus (the position's, else the game's `bonuses: home`) and the
  route bonuses (the game's `bonuses: route`, a position bonus of the same
  name replacing the game's);
- `expect`: company, revenue, subsidy.

Informational keys are dropped (names and aliases, colours, labels, costs, terrain,
tile_name, prices, counts, rust and trade rules). Anything that could change a
route and that this tool does not turn into the reader's vocabulary is refused
with a message (exit status 3): `axes` other than the layout's default,
`reserved_for`, `of_tiles`, `owns` of a private company with a route effect,
a train name the game does not define, unknown keys.
"""
import argparse
import copy
import functools
import os
import sys

try:
    import yaml
except ImportError:
    sys.exit("flatten.py: needs PyYAML (Debian: python3-yaml)")


class Refused(Exception):
    pass


def refuse(what):
    raise Refused(what)


HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_MAPS = os.path.normpath(os.path.join(HERE, "..", "..", "maps"))

HEX_INFO = {"name", "aliases", "color", "labels", "cost", "terrain", "tile_name", "tile_rotation", "upgrade_labels"}
HEX_TRACK = {"stops", "junctions", "paths"}
STOP_KEYS = {"kind", "revenue", "slots", "tokens", "group", "per_token", "token_revenue", "pass_through", "bonus"}
PATH_KEYS = {"ends", "terminal", "lanes", "edge_lanes"}
TILE_INFO = {"color", "count", "labels", "upgrades_to", "name", "cost", "special", "towns_may_merge",
             "available_from", "terrain"}
TRAIN_ROUTE_KEYS = {"name", "distance", "pay_total", "multiplier", "divisor", "rounding", "must_visit",
                    "pay_first", "paid_stops_need_token", "stop_bonuses", "shares_track"}
TRAIN_INFO = {"price", "count", "count_by_players", "obsolete_as", "rusts_on", "available_on", "trade_in"}
ROW_KEYS = {"kinds", "visit", "pay"}
POSITION_KEYS = {"format", "game", "variant", "phase", "color", "layout", "base_map", "axes", "hexes",
                 "companies", "trains", "route_bonuses", "home_bonus", "expect", "source", "optional_rules",
                 "per_token_reading"}
COMPANY_KEYS = {"trains", "home", "treasury", "shares", "share_price", "owns", "type", "hex_bonus",
                "most_stops_bonus", "engine_trains", "loans", "share_price_cell", "no_permanent_train"}
MOST_STOPS_KEYS = {"per_stop", "company"}
BONUS_KEYS = {"name", "all_of", "at_least", "amount", "multiplied", "divided"}
DEFAULT_AXES = {"pointy": {"x": "number", "y": "letter"}, "flat": {"x": "letter", "y": "number"}}


# libyaml's parser and emitter where PyYAML has them (the same documents, the
# same text, a few times faster), else PyYAML's own.
SafeLoader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
SafeDumper = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def load(path):
    with open(path, encoding="utf-8") as f:
        return yaml.load(f, Loader=SafeLoader)


def only_keys(d, allowed, where):
    if not isinstance(d, dict):
        refuse(where + " is not a mapping")
    for k in d:
        if str(k) not in allowed:
            refuse(where + ": key " + str(k) + " (not turned into the reference's vocabulary)")


class Game:
    """maps/<game>/ with the variant's keys replacing the base ones."""

    def __init__(self, maps, name, variant):
        folder = os.path.join(maps, str(name))
        if not os.path.isdir(folder):
            refuse("no game " + str(name) + " in " + maps)
        g = load(os.path.join(folder, "game.yaml"))
        if variant is not None:
            v = (g.get("variants") or {}).get(variant)
            if v is None:
                refuse("game " + str(name) + " has no variant " + str(variant))
            g = dict(g)
            for k, val in v.items():
                if k != "title":
                    g[k] = val
        self.data = g
        self.layout = g.get("layout", "pointy")
        self.axes = g.get("axes")
        self.map = load(os.path.join(folder, g.get("map", "map.yaml"))).get("hexes") or {}
        self.tiles = load(os.path.join(folder, g.get("tiles", "tiles.yaml"))).get("tiles") or {}
        self.tiles = {str(k): v for k, v in self.tiles.items()}

    def phase_colour(self, phase):
        for p in self.data.get("phases") or []:
            if str(p["name"]) == str(phase):
                return p["color"]
        refuse("game has no phase " + str(phase))

    def train(self, name):
        for t in self.data.get("trains") or []:
            if str(t["name"]) == name:
                return t
        return None

    def company(self, name):
        return (self.data.get("companies") or {}).get(name) or {}


@functools.lru_cache(maxsize=None)
def game_of(maps, name, variant):
    """The game's files, read once per process (lays.py flattens many
    positions of one game; flatten copies whatever it keeps)."""
    return Game(maps, name, variant)


def edges_of(layout):
    return 4 if layout == "square" else 6


def turn_end(end, r, n):
    return (end + r) % n if isinstance(end, int) else str(end)


def rotate(shape, r, n, where):
    """A tile's stops, junctions and paths laid with rotation r."""
    out = {}
    if shape.get("stops"):
        out["stops"] = copy.deepcopy(shape["stops"])
    if shape.get("junctions"):
        out["junctions"] = list(shape["junctions"])
    paths = []
    for p in shape.get("paths") or []:
        if isinstance(p, dict):
            only_keys(p, PATH_KEYS, where + " path")
            q = dict(p)
            q["ends"] = [turn_end(e, r, n) for e in p["ends"]]
            if "edge_lanes" in p:
                q["edge_lanes"] = {(int(e) + r) % n: list(v) for e, v in p["edge_lanes"].items()}
            paths.append(q)
        else:
            paths.append([turn_end(e, r, n) for e in p])
    if paths:
        out["paths"] = paths
    return out


def put_tokens(hex_, tokens, where):
    stops = hex_.get("stops") or {}
    if isinstance(tokens, list):
        holders = [s for s, v in stops.items() if v.get("kind") in ("city", "mine")]
        if len(holders) != 1:
            refuse(where + ": tokens as a list on a hex with " + str(len(holders)) + " cities and mines")
        by_stop = {holders[0]: tokens}
    elif isinstance(tokens, dict):
        by_stop = tokens
    else:
        refuse(where + ": tokens is neither a list nor a mapping")
    for s, t in by_stop.items():
        s = str(s)
        if s not in stops:
            refuse(where + ": tokens on " + s + ", which the hex does not have")
        stop = stops[s]
        stop["tokens"] = list(stop.get("tokens") or []) + [str(x) for x in t]


def flat_hex(coord, h, game, layout, where):
    """One hex in the reader's vocabulary: {stops, junctions, paths}."""
    h = h or {}
    if not isinstance(h, dict):
        refuse(where + " is not a mapping")
    for k in h:
        if k == "reserved_for":
            refuse(where + ": reserved_for (only one company may use the track) is not modelled by the reference")
        if k not in HEX_INFO | HEX_TRACK | {"tile", "rotation", "tokens"}:
            refuse(where + ": key " + str(k))
    if "tile" in h:
        if HEX_TRACK & set(h):
            refuse(where + ": both a tile and inline track")
        if game is None:
            refuse(where + ": a tile by id without a game")
        tid = str(h["tile"])
        tile = game.tiles.get(tid)
        if tile is None:
            refuse(where + ": tile " + tid + " is not in the game's manifest")
        only_keys(tile, TILE_INFO | HEX_TRACK, "tile " + tid)
        out = rotate(tile, int(h.get("rotation", 0)), edges_of(layout), where + " (tile " + tid + ")")
    else:
        out = {k: copy.deepcopy(h[k]) for k in HEX_TRACK if h.get(k)}
    for s, v in (out.get("stops") or {}).items():
        only_keys(v, STOP_KEYS, where + " stop " + str(s))
    for p in out.get("paths") or []:
        if isinstance(p, dict):
            only_keys(p, PATH_KEYS, where + " path")
    if h.get("tokens"):
        put_tokens(out, h["tokens"], where)
    return out


def train_def(t, where):
    if not isinstance(t, dict) or "name" not in t or "distance" not in t:
        refuse(where + ": a train needs a name and a distance")
    for k in t:
        if k not in TRAIN_ROUTE_KEYS | TRAIN_INFO:
            refuse(where + ": train key " + str(k))
    out = {k: copy.deepcopy(t[k]) for k in TRAIN_ROUTE_KEYS if k in t}
    out["name"] = str(t["name"])
    if isinstance(out["distance"], list):
        for r in out["distance"]:
            only_keys(r, ROW_KEYS, where + " row")
    return out


def route_bonus(b, where):
    if "of_tiles" in b:
        refuse(where + ": route bonus " + str(b.get("name")) + " uses of_tiles, not modelled by the reference")
    only_keys(b, BONUS_KEYS, where + " route bonus")
    return copy.deepcopy(b)


def flatten(pos, maps, company=None):
    only_keys(pos, POSITION_KEYS, "position")
    game = game_of(maps, pos["game"], pos.get("variant")) if pos.get("game") is not None else None
    if pos.get("variant") is not None and game is None:
        refuse("a variant without a game")
    layout = pos.get("layout") or (game.layout if game else "pointy")
    axes = pos.get("axes") or (game.axes if game else None)
    if axes is not None and layout in DEFAULT_AXES and axes != DEFAULT_AXES[layout]:
        refuse("axes " + str(axes) + " are not the " + layout + " default; the reference reads only the default")
    if axes is not None and layout == "square":
        refuse("axes on a square board")
    colour = pos.get("color")
    if colour is None and game is not None and pos.get("phase") is not None:
        colour = game.phase_colour(pos["phase"])

    # Hexes: the printed map under the position's.
    hexes = {}
    base = game is not None and pos.get("base_map", True)
    given = {str(k): v for k, v in (pos.get("hexes") or {}).items()}
    if base:
        for coord, h in game.map.items():
            coord = str(coord)
            if coord in given:
                continue
            hexes[coord] = flat_hex(coord, h, game, layout, "map hex " + coord)
    for coord, h in given.items():
        h = h or {}
        if isinstance(h, dict) and set(h) == {"tokens"}:
            if not base or coord not in game.map:
                refuse("hex " + coord + ": tokens only, and no printed hex under it")
            printed = flat_hex(coord, game.map[coord], game, layout, "map hex " + coord)
            put_tokens(printed, h["tokens"], "hex " + coord)
            hexes[coord] = printed
        else:
            hexes[coord] = flat_hex(coord, h, game, layout, "hex " + coord)
    hexes = {c: h for c, h in hexes.items() if h.get("stops") or h.get("paths")}

    # The running company.
    companies = {str(k): (v or {}) for k, v in (pos.get("companies") or {}).items()}
    expect = pos.get("expect") or {}
    name = company or (str(expect["company"]) if expect.get("company") is not None else None)
    if name is None:
        if len(companies) != 1:
            refuse("several companies: say which with --company")
        name = next(iter(companies))
    if name not in companies:
        refuse("no company " + name)
    co = companies[name]
    only_keys(co, COMPANY_KEYS, "company " + name)
    gco = game.company(name) if game else {}
    out_co = {}
    ctype = co.get("type", gco.get("type"))
    if ctype is not None:
        out_co["type"] = str(ctype)
    home = co.get("home", gco.get("home"))
    if isinstance(home, list):
        # A home bonus needs a stop on a home hex: hexes without stops are
        # dropped (18CZ: the large company's other red-edged hex, left empty),
        # so that one hex remains where it can (the library's positions take
        # one home hex).
        home = [str(x) for x in home if (hexes.get(str(x)) or {}).get("stops")] or [str(x) for x in home]
        home = home[0] if len(home) == 1 else home
    if home is not None:
        out_co["home"] = home if isinstance(home, list) else str(home)
    privates = (game.data.get("privates") or {}) if game else {}
    bonus_of = {str(b.get("company")) for b in co.get("hex_bonus") or []}
    if co.get("most_stops_bonus"):
        only_keys(co["most_stops_bonus"], MOST_STOPS_KEYS, "company " + name + " most_stops_bonus")
        bonus_of.add(str(co["most_stops_bonus"].get("company")))
    for p in co.get("owns") or []:
        if p in privates and p not in bonus_of:
            refuse("company " + name + " owns " + p + ", whose route effect is not written as hex_bonus"
                   " or most_stops_bonus")
    if co.get("hex_bonus"):
        out_co["hex_bonus"] = copy.deepcopy(co["hex_bonus"])
    if co.get("most_stops_bonus"):
        out_co["most_stops_bonus"] = copy.deepcopy(co["most_stops_bonus"])

    # Its trains, each defined inline once.
    pos_trains = {}
    for t in pos.get("trains") or []:
        pos_trains[str(t["name"])] = t
    defs, names = {}, []
    for t in co.get("trains") or []:
        if isinstance(t, dict):
            d = train_def(t, "company " + name)
        else:
            t = str(t)
            src = pos_trains.get(t) or (game.train(t) if game else None)
            if src is None:
                refuse("company " + name + ": train " + t + " is defined neither in the position nor the game")
            d = train_def(src, "train " + t)
        if d["name"] in defs and defs[d["name"]] != d:
            refuse("two different trains named " + d["name"])
        defs[d["name"]] = d
        names.append(d["name"])
    out_co["trains"] = names

    flat = {"format": 1, "layout": layout}
    if colour is not None:
        flat["color"] = str(colour)
    flat["hexes"] = hexes
    flat["trains"] = list(defs.values())
    flat["companies"] = {name: out_co}

    bonuses = ((game.data.get("bonuses") or {}) if game else {})
    rbs = [route_bonus(b, "game") for b in bonuses.get("route") or []]
    for b in pos.get("route_bonuses") or []:
        b = route_bonus(b, "position")
        rbs = [x for x in rbs if x.get("name") != b.get("name")] + [b]
    if rbs:
        flat["route_bonuses"] = rbs
    hb = pos.get("home_bonus", bonuses.get("home"))
    if hb:
        only_keys(hb, {"amount", "types"}, "home_bonus")
        flat["home_bonus"] = copy.deepcopy(hb)
    # How a per_token stop's "at least 3" reads: the key, else 18xx.games'
    # for a position exported from 18xx.games, else the rulebook's (the
    # flat file has no source: it says which).
    source = pos.get("source") if isinstance(pos.get("source"), dict) else {}
    reading = pos.get("per_token_reading") or ("18xx.games" if source.get("engine") == "tobymao/18xx" else None)
    if reading is not None:
        flat["per_token_reading"] = str(reading)

    # The optimum: `revenue`, and `subsidy` unless the file is a copy of a
    # real game's position (`at_least`: the income the players declared),
    # whose `subsidy` is the declared routes' and not the optimum's.
    e = {"company": name}
    if "revenue" in expect:
        e["revenue"] = expect["revenue"]
    if "subsidy" in expect and "at_least" not in expect:
        e["subsidy"] = expect["subsidy"]
    flat["expect"] = e
    return flat


class Dumper(SafeDumper):
    pass


def _list(dumper, data):
    # Short lists (paths, kinds, tokens) on one line; the rest in blocks.
    flow = all(not isinstance(x, (dict, list)) for x in data)
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _dict(dumper, data):
    flow = all(not isinstance(v, (dict, list)) or (isinstance(v, list) and
               all(not isinstance(x, (dict, list)) for x in v)) for v in data.values()) and len(data) <= 12
    return dumper.represent_mapping("tag:yaml.org,2002:map", data.items(), flow_style=flow)


Dumper.add_representer(list, _list)
Dumper.add_representer(dict, _dict)


def dump(flat, source):
    head = ("# Flattened by tests/reference/flatten.py from " + source +
            ": every hex inline, the running company's trains defined inline.\n")
    return head + yaml.dump(flat, Dumper=Dumper, sort_keys=False, allow_unicode=True, width=200)


def main():
    ap = argparse.ArgumentParser(description="A game position as a self-contained position for the reference.")
    ap.add_argument("position")
    ap.add_argument("--company", "-c")
    ap.add_argument("--maps", default=os.environ.get("XXROUTE_MAPS") or DEFAULT_MAPS)
    ap.add_argument("-o", "--output")
    a = ap.parse_args()
    try:
        flat = flatten(load(a.position), a.maps, a.company)
    except Refused as e:
        print("flatten.py: " + a.position + ": refused: " + str(e), file=sys.stderr)
        return 3
    text = dump(flat, a.position)
    if a.output:
        with open(a.output, "w", encoding="utf-8") as f:
            f.write(text)
    else:
        sys.stdout.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
