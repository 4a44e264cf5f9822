// The judge binaries as a judge runs them: bytes in, bytes out, an exit status.
mod reference;
use reference::{brute_distances, replay, Rng};
use std::io::Write;
use std::process::{Command, Stdio};

/// The program of binary `name`, built beside this test.
fn program(name: &str) -> String {
    let test = std::env::current_exe().unwrap(); // target/release/deps/binaries-...
    let dir = test.parent().and_then(|deps| deps.parent()).unwrap();
    dir.join(name).display().to_string()
}

/// The binaries of src/bin that include `core` (e.g. "core.rs"), read from their sources, so a
/// new binary is tested here with no list to update.
fn binaries_with(core: &str) -> Vec<(String, String)> {
    let bin = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin");
    let mut found: Vec<(String, String)> = std::fs::read_dir(bin)
        .unwrap()
        .map(|file| file.unwrap().path())
        .filter(|path| {
            let source = std::fs::read_to_string(path).unwrap();
            source.contains(&format!("include!(\"../{core}\");"))
        })
        .map(|path| {
            let name = path.file_stem().unwrap().to_str().unwrap().to_string();
            (name.clone(), program(&name))
        })
        .collect();
    found.sort();
    assert!(!found.is_empty(), "no binary includes {core}");
    found
}

struct Outcome {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(program: &str, input: &[u8]) -> Outcome {
    let out = reference::run_program(program, input);
    Outcome {
        code: out.status.code(),
        stdout: String::from_utf8(out.stdout).unwrap(),
        stderr: String::from_utf8(out.stderr).unwrap(),
    }
}

/// A row of `check_refused`'s table: a binary, an input it must refuse, and a fragment of the
/// one error line it must write. A binary written as a core (`"core.rs"`) stands for every
/// binary that includes it (`binaries_with`), so a new one is fed those rows with no row to add.
type Refusal<'a> = (&'a str, &'a [u8], &'a str);

/// Runs every row: each binary must exit with status 1, print nothing on stdout and write one
/// line on stderr that begins `error: ` and holds the row's fragment. Every row is run and
/// every failing one reported, not just the first.
fn check_refused(rows: &[Refusal]) {
    let mut runs = Vec::new();
    for &(binary, input, fragment) in rows {
        match binary.strip_suffix(".rs") {
            Some(_) => runs.extend(binaries_with(binary).into_iter().map(|b| (b, input, fragment))),
            None => runs.push(((binary.to_string(), program(binary)), input, fragment)),
        }
    }
    let failures: Vec<String> = runs
        .iter()
        .filter_map(|((name, program), input, fragment)| {
            let out = reference::run_program(program, input);
            let stdout = String::from_utf8_lossy(&out.stdout);
            let stderr = String::from_utf8_lossy(&out.stderr);
            let refused = out.status.code() == Some(1) && stdout.is_empty();
            let one_line = stderr.starts_with("error: ") && stderr.lines().count() == 1;
            let shown = String::from_utf8_lossy(input);
            let code = out.status.code();
            (!(refused && one_line && stderr.contains(fragment))).then(|| {
                let got = format!("status {code:?}, stdout {stdout:?}, stderr {stderr:?}");
                format!("{name} on {shown:?}, expected {fragment:?}: {got}")
            })
        })
        .collect();
    all_passed(&failures, runs.len());
}

#[track_caller]
/// Fails with every failing row of a table, one a line, if any failed out of `runs`.
fn all_passed(failures: &[String], runs: usize) {
    let failed = failures.len();
    assert!(failed == 0, "{failed} of {runs} runs failed:\n{}", failures.join("\n"));
}

