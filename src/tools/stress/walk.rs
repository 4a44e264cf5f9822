// scripts/walk: a walk through any puzzle of the kit, board by board: moves the user gives,
// replayed and judged, or, given none, the kit's own solution.
//
// Every puzzle here is places and pieces: a piece moves along an edge between two places,
// either into the empty place (a slide: the grids, AtCoder's graph, the knights, whose edges are
// the knight's jumps) or by trading places with another piece (a swap: CSES 1670, and CodeChef
// H1 where a rule on the two pieces must allow it). So one `Walk` describes them all: the start
// and the goal (what stands on each place, 0 the empty place), the edges, the rule, how moves
// are written (letters for the blank's way on a grid, or FROM-TO pairs of places) and how the
// kit solves it. The registry's block of each problem reads its input's first case into a `Walk`
// (its `walk` hook, built from the family helpers here), so that a new problem is walked with
// no change to this file unless it brings a new family.
//
// The kit's own solution comes from the cores: the eight-puzzle's `Solver`, the
// fifteen-puzzle's `shortest`, the rectangle's IDA*, the graph core's whole search (walked
// downhill), the knight search (asked again after each jump), or, for yukicoder 228's tiles that
// slide once, the one way back there is. It is then replayed by the same code that judges the
// user's moves, so it is checked as theirs would be.
use super::problems::{listed, Kind, Problem, PROBLEMS};
use super::svg::{picture, Frame, Piece, Scene};
use super::{fail, quote, Board, Scanner};
use std::io::Write;

/// How a problem's moves are written.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Notation {
    /// On a grid, the blank's way: the letters for up, down, left and right, in that order.
    Letters(&'static str),
    /// `FROM-TO`, places numbered from 1: the piece on FROM moves to TO (for a swap, the two).
    Pairs,
}

/// Which moves are legal, beyond running along an edge.
#[derive(Clone, Copy)]
pub enum Rule {
    /// A piece moves into the empty place.
    Slide,
    /// As `Slide`, and no piece moves twice (yukicoder 228).
    SlideOnce,
    /// Two pieces trade places, where the rule (given the two pieces) allows it.
    Swap(Option<fn(u8, u8) -> bool>),
}

/// How the kit finds its own solution.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Kit {
    /// The eight-puzzle core's `Solver` (any goal on 3 x 3): shortest.
    Eight,
    /// The fifteen-puzzle core's IDA* (goal 1 ... 15, blank last): shortest.
    Fifteen,
    /// The rectangle core's IDA*, within this many moves: shortest.
    Rectangle(u32),
    /// The graph core's search from the goal (at most 9 places), walked downhill: shortest.
    Graph,
    /// The knight core's search, within this many moves, asked again after each jump: shortest.
    Knights(u32),
    /// The one way back to the goal when no tile slides twice (yukicoder 228).
    Once,
    /// anyboard.rs's solution, built a line at a time: any W x H, not a shortest one.
    Any,
    /// A board one row or one column long: the blank walks to its goal cell, the only way.
    Line,
    /// None, for the reason given (a board too large to search).
    Cannot(&'static str),
}

impl Kit {
    /// Whether the kit's solution is a shortest one.
    pub fn shortest(self) -> bool {
        !matches!(self, Kit::Once | Kit::Any | Kit::Cannot(_))
    }
}

/// How pieces are written: numbers (plus `plus`, the empty place as `blank`), or by a table.
#[derive(Clone)]
pub enum Labels {
    Numbers { plus: usize, blank: String },
    Named(Vec<String>),
}

/// A puzzle's first case, as walk plays it.
#[derive(Clone)]
pub struct Walk {
    /// What stands on each place at the start and in the goal; 0 the empty place.
    pub start: Vec<usize>,
    pub goal: Vec<usize>,
    /// Places per row when printed (a graph's: all of them, on one line).
    pub width: usize,
    /// The places a move joins.
    pub edges: Vec<(usize, usize)>,
    /// A graph, drawn with its edges on a circle; else a grid (or the knights' board).
    pub graph: bool,
    /// What a place is called in messages: cell, vertex, square.
    pub place: &'static str,
    pub rule: Rule,
    pub notation: Notation,
    pub labels: Labels,
    /// Between two places of a printed row.
    pub separator: &'static str,
    pub kit: Kit,
}

