// The table page of `xxroute serve`: draws the board the server renders,
// zooms and pans it by finger or mouse, and makes a company's moves through
// the JSON API (the server asks the rules; this page only shows and sends).
"use strict";

const token = new URLSearchParams(location.search).get("token");
const $ = (id) => document.getElementById(id);

const state = {
  position: null,   // GET /api/position
  company: null,    // the company picked
  solve: null,      // GET /api/solve for it
  playable: [],     // GET /api/playable for it: where it may lay or place now
  hex: null,        // the hex whose sheet is open
  panel: null,      // "hex", "turn", "routes", "trains", "check", "moves"
  checkAnswer: null,
  busy: false,
  preview: null,    // a move shown on the board before it is made: {hex, kind, options, index}
  poller: null,     // the interval that asks the server for other phones' moves
};

// ---- The API -------------------------------------------------------------

class ApiError extends Error {
  constructor(status, message, plain, source, rules) {
    super(message);
    this.status = status;
    this.plain = plain || message;  // the server's words, one sentence, without the option or the rule cited
    this.source = source || "";     // the key or file they are about ("end_turn_of", "version")
    this.rules = rules || [];       // the rulebook lines cited ("18CZ VIII.7, 000 line 831"), behind a tap
  }
}

// One line for an error object: "FILE:LINE: what is wrong" as a string, or
// the {file, line, message} object `--format json` prints.
function errorText(body) {
  if (!body || body.error === undefined) return "";
  const e = body.error;
  if (typeof e === "string") return e;
  const where = [e.file, e.line].filter((x) => x !== null && x !== undefined && x !== "").join(":");
  return where ? where + ": " + e.message : e.message;
}

async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers["Content-Type"] = "application/json";
    options.body = JSON.stringify(body);
  }
  if (method !== "GET" && token) options.headers["X-Token"] = token;
  const response = await fetch(path, options);
  if (response.status === 304) return null;
  let data = null;
  try { data = await response.json(); } catch (_) { data = null; }
  if (!response.ok) {
    const reason = errorText(data) || response.status + " " + response.statusText;
    const e = data && data.error && typeof data.error === "object" ? data.error : {};
    throw new ApiError(response.status, reason, e.plain || e.message || "", e.file || "", e.rules || []);
  }
  return data;
}

const q = encodeURIComponent;

// ---- Messages ------------------------------------------------------------

// A refusal in one plain sentence; the rulebook lines it cites behind a tap.
function showError(error) {
  const api = error instanceof ApiError;
  const text = api && error.status === 422 ? "Refused: " + error.plain
    : api && error.status === 409 ? "Not made: " + error.plain
    : error.message || String(error);
  $("error-text").textContent = text;
  const rules = api ? error.rules : [];
  $("error-rule").hidden = !rules.length;
  $("error-rule").open = false;
  $("error-rule-text").textContent = rules.join("; ");
  $("error").hidden = false;
  $("notice").hidden = true;  // (a notice of an earlier move would cover it)
  clearTimeout(noticeTimer);
}

function clearError() { $("error").hidden = true; }

let noticeTimer = null;
function notice(text) {
  const box = $("notice");
  box.textContent = text;
  box.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(() => { box.hidden = true; }, 4000);
}

// Runs an action that talks to the server, showing its error if it fails.
async function act(action) {
  if (state.busy) return;
  state.busy = true;
  document.body.classList.add("busy");
  try {
    await action();
  } catch (error) {
    showError(error);
    if (error instanceof ApiError && error.status === 409) await load().catch(() => {});  // (the file as it is now)
  } finally {
    state.busy = false;
    document.body.classList.remove("busy");
  }
}

// ---- Small DOM helpers ---------------------------------------------------

function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key === "class") node.className = value;
    else if (key === "onclick") node.addEventListener("click", value);
    else if (key === "onsubmit") node.addEventListener("submit", value);
    else node.setAttribute(key, value === true ? "" : value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}

function stripXml(svg) { return String(svg || "").replace(/^\s*<\?xml[^>]*>\s*/, ""); }

// A tile's picture as an image (its own document: no clash with the board's).
function svgImage(svg, label) {
  const src = "data:image/svg+xml;charset=utf-8," + encodeURIComponent(stripXml(svg));
  return el("img", { src, alt: label, draggable: "false" });
}

function money(cost, costText) {
  if (!cost) return "free";
  return costText ? cost + " (" + costText + ")" : String(cost);
}

function routeList(routes) {
  if (!routes || routes.length === 0) return el("p", { class: "muted" }, "No route.");
  return el("ul", { class: "routes" }, routes.map((r) =>
    el("li", {},
      el("span", { class: "train" }, r.train),
      el("span", { class: "revenue" }, r.revenue + (r.subsidy ? " + " + r.subsidy : "")),
      " ", el("span", { class: "places", title: (r.stops || []).join("-") }, placesOf(r)))));
}

// A route in players' words: "Pardubice – Hradec Králové", a place named
// once where the route visits two of its stops in a row (a hex of two cities).
function placesOf(r) {
  const places = r.places || r.stops || [];
  return places.filter((p, i) => i === 0 || p !== places[i - 1]).join(" – ");
}

// The company last picked on this phone (storage may be refused).
function remembered() {
  try { return localStorage.getItem("xxroute.company"); } catch (_) { return null; }
}

function remember(company) {
  try { localStorage.setItem("xxroute.company", company); } catch (_) { /* not kept */ }
}

// ---- Loading the position and the company's routes -----------------------

// The companies that may still move: a closed one (the file's closed:) is not offered.
function openCompanies(position) {
  const closed = position.closed || [];
  return position.companies.filter((c) => !closed.includes(c.name));
}

function pickCompany(position) {
  const names = openCompanies(position).map((c) => c.name);
  const wanted = [state.company, new URLSearchParams(location.search).get("company"),
    remembered(), position.turn && position.turn.company, position.company];
  for (const name of wanted) if (name && names.includes(name)) return name;
  return names.length ? names[0] : null;
}

