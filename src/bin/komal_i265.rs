// KöMaL I. 265 (April 2011), the 15 puzzle on N × M: see problems/komal_i265.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it):
/// where the tile comes from, in Hungarian. The blank moving up takes the tile from above (F,
/// fent), down from below (L, lent), left from the left (B, bal), right (J, jobb).
pub const NOTATION: Notation = Notation::blank(*b"FLBJ");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let rows = scanner.number("N (the number of rows)", 1, 20)?;
    let cols = scanner.number("M (the number of columns)", 1, 20)?;
    let board = scanner.any_grid(rows, cols, "the board")?;
    scanner.finish()?;
    // (a single row or column too: anyboard.rs walks the blank along it)
    let moves = any_solution(&board, &AnyBoard::ordered(cols, rows));
    Ok(match moves {
        Some(moves) => {
            format!("{}\n{}\n", moves.len(), NOTATION.spell(moves))
        }
        None => "-1\n".into(),
    })
}

fn main() {
    run(solve)
}