impl Walk {
    /// A sliding puzzle on a grid `width` wide, moves u d l r, pieces numbered, 0 the blank.
    pub fn grid(width: usize, start: Vec<usize>, goal: Vec<usize>, kit: Kit) -> Walk {
        let edges = super::generate::grid_edges(width, start.len() / width);
        Walk {
            start,
            goal,
            width,
            edges,
            graph: false,
            place: "cell",
            rule: Rule::Slide,
            notation: Notation::Letters("udlr"),
            labels: Labels::Numbers { plus: 0, blank: "0".into() },
            separator: " ",
            kit,
        }
    }

    /// A piece's label.
    pub fn label(&self, token: usize) -> String {
        match &self.labels {
            Labels::Numbers { blank, .. } if token == 0 => blank.clone(), // a swap's: tile 0's
            Labels::Numbers { plus, .. } => (token + plus).to_string(),
            Labels::Named(names) => names.get(token).cloned().unwrap_or_else(|| token.to_string()),
        }
    }
}

/// The eight-puzzle's first case after `skip` words (counts): its start, and its goal (the
/// problem's own, else the board after the start).
pub fn eight_walk(input: &str, skip: usize, goal: Option<Board>) -> Result<Walk, String> {
    let boards = super::problems::sample_boards(input, skip);
    let start = boards.first().ok_or("the input holds no board")?;
    let goal = goal.or_else(|| boards.get(1).copied()).ok_or("the input holds no goal")?;
    let mut cells = input.split_whitespace().skip(skip).flat_map(str::chars);
    let blank = cells.find(|c| "0xX".contains(*c)).unwrap_or('0');
    let tokens = |b: &Board| b.iter().map(|&t| t as usize).collect();
    Ok(Walk {
        labels: Labels::Numbers { plus: 0, blank: blank.to_string() },
        ..Walk::grid(3, tokens(start), tokens(&goal), Kit::Eight)
    })
}

/// The fifteen-puzzle's first board after `skip` words: sixteen numbers, moves U D L R.
pub fn fifteen_walk(input: &str, skip: usize) -> Result<Walk, String> {
    let numbers = super::problems::sample_numbers(input);
    let start = numbers.get(skip..skip + 16).ok_or("the input holds no board")?;
    let goal = (1..16).chain([0]).collect();
    Ok(Walk {
        notation: Notation::Letters("UDLR"),
        ..Walk::grid(4, start.to_vec(), goal, Kit::Fifteen)
    })
}

/// CSES 1670's 3 x 3 grid of tiles 1 to 9 (tokens 0 to 8): any two side by side trade places,
/// where `rule` (given the two tokens) allows it; moves are FROM-TO pairs of cells.
pub fn swaps_walk(start: Vec<usize>, rule: Option<fn(u8, u8) -> bool>) -> Walk {
    Walk {
        rule: Rule::Swap(rule),
        notation: Notation::Pairs,
        labels: Labels::Numbers { plus: 1, blank: "1".into() },
        ..Walk::grid(3, start, (0..9).collect(), Kit::Graph)
    }
}

/// A grid of any size, `cols` wide, to `goal` (`None`: 1 2 ... with the blank last, POJ 2893's
/// and most judges'). The kit finds a
/// shortest solution where the cores can: up to 9 cells (the graph core), 4 x 4 (the fifteen
/// core), up to 12 cells (the rectangle's IDA*); else anyboard.rs builds one, up to `ANY_MOST`
/// cells; a larger board's moves can only be replayed.
pub fn sized_grid(
    cols: usize,
    start: Vec<usize>,
    goal: Option<Vec<usize>>,
) -> Result<Walk, String> {
    let cells = start.len();
    if cols == 0 || cells == 0 {
        return Err("the input holds no board".into());
    }
    let ordered: Vec<usize> = (1..cells).chain([0]).collect();
    let goal = goal.unwrap_or_else(|| ordered.clone());
    let kit = match (cells, cols) {
        _ if cols == 1 || cols == cells => Kit::Line,
        (0..=9, _) => Kit::Graph,
        (16, 4) if goal == ordered => Kit::Fifteen,
        (0..=12, _) => Kit::Rectangle(80),
        (0..=ANY_MOST, _) => Kit::Any,
        _ => Kit::Cannot("the kit solves boards of up to 10,000 cells (100 x 100, as judges go)"),
    };
    Ok(Walk::grid(cols, start, goal, kit))
}