// The file as it is now, and the chosen company's best routes and playable
// hexes. Where the page already has a company, the three are asked at once
// (the board is then drawn from the routes' picture: the position comes
// without one, ?svg=0); the first time, the position first, to pick one.
async function load() {
  const guess = state.company;
  const forCompany = (company) => company
    ? [api("GET", "/api/solve?company=" + q(company)), api("GET", "/api/playable?company=" + q(company))]
    : [Promise.resolve(null), Promise.resolve(null)];
  let asked = guess ? forCompany(guess).map((p) => p.catch((error) => error)) : null;
  const position = await api("GET", "/api/position" + (guess ? "?svg=0" : ""));
  const company = pickCompany(position);
  if (company !== guess || !asked) asked = forCompany(company).map((p) => p.catch((error) => error));
  const [solve, playable] = await Promise.all(asked);
  if (guess && (!solve || solve instanceof Error))  // (no routes' picture: the board's own)
    position.svg = (await api("GET", "/api/position")).svg;
  state.position = position;
  state.company = company;
  state.solve = solve instanceof Error ? null : solve;
  state.playable = playable && !(playable instanceof Error) ? playable.hexes || [] : [];
  for (const answer of [solve, playable]) if (answer instanceof Error) showError(answer);
  drawAll();
}

function drawAll() {
  drawBar();
  drawBoard(state.solve && state.solve.svg ? state.solve.svg : state.position.svg);
  drawPanel();
}

function drawBar() {
  const select = $("company");
  select.replaceChildren(...openCompanies(state.position).map((c) =>
    el("option", { value: c.name, selected: c.name === state.company }, c.name)));
  const s = state.solve;
  const company = state.position.companies.find((c) => c.name === state.company);
  let text = state.position.game + ", phase " + state.position.phase;
  if (s) {
    text = s.company + " " + s.income + (s.subsidy ? " + " + s.subsidy : "") + (s.optimal ? "" : " (not proven best)");
    if (company && company.treasury !== null && company.treasury !== undefined) text += " · treasury " + company.treasury;
  }
  $("income").textContent = text;
  $("undo").disabled = !state.position.can_undo;
  $("redo").disabled = !state.position.can_redo;
  $("undo").title = lastMove() ? "Undo " + moveWords(lastMove()) : "Nothing to undo";
  $("redo").title = state.position.redo ? "Redo " + moveWords(state.position.redo) : "Nothing to redo";
  document.title = "xxroute: " + state.position.file;
}

// ---- The board: zoom and pan ----------------------------------------------

const view = { x: 0, y: 0, scale: 1, width: 0, height: 0, fitted: false, fit: null };

function drawBoard(svg) {
  const board = $("board");
  board.innerHTML = stripXml(svg);
  const picture = board.querySelector("svg");
  $("board-empty").hidden = !!picture;
  if (!picture) return;
  view.width = parseFloat(picture.getAttribute("width")) || picture.viewBox.baseVal.width;
  view.height = parseFloat(picture.getAttribute("height")) || picture.viewBox.baseVal.height;
  picture.setAttribute("width", view.width);
  picture.setAttribute("height", view.height);
  if (!view.fitted) {
    fit();
    focusCompany(picture);
  } else {
    applyView();
  }
  markHex(state.hex);
  markPlayable();
  drawPreview();
}

// The hexes where the company may lay a tile or place a station now
// (GET /api/playable), outlined; each says which in its title.
function markPlayable() {
  for (const p of state.playable || []) {
    const polygon = $("board").querySelector('polygon.hex[data-hex="' + CSS.escape(p.hex) + '"]');
    if (!polygon) continue;
    polygon.classList.add("playable");
    const what = [p.lay ? "a tile" : null, p.station ? "a station" : null].filter(Boolean).join(" or ");
    polygon.setAttribute("data-playable", what);
  }
}

function applyView() {
  $("board").style.transform = "translate(" + view.x + "px," + view.y + "px) scale(" + view.scale + ")";
}

// The board's box, its size kept: every view is worked out against it.
const wrapSize = { width: 0, height: 0 };
function wrapBox() {
  const box = $("board-wrap").getBoundingClientRect();
  wrapSize.width = box.width;
  wrapSize.height = box.height;
  return box;
}

// The board's box changed size (a panel opened or closed beside it on a
// laptop, under it on a phone; the window resized or turned): a fitted
// board is fitted again, any other view keeps the same middle in view.
function refit() {
  const box = $("board-wrap").getBoundingClientRect();
  const was = { ...wrapSize };
  if (!view.width || !was.width || (box.width === was.width && box.height === was.height)) return void wrapBox();
  if (view.fit && view.x === view.fit.x && view.y === view.fit.y && view.scale === view.fit.scale) return fit();
  view.x += (box.width - was.width) / 2;
  view.y += (box.height - was.height) / 2;
  wrapBox();
  applyView();
}

function fit() {
  const wrap = wrapBox();
  if (!view.width || !wrap.width) return;
  view.scale = Math.min(wrap.width / view.width, wrap.height / view.height);
  view.x = (wrap.width - view.width * view.scale) / 2;
  view.y = (wrap.height - view.height * view.scale) / 2;
  view.fitted = true;
  view.fit = { x: view.x, y: view.y, scale: view.scale };  // (the view Fit gave, kept fitted as the box changes)
  applyView();
}

