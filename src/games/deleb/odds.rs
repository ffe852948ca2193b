//! The billets' arithmetic for the throw lab: the exact odds of the five throws (with gà·r by day
//! or by night), the ways four billets can fall, the chance that the first throw of each entry
//! stage scores a dèleb, and throws drawn one billet at a time with the engine's own draws.
//!
//! Everything here follows from `billets.rs` (Marin 1931, p. 508: "a convex side covered with
//! 'black' bark, and a flat one showing the 'white' wood"; "A billet lying on its side is called a
//! gà·r; it is counted as white if the game is played during the day time, as black if it is
//! night time") and `entry.rs` (Marin 1931, p. 509, the three introductory stages).

use super::billets::{Billets, ThrowName, for_each_outcome, probability};
use super::entry::{EntryStep, Stage, entry_steps};
use crate::games::info::{Face, Fall};
use crate::model::{GameRng, Prob};

/// How one billet fell.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum BilletFace {
    /// The flat side, the "white" wood.
    White,
    /// The convex side, the "black" bark.
    Black,
    /// On its side: a gà·r.
    Side,
}

/// The exact chance of each of the five four-billet throws, in the order of [`ThrowName::ALL`]
/// (dèleb, dug, 3, gàsse, sìtte), when a billet lies on its side `gar` times in a hundred and a
/// billet on its side counts white by day and black by night.
pub fn throw_odds(gar: u8, night: bool) -> [Prob; 5] {
    let mut odds = [Prob::ZERO; 5];
    for_each_outcome(4, gar, |b| {
        if let Some(name) = b.name(night) {
            odds[name.index()] = odds[name.index()] + probability(b, gar);
        }
    });
    odds
}

/// The sixteen ways four billets, each white or black, can fall, grouped by the throw they make
/// (in the order of [`ThrowName::ALL`]). A fall is four bits, bit `i` set when billet `i + 1`
/// shows white. With fair billets every fall is equally likely, so a throw's chance is the number
/// of its falls out of 16: 4, 6, 4, 1, 1.
pub fn fair_falls() -> [(ThrowName, Vec<u8>); 5] {
    let mut groups = ThrowName::ALL.map(|name| (name, Vec::new()));
    for fall in 0u8..16 {
        if let Some(name) = ThrowName::from_whites(fall.count_ones() as u8) {
            groups[name.index()].1.push(fall);
        }
    }
    groups
}

/// One way four billets can fall when a billet may lie on its side: how many show white, black
/// and their side, in how many orders (`ways`), its exact chance, and the throw it counts as.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct FallRow {
    pub billets: Billets,
    /// The number of orders of the four billets that give these faces: 4! / (white! black! side!).
    pub ways: u64,
    pub chance: Prob,
    pub name: ThrowName,
}

/// Every fall of four billets by its faces (15 when `gar > 0`, 5 without gà·r), in the engine's
/// order of chance outcomes, with the throw each counts as by day or by night.
pub fn fall_rows(gar: u8, night: bool) -> Vec<FallRow> {
    let mut rows = Vec::new();
    for_each_outcome(4, gar, |b| {
        let fact = |n: u8| (1..=n as u64).product::<u64>();
        let ways = fact(4) / (fact(b.white) * fact(b.black()) * fact(b.side));
        if let Some(name) = b.name(night) {
            rows.push(FallRow { billets: b, ways, chance: probability(b, gar), name });
        }
    });
    rows
}

/// One outcome of a throw during an entry stage: the billets counted white, its chance, and what
/// it does (the steps of `entry_steps`).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct StageRow {
    pub counted: u8,
    pub chance: Prob,
    pub steps: &'static [EntryStep],
}

/// The outcomes of a throw in entry stage `stage` (1, 2 or 3: four, three or two billets), from no
/// billet counted white to all, with their chances and what each does.
pub fn stage_rows(stage: Stage, gar: u8, night: bool) -> Vec<StageRow> {
    let count = stage.billets();
    let mut chance = vec![Prob::ZERO; count as usize + 1];
    for_each_outcome(count, gar, |b| {
        let c = b.counted_white(night) as usize;
        if let Some(p) = chance.get_mut(c) {
            *p = *p + probability(b, gar);
        }
    });
    chance
        .into_iter()
        .enumerate()
        .map(|(c, p)| StageRow { counted: c as u8, chance: p, steps: entry_steps(stage, c as u8) })
        .collect()
}

/// The chance that the first throw in entry stage `stage` scores a dèleb (Marin p. 509: in stage
/// 1 a dèleb; in stage 2 "three black, or two black and one white"; in stage 3 no throw scores
/// one, so 0).
pub fn first_throw_scores_deleb(stage: Stage, gar: u8, night: bool) -> Prob {
    stage_rows(stage, gar, night)
        .into_iter()
        .filter(|r| r.steps.contains(&EntryStep::ScoreDeleb))
        .fold(Prob::ZERO, |sum, r| sum + r.chance)
}