/// The largest board the kit builds a solution for: anyboard.rs's moves grow about as the
/// cells times the side, and judges go to 100 x 100.
pub const ANY_MOST: usize = 10_000;

/// The knight puzzle's first board (as `knight_sample_boards` gives it: 25 squares, `*` the
/// empty one), its empty square written `empty`; the kit searches up to `most` moves.
pub fn knights_walk(board: Option<&String>, empty: char, most: u32) -> Result<Walk, String> {
    let board = board.ok_or("the input holds no board")?;
    let token = |c: char| match c {
        '1' => 1, // black
        '0' => 2, // white
        _ => 0,
    };
    let mut edges = Vec::new();
    for from in 0..25 {
        let (r, c) = (from / 5, from % 5);
        for (dr, dc) in [(1, -2), (1, 2), (2, -1), (2, 1)] {
            let (r2, c2) = (r as i32 + dr, c as i32 + dc);
            if (0..5).contains(&r2) && (0..5).contains(&c2) {
                edges.push((from, (r2 * 5 + c2) as usize));
            }
        }
    }
    Ok(Walk {
        start: board.chars().map(token).collect(),
        goal: knight_goal(),
        width: 5,
        edges,
        graph: false,
        place: "square",
        rule: Rule::Slide,
        notation: Notation::Pairs,
        labels: Labels::Named(vec![empty.to_string(), "1".into(), "0".into()]),
        separator: "",
        kit: Kit::Knights(most),
    })
}

/// The knight puzzle's goal: black knights above the diagonal, white below, the centre empty.
fn knight_goal() -> Vec<usize> {
    let rows = ["11111", "01111", "00*11", "00001", "00000"];
    rows.concat().chars().map(|c| [2, 1, 0][(c != '0') as usize + (c == '*') as usize]).collect()
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
    let Some(problem) = PROBLEMS.iter().find(|p| p.name == name) else {
        fail(&format!("no problem named {}; walk knows: {}", quote(name), listed(PROBLEMS.iter())))
    };
    let takes_goal = |p: &&Problem| matches!(p.kind, Kind::Boards { goal: None, .. });
    if goal.is_some() && file.is_some() {
        fail("--goal: with --input, the input gives the goal");
    }
    if goal.is_some() && !takes_goal(&problem) {
        let free = listed(PROBLEMS.iter().filter(takes_goal));
        fail(&format!("--goal: {name} has a goal of its own; --goal is for {free}"));
    }
    let given = &words[1..];
    let (input, moves, what) = match file {
        Some(path) => {
            if let [_, extra, ..] = given {
                fail(&format!("unexpected argument {}: {USAGE}", quote(extra)))
            }
            let read = std::fs::read_to_string(path);
            let text = read.unwrap_or_else(|e| fail(&format!("--input: cannot read {path}: {e}")));
            (text, given.first(), path.to_string())
        }
        None => match given {
            [] => fail(&format!("give BOARD (or --input FILE) after {name}: {USAGE}")),
            [_, _, extra, ..] => fail(&format!("unexpected argument {}: {USAGE}", quote(extra))),
            [board, moves @ ..] => {
                (board_input(problem, board, goal), moves.first(), "BOARD".into())
            }
        },
    };
    if let Err(e) = (problem.solve)(input.as_bytes()) {
        fail(&format!("{what}: {e}"));
    }
    let walk = (problem.walk)(&input).unwrap_or_else(|e| fail(&format!("{what}: {e}")));
    if svg.is_some() && walk.start.len() > DRAWN {
        let cells = walk.start.len();
        fail(&format!(
            "--svg: pictures are drawn of boards of at most {DRAWN} places, not {cells}"
        ));
    }
    if let Some(path) = svg {
        // Refused before the walk, which on a large board is long.
        let file = std::path::Path::new(path);
        let folder = file.parent().filter(|f| !f.as_os_str().is_empty());
        if file.is_dir() || !folder.map_or(true, |f| f.is_dir()) {
            fail(&format!("--svg: cannot write {path}: no such folder, or a folder itself"));
        }
    }
    let (tokens, kit) = match moves {
        Some(moves) => (split_moves(&walk, moves), false),
        None => match kit_moves(&walk) {
            Err(why) => fail(&format!("walk cannot solve this board of {name}: {why}; give MOVES")),
            Ok(Some(moves)) => (moves.iter().map(|&m| written(&walk, m)).collect(), true),
            Ok(None) => {
                print!("Start:\n{}Goal:\n{}", show(&walk, &walk.start), show(&walk, &walk.goal));
                println!("The goal cannot be reached{}.", within(&walk));
                if let Some(path) = svg {
                    // The start alone: there is no walk to draw.
                    let scene = scene(&walk, &[(walk.start.clone(), String::new())]);
                    std::fs::write(path, picture(&scene))
                        .unwrap_or_else(|e| fail(&format!("--svg: cannot write {path}: {e}")));
                }
                std::process::exit(1);
            }
        },
    };
    let ends = play(&walk, &tokens, kit);
    if let Some(path) = svg {
        let scene = scene(&walk, &ends.boards);
        std::fs::write(path, picture(&scene))
            .unwrap_or_else(|e| fail(&format!("--svg: cannot write {path}: {e}")));
    }
    if let Some(why) = ends.illegal {
        let _ = std::io::stdout().flush();
        let _ = writeln!(std::io::stderr(), "walk: {why}");
        std::process::exit(1);
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
        _ => String::new(),
    }
}

