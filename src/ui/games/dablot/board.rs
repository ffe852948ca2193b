//! The board as a component: it holds the signals (what the player is doing, the move being
//! shown, a piece held by the pointer, why the last click did nothing), computes the scene from
//! them, and wires the view's events to the player's pick (`games::dablot::Pick`), doing what it
//! answers: play a move (animated from where the board shows it), say why not, move the focus.

use super::geometry::{H, U, W, xy};
use super::motion::{self, Frame};
use super::scene::{CANCEL, STOP, Scene};
use crate::games::dablot::{Act, Dablot, Move, Pick, Point, chooses, points};
use crate::ui::table::{Animator, Table, Why, why_not_now};
use crate::ui::text::t_msg;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

/// A piece held by the pointer: its point, and the pointer (SVG units) once it has moved away.
type Held = (Point, Option<(i32, i32)>);

/// The board's signals, handed to every part of its view (`Copy`: it is only signals).
#[derive(Clone, Copy)]
pub(super) struct Wires {
    pub table: Table<Dablot>,
    /// What the player has chosen, and the keyboard's point.
    pub pick: RwSignal<Pick>,
    /// A move being shown jump by jump.
    pub anim: Animator<Frame>,
    pub drag: RwSignal<Option<Held>>,
    /// Why the last click did nothing (cleared by the next move and by stepping through the game).
    pub why: RwSignal<Option<Why>>,
    pub scene: Memo<Scene>,
}

pub(super) fn board(table: Table<Dablot>) -> impl IntoView {
    let pick = RwSignal::new(Pick::default());
    let why = RwSignal::new(None);
    // The position shown is the game after `n` moves (the live game, or a step of its replay). A
    // move just added, or a step forward in the replay, is animated; anything else is shown at once.
    let anim = Animator::new();
    anim.follow(table, true, motion::frames);
    // Whatever the position shown becomes, what was chosen and why a click did nothing go.
    Effect::new(move |_| {
        table.view_at.get();
        table.session.with(|_| ());
        pick.update(|k| k.chosen = None);
        why.set(None);
    });
    let scene = Memo::new(move |_| {
        let Some(s) = table.state() else { return Scene::default() };
        let (frame, chosen) = (anim.frame(), pick.with(|k| k.chosen.clone()));
        Scene::new(&s, &table.legal_moves(), table.last_move(), taken(table), frame.as_ref(), chosen.as_ref())
    });
    let drag = RwSignal::new(None);
    super::view::board(Wires { table, pick, anim, drag, why, scene })
}

/// The pieces each move up to the position shown took (while stepping through the game too), by
/// side and rank.
fn taken(table: Table<Dablot>) -> [[u8; 3]; 2] {
    let mut taken = [[0; 3]; 2];
    let at = table.view_at.get();
    table.session.with(|x| {
        if let Some(x) = x.as_ref() {
            let shown = at.unwrap_or(x.len()).min(x.len());
            for (i, mv) in x.moves()[..shown].iter().enumerate() {
                for c in mv.captured() {
                    if let Some((side, rank)) = x.state_at(i).and_then(|b| b.piece_at(c)) {
                        taken[side as usize & 1][rank as usize] += 1;
                    }
                }
            }
        }
    });
    taken
}

