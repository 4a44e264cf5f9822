// Tests of src/anyboard.rs, the constructive solver of any W x H board with any goal: every
// answer replayed by the tests' own move rules on random boards of every shape from 2 x 2 to
// 100 x 100, reachability against the tests' own inversion count and against breadth-first
// search over every board of the small shapes, and the answers' lengths against n³ (the
// binary's bad input is in tests/binaries.rs).
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/near.rs");
include!("../src/anyboard.rs");
mod reference;
use reference::{arrangements, brute_graph_distances, brute_grid_meet, grid_edges, grid_walk, Rng};

fn shuffled(n: usize, rng: &mut Rng) -> Vec<usize> {
    let mut board: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        board.swap(i, rng.below(i + 1));
    }
    board
}

/// Plays the blank's moves (U D L R) on a board `width` wide by the tests' own rules; None at
/// a move off the board or a letter that is no move.
fn replay(start: &[usize], width: usize, moves: &[u8]) -> Option<Vec<usize>> {
    let mut board = start.to_vec();
    let mut blank = board.iter().position(|&t| t == 0)?;
    let height = board.len() / width;
    for &m in moves {
        let (r, c) = (blank / width, blank % width);
        let to = match m {
            b'U' if r > 0 => blank - width,
            b'D' if r + 1 < height => blank + width,
            b'L' if c > 0 => blank - 1,
            b'R' if c + 1 < width => blank + 1,
            _ => return None,
        };
        board.swap(blank, to);
        blank = to;
    }
    Some(board)
}

/// Inversions of a sequence, by merge sort (the tests' own count).
fn inversions(seq: &mut Vec<usize>) -> u64 {
    if seq.len() < 2 {
        return 0;
    }
    let mut right = seq.split_off(seq.len() / 2);
    let mut count = inversions(seq) + inversions(&mut right);
    let mut merged = Vec::with_capacity(seq.len() + right.len());
    let (mut i, mut j) = (0, 0);
    while i < seq.len() || j < right.len() {
        if j == right.len() || (i < seq.len() && seq[i] < right[j]) {
            merged.push(seq[i]);
            i += 1;
        } else {
            count += (seq.len() - i) as u64;
            merged.push(right[j]);
            j += 1;
        }
    }
    *seq = merged;
    count
}

/// The rule written out plainly: rename each tile of `start` by its goal cell; the inversions
/// of that sequence (blank included) have the parity of the blank's rows plus columns to go.
fn reachable_by_inversions(start: &[usize], goal: &[usize], width: usize) -> bool {
    let mut home = vec![0; goal.len()];
    for (cell, &t) in goal.iter().enumerate() {
        home[t] = cell;
    }
    let mut seq: Vec<usize> = start.iter().map(|&t| home[t]).collect();
    let (a, b) = (start.iter().position(|&t| t == 0).unwrap(), home[0]);
    let steps = (a / width).abs_diff(b / width) + (a % width).abs_diff(b % width);
    inversions(&mut seq) % 2 == steps as u64 % 2
}

/// One random case: a solvable or not start and a goal (ordered or random); checks the answer.
fn check(width: usize, height: usize, rng: &mut Rng) -> Option<usize> {
    let n = width * height;
    let goal =
        if rng.below(2) == 0 { AnyBoard::ordered(width, height).cells } else { shuffled(n, rng) };
    let start = shuffled(n, rng);
    let reach = reachable_by_inversions(&start, &goal, width);
    let (s, g) =
        (AnyBoard::new(width, height, start.clone()), AnyBoard::new(width, height, goal.clone()));
    assert_eq!(
        reachable(&s.cells, &g.cells, s.width),
        reach,
        "{width} x {height}: {start:?} to {goal:?}"
    );
    let answer = any_solution(&s, &g);
    assert_eq!(answer.is_some(), reach);
    let moves = answer?;
    let end = replay(&start, width, &moves);
    assert!(
        end.as_ref() == Some(&goal),
        "{width} x {height}: {start:?} to {goal:?}: {}",
        String::from_utf8_lossy(&moves)
    );
    Some(moves.len())
}

/// Every shape up to 12 x 12, 20 boards each (half to a random goal, half unsolvable).
#[test]
fn random_boards_of_every_small_shape_are_solved_legally() {
    let mut rng = Rng(24);
    for width in 2..=12 {
        for height in 2..=12 {
            for _ in 0..20 {
                check(width, height, &mut rng);
            }
        }
    }
}

