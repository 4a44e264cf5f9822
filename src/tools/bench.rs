// The kit's benchmark (std only): `scripts/bench` builds the judge binaries and runs this.
//   cargo bench --bench bench -- [--quick] [--tsv]
// Every figure is a median over repeated runs on fixed inputs, so runs can be compared.
include!("../io.rs");
include!("../grid.rs");
include!("../core.rs");
include!("../graph.rs");

// Each variant in a module of its own: they all define `Method` and `search`. The paths are
// whole, since the list that expands this macro is included from OUT_DIR.
macro_rules! variants {
    ($($name:ident: $smallest:expr),* $(,)?) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/io.rs"));
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/grid.rs"));
                include!(concat!(env!("CARGO_MANIFEST_DIR"), "/src/core.rs"));
                include!(concat!(
                    env!("CARGO_MANIFEST_DIR"),
                    "/src/variants/",
                    stringify!($name),
                    ".rs"
                ));
            }
        )*
        /// Every variant by name, and a maker of one `Method` of it that runs searches.
        const VARIANTS: &[(&str, fn() -> Racer)] = &[$((stringify!($name), || {
            let mut method = $name::Method::default();
            Box::new(move |start: &Board, goal: &Board| {
                let s = method.search(start, goal, &UDLR);
                let distance = s.path.as_ref().map(String::len);
                Run { distance, expanded: s.expanded, peak: s.peak, gave_up: s.gave_up }
            })
        })),*];
    };
}

// Every file of src/variants/ not named internal_*.rs, listed by src/tools/build.rs (sorted by name).
include!(concat!(env!("OUT_DIR"), "/variants.rs"));

/// One variant's `Method`, kept across the race (the table variant keeps its tables).
type Racer = Box<dyn FnMut(&Board, &Board) -> Run>;

/// What the race keeps of one search.
struct Run {
    distance: Option<usize>,
    expanded: usize,
    peak: usize,
    gave_up: bool,
}

use std::io::Write;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

