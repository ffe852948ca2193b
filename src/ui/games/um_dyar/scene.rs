//! What the board shows at a moment, computed in one place from the position shown, what the
//! player is doing (`Pick`), the frame of a move being shown, the moves the person here may play,
//! the last move and the coach's estimates. Plain data: the view only reads it, a hole at a time.

use super::motion::{Frame, slot};
use crate::games::um_dyar::{Hole, Move, MoveEffect, Pick, UmDyar};
use crate::model::{Game, Seat, Turn};

/// What one hole shows.
#[derive(Clone, Copy, PartialEq, Default)]
pub struct HoleScene {
    pub seeds: u16,
    pub closed: bool,
    /// The person here can play it now (and no move is being shown).
    pub playable: bool,
    /// Playable, and under the pointer or the keyboard's focus.
    pub hot: bool,
    /// The previewed sowing's last seed lands here.
    pub preview_last: bool,
    /// The previewed sowing captures it.
    pub preview_take: bool,
    /// The last seed of the move being shown fell here.
    pub current: bool,
    /// The move being shown captures it.
    pub taking: bool,
    /// The last move was played from it (no move being shown).
    pub last_from: bool,
    /// The coach's estimate of sowing it, 0 to 100, when the coach shows them.
    pub estimate: Option<u32>,
}

impl HoleScene {
    /// Its classes (style/um-dyar.css).
    pub fn class(&self) -> String {
        let mut c = String::from("ud-hole-group");
        for (on, name) in [
            (self.playable, "playable"),
            (self.hot, "hot"),
            (self.closed, "closed"),
            (self.preview_last, "preview-last"),
            (self.preview_take, "preview-take"),
            (self.current, "current"),
            (self.taking, "taking"),
            (self.last_from, "last-from"),
        ] {
            if on {
                c.push(' ');
                c.push_str(name);
            }
        }
        c
    }
}

/// What the board shows.
/// How the board names each seat: as sentences call it (the name a player typed, else the
/// side's: "Amina's hole 3", "South's hole 3"), and with both (the standing's rows).
#[derive(Clone, PartialEq, Default)]
pub struct Names {
    pub called: [String; 2],
    pub place: [String; 2],
}

#[derive(Clone, PartialEq, Default)]
pub struct Scene {
    /// The position shown.
    pub shown: Option<UmDyar>,
    pick: Pick,
    frame: Option<Frame>,
    /// The moves the person here may play now (none when it is not his turn).
    pub legal: Vec<Move>,
    /// The hole the last move was played from.
    last_from: Option<Hole>,
    estimates: Vec<(Move, u32)>,
    /// What sowing the hole under the pointer or the focus would do.
    pub preview: Option<MoveEffect>,
}

impl Scene {
    pub fn new(
        shown: Option<UmDyar>,
        pick: Pick,
        frame: Option<Frame>,
        legal: Vec<Move>,
        last: Option<MoveEffect>,
        estimates: Vec<(Move, u32)>,
    ) -> Scene {
        let preview = shown.as_ref().and_then(|s| pick.preview(s));
        Scene { shown, pick, frame, legal, last_from: last.map(|e| e.from), estimates, preview }
    }

    /// What hole `h` shows (an empty hole before a game).
    pub fn hole(&self, h: Hole) -> HoleScene {
        let Some(s) = &self.shown else { return HoleScene::default() };
        let f = self.frame.as_ref();
        let playable = f.is_none() && Pick::playable(s, &self.legal, h);
        let p = self.preview.as_ref();
        let mv = h.index as Move + 1;
        HoleScene {
            seeds: f.map_or_else(
                || s.seeds_in(h),
                |f| f.counts.get(slot(s.holes_per_row(), h)).copied().unwrap_or(0),
            ),
            closed: s.is_closed(h),
            playable,
            hot: playable && self.pick.previewed == Some(h),
            preview_last: p.is_some_and(|p| p.last == h),
            preview_take: p.is_some_and(|p| p.captures.iter().any(|x| x.0 == h)),
            current: f.is_some_and(|f| f.current == Some(h)),
            taking: f.is_some_and(|f| f.taking.contains(&h)),
            last_from: f.is_none() && self.last_from == Some(h),
            estimate: (s.turn() == Turn::Seat(h.player))
                .then(|| self.estimates.iter().find(|(m, _)| *m == mv).map(|&(_, p)| p))
                .flatten(),
        }
    }

    /// Player `p`'s pile as shown, and the part of it kept back from the game before.
    pub fn pile(&self, p: Seat) -> (u16, u16) {
        let Some(s) = &self.shown else { return (0, 0) };
        let shown = self.frame.as_ref().map_or_else(|| s.captured(p), |f| f.piles[p as usize]);
        (shown, s.kept(p))
    }

    /// The person here has no seeds: the pass is offered.
    pub fn can_pass(&self) -> bool {
        Pick::can_pass(&self.legal)
    }

    /// A move is being shown (the skip button).
    pub fn playing(&self) -> bool {
        self.frame.is_some()
    }
}
