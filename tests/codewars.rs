// codewars_slide_puzzle (the Codewars kata "Sliding Puzzle Solver") as Codewars builds it: the
// pasted file (what `scripts/bundle` prints: the binary pruned, cut at `// bundle: cut here`)
// becomes a library's src/lib.rs with the kata's sample tests beside it and a `preloaded`
// module that replays the answers, built as a test at opt-level 1 with debug assertions (so
// integer overflow panics), with rustc and with Debian's rustc 1.63. The binary's stand-in is
// then run on boards of every size the kata allows, its answers replayed by the tests' own
// rules (tests/reference/tiles.rs), and the samples' expected outputs are the tests' own
// answers, never the binary's.
mod reference;
use reference::tiles::{slide_tiles, tiles_answer, tiles_goal, tiles_solvable};
use reference::{answer_of, Rng};

use kit::prune;

use std::path::{Path, PathBuf};
use std::process::Command;

/// What `scripts/bundle codewars_slide_puzzle` prints: the binary with its includes inlined,
/// pruned, and cut at its `// bundle: cut here` line.
fn pasted() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut whole = String::new();
    let binary = std::fs::read_to_string(root.join("src/bin/codewars_slide_puzzle.rs")).unwrap();
    for line in binary.lines() {
        match line.trim().strip_prefix("include!(\"../").and_then(|l| l.strip_suffix("\");")) {
            Some(core) => whole += &std::fs::read_to_string(root.join("src").join(core)).unwrap(),
            None => whole += &format!("{line}\n"),
        }
    }
    let pruned = prune::prune(&whole).unwrap();
    let cut = pruned.find("\n// bundle: cut here").expect("the cut line");
    pruned[..cut + 1].to_string()
}

/// A scratch folder of this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("codewars").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The kata's sample tests, as solvers' copies of the kata keep them, and tests of our own on
/// every size, in the library Codewars makes (the solution, then the tests).
const TESTS: &str = r#"
#[cfg(test)]
mod preloaded;

#[cfg(test)]
mod sample_tests {
    use super::preloaded::assert_valid_solution;
    use super::slide_puzzle;

    const TESTS: [&[&[u8]]; 3] = [
        &[&[4, 1, 3], &[2, 8, 0], &[7, 6, 5]],
        &[
            &[10, 3, 6, 4],
            &[1, 5, 8, 0],
            &[2, 13, 7, 15],
            &[14, 9, 12, 11],
        ],
        &[
            &[3, 7, 14, 15, 10],
            &[1, 0, 5, 9, 4],
            &[16, 2, 11, 12, 8],
            &[17, 6, 13, 18, 20],
            &[21, 22, 23, 19, 24],
        ],
    ];

    macro_rules! test_puzzle {
        ($name:ident, $idx:literal) => {
            #[test]
            fn $name() {
                let puzzle: Vec<_> = TESTS[$idx].iter().map(|r| r.to_vec()).collect();
                assert_valid_solution(&puzzle, slide_puzzle(&puzzle));
            }
        };
    }

    test_puzzle!(_1_sample_puzzle_3x3, 0);
    test_puzzle!(_2_sample_puzzle_4x4, 1);
    test_puzzle!(_3_sample_puzzle_5x5, 2);
}

#[cfg(test)]
mod every_size {
    use super::preloaded::assert_valid_solution;
    use super::slide_puzzle;

    #[test]
    fn random_boards_of_every_size_solvable_or_not() {
        let mut seed = 5_u64;
        let mut below = |n: usize| {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % n as u64) as usize
        };
        for n in 3..=10 {
            for _ in 0..12 {
                let mut cells: Vec<u8> = (0..(n * n) as u8).collect();
                for i in (1..n * n).rev() {
                    cells.swap(i, below(i + 1));
                }
                let puzzle: Vec<Vec<u8>> = cells.chunks(n).map(|r| r.to_vec()).collect();
                assert_valid_solution(&puzzle, slide_puzzle(&puzzle));
            }
            let solved: Vec<u8> = (1..(n * n) as u8).chain([0]).collect();
            let puzzle: Vec<Vec<u8>> = solved.chunks(n).map(|r| r.to_vec()).collect();
            assert_eq!(slide_puzzle(&puzzle), Some(vec![]));
        }
    }
}
"#;

