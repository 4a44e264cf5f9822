// scripts/walk: a walk through any puzzle of the kit, board by board: moves the user gives,
// replayed and judged, or, given none, the kit's own solution.
//   walk NAME (BOARD | --input FILE) [MOVES] [--goal GOAL] [--svg FILE]
// (options anywhere, each once). The registry's block of the problem reads the input's first
// case into a `Walk` (src/kit/puzzle.rs). A scored problem's input and answer are judged
// by its special judge, as check_NAME judges them (kit::SCORED): a legal answer ends on
// its score. The parts are the library's (src/kit/):
// - walk/replay.rs: moves read in the problem's notation, judged, and the boards printed;
// - walk/solution.rs: the kit's own solution, from the cores its binaries use;
// - pictures/walk.rs: the walk as a picture, which pictures/svg.rs draws (--svg).
// A tool, never pasted into a judge: it may use Rust past the judges' 1.63 (IsTerminal: 1.70).
#![allow(clippy::incompatible_msrv)]
use std::io::Write;

use kit::cores;
use kit::listed;
use kit::pictures::svg::{picture, Scene};
use kit::pictures::walk::scene;
use kit::problem::{Kind, Problem};
use kit::puzzle::{Kit, Labels, Own, Walk};
use kit::text::{plural, Board};
use kit::voice::{clear_progress, fail, quote, speak_as, Progress};
use kit::walk::replay::{apply, play, show, split_moves, written, DRAWN};
use kit::walk::solution::{grid_reachable, kit_moves};

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
}

fn main() {
    speak_as("walk");
    // walk runs no program: `| head` may end it as it ends other tools.
    // SAFETY: SIGPIPE (13) to SIG_DFL (0) before any thread starts.
    unsafe { signal(13, 0) };
    let args = std::env::args_os().skip(1).enumerate();
    let text = |(i, arg): (usize, std::ffi::OsString)| {
        arg.into_string().unwrap_or_else(|arg| {
            fail(&format!(
                "argument {} is not UTF-8 text: {}",
                i + 1,
                quote(&arg.to_string_lossy())
            ))
        })
    };
    walk(&args.map(text).collect::<Vec<_>>())
}

const USAGE: &str =
    "give NAME BOARD [MOVES] or NAME --input FILE [MOVES] (scripts/walk --help says more)";

