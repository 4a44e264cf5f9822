// Shrinking a failing case while it still fails (`fails` says whether it fails the same way).
use crate::cores::Puzzle;
use crate::cores::{apply_move, blank_cell, Solver, UDLR};
use crate::cores::{blank_target16, ida_star16, pack, reaches_ordered, LinearConflict, LRUD};
use crate::problem::{Case, Kind, Problem};
use crate::text::moves_from;

/// Shrinks a failing case while `fails` (the program fails with the first verdict); every
/// attempt is judged afresh. Cases are dropped (half of them, then one) as far as that goes,
/// then boards moved one move nearer their goals as far as that goes, then cases dropped
/// again, and so on. Not a drop after every step nearer: where the failure needs many cases,
/// every drop would fail again, a run of the program for each case at each step.
pub fn shrink(problem: &Problem, mut case: Case, fails: &dyn Fn(&Case) -> bool) -> Case {
    let mut solver = Solver::default();
    loop {
        while let Some(smaller) = fewer(&case).into_iter().find(|c| fails(c)) {
            case = smaller;
        }
        let mut moved = false;
        while let Some(closer) = nearer(problem, &case, &mut solver).into_iter().find(|c| fails(c))
        {
            (case, moved) = (closer, true);
        }
        if !moved {
            return case;
        }
    }
}

/// The case with fewer of its cases: each half, then each one, left out.
pub fn fewer(case: &Case) -> Vec<Case> {
    fn without<T: Clone>(items: &[T], make: fn(Vec<T>) -> Case) -> Vec<Case> {
        let n = items.len();
        let mut cuts = vec![(0, n / 2), (n / 2, n)];
        cuts.extend((0..n).map(|i| (i, i + 1)));
        let kept = cuts.into_iter().filter(|&(a, b)| b > a && b - a < n);
        kept.map(|(a, b)| make([&items[..a], &items[b..]].concat())).collect()
    }
    match case {
        Case::Boards(pairs) => without(pairs, Case::Boards),
        Case::Fifteen(boards) => without(boards, Case::Fifteen),
        Case::Grids(grids) => without(grids, Case::Grids),
        Case::Own(items) => without(items, Case::Own),
        Case::Tokens(..) => Vec::new(),
    }
}

/// The case with one board one move nearer its goal, every way that can be done.
pub fn nearer(problem: &Problem, case: &Case, solver: &mut Solver) -> Vec<Case> {
    let mut out = Vec::new();
    match (&problem.kind, case) {
        (_, Case::Boards(pairs)) => {
            for (i, (start, goal)) in pairs.iter().enumerate() {
                let Some(d) = solver.distance(start, goal) else { continue };
                for next in UDLR.iter().filter_map(|&letter| apply_move(start, letter)) {
                    if d > 0 && solver.distance(&next, goal) == Some(d - 1) {
                        let mut closer = pairs.clone();
                        closer[i].0 = next;
                        out.push(Case::Boards(closer));
                    }
                }
            }
        }
        (Kind::Tokens { cells, sliding, goal, .. }, Case::Tokens(edges, start)) => {
            let puzzle = Puzzle::new(*cells, edges, *sliding);
            if let Some(d) = puzzle.least_moves(start, goal) {
                for next in moves_from(edges, *sliding, start) {
                    if d > 0 && puzzle.least_moves(&next, goal) == Some(d - 1) {
                        out.push(Case::Tokens(edges.clone(), next));
                    }
                }
            }
        }
        (_, Case::Fifteen(boards)) => out = nearer_fifteen(boards),
        (Kind::Own { nearer, .. }, Case::Own(items)) => {
            for (i, item) in items.iter().enumerate() {
                for closer in nearer(item) {
                    let mut fewer_steps = items.clone();
                    fewer_steps[i] = closer;
                    out.push(Case::Own(fewer_steps));
                }
            }
        }
        _ => {}
    }
    out
}

/// The fifteen-puzzle cases with one board one move nearer its goal, every way.
fn nearer_fifteen(boards: &[Vec<usize>]) -> Vec<Case> {
    let mut out = Vec::new();
    let estimate = LinearConflict::default();
    let distance = |grid: &[usize]| {
        if !reaches_ordered(grid, 4) {
            return None; // first: searching an unsolvable board would not end soon
        }
        let found = ida_star16(pack(grid), &estimate, &LRUD, 80);
        found.path.map(|path| path.len())
    };
    for (i, grid) in boards.iter().enumerate() {
        let Some(d) = distance(grid) else { continue };
        let blank = blank_cell(grid);
        for letter in LRUD {
            let Some(cell) = blank_target16(blank, letter) else { continue };
            let mut next = grid.clone();
            next.swap(blank, cell);
            if d > 0 && distance(&next) == Some(d - 1) {
                let mut closer = boards.to_vec();
                closer[i] = next;
                out.push(Case::Fifteen(closer));
            }
        }
    }
    out
}
