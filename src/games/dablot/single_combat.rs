//! Single combat (option `single_combat=on`), one of the extra endings the source's lost
//! "Variations" list stood for. The Ludii portal's evidence record for the game (DLP.Evidence.1862,
//! Keyland 1921 via Michaelsen) says: "If players are left with only one piece each of the same
//! rank, one player may declare single combat, and both pieces must move toward one another until
//! one captures the other." Ludii's encoding: a player must capture if possible, otherwise step
//! strictly closer to the enemy piece.
//!
//! Our reading: the combat is declared as soon as it may be (the rules engine has no separate
//! "declare" action, and a player who wanted to avoid it would simply not switch the option on).
//! "Toward" is measured in steps along the lines. A piece that can neither capture nor step closer
//! (it stands next to the enemy, which is against the edge) may step anywhere.

use super::Dablot;
use super::board::{DISTANCE, bits};
use super::moves::Move;

impl Dablot {
    /// One piece each, of the same rank, with the option on.
    pub fn in_single_combat(&self) -> bool {
        self.cfg.single_combat
            && self.men[0].count_ones() == 1
            && self.men[1].count_ones() == 1
            && self.top_rank(0) == self.top_rank(1)
    }

    /// The moves of single combat: the capture if there is one; otherwise the steps that bring
    /// the piece closer to the enemy piece; otherwise any step.
    pub(crate) fn single_combat_moves(&self, out: &mut Vec<Move>) {
        let side = self.to_move as usize;
        let me = self.men[side].trailing_zeros() as u8;
        let enemy = self.men[1 - side].trailing_zeros() as usize;
        if self.jumpers(self.to_move) != 0 {
            self.add_captures(me, false, out);
            return;
        }
        let now = DISTANCE[me as usize][enemy];
        let targets = self.step_targets(me);
        for q in bits(targets) {
            if DISTANCE[q as usize][enemy] < now {
                out.push(Move::step(me, q));
            }
        }
        if out.is_empty() {
            for q in bits(targets) {
                out.push(Move::step(me, q));
            }
        }
    }
}
