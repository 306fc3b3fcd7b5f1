#!/usr/bin/env bash
# titles_by_name: a title's game data (maps/GAME) against its real game in
# ../shared/corpus-titles/GAME (positions exported from 18xx.games, every
# hex written inline, base_map: false).
#
# Each position is rewritten "by name", as a player writes one over the
# printed map: `game: GAME`, `base_map: true`, only the hexes with a tile
# laid (`tile:` and `rotation:` from the file's tile_name and tile_rotation)
# and the printed hexes holding tokens (`tokens:` alone), no inline trains,
# no colour (the game gives both). Before that, every inline hex is checked
# against the data: a printed hex (tile_name = its coordinate) must equal
# maps/GAME/map.yaml's, a laid tile must equal maps/GAME/tiles.yaml's
# turned by its rotation (stop ids, kinds, revenues, slots, labels, paths),
# and every hex of the printed map with track must be written inline.
# Then both copies are solved (`xxroute solve`) and must have the same
# optimum, and the rewritten ones must pass `xxroute verify` (the declared
# routes legal and paid as the site paid them). The positions are read with
# the rules their index.csv `unexpressed` names written in where the format
# says them (tests/corpus/express.py: 1846's Mail Contract, a company key
# inline; by name the private held, `privates: {MAIL: company}`, its bonus
# the game's).
#
#   titles_by_name.sh GAME XXROUTE SOURCE_DIR CORPUS_TITLES_DIR
# Exits 77 when CORPUS_TITLES_DIR/GAME is missing.
set -euo pipefail
game=$1 xxroute=$2 src=$3 dir=$4
if [ ! -d "$dir/$game" ]; then
  echo "skipped: no corpus at $dir/$game"
  exit 77
fi
# xxroute reads the same game data as the checks below.
export XXROUTE_MAPS=$src/maps
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/by-name"
/usr/bin/python3 "$src/tests/corpus/express.py" "$dir" "$tmp/express" >/dev/null
corpus=$tmp/express/$game

/usr/bin/python3 - "$src/maps/$game" "$corpus" "$tmp/by-name" "$game" <<'EOF'
import glob, json, os, sys
import yaml

maps, corpus, out, game = sys.argv[1:5]
printed = yaml.safe_load(open(os.path.join(maps, "map.yaml")))["hexes"]
tiles = yaml.safe_load(open(os.path.join(maps, "tiles.yaml")))["tiles"]
# The revenue keys the game reads: its phases' colours and its trains'
# revenue_key (the site writes every colour it knows: 1889's offboards a
# gray value no phase of 1889 reads).
spec = yaml.safe_load(open(os.path.join(maps, "game.yaml")))
read_keys = {ph["color"] for ph in spec.get("phases") or []} | \
            {t["revenue_key"] for t in spec.get("trains") or [] if t.get("revenue_key")}


def revenue(r):
    return {k: v for k, v in r.items() if k in read_keys} if isinstance(r, dict) else r


def turn(end, r):
    return str((int(end) + r) % 6) if str(end).isdigit() else str(end)


def shape(h, r=0):
    """What a route sees of a hex: stops, paths (as sets of ends), labels."""
    stops = {}
    for sid, s in (h.get("stops") or {}).items():
        stops[sid] = (s["kind"], json.dumps(revenue(s.get("revenue")), sort_keys=True),
                      s.get("slots", 1) if s["kind"] == "city" else None)
    paths = sorted(tuple(sorted(turn(e, r) for e in (p["ends"] if isinstance(p, dict) else p)))
                   for p in (h.get("paths") or []))
    return {"stops": stops, "paths": paths, "labels": sorted(h.get("labels") or []),
            "color": h.get("color", "white")}


