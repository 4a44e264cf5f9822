// The special judges (src/checkers) as scripts/samples runs them: three files in, an exit status
// and stderr out. Exit status 0 accepts, 1 is a wrong answer, 2 is no judgement (a malformed
// input or expected output, a file that cannot be read). Each refusal is one short line.
mod reference;
use reference::Rng;
use std::process::Command;

type Judged = Result<Vec<String>, String>;

/// Each checker in a module of its own, for `judge` called in process.
macro_rules! checkers {
    ($($name:ident),*) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!("../src/checkers/", stringify!($name), ".rs"));
                pub fn check(input: &str, actual: &str, expected: &str) -> super::Judged {
                    judge(input, actual, expected)
                }
            }
        )*
    };
}
checkers!(poj1077, uva652, uva10181, cf1280f, codewars_slide_puzzle);

/// The example `check_NAME`, built beside this test by `cargo test` (examples are built too).
fn checker(name: &str) -> String {
    let test = std::env::current_exe().unwrap(); // target/release/deps/checkers-...
    let dir = test.parent().and_then(|deps| deps.parent()).unwrap().join("examples");
    let program = dir.join(format!("check_{name}"));
    assert!(program.exists(), "{} is not built: cargo build --examples", program.display());
    program.display().to_string()
}

struct Verdict {
    code: Option<i32>,
    stderr: String,
}

/// The checker `name` on three files holding these bytes.
fn verdict(name: &str, input: &[u8], actual: &[u8], expected: &[u8]) -> Verdict {
    judged_by(Command::new(checker(name)), input, actual, expected)
}

/// `command` (a checker, or a shell that runs one) given three files holding these bytes, in a
/// folder of its own, removed after.
fn judged_by(mut command: Command, input: &[u8], actual: &[u8], expected: &[u8]) -> Verdict {
    static CALLS: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let call = CALLS.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("checkers-{}-{call}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let files = [("input", input), ("actual", actual), ("expected", expected)];
    let paths: Vec<_> = files
        .iter()
        .map(|(file, bytes)| {
            let path = dir.join(file);
            std::fs::write(&path, bytes).unwrap();
            path
        })
        .collect();
    let out = command.args(&paths).output().unwrap();
    std::fs::remove_dir_all(&dir).unwrap();
    Verdict { code: out.status.code(), stderr: String::from_utf8_lossy(&out.stderr).into_owned() }
}

/// Refused with `code` and one line of stderr (short: no input is echoed whole) holding `phrase`.
fn assert_refused(verdict: &Verdict, code: i32, phrase: &str) {
    assert_eq!(verdict.code, Some(code), "{:?}", verdict.stderr);
    let line = verdict.stderr.strip_suffix('\n').unwrap_or(&verdict.stderr);
    assert!(!line.contains('\n') && line.len() < 300, "{:?}", verdict.stderr);
    assert!(line.contains(phrase) && !line.contains("panicked"), "{line:?} lacks {phrase:?}");
}

const FIFTEEN_GOAL: &str = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0";

// issue 15, item 5: a malformed input (here a board with no blank) or expected output is no
// judgement, exit status 2 with one line, never a panic (it was an unwrap in replay.rs).
#[test]
fn a_malformed_input_or_expected_output_is_no_judgement() {
    let no_blank = "1 2 3 4 5 6 7 8 1\n";
    let no_blank16 = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 1\n";
    let cases: [(&str, String, &str, &str); 3] = [
        ("poj1077", no_blank.to_string(), "u\n", "board 1 has tile 1 twice"),
        ("uva652", format!("1\n\n{no_blank}"), "u\n", "board 1 has tile 1 twice"),
        ("uva10181", format!("1\n{no_blank16}"), "U\n", "tile 1 appears twice"),
    ];
    for (name, input, answer, phrase) in &cases {
        let out = verdict(name, input.as_bytes(), answer.as_bytes(), answer.as_bytes());
        assert_refused(&out, 2, "cannot judge: the input: ");
        assert_refused(&out, 2, phrase);
    }
    // In process, `judge` says what is wrong: no panic either.
    assert!(poj1077::check(no_blank, "u", "u").unwrap_err().contains("the input: line 1"));
    assert!(uva652::check(&cases[1].1, "u", "u").unwrap_err().contains("tile 1 twice"));
    assert!(uva10181::check(&cases[2].1, "U", "U").unwrap_err().contains("appears twice"));
    // An expected output that is no answer: its moves are illegal, or too few lines.
    let input = "1 2 3 4 5 6 7 8 0\n1 2 3 4 5 6 7 0 8\n";
    let out = verdict("poj1077", input.as_bytes(), b"\nr\n", b"\nq\n");
    assert_refused(&out, 2, "cannot judge: the expected output: board 2: move 1 ('q')");
    let out = verdict("poj1077", input.as_bytes(), b"\nr\n", b"\n");
    assert_refused(&out, 2, "the expected output has 1 line for 2 boards");
    let out = verdict("uva10181", format!("1 {FIFTEEN_GOAL}").as_bytes(), b"\n", b"\xff\n");
    assert_refused(&out, 2, "is not UTF-8 text (byte 1 is invalid)");
    let missing = Command::new(checker("poj1077")).args(["/nonexistent", "a", "b"]).output();
    let missing = missing.unwrap();
    assert_eq!(missing.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&missing.stderr).starts_with("cannot read \"/nonexistent\""));
}

