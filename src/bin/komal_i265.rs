// KöMaL I. 265 (April 2011), the 15 puzzle on N × M: see problems/komal_i265.md.
include!("../io.rs");
include!("../anyboard.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let rows = scanner.number("N, the number of rows", 1, 20)?;
    let cols = scanner.number("M, the number of columns", 1, 20)?;
    let board = scanner.any_grid(rows, cols, "the board")?;
    scanner.finish()?;
    let moves = if rows == 1 || cols == 1 {
        // A single line: the tiles can never pass each other, so the board reaches the goal
        // only with its tiles in order, the blank walking to the end (anyboard.rs wants 2 x 2).
        let tiles = board.cells.iter().filter(|&&t| t != 0);
        let in_order = tiles.zip(1..).all(|(&t, k)| t == k);
        let walk = if rows == 1 { b'R' } else { b'D' };
        in_order.then(|| vec![walk; rows * cols - 1 - board.blank()])
    } else {
        any_solution(&board, &AnyBoard::ordered(cols, rows))
    };
    // Where the tile comes from, in Hungarian: the blank moving up takes the tile from above
    // (F, fent), down from below (L, lent), left from the left (B, bal), right (J, jobb).
    let letter = |m: &u8| match m {
        b'U' => 'F',
        b'D' => 'L',
        b'L' => 'B',
        _ => 'J',
    };
    Ok(match moves {
        Some(moves) => {
            format!("{}\n{}\n", moves.len(), moves.iter().map(letter).collect::<String>())
        }
        None => "-1\n".into(),
    })
}

fn main() {
    run(solve)
}
