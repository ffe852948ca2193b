//! The pieces a game's throw lab draws its odds with (`ui/games/<game>/lab.rs`): the ways the
//! sticks can fall, each a row of small sticks, in a table of throws with their number of ways and
//! chance.

use super::super::super::sticks::Face;
use super::super::super::text::t;
use leptos::prelude::*;

/// The faces of a fall as small drawings of sticks.
pub fn fall_view(faces: Vec<Face>) -> impl IntoView {
    view! {
        <span class="fall">
            {faces.into_iter().map(|f| {
                let class = match f {
                    Face::White => "face white",
                    Face::Bark => "face bark",
                    Face::Side => "face side",
                };
                view! { <span class=class></span> }
            }).collect_view()}
        </span>
    }
}

/// The faces of `count` sticks whose fall is given as bits (bit `i` set: stick `i + 1` shows its
/// white side).
pub fn bits(fall: u8, count: usize) -> Vec<Face> {
    (0..count).map(|i| if fall >> i & 1 == 1 { Face::White } else { Face::Bark }).collect()
}

/// The table of throws: the falls that give each, their number of ways and chance.
pub fn falls_table(rows: impl IntoView) -> impl IntoView {
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("teach.odds.title")>
            <table class="odds-table" data-testid="falls-table">
                <thead><tr>
                    <th scope="col">{t("teach.odds.throw")}</th>
                    <th scope="col">{t("teach.odds.falls")}</th>
                    <th scope="col">{t("teach.odds.ways_head")}</th>
                    <th scope="col">{t("teach.odds.chance")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
    }
}