/// `walk NAME (BOARD | --input FILE) [MOVES] [--goal GOAL] [--svg FILE]`.
pub fn walk(args: &[String]) {
    let (mut words, mut goal, mut file, mut svg) = (Vec::new(), None, None, None);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        let slot = match arg.as_str() {
            "--goal" => &mut goal,
            "--input" => &mut file,
            "--svg" => &mut svg,
            "--" => fail(&format!("unexpected '--': {USAGE}")),
            option if option.starts_with("--") => {
                fail(&format!("unknown option {}: {USAGE}", quote(option)))
            }
            word => {
                words.push(word);
                continue;
            }
        };
        let what = match arg.as_str() {
            "--goal" => "the goal board",
            "--input" => "the problem's input file",
            _ => "the file to write the picture to",
        };
        match rest.next() {
            Some(_) if slot.is_some() => fail(&format!("{arg} is given twice")),
            Some(value) if !value.is_empty() => *slot = Some(value.as_str()),
            _ => fail(&format!("{arg} needs a value: {what}")),
        }
    }
    let Some(&name) = words.first() else { fail(USAGE) };
    let Some(problem) = kit::find(name) else {
        fail(&format!("no problem named {}; walk knows: {}", quote(name), listed(kit::problems())))
    };
    let takes_goal = |p: &&Problem| matches!(p.kind, Kind::Boards { goal: None, .. });
    if goal.is_some() && file.is_some() {
        fail("--goal: with --input, the input gives the goal");
    }
    if goal.is_some() && !takes_goal(&problem) {
        let free = listed(kit::problems().filter(takes_goal));
        fail(&format!("--goal: {name} has a goal of its own; --goal is for {free}"));
    }
    let given = &words[1..];
    let ((input, before), moves, what) = match file {
        Some(path) => {
            if let [_, extra, ..] = given {
                fail(&format!("unexpected argument {}: {USAGE}", quote(extra)))
            }
            let read = std::fs::read_to_string(path);
            let text = read.unwrap_or_else(|e| fail(&format!("--input: cannot read {path}: {e}")));
            ((text, 0), given.first(), path.to_string())
        }
        None => match given {
            [] => fail(&format!(
                "give BOARD (or --input FILE) after {name} (scripts/walk --help says more)"
            )),
            [_, _, extra, ..] => fail(&format!("unexpected argument {}: {USAGE}", quote(extra))),
            [board, moves @ ..] => {
                (board_input(problem, board, goal), moves.first(), "BOARD".into())
            }
        },
    };
    // BOARD's lines are numbered as the user wrote them, not as laid out in the input.
    let numbered = |e: String| lines_of_board(e, before);
    // A scored problem's answer is judged by its special judge, as check_NAME judges it, and
    // its input checked by it too: walk given MOVES never runs the kit's solver, which for
    // AHC 011 is a search of its own.
    let scored = kit::SCORED.iter().any(|&(scored, _)| scored == name);
    let scored = problem.check.filter(|_| scored);
    let checked = match scored {
        Some(check) => check(&input, "", "")
            .map(|_| ())
            .map_err(|e| e.strip_prefix("the input: ").map_or_else(|| e.clone(), String::from)),
        // The binary's refusal is the input's fault; a binary not built or failing is the kit's.
        None => kit::problem::built_answer(name, input.as_bytes())
            .unwrap_or_else(|e| fail(&e))
            .map(|_| ()),
    };
    if let Err(e) = checked {
        fail(&format!("{what}: {}", numbered(e)));
    }
    let walk = (problem.walk)(&input).unwrap_or_else(|e| fail(&format!("{what}: {}", numbered(e))));
    if svg.is_some() && walk.start.len() > DRAWN {
        let cells = walk.start.len();
        fail(&format!(
            "--svg: pictures are drawn of boards of at most {DRAWN} places, not {cells}"
        ));
    }
    // The picture's file is opened before the walk, which on a large board is long: a path
    // that cannot be written is refused before any work.
    let mut picture_file = svg.map(|path| {
        let folder = std::path::Path::new(path).parent().filter(|f| !f.as_os_str().is_empty());
        let file = std::fs::File::create(path).unwrap_or_else(|e| match folder {
            Some(folder) if !folder.is_dir() => {
                fail(&format!("--svg: cannot write {path}: no such folder"))
            }
            _ => fail(&format!("--svg: cannot write {path}: {e}")),
        });
        (path, file)
    });
    let (tokens, walk, kit) = match moves {
        Some(moves) => (split_moves(&walk, moves), walk, false),
        None => match searching(|| kit_moves(&walk)) {
            Err(why) => {
                fail(&format!("the kit cannot solve this board of {name}: {why}; give MOVES"))
            }
            Ok(Some(moves)) => {
                // Each move written on the board it is made on (a piece's label names it).
                let (mut end, mut tokens) = (walk.start.clone(), Vec::new());
                for &step in &moves {
                    tokens.push(written(&walk, &end, step));
                    apply(&walk, &mut end, step);
                }
                // Pipes: any one tree is a goal, and the kit's is the board its moves end on;
                // of two goals, the kit's is the one its moves reach.
                let pipes = matches!(walk.labels, Labels::Pipes(..));
                let (goal, also) = match walk.also {
                    Some(also) if also == end => (also, Some(walk.goal)),
                    also if !pipes => (walk.goal, also),
                    also => (end, also),
                };
                (tokens, Walk { goal, also, ..walk }, true)
            }
            Ok(None) => {
                print!("Start:\n{}Goal:\n{}", show(&walk, &walk.start), show(&walk, &walk.goal));
                println!("The goal cannot be reached{}.", within(&walk));
                let why = format!("the goal cannot be reached{}", within(&walk));
                // The start alone, its caption saying why: there is no walk to draw.
                draw(&mut picture_file, &scene(&walk, &[(walk.start.clone(), why)]));
                std::process::exit(1);
            }
        },
    };
    // A scored problem's answer is first judged whole, as its judge does: one it refuses for
    // other than an illegal move (which the replay names, board by board) is refused at once.
    let answer = tokens.concat() + "\n";
    let judged = scored.map(|check| check(&input, &answer, &answer));
    if let Some(Err(why)) = &judged {
        if !why.starts_with("move ") {
            // Nothing to draw: the picture's file, opened before the walk, is not left empty.
            if let Some((path, _)) = picture_file {
                let _ = std::fs::remove_file(path);
            }
            let _ = writeln!(std::io::stderr(), "walk: {why}");
            std::process::exit(1);
        }
    }
    let ends = play(&walk, &tokens, kit);
    draw(&mut picture_file, &scene(&walk, &ends.boards));
    if let Some(why) = ends.illegal {
        let _ = std::io::stdout().flush();
        let _ = writeln!(std::io::stderr(), "walk: {why}");
        std::process::exit(1);
    }
    // Scored: every legal answer within the limit is an answer, and its score is the verdict.
    if let Some(judged) = judged {
        match judged {
            Ok(notes) => notes.iter().for_each(|note| match note.split_once(": ") {
                Some((score, rest)) if score.starts_with("score ") => {
                    println!("Score {}: {rest}.", &score[6..])
                }
                _ => println!("{note}"),
            }),
            Err(why) => {
                let _ = std::io::stdout().flush();
                let _ = writeln!(std::io::stderr(), "walk: {why}");
                std::process::exit(1);
            }
        }
        return;
    }
    if !ends.reached {
        std::process::exit(1);
    }
}