// issue 15, item 5: garbage for an answer (random bytes, one huge line, bytes that are not
// UTF-8) is a wrong answer, one short line, never a panic.
#[test]
fn garbage_output_is_a_wrong_answer_in_one_short_line() {
    let eight_in = "1\n\n2 3 4 1 5 x 7 6 8\n";
    let eight_out = "ullddrurdllurdruldr\n";
    let fifteen_in = format!("1\n{FIFTEEN_GOAL}\n");
    let judges: [(&str, &str, &str); 4] = [
        ("poj1077", &eight_in[3..], eight_out),
        ("poj1077", "1 2 3 4 5 6 8 7 x\n", "unsolvable\n"), // an answer quoted in the error
        ("uva652", eight_in, eight_out),
        ("uva10181", &fifteen_in, "\n"),
    ];
    let mut rng = Rng(15);
    let mut garbage: Vec<Vec<u8>> = vec![
        b"u".repeat(10_000_000),
        b"x".repeat(1_000_000),
        b"\xff\xfe\n".to_vec(),
        b"unsolvable\n\n\n\nx\n".to_vec(),
    ];
    for _ in 0..20 {
        let length = rng.below(200);
        garbage.push((0..length).map(|_| rng.next() as u8).collect());
    }
    for (name, input, expected) in judges {
        assert_eq!(
            verdict(name, input.as_bytes(), expected.as_bytes(), expected.as_bytes()).code,
            Some(0)
        );
        for actual in &garbage {
            let out = verdict(name, input.as_bytes(), actual, expected.as_bytes());
            assert_refused(&out, 1, "");
            if let Ok(text) = std::str::from_utf8(actual) {
                // In process too.
                let checked = match name {
                    "poj1077" => poj1077::check(input, text, expected),
                    "uva652" => uva652::check(input, text, expected),
                    _ => uva10181::check(input, text, expected),
                };
                assert!(checked.is_err());
            }
        }
    }
}

// issue 15, item 6: the inputs are read as the binaries read them: a byte-order mark and
// whitespace before the count (Windows editors write them) take nothing from right answers.
#[test]
fn inputs_are_read_as_the_binaries_read_them() {
    let bom = "\u{feff}\r\n \t";
    let cases: [(&str, String, &str); 3] = [
        ("poj1077", format!("{bom}2 3 4\r\n1 5 x\r\n7 6 8\r\n"), "ullddrurdllurdruldr\n"),
        ("uva652", format!("{bom}2\n\n234\n15x\n768\n\n123456780\n"), "ullddrurdllurdruldr\n\n\n"),
        (
            "uva10181",
            format!("{bom}2\n2 3 4 0\n1 5 7 8\n9 6 10 12\n13 14 11 15\n{FIFTEEN_GOAL}\n"),
            "LLLDRDRDR\n\n",
        ),
    ];
    for (name, input, answer) in &cases {
        let out = verdict(name, input.as_bytes(), answer.as_bytes(), answer.as_bytes());
        assert_eq!(out.code, Some(0), "{name}: {}", out.stderr);
    }
}

