// AHC's local tester for the kit's scored problems (std only): scripts/score builds this and
// runs it.
//   score NAME CASES SEED TIME-LIMIT SAVE SVG -- COMMAND [ARGS...]
// (scripts/score has checked every option and passes each, `-` where not given.) For each
// seed from SEED on, CASES of them, the contest's own case of that seed (the registry's
// official generator) is run through COMMAND under the time limit in CPU time (a process group
// of its own, as stress runs a program: ../stress/run.rs) and judged by the problem's special
// judge, which gives the score. A line per case as it ends (seed, N, moves, tree, score, CPU
// time), then the total, the mean, the least, the whole trees and the slowest case. A crash,
// a TLE, an answer the judge refuses (an illegal move, too many moves) is named and scores 0.
// SAVE: the cases and answers written as SAVE/in/0000.txt and SAVE/out/0000.txt, the official
// tools' layout. SVG: the score of each case charted (../svg_chart.rs).
//
// A tool, never pasted into a judge: it may use Rust past the judges' 1.63.
#![allow(clippy::incompatible_msrv)]

use std::time::Duration;

#[path = "../stress/run.rs"]
#[allow(dead_code)]
pub mod run;
#[path = "../svg.rs"]
#[allow(dead_code)]
pub mod svg;
#[path = "../svg_chart.rs"]
pub mod svg_chart;
#[path = "../stress/trace.rs"]
#[allow(dead_code)]
pub mod trace;
#[path = "../voice.rs"]
#[macro_use]
#[allow(dead_code)]
pub mod voice;

use registry::text::plural;
use run::{check_program, execute_capped, take_charge, tally_case, tally_start};
use svg_chart::{Axis, Chart, Panel, Series};
use voice::{fail, speak_as, Progress};

/// Output beyond this many bytes is OLE: an answer is at most T = 2000 letters.
const OUTPUT_CAP: usize = 1 << 20;

/// One case's result.
struct Scored {
    seed: u64,
    n: usize,
    score: u64,
    /// The judge's words (moves, tree) or the verdict that scored 0.
    words: String,
    whole: bool,
    cpu: Duration,
}

