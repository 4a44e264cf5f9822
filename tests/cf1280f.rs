// cf1280f (Codeforces 1280F, "Intergalactic Sliding Puzzle") as a judge runs it, on random grids
// of every size the statement allows (k = 1 to 15), curable and not: each answer's shortcuts are
// expanded and its moves replayed by the tests' own rules (tests/reference/surgery.rs), every
// case's printed characters are counted against the 10^4 the statement allows, and `SURGERY
// FAILED` must come exactly where the organs are an odd permutation. That parity rule is first
// checked against a search over every arrangement for k = 1 and 2 (k = 2 is the first size
// with columns that forbid moving up and down). The samples' expected answers are the tests'
// own (`rim_answer`), never the binary's.
mod reference;
use reference::surgery::{
    expand, healthy, organs_even, pack, rim_answer, rim_reachable, rim_replay,
};
use reference::{answer_of, next_arrangement, Rng};

/// The most characters the statement allows a case to print (counted here with every line and
/// line break, stricter than the statement's strings alone).
const LIMIT: usize = 10_000;

/// The binary's output for `input`, which must succeed.
fn answer(input: &str) -> String {
    answer_of(env!("CARGO_BIN_EXE_cf1280f"), input)
}

/// One case as the input writes it.
fn case_text(k: usize, cells: &[usize]) -> String {
    let cell = |&c: &usize| if c == 0 { "E".to_string() } else { c.to_string() };
    let row = |r: &[usize]| r.iter().map(cell).collect::<Vec<_>>().join(" ");
    let w = 2 * k + 1;
    format!("{k}\n{}\n{}\n", row(&cells[..w]), row(&cells[w..]))
}

/// The cases of an input, read the tests' own way.
fn cases_of(input: &str) -> Vec<(usize, Vec<usize>)> {
    let words: Vec<&str> = input.split_whitespace().collect();
    let (mut at, mut cases) = (1, Vec::new());
    for _ in 0..words[0].parse().unwrap() {
        let k: usize = words[at].parse().unwrap();
        let cells = &words[at + 1..at + 1 + 2 * (2 * k + 1)];
        cases.push((
            k,
            cells.iter().map(|w| if *w == "E" { 0 } else { w.parse().unwrap() }).collect(),
        ));
        at += 1 + cells.len();
    }
    cases
}

/// A random grid of size k whose organs are an even permutation or not, as asked.
fn random_grid(k: usize, even: bool, rng: &mut Rng) -> Vec<usize> {
    let mut cells = healthy(k);
    for i in (1..cells.len()).rev() {
        cells.swap(i, rng.below(i + 1));
    }
    if organs_even(&cells) != even {
        let organs: Vec<usize> = (0..cells.len()).filter(|&c| cells[c] != 0).take(2).collect();
        cells.swap(organs[0], organs[1]);
    }
    cells
}

/// What one output says of each case: `None` for `SURGERY FAILED`, else the lines after
/// `SURGERY COMPLETE` to `DONE`; and the characters printed for it, line breaks included.
fn answers_of(output: &str) -> Vec<(Option<Vec<&str>>, usize)> {
    let lines: Vec<&str> = output.lines().collect();
    let (mut at, mut answers) = (0, Vec::new());
    while at < lines.len() {
        if lines[at] == "SURGERY FAILED" {
            answers.push((None, lines[at].len() + 1));
            at += 1;
            continue;
        }
        assert_eq!(lines[at], "SURGERY COMPLETE", "{output}");
        let done = at + lines[at..].iter().position(|&l| l == "DONE").expect("a DONE line");
        let printed = lines[at..=done].iter().map(|l| l.len() + 1).sum();
        answers.push((Some(lines[at + 1..=done].to_vec()), printed));
        at = done + 1;
    }
    answers
}

/// The answer for a case is right: healed by the moves it prints (expanded, replayed) within
/// `LIMIT` characters where the organs are even, `SURGERY FAILED` where they are odd. The moves
/// the expansion makes, if any.
fn assert_right(k: usize, cells: &[usize], answer: &(Option<Vec<&str>>, usize)) -> Option<usize> {
    let shown = case_text(k, cells);
    match &answer.0 {
        None => {
            assert!(!organs_even(cells), "SURGERY FAILED on a curable grid:\n{shown}");
            None
        }
        Some(lines) => {
            assert!(organs_even(cells), "SURGERY COMPLETE on an incurable grid:\n{shown}");
            assert!(answer.1 <= LIMIT, "{} characters printed for\n{shown}", answer.1);
            let moves = expand(lines, 10_000_000).unwrap_or_else(|e| panic!("{e}:\n{shown}"));
            let healed = rim_replay(k, cells, &moves).unwrap_or_else(|e| panic!("{e}:\n{shown}"));
            assert_eq!(healed, healthy(k), "not healed:\n{shown}");
            Some(moves.len())
        }
    }
}

/// The parity rule against a search over every arrangement: for k = 1 and 2, an arrangement
/// reaches the healthy one exactly when its organs are an even permutation (half of them).
#[test]
fn the_parity_rule_is_the_search_s_for_k_1_and_2() {
    for k in [1, 2] {
        let reachable = rim_reachable(k);
        let mut arrangement: Vec<u8> = (0..=4 * k as u8 + 1).collect();
        let (mut all, mut even) = (0, 0);
        loop {
            let cells: Vec<usize> = arrangement.iter().map(|&c| c as usize).collect();
            assert_eq!(organs_even(&cells), reachable.contains(&pack(&cells)), "{cells:?}");
            all += 1;
            even += organs_even(&cells) as usize;
            if !next_arrangement(&mut arrangement) {
                break;
            }
        }
        assert_eq!((reachable.len(), even * 2), (all / 2, all), "k = {k}");
    }
}