// issue 24, item 7: the special judges of the large boards replay the answer by the shared
// rules (any width, the judge's letters) and refuse, in one line, an illegal move, moves that
// stop short of the goal, an answer where the judge expects none (or none where one exists), a
// count that does not match, and mipt091's 1,000 moves or more. A longer answer than expected
// is accepted with a note.
#[test]
fn the_large_board_checkers_refuse_what_is_wrong_and_note_what_is_long() {
    let long = |moves: usize| format!("YES\n{}rd\n", "lr".repeat((moves - 2) / 2));
    let mipt = "1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n";
    let mipt_no = "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0\n";
    let hr = "3\n1\n0\n2\n3\n4\n5\n6\n7\n8\n";
    #[rustfmt::skip]
    let cases: Vec<(&str, &str, String, &str, i32, &str)> = vec![
        ("poj3240", "2\n3 1\n2 0\n", "LURD\n".into(), "LURD\n", 0, ""),
        ("poj3240", "2\n3 1\n2 0\n", "LURDLR\n".into(), "LURD\n", 0, "not shortest: 6 moves, 4 suffice"),
        ("poj3240", "2\n3 1\n2 0\n", "D\n".into(), "LURD\n", 1, "move 1 ('D') is not a legal move"),
        ("poj3240", "2\n3 1\n2 0\n", "LU\n".into(), "LURD\n", 1, "the moves do not reach the goal"),
        ("poj3240", "2\n3 1\n2 0\n", "No Answer!\n".into(), "LURD\n", 1, "found \"No Answer!\""),
        ("poj3240", "2\n2 1\n3 0\n", "\n".into(), "No Answer!\n", 1, "expected \"No Answer!\""),
        ("poj3240", "2\n3 1\n2 0\n", "LURD\n".into(), "LUR\n", 2, "cannot judge: the expected output"),
        ("mipt091", mipt, "YES\nrd\n".into(), "YES\nrd\n", 0, ""),
        ("mipt091", mipt, long(998), "YES\nrd\n", 0, "not shortest: 998 moves, 2 suffice"),
        ("mipt091", mipt, long(1000), "YES\nrd\n", 1, "1000 moves: the problem allows at most 999"),
        ("mipt091", mipt, "NO\n".into(), "YES\nrd\n", 1, "expected \"rd\", found \"NO\""),
        ("mipt091", mipt, "YES\nrdx\n".into(), "YES\nrd\n", 1, "move 3 ('x') is not a legal move"),
        ("mipt091", mipt, "YES\nRD\n".into(), "YES\nrd\n", 1, "move 1 ('R') is not a legal move"),
        ("mipt091", mipt, "rd\n".into(), "YES\nrd\n", 1, "expected YES and the moves, or NO"),
        ("mipt091", mipt_no, "YES\n".into(), "NO\n", 1, "expected \"NO\", found \"\""),
        // Issue 30: a judge ignores blank lines at the end, after NO as after the moves.
        ("mipt091", mipt_no, "NO\n\n".into(), "NO\n", 0, ""),
        ("mipt091", mipt_no, "NO\n\n\n".into(), "NO\n", 0, ""),
        ("mipt091", mipt, "YES\nrd\n\n".into(), "YES\nrd\n", 0, ""),
        ("hackerrank_npuzzle", hr, "1\nLEFT\n".into(), "1\nLEFT\n", 0, ""),
        ("hackerrank_npuzzle", hr, "3\nLEFT\nRIGHT\nLEFT\n".into(), "1\nLEFT\n", 0, "not shortest: 3 moves"),
        ("hackerrank_npuzzle", hr, "1\nleft\n".into(), "1\nLEFT\n", 1, "line 2: \"left\" is no move"),
        ("hackerrank_npuzzle", hr, "2\nLEFT\n".into(), "1\nLEFT\n", 1, "M is 2, and 1 move follows"),
        ("hackerrank_npuzzle", hr, "1\nUP\n".into(), "1\nLEFT\n", 1, "move 1 ('U') is not a legal move"),
        ("hackerrank_npuzzle", hr, "1\nRIGHT\n".into(), "1\nLEFT\n", 1, "the moves do not reach the goal"),
        ("hackerrank_npuzzle", hr, "LEFT\n".into(), "1\nLEFT\n", 1, "expected M (the number of moves)"),
        ("komal_i265", "2 2\n1 2\n0 3\n", "1\nJ\n".into(), "1\nJ\n", 0, ""),
        ("komal_i265", "2 2\n1 2\n0 3\n", "1\nR\n".into(), "1\nJ\n", 1, "move 1 ('R') is not a legal move"),
        ("komal_i265", "2 2\n1 2\n0 3\n", "1\nB\n".into(), "1\nJ\n", 1, "move 1 ('B') is not a legal move"),
        ("komal_i265", "2 2\n1 2\n0 3\n", "1\nF\n".into(), "1\nJ\n", 1, "the moves do not reach the goal"),
        ("komal_i265", "2 2\n1 2\n0 3\n", "2\nJ\n".into(), "1\nJ\n", 1, "2 steps announced, and 1 letters"),
        ("komal_i265", "2 2\n1 2\n0 3\n", "-1\n".into(), "1\nJ\n", 1, "expected \"J\", found \"-1\""),
        ("komal_i265", "1 4\n2 1 3 0\n", "0\n\n".into(), "-1\n", 1, "expected \"-1\", found \"\""),
        ("komal_i265", "1 4\n1 2 0 3\n", "1\nJ\n".into(), "1\nJ\n", 0, ""),
        ("komal_i265", "1 4\n2 1 3 0\n", "-1\n\n".into(), "-1\n", 0, ""),
        ("komal_i265", "2 2\n1 2\n0 3\n", "1\nJ\n\n\n".into(), "1\nJ\n", 0, ""),
        ("komal_i265", "21 2\n", "-1\n".into(), "-1\n", 2, "cannot judge: the input: line 1"),
    ];
    for (name, input, actual, expected, code, phrase) in &cases {
        let out = verdict(name, input.as_bytes(), actual.as_bytes(), expected.as_bytes());
        if *code == 0 {
            assert_eq!(out.code, Some(0), "{name} {actual:?}: {}", out.stderr);
            assert!(out.stderr.contains(phrase), "{name} {actual:?}: {:?}", out.stderr);
            assert_eq!(phrase.is_empty(), out.stderr.is_empty(), "{name}: {:?}", out.stderr);
        } else {
            assert_refused(&out, *code, phrase);
        }
    }
}

