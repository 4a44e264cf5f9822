// The near-optimal mode as `scripts/bench --near` and `--large` run it (src/tools/bench_near.rs
// says what each mode prints): a board's path (`near_path`: near.rs's beam, then rectangle.rs's
// `shortened`), replayed to its goal, timed a way `NearWay` names, a line a board as it goes;
// Korf and Felner's 50 24-puzzles as one line (`korf50_line`); beam widths tuned (`near_tune`).
use super::boards::{near_boards, NearBoard};
use crate::cores::*;
use std::io::Write;
use std::time::Instant;

/// Whether the blank's moves `path` take `cells` to `goal`, replayed by plain swaps.
pub fn near_replays(width: usize, cells: &[u8], path: &[u8], goal: &[u8]) -> bool {
    let mut board = cells.to_vec();
    let mut blank = blank_cell(&board);
    for &letter in path {
        let way = WAY_NAMES.iter().position(|&name| name == letter.to_ascii_lowercase());
        let Some(to) = way.and_then(|way| neighbour(blank, way, width, board.len())) else {
            return false;
        };
        board.swap(blank, to);
        blank = to;
    }
    board == goal
}

/// The CPU time of the calling thread in seconds (Linux's schedstat), or None elsewhere.
pub fn near_thread_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let ns: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(ns / 1e9)
}

/// How a board is solved and timed: by a fresh process that builds the tables, in this
/// process with tables built anew, or with tables built once for the whole file (the width's
/// and goal's).
pub enum NearWay<'a> {
    Spawned,
    InProcess,
    Shared(&'a mut NearTables),
}

/// A board's path, its milliseconds and, if the first beam gave up, what found the path.
pub type NearTimed = (Vec<u8>, f64, Option<String>);

/// One board solved the `way` asked, the median of `runs`.
pub fn near_timed(board: &NearBoard, runs: usize, way: &mut NearWay) -> Result<NearTimed, String> {
    let (width, cells, _, goal) = board;
    let mut times = Vec::new();
    let (mut path, mut found) = (Vec::new(), None);
    for _ in 0..runs {
        let (start, cpu) = (Instant::now(), near_thread_cpu());
        (path, found) = match way {
            NearWay::Spawned => near_spawned(*width, cells, goal)?,
            NearWay::InProcess => near_path(&mut NearTables::new(*width, goal), cells, goal)?,
            NearWay::Shared(tables) => near_path(tables, cells, goal)?,
        };
        let wall = start.elapsed().as_secs_f64();
        times.push(match (&*way, cpu, near_thread_cpu()) {
            (NearWay::Shared(_), Some(a), Some(b)) => (b - a) * 1e3,
            _ => wall * 1e3,
        });
    }
    times.sort_by(|a, b| a.total_cmp(b));
    Ok((path, times[times.len() / 2], found))
}