/// Every thin shape, 2 or 3 by 2 to 100 either way, and random shapes up to 100 x 100, with
/// the largest, 100 x 100, among them.
#[test]
fn random_boards_of_every_large_shape_are_solved_legally() {
    let mut rng = Rng(100);
    let mut solved = 0;
    for long in 2..=100 {
        for short in [2, 3] {
            solved += check(long, short, &mut rng).is_some() as usize;
            solved += check(short, long, &mut rng).is_some() as usize;
        }
    }
    for k in 0..60 {
        let (w, h) = if k < 4 { (100, 100) } else { (2 + rng.below(99), 2 + rng.below(99)) };
        solved += check(w, h, &mut rng).is_some() as usize;
    }
    assert!(solved > 200, "only {solved} of the boards were solvable");
}

/// Every board of 2 x 2, 2 x 3, 3 x 2 and 3 x 3, to three goals each: reachable exactly when
/// breadth-first search reaches it; the answers replayed on every board of the small shapes
/// and every 50th of 3 x 3.
#[test]
fn reachability_agrees_with_breadth_first_search_on_every_small_board() {
    let mut rng = Rng(9);
    for (width, height) in [(2, 2), (2, 3), (3, 2), (3, 3)] {
        let cells = width * height;
        let mut goals = vec![AnyBoard::ordered(width, height).cells, (0..cells).collect()];
        goals.push(shuffled(cells, &mut rng));
        for goal in goals {
            let goal8: Vec<u8> = goal.iter().map(|&t| t as u8).collect();
            let brute = brute_graph_distances(&grid_edges(width, height), true, &goal8);
            let g = AnyBoard::new(width, height, goal.clone());
            for (k, board) in arrangements(cells).iter().enumerate() {
                let start: Vec<usize> = board.iter().map(|&t| t as usize).collect();
                let s = AnyBoard::new(width, height, start.clone());
                let reach = brute.get(board);
                assert_eq!(
                    reachable(&s.cells, &g.cells, s.width),
                    reach.is_some(),
                    "{start:?} to {goal:?}"
                );
                if cells < 9 || k % 50 == 0 {
                    let moves = any_solution(&s, &g);
                    assert_eq!(moves.is_some(), reach.is_some());
                    if let (Some(moves), Some(&least)) = (moves, reach) {
                        assert_eq!(replay(&start, width, &moves).as_ref(), Some(&goal));
                        assert!(moves.len() >= least && (moves.len() - least) % 2 == 0);
                        if cells == 9 {
                            assert_eq!(moves.len(), least, "the 3 x 3 corner is solved exactly");
                        }
                    }
                }
            }
        }
    }
}

/// Large boards' reachability, 300 x 300 among them, against the merge-sort count.
#[test]
fn reachability_of_large_boards_agrees_with_the_inversion_count() {
    let mut rng = Rng(300);
    for (w, h) in [(300, 300), (299, 300), (300, 2), (2, 257), (100, 100), (99, 99)] {
        for _ in 0..3 {
            let (start, goal) = (shuffled(w * h, &mut rng), shuffled(w * h, &mut rng));
            let reach = reachable_by_inversions(&start, &goal, w);
            let (s, g) = (AnyBoard::new(w, h, start), AnyBoard::new(w, h, goal));
            assert_eq!(reachable(&s.cells, &g.cells, s.width), reach, "{w} x {h}");
        }
    }
}

/// Issue 24, item 2 asks a mean of at most 2 n³ moves for every n from 6 to 10 on uniform
/// random solvable n x n boards, and none over 5 n³; the method keeps the mean under 1.9 n³
/// there (see the results in src/tools/runs/), so this holds it to that.
#[test]
fn answers_are_short_on_random_boards() {
    let mut rng = Rng(6);
    for n in 6..=10 {
        let (mut total, mut most, mut boards) = (0, 0, 0);
        while boards < 200 {
            if let Some(moves) = check_to_ordered(n, &mut rng) {
                total += moves;
                most = most.max(moves);
                boards += 1;
            }
        }
        let cube = (n * n * n) as f64;
        let mean = total as f64 / boards as f64 / cube;
        assert!(mean <= 1.9, "{n} x {n}: mean {mean:.3} n³");
        assert!(most as f64 <= 5.0 * cube, "{n} x {n}: {most} moves");
    }
}

