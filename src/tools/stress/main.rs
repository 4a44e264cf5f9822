// Stress test for your own solution (std only): scripts/stress builds this and runs it.
//   stress NAME [--seed S] [--cases N] [--time-limit SECONDS] [--memory-limit MB] [--save DIR]
//          -- COMMAND [ARGS...]
// Cases for problem NAME come from a seeded generator, hardest last. Each is judged by NAME's
// own rules: the expected output is what the kit's binary prints (its `solve`, run in process),
// compared as the judge compares, or by the problem's special judge. At the first failure the
// input is shrunk (fewer cases, then each board one move nearer its goal, while it still fails)
// and shown with the expected and actual output and why; a failure that does not repeat is
// reported as such, with the case as it first failed. Past the memory limit (default: the
// problem's own, `memory_mb` in problems.rs) is MLE.
//   stress --run SECONDS BYTES MB INPUT ACTUAL ERRORS -- COMMAND [ARGS...]
// scripts/samples's runner: COMMAND on the file INPUT as stress runs a program (its process
// group ended with it, its output capped at BYTES, its peak memory at MB), stdout and stderr
// written to ACTUAL and ERRORS, and one line printed, its peak memory in KiB last: `exit N MS
// KIB`, `signal N MS KIB`, `tle - MS KIB`, `ole BYTES MS KIB`, `mle - MS KIB` or `held - MS
// KIB` (a process it started held its output open past the limit); `<KIB` where only a bound
// is known (run.rs says when).
//   stress --limits NAME
// Prints NAME's own memory limit in MB and whose it is, for scripts/samples: `32 judge`, or
// `256 default` where the judge's was not recorded.
//
// The parts, each a file beside this one:
// - problems.rs: the registry, one block per judge problem: its binary's `solve`, its special
//   judge, what its input holds and how it is written, and the rule the tests' brute force
//   answers it by. Every script and test reads this list. Its folder problems/ holds the
//   generators of the families with a case format of their own (rectangles.rs, knights.rs,
//   slides_once.rs, prime_swaps.rs).
// - generate.rs: seeded cases, easy to hard, and their input text.
// - run.rs: running a program under a time limit, and the verdict on what it printed.
// - shrink.rs: making a failing case smaller while it still fails.
// - walk.rs: scripts/walk, a walk through any problem's puzzle board by board: the user's moves
//   replayed, or the kit's own solution; ../svg.rs draws it (--svg).
//
// A tool, never pasted into a judge: it may use Rust past the judges' 1.63 (process_group:
// 1.64, IsTerminal: 1.70).
#![allow(clippy::incompatible_msrv)]

use std::io::Write;
use std::time::{Duration, Instant};

include!("../../io.rs");
include!("../../core.rs");
include!("../../graph.rs");
include!("../../fifteen.rs");
include!("../../rectangle.rs");
include!("../../knights.rs");
include!("../../anyboard.rs");

pub mod generate;
pub mod problems;
pub mod run;
pub mod shrink;
#[path = "../svg.rs"]
pub mod svg;
pub mod walk;
use generate::{generate, oddly, render, Far, Rng};
use problems::{listed, Case, Problem, DEFAULT_MEMORY_MB, PROBLEMS};
use run::{
    cap_for, check_program, execute_capped, judge, launch, memory_limit_words, peak_field,
    peak_words, take_charge, Run, DEFAULT, GIVEN, MEMORY_LIMIT_KIB, MEMORY_LIMIT_WHOSE,
};
use shrink::shrink;
use walk::walk;

/// Whose voice an error speaks in: `stress` or `walk`, as the user called it; `error` for
/// scripts/samples' runner (`--run`, `--limits`), whose lines samples rewrites as its own.
static VOICE: std::sync::Mutex<&str> = std::sync::Mutex::new("error");

fn fail(message: &str) -> ! {
    clear_progress();
    let voice = *VOICE.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(std::io::stderr(), "{voice}: {message}");
    std::process::exit(2);
}

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
    fn raise(signal: i32) -> i32;
}

/// A line on stdout. If stdout is gone (`| head` stopped reading), stress ends as a program
/// killed by SIGPIPE does; SIGPIPE itself stays ignored, for the programs' pipes.
macro_rules! say {
    ($($arg:tt)*) => { say(format_args!($($arg)*)) };
}