/// BOARD as NAME's input would hold it, one case: the eight- and fifteen-puzzle's boards are
/// read here (and `--goal`), a case of another family is the case's own text, `/` for a line
/// break (a knight board's five rows), laid out as the input by the registry's `render`.
fn board_input(problem: &Problem, board: &str, goal: Option<&str>) -> String {
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
            render(&[(start, goal)])
        }
        Kind::Fifteen { render, .. } => render(&[fifteen(board)]),
        Kind::Tokens { cells, .. }
            if board.len() == *cells && board.bytes().all(|c| c.is_ascii_digit()) =>
        {
            board.chars().map(|c| format!("{c} ")).collect::<String>() + "\n" // 123405: spaced
        }
        Kind::Own { render, .. } => {
            render(&[board.replace('/', "\n").trim_end().to_string() + "\n"])
        }
        _ => board.replace('/', "\n") + "\n",
    }
}

/// An eight-puzzle board as its problems write it: 0, x or X the blank, spaced or not.
fn eight(text: &str, what: &str) -> Board {
    let board = Scanner::exactly(text.as_bytes(), 1);
    board.unwrap_or_else(|e| fail(&format!("{what}: {e}")))[0]
}

/// A fifteen-puzzle board: sixteen numbers, 0 the blank.
fn fifteen(text: &str) -> Vec<usize> {
    let read = || {
        let mut scanner = Scanner::new(text.as_bytes())?;
        let grid = scanner.grid(4, 4)?;
        scanner.finish().map(|_| grid)
    };
    read().unwrap_or_else(|e| fail(&format!("BOARD: {e}")))
}

/// A move: the piece on `.0` goes to `.1` (for a swap, the two trade places).
pub type Move = (usize, usize);

/// MOVES as tokens: letters one by one, pairs apart by spaces or commas.
pub fn split_moves(walk: &Walk, moves: &str) -> Vec<String> {
    match walk.notation {
        Notation::Letters(_) => {
            moves.chars().filter(|c| !c.is_whitespace()).map(String::from).collect()
        }
        Notation::Pairs => {
            let words = moves.split(|c: char| c.is_whitespace() || c == ',');
            words.filter(|w| !w.is_empty()).map(String::from).collect()
        }
    }
}

