//! The hyena game's throw lab (`teach::lab`): how the odds of the four throws follow from the eight
//! ways three sticks fall, how long a mother waits to leave the village and how many throws the
//! tâbas of the rules take, and the throws per tâba in a tally. Every figure is the rules engine's
//! (`games::hyena::odds`).

use crate::games::hyena;
use crate::link::tally::Tally;
use crate::model::Prob;
use crate::ui::teach::chart::{chance, decimal};
use crate::ui::teach::kit_view::ThrowLab;
use crate::ui::teach::lab::falls::{bits, fall_view, falls_table};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// The hyena game's throw lab.
pub(super) const LAB: ThrowLab = ThrowLab {
    odds: |_, _| odds().into_any(),
    questions: |_, _| questions().into_any(),
    tally_note: |tally| taba_seen(tally).into_any(),
};

/// Throws per tâba in the tally, against 8/3.
fn taba_seen(t0: &Tally) -> impl IntoView + use<> {
    let tabas = t0.counts.first().copied().unwrap_or(0);
    let n = t0.throws();
    // Throws per tâba in two-hundredths (then rounded to hundredths), none before a tâba.
    let line = match (n * 200).checked_div(tabas) {
        None => t("teach.lab.taba_none"),
        Some(per) => {
            let every = t_args("teach.lab.taba_every", &[&decimal(per.div_ceil(2))]);
            let seen = t_args("teach.lab.taba_seen", &[&n]);
            format!("{seen} {} {every}", t_args("teach.lab.taba_count", &[&tabas]))
        }
    };
    view! { <p class="taba-seen" data-testid="taba-seen">{line}</p> }
}

/// The hyena game: the eight falls of three sticks.
fn odds() -> impl IntoView {
    let names = hyena::throw_names();
    let rows = hyena::falls()
        .into_iter()
        .enumerate()
        .map(|(i, (_, falls))| {
            let ways = falls.len() as u64;
            view! {
                <tr>
                    <th scope="row" class="throw-name">{t(names[i].0)}</th>
                    <td class="falls">{falls.into_iter().map(|f| fall_view(bits(f, 3))).collect_view()}</td>
                    <td>{t_args("teach.odds.ways", &[&ways, &8])}</td>
                    <td>{chance(Prob::new(ways, 8))}</td>
                </tr>
            }
        })
        .collect_view();
    view! {
        <p>{t("teach.odds.hyena_text")}</p>
        {falls_table(rows)}
        <p class="help">{t("teach.odds.legend_sticks")}</p>
    }
}

/// The hyena game: how many throws a mother waits to leave the village, and more tâbas.
fn questions() -> impl IntoView {
    let one = hyena::throws_for_tabas(1);
    let turns = hyena::turns_to_leave();
    let per_turn = hyena::leave_in_a_turn();
    let taba = hyena::throw_odds()[0];
    let rows =
        [(1u64, "teach.q.tabas_1"), (2, "teach.q.tabas_2"), (5, "teach.q.tabas_5"), (10, "teach.q.tabas_10")]
            .into_iter()
            .map(|(k, key)| {
                let r = hyena::throws_for_tabas(k);
                view! {
                    <tr>
                        <td>{k}</td>
                        <td>{t(key)}</td>
                        <td>{t_args("teach.q.ratio", &[&r, &decimal(r.hundredths())])}</td>
                    </tr>
                }
            })
            .collect_view();
    view! {
        <h3>{t("teach.q.hyena")}</h3>
        <p class="answer" data-testid="answer-leave" data-num=one.num data-den=one.den>
            {t_args("teach.q.hyena_answer", &[&taba, &one, &decimal(one.hundredths())])}
        </p>
        <p class="answer" data-testid="answer-turns">
            {t_args("teach.q.hyena_turns", &[&per_turn, &turns])}
        </p>
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("teach.q.hyena")>
            <table class="odds-table">
                <thead><tr>
                    <th scope="col">{t("teach.q.tabas")}</th>
                    <th scope="col">{t("teach.q.for")}</th>
                    <th scope="col">{t("teach.q.expected")}</th>
                </tr></thead>
                <tbody>{rows}</tbody>
            </table>
        </div>
        <p class="help">{t("teach.q.hyena_source")}</p>
    }
}
