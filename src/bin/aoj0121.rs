// AOJ 0121 "Seven Puzzle": see problems/aoj0121.md.
include!("../io.rs");
include!("../graph.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let mut boards = Vec::new();
    while !scanner.at_end() {
        let cards = scanner.distinct("card", 8, 0, 7)?;
        boards.push(cards.into_iter().map(|c| c as u8).collect::<Vec<u8>>());
    }
    if boards.is_empty() {
        return Err(scanner.error("the input holds no board"));
    }
    // All 20,160 boards that reach the goal, by one search from it; then a lookup each.
    let distances = Puzzle::grid(4, 2, true).distances(&[0, 1, 2, 3, 4, 5, 6, 7]);
    let mut out = String::with_capacity(3 * boards.len());
    for (k, board) in boards.iter().enumerate() {
        match distances[arrangement_rank(board)] {
            u32::MAX => return Err(format!("board {} cannot reach the goal", k + 1)),
            d => out += &format!("{d}\n"),
        }
    }
    Ok(out)
}

fn main() {
    run(solve)
}