impl Wires {
    /// One thing the page shows, read from the scene (see `show::Show`).
    pub fn show(self, i: usize, f: super::show::Show) -> impl Fn() -> String + Copy + Send + Sync + 'static {
        let scene = self.scene;
        move || scene.with(|s| f(s, i))
    }

    /// The position shown and the moves a person here may choose, unless a move is being shown
    /// (the board then takes no choice).
    fn now(self) -> Option<(Dablot, Vec<Move>)> {
        if self.anim.playing_untracked() {
            return None;
        }
        untrack(|| Some((self.table.state()?, self.table.legal_moves())))
    }

    /// The player's choice of point `p` (click, tap or key); `dropped`: the piece was dragged
    /// there, so it is already shown on `p`.
    fn choose(self, p: Point, dropped: bool) {
        let Some((s, legal)) = self.now() else { return };
        let act =
            self.pick.try_update(|k| if dropped { k.drop(&s, &legal, p) } else { k.click(&s, &legal, p) });
        self.run(&s, act);
    }

    /// Does what the pick answered.
    fn run(self, s: &Dablot, act: Option<Act>) {
        match act {
            Some(Act::Play { mv, path, shown }) => {
                self.why.set(None);
                let len = self.table.session.with_untracked(|x| x.as_ref().map_or(0, |x| x.len()));
                self.anim.shown_by_board(len + 1);
                self.anim.play(motion::from_step(s, &path, shown), self.table.speed.get_untracked());
                self.table.choose(mv);
            }
            Some(Act::Refuse { why, rule }) => self.why.set(Some(Why { text: t_msg(&why), rule })),
            Some(Act::NotNow) => self.why.set(why_not_now(self.table).map(Why::said)),
            Some(Act::Show) => self.why.set(None),
            Some(Act::Cursor(Some(q))) => focus(q),
            Some(Act::Cursor(None) | Act::Keep) | None => {}
        }
    }

    /// A key on the board (one tab stop): the pick says what it does. While a move is being
    /// shown, Enter and Space choose nothing.
    pub fn key(self, ev: web_sys::KeyboardEvent) {
        let key = ev.key();
        if chooses(&key) && self.anim.playing_untracked() {
            ev.prevent_default();
            return;
        }
        let (Some(s), legal) = untrack(|| (self.table.state(), self.table.legal_moves())) else { return };
        let Some(act) = self.pick.try_update(|k| k.key(&s, &legal, &key)).flatten() else { return };
        // A key that does nothing for the board (Escape among them) is left to the browser too.
        if !matches!(act, Act::Keep) {
            ev.prevent_default();
        }
        self.run(&s, Some(act));
    }

    /// A button under the board.
    pub fn press(self, b: u8) {
        match b {
            STOP => {
                let Some((s, legal)) = self.now() else { return };
                let act = self.pick.try_update(|k| k.stop(&s, &legal));
                self.run(&s, act);
            }
            CANCEL => self.pick.update(|k| {
                k.cancel();
            }),
            _ => self.table.choose(Move::PASS),
        }
    }

    /// A press chooses the point under it; on the chosen piece, it picks the piece up to drag.
    pub fn pointer_down(self, ev: web_sys::PointerEvent) {
        let Some(p) = pointer_xy(&ev).and_then(near).filter(|_| ev.button() == 0) else { return };
        self.pick.update(|k| k.cursor = p);
        self.choose(p, false);
        if self.pick.with_untracked(Pick::holding) == Some(p) {
            self.drag.set(Some((p, None)));
            if let Some(el) = ev.current_target().and_then(|t| t.dyn_into::<web_sys::Element>().ok()) {
                let _ = el.set_pointer_capture(ev.pointer_id());
            }
        }
    }

    /// The piece follows the pointer once it has left its point a little.
    pub fn pointer_move(self, ev: web_sys::PointerEvent) {
        if let (Some((p, held)), Some((x, y))) = (self.drag.get_untracked(), pointer_xy(&ev)) {
            let (px, py) = xy(p);
            if held.is_some() || (x - px).pow(2) + (y - py).pow(2) > 100 {
                self.drag.set(Some((p, Some((x, y)))));
            }
        }
    }

    /// A piece dragged away and released on another point is dropped there.
    pub fn pointer_up(self, ev: web_sys::PointerEvent) {
        let held = self.drag.get_untracked();
        self.drag.set(None);
        if let (Some((from, Some(_))), Some(q)) = (held, pointer_xy(&ev).and_then(near))
            && q != from
        {
            self.choose(q, true);
        }
    }
}

/// Gives point `q` the keyboard focus.
fn focus(q: Point) {
    if let Some(el) = document()
        .query_selector(&format!("[data-testid=\"pt-{}-{}\"]", q.x(), q.y()))
        .ok()
        .flatten()
        .and_then(|e| e.dyn_into::<web_sys::SvgElement>().ok())
    {
        let _ = el.focus();
    }
}

/// Where the pointer is, in SVG units.
fn pointer_xy(ev: &web_sys::PointerEvent) -> Option<(i32, i32)> {
    let r = ev.current_target()?.dyn_into::<web_sys::Element>().ok()?.get_bounding_client_rect();
    (r.width() > 0.0).then(|| {
        let x = (ev.client_x() as f64 - r.left()) * W as f64 / r.width();
        let y = (ev.client_y() as f64 - r.top()) * H as f64 / r.height();
        (x as i32, y as i32)
    })
}

/// The point within reach of `(x, y)`, if any.
fn near((x, y): (i32, i32)) -> Option<Point> {
    let (d, p) = points().map(|p| ((xy(p).0 - x).pow(2) + (xy(p).1 - y).pow(2), p)).min()?;
    (d <= (U * 3 / 4).pow(2)).then_some(p)
}
