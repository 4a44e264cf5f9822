// scripts/walk: an answer replayed board by board.
use super::problems::{listed, Kind, Problem, PROBLEMS};
use super::{fail, quote, Board, Scanner};
use std::io::Write;

/// A board as walk plays it: its cells row by row (0 the blank), its width, and how the blank
/// is written (as the user wrote it; `None`: numbers in columns, the fifteen-puzzle's way).
#[derive(Clone, PartialEq)]
struct Grid {
    cells: Vec<usize>,
    width: usize,
    blank: Option<char>,
}

impl Grid {
    /// Rows of cells one space apart, nothing after the last.
    fn show(&self) -> String {
        let cell = |&t: &usize| match self.blank {
            Some(blank) if t == 0 => blank.to_string(),
            Some(_) => t.to_string(),
            None => format!("{t:>2}"),
        };
        let row = |r: &[usize]| r.iter().map(cell).collect::<Vec<_>>().join(" ") + "\n";
        self.cells.chunks(self.width).map(row).collect()
    }

    /// The board after the blank moves up, down, left or right (0 to 3), if it stays on.
    fn step(&self, way: usize) -> Option<Grid> {
        let (width, height) = (self.width, self.cells.len() / self.width);
        let blank = self.cells.iter().position(|&t| t == 0)?;
        let (row, col) = (blank / width, blank % width);
        let cell = match way {
            0 if row > 0 => blank - width,
            1 if row + 1 < height => blank + width,
            2 if col > 0 => blank - 1,
            3 if col + 1 < width => blank + 1,
            _ => return None,
        };
        let mut next = self.clone();
        next.cells.swap(blank, cell);
        Some(next)
    }
}

/// How walk plays a problem's answers: on which board, from which goal, with which letters (up,
/// down, left, right: the way the blank travels); or why it cannot.
enum Replay {
    Eight(Option<Board>),
    Fifteen,
    TwoByThree(Vec<usize>),
    Cannot(&'static str),
}

fn replay_of(problem: &Problem) -> Replay {
    match &problem.kind {
        Kind::Boards { goal, .. } => Replay::Eight(*goal),
        Kind::Fifteen { .. } => Replay::Fifteen,
        // LeetCode 773: the 3 × 2 grid, the only graph of six cells here.
        Kind::Tokens { cells: 6, sliding: true, goal, .. } => {
            Replay::TwoByThree(goal.iter().map(|&t| t as usize).collect())
        }
        Kind::Tokens { sliding: true, .. } => Replay::Cannot(
            "its answer is a number (the fewest moves on a graph each input gives), not moves",
        ),
        Kind::Tokens { .. } => {
            Replay::Cannot("its answer is a number (the fewest swaps), not moves to replay")
        }
        Kind::Grids { .. } => Replay::Cannot("its answer is YES or NO, not moves to replay"),
        Kind::Own { .. } => Replay::Cannot("walk does not know its moves"),
    }
}

const USAGE: &str = "give NAME BOARD MOVES [--goal GOAL] (see scripts/walk --help)";

/// `walk NAME BOARD MOVES [--goal GOAL]`: the board after each move, the goal NAME's unless
/// given; an illegal move is named by its place. Exit status 0 only if the moves reach the goal.
pub fn walk(args: &[String]) {
    let (mut words, mut goal) = (Vec::new(), None);
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--goal" => match rest.next() {
                Some(g) if goal.is_none() => goal = Some(g),
                Some(_) => fail("--goal is given twice"),
                None => fail("--goal needs a value: the goal board"),
            },
            "--" => fail(&format!("unexpected '--': {USAGE}")),
            option if option.starts_with("--") => {
                fail(&format!("unknown option {}: {USAGE}", quote(option)))
            }
            word => words.push(word),
        }
    }
    let Some(&name) = words.first() else { fail(USAGE) };
    let replayable =
        || listed(PROBLEMS.iter().filter(|p| !matches!(replay_of(p), Replay::Cannot(_))));
    let Some(problem) = PROBLEMS.iter().find(|p| p.name == name) else {
        fail(&format!("no problem named {}; walk replays: {}", quote(name), replayable()))
    };
    let replay = replay_of(problem);
    if let Replay::Cannot(why) = replay {
        fail(&format!("walk cannot replay {name}: {why}; it replays: {}", replayable()))
    }
    let (board, moves) = match words[1..] {
        [board, moves] => (board, moves),
        [_, _, extra, ..] => fail(&format!("unexpected argument {}: {USAGE}", quote(extra))),
        _ => fail(&format!("give BOARD and MOVES after {name}: {USAGE}")),
    };
    let has_goal = matches!(replay, Replay::Eight(None));
    if goal.is_some() && !has_goal {
        let free = listed(PROBLEMS.iter().filter(|p| matches!(replay_of(p), Replay::Eight(None))));
        fail(&format!("--goal: {name} has a goal of its own; --goal is for {free}"));
    }
    let (start, goal, letters) = match replay {
        Replay::Eight(own) => {
            let start = eight(board, "BOARD");
            let goal = match (goal, own) {
                (Some(goal), _) => Grid { blank: start.blank, ..eight(goal, "--goal") },
                (None, Some(own)) => Grid { cells: own.map(usize::from).to_vec(), ..start.clone() },
                (None, None) => fail(&format!("give --goal GOAL: '{name}' has no goal of its own")),
            };
            (start, goal, "udlr")
        }
        Replay::TwoByThree(own) => {
            let start = two_by_three(board);
            (start.clone(), Grid { cells: own, ..start }, "udlr")
        }
        Replay::Fifteen => {
            let goal = Grid { cells: (1..16).chain([0]).collect(), width: 4, blank: None };
            (fifteen(board), goal, "UDLR")
        }
        Replay::Cannot(_) => unreachable!("refused above"),
    };
    play(start, goal, moves, letters);
}

