// Baekjoon 9985 "Missing Piece 2001" (POJ 2224): see problems/boj9985.md.
include!("../io.rs");
include!("../grid.rs");
include!("../rectangle.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let mut out = String::new();
    let mut set = 0;
    while !scanner.at_end() {
        set += 1;
        let what = format!("data set {set}");
        let word = scanner.word();
        if word != "START" {
            return Err(scanner.error(&format!("expected START for {what}, found {}", quote(word))));
        }
        scanner.pos += word.len();
        let side = scanner.number("D (the side of the board)", 3, 10)?;
        let limit = scanner.number("N (the most moves)", 0, 15)?;
        let cells = side * side;
        let start = scanner.tiles(cells, &["X", "x"], &format!("the start of {what}"))?;
        let goal = scanner.tiles(cells, &["X", "x"], &format!("the goal of {what}"))?;
        scanner.at_end();
        let word = scanner.word();
        if word != "END" {
            let found = if word.is_empty() { "the end of the input".into() } else { quote(word) };
            let why = format!("expected END after {what}, found {found}");
            return Err(scanner.error(&why));
        }
        scanner.pos += word.len();
        let found = match reachable(&start, &goal, side) {
            true => Rectangle::new(&goal, side).least_moves(&start, limit as u32),
            false => None,
        };
        if set > 1 {
            out.push('\n'); // the statement: a single blank line between output sets
        }
        out += &match found {
            Some(path) => format!("SOLVABLE WITHIN {} MOVES\n", path.len()),
            None => format!("NOT SOLVABLE WITHIN {limit} MOVES\n"),
        };
    }
    if set == 0 {
        return Err(scanner.error("the input holds no data set"));
    }
    Ok(out)
}

fn main() {
    run(solve)
}
