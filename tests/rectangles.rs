// Tests of src/rectangle.rs, the search on any rectangle with any goal: against the tests' own
// breadth-first search over every board of the small rectangles (several goals each), against a
// search from both ends on random walks of the large ones, and the binaries that use it (and
// the small-space ones, aoj0121 and boj34388) on bad input.
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/rectangle.rs");
mod reference;
use reference::{arrangements, brute_graph_distances, brute_grid_meet, grid_edges, grid_walk};
use reference::{solvable_by_inversions, Rng};

fn shuffled(n: usize, rng: &mut Rng) -> Vec<u8> {
    let mut board: Vec<u8> = (0..n as u8).collect();
    for i in (1..n).rev() {
        board.swap(i, rng.below(i + 1));
    }
    board
}

/// The path (the blank's cells) played from `start`: the board it ends on; panics at a cell
/// that is not next to the blank.
fn replay(start: &[u8], width: usize, path: &[usize]) -> Vec<u8> {
    let mut board = start.to_vec();
    for &cell in path {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        assert_eq!(grid_distance(blank, cell, width), 1, "{cell} is not next to the blank");
        board.swap(blank, cell);
    }
    board
}

/// The goals tried on each small rectangle: blank last, blank first, and three at random.
fn goals(cells: usize, rng: &mut Rng) -> Vec<Vec<u8>> {
    let mut goals = vec![(1..cells as u8).chain([0]).collect(), (0..cells as u8).collect()];
    goals.extend((0..3).map(|_| shuffled(cells, rng)));
    goals
}

/// Every board of 2 x 2, 2 x 3, 3 x 2, 2 x 4, 4 x 2 and 3 x 3, for five goals each: parity
/// says exactly which reach the goal, the estimate is never above the distance (and the
/// scatter never above the estimate), and the search finds a path of exactly the distance
/// that replays to the goal, and none within one move less. On 3 x 3 the search runs on every
/// 40th board (181,440 reachable for each goal), on 2 x 4 and 4 x 2 on every 10th (20,160).
#[test]
fn every_small_board_agrees_with_breadth_first_search() {
    let mut rng = Rng(121);
    let mut searched = 0;
    for (width, height) in [(2, 2), (2, 3), (3, 2), (2, 4), (4, 2), (3, 3)] {
        let cells = width * height;
        let all = arrangements(cells);
        for goal in goals(cells, &mut rng) {
            let brute = brute_graph_distances(&grid_edges(width, height), true, &goal);
            assert_eq!(brute.len() * 2, all.len(), "half the boards reach any goal");
            let rectangle = Rectangle::new(&goal, width);
            for (k, board) in all.iter().enumerate() {
                let distance = brute.get(board).copied();
                assert_eq!(reachable(board, &goal, width), distance.is_some(), "{board:?}");
                let Some(d) = distance else { continue };
                let estimate = rectangle.estimate(board);
                assert!(estimate as usize <= d, "{board:?} to {goal:?}: {estimate} > {d}");
                assert!(rectangle.scatter(board) <= estimate);
                assert_eq!(estimate % 2, d as u32 % 2, "an estimate keeps the parity");
                if (cells == 9 && k % 40 != 0) || (cells == 8 && k % 10 != 0) {
                    continue;
                }
                let path = rectangle.least_moves(board, 40).expect("within 36 moves");
                assert_eq!(path.len(), d, "{board:?} to {goal:?}");
                assert_eq!(replay(board, width, &path), goal);
                if d > 0 {
                    assert_eq!(rectangle.least_moves(board, d as u32 - 1), None);
                }
                searched += 1;
            }
        }
    }
    assert!(searched > 25_000, "{searched}");
}

