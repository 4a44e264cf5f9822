// Special judge for poj1077: one line per board, any solution accepted (a longer one noted).
// Usage: check_poj1077 INPUT ACTUAL EXPECTED (exit 0 = accepted).
include!("replay.rs");

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let boards = boards_of(input);
    let (actual, expected) = (lines_of(actual, boards.len()), lines_of(expected, boards.len()));
    if expected.len() != boards.len() {
        return Err(format!(
            "the expected output has {} lines for {} boards",
            expected.len(),
            boards.len()
        ));
    }
    if actual.len() != boards.len() {
        return Err(format!("{} lines for {} boards", actual.len(), boards.len()));
    }
    let mut notes = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        let note = judge_line(board, &actual[k], &expected[k], &GOAL)
            .map_err(|why| format!("board {}: {why}", k + 1))?;
        notes.extend(note.map(|note| format!("board {}: {note}", k + 1)));
    }
    Ok(notes)
}

fn main() {
    checker_main(judge)
}