/// One board solved by a fresh process: its path, and what found it if the first beam gave up
/// (`near_one`'s second line).
pub fn near_spawned(
    width: usize,
    cells: &[u8],
    goal: &[u8],
) -> Result<(Vec<u8>, Option<String>), String> {
    let me = std::env::current_exe().map_err(|e| e.to_string())?;
    let list = |v: &[u8]| v.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(",");
    let out = std::process::Command::new(&me)
        .args(["--one", &width.to_string(), &list(cells), &list(goal)])
        .output()
        .map_err(|e| e.to_string())?;
    if !out.status.success() {
        let why = String::from_utf8_lossy(&out.stderr);
        return Err(format!("the solving process failed: {}", why.trim()));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    let path = text.lines().next().unwrap_or("").trim().bytes().collect();
    let found = text.lines().find_map(|l| Some(l.strip_prefix("found: ")?.to_string()));
    Ok((path, found))
}

/// The stretches rectangle.rs's `shortened` tries on the beam's path: (moves a window, boards
/// an IDA* search may look at), by the board's width. Longer windows find more and cost far
/// more (src/tools/runs/*/near-notebook.md); NEAR_WINDOW and NEAR_BUDGET, where set, for tuning.
pub fn near_shortening(width: usize) -> (usize, usize) {
    let (window, budget) = match width {
        4 | 5 => (40, 20_000),
        6 => (50, 200_000),
        _ => (40, 50_000),
    };
    let env = |name: &str, default: usize| {
        std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
    };
    (env("NEAR_WINDOW", window), env("NEAR_BUDGET", budget))
}

/// The kit's near-optimal path to `goal`: the beam's (`solve`), then shortened stretch by
/// stretch; and, if the beam gave up, what found the path instead. A beam gives up where it
/// stalls near the goal, every board it keeps ranking alike (tiles home but a few, a detour
/// needed that no kept board takes): it runs again two thirds as wide (the tables' width set
/// back after), which costs less than a wider one; should that give up too, the path is
/// anyboard.rs's short answer, as the binaries fall back to the lines. Err: unreachable.
pub fn near_path(
    tables: &mut NearTables,
    cells: &[u8],
    goal: &[u8],
) -> Result<(Vec<u8>, Option<String>), String> {
    let (width, beam) = (tables.width, tables.beam);
    let (window, budget) = near_shortening(width);
    let shorter = |path: Vec<u8>| shortened(width, cells, &path, window, budget);
    if let Some(path) = tables.solve(cells) {
        return Ok((shorter(path), None));
    }
    if !reachable(cells, goal, width) {
        return Err("no path (unsolvable)".to_string());
    }
    tables.beam = (beam * 2 / 3).max(1);
    let again = tables.solve(cells);
    let narrower = std::mem::replace(&mut tables.beam, beam);
    if let Some(path) = again {
        return Ok((shorter(path), Some(format!("a beam {narrower} wide"))));
    }
    let board = |c: &[u8]| AnyBoard::new(width, width, c.iter().map(|&t| t as usize).collect());
    match any_short_solution(&board(cells), &board(goal)) {
        Some(path) => {
            let found = format!("anyboard.rs's short mode (a beam {narrower} wide gave up too)");
            Ok((shorter(path), Some(found)))
        }
        None => Err("no path (unsolvable)".to_string()),
    }
}

/// For tuning only: the beam's width from NEAR_BEAM, where set.
pub fn near_tuned(tables: &mut NearTables) {
    if let Some(beam) = std::env::var("NEAR_BEAM").ok().and_then(|b| b.parse().ok()) {
        tables.beam = beam;
    }
}

/// Every board of `boards`, the `way` asked, a line each as it goes; returns (lengths,
/// milliseconds).
pub fn near_run(
    boards: &[NearBoard],
    runs: usize,
    way: &mut NearWay,
    out: &mut dyn Write,
) -> Result<(Vec<u32>, Vec<f64>), String> {
    let (mut lengths, mut times) = (Vec::new(), Vec::new());
    for (k, board) in boards.iter().enumerate() {
        let (path, ms, found) =
            near_timed(board, runs, way).map_err(|e| format!("board {}: {e}", k + 1))?;
        if !near_replays(board.0, &board.1, &path, &board.3) {
            return Err(format!("board {}: the path does not reach the goal", k + 1));
        }
        if let Some(found) = found {
            let note = format!("# board {}: the beam gave up; the path below is from", k + 1);
            let _ = writeln!(out, "{note} {found} (its time is all of them)");
        }
        let reference = board.2.map_or("-".to_string(), |r| r.to_string());
        let _ = writeln!(
            out,
            "{} {reference} {:.0} {}",
            path.len(),
            ms,
            String::from_utf8_lossy(&path)
        );
        let _ = out.flush();
        lengths.push(path.len() as u32);
        times.push(ms);
    }
    Ok((lengths, times))
}

pub fn near_slowest_total(times: &[f64]) -> (f64, f64) {
    (times.iter().fold(0.0f64, |a, &b| a.max(b)) / 1e3, times.iter().sum::<f64>() / 1e3)
}

/// The `korf50:` line of `scripts/bench --large`: Korf and Felner's 50 24-puzzles
/// (tests/data/korf24.txt), each solved with its tables built anew, in the calling process
/// (so that any program may call it; `--near` spawns a process a board), the median of three
/// runs, a line a board on stderr as it goes; the mean is the lengths' sum over the optima's.
pub fn korf50_line() -> String {
    near_korf50(3, &mut NearWay::InProcess)
}

pub fn near_korf50(runs: usize, way: &mut NearWay) -> String {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/korf24.txt");
    let text = std::fs::read_to_string(path).unwrap_or_default();
    let boards = match near_boards(&text) {
        Ok(b) if b.len() == 50 && b.iter().all(|b| b.2.is_some()) => b,
        _ => {
            return "korf50: tests/data/korf24.txt does not hold 50 boards with their optima".into()
        }
    };
    match near_run(&boards, runs, way, &mut std::io::stderr()) {
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
/// (one width), the lengths' sum over the references' sum and the slowest search (CPU time).
pub fn near_tune(args: &[String]) {
    let text = std::fs::read_to_string(&args[0]).unwrap();
    let boards = near_boards(&text).unwrap();
    let width = boards[0].0;
    let start = Instant::now();
    let mut tables = NearTables::new(width, &boards[0].3);
    println!("tables {:.1} ms", start.elapsed().as_secs_f64() * 1e3);
    let reference: u32 = boards.iter().map(|b| b.2.unwrap_or(0)).sum();
    let estimates: u32 = boards.iter().map(|b| tables.estimate(&b.1)).sum();
    println!(
        "mean estimate {:.2}, reference {:.2}",
        estimates as f64 / boards.len() as f64,
        reference as f64 / boards.len() as f64
    );
    for beam in &args[1..] {
        tables.beam = beam.parse().unwrap();
        let (mut total, mut slowest, mut sum, mut gave_up) = (0, 0.0f64, 0.0, 0);
        for (_, cells, _, goal) in &boards {
            let start = (Instant::now(), near_thread_cpu());
            let (path, found) = near_path(&mut tables, cells, goal).unwrap();
            gave_up += found.is_some() as usize;
            let t = near_thread_cpu()
                .zip(start.1)
                .map_or(start.0.elapsed().as_secs_f64(), |(b, a)| b - a);
            assert!(near_replays(width, cells, &path, goal));
            total += path.len();
            slowest = slowest.max(t);
            sum += t;
        }
        println!(
            "beam {beam}: ratio {:.4}, slowest search {:.3} s, total {:.2} s, {gave_up} gave up",
            total as f64 / reference as f64,
            slowest,
            sum
        );
    }
}

/// The file's boards, or the one line that says why not.
pub fn near_file(file: &str, first: Option<usize>) -> Result<Vec<NearBoard>, String> {
    let text = std::fs::read_to_string(file).map_err(|e| format!("cannot read {file}: {e}"))?;
    let mut boards = near_boards(&text).map_err(|e| format!("{file}: {e}"))?;
    if boards.is_empty() {
        return Err(format!("{file}: no board"));
    }
    boards.truncate(first.unwrap_or(usize::MAX));
    Ok(boards)
}

/// The CPU time of this whole process (all its threads) in seconds, from Linux's
/// /proc/self/stat (user and system time, in ticks of a hundredth of a second), or None
/// elsewhere.
pub fn near_cpu() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/self/stat").ok()?;
    let after = text.rsplit_once(')')?.1;
    let fields: Vec<f64> = after.split_whitespace().filter_map(|f| f.parse().ok()).collect();
    // After the name: state (not a number, so dropped), then ppid ... utime (the 12th field
    // after the name, the 11th number) and stime.
    Some((fields.get(10)? + fields.get(11)?) / 100.0)
}