/// An eight-puzzle board as its problems write it: 0, x or X the blank, spaced or not.
fn eight(text: &str, what: &str) -> Grid {
    let board =
        Scanner::exactly(text.as_bytes(), 1).unwrap_or_else(|e| fail(&format!("{what}: {e}")));
    let blank = text.chars().find(|c| "0xX".contains(*c)).unwrap_or('0');
    Grid { cells: board[0].map(usize::from).to_vec(), width: 3, blank: Some(blank) }
}

/// LeetCode 773's board: `[[1,2,3],[4,0,5]]`, or six cells 0 to 5, spaced or not.
fn two_by_three(text: &str) -> Grid {
    let plain: String = text.chars().map(|c| if "[],".contains(c) { ' ' } else { c }).collect();
    let mut words: Vec<String> = plain.split_whitespace().map(str::to_string).collect();
    if words.len() == 1 {
        words = words[0].chars().map(String::from).collect();
    }
    let cells: Vec<usize> =
        words.iter().filter_map(|w| w.parse().ok()).filter(|&c| c < 6).collect();
    let mut seen = cells.clone();
    seen.sort_unstable();
    if cells.len() != words.len() || seen != [0, 1, 2, 3, 4, 5] {
        fail(&format!(
            "BOARD: give the six cells 0 to 5 once each (0 the blank), as [[1,2,3],[4,0,5]] or 123405, not {}",
            quote(text)
        ));
    }
    Grid { cells, width: 3, blank: Some('0') }
}

/// A fifteen-puzzle board: sixteen numbers, 0 the blank.
fn fifteen(text: &str) -> Grid {
    let read = || {
        let mut scanner = Scanner::new(text.as_bytes())?;
        let grid = scanner.grid(4, 4)?;
        scanner.finish().map(|_| grid)
    };
    let cells = read().unwrap_or_else(|e| fail(&format!("BOARD: {e}")));
    Grid { cells, width: 4, blank: None }
}

/// Prints the start, the goal and the board after each move (`letters`: up, down, left and
/// right), then whether the goal is reached; exits 1 on a move that is not legal, or a miss.
fn play(mut at: Grid, goal: Grid, moves: &str, letters: &str) {
    print!("Start:\n{}Goal:\n{}", at.show(), goal.show());
    let spelled = letters.chars().map(String::from).collect::<Vec<_>>().join(" ");
    for (k, letter) in moves.chars().enumerate() {
        let why = match letters.find(letter) {
            None => format!("move {} ({letter:?}) is not a move: the moves are {spelled}", k + 1),
            Some(way) => match at.step(way) {
                Some(next) => {
                    at = next;
                    print!("Step {} ({letter})\n{}", k + 1, at.show());
                    continue;
                }
                None => format!("move {} ({letter:?}) is not a legal move here", k + 1),
            },
        };
        let _ = std::io::stdout().flush();
        let _ = writeln!(std::io::stderr(), "walk: {why}");
        std::process::exit(1);
    }
    if at.cells == goal.cells {
        let count = moves.chars().count();
        println!("The goal is reached in {count} move{}.", if count == 1 { "" } else { "s" });
    } else {
        println!("The goal is not reached.");
        std::process::exit(1);
    }
}
