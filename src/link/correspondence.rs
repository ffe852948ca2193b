//! Correspondence play: people in different places take turns by sending each other links, and
//! nobody can choose, re-roll or foresee another player's throws.
//!
//! Each participant (a browser) owns some seats and holds a [`Secret`]; it publishes its chain's
//! anchor when it joins and one reveal per turn (`chain.rs`). The random word of a throw is
//! SHA-256 of the game's salt, the throw's number and every participant's latest reveal, the
//! thrower's being the new one of its current turn (`turns.rs`). The link a participant sends
//! carries its moves and that new reveal; the receiver checks every throw and that the link
//! continues the game it already has. `docs/links.md` explains the scheme and what it does not
//! prevent.
//!
//! Flow: the creator makes the game ([`Correspondence::create`]) and sends the invitation link;
//! each other participant opens it, [`join`](Correspondence::join)s and sends the link back; once
//! every seat is owned, the creator [`start`](Correspondence::start)s (publishing its first
//! reveal: nobody may throw before a value they could not know when they joined exists). Then
//! whoever is to act opens the last link, plays its turn ([`play`](Correspondence::play),
//! [`throw`](Correspondence::throw)) and sends [`link`](Correspondence::link) on.
//!
//! Endings by agreement are *acts* (`acts.rs`): the participant who holds the game may
//! [`offer_draw`](Correspondence::offer_draw) or [`resign`](Correspondence::resign); the others,
//! in turn, [`accept_draw`](Correspondence::accept_draw) or
//! [`decline_draw`](Correspondence::decline_draw). Each act publishes a new value of its author's
//! chain, like a turn, so nobody can act for another participant.

use super::acts::{Act, ActKind, Course, Offer};
use super::address::{fragment, payload_bytes};
use super::chain::{Secret, unroll};
use super::limits::CHAIN_LENGTH;
use super::names::check_name;
use super::payload::{Payload, PayloadThrows};
use super::rebuild::{payload_of, replay, setup};
use super::sha256::Digest;
use super::turns::{Count, Owners, actor, throw_word};
use super::{LinkError, base64};
use crate::i18n::Msg;
use crate::model::{Game, MAX_SEATS, Options, Seat, SeatConfig, Session, Step, Turn, draw_outcome};

/// One browser taking part: the seats it plays and the values of its chain published so far.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Participant {
    seats: u16,
    /// `known[0]` is the anchor, `known[j]` the `j`-th reveal.
    known: Vec<Digest>,
}

impl Participant {
    /// The seats it owns, as a mask (bit `s` = seat `s`; 16 seats at most).
    pub fn seats(&self) -> u16 {
        self.seats
    }

    pub fn owns(&self, seat: Seat) -> bool {
        (seat as usize) < MAX_SEATS && self.seats & (1 << seat) != 0
    }

    pub fn anchor(&self) -> Digest {
        self.known.first().copied().unwrap_or_default()
    }
}

/// Who is to act in a correspondence game.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum ToAct {
    /// Some seats have no owner yet: whoever wants them opens the link and joins.
    Join,
    /// Every seat is owned; participant 0 (the creator) must start the game.
    Start,
    /// This participant plays the next move (or throw).
    Participant(usize),
    /// A draw offer is open: this participant must accept or decline it (or resign).
    Answer(usize),
    /// The game is over (by its rules or by agreement).
    Over,
}

/// One step of a correspondence game, as undo takes it back.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum CorrStep<M> {
    Move(M),
    Act(Act),
}

/// A correspondence game as one participant's browser holds it.
#[derive(Clone, Debug)]
pub struct Correspondence<G: Game> {
    session: Session<G>,
    salt: [u8; 16],
    started: bool,
    participants: Vec<Participant>,
    /// The draw offers, answers and resignations, in order.
    acts: Vec<Act>,
    /// The number of moves in the last link opened: undo stops there.
    received: usize,
    /// The number of acts in the last link opened.
    received_acts: usize,
    /// The rules revision of the last link opened.
    revision: u32,
}

fn err(key: &'static str) -> LinkError {
    LinkError::new(Msg::new(key))
}

