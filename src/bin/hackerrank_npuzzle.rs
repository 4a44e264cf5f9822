// HackerRank "N Puzzle" (artificial intelligence, search): see problems/hackerrank_npuzzle.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let k = scanner.number("k", 3, 5)?;
    let board = scanner.any_grid(k, k, "the board")?;
    scanner.finish()?;
    let goal = AnyBoard::new(k, k, (0..k * k).collect()); // the blank top left, then 1, 2, ...
    let moves = any_near_solution(&board, &goal, 20_000)
        .ok_or("the board cannot reach the goal (the statement says nothing of such boards)")?;
    let word = |m: &u8| match m {
        b'U' => "UP\n",
        b'D' => "DOWN\n",
        b'L' => "LEFT\n",
        _ => "RIGHT\n",
    };
    Ok(format!("{}\n", moves.len()) + &moves.iter().map(word).collect::<String>())
}

fn main() {
    run(solve)
}
