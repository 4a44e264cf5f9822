// Special judge for poj1077: one line per board, any solution accepted (a longer one noted).
// Usage: check_poj1077 INPUT ACTUAL EXPECTED (exit 0 = accepted).
include!("replay.rs");

const GOAL: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    judge_each_line(&boards_of(input), actual, expected, &GOAL, &EIGHT)
}

fn main() {
    checker_main(judge)
}