/// `any_short_solution` (on boards of up to 400 cells a head start by a beam, on the whole
/// board or on the region of at most 16 x 16 the lines leave, and the last 6 x 6, as wide as
/// the board where narrower, by a beam) and `any_near_solution` (4 x 4 and 5 x 5 whole by
/// near.rs), where they differ from `any_solution`: random goals, half the starts unsolvable,
/// each answer replayed and `None` exactly where parity says; then n x n boards to the usual
/// goal for n = 6 to 10, a few each (every one costs a beam search), whose mean
/// `any_short_solution` holds to 1.5 n³ (0.95 to 1.42 measured:
/// src/tools/runs/2026-12-06-EPYC/bench-large-2.txt) and below `any_solution`'s on the same
/// boards; and 17 x 17, where the head start on the region left takes the mean below a bound
/// that the code without it exceeds on the same boards (the notebook of that run).
#[test]
fn short_and_near_answers_are_legal_and_shorter() {
    let mut rng = Rng(33);
    let shapes = [(5, 5), (5, 9), (9, 5), (7, 7), (20, 20), (25, 16), (4, 4), (2, 3), (3, 2)];
    let shapes = shapes.into_iter().chain([(2, 2), (3, 3), (2, 9), (12, 3), (16, 16), (4, 11)]);
    for (k, (width, height)) in shapes.enumerate() {
        for _ in 0..2 {
            let n = width * height;
            let goal = shuffled(n, &mut rng);
            let start = shuffled(n, &mut rng);
            let reach = reachable_by_inversions(&start, &goal, width);
            let (s, g) = (
                AnyBoard::new(width, height, start.clone()),
                AnyBoard::new(width, height, goal.clone()),
            );
            let answers = [any_short_solution(&s, &g), any_near_solution(&s, &g, 1000)];
            // A board at its goal needs no move, whichever way it is solved.
            assert_eq!(any_short_solution(&g, &g), Some(Vec::new()), "{width} x {height}");
            let ordered = AnyBoard::ordered(width, height);
            assert_eq!(any_short_solution(&ordered, &ordered), Some(Vec::new()));
            for (way, answer) in answers.iter().enumerate() {
                assert_eq!(answer.is_some(), reach, "{width} x {height}, way {way}");
                if let Some(moves) = answer {
                    let end = replay(&start, width, moves);
                    assert!(
                        end.as_ref() == Some(&goal),
                        "{width} x {height} ({k}, way {way}): {start:?} to {goal:?}"
                    );
                }
            }
        }
    }
    for n in 6..=10 {
        let (mut short, mut long, mut boards) = (0, 0, 0);
        while boards < 8 {
            let start = shuffled(n * n, &mut rng);
            let (s, goal) = (AnyBoard::new(n, n, start.clone()), AnyBoard::ordered(n, n));
            if let Some(moves) = any_short_solution(&s, &goal) {
                assert_eq!(replay(&start, n, &moves), Some(goal.cells.clone()));
                short += moves.len();
                long += any_solution(&s, &goal).map_or(0, |m| m.len());
                boards += 1;
            }
        }
        let mean = short as f64 / boards as f64 / (n * n * n) as f64;
        assert!(
            mean <= 1.5 && short < long,
            "{n} x {n}: mean {mean:.3} n³, {short} against {long}"
        );
    }
    // A board of 257 to 400 cells gets its head start once the lines leave at most 16 x 16
    // (its own boards, so that the shapes above may change).
    let (n, boards, mut rng, mut short) = (17, 6, Rng(0x1717), 0);
    let goal_cells: Vec<usize> = (1..n * n).chain(Some(0)).collect();
    for _ in 0..boards {
        let mut start = shuffled(n * n, &mut rng);
        while !reachable_by_inversions(&start, &goal_cells, n) {
            start = shuffled(n * n, &mut rng);
        }
        let (s, goal) = (AnyBoard::new(n, n, start.clone()), AnyBoard::ordered(n, n));
        let moves = any_short_solution(&s, &goal).unwrap();
        assert_eq!(replay(&start, n, &moves), Some(goal.cells.clone()));
        short += moves.len();
    }
    let mean = short as f64 / boards as f64 / (n * n * n) as f64;
    assert!(mean <= 1.89, "17 x 17: mean {mean:.3} n³");
}

