//! Ending a game by agreement: offering a draw and answering one, and resigning. On one screen
//! the other side answers here (a computer by its own estimate of the position, `ai::accepts_draw`);
//! by link the offer travels in the link (`ByLink`). Which rule applies, and where it comes from,
//! is in the rules panel (`model::ending_rules`).

use super::super::text::{t, t_args};
use super::AnyTable;
use leptos::prelude::*;

pub fn panel(tv: AnyTable) -> impl IntoView {
    let confirm = RwSignal::new(false);
    move || {
        let tv = tv.clone();
        if let Some(by) = tv.offer() {
            let (yes, no) = (tv.clone(), tv.clone());
            return Some(
                view! {
                    <section class="panel endings" data-testid="draw-offer" role="alert">
                        <p>{t_args("ending.offered", &[&tv.seat_title(by)])}</p>
                        <div class="setup-actions">
                            <button type="button" class="button primary" data-testid="draw-accept"
                                on:click=move |_| yes.answer_draw(true)>{t("ending.accept")}</button>
                            <button type="button" class="button" data-testid="draw-decline"
                                on:click=move |_| no.answer_draw(false)>{t("ending.decline")}</button>
                        </div>
                    </section>
                }
                .into_any(),
            );
        }
        let draw = tv.may_offer_draw();
        let resign = tv.may_resign();
        if draw.is_none() && resign.is_none() {
            return None;
        }
        let offer = {
            let tv = tv.clone();
            draw.map(|by| {
                view! {
                    <button type="button" class="button quiet" data-testid="offer-draw"
                        on:click=move |_| tv.offer_draw(by)>{t("ending.offer_draw")}</button>
                }
            })
        };
        let resign = resign.map(|seat| {
            let tv = tv.clone();
            view! {
                <button type="button" class="button quiet" data-testid="resign"
                    on:click=move |_| {
                        if confirm.get_untracked() {
                            confirm.set(false);
                            tv.resign(seat);
                        } else {
                            confirm.set(true);
                        }
                    }>
                    {move || if confirm.get() { t("ending.resign.confirm") } else { t("ending.resign") }}
                </button>
            }
        });
        Some(
            view! { <section class="panel endings" data-testid="endings">{offer}{resign}</section> }
                .into_any(),
        )
    }
}
