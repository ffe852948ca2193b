//! The rules engine's speed in the browser: random playouts per second in WebAssembly, the same
//! loop as native `lab bench`. `scripts/bench-wasm.sh` builds this, runs it in headless Chromium
//! and prints the ratio to native.

use sandgames::games::GameId;
use sandgames::model::{Game, GameRng, Options, playout};
use sandgames::with_game;
use wasm_bindgen::prelude::*;

/// Runs random playouts of `game` with `options` (`key=value,…`) for about `millis` ms; returns
/// `{"game":…,"playouts":N,"seconds":S,"playouts_per_sec":F}` or `{"error":…}`.
#[wasm_bindgen]
pub fn bench(game: &str, options: &str, millis: f64) -> String {
    let Some(id) = GameId::parse(game) else { return format!("{{\"error\":\"unknown game {game}\"}}") };
    with_game!(id, G => run::<G>(options, millis))
}

fn run<G: Game>(options: &str, millis: f64) -> String {
    let start = match Options::parse(G::option_specs(), options)
        .map_err(|e| e.to_string())
        .and_then(|o| G::new(&o).map_err(|e| e.why.to_string()))
    {
        Ok(s) => s,
        Err(e) => return format!("{{\"error\":{e:?}}}"),
    };
    let mut rng = GameRng::seed_from_u64(1);
    let mut buf = Vec::with_capacity(256);
    let t0 = js_sys::Date::now();
    let mut playouts = 0u64;
    while js_sys::Date::now() - t0 < millis {
        for _ in 0..16 {
            let mut state = start.clone();
            playout::random_playout(&mut state, &mut rng, &mut buf, playout::SAFETY_LIMIT);
            playouts += 1;
        }
    }
    let secs = (js_sys::Date::now() - t0) / 1000.0;
    format!(
        "{{\"game\":\"{}\",\"playouts\":{playouts},\"seconds\":{secs},\"playouts_per_sec\":{}}}",
        G::ID,
        playouts as f64 / secs
    )
}

fn main() {}
