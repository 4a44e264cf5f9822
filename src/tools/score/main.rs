// AHC's local tester for the kit's scored problems (std only): scripts/score builds this and
// runs it, as the best testers do (pahcer's parallel runs, best per seed, relative score and
// history; the official tools' layout and `Score = N`).
//   score NAME CASES SEED LIMIT SAVE SVG JOBS BEST HISTORY -- COMMAND [ARGS...]
// (scripts/score has checked every option and passes each, `-` for SAVE and SVG where not
// given.) For each seed from SEED on, CASES of them, the contest's own case of that seed (the
// registry's official generator) is run through COMMAND under the time limit in CPU time and
// judged by the problem's special judge, which gives the score: JOBS worker processes
// (worker.rs) share the seeds, each case alone under its own limit, so a case scores the same
// whatever JOBS. A line per case in seed order (seed, N, moves, tree, score, CPU time, and the
// published reference's moves and score where it has the seed), a failed case's stderr under
// it; then the total, the mean, the least, the whole trees, the slowest, the reference's total
// on the same seeds and the seeds furthest behind it; the relative score (the mean of score /
// best, each seed's best kept in BEST) and its change since the last run of HISTORY, to which
// the run is added. A single case also ends with `Score = N` on stderr, as the official tester
// prints it. SAVE: the cases, answers and stderr as SAVE/in, SAVE/out and SAVE/err/0000.txt.
//   score --answer NAME IN OUT     one saved answer scored alone, as the official `vis in out`
//   score --history HISTORY        the runs kept
// A tool, never pasted into a judge: it may use Rust past the judges' 1.63.
#![allow(clippy::incompatible_msrv)]

use std::collections::BTreeMap;
use std::io::BufRead;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

mod worker;

use kit::judge::run::{check_program, helper, take_charge, tally_case, tally_start};
use kit::pictures::chart::{Axis, Chart, Panel, Series};
use kit::say;
use kit::scores::{self as records, Reference, Run};
use kit::text::plural;
use kit::voice::{fail, speak_as, Progress};
use worker::Scored;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    speak_as("score");
    match args.first().map(String::as_str) {
        Some("--worker") => worker::work(&args[1..]),
        Some("--answer") => answer(&args[1..]),
        Some("--history") => history(&args[1..]),
        _ => score(&args),
    }
}

/// `--answer NAME IN OUT`: the judge's words on stdout, `Score = N` on stderr; exit 1 where
/// the judge refuses the answer (its reason said).
fn answer(args: &[String]) {
    let [name, input, output] = args else { fail("usage: score --answer NAME IN OUT") };
    let problem = kit::find(name).unwrap_or_else(|| fail(&format!("no problem {name}")));
    let check = problem.check.unwrap_or_else(|| fail(&format!("{name} has no special judge")));
    let read = |path: &String| {
        std::fs::read_to_string(path).unwrap_or_else(|e| fail(&format!("cannot read {path}: {e}")))
    };
    match worker::judged(check, &read(input), &read(output)) {
        Ok((score, words, _)) => {
            say!("{words}  score {score}");
            eprintln!("Score = {score}");
        }
        Err(why) => {
            say!("{why}");
            eprintln!("Score = 0");
            std::process::exit(1);
        }
    }
}

/// `--history FILE`: the runs kept, oldest first.
fn history(args: &[String]) {
    let [file] = args else { fail("usage: score --history FILE") };
    let text = std::fs::read_to_string(file).unwrap_or_default();
    let runs = records::read_history(&text).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    if runs.is_empty() {
        say!("no run kept yet in {file}");
        return;
    }
    say!(
        "{:<20}  {:<9}  {:>5}  {:>11}  {:>9}  {:>8}  command",
        "time",
        "commit",
        "cases",
        "total",
        "mean",
        "relative"
    );
    for r in &runs {
        say!(
            "{:<20}  {:<9}  {:>5}  {:>11}  {:>9.0}  {:>8.4}  {}",
            r.time,
            r.commit,
            r.cases,
            r.total,
            r.mean,
            r.relative,
            r.command
        );
    }
}