// The whole board leaves its hex names too small to read (a few CSS px on
// a phone, at 1280x800 too): the first view then zooms in until the
// smallest name is 11 CSS px, and hexes at least a finger's size, about the
// company's stations (their middle), or the board's middle without one.
const kReadablePx = 11;
function focusCompany(picture) {
  const hexSize = parseFloat(picture.getAttribute("data-hex-size")) || 60;
  let smallest = Infinity;
  for (const name of picture.querySelectorAll("text.name")) {
    const size = parseFloat(name.getAttribute("font-size"));
    if (size > 0) smallest = Math.min(smallest, size);
  }
  const readable = Math.max(smallest === Infinity ? 0 : kReadablePx / smallest, 60 / (hexSize * Math.sqrt(3)));
  if (view.scale >= readable) return;
  const tokens = state.company ? [...picture.querySelectorAll('.token[data-company="' + CSS.escape(state.company) + '"]')] : [];
  let middle = { x: view.width / 2, y: view.height / 2 };
  if (tokens.length) {
    const boxes = tokens.map((t) => t.getBBox());
    const left = Math.min(...boxes.map((b) => b.x)), right = Math.max(...boxes.map((b) => b.x + b.width));
    const top = Math.min(...boxes.map((b) => b.y)), bottom = Math.max(...boxes.map((b) => b.y + b.height));
    middle = { x: (left + right) / 2, y: (top + bottom) / 2 };
  }
  const wrap = wrapBox();
  view.scale = Math.min(8, readable);
  view.x = wrap.width / 2 - middle.x * view.scale;
  view.y = wrap.height / 2 - middle.y * view.scale;
  applyView();
}

// Zooms by factor about a point of the board's box (client coordinates).
function zoomAt(factor, clientX, clientY) {
  const wrap = wrapBox();
  const px = clientX - wrap.left;
  const py = clientY - wrap.top;
  const scale = Math.min(8, Math.max(0.1, view.scale * factor));
  const applied = scale / view.scale;
  view.x = px - (px - view.x) * applied;
  view.y = py - (py - view.y) * applied;
  view.scale = scale;
  applyView();
}

function zoomCentre(factor) {
  const wrap = wrapBox();
  zoomAt(factor, wrap.left + wrap.width / 2, wrap.top + wrap.height / 2);
}

// Pointer events serve a finger, a pen and a mouse alike: one pointer drags,
// two pinch; a press that does not move is a tap.
const gesture = { pointers: new Map(), moved: false, multi: false, start: null, pinch: null };

