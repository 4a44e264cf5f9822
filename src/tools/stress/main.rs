// Stress test for your own solution (std only): scripts/stress builds this and runs it.
//   stress NAME [--seed S] [--cases N] [--time-limit SECONDS] [--memory-limit MB] [--save DIR]
//          [--no-speed] -- COMMAND [ARGS...]
// Cases for problem NAME come from a seeded generator, hardest last. Each is judged by NAME's
// own rules: the expected output is what the kit's binary prints (target/release/NAME),
// compared as the judge compares, or by the problem's special judge (a scored problem's scores
// any legal answer on its own: the kit's answer is made only to show beside a failure, and the
// hardest case is the one the program took longest over). At the first failure the
// input is shrunk (fewer cases, then each board one move nearer its goal, while it still fails)
// and shown with the expected and actual output and why; a failure that does not repeat is
// reported as such, with the case as it first failed. Past the time limit in CPU time (the
// judge's run.rs says how) is TLE; past the memory limit (default: the least its judges record, its block's
// `memory`; --judge NAME: that judge's) is MLE.
//   stress --run SECONDS BYTES MB INPUT ACTUAL ERRORS -- COMMAND [ARGS...]
// scripts/samples's runner: COMMAND on the file INPUT as stress runs a program (its process
// group ended with it, its output capped at BYTES, its peak memory at MB), stdout and stderr
// written to ACTUAL and ERRORS, and one line printed, its CPU milliseconds and peak memory in
// KiB last: `exit N MS KIB`, `signal N MS KIB`, `tle HOW MS KIB` (HOW: cpu, idle or wall),
// `ole BYTES MS KIB`, `mle JUDGED MS KIB` (JUDGED: the peak in KiB judged over the limit) or
// `held - MS KIB` (a process it started held its output open past the limit); `<KIB` where
// only a bound is known (trace.rs says when).
// (A problem's limits and other facts are the `kit` tool's: src/tools/kit.rs.)
//
// The parts: the library's judge (src/kit/judge/: the program run under its limits, traced for
// its peak memory, and the verdict) and cases (src/kit/cases/: seeded cases, easy to hard, and
// their shrinking), its voice (one-line errors in the tool's name, report lines, progress); and
// beside this file:
// - args.rs: the command line;
// - report.rs: a failure shown, saved as a sample, and commands to paste;
// - this file: the loop over the cases.
// The registry (src/kit/) says what each problem is; the cores come through its binaries.
//
// A tool, never pasted into a judge: it may use Rust past the judges' 1.63 (process_group:
// 1.64, IsTerminal: 1.70).
#![allow(clippy::incompatible_msrv)]

use std::time::{Duration, Instant};

mod args;
mod report;

use args::{options, seconds, text, whole, Options};
use kit::cases::generate::{generate, oddly, render, Far};
use kit::cases::shrink::shrink;
use kit::judge::run::{check_program, execute_capped, launch, take_charge, Overtime, Run};
use kit::judge::run::{tally_case, tally_shrinking, tally_start, MEMORY_LIMIT_KIB};
use kit::judge::verdict::{self, judge, memory_limit_words, output_cap, peak_field, peak_words};
use kit::problem::Case;
use kit::say;
use kit::text::{plural, Rng};
use kit::voice::{fail, speak_as, Progress};
use report::{command_from_anywhere, from_anywhere, kit_script, median, report, save, shell};

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    match args.first().and_then(|a| a.to_str()) {
        Some("--run") => {
            take_charge();
            run_one(&args[1..])
        }
        // scripts/stress asks this first, once the tool is built and before the binaries are,
        // so that a mistyped option is refused without waiting for the whole build.
        Some("--options-only") => {
            speak_as("stress");
            options(&args[1..]);
        }
        _ => {
            speak_as("stress");
            take_charge();
            stress(options(&args))
        }
    }
}

