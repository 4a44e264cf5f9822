// Special judge for hackerrank_npuzzle: k, then k² numbers (0 the blank); M, then M lines each
// a word of the binary's `NOTATION` (UP, DOWN, LEFT or RIGHT), the blank's moves, that reach
// the goal 0, 1, 2, ... (the blank top left). Any such answer is accepted (a longer one than expected is noted).
// Usage: check_hackerrank_npuzzle INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong
// answer, 2 no judgement (wrong usage, a file it cannot read, a malformed input or expected
// output).
include!("../io.rs");
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs"); // for its board reader alone: the input is read as the binary reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its words, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Words =
    kit::facts::words_of(include_str!("../bin/hackerrank_npuzzle.rs"));

/// The board, read as hackerrank_npuzzle reads it.
fn board(input: &str) -> Result<AnyBoard, String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let k = scanner.number("k", 3, 5)?;
    let board = scanner.any_grid(k, k, "the board")?;
    scanner.finish().map(|_| board)
}

/// An output as one line of the moves' letters (each word's first, `NOTATION.letters()`): its
/// count of moves, then that many moves, a word a line.
fn answer(text: &str) -> Result<String, String> {
    let first = answer_lines(text).next().map_or("", str::trim);
    let count: usize = first
        .parse()
        .map_err(|_| format!("expected M (the number of moves), found {}", quote(first)))?;
    let follow = count_lines(text, count.saturating_add(1)).saturating_sub(1);
    if follow != count {
        let (s, verb) = if follow == 1 { ("", "follows") } else { ("s", "follow") };
        return Err(format!("M is {count}, and {follow} move{s} {verb}"));
    }
    let words = NOTATION.0;
    let letter = |(k, word): (usize, &str)| {
        let way = words.iter().position(|&w| w == word.trim());
        let letter = way.map(|way| NOTATION.letters().letter(way) as char);
        let all = words.join(", ");
        letter.ok_or_else(|| format!("line {}: {} is no move ({all})", k + 2, quote(word.trim())))
    };
    answer_lines(text).skip(1).take(count).enumerate().map(letter).collect()
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let board = board(input).map_err(|e| format!("the input: {e}"))?;
    // `-`: never an answer, as every board the judge gives reaches the goal
    let rules = Rules::new(board.width, NOTATION.letters().blank_letters(), "-");
    let goal: Vec<usize> = (0..board.cells.len()).collect();
    let note = judge_line(&board.cells, &answer(actual)?, &answer(expected)?, &goal, &rules)?;
    Ok(note.into_iter().collect())
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
