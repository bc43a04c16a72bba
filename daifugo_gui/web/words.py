"""The words of the web pages, in Japanese and English, and which one a phone asks for.

The pages have no Qt (the server runs without a QApplication), so like the printed
reports they carry their own small table; every language has every key (tests check).
"""

from __future__ import annotations

LANGS = ("ja", "en")
DEFAULT_LANG = "ja"

WORDS: dict[str, dict[str, str]] = {
    "en": {
        "lang_name": "English",
        "other_lang": "日本語",
        "standings": "Standings",
        "seating": "Where do I sit",
        "results": "Results",
        "crosstable": "Crosstable",
        "bracket": "Bracket",
        "playing": "Tables playing",
        "round_n": "Round {n}",
        "round_results": "Round {n}: results",
        "seating_round": "Round {n}: where to sit",
        "table_n": "Table {n}",
        "seat_n": "seat {n}",
        "place": "#",
        "player": "Player",
        "points": "Pts",
        "games": "Games",
        "wins": "1st",
        "rank_sum": "Rank sum",
        "rank_score": "Rank score",
        "head_to_head": "H2H",
        "opposition": "Opp.",
        "largest_prime": "Largest prime",
        "tb_rank_score": "rank score (each rank as (rank−1)/(seats−1), summed; lower first)",
        "tb_head_to_head": "head-to-head among the tied players",
        "tb_opposition": "opposition (opponents' points, summed; higher first)",
        "tb_largest_prime": "largest prime played (larger first)",
        "tie_breaks": "Equal points are separated by, in order: {order}.",
        "tie_breaks_none": "No tie-breaks: players equal on points share the place.",
        "no_rounds": "No round has been seated yet.",
        "no_results": "No results yet.",
        "search": "Name, kana or romaji",
        "search_button": "Find",
        "no_match": "Nobody by that name in this round.",
        "bye": "bye",
        "byes": "Byes: {names}",
        "rank": "Rank",
        "cards_left": "Cards left",
        "fouls": "Fouls",
        "still_playing": "still playing",
        "all_done": "Every table of round {n} has its result.",
        "tables_left": "{left} of {all} tables still playing.",
        "watch_live": "watch live",
        "live_none": "This table's console does not publish its game; the result appears when it is recorded.",
        "to_move": "To move",
        "field": "Field",
        "hand": "Cards in hand",
        "clock": "Clock",
        "moves": "Moves (数譜)",
        "empty_field": "(empty)",
        "finished": "finished",
        "champion": "Champion: {name}",
        "goes_on": "goes on",
        "updated": "Updated live",
        "reconnecting": "Connection lost: reconnecting…",
        "static_note": "Saved copy; not updated.",
        "not_found": "Not found.",
        "read_only": "Read-only view of the tournament.",
        "withdrawn": "withdrew from round {n}",
        "group": "Group {name}",
        "stage": "Stage",
        "file_gone": "The tournament file was deleted from the computer serving these pages: they show the last results read, and no longer update.",
        "file_unreadable": "The tournament file was replaced by one that cannot be read: these pages show the last results read, and no longer update.",
        "menu": "Pages",
        "not_updated": "Not updated: see the note at the top",
        "note_champion": "Champion",
        "note_rank": "#{rank}",
        "stage_final": "Final",
        "stage_semi_final": "Semi-final",
        "stage_quarter_final": "Quarter-final",
        "stage_third_place": "3rd-place match",
        "bracket_round": "Round {n}",
        "bracket_final": "Final (round {n})",
        "seated_now": "Round {n} is seated: your new place is below.",
        "not_seated": "Not seated this round.",
        "my_place": "Place {place} of {all}, {points} points",
        "my_results": "Your rounds",
        "round": "Round",
        "table": "Table",
        "notify_me": "Tell me when I am seated",
        "notify_title": "Round {n}: {where}",
        "cross_legend": "Each cell: the row's rank, then the column's, for every game they shared (○ won, × lost at a table of two).",
    },
    "ja": {
        "lang_name": "日本語",
        "other_lang": "English",
        "standings": "順位表",
        "seating": "座席を探す",
        "results": "結果",
        "crosstable": "対戦表",
        "bracket": "トーナメント表",
        "playing": "対局中の卓",
        "round_n": "第{n}回戦",
        "round_results": "第{n}回戦 結果",
        "seating_round": "第{n}回戦 座席",
        "table_n": "第{n}卓",
        "seat_n": "{n}番席",
        "place": "順位",
        "player": "プレイヤー",
        "points": "勝ち点",
        "games": "対局",
        "wins": "1位",
        "rank_sum": "順位合計",
        "rank_score": "順位点",
        "head_to_head": "直接対決",
        "opposition": "相手得点",
        "largest_prime": "最大素数",
        "tb_rank_score": "順位点 (各対局の (順位−1)/(人数−1) の合計、小さい方が上位)",
        "tb_head_to_head": "同点者どうしの直接対決",
        "tb_opposition": "対戦相手の勝ち点合計 (大きい方が上位)",
        "tb_largest_prime": "出した最大素数 (大きい方が上位)",
        "tie_breaks": "勝ち点が同じ場合は次の順に比較: {order}。",
        "tie_breaks_none": "タイブレークなし: 勝ち点が同じプレイヤーは同じ順位です。",
        "no_rounds": "まだ組み合わせが発表されていません。",
        "no_results": "まだ結果がありません。",
        "search": "名前・よみ・ローマ字",
        "search_button": "探す",
        "no_match": "この回戦にその名前のプレイヤーはいません。",
        "bye": "不戦",
        "byes": "不戦: {names}",
        "rank": "順位",
        "cards_left": "残り枚数",
        "fouls": "反則",
        "still_playing": "対局中",
        "all_done": "第{n}回戦は全卓の結果が出ました。",
        "tables_left": "{all}卓中{left}卓が対局中です。",
        "watch_live": "ライブで見る",
        "live_none": "この卓の対局は配信されていません。結果は記録されしだい表示されます。",
        "to_move": "手番",
        "field": "場",
        "hand": "手札枚数",
        "clock": "持ち時間",
        "moves": "数譜",
        "empty_field": "（なし）",
        "finished": "終局",
        "champion": "優勝: {name}",
        "goes_on": "勝ち上がり",
        "updated": "自動更新中",
        "reconnecting": "接続が切れました。再接続しています…",
        "static_note": "保存版です（自動更新されません）。",
        "not_found": "見つかりません。",
        "read_only": "大会の閲覧専用ページです。",
        "withdrawn": "第{n}回戦から棄権",
        "group": "{name}組",
        "stage": "到達",
        "file_gone": "運営側のパソコンで大会ファイルが削除されました。最後に読み込んだ結果を表示しています（更新されません）。",
        "file_unreadable": "大会ファイルが読み込めないファイルに置き換えられました。最後に読み込んだ結果を表示しています（更新されません）。",
        "menu": "ページ",
        "not_updated": "更新停止中（上のお知らせを参照）",
        "note_champion": "優勝",
        "note_rank": "{rank}位",
        "stage_final": "決勝",
        "stage_semi_final": "準決勝",
        "stage_quarter_final": "準々決勝",
        "stage_third_place": "3位決定戦",
        "bracket_round": "第{n}回戦",
        "bracket_final": "決勝（第{n}回戦）",
        "seated_now": "第{n}回戦の組み合わせが出ました。新しい席は下のとおりです。",
        "not_seated": "この回戦は席がありません。",
        "my_place": "{all}人中{place}位、勝ち点{points}",
        "my_results": "あなたの対局",
        "round": "回戦",
        "table": "卓",
        "notify_me": "席が決まったら知らせる",
        "notify_title": "第{n}回戦: {where}",
        "cross_legend": "各欄は同卓した対局ごとの「行の人の順位-列の人の順位」（2人卓は ○ 勝ち、× 負け）。",
    },
}


def words(lang: str) -> dict[str, str]:
    return WORDS[lang if lang in WORDS else DEFAULT_LANG]


def choose_lang(query_lang: str | None, accept_language: str | None) -> str:
    """``?lang=`` when it names a language we have, else the phone's first language we
    have by Accept-Language (its q-values respected), else Japanese."""
    if query_lang in LANGS:
        return str(query_lang)
    best: tuple[float, int, str] | None = None
    for index, part in enumerate((accept_language or "")[:500].split(",")):
        tag, _, params = part.strip().partition(";")
        primary = tag.strip().lower().split("-")[0]
        if primary not in LANGS:
            continue
        q = 1.0
        for param in params.split(";"):
            key, _, value = param.strip().partition("=")
            if key == "q":
                try:
                    q = float(value)
                except ValueError:
                    q = 0.0
        if q <= 0:
            continue
        if best is None or (q, -index) > (best[0], best[1]):
            best = (q, -index, primary)
    return best[2] if best else DEFAULT_LANG