/// Bad input, for every binary: one line on stderr naming what is wrong and where, exit
/// status 1, nothing on stdout. One table, grouped by family.
#[test]
fn bad_input_is_refused_with_one_line() {
    let korf_57 = b"13 6 8 12 15 14 0 10 11 7 4 5 9 1 3 2"; // Korf's first, turned to this goal
    let far_6x6 = "6 6\n2 1 3 4 5 6\n7 8 9 10 11 12\n13 14 15 16 17 18\n19 20 21 22 23 24\n\
                   25 26 27 28 29 30\n31 32 33 34 35 0\n"; // parity: cannot reach
    let set = "START 3 4\n1 5 2\n4 X 3\n7 8 6\n1 2 3\n4 5 6\n7 8 X\nEND\n"; // boj9985's data set
    let ahc011 = |rows: usize, rest: &str| format!("6 432\n{}{rest}", "123456\n".repeat(rows));
    let (ahc011_short_row, ahc011_not_hex) = (ahc011(1, "4\n"), ahc011(1, "4g1234\n"));
    let (ahc011_no_empty, ahc011_extra) = (ahc011(6, ""), ahc011(5, "123450\n3\n"));
    check_refused(&[
        // Every eight-puzzle binary (core.rs): input that is not a board
        ("core.rs", b"", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 0 1 2", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 8", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 9", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 q", ""),
        ("core.rs", b"\xFF\xFE1 2 3 4 5 6 7 8 0", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 0\n1 2 3", ""),
        ("core.rs", b"12345678x12345678x", ""),
        ("core.rs", b"1 2 3 4 5 6 7 8 0 | 1 2 3 4 5 6 7 8 0", ""),
        // Errors a new user met, each placed by line and column (the whole line where it ends
        // in "\n")
        ("poj1077", b"\n\n", "error: line 3, column 1: the input holds no board\n"),
        ("textbook", b"1 2 3 4 5 6 7 8 0\n", "error: line 2, column 1: expected board 2, found the end"),
        ("lightoj1139", b"zzz\n", "error: line 1, column 1: expected the number of cases, found \"zzz\"\n"),
        // The formats with a count: a count that is not a number or does not match the cases
        ("hdu3567", b"x\n12X453786\n12345678X\n", "expected the number of cases, found \"x\""),
        ("hdu3567", b"2\n12X453786\n12345678X\n", "case 2 of 2: line 4, column 1: expected board 3, found the end"),
        ("hdu3567", b"1\n12X453786\n12345678X\n12X453786\n", "unexpected \"12X453786\" after the input"),
        ("hdu3567", b"1\n123456789\n12345678X\n", "case 1 of 1: line 2, column 9: '9' is not a cell"),
        ("hdu3567", b"1\n12345678X\n12345687X\n", "line 3, column 10: case 1: the goal cannot be reached"),
        ("lightoj1139", b"3\n\n1 2 3\n4 5 6\n7 8 0\n", "case 2 of 3: line 6, column 1: expected board 2"),
        ("uva652", b"-1\n", "expected the number of cases, found \"-1\""),
        // The puzzles on graphs (graph.rs)
        ("abc224d", b"", "expected M (the number of edges), found the end"),
        ("abc224d", b"37\n", "M (the number of edges) must be 0-36, found 37"),
        ("abc224d", b"2\n1 2\n2 3\n1 2 3 4 5 6 7\n", "2 edges and 8 pieces, 12 numbers; 11 follow"),
        ("abc224d", b"1\n1 2\n2 3\n1 2 3 4 5 6 7 8\n", "1 edges and 8 pieces, 10 numbers; 12 follow"),
        ("abc224d", b"1\n1 10\n1 2 3 4 5 6 7 8\n", "line 2, column 3: a vertex of edge 1 must be 1-9, found 10"),
        ("abc224d", b"1\n4 4\n1 2 3 4 5 6 7 8\n", "edge 1 joins vertex 4 to itself"),
        ("abc224d", b"2\n1 2\n2 1\n1 2 3 4 5 6 7 8\n", "edge 2 repeats edge 1"),
        ("abc224d", b"0\n1 2 3 4 5 6 7 1\n", "line 2, column 15: vertex 1 appears twice"),
        ("abc224d", b"0\n1 2 3 4 5 6 7 0\n", "vertex must be 1-9, found 0"),
        ("abc224d", b"0\n1 2 3 4 5 6 7 x\n", "expected vertex, found \"x\""),
        // issue 15, item 1: a wrong count says where it goes wrong, a byte-order mark or not
        ("abc224d", b"1\n1 2\n2 3\n1 2 3 4 5 6 7 8\n", "error: line 4, column 13: M = 1 asks for 1 edges and 8 pieces, 10 numbers; 12 follow"),
        ("abc224d", b"\xef\xbb\xbf2\n1 2\n2 3\n1 2 3 4 5 6 7\n", "error: line 5, column 1: M = 2 asks for 2 edges and 8 pieces, 12 numbers; 11 follow"),
        ("cses1670", b"1 2 3\n4 5 6\n7 8\n", "expected number, found the end"),
        ("cses1670", b"1 2 3\n4 5 6\n7 8 0\n", "line 3, column 5: number must be 1-9, found 0"),
        ("cses1670", b"1 2 3\n4 5 6\n7 8 8\n", "number 8 appears twice"),
        ("cses1670", b"1 2 3\n4 5 6\n7 8 9 1\n", "unexpected \"1\" after the input proper"),
        ("leetcode773", b"[[1,2,3],[4,0,6]]", "cell must be 0-5, found 6"),
        ("leetcode773", b"[[1,2,3],[4,0]]", "column 14: the board is written [[a,b,c],[d,e,f]] or as six numbers, found ']'"),
        // found by a review: brackets out of LeetCode's places were read as spaces
        ("leetcode773", b"]]1,2,3,4,0,5[[", "column 1: the board is written [[a,b,c],[d,e,f]]"),
        ("leetcode773", b"[[1,2,3],[4,0,5]", "column 17: the board is written [[a,b,c],[d,e,f]] or as six numbers, found the end of the input"),
        ("leetcode773", b"[[,1,2],[3,4,5]]", "column 3: expected a cell before ','"),
        ("codechef_h1", b"", "expected t (the number of cases), found the end"),
        ("codechef_h1", b"1\n\n1 2 3\n4 5 6\n7 8\n", "case 1 of 1: line 6, column 1: expected tile"),
        ("codechef_h1", b"2\n\n1 2 3\n4 5 6\n7 8 9\n", "case 2 of 2: line 6, column 1: expected tile"),
        ("codechef_h1", b"1\n\n1 2 3\n4 5 6\n7 8 0\n", "case 1 of 1: line 5, column 5: tile must be 1-9"),
        ("codechef_h1", b"1\n\n1 2 3\n4 5 6\n7 8 8\n", "line 5, column 5: tile 8 appears twice"),
        ("aoj0121", b"", "the input holds no board"),
        ("aoj0121", b"0 1 2 3 4 5 6 8\n", "line 1, column 15: card must be 0-7, found 8"),
        ("aoj0121", b"0 1 2 3 4 5 6 7\n0 1 2\n", "line 3, column 1: expected card, found the end"),
        ("aoj0121", b"0 1 2 3 4 5 7 6\n", "board 1 cannot reach the goal"),
        ("aoj0121", b"0 1 2 3 4 5 6 6\n", "card 6 appears twice"),
        ("boj34388", b"2-\n1\n", "line 3, column 1: the board is incomplete"),
        ("boj34388", b"2-\n14\n", "line 2, column 2: '4' is not a cell: the cells are \"-123\""),
        ("boj34388", b"2-\n12\n", "line 2, column 2: '2' appears twice"),
        ("boj34388", b"21\n3-\n", "cannot reach the goal"),
        ("boj34388", b"12\n3-\n1\n", "line 3, column 1: unexpected \"1\""),
        // The fifteen-puzzle (fifteen.rs)
        ("aoj_alds1_13_c", b"", "expected board 1, found the end"),
        ("aoj_alds1_13_c", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "board 1 is incomplete"),
        ("aoj_alds1_13_c", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16", "column 37: tile must be 0-15, found 16"),
        ("aoj_alds1_13_c", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 1", "tile 1 appears twice"),
        ("aoj_alds1_13_c", b"1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0", "cannot reach the goal"),
        ("aoj_alds1_13_c", korf_57, "needs more than 45 moves, the problem's limit"),
        ("aoj_alds1_13_c", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0 0", "unexpected \"0\" after the input"),
        ("uva10181", b"", "expected the number of boards, found the end"),
        ("uva10181", b"2\n1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n", "expected board 2, found the end"),
        ("uva10181", &[b"1\n", &korf_57[..]].concat(), "board 1: the board needs more than 50"),
        ("poj2893", b"", "the input holds no case"),
        ("poj2893", b"1 3\n1 2 0\n0 0\n", "M and N must be 2-999, found 1 and 3"),
        ("poj2893", b"1000 2\n", "M must be 0-999, found 1000"),
        ("poj2893", b"2 2\n1 2\n3\n", "board 1 is incomplete: the input ends before 4 tiles"),
        ("poj2893", b"2 2\n1 2\n3 4\n0 0\n", "tile must be 0-3, found 4"),
        ("poj2893", b"2 2\n1 2\n3 0\n0 0\nYES\n", "unexpected \"YES\" after the input"),
        ("hdu3600", b"", "the input holds no case"),
        ("hdu3600", b"301\n", "line 1, column 1: N must be 0-300, found 301"),
        ("hdu3600", b"-2\n", "expected N, found \"-2\""),
        ("hdu3600", b"2\n1 2\n3\n", "board 1 is incomplete: the input ends before 4 tiles"),
        ("hdu3600", b"2\n1 2\n3 4\n0\n", "line 3, column 3: tile must be 0-3, found 4"),
        ("hdu3600", b"2\n1 2\n3 0\n2\n1 1\n3 0\n0\n", "line 5, column 3: tile 1 appears twice"),
        ("hdu3600", b"2\n1 2\n3 0\n0\nYES\n", "unexpected \"YES\" after the input"),
        ("yukicoder228", b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15\n", "expected tile, found the end"),
        ("yukicoder228", b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 16\n", "line 4, column 10: tile must be 0-15"),
        ("yukicoder228", b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 15\n", "tile 15 appears twice"),
        ("yukicoder228", b"1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0 x\n", "unexpected \"x\" after the input"),
        // The rectangles (rectangle.rs)
        ("indeednow_d", b"", "line 1, column 1: expected H (the number of rows), found the end"),
        ("indeednow_d", b"7 3\n", "H (the number of rows) must be 2-6, found 7"),
        ("indeednow_d", b"2 2\n1 2\n3\n", "line 4, column 1: the board is incomplete"),
        ("indeednow_d", b"2 2\n1 2\n3 4\n", "line 3, column 3: a tile of the board must be 1-3"),
        ("indeednow_d", b"2 2\n1 2\n2 0\n", "line 3, column 1: the board: tile 2 appears twice"),
        ("indeednow_d", b"2 2\n0 2\n3 0\n", "the board: the blank appears twice"),
        ("indeednow_d", b"2 2\n1 2\n3 0\n1\n", "line 4, column 1: unexpected \"1\""),
        ("indeednow_d", b"2 2\n2 1\n3 0\n", "cannot reach the goal"),
        ("indeednow_d", far_6x6.as_bytes(), "cannot reach the goal"),
        ("indeednow_d", b"3 3\n8 6 7\n2 5 4\n3 0 1\n", "needs more than 24 moves, the problem's limit"),
        ("boj9985", b"", "the input holds no data set"),
        ("boj9985", b"BEGIN 3 4\n", "line 1, column 1: expected START for data set 1"),
        ("boj9985", b"START 11 4\n", "D (the side of the board) must be 3-10, found 11"),
        ("boj9985", b"START 3 16\n", "N (the most moves) must be 0-15, found 16"),
        ("boj9985", b"START 3 4\n1 2 3 4 5 6 7 8 X\n1 2 3 4 5 6 7 8 X\n", "expected END after data set 1, found the end of the input"),
        ("boj9985", &set.replace("7 8 X\nEND", "7 8 X\nSTOP").into_bytes(), "line 8, column 1: expected END after data set 1, found \"STOP\""),
        ("boj9985", &set.replace("4 X 3", "4 0 3").into_bytes(), "line 3, column 3: a tile of the start of data set 1 must be 1-8, found 0"),
        ("boj9985", &(set.to_string() + &set.replace("7 8 6", "7 8 3")).into_bytes(), "line 12, column 5: the start of data set 2: tile 3 appears twice"),
        ("boj9985", &set.replace("7 8 X\nEND\n", "").into_bytes(), "the goal of data set 1 is incomplete"),
        ("npuzzle", b"ABCD\nEFGH\nIJKL\nMNO", "line 4, column 4: the board is incomplete"),
        ("npuzzle", b"ABCD\nEFGH\nIJKL\nMNOP\n", "line 4, column 4: 'P' is not a cell"),
        ("npuzzle", b"ABCD\nEFGH\nIJKL\nMNOA\n", "line 4, column 4: 'A' appears twice"),
        ("npuzzle", b"\xff", "the input is not UTF-8 text"),
        // The large boards (anyboard.rs)
        ("anyboard", b"", "line 1, column 1: expected the number of rows H, found the end"),
        ("anyboard", b"1 3\n", "the number of rows H must be 2-100, found 1"),
        ("anyboard", b"2 101\n", "the number of columns W must be 2-100, found 101"),
        ("anyboard", b"2 2\n1 2\n3\n", "the start is incomplete: the input ends before 4 tiles"),
        ("anyboard", b"2 2\n1 2\n3 4\n", "line 3, column 3: tile must be 0-3, found 4"),
        ("anyboard", b"2 2\n1 2\n2 0\n", "line 3, column 1: tile 2 appears twice"),
        ("anyboard", b"2 2\n1 2\n3 0\n1 2 0\n", "the goal is incomplete"),
        ("anyboard", b"2 2\n1 2\n3 0\n1 2 3 0 7\n", "line 4, column 9: unexpected \"7\""),
        ("anyboard", b"2 2\n1 2\nx 0\n", "line 3, column 1: expected tile, found \"x\""),
        ("poj3240", b"", "expected n, found the end of the input"),
        ("poj3240", b"11\n", "line 1, column 1: n must be 1-10, found 11"),
        ("poj3240", b"2\n3 1\n2\n", "the board is incomplete: the input ends before 4 tiles"),
        ("poj3240", b"2\n3 1\n2 4\n", "line 3, column 3: tile must be 0-3, found 4"),
        ("poj3240", b"2\n3 1\n2 0\nLURD\n", "unexpected \"LURD\" after the input"),
        ("mipt091", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15", "the board is incomplete"),
        ("mipt091", b"1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 15", "tile 15 appears twice"),
        ("hackerrank_npuzzle", b"2\n0\n1\n2\n3\n", "k must be 3-5, found 2"),
        ("hackerrank_npuzzle", b"3\n0\n2\n1\n3\n4\n5\n6\n7\n8\n", "the board cannot reach the goal"),
        ("hackerrank_npuzzle", b"3\n0\n1\n2\n3\n4\n5\n6\n7\n", "the board is incomplete"),
        ("komal_i265", b"0 3\n", "N (the number of rows) must be 1-20, found 0"),
        ("komal_i265", b"2 21\n", "M (the number of columns) must be 1-20, found 21"),
        ("komal_i265", b"2 2\n1 2\n3 x\n", "line 3, column 3: expected tile, found \"x\""),
        ("komal_i265", b"2 2\n1 2\n3 0\n-1\n", "unexpected \"-1\" after the input"),
        ("codewars_slide_puzzle", b"", "0 tiles: expected n x n of them, n from 3 to 10"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6,7],[8,0]]\n", "line 1, column 16: expected ']' (3 rows of 3"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6],[7,8,0]\n", "line 2, column 1: expected ']' (3 rows"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6],[7,,8,0]]\n", "column 21: expected a tile (3 rows"),
        ("codewars_slide_puzzle", b"[1,2,3,4,5,6,7,8,0]\n", "column 2: expected '[' (3 rows of 3 tiles as [[a,b,...]"),
        ("codewars_slide_puzzle", b"[[1,2],[3,0]]\n", "4 tiles: expected n x n of them, n from 3 to 10"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6],[7,8,9]]\n", "line 1, column 23: tile 9 is too large: 3 x 3"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6],[7,1,0]]\n", "line 1, column 21: tile 1 appears twice"),
        ("codewars_slide_puzzle", b"[[1,2,3],[4,5,6],[7,8,x]]\n", "expected tile, found \"x\""),
        ("codewars_slide_puzzle", b"1 2 3 4 5 6 7 8 100\n", "line 1, column 17: tile must be 0-99, found 100"),
        // The knight puzzle (knights.rs)
        ("luogu2324", b"", "line 1, column 1: expected T (the number of boards), found the end"),
        ("luogu2324", b"1\n", "line 2, column 1: expected board 1, found the end of the input"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n", "board 1 is incomplete: the input ends after 4"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n0000\n", "line 6, column 5: row 5 of board 1 has 4"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n00x00\n", "line 6, column 3: 'x' is not a square"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n0000*\n", "board 1 has a second empty square"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n00001\n", "13 black and 11 white knights"),
        ("luogu2324", b"1\n10110\n01*11\n10111\n01001\n00000\n5", "line 7, column 1: unexpected \"5\""),
        ("knightsfen", b"1 x\n", "line 1, column 3: unexpected \"x\" at the end of the line"),
        ("knightsfen", b"1\n01011\n110*1\n01110\n01010\n00100\n", "line 3, column 4: '*' is not a square"),
        ("knightsfen", b"1\n01011\n110 1\n01110\n01010\n001 0\n", "line 6, column 4: board 1 has a second"),
        ("knightsfen", b"2\n01011\n110 1\n01110\n01010\n00100\n", "expected board 2, found the end"),
        // Codeforces 1280F (cf1280f.rs)
        ("cf1280f", b"", "expected t (the number of cases), found the end of the input"),
        ("cf1280f", b"5\n", "line 1, column 1: t (the number of cases) must be 1-4, found 5"),
        ("cf1280f", b"1\n16\n", "line 2, column 1: k must be 1-15, found 16"),
        ("cf1280f", b"1\n1\n1 2 3\n4 5\n", "case 1 is incomplete: the input ends before its 6 cells"),
        ("cf1280f", b"1\n1\n1 2 3\n4 5 6\n", "line 4, column 5: an organ must be 1-5, found 6"),
        ("cf1280f", b"1\n1\n1 2 3\n4 5 x\n", "expected an organ (1-5) or E, found \"x\""),
        ("cf1280f", b"1\n1\n1 2 3\n4 E E\n", "line 4, column 5: E appears twice in case 1"),
        ("cf1280f", b"1\n1\n1 2 3\n4 2 E\n", "line 4, column 3: organ 2 appears twice in case 1"),
        ("cf1280f", b"2\n1\n1 2 3\n4 5 E\n", "line 5, column 1: expected k, found the end"),
        ("cf1280f", b"1\n1\n1 2 3\n4 5 E\nDONE\n", "unexpected \"DONE\" after the input"),
        // LeetCode 2459's stand-in (empty_slot.rs): brackets and plain numbers
        ("leetcode2459", b"", "line 1, column 1: the array holds 2-100000 items, found 0"),
        ("leetcode2459", b"[1,2", "line 1, column 5: expected ',' or ']', found the end of the input"),
        ("leetcode2459", b"[1,,2]", "line 1, column 4: expected an item, found ','"),
        ("leetcode2459", b"[0]", "the array holds 2-100000 items, found 1"),
        ("leetcode2459", b"[1,1]", "line 1, column 4: item 1 appears twice"),
        ("leetcode2459", b"[5,0]", "line 1, column 2: item 5 must be 0-1 (the array holds 2 items)"),
        ("leetcode2459", b"x", "line 1, column 1: expected an item, found \"x\""),
        ("leetcode2459", b"[1,0] 3", "line 1, column 7: unexpected \"3\" after the input proper"),
        ("leetcode2459", b"1 0 2 99999", "line 1, column 7: item 99999 must be 0-3 (the array holds 4 items)"),
        // Luogu P10454 (grid.rs alone): pairs of odd boards to the end of the input
        ("luogu10454", b"", "line 1, column 1: the input holds no case"),
        ("luogu10454", b"2\n", "line 1, column 1: n must be odd, found 2"),
        ("luogu10454", b"501\n", "n (the side of the boards) must be 1-499, found 501"),
        ("luogu10454", b"3\n1 2 3\n0 4 6\n7 5 8\n", "line 5, column 1: expected board 2, found the end"),
        ("luogu10454", b"3\n1 2 3\n0 4 6\n7 5 9\n", "line 4, column 5: tile must be 0-8, found 9"),
        ("luogu10454", b"1\n0\n0\nx", "line 4, column 1: expected n (the side of the boards), found \"x\""),
        // AtCoder ABC 336 F (rotation.rs)
        ("abc336f", b"", "line 1, column 1: expected H (the number of rows), found the end"),
        ("abc336f", b"2 3\n", "line 1, column 1: H (the number of rows) must be 3-8, found 2"),
        ("abc336f", b"3 9\n", "line 1, column 3: W (the number of columns) must be 3-8, found 9"),
        ("abc336f", b"3 3\n1 2 3\n4 5 6\n7 8 10\n", "line 4, column 5: number must be 1-9, found 10"),
        ("abc336f", b"3 3\n1 2 3\n4 5 6\n7 8 8\n", "line 4, column 5: number 8 appears twice"),
        ("abc336f", b"3 3\n1 2 3\n4 5 6\n7 8 9\n0\n", "line 5, column 1: unexpected \"0\" after"),
        // AtCoder AHC 011 (ahc011.rs): N and T as the statement bounds them (its scorer takes
        // any N from 2), rows of hex digits, one empty cell
        ("ahc011", b"", "expected N"),
        ("ahc011", b"5 250\n", "N must be 6-10, found 5"),
        ("ahc011", b"11 2662\n", "N must be 6-10, found 11"),
        ("ahc011", b"6 431\n", "T must be 2N^3 = 432"),
        ("ahc011", ahc011_short_row.as_bytes(), "row 2 must be 6 hex digits"),
        ("ahc011", ahc011_not_hex.as_bytes(), "\"g\" is not a hex digit"),
        ("ahc011", ahc011_no_empty.as_bytes(), "one empty cell"),
        ("ahc011", ahc011_extra.as_bytes(), "unexpected \"3\""),
    ]);
}

/// Errors a new user met (where each is placed: rows of `bad_input_is_refused_with_one_line`):
/// one quotes at most 40 characters of the input, and each is exit status 1 even when it cannot
/// be written.
#[test]
fn errors_are_placed_short_and_never_a_crash() {
    let garbage = "z".repeat(1_000_000);
    let out = run(&program("lightoj1139"), garbage.as_bytes());
    let quoted = format!("found \"{}\"…\n", &garbage[..40]);
    assert!(out.code == Some(1) && out.stderr.ends_with(&quoted), "{}", &out.stderr[..200]);
    assert!(out.stderr.len() < 120, "{} bytes of error", out.stderr.len());
    // stderr a pipe whose reader has gone: writing the error fails (EPIPE); it must not panic
    for (name, program) in binaries_with("io.rs") {
        let mut child = Command::new(program)
            .stdin(Stdio::piped())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .unwrap();
        drop(child.stderr.take());
        child.stdin.take().unwrap().write_all(b"q").unwrap();
        assert_eq!(child.wait().unwrap().code(), Some(1), "{name} with stderr unwritable");
    }
}

/// A thousand random boards in one input, each answer checked against the reference search.
#[test]
fn poj1077_answers_many_boards() {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let brute = brute_distances(&goal);
    let mut rng = Rng(1077);
    let boards: Vec<[u8; 9]> = (0..1000).map(|_| rng.board()).collect();
    let mut input = String::new();
    for b in &boards {
        for &t in b {
            input.push(if t == 0 { 'x' } else { (b'0' + t) as char });
            input.push(' ');
        }
        input.push('\n');
    }
    let out = run(&program("poj1077"), input.as_bytes());
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), boards.len());
    for (b, line) in boards.iter().zip(lines) {
        match brute.get(b) {
            None => assert_eq!(line, "unsolvable"),
            Some(&d) => {
                assert_eq!(replay(b, line), Some(goal), "{b:?}: {line} is not a solution");
                assert_eq!(line.len(), d as usize, "{b:?}: {line} is not shortest");
            }
        }
    }
}

/// Odd but valid input, and input at the edges of what a statement allows, is answered: each
/// row's binary exits with status 0 and prints exactly the row's output. Every failing row is
/// reported, not just the first.
#[test]
fn odd_layouts_are_accepted() {
    let rows: &[(&str, &[u8], &str)] = &[
        ("wikioi1225", b"2\t8 3\r\n1 0 4\r\n7 6 5\r\n\r\n", "4\n"),
        ("wikioi1225", b"\n\n 283104765 \n\n", "4\n"),
        ("textbook", b"1 2 3\n8 0 4\n7 6 5\n\n\n1 2 3\n7 8 4\n0 6 5", "2\n"),
        ("poj1077", b"1 2 3\n4 5 6\n7 8 X\n", "\n"),
        ("acwing845", b"1 2 3\x0b4 5 6\x0b7 8 0\x0b", "0\n"), // a vertical tab is whitespace
        // issue 15, item 1: a byte-order mark followed by whitespace is no number
        ("abc224d", b"\xef\xbb\xbf\n0\n1 2 3 4 5 6 7 8\n", "0\n"),
        // no `0 0` or `0` at the end: read to the end of the input
        ("poj2893", b"2 2\n1 2\n3 0\n", "YES\n"),
        ("hdu3600", b"1\n0\n2\n1 2\n0 3\n2\n2 1\n3 0\n", "YES\nYES\nNO\n"),
        // a data set with lower-case x and on one line; cells run together
        (
            "boj9985",
            b"START 3 0 1 2 3 4 5 6 7 8 x 1 2 3 4 5 6 7 8 X END",
            "SOLVABLE WITHIN 0 MOVES\n",
        ),
        ("boj34388", b" 2 -\r\n1 3 ", "3\n"),
        ("npuzzle", b"ABCDEFGHIJKLM.NO", "2\n"),
        // a board one move away, and one out of reach
        ("anyboard", b"2 2\n1 2\n0 3\n", "R\n"),
        ("anyboard", b"2 2\n2 1\n3 0\n", "unsolvable\n"),
    ];
    let failures: Vec<String> = rows
        .iter()
        .filter_map(|&(binary, input, expected)| {
            let out = run(&program(binary), input);
            let answered = out.code == Some(0) && out.stdout == expected;
            (!answered).then(|| {
                let (code, stdout, stderr) = (out.code, out.stdout, out.stderr);
                let got = format!("status {code:?}, stdout {stdout:?}, stderr {stderr:?}");
                format!(
                    "{binary} on {:?}, expected {expected:?}: {got}",
                    String::from_utf8_lossy(input)
                )
            })
        })
        .collect();
    all_passed(&failures, rows.len());
}

// issue 15, item 2: with stdout closed (`>&-`), std puts /dev/null there and every answer
// vanished with exit status 0. Now it is one error line and status 1, for every binary; a
// `>/dev/null` of the caller's own still runs, and a full device is an error too.
#[cfg(target_os = "linux")]
#[test]
fn a_closed_stdout_is_an_error() {
    let samples = concat!(env!("CARGO_MANIFEST_DIR"), "/samples");
    for (name, program) in binaries_with("io.rs") {
        let input = format!("{samples}/{name}/sample-1.in");
        let closed = Command::new("sh")
            .args(["-c", "exec \"$0\" < \"$1\" >&-", &program, &input])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&closed.stderr);
        assert_eq!(closed.status.code(), Some(1), "{name} with stdout closed: {stderr}");
        assert!(
            stderr.starts_with("error: standard output is closed") && stderr.lines().count() == 1
        );
        let file = || std::fs::File::open(&input).unwrap();
        let null = Command::new(&program).stdin(file()).stdout(Stdio::null()).status().unwrap();
        assert_eq!(null.code(), Some(0), "{name} with stdout on /dev/null");
        let full = std::fs::OpenOptions::new().write(true).open("/dev/full").unwrap();
        let out = Command::new(&program).stdin(file()).stdout(full).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(1), "{name} with stdout full: {stderr}");
        assert!(stderr.starts_with("error: cannot write: ") && stderr.lines().count() == 1);
    }
}

/// A generated input, as a file of the test's own (inputs of many MB are not piped in memory).
#[cfg(target_os = "linux")]
struct Input(std::path::PathBuf);

#[cfg(target_os = "linux")]
impl Input {
    fn new(name: &str, text: &str) -> Input {
        let file = format!("binaries-{}-{name}.in", std::process::id());
        let path = std::env::temp_dir().join(file);
        std::fs::write(&path, text).unwrap();
        Input(path)
    }

    fn len(&self) -> u64 {
        std::fs::metadata(&self.0).unwrap().len()
    }
}

#[cfg(target_os = "linux")]
impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_file(&self.0);
    }
}