/// The short answer on 4 x 4 and 5 x 5, where the last square is the whole board (solved by
/// anyboard.rs's beam, ranked by rows and columns to go and pairs in the wrong order), against
/// the tests' own search from both ends: walks of 6 to 22 moves from the usual goal, each
/// answer legal, at least the optimum and of its parity, and on the whole within a twentieth
/// of it.
#[test]
fn short_answers_on_small_squares_are_near_the_optimum() {
    let mut rng = Rng(0x5351);
    for width in [4, 5] {
        let n = width * width;
        let goal: Vec<u8> = (1..n as u8).chain(Some(0)).collect();
        let (mut found, mut optimum) = (0, 0);
        for k in 0..24 {
            let board = grid_walk(&goal, width, 6 + 2 * (k % 9), &mut rng);
            let least = brute_grid_meet(width, &board, &goal, 40).unwrap();
            let cells: Vec<usize> = board.iter().map(|&t| t as usize).collect();
            let ordered = AnyBoard::ordered(width, width);
            let moves = any_short_solution(&AnyBoard::new(width, width, cells.clone()), &ordered);
            let moves = moves.expect("a walk from the goal goes back");
            assert_eq!(replay(&cells, width, &moves), Some(ordered.cells), "{board:?}");
            assert!(moves.len() >= least && moves.len() % 2 == least % 2, "{board:?}: {least}");
            (found, optimum) = (found + moves.len(), optimum + least);
        }
        assert!(found * 100 <= optimum * 105, "{width} x {width}: {found} moves for {optimum}");
    }
}

/// The short mode's limits agree: its head start's beam holds a board's labels in
/// `ANY_BEAM_CELLS` bytes, so the lines must bring every board of 257 to 400 cells, of every
/// shape at least 4 across, down to a region of at most that many cells (and the last square
/// fits too).
const _: () = assert!(ANY_BEAM_SIDE * ANY_BEAM_SIDE <= ANY_BEAM_CELLS && ANY_BEAM_CELLS <= 256);
const _: () = assert!(ANY_SQUARE * ANY_SQUARE <= ANY_BEAM_CELLS);

#[test]
fn the_lines_bring_every_board_the_short_mode_takes_within_its_beam() {
    let mut rng = Rng(0x1600);
    let mut shapes = 0;
    for w in 4..=100 {
        for h in 4..=100 {
            if w * h <= ANY_BEAM_CELLS || w * h > ANY_SQUARE_CELLS {
                continue;
            }
            let (n, mut tiles) = (w * h, shuffled(w * h, &mut rng));
            if !reachable_by_inversions(&tiles, &AnyBoard::ordered(w, h).cells, w) {
                let (a, b) = if tiles[0] == 0 || tiles[1] == 0 { (2, 3) } else { (0, 1) };
                tiles.swap(a, b);
            }
            // Labels as `any_solve` gives them for the usual goal: a tile's label is its cell.
            let labels = tiles.iter().map(|&t| (t + n - 1) % n).collect();
            let mut solver = AnySolver::new(w, h, labels);
            solver.shrink_to(ANY_BEAM_SIDE);
            let region = solver.region();
            let (rw, rh) = (region.w, region.h);
            assert!(
                rw * rh <= ANY_BEAM_CELLS && rw.max(rh) <= ANY_BEAM_SIDE,
                "{w} x {h}: {rw} x {rh}"
            );
            shapes += 1;
        }
    }
    assert!(shapes > 100, "{shapes} shapes");
}