/// Codeforces 1280F's judge: shortcuts expanded (nested, never written out: an answer of 26
/// shortcuts each five times the one before is judged at once), moves replayed under the
/// statement's rule (up and down in three columns only), and each case's strings counted
/// against 10^4; every malformed answer refused in one line with its reason.
#[test]
fn the_cf1280f_checker_expands_replays_and_counts() {
    let input = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/samples/cf1280f/sample-1.in"
    ))
    .unwrap();
    let published = "SURGERY COMPLETE\nIR\nR SrS\nS rr\nI lldll\nDONE\nSURGERY FAILED\n";
    let answer = |main: &str, shortcuts: &str| {
        format!("SURGERY COMPLETE\n{main}\n{shortcuts}DONE\nSURGERY FAILED\n")
    };
    // A: "lr" (E back where it was); B: five A; ...; Z: five Y, so Z expands to 2 x 5^25 moves.
    let nested: String = (1..26u8)
        .map(|g| {
            format!("{} {}\n", (b'A' + g) as char, ((b'A' + g - 1) as char).to_string().repeat(5))
        })
        .collect();
    let counted = |a: usize| answer(&format!("lldll{}rrrrr", "A".repeat(a)), "A lr\n");
    #[rustfmt::skip]
    let cases: Vec<(String, i32, &str)> = vec![
        (published.into(), 0, ""),
        (answer("lldllrrrrr", ""), 0, ""),
        (answer("lldllZrrrrr", &format!("A lr\n{nested}")), 0, ""),
        (answer("lldllXrrrrr", "X\n"), 0, ""), // an empty shortcut, its space trimmed
        (counted(9988), 0, "10026 characters printed with the verdict"),
        (counted(9989), 1, "case 1: its strings hold 10001 characters, more than the 10000 allowed"),
        (answer("lldllrrrrl", ""), 1, "case 1: the 10 moves do not heal the patient: row 2, column 5 holds E"),
        (answer("lludllrrrrr", ""), 1, "move 3 of the expanded moves is not allowed: 'u' with E at row 1, column 4: it leaves the grid"),
        (answer("lIrrrrr", "I dll\n"), 1, "move 2 of the expanded moves is not allowed: 'd' with E at row 1, column 5: E goes up or down only in the leftmost, centre and rightmost columns, inside shortcut I"),
        (answer("IR", "R SrS\nI lldll\n"), 1, "case 1: shortcut S is used but never defined"),
        (answer("IR", "R SrS\nS rR\nI lldll\n"), 1, "case 1: the shortcuts form a cycle (R -> S -> R)"),
        (answer("IR", "R SrS\nS rr\nI lldll\nI l\n"), 1, "case 1: shortcut I is defined twice"),
        (answer("lldllrrrrrx", ""), 1, "case 1: the move line: 'x' is neither a move (u d l r) nor a shortcut (A-Z)"),
        (answer("lldllXrrrrr", "X  r\n"), 1, "case 1: shortcut X: ' ' is neither a move"),
        (answer("lldllXrrrrr", "XY r\n"), 1, "expected a shortcut (its letter, a space, its string) or DONE, found \"XY r\""),
        ("SURGERY COMPLETE\nIR\nR SrS\nS rr\nI lldll\nSURGERY FAILED\n".into(), 1, "or DONE, found \"SURGERY FAILED\""),
        ("SURGERY COMPLETE\nlldllrrrrr\nDONE\nSURGERY COMPLETE\n\nDONE\n".into(), 1, "case 2: expected SURGERY FAILED, found SURGERY COMPLETE"),
        ("SURGERY FAILED\nSURGERY FAILED\n".into(), 1, "case 1: SURGERY FAILED, but the organs are even"),
        ("SURGERY COMPLETE\nlldllrrrrr\nDONE\n".into(), 1, "case 2: the output ends before this case's answer"),
        (format!("{published}extra\n"), 1, "unexpected \"extra\" after the last case's answer"),
        ("surgery complete\n".into(), 1, "case 1: expected SURGERY COMPLETE or SURGERY FAILED, found \"surgery complete\""),
    ];
    for (actual, code, phrase) in &cases {
        let out = verdict("cf1280f", input.as_bytes(), actual.as_bytes(), published.as_bytes());
        if *code == 0 {
            assert_eq!(out.code, Some(0), "{actual:?}: {}", out.stderr);
            assert!(
                out.stderr.contains(phrase) && phrase.is_empty() == out.stderr.is_empty(),
                "{:?}",
                out.stderr
            );
        } else {
            assert_refused(&out, *code, phrase);
        }
        assert_eq!(cf1280f::check(&input, actual, published).is_ok(), *code == 0, "{actual:?}");
    }
    // An expected output that is no answer, or a malformed input: no judgement.
    let out = verdict(
        "cf1280f",
        input.as_bytes(),
        published.as_bytes(),
        b"SURGERY FAILED\nSURGERY FAILED\n",
    );
    let why = "cannot judge: the expected output: case 1: SURGERY FAILED, but the organs are even";
    assert_refused(&out, 2, why);
    let out = verdict("cf1280f", b"1\n1\n1 2 3\n4 5 5\n", b"SURGERY FAILED\n", b"SURGERY FAILED\n");
    assert_refused(
        &out,
        2,
        "cannot judge: the input: line 4, column 5: organ 5 appears twice in case 1",
    );
    // Garbage is a wrong answer, never a panic.
    let mut rng = Rng(1280);
    for _ in 0..50 {
        let length = rng.below(300);
        let garbage: String =
            (0..length).map(|_| b"SURGERY COMPLETEDONudlrAZ \n"[rng.below(27)] as char).collect();
        assert!(cf1280f::check(&input, &garbage, published).is_err(), "{garbage:?}");
    }
}

