"""The pages' templates, the style sheet and the small script that keeps a page live.

Kept as Python strings so the desktop bundle and an installed copy carry them without
data files. Jinja2 escapes every value (autoescape on for every template): a name is
always text, never markup. The script builds no markup of its own: it swaps in the
server's already-escaped fragment and hides rows that do not match a search.
"""

from __future__ import annotations

BASE = """<!doctype html>
<html lang="{{ lang }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{{ title }} · {{ snap.info.name }}</title>
<link rel="stylesheet" href="{{ links.asset('site.css') }}">
<link rel="icon" href="{{ links.asset('icon.svg') }}" type="image/svg+xml">
{% if not static %}<link rel="manifest" href="/manifest.webmanifest">
<meta name="theme-color" content="#0b57d0">{% endif %}
<script src="{{ links.asset('live.js') }}" defer></script>
</head>
<body>
<header>
<p class="event">{{ snap.info.name }}</p>
<a class="lang" href="{{ switch }}" hreflang="{{ other }}" lang="{{ other }}">{{ w.other_lang }}</a>
</header>
<nav aria-label="{{ w.menu }}">
<a href="{{ links.page('standings') }}"{% if page == 'standings' %} aria-current="page"{% endif %}>{{ w.standings }}</a>
<a href="{{ links.page('seating') }}"{% if page == 'seating' %} aria-current="page"{% endif %}>{{ w.seating }}</a>
<a href="{{ links.page('rounds') }}"{% if page == 'rounds' %} aria-current="page"{% endif %}>{{ w.results }}</a>
{% if snap.has_crosstable %}<a href="{{ links.page('crosstable') }}"{% if page == 'crosstable' %} aria-current="page"{% endif %}>{{ w.crosstable }}</a>{% endif %}
{% if snap.has_bracket %}<a href="{{ links.page('bracket') }}"{% if page == 'bracket' %} aria-current="page"{% endif %}>{{ w.bracket }}</a>{% endif %}
{% if not static %}<a href="{{ links.page('tables') }}"{% if page in ('tables', 'table') %} aria-current="page"{% endif %}>{{ w.playing }}</a>{% endif %}
</nav>
<main>
<h1>{{ title }}</h1>
{% if page == 'seating' %}
<form class="search" action="{{ links.page('seating') }}" method="get" role="search">
<input id="q" name="q" type="search" value="{{ q }}" placeholder="{{ w.search }}" aria-label="{{ w.search }}" autocomplete="off">
{% if not static %}<input type="hidden" name="lang" value="{{ lang }}">{% endif %}
<button type="submit">{{ w.search_button }}</button>
</form>
<p id="nomatch" class="note" hidden>{{ w.no_match }}</p>
{% endif %}
<div id="live" data-version="{{ snap.version }}" data-at="{{ '%.3f' % snap.loaded_at }}"{% if events %} data-events="{{ events }}"{% endif %}>
{% if live_part is defined %}{{ live_part }}{% else %}{% include "notice.html" %}
{% include main %}
{% endif %}</div>
</main>
<footer><span id="status" data-live="{{ w.updated }}" data-lost="{{ w.reconnecting }}" data-stale="{{ w.not_updated }}">{% if static %}{{ w.static_note }}{% endif %}</span>
<span>{{ w.read_only }}</span></footer>
</body>
</html>
"""

STANDINGS = """{% if not snap.standings %}<p class="note">{{ w.no_results }}</p>{% else %}
<div class="scroll"><table class="standings">
<thead><tr><th>{{ w.place }}</th><th class="name">{{ w.player }}</th><th>{{ w.points }}</th>
{% for tb in tiebreaks %}<th>{{ w[tb] }}</th>{% endfor %}<th>{{ w.games }}</th></tr></thead>
<tbody>
{% for row in snap.standings %}<tr{% if row.withdrawn_from %} class="withdrawn"{% endif %}>
<td>{{ row.place }}</td>
<td class="name"><a href="{{ links.page('player', row.player_id) }}"><span>{{ row.name }}</span>{% if row.reading %}<small>{{ row.reading }}</small>{% endif %}</a>{% if row.note %}<small>{{ note_text(row.note) }}</small>{% endif %}{% if row.withdrawn_from %}<small>{{ w.withdrawn.format(n=row.withdrawn_from) }}</small>{% endif %}</td>
<td class="num">{{ row.points }}</td>
{% for tb in tiebreaks %}<td class="num">{{ tiebreak_value(row, tb) }}</td>{% endfor %}
<td class="num">{{ row.games }}</td>
</tr>{% endfor %}
</tbody></table></div>
{% endif %}
<p class="note">{% if tiebreaks %}{{ w.tie_breaks.format(order=tiebreak_order) }}{% else %}{{ w.tie_breaks_none }}{% endif %}</p>
"""

