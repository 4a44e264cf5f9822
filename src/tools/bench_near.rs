// The near-optimal mode measured (std only): `scripts/bench --near FILE` runs this.
//   cargo bench --bench near -- FILE [--runs R] [--first K]
//   cargo bench --bench near -- [--runs R] --korf50 | --korf50-line | --tune FILE BEAM...
// FILE holds boards of one width, 4 to 7, in Korf's notation: a line's first n² numbers
// (comma or space separated) are the tiles by position, 0 the blank; the number after them,
// if any, is a reference length (an optimum, or DeepCubeA's); the rest of the line is
// ignored, and so are blank lines and lines starting with `#`. The goal is 0 1 2 ... with
// the blank top left, unless a `#` line names the goal with the blank bottom right (it begins
// with GOAL and holds BOTTOM-RIGHT, in capitals, as DeepCubeA's files do): then
// 1 2 ... n² - 1 and the blank.
// A board's path is near.rs's beam search's, then shortened by rectangle.rs's `shortened`
// (`near_path`): the kit's near-optimal mode. A beam that gives up on a board it can reach
// runs again two thirds as wide, and should that give up too the path is anyboard.rs's short
// answer; a `# board K:` line before the board's row says so.
// The tables are built once (their wall and CPU time printed apart) and every board is
// searched in this process, timed by the CPU time of the searching thread (the machine may be
// shared), the median of R runs (3 unless told on 4 x 4 and 5 x 5, 1 on the larger boards).
// `--first K`: the file's first K boards only. `--korf50` instead solves each board by a fresh
// process (this program started again with `--one`), which builds the tables and searches as
// a user's run would, timed from spawn to exit. Each path is replayed to the goal here. A line
// per board as it goes: `length reference ms path` (`-` for no reference); then `near: N
// boards, mean length L, slowest T s, total S s`, and when every board has a reference, the
// paths' mean against the references' mean.
// `korf50_line` (for `scripts/bench --large`; `--korf50-line` prints it) solves
// tests/data/korf24.txt with the tables built anew for each board, in the calling process, and
// compares with the optima the file gives; `--korf50` prints the same line, a process a board.
// `--tune` solves a file's boards in one process with one set of tables, for each beam width.
use kit::bench::near::*;
use kit::cores::NearTables;
use std::time::Instant;

/// The child: builds the tables, solves one board, prints its path (then `found: WHAT` if
/// its beam gave up; on stderr, the tables' and the search's shares).
fn near_one(width: &str, cells: &str, goal: &str) -> i32 {
    let width: usize = width.parse().unwrap_or(0);
    let list = |s: &str| -> Vec<u8> { s.split(',').filter_map(|w| w.parse().ok()).collect() };
    let (cells, goal) = (list(cells), list(goal));
    let start = Instant::now();
    let mut tables = NearTables::new(width, &goal);
    let built = start.elapsed();
    near_tuned(&mut tables);
    match near_path(&mut tables, &cells, &goal) {
        Ok((path, found)) => {
            println!("{}", String::from_utf8_lossy(&path));
            if let Some(found) = found {
                println!("found: {found}");
            }
            let search = start.elapsed() - built;
            eprintln!(
                "tables {:.1} ms, search {:.1} ms",
                built.as_secs_f64() * 1e3,
                search.as_secs_f64() * 1e3
            );
            0
        }
        Err(why) => {
            eprintln!("near: {why}");
            1
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.len() == 4 && args[0] == "--one" {
        std::process::exit(near_one(&args[1], &args[2], &args[3]));
    }
    let (mut runs, mut first, mut file) = (None, None, None);
    let mut it = args.iter();
    while let Some(arg) = it.next() {
        match arg.as_str() {
            "--runs" => runs = Some(it.next().and_then(|r| r.parse().ok()).unwrap_or(0)),
            "--first" => first = Some(it.next().and_then(|r| r.parse().ok()).unwrap_or(0)),
            "--tune" => {
                near_tune(&it.map(|s| s.to_string()).collect::<Vec<_>>());
                return;
            }
            "--korf50-line" => {
                println!("{}", korf50_line());
                return;
            }
            "--korf50" => {
                println!("{}", near_korf50(runs.unwrap_or(3), &mut NearWay::Spawned));
                return;
            }
            _ => file = Some(arg.clone()),
        }
    }
    let fail = |message: &str| -> ! {
        eprintln!("bench near: {message}");
        std::process::exit(1)
    };
    let file = match (file, runs, first) {
        (Some(f), None | Some(1..), None | Some(1..)) => f,
        _ => {
            eprintln!("bench near: usage: near FILE [--runs R] [--first K] (R, K at least 1)");
            std::process::exit(2);
        }
    };
    let boards = near_file(&file, first).unwrap_or_else(|e| fail(&e));
    let (count, s) = (boards.len(), if boards.len() == 1 { "" } else { "s" });
    let width = boards[0].0;
    let runs = runs.unwrap_or(if width >= 6 { 1 } else { 3 });
    let plural = if runs == 1 { "" } else { "s" };
    println!("# {count} board{s} of {file}, {width} x {width}: tables built once, then each board searched in this process, the search's CPU time, median of {runs} run{plural}");
    let (start, cpu) = (Instant::now(), near_cpu());
    let mut tables = NearTables::new(width, &boards[0].3);
    near_tuned(&mut tables);
    println!(
        "# tables: {:.1} s wall, {:.1} s CPU (two threads); beam {}",
        start.elapsed().as_secs_f64(),
        near_cpu().zip(cpu).map_or(f64::NAN, |(b, a)| b - a),
        tables.beam
    );
    let mut way = NearWay::Shared(&mut tables);
    println!("# length reference ms path");
    match near_run(&boards, runs, &mut way, &mut std::io::stdout()) {
        Ok((lengths, times)) => {
            let (slowest, total) = near_slowest_total(&times);
            let mean = lengths.iter().sum::<u32>() as f64 / lengths.len() as f64;
            println!("near: {count} board{s}, mean length {mean:.2}, slowest {slowest:.2} s, total {total:.1} s");
            if let Some(references) = boards.iter().map(|b| b.2).sum::<Option<u32>>() {
                let theirs = references as f64 / count as f64;
                println!(
                    "near: mean {mean:.2} against the references' mean {theirs:.2}: {:.4} of it",
                    mean / theirs
                );
            }
        }
        Err(e) => fail(&e),
    }
}
