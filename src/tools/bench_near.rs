// The near-optimal mode measured (std only): `scripts/bench --near FILE` runs this.
//   cargo bench --bench near -- FILE [--runs R]
//   cargo bench --bench near -- [--runs R] --korf50 | --korf50-line | --tune FILE BEAM...
// FILE holds boards in Korf's notation (near_boards.rs reads them): a line's first n² numbers
// (n = 4 or 5; comma or space separated) are the tiles by position, each once, 0 the blank, the
// goal 0 1 2 ... with the blank top left; the rest of the line is ignored, and so are blank
// lines and lines starting with `#`.
// Each board is solved by a fresh process (this program started again with `--one`), which
// builds the tables and searches as a user's run would, timed from spawn to exit: the median
// of R runs (3 unless told). Each path is replayed to the goal here. A line per board as it
// goes: `length ms path`; then `near: N boards, mean length L, slowest T s, total S s`, and
// when every board is followed by a number (an optimum), the paths' total over the optima's.
// `korf50_line` (for `scripts/bench --large`; `--korf50-line` prints it) solves
// tests/data/korf24.txt with the tables built anew for each board, in the calling process, and
// compares with the optima the file gives; `--korf50` prints the same line, a process a board.
// `--tune` solves a file's boards in one process with one set of tables, for each beam width.
include!("../near.rs");
include!("near_boards.rs");

use std::io::Write;
use std::time::Instant;

/// Whether the blank's moves `path` take `cells` to the goal, replayed by plain swaps.
pub fn near_replays(width: usize, cells: &[u8], path: &[u8]) -> bool {
    let mut board = cells.to_vec();
    let mut blank = board.iter().position(|&t| t == 0).unwrap_or(0);
    for &letter in path {
        let (row, col) = (blank / width, blank % width);
        let to = match letter {
            b'U' if row > 0 => blank - width,
            b'D' if row + 1 < width => blank + width,
            b'L' if col > 0 => blank - 1,
            b'R' if col + 1 < width => blank + 1,
            _ => return false,
        };
        board.swap(blank, to);
        blank = to;
    }
    board == near_goal(width)
}

/// One board solved with its tables built anew in this process: (path, milliseconds), the
/// median of `runs`.
fn near_in_process(width: usize, cells: &[u8], runs: usize) -> Result<(Vec<u8>, f64), String> {
    let mut times = Vec::new();
    let mut path = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        path = near_solution(width, cells, &near_goal(width)).ok_or("no path (unsolvable)")?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
    }
    times.sort_by(|a, b| a.total_cmp(b));
    Ok((path, times[times.len() / 2]))
}

/// One board solved by a fresh process: (path, milliseconds), the median of `runs`.
fn near_spawned(width: usize, cells: &[u8], runs: usize) -> Result<(Vec<u8>, f64), String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let text: Vec<String> = cells.iter().map(|t| t.to_string()).collect();
    let mut times = Vec::new();
    let mut path = Vec::new();
    for _ in 0..runs {
        let start = Instant::now();
        let out = std::process::Command::new(&me)
            .arg("--one")
            .arg(width.to_string())
            .arg(text.join(","))
            .output()
            .map_err(|e| e.to_string())?;
        times.push(start.elapsed().as_secs_f64() * 1e3);
        if !out.status.success() {
            let why = String::from_utf8_lossy(&out.stderr);
            return Err(format!("the solving process failed: {}", why.trim()));
        }
        path = out.stdout.iter().copied().filter(|c| !c.is_ascii_whitespace()).collect();
    }
    times.sort_by(|a, b| a.total_cmp(b));
    Ok((path, times[times.len() / 2]))
}

/// The child: builds the tables, solves one board, prints its path (and, on stderr, the
/// tables' and the search's shares).
fn near_one(width: &str, cells: &str) -> i32 {
    let width: usize = width.parse().unwrap_or(0);
    let cells: Vec<u8> = cells.split(',').filter_map(|w| w.parse().ok()).collect();
    let start = Instant::now();
    let mut tables = NearTables::new(width, &near_goal(width));
    let built = start.elapsed();
    if let Some(beam) = std::env::var("NEAR_BEAM").ok().and_then(|b| b.parse().ok()) {
        tables.beam = beam; // for tuning only
    }
    match tables.solve(&cells) {
        Some(path) => {
            println!("{}", String::from_utf8_lossy(&path));
            let search = start.elapsed() - built;
            eprintln!(
                "tables {:.1} ms, search {:.1} ms",
                built.as_secs_f64() * 1e3,
                search.as_secs_f64() * 1e3
            );
            0
        }
        None => {
            eprintln!("near: no path (unsolvable)");
            1
        }
    }
}

/// Every board of `boards`, each by a fresh process (`spawned`) or in this one, a line each as
/// it goes; returns (lengths, milliseconds).
fn near_run(
    boards: &[NearBoard],
    runs: usize,
    spawned: bool,
    out: &mut dyn Write,
) -> Result<(Vec<u32>, Vec<f64>), String> {
    let (mut lengths, mut times) = (Vec::new(), Vec::new());
    for (k, (width, cells, _)) in boards.iter().enumerate() {
        let solved = if spawned {
            near_spawned(*width, cells, runs)
        } else {
            near_in_process(*width, cells, runs)
        };
        let (path, ms) = solved.map_err(|e| format!("board {}: {e}", k + 1))?;
        if !near_replays(*width, cells, &path) {
            return Err(format!("board {}: the path does not reach the goal", k + 1));
        }
        let _ = writeln!(out, "{} {:.0} {}", path.len(), ms, String::from_utf8_lossy(&path));
        let _ = out.flush();
        lengths.push(path.len() as u32);
        times.push(ms);
    }
    Ok((lengths, times))
}

