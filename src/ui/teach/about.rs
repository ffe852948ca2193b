//! A game's story (`#/<game>/about`): the people and the place, what the source says about who
//! played it and how, the local words, what is known and what is reconstructed (and by whom), the
//! sources in full with where to read them, and a text a teacher can read aloud.
//!
//! Every text is in the `teach` catalog (`teach.about.<game>.*`), written from the sources and
//! `docs/rules/<game>.md`; a section's paragraphs are separated by line breaks (`\n`).

use super::super::text::t;
use super::words::glossary;
use super::{kit_nav, paragraphs, source_count};
use crate::games::GameId;
use leptos::prelude::*;

/// This page (in the kit's chunk, `teach::kit`).
pub fn page(id: GameId) -> AnyView {
    about(id).into_any()
}

/// Where a piece of knowledge comes from.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// Said by the source itself.
    Source,
    /// In the source, but lost from the copy we have.
    Lost,
    /// Reconstructed by a later reading (named in the row).
    Later,
    /// Decided by us where the source is silent.
    Ours,
    /// Not known from any source we have.
    Unknown,
}

impl Status {
    fn key(self) -> &'static str {
        match self {
            Status::Source => "teach.status.source",
            Status::Lost => "teach.status.lost",
            Status::Later => "teach.status.later",
            Status::Ours => "teach.status.ours",
            Status::Unknown => "teach.status.unknown",
        }
    }

    fn class(self) -> &'static str {
        match self {
            Status::Source => "status source",
            Status::Lost => "status lost",
            Status::Later => "status later",
            Status::Ours => "status ours",
            Status::Unknown => "status unknown",
        }
    }
}

use Status::*;

/// The rows of "what is known": catalog key suffix (`teach.about.<game>.k.<suffix>`) and status.
fn known(id: GameId) -> &'static [(&'static str, Status)] {
    match id {
        GameId::Deleb => &[
            ("field", Source),
            ("billets", Source),
            ("names", Lost),
            ("figure", Lost),
            ("stages", Source),
            ("track", Source),
            ("gar-rate", Ours),
            ("chooser", Ours),
            ("preyed", Ours),
            ("dlp", Later),
            ("when", Unknown),
        ],
        GameId::Hyena => &[
            ("board", Source),
            ("rules", Source),
            ("table", Lost),
            ("figure", Lost),
            ("values", Later),
            ("hollows", Ours),
            ("credit", Ours),
            ("who", Unknown),
        ],
        GameId::UmDyar => &[
            ("who", Source),
            ("rules", Source),
            ("laps", Ours),
            ("sides", Ours),
            ("stall", Ours),
            ("ludii", Later),
        ],
        GameId::Dablot => &[
            ("board", Source),
            ("ranks", Source),
            ("compulsory", Unknown),
            ("variations", Lost),
            ("keyland", Later),
            ("blocked", Ours),
            ("draw", Ours),
            ("name", Unknown),
        ],
    }
}

fn about(id: GameId) -> impl IntoView {
    let g = id.as_str();
    let k = move |part: &str| format!("teach.about.{g}.{part}");
    let rows = known(id)
        .iter()
        .map(|&(suffix, status)| {
            view! {
                <tr data-status=t(status.key())>
                    <td>{t(&k(&format!("k.{suffix}")))}</td>
                    <td><span class=status.class()>{t(status.key())}</span></td>
                </tr>
            }
        })
        .collect_view();
    let sources = (1..=source_count(id))
        .map(|i| view! { <li class="source">{t(&k(&format!("src.{i}")))}</li> })
        .collect_view();
    view! {
        <article class="kit-page about" data-testid="about" data-game=g>
            {kit_nav(id, "about")}
            <header class="kit-head">
                <h1>{t(&k("title"))}</h1>
                <p class="lede">{t(&k("lede"))}</p>
            </header>
            <div class="about-body">
                <section class="panel">
                    <h2>{t("teach.about.place")}</h2>
                    {paragraphs(&k("place"))}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.players")}</h2>
                    {paragraphs(&k("players"))}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.words")}</h2>
                    <p class="help">{t(&k("words"))}</p>
                    {glossary(id)}
                </section>
                <section class="panel">
                    <h2>{t("teach.about.known")}</h2>
                    <p class="help">{t("teach.about.known.help")}</p>
                    <div class="table-wrap">
                        <table class="known-table" data-testid="known">
                            <thead><tr>
                                <th scope="col">{t("teach.about.what")}</th>
                                <th scope="col">{t("teach.about.status")}</th>
                            </tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    </div>
                </section>
                <section class="panel">
                    <h2>{t("teach.about.sources")}</h2>
                    <ul class="sources" data-testid="sources">{sources}</ul>
                </section>
                <section class="panel read-aloud" data-testid="read-aloud">
                    <h2>{t("teach.about.aloud")}</h2>
                    <p class="help">{t("teach.about.aloud.help")}</p>
                    <blockquote>{paragraphs(&k("aloud"))}</blockquote>
                </section>
            </div>
        </article>
    }
}
