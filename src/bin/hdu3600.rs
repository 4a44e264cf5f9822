// HDU 3600 "Simple Puzzle": see problems/hdu3600.md.
include!("../io.rs");
include!("../grid.rs");
include!("../fifteen.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    solvability_answers(input, |scanner| {
        let side = scanner.number("N", 0, 300)?;
        Ok(if side == 0 { None } else { Some((side, side)) })
    })
}

fn main() {
    run(solve)
}
