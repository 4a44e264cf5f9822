// Special judge for komal_i265: N and M, then an N x M board (0 the blank); `-1` where the goal
// cannot be reached, else the number of steps and, on the next line, that many letters B F J L
// naming the side each tile comes from (left, above, right, below) that reach 1 ... NM − 1 with
// the blank last. Any such answer is accepted (a longer one than expected is noted).
// Usage: check_komal_i265 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs"); // for its board reader alone: the input is read as komal_i265 reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation =
    kit::facts::notation_of(include_str!("../bin/komal_i265.rs"));

/// The board, read as komal_i265 reads it.
fn board(input: &str) -> Result<AnyBoard, String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let rows = scanner.number("N (the number of rows)", 1, 20)?;
    let cols = scanner.number("M (the number of columns)", 1, 20)?;
    let board = scanner.any_grid(rows, cols, "the board")?;
    scanner.finish().map(|_| board)
}

/// An output as one answer line: `-1`, or the letters after their count.
fn answer(text: &str) -> Result<String, String> {
    let (lines, found) = lines_of(text, 1); // "-1" and "0" with no letter line alike end on blank lines
    let first = lines.first().map_or("", |l| l.trim());
    if first == "-1" && found == 1 {
        return Ok("-1".into());
    }
    let count: usize = first
        .parse()
        .map_err(|_| format!("expected the number of steps or -1, found {}", quote(first)))?;
    let letters = lines.get(1).map_or("", |l| l.trim());
    if found > 2 || letters.chars().count() != count {
        return Err(format!(
            "{count} steps announced, and {} letters follow",
            letters.chars().count()
        ));
    }
    Ok(letters.to_string())
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let board = board(input).map_err(|e| format!("the input: {e}"))?;
    // The blank goes up when the tile comes from above (F), down from below (L), left from
    // the left (B), right from the right (J).
    let rules = Rules::new(board.width, NOTATION.blank_letters(), "-1");
    let goal = AnyBoard::ordered(board.width, board.height).cells;
    let note = judge_line(&board.cells, &answer(actual)?, &answer(expected)?, &goal, &rules)?;
    Ok(note.into_iter().collect())
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
