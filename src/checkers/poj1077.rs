// Special judge for poj1077: one line per board, any solution accepted (a longer one noted).
// Usage: check_poj1077 INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs"); // for its board reader alone: the input is read as poj1077 reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/poj1077.rs"));

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let boards = Scanner::new(input.as_bytes())
        .and_then(|mut scanner| scanner.boards_to_end())
        .map_err(|e| format!("the input: {e}"))?;
    let rules = Rules::new(3, NOTATION.blank_letters(), "unsolvable");
    judge_each_line(&boards, actual, expected, &GOAL, &rules)
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