/// The seeds each of `jobs` workers runs: dealt in turn, so each gets a spread of N.
fn shares(seeds: &[u64], jobs: usize) -> Vec<Vec<u64>> {
    let mut shares = vec![Vec::new(); jobs];
    for (k, &seed) in seeds.iter().enumerate() {
        shares[k % jobs].push(seed);
    }
    shares
}

fn score(args: &[String]) {
    let split = args.iter().position(|a| a == "--").unwrap_or(args.len());
    let (fixed, command) = (&args[..split], args.get(split + 1..).unwrap_or_default());
    let [name, cases, first, limit, save, picture, jobs, best_file, history_file] = fixed else {
        fail("usage: score NAME CASES SEED LIMIT SAVE SVG JOBS BEST HISTORY -- COMMAND [ARGS...]")
    };
    if command.is_empty() {
        fail("give the COMMAND after --");
    }
    let name = name.as_str();
    kit::SCORED
        .iter()
        .find(|(s, _)| *s == name)
        .unwrap_or_else(|| fail(&format!("{name} is not scored")));
    let number = |word: &str, what: &str| -> u64 {
        word.parse().unwrap_or_else(|_| fail(&format!("{what} must be a whole number")))
    };
    let (cases, first, jobs) =
        (number(cases, "CASES"), number(first, "SEED"), number(jobs, "JOBS"));
    let limit: f64 = limit.parse().unwrap_or_else(|_| fail("TIME-LIMIT must be seconds"));
    check_program(&command[0]);
    let scratch = std::env::temp_dir().join(format!("kit-score-{}", std::process::id()));
    let save_dir = match save.as_str() {
        "-" => scratch.clone(),
        dir => PathBuf::from(dir),
    };
    for sub in ["in", "out", "err"] {
        let path = save_dir.join(sub);
        std::fs::create_dir_all(&path)
            .unwrap_or_else(|e| fail(&format!("cannot make {}: {e}", path.display())));
    }
    let reference = kit::REFERENCES.iter().find(|(s, _)| *s == name).map(|(_, text)| {
        records::read_reference(text).unwrap_or_else(|e| fail(&format!("{name}'s reference: {e}")))
    });
    let read_kept = |file: &str| std::fs::read_to_string(file).unwrap_or_default();
    let mut best = records::read_best(&read_kept(best_file))
        .unwrap_or_else(|e| fail(&format!("{best_file}: {e}")));
    let kept_runs = read_kept(history_file);
    let runs =
        records::read_history(&kept_runs).unwrap_or_else(|e| fail(&format!("{history_file}: {e}")));

    take_charge();
    tally_start("score", cases as usize);
    let seeds: Vec<u64> = (first..first + cases).collect();
    let jobs = (jobs as usize).clamp(1, 64).min(seeds.len());
    let (last, s) = (first + cases.max(1) - 1, plural(cases as usize));
    say!(
        "score {name}: {cases} case{s}, seeds {first} to {last}, {limit} s each, {jobs} at a time"
    );
    let (sender, receiver) = std::sync::mpsc::channel::<Result<Scored, String>>();
    let exe = std::env::current_exe().unwrap_or_else(|e| fail(&format!("cannot find myself: {e}")));
    let mut workers = Vec::new();
    for (k, share) in shares(&seeds, jobs).into_iter().enumerate() {
        let list: Vec<String> = share.iter().map(u64::to_string).collect();
        let mut child = Command::new(&exe)
            .args(["--worker", name, &list.join(","), &limit.to_string()])
            .arg(&save_dir)
            .arg("--")
            .args(command)
            .stdin(Stdio::null())
            .stdout(Stdio::piped())
            .spawn()
            .unwrap_or_else(|e| fail(&format!("cannot start a worker: {e}")));
        helper(k, child.id() as i32);
        let (out, sender) = (child.stdout.take().expect("piped"), sender.clone());
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
                let _ = sender.send(Scored::read(&line).ok_or(line));
            }
        });
        workers.push(child);
    }
    drop(sender);
    let mut progress = Progress::new();
    let (mut done, mut results) = (BTreeMap::new(), Vec::new());
    for message in receiver {
        let scored = message.unwrap_or_else(|line| fail(&format!("a worker said {line:?}")));
        tally_case(scored.score > 0);
        done.insert(scored.seed, scored);
        // In seed order: each line once every seed before it is done.
        while let Some(scored) = done.remove(&(first + results.len() as u64)) {
            show(&scored, reference.as_ref().and_then(|r| r.get(&scored.seed)), &save_dir);
            results.push(scored);
        }
        let (ended, all) = (results.len() + done.len(), seeds.len());
        progress.show(|| format!("{ended} of {all} cases ended"));
    }
    for mut worker in workers {
        if !worker.wait().map_or(false, |status| status.success()) {
            fail("a worker failed (its error is above)");
        }
    }
    if save == "-" {
        let _ = std::fs::remove_dir_all(&scratch);
    }
    if results.len() != seeds.len() {
        fail(&format!("{} of {} cases came back from the workers", results.len(), seeds.len()));
    }
    summary(name, &results, reference.as_ref());
    let scores: Vec<(u64, u64)> = results.iter().map(|r| (r.seed, r.score)).collect();
    let relative = records::relative(&scores, &mut best).unwrap_or(0.0);
    let total: u64 = results.iter().map(|r| r.score).sum();
    let mean = total as f64 / results.len() as f64;
    let change = match runs.last() {
        Some(last) => format!(
            "; {:+.4} since the last run (its relative {:.4}, mean {:.0})",
            relative - last.relative,
            last.relative,
            last.mean
        ),
        None => String::new(),
    };
    say!("relative score {relative:.4} (mean of score / each seed's best, kept in {best_file}){change}");
    let kept = std::fs::write(best_file, records::write_best(&best));
    let run = Run {
        time: now(),
        commit: commit(),
        cases: results.len(),
        total,
        mean,
        relative,
        command: command.join(" "),
    };
    let head = if kept_runs.is_empty() { records::HISTORY_HEAD } else { "" };
    let line = format!("{head}{}", records::history_line(&run));
    let added = std::fs::OpenOptions::new().create(true).append(true).open(history_file).and_then(
        |mut f| {
            use std::io::Write;
            f.write_all(line.as_bytes())
        },
    );
    if let Err(e) = kept.and(added) {
        fail(&format!("cannot keep the run in {best_file} and {history_file}: {e}"));
    }
    if let [only] = &results[..] {
        eprintln!("Score = {}", only.score);
    }
    if picture != "-" {
        chart(name, picture, &results, reference.as_ref(), command);
    }
    if results.iter().any(|r| r.score == 0) {
        std::process::exit(1);
    }
}