fn mask_of(seats: impl IntoIterator<Item = Seat>, count: usize) -> Result<u16, LinkError> {
    let mut mask = 0u16;
    for s in seats {
        if s as usize >= count || s as usize >= MAX_SEATS {
            return Err(LinkError::new(Msg::new("link.corr.no_such_seat").arg(s)));
        }
        mask |= 1 << s;
    }
    if mask == 0 {
        return Err(err("link.corr.no_seats"));
    }
    Ok(mask)
}

impl<G: Game> Correspondence<G> {
    /// A new game, created by the participant holding `secret`, who plays the seats `mine`.
    /// `seats` describes every seat (the others' names can be filled in when they join); `salt`
    /// should be 16 random bytes ([`fresh_salt`]).
    pub fn create(
        options: Options,
        seats: Vec<SeatConfig>,
        mine: &[Seat],
        secret: &Secret,
        salt: [u8; 16],
    ) -> Result<Self, LinkError> {
        for (i, s) in seats.iter().enumerate() {
            check_name(&s.name)
                .map_err(|why| LinkError::new(Msg::new("link.error.name").arg(i)).detail(why))?;
        }
        let session = Session::new(options, seats, seed_of(&salt))
            .map_err(|e| LinkError::new(Msg::new("link.error.setup")).detail(e.why))?;
        let mask = mask_of(mine.iter().copied(), session.seats().len())?;
        let me = Participant { seats: mask, known: vec![secret.anchor()] };
        Ok(Correspondence {
            session,
            salt,
            started: false,
            participants: vec![me],
            acts: Vec::new(),
            received: 0,
            received_acts: 0,
            revision: G::REVISION,
        })
    }

    /// Joins the game with the seats in `mine` (each with the name and player to show), which
    /// must be free. Only before the start.
    pub fn join(&mut self, mine: &[(Seat, SeatConfig)], secret: &Secret) -> Result<(), LinkError> {
        if self.started {
            return Err(err("link.corr.already_started"));
        }
        let mask = mask_of(mine.iter().map(|(s, _)| *s), self.session.seats().len())?;
        if mask & !self.owners().free() != 0 {
            return Err(err("link.corr.seat_taken"));
        }
        let anchor = secret.anchor();
        if self.participants.iter().any(|p| p.anchor() == anchor) {
            return Err(err("link.corr.already_joined"));
        }
        for (s, config) in mine {
            check_name(&config.name)
                .map_err(|why| LinkError::new(Msg::new("link.error.name").arg(s)).detail(why))?;
        }
        for (s, config) in mine {
            if let Some(c) = self.session.seat_mut(*s as usize) {
                *c = config.clone();
            }
        }
        self.participants.push(Participant { seats: mask, known: vec![anchor] });
        Ok(())
    }

    /// Starts the game: participant 0 (the creator) publishes its first reveal, once every seat is
    /// owned.
    pub fn start(&mut self, secret: &Secret) -> Result<(), LinkError> {
        if self.started {
            return Err(err("link.corr.already_started"));
        }
        if !self.owners().complete() {
            return Err(err("link.corr.not_all_joined"));
        }
        if self.participant_of(secret) != Some(0) {
            return Err(err("link.corr.creator_starts"));
        }
        self.learn(0, 1, secret)?;
        self.started = true;
        Ok(())
    }