SEATING = """{% if view is none %}<p class="note">{{ w.no_rounds }}</p>{% else %}
<h2>{{ w.seating_round.format(n=view.number) }}</h2>
<ul class="seats">
{% for s in seats %}<li data-key="{{ s.key }}"{% if q and not s.match %} hidden{% endif %}>
<a class="who" href="{{ links.page('player', s.id) }}">{{ s.name }}{% if s.reading %}<small>{{ s.reading }}</small>{% endif %}</a>
<span class="where">{% if s.table is none %}{{ w.bye }}{% else %}{{ w.table_n.format(n=s.table) }} <small>{{ w.seat_n.format(n=s.seat) }}</small>{% endif %}</span>
</li>{% endfor %}
</ul>
<h2>{{ w.round_n.format(n=view.number) }}</h2>
<ol class="tables">
{% for t in view.tables %}<li><b>{{ w.table_n.format(n=t.number) }}</b> {% for p in t.players %}<span class="seat">{{ p.name }}</span>{% endfor %}</li>{% endfor %}
</ol>
{% if view.byes %}<p class="note">{{ w.byes.format(names=bye_names) }}</p>{% endif %}
{% endif %}
"""

ROUNDS = """{% if not snap.rounds %}<p class="note">{{ w.no_rounds }}</p>{% else %}
<p class="rounds">{% for r in snap.rounds %}<a href="{{ links.page('round', r.number) }}"{% if view and r.number == view.number %} aria-current="page"{% endif %}>{{ r.number }}</a>{% endfor %}</p>
<h2>{{ w.round_results.format(n=view.number) }}</h2>
{% for t in view.tables %}<section class="result">
<h3>{{ w.table_n.format(n=t.number) }}{% if t.game is none %} <span class="playing">{{ w.still_playing }}</span>{% endif %}</h3>
{% if t.game is none %}<p>{% for p in t.players %}<span class="seat">{{ p.name }}</span>{% endfor %}</p>
{% else %}<table><thead><tr><th>{{ w.rank }}</th><th class="name">{{ w.player }}</th><th>{{ w.points }}</th><th>{{ w.cards_left }}</th><th>{{ w.fouls }}</th></tr></thead><tbody>
{% for name in t.game.summary.ranking %}<tr><td>{{ loop.index }}</td><td class="name">{{ name }}</td><td class="num">{{ t.game.points.get(name, '') }}</td><td class="num">{{ t.game.summary.cards_left.get(name, '') }}</td><td class="num">{{ t.game.summary.fouls.get(name, 0) }}</td></tr>{% endfor %}
</tbody></table>
{% if t.game.summary.largest_prime %}<p class="note">{{ w.largest_prime }}: <span class="prime">{{ t.game.summary.largest_prime }}</span> ({{ t.game.summary.largest_prime_by }})</p>{% endif %}
{% endif %}</section>{% endfor %}
{% if view.byes %}<p class="note">{{ w.byes.format(names=bye_names) }}</p>{% endif %}
{% endif %}
"""

CROSSTABLE = """{% for ct in snap.crosstables %}
{% if ct.title %}<h2>{{ w.group.format(name=ct.title) }}</h2>{% endif %}
<div class="scroll"><table class="cross"><thead><tr><th></th><th class="name">{{ w.player }}</th>
{% for c in ct.players %}<th>{{ loop.index }}</th>{% endfor %}<th>{{ w.points }}</th></tr></thead><tbody>
{% for r in ct.players %}{% set i = loop.index %}<tr><td>{{ i }}</td><td class="name">{{ r.name }}</td>
{% for c in ct.players %}<td class="{% if c.id == r.id %}self{% else %}mark{% endif %}">{{ ct.text(r.id, c.id) }}</td>{% endfor %}
<td class="num">{{ r.points }}</td></tr>{% endfor %}
</tbody></table></div>
{% endfor %}
<p class="note">{{ w.cross_legend }}</p>
"""

