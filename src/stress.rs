// Stress test for your own solution (std only): scripts/stress builds this and runs it.
//   stress NAME [--seed S] [--cases N] [--time-limit SECONDS] [--save DIR] -- COMMAND [ARGS...]
// Cases for problem NAME come from a seeded generator, hardest last. Each is judged by NAME's
// own rules: the expected output is what the kit's binary prints (its `solve`, run in process),
// compared as the judge compares, or by the problem's special judge. At the first failure the
// input is shrunk (fewer cases, then each board one move nearer its goal, while it still fails)
// and shown with the expected and actual output and why.
use std::io::{Read, Write};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

include!("io.rs");
include!("core.rs");

// Each judge binary and special judge in a module of its own, for its `solve` and `judge`.
macro_rules! binaries {
    ($($name:ident),*) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!("bin/", stringify!($name), ".rs"));
                pub fn expected(input: &[u8]) -> Result<String, String> {
                    solve(input)
                }
            }
        )*
    };
}
binaries!(poj1077, wikioi1225, textbook, textbook_path, hdu3567, acwing845, uva652, lightoj1139);

macro_rules! checkers {
    ($($module:ident: $file:literal),*) => {
        $(
            #[allow(dead_code)]
            mod $module {
                include!($file);
                pub fn check(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
                    judge(input, actual, expected)
                }
            }
        )*
    };
}
checkers!(check_poj1077: "checkers/poj1077.rs", check_uva652: "checkers/uva652.rs");

type Pair = (Board, Board); // a start and its goal
/// A special judge: input, actual and expected output; notes on an accepted answer, or why not.
type Checker = fn(&str, &str, &str) -> Result<Vec<String>, String>;

/// A problem as the generator and the judge see it. A new problem adds a row to `PROBLEMS`.
struct Problem {
    name: &'static str,
    solve: fn(&[u8]) -> Result<String, String>,
    /// A special judge where many answers are right; else the text is compared.
    check: Option<Checker>,
    /// The goal, or `None` where each case names its own.
    goal: Option<Board>,
    /// The judge promises a solvable start: no unsolvable case is generated.
    solvable_only: bool,
    /// The most cases one input may hold (1: a single case).
    most: usize,
    /// The input text for these cases, as the statement lays it out.
    render: fn(&[Pair]) -> String,
    /// The statement allows any whitespace between tokens (tabs, several spaces, CRLF).
    any_whitespace: bool,
}

const CORNER: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
const CENTRE: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

const PROBLEMS: &[Problem] = &[
    Problem {
        name: "poj1077",
        solve: poj1077::expected,
        check: Some(check_poj1077::check),
        goal: Some(CORNER),
        solvable_only: false,
        most: 50,
        render: |pairs| pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n").collect(),
        any_whitespace: true,
    },
    Problem {
        name: "wikioi1225",
        solve: wikioi1225::expected,
        check: None,
        goal: Some(CENTRE),
        solvable_only: true,
        most: 1,
        render: |pairs| cells(&pairs[0].0, "", '0') + "\n",
        any_whitespace: false,
    },
    Problem {
        name: "textbook",
        solve: textbook::expected,
        check: None,
        goal: None,
        solvable_only: false,
        most: 1,
        render: |pairs| rows(&pairs[0].0, '0') + &rows(&pairs[0].1, '0'),
        any_whitespace: true,
    },
    Problem {
        name: "textbook_path",
        solve: textbook_path::expected,
        check: None,
        goal: None,
        solvable_only: false,
        most: 1,
        render: |pairs| rows(&pairs[0].0, '0') + &rows(&pairs[0].1, '0'),
        any_whitespace: true,
    },
    Problem {
        name: "hdu3567",
        solve: hdu3567::expected,
        check: None,
        goal: None,
        solvable_only: true,
        most: 200,
        render: |pairs| {
            let each = pairs.iter().map(|(s, g)| cells(s, "", 'X') + "\n" + &cells(g, "", 'X'));
            format!("{}\n{}\n", pairs.len(), each.collect::<Vec<_>>().join("\n"))
        },
        any_whitespace: true,
    },
    Problem {
        name: "acwing845",
        solve: acwing845::expected,
        check: None,
        goal: Some(CORNER),
        solvable_only: false,
        most: 1,
        render: |pairs| cells(&pairs[0].0, " ", 'x') + "\n",
        any_whitespace: true,
    },
    Problem {
        name: "uva652",
        solve: uva652::expected,
        check: Some(check_uva652::check),
        goal: Some(CORNER),
        solvable_only: false,
        most: 50,
        render: |pairs| {
            let each = pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n");
            format!("{}\n\n{}", pairs.len(), each.collect::<Vec<_>>().join("\n"))
        },
        any_whitespace: true,
    },
    Problem {
        name: "lightoj1139",
        solve: lightoj1139::expected,
        check: None,
        goal: Some(CORNER),
        solvable_only: false,
        most: 1000,
        render: |pairs| {
            let each: String =
                pairs.iter().map(|(s, _)| "\n".to_string() + &rows(s, '0')).collect();
            format!("{}\n{each}", pairs.len())
        },
        any_whitespace: true,
    },
];