function pinchOf(points) {
  const [a, b] = points;
  return { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

function onPointerDown(event) {
  if (event.target.closest("#zoom")) return;
  const wrap = $("board-wrap");
  wrap.setPointerCapture(event.pointerId);
  gesture.pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
  if (gesture.pointers.size === 1) {
    gesture.moved = false;
    gesture.multi = false;
    gesture.start = { x: event.clientX, y: event.clientY };
  } else {
    gesture.multi = true;
    gesture.pinch = pinchOf([...gesture.pointers.values()]);
  }
}

function onPointerMove(event) {
  const last = gesture.pointers.get(event.pointerId);
  if (!last) return;
  const now = { x: event.clientX, y: event.clientY };
  gesture.pointers.set(event.pointerId, now);
  if (gesture.pointers.size >= 2) {
    const pinch = pinchOf([...gesture.pointers.values()]);
    view.x += pinch.x - gesture.pinch.x;
    view.y += pinch.y - gesture.pinch.y;
    applyView();
    zoomAt(pinch.distance / gesture.pinch.distance, pinch.x, pinch.y);
    gesture.pinch = pinch;
    gesture.moved = true;
    return;
  }
  if (Math.hypot(now.x - gesture.start.x, now.y - gesture.start.y) > 8) gesture.moved = true;
  if (gesture.moved) {
    view.x += now.x - last.x;
    view.y += now.y - last.y;
    applyView();
  }
}

function onPointerUp(event) {
  if (!gesture.pointers.has(event.pointerId)) return;
  gesture.pointers.delete(event.pointerId);
  if (gesture.pointers.size === 1) gesture.pinch = null;
  if (gesture.pointers.size > 0) return;
  if (event.type === "pointerup" && !gesture.moved && !gesture.multi) tapAt(event.clientX, event.clientY);
}

function onWheel(event) {
  event.preventDefault();
  zoomAt(Math.exp(-event.deltaY * 0.002), event.clientX, event.clientY);
}

// The hex under a tap: the topmost drawn thing there that names one.
function hexAt(x, y) {
  for (const node of document.elementsFromPoint(x, y)) {
    const named = node.closest && node.closest("[data-hex]");
    if (named && $("board").contains(named)) return named.getAttribute("data-hex");
  }
  return null;
}

function tapAt(x, y) {
  const hex = hexAt(x, y);
  if (state.preview && hex === state.preview.hex) turnPreview(1);  // (a tap on the tile turns it)
  else if (hex) openHex(hex);
}

function markHex(hex) {
  for (const old of $("board").querySelectorAll(".hex.selected")) old.classList.remove("selected");
  if (!hex) return;
  const polygon = $("board").querySelector('polygon.hex[data-hex="' + CSS.escape(hex) + '"]');
  if (polygon) polygon.classList.add("selected");
}

// ---- The panel -------------------------------------------------------------

const panelTitles = { turn: "Turn", routes: "Best routes", trains: "Trains", stock: "Stock round", check: "Check a declared income",
  moves: "Moves" };

function openPanel(name) {
  state.panel = name;
  if (name !== "hex") { state.hex = null; markHex(null); }
  drawPanel();
}

function closePanel() {
  cancelPreview();
  state.panel = null;
  state.hex = null;
  markHex(null);
  drawPanel();
}

function drawPanel() {
  for (const tab of document.querySelectorAll("#tabs button")) {
    tab.setAttribute("aria-pressed", tab.dataset.panel === state.panel ? "true" : "false");
  }
  $("panel").hidden = !state.panel;
  if (!state.panel) return;
  const body = $("panel-body");
  if (state.panel === "hex" || state.panel === "ask") return; // filled by openHex, askToEndTurn, askUndo
  const whole = state.panel === "moves" || state.panel === "stock";  // (the file's, not one company's)
  $("panel-title").textContent = panelTitles[state.panel] + (state.company && !whole ? ": " + state.company : "");
  if (state.panel === "turn") body.replaceChildren(...turnPanel());
  if (state.panel === "routes") body.replaceChildren(...routesPanel());
  if (state.panel === "check") body.replaceChildren(...checkPanel());
  if (state.panel === "stock") body.replaceChildren(...stockPanel());
  if (state.panel === "moves") body.replaceChildren(...movesPanel());
  if (state.panel === "trains") drawTrains().catch(showError);
}

function routesPanel() {
  const s = state.solve;
  if (!state.company) return [el("p", { class: "muted" }, "No company in this file.")];
  if (!s) return [el("p", { class: "muted" }, "No solution.")];
  return [
    el("p", {}, "Income ", el("strong", {}, String(s.income)),
      s.subsidy ? " + subsidy " + s.subsidy : "", s.optimal ? " (proven best)" : " (not proven best)"),
    routeList(s.routes),
  ];
}

// ---- The turn: whose it is, what it did, its run and payout, its end -------

const stepNames = { lay: "lay a tile", upgrade: "upgrade a tile", station: "place a station", run: "run", buy: "buy trains" };

// What the turn under way did, in words.
function turnDone(turn) {
  const done = [];
  if (turn.lays) done.push(turn.lays + (turn.lays === 1 ? " tile laid" : " tiles laid"));
  if (turn.upgrades) done.push(turn.upgrades + (turn.upgrades === 1 ? " upgrade" : " upgrades"));
  if (turn.stations) done.push(turn.stations + (turn.stations === 1 ? " station" : " stations"));
  if (turn.ran) done.push("ran");
  if ((turn.bought || []).length) done.push("bought " + turn.bought.join(", "));
  return done.length ? done.join(", ") : "nothing yet";
}

// The file's turn (its `turn:`): whose, what it did, what it may still do.
function turnState() {
  const turn = state.position.turn;
  if (!turn) return [el("p", { class: "muted" }, "This file does not follow the turns.")];
  if (!turn.company) return [el("p", { id: "turn-whose" }, "No turn under way: the next move starts one.")];
  const parts = [el("p", { id: "turn-whose" }, el("strong", {}, turn.company + "'s turn"), ": " + turnDone(turn) + ".")];
  if (turn.allows) {
    const may = Object.keys(stepNames).filter((step) => turn.allows[step] === true).map((step) => stepNames[step]);
    parts.push(el("p", { class: "muted" }, may.length ? "It may still " + may.join(", ") + "." : "It may do nothing more: end it."));
  }
  return parts;
}

// Each way to pay the best income side by side, as the rules pay it: what
// one share gets, each holder's money, the bank's, the treasury's, and the
// share price before and after with its move.
function payoutTable(payouts) {
  const names = { pay: "Pay out", withhold: "Withhold", half: "Pay half" };
  const holders = [];
  for (const p of payouts) for (const h of Object.keys(p.per_holder || {})) if (!holders.includes(h)) holders.push(h);
  const price = (p) => {
    if (p.share_price_before === null || p.share_price_before === undefined) return "";
    const after = (p.share_price_after || []).length ? p.share_price_after.join(" or ") : "unknown";
    const move = (p.share_price_moves || []).join(" or ");
    return p.share_price_before + " → " + after + (move ? " (" + move + ")" : "");
  };
  const row = (label, cell) => el("tr", {}, el("th", { scope: "row" }, label), ...payouts.map((p) => el("td", {}, cell(p))));
  const rows = [row("Per share", (p) => p.per_share ? String(p.per_share) : "–")];
  for (const h of holders) rows.push(row(h, (p) => String((p.per_holder || {})[h] || 0)));
  if (payouts.some((p) => p.to_bank)) rows.push(row("Bank", (p) => String(p.to_bank || 0)));
  rows.push(row("Treasury", (p) => String(p.to_treasury || 0)));
  if (payouts.some((p) => price(p))) rows.push(row("Share price", (p) => price(p) || "–"));
  return el("table", { class: "payout-table" },
    el("thead", {}, el("tr", {}, el("th", {}, ""), ...payouts.map((p) => el("th", { scope: "col", "data-move": p.move },
      names[p.move] || p.move)))),
    el("tbody", {}, ...rows));
}

function turnPanel() {
  if (!state.company) return [el("p", { class: "muted" }, "No company in this file.")];
  const parts = turnState();
  const s = state.solve;
  const company = state.position.companies.find((c) => c.name === state.company) || {};
  const turn = state.position.turn;
  const ran = turn && turn.company === state.company && turn.ran;
  parts.push(el("h3", {}, "Run " + state.company + "'s trains"));
  if (ran) parts.push(el("p", { class: "muted" }, state.company + " has run this turn."));
  else if (!s || !(s.routes || []).length) parts.push(el("p", { class: "muted" }, "No route to run."));
  else {
    parts.push(el("p", {}, "Best income ", el("strong", {}, String(s.income)), s.subsidy ? " + subsidy " + s.subsidy : ""));
    parts.push(routeList(s.routes));
    const pay = (key, label) => el("button", { type: "button", class: "row payout", "data-move": key,
      onclick: () => act(() => apply({ [key]: true })) }, el("span", {}, label), el("span", {}, String(s.income)));
    parts.push(el("div", { class: "rows" },
      pay("pay", "Pay out"), pay("withhold", "Withhold"), company.half_pay ? pay("half", "Pay half") : null));
    if ((s.payouts || []).length) parts.push(payoutTable(s.payouts));
  }
  if (turn && turn.company === state.company) {
    parts.push(el("div", { class: "rows" }, el("button", { type: "button", class: "row end-turn primary", "data-move": "end_turn",
      onclick: () => act(() => apply({ end_turn: true })) }, el("span", {}, "End " + state.company + "'s turn"))));
  }
  return parts;
}

function movesPanel() {
  const moves = state.position.moves || [];
  const list = moves.length
    ? el("ol", { class: "moves" }, moves.map((m) => el("li", {}, moveWords(m))))
    : el("p", { class: "muted" }, "No move made here yet.");
  const last = lastMove(), again = state.position.redo;
  return [list, el("div", { class: "rows" },
    el("button", { type: "button", class: "row undo", disabled: !last, onclick: () => act(askUndo) },
      el("span", {}, last ? "Undo " + moveWords(last) : "Nothing to undo")),
    el("button", { type: "button", class: "row redo", disabled: !again, onclick: () => act(redo) },
      el("span", {}, again ? "Redo " + moveWords(again) : "Nothing to redo")))];
}

// "BCB: lay E14=55@0": a move made through the server, whose and what.
function moveWords(m) {
  return m.company + ": " + m.text;
}

function lastMove() {
  const moves = (state.position && state.position.moves) || [];
  return moves.length ? moves[moves.length - 1] : null;
}

// ---- A hex: the tiles and stations that may go there ----------------------

async function openHex(hex) {
  if (!state.company) return;
  cancelPreview();
  state.panel = "hex";
  state.hex = hex;
  markHex(hex);
  drawPanel();
  $("panel-title").textContent = hex + ": " + state.company;
  $("panel-body").replaceChildren(el("p", { class: "muted" }, "Asking the rules\u2026"));
  await act(async () => {
    const options = await api("GET", "/api/options?company=" + q(state.company) + "&hex=" + q(hex));
    if (state.hex === hex) $("panel-body").replaceChildren(...hexPanel(options));
  });
}

function hexPanel(options) {
  const parts = [];
  const lays = options.lays || [];
  const stations = options.stations || [];
  const income = state.solve ? state.solve.income : null;
  if (lays.length) {
    // One choice a tile (a private's ability's apart); its legal rotations
    // are turned through on the board.
    const byTile = new Map();
    for (const lay of lays) {
      const key = (lay.by || "") + "|" + lay.tile;
      if (!byTile.has(key)) byTile.set(key, []);
      byTile.get(key).push(lay);
    }
    parts.push(el("h3", {}, "Lay a tile"));
    parts.push(el("div", { class: "choices" }, [...byTile.values()].map((rotations) => tileButton(options.hex, rotations, income))));
  }
  if (stations.length) {
    parts.push(el("h3", {}, "Place a station"));
    parts.push(el("div", { class: "rows" }, stations.map((station) =>
      el("button", { type: "button", class: "row station", "data-move": station.move, "data-cost": station.cost,
        onclick: () => startPreview(options.hex, "station", [station]) },
        el("span", {}, "Station " + (station.stop_name || station.stop) + byText(station)),
        el("span", {}, money(station.cost, station.cost_text))))));
  }
  if (!parts.length) parts.push(el("p", { class: "muted" }, options.why || "Nothing may be laid or placed here by " + state.company + " now."));
  return parts;
}

// " by MC": a move made by the ability of a private the company owns.
function byText(option) {
  return option.by ? " by " + option.by : "";
}

// The gain of a lay's income over the company's income now, in words.
function gainText(lay, income) {
  if (lay.income == null) return null;  // (none while the company has no train to run)
  const gain = income == null ? null : lay.income - income;
  return "income " + lay.income + (gain ? " (" + (gain > 0 ? "+" : "") + gain + ")" : "");
}

// A tile that may be laid, its best rotation shown; a tap shows it on the board.
function tileButton(hex, rotations, income) {
  const best = rotations.reduce((a, b) => ((b.income || 0) > (a.income || 0) ? b : a), rotations[0]);
  const label = "tile " + best.tile + byText(best) + (rotations.length > 1 ? ", " + rotations.length + " rotations" : "");
  const gain = gainText(best, income);
  return el("button", { type: "button", class: "choice lay", "data-tile": best.tile, "data-move": best.move,
    "data-cost": best.cost, "aria-label": "Show " + label + " on " + hex,
    onclick: () => startPreview(hex, "lay", rotations, rotations.indexOf(best)) },
    best.svg ? svgImage(best.svg, label) : null,
    el("span", { class: "what" }, "Tile " + best.tile + byText(best) + (rotations.length > 1 ? " \u00d7" + rotations.length : "")),
    el("span", { class: "cost" }, money(best.cost, best.cost_text)),
    gain ? el("span", { class: "gain" + (best.income > income ? " up" : "") }, gain) : null);
}

// ---- A move shown on the board, made only on \u2714 ----------------------------

// Shows option `index` of `options` (a tile's legal rotations, or a station)
// on `hex`, with \u2714 to make it and \u2716 to put it back.
function startPreview(hex, kind, options, index) {
  state.preview = { hex, kind, options, index: index || 0 };
  drawPreview();
  previewBar();
  centreOnHex(hex);
}

function turnPreview(step) {
  const p = state.preview;
  if (!p || p.options.length < 2) return;
  p.index = (p.index + step + p.options.length) % p.options.length;
  drawPreview();
  previewBar();
}

function cancelPreview() {
  state.preview = null;
  for (const old of $("board").querySelectorAll(".preview")) old.remove();
  $("panel").classList.remove("compact");
}

// The move drawn on its hex: the tile's picture over the printed one, or a
// station's ring at the hex's centre.
function drawPreview() {
  for (const old of $("board").querySelectorAll(".preview")) old.remove();
  const p = state.preview;
  if (!p) return;
  const polygon = $("board").querySelector('polygon.hex[data-hex="' + CSS.escape(p.hex) + '"]');
  if (!polygon) return;
  const box = polygon.getBBox();
  const ns = "http://www.w3.org/2000/svg";
  const option = p.options[p.index];
  let shown;
  if (p.kind === "lay" && option.svg) {
    // (the picture is the hex's polygon with a margin of 4% of its width: api_options.cpp, CropToHex)
    const margin = 0.04 * box.width;
    shown = document.createElementNS(ns, "image");
    shown.setAttribute("href", "data:image/svg+xml;charset=utf-8," + encodeURIComponent(stripXml(option.svg)));
    shown.setAttribute("x", box.x - margin);
    shown.setAttribute("y", box.y - margin);
    shown.setAttribute("width", box.width + 2 * margin);
    shown.setAttribute("height", box.height + 2 * margin);
    // (cut to the hex: the picture's own background left out)
    const clip = document.createElementNS(ns, "clipPath");
    clip.setAttribute("id", "preview-clip");
    clip.setAttribute("class", "preview");
    const outline = document.createElementNS(ns, "polygon");
    outline.setAttribute("points", polygon.getAttribute("points"));
    clip.appendChild(outline);
    polygon.parentNode.appendChild(clip);
    shown.setAttribute("clip-path", "url(#preview-clip)");
  } else {
    shown = document.createElementNS(ns, "circle");
    shown.setAttribute("cx", box.x + box.width / 2);
    shown.setAttribute("cy", box.y + box.height / 2);
    shown.setAttribute("r", box.width / 5);
  }
  shown.setAttribute("class", "preview shown " + p.kind);
  shown.setAttribute("data-move", option.move);
  shown.setAttribute("pointer-events", "none");
  polygon.parentNode.appendChild(shown);
}

// The panel as a bar under the board: what is shown, its price and income,
// turn it, \u2714 make it, \u2716 put it back.
function previewBar() {
  const p = state.preview;
  const option = p.options[p.index];
  const income = state.solve ? state.solve.income : null;
  state.panel = "hex";
  drawPanel();
  $("panel").classList.add("compact");
  const what = p.kind === "lay"
    ? "Tile " + option.tile + " on " + p.hex + byText(option) +
      (p.options.length > 1 ? ", rotation " + (p.index + 1) + " of " + p.options.length : "")
    : "Station on " + p.hex + byText(option);
  $("panel-title").textContent = what;
  const gain = p.kind === "lay" ? gainText(option, income) : null;
  const move = p.kind === "lay" ? { lay: [option.move] } : { token: [option.move] };
  $("panel-body").replaceChildren(
    el("p", { id: "preview-what" }, money(option.cost, option.cost_text) === "free" ? "Free" : "Costs " + money(option.cost, option.cost_text),
      gain ? " \u00b7 " + gain : ""),
    el("div", { class: "preview-actions" },
      p.options.length > 1
        ? el("button", { type: "button", id: "preview-turn", "aria-label": "Turn the tile" , onclick: () => turnPreview(1) }, "\u21bb")
        : null,
      el("button", { type: "button", id: "preview-no", class: "no", "aria-label": "Put it back",
        onclick: () => { cancelPreview(); openHex(p.hex); } }, "\u2716"),
      el("button", { type: "button", id: "preview-yes", class: "yes primary", "data-move": option.move, "data-cost": option.cost,
        "aria-label": (p.kind === "lay" ? "Lay tile " + option.tile : "Place the station") + " here",
        onclick: () => act(() => apply(move)) }, "\u2714")));
}

// Pans the board so that `hex` is in the middle of what the panel leaves in view.
function centreOnHex(hex) {
  const polygon = $("board").querySelector('polygon.hex[data-hex="' + CSS.escape(hex) + '"]');
  if (!polygon) return;
  const box = polygon.getBBox();
  const wrap = wrapBox();
  view.x = wrap.width / 2 - (box.x + box.width / 2) * view.scale;
  view.y = wrap.height / 2 - (box.y + box.height / 2) * view.scale;
  applyView();
}

// ---- Moves: apply and undo -------------------------------------------------

// The company's moves sent; `ending`: the company whose turn under way the
// player chose to end first (the server never ends it silently: 409).
async function apply(moves, ending) {
  const seen = state.position ? { version: state.position.version } : {};
  const body = Object.assign({ company: state.company }, seen, moves, ending ? { end_turn_of: ending } : {});
  if (body.company === null) delete body.company;  // (a company not yet in the file: the move names it, --float)
  let result;
  try {
    result = await api("POST", "/api/apply", body);
  } catch (error) {
    if (error instanceof ApiError && error.status === 409 && error.source === "end_turn_of" && !ending) {
      await load();
      askToEndTurn(moves, error.plain);
      return;
    }
    throw error;
  }
  clearError();
  const made = (result.moves || []).map((m) => m.move + (m.cost ? " (" + m.cost + ")" : "")).join(", ");
  const solve = result.solve;
  notice((result.ended_turn ? result.ended_turn + "'s turn ended · " : "") + (result.company || state.company) + ": " + made +
    (solve ? " · income " + solve.income : ""));
  if (state.panel === "hex" || state.panel === "ask") closePanel();
  if (state.panel === "stock") drawPanel();  // (the forms afresh: the company floated is no longer offered)
  cancelPreview();
  await load();
  // The turn ended: on to the company that operates next, its home in view.
  const next = moves.end_turn && state.position.turn ? state.position.turn.next : null;
  if (next && next !== state.company) {
    state.company = next;
    remember(next);
    view.fitted = false;
    await load();
    notice(state.company + " operates next");
  }
}

// Another company's turn is under way: the player chooses to end it, or not.
function askToEndTurn(moves, why) {
  const turn = state.position.turn || {};
  const other = turn.company;
  const mine = state.company;
  state.panel = "ask";
  drawPanel();
  $("panel-title").textContent = other ? other + "'s turn is under way" : "A turn is under way";
  $("panel-body").replaceChildren(
    el("p", { id: "ask-why" }, other ? other + "'s turn so far: " + turnDone(turn) + ". It ends before " + mine + " moves." : why),
    el("div", { class: "rows" },
      el("button", { type: "button", class: "row primary", id: "ask-end-turn",
        onclick: () => act(() => apply(moves, other)) }, el("span", {}, "End " + other + "'s turn, then " + mine + "'s move")),
      el("button", { type: "button", class: "row", id: "ask-back", onclick: closePanel },
        el("span", {}, "Back: " + other + " goes on"))));
}

// Undo asks first where the last move is another company's than the one
// chosen, or ends a turn: a phone must not take back someone else's move
// by a stray tap.
function askUndo() {
  const last = lastMove();
  if (!last) return undo();
  const ends = /end turn/.test(last.text);
  if (last.company === state.company && !ends) return undo();
  state.panel = "ask";
  drawPanel();
  $("panel-title").textContent = "Undo " + last.company + "'s move?";
  $("panel-body").replaceChildren(
    el("p", { id: "ask-why" }, "The last move is " + moveWords(last) + (ends ? ": it ended " + last.company + "'s turn." : "") +
      (last.company !== state.company ? " It is " + last.company + "'s, not " + state.company + "'s." : "")),
    el("div", { class: "rows" },
      el("button", { type: "button", class: "row primary", id: "ask-undo", onclick: () => act(undo) },
        el("span", {}, "Undo " + moveWords(last))),
      el("button", { type: "button", class: "row", id: "ask-back", onclick: closePanel },
        el("span", {}, "Back: keep it"))));
}

async function undo() {
  await step("/api/undo", "Undo", "undone");
}

async function redo() {
  await step("/api/redo", "Redo", "redone");
}

// An undo or a redo sent, and what it did said: the move, whose, and the
// money it gives back to the treasury or takes from it.
async function step(path, word, key) {
  const result = await api("POST", path, state.position ? { version: state.position.version } : undefined);
  clearError();
  const back = result.treasury_back;
  notice(word + " " + result.company + ": " + result[key] +
    (back > 0 ? " (" + money(back) + " back to the treasury)" : back < 0 ? " (" + money(-back) + " from the treasury)" : ""));
  if (state.panel === "ask") state.panel = "moves";  // (asked from the moves: back to them)
  await load();
}

// ---- Trains ----------------------------------------------------------------

async function drawTrains() {
  if (!state.company) return;
  const trains = await api("GET", "/api/trains?company=" + q(state.company));
  if (state.panel !== "trains") return;
  const parts = [
    el("p", {}, "Trains: ", el("strong", {}, trains.trains.length ? trains.trains.join(", ") : "none"),
      trains.limit !== undefined && trains.limit !== null ? " (limit " + trains.limit + ")" : ""),
  ];
  const buy = trains.buy || [];
  parts.push(el("h3", {}, "Buy from the bank"));
  if (!buy.length) parts.push(el("p", { class: "muted" }, "No train may be bought now."));
  else parts.push(el("div", { class: "rows" }, buy.map(buyButton)));
  if (trains.bank) {
    parts.push(el("h3", {}, "The bank's stock"));
    parts.push(el("ul", { class: "bank" }, Object.entries(trains.bank).map(([name, count]) =>
      el("li", { class: count ? "" : "sold-out" }, el("span", { class: "train" }, name), count ? count + " left" : "sold out"))));
  }
  $("panel-body").replaceChildren(...parts);
}

// A train the bank sells: a button, or (not on sale now: the bank's stock) the rule why not.
function buyButton(offer) {
  const onSale = offer.on_sale === undefined || offer.on_sale === true;
  const notes = (offer.notes || []).concat(onSale ? [] : ["not on sale now: " + offer.on_sale]);
  return el("button", { type: "button", class: "row buy" + (onSale ? "" : " off-sale"), "data-move": offer.move,
    disabled: !onSale, onclick: () => act(() => apply({ buy_train: [offer.move] })) },
    el("span", {},
      "Buy " + offer.train + (offer.trade_in ? ", trading in " + offer.trade_in : ""),
      notes.length ? el("span", { class: "notes" }, notes.join("; ")) : null),
    el("span", {}, money(offer.cost, offer.cost_text)));
}

// ---- The stock round's facts: floats, par prices, shares held ---------------

// "Anna 60%, pool 10%": who holds a company's shares.
function sharesText(shares) {
  return (shares || []).length ? shares.map((s) => s.holder + " " + s.percent + "%").join(", ") : "none recorded";
}

// A labelled control of a stock form, a finger's size.
function field(label, control) {
  return el("label", { class: "field" }, el("span", {}, label), control);
}

function options(values, chosen, blank) {
  return [blank === undefined ? null : el("option", { value: "" }, blank),
    ...values.map((v) => el("option", { value: String(v), selected: String(v) === String(chosen) }, String(v)))];
}

// The companies' par, share price, treasury and holders; and the forms a
// stock round's results are written with (apply --float, --par, --shares:
// the server checks each by the game's rules).
function stockPanel() {
  const position = state.position;
  const companies = openCompanies(position);
  const money = (v) => (v === null || v === undefined ? "–" : String(v));
  const parts = [el("table", { class: "stock-table" },
    el("thead", {}, el("tr", {}, ...["Company", "Par", "Price", "Treasury", "Shares"].map((h) => el("th", { scope: "col" }, h)))),
    el("tbody", {}, companies.map((c) => el("tr", { "data-company": c.name },
      el("th", { scope: "row" }, c.name + (c.floated === false ? " (not floated)" : "")),
      el("td", {}, money(c.par)), el("td", {}, money(c.share_price)), el("td", {}, money(c.treasury)),
      el("td", { class: "shares" }, sharesText(c.shares))))))];

  const floatable = position.floatable || [];
  if (floatable.length) {
    const company = el("select", { id: "float-company", name: "company" }, options(floatable.map((c) => c.name)));
    const par = el("select", { id: "float-par", name: "par" });
    const parsOf = () => (floatable.find((c) => c.name === company.value) || {}).pars || [];
    const fillPars = () => par.replaceChildren(...options(parsOf(), "", "none yet"));
    company.addEventListener("change", fillPars);
    fillPars();
    const treasury = el("input", { id: "float-treasury", name: "treasury", type: "number", min: "0", inputmode: "numeric",
      placeholder: "by the rules" });
    parts.push(el("h3", {}, "Float a company"), el("form", { class: "stock-form", id: "float-form",
      onsubmit: (event) => {
        event.preventDefault();
        const moves = { company: null, float: [company.value + (treasury.value ? "=" + treasury.value : "")] };
        if (par.value) moves.par = [company.value + "=" + par.value];
        act(() => apply(moves));
      } },
      field("Company", company), field("Par price", par), field("Treasury", treasury),
      el("button", { type: "submit", class: "primary" }, "Float")));
  }

  const unpriced = companies.filter((c) => c.par === null || c.par === undefined);
  if (unpriced.length) {
    const company = el("select", { id: "par-company", name: "company" }, options(unpriced.map((c) => c.name)));
    const price = el("select", { id: "par-price", name: "price" });
    const fillPrices = () => price.replaceChildren(...options((unpriced.find((c) => c.name === company.value) || {}).pars || []));
    company.addEventListener("change", fillPrices);
    fillPrices();
    parts.push(el("h3", {}, "Set a par price"), el("form", { class: "stock-form", id: "par-form",
      onsubmit: (event) => {
        event.preventDefault();
        if (price.value) act(() => apply({ company: company.value, par: [company.value + "=" + price.value] }));
      } },
      field("Company", company), field("Par price", price), el("button", { type: "submit", class: "primary" }, "Set par")));
  }

  if (companies.length) {
    const holders = el("datalist", { id: "holder-names" }, (position.holders || []).map((h) => el("option", { value: h })));
    const holder = el("input", { id: "shares-holder", name: "holder", list: "holder-names", autocomplete: "off",
      placeholder: "player", required: true });
    const company = el("select", { id: "shares-company", name: "company" },
      options(companies.map((c) => c.name), state.company));
    const percent = el("input", { id: "shares-percent", name: "percent", type: "number", min: "0", max: "100", step: "5",
      inputmode: "numeric", required: true, placeholder: "0 drops" });
    parts.push(el("h3", {}, "Shares held"), el("form", { class: "stock-form", id: "shares-form",
      onsubmit: (event) => {
        event.preventDefault();
        const line = holder.value.trim() + ": " + company.value + " " + percent.value;
        act(() => apply({ company: company.value, shares: [line] }));
      } },
      holders, field("Holder", holder), field("Company", company), field("Percent", percent),
      el("button", { type: "submit", class: "primary" }, "Record")));
  }
  return parts;
}

// ---- Check a declared income or routes --------------------------------------

function checkPanel() {
  const input = el("input", { id: "declared", name: "declared", inputmode: "text", autocomplete: "off",
    placeholder: "income, e.g. 120, or routes: 2: E16-D17", "aria-label": "Declared income or routes" });
  const form = el("form", { class: "check", onsubmit: (event) => { event.preventDefault(); act(() => check(input.value)); } },
    el("div", { class: "line" }, input, el("button", { type: "submit", class: "primary" }, "Check")));
  return [form, el("div", { id: "answer" }, state.checkAnswer ? answerView(state.checkAnswer) : null)];
}

async function check(text) {
  const value = text.trim();
  if (!value) return;
  const body = { company: state.company };
  if (/^\d+$/.test(value)) body.declared = Number(value);
  else body.routes = value;
  const result = await api("POST", "/api/check", body);
  clearError();
  state.checkAnswer = result;
  $("answer").replaceChildren(answerView(result));
}

function answerView(result) {
  const best = result.best || {};
  const declared = result.declared || {};
  const right = result.optimal === true;
  let text;
  if (right) text = "Right: " + declared.income + " is the best income.";
  else if (result.difference < 0)
    text = "Too high: " + declared.income + " is " + -result.difference + " more than the best, " + best.income + ".";
  else if (result.difference !== undefined) text = "Not the best: " + best.income + " is " + result.difference + " more than " + declared.income + ".";
  else text = "Not the best: the routes make " + declared.income + ", the best is " + best.income + ".";
  if (result.legal === false) text = "These routes break a rule.";
  return el("div", { class: "answer " + (right ? "right" : "wrong") },
    el("p", {}, el("strong", {}, text)),
    right ? null : el("p", {}, "The best routes:"),
    right ? null : routeList(best.routes));
}

// ---- Keeping up with the other phones at the table -------------------------

async function poll() {
  if (state.busy || !state.position || document.hidden) return;
  try {
    const fresh = await api("GET", "/api/position?since=" + q(state.position.version));
    if (fresh && fresh.version !== state.position.version) await act(load);
  } catch (_) {
    // The server may be restarting: the next poll tries again.
  }
}

// ---- Wiring ----------------------------------------------------------------

function wire() {
  const wrap = $("board-wrap");
  wrap.addEventListener("pointerdown", onPointerDown);
  wrap.addEventListener("pointermove", onPointerMove);
  wrap.addEventListener("pointerup", onPointerUp);
  wrap.addEventListener("pointercancel", onPointerUp);
  wrap.addEventListener("wheel", onWheel, { passive: false });
  // The board's touches are this page's gestures, not the browser's: else a
  // pinch leaves the browser swallowing the next tap.
  wrap.addEventListener("touchstart", (event) => {
    if (!event.target.closest("#zoom")) event.preventDefault();
  }, { passive: false });
  $("zoom-in").addEventListener("click", () => zoomCentre(1.4));
  $("zoom-out").addEventListener("click", () => zoomCentre(1 / 1.4));
  $("zoom-fit").addEventListener("click", fit);
  $("undo").addEventListener("click", () => act(askUndo));
  $("redo").addEventListener("click", () => act(redo));
  $("error-close").addEventListener("click", clearError);
  $("panel-close").addEventListener("click", closePanel);
  $("company").addEventListener("change", (event) => {
    state.company = event.target.value;
    state.checkAnswer = null;
    remember(state.company);
    act(load);
  });
  for (const tab of document.querySelectorAll("#tabs button")) {
    tab.addEventListener("click", () => (state.panel === tab.dataset.panel ? closePanel() : openPanel(tab.dataset.panel)));
  }
  new ResizeObserver(refit).observe(wrap);
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && state.panel) closePanel();
  });
  state.poller = setInterval(poll, 5000);  // (every 5 s: the other phones' moves)
}

wire();
act(load);
