//! Giving the main thread back to the browser for a moment, then going on: a message to ourselves
//! through a `MessageChannel`. Unlike `setTimeout(0)`, which browsers stretch to 4 ms once
//! timeouts nest, the message comes back as soon as the browser has painted and handled input,
//! so work cut into short slices loses almost no time.

use std::cell::RefCell;
use std::collections::VecDeque;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::Closure;

type Task = Box<dyn FnOnce()>;

struct Channel {
    port: web_sys::MessagePort,
    queue: RefCell<VecDeque<Task>>,
    _on_message: Closure<dyn FnMut()>,
}

thread_local! {
    static CHANNEL: Option<Channel> = make();
}

fn make() -> Option<Channel> {
    let channel = web_sys::MessageChannel::new().ok()?;
    let on_message = Closure::<dyn FnMut()>::new(|| {
        let task = CHANNEL.with(|c| c.as_ref().and_then(|c| c.queue.borrow_mut().pop_front()));
        if let Some(task) = task {
            task();
        }
    });
    channel.port1().set_onmessage(Some(on_message.as_ref().unchecked_ref()));
    Some(Channel { port: channel.port2(), queue: RefCell::new(VecDeque::new()), _on_message: on_message })
}

/// Runs `f` in a task of its own, as soon as the browser has had its turn.
/// Longest stretch of work (the computer's thinking, the coach's, a game's review) before the page
/// gets the main thread back: the browser's limit for a smooth page is 50 ms; slices this short
/// leave a wide margin on slow devices.
pub const SLICE_MS: f64 = 5.0;

/// The page's clock, in milliseconds (`performance.now()`; 0 where there is none).
pub fn now() -> f64 {
    web_sys::window().and_then(|w| w.performance()).map_or(0.0, |p| p.now())
}

/// Does one slice of work: `work(n)` does about `n` steps more and says whether all is done; it is
/// called in batches, the first of `batch` steps, each sized from the time the steps have taken so
/// far, until the work is done or the slice has lasted [`SLICE_MS`]. Returns whether it is done.
pub fn work_a_slice(mut batch: u32, mut work: impl FnMut(u32) -> bool) -> bool {
    let t0 = now();
    loop {
        let t = now();
        let done = work(batch);
        let spent = now() - t0;
        if done || spent >= SLICE_MS {
            return done;
        }
        // Browsers blur `performance.now()` to a tenth of a millisecond or more, so a fast batch
        // can measure as taking no time: grow at most twofold per batch.
        let per = ((now() - t) / batch as f64).max(0.001);
        batch = (((SLICE_MS - spent) / per) as u32).clamp(1, batch.saturating_mul(2));
    }
}

pub fn then(f: impl FnOnce() + 'static) {
    let f: Task = Box::new(f);
    let refused = CHANNEL.with(|c| match c {
        Some(c) => {
            c.queue.borrow_mut().push_back(f);
            if c.port.post_message(&wasm_bindgen::JsValue::NULL).is_ok() {
                None
            } else {
                c.queue.borrow_mut().pop_back()
            }
        }
        None => Some(f),
    });
    // No MessageChannel (very old browsers) or the message refused: a plain timeout does the
    // same, a little later.
    if let Some(f) = refused {
        leptos::prelude::set_timeout(f, std::time::Duration::from_millis(0));
    }
}

/// False, then true a task later (as soon as the browser has had its turn): a part of a page
/// shown only once it is true is built in a task of its own, so that opening the page is shorter
/// tasks a reader's tap can come between (docs/performance.md, "A game's page built in three
/// tasks"). Asked for twice, the second is true a task after the first: the tasks come in the order
/// asked. Left false if the page is left.
pub fn after_a_task() -> leptos::prelude::ReadSignal<bool> {
    use leptos::prelude::*;
    let done = RwSignal::new(false);
    then(move || {
        let _ = done.try_set(true);
    });
    done.read_only()
}

/// Ready a task later (as soon as the browser has had its turn): awaited between two parts of a
/// start, it makes them two tasks, each short enough for a reader's tap to come between.
pub fn a_task() -> impl std::future::Future<Output = ()> {
    use std::rc::Rc;
    use std::task::{Poll, Waker};
    let state: Rc<RefCell<(bool, Option<Waker>)>> = Rc::default();
    let done = state.clone();
    then(move || {
        let mut done = done.borrow_mut();
        done.0 = true;
        if let Some(waker) = done.1.take() {
            waker.wake();
        }
    });
    std::future::poll_fn(move |cx| {
        let mut state = state.borrow_mut();
        if state.0 {
            Poll::Ready(())
        } else {
            state.1 = Some(cx.waker().clone());
            Poll::Pending
        }
    })
}