#[cfg(target_os = "linux")]
mod limits {
    /// `struct rusage` of Linux: two `timeval`s, then fourteen `long`s, the first the most
    /// resident memory, in KiB.
    #[repr(C)]
    pub struct Rusage {
        times: [i64; 4],
        pub max_rss_kib: i64,
        rest: [i64; 13],
    }

    extern "C" {
        pub fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
        pub fn setrlimit(resource: i32, limit: *const [u64; 2]) -> i32;
    }

    pub const RLIMIT_AS: i32 = 9;
}

/// `program` on `input`, stdout discarded: its exit status (or `None`: killed by a signal), its
/// stderr, and the most memory it held, as the kernel counts it when it ends (`wait4`): at least
/// the spawning process's own high-water mark, which the kernel carries into the child.
/// `address_space`: a cap on its virtual memory, as `prlimit --as` sets.
#[cfg(target_os = "linux")]
#[allow(clippy::zombie_processes)] // reaped by wait4, which std cannot see
fn measured(
    program: &str,
    input: &Input,
    address_space: Option<u64>,
) -> (Option<i32>, String, u64) {
    use std::os::unix::process::CommandExt;
    let mut command = Command::new(program);
    command.stdin(std::fs::File::open(&input.0).unwrap()).stdout(Stdio::null());
    if let Some(bytes) = address_space {
        // SAFETY: between fork and exec, one async-signal-safe call.
        unsafe {
            command.pre_exec(move || match limits::setrlimit(limits::RLIMIT_AS, &[bytes; 2]) {
                0 => Ok(()),
                _ => Err(std::io::Error::last_os_error()),
            });
        }
    }
    let mut child = command.stderr(Stdio::piped()).spawn().unwrap();
    let mut stderr = String::new();
    std::io::Read::read_to_string(&mut child.stderr.take().unwrap(), &mut stderr).unwrap();
    let (mut status, mut usage) = (0, std::mem::MaybeUninit::<limits::Rusage>::zeroed());
    let pid = child.id() as i32;
    // SAFETY: the child is ours and not yet waited for; `usage` is as the kernel writes it.
    let usage = unsafe {
        assert_eq!(limits::wait4(pid, &mut status, 0, usage.as_mut_ptr()), pid);
        usage.assume_init()
    };
    let code = (status & 0x7f == 0).then_some((status >> 8) & 0xff);
    (code, stderr, usage.max_rss_kib as u64 * 1024)
}