bad = []
held = 0  # files whose company holds a private's most-stops bonus, written as privates:
files = sorted(glob.glob(os.path.join(corpus, "*.yaml")))
for f in files:
    name = os.path.basename(f)
    pos = yaml.safe_load(open(f))
    hexes = {}
    for coord, h in pos["hexes"].items():
        tokens = {sid: s["tokens"] for sid, s in (h.get("stops") or {}).items() if s.get("tokens")}
        seen = dict(h, stops={sid: {k: v for k, v in s.items() if k != "tokens"}
                              for sid, s in (h.get("stops") or {}).items()})
        tile, rot = str(h.get("tile_name", "")), int(h.get("tile_rotation", 0))
        if tile == coord:  # the printed hex
            if coord not in printed:
                bad.append(f"{name} {coord}: printed hex not in map.yaml")
            elif shape(seen) != shape(printed[coord] or {}):
                bad.append(f"{name} {coord}: printed hex {shape(seen)} != map.yaml {shape(printed[coord] or {})}")
            if tokens:
                hexes[coord] = {"tokens": tokens}
            continue
        if tile not in tiles:
            bad.append(f"{name} {coord}: tile {tile!r} not in tiles.yaml")
            continue
        if coord not in printed:
            bad.append(f"{name} {coord}: tile {tile} on a hex not in map.yaml")
        if shape(seen) != shape(tiles[tile], rot):
            bad.append(f"{name} {coord}: tile {tile} rotation {rot} {shape(seen)} != tiles.yaml {shape(tiles[tile], rot)}")
        hexes[coord] = {"tile": tile, "rotation": rot}
        if tokens:
            hexes[coord]["tokens"] = tokens
    for coord, h in printed.items():
        if h and h.get("paths") and coord not in pos["hexes"]:
            bad.append(f"{name} {coord}: printed track of map.yaml not written inline")
    # A company's most-stops bonus from a private (express.py's key: 1846's
    # Mail Contract) is written as a player writes it: the private held, its
    # bonus the game's (maps/GAME privates: most_stops_bonus).
    companies, privates = pos["companies"], {}
    for co, c in companies.items():
        bonus = c.pop("most_stops_bonus", None) if isinstance(c, dict) else None
        if bonus:
            privates[bonus["company"]] = co
    by_name = {"format": pos.get("format", 1), "game": game, "phase": pos["phase"], "base_map": True,
               "source": pos["source"], "hexes": hexes, "companies": companies, "expect": pos["expect"]}
    if privates:
        by_name["privates"] = privates
        held += 1
    with open(os.path.join(out, name), "w") as o:
        o.write(f"# {name} of corpus-titles/{game} rewritten by name over maps/{game} (tests/corpus/titles_by_name.sh)\n")
        yaml.safe_dump(by_name, o, sort_keys=False, allow_unicode=True, default_flow_style=None)
if bad:
    print(f"titles_by_name {game}: the data differs from the inline hexes:")
    for b in bad[:40]:
        print("  " + b)
    sys.exit(1)
print(f"titles_by_name {game}: {len(files)} positions, every inline hex equal to maps/{game}" +
      (f"; {held} with a private's most-stops bonus written as privates:" if held else ""))
EOF

# Every file checked above is solved and verified below; in the sanitizer
# tree every Nth (XXROUTE_TEST_SAMPLE=N, tests/sample.h).
every=${XXROUTE_TEST_SAMPLE:-1}
positions=() i=0
for f in "$corpus"/*.yaml; do
  (( i++ % every == 0 )) && positions+=("$f")
done
n=${#positions[@]}
[ "$n" -ge 1 ] || { echo "titles_by_name $game: no positions in $corpus"; exit 1; }
named=()
for f in "${positions[@]}"; do named+=("$tmp/by-name/$(basename "$f")"); done

# The optimum of every file, inline and by name, in the same order.
income() { "$xxroute" solve --format jsonl -j 1 "$@" | /usr/bin/python3 -c '
import json, os, sys
for line in sys.stdin:
    r = json.loads(line)
    print(os.path.basename(r["file"]), r["company"], r["income"], r["optimal"])'; }
inline=$(income "${positions[@]}")
by_name=$(income "${named[@]}")
if [ "$inline" != "$by_name" ]; then
  echo "titles_by_name $game: the optimum differs by name (>) from inline (<):"
  diff <(echo "$inline") <(echo "$by_name") || true
  exit 1
fi
same=$(echo "$by_name" | grep -c ' True$' || true)
[ "$same" -eq "$n" ] || { echo "titles_by_name $game: only $same of $n optima proven"; exit 1; }

# A file whose first line says `# unexpressed:` declares routes paid by a
# rule the format cannot say yet (index.csv `unexpressed`, as
# tests/corpus/titles.sh leaves them out; express.py rewrites that line where
# it writes the rule in): its optimum is compared above, its declared income
# is not verified.
checked=() left_out=()
for f in "${positions[@]}"; do
  if head -1 "$f" | grep -q '^# unexpressed:'; then left_out+=("$(basename "$f")"); else checked+=("$tmp/by-name/$(basename "$f")"); fi
done
out=$("$xxroute" verify "${checked[@]}" 2>&1) || { echo "$out" | tail -20; echo "titles_by_name $game: verify by name failed"; exit 1; }
summary=$(echo "$out" | tail -1)
[ "$summary" = "${#checked[@]} passed, 0 failed" ] || { echo "$out" | tail -5; echo "titles_by_name $game: verify by name: $summary"; exit 1; }

echo "titles_by_name $game: $n positions, the same optimum by name and inline; ${#checked[@]} verified, ${#left_out[@]} left out (# unexpressed:)"
for f in "${left_out[@]}"; do echo "  left out: $f"; done