    /// Opens a correspondence link. `stored` is this browser's copy of the game (if it has one),
    /// `secret` its secret for it (if it takes part). Everything is checked: every throw against
    /// the reveals, and, against the stored copy, that the link continues it (same game, same
    /// moves so far, the same participants and chains, no moves for this browser's seats that it
    /// did not play). Returns the game to keep (before the start, it merges joins that came in
    /// separate links).
    pub fn open(address: &str, stored: Option<&Self>, secret: Option<&Secret>) -> Result<Self, LinkError> {
        let payload = Payload::from_bytes(G::ID, &payload_bytes(address, G::ID)?)?;
        let mut got = Self::from_payload(&payload)?;
        let me = match secret {
            Some(s) => {
                // Found by its anchor, so the value published for this browser hashes down to
                // its anchor: it can only be one this browser published itself.
                let me = got.participant_of(s);
                if let Some(old) =
                    stored.filter(|old| me.is_none() && got.started && old.participant_of(s).is_some())
                {
                    // This browser took part but is not in the link: if the game started since,
                    // it started without it; otherwise its chain was replaced. (Before the start,
                    // a link without it is merged with the copy instead.)
                    return Err(err(if old.started {
                        "link.corr.players_changed"
                    } else {
                        "link.corr.left_out"
                    }));
                }
                me
            }
            None => None,
        };
        if let Some(old) = stored {
            got.continues(old, me)?;
        }
        got.received = got.session.len();
        got.received_acts = got.acts.len();
        Ok(got)
    }

    /// Checks that `self` (just opened) continues `old`, and merges joins made in parallel.
    fn continues(&mut self, old: &Self, me: Option<usize>) -> Result<(), LinkError> {
        if old.salt != self.salt {
            return Err(err("link.corr.other_game"));
        }
        if old.session.options() != self.session.options() {
            return Err(err("link.corr.changed_setup"));
        }
        let older =
            || LinkError::new(Msg::new("link.corr.older").arg(self.session.len()).arg(old.session.len()));
        if self.session.len() < old.session.len() || (old.started && !self.started) {
            return Err(older());
        }
        if let Some(i) = old.session.moves().iter().zip(self.session.moves()).position(|(a, b)| a != b) {
            return Err(LinkError::new(Msg::new("link.corr.diverged").arg(i + 1)));
        }
        if old.acts.iter().zip(&self.acts).any(|(a, b)| a != b) {
            return Err(err("link.corr.acts_diverged"));
        }
        if self.acts.len() < old.acts.len() {
            return Err(older());
        }
        for (i, op) in old.participants.iter().enumerate() {
            let seen = op.known.len() - 1;
            // Same place first; after the start, joins merged in another order are found anyway.
            let same = |p: &Participant| p.anchor() == op.anchor();
            let found = if self.participants.get(i).is_some_and(same) {
                Some(i)
            } else {
                self.participants.iter().position(same)
            };
            match found {
                Some(j) => {
                    let p = &self.participants[j];
                    if p.seats != op.seats {
                        return Err(err("link.corr.changed_setup"));
                    }
                    match p.known.get(seen) {
                        Some(v) if *v == op.known[seen] => {}
                        Some(_) => return Err(err("link.corr.forged_reveal")),
                        None => {
                            return Err(LinkError::new(
                                Msg::new("link.corr.older").arg(self.session.len()).arg(old.session.len()),
                            ));
                        }
                    }
                }
                // Before the start, two people may have joined from the same invitation: keep both.
                None if !self.started => {
                    if op.seats & !self.owners().free() != 0 {
                        return Err(err("link.corr.seat_taken"));
                    }
                    for (s, o) in old.session.seats().iter().enumerate().take(MAX_SEATS) {
                        if op.seats & (1 << s) != 0
                            && let Some(c) = self.session.seat_mut(s)
                        {
                            *c = o.clone();
                        }
                    }
                    self.participants.push(op.clone());
                }
                // A participant whose chain is no longer there: replaced or dropped.
                None => return Err(err("link.corr.players_changed")),
            }
        }
        // The seats of everyone the old copy knew keep their names and players.
        for (s, (a, b)) in old.session.seats().iter().zip(self.session.seats()).enumerate() {
            if old.owners().of(s as Seat).is_some() && a != b {
                return Err(err("link.corr.changed_setup"));
            }
        }
        // Nobody else may have played or acted for this browser's seats.
        if let Some(me) = me {
            let (old_moves, old_acts) = (old.session.len(), old.acts.len());
            self.walk(
                |i, a, _| match i >= old_moves && a == me {
                    true => Err(LinkError::new(Msg::new("link.corr.your_moves").arg(i + 1))),
                    false => Ok(()),
                },
                |k, act| match k >= old_acts && act.participant == me {
                    true => Err(err("link.corr.your_acts")),
                    false => Ok(()),
                },
            )?;
        }
        Ok(())
    }