/// Not a test of its own: run by `peak_memory` in a fresh process of this test program (small,
/// so that its high-water mark does not hide the child's), it measures one run and prints it.
#[cfg(target_os = "linux")]
#[test]
fn one_measured_run() {
    if let (Ok(program), Ok(input)) =
        (std::env::var("MEASURE_PROGRAM"), std::env::var("MEASURE_INPUT"))
    {
        let input = Input(input.into());
        let (code, stderr, peak) = measured(&program, &input, None);
        std::mem::forget(input); // the caller's file
        println!("\nmeasured {peak} {code:?} {stderr:?}");
    }
}

/// `program`'s peak memory on `input`, which it must answer (exit status 0).
#[cfg(target_os = "linux")]
fn peak_memory(program: &str, input: &Input) -> u64 {
    let out = Command::new(std::env::current_exe().unwrap())
        .args(["one_measured_run", "--exact", "--nocapture", "--test-threads=1"])
        .env("MEASURE_PROGRAM", program)
        .env("MEASURE_INPUT", &input.0)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&out.stdout);
    let line = text.lines().find_map(|line| line.strip_prefix("measured ")).unwrap_or_default();
    let (peak, rest) = line.split_once(' ').unwrap_or_else(|| panic!("no measure: {text}"));
    assert!(rest.starts_with("Some(0) \"\""), "{program}: {rest}");
    peak.parse().unwrap()
}

