//! The printable kit (`#/<game>/print`): a board at real size to play on with stones, seeds or
//! small sticks (A4, or A3 for a class), a rules leaflet (one or two A4 pages: the rules as the
//! site plays them, from the catalogs, each with its source, the local words and the sources),
//! and a game record sheet in the game's notation.
//!
//! Print styles do the work (`style/teach.css`, `@media print`): each sheet is a named page of
//! its paper and orientation (`page: a4l` …, `@page a4l { size: A4 landscape }`), the site's frame
//! and the controls are not printed, and the boards are SVG drawn in millimetres. What differs
//! from game to game is in its entry in the registry (`GameInfo::print`: paper orientation, the
//! board's sizes, the leaflet's rules, the record sheet's columns) and its drawing at real size
//! (`KitView::print_board`, in `ui/games/<game>/print.rs`, from the game's own geometry).

use super::super::text::{t, t_args};
use super::kit_nav;
use super::kit_view::KitView;
use super::words::glossary;
use crate::games::GameId;
use crate::model::Game;
use crate::with_game;
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
pub fn mm(tenths: i32) -> String {
    format!("{}.{}mm", tenths / 10, tenths % 10)
}

/// The size a drawing of `bw` × `bh` units takes to fit `w` × `h` tenths of a millimetre, and
/// how many tenths of a millimetre `units` of it measure.
pub fn fit(bw: i32, bh: i32, w: i32, h: i32) -> (i32, i32, impl Fn(i32) -> i32) {
    let (bw, bh) = (bw.max(1) as i64, bh.max(1) as i64);
    let (w, h) = (w as i64, h as i64);
    let (pw, ph) = if bw * h > bh * w { (w, w * bh / bw) } else { (h * bw / bh, h) };
    (pw as i32, ph as i32, move |units: i32| (units as i64 * pw / bw) as i32)
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
    let choices = id.info().print.size;
    let size = RwSignal::new(
        param("size")
            .and_then(|s| s.parse::<u8>().ok())
            .filter(|s| choices.is_some_and(|c| c.choices.contains(s)))
            .or(choices.map(|c| c.default))
            .unwrap_or(0),
    );
    let size_control = choices.map(|c| {
        view! {
            <label class="field">
                <span>{t(c.key)}</span>
                <select data-testid="board-size" on:change=move |ev| {
                    if let Ok(v) = event_target_value(&ev).parse() { size.set(v) }
                }>
                    {c.choices.iter().map(|&v| view! {
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
    let land = id.info().print.landscape;
    if land {
        (w, h) = (h, w);
    }
    // Room for the heading and the lines under the board.
    let (bw, bh) = (w, h - 300);
    let (svg, note) = with_game!(id, G => G::print_board(bw, bh, size));
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

/// A length in tenths of a millimetre as millimetres with one decimal, for the notes: "32.4".
pub fn decimal_mm(tenths: i32) -> String {
    t_args("teach.print.mm", &[&(tenths / 10), &(tenths % 10)])
}

/// The rules leaflet: what you need, the rules (each with its source), the words, the sources.
fn leaflet(id: GameId) -> AnyView {
    let g = id.as_str();
    let docs = with_game!(id, G => G::rule_refs());
    let rules = id
        .info()
        .print
        .leaflet
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
    let sources = (1..=id.info().about.sources)
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

/// The record sheet: the game's details, a table to fill in, and how to write a move.
fn record_sheet(id: GameId) -> AnyView {
    let g = id.as_str();
    let cols = id.info().print.columns;
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
            // On a screen narrower than the sheet, the table scrolls in a box of its own.
            <div class="table-wrap" tabindex="0" role="region" aria-label=t_args("teach.sheet.title", &[&t(&format!("{g}.name"))])>
                <table class="record-table">
                    <thead><tr>{heads}</tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
            <p class="sheet-note">{t(&format!("teach.sheet.{g}.how"))}</p>
            <p class="sheet-note">{t("teach.sheet.result")} <span class="blank wide"></span></p>
        </section>
    }
    .into_any()
}