fn near_slowest_total(times: &[f64]) -> (f64, f64) {
    (times.iter().fold(0.0f64, |a, &b| a.max(b)) / 1e3, times.iter().sum::<f64>() / 1e3)
}

/// The `korf50:` line of `scripts/bench --large`: Korf and Felner's 50 24-puzzles
/// (tests/data/korf24.txt), each solved with its tables built anew, in the calling process
/// (so that any program may call it; `--near` spawns a process a board), the median of three
/// runs, a line a board on stderr as it goes; the mean is the lengths' sum over the optima's.
pub fn korf50_line() -> String {
    near_korf50(3, false)
}

fn near_korf50(runs: usize, spawned: bool) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/korf24.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let boards = match near_boards(&text) {
        Ok(b) if b.len() == 50 && b.iter().all(|b| b.2.is_some()) => b,
        _ => {
            return "korf50: tests/data/korf24.txt does not hold 50 boards with their optima".into()
        }
    };
    match near_run(&boards, runs, spawned, &mut std::io::stderr()) {
        Ok((lengths, times)) => {
            let optimum: u32 = boards.iter().map(|b| b.2.unwrap_or(0)).sum();
            let (slowest, total) = near_slowest_total(&times);
            let mean = lengths.iter().sum::<u32>() as f64 / optimum as f64;
            format!("korf50: mean {mean:.3} of optimal, slowest {slowest:.2} s, total {total:.1} s")
        }
        Err(e) => format!("korf50: {e}"),
    }
}

/// Tuning, in one process: `--tune FILE BEAM...`: for each beam width, every board of FILE
/// (one width), the lengths' sum over the optima's sum and the slowest search.
fn near_tune(args: &[String]) {
    let text = std::fs::read_to_string(&args[0]).unwrap();
    let boards = near_boards(&text).unwrap();
    let width = boards[0].0;
    let start = Instant::now();
    let mut tables = NearTables::new(width, &near_goal(width));
    println!("tables {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
    let optimum: u32 = boards.iter().map(|b| b.2.unwrap_or(0)).sum();
    let estimates: u32 = boards.iter().map(|b| tables.estimate(&b.1)).sum();
    println!(
        "mean estimate {:.2}, optimum {:.2}",
        estimates as f64 / boards.len() as f64,
        optimum as f64 / boards.len() as f64
    );
    for beam in &args[1..] {
        tables.beam = beam.parse().unwrap();
        let (mut total, mut slowest, mut sum) = (0, 0.0f64, 0.0);
        for (_, cells, _) in &boards {
            let start = Instant::now();
            let path = tables.solve(cells).unwrap();
            let t = start.elapsed().as_secs_f64();
            assert!(near_replays(width, cells, &path));
            total += path.len();
            slowest = slowest.max(t);
            sum += t;
        }
        println!(
            "beam {beam}: ratio {:.4}, slowest search {:.3} s, total {:.2} s",
            total as f64 / optimum as f64,
            slowest,
            sum
        );
    }
}

#[allow(dead_code)]
fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.len() == 3 && args[0] == "--one" {
        std::process::exit(near_one(&args[1], &args[2]));
    }
    let mut runs = 3;
    let mut file = None;
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--runs" => runs = it.next().and_then(|r| r.parse().ok()).unwrap_or(0),
            "--tune" => {
                near_tune(&it.map(|s| s.to_string()).collect::<Vec<_>>());
                return;
            }
            "--korf50-line" => {
                println!("{}", korf50_line());
                return;
            }
            "--korf50" => {
                println!("{}", near_korf50(runs, true));
                return;
            }
            _ => file = Some(arg.clone()),
        }
    }
    let file = match (file, runs) {
        (Some(f), 1..) => f,
        _ => {
            eprintln!("bench near: usage: near FILE [--runs R] (R at least 1)");
            std::process::exit(2);
        }
    };
    let text = match std::fs::read_to_string(&file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("bench near: cannot read {file}: {e}");
            std::process::exit(1);
        }
    };
    let boards = match near_boards(&text) {
        Ok(b) if !b.is_empty() => b,
        Ok(_) => {
            eprintln!("bench near: {file}: no board");
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("bench near: {file}: {e}");
            std::process::exit(1);
        }
    };
    let (count, s) = (boards.len(), if boards.len() == 1 { "" } else { "s" });
    println!("# {count} board{s} of {file}, each by a fresh process (tables built anew), median of {runs} runs");
    println!("# length ms path");
    match near_run(&boards, runs, true, &mut std::io::stdout()) {
        Ok((lengths, times)) => {
            let (slowest, total) = near_slowest_total(&times);
            let mean = lengths.iter().sum::<u32>() as f64 / lengths.len() as f64;
            println!("near: {count} board{s}, mean length {mean:.2}, slowest {slowest:.2} s, total {total:.1} s");
            if let Some(optima) = boards.iter().map(|b| b.2).sum::<Option<u32>>() {
                let ratio = lengths.iter().sum::<u32>() as f64 / optima as f64;
                println!(
                    "near: {ratio:.3} of the optima the file gives after the boards (mean {:.2})",
                    optima as f64 / boards.len() as f64
                );
            }
        }
        Err(e) => {
            eprintln!("bench near: {e}");
            std::process::exit(1);
        }
    }
}