/// `text` with its whitespace varied as the statement allows: a separator becomes several
/// spaces or a tab, a line end CRLF, and blank lines may appear.
fn oddly(text: &str, rng: &mut Rng) -> String {
    let mut out = String::with_capacity(text.len() * 2);
    for c in text.chars() {
        match (c, rng.below(4)) {
            (' ', 0) => out.push_str("   "),
            (' ', 1) => out.push('\t'),
            ('\n', 0) => out.push_str("\r\n"),
            ('\n', 1) => out.push_str(" \n\n"),
            _ => out.push(c),
        }
    }
    out
}

/// Nine cells in a row, `between` them, the blank written `blank`.
fn cells(board: &Board, between: &str, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    board.iter().map(cell).collect::<Vec<_>>().join(between)
}

/// Three rows of three numbers.
fn rows(board: &Board, blank: char) -> String {
    let cell = |&t: &u8| if t == 0 { blank.to_string() } else { t.to_string() };
    let row = |row: &[u8]| row.iter().map(cell).collect::<Vec<_>>().join(" ") + "\n";
    board.chunks(3).map(row).collect()
}

/// A fixed-seed generator (xorshift64*).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        (self.0.wrapping_mul(0x2545_f491_4f6c_dd1d) >> 11) as usize % n
    }

    fn board(&mut self) -> Board {
        let mut b = [0, 1, 2, 3, 4, 5, 6, 7, 8];
        for i in (1..9).rev() {
            b.swap(i, self.below(i + 1));
        }
        b
    }

    /// `goal` after `moves` random moves of the blank (none undoing the last).
    fn walk(&mut self, goal: &Board, moves: usize) -> Board {
        let (mut board, mut last) = (*goal, 0);
        let mut made = 0;
        while made < moves {
            let letter = UDLR[self.below(4)];
            if let Some(next) = apply_move(&board, letter).filter(|_| letter != last) {
                board = next;
                last = match letter {
                    b'u' => b'd',
                    b'd' => b'u',
                    b'l' => b'r',
                    _ => b'l',
                };
                made += 1;
            }
        }
        board
    }
}

/// The boards farthest from `goal`, by a breadth-first search of its own (cached by the caller).
fn farthest(goal: &Board) -> Vec<Board> {
    let mut dist = std::collections::HashMap::from([(*goal, 0)]);
    let mut layer = vec![*goal];
    loop {
        let mut next = Vec::new();
        for board in &layer {
            for &letter in &UDLR {
                let moved = apply_move(board, letter).filter(|n| !dist.contains_key(n));
                if let Some(n) = moved {
                    dist.insert(n, 0);
                    next.push(n);
                }
            }
        }
        if next.is_empty() {
            return layer;
        }
        layer = next;
    }
}

