// A puzzle as scripts/walk plays it, described by the registry: places and pieces, the edges
// a piece moves along, the rule, how moves are written, and how the kit solves it.
//
// Every puzzle here is places and pieces: a piece moves along an edge between two places,
// either into the empty place (a slide: the grids, AtCoder's graph, the knights, whose edges are
// the knight's jumps) or by trading places with another piece (a swap: CSES 1670, and CodeChef
// H1 where a rule on the two pieces must allow it). So one `Walk` describes them all: the start
// and the goal (what stands on each place, 0 the empty place), the edges, the rule, how moves
// are written (letters for the blank's way on a grid, or FROM-TO pairs of places) and which of
// the kit's cores solves it. Each problem's block reads its input's first case into a `Walk`
// (its `walk` hook) with the family helpers below, so a new problem needs nothing more here
// unless it brings a new family.
use super::text::{grid_edges, sample_boards, sample_numbers, Board};

/// A move: the piece on `.0` goes to `.1` (for a swap, the two trade places).
pub type Move = (usize, usize);

/// How a problem's moves are written.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Notation {
    /// On a grid, the blank's way: the letters for up, down, left and right, in that order
    /// (`Walk::written` sets a binary's own, its `NOTATION`).
    Letters([u8; 4]),
    /// `FROM-TO`, places numbered from 1: the piece on FROM moves to TO (for a swap, the two).
    Pairs,
    /// The piece that moves into the empty place, by its label (LeetCode 2459's items).
    Pieces,
    /// A word per move, the k-th naming move k (ABC 336 F's rectangles: `TL TR BL BR`).
    Words(&'static [&'static str]),
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
    /// Any piece moves into the empty place, from anywhere: no edges (LeetCode 2459).
    SlideAny,
    /// Move k turns by 180 degrees the (H - 1) x (W - 1) rectangle at the statement's x = k / 2,
    /// y = k % 2, of the grid `width` wide (ABC 336 F): no edges, no empty place.
    Turn,
}

/// How the kit finds its own solution.
#[derive(Clone, Copy, Debug)]
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
    /// A family's own solver, given by its registry file (as cf1280f.rs gives its core's):
    /// a new family's walk needs no change to the walk tool.
    Own(Own),
    /// None, for the reason given (a board too large to search).
    Cannot(&'static str),
}

impl Kit {
    /// Whether the kit's solution is a shortest one.
    pub fn shortest(self) -> bool {
        match self {
            Kit::Own(own) => own.shortest,
            _ => !matches!(self, Kit::Once | Kit::Any | Kit::Cannot(_)),
        }
    }
}

/// A family's own solver, for a kit of its own.
#[derive(Clone, Copy, Debug)]
pub struct Own {
    /// The kit's solution of a walk's start: on a grid whose moves are letters, the blank's
    /// way, a letter u d l r a move; else the moves as the walk's notation writes them, apart
    /// by spaces (`None` when the goal cannot be reached), or why the kit cannot solve it.
    pub solve: fn(&Walk) -> Result<Option<String>, String>,
    /// What the solution is, as walk names it ("its shortcuts expanded, not a shortest").
    pub kind: &'static str,
    /// Whether it is a shortest one.
    pub shortest: bool,
    /// The most moves the kit looks for, where it stops there (ABC 336 F's 20).
    pub most: Option<u32>,
}

/// How pieces are written: numbers (plus `plus`, the empty place as `blank`), by a table, or
/// as pipes: each piece's pipes toward its sides, a bitmask by piece (1 left, 2 up, 4 right,
/// 8 down: AHC 011's tiles), drawn as lines that join where two pipes meet, and the family's
/// rule for the largest tree (given a side and the masks cell by cell, its cells).
#[derive(Clone)]
pub enum Labels {
    Numbers { plus: usize, blank: String },
    Named(Vec<String>),
    Pipes(Vec<u8>, fn(usize, &[u8]) -> Vec<bool>),
}

/// A puzzle's first case, as walk plays it.
#[derive(Clone)]
pub struct Walk {
    /// What stands on each place at the start and in the goal; 0 the empty place.
    pub start: Vec<usize>,
    pub goal: Vec<usize>,
    /// A second board that is a goal as well (LeetCode 2459: the empty place first or last).
    pub also: Option<Vec<usize>>,
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
        let edges = grid_edges(width, start.len() / width);
        Walk {
            start,
            goal,
            also: None,
            width,
            edges,
            graph: false,
            place: "cell",
            rule: Rule::Slide,
            notation: Notation::Letters(*b"udlr"),
            labels: Labels::Numbers { plus: 0, blank: "0".into() },
            separator: " ",
            kit,
        }
    }

    /// The walk with moves written in `letters`, the blank's up, down, left and right: a
    /// binary's `NOTATION.blank_letters()`, the one place its letters are declared.
    pub fn written(self, letters: [u8; 4]) -> Walk {
        Walk { notation: Notation::Letters(letters), ..self }
    }

    /// A piece's label.
    pub fn label(&self, token: usize) -> String {
        match &self.labels {
            Labels::Numbers { blank, .. } if token == 0 => blank.clone(), // a swap's: tile 0's
            Labels::Numbers { plus, .. } => (token + plus).to_string(),
            Labels::Named(names) => names.get(token).cloned().unwrap_or_else(|| token.to_string()),
            Labels::Pipes(masks, _) => pipe_glyph(masks[token], false).to_string(),
        }
    }

    /// Whether board `at` is the goal: the goal board itself, or, for pipes, one tree of all
    /// the pieces (any such board is a goal; `goal` is only the kit's).
    pub fn reached(&self, at: &[usize]) -> bool {
        match &self.labels {
            Labels::Pipes(..) => {
                self.largest_tree(at).iter().filter(|&&t| t).count() + 1 == at.len()
            }
            _ => at == self.goal || self.also.as_deref() == Some(at),
        }
    }

    /// The places of board `at`'s largest tree of pipes (none but for `Labels::Pipes`): two
    /// side-by-side pieces are joined where both have a pipe toward the other; a tree is a
    /// joined set with one join fewer than pieces. The family's rule finds it (AHC 011's core).
    pub fn largest_tree(&self, at: &[usize]) -> Vec<bool> {
        let Labels::Pipes(masks, tree) = &self.labels else { return vec![false; at.len()] };
        let tiles: Vec<u8> = at.iter().map(|&t| masks[t]).collect();
        tree(self.width, &tiles)
    }
}

/// A pipe bitmask (1 left, 2 up, 4 right, 8 down) as a box-drawing character, heavy or light;
/// the empty place (0) as a middle dot.
pub fn pipe_glyph(mask: u8, heavy: bool) -> char {
    let light = " ╴╵┘╶─└┴╷┐│┤┌┬├┼";
    let bold = " ╸╹┛╺━┗┻╻┓┃┫┏┳┣╋";
    match mask & 15 {
        0 => '·',
        m => (if heavy { bold } else { light }).chars().nth(m as usize).unwrap_or('?'),
    }
}

/// The eight-puzzle's first case after `skip` words (counts): its start, and its goal (the
/// problem's own, else the board after the start).
pub fn eight_walk(input: &str, skip: usize, goal: Option<Board>) -> Result<Walk, String> {
    let boards = sample_boards(input, skip);
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
    let numbers = sample_numbers(input);
    let start = numbers.get(skip..skip + 16).ok_or("the input holds no board")?;
    let goal = (1..16).chain([0]).collect();
    Ok(Walk {
        notation: Notation::Letters(*b"UDLR"),
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
        also: None,
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