fn say(line: std::fmt::Arguments) {
    clear_progress();
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{line}").and_then(|_| out.flush()) {
        Ok(()) => {}
        // SAFETY: SIG_DFL, then raise: the process ends as by SIGPIPE; no handler runs.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => unsafe {
            signal(13, 0);
            raise(13);
        },
        Err(e) => fail(&format!("cannot write the report: {e}")),
    }
}

/// Whether a progress line is on the terminal now, to be cleared before other output.
static PROGRESS_SHOWN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

fn clear_progress() {
    if PROGRESS_SHOWN.swap(false, std::sync::atomic::Ordering::SeqCst) {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

/// Progress on stderr, so a slow program is not silence: on a terminal one line redrawn in
/// place (at most ten times a second), else a plain line every few seconds at most.
struct Progress {
    terminal: bool,
    start: Instant,
    last: Option<Instant>,
}

impl Progress {
    fn new() -> Progress {
        use std::io::IsTerminal;
        Progress { terminal: std::io::stderr().is_terminal(), start: Instant::now(), last: None }
    }

    fn show(&mut self, what: impl FnOnce() -> String) {
        let now = Instant::now();
        let since = now - self.last.unwrap_or(self.start);
        if self.terminal && (self.last.is_none() || since >= Duration::from_millis(100)) {
            let _ = write!(std::io::stderr(), "\r{}\x1b[K", what());
            PROGRESS_SHOWN.store(true, std::sync::atomic::Ordering::SeqCst);
        } else if !self.terminal && since >= Duration::from_secs(3) {
            let so_far = (now - self.start).as_secs();
            let _ = writeln!(std::io::stderr(), "stress: {} ({so_far} s so far)", what());
        } else {
            return;
        }
        self.last = Some(now);
    }
}

/// An argument as text, or a one-line refusal naming it.
fn text(arg: &std::ffi::OsStr, what: &str) -> String {
    arg.to_str().map(str::to_string).unwrap_or_else(|| {
        fail(&format!("{what} is not UTF-8 text: {}", quote(&arg.to_string_lossy())))
    })
}

/// A word as a shell reads it back: quoted unless it is plain.
fn shell(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_@%+=:,./-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

fn shell_line(words: &[String]) -> String {
    words.iter().map(|w| shell(w)).collect::<Vec<_>>().join(" ")
}

/// A path as it reads from any folder: relative ones joined to where stress was started.
fn from_anywhere(path: &str) -> String {
    let mut relative = path;
    while let Some(rest) = relative.strip_prefix("./") {
        relative = rest.trim_start_matches('/');
    }
    match std::env::current_dir() {
        Ok(here) if !path.starts_with('/') => here.join(relative).display().to_string(),
        _ => path.to_string(),
    }
}

/// COMMAND as it runs from any folder: a program named by a relative path, and each later word
/// naming a file or folder here, made absolute (a word such as `python3` is left to PATH).
fn command_from_anywhere(command: &[String]) -> String {
    let word = |(k, word): (usize, &String)| {
        let is_path = if k == 0 { word.contains('/') } else { std::path::Path::new(word).exists() };
        match is_path && !word.starts_with('-') {
            true => from_anywhere(word),
            false => word.clone(),
        }
    };
    shell_line(&command.iter().enumerate().map(word).collect::<Vec<_>>())
}

/// A kit script by its real path (`scripts/stress`, `scripts/samples`), so that a printed
/// command runs from any folder; this program is target/release/examples/stress in the kit.
fn kit_script(name: &str) -> String {
    let exe = std::env::current_exe().and_then(|exe| exe.canonicalize());
    let root = exe.ok().and_then(|exe| exe.ancestors().nth(4).map(|root| root.to_path_buf()));
    match root.map(|root| root.join("scripts").join(name)).filter(|script| script.exists()) {
        Some(script) => shell(&script.display().to_string()),
        None => format!("scripts/{name}"),
    }
}

/// A whole number from `least` to `most`, or a one-line refusal naming `option`.
fn whole(option: &str, value: &str, least: u64, most: u64) -> u64 {
    match value.parse() {
        Ok(n) if value.bytes().all(|c| c.is_ascii_digit()) && (least..=most).contains(&n) => n,
        _ => fail(&format!(
            "{option}: give a whole number from {least} to {most}, not {}",
            quote(value)
        )),
    }
}

/// Seconds above 0, at most a day, or a one-line refusal naming `option`.
fn seconds(option: &str, value: &str) -> f64 {
    match value.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => s,
        _ => {
            fail(&format!("{option}: give seconds above 0 and at most 86400, not {}", quote(value)))
        }
    }
}

struct Options {
    problem: &'static Problem,
    seed: u64,
    cases: usize,
    limit: f64,
    memory_mb: u64,
    save: Option<String>,
    /// `--time-limit` and `--memory-limit` as given, for the commands that replay a case.
    limits: String,
    command: Vec<String>,
}

fn options(args: &[std::ffi::OsString]) -> Options {
    let split = args.iter().position(|a| a == "--");
    let split = split.unwrap_or_else(|| fail("give -- COMMAND after NAME and its options"));
    let (ours, theirs) = (&args[..split], &args[split + 1..]);
    let command: Vec<String> = (0..theirs.len())
        .map(|i| text(&theirs[i], &format!("word {} of COMMAND", i + 1)))
        .collect();
    if command.is_empty() {
        fail("give the program to test after --");
    }
    let names = || listed(PROBLEMS.iter());
    let name = ours.first().map(|n| text(n, "NAME"));
    let name = name.unwrap_or_else(|| fail(&format!("give a problem: {}", names())));
    let problem = PROBLEMS.iter().find(|p| p.name == name).unwrap_or_else(|| {
        fail(&format!("no problem named {} to stress; there are: {}", quote(&name), names()))
    });
    let clock = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    let mut options = Options {
        problem,
        seed: clock.map_or(1, |d| d.as_nanos() as u64 % 1_000_000_007),
        cases: 1000,
        limit: 2.0,
        memory_mb: problem.memory_mb.unwrap_or(DEFAULT_MEMORY_MB) as u64,
        save: None,
        limits: String::new(),
        command,
    };
    if problem.memory_mb.is_none() {
        MEMORY_LIMIT_WHOSE.store(DEFAULT, std::sync::atomic::Ordering::SeqCst);
    }
    let mut rest = ours[1..].iter();
    while let Some(option) = rest.next() {
        let option = text(option, "an option");
        let mut value = || {
            let value = rest.next().unwrap_or_else(|| fail(&format!("{option} needs a value")));
            text(value, &option)
        };
        match option.as_str() {
            "--seed" => options.seed = whole(&option, &value(), 0, u64::MAX),
            "--cases" => options.cases = whole(&option, &value(), 1, 1_000_000_000) as usize,
            "--time-limit" => {
                options.limit = seconds(&option, &value());
                options.limits += &format!(" --time-limit {}", options.limit);
            }
            "--memory-limit" => {
                options.memory_mb = whole(&option, &value(), 1, 65536);
                MEMORY_LIMIT_WHOSE.store(GIVEN, std::sync::atomic::Ordering::SeqCst);
                options.limits += &format!(" --memory-limit {}", options.memory_mb);
            }
            "--save" => options.save = Some(value()).filter(|d| !d.is_empty()),
            _ => fail(&format!("unknown option {} (see scripts/stress --help)", quote(&option))),
        }
        if option == "--save" && options.save.is_none() {
            fail("--save needs a folder");
        }
    }
    options
}

/// What a run printed, for a report: at most 40 lines, and 200 characters of each; control
/// characters escaped (a program's garbage cannot move the terminal's cursor).
fn show(label: &str, text: &str) {
    say!("--- {label}");
    if text.is_empty() {
        say!("(no output)");
    }
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(40) {
        let visible = |part: &str| {
            let escape = |c: char| {
                if c.is_control() && c != '\t' {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            };
            part.chars().map(escape).collect::<String>()
        };
        match line.char_indices().nth(200) {
            Some((end, _)) => {
                say!("{}... ({} characters in all)", visible(&line[..end]), line.chars().count())
            }
            None => say!("{}", visible(line)),
        }
    }
    if lines.len() > 40 {
        say!("... ({} lines in all)", lines.len());
    }
}

/// Writes the case as DIR/NAME/sample-N.in and .out, N one past the highest there, and says
/// where; a case already saved there (the same input and answer) is not written again.
fn save(dir: &str, name: &str, input: &str, expected: &str) -> String {
    let folder = std::path::Path::new(&from_anywhere(dir)).join(name);
    std::fs::create_dir_all(&folder)
        .unwrap_or_else(|e| fail(&format!("cannot make {}: {e}", folder.display())));
    let taken: Vec<usize> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let file = entry.file_name().into_string().ok()?;
            file.strip_prefix("sample-")?.strip_suffix(".in")?.parse::<usize>().ok()
        })
        .collect();
    let path = |n: usize, ext: &str| folder.join(format!("sample-{n}.{ext}"));
    let holds = |n: usize, ext: &str, text: &str| {
        std::fs::read(path(n, ext)).map_or(false, |bytes| bytes == text.as_bytes())
    };
    if let Some(&n) = taken.iter().find(|&&n| holds(n, "in", input) && holds(n, "out", expected)) {
        return format!("already saved as {} (the same case)", path(n, "in").display());
    }
    let n = taken.iter().max().unwrap_or(&0) + 1;
    for (file, text) in [(path(n, "in"), input), (path(n, "out"), expected)] {
        std::fs::write(&file, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", file.display())));
    }
    format!("saved as {}", path(n, "in").display())
}

fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

fn main() {
    let args: Vec<std::ffi::OsString> = std::env::args_os().skip(1).collect();
    match args.first().and_then(|a| a.to_str()) {
        Some("--walk") => {
            *VOICE.lock().unwrap_or_else(|e| e.into_inner()) = "walk";
            // walk runs no program: `| head` may end it as it ends other tools.
            // SAFETY: SIGPIPE (13) to SIG_DFL (0) before any thread starts.
            unsafe { signal(13, 0) };
            let args: Vec<String> =
                (1..args.len()).map(|i| text(&args[i], &format!("argument {i}"))).collect();
            walk(&args)
        }
        Some("--run") => {
            take_charge();
            run_one(&args[1..])
        }
        Some("--limits") => {
            let name = args.get(1).map(|n| text(n, "NAME")).unwrap_or_default();
            match PROBLEMS.iter().find(|p| p.name == name) {
                // The limit in MB, and whose: the judge's, or the kit's default.
                Some(problem) => match problem.memory_mb {
                    Some(mb) => say!("{mb} judge"),
                    None => say!("{DEFAULT_MEMORY_MB} default"),
                },
                None => fail(&format!("no problem named {}", quote(&name))),
            }
        }
        // scripts/stress asks this first, once the tool is built and before the binaries are,
        // so that a mistyped option is refused without waiting for the whole build.
        Some("--options-only") => {
            *VOICE.lock().unwrap_or_else(|e| e.into_inner()) = "stress";
            options(&args[1..]);
        }
        _ => {
            *VOICE.lock().unwrap_or_else(|e| e.into_inner()) = "stress";
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
    let (ms, kib) = (run.time.as_millis(), peak_field(&run));
    match (run.overflowed, run.timed_out, run.held, run.status, run.signal) {
        _ if run.over_memory => say!("mle - {ms} {kib}"),
        (Some(cap), ..) => say!("ole {cap} {ms} {kib}"),
        (_, true, ..) => say!("tle - {ms} {kib}"),
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

/// The report on one failing run.
fn report(input: &str, expected: &str, ran: &Run, why: &str) {
    show("input", input);
    show("expected", expected);
    show("actual", &ran.stdout);
    if !ran.stderr.is_empty() {
        show("stderr", &ran.stderr);
    }
    say!("--- why: {why}");
}

/// The program under test and the kit, on one input: the expected output (the kit's binary's
/// `solve`, in process) and the program's run, judged as the problem's judge would.
struct Trial<'a> {
    options: &'a Options,
    limit: Duration,
}

impl Trial<'_> {
    fn expected_for(&self, input: &str) -> String {
        (self.options.problem.solve)(input.as_bytes())
            .unwrap_or_else(|e| fail(&format!("the generator made input the kit refuses ({e})")))
    }

    /// How the program ran on `input`, its verdict and why.
    fn run(&self, input: &str, expected: &str) -> (Run, &'static str, String) {
        let (options, cap) = (self.options, cap_for(expected));
        let ran = execute_capped(&options.command, input, self.limit, cap);
        let (verdict, why) = judge(options.problem, input, expected, &ran, options.limit);
        (ran, verdict, why)
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
    announce(&options);
    let trial = Trial { options: &options, limit: Duration::from_secs_f64(options.limit) };
    let mut rng = Rng(options.seed.wrapping_mul(2_654_435_761).max(1));
    let mut far = Far::default();
    let progress = std::cell::RefCell::new(Progress::new());
    let mut hardest = (Duration::ZERO, String::new());
    for k in 0..cases {
        progress.borrow_mut().show(|| format!("case {} of {cases}", k + 1));
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
        let expected = trial.expected_for(&input);
        let kit_time = clock.elapsed();
        let (ran, verdict, why) = trial.run(&input, &expected);
        if verdict == "AC" {
            if kit_time > hardest.0 {
                hardest = (kit_time, input);
            }
            continue;
        }
        say!("case {} of {cases}: {verdict}; shrinking it", k + 1);
        let attempts = std::cell::Cell::new(0);
        let fails = |case: &Case| {
            attempts.set(attempts.get() + 1);
            progress
                .borrow_mut()
                .show(|| format!("shrinking case {}: attempt {}", k + 1, attempts.get()));
            let input = text(case);
            trial.run(&input, &trial.expected_for(&input)).1 != "AC"
        };
        let small = shrink(problem, case.clone(), &fails);
        let failure = Failure { case, input: &input, expected: &expected, ran, verdict, why };
        report_shrunk(&trial, k, failure, &small, &text(&small));
    }
    say!("{cases} passed, 0 failed");
    compare_speed(&trial, &hardest.1);
}

/// Checks the program and the --save folder, sets the memory limit, and prints the command
/// that replays this run.
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
    say!(
        "stress {name}: {cases} cases, seed {seed} (to replay: {} {name} --seed {seed} --cases {cases}{limits} -- {command_line})",
        kit_script("stress"),
    );
}

/// Case `k` failed as `first` and shrank to `small` (its text `small_input`): runs that once
/// more, and reports the smallest input that still fails, or that the failure did not repeat
/// (with the case as it first failed); saves it with --save; ends stress.
fn report_shrunk(trial: &Trial, k: usize, first: Failure, small: &Case, small_input: &str) -> ! {
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
        let plural = if count(small) == 1 { "" } else { "s" };
        let sizes = format!("{} case{plural}, from {}", count(small), count(&first.case));
        say!("{again}: the smallest input that still fails ({sizes}):");
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

/// Speed: the program and the kit's binary, in turn, five times each on `input` (the case the
/// kit took longest over), where the kit's binary is built.
fn compare_speed(trial: &Trial, input: &str) {
    let exe = std::env::current_exe().unwrap_or_default();
    let kit = exe.parent().and_then(|d| d.parent()).map(|d| d.join(trial.options.problem.name));
    let Some(kit) = kit.filter(|k| k.exists()) else { return };
    let kit = vec![kit.display().to_string()];
    let (command, limit) = (&trial.options.command, trial.limit);
    let (mut yours, mut ours, mut peak) = (Vec::new(), Vec::new(), None::<Run>);
    let cap = cap_for(&trial.expected_for(input));
    for _ in 0..5 {
        let ran = execute_capped(command, input, limit, cap);
        yours.push(ran.time);
        if peak.as_ref().map_or(true, |p| ran.peak_kib > p.peak_kib) {
            peak = Some(ran);
        }
        ours.push(execute_capped(&kit, input, limit, cap).time);
    }
    let (yours, ours) = (median(yours), median(ours));
    say!(
        "speed on the hardest case: yours {:.2} ms, the kit's {:.2} ms \
         (whole process, median of 5): {:.2} times the kit's; your peak memory {} \
         (under {})",
        yours.as_secs_f64() * 1e3,
        ours.as_secs_f64() * 1e3,
        yours.as_secs_f64() / ours.as_secs_f64(),
        peak.as_ref().map(peak_words).unwrap_or_default(),
        memory_limit_words()
    );
}
