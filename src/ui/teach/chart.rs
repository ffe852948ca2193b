//! A tally drawn against the exact odds: for each throw a bar (how often it came up), a line (its
//! exact chance) and a shaded band (the margin, three standard errors: `link::tally::margin_bp`).
//! Integers only: shares are hundredths of a percent, so no float is ever formatted.

use super::super::text::{t, t_args};
use crate::link::tally::{margin_bp, prob_bp, share_bp, within};
use crate::model::Prob;
use leptos::prelude::*;

/// One bar: the throw's name (translated), how often it came up, its exact chance.
#[derive(Clone, PartialEq, Debug)]
pub struct Bar {
    pub name: String,
    pub count: u64,
    pub exact: Prob,
}

/// Hundredths of a percent as a percentage with two decimals ("25.17 %" in English).
pub fn pct(bp: u64) -> String {
    t_args("teach.pct", &[&(bp / 100), &format!("{:02}", bp % 100)])
}

/// Hundredths as a number with two decimals ("2.67").
pub fn decimal(hundredths: u64) -> String {
    t_args("teach.decimal", &[&(hundredths / 100), &format!("{:02}", hundredths % 100)])
}

/// A probability as its fraction and its percentage: "1/4 = 25.00 %"; only the percentage when
/// the fraction is too long to read (billets that lie on their side 1 time in 100 make fractions
/// such as 104060401/1600000000).
pub fn chance(p: Prob) -> String {
    if p.den() <= 10_000 { t_args("teach.chance", &[&p, &pct(prob_bp(p))]) } else { pct(prob_bp(p)) }
}

/// How many bars lie outside their margin.
pub fn outside(bars: &[Bar]) -> usize {
    let n: u64 = bars.iter().map(|b| b.count).sum();
    bars.iter().filter(|b| !within(b.count, n, b.exact)).count()
}

/// `v` hundredths of a percent as a share of the track (`scale` hundredths of a percent wide),
/// for an inline size: "37.50%".
fn width(v: u64, scale: u64) -> String {
    let w = v.min(scale) * 10_000 / scale.max(1);
    format!("{}.{:02}%", w / 100, w % 100)
}

/// The chart of `bars`, with a line saying how many throws it holds and whether every bar lies
/// within its margin. `testid` names it for tests; each bar carries its figures as data.
pub fn chart(testid: &'static str, bars: Vec<Bar>) -> impl IntoView {
    let n: u64 = bars.iter().map(|b| b.count).sum();
    // The track shows 0 up to the next 10 % above every bar, exact line and margin.
    let top = bars
        .iter()
        .map(|b| {
            let e = prob_bp(b.exact);
            let m = if n > 0 { margin_bp(b.exact, n) } else { 0 };
            (e + m).max(share_bp(b.count, n))
        })
        .max()
        .unwrap_or(0);
    let scale = (top / 1000 + 1).min(10) * 1000;
    let off = outside(&bars);
    let rows = bars
        .into_iter()
        .enumerate()
        .map(|(i, b)| {
            let exact = prob_bp(b.exact);
            let share = share_bp(b.count, n);
            let margin = if n > 0 { margin_bp(b.exact, n) } else { 0 };
            let ok = n == 0 || within(b.count, n, b.exact);
            let (lo, hi) = (exact.saturating_sub(margin), (exact + margin).min(scale));
            let band = format!("inset-inline-start:{};inline-size:{}", width(lo, scale), width(hi.saturating_sub(lo), scale));
            let figures = if n > 0 {
                t_args("teach.chart.figures", &[&b.count, &pct(share), &chance(b.exact), &pct(margin)])
            } else {
                t_args("teach.chart.exact_only", &[&chance(b.exact)])
            };
            view! {
                <li class=if ok { "bar" } else { "bar off" } data-testid=format!("{testid}-bar-{i}")
                    data-count=b.count data-n=n data-exact-num=b.exact.num() data-exact-den=b.exact.den()
                    data-share-bp=share data-exact-bp=exact data-margin-bp=margin data-within=ok.to_string()>
                    <span class="bar-name">{b.name}</span>
                    <span class="bar-track" aria-hidden="true">
                        {(n > 0).then(|| view! { <span class="bar-band" style=band></span> })}
                        <span class="bar-fill" style=format!("inline-size:{}", width(share, scale))></span>
                        <span class="bar-exact" style=format!("inset-inline-start:{}", width(exact, scale))></span>
                    </span>
                    <span class="bar-figures">
                        {figures}
                        {(!ok).then(|| view! { " " <strong class="off-mark">{t("teach.chart.outside")}</strong> })}
                    </span>
                </li>
            }
        })
        .collect_view();
    let verdict = if n == 0 {
        t("teach.chart.empty")
    } else if off == 0 {
        t_args("teach.chart.all_within", &[&n])
    } else {
        t_args("teach.chart.some_outside", &[&n, &off])
    };
    view! {
        <figure class="lab-chart" data-testid=testid data-n=n data-outside=off>
            <ul class="bars">{rows}</ul>
            <figcaption>
                <p class="verdict" data-testid=format!("{testid}-verdict")>{verdict}</p>
                <p class="help">{t_args("teach.chart.scale", &[&pct(scale)])} " " {t("teach.chart.legend")}</p>
            </figcaption>
        </figure>
    }
}