/// `--run SECONDS BYTES MB INPUT ACTUAL ERRORS -- COMMAND...`, for scripts/samples.
fn run_one(args: &[std::ffi::OsString]) {
    let [limit, cap, memory, input, actual, errors, dashes, command @ ..] = args else {
        fail("give --run SECONDS BYTES MB INPUT ACTUAL ERRORS -- COMMAND")
    };
    if dashes != "--" || command.is_empty() {
        fail("give --run SECONDS BYTES MB INPUT ACTUAL ERRORS -- COMMAND");
    }
    let limit = seconds("--time-limit", &text(limit, "SECONDS"));
    let cap = whole("BYTES", &text(cap, "BYTES"), 1, usize::MAX as u64) as usize;
    let memory = whole("--memory-limit", &text(memory, "MB"), 1, 65536);
    MEMORY_LIMIT_KIB.store(memory * 1024, std::sync::atomic::Ordering::SeqCst);
    let read = std::fs::read(input);
    let input =
        read.unwrap_or_else(|e| fail(&format!("cannot read {}: {e}", input.to_string_lossy())));
    let (run, stdout, stderr) = launch(command, &input, Duration::from_secs_f64(limit), cap);
    for (file, bytes) in [(actual, &stdout), (errors, &stderr)] {
        std::fs::write(file, bytes)
            .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", file.to_string_lossy())));
    }
    // The CPU time, as judged, and the peak memory; for a TLE how it went over, for an MLE the
    // peak that was judged over the limit.
    let (ms, kib) = (run.cpu.as_millis(), peak_field(&run));
    match (run.overflowed, run.timed_out, run.held, run.status, run.signal) {
        _ if run.over_memory.is_some() => {
            say!("mle {} {ms} {kib}", run.over_memory.unwrap_or_default())
        }
        (Some(cap), ..) => say!("ole {cap} {ms} {kib}"),
        (_, Some(how), ..) => {
            let how = match how {
                Overtime::Cpu => "cpu",
                Overtime::Idle => "idle",
                Overtime::Wall => "wall",
            };
            say!("tle {how} {ms} {kib}")
        }
        (_, _, true, ..) => say!("held - {ms} {kib}"),
        (.., Some(code), _) => say!("exit {code} {ms} {kib}"),
        (.., Some(signal)) => say!("signal {signal} {ms} {kib}"),
        _ => say!("signal - {ms} {kib}"),
    }
}

/// The number of cases a case holds, for the report.
fn count(case: &Case) -> usize {
    match case {
        Case::Boards(pairs) => pairs.len(),
        Case::Tokens(..) => 1,
        Case::Fifteen(boards) => boards.len(),
        Case::Grids(grids) => grids.len(),
        Case::Own(items) => items.len(),
    }
}

/// The program under test and the kit, on one input: the expected output (what the kit's built
/// binary prints) and the program's run, judged as the problem's judge would.
struct Trial<'a> {
    options: &'a Options,
    limit: Duration,
}

impl Trial<'_> {
    /// The kit's answer: what a report shows as expected.
    fn expected_for(&self, input: &str) -> String {
        let name = self.options.problem.name;
        match kit::problem::built_answer(name, input.as_bytes()) {
            Ok(Ok(expected)) => expected,
            Ok(Err(e)) => fail(&format!("the generator made input the kit refuses ({e})")),
            Err(e) => fail(&format!("{e} (on a case of --seed {})", self.options.seed)),
        }
    }

    /// What the program's output is judged against: the kit's answer, but nothing for a scored
    /// problem, whose judge scores any legal answer on its own and never reads the expected
    /// (the kit's answer is made only for a failure's report).
    fn expected_to_judge(&self, input: &str) -> String {
        match self.scored() {
            true => String::new(),
            false => self.expected_for(input),
        }
    }

    fn scored(&self) -> bool {
        kit::SCORED.iter().any(|(name, _)| *name == self.options.problem.name)
    }

    /// How the program ran on `input`, its verdict and why.
    fn run(&self, input: &str, expected: &str) -> (Run, &'static str, String) {
        let (options, cap) = (self.options, output_cap(self.options.problem, expected));
        let ran = execute_capped(&options.command, input, self.limit, cap);
        let (verdict, why) = judge(options.problem, input, expected, &ran, options.limit);
        (ran, verdict, why)
    }
}