/// The cases of case number `k` of `total`: harder as k grows. Levels, in order: solved
/// boards, short walks, long walks with arbitrary goals where the problem has them, the
/// farthest boards, unsolvable boards, then inputs as large as the problem allows.
fn generate(problem: &Problem, k: usize, total: usize, rng: &mut Rng, far: &mut Far) -> Vec<Pair> {
    let level = 6 * k / total.max(1);
    let count = match level {
        5 if problem.most > 1 => 1 + rng.below(problem.most),
        _ => 1 + rng.below(problem.most.min(3)),
    };
    (0..count).map(|_| pair(problem, level, rng, far)).collect()
}

type Far = std::collections::HashMap<Board, Vec<Board>>;

fn pair(problem: &Problem, level: usize, rng: &mut Rng, far: &mut Far) -> Pair {
    let goal = match problem.goal {
        Some(goal) => goal,
        None if level >= 2 && level != 3 => rng.board(),
        None => canonical_goal(rng.below(9)),
    };
    let start = match level {
        0 => goal,
        1 | 2 => {
            let moves = if level == 1 { 1 + rng.below(5) } else { 6 + rng.below(15) };
            rng.walk(&goal, moves)
        }
        3 => {
            let boards = far.entry(goal).or_insert_with(|| farthest(&goal));
            boards[rng.below(boards.len())]
        }
        4 if !problem.solvable_only => loop {
            let board = rng.board();
            if !solvable(&board, &goal) {
                break board;
            }
        },
        _ => rng.board(),
    };
    if problem.solvable_only && !solvable(&start, &goal) {
        let moves = 20 + rng.below(20);
        return (rng.walk(&goal, moves), goal);
    }
    (start, goal)
}

/// How a program ran on one input.
struct Run {
    status: Option<i32>, // `None`: killed, by a signal or at the time limit
    timed_out: bool,
    stdout: String,
    stderr: String,
    time: Duration,
}

fn execute(command: &[String], input: &str, limit: Duration) -> Run {
    let start = Instant::now();
    let mut child = match Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => fail(&format!("cannot run {}: {e}", command[0])),
    };
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = reader(Box::new(child.stdout.take().unwrap()));
    let stderr = reader(Box::new(child.stderr.take().unwrap()));
    let mut timed_out = false;
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if start.elapsed() > limit {
            timed_out = true;
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    let time = start.elapsed();
    let _ = writer.join();
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    Run { status: status.code(), timed_out, stdout, stderr, time }
}

/// A verdict, and why (or, for AC, a note).
fn judge(
    problem: &Problem,
    input: &str,
    expected: &str,
    run: &Run,
    limit: f64,
) -> (&'static str, String) {
    if run.timed_out {
        return ("TLE", format!("over the {limit} s limit"));
    }
    match run.status {
        None => return ("RE", "killed by a signal".to_string()),
        Some(0) => {}
        Some(code) => return ("RE", format!("exit status {code}")),
    }
    if let Some(check) = problem.check {
        return match check(input, &run.stdout, expected) {
            Ok(notes) => ("AC", notes.join("; ")),
            Err(why) => ("WA", why),
        };
    }
    let lenient = |text: &str| {
        let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
        let end = lines.iter().rposition(|l| !l.is_empty()).map_or(0, |i| i + 1);
        lines[..end].join("\n")
    };
    let tokens = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    if lenient(&run.stdout) == lenient(expected) {
        ("AC", String::new())
    } else if tokens(&run.stdout) == tokens(expected) {
        ("PE", "only whitespace differs, not just at line ends".to_string())
    } else {
        ("WA", "the output differs".to_string())
    }
}

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