/// 4 x 4, 5 x 5, 6 x 6, 10 x 10 and some thin rectangles, random goals: boards 8 to 22 random
/// moves from the goal, against a breadth-first search from both ends (the tests' own, with
/// HashMaps): the same distance, a path that replays to the goal, nothing within one less, an
/// estimate never above the distance.
#[test]
fn random_walks_on_large_boards_agree_with_a_search_from_both_ends() {
    let mut rng = Rng(9985);
    for (width, height, boards) in [(4, 4, 12), (5, 5, 10), (6, 6, 10), (10, 10, 8), (2, 10, 6)] {
        for _ in 0..boards {
            let goal = shuffled(width * height, &mut rng);
            let start = grid_walk(&goal, width, 8 + rng.below(15), &mut rng);
            let d = brute_grid_meet(width, &start, &goal, 24).expect("a walk of at most 22");
            let rectangle = Rectangle::new(&goal, width);
            assert!(reachable(&start, &goal, width));
            assert!(rectangle.estimate(&start) as usize <= d);
            let path = rectangle.least_moves(&start, 24).expect("within 22");
            assert_eq!(path.len(), d, "{width} x {height}: {start:?} to {goal:?}");
            assert_eq!(replay(&start, width, &path), goal);
            if d > 0 {
                assert_eq!(rectangle.least_moves(&start, d as u32 - 1), None);
            }
        }
    }
}

/// Parity against the textbook rule (inversions counted pair by pair, plus the blank's row
/// for an even width) for the goal 1 ... with the blank last, on random boards of every size
/// from 2 x 2 to 10 x 10; and two tiles swapped always changes the answer.
#[test]
fn parity_agrees_with_the_inversions_on_every_size() {
    let mut rng = Rng(2224);
    for width in 2..=10 {
        for height in 2..=10 {
            let cells = width * height;
            let goal: Vec<u8> = (1..cells as u8).chain([0]).collect();
            for _ in 0..20 {
                let mut board = shuffled(cells, &mut rng);
                let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
                let reaches = reachable(&board, &goal, width);
                assert_eq!(reaches, solvable_by_inversions(&grid, width), "{width} x {height}");
                let tiles: Vec<usize> = (0..cells).filter(|&c| board[c] != 0).collect();
                board.swap(tiles[0], tiles[1 + rng.below(tiles.len() - 1)]);
                assert_ne!(reachable(&board, &goal, width), reaches);
            }
        }
    }
}

/// The estimate is kept move by move inside the search; from the outside, the first bound it
/// tries is the estimate: a board exactly as far as its estimate is solved in one round. This
/// checks the linear conflict: a row of a 6 x 6 goal reversed costs 2 per tile that leaves.
#[test]
fn linear_conflict_counts_the_tiles_that_must_leave_their_line() {
    let goal: Vec<u8> = (1..36).chain([0]).collect();
    let rectangle = Rectangle::new(&goal, 6);
    let mut board = goal.clone();
    board.swap(0, 1); // 2 1 in the top row: one tile must leave it
    assert_eq!((rectangle.scatter(&board), rectangle.estimate(&board)), (2, 4));
    board[..5].reverse(); // 5 4 3 1 2 ... four must leave
    assert_eq!(rectangle.estimate(&board), rectangle.scatter(&board) + 2 * 3);
    let mut column = goal.clone();
    column.swap(0, 6); // 7 above 1 in the first column
    assert_eq!(rectangle.estimate(&column), 4);
}

/// aoj0121's table against the tests' search: the distances of all 20,160 boards, and the
/// farthest at 36 moves, as the statement's data says.
#[test]
fn seven_puzzle_distances_are_the_brute_force() {
    let goal = [0, 1, 2, 3, 4, 5, 6, 7];
    let brute = brute_graph_distances(&grid_edges(4, 2), true, &goal);
    assert_eq!((brute.len(), brute.values().max()), (20_160, Some(&36)));
    let mut boards: Vec<(&Vec<u8>, &usize)> = brute.iter().collect();
    boards.sort();
    let input: String = boards
        .iter()
        .map(|(b, _)| b.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(" ") + "\n")
        .collect();
    let out = reference::answer_of(env!("CARGO_BIN_EXE_aoj0121"), &input);
    let got: Vec<usize> = out.lines().map(|l| l.parse().unwrap()).collect();
    let want: Vec<usize> = boards.iter().map(|&(_, &d)| d).collect();
    assert_eq!(got, want);
}

