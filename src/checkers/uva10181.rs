// Special judge for uva10181: a count, then 4 × 4 boards (numbers 0-15, 0 the blank); one line
// per board, the blank's moves in L R U D or `This puzzle is not solvable.`; any solution of
// at most 50 moves accepted (a longer one than expected noted).
// Usage: check_uva10181 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/uva10181.rs"));

/// The boards, read as uva10181 reads them (`Scanner::grid` is `distinct` with errors of its
/// own), after the count; then nothing but whitespace.
fn boards(input: &str) -> Result<Vec<Vec<u8>>, String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let count = scanner.number("the number of boards", 0, usize::MAX)?;
    let mut boards = Vec::new();
    for _ in 0..count {
        let tiles = scanner.distinct("tile", 16, 0, 15)?;
        boards.push(tiles.iter().map(|&t| t as u8).collect());
    }
    scanner.finish().map(|_| boards)
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let boards = boards(input).map_err(|e| format!("the input: {e}"))?;
    let goal: Vec<u8> = (1..16).chain([0]).collect();
    let rules = Rules {
        most_moves: 50,
        ..Rules::new(4, NOTATION.blank_letters(), "This puzzle is not solvable.")
    };
    judge_each_line(&boards, actual, expected, &goal, &rules)
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
