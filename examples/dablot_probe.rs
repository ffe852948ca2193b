use sandgames::games::dablot::Dablot;
use sandgames::model::{Game, GameRng, Options, Turn};
fn main() {
    let opt = std::env::args().nth(1).unwrap_or_default();
    let o = Options::parse(Dablot::option_specs(), &opt).unwrap();
    let start = Dablot::new(&o).unwrap();
    let mut rng = GameRng::seed_from_u64(1);
    let mut hist = std::collections::BTreeMap::new();
    let mut caps_by_len = [0u64; 40];
    let mut buf = Vec::new();
    let mut plies = 0u64;
    for _ in 0..500 {
        let mut s = start;
        while let Turn::Seat(_) = s.turn() {
            s.moves(&mut buf);
            plies += 1;
            let c = buf.iter().filter(|m| m.is_capture()).count();
            *hist.entry(c.min(50) / 5 * 5).or_insert(0u64) += 1;
            for m in buf.iter() {
                caps_by_len[m.captures().min(39) as usize] += 1;
            }
            let m = buf[rng.below(buf.len())];
            s.play_unchecked(m);
        }
    }
    println!("{hist:?}");
    println!("{:?}", caps_by_len.iter().map(|&c| c as f64 / plies as f64).collect::<Vec<_>>());
}