    /// Reads and fully checks the content of a correspondence link (no stored copy involved).
    pub(crate) fn from_payload(p: &Payload) -> Result<Self, LinkError> {
        let PayloadThrows::Correspondence { salt, started, participants, acts } = &p.throws else {
            return Err(err("link.corr.not_correspondence"));
        };
        let mut session = setup::<G>(p, seed_of(salt))?;
        let masks: Vec<u16> = participants.iter().map(|(m, _)| *m).collect();
        let owners = Owners::new(&masks, session.seats().len()).map_err(LinkError::new)?;
        if *started && !owners.complete() {
            return Err(err("link.corr.not_all_joined"));
        }
        if !*started && (!p.moves.is_empty() || !acts.is_empty() || p.ending.is_some()) {
            return Err(err("link.corr.not_started"));
        }
        if let Some(stop) = replay(&mut session, &p.moves, false, p.revision, false) {
            return Err(stop.into_error());
        }
        let mut game = Correspondence {
            session,
            salt: *salt,
            started: *started,
            participants: participants
                .iter()
                .map(|&(seats, latest)| Participant { seats, known: vec![latest] })
                .collect(),
            acts: acts.clone(),
            received: p.moves.len(),
            received_acts: acts.len(),
            revision: p.revision,
        };
        // Every act must be one its author could make where it stands (`acts.rs`); the ending
        // written in the link must be the one the acts give.
        let course = game.course()?;
        if course.ending != p.ending {
            return Err(err("link.corr.ending"));
        }
        if let Some(e) = course.ending {
            game.session.end_with(e).map_err(|e| LinkError::new(e.why))?;
        }
        // How many reveals each participant must have published by now follows from the moves
        // and acts; the latest one, published in the link, gives all the earlier ones.
        let count = course.count;
        for (i, part) in game.participants.iter_mut().enumerate() {
            let latest = part.known[0];
            part.known = unroll(latest, count.reveals[i]).ok_or_else(|| err("link.corr.chain_exhausted"))?;
        }
        for (i, a) in game.participants.iter().enumerate() {
            if game.participants[..i].iter().any(|b| b.anchor() == a.anchor()) {
                return Err(err("link.corr.already_joined"));
            }
        }
        game.verify_throws()?;
        Ok(game)
    }

    /// Every throw must be the one the participants' reveals give.
    fn verify_throws(&self) -> Result<(), LinkError> {
        let mut step = 0u32;
        let mut buf = Vec::new();
        self.walk(
            |i, _, c| {
                let (Some(state), Some(&mv)) = (self.session.state_at(i), self.session.moves().get(i)) else {
                    return Ok(());
                };
                if state.turn() == Turn::Chance {
                    let word = self.word(step, c, None)?;
                    if draw_outcome(state, word, &mut buf) != Some(mv) {
                        return Err(LinkError::new(
                            Msg::new("link.corr.throw").arg(i + 1).arg(state.move_text(mv)),
                        ));
                    }
                    step += 1;
                }
                Ok(())
            },
            |_, _| Ok(()),
        )?;
        Ok(())
    }

    /// Walks the moves and acts in order, checking that each may come where it does, and calls
    /// `on_move(i, author, count)` after accounting for move `i`, and `on_act(k, act)` after act
    /// `k`. Returns the course at the end.
    fn walk(
        &self,
        mut on_move: impl FnMut(usize, usize, &Count) -> Result<(), LinkError>,
        mut on_act: impl FnMut(usize, &Act) -> Result<(), LinkError>,
    ) -> Result<Course, LinkError> {
        let owners = self.owners();
        let n = self.participants.len();
        let mut course = Course::new(self.started);
        let mut k = 0;
        for i in 0..=self.session.len() {
            let state = self.session.state_at(i).ok_or_else(|| err("link.corr.not_started"))?;
            while let Some(act) = self.acts.get(k).filter(|a| a.after == i) {
                course.step_act(act, state, &owners, n).map_err(|key| {
                    LinkError::new(Msg::new("link.corr.bad_act").arg(k + 1)).detail(Msg::new(key))
                })?;
                on_act(k, act)?;
                k += 1;
            }
            if i < self.session.len() {
                let a = course.step_move(state, &owners).map_err(err)?;
                on_move(i, a, &course.count)?;
            }
        }
        if k < self.acts.len() {
            return Err(LinkError::new(Msg::new("link.corr.bad_act").arg(k + 1)));
        }
        if course.count.reveals.iter().any(|&r| r > CHAIN_LENGTH) {
            return Err(err("link.corr.chain_exhausted"));
        }
        Ok(course)
    }