/// The `preloaded` module: the kata's own checker was not found, so this one replays the
/// tiles (each next to the blank) and takes `None` only where the parity says no answer exists.
const PRELOADED: &str = r#"
pub fn assert_valid_solution(puzzle: &[Vec<u8>], solution: Option<Vec<u8>>) {
    let n = puzzle.len();
    let mut board: Vec<u8> = puzzle.iter().flatten().copied().collect();
    let tiles: Vec<u8> = board.iter().copied().filter(|&t| t != 0).collect();
    let mut inversions = 0;
    for i in 0..tiles.len() {
        inversions += tiles[i + 1..].iter().filter(|&&t| t < tiles[i]).count();
    }
    let blank_row = board.iter().position(|&t| t == 0).unwrap() / n;
    let solvable = (inversions + if n % 2 == 0 { n - 1 - blank_row } else { 0 }) % 2 == 0;
    let solution = match solution {
        None => return assert!(!solvable, "None for a solvable puzzle"),
        Some(solution) => solution,
    };
    for &tile in &solution {
        let (blank, at) = (board.iter().position(|&t| t == 0).unwrap(), board.iter().position(|&t| t == tile).unwrap());
        let near = (blank / n).abs_diff(at / n) + (blank % n).abs_diff(at % n) == 1;
        assert!(tile != 0 && near, "tile {tile} is not next to the blank");
        board.swap(blank, at);
    }
    let solved: Vec<u8> = (1..(n * n) as u8).chain([0]).collect();
    assert_eq!(board, solved, "the puzzle is not solved");
}
"#;

/// The compilers to build with: rustc (or $RUSTC), and Debian's rustc 1.63 where installed.
fn compilers() -> Vec<String> {
    let mut found = vec![std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into())];
    if Path::new("/usr/bin/rustc").exists() {
        found.push("/usr/bin/rustc".into());
    } else {
        eprintln!("WARNING: /usr/bin/rustc (Debian's rustc 1.63) is missing: not built with it");
    }
    found
}

#[test]
fn the_pasted_function_builds_and_passes_as_codewars_builds_it() {
    let pasted = pasted();
    let judge_s = ["\nfn main", "impl Scanner", "struct Scanner", "\nfn solve"];
    assert!(judge_s.iter().all(|item| !pasted.contains(item)), "only the function:\n{pasted}");
    for (k, compiler) in compilers().iter().enumerate() {
        let dir = scratch(&format!("lib-{k}"));
        std::fs::write(dir.join("lib.rs"), format!("{pasted}{TESTS}")).unwrap();
        std::fs::write(dir.join("preloaded.rs"), PRELOADED).unwrap();
        let build = Command::new(compiler)
            .args(["--edition", "2021", "--test", "-C", "opt-level=1", "-C", "debug-assertions=on"])
            .args(["--crate-name", "solution", "-o"])
            .arg(dir.join("solution"))
            .arg(dir.join("lib.rs"))
            .output()
            .unwrap();
        let messages = String::from_utf8_lossy(&build.stderr);
        assert!(build.status.success(), "{compiler}: {messages}");
        assert!(!messages.contains("warning"), "{compiler}: {messages}");
        let run = Command::new(dir.join("solution")).output().unwrap();
        let report = String::from_utf8_lossy(&run.stdout);
        assert!(run.status.success(), "{compiler}: {report}");
        assert!(report.contains("test result: ok. 4 passed"), "{compiler}: {report}");
    }
}

/// The binary's stand-in on `input`: its one line of output, which must succeed.
fn answer(input: &str) -> String {
    answer_of(env!("CARGO_BIN_EXE_codewars_slide_puzzle"), input)
}