# Issue 36: headed by stage as the print and the console's bracket are
# (tournament.bracket.bracket_names), the 3rd-place match apart under the champion.
BRACKET = """{% macro bracket_box(box) %}<div class="box"><p class="box-title">{% if box.table %}{{ w.table_n.format(n=box.table) }}{% else %}{{ w.bye }}{% endif %}</p>
<ol>{% for e in box.entries %}<li class="{% if e.goes_on %}on{% endif %}">{% if e.rank %}<span class="rank">{{ e.rank }}</span>{% endif %}{{ e.name }}{% if e.score %} <small class="score">{{ e.score }}</small>{% endif %}</li>{% endfor %}</ol></div>
{% endmacro %}<div class="scroll"><div class="bracket">
{% for column in bracket.columns %}<div class="column{% if column.final %} final{% endif %}"><h2>{{ column_title(column) }}</h2>
{% for box in bracket.boxes if box.round == column.round and not box.placing %}{{ bracket_box(box) }}{% endfor %}</div>{% endfor %}
</div></div>
{% if bracket.champion %}<p class="champion">{{ w.champion.format(name=bracket.champion) }}</p>{% endif %}
{% set placing = bracket.boxes|selectattr("placing")|list %}
{% if placing %}<section class="placing"><h2>{{ w.stage_third_place }}</h2>
{% for box in placing %}{{ bracket_box(box) }}{% endfor %}</section>{% endif %}
"""

TABLES = """{% if view is none %}<p class="note">{{ w.no_rounds }}</p>{% else %}
<h2>{{ w.round_n.format(n=view.number) }}</h2>
{% if playing %}<p class="note">{{ w.tables_left.format(left=playing|length, all=view.tables|length) }}</p>
<ul class="playing-list">{% for t in playing %}<li><a href="{{ links.page('table', t.number) }}"><b>{{ w.table_n.format(n=t.number) }}</b></a>
{% for p in t.players %}<span class="seat">{{ p.name }}</span>{% endfor %}
{% if t.number in snap.live %}<a class="live" href="{{ links.page('table', t.number) }}">{{ w.watch_live }}</a>{% endif %}</li>{% endfor %}</ul>
{% else %}<p class="note">{{ w.all_done.format(n=view.number) }}</p>{% endif %}
{% endif %}
"""

TABLE = """{% if table is none %}<p class="note">{{ w.not_found }}</p>{% else %}
<h2>{{ w.round_n.format(n=view.number) }}{% if table.game is none %} <span class="playing">{{ w.still_playing }}</span>{% endif %}</h2>
{% if board is not none and table.game is none %}
<p><b>{{ w.field }}:</b> <span class="field">{{ board.field or w.empty_field }}</span></p>
<table><thead><tr><th class="name">{{ w.player }}</th><th>{{ w.hand }}</th>{% if board.clocks %}<th>{{ w.clock }}</th>{% endif %}</tr></thead><tbody>
{% for name in board.players %}<tr{% if name == board.to_move %} class="to-move"{% endif %}><td class="name">{% if name == board.to_move %}▶ {% endif %}{{ name }}</td><td class="num">{{ board.hand_counts.get(name, '') }}</td>
{% if board.clocks %}<td class="num"{% if name == board.to_move and board.clock_running and not board.finished and board.clocks.get(name) is not none and seen is not none %} data-left="{{ board.clocks.get(name) }}" data-at="{{ '%.3f' % seen }}"{% endif %}>{{ clock_text(board.clocks.get(name)) }}</td>{% endif %}</tr>{% endfor %}
</tbody></table>
<h3>{{ w.moves }}</h3>
<ol class="moves">{% for line in board.moves %}<li>{{ line }}</li>{% endfor %}</ol>
{% elif table.game is none %}
<p>{% for p in table.players %}<span class="seat">{{ p.name }}</span>{% endfor %}</p>
<p class="note">{{ w.live_none }}</p>
{% else %}
<table><thead><tr><th>{{ w.rank }}</th><th class="name">{{ w.player }}</th><th>{{ w.points }}</th><th>{{ w.cards_left }}</th></tr></thead><tbody>
{% for name in table.game.summary.ranking %}<tr><td>{{ loop.index }}</td><td class="name">{{ name }}</td><td class="num">{{ table.game.points.get(name, '') }}</td><td class="num">{{ table.game.summary.cards_left.get(name, '') }}</td></tr>{% endfor %}
</tbody></table>
{% if review is not none %}{% include "review.html" %}{% endif %}
{% endif %}
{% endif %}
"""