/// A case's line; a failed case's stderr (its first lines) under it.
fn show(scored: &Scored, reference: Option<&Reference>, save: &Path) {
    let against = match reference {
        Some(r) => format!("  reference {:>4} moves {:>7}", r.moves, r.score),
        None => String::new(),
    };
    say!(
        "seed {:04}  N {:>2}  {}  score {:>7}  {:.2} s{against}",
        scored.seed,
        scored.n,
        scored.words,
        scored.score,
        scored.cpu.as_secs_f64()
    );
    if scored.score == 0 {
        let said =
            std::fs::read_to_string(save.join("err").join(format!("{:04}.txt", scored.seed)));
        for line in said.unwrap_or_default().lines().take(5) {
            say!("    stderr: {}", line.chars().take(120).collect::<String>());
        }
    }
}

/// The totals, and the race against the reference where it has the seeds.
fn summary(name: &str, results: &[Scored], reference: Option<&BTreeMap<u64, Reference>>) {
    let total: u64 = results.iter().map(|r| r.score).sum();
    let least = results.iter().min_by_key(|r| (r.score, r.seed)).expect("a case");
    let slowest = results.iter().max_by_key(|r| (r.cpu, r.seed)).expect("a case");
    let whole = results.iter().filter(|r| r.whole).count();
    let failed = results.iter().filter(|r| r.score == 0).count();
    let (count, s) = (results.len(), plural(results.len()));
    say!("total {total}  mean {:.0}  over {count} case{s}", total as f64 / count as f64);
    say!(
        "least {} (seed {:04})  whole trees {whole} of {count}  failed {failed}",
        least.score,
        least.seed
    );
    say!("slowest {:.2} s (seed {:04})", slowest.cpu.as_secs_f64(), slowest.seed);
    let Some(reference) = reference else { return };
    let raced: Vec<(&Scored, &Reference)> =
        results.iter().filter_map(|r| reference.get(&r.seed).map(|x| (r, x))).collect();
    if raced.is_empty() {
        return;
    }
    let ours: u64 = raced.iter().map(|(r, _)| r.score).sum();
    let theirs: u64 = raced.iter().map(|(_, x)| x.score).sum();
    let k = raced.len() as f64;
    say!(
        "{name}'s reference on the same {} seed{}: total {theirs}  mean {:.0}; the program's mean {:.0} ({:+.0} a case)",
        raced.len(),
        plural(raced.len()),
        theirs as f64 / k,
        ours as f64 / k,
        (ours as f64 - theirs as f64) / k
    );
    let mut behind: Vec<(i64, u64)> =
        raced.iter().map(|(r, x)| (r.score as i64 - x.score as i64, r.seed)).collect();
    behind.sort();
    let worst: Vec<String> =
        behind.iter().take(5).map(|(d, seed)| format!("seed {seed:04} ({d:+})")).collect();
    say!("furthest behind the reference: {}", worst.join(", "));
}

