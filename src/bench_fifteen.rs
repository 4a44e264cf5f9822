// The fifteen-puzzle race (std only): `scripts/bench --fifteen` runs this.
//   cargo bench --bench fifteen -- [--quick] [--tsv]
// Korf's 100 random boards, each solved by IDA* with each estimate of src/fifteen.rs in turn:
// the length checked against the published optimum, boards expanded, time. Table builds are
// timed apart from the searches.
include!("io.rs");
include!("fifteen.rs");

use std::time::{Duration, Instant};

/// Korf's 100 (tests/data/korf100.txt), turned to this kit's goal, with their published lengths.
fn korf100() -> Vec<(Board16, u32)> {
    let text = std::fs::read_to_string("tests/data/korf100.txt").expect("tests/data/korf100.txt");
    text.lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let numbers: Vec<usize> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
            (pack(&from_korf(&numbers[..16])), numbers[16] as u32)
        })
        .collect()
}

/// Korf's boards have the blank top left and tile t in cell t; turned half a turn, with tile v
/// renamed 16 − v, they have this kit's goal and the same distances.
fn from_korf(cells: &[usize]) -> Vec<usize> {
    (0..16)
        .map(|c| match cells[15 - c] {
            0 => 0,
            v => 16 - v,
        })
        .collect()
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

fn median<T: Copy + Ord>(values: &[T]) -> T {
    let mut sorted = values.to_vec();
    sorted.sort();
    sorted[sorted.len() / 2]
}

/// One estimate's run over `which` of the instances: per instance, (expanded, time).
fn race<E: Estimate>(
    name: &str,
    estimate: &E,
    instances: &[(Board16, u32)],
    which: &[usize],
    tsv: bool,
) -> Vec<(u64, Duration)> {
    let mut rows = Vec::new();
    for &k in which {
        let (board, length) = instances[k];
        let start = Instant::now();
        let found = ida_star(board, estimate, &LRUD, 80);
        let time = start.elapsed();
        let path = found.path.expect("every instance is solvable in at most 80 moves");
        assert_eq!(
            path.len() as u32,
            length,
            "instance {}: {name} found {} moves, the optimum is {length}",
            k + 1,
            path.len()
        );
        assert!(
            replays_to_goal(board, &path),
            "instance {}: {name}'s path does not reach the goal",
            k + 1
        );
        if tsv {
            println!("{name}\t{}\t{length}\t{}\t{:.3}", k + 1, found.expanded, ms(time));
        }
        rows.push((found.expanded, time));
    }
    rows
}

/// The path's letters replayed by plain cell swaps.
fn replays_to_goal(mut board: Board16, path: &str) -> bool {
    let mut blank = (0..16).find(|&c| tile_at(board, c) == 0).unwrap();
    for letter in path.bytes() {
        let cell = match blank_target16(blank, letter) {
            Some(cell) => cell,
            None => return false,
        };
        let tile = tile_at(board, cell) as u64;
        board = board ^ tile << (4 * cell) ^ tile << (4 * blank);
        blank = cell;
    }
    board == GOAL16
}

fn summary(name: &str, which: &str, rows: &[(u64, Duration)], build: Option<Duration>) {
    let nodes: Vec<u64> = rows.iter().map(|r| r.0).collect();
    let times: Vec<Duration> = rows.iter().map(|r| r.1).collect();
    let total: Duration = times.iter().sum();
    let build_text = build.map_or("-".to_string(), |b| format!("{:.0}", ms(b)));
    println!(
        "{name:<24} {which:<12} {:>14} {:>12} {:>12} {:>10.0} {:>10.1} {:>10.1} {build_text:>9}",
        nodes.iter().sum::<u64>(),
        nodes.iter().sum::<u64>() / rows.len() as u64,
        median(&nodes),
        ms(total),
        ms(median(&times)),
        ms(*times.iter().max().unwrap()),
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    let quick = args.iter().any(|a| a == "--quick");
    let tsv = args.iter().any(|a| a == "--tsv");
    let instances = korf100();
    let all: Vec<usize> = (0..instances.len()).collect();
    // The easiest by published length, for the estimates that take minutes on the rest.
    let mut by_length = all.clone();
    by_length.sort_by_key(|&k| (instances[k].1, k));
    let easy = &by_length[..if quick { 3 } else { 10 }];
    let everything = if quick { &by_length[..20] } else { &all[..] };

    if !tsv {
        println!(
            "Korf's 100 by IDA*: boards expanded and search time per instance (one run each);"
        );
        println!("table builds timed apart. Every length equals the published optimum.");
        println!(
            "{:<24} {:<12} {:>14} {:>12} {:>12} {:>10} {:>10} {:>10} {:>9}",
            "estimate",
            "instances",
            "expanded",
            "mean",
            "median",
            "total ms",
            "median ms",
            "max ms",
            "build ms"
        );
    }
    let label = |which: &[usize]| {
        if which.len() == instances.len() {
            "all 100".to_string()
        } else {
            format!("{} easiest", which.len())
        }
    };
    let rows = race("manhattan", &Manhattan, &instances, easy, tsv);
    if !tsv {
        summary("Manhattan", &label(easy), &rows, None);
    }
    let lc = LinearConflict::default();
    let rows = race("linear-conflict", &lc, &instances, easy, tsv);
    if !tsv {
        summary("linear conflict", &label(easy), &rows, None);
    }
    for (name, split, reflect) in [
        ("5-5-5", Databases::SPLIT_555, false),
        ("6-6-3", Databases::SPLIT_663, false),
        ("6-6-3 + mirror", Databases::SPLIT_663, true),
    ] {
        let start = Instant::now();
        let databases = Databases::build(&split, reflect);
        let build = start.elapsed();
        let rows = race(name, &databases, &instances, everything, tsv);
        if !tsv {
            summary(name, &label(everything), &rows, Some(build));
        }
    }
}