PLAYER = """{% set now = me.now %}
{% if me.reading %}<p class="reading">{{ me.reading }}</p>{% endif %}
{% if now is not none %}<p id="seated" class="banner" role="alert" hidden>{{ w.seated_now.format(n=now.round) }}</p>{% endif %}
<section class="my-seat" data-round="{{ now.round if now is not none else 0 }}" data-note="{% if now is not none and now.table is not none %}{{ w.notify_title.format(n=now.round, where=w.table_n.format(n=now.table) + ' ' + w.seat_n.format(n=now.seat)) }}{% elif now is not none %}{{ w.notify_title.format(n=now.round, where=w.bye) }}{% endif %}">
{% if now is none %}<p class="note">{{ w.no_rounds }}</p>
{% else %}<h2>{{ w.seating_round.format(n=now.round) }}</h2>
{% if not now.seated %}<p class="where-big">{{ w.not_seated }}</p>
{% elif now.table is none %}<p class="where-big">{{ w.bye }}</p>
{% else %}<p class="where-big"><a href="{{ links.page('table', now.table) }}">{{ w.table_n.format(n=now.table) }}</a> <span>{{ w.seat_n.format(n=now.seat) }}</span></p>
{% if now.rank is none %}<p class="note">{{ w.still_playing }}</p>{% endif %}
{% endif %}{% endif %}
</section>
{% if me.row is not none %}<p class="standing">{{ w.my_place.format(place=me.row.place, all=snap.standings|length, points=me.row.points) }}</p>{% endif %}
{% if me.rounds %}<h2>{{ w.my_results }}</h2>
<table class="mine"><thead><tr><th>{{ w.round }}</th><th>{{ w.table }}</th><th>{{ w.rank }}</th><th>{{ w.points }}</th></tr></thead><tbody>
{% for r in me.rounds %}<tr><td><a href="{{ links.page('round', r.round) }}">{{ r.round }}</a></td>
<td>{% if not r.seated %}–{% elif r.table is none %}{{ w.bye }}{% else %}{{ r.table }}{% endif %}</td>
<td class="num">{% if r.rank is not none %}{{ r.rank }}{% elif r.seated and r.table is not none %}{{ w.still_playing }}{% endif %}</td>
<td class="num">{% if r.points is not none %}{{ r.points }}{% endif %}</td></tr>{% endfor %}
</tbody></table>{% endif %}
{% if not static %}<p><button type="button" id="notify" class="notify" hidden>{{ w.notify_me }}</button></p>{% endif %}
"""

NOT_FOUND = """<p class="note">{{ w.not_found }}</p>"""

NOTICE = """{% if notice %}<p class="notice" role="alert">{{ notice }}</p>{% endif %}"""

from daifugo_gui.web.review_page import REVIEW_HTML  # noqa: E402  (its own module: issue 41)

TEMPLATES = {
    "base.html": BASE,
    "standings.html": STANDINGS,
    "seating.html": SEATING,
    "rounds.html": ROUNDS,
    "crosstable.html": CROSSTABLE,
    "bracket.html": BRACKET,
    "tables.html": TABLES,
    "table.html": TABLE,
    "player.html": PLAYER,
    "not_found.html": NOT_FOUND,
    "notice.html": NOTICE,
    "review.html": REVIEW_HTML,  # issue 41: a finished table's review (web/review_page.py)
}