/// Every size k = 1 to 15: random grids, as many curable as not, four to an input (the most the
/// statement allows), and at each size the healthy grid and the organs reversed with E in the
/// top-left corner.
#[test]
fn every_curable_grid_is_healed_within_the_limit_and_no_other() {
    let mut rng = Rng(1280);
    let (mut healed, mut failed, mut most_printed, mut most_moves) = (0, 0, 0, 0);
    for k in 1..=15 {
        let mut grids: Vec<Vec<usize>> =
            (0..40).map(|n| random_grid(k, n % 2 == 0, &mut rng)).collect();
        grids.push(healthy(k));
        grids.push([0].into_iter().chain((1..=4 * k + 1).rev()).collect());
        for four in grids.chunks(4) {
            let input = format!("{}\n", four.len())
                + &four.iter().map(|g| case_text(k, g)).collect::<String>();
            let output = answer(&input);
            let answers = answers_of(&output);
            assert_eq!(answers.len(), four.len(), "{input}");
            for (grid, answer) in four.iter().zip(&answers) {
                match assert_right(k, grid, answer) {
                    Some(moves) => {
                        healed += 1;
                        most_printed = most_printed.max(answer.1);
                        most_moves = most_moves.max(moves);
                    }
                    None => failed += 1,
                }
            }
        }
    }
    println!("{healed} grids healed, {failed} refused; at most {most_printed} characters printed and {most_moves} moves expanded for a case");
    assert_eq!((healed, failed), (15 * 22, 15 * 20));
}

/// The samples: the published one's answer heals its first case (its second is odd), and
/// every other sample's expected output is the tests' own answer, case by case.
#[test]
fn the_samples_expected_outputs_are_the_tests_own() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/cf1280f");
    let mut checked = 0;
    for n in 1.. {
        let Ok(input) = std::fs::read_to_string(format!("{folder}/sample-{n}.in")) else { break };
        let expected = std::fs::read_to_string(format!("{folder}/sample-{n}.out")).unwrap();
        let cases = cases_of(&input);
        let answers = answers_of(&expected);
        assert_eq!(answers.len(), cases.len(), "sample {n}");
        for ((k, cells), answer) in cases.iter().zip(&answers) {
            assert_right(*k, cells, answer);
        }
        if n > 1 {
            assert_eq!(expected, own_output(&cases), "sample {n}");
        }
        checked += 1;
    }
    assert!(checked >= 4, "only {checked} samples");
}

/// The tests' own output for some cases.
fn own_output(cases: &[(usize, Vec<usize>)]) -> String {
    let answer = |(k, cells): &(usize, Vec<usize>)| match rim_answer(*k, cells) {
        Some(lines) => format!("SURGERY COMPLETE\n{lines}"),
        None => "SURGERY FAILED\n".to_string(),
    };
    cases.iter().map(answer).collect()
}

/// Writes samples 2 to 4 and their expected outputs (the tests' own answers):
/// `cargo test --release --test cf1280f -- --ignored`.
#[test]
#[ignore]
fn write_the_samples() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/cf1280f");
    let mut rng = Rng(20261202);
    let reversed =
        |k: usize| -> Vec<usize> { [0].into_iter().chain((1..=4 * k + 1).rev()).collect() };
    let mut centre = random_grid(15, true, &mut rng);
    let e = centre.iter().position(|&c| c == 0).unwrap();
    centre.swap(e, 15); // E in the top row's centre, then the organs made even again
    if !organs_even(&centre) {
        let organs: Vec<usize> = (0..62).filter(|&c| centre[c] != 0).take(2).collect();
        centre.swap(organs[0], organs[1]);
    }
    let samples: [Vec<(usize, Vec<usize>)>; 3] = [
        // k = 1: curable, incurable, healthy, E in the top-left corner
        vec![
            (1, random_grid(1, true, &mut rng)),
            (1, random_grid(1, false, &mut rng)),
            (1, healthy(1)),
            (1, reversed(1)),
        ],
        // k = 15: curable, incurable, the organs reversed, healthy
        vec![
            (15, random_grid(15, true, &mut rng)),
            (15, random_grid(15, false, &mut rng)),
            (15, reversed(15)),
            (15, healthy(15)),
        ],
        // sizes mixed: k = 2 (the first with columns closed to up and down), 7 incurable, 14,
        // and 15 with E in the top row's centre
        vec![
            (2, random_grid(2, true, &mut rng)),
            (7, random_grid(7, false, &mut rng)),
            (14, random_grid(14, true, &mut rng)),
            (15, centre),
        ],
    ];
    for (n, cases) in samples.iter().enumerate() {
        let input = format!("{}\n", cases.len())
            + &cases.iter().map(|(k, g)| case_text(*k, g)).collect::<String>();
        std::fs::write(format!("{folder}/sample-{}.in", n + 2), input).unwrap();
        std::fs::write(format!("{folder}/sample-{}.out", n + 2), own_output(cases)).unwrap();
    }
}