// issue 15, item 3: memory is at most twice the input and 16 MiB (leetcode773, which needs
// only its input: the input and 16 MiB). uva10181 kept every board as a vector (about 170 bytes
// for 38 of input), uva652 every answer as a string, poj1077 and lightoj1139 their whole answer,
// leetcode773 a copy of its input; inputs of 5 to 40 MB, each at least 30% over the bound
// before. Boards that are quick to answer: the goal, unsolvable ones (a parity check), and for
// poj1077 one of the two 31-move boards (after one table).
#[cfg(target_os = "linux")]
#[test]
fn memory_stays_within_twice_the_input() {
    const MIB: u64 = 1 << 20;
    let fifteen_goal = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0\n";
    let inputs = [
        ("uva10181", format!("300000\n{}", fifteen_goal.repeat(300_000)), 2),
        ("uva652", format!("500000\n{}", "213456780\n".repeat(500_000)), 2),
        ("poj1077", "867254301\n".repeat(800_000), 2),
        ("lightoj1139", format!("1400000\n{}", "213456780\n".repeat(1_400_000)), 2),
        ("leetcode773", format!("{}[[1,2,3],[4,0,5]]", " ".repeat(40 << 20)), 1),
        // answers 2.4 times as long as the input: printed as they come, never held whole
        ("hdu3567", format!("1000000\n{}", "867254301\n123456780\n".repeat(1_000_000)), 2),
    ];
    for (name, text, times) in inputs {
        let input = Input::new(name, &text);
        drop(text);
        let peak = peak_memory(&program(name), &input);
        let bound = times * input.len() + 16 * MIB;
        assert!(peak <= bound, "{name}: {} MiB on {} MiB of input", peak / MIB, input.len() / MIB);
    }
}