/// A move as the problem's notation writes it.
pub fn written(walk: &Walk, (from, to): Move) -> String {
    match walk.notation {
        Notation::Pairs => format!("{}-{}", from + 1, to + 1),
        Notation::Letters(letters) => {
            // The blank goes from `to` to `from`.
            let w = walk.width;
            let way = match from as isize - to as isize {
                d if d == -(w as isize) => 0,
                d if d == w as isize => 1,
                -1 => 2,
                _ => 3,
            };
            letters.chars().nth(way).map(String::from).unwrap_or_default()
        }
    }
}

/// Where the blank is: the place holding 0.
fn blank_of(at: &[usize]) -> usize {
    at.iter().position(|&t| t == 0).unwrap_or(0)
}

/// The move `token` names on board `at`, if it is legal there; else why not, as a sentence
/// that follows the move's name ("is not a legal move here: ...").
pub fn read_move(walk: &Walk, at: &[usize], moved: &[bool], token: &str) -> Result<Move, String> {
    read_move_at(walk, at, blank_of(at), moved, token)
}

/// `read_move` with the blank's place known (a replay keeps it, as large boards need).
fn read_move_at(
    walk: &Walk,
    at: &[usize],
    blank: usize,
    moved: &[bool],
    token: &str,
) -> Result<Move, String> {
    let n = at.len();
    let (from, to) = match walk.notation {
        Notation::Letters(letters) => {
            let spelled = letters.chars().map(String::from).collect::<Vec<_>>().join(" ");
            let Some(way) = letters.chars().position(|c| c.to_string() == token) else {
                return Err(format!("is not a move: the moves are {spelled}"));
            };
            let w = walk.width;
            let target = match way {
                0 if blank >= w => blank - w,
                1 if blank + w < n => blank + w,
                2 if blank % w > 0 => blank - 1,
                3 if blank % w + 1 < w => blank + 1,
                _ => {
                    let edge = ["top row", "bottom row", "left column", "right column"][way];
                    return Err(format!("is not a legal move here: the blank is on the {edge}"));
                }
            };
            (target, blank)
        }
        Notation::Pairs => {
            let place = |w: &str| w.parse::<usize>().ok().filter(|&p| (1..=n).contains(&p));
            let pair =
                token.split_once('-').and_then(|(a, b)| Some((place(a)? - 1, place(b)? - 1)));
            let Some((from, to)) = pair else {
                let place = walk.place;
                return Err(format!("is not a move: write FROM-TO, two {place}s from 1 to {n}"));
            };
            let joined = |(a, b): &(usize, usize)| (*a, *b) == (from, to) || (*b, *a) == (from, to);
            if !walk.edges.iter().any(joined) {
                let (p, a, b) = (walk.place, from + 1, to + 1);
                return Err(match walk.kit {
                    Kit::Knights(_) => {
                        format!("is not a legal move here: {p} {b} is not a knight's jump from {a}")
                    }
                    _ => format!("is not a legal move here: {p} {a} and {p} {b} are not joined"),
                });
            }
            (from, to)
        }
    };
    let (p, a, b) = (walk.place, from + 1, to + 1);
    match walk.rule {
        Rule::Swap(rule) => match rule {
            Some(allows) if !allows(at[from] as u8, at[to] as u8) => Err(format!(
                "is not a legal move here: tiles {} and {} may not trade places",
                walk.label(at[from]),
                walk.label(at[to])
            )),
            _ => Ok((from, to)),
        },
        _ if at[to] != 0 => Err(format!("is not a legal move here: {p} {b} is not empty")),
        _ if at[from] == 0 => Err(format!("is not a legal move here: {p} {a} is empty")),
        Rule::SlideOnce if moved[at[from]] => {
            Err(format!("is not a legal move here: tile {} has slid already", walk.label(at[from])))
        }
        _ => Ok((from, to)),
    }
}

