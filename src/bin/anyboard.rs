// anyboard, the kit's practice problem for boards of any size (no judge): see
// problems/anyboard.md.
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// How the answers write the blank's moves (its checker, scripts/walk and the registry read it).
pub const NOTATION: Notation = Notation::blank(*b"UDLR");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let height = scanner.number("the number of rows H", 2, 100)?;
    let width = scanner.number("the number of columns W", 2, 100)?;
    let start = scanner.any_grid(height, width, "the start")?;
    let goal = match scanner.at_end() {
        true => AnyBoard::ordered(width, height),
        false => scanner.any_grid(height, width, "the goal")?,
    };
    scanner.finish()?;
    Ok(match any_short_solution(&start, &goal) {
        Some(moves) => NOTATION.spell(moves) + "\n",
        None => "unsolvable\n".to_string(),
    })
}

fn main() {
    run(solve)
}
