// Special judge for uva10181: a count, then 4 × 4 boards (numbers 0-15, 0 the blank); one line
// per board, the blank's moves in L R U D or `This puzzle is not solvable.`; any solution of
// at most 50 moves accepted (a longer one than expected noted).
// Usage: check_uva10181 INPUT ACTUAL EXPECTED (exit 0 = accepted).
include!("replay.rs");

const FIFTEEN: Rules = Rules {
    width: 4,
    letters: ['U', 'D', 'L', 'R'],
    no_solution: "This puzzle is not solvable.",
    most_moves: 50,
};

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let numbers: Vec<u8> =
        input.split_whitespace().skip(1).filter_map(|w| w.parse().ok()).collect();
    let boards: Vec<Vec<u8>> = numbers.chunks_exact(16).map(<[u8]>::to_vec).collect();
    let goal: Vec<u8> = (1..16).chain([0]).collect();
    judge_each_line(&boards, actual, expected, &goal, &FIFTEEN)
}

fn main() {
    checker_main(judge)
}
