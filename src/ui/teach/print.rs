//! The printable kit (`#/<game>/print`): a board at real size to play on with stones, seeds or
//! small sticks (A4, or A3 for a class), a rules leaflet (one or two A4 pages: the rules as the
//! site plays them, from the catalogs, each with its source, the local words and the sources),
//! and a game record sheet in the game's notation.
//!
//! Print styles do the work (`style/teach.css`, `@media print`): each sheet is a named page of
//! its paper and orientation (`page: a4l` …, `@page a4l { size: A4 landscape }`), the site's frame
//! and the controls are not printed, and the boards are SVG drawn in millimetres. Each board's
//! geometry is the game's own: Dablot's points and lines (`dablot::points`, `lines`, the setup),
//! Um dyar's holes (`um_dyar::spot`, `seeds_per_hole`), Dèleb's lines and the way round
//! (`deleb::junction`), the hyena game's spiral (`ui::games::hyena::geometry`).

use super::super::games::hyena::geometry::{groove_path, outward, point};
use super::super::text::{t, t_args};
use super::kit_nav;
use super::words::glossary;
use crate::games::GameId;
use crate::games::dablot::{self, Party};
use crate::games::deleb::{self, Line};
use crate::games::um_dyar::{self, Hole, Row};
use crate::model::{Game, RuleRef};
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`).
pub fn page(id: GameId, query: String) -> AnyView {
    kit(id, &query).into_any()
}

/// Paper sizes, content box in tenths of a millimetre (12 mm margins), portrait.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Paper {
    A4,
    A3,
}

impl Paper {
    fn portrait(self) -> (i32, i32) {
        match self {
            Paper::A4 => (1860, 2730),
            Paper::A3 => (2730, 3960),
        }
    }

    fn name(self) -> &'static str {
        match self {
            Paper::A4 => "a4",
            Paper::A3 => "a3",
        }
    }
}

/// A length in tenths of a millimetre, for SVG and CSS: "27.3mm".
fn mm(tenths: i32) -> String {
    format!("{}.{}mm", tenths / 10, tenths % 10)
}

/// The size a drawing of `bw` × `bh` units takes to fit `w` × `h` tenths of a millimetre, and
/// how many tenths of a millimetre `units` of it measure.
fn fit(bw: i32, bh: i32, w: i32, h: i32) -> (i32, i32, impl Fn(i32) -> i32) {
    let (bw, bh) = (bw.max(1) as i64, bh.max(1) as i64);
    let (w, h) = (w as i64, h as i64);
    let (pw, ph) = if bw * h > bh * w { (w, w * bh / bw) } else { (h * bw / bh, h) };
    (pw as i32, ph as i32, move |units: i32| (units as i64 * pw / bw) as i32)
}

/// Is the board sheet of game `id` in landscape?
fn landscape(id: GameId) -> bool {
    matches!(id, GameId::Deleb | GameId::UmDyar)
}

/// The setting that sizes a game's board (cross-lines, hollows, holes a row), its choices and
/// its default.
fn size_choices(id: GameId) -> Option<(&'static str, Vec<u8>, u8)> {
    match id {
        GameId::Deleb => Some(("teach.print.size.deleb", vec![6, 8, 10, 12, 16, 20, 24, 30], 20)),
        GameId::Hyena => Some(("teach.print.size.hyena", (2..=12).map(|k| k * 10).collect(), 80)),
        GameId::UmDyar => Some(("teach.print.size.um-dyar", (1..=6).map(|k| k * 2).collect(), 6)),
        GameId::Dablot => None,
    }
}

fn kit(id: GameId, query: &str) -> impl IntoView {
    let g = id.as_str();
    let param = |name: &str| {
        query
            .split('&')
            .find_map(|kv| kv.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
            .map(str::to_string)
    };
    let paper = RwSignal::new(if param("paper").as_deref() == Some("a3") { Paper::A3 } else { Paper::A4 });
    let with_board = RwSignal::new(true);
    let with_leaflet = RwSignal::new(true);
    let with_sheet = RwSignal::new(true);
    let choices = size_choices(id);
    let size = RwSignal::new(
        param("size")
            .and_then(|s| s.parse::<u8>().ok())
            .filter(|s| choices.as_ref().is_some_and(|(_, c, _)| c.contains(s)))
            .or(choices.as_ref().map(|c| c.2))
            .unwrap_or(0),
    );
    let size_control = choices.map(|(key, values, _)| {
        view! {
            <label class="field">
                <span>{t(key)}</span>
                <select data-testid="board-size" on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse() { size.set(v) }
                }>
                    {values.into_iter().map(|v| view! {
                        <option value=v.to_string() selected=move || size.get() == v>{v}</option>
                    }).collect_view()}
                </select>
            </label>
        }
    });
    let print = move |_| {
        let _ = window().print();
    };
    view! {
        <section class="kit-page print-kit" data-testid="print-kit" data-game=g>
            <div class="no-print">
                {kit_nav(id, "print")}
                <header class="kit-head">
                    <h1>{t_args("teach.print.title", &[&t(&format!("{g}.name"))])}</h1>
                    <p class="lede">{t("teach.print.intro")}</p>
                </header>
                <div class="panel print-controls">
                    <label class="field">
                        <span>{t("teach.print.paper")}</span>
                        <select data-testid="paper" on:change=move |ev| {
                            paper.set(if event_target_value(&ev) == "a3" { Paper::A3 } else { Paper::A4 });
                        }>
                            <option value="a4" selected=move || paper.get() == Paper::A4>{t("teach.print.a4")}</option>
                            <option value="a3" selected=move || paper.get() == Paper::A3>{t("teach.print.a3")}</option>
                        </select>
                    </label>
                    {size_control}
                    <fieldset class="print-parts">
                        <legend>{t("teach.print.parts")}</legend>
                        <label class="check"><input type="checkbox" data-testid="part-board" prop:checked=move || with_board.get()
                            on:change=move |ev| with_board.set(event_target_checked(&ev))/>{t("teach.print.board")}</label>
                        <label class="check"><input type="checkbox" data-testid="part-leaflet" prop:checked=move || with_leaflet.get()
                            on:change=move |ev| with_leaflet.set(event_target_checked(&ev))/>{t("teach.print.leaflet")}</label>
                        <label class="check"><input type="checkbox" data-testid="part-sheet" prop:checked=move || with_sheet.get()
                            on:change=move |ev| with_sheet.set(event_target_checked(&ev))/>{t("teach.print.sheet")}</label>
                    </fieldset>
                    <div class="setup-actions">
                        <button type="button" class="button primary" data-testid="print" on:click=print>{t("teach.print.print")}</button>
                    </div>
                    <p class="help">{t("teach.print.help")}</p>
                </div>
            </div>
            <div class="sheets">
                {move || with_board.get().then(|| board_sheet(id, paper.get(), size.get()))}
                {move || with_leaflet.get().then(|| leaflet(id))}
                {move || with_sheet.get().then(|| record_sheet(id))}
            </div>
        </section>
    }
}

/// The board sheet: a heading, the board at real size and a line on its size and use.
fn board_sheet(id: GameId, paper: Paper, size: u8) -> AnyView {
    let (mut w, mut h) = paper.portrait();
    let land = landscape(id);
    if land {
        (w, h) = (h, w);
    }
    // Room for the heading and the lines under the board.
    let (bw, bh) = (w, h - 300);
    let (svg, note) = match id {
        GameId::Dablot => dablot_board(bw, bh),
        GameId::UmDyar => um_dyar_board(bw, bh, size),
        GameId::Deleb => deleb_board(bw, bh, size),
        GameId::Hyena => hyena_board(bw, bh, size),
    };
    let class = format!("sheet board-sheet {}{}", paper.name(), if land { "l" } else { "p" });
    let g = id.as_str();
    view! {
        <section class=class data-testid="board-sheet" data-paper=paper.name()>
            <h2 class="sheet-title">{t_args("teach.print.board_title", &[&t(&format!("{g}.name"))])}</h2>
            <div class="board-print">{svg}</div>
            <p class="sheet-note">{note}</p>
        </section>
    }
    .into_any()
}

/// Dablot Prejjesne: 72 points, 191 lines, the pieces' starting points (rule 2), the
/// coordinates of the notation along the edges.
fn dablot_board(w: i32, h: i32) -> (AnyView, String) {
    // Units: a doubled coordinate is 100; side 0 (the Sámi by default) at the bottom.
    let (pad, lab) = (90, 90);
    let (bx, by, bw, bh) = (-pad - lab, -pad, 1000 + 2 * pad + lab, 1200 + 2 * pad + lab);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let at = |p: dablot::Point| (p.x() as i32 * 100, 1200 - p.y() as i32 * 100);
    let mut lines = String::new();
    for &(a, b) in dablot::lines().iter() {
        let ((x0, y0), (x1, y1)) = (at(a), at(b));
        lines += &format!("M{x0} {y0}L{x1} {y1}");
    }
    let soldiers = [dablot::setup::SOLDIERS_0, dablot::setup::SOLDIERS_1];
    let points = dablot::points()
        .map(|p| {
            let (x, y) = at(p);
            let bit = 1u128 << p.id();
            let side = soldiers.iter().position(|s| s & bit != 0);
            let king = (0..2u8).find(|&s| dablot::setup::king_start(s) == p);
            let prince = (0..2u8).find(|&s| dablot::setup::prince_start(s) == p);
            let class = match (side, king.or(prince)) {
                (Some(0), _) | (_, Some(0)) => "pt start0",
                (Some(_), _) | (_, Some(_)) => "pt start1",
                _ => "pt",
            };
            let mark =
                king.map(|_| t("teach.print.dablot.king")).or(prince.map(|_| t("teach.print.dablot.prince")));
            view! {
                <circle class=class cx=x cy=y r=if p.is_centre() { 44 } else { 52 }/>
                {mark.map(|m| view! { <text class="pt-mark" x=x y=y + 22 text-anchor="middle">{m}</text> })}
            }
        })
        .collect_view();
    let labels = (0..=10)
        .map(|x| view! { <text class="coord" x=x * 100 y=1200 + pad + 40 text-anchor="middle">{x}</text> })
        .chain((0..=12).map(|y| {
            view! { <text class="coord" x=-pad - 30 y=1200 - y * 100 + 22 text-anchor="middle">{y}</text> }
        }))
        .collect_view();
    let svg = view! {
        <svg class="print-board dablot-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("teach.print.dablot.label") data-testid="print-board">
            <rect class="board-bg" x=-pad y=-pad width=1000 + 2 * pad height=1200 + 2 * pad rx="30"/>
            <path class="board-lines" d=lines/>
            {points}
            {labels}
        </svg>
    }
    .into_any();
    let note = t_args(
        "teach.print.dablot.note",
        &[&decimal_mm(to_mm(200)), &t(Party::Sami.name_key()), &t(Party::Landowner.name_key())],
    );
    (svg, note)
}

/// A length in tenths of a millimetre as millimetres with one decimal, for the notes: "32.4".
fn decimal_mm(tenths: i32) -> String {
    t_args("teach.print.mm", &[&(tenths / 10), &(tenths % 10)])
}

/// Um dyar: two rows of holes, numbered from each player's own left, sown counterclockwise.
fn um_dyar_board(w: i32, h: i32, holes: u8) -> (AnyView, String) {
    let n = (holes.clamp(2, um_dyar::MAX_HOLES as u8) / 2 * 2) as i32;
    let (bx, by, bw, bh) = (-30, 0, n * 100 + 60, 320);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let row_y = |r: Row| if r == Row::Top { 110 } else { 220 };
    let cx = |c: usize| c as i32 * 100 + 50;
    let holes_view = (0..2u8)
        .flat_map(|player| (0..n as usize).map(move |index| (player, index)))
        .map(|(player, index)| {
            let spot = um_dyar::spot(n as usize, Hole { player, index });
            let (x, y) = (cx(spot.column), row_y(spot.row));
            // Each player reads his numbers from his own side: North's are turned round.
            let (ly, turn) = if spot.row == Row::Top {
                (y - 66, format!("rotate(180 {x} {})", y - 74))
            } else {
                (y + 82, String::new())
            };
            view! {
                <circle class="hole" cx=x cy=y r="44"/>
                <text class="hole-num" x=x y=ly text-anchor="middle" transform=turn>{index + 1}</text>
            }
        })
        .collect_view();
    // Counterclockwise: the bottom row left to right, the top row right to left.
    let mut arrows = String::new();
    for c in 0..n as usize - 1 {
        let x = cx(c) + 50;
        arrows += &format!("M{} {}l10 -7v14z", x - 5, row_y(Row::Bottom));
        arrows += &format!("M{} {}l-10 -7v14z", x + 5, row_y(Row::Top));
    }
    let (xl, xr) = (cx(0) - 50, cx(n as usize - 1) + 50);
    let ends = format!(
        "M{xr} {}C{} {} {} {} {xr} {}M{xl} {}C{} {} {} {} {xl} {}",
        row_y(Row::Bottom),
        xr + 24,
        row_y(Row::Bottom),
        xr + 24,
        row_y(Row::Top),
        row_y(Row::Top),
        row_y(Row::Top),
        xl - 24,
        row_y(Row::Top),
        xl - 24,
        row_y(Row::Bottom),
        row_y(Row::Bottom)
    );
    let svg = view! {
        <svg class="print-board um-dyar-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("um-dyar.board.label") data-testid="print-board">
            <defs>
                <marker id="ud-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="6" markerHeight="6" orient="auto-start-reverse">
                    <path d="M0 0L10 5L0 10z" class="arrow-head"/>
                </marker>
            </defs>
            <rect class="board-bg" x=-20 y=40 width=n * 100 + 40 height=250 rx="40"/>
            {holes_view}
            <path class="sow-arrows" d=arrows/>
            <path class="sow-ends" d=ends marker-end="url(#ud-arrow)"/>
        </svg>
    }
    .into_any();
    let seeds = um_dyar::seeds_per_hole(n as usize, false);
    let note =
        t_args("teach.print.um-dyar.note", &[&decimal_mm(to_mm(88)), &n, &seeds, &t("um-dyar.board.label")]);
    (svg, note)
}

/// Dèleb: four long lines crossed by `n` cross-lines, the sea, the men's first junctions, and
/// the way round as the engine runs it (chevrons along each line, arrows at the line ends).
fn deleb_board(w: i32, h: i32, n: u8) -> (AnyView, String) {
    let n = n.clamp(deleb::MIN_LINES, deleb::MAX_LINES);
    let (gap, line_gap) = (100, 200);
    let x = |cross: u8| (cross as i32 - 1) * gap;
    let y = |line: Line| line.index() as i32 * line_gap;
    let last = x(n);
    let (bx, by, bw, bh) = (-190, -130, last + 300, 3 * line_gap + 230);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    // The way round, from team A's circuit (team D runs every line the same way).
    let len = deleb::circuit_len(n);
    let mut dir = [0i32; 4];
    let mut ends: Vec<(deleb::Junction, deleb::Junction)> = Vec::new();
    for step in 0..len {
        let (a, b) = (deleb::junction(n, deleb::TEAM_A, step), deleb::junction(n, deleb::TEAM_A, step + 1));
        if a.line == b.line {
            dir[a.line.index()] = (b.cross as i32 - a.cross as i32).signum();
        } else if !ends.contains(&(a, b)) {
            ends.push((a, b));
        }
    }
    let mut long = String::new();
    let mut cross = String::new();
    let mut chevrons = String::new();
    for line in Line::ALL {
        let yy = y(line);
        long += &format!("M0 {yy}H{last}");
        let d = dir[line.index()];
        for c in (1..n).filter(|c| c % 2 == 1) {
            let xx = x(c) + gap / 2;
            chevrons += &format!("M{} {}l{} 14l{} 14", xx - 8 * d, yy - 14, 16 * d, -16 * d);
        }
    }
    for c in 1..=n {
        cross += &format!("M{} -30V{}", x(c), 3 * line_gap + 30);
    }
    let connectors = ends
        .iter()
        .map(|(a, b)| {
            let (xa, ya, yb) = (x(a.cross), y(a.line), y(b.line));
            let out = if a.cross == 1 { -70 } else { 70 };
            let d =
                format!("M{} {ya}C{} {ya} {} {yb} {} {yb}", xa + out / 5, xa + out, xa + out, xa + out / 4);
            view! { <path class="way-end" d=d marker-end="url(#dl-arrow)"/> }
        })
        .collect_view();
    let men = [(Line::A, "man team-a"), (Line::D, "man team-d")]
        .into_iter()
        .flat_map(|(line, class)| {
            (1..=n).map(move |c| view! { <circle class=class cx=x(c) cy=y(line) r="26"/> })
        })
        .collect_view();
    let letters = Line::ALL
        .into_iter()
        .map(|l| view! { <text class="line-letter" x="-120" y=y(l) + 22 text-anchor="middle">{l.letter().to_string()}</text> })
        .collect_view();
    let numbers = (1..=n)
        .map(|c| view! { <text class="coord" x=x(c) y="-70" text-anchor="middle">{c}</text> })
        .collect_view();
    let svg = view! {
        <svg class="print-board deleb-print" width=mm(pw) height=mm(ph) viewBox=format!("{bx} {by} {bw} {bh}")
            role="img" aria-label=t("teach.print.deleb.label") data-testid="print-board">
            <defs>
                <marker id="dl-arrow" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="5" markerHeight="5" orient="auto-start-reverse">
                    <path d="M0 0L10 5L0 10z" class="arrow-head"/>
                </marker>
            </defs>
            <rect class="sea" x="-50" y=y(Line::B) - 60 width=last + 100 height=line_gap + 120 rx="30"/>
            <path class="cross-lines" d=cross/>
            <path class="long-lines" d=long/>
            <path class="way" d=chevrons/>
            {connectors}
            {men}
            {letters}
            {numbers}
        </svg>
    }
    .into_any();
    let note = t_args("teach.print.deleb.note", &[&n, &decimal_mm(to_mm(gap)), &decimal_mm(to_mm(line_gap))]);
    (svg, note)
}

/// The village of a spiral of `n` hollows, at the groove's outer end (as the game's board).
fn village(n: usize) -> (i32, i32) {
    outward(point(n + 1), 26)
}

/// The hyena game: the spiral groove with `n` hollows, the well in the middle and the village at
/// the outer end, every tenth day numbered.
fn hyena_board(w: i32, h: i32, n: u8) -> (AnyView, String) {
    let n = n.clamp(crate::games::hyena::MIN_HOLLOWS, crate::games::hyena::MAX_HOLLOWS) as usize;
    let (mut x0, mut y0, mut x1, mut y1) = (-60, -60, 60, 60);
    for j in 0..n + 2 {
        let (x, y) = point(j);
        (x0, y0, x1, y1) = (x0.min(x - 30), y0.min(y - 30), x1.max(x + 30), y1.max(y + 30));
    }
    let v = village(n);
    (x0, y0, x1, y1) = (x0.min(v.0 - 60), y0.min(v.1 - 60), x1.max(v.0 + 60), y1.max(v.1 + 60));
    let (bw, bh) = (x1 - x0, y1 - y0);
    let (pw, ph, to_mm) = fit(bw, bh, w, h);
    let hollows = (1..=n)
        .map(|j| {
            let (x, y) = point(j);
            let day = n + 1 - j;
            view! {
                <circle class="hollow" cx=x cy=y r="15"/>
                {(day == 1 || day.is_multiple_of(10)).then(|| view! {
                    <text class="day" x=x y=y + 4 text-anchor="middle">{day}</text>
                })}
            }
        })
        .collect_view();
    let svg = view! {
        <svg class="print-board hyena-print" width=mm(pw) height=mm(ph) viewBox=format!("{x0} {y0} {bw} {bh}")
            role="img" aria-label=t("hyena.board.label") data-testid="print-board" data-hollows=n>
            <path class="groove" d=groove_path(n + 1)/>
            {hollows}
            <circle class="well" r="26"/>
            <text class="place-label" y="5" text-anchor="middle">{t("hyena.board.well")}</text>
            <circle class="village" cx=v.0 cy=v.1 r="40"/>
            <text class="place-label" x=v.0 y=v.1 + 5 text-anchor="middle">{t("hyena.board.village")}</text>
        </svg>
    }
    .into_any();
    let note = t_args("teach.print.hyena.note", &[&n, &decimal_mm(to_mm(40))]);
    (svg, note)
}

/// The rules a leaflet lists, in the game's order (the rest are options or the site's own).
fn leaflet_rules(id: GameId) -> &'static [&'static str] {
    match id {
        GameId::Deleb => &[
            "billets",
            "names",
            "throw-again",
            "gar",
            "field",
            "men",
            "players",
            "start",
            "entry-1",
            "entry-2",
            "entry-3",
            "track",
            "seafarer",
            "use-throws",
            "liberation",
            "pass",
            "eat",
            "double",
            "split",
            "store",
            "forgo",
            "rescue",
            "handicap",
            "win",
        ],
        GameId::Hyena => &[
            "players",
            "spiral",
            "sticks",
            "turn",
            "leave-village",
            "move",
            "taba-credit",
            "exact-well",
            "step",
            "overshoot",
            "well",
            "well-bank",
            "spend",
            "return",
            "first-home",
            "home-credit",
            "hyena-leave",
            "hyena-double",
            "hyena-well",
            "hyena-eat",
            "hyena-stop",
            "share",
            "end",
        ],
        GameId::UmDyar => &[
            "board",
            "seeds",
            "own-side",
            "first",
            "sow",
            "singleton",
            "laps",
            "capture",
            "chain",
            "capture-side",
            "empty-breaks",
            "pass",
            "end",
            "winner",
            "single-seed",
            "stall",
            "match",
            "match-fill",
            "closed",
            "reopen",
            "carry",
            "match-end",
        ],
        GameId::Dablot => &[
            "board",
            "pieces",
            "sides",
            "setup",
            "move",
            "jump",
            "rank",
            "chain",
            "capture",
            "chain-complete",
            "no-promotion",
            "win",
            "blocked",
            "no-capture-draw",
            "draw-limit",
            "agreement",
        ],
    }
}

fn rules_of(id: GameId) -> &'static [RuleRef] {
    match id {
        GameId::Deleb => deleb::Deleb::rule_refs(),
        GameId::Hyena => crate::games::hyena::Hyena::rule_refs(),
        GameId::UmDyar => um_dyar::UmDyar::rule_refs(),
        GameId::Dablot => dablot::Dablot::rule_refs(),
    }
}

/// The rules leaflet: what you need, the rules (each with its source), the words, the sources.
fn leaflet(id: GameId) -> AnyView {
    let g = id.as_str();
    let docs = rules_of(id);
    let rules = leaflet_rules(id)
        .iter()
        .filter_map(|rid| docs.iter().find(|d| d.id == *rid))
        .map(|d| {
            let cite = if d.cite == "ours" { t("teach.print.ours") } else { d.cite.to_string() };
            view! {
                <li class="leaflet-rule">
                    <strong>{t(&format!("{g}.rule.{}", d.id))}</strong> " "
                    {t(&format!("{g}.rule.{}.text", d.id))} " "
                    <span class="cite">{format!("({cite})")}</span>
                </li>
            }
        })
        .collect_view();
    let sources = (1..=super::source_count(id))
        .map(|i| view! { <li>{t(&format!("teach.about.{g}.src.{i}"))}</li> })
        .collect_view();
    view! {
        <section class="sheet leaflet a4p" data-testid="leaflet">
            <h2 class="sheet-title">{t(&format!("{g}.name"))}</h2>
            <p class="leaflet-people">{t(&format!("{g}.people"))} " · " {t(&format!("{g}.tagline"))}</p>
            <div class="leaflet-cols">
                <h3>{t("teach.print.need")}</h3>
                <p>{t(&format!("teach.print.{g}.need"))}</p>
                <h3>{t("teach.print.rules")}</h3>
                <p class="help">{t("teach.print.rules.help")}</p>
                <ol class="leaflet-rules">{rules}</ol>
                <h3>{t("teach.about.words")}</h3>
                {glossary(id)}
                <h3>{t("teach.about.sources")}</h3>
                <ul class="sources">{sources}</ul>
            </div>
            <p class="sheet-foot">{t("teach.print.foot")}</p>
        </section>
    }
    .into_any()
}

/// The columns of a game's record sheet (catalog keys).
fn columns(id: GameId) -> &'static [&'static str] {
    match id {
        GameId::Deleb => {
            &["teach.sheet.turn", "teach.sheet.player", "teach.sheet.throws", "teach.sheet.moves"]
        }
        GameId::Hyena => &[
            "teach.sheet.turn",
            "teach.sheet.player",
            "teach.sheet.throws",
            "teach.sheet.mother",
            "teach.sheet.credit",
        ],
        GameId::UmDyar => &[
            "teach.sheet.move",
            "teach.sheet.player",
            "teach.sheet.hole",
            "teach.sheet.captured",
            "teach.sheet.piles",
        ],
        GameId::Dablot => &["teach.sheet.move", "teach.sheet.sami", "teach.sheet.landowners"],
    }
}

/// The record sheet: the game's details, a table to fill in, and how to write a move.
fn record_sheet(id: GameId) -> AnyView {
    let g = id.as_str();
    let cols = columns(id);
    let heads = cols.iter().map(|k| view! { <th scope="col">{t(k)}</th> }).collect_view();
    let rows = (1..=22)
        .map(|i| {
            view! {
                <tr>
                    <td class="num">{i}</td>
                    {cols[1..].iter().map(|_| view! { <td></td> }).collect_view()}
                </tr>
            }
        })
        .collect_view();
    view! {
        <section class="sheet record-sheet a4p" data-testid="record-sheet">
            <h2 class="sheet-title">{t_args("teach.sheet.title", &[&t(&format!("{g}.name"))])}</h2>
            <div class="sheet-fields">
                <p>{t("teach.sheet.date")} <span class="blank"></span></p>
                <p>{t("teach.sheet.players")} <span class="blank wide"></span></p>
                <p>{t(&format!("teach.sheet.{g}.setup"))} <span class="blank wide"></span></p>
            </div>
            <table class="record-table">
                <thead><tr>{heads}</tr></thead>
                <tbody>{rows}</tbody>
            </table>
            <p class="sheet-note">{t(&format!("teach.sheet.{g}.how"))}</p>
            <p class="sheet-note">{t("teach.sheet.result")} <span class="blank wide"></span></p>
        </section>
    }
    .into_any()
}