/// Every legal move from `at`, in the order of the walk's edges.
fn legal_moves(walk: &Walk, at: &[usize]) -> Vec<(Move, Vec<usize>)> {
    let both = walk.edges.iter().flat_map(|&(a, b)| [(a, b), (b, a)]);
    let legal = both.filter(|&(a, b)| match walk.rule {
        Rule::Swap(rule) => a < b && rule.map_or(true, |f| f(at[a] as u8, at[b] as u8)),
        _ => at[b] == 0 && at[a] != 0,
    });
    legal
        .map(|m| {
            let mut next = at.to_vec();
            next.swap(m.0, m.1);
            (m, next)
        })
        .collect()
}

fn pair_token((a, b): Move) -> String {
    format!("{}-{}", a + 1, b + 1)
}

/// Whether parity lets a grid's start reach its goal.
fn grid_reachable(walk: &Walk) -> bool {
    let rows = walk.start.len() / walk.width.max(1);
    let board = |b: &[usize]| super::AnyBoard::new(walk.width, rows, b.to_vec());
    super::any_solvable(&board(&walk.start), &board(&walk.goal))
}

/// The kit's own solution: its moves, `None` if the goal cannot be reached (within the
/// problem's limit), or why the kit cannot tell.
pub fn kit_moves(walk: &Walk) -> Result<Option<Vec<Move>>, String> {
    let (start, goal) = (&walk.start, &walk.goal);
    let rows = start.len() / walk.width.max(1);
    let any_board = |b: &[usize]| super::AnyBoard::new(walk.width, rows, b.to_vec());
    let by_letters = |path: Option<String>| {
        path.map(|path| {
            let mut at = start.clone();
            let ways =
                path.bytes().map(|c| b"udlr".iter().position(|&l| l == c.to_ascii_lowercase()));
            let letters = Walk { notation: Notation::Letters("udlr"), ..walk.clone() };
            let (mut moves, mut blank) = (Vec::new(), blank_of(&at));
            for way in ways {
                let letter = ["u", "d", "l", "r"][way.unwrap_or(0)];
                let step = read_move_at(&letters, &at, blank, &[], letter);
                let step = step.expect("the kit's move is legal");
                at.swap(step.0, step.1);
                blank = step.0;
                moves.push(step);
            }
            moves
        })
    };
    match walk.kit {
        // Only `sized_grid` gives up, on a grid: parity decides whether the goal is reached.
        Kit::Cannot(_) if !grid_reachable(walk) => Ok(None),
        Kit::Cannot(why) => Err(why.into()),
        Kit::Eight => {
            let board = |b: &[usize]| -> Board { std::array::from_fn(|c| b[c] as u8) };
            Ok(by_letters(super::Solver::default().path(&board(start), &board(goal), &super::UDLR)))
        }
        Kit::Fifteen if !grid_reachable(walk) => Ok(None),
        Kit::Fifteen => {
            talk("the kit searches for a shortest solution (a far board takes a while)");
            let estimate = super::LinearConflict::default();
            Ok(by_letters(super::shortest(start, &estimate, 80)?))
        }
        Kit::Rectangle(most) => {
            let (s, g): (Vec<u8>, Vec<u8>) = (bytes(start), bytes(goal));
            if !super::rect_reachable(&s, &g, walk.width) {
                return Ok(None);
            }
            talk("the kit searches for a shortest solution (a far board takes a while)");
            let cells = super::Rectangle::new(&g, walk.width).least_moves(&s, most);
            let mut blank = blank_of(start);
            Ok(cells.map(|cells| {
                cells.iter().map(|&c| (c, std::mem::replace(&mut blank, c))).collect()
            }))
        }
        Kit::Graph => {
            let sliding = !matches!(walk.rule, Rule::Swap(_));
            let mut puzzle = super::Puzzle::new(start.len(), &walk.edges, sliding);
            if let Rule::Swap(Some(rule)) = walk.rule {
                puzzle = puzzle.with_rule(rule);
            }
            let distances = puzzle.distances(&bytes(goal));
            let far = |b: &[usize]| distances[super::arrangement_rank(&bytes(b))];
            Ok(downhill(walk, |b| Some(far(b)).filter(|&d| d != u32::MAX)))
        }
        Kit::Knights(most) => {
            let search = |b: &[usize], most: u32| {
                let black = (0..25).filter(|&c| b[c] == 1).fold(0, |m, c| m | 1 << c);
                let board = super::KnightBoard { black, empty: blank_of(b) };
                super::knight_search(&board, most).moves
            };
            let Some(d) = search(start, most) else { return Ok(None) };
            // Each jump to a board one move nearer, as the search finds it again from there.
            Ok(downhill(walk, |b| if b == &start[..] { Some(d) } else { search(b, d) }))
        }
        Kit::Once => Ok(slide_back_once(walk)),
        Kit::Line => {
            // The tiles keep their order: the blank's walk to its goal cell is the one way.
            let (mut at, mut blank, home) = (start.clone(), blank_of(start), blank_of(goal));
            let mut moves = Vec::new();
            while blank != home {
                let next = if home > blank { blank + 1 } else { blank - 1 };
                at.swap(blank, next);
                moves.push((next, blank));
                blank = next;
            }
            Ok(Some(moves).filter(|_| at == *goal))
        }
        Kit::Any => {
            talk("the kit builds a solution a line at a time (not a shortest one)");
            let letters = super::any_solution(&any_board(start), &any_board(goal));
            Ok(by_letters(letters.map(|l| String::from_utf8_lossy(&l).into_owned())))
        }
    }
}

