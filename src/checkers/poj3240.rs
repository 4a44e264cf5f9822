// Special judge for poj3240: n, then an n x n board (0 the blank); one line, the blank's moves
// in L U R D that reach 1 ... n² − 1 with the blank last, or `No Answer!` where no moves can.
// Any solution is accepted (a longer one than expected is noted).
// Usage: check_poj3240 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs"); // for its board reader alone: the input is read as poj3240 reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/poj3240.rs"));

/// The board, read as poj3240 reads it.
fn board(input: &str) -> Result<AnyBoard, String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let n = scanner.number("n", 1, 10)?;
    let board = scanner.any_grid(n, n, "the board")?;
    scanner.finish().map(|_| board)
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let board = board(input).map_err(|e| format!("the input: {e}"))?;
    let rules = Rules::new(board.width, NOTATION.blank_letters(), "No Answer!");
    let goal = AnyBoard::ordered(board.width, board.height).cells;
    // The statement asks for "a string consisting of the letters" that solves the puzzle: for
    // a solved board the empty string, which no output at all prints as well as an empty line.
    let actual = if actual.is_empty() { "\n" } else { actual };
    judge_each_line(&[board.cells], actual, expected, &goal, &rules)
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
