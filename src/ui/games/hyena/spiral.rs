//! The spiral as the board draws it: redrawn whole only for a new game; its pieces, the last
//! move's course and the targets of the choices follow the scene. It keeps its proportions within
//! the room the page gives the board (`--board-room`, see style/hyena.css).

use super::board::Board;
use super::geometry::{groove_path, point};
use super::layout::at;
use super::layout::{VILLAGE_R, pos};
use super::motion::place_of;
use super::scene::{Spiral, Spot, place_key};
use crate::games::hyena::{Piece, Place};
use crate::model::Seat;
use crate::ui::table::suggest::{Mark, mark};
use crate::ui::text::t;
use leptos::prelude::*;

pub fn spiral(b: Board) -> impl IntoView {
    move || {
        let Some(sp) = b.spiral.get() else { return ().into_any() };
        let (x, y, w, h) = sp.view_box;
        view! {
            <svg class="hy-spiral" viewBox=format!("{x} {y} {w} {h}") role="group" aria-label=t("hyena.board.label")
                data-testid="spiral" data-hollows=sp.n>
                <rect class="hy-sand" x=x y=y width=w height=h rx="36"/>
                <path class="hy-groove" d=groove_path(sp.n + 2)/>
                {hollows(sp.n)}
                {well_and_village(&sp)}
                {trail(b)}
                {suggested(b)}
                {(0..sp.pieces).map(|i| piece(b, i, i + 1 < sp.pieces)).collect_view()}
                {targets(b)}
            </svg>
        }
        .into_any()
    }
}

/// The hollows, every tenth day (and the first) numbered from the village.
fn hollows(n: usize) -> impl IntoView {
    (1..=n)
        .map(|j| {
            let (x, y) = point(j);
            let day = n + 1 - j;
            view! {
                <circle class="hy-hollow" cx=x cy=y r="13"/>
                {(day == 1 || day.is_multiple_of(10)).then(|| view! {
                    <text class="hy-day" x=x y={y + 4} text-anchor="middle">{day}</text>
                })}
            }
        })
        .collect_view()
}

fn well_and_village(sp: &Spiral) -> impl IntoView {
    let (v, (label, anchor)) = (sp.village, sp.label);
    view! {
        <circle class="hy-well" r="23" data-testid="well"/>
        <text class="hy-well-label" y="4" text-anchor="middle">{t("hyena.board.well")}</text>
        <g class="hy-village-group" data-testid="village">
            <circle class="hy-village" cx=v.0 cy=v.1 r=VILLAGE_R/>
            <text class="hy-village-label" x=label.0 y=label.1 text-anchor=anchor>{t("hyena.board.village")}</text>
        </g>
    }
}

/// The last move's course.
fn trail(b: Board) -> impl IntoView {
    move || {
        b.with(|s| s.trail.clone())
            .into_iter()
            .map(|(x, y)| {
                view! {
                    <circle class="hy-trail" cx=x cy=y r="17"/>
                }
            })
            .collect_view()
            .into_any()
    }
}

/// The suggested move (the coach's hint, a review's better move): the piece it moves, from
/// where it stands along the groove to where it stops. A choice that moves nothing (throwing,
/// handing the sticks on) is marked among the choices only (`side.rs`).
fn suggested(b: Board) -> impl IntoView {
    move || {
        let s = b.table.suggestion()?;
        let e = s.before.move_effect(s.mv)?;
        let (piece, path) = e.paths.first()?;
        let start = place_of(&s.before, *piece)?;
        let n = s.before.hollow_count().unwrap_or(0) as usize;
        let places: Vec<Place> = std::iter::once(start).chain(path.iter().copied()).collect();
        let end = *places.last()?;
        let xy = |p: &Place| at(n, *p).0;
        let path = places.iter().map(xy).collect();
        let taken = e.eaten.iter().filter_map(|&m| s.before.mother_place(m)).map(|p| xy(&p)).collect();
        Some(mark(&s, Mark { path, taken, r: 27, joined: true, from: place_key(start), to: place_key(end) }))
    }
}

/// Piece `i`: the mother of seat `i`, or the hyena.
fn piece(b: Board, i: usize, mother: bool) -> impl IntoView {
    let get = move |f: fn(&Spot) -> String| move || b.with(|s| s.spots.get(i).map(f).unwrap_or_default());
    let piece = if mother { Piece::Mother(i as Seat) } else { Piece::Hyena };
    view! {
        <g class=get(|s| s.class.clone()) style=get(|s| s.style.clone()) role="img"
            aria-label=get(|s| s.label.clone()) data-place=get(|s| s.place.clone())
            data-testid={if mother { format!("mother-{i}") } else { "hyena".to_string() }}
            on:click=move |_| b.click(piece)>
            {if mother { mother_figure(i + 1).into_any() } else { hyena_figure().into_any() }}
        </g>
    }
}

/// Where each choice that moves her takes her: a hollow to click, or to reach by keyboard.
fn targets(b: Board) -> impl IntoView {
    move || {
        b.with(|s| s.targets.clone()).into_iter().map(|tg| {
            let m = tg.mv;
            let class = move || if b.with(|s| s.hot) == Some(m) { "hy-target hot" } else { "hy-target" };
            view! {
                <g class=class role="button" tabindex="0" aria-label=tg.text data-testid=format!("target-{}", tg.id)
                    style=pos(tg.at)
                    on:click=move |_| b.choose(m)
                    on:keydown=move |ev| if b.key(m, &ev.key()) { ev.prevent_default() }
                    on:pointerenter=move |_| b.point(Some(m))
                    on:pointerleave=move |_| b.point(None)>
                    <circle r="22"/>
                </g>
            }
        }).collect_view().into_any()
    }
}

/// A mother: a stick planted in the sand, in her player's colour, with his number.
pub fn mother_figure(number: usize) -> impl IntoView {
    view! {
        <rect class="hy-ring" x="-11" y="-21" width="22" height="42" rx="10"/>
        <rect class="hy-stick" x="-9" y="-18" width="18" height="36" rx="8"/>
        <text class="hy-num" y="6" text-anchor="middle">{number}</text>
        <path class="hy-x" d="M-12 -12L12 12M12 -12L-12 12"/>
    }
}

/// The hyena: a spotted head with round ears and amber eyes, on a dark disc.
fn hyena_figure() -> impl IntoView {
    view! {
        <circle class="hy-ring" r="24"/>
        <circle class="hy-disc" r="20"/>
        <path class="hy-ear" d="M-17.5 -12a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0M4.5 -12a6.5 6.5 0 1 0 13 0a6.5 6.5 0 1 0 -13 0"/>
        <ellipse class="hy-head" cy="-1" rx="14" ry="12"/>
        <path class="hy-spot" d="M-10 -6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M6 -6a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-2 -10a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M-7.5 6a7.5 6 0 1 0 15 0a7.5 6 0 1 0 -15 0"/>
        <path class="hy-face" d="M-3.4 3a3.4 2.2 0 1 0 6.8 0a3.4 2.2 0 1 0 -6.8 0"/>
        <path class="hy-eye" d="M-7.5 -2.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0M3.5 -2.5a2 2 0 1 0 4 0a2 2 0 1 0 -4 0"/>
    }
}
