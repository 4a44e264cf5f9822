// The fifteen-puzzle race (std only): `scripts/bench --fifteen` runs this.
//   cargo bench --bench fifteen -- [--quick] [--tsv]
// Korf's 100 random boards, each solved by IDA* with each estimate of src/fifteen.rs in turn:
// the length checked against the published optimum, boards expanded, time. Table builds are
// timed apart from the searches.
include!("../io.rs");
include!("../grid.rs");
include!("../fifteen.rs");
include!("../fifteen_databases.rs");
include!("../fifteen_race.rs");

use std::time::{Duration, Instant};

/// A search of one board by one estimate.
type Solve<'a> = &'a dyn Fn(Board16) -> Found;

/// Korf's 100, turned to this kit's goal, with their published lengths.
fn korf100() -> Vec<(Board16, u32)> {
    let to_grid = |board: &[u8]| board.iter().map(|&t| t as usize).collect::<Vec<_>>();
    kit::bench::korf100()
        .iter()
        .map(|(board, length)| (pack(&to_grid(board)), *length as u32))
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
fn race(
    name: &str,
    solve: Solve,
    instances: &[(Board16, u32)],
    which: &[usize],
    tsv: bool,
) -> Vec<(u64, Duration)> {
    let mut rows = Vec::new();
    for (i, &k) in which.iter().enumerate() {
        let (board, length) = instances[k];
        let start = Instant::now();
        let found = solve(board);
        let time = start.elapsed();
        // Progress as it goes, on stderr: the table on stdout comes once an estimate is done.
        let of = which.len();
        eprintln!(
            "bench fifteen: {name}: instance {} ({} of {of}), {:.0} ms",
            k + 1,
            i + 1,
            ms(time)
        );
        let path = found.path.expect("every instance is solvable in at most 80 moves");
        let moves = path.len() as u32;
        assert_eq!(moves, length, "instance {}: {name} found {moves} moves, not {length}", k + 1);
        assert!(replays_to_goal(board, &path), "instance {}: {name}'s path is wrong", k + 1);
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

/// Published mean boards per instance over all 100, where the literature gives one.
fn published(name: &str) -> Option<u64> {
    match name {
        "Manhattan" => Some(401_000_000),
        "5-5-5" | "5-5-5 mirrored" | "5-5-5 mirr. pruned" => Some(3_090_000),
        "6-6-3" | "6-6-3 mirrored" | "6-6-3 mirr. pruned" => Some(618_000),
        _ => None,
    }
}

fn summary(name: &str, which: &str, rows: &[(u64, Duration)], build: Option<Duration>) {
    let nodes: Vec<u64> = rows.iter().map(|r| r.0).collect();
    let times: Vec<Duration> = rows.iter().map(|r| r.1).collect();
    let search: Duration = times.iter().sum();
    let mean = nodes.iter().sum::<u64>() / rows.len() as u64;
    let build_text = build.map_or("-".to_string(), |b| format!("{:.0}", ms(b)));
    let versus = match published(name) {
        Some(p) if rows.len() == 100 => format!("{:.2}×", mean as f64 / p as f64),
        _ => "-".to_string(),
    };
    println!(
        "{name:<18} {which:<11} {:>13} {mean:>11} {:>11} {versus:>9} {build_text:>9} {:>10.0} {:>8.1} {:>9.1}",
        nodes.iter().sum::<u64>(),
        median(&nodes),
        ms(search),
        ms(median(&times)),
        ms(*times.iter().max().unwrap()),
    );
}

/// `--korf`: Korf's 100 by the kit's fastest setting in one go, tables and automaton built on
/// the same threads first; a row per board, then the summary line. False if a board failed.
fn korf(instances: &[(Board16, u32)], threads: usize) -> bool {
    let began = Instant::now();
    // The automaton beside the tables: three tables on two threads leave one idle a while.
    let (databases, pruning) = std::thread::scope(|scope| {
        let pruning = scope.spawn(|| Pruning::new(&LRUD, KORF_PRUNING));
        let databases = Databases::build_on(&Databases::SPLIT_555, true, threads);
        (databases, pruning.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
    });
    let tables = began.elapsed();
    let searches = in_parallel(instances.len(), threads, |k| {
        let start = Instant::now();
        let found = ida_star16_within(instances[k].0, &databases, &pruning, 80, u64::MAX);
        (found, start.elapsed())
    });
    let search = began.elapsed() - tables;
    println!("instance\tmoves\texpanded\tms");
    let mut optimal = 0;
    for (k, (found, time)) in searches.iter().enumerate() {
        let (board, length) = instances[k];
        let path = found.path.as_deref().unwrap_or("");
        let right = path.len() as u32 == length && replays_to_goal(board, path);
        optimal += right as usize;
        let verdict = if right { String::new() } else { format!("\tWRONG: {length} moves") };
        println!("{}\t{}\t{}\t{:.2}{verdict}", k + 1, path.len(), found.expanded, ms(*time));
    }
    let seconds = |d: Duration| d.as_secs_f64();
    println!(
        "korf100: {optimal} of {} optimal in {:.2} s (tables {:.2} s, search {:.2} s, {threads} threads)",
        instances.len(),
        seconds(began.elapsed()),
        seconds(tables),
        seconds(search)
    );
    optimal == instances.len()
}

/// The pruning automaton's depth for `--korf`: deeper cuts more paths but costs more to build.
const KORF_PRUNING: usize = 12;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).filter(|a| a != "--bench").collect();
    if args.iter().any(|a| a == "--korf") {
        let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
        std::process::exit(if korf(&korf100(), cores) { 0 } else { 1 });
    }
    let quick = args.iter().any(|a| a == "--quick");
    let tsv = args.iter().any(|a| a == "--tsv");
    let instances = korf100();
    let (easy, most) = chosen(&instances, quick);
    let (easy, most) = (&easy[..], &most[..]);
    if tsv {
        println!("estimate\tinstance\tlength\texpanded\tms");
    } else {
        print_header(&instances, easy);
    }
    let lc = LinearConflict::default();
    let (five, five_build) = timed(&Databases::SPLIT_555, false);
    let (five_mirrored, five_mirrored_build) = timed(&Databases::SPLIT_555, true);
    let (six, six_build) = timed(&Databases::SPLIT_663, false);
    let (best, best_build) = timed(&Databases::SPLIT_663, true);
    let run = |name: &str, which: &[usize], solve: Solve, build: Option<Duration>| {
        let rows = race(name, solve, &instances, which, tsv);
        if !tsv {
            summary(name, &label(which), &rows, build);
        }
        rows
    };
    run("Manhattan", easy, &|b| ida_star16(b, &Manhattan, &LRUD, 80), None);
    run("linear conflict", easy, &|b| ida_star16(b, &lc, &LRUD, 80), None);
    run("5-5-5", easy, &|b| ida_star16(b, &five, &LRUD, 80), None);
    run("5-5-5 mirrored", easy, &|b| ida_star16(b, &five_mirrored, &LRUD, 80), None);
    run("6-6-3", easy, &|b| ida_star16(b, &six, &LRUD, 80), None);
    run("6-6-3 mirrored", easy, &|b| ida_star16(b, &best, &LRUD, 80), None);
    if !quick {
        run("linear conflict", most, &|b| ida_star16(b, &lc, &LRUD, 80), None);
    }
    let mirrored_five = |b| ida_star16(b, &five_mirrored, &LRUD, 80);
    let start = Instant::now();
    let pruning = &Pruning::new(&LRUD, KORF_PRUNING);
    let pruning_build = start.elapsed();
    let pruned = |databases| move |b| ida_star16_within(b, databases, pruning, 80, u64::MAX);
    let (pruned_five, pruned_six) = (pruned(&five_mirrored), pruned(&best));
    let databases: [(&str, Solve, Duration); 6] = [
        ("5-5-5", &|b| ida_star16(b, &five, &LRUD, 80), five_build),
        ("5-5-5 mirrored", &mirrored_five, five_mirrored_build),
        ("6-6-3", &|b| ida_star16(b, &six, &LRUD, 80), six_build),
        ("6-6-3 mirrored", &|b| ida_star16(b, &best, &LRUD, 80), best_build),
        ("5-5-5 mirr. pruned", &pruned_five, five_mirrored_build + pruning_build),
        ("6-6-3 mirr. pruned", &pruned_six, best_build + pruning_build),
    ];
    let mut totals = Vec::new();
    for (name, solve, build) in databases {
        let search: Duration = run(name, most, solve, Some(build)).iter().map(|r| r.1).sum();
        totals.push((build + search, name, build, search));
    }
    if !tsv {
        print_totals(&label(most), totals);
        if !quick {
            pruning_depths(&instances, &five_mirrored);
        }
    }
}

/// The instances every estimate runs on (the easiest by published length: Manhattan runs only
/// on these), and those the stronger ones run on (all 100; the 20 easiest with --quick).
fn chosen(instances: &[(Board16, u32)], quick: bool) -> (Vec<usize>, Vec<usize>) {
    let all: Vec<usize> = (0..instances.len()).collect();
    let mut by_length = all.clone();
    by_length.sort_by_key(|&k| (instances[k].1, k));
    let easy = by_length[..if quick { 3 } else { 10 }].to_vec();
    (easy, if quick { by_length[..20].to_vec() } else { all })
}

/// Which instances a row is on.
fn label(which: &[usize]) -> String {
    match which.len() {
        100 => "all 100".to_string(),
        n => format!("{n} easiest"),
    }
}

/// A set of pattern databases built, and how long that took.
fn timed(split: &[&[usize]], reflect: bool) -> (Databases, Duration) {
    let sizes: Vec<String> = split.iter().map(|part| part.len().to_string()).collect();
    let mirrored = if reflect { ", mirrored" } else { "" };
    eprintln!("bench fifteen: building the {} tables{mirrored}...", sizes.join("-"));
    let start = Instant::now();
    let databases = Databases::build(split, reflect);
    (databases, start.elapsed())
}

/// What the race's table shows, and its column heads.
fn print_header(instances: &[(Board16, u32)], easy: &[usize]) {
    let numbers: Vec<String> = easy.iter().map(|k| (k + 1).to_string()).collect();
    println!("Korf's 100 by IDA*, each estimate in turn: boards expanded per instance and search");
    println!(
        "time (one run each, single thread); table builds timed apart. Every length is checked"
    );
    println!(
        "against the published optimum and every path replayed. The easiest {}: instances {}",
        easy.len(),
        numbers.join(", ")
    );
    println!(
        "(up to {} moves); \"× published\": the mean against the literature's mean on all 100.",
        instances[*easy.last().unwrap()].1
    );
    println!(
        "{:<18} {:<11} {:>13} {:>11} {:>11} {:>9} {:>9} {:>10} {:>8} {:>9}",
        "estimate",
        "instances",
        "expanded",
        "mean",
        "median",
        "× publ.",
        "build ms",
        "search ms",
        "median",
        "max ms"
    );
}

/// Each setting's time on `label`, building included, the fastest first.
fn print_totals(label: &str, mut totals: Vec<(Duration, &str, Duration, Duration)>) {
    println!();
    println!("On {label}, building included (the fastest first):");
    totals.sort();
    for (total, name, build, search) in totals {
        let seconds = |d: Duration| d.as_secs_f64();
        let (total, build, search) = (seconds(total), seconds(build), seconds(search));
        println!("  {name:<18} {total:>6.2} s = {build:.2} s building + {search:.2} s searching");
    }
}

/// How deep the duplicate-path automaton should look: its size and build time against the
/// boards it saves, 5-5-5 mirrored on all 100, one thread.
fn pruning_depths(instances: &[(Board16, u32)], databases: &Databases) {
    println!();
    println!("The duplicate-path automaton by depth (5-5-5 mirrored, all 100, one thread):");
    println!("  depth   states  build ms     expanded  search s");
    for depth in [2, 4, 6, 8, 10, 12, 13, 14, 16] {
        let start = Instant::now();
        let pruning = Pruning::new(&LRUD, depth);
        let build = start.elapsed();
        let start = Instant::now();
        let mut expanded = 0;
        for &(board, length) in instances {
            let found = ida_star16_within(board, databases, &pruning, 80, u64::MAX);
            assert_eq!(found.path.map(|p| p.len() as u32), Some(length), "depth {depth}");
            expanded += found.expanded;
        }
        let (states, search) = (pruning.states(), start.elapsed().as_secs_f64());
        println!("  {depth:>5} {states:>8} {:>9.1} {expanded:>12} {search:>9.2}", ms(build));
    }
}