/// The blank's moves `path` (`U D L R`) played from `start`: the board they end on; panics at
/// a move off the board.
fn replay_letters(start: &[u8], width: usize, path: &[u8]) -> Vec<u8> {
    let mut board = start.to_vec();
    for &letter in path {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let cell = reference::grid_step(board.len(), width, blank, letter).expect("on the board");
        board.swap(blank, cell);
    }
    board
}

/// A random walk of `moves` from `start` as letters, never undoing the move before.
fn walk_letters(start: &[u8], width: usize, moves: usize, rng: &mut Rng) -> Vec<u8> {
    let (mut board, mut path) = (start.to_vec(), Vec::new());
    let undo = |l: u8| match l {
        b'U' => b'D',
        b'D' => b'U',
        b'L' => b'R',
        _ => b'L',
    };
    while path.len() < moves {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let letter = b"UDLR"[rng.below(4)];
        let Some(cell) = reference::grid_step(board.len(), width, blank, letter) else { continue };
        if path.last().map(|&l| undo(l)) == Some(letter) {
            continue;
        }
        board.swap(blank, cell);
        path.push(letter);
    }
    path
}

/// `shortened`: one window over a whole walk on 3 x 3 makes it a shortest way (the tests' own
/// search from both ends), shorter windows keep the end board and never lengthen it, a budget
/// of nothing leaves it as it was, and on 6 x 6 a twelve-move loop (the blank three times
/// round a 2 x 2 block) put into a walk is taken out.
#[test]
fn shortening_keeps_the_end_and_takes_out_detours() {
    let mut rng = Rng(50);
    for _ in 0..40 {
        let start = shuffled(9, &mut rng);
        let walk = walk_letters(&start, 3, 24, &mut rng);
        let end = replay_letters(&start, 3, &walk);
        let d = brute_grid_meet(3, &start, &end, 32).expect("a walk of 24");
        let whole = shortened(3, &start, &walk, walk.len(), usize::MAX);
        assert_eq!((whole.len(), replay_letters(&start, 3, &whole)), (d, end.clone()));
        let short = shortened(3, &start, &walk, 10, usize::MAX);
        assert!(short.len() <= walk.len() && short.len() >= d && short.len() % 2 == d % 2);
        assert_eq!(replay_letters(&start, 3, &short), end);
        assert_eq!(shortened(3, &start, &walk, walk.len(), 0), walk);
    }
    for _ in 0..5 {
        let start = shuffled(36, &mut rng);
        let walk = walk_letters(&start, 6, 60, &mut rng);
        // The blank three times round the 2 x 2 block beside it: the board again.
        let blank = start.iter().position(|&t| t == 0).unwrap();
        let turn: &[u8] = match (blank % 6 < 5, blank / 6 < 5) {
            (true, true) => b"RDLU",
            (true, false) => b"RULD",
            (false, true) => b"LDRU",
            (false, false) => b"LURD",
        };
        let lap: Vec<u8> = turn.iter().cycle().take(12).copied().collect();
        assert_eq!(replay_letters(&start, 6, &lap), start);
        let looped: Vec<u8> = lap.iter().chain(&walk).copied().collect();
        // The first window holds the lap and four moves: at most four once shortened.
        let shorter = shortened(6, &start, &looped, 16, usize::MAX);
        assert_eq!(replay_letters(&start, 6, &shorter), replay_letters(&start, 6, &walk));
        assert!(shorter.len() <= walk.len(), "{} > {}", shorter.len(), walk.len());
    }
}
