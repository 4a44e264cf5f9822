// LightOJ 1139 "8 Puzzle": see problems/lightoj1139.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

pub fn solve(input: &[u8]) -> Result<String, String> {
    answer(input, false)
}

/// `printing` (in `main`): 64 KiB at a time, never held whole, once all boards are read.
fn answer(input: &[u8], printing: bool) -> Result<String, String> {
    let mut method = Method::default();
    let mut out = String::new();
    for (k, start) in Scanner::counted(input, 1)?.iter().enumerate() {
        let moves =
            method.distance(start, &GOAL).map_or("impossible".to_string(), |d| d.to_string());
        out += &format!("Case {}: {moves}\n", k + 1);
        if printing && out.len() >> 16 > 0 {
            std::io::Write::write_all(&mut std::io::stdout(), out.as_bytes())
                .map_err(|e| format!("cannot write: {e}"))?;
            out.clear();
        }
    }
    Ok(out)
}

fn main() {
    run(|input| answer(input, true))
}
