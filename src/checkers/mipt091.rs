// Special judge for mipt091: sixteen numbers (0 the blank); `NO` where the goal cannot be
// reached, else `YES` and, on the next line, fewer than 1,000 moves of the blank in u d l r
// that reach 1 ... 15 with the blank last (none for a solved board). Any such answer is
// accepted (a longer one than expected is noted).
// Usage: check_mipt091 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs"); // for its board reader alone: the input is read as mipt091 reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/mipt091.rs"));

/// An output as one answer line: `NO`, or the moves after `YES`.
fn answer(text: &str) -> Result<String, String> {
    let (lines, count) = lines_of(text, 1); // "NO" and "YES" with no move line alike end on blank lines
    let why = "expected YES and the moves, or NO; found";
    match (count, &lines[..]) {
        (1, ["NO"]) => Ok("NO".into()),
        (1, ["YES"]) => Ok(String::new()),
        (2, ["YES", moves]) => Ok(moves.to_string()),
        (0, _) => Err(format!("{why} no output")),
        (1, [""]) => Err(format!("{why} an empty line")),
        (1, [line]) => Err(format!("{why} {}", quote(line))),
        _ => Err(format!("{why} {count} lines, the first {}", quote(lines[0]))),
    }
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let mut scanner = Scanner::new(input.as_bytes()).map_err(|e| format!("the input: {e}"))?;
    let board = scanner.any_grid(4, 4, "the board").and_then(|b| scanner.finish().map(|_| b));
    let board = board.map_err(|e| format!("the input: {e}"))?;
    let goal = AnyBoard::ordered(4, 4).cells;
    let rules = Rules { most_moves: 999, ..Rules::new(4, NOTATION.blank_letters(), "NO") };
    let note = judge_line(&board.cells, &answer(actual)?, &answer(expected)?, &goal, &rules)?;
    Ok(note.into_iter().collect())
}

fn main() {
    checker_main(judge, (64 << 10, "YES and fewer than 1,000 moves take a few bytes"))
}