/// The Codewars kata's judge: tiles slid into the blank, each next to it, that solve the board
/// (brackets and commas read as spaces); `None` exactly where expected.
#[test]
fn the_codewars_checker_slides_each_tile_next_to_the_blank() {
    let input = "[[1,2,3,4],[5,0,6,8],[9,10,7,11],[13,14,15,12]]\n";
    #[rustfmt::skip]
    let cases: [(&str, i32, &str); 10] = [
        ("6 7 11 12\n", 0, ""),
        ("[6, 7, 11, 12]\n", 0, ""),
        ("6 7 11 12 12 12\n", 0, ""),
        ("6 7 11\n", 1, "the 3 tiles slid do not solve the board: row 3, column 4 holds 0"),
        ("6 7 12 11\n", 1, "move 3: tile 12 is not next to the blank"),
        ("0 6 7 11 12\n", 1, "move 1: tile 0 is not next to the blank"),
        ("None\n", 1, "expected \"6 7 11 12\", found \"None\""),
        ("6 7 11 100\n", 1, "a tile's number must be 0-15, found 100"),
        ("6 x\n", 1, "expected a tile's number, found \"x\""),
        ("6 7\n11 12\n", 1, "2 lines: the answer is one line"),
    ];
    for (actual, code, phrase) in cases {
        let out =
            verdict("codewars_slide_puzzle", input.as_bytes(), actual.as_bytes(), b"6 7 11 12\n");
        if code == 0 {
            assert_eq!((out.code, out.stderr.as_str()), (Some(0), ""), "{actual:?}");
        } else {
            assert_refused(&out, code, phrase);
        }
        assert_eq!(codewars_slide_puzzle::check(input, actual, "6 7 11 12\n").is_ok(), code == 0);
    }
    let unsolvable = "1 2 3 4 5 6 8 7 0\n";
    let out = verdict("codewars_slide_puzzle", unsolvable.as_bytes(), b"None\n", b"None\n");
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let out = verdict("codewars_slide_puzzle", unsolvable.as_bytes(), b"\n", b"None\n");
    assert_refused(&out, 1, "expected \"None\", found \"\"");
    let out = verdict("codewars_slide_puzzle", b"1 2 3\n", b"None\n", b"None\n");
    assert_refused(&out, 2, "cannot judge: the input: 3 tiles, no square of 3 x 3 to 10 x 10");
}