/// " within N moves" where the kit searches only so far (and parity has not ruled it out).
fn within(walk: &Walk) -> String {
    match walk.kit {
        Kit::Rectangle(_) if !grid_reachable(walk) => String::new(),
        Kit::Rectangle(most) | Kit::Knights(most) => format!(" within {most} moves"),
        Kit::Own(Own { most: Some(most), .. }) => format!(" within {most} moves"),
        _ => String::new(),
    }
}

/// BOARD as NAME's input would hold it, one case: the eight- and fifteen-puzzle's boards are
/// read here (and `--goal`), a case of another family is the case's own text, `/` for a line
/// break (a knight board's five rows), laid out as the input by the registry's `render`. With
/// it, the lines of the input ahead of BOARD's.
fn board_input(problem: &Problem, board: &str, goal: Option<&str>) -> (String, usize) {
    match &problem.kind {
        Kind::Boards { goal: own, render, .. } => {
            let start = eight(board, "BOARD");
            let goal = match (goal, own) {
                (Some(goal), _) => eight(goal, "--goal"),
                (None, Some(own)) => *own,
                (None, None) => {
                    fail(&format!("give --goal GOAL: '{}' has no goal of its own", problem.name))
                }
            };
            (render(&[(start, goal)]), 0)
        }
        Kind::Fifteen { render, .. } => (render(&[fifteen(board)]), 0),
        Kind::Tokens { cells, .. }
            if board.len() == *cells && board.bytes().all(|c| c.is_ascii_digit()) =>
        {
            // 123405: spaced
            (board.chars().map(|c| format!("{c} ")).collect::<String>() + "\n", 0)
        }
        Kind::Own { render, .. } => {
            let text = board.replace('/', "\n").trim_end().to_string() + "\n";
            let input = render(std::slice::from_ref(&text));
            let first = text.lines().next().unwrap_or_default();
            let before = input.lines().position(|line| line == first).unwrap_or(0);
            (input, before)
        }
        _ => (board.replace('/', "\n") + "\n", 0),
    }
}

/// An error `e` about NAME's input that BOARD was laid out as, with `before` lines of it
/// ahead of BOARD's (a knight board's count), its line numbered from BOARD's first instead.
fn lines_of_board(e: String, before: usize) -> String {
    let line = e.strip_prefix("line ").and_then(|rest| rest.split_once(", "));
    match line.and_then(|(n, rest)| Some((n.parse::<usize>().ok()?, rest))) {
        Some((n, rest)) if n > before => format!("line {}, {rest}", n - before),
        _ => e,
    }
}

/// An eight-puzzle board as its problems write it: 0, x or X the blank, spaced or not.
fn eight(text: &str, what: &str) -> Board {
    let text = text.replace('/', "\n"); // a line break, as for every other board
    let board = cores::Scanner::exactly(text.as_bytes(), 1);
    board.unwrap_or_else(|e| fail(&format!("{what}: {e}")))[0]
}

/// A fifteen-puzzle board: sixteen numbers, 0 the blank.
fn fifteen(text: &str) -> Vec<usize> {
    let text = text.replace('/', "\n");
    let read = || {
        let mut scanner = cores::Scanner::new(text.as_bytes())?;
        let grid = scanner.grid(4, 4)?;
        scanner.finish().map(|_| grid)
    };
    read().unwrap_or_else(|e| fail(&format!("BOARD: {e}")))
}

/// Writes the picture of `scene` to the --svg file opened before the walk, if one was given.
fn draw(file: &mut Option<(&str, std::fs::File)>, scene: &Scene) {
    if let Some((path, file)) = file {
        file.write_all(picture(scene).as_bytes())
            .unwrap_or_else(|e| fail(&format!("--svg: cannot write {path}: {e}")));
        let boards = scene.frames.len();
        let _ =
            writeln!(std::io::stderr(), "walk: drew {boards} board{} in {path}", plural(boards));
    }
}

/// `work` on a thread of its own, and progress on stderr while it runs: a far fifteen-puzzle
/// or rectangle can take the kit's search minutes, with nothing else to show.
fn searching<T: Send>(work: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        let (done, finished) = std::sync::mpsc::channel();
        let worker = scope.spawn(move || {
            let found = work();
            let _ = done.send(());
            found
        });
        let (mut progress, start) = (Progress::new(), std::time::Instant::now());
        while let Err(std::sync::mpsc::RecvTimeoutError::Timeout) =
            finished.recv_timeout(std::time::Duration::from_millis(200))
        {
            let seconds = start.elapsed().as_secs();
            let on_terminal = progress.on_terminal();
            progress.show(|| match on_terminal {
                true => format!("still searching, {seconds} s"),
                false => "still searching".to_string(),
            });
        }
        clear_progress();
        worker.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}
