// The kit's own solution of a puzzle, found by the core that its problems' binaries use (each
// reached through the registry's `cores`), then replayed as the user's moves would be.
//
// The eight-puzzle's `Solver`, the fifteen-puzzle's `Solver16`, the rectangle's IDA*, the graph
// core's whole search (walked downhill), the knight search (asked again after each jump), or,
// for yukicoder 228's tiles that slide once, the one way back there is.
use crate::cores;
use crate::cores::{blank_cell, WAY_NAMES};
use crate::puzzle::{Kit, Move, Notation, Rule, Walk};
use crate::text::Board;
use crate::walk::replay::{apply, legal_moves, read_move, read_move_at, split_moves, written};
use std::io::Write;

/// Whether parity lets a grid's start reach its goal.
pub fn grid_reachable(walk: &Walk) -> bool {
    cores::reachable(&walk.start, &walk.goal, walk.width)
}

/// The kit's own solution: its moves, `None` if the goal cannot be reached (within the
/// problem's limit), or why the kit cannot tell.
pub fn kit_moves(walk: &Walk) -> Result<Option<Vec<Move>>, String> {
    let (start, goal) = (&walk.start, &walk.goal);
    let rows = start.len() / walk.width.max(1);
    let any_board = |b: &[usize]| cores::AnyBoard::new(walk.width, rows, b.to_vec());
    let by_letters = |path: Option<String>| {
        path.map(|path| {
            let mut at = start.clone();
            let ways =
                path.bytes().map(|c| WAY_NAMES.iter().position(|&l| l == c.to_ascii_lowercase()));
            let letters = walk.clone().written(WAY_NAMES);
            let (mut moves, mut blank) = (Vec::new(), blank_cell(&at));
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
            Ok(by_letters(cores::Solver::default().path(&board(start), &board(goal), &cores::UDLR)))
        }
        Kit::Fifteen if !grid_reachable(walk) => Ok(None),
        Kit::Fifteen => {
            talk("the kit searches for a shortest solution (a far board takes a while)");
            // Linear conflict first, the pattern databases once it has searched as long as they
            // take to build: a far board takes minutes without them. `Solver16` lets its first
            // search run to the end (a judge's file of boards), so this one counts as a second.
            use cores::{LinearConflict, Solver16};
            let mut solver = Solver16::<LinearConflict> { searched: 1, ..Default::default() };
            Ok(by_letters(solver.shortest(start, 80)?))
        }
        Kit::Rectangle(most) => {
            let (s, g): (Vec<u8>, Vec<u8>) = (bytes(start), bytes(goal));
            if !cores::reachable(&s, &g, walk.width) {
                return Ok(None);
            }
            talk("the kit searches for a shortest solution (a far board takes a while)");
            let cells = cores::Rectangle::new(&g, walk.width).least_moves(&s, most);
            let mut blank = blank_cell(start);
            Ok(cells.map(|cells| {
                cells.iter().map(|&c| (c, std::mem::replace(&mut blank, c))).collect()
            }))
        }
        Kit::Graph => {
            let sliding = !matches!(walk.rule, Rule::Swap(_));
            let mut puzzle = cores::Puzzle::new(start.len(), &walk.edges, sliding);
            if let Rule::Swap(Some(rule)) = walk.rule {
                puzzle = puzzle.with_rule(rule);
            }
            let distances = puzzle.distances(&bytes(goal));
            let far = |b: &[usize]| distances[cores::arrangement_rank(&bytes(b))];
            Ok(downhill(walk, |b| Some(far(b)).filter(|&d| d != u32::MAX)))
        }
        Kit::Knights(most) => {
            let search = |b: &[usize], most: u32| {
                let black = (0..25).filter(|&c| b[c] == 1).fold(0, |m, c| m | 1 << c);
                let board = cores::KnightBoard { black, empty: blank_cell(b) };
                cores::knight_search(&board, most).moves
            };
            let Some(d) = search(start, most) else { return Ok(None) };
            // Each jump to a board one move nearer, as the search finds it again from there.
            Ok(downhill(walk, |b| if b == &start[..] { Some(d) } else { search(b, d) }))
        }
        Kit::Once => Ok(slide_back_once(walk)),
        Kit::Line => {
            // The tiles keep their order: the blank's walk to its goal cell is the one way.
            let (mut at, mut blank, home) = (start.clone(), blank_cell(start), blank_cell(goal));
            let mut moves = Vec::new();
            while blank != home {
                let next = if home > blank { blank + 1 } else { blank - 1 };
                at.swap(blank, next);
                moves.push((next, blank));
                blank = next;
            }
            Ok(Some(moves).filter(|_| at == *goal))
        }
        Kit::Own(own) => match walk.notation {
            Notation::Letters(_) => Ok(by_letters((own.solve)(walk)?)),
            // Words, made one after another on the board as it stands.
            _ => Ok((own.solve)(walk)?.map(|words| {
                let (mut at, mut moves) = (start.clone(), Vec::new());
                for word in split_moves(walk, &words) {
                    let step = read_move(walk, &at, &[], &word);
                    let step = step.expect("the kit's move is legal");
                    apply(walk, &mut at, step);
                    moves.push(step);
                }
                moves
            })),
        },
        Kit::Any if !grid_reachable(walk) => Ok(None),
        Kit::Any => {
            talk("the kit builds a solution a line at a time (not a shortest one)");
            let letters = cores::any_solution(&any_board(start), &any_board(goal));
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
    let home = blank_cell(&walk.goal);
    let mut moved = vec![false; at.len()];
    while blank_cell(&at) != home && moves.len() < at.len() {
        let blank = blank_cell(&at);
        let tile = walk.goal[blank];
        let from = at.iter().position(|&t| t == tile)?;
        let step = read_move(walk, &at, &moved, &written(walk, &at, (from, blank))).ok();
        let step = step.filter(|&step| step == (from, blank))?; // the tile beside the blank
        moved[tile] = true;
        at.swap(step.0, step.1);
        moves.push(step);
    }
    Some(moves).filter(|_| at == walk.goal)
}