/// A board as the kata writes it: `[[4,1,3],[2,8,0],[7,6,5]]`.
fn brackets(cells: &[usize], n: usize) -> String {
    let row = |r: &[usize]| {
        format!("[{}]", r.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(","))
    };
    format!("[{}]\n", cells.chunks(n).map(row).collect::<Vec<_>>().join(","))
}

/// The tiles an answer line names (`None`: none).
fn tiles_of(line: &str) -> Option<Vec<usize>> {
    (line.trim() != "None").then(|| line.split_whitespace().map(|t| t.parse().unwrap()).collect())
}

/// Every size the kata allows, solvable boards and not: the tiles slid are each next to the
/// blank and solve the board, and `None` comes exactly where the tests' parity rule says so.
#[test]
fn every_size_is_solved_by_tiles_next_to_the_blank() {
    let mut rng = Rng(5);
    let (mut solved, mut refused) = (0, 0);
    for n in 3..=10 {
        for _ in 0..16 {
            let mut cells: Vec<usize> = (0..n * n).collect();
            for i in (1..n * n).rev() {
                cells.swap(i, rng.below(i + 1));
            }
            let line = answer(&brackets(&cells, n));
            match tiles_of(&line) {
                Some(tiles) => {
                    assert!(tiles_solvable(&cells, n), "{cells:?}: an answer for no solution");
                    let end =
                        slide_tiles(&cells, n, &tiles).unwrap_or_else(|e| panic!("{cells:?}: {e}"));
                    assert_eq!(end, tiles_goal(n), "{cells:?}: not solved");
                    solved += 1;
                }
                None => {
                    assert!(!tiles_solvable(&cells, n), "{cells:?}: None for a solvable board");
                    refused += 1;
                }
            }
        }
    }
    assert!(solved >= 40 && refused >= 40, "{solved} solved, {refused} refused");
}

/// The tests' own answer line for a sample input.
fn own_line(input: &str) -> String {
    let cells: Vec<usize> = input
        .replace(['[', ']', ','], " ")
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect();
    let n = (3..=10).find(|n| n * n == cells.len()).unwrap();
    match tiles_answer(&cells, n) {
        Some(tiles) => tiles.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ") + "\n",
        None => "None\n".into(),
    }
}

/// Every sample's expected output is the tests' own answer (the kata's example answer, 6 7 11
/// 12, first), and it solves its board.
#[test]
fn the_samples_expected_outputs_are_the_tests_own() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/codewars_slide_puzzle");
    let mut checked = 0;
    for n in 1.. {
        let Ok(input) = std::fs::read_to_string(format!("{folder}/sample-{n}.in")) else { break };
        let expected = std::fs::read_to_string(format!("{folder}/sample-{n}.out")).unwrap();
        assert_eq!(expected, own_line(&input), "sample {n}");
        checked += 1;
    }
    let example = std::fs::read_to_string(format!("{folder}/sample-1.out")).unwrap();
    assert_eq!(example, "6 7 11 12\n", "the kata's example answer");
    assert!(checked >= 8, "only {checked} samples");
}