/// `, about 12 min left` once `done` of `cases` cases have taken long enough that the rest, at
/// that pace, would take over a minute (a slow program; `--cases` runs fewer); else nothing.
fn time_left(began: Instant, done: usize, cases: usize) -> String {
    let left = began.elapsed().as_secs_f64() / done.max(1) as f64 * (cases - done) as f64;
    match done >= 3 && left >= 60.0 {
        true if left < 5400.0 => {
            format!(", about {:.0} min left (--cases N for fewer)", left / 60.0)
        }
        true => format!(", about {:.1} h left (--cases N for fewer)", left / 3600.0),
        false => String::new(),
    }
}

/// One failure, as it first happened.
struct Failure<'a> {
    case: Case,
    input: &'a str,
    expected: &'a str,
    ran: Run,
    verdict: &'static str,
    why: String,
}

fn stress(options: Options) {
    let (problem, cases) = (options.problem, options.cases);
    // The kit's answers come from its built binary: said before anything runs where it is not.
    kit::problem::built_binary(problem.name).unwrap_or_else(|e| fail(&e));
    announce(&options);
    tally_start("stress", cases);
    let trial = Trial { options: &options, limit: Duration::from_secs_f64(options.limit) };
    let mut rng = Rng(options.seed.wrapping_mul(2_654_435_761).max(1));
    let mut far = Far::default();
    let progress = std::cell::RefCell::new(Progress::new());
    // The case the kit took longest over, with its expected; for a scored problem, whose
    // expected is not made, the case the program took longest over.
    let mut hardest = (Duration::ZERO, String::new(), String::new());
    let began = Instant::now();
    for k in 0..cases {
        progress
            .borrow_mut()
            .show(|| format!("case {} of {cases}{}", k + 1, time_left(began, k, cases)));
        let level = 6 * k / cases;
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
        let expected = trial.expected_to_judge(&input);
        let kit_time = clock.elapsed();
        let (ran, verdict, why) = trial.run(&input, &expected);
        tally_case(verdict == "AC");
        if verdict == "AC" {
            let effort = if trial.scored() { ran.cpu } else { kit_time };
            if effort > hardest.0 {
                hardest = (effort, input, expected);
            }
            continue;
        }
        say!("case {} of {cases}: {verdict}; shrinking it", k + 1);
        tally_shrinking();
        let attempts = std::cell::Cell::new(0);
        // Only the same verdict counts as still failing: a smaller case that fails another
        // way is another bug, and would be reported as if it were this one.
        let fails = |case: &Case| {
            attempts.set(attempts.get() + 1);
            progress
                .borrow_mut()
                .show(|| format!("shrinking case {}: attempt {}", k + 1, attempts.get()));
            let input = text(case);
            trial.run(&input, &trial.expected_to_judge(&input)).1 == verdict
        };
        let small = shrink(problem, case.clone(), &fails);
        let expected = if trial.scored() { trial.expected_for(&input) } else { expected };
        let failure = Failure { case, input: &input, expected: &expected, ran, verdict, why };
        report_shrunk(&trial, k, failure, (&small, attempts.get()), &text(&small));
    }
    say!("{cases} passed, 0 failed");
    if trial.scored() {
        let name = trial.options.problem.name;
        say!(
            "{name} is scored: passed says each answer is legal; scripts/score {name} scores them"
        );
    }
    if trial.options.speed {
        compare_speed(&trial, &hardest.1, &hardest.2);
    }
}

/// Checks the program and the --save folder, sets the memory limit, and prints the command
/// that replays this run (its options but --save: the replay need not save the case again).
fn announce(options: &Options) {
    let (name, seed, limits, cases) =
        (options.problem.name, options.seed, &options.limits, options.cases);
    check_program(&options.command[0]);
    if let Some(dir) = &options.save {
        std::fs::create_dir_all(dir)
            .unwrap_or_else(|e| fail(&format!("--save: cannot make the folder {dir}: {e}")));
    }
    MEMORY_LIMIT_KIB.store(options.memory_mb * 1024, std::sync::atomic::Ordering::SeqCst);
    let command_line = command_from_anywhere(&options.command);
    let speed = if options.speed { "" } else { " --no-speed" };
    let s = plural(cases);
    say!(
        "stress {name}: {cases} case{s}, seed {seed} (to replay: {} {name} --seed {seed} --cases {cases}{limits}{speed} -- {command_line})",
        kit_script("stress"),
    );
}