    /// The course of the game after every move and act so far.
    fn course(&self) -> Result<Course, LinkError> {
        self.walk(|_, _, _| Ok(()), |_, _| Ok(()))
    }

    /// The random word of chance step `step` when the reveal counts are `c` (the thrower's turn
    /// included). A reveal not yet known is taken from `secret` if it is its owner's.
    fn word(&self, step: u32, c: &Count, secret: Option<(usize, &Secret)>) -> Result<u64, LinkError> {
        let mut reveals = Vec::with_capacity(self.participants.len());
        for (p, part) in self.participants.iter().enumerate() {
            let j = c.reveals[p];
            let r = match (part.known.get(j as usize), secret) {
                (Some(r), _) => *r,
                (None, Some((me, s))) if me == p => {
                    s.reveal(j).ok_or_else(|| err("link.corr.chain_exhausted"))?
                }
                _ => return Err(err("link.corr.missing_reveal")),
            };
            reveals.push(r);
        }
        Ok(throw_word(&self.salt, step, &reveals))
    }

    /// Extends participant `p`'s known chain up to reveal `j` from its secret.
    fn learn(&mut self, p: usize, j: u32, secret: &Secret) -> Result<(), LinkError> {
        let part = self.participants.get_mut(p).ok_or_else(|| err("link.corr.not_yours"))?;
        while part.known.len() <= j as usize {
            let r = secret.reveal(part.known.len() as u32).ok_or_else(|| err("link.corr.chain_exhausted"))?;
            part.known.push(r);
        }
        Ok(())
    }

    fn owners(&self) -> Owners {
        let masks: Vec<u16> = self.participants.iter().map(|p| p.seats).collect();
        // Masks are checked whenever participants are added, so this cannot fail; were it to, an
        // empty table (no owners) would only stop play, never panic.
        Owners::new(&masks, self.session.seats().len())
            .unwrap_or_else(|_| Owners::none(self.session.seats().len()))
    }

    /// The reveal counts after the moves and acts so far.
    fn count(&self) -> Result<Count, LinkError> {
        Ok(self.course()?.count)
    }

    /// Who is to act now.
    pub fn to_act(&self) -> ToAct {
        if !self.started {
            return if self.owners().complete() { ToAct::Start } else { ToAct::Join };
        }
        let Ok(course) = self.course() else { return ToAct::Over };
        if course.ending.is_some() || self.session.turn() == Turn::Over {
            return ToAct::Over;
        }
        if let Some(q) = course.answering(self.participants.len()) {
            return ToAct::Answer(q);
        }
        match actor(self.session.state(), course.count.current, &self.owners()) {
            Some(p) => ToAct::Participant(p),
            None => ToAct::Over,
        }
    }

    /// The open draw offer, if any: who offered and who has accepted so far.
    pub fn pending_offer(&self) -> Option<Offer> {
        self.course().ok().and_then(|c| c.offer)
    }

    /// The draw offers, answers and resignations so far, in order.
    pub fn acts(&self) -> &[Act] {
        &self.acts
    }

    /// Could the participant holding `secret` make act `kind` now? (For showing the buttons:
    /// offer a draw, resign, accept, decline.)
    pub fn can(&self, secret: &Secret, kind: ActKind) -> bool {
        self.check_act(secret, kind).is_ok()
    }