/// A throw of `count` billets, each billet's face in order, drawn exactly as the engine draws a
/// throw (`billets::sample`: the same random numbers, so the same counts, for the same state of
/// `rng`).
pub fn throw_faces(count: u8, gar: u8, rng: &mut GameRng) -> Vec<BilletFace> {
    let count = count.min(8);
    if gar == 0 {
        let bits = rng.next_u64() & ((1u64 << count) - 1);
        return (0..count)
            .map(|i| if bits >> i & 1 == 1 { BilletFace::White } else { BilletFace::Black })
            .collect();
    }
    (0..count)
        .map(|_| {
            let r = rng.below(200) as u16;
            if r < 2 * gar as u16 {
                BilletFace::Side
            } else if r < 2 * gar as u16 + (100 - gar as u16) {
                BilletFace::White
            } else {
                BilletFace::Black
            }
        })
        .collect()
}

/// The billets of a fall given face by face.
pub fn billets_of(faces: &[BilletFace]) -> Billets {
    let n = |f: BilletFace| faces.iter().filter(|&&x| x == f).count() as u8;
    Billets { count: faces.len() as u8, white: n(BilletFace::White), side: n(BilletFace::Side) }
}

/// The throw lab's names of the throws, in the tally's order (dèleb, dug, 3, gàsse, sìtte): catalog
/// key and value.
pub fn lab_throws() -> Vec<(&'static str, u8)> {
    ThrowName::ALL.iter().map(|n| (n.key(), n.value())).collect()
}

/// The throw lab's odds: [`throw_odds`] as a list.
pub fn lab_odds(gar: u8, night: bool) -> Vec<Prob> {
    throw_odds(gar, night).to_vec()
}

/// One throw of the four billets for the throw lab, billet by billet ([`throw_faces`]), and the
/// throw it makes by day or by night.
pub fn lab_throw(rng: &mut GameRng, gar: u8, night: bool) -> Fall {
    let faces = throw_faces(4, gar, rng);
    let b = billets_of(&faces);
    Fall {
        faces: faces
            .iter()
            .map(|f| match f {
                BilletFace::White => Face::White,
                BilletFace::Black => Face::Bark,
                BilletFace::Side => Face::Side,
            })
            .collect(),
        throw: b.name(night).unwrap_or(ThrowName::Dug).index(),
        on_side: b.side,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::games::deleb::billets::sample;

    #[test]
    fn fair_odds_are_4_6_4_1_1_out_of_16() {
        assert_eq!(throw_odds(0, false), [4, 6, 4, 1, 1].map(|n| Prob::new(n, 16)));
        assert_eq!(throw_odds(0, true), throw_odds(0, false));
        let sizes = fair_falls().map(|(_, f)| f.len());
        assert_eq!(sizes, [4, 6, 4, 1, 1]);
        assert_eq!(fair_falls()[4].1, [0], "sìtte: no billet white");
    }

    #[test]
    fn gar_moves_the_odds_towards_white_by_day_and_black_by_night() {
        // docs/rules/deleb.md: with gà·r 1 % a dèleb falls 24.5 % of the time by day, a 3 25.5 %.
        let day = throw_odds(1, false);
        let night = throw_odds(1, true);
        let pct = |p: Prob| (p.num() * 2000 / p.den()).div_ceil(2);
        assert_eq!(pct(day[ThrowName::Deleb.index()]), 245);
        assert_eq!(pct(day[ThrowName::Three.index()]), 255);
        assert_eq!(pct(night[ThrowName::Deleb.index()]), 255);
        for odds in [day, night, throw_odds(50, false)] {
            assert_eq!(odds.iter().fold(Prob::ZERO, |s, &p| s + p), Prob::ONE);
        }
        let rows = fall_rows(10, false);
        assert_eq!(rows.len(), 15);
        assert_eq!(rows.iter().map(|r| r.ways).sum::<u64>(), 81, "3^4 orders of three faces");
    }

    #[test]
    fn first_throw_of_each_stage() {
        // Stage 1: one white of four; stage 2: no white or one white of three; stage 3: none.
        assert_eq!(first_throw_scores_deleb(Stage::One, 0, false), Prob::new(1, 4));
        assert_eq!(first_throw_scores_deleb(Stage::Two, 0, false), Prob::new(1, 2));
        assert_eq!(first_throw_scores_deleb(Stage::Three, 0, false), Prob::ZERO);
        // At night a billet on its side counts black, which helps stage 2's dèleb.
        let night = first_throw_scores_deleb(Stage::Two, 10, true);
        let day = first_throw_scores_deleb(Stage::Two, 10, false);
        assert!(night.to_f64() > 0.5 && day.to_f64() < 0.5, "{night} {day}");
        let rows = stage_rows(Stage::Three, 0, false);
        assert_eq!(rows.iter().map(|r| r.chance).collect::<Vec<_>>(), [1, 2, 1].map(|n| Prob::new(n, 4)));
        assert_eq!(rows[0].steps, [EntryStep::Hab]);
        assert_eq!(rows[1].steps, [EntryStep::Dag]);
    }

    #[test]
    fn faces_are_the_engines_own_draws() {
        for gar in [0u8, 1, 25] {
            for count in 2..=4u8 {
                let (mut a, mut b) = (GameRng::seed_from_u64(7), GameRng::seed_from_u64(7));
                for _ in 0..500 {
                    assert_eq!(billets_of(&throw_faces(count, gar, &mut a)), sample(count, gar, &mut b));
                }
            }
        }
    }
}
