//! Dèleb's throw lab (`teach::lab`): how the odds of the five throws follow from the sixteen ways
//! four billets fall (and, with gà·r, the falls by faces), the chance of a dèleb with the first
//! throw of each entry stage and what every throw of a stage does, and the billets seen on their
//! side in a tally. Every figure is the rules engine's (`games::deleb::odds`).

use crate::games::deleb::{self, EntryStep, Stage};
use crate::link::tally::{Tally, share_bp};
use crate::model::Prob;
use crate::ui::sticks::Face;
use crate::ui::teach::chart::{chance, pct};
use crate::ui::teach::kit_view::ThrowLab;
use crate::ui::teach::lab::falls::{bits, fall_view, falls_table};
use crate::ui::text::{t, t_args};
use leptos::prelude::*;

/// Dèleb's throw lab.
pub(super) const LAB: ThrowLab = ThrowLab {
    odds: |gar, night| odds(gar, night).into_any(),
    questions: |gar, night| questions(gar, night).into_any(),
    tally_note: |tally| gar_seen(tally).into_any(),
};

/// Billets seen on their side, against the rate set.
fn gar_seen(t0: &Tally) -> impl IntoView + use<> {
    let billets = t0.throws() * 4;
    let seen = share_bp(t0.side, billets);
    view! {
        <p class="gar-seen" data-testid="gar-seen" data-side=t0.side>
            {t_args("teach.lab.gar_seen", &[&t0.side, &billets, &pct(seen), &t0.gar])}
        </p>
    }
}

/// Dèleb: the sixteen falls of four fair billets, then (with gà·r) the falls by faces.
fn odds(gar: u8, night: bool) -> impl IntoView {
    let rows = deleb::fair_falls()
        .into_iter()
        .map(|(name, falls)| {
            let ways = falls.len() as u64;
            view! {
                <tr>
                    <th scope="row" class="throw-name">{t(name.key())}</th>
                    <td class="falls">{falls.into_iter().map(|f| fall_view(bits(f, 4))).collect_view()}</td>
                    <td>{t_args("teach.odds.ways", &[&ways, &16])}</td>
                    <td>{chance(Prob::new(ways, 16))}</td>
                </tr>
            }
        })
        .collect_view();
    let gar_rows = (gar > 0).then(|| {
        let rows = deleb::fall_rows(gar, night)
            .into_iter()
            .map(|r| {
                let b = r.billets;
                let mut faces = vec![Face::White; b.white as usize];
                faces.extend(std::iter::repeat_n(Face::Bark, b.black() as usize));
                faces.extend(std::iter::repeat_n(Face::Side, b.side as usize));
                // Thousandths of a percent: a fall with three billets on their side is rare.
                let m = (r.chance.num() as u128 * 200_000 / r.chance.den() as u128).div_ceil(2) as u64;
                view! {
                    <tr>
                        <td>{fall_view(faces)}</td>
                        <td>{r.ways}</td>
                        <td>{t_args("teach.pct3", &[&(m / 1000), &format!("{:03}", m % 1000)])}</td>
                        <td class="throw-name">{t(r.name.key())}</td>
                    </tr>
                }
            })
            .collect_view();
        let time = t(if night { "teach.lab.night" } else { "teach.lab.day" });
        view! {
            <h3>{t("teach.odds.gar_title")}</h3>
            <p>{t_args("teach.odds.gar_text", &[&gar, &time])}</p>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("teach.odds.gar_title")>
                <table class="odds-table" data-testid="gar-table">
                    <thead><tr>
                        <th scope="col">{t("teach.odds.faces")}</th>
                        <th scope="col">{t("teach.odds.orders")}</th>
                        <th scope="col">{t("teach.odds.chance")}</th>
                        <th scope="col">{t("teach.odds.counts_as")}</th>
                    </tr></thead>
                    <tbody>{rows}</tbody>
                </table>
            </div>
        }
    });
    view! {
        <p>{t("teach.odds.deleb_text")}</p>
        {falls_table(rows)}
        <p class="help">{t("teach.odds.legend_billets")}</p>
        {gar_rows}
    }
}

fn step_key(stage: Stage, step: EntryStep) -> &'static str {
    match step {
        // Stage 3's two white "reverts immediately into the second stage".
        EntryStep::ScoreGasse if stage == Stage::Three => "teach.step.score_gasse_back",
        EntryStep::TurnEnds => "teach.step.turn_ends",
        EntryStep::ThrowAgain => "teach.step.throw_again",
        EntryStep::ScoreDeleb => "teach.step.score_deleb",
        EntryStep::ScoreGasse => "teach.step.score_gasse",
        EntryStep::NextStage => "teach.step.next_stage",
        EntryStep::Hab => "teach.step.hab",
        EntryStep::Dag => "teach.step.dag",
    }
}

/// Dèleb: the chance of a dèleb with the first throw of each entry stage, and what every throw
/// of the stage does.
fn questions(gar: u8, night: bool) -> impl IntoView {
    let stages = [Stage::One, Stage::Two, Stage::Three]
        .into_iter()
        .enumerate()
        .map(|(k, stage)| {
            let p = deleb::first_throw_scores_deleb(stage, gar, night);
            let count = stage.billets();
            let rows = deleb::stage_rows(stage, gar, night)
                .into_iter()
                .rev()
                .map(|r| {
                    let name = deleb::outcome_key(count, r.counted).map(t).unwrap_or_default();
                    let does = r.steps.iter().map(|&s| t(step_key(stage, s))).collect::<Vec<_>>().join(" ");
                    view! {
                        <tr class=if r.steps.contains(&EntryStep::ScoreDeleb) { "scores" } else { "" }>
                            <td>{t_args("teach.q.whites", &[&r.counted, &count])}</td>
                            <td class="throw-name">{name}</td>
                            <td>{chance(r.chance)}</td>
                            <td>{does}</td>
                        </tr>
                    }
                })
                .collect_view();
            view! {
                <div class="stage" data-testid=format!("stage-{}", k + 1) data-num=p.num() data-den=p.den()>
                    <h4>{t_args("teach.q.stage", &[&count, &(k + 1)])}</h4>
                    <p class="answer">{t_args("teach.q.stage_answer", &[&chance(p)])}</p>
                    <div class="table-wrap" tabindex="0" role="region" aria-label=t_args("teach.q.stage", &[&count, &(k + 1)])>
                        <table class="odds-table">
                            <thead><tr>
                                <th scope="col">{t("teach.q.counted")}</th>
                                <th scope="col">{t("teach.odds.throw")}</th>
                                <th scope="col">{t("teach.odds.chance")}</th>
                                <th scope="col">{t("teach.q.does")}</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </div>
            }
        })
        .collect_view();
    let time = t(if night { "teach.lab.night" } else { "teach.lab.day" });
    view! {
        <h3>{t("teach.q.deleb")}</h3>
        <p class="help">{t_args("teach.q.deleb_help", &[&gar, &time])}</p>
        <div class="stages">{stages}</div>
        <p class="help">{t("teach.q.deleb_source")}</p>
    }
}