    /// The participant holding `secret` offers a draw: it must hold the game (be the one to play,
    /// or have made the last move). The others answer in turn ([`ToAct::Answer`]).
    pub fn offer_draw(&mut self, secret: &Secret) -> Result<(), LinkError> {
        self.act(secret, ActKind::Offer)
    }

    /// Accepts the open draw offer, when this participant's answer is awaited. Once every
    /// participant has accepted, the game is drawn.
    pub fn accept_draw(&mut self, secret: &Secret) -> Result<(), LinkError> {
        self.act(secret, ActKind::Accept)
    }

    /// Declines the open draw offer, when this participant's answer is awaited: play goes on.
    pub fn decline_draw(&mut self, secret: &Secret) -> Result<(), LinkError> {
        self.act(secret, ActKind::Decline)
    }

    /// Resigns for `seat` (one of this participant's): its side loses. Only when this participant
    /// holds the game or its answer to a draw offer is awaited.
    pub fn resign(&mut self, secret: &Secret, seat: Seat) -> Result<(), LinkError> {
        self.act(secret, ActKind::Resign(seat))
    }

    /// The act `kind` of the participant holding `secret`, if it may make it now, with the
    /// course of the game after it.
    fn check_act(&self, secret: &Secret, kind: ActKind) -> Result<(Act, Course), LinkError> {
        if !self.started {
            return Err(err("link.corr.not_started"));
        }
        let me = self.participant_of(secret).ok_or_else(|| err("link.corr.not_yours"))?;
        let mut course = self.course()?;
        let act = Act { after: self.session.len(), participant: me, kind };
        course
            .step_act(&act, self.session.state(), &self.owners(), self.participants.len())
            .map_err(|key| LinkError::new(Msg::new(key)))?;
        if course.count.reveals[me] > CHAIN_LENGTH {
            return Err(err("link.corr.chain_exhausted"));
        }
        Ok((act, course))
    }

    /// Makes an act for the participant holding `secret`, publishing its next reveal.
    fn act(&mut self, secret: &Secret, kind: ActKind) -> Result<(), LinkError> {
        let (act, course) = self.check_act(secret, kind)?;
        self.learn(act.participant, course.count.reveals[act.participant], secret)?;
        if let Some(e) = course.ending {
            self.session.end_with(e).map_err(|e| LinkError::new(e.why))?;
        }
        self.acts.push(act);
        Ok(())
    }

    /// The participant that `secret` belongs to, if any.
    pub fn participant_of(&self, secret: &Secret) -> Option<usize> {
        let anchor = secret.anchor();
        self.participants.iter().position(|p| p.anchor() == anchor)
    }

    /// Checks that the participant holding `secret` is the one to act, and returns it with the
    /// reveal counts as they will be once it acts.
    fn my_move(&self, secret: &Secret) -> Result<(usize, Count), LinkError> {
        if !self.started {
            return Err(err("link.corr.not_started"));
        }
        let me = self.participant_of(secret).ok_or_else(|| err("link.corr.not_yours"))?;
        let course = self.course()?;
        if course.ending.is_some() {
            return Err(err("error.game_over"));
        }
        if course.offer.is_some() {
            return Err(err("link.corr.answer_first"));
        }
        let mut c = course.count;
        match actor(self.session.state(), c.current, &self.owners()) {
            Some(p) if p == me => {
                c.step(me);
                if c.reveals[me] > CHAIN_LENGTH {
                    return Err(err("link.corr.chain_exhausted"));
                }
                Ok((me, c))
            }
            Some(_) => Err(err("link.corr.not_your_turn")),
            None => Err(err("error.game_over")),
        }
    }

    /// Plays a decision for one of the seats of the participant holding `secret`, when it is
    /// theirs to make. (Throws are drawn with [`throw`](Self::throw), never chosen.)
    pub fn play(&mut self, secret: &Secret, mv: G::Move) -> Result<(), LinkError> {
        let (me, c) = self.my_move(secret)?;
        if self.session.turn() == Turn::Chance {
            return Err(err("link.corr.throws_are_drawn"));
        }
        self.session.play(mv).map_err(|e| LinkError::new(e.why))?;
        self.learn(me, c.reveals[me], secret)
    }

