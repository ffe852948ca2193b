//! The throw lab of a game played with sticks (`#/<game>/lab`, for a game whose entry in the
//! registry has `sticks`).
//!
//! - Throw the sticks once (animated, `ui::sticks`), or 10, 100 or 10,000 times at once, with the
//!   site's random numbers (`GameRng`, seeded from `fresh_seed`; `?seed=N` repeats a
//!   demonstration exactly) and the engine's own draws (the game's `Sticks::throw`); or tally
//!   real throws by hand, to see whether home-made sticks are fair (`throwing`).
//! - A chart of the tally against the exact odds, with the margin stated (`chart`).
//! - The tally as a short checked code, a link and a QR code (`link::tally`, `share`); the class
//!   section adds up the codes it is given, pasted or opened as links `#/<game>/lab?t=…`
//!   (`class`).
//! - How the odds follow from counting the ways the sticks fall, and questions answered by the
//!   engine: the game's own (`KitView::THROW_LAB`, in `ui/games/<game>/lab.rs`), drawn with the
//!   tables of `falls`.
//!
//! The pupil's tally and the class's codes are kept on the device (localStorage), so a reload
//! loses nothing.

mod class;
pub mod falls;
mod share;
mod throwing;

use super::super::route::replace_address;
use super::super::sticks::Throw;
use super::super::storage;
use super::super::text::{t, t_args, t_msg};
use super::chart::{Bar, chart};
use super::kit_nav;
use super::kit_view::KitView;
use crate::games::GameId;
use crate::games::info::Sticks;
use crate::link::tally::{Added, Pool, Tally};
use crate::model::{Game, GameRng, OptionKind, fresh_seed};
use crate::with_game;
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`). A game without sticks has no lab (its address
/// is not a page, `route::TeachPage`).
pub fn page(id: GameId, query: String) -> AnyView {
    match id.info().sticks {
        Some(sticks) => lab(Lab::new(id, sticks, &query)).into_any(),
        None => ().into_any(),
    }
}

const TALLY_KEY: &str = "sandgames.teach.tally.";
const CLASS_KEY: &str = "sandgames.teach.class.";

/// A message under the class's box: what became of one code.
#[derive(Clone, PartialEq)]
struct Said {
    ok: bool,
    text: String,
}

/// The lab's state, shared by its sections (`Copy`: it is only signals): the pupil's tally, the
/// class's, the throws drawn and what became of the codes given.
#[derive(Clone, Copy)]
struct Lab {
    id: GameId,
    sticks: &'static Sticks,
    /// The pupil's own tally, kept on the device.
    own: RwSignal<Tally>,
    /// The class's tallies, kept on the device.
    class: RwSignal<Pool>,
    /// What became of the codes given last.
    said: RwSignal<Vec<Said>>,
    rng: StoredValue<GameRng>,
    /// The last throw drawn, for the sticks to show.
    last: RwSignal<Option<Throw>>,
    serial: StoredValue<usize>,
    /// Real throws tallied by hand, for taking back a mistake: (throw index, sticks on their side;
    /// `usize::MAX` for a stick seen on its side alone).
    history: StoredValue<Vec<(usize, u8)>>,
}

impl Lab {
    fn new(id: GameId, sticks: &'static Sticks, query: &str) -> Lab {
        let param = |name: &str| {
            query.split('&').find_map(|kv| kv.strip_prefix(name).and_then(|v| v.strip_prefix('=')))
        };
        let kept =
            storage::get(&format!("{TALLY_KEY}{}", id.as_str())).and_then(|c| Tally::from_code(&c, id).ok());
        let own =
            RwSignal::new(kept.unwrap_or_else(|| Tally::new(id, false, rate_range(id).0, false, new_id())));
        Effect::new(move |_| {
            let code = own.with(Tally::to_code);
            storage::set(&format!("{TALLY_KEY}{}", id.as_str()), &code);
        });
        let (pool, _) =
            Pool::from_text(&storage::get(&format!("{CLASS_KEY}{}", id.as_str())).unwrap_or_default(), id);
        let seed = param("seed").and_then(|s| s.parse().ok()).or_else(fresh_seed).unwrap_or(1);
        let lab = Lab {
            id,
            sticks,
            own,
            class: RwSignal::new(pool),
            said: RwSignal::new(Vec::new()),
            rng: StoredValue::new(GameRng::seed_from_u64(seed)),
            last: RwSignal::new(None),
            serial: StoredValue::new(0),
            history: StoredValue::new(Vec::new()),
        };
        // A code opened as a link: added to the class, then the address forgets it (a reload does
        // not add it again).
        if let Some(code) = param("t") {
            lab.add_code(code);
            replace_address(&format!("#/{}/lab", id.as_str()));
        }
        lab
    }

    /// The sticks may lie on their side (the rate and the time of day are asked).
    fn on_side(self) -> bool {
        self.sticks.on_side.is_some()
    }

    /// The game's catalog key `prefix` followed by the sticks' noun: `teach.lab.mode_real_` →
    /// `teach.lab.mode_real_billets`.
    fn noun_key(self, prefix: &str) -> String {
        format!("{prefix}{}", self.sticks.noun)
    }

    /// Nothing thrown or tallied yet (the settings can still change).
    fn empty(self) -> bool {
        self.own.with(|t| t.throws() == 0 && t.side == 0)
    }

    /// The bars of a tally against the exact odds of its settings.
    fn bars(self, tally: &Tally) -> Vec<Bar> {
        let odds = (self.sticks.odds)(tally.gar, tally.night);
        (self.sticks.throws)()
            .into_iter()
            .zip(odds)
            .zip(&tally.counts)
            .map(|(((key, _), exact), &count)| Bar { name: t(key), count, exact })
            .collect()
    }

    /// How a tally was thrown: "The computer's throws; gà·r 1 % by day."
    fn settings_line(self, tally: &Tally) -> String {
        let how =
            if tally.real { t(&self.noun_key("teach.lab.by_hand_")) } else { t("teach.lab.by_computer") };
        if self.on_side() {
            let time = t(if tally.night { "teach.lab.night" } else { "teach.lab.day" });
            t_args("teach.lab.settings_on_side", &[&how, &tally.gar, &time])
        } else {
            how
        }
    }

    /// Adds a code (or a link holding one) to the class, saying what became of it. False if it
    /// could not be added.
    fn add_code(self, code: &str) -> bool {
        let result = Tally::from_code(code, self.id).and_then(|tally| {
            let n = tally.throws();
            self.class.try_update(|p| p.add(tally)).unwrap_or(Ok(Added::Already)).map(|a| (a, n))
        });
        let said = match result {
            Ok((Added::New, n)) => Said { ok: true, text: t_args("teach.class.added", &[&n]) },
            Ok((Added::Replaced, n)) => Said { ok: true, text: t_args("teach.class.replaced", &[&n]) },
            Ok((Added::Already, _)) => Said { ok: true, text: t("teach.class.already") },
            Err(m) => Said {
                ok: false,
                text: format!("{} {}", t_msg(&m), t_args("teach.class.code_was", &[&code])),
            },
        };
        let ok = said.ok;
        self.said.update(|v| v.push(said));
        self.save_class();
        ok
    }

    /// Keeps the class's codes on the device.
    fn save_class(self) {
        storage::set(&format!("{CLASS_KEY}{}", self.id.as_str()), &self.class.with_untracked(Pool::to_text));
    }
}

/// The rate of sticks on their side the lab starts from, and the highest it takes: the default
/// and the maximum of the game's option for it (Dèleb's `gar`); 0 and 0 for sticks that never lie
/// on their side.
fn rate_range(id: GameId) -> (u8, u8) {
    let Some(key) = id.info().sticks.and_then(|s| s.on_side) else { return (0, 0) };
    let Some(spec) = with_game!(id, G => G::option_specs()).iter().find(|s| s.key == key) else {
        return (0, 0);
    };
    let max = match spec.kind {
        OptionKind::Int { max, .. } => max.clamp(0, 100) as u8,
        OptionKind::Choice(_) => 0,
    };
    (spec.default.parse().unwrap_or(0), max)
}

/// A new tally's id (24 bits).
fn new_id() -> u32 {
    fresh_seed().unwrap_or_else(|| js_sys::Date::now() as u64) as u32 & 0xFF_FFFF
}

fn lab(lab: Lab) -> impl IntoView {
    let id = lab.id;
    let own = lab.own;
    let throw_lab = with_game!(id, G => <G as KitView>::THROW_LAB);
    view! {
        <section class="kit-page lab" data-testid="lab" data-game=id.as_str()>
            {kit_nav(id, "lab")}
            <header class="kit-head">
                <h1>{t_args("teach.lab.title", &[&t(&format!("{}.name", id.as_str()))])}</h1>
                <p class="lede">{t(&format!("teach.lab.intro.{}", id.as_str()))}</p>
            </header>
            <div class="lab-grid">
                {throwing::panel(lab)}
                <section class="panel lab-panel">
                    <h2>{t("teach.lab.yours")}</h2>
                    <p class="help">{move || own.with(|t| lab.settings_line(t))}</p>
                    {move || own.with(|t| chart("own", lab.bars(t)))}
                    {move || own.with(|t| (t.throws() > 0).then(|| throw_lab.map(|l| (l.tally_note)(t))))}
                    <h3>{t("teach.lab.share")}</h3>
                    <p class="help">{t("teach.lab.share.help")}</p>
                    {move || share::row(own.with(Tally::to_code), super::full_url(&own.with(Tally::fragment)))}
                </section>
            </div>
            {class::section(lab, throw_lab)}
            <section class="panel lab-odds" data-testid="odds">
                <h2>{t("teach.odds.title")}</h2>
                {move || {
                    let (rate, night) = own.with(|t| (t.gar, t.night));
                    throw_lab.map(|l| (l.odds)(rate, night))
                }}
            </section>
            <section class="panel lab-questions" data-testid="questions">
                <h2>{t("teach.q.title")}</h2>
                {move || {
                    let (rate, night) = own.with(|t| (t.gar, t.night));
                    throw_lab.map(|l| (l.questions)(rate, night))
                }}
            </section>
        </section>
    }
}