SITE_CSS = """
:root { color-scheme: light dark; --fg: #1b1b1f; --bg: #fbfbfd; --muted: #5f6368; --line: #d6d8dc;
  --accent: #0b57d0; --on: #e8f0fe; --play: #b3261e; }
@media (prefers-color-scheme: dark) { :root { --fg: #e8e8ec; --bg: #17181b; --muted: #a8abb2;
  --line: #3a3d43; --accent: #8ab4f8; --on: #223049; --play: #f2b8b5; } }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
body { margin: 0 auto; max-width: 56rem; padding: 0 12px 24px; font: 16px/1.45 system-ui, -apple-system,
  "Hiragino Sans", "Noto Sans CJK JP", "Noto Sans JP", "Yu Gothic", sans-serif; color: var(--fg); background: var(--bg); }
/* Only the menu stays pinned, on one line that scrolls sideways: a small screen keeps
   its height for the page (issue 36: the header took 145 px of 640). Everything a thumb
   taps is at least 44 px each way. */
header { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding-top: 4px; }
.event { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
.lang { white-space: nowrap; }
nav { position: sticky; top: 0; z-index: 1; background: var(--bg); display: flex; flex-wrap: nowrap; gap: 6px;
  overflow-x: auto; scrollbar-width: none; padding: 4px 0; border-bottom: 1px solid var(--line); }
nav a { flex: none; padding: 0 12px; border-radius: 22px; border: 1px solid var(--line); text-decoration: none; color: var(--fg); font-size: 15px; }
.lang, nav a, .rounds a, ul.playing-list a, td a, .where-big a { display: inline-flex; align-items: center;
  justify-content: center; min-height: 44px; min-width: 44px; }
td.name a { display: block; text-decoration: none; color: var(--fg); }
td.name a span { text-decoration: underline; text-decoration-color: var(--line); text-underline-offset: 3px; }
table.mine td { vertical-align: middle; }
nav a[aria-current] { background: var(--accent); border-color: var(--accent); color: var(--bg); }
a { color: var(--accent); }
h1 { font-size: 22px; margin: 14px 0 8px; }
h2 { font-size: 18px; margin: 18px 0 8px; }
h3 { font-size: 16px; margin: 12px 0 6px; }
.scroll { overflow-x: auto; -webkit-overflow-scrolling: touch; }
table { border-collapse: collapse; width: 100%; font-variant-numeric: tabular-nums; }
th, td { padding: 6px 6px; border-bottom: 1px solid var(--line); text-align: center; vertical-align: top; }
th { font-size: 13px; color: var(--muted); font-weight: 600; white-space: nowrap; }
td.name, th.name { text-align: left; overflow-wrap: anywhere; min-width: 7em; }
td.num { text-align: right; white-space: nowrap; }
small { display: block; color: var(--muted); font-size: 12px; }
tr.withdrawn td { color: var(--muted); }
.note { color: var(--muted); font-size: 14px; }
.search { display: flex; gap: 6px; margin: 8px 0; }
.search input { flex: 1; min-width: 0; min-height: 44px; font-size: 17px; padding: 10px; border: 1px solid var(--line); border-radius: 8px; background: var(--bg); color: var(--fg); }
.search button { min-width: 44px; min-height: 44px; font-size: 16px; padding: 0 14px; border-radius: 8px; border: 1px solid var(--accent); background: var(--accent); color: var(--bg); }
ul.seats { list-style: none; padding: 0; margin: 0; }
ul.seats li { display: flex; justify-content: space-between; align-items: center; gap: 8px; padding: 0 4px; border-bottom: 1px solid var(--line); }
ul.seats a.who { display: block; flex: 1; min-height: 44px; padding: 10px 0; }
ul.seats .who { overflow-wrap: anywhere; color: var(--fg); text-decoration: none; }
ul.seats .where { font-weight: 700; white-space: nowrap; text-align: right; }
ol.tables, ul.playing-list { padding-left: 0; list-style: none; }
ol.tables li, ul.playing-list li { padding: 8px 4px; border-bottom: 1px solid var(--line); }
.seat { display: inline-block; margin: 2px 4px 2px 0; padding: 1px 8px; border: 1px solid var(--line); border-radius: 12px; overflow-wrap: anywhere; }
.playing { color: var(--play); font-size: 13px; font-weight: 600; }
.rounds a { min-width: 44px; text-align: center; margin: 0 4px 4px 0; padding: 4px 6px; border: 1px solid var(--line); border-radius: 6px; text-decoration: none; }
.rounds a[aria-current] { background: var(--accent); color: var(--bg); }
.prime { overflow-wrap: anywhere; font-variant-numeric: tabular-nums; }
table.cross td.self { background: var(--line); }
table.cross td.mark { white-space: nowrap; }
.bracket { display: flex; gap: 14px; align-items: flex-start; }
.column { min-width: 11em; }
.column h2 { font-size: 16px; margin: 12px 0 6px; }
.box { border: 1px solid var(--line); border-radius: 8px; padding: 4px 8px; margin-bottom: 10px; }
.box-title { margin: 0; font-size: 13px; color: var(--muted); }
.box ol { margin: 0; padding-left: 0; list-style: none; }
.box li.on { font-weight: 700; }
.box .rank { display: inline-block; width: 1.4em; color: var(--muted); }
.champion { font-weight: 700; font-size: 18px; }
.box small.score { display: inline; }
.placing { width: 11em; }
.placing h2 { font-size: 16px; margin: 12px 0 6px; }
tr.to-move td { background: var(--on); }
.field { font-size: 20px; letter-spacing: 1px; }
ol.moves { font-family: ui-monospace, "Noto Sans Mono CJK JP", monospace; font-size: 14px; padding-left: 2.4em; overflow-wrap: anywhere; }
footer { margin-top: 24px; color: var(--muted); font-size: 13px; display: flex; flex-wrap: wrap; gap: 8px; justify-content: space-between; }
#status.lost { color: var(--play); font-weight: 600; }
.banner { background: var(--accent); color: var(--bg); border-radius: 8px; padding: 10px 12px; font-weight: 700; font-size: 18px; }
.where-big { font-size: 26px; font-weight: 700; margin: 4px 0; }
.where-big span { font-size: 20px; }
.reading { color: var(--muted); margin: 0; }
.standing { font-size: 18px; }
.notify { font-size: 16px; min-height: 44px; padding: 0 16px; border-radius: 8px; border: 1px solid var(--accent); background: var(--bg); color: var(--accent); }
.notice { border: 2px solid var(--play); border-radius: 8px; padding: 8px 10px; font-weight: 600; }
"""

