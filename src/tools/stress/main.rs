// Stress test for your own solution (std only): scripts/stress builds this and runs it.
//   stress NAME [--seed S] [--cases N] [--time-limit SECONDS] [--save DIR] -- COMMAND [ARGS...]
// Cases for problem NAME come from a seeded generator, hardest last. Each is judged by NAME's
// own rules: the expected output is what the kit's binary prints (its `solve`, run in process),
// compared as the judge compares, or by the problem's special judge. At the first failure the
// input is shrunk (fewer cases, then each board one move nearer its goal, while it still fails)
// and shown with the expected and actual output and why.
//
// The parts, each a file beside this one:
// - problems.rs: the registry, one block per judge problem: its binary's `solve`, its special
//   judge, what its input holds and how it is written, and the rule the tests' brute force
//   answers it by. Every script and test reads this list.
// - generate.rs: seeded cases, easy to hard, and their input text.
// - run.rs: running a program under a time limit, and the verdict on what it printed.
// - shrink.rs: making a failing case smaller while it still fails.
// - walk.rs: scripts/walk, an answer replayed board by board.
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

include!("../../io.rs");
include!("../../core.rs");
include!("../../graph.rs");

/// The fifteen-puzzle core, for its rule and its searches.
#[allow(dead_code)]
mod fifteen {
    include!("../../io.rs");
    include!("../../fifteen.rs");
}

pub mod generate;
pub mod problems;
pub mod run;
pub mod shrink;
pub mod walk;
use generate::*;
use problems::*;
use run::*;
use shrink::*;
use walk::*;

fn fail(message: &str) -> ! {
    let _ = writeln!(std::io::stderr(), "error: {message}");
    std::process::exit(2);
}

struct Options {
    problem: &'static Problem,
    seed: u64,
    cases: usize,
    limit: f64,
    save: Option<String>,
    command: Vec<String>,
}

fn options() -> Options {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let split = args.iter().position(|a| a == "--").unwrap_or_else(|| fail("give -- COMMAND"));
    let (ours, command) = (&args[..split], args[split + 1..].to_vec());
    if command.is_empty() {
        fail("give the program to test after --");
    }
    let names = || PROBLEMS.iter().map(|p| p.name).collect::<Vec<_>>().join(" ");
    let name = ours.first().unwrap_or_else(|| fail(&format!("give a problem: {}", names())));
    let problem = PROBLEMS.iter().find(|p| p.name == name).unwrap_or_else(|| {
        fail(&format!("no problem named '{name}' to stress; there are: {}", names()))
    });
    let clock = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let mut options = Options {
        problem,
        seed: clock.map_or(1, |d| d.as_nanos() as u64 % 1_000_000_007),
        cases: 1000,
        limit: 2.0,
        save: None,
        command,
    };
    let mut rest = ours[1..].iter();
    while let Some(option) = rest.next() {
        let mut value =
            || rest.next().cloned().unwrap_or_else(|| fail(&format!("{option} needs a value")));
        let number = |v: String| {
            v.parse::<f64>().unwrap_or_else(|_| fail(&format!("{option}: not a number: {v}")))
        };
        match option.as_str() {
            "--seed" => options.seed = number(value()) as u64,
            "--cases" => options.cases = number(value()) as usize,
            "--time-limit" => options.limit = number(value()),
            "--save" => options.save = Some(value()),
            _ => fail(&format!("unknown option {option} (see scripts/stress --help)")),
        }
    }
    options
}

/// What a run printed, for a report.
fn show(label: &str, text: &str) {
    println!("--- {label}");
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(40) {
        println!("{line}");
    }
    if lines.len() > 40 {
        println!("... ({} lines in all)", lines.len());
    }
}