/// The checker `name` on three files holding these bytes, under 256 MiB of address space
/// (`ulimit -v`), as a judge's sandbox may run it.
fn verdict_in_256_mib(name: &str, input: &[u8], actual: &[u8], expected: &[u8]) -> Verdict {
    let mut shell = Command::new("sh");
    shell.args(["-c", "ulimit -v 262144 && exec \"$0\" \"$@\"", &checker(name)]);
    judged_by(shell, input, actual, expected)
}

// issue 51, item 7: a huge answer is judged in bounded memory and ends on one line, never on
// "memory allocation failed": five million lines of `x` (10 MB) for every checker, one line of
// 100 MB for cf1280f (which reads no further than four cases may print) and anyboard.
#[test]
fn a_huge_answer_is_judged_in_bounded_memory_in_one_line() {
    let root = env!("CARGO_MANIFEST_DIR");
    let lines = b"x\n".repeat(5_000_000);
    let names = [
        "poj1077",
        "uva652",
        "uva10181",
        "anyboard",
        "poj3240",
        "mipt091",
        "hackerrank_npuzzle",
        "komal_i265",
        "cf1280f",
        "codewars_slide_puzzle",
        "ahc011",
    ];
    for name in names {
        let input = std::fs::read(format!("{root}/samples/{name}/sample-1.in")).unwrap();
        let expected = std::fs::read(format!("{root}/samples/{name}/sample-1.out")).unwrap();
        let out = verdict_in_256_mib(name, &input, &expected, &expected);
        assert_eq!(out.code, Some(0), "{name}: its own sample under the limit: {}", out.stderr);
        let out = verdict_in_256_mib(name, &input, &lines, &expected);
        assert_refused(&out, 1, "");
        assert!(!out.stderr.contains("memory"), "{name}: {}", out.stderr);
    }
    let line = b"u".repeat(100_000_000);
    for name in ["cf1280f", "anyboard"] {
        let input = std::fs::read(format!("{root}/samples/{name}/sample-1.in")).unwrap();
        let expected = std::fs::read(format!("{root}/samples/{name}/sample-1.out")).unwrap();
        let out = verdict_in_256_mib(name, &input, &line, &expected);
        assert_refused(&out, 1, "of output: ");
    }
}