# The service worker (issue 36): pages and files from the network when it answers, kept as
# they came; without a network, the kept copy. The live stream and the JSON are never kept.
SERVICE_WORKER_JS = r"""(function () {
  "use strict";
  var CACHE = "daifugo-pages";
  self.addEventListener("install", function (event) {
    event.waitUntil(caches.open(CACHE).then(function (cache) {
      return cache.addAll(["/static/site.css", "/static/live.js", "/static/icon.svg"]);
    }));
    self.skipWaiting();
  });
  self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });
  self.addEventListener("fetch", function (event) {
    var request = event.request, where = new URL(request.url);
    if (request.method !== "GET" || where.origin !== self.location.origin || where.pathname === "/events" ||
        where.pathname.indexOf("/api/") === 0) { return; }
    event.respondWith(fetch(request).then(function (response) {
      if (response.ok) {
        var copy = response.clone();
        caches.open(CACHE).then(function (cache) { return cache.put(request, copy); });
      }
      return response;
    }).catch(function () {
      return caches.match(request).then(function (hit) { return hit || Response.error(); });
    }));
  });
})();
"""

ICON_SVG = """<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" rx="18" fill="#0b57d0"/>
<rect x="22" y="16" width="40" height="58" rx="6" fill="#fff" transform="rotate(-10 42 45)"/>
<rect x="36" y="22" width="40" height="58" rx="6" fill="#e8f0fe" stroke="#0b57d0" stroke-width="2" transform="rotate(8 56 51)"/>
<text x="57" y="62" font-family="sans-serif" font-size="26" font-weight="700" fill="#0b57d0" text-anchor="middle" transform="rotate(8 56 51)">13</text></svg>
"""

