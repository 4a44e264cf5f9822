// acm.mipt.ru 091 "15-Puzzle": see problems/mipt091.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"udlr");

/// An answer must have fewer moves than this.
const LIMIT: usize = 1000;

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.any_grid(4, 4, "the board")?;
    scanner.finish()?;
    let moves = match any_near_solution(&board, &AnyBoard::ordered(4, 4), 20_000) {
        Some(moves) => NOTATION.spell(moves),
        None => return Ok("NO\n".into()),
    };
    if moves.len() >= LIMIT {
        return Err(format!(
            "{} moves found, and the problem wants fewer than {LIMIT}",
            moves.len()
        ));
    }
    // A solved board: `YES` alone, as the published sample prints it.
    Ok(if moves.is_empty() { "YES\n".into() } else { format!("YES\n{moves}\n") })
}

fn main() {
    run(solve)
}