/// Writes the samples after the published ones and every sample's expected output (the tests'
/// own answers): `cargo test --release --test codewars -- --ignored write_the_samples`.
#[test]
#[ignore]
fn write_the_samples() {
    let folder = concat!(env!("CARGO_MANIFEST_DIR"), "/samples/codewars_slide_puzzle");
    let mut rng = Rng(2026);
    let mut random = |n: usize, solvable: bool| {
        let mut cells: Vec<usize> = (0..n * n).collect();
        for i in (1..n * n).rev() {
            cells.swap(i, rng.below(i + 1));
        }
        if tiles_solvable(&cells, n) != solvable {
            let tiles: Vec<usize> = (0..n * n).filter(|&c| cells[c] != 0).take(2).collect();
            cells.swap(tiles[0], tiles[1]);
        }
        cells
    };
    // Samples 1 to 4 are the kata's (its example, then its three sample tests), written by hand.
    let ours: Vec<String> = vec![
        brackets(&random(3, false), 3),   // 5: None
        brackets(&random(10, true), 10),  // 6: the largest
        brackets(&random(10, false), 10), // 7: None, the largest
        brackets(&tiles_goal(6), 6),      // 8: solved: no tile
        {
            // 9: plain rows, no brackets, 7 x 7
            let cells = random(7, true);
            cells
                .chunks(7)
                .map(|r| r.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ") + "\n")
                .collect()
        },
    ];
    for (k, input) in ours.iter().enumerate() {
        std::fs::write(format!("{folder}/sample-{}.in", k + 5), input).unwrap();
    }
    for n in 1..=4 + ours.len() {
        let input = std::fs::read_to_string(format!("{folder}/sample-{n}.in")).unwrap();
        std::fs::write(format!("{folder}/sample-{n}.out"), own_line(&input)).unwrap();
    }
}

/// The pasted function's speed as Codewars builds it (opt-level 1, debug assertions): 1,001
/// solvable 10 x 10 boards, each solved five times in process and its fastest kept, those
/// times' median, mean, 90th percentile and largest, and the tiles slid. A measurement, not a verdict: `cargo test --release --test codewars --
/// --ignored --nocapture speed`, the figures to keep in src/tools/runs/.
#[test]
#[ignore]
fn speed_at_opt_level_1() {
    let harness = r#"
fn main() {
    let mut seed = 2026_u64;
    let mut below = |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n as u64) as usize
    };
    let (mut times, mut lengths) = (Vec::new(), Vec::new());
    while times.len() < 1001 {
        let mut cells: Vec<u8> = (0..100).collect();
        for i in (1..100).rev() {
            cells.swap(i, below(i + 1));
        }
        let puzzle: Vec<Vec<u8>> = cells.chunks(10).map(|r| r.to_vec()).collect();
        // Each board five times, its fastest kept: a busy machine's pauses left out.
        let mut fastest = f64::MAX;
        let mut answer = None;
        for _ in 0..5 {
            let start = std::time::Instant::now();
            answer = slide_puzzle(&puzzle);
            fastest = fastest.min(start.elapsed().as_secs_f64() * 1e3);
        }
        if let Some(tiles) = answer {
            times.push(fastest);
            lengths.push(tiles.len());
        }
    }
    times.sort_by(|a, b| a.partial_cmp(b).unwrap());
    let mean = times.iter().sum::<f64>() / times.len() as f64;
    let moves = lengths.iter().sum::<usize>() as f64 / lengths.len() as f64;
    println!("{} solvable 10 x 10 boards, each the fastest of five solves: median {:.3} ms, mean {:.3} ms, 90th percentile {:.3} ms, largest {:.3} ms; {:.0} tiles slid on average, {} at most",
        times.len(), times[times.len() / 2], mean, times[times.len() * 9 / 10], times[times.len() - 1], moves, lengths.iter().max().unwrap());
}
"#;
    let dir = scratch("speed");
    let source = dir.join("speed.rs");
    std::fs::write(&source, format!("{}{harness}", pasted())).unwrap();
    for compiler in compilers() {
        let program = dir.join("speed");
        let build = Command::new(&compiler)
            .args(["--edition", "2021", "-C", "opt-level=1", "-C", "debug-assertions=on", "-o"])
            .arg(&program)
            .arg(&source)
            .output()
            .unwrap();
        assert!(build.status.success(), "{}", String::from_utf8_lossy(&build.stderr));
        let version = Command::new(&compiler).arg("--version").output().unwrap();
        let run = Command::new(&program).output().unwrap();
        print!(
            "{} -C opt-level=1 -C debug-assertions=on: {}",
            String::from_utf8_lossy(&version.stdout).trim(),
            String::from_utf8_lossy(&run.stdout)
        );
    }
}
