// Special judge for uva652: a count, then boards; one answer line per board with an empty line
// between answers; any solution accepted (a longer one noted).
// Usage: check_uva652 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs"); // for its board reader alone: the input is read as uva652 reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/uva652.rs"));

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let boards = Scanner::counted(input.as_bytes(), 1).map_err(|e| format!("the input: {e}"))?;
    let lines = (2 * boards.len()).saturating_sub(1); // answers on even lines, blank between
    let ((actual, found), (expected, wanted)) =
        (lines_of(actual, lines), lines_of(expected, lines));
    if wanted != lines {
        return Err(format!("the expected output has {}", lines_for(wanted, boards.len())));
    }
    if found != lines {
        return Err(format!("{}: {lines} expected", lines_for(found, boards.len())));
    }
    let rules = Rules::new(3, NOTATION.blank_letters(), "unsolvable");
    let mut notes = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        if k > 0 && !actual[2 * k - 1].is_empty() {
            return Err(format!("no empty line before the answer for board {}", k + 1));
        }
        let note = judge_line(board, actual[2 * k], expected[2 * k], &GOAL, &rules)
            .map_err(|why| format!("board {}: {why}", k + 1))?;
        notes.extend(note.map(|note| format!("board {}: {note}", k + 1)));
    }
    Ok(notes)
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