fn bytes(tokens: &[usize]) -> Vec<u8> {
    tokens.iter().map(|&t| t as u8).collect()
}

/// A line on stderr about work that may take a while.
fn talk(what: &str) {
    let _ = writeln!(std::io::stderr(), "walk: {what}");
}

/// From the start, a move at a time to a board one nearer (`far`: moves left, `None`:
/// unreachable), until the goal; `None` if the start cannot reach it.
fn downhill(walk: &Walk, far: impl Fn(&[usize]) -> Option<u32>) -> Option<Vec<Move>> {
    let (mut at, mut left) = (walk.start.clone(), far(&walk.start)?);
    let mut moves = Vec::new();
    while left > 0 {
        let nearer =
            legal_moves(walk, &at).into_iter().find(|(_, next)| far(next) == Some(left - 1));
        let (step, next) = nearer.expect("a board at distance d has a neighbour at d - 1");
        moves.push(step);
        at = next;
        left -= 1;
    }
    Some(moves)
}

/// yukicoder 228: from the board back to the goal, no tile sliding twice. The blank must be
/// filled by the tile whose goal place it is, which must be beside it: one way, or none.
fn slide_back_once(walk: &Walk) -> Option<Vec<Move>> {
    let (mut at, mut moves) = (walk.start.clone(), Vec::new());
    let home = blank_of(&walk.goal);
    let mut moved = vec![false; at.len()];
    while blank_of(&at) != home && moves.len() < at.len() {
        let blank = blank_of(&at);
        let tile = walk.goal[blank];
        let from = at.iter().position(|&t| t == tile)?;
        let step = read_move(walk, &at, &moved, &written(walk, (from, blank))).ok();
        let step = step.filter(|&step| step == (from, blank))?; // the tile beside the blank
        moved[tile] = true;
        at.swap(step.0, step.1);
        moves.push(step);
    }
    Some(moves).filter(|_| at == walk.goal)
}

/// Boards of more places than this are summed up in a line, not printed, and not drawn.
pub const DRAWN: usize = 400;

/// A board as rows of labels; a large board as one line counting its pieces in place.
pub fn show(walk: &Walk, at: &[usize]) -> String {
    if at.len() > DRAWN {
        let home = at.iter().zip(&walk.goal).filter(|(a, g)| a == g && **a != 0).count();
        let (w, h) = (walk.width, at.len() / walk.width);
        return format!("({w} x {h}: {home} of {} tiles in their goal places)\n", at.len() - 1);
    }
    let labels: Vec<String> = at.iter().map(|&t| walk.label(t)).collect();
    let wide = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let cell = |l: &String| format!("{l:>wide$}");
    let row = |r: &[String]| r.iter().map(cell).collect::<Vec<_>>().join(walk.separator) + "\n";
    labels.chunks(walk.width).map(row).collect()
}