    /// Throws the sticks for the participant holding `secret`, when the throw is theirs: the
    /// outcome follows from the reveals, so it is the same however often it is tried.
    pub fn throw(&mut self, secret: &Secret) -> Result<G::Move, LinkError> {
        let (me, c) = self.my_move(secret)?;
        if self.session.turn() != Turn::Chance {
            return Err(err("link.corr.not_a_throw"));
        }
        self.learn(me, c.reveals[me], secret)?;
        let word = self.word(self.session.chance_steps(), &c, None)?;
        self.session.throw_with(word).ok_or_else(|| err("link.corr.not_a_throw"))
    }

    /// Takes back this browser's last step (a move, or a draw offer, answer or resignation),
    /// never one that came in a link.
    pub fn undo(&mut self) -> Option<CorrStep<G::Move>> {
        let undone = match self.acts.last() {
            Some(a) if a.after == self.session.len() => {
                if self.acts.len() <= self.received_acts {
                    return None;
                }
                self.session.undo_ending();
                self.acts.pop().map(CorrStep::Act)
            }
            _ if self.session.len() > self.received => match self.session.undo() {
                Some(Step::Move(m)) => Some(CorrStep::Move(m)),
                _ => None,
            },
            _ => None,
        };
        // Forget the reveals published only for what was taken back (they were never sent).
        if let Ok(c) = self.count() {
            for (p, part) in self.participants.iter_mut().enumerate() {
                part.known.truncate(c.reveals[p] as usize + 1);
            }
        }
        undone
    }

    /// The link to send: the game with every move so far and each participant's latest reveal
    /// (this browser's taken from `secret`). It carries no secret.
    pub fn link(&self, secret: Option<&Secret>) -> Result<String, LinkError> {
        let c = self.count()?;
        let me = secret.and_then(|s| self.participant_of(s).map(|p| (p, s)));
        let mut latest = Vec::with_capacity(self.participants.len());
        for (p, part) in self.participants.iter().enumerate() {
            let j = c.reveals[p];
            let r = match (part.known.get(j as usize), me) {
                (Some(r), _) => *r,
                (None, Some((mp, s))) if mp == p => {
                    s.reveal(j).ok_or_else(|| err("link.corr.chain_exhausted"))?
                }
                _ => return Err(err("link.corr.missing_reveal")),
            };
            latest.push((part.seats, r));
        }
        let throws = PayloadThrows::Correspondence {
            salt: self.salt,
            started: self.started,
            participants: latest,
            acts: self.acts.clone(),
        };
        let payload = payload_of(&self.session, throws);
        Ok(fragment(G::ID, &payload.to_bytes(G::ID)))
    }

    pub fn session(&self) -> &Session<G> {
        &self.session
    }

    pub fn participants(&self) -> &[Participant] {
        &self.participants
    }

    pub fn started(&self) -> bool {
        self.started
    }

    /// How many moves came in the last link opened (undo stops there).
    pub fn received(&self) -> usize {
        self.received
    }

    /// How many acts came in the last link opened.
    pub fn received_acts(&self) -> usize {
        self.received_acts
    }

    /// The rules revision the last link opened was made with.
    pub fn revision(&self) -> u32 {
        self.revision
    }

    /// A name for this game in the site's storage (its salt, 22 characters), under which to keep
    /// the game and this browser's secret for it.
    pub fn key(&self) -> String {
        base64::encode(&self.salt)
    }
}

/// 16 random bytes for a new game's salt; `None` without a random source.
pub fn fresh_salt() -> Option<[u8; 16]> {
    let mut b = [0u8; 16];
    getrandom::fill(&mut b).ok()?;
    Some(b)
}

/// The session seed of a correspondence game. Throws never come from it (they come from the
/// reveals); it only gives the session a fixed value.
fn seed_of(salt: &[u8; 16]) -> u64 {
    u64::from_le_bytes([salt[0], salt[1], salt[2], salt[3], salt[4], salt[5], salt[6], salt[7]])
}