/// The chart of each case's score, beside the reference's where it has the seeds.
fn chart(
    name: &str,
    file: &str,
    results: &[Scored],
    reference: Option<&BTreeMap<u64, Reference>>,
    command: &[String],
) {
    let points = results.iter().map(|r| (r.seed as f64, r.score as f64)).collect();
    let mut series = vec![Series { name: "score".to_string(), points, joined: false }];
    if let Some(reference) = reference {
        let theirs: Vec<(f64, f64)> = results
            .iter()
            .filter_map(|r| reference.get(&r.seed).map(|x| (r.seed as f64, x.score as f64)))
            .collect();
        if !theirs.is_empty() {
            series[0].name = "the program's score".to_string();
            series.push(Series {
                name: "the published reference's".to_string(),
                points: theirs,
                joined: false,
            });
        }
    }
    let total: u64 = results.iter().map(|r| r.score).sum();
    let (count, s) = (results.len(), plural(results.len()));
    let first = results.first().map_or(0, |r| r.seed);
    let chart = Chart {
        title: format!("{name}: the score of each case"),
        notes: vec![format!(
            "{count} case{s}, seeds {first} on; mean {:.0}; {}",
            total as f64 / count as f64,
            command.join(" ")
        )],
        x: Axis { name: "seed".to_string(), log: false },
        panels: vec![Panel { y: Axis { name: "score".to_string(), log: false }, series }],
    };
    std::fs::write(file, kit::pictures::chart::chart(&chart))
        .unwrap_or_else(|e| fail(&format!("cannot write {file}: {e}")));
}

/// Now, in UTC: `2026-12-07 03:04:05`.
fn now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs()) as i64;
    let (days, rest) = (secs.div_euclid(86_400), secs.rem_euclid(86_400));
    // Civil date from days since 1970-01-01 (Howard Hinnant's algorithm).
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let day = doy - (153 * mp + 2) / 5 + 1;
    let month = if mp < 10 { mp + 3 } else { mp - 9 };
    let year = yoe + era * 400 + (month <= 2) as i64;
    format!(
        "{year:04}-{month:02}-{day:02} {:02}:{:02}:{:02}",
        rest / 3600,
        rest % 3600 / 60,
        rest % 60
    )
}

/// The kit's commit, short, with `+` where its tree has changes; `-` where git cannot say.
fn commit() -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let git = |args: &[&str]| {
        Command::new("git").arg("-C").arg(root).args(args).stderr(Stdio::null()).output()
    };
    match git(&["rev-parse", "--short", "HEAD"]) {
        Ok(out) if out.status.success() => {
            let id = String::from_utf8_lossy(&out.stdout).trim().to_string();
            let dirty = git(&["status", "--porcelain", "--untracked-files=no"])
                .map_or(false, |o| !o.stdout.is_empty());
            if dirty {
                id + "+"
            } else {
                id
            }
        }
        _ => "-".to_string(),
    }
}