# Runs on the phone: folds a search the way finding.search_key does (no Latin accents,
# NFKC, katakana as hiragana, lower case, no spaces), and follows the page's event
# stream. It only ever assigns the server's escaped fragment or toggles `hidden`: no markup is built here.
LIVE_JS = r"""(function () {
  "use strict";
  function fold(text) {
    // Latin accents dropped (NFKD, then the combining marks U+0300–U+036F), as finding.py.
    var s = (text || "").normalize("NFKD").replace(/[\u0300-\u036f]/g, "").normalize("NFKC").toLowerCase(), out = "";
    for (var i = 0; i < s.length; i++) {
      var c = s.charCodeAt(i);
      if (c >= 0x30A1 && c <= 0x30F6) { c -= 0x60; }
      var ch = String.fromCharCode(c);
      if (!/\s/.test(ch)) { out += ch; }
    }
    return out;
  }
  function filter() {
    var box = document.getElementById("q");
    if (!box) { return; }
    var want = fold(box.value), shown = 0;
    var rows = document.querySelectorAll("ul.seats li[data-key]");
    for (var i = 0; i < rows.length; i++) {
      var hit = !want || rows[i].getAttribute("data-key").indexOf(want) >= 0;
      rows[i].hidden = !hit;
      if (hit) { shown++; }
    }
    var none = document.getElementById("nomatch");
    if (none) { none.hidden = !(want && rows.length && shown === 0); }
  }
  document.addEventListener("DOMContentLoaded", function () {
    var box = document.getElementById("q");
    if (box) {
      // A saved copy (no server to filter) opened as seating.html?q=…: search it here.
      var asked = /[?&]q=([^&]*)/.exec(window.location.search);
      if (asked && !box.value) {
        try { box.value = decodeURIComponent(asked[1].replace(/\+/g, " ")); } catch (e) { box.value = ""; }
      }
      box.addEventListener("input", filter);
      filter();
    }
    var main = document.getElementById("live");
    var status = document.getElementById("status");
    // A live table's running clock ticks here between the judge's actions: its seconds
    // left (data-left) as the server read them at data-at, by the server's clock, which
    // every message tells (offset: how far this phone's clock is from it).
    var offset = 0;
    function tick() {
      var clocks = main ? main.querySelectorAll("[data-left]") : [];
      var now = Date.now() / 1000 + offset;
      for (var i = 0; i < clocks.length; i++) {
        var left = parseFloat(clocks[i].getAttribute("data-left")) - (now - parseFloat(clocks[i].getAttribute("data-at")));
        var whole = Math.max(0, Math.floor(left));
        clocks[i].textContent = Math.floor(whole / 60) + ":" + ("0" + whole % 60).slice(-2);
      }
    }
    tick();
    window.setInterval(tick, 500);
    var url = main && main.getAttribute("data-events");
    if (!url || !window.EventSource) { return; }
    var stream = null, retry = null, failures = 0, text = null;
    // The last state this page showed, kept on the phone: opened again without a
    // network (the service worker gives the page as it was first loaded), the newer
    // kept state is shown instead. Versions start again with every server: the next
    // whole state from the server always replaces a kept one.
    var key = "daifugo:" + url;
    function keep(data) {
      try { window.localStorage.setItem(key, JSON.stringify({at: data.now, main: data.main})); } catch (e) { /* full or private */ }
    }
    try {
      var kept = JSON.parse(window.localStorage.getItem(key) || "null");
      if (kept && kept.at > parseFloat(main.getAttribute("data-at") || "0")) {
        main.innerHTML = kept.main;
        main.setAttribute("data-version", "");
        filter();
        tick();
      }
    } catch (e) { /* nothing kept */ }
    if (navigator.serviceWorker && window.isSecureContext) {
      var first = !navigator.serviceWorker.controller;
      navigator.serviceWorker.register("/sw.js").then(function () { return navigator.serviceWorker.ready; }).then(function () {
        // The page that installed the worker was not loaded through it: keep it now.
        if (first && window.caches) { window.caches.open("daifugo-pages").then(function (c) { return c.add(window.location.href); }); }
      }).catch(function () { /* no offline copy */ });
    }
    function show(data) {
      failures = 0;
      if (typeof data.now === "number") { offset = data.now - Date.now() / 1000; }
      keep(data);
      if (String(data.v) !== main.getAttribute("data-version")) {
        main.innerHTML = data.main;
        main.setAttribute("data-version", String(data.v));
        filter();
      }
      tick();
      seatedCheck();
      notifyButton();
      if (status) {
        // Connected, but the tournament's file is gone or unreadable: not "live" (issue 36).
        var stale = main.querySelector(".notice");
        status.textContent = status.getAttribute(stale ? "data-stale" : "data-live");
        status.className = stale ? "lost" : "";
      }
    }
    // A player's own page: the moment the next round is seated, say so on the page,
    // vibrate and, where the player allowed it, notify.
    function mine() { return main.querySelector(".my-seat"); }
    var round = mine() ? mine().getAttribute("data-round") : null;
    function seatedCheck() {
      var seat = mine();
      if (!seat || round === null) { return; }
      var now = seat.getAttribute("data-round");
      if (now === round) { return; }
      round = now;
      var banner = document.getElementById("seated");
      if (banner) { banner.hidden = false; }
      if (navigator.vibrate) { navigator.vibrate([200, 100, 200]); }
      if (window.Notification && window.Notification.permission === "granted") {
        try { new window.Notification(seat.getAttribute("data-note")); } catch (e) { /* not where the browser allows */ }
      }
      notifyButton();
    }
    function notifyButton() {
      var button = document.getElementById("notify");
      if (!button) { return; }
      button.hidden = !(window.Notification && window.Notification.permission === "default");
      button.onclick = function () {
        window.Notification.requestPermission().then(notifyButton, notifyButton);
      };
    }
    notifyButton();
    // After the whole live part on connecting, the server sends only what changed: kept
    // lines of the text it sent before, and new ones (daifugo_gui/web/patch.py).
    function patched(data) {
      if (text === null || String(data.base) !== main.getAttribute("data-version")) { return null; }
      var old = text.split("\n"), out = [];
      for (var i = 0; i < data.ops.length; i++) {
        var op = data.ops[i];
        if (typeof op === "string") { out.push(op); } else { out = out.concat(old.slice(op[0], op[1])); }
      }
      return out.join("\n");
    }
    function connect() {
      if (stream || retry) { return; }
      stream = new EventSource(url + "&patch=1");
      stream.addEventListener("state", function (event) {
        var data = JSON.parse(event.data);
        text = data.main;
        show(data);
      });
      stream.addEventListener("patch", function (event) {
        var data = JSON.parse(event.data);
        data.main = patched(data);
        if (data.main === null) { disconnect(); connect(); return; }  // out of step: start again whole
        text = data.main;
        show(data);
      });
      stream.addEventListener("error", function () {
        if (status) { status.textContent = status.getAttribute("data-lost"); status.className = "lost"; }
        // The browser retries a dropped connection by itself but gives up for good on a
        // refusal (503 when the server holds its most, 429 over an address's rate): so
        // every retry is made here, later after each failure and at a random point, so
        // that phones refused together do not all come back in the same second. The
        // first message after it carries the whole page: the page catches up.
        disconnect();
        var most = Math.min(30000, 1000 * Math.pow(2, failures));
        failures += 1;
        retry = window.setTimeout(function () { retry = null; connect(); }, most / 2 + Math.random() * most / 2);
      });
    }
    function disconnect() {
      if (retry) { window.clearTimeout(retry); retry = null; }
      if (stream) { stream.close(); stream = null; }
    }
    // Back on the network: no need to wait out the pause.
    window.addEventListener("online", function () { if (retry) { disconnect(); connect(); } });
    // A page left for another stays alive in the back/forward cache: holding its live
    // connection there would use up the browser's six connections to this server, and
    // the seventh page would wait for one (issue 36). Going back reconnects, and the
    // first message carries the whole page.
    window.addEventListener("pagehide", disconnect);
    window.addEventListener("pageshow", function (event) { if (event.persisted) { connect(); } });
    connect();
  });
})();
"""