/// Writes the case as DIR/NAME/sample-N.in and .out, N one past the highest there.
fn save(dir: &str, name: &str, input: &str, expected: &str) -> String {
    let folder = std::path::Path::new(dir).join(name);
    std::fs::create_dir_all(&folder)
        .unwrap_or_else(|e| fail(&format!("cannot make {folder:?}: {e}")));
    let taken = std::fs::read_dir(&folder).into_iter().flatten().flatten().filter_map(|entry| {
        let file = entry.file_name().into_string().ok()?;
        file.strip_prefix("sample-")?.strip_suffix(".in")?.parse::<usize>().ok()
    });
    let n = taken.max().unwrap_or(0) + 1;
    let path = |ext: &str| folder.join(format!("sample-{n}.{ext}"));
    for (file, text) in [(path("in"), input), (path("out"), expected)] {
        std::fs::write(&file, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {file:?}: {e}")));
    }
    path("in").display().to_string()
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
}

fn main() {
    // Rust ignores SIGPIPE, so `scripts/stress ... | head` would panic when head stops reading;
    // with the default action restored it ends quietly, as other tools do.
    // SAFETY: sets SIGPIPE (13) to SIG_DFL (0) before any thread starts; no handler runs.
    unsafe {
        signal(13, 0);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--walk") {
        return walk(&args[1..]);
    }
    let options = options();
    let problem = options.problem;
    let limit = Duration::from_secs_f64(options.limit);
    let command_line = options.command.join(" ");
    println!(
        "stress {}: {} cases, seed {} (to replay: scripts/stress {} --seed {} --cases {} -- {})",
        problem.name,
        options.cases,
        options.seed,
        problem.name,
        options.seed,
        options.cases,
        command_line
    );
    let mut rng = Rng(options.seed.wrapping_mul(2_654_435_761).max(1));
    let mut far = Far::default();
    let expected_for = |input: &str| {
        (problem.solve)(input.as_bytes())
            .unwrap_or_else(|e| fail(&format!("the generator made input the kit refuses ({e})")))
    };
    let mut hardest = (Duration::ZERO, String::new());
    for k in 0..options.cases {
        let level = 6 * k / options.cases.max(1);
        let case = generate(problem, level, &mut rng, &mut far);
        let odd = problem.any_whitespace && level == 5 && rng.below(2) == 0;
        let layout_seed = rng.below(1 << 30) as u64 + 1;
        let text = |case: &Case| {
            let text = render(problem, case);
            if odd {
                oddly(&text, &mut Rng(layout_seed))
            } else {
                text
            }
        };
        let input = text(&case);
        let clock = Instant::now();
        let expected = expected_for(&input);
        let kit_time = clock.elapsed();
        let ran = execute(&options.command, &input, limit);
        let (verdict, _) = judge(problem, &input, &expected, &ran, options.limit);
        if verdict == "AC" {
            if kit_time > hardest.0 {
                hardest = (kit_time, input);
            }
            continue;
        }
        println!("case {} of {}: {verdict}; shrinking it", k + 1, options.cases);
        let fails = |case: &Case| {
            let input = text(case);
            let ran = execute(&options.command, &input, limit);
            judge(problem, &input, &expected_for(&input), &ran, options.limit).0 != "AC"
        };
        let small = shrink(problem, case.clone(), &fails);
        let input = text(&small);
        let expected = expected_for(&input);
        let ran = execute(&options.command, &input, limit);
        let (verdict, why) = judge(problem, &input, &expected, &ran, options.limit);
        let count = |case: &Case| match case {
            Case::Boards(pairs) => pairs.len(),
            Case::Tokens(..) => 1,
            Case::Fifteen(boards) => boards.len(),
            Case::Grids(grids) => grids.len(),
        };
        let plural = if count(&small) == 1 { "" } else { "s" };
        let sizes = format!("{} case{plural}, from {}", count(&small), count(&case));
        println!("{verdict}: the smallest input that still fails ({sizes}):");
        show("input", &input);
        show("expected", &expected);
        show("actual", &ran.stdout);
        if !ran.stderr.is_empty() {
            show("stderr", &ran.stderr);
        }
        println!("--- why: {why}");
        println!(
            "seed {}: the same cases again with --seed {} --cases {}",
            options.seed, options.seed, options.cases
        );
        if let Some(dir) = &options.save {
            println!("saved as {}", save(dir, problem.name, &input, &expected));
        }
        println!("{k} passed, 1 failed");
        std::process::exit(1);
    }
    println!("{} passed, 0 failed", options.cases);
    // Speed: both programs, in turn, on the case the kit took longest over.
    let exe = std::env::current_exe().unwrap_or_default();
    let kit = exe.parent().and_then(|d| d.parent()).map(|d| d.join(problem.name));
    if let Some(kit) = kit.filter(|k| k.exists()) {
        let kit = vec![kit.display().to_string()];
        let (mut yours, mut ours) = (Vec::new(), Vec::new());
        for _ in 0..5 {
            yours.push(execute(&options.command, &hardest.1, limit).time);
            ours.push(execute(&kit, &hardest.1, limit).time);
        }
        let (yours, ours) = (median(yours), median(ours));
        println!(
            "speed on the hardest case: yours {:.2} ms, the kit's {:.2} ms \
             (whole process, median of 5): {:.2} times the kit's",
            yours.as_secs_f64() * 1e3,
            ours.as_secs_f64() * 1e3,
            yours.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