// issue 51, item 10: counts are worded in the singular where there is one.
#[test]
fn counts_are_worded_as_many_as_they_are() {
    let out = verdict("anyboard", b"2 2\n3 1\n2 0\n", b"\n\nLURD\n", b"LURD\n");
    assert_refused(&out, 1, "3 lines for 1 board");
    let out = verdict("poj3240", b"2\n3 1\n2 0\n", b"LURD\nLURD\n", b"LURD\n");
    assert_refused(&out, 1, "2 lines for 1 board");
    let mipt = b"1 2 3 4 5 6 7 8 9 10 0 11 13 14 15 12\n";
    let out = verdict("mipt091", mipt, b"", b"YES\nrd\n");
    assert_refused(&out, 1, "expected YES and the moves, or NO; found no output");
    let out = verdict("mipt091", mipt, b"  \n\n", b"YES\nrd\n");
    assert_refused(&out, 1, "expected YES and the moves, or NO; found an empty line");
    let out = verdict("mipt091", mipt, b"rd\n", b"YES\nrd\n");
    assert_refused(&out, 1, "expected YES and the moves, or NO; found \"rd\"");
    let out = verdict("mipt091", mipt, b"YES\nrd\nrd\n", b"YES\nrd\n");
    assert_refused(&out, 1, "found 3 lines, the first \"YES\"");
}

// issue 51, item 8 and the first question: check_ahc011 reads the input as the binary does (a
// byte-order mark and CRLF), and the answer as the official tools do: trimmed, so that blank
// lines before the moves are nothing (the statement's example output, after an empty line,
// scores its 200,000).
#[test]
fn the_ahc011_checker_reads_as_the_binary_and_the_official_tools_do() {
    let root = env!("CARGO_MANIFEST_DIR");
    let input = std::fs::read_to_string(format!("{root}/samples/ahc011/sample-1.in")).unwrap();
    let bom = format!("\u{feff}{}", input.replace('\n', "\r\n"));
    let published = "RRRDLUULDDDDLUUUR\n";
    for (input, actual) in [(&bom, published), (&input, "\n\r\n  RRRDLUULDDDDLUUUR \n\n")] {
        let out = verdict("ahc011", input.as_bytes(), actual.as_bytes(), published.as_bytes());
        assert_eq!(out.code, Some(0), "{input:?} {actual:?}: {}", out.stderr);
        assert!(out.stderr.starts_with("score 200000: 17 moves"), "{}", out.stderr);
    }
    let out = verdict("ahc011", input.as_bytes(), b"RRRD\nLUUL\n", published.as_bytes());
    assert_refused(&out, 1, "2 lines: the answer is one line of moves");
}

// issue 51: an answer with no output at all, for a board already solved, is no moves: POJ 3240
// asks for the string of moves (here empty), the kata for the list of tiles slid (empty), and
// anyboard, the kit's own, reads its output as the kit compares outputs (empty lines at the end
// are nothing). As for AHC 011, where the official tools trim the output.
#[test]
fn no_output_for_a_solved_board_is_no_moves() {
    let cases: [(&str, &str, &str); 4] = [
        ("anyboard", "2 2\n1 2\n3 0\n", "\n"),
        ("poj3240", "2\n1 2\n3 0\n", "\n"),
        ("codewars_slide_puzzle", "[[1,2,3],[4,5,6],[7,8,0]]\n", "\n"),
        ("ahc011", "2 16\n24\n10\n", "\n"),
    ];
    for (name, input, expected) in cases {
        let out = verdict(name, input.as_bytes(), b"", expected.as_bytes());
        assert_eq!(out.code, Some(0), "{name}: {}", out.stderr);
    }
    // Where the board is not solved, no output is still no answer.
    let out = verdict("poj3240", b"2\n3 1\n2 0\n", b"", b"LURD\n");
    assert_refused(&out, 1, "the moves do not reach the goal");
}
