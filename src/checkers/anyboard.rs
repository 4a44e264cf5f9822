// Special judge for anyboard: `H W`, an H x W start (numbers 0 to HW - 1, 0 the blank), then
// optionally a goal as big (else 1 ... HW - 1 with the blank last); one line, the blank's
// moves in U D L R, or `unsolvable`. Any legal moves that reach the goal are accepted (more
// than expected noted); `unsolvable` only where it is expected.
// Usage: check_anyboard INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/anyboard.rs"));

/// The start and the goal, read as the binary reads them (`Scanner::distinct` under its
/// `any_grid`), then nothing but whitespace.
fn boards(input: &str) -> Result<(usize, Vec<usize>, Vec<usize>), String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let height = scanner.number("the number of rows H", 2, 100)?;
    let width = scanner.number("the number of columns W", 2, 100)?;
    let cells = width * height;
    let start = scanner.distinct("tile", cells, 0, cells - 1)?;
    let goal = if scanner.at_end() {
        (1..cells).chain(Some(0)).collect()
    } else {
        scanner.distinct("tile", cells, 0, cells - 1)?
    };
    scanner.finish().map(|_| (width, start, goal))
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let (width, start, goal) = boards(input).map_err(|e| format!("the input: {e}"))?;
    let rules = Rules::new(width, NOTATION.blank_letters(), "unsolvable");
    // A solved board's moves are none: no output at all says so as well as an empty line.
    let actual = if actual.is_empty() { "\n" } else { actual };
    judge_each_line(&[start], actual, expected, &goal, &rules)
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
