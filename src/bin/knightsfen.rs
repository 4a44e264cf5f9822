// Kattis knightsfen "Knights in FEN" (UVa 10422): see problems/knightsfen.md.
include!("../io.rs");
include!("../grid.rs");
include!("../knights.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("N (the number of boards)", 0, 100_000)?;
    let mut boards = Vec::with_capacity(count);
    for _ in 0..count {
        boards.push(scanner.knight_board(b' ')?); // rows are lines: the empty square is a space
    }
    scanner.finish()?;
    let answer = |board| match knight_search(board, 10).moves {
        Some(moves) => format!("Solvable in {moves} move(s).\n"),
        None => "Unsolvable in less than 11 move(s).\n".to_string(),
    };
    Ok(boards.iter().map(answer).collect())
}

fn main() {
    run(solve)
}
