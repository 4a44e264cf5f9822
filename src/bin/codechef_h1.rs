// CodeChef H1 "A puzzle game": see problems/codechef_h1.md.
include!("../io.rs");
include!("../graph.rs");

/// Tiles a + 1 and b + 1 (tokens count from 0) may swap when their sum is a prime.
fn prime_sum(a: u8, b: u8) -> bool {
    matches!(a + b + 2, 3 | 5 | 7 | 11 | 13 | 17)
}

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("t (the number of cases)", 0, 100_000)?;
    let mut cases = Vec::with_capacity(count);
    for k in 1..=count {
        let tiles = scanner.distinct("tile", 9, 1, 9);
        let tiles = tiles.map_err(|e| format!("case {k} of {count}: {e}"))?;
        cases.push(tiles.iter().map(|&t| t as u8 - 1).collect::<Vec<u8>>());
    }
    scanner.finish()?;
    // Renaming tiles would change which swaps are allowed, so every case is measured from the
    // one goal: one search from it (177,872 arrangements), then a lookup per case.
    let goal = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    let moves = Puzzle::grid(3, 3, false).with_rule(prime_sum).distances(&goal);
    let answer = |tokens: &Vec<u8>| match moves[arrangement_rank(tokens)] {
        u32::MAX => "-1\n".to_string(),
        d => format!("{d}\n"),
    };
    Ok(cases.iter().map(answer).collect())
}

fn main() {
    run(solve)
}