/// grid.rs's `line_crossings` against the pairs counted here one by one: for every tile of
/// random boards of several shapes (the blank in no line), its row and its column.
#[test]
fn line_crossings_count_the_pairs_out_of_order_in_the_goal_line() {
    let mut rng = Rng(0x6c63);
    for (width, height) in [(3, 3), (4, 4), (5, 3), (2, 7), (7, 7)] {
        let n = width * height;
        for _ in 0..50 {
            let goal = shuffled(n, &mut rng);
            let cells: Vec<u8> = shuffled(n, &mut rng).iter().map(|&t| t as u8).collect();
            let mut home = vec![(usize::MAX, usize::MAX); n];
            for (cell, &tile) in goal.iter().enumerate().filter(|&(_, &t)| t != 0) {
                home[tile] = (cell / width, cell % width);
            }
            for cell in (0..n).filter(|&c| cells[c] != 0) {
                let tile = cells[cell] as usize;
                for column in [false, true] {
                    // Here: the tile's and each other tile's place along the line, if both
                    // stand in it and belong in it.
                    let along = |c: usize, t: usize| {
                        let (row, col) = (c / width, c % width);
                        let (goal_row, goal_col) =
                            goal.iter().position(|&g| g == t).map(|g| (g / width, g % width))?;
                        let ok = t != 0 && if column { col == goal_col } else { row == goal_row };
                        let line = if column { col } else { row };
                        let mine = if column { cell % width } else { cell / width };
                        let places = if column { (row, goal_row) } else { (col, goal_col) };
                        (ok && line == mine).then_some(places)
                    };
                    let count = match along(cell, tile) {
                        None => 0,
                        Some((at, goal_at)) => (0..n)
                            .filter(|&c| c != cell)
                            .filter_map(|c| along(c, cells[c] as usize))
                            .filter(|&(other_at, other_goal)| {
                                (other_at < at) != (other_goal < goal_at)
                            })
                            .count(),
                    };
                    let counted = line_crossings(&cells, &home, width, tile, cell, column);
                    assert_eq!(
                        counted as usize, count,
                        "{cells:?} to {goal:?}: tile {tile}, column {column}"
                    );
                }
            }
        }
    }
}

fn check_to_ordered(n: usize, rng: &mut Rng) -> Option<usize> {
    let start = shuffled(n * n, rng);
    let goal = AnyBoard::ordered(n, n);
    let moves = any_solution(&AnyBoard::new(n, n, start.clone()), &goal)?;
    assert_eq!(replay(&start, n, &moves), Some(goal.cells));
    Some(moves.len())
}

/// The same board gives the same answer; a solved board none; no answer undoes its last move.
#[test]
fn answers_are_deterministic_and_never_step_straight_back() {
    let mut rng = Rng(3);
    for (w, h) in [(5, 7), (13, 4), (30, 30)] {
        let goal = AnyBoard::new(w, h, shuffled(w * h, &mut rng));
        let start = AnyBoard::new(w, h, shuffled(w * h, &mut rng));
        assert_eq!(any_solution(&start, &goal), any_solution(&start, &goal));
        assert_eq!(any_solution(&goal, &goal), Some(Vec::new()));
        if let Some(moves) = any_solution(&start, &goal) {
            let back = [(b'U', b'D'), (b'D', b'U'), (b'L', b'R'), (b'R', b'L')];
            assert!(moves.windows(2).all(|p| !back.contains(&(p[0], p[1]))));
        }
    }
}

/// Boards one cell wide or high (KöMaL allows them) and the single cell: reachable exactly when
/// the tiles, the blank left out, are in the goal's order (the tests' own rule: they can never
/// pass each other), and the answer, replayed, walks the blank there; never a panic.
#[test]
fn lines_and_the_single_cell_are_solved_or_refused() {
    let mut rng = Rng(1);
    for len in 1..=30 {
        for (w, h) in [(len, 1), (1, len)] {
            for k in 0..20 {
                let goal = if k % 2 == 0 {
                    AnyBoard::ordered(w, h).cells
                } else {
                    shuffled(len, &mut rng)
                };
                // Half the starts keep the goal's order with the blank moved, half are shuffled.
                let start = if k % 4 < 2 {
                    let mut tiles: Vec<usize> = goal.iter().copied().filter(|&t| t != 0).collect();
                    tiles.insert(rng.below(len), 0);
                    tiles
                } else {
                    shuffled(len, &mut rng)
                };
                let tiles = |b: &[usize]| b.iter().copied().filter(|&t| t != 0).collect::<Vec<_>>();
                let reach = tiles(&start) == tiles(&goal);
                let (s, g) =
                    (AnyBoard::new(w, h, start.clone()), AnyBoard::new(w, h, goal.clone()));
                assert_eq!(
                    reachable(&s.cells, &g.cells, s.width),
                    reach,
                    "{w} x {h}: {start:?} to {goal:?}"
                );
                let answer = any_solution(&s, &g);
                assert_eq!(answer.is_some(), reach, "{w} x {h}: {start:?} to {goal:?}");
                if let Some(moves) = answer {
                    assert_eq!(replay(&start, w, &moves), Some(goal.clone()), "{w} x {h}");
                    let (a, b) =
                        (start.iter().position(|&t| t == 0), goal.iter().position(|&t| t == 0));
                    assert_eq!(Some(moves.len()), a.zip(b).map(|(a, b)| a.abs_diff(b)));
                }
            }
        }
    }
}