// issue 15, item 3: under a cap on virtual memory (`prlimit --as`), an input too big for it is
// one error line, never an abort (uva652 aborted on this one), and one that fits is answered.
#[cfg(target_os = "linux")]
#[test]
fn a_cap_on_memory_is_an_error_line_never_an_abort() {
    let uva652 = program("uva652");
    let cap = Some(96 << 20);
    let fits = Input::new("fits", &format!("1000000\n{}", "213456780\n".repeat(1_000_000)));
    let (code, stderr, _) = measured(&uva652, &fits, cap);
    assert_eq!((code, stderr.as_str()), (Some(0), ""));
    let big = Input::new("big", &format!("4000000\n{}", "213456780\n".repeat(4_000_000)));
    let (code, stderr, _) = measured(&uva652, &big, cap);
    assert_eq!((code, stderr.as_str()), (Some(1), "error: the input is too big for the memory\n"));
}

// issue 15, item 16: what is pasted must not contradict itself. A function-style binary is
// pasted up to its line `// bundle: cut here`, which scripts/bundle leaves out: the part before
// it must not point to that line as if it were there (leetcode773's said "the cut line below").
#[test]
fn what_is_pasted_does_not_point_to_the_cut_line() {
    let bin = concat!(env!("CARGO_MANIFEST_DIR"), "/src/bin");
    let mut cut = 0;
    for file in std::fs::read_dir(bin).unwrap() {
        let source = std::fs::read_to_string(file.unwrap().path()).unwrap();
        if let Some((pasted, _)) = source.split_once("\n// bundle: cut here") {
            cut += 1;
            let pasted = pasted.to_lowercase();
            for phrase in ["cut line below", "line below", "ends at the cut"] {
                assert!(!pasted.contains(phrase), "what is pasted says {phrase:?}");
            }
        }
    }
    assert!(cut > 0, "no binary is cut");
}