/// Shrinks a failing case: drops cases, then moves each start one move nearer its goal, for as
/// long as the program still fails; every attempt is judged afresh.
fn shrink(mut pairs: Vec<Pair>, fails: &dyn Fn(&[Pair]) -> bool) -> Vec<Pair> {
    let mut solver = Solver::default();
    loop {
        let mut smaller = None;
        for drop in 0..pairs.len() {
            let mut fewer = pairs.clone();
            fewer.remove(drop);
            if !fewer.is_empty() && fails(&fewer) {
                smaller = Some(fewer);
                break;
            }
        }
        if smaller.is_none() {
            'pairs: for i in 0..pairs.len() {
                let (start, goal) = pairs[i];
                let Some(d) = solver.distance(&start, &goal) else { continue };
                for &letter in &UDLR {
                    let Some(next) = apply_move(&start, letter) else { continue };
                    if solver.distance(&next, &goal) == Some(d.wrapping_sub(1)) {
                        let mut nearer = pairs.clone();
                        nearer[i].0 = next;
                        if fails(&nearer) {
                            smaller = Some(nearer);
                            break 'pairs;
                        }
                    }
                }
            }
        }
        match smaller {
            Some(next) => pairs = next,
            None => return pairs,
        }
    }
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

/// `walk NAME BOARD MOVES [--goal GOAL]`: the board after each move, the goal NAME's unless
/// given; an illegal move is named by its place. Exit status 0 only if the moves reach the goal.
fn walk(args: &[String]) {
    let (name, board, moves) = match args {
        [name, board, moves, ..] => (name, board, moves),
        _ => fail("give NAME BOARD MOVES [--goal GOAL]"),
    };
    let read = |text: &str| {
        Scanner::exactly(text.as_bytes(), 1).map(|b| b[0]).unwrap_or_else(|e| fail(&e))
    };
    let problem = PROBLEMS.iter().find(|p| p.name == name);
    let goal = match (&args[3..], problem.and_then(|p| p.goal)) {
        ([flag, goal], _) if flag == "--goal" => read(goal),
        ([], Some(goal)) => goal,
        _ => fail(&format!("give --goal GOAL: '{name}' has no goal of its own")),
    };
    let mut at = read(board);
    print!("Start:\n{}Goal:\n{}", grid(&at), grid(&goal));
    for (k, letter) in moves.bytes().enumerate() {
        match apply_move(&at, letter) {
            Some(next) => at = next,
            None => {
                let why = format!("move {} ({:?}) is not a legal move here", k + 1, letter as char);
                let _ = writeln!(std::io::stderr(), "error: {why}");
                std::process::exit(1);
            }
        }
        print!("Step {} ({})\n{}", k + 1, letter as char, grid(&at));
    }
    if at == goal {
        println!("The goal is reached in {} moves.", moves.len());
    } else {
        println!("The goal is not reached.");
        std::process::exit(1);
    }
}

fn main() {
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
    let mut far = Far::new();
    let expected_for = |input: &str| {
        (problem.solve)(input.as_bytes())
            .unwrap_or_else(|e| fail(&format!("the generator made input the kit refuses ({e})")))
    };
    let mut hardest = (Duration::ZERO, String::new());
    for k in 0..options.cases {
        let pairs = generate(problem, k, options.cases, &mut rng, &mut far);
        let odd = problem.any_whitespace && 6 * k / options.cases.max(1) == 5 && rng.below(2) == 0;
        let layout_seed = rng.below(1 << 30) as u64 + 1;
        let render = |pairs: &[Pair]| {
            let text = (problem.render)(pairs);
            if odd {
                oddly(&text, &mut Rng(layout_seed))
            } else {
                text
            }
        };
        let input = render(&pairs);
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
        let fails = |pairs: &[Pair]| {
            let input = render(pairs);
            let ran = execute(&options.command, &input, limit);
            judge(problem, &input, &expected_for(&input), &ran, options.limit).0 != "AC"
        };
        let small = shrink(pairs.clone(), &fails);
        let input = render(&small);
        let expected = expected_for(&input);
        let ran = execute(&options.command, &input, limit);
        let (verdict, why) = judge(problem, &input, &expected, &ran, options.limit);
        let plural = if small.len() == 1 { "" } else { "s" };
        let sizes = format!("{} case{plural}, from {}", small.len(), pairs.len());
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
            "speed on the hardest case: yours {:.2} ms, the kit's {:.2} ms (whole process, median of 5): {:.2} times the kit's",
            yours.as_secs_f64() * 1e3,
            ours.as_secs_f64() * 1e3,
            yours.as_secs_f64() / ours.as_secs_f64()
        );
    }
}