/// The moves and the tree from the judge's note: `score S: K moves of T = t, the largest tree
/// S of W tiles`.
fn read_note(note: &str) -> Option<(u64, String, bool)> {
    let (head, rest) = note.split_once(": ")?;
    let score = head.strip_prefix("score ")?.parse().ok()?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let moves = words.first()?;
    let (size, of) = (words.get(words.len().checked_sub(4)?)?, words.get(words.len() - 2)?);
    Some((score, format!("moves {moves:>4}  tree {size:>2}/{of}"), size == of))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    speak_as("score");
    let split = args.iter().position(|a| a == "--").unwrap_or(args.len());
    let (fixed, command) = (&args[..split], args.get(split + 1..).unwrap_or_default());
    if fixed.len() != 6 || command.is_empty() {
        fail("usage: score NAME CASES SEED TIME-LIMIT SAVE SVG -- COMMAND [ARGS...]");
    }
    let name = fixed[0].as_str();
    let generate = match registry::SCORED.iter().find(|(scored, _)| *scored == name) {
        Some(&(_, generate)) => generate,
        None => fail(&format!("{name} is not scored (scored: {})", scored_names())),
    };
    let problem = registry::find(name).unwrap_or_else(|| fail(&format!("no problem {name}")));
    let check = problem.check.unwrap_or_else(|| fail(&format!("{name} has no special judge")));
    let number = |word: &str, what: &str| -> u64 {
        word.parse().unwrap_or_else(|_| fail(&format!("{what} must be a whole number")))
    };
    let (cases, first) = (number(&fixed[1], "CASES"), number(&fixed[2], "SEED"));
    let limit: f64 = fixed[3].parse().unwrap_or_else(|_| fail("TIME-LIMIT must be seconds"));
    let given = |word: &String| Some(word.clone()).filter(|w| w != "-");
    let (save, picture) = (given(&fixed[4]), given(&fixed[5]));
    check_program(&command[0]);
    if let Some(dir) = &save {
        for sub in ["in", "out"] {
            let path = std::path::Path::new(dir).join(sub);
            std::fs::create_dir_all(&path)
                .unwrap_or_else(|e| fail(&format!("cannot make {}: {e}", path.display())));
        }
    }
    take_charge();
    tally_start("score", cases as usize);
    let limit_time = Duration::from_secs_f64(limit);
    let (last, s) = (first + cases.max(1) - 1, plural(cases as usize));
    say!("score {name}: {cases} case{s}, seeds {first} to {last}, {limit} s each");
    let mut progress = Progress::new();
    let mut results = Vec::new();
    for seed in first..first + cases {
        progress.show(|| format!("case {} of {cases} (seed {seed})", seed - first + 1));
        let input = generate(seed);
        let n = input.split_whitespace().next().and_then(|w| w.parse().ok()).unwrap_or(0);
        let run = execute_capped(command, &input, limit_time, OUTPUT_CAP);
        let verdict = if run.timed_out.is_some() {
            Err(format!("TLE (over {limit} s)"))
        } else if run.overflowed.is_some() {
            Err(format!("OLE (over {OUTPUT_CAP} bytes)"))
        } else if let Some(signal) = run.signal {
            Err(format!("RE (signal {})", voice::signal_name(signal)))
        } else if run.status != Some(0) {
            let first_line =
                run.stderr.lines().next().unwrap_or("").chars().take(80).collect::<String>();
            let said = if first_line.trim().is_empty() {
                String::new()
            } else {
                format!(": {first_line}")
            };
            Err(format!("RE (exit {}){said}", run.status.unwrap_or(-1)))
        } else {
            check(&input, &run.stdout, &run.stdout).map_err(|why| format!("WA: {why}")).and_then(
                |notes| notes.iter().find_map(|note| read_note(note)).ok_or("no score".to_string()),
            )
        };
        if let Some(dir) = &save {
            let file = format!("{seed:04}.txt");
            let write = |sub: &str, text: &str| {
                let path = std::path::Path::new(dir).join(sub).join(&file);
                std::fs::write(&path, text)
                    .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
            };
            write("in", &input);
            write("out", &run.stdout);
        }
        let scored = match verdict {
            Ok((score, words, whole)) => Scored { seed, n, score, words, whole, cpu: run.cpu },
            Err(why) => Scored { seed, n, score: 0, words: why, whole: false, cpu: run.cpu },
        };
        tally_case(scored.score > 0);
        say!(
            "seed {:04}  N {:>2}  {}  score {:>7}  {:.2} s",
            scored.seed,
            scored.n,
            scored.words,
            scored.score,
            scored.cpu.as_secs_f64()
        );
        results.push(scored);
    }
    if results.is_empty() {
        return;
    }
    let total: u64 = results.iter().map(|r| r.score).sum();
    let least = results.iter().min_by_key(|r| (r.score, r.seed)).expect("a case");
    let slowest = results.iter().max_by_key(|r| (r.cpu, r.seed)).expect("a case");
    let whole = results.iter().filter(|r| r.whole).count();
    let failed = results.iter().filter(|r| r.score == 0).count();
    let s = plural(results.len());
    say!(
        "total {total}  mean {:.0}  over {} case{s}",
        total as f64 / results.len() as f64,
        results.len()
    );
    say!(
        "least {} (seed {:04})  whole trees {whole} of {}  failed {failed}",
        least.score,
        least.seed,
        results.len()
    );
    say!("slowest {:.2} s (seed {:04})", slowest.cpu.as_secs_f64(), slowest.seed);
    if let Some(file) = picture {
        let points = results.iter().map(|r| (r.seed as f64, r.score as f64)).collect();
        let chart = Chart {
            title: format!("{name}: the score of each case"),
            notes: vec![format!(
                "{} case{s}, seeds {first} on; mean {:.0}; {}",
                results.len(),
                total as f64 / results.len() as f64,
                command.join(" ")
            )],
            x: Axis { name: "seed".to_string(), log: false },
            panels: vec![Panel {
                y: Axis { name: "score".to_string(), log: false },
                series: vec![Series { name: "score".to_string(), points, joined: false }],
            }],
        };
        std::fs::write(&file, svg_chart::chart(&chart))
            .unwrap_or_else(|e| fail(&format!("cannot write {file}: {e}")));
    }
    if failed > 0 {
        std::process::exit(1);
    }
}

fn scored_names() -> String {
    registry::SCORED.iter().map(|(name, _)| *name).collect::<Vec<_>>().join(" ")
}