/// Case `k` failed as `first` and shrank to `small` in `runs` runs of the program (its text
/// `small_input`): runs that once more, and reports the smallest input that still fails, or that
/// the failure did not repeat (with the case as it first failed); saves it with --save; ends
/// stress.
fn report_shrunk(
    trial: &Trial,
    k: usize,
    first: Failure,
    (small, runs): (&Case, usize),
    small_input: &str,
) -> ! {
    let options = trial.options;
    let cases = options.cases;
    let small_expected = trial.expected_for(small_input);
    let (ran, again, why) = trial.run(small_input, &small_expected);
    let saved = if again == "AC" {
        // It failed once but not when run again: timing (a loaded machine), or randomness.
        let which = match small_input == first.input {
            true => "the same input",
            false => "the smaller input shrunk from it",
        };
        let verdict = first.verdict;
        say!(
            "{verdict}, but the failure did not repeat: case {} of {cases} failed once, and {which} passes when run again.",
            k + 1
        );
        say!("The case as it failed:");
        report(first.input, first.expected, &first.ran, &first.why);
        if verdict == "TLE" {
            say!(
                "A busy machine can do this: try a larger --time-limit (it was {} s).",
                options.limit
            );
        } else {
            say!("More than the input decides the outcome: timing, randomness or the machine.");
        }
        (first.input, first.expected)
    } else {
        let s = plural(count(small));
        let from = count(&first.case);
        match runs {
            // One case already on its goal's doorstep: nothing smaller was there to try.
            0 => say!(
                "{again}: the input that fails ({} case{s}; nothing smaller to try):",
                count(small)
            ),
            _ => {
                let sizes = format!(
                    "{} case{s}, from {from}, after {runs} run{}",
                    count(small),
                    plural(runs)
                );
                say!("{again}: the smallest input that still fails ({sizes}):");
            }
        }
        report(small_input, &small_expected, &ran, &why);
        (small_input, &small_expected[..])
    };
    say!(
        "seed {}: the same cases again with --seed {} --cases {cases}",
        options.seed,
        options.seed
    );
    if let Some(dir) = &options.save {
        let (name, limits) = (options.problem.name, &options.limits);
        say!("{}", save(dir, name, saved.0, saved.1));
        say!(
            "to judge your program on it again: {} --samples {}{limits} {name} -- {}",
            kit_script("samples"),
            shell(&from_anywhere(dir)),
            command_from_anywhere(&options.command),
        );
    }
    say!("{k} passed, 1 failed");
    std::process::exit(1);
}

/// Speed: the program and the kit's binary, in turn, five times each on `input` (the hardest
/// case, `expected` its expected as judged), where the kit's binary is built.
fn compare_speed(trial: &Trial, input: &str, expected: &str) {
    let Ok(kit) = kit::problem::built_binary(trial.options.problem.name) else { return };
    let kit = vec![kit.display().to_string()];
    let (command, limit) = (&trial.options.command, trial.limit);
    let (mut yours, mut ours, mut peak) = (Vec::new(), Vec::new(), None::<Run>);
    let cap = output_cap(trial.options.problem, expected);
    for _ in 0..5 {
        let ran = execute_capped(command, input, limit, cap);
        yours.push(ran.cpu);
        if peak.as_ref().map_or(true, |p| ran.peak_kib > p.peak_kib) {
            peak = Some(ran);
        }
        ours.push(execute_capped(&kit, input, limit, cap).cpu);
    }
    let (yours, ours) = (median(yours), median(ours));
    say!(
        "speed on the hardest case: yours {:.2} ms, the kit's {:.2} ms \
         (CPU time of the whole process, median of 5): {} times the kit's; your peak memory {} \
         (under {})",
        yours.as_secs_f64() * 1e3,
        ours.as_secs_f64() * 1e3,
        verdict::past(yours.as_secs_f64() / ours.as_secs_f64(), 0.0), // 0.003, not 0.00
        peak.as_ref().map(peak_words).unwrap_or_default(),
        memory_limit_words()
    );
}