/// How a replay ended: the boards it went through, each with its move (empty for the start),
/// the first illegal move's sentence, and whether the goal was reached.
pub struct Ends {
    pub boards: Vec<(Vec<usize>, String)>,
    pub illegal: Option<String>,
    pub reached: bool,
}

/// Replays `tokens` from the start, printing each board (large ones: a line every so often),
/// then whether the goal is reached. `kit`: the moves are the kit's own solution.
pub fn play(walk: &Walk, tokens: &[String], kit: bool) -> Ends {
    if walk.graph {
        let edges: Vec<String> = walk.edges.iter().map(|&e| pair_token(e)).collect();
        let (place, n) = (walk.place, walk.start.len());
        let places = if place == "vertex" { "vertices".into() } else { format!("{place}s") };
        println!("The {places} 1 to {n}, left to right; edges: {}", edges.join(" "));
    }
    if kit {
        let count = tokens.len();
        let spaced = if matches!(walk.notation, Notation::Pairs) { " " } else { "" };
        let kind = match walk.kit {
            Kit::Once => "the only one",
            Kit::Any => "built a line at a time, not a shortest",
            _ => "a shortest",
        };
        println!(
            "The kit's solution ({kind}, {count} move{}): {}",
            plural(count),
            tokens.join(spaced)
        );
    }
    print!("Start:\n{}Goal:\n{}", show(walk, &walk.start), show(walk, &walk.goal));
    let (mut at, mut moved) = (walk.start.clone(), vec![false; walk.start.len()]);
    let mut blank = blank_of(&at);
    let mut ends =
        Ends { boards: vec![(at.clone(), String::new())], illegal: None, reached: false };
    let every = if at.len() > DRAWN { (tokens.len() / 20).max(1) } else { 1 };
    for (k, token) in tokens.iter().enumerate() {
        match read_move_at(walk, &at, blank, &moved, token) {
            Ok((from, to)) => {
                moved[at[from]] = true;
                at.swap(from, to);
                blank = if at[from] == 0 { from } else { blank };
                if (k + 1) % every == 0 || k + 1 == tokens.len() {
                    print!("Step {} ({token})\n{}", k + 1, show(walk, &at));
                }
                if at.len() <= DRAWN {
                    ends.boards.push((at.clone(), token.clone()));
                }
            }
            Err(why) => {
                ends.illegal = Some(format!("move {} ('{}') {why}", k + 1, token.escape_debug()));
                return ends;
            }
        }
    }
    ends.reached = at == walk.goal;
    match ends.reached {
        true => println!("The goal is reached in {} move{}.", tokens.len(), plural(tokens.len())),
        false => println!("The goal is not reached."),
    }
    ends
}

fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The picture of a walk: places as laid out (a grid's cell at its column and row, a graph's
/// vertices on a circle with its edges drawn), a frame per board captioned with its move.
pub fn scene(walk: &Walk, boards: &[(Vec<usize>, String)]) -> Scene {
    let n = walk.start.len();
    let places = match walk.graph {
        true => (0..n)
            .map(|k| {
                let angle =
                    std::f64::consts::TAU * k as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
                let radius = (n as f64 / std::f64::consts::PI).max(1.0);
                (radius * angle.cos(), radius * angle.sin())
            })
            .collect(),
        false => (0..n).map(|c| ((c % walk.width) as f64, (c / walk.width) as f64)).collect(),
    };
    let knights = matches!(walk.kit, Kit::Knights(_));
    let swap = matches!(walk.rule, Rule::Swap(_));
    let piece = |t: usize| match t {
        0 if !swap => None,
        _ => Some(Piece { id: t, label: if knights { String::new() } else { walk.label(t) } }),
    };
    let frames = boards.iter().enumerate().map(|(k, (board, token))| Frame {
        pieces: board.iter().map(|&t| piece(t)).collect(),
        caption: if k == 0 { "start".into() } else { format!("{k}: {token}") },
    });
    Scene {
        places,
        lines: if walk.graph { walk.edges.clone() } else { Vec::new() },
        frames: frames.collect(),
    }
}