fn median(mut samples: Vec<Duration>) -> Duration {
    samples.sort();
    samples[samples.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// Resource use of a finished child, as the kernel counts it (struct rusage on Linux x86_64).
#[repr(C)]
struct Rusage {
    utime: [i64; 2],
    stime: [i64; 2],
    maxrss_kib: i64,
    rest: [i64; 13],
}

extern "C" {
    fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
}

/// Runs `program` on `input` as a judge would: whole-process wall time (spawn to exit) and
/// peak resident memory in KiB. Panics unless it exits 0: a benchmark of a failure is wrong.
#[allow(clippy::zombie_processes)] // the child is reaped by wait4, which std cannot see
fn run_once(program: &str, input: &[u8]) -> (Duration, i64) {
    let start = Instant::now();
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot run {program}: {e}"));
    let mut stdin = child.stdin.take().unwrap();
    let written = stdin.write_all(input);
    drop(stdin);
    let mut status = 0;
    let mut usage = Rusage { utime: [0; 2], stime: [0; 2], maxrss_kib: 0, rest: [0; 13] };
    // SAFETY: waits for our own child and writes only into the two locals given.
    let reaped = unsafe { wait4(child.id() as i32, &mut status, 0, &mut usage) };
    let elapsed = start.elapsed();
    // The empty baseline reads nothing, so writing a large input to it may meet a closed pipe.
    let fed = written.is_ok() || program.ends_with("/empty");
    assert!(reaped > 0 && status == 0 && fed, "{program} failed (status {status})");
    (elapsed, usage.maxrss_kib)
}

/// `program` and the empty baseline, run in turn on the same input: the median wall time and
/// largest peak memory of `program`, and the median of the baseline's.
fn measure_beside_empty(program: &str, input: &[u8], runs: usize) -> (Duration, i64, Duration) {
    let (mut times, mut empty, mut peak) = (Vec::new(), Vec::new(), 0);
    for _ in 0..runs {
        let (time, kib) = run_once(program, input);
        times.push(time);
        peak = peak.max(kib);
        empty.push(run_once("target/release/examples/empty", input).0);
    }
    (median(times), peak, median(empty))
}

/// Median wall time and the largest peak memory over `runs` runs.
fn measure(program: &str, input: &[u8], runs: usize) -> (Duration, i64) {
    let results: Vec<(Duration, i64)> = (0..runs).map(|_| run_once(program, input)).collect();
    let peak = results.iter().map(|r| r.1).max().unwrap();
    (median(results.into_iter().map(|r| r.0).collect()), peak)
}

fn board_text(board: &Board) -> String {
    board.iter().map(|&t| (b'0' + t) as char).collect()
}

/// 100,000 random boards (fixed seed) in the layout of the POJ sample, one per line.
fn batch_input() -> Vec<u8> {
    let mut rng = kit::text::Rng(100_000);
    let mut text = String::new();
    for _ in 0..100_000 {
        for &t in &rng.board() {
            text.push(if t == 0 { 'x' } else { (b'0' + t) as char });
            text.push(' ');
        }
        text.push('\n');
    }
    text.into_bytes()
}

/// Each binary's hardest inputs: its name, the input's label, the input, and what it is. A new
/// problem adds its own here (a sample's, by `sample`).
fn hardest_inputs() -> Vec<(&'static str, &'static str, Vec<u8>, &'static str)> {
    let sample = |path: &str| std::fs::read(format!("samples/{path}.in")).unwrap();
    vec![
        ("poj1077", "867254301", b"867254301".to_vec(), "31 moves, the farthest board"),
        ("poj1077", "123456870", b"123456870".to_vec(), "unsolvable"),
        ("wikioi1225", "021358467", b"021358467".to_vec(), "30 moves, the farthest for its goal"),
        ("wikioi1225", "213804765", b"213804765".to_vec(), "unsolvable"),
        (
            "textbook",
            "264137058 815736402",
            b"264137058 815736402".to_vec(),
            "31 moves, the book's sample",
        ),
        ("textbook", "123456780 123456870", b"123456780 123456870".to_vec(), "impossible"),
        ("acwing845", "647850321", b"647850321".to_vec(), "31 moves (AOJ, Baekjoon: 32 MB)"),
        ("abc224d", "sample-11", sample("abc224d/sample-11"), "-1 on the grid: all 9!/2 searched"),
        ("abc224d", "sample-10", sample("abc224d/sample-10"), "142 moves, all 9! reachable"),
        ("abc224d", "sample-9", sample("abc224d/sample-9"), "31 moves on the grid"),
        ("abc224d", "sample-12", sample("abc224d/sample-12"), "the complete graph K9"),
        ("cses1670", "987654321", b"9 8 7 6 5 4 3 2 1".to_vec(), "16 swaps, the farthest"),
        ("aoj_alds1_13_c", "Korf's 12", korf(12), "45 moves (Korf's instance 12)"),
        ("aoj_alds1_13_c", "Korf's 86", korf(86), "45 moves (Korf's instance 86)"),
        ("aoj_alds1_13_c", "slowest met", SLOW_45.to_vec(), "45 moves, linear conflict only 27"),
        ("luogu2324", "sample-4", sample("luogu2324/sample-4"), "ten 17-move boards: cap 15 fails"),
        ("knightsfen", "sample-3", sample("knightsfen/sample-3"), "13 boards 11-12 away: cap 10"),
        ("codechef_h1", "sample-5", sample("codechef_h1/sample-5"), "50 random grids: one table"),
        ("indeednow_d", "sample-5", sample("indeednow_d/sample-5"), "6 x 6, 24 moves (published)"),
        ("indeednow_d", "sample-14", sample("indeednow_d/sample-14"), "6 x 6, 24 moves"),
        ("indeednow_d", "sample-8", sample("indeednow_d/sample-8"), "3 x 3, 24 moves"),
        ("indeednow_d", "sample-9", sample("indeednow_d/sample-9"), "2 x 4, 24 moves"),
        ("boj9985", "sample-8", sample("boj9985/sample-8"), "ten 10 x 10 sets, 15 moves away"),
        ("boj9985", "sample-9", sample("boj9985/sample-9"), "ten 10 x 10 sets, 16+ away: NOT"),
        ("aoj0121", "sample-1", sample("aoj0121/sample-1"), "3 boards: the table's build"),
        ("aoj0121", "sample-3", sample("aoj0121/sample-3"), "1,000 random boards"),
        ("boj34388", "sample-2", sample("boj34388/sample-2"), "the farthest (6)"),
        ("npuzzle", "sample-7", sample("npuzzle/sample-7"), "a random grid"),
        ("abc336f", "sample-5", sample("abc336f/sample-5"), "8 x 8, 20 turns: both sides whole"),
        ("abc336f", "sample-6", sample("abc336f/sample-6"), "8 x 8, 21 turns: -1"),
        ("abc336f", "sample-7", sample("abc336f/sample-7"), "8 x 8 shuffled: -1"),
    ]
}

/// Every binary, whole process, on its hardest inputs beside the empty program; then the bulk
/// inputs (poj1077's 100,000 boards, hdu3567's 200 pairs, poj2893's 999 x 999 grid).
fn whole_process(quick: bool) {
    let runs = if quick { 9 } else { 41 };
    let hardest = hardest_inputs();
    println!("Whole process, spawn to exit: median of {runs} runs, largest peak memory; each");
    println!("run alternates with an empty Rust program on the same input (× empty: the ratio)");
    println!(
        "{:<14} {:<21} {:<36} {:>9} {:>9} {:>8}",
        "binary", "input", "", "ms", "peak KiB", "× empty"
    );
    for (name, label, input, what) in hardest {
        let (time, peak, empty) =
            measure_beside_empty(&format!("target/release/{name}"), &input, runs);
        let ratio = time.as_secs_f64() / empty.as_secs_f64();
        println!("{name:<14} {label:<21} {what:<36} {:>9.2} {peak:>9} {ratio:>8.2}", ms(time));
    }
    let batch = batch_input();
    let (time, peak) = measure("target/release/poj1077", &batch, if quick { 3 } else { 9 });
    let rate = 100_000.0 / time.as_secs_f64();
    println!(
        "{:<14} {:<21} {:<36} {:>9.2} {peak:>9}",
        "poj1077",
        "100,000 boards",
        format!("random, fixed seed: {:.2} M boards/s", rate / 1e6),
        ms(time)
    );
    let (time, peak) = measure("target/release/hdu3567", &hdu3567_input(), runs);
    let what = "random solvable pairs: all 9 tables";
    println!("{:<14} {:<21} {what:<36} {:>9.2} {peak:>9}", "hdu3567", "200 cases", ms(time));
    // Last: a child's peak counts this process's memory at the spawn (the kernel carries the
    // high-water mark across exec), and this 6.9 MB input would raise every row after it.
    let (time, peak) = measure("target/release/poj2893", &poj2893_input(), runs);
    let what = "one case, a million numbers, shuffled";
    println!("{:<14} {:<21} {what:<36} {:>9.2} {peak:>9}", "poj2893", "999 x 999", ms(time));
    // The largest inputs of issue 54's problems, each made just before its runs (the peak
    // counts this process's memory at the spawn: an input alive here is counted too).
    type Made = (&'static str, &'static str, fn() -> Vec<u8>, &'static str);
    let large: [Made; 2] = [
        ("leetcode2459", "100,000 items", leetcode2459_input, "[...] shuffled (LeetCode's most)"),
        ("luogu10454", "2 x (499 x 499)", luogu10454_input, "two cases of two boards, shuffled"),
    ];
    for (name, label, input, what) in large {
        let input = input();
        let (time, peak, empty) =
            measure_beside_empty(&format!("target/release/{name}"), &input, runs);
        let ratio = time.as_secs_f64() / empty.as_secs_f64();
        println!("{name:<14} {label:<21} {what:<36} {:>9.2} {peak:>9} {ratio:>8.2}", ms(time));
    }
}

/// LeetCode 2459's largest array: 0 .. 99,999 shuffled (fixed seed), as LeetCode writes it.
fn leetcode2459_input() -> Vec<u8> {
    let mut rng = kit::text::Rng(2459);
    let mut items: Vec<usize> = (0..100_000).collect();
    rng.shuffle(&mut items);
    let listed: Vec<String> = items.iter().map(usize::to_string).collect();
    format!("[{}]\n", listed.join(",")).into_bytes()
}

/// Luogu P10454's largest input as the issue sets it: two cases of n = 499, each two boards
/// shuffled (fixed seed).
fn luogu10454_input() -> Vec<u8> {
    let mut rng = kit::text::Rng(10454);
    let mut text = String::new();
    for _ in 0..2 {
        text += "499\n";
        for _ in 0..2 {
            let mut board: Vec<usize> = (0..499 * 499).collect();
            rng.shuffle(&mut board);
            for row in board.chunks(499) {
                text += &row.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
                text.push('\n');
            }
        }
    }
    text.into_bytes()
}

/// Korf's instance `k` (1-100), turned to the goal 1 ... 15 with the blank last, as input.
fn korf(k: usize) -> Vec<u8> {
    let board = &kit::bench::korf100()[k - 1].0;
    board.iter().map(u8::to_string).collect::<Vec<_>>().join(" ").into_bytes()
}

/// The slowest 45-move board for linear conflict among 600 random-walk boards: its estimate is
/// only 27, so IDA* goes through ten rounds.
const SLOW_45: &[u8] = b"1 0 10 3 6 15 8 4 11 13 5 2 14 9 7 12";

/// POJ 2893's largest case: 999 x 999, the numbers shuffled (fixed seed), then `0 0`.
fn poj2893_input() -> Vec<u8> {
    let mut rng = kit::text::Rng(2893);
    let mut grid: Vec<usize> = (0..999 * 999).collect();
    rng.shuffle(&mut grid);
    let mut text = String::from("999 999\n");
    for row in grid.chunks(999) {
        text += &row.iter().map(usize::to_string).collect::<Vec<_>>().join(" ");
        text.push('\n');
    }
    (text + "0 0\n").into_bytes()
}

/// HDU 3567's largest input: 200 random solvable pairs (fixed seed), goals with the blank in
/// every cell, so that all nine tables are built.
fn hdu3567_input() -> Vec<u8> {
    let mut rng = kit::text::Rng(3567);
    let mut text = String::from("200\n");
    let mut cases = 0;
    while cases < 200 {
        let (start, goal) = (rng.board(), rng.board());
        if reachable(&start, &goal, 3) {
            let token = |b: &Board| board_text(b).replace('0', "X");
            text += &format!("{}\n{}\n", token(&start), token(&goal));
            cases += 1;
        }
    }
    text.into_bytes()
}

/// Median time of `runs` calls of `build`, after one untimed call.
fn time_builds(runs: usize, mut build: impl FnMut() -> Vec<u8>) -> Duration {
    let mut table = build();
    let times = (0..runs).map(|_| {
        let clock = Instant::now();
        table = build();
        clock.elapsed()
    });
    let time = median(times.collect());
    assert_eq!(table.len(), TABLE_LEN);
    time
}

/// Core's table build against the one it replaced (variant table_packed), interleaved in one
/// run so that both see the same machine; their ratio is what to compare across runs.
fn table_build(quick: bool) {
    let runs = if quick { 31 } else { 301 };
    println!();
    println!("One distance table, median of {runs} builds, the new build and the old in turn:");
    for cell in [8, 4, 7] {
        let goal = canonical_goal(cell);
        assert_eq!(distance_table(&goal), table_packed::distance_table_packed(&goal));
        let (mut new, mut old) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            new.push(time_builds(runs / 5, || distance_table(&goal)));
            old.push(time_builds(runs / 5, || table_packed::distance_table_packed(&goal)));
        }
        let (new, old) = (median(new), median(old));
        println!(
            "  goal {}: distance_table {:.3} ms, table_packed {:.3} ms: {:.2} times faster",
            board_text(&goal),
            ms(new),
            ms(old),
            old.as_secs_f64() / new.as_secs_f64()
        );
    }
    search_or_table(quick);
    let mut solver = Solver::default();
    let goal = canonical_goal(8);
    solver.table(8);
    let mut rng = kit::text::Rng(5);
    let starts: Vec<Board> = (0..100_000).map(|_| rng.board()).collect();
    let start = Instant::now();
    let total: usize = starts.iter().filter_map(|s| solver.distance(s, &goal)).sum();
    let per_query = start.elapsed() / starts.len() as u32;
    println!(
        "Distance from a built table: {per_query:?} per query (100,000 random starts, sum {total})"
    );
}

/// LeetCode 773 is judged in process: the time of one `sliding_puzzle` call's search, on the
/// farthest 2 x 3 board (21 moves) and on an unsolvable one (its whole half searched).
fn leetcode(quick: bool) {
    let runs = if quick { 101 } else { 1001 };
    let puzzle = Puzzle::grid(3, 2, true);
    let goal = [1, 2, 3, 4, 5, 0];
    println!();
    for (start, what) in
        [([4, 5, 0, 1, 2, 3], "21 moves, the farthest"), ([1, 2, 3, 5, 4, 0], "-1")]
    {
        let mut answer = None;
        let times: Vec<Duration> = (0..runs)
            .map(|_| {
                let clock = Instant::now();
                answer = Puzzle::grid(3, 2, true).least_moves(&start, &goal);
                clock.elapsed()
            })
            .collect();
        assert_eq!(answer, puzzle.least_moves(&start, &goal));
        println!(
            "leetcode773 {start:?} ({what}): median {:.1} µs per call over {runs} calls",
            median(times).as_secs_f64() * 1e6
        );
    }
}

/// What chose `SEARCHES_BEFORE_TABLE`: one `ida_star` search against one table build, in the
/// same run. Searching while the searches so far cost less than a table, then building it,
/// never costs more than twice the better choice made knowing the queries to come.
fn search_or_table(quick: bool) {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut rng = kit::text::Rng(4);
    let mut starts = Vec::new();
    while starts.len() < if quick { 100 } else { 1000 } {
        let start = rng.board();
        if reachable(&start, &goal, 3) {
            starts.push(start);
        }
    }
    let expanded = std::cell::Cell::new(0);
    let time = |start: &Board| {
        let clock = Instant::now();
        let found = ida_star(start, &goal, &UDLR, usize::MAX);
        let elapsed = clock.elapsed();
        expanded.set(expanded.get() + found.map_or(0, |(_, n)| n));
        elapsed
    };
    let mut times: Vec<Duration> = starts.iter().map(time).collect();
    let per_board = times.iter().sum::<Duration>().as_secs_f64() / expanded.get() as f64;
    let mean = times.iter().sum::<Duration>() / times.len() as u32;
    times.sort();
    let hardest: Vec<Duration> = [[8, 6, 7, 2, 5, 4, 3, 0, 1], [6, 4, 7, 8, 5, 0, 3, 2, 1]]
        .iter()
        .map(|b| median((0..9).map(|_| time(b)).collect()))
        .collect();
    let table = time_builds(if quick { 11 } else { 51 }, || distance_table(&goal));
    println!(
        "Search or table: ida_star on {} random boards: mean {:.1} µs, median {:.1}, slowest {:.1}; \
         the two 31-move boards {:.1} and {:.1} µs; one table {:.1} µs = {:.1} mean searches \
         = {:.0} boards expanded ({:.1} ns each)",
        times.len(),
        mean.as_secs_f64() * 1e6,
        times[times.len() / 2].as_secs_f64() * 1e6,
        times[times.len() - 1].as_secs_f64() * 1e6,
        hardest[0].as_secs_f64() * 1e6,
        hardest[1].as_secs_f64() * 1e6,
        table.as_secs_f64() * 1e6,
        table.as_secs_f64() / mean.as_secs_f64(),
        table.as_secs_f64() / per_board,
        per_board * 1e9
    );
}

/// The race's instances: both 31-move boards, a 30-move board for the centre goal, an
/// unsolvable pair, and 20 random solvable pairs (fixed seed, arbitrary goals).
fn instances() -> Vec<(Board, Board)> {
    let corner = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let centre = [1, 2, 3, 8, 0, 4, 7, 6, 5];
    let mut list = vec![
        ([8, 6, 7, 2, 5, 4, 3, 0, 1], corner),
        ([6, 4, 7, 8, 5, 0, 3, 2, 1], corner),
        ([0, 2, 1, 3, 5, 8, 4, 6, 7], centre),
        ([1, 2, 3, 4, 5, 6, 8, 7, 0], corner),
    ];
    let mut rng = kit::text::Rng(2024);
    while list.len() < 24 {
        let (start, goal) = (rng.board(), rng.board());
        if reachable(&start, &goal, 3) {
            list.push((start, goal));
        }
    }
    list
}

/// Every variant on every instance: a row each with --tsv, else a summary per variant.
fn race(quick: bool, tsv: bool) {
    let instances = instances();
    let repeats = if quick { 1 } else { 5 };
    if tsv {
        println!("variant\tstart\tgoal\tdistance\texpanded\tmicros");
    } else {
        println!(
            "\nThe race: {} instances (see `instances` in src/tools/bench.rs), each search",
            instances.len()
        );
        println!("timed {repeats} times; the table variants' tables are built before timing.");
        println!(
            "{:<16} {:>12} {:>12} {:>12} {:>12} {:>9}",
            "variant", "median µs", "total ms", "expanded", "peak boards", "table ×"
        );
    }
    // `table` first: the last column compares every total with its.
    let mut variants = VARIANTS.to_vec();
    variants.sort_by_key(|&(name, _)| name != "table");
    let mut table_total = None;
    for (name, make) in variants {
        let (micros, expanded, peak, gave_up) = race_one(name, make(), &instances, repeats, tsv);
        if !tsv {
            let total: Duration = micros.iter().sum();
            let table = *table_total.get_or_insert(total);
            let note =
                if gave_up > 0 { format!("  (gave up on {gave_up})") } else { String::new() };
            println!(
                "{name:<16} {:>12.1} {:>12.2} {expanded:>12} {peak:>12} {:>9.0}{note}",
                median(micros).as_secs_f64() * 1e6,
                ms(total),
                total.as_secs_f64() / table.as_secs_f64()
            );
        }
    }
}

/// One variant's race: its median time on each instance, boards expanded in all, the most held
/// at once, and the searches it gave up; with --tsv, a row per instance as it goes.
fn race_one(
    name: &str,
    mut run: Racer,
    instances: &[(Board, Board)],
    repeats: usize,
    tsv: bool,
) -> (Vec<Duration>, usize, usize, usize) {
    let mut micros = Vec::new();
    let (mut expanded, mut peak, mut gave_up) = (0, 0, 0);
    for (start, goal) in instances {
        if name.starts_with("table") {
            run(start, goal); // builds the tables; what follows is the query
        }
        let mut times = Vec::new();
        let mut last = None;
        for _ in 0..repeats {
            let clock = Instant::now();
            last = Some(run(start, goal));
            times.push(clock.elapsed());
        }
        let last = last.unwrap();
        let time = median(times);
        micros.push(time);
        expanded += last.expanded;
        peak = peak.max(last.peak);
        gave_up += last.gave_up as usize;
        if tsv {
            let distance = match (last.distance, last.gave_up) {
                (Some(d), _) => d.to_string(),
                (None, true) => "gave-up".to_string(),
                (None, false) => "-".to_string(),
            };
            println!(
                "{name}\t{}\t{}\t{distance}\t{}\t{:.1}",
                board_text(start),
                board_text(goal),
                last.expanded,
                time.as_secs_f64() * 1e6
            );
        }
    }
    (micros, expanded, peak, gave_up)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let quick = args.iter().any(|a| a == "--quick");
    let tsv = args.iter().any(|a| a == "--tsv");
    if tsv {
        return race(quick, true);
    }
    whole_process(quick);
    leetcode(quick);
    table_build(quick);
    race(quick, false);
}
