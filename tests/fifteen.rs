// The fifteen-puzzle core (src/fifteen.rs) against the tests' own brute force, the textbook
// parity rule counted pair by pair, core.rs's rule for 3 × 3, and Korf's published lengths.
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/fifteen.rs");
include!("../src/fifteen_databases.rs");
include!("../src/fifteen_race.rs");
include!("../src/core.rs"); // for its 3 × 3 rule
mod reference;
use kit::bench::korf100;
use reference::grid_edges;
use reference::{arrangements, brute_graph_distances, brute_graph_distances_within, Distances};
use reference::{replay_grid, smallest_grid_path, solvable_by_inversions, Rng};
use std::collections::{HashMap, VecDeque};

fn goal16() -> Vec<u8> {
    (1..16).chain([0]).collect()
}

fn board16(board: &[u8]) -> Board16 {
    pack(&board.iter().map(|&t| t as usize).collect::<Vec<_>>())
}

/// `moves` random moves of the blank from the goal, never straight back.
fn walk(rng: &mut Rng, moves: usize) -> Vec<u8> {
    reference::grid_walk(&goal16(), 4, moves, rng)
}

#[test]
fn the_parity_rule_matches_brute_force_on_every_small_grid() {
    let mut checked = 0;
    for (rows, cols) in [(2, 2), (2, 3), (3, 2), (3, 3), (2, 4), (4, 2)] {
        let goal: Vec<u8> = (1..(rows * cols) as u8).chain([0]).collect();
        let reachable = brute_graph_distances(&grid_edges(cols, rows), true, &goal);
        for board in arrangements(rows * cols) {
            let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
            let truth = reachable.contains_key(&board);
            assert_eq!(reaches_ordered(&grid, cols), truth, "{rows} x {cols}: {grid:?}");
            assert_eq!(solvable_by_inversions(&grid, cols), truth, "the tests' rule: {grid:?}");
            checked += 1;
        }
    }
    assert_eq!(checked, 24 + 720 + 720 + 362_880 + 40_320 + 40_320);
}

#[test]
fn three_by_three_is_decided_as_core_rs_decides_it() {
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    for board in arrangements(9) {
        let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
        let board: [u8; 9] = std::array::from_fn(|c| board[c]);
        assert_eq!(reaches_ordered(&grid, 3), reachable(&board, &goal, 3), "{grid:?}");
    }
}

/// Large grids of both width parities: random ones against the rule counted pair by pair, and
/// boards made by moves from the goal (all solvable) with two tiles then swapped (none).
#[test]
fn large_grids_follow_the_same_rule() {
    let mut rng = Rng(2893);
    for (rows, cols) in [(100, 100), (99, 100), (100, 99), (37, 24), (2, 999), (999, 2)] {
        for _ in 0..4 {
            let mut grid: Vec<usize> = (0..rows * cols).collect();
            for i in (1..grid.len()).rev() {
                grid.swap(i, rng.below(i + 1));
            }
            assert_eq!(reaches_ordered(&grid, cols), solvable_by_inversions(&grid, cols));
        }
        let mut grid: Vec<usize> = (1..rows * cols).chain([0]).collect();
        let mut blank = grid.len() - 1;
        for _ in 0..50_000 {
            let cell = loop {
                let letter = b"UDLR"[rng.below(4)];
                if let Some(cell) = reference::grid_step(grid.len(), cols, blank, letter) {
                    break cell;
                }
            };
            grid.swap(blank, cell);
            blank = cell;
        }
        assert!(reaches_ordered(&grid, cols), "{rows} x {cols} after moves");
        let (a, b) = if blank < 2 { (2, 3) } else { (0, 1) };
        grid.swap(a, b);
        assert!(!reaches_ordered(&grid, cols), "{rows} x {cols} after moves and a swap");
    }
}

/// One group's table against a plain search: (the group's cells, the blank's cell) states,
/// a move of the blank onto a group tile costs 1, any other 0; the entry is the least over the
/// blank's cells.
fn plain_pattern_table(tiles: &[usize]) -> HashMap<Vec<usize>, u8> {
    let start: (Vec<usize>, usize) = (tiles.iter().map(|&t| t - 1).collect(), 15);
    let mut dist = HashMap::from([(start.clone(), 0u8)]);
    let mut queue = VecDeque::from([start]);
    while let Some((cells, blank)) = queue.pop_front() {
        let d = dist[&(cells.clone(), blank)];
        for letter in *b"UDLR" {
            let to = match reference::grid_step(16, 4, blank, letter) {
                Some(to) => to,
                None => continue,
            };
            let mut moved = cells.clone();
            let cost = match cells.iter().position(|&c| c == to) {
                Some(k) => {
                    moved[k] = blank;
                    1
                }
                None => 0,
            };
            let better = dist.get(&(moved.clone(), to)).map_or(true, |&old| d + cost < old);
            if better {
                dist.insert((moved.clone(), to), d + cost);
                if cost == 0 {
                    queue.push_front((moved, to));
                } else {
                    queue.push_back((moved, to));
                }
            }
        }
    }
    let mut least = HashMap::new();
    for ((cells, _), d) in dist {
        let entry = least.entry(cells).or_insert(d);
        *entry = (*entry).min(d);
    }
    least
}

#[test]
fn pattern_tables_match_a_plain_search() {
    let regions = blank_regions();
    for tiles in [&[13, 14, 15][..], &[1, 2, 5, 6], &[4, 8, 11, 12]] {
        let table = pattern_table(tiles, &regions);
        let plain = plain_pattern_table(tiles);
        assert_eq!(plain.len(), (0..tiles.len()).map(|k| 16 - k).product::<usize>());
        for (cells, d) in &plain {
            let index: usize = cells.iter().enumerate().map(|(k, &c)| c << (4 * k)).sum();
            assert_eq!(table[index], *d, "{tiles:?} at {cells:?}");
        }
        let filled = table.iter().filter(|&&d| d != u8::MAX).count();
        assert_eq!(filled, plain.len(), "{tiles:?}: entries for impossible placements");
    }
}

/// Every estimate on every board at most 16 moves from the goal: never above the distance,
/// 0 at the goal; and kept up to date move by move exactly as computed afresh.
fn check_estimate<E: Estimate>(name: &str, estimate: &E, near: &Distances) {
    for (board, &d) in near {
        let h = estimate.value(&estimate.memo(board16(board)));
        assert!(h as usize <= d, "{name}: {h} for {board:?}, {d} moves away");
        assert!(h > 0 || d == 0, "{name}: 0 away from the goal");
    }
    let mut rng = Rng(16);
    for _ in 0..200 {
        let mut board = board16(&walk(&mut rng, 60));
        let mut memo = estimate.memo(board);
        let mut blank = (0..16).find(|&c| tile_at(board, c) == 0).unwrap();
        for _ in 0..60 {
            let cell = loop {
                if let Some(cell) = blank_target16(blank, b"UDLR"[rng.below(4)]) {
                    break cell;
                }
            };
            let tile = tile_at(board, cell);
            board ^= (tile as u64) << (4 * cell) ^ (tile as u64) << (4 * blank);
            memo = estimate.moved(memo, tile, cell, blank);
            let fresh = estimate.value(&estimate.memo(board));
            assert_eq!(estimate.value(&memo), fresh, "{name}: {board:016x} updated");
            blank = cell;
        }
    }
}

/// `ida_star16` with `estimate` on boards 1 to 16 moves from the goal: the brute force's length
/// and exactly its path smallest in the tie order, for two orders.
fn check_search<E: Estimate>(name: &str, estimate: &E, near: &Distances) {
    let mut rng = Rng(10181);
    let mut by_depth = [0; 17];
    while by_depth[1..].iter().any(|&n| n < 12) {
        let moves = 1 + rng.below(30);
        let board = walk(&mut rng, moves);
        let d = near.get(&board).copied().unwrap_or(99);
        if d == 0 || d > 16 || by_depth[d] >= 12 {
            continue;
        }
        by_depth[d] += 1;
        for order in [b"LRUD", b"UDLR"] {
            let found = ida_star16(board16(&board), estimate, order, 80);
            let path = found.path.unwrap();
            assert_eq!(Some(path.clone()), smallest_grid_path(near, 4, &board, order), "{name}");
            assert_eq!(replay_grid(&board, 4, &path), Some(goal16()), "{name}: {path}");
        }
    }
}

/// Korf's boards by published length, shortest first.
fn korf_easiest(count: usize) -> Vec<(Vec<u8>, usize)> {
    let mut all = korf100();
    all.sort_by_key(|(_, length)| *length);
    all.truncate(count);
    all
}

fn check_korf<E: Estimate>(name: &str, estimate: &E, count: usize) {
    for (board, length) in korf_easiest(count) {
        let path = ida_star16(board16(&board), estimate, &LRUD, 80).path.unwrap();
        assert_eq!(path.len(), length, "{name} on {board:?}");
        assert_eq!(replay_grid(&board, 4, &path), Some(goal16()), "{name}: {path}");
    }
}

#[test]
fn manhattan_and_linear_conflict_are_exact() {
    let near = brute_graph_distances_within(&grid_edges(4, 4), true, &goal16(), 16);
    assert_eq!(near.len(), 241_707, "boards at most 16 moves from the goal");
    check_estimate("Manhattan", &Manhattan, &near);
    check_search("Manhattan", &Manhattan, &near);
    let conflict = LinearConflict::default();
    check_estimate("linear conflict", &conflict, &near);
    check_search("linear conflict", &conflict, &near);
    check_korf("Manhattan", &Manhattan, 3);
    check_korf("linear conflict", &conflict, 10); // every board of at most 45 moves
}

#[test]
fn pattern_databases_are_exact() {
    let near = brute_graph_distances_within(&grid_edges(4, 4), true, &goal16(), 16);
    let five = Databases::build(&Databases::SPLIT_555, false);
    check_estimate("5-5-5", &five, &near);
    check_search("5-5-5", &five, &near);
    let five_mirrored = Databases::default();
    check_estimate("5-5-5 mirrored", &five_mirrored, &near);
    check_search("5-5-5 mirrored", &five_mirrored, &near);
    let six_mirrored = Databases::build(&Databases::SPLIT_663, true);
    check_estimate("6-6-3 mirrored", &six_mirrored, &near);
    check_search("6-6-3 mirrored", &six_mirrored, &near);
    check_korf("5-5-5", &five, 10);
    check_korf("5-5-5 mirrored", &five_mirrored, 40);
    check_korf("6-6-3 mirrored", &six_mirrored, 40);
}

#[test]
fn limits_and_unsolvable_boards() {
    let mut swapped: Vec<usize> = (1..16).chain([0]).collect();
    swapped.swap(13, 14);
    assert_eq!(shortest(&swapped, &LinearConflict::default(), 50), Ok(None));
    let (board, length) = korf_easiest(1).remove(0); // 41 moves
    let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
    let conflict = LinearConflict::default();
    assert_eq!(shortest(&grid, &conflict, 41).unwrap().unwrap().len(), length);
    let refused = shortest(&grid, &conflict, 40).unwrap_err();
    assert_eq!(refused, "the board needs more than 40 moves, the problem's limit");
    assert_eq!(ida_star16(GOAL16, &Manhattan, &LRUD, 0).path, Some(String::new()));
}

#[test]
fn grids_are_read_with_one_line_errors() {
    let read = |text: &str, rows, cols| Scanner::new(text.as_bytes())?.grid(rows, cols);
    assert_eq!(read("1 2\n0 3", 2, 2), Ok(vec![1, 2, 0, 3]));
    let errors = [
        ("", "line 1, column 1: expected board 1, found the end of the input"),
        ("1 2 0", "line 1, column 6: board 1 is incomplete: the input ends before 4 tiles"),
        ("1 2 0 4", "line 1, column 7: tile must be 0-3, found 4"),
        ("1 2 0 2", "line 1, column 7: tile 2 appears twice"),
        ("1 2 0 -3", "line 1, column 7: expected tile, found \"-3\""),
    ];
    for (text, error) in errors {
        assert_eq!(read(text, 2, 2), Err(error.to_string()), "{text:?}");
    }
}

// issue 15, item 4

/// Plain `ida_star16` with linear conflict: the path and the boards expanded.
fn plain_conflict(board: Board16, limit: u32) -> (Option<String>, u64) {
    let found = ida_star16(board, &LinearConflict::default(), &LRUD, limit);
    (found.path, found.expanded)
}

/// Boards of random walks, some unsolvable, through one `Solver16` with a small budget: each
/// path is plain linear conflict's, and the databases are built exactly when the searches so
/// far would pass the budget (the search that passes it stops there), never during the first.
#[test]
fn solver16_paths_are_plain_linear_conflicts_and_the_databases_come_after_the_budget() {
    let budget = 300_000;
    let mut solver = Solver16 { budget, ..Solver16::<LinearConflict>::default() };
    let (mut rng, mut spent, mut before_the_build, mut after) = (Rng(1504), 0, 0, 0);
    for k in 0..60 {
        let moves = 1 + rng.below(60);
        let mut grid: Vec<usize> = walk(&mut rng, moves).iter().map(|&t| t as usize).collect();
        if k % 7 == 3 {
            let (a, b) = if grid[0] == 0 || grid[1] == 0 { (2, 3) } else { (0, 1) };
            grid.swap(a, b);
            assert_eq!(solver.shortest(&grid, 80), Ok(None), "no search, no budget spent");
            continue;
        }
        let (path, expanded) = plain_conflict(pack(&grid), 80);
        let built_before = solver.databases.is_some();
        assert_eq!(solver.shortest(&grid, 80), Ok(path), "board {k}: {grid:?}");
        let due = built_before || spent > 0 && spent + expanded > budget;
        assert_eq!(solver.databases.is_some(), due, "board {k}: {spent} + {expanded} spent");
        if !due {
            spent += expanded;
            assert_eq!(solver.searched, spent);
            before_the_build += 1;
        } else {
            assert_eq!(solver.searched, budget, "the search that passed the budget stopped there");
            after += 1;
        }
    }
    assert!(solver.databases.is_some(), "the budget was passed");
    assert!(
        before_the_build >= 5 && after >= 5,
        "{before_the_build} before the build, {after} after"
    );
    let answer = solver.shortest(&[1u8, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15], 1);
    assert_eq!(answer, Ok(Some("R".to_string())));
    let (board, _) = korf_easiest(1).remove(0); // 41 moves
    let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
    let refused = Solver16::<LinearConflict>::default().shortest(&grid, 40);
    assert_eq!(refused, Err("the board needs more than 40 moves, the problem's limit".into()));
}

/// One board per `Solver16`, as in AOJ's input or a UVa input of one board, never builds the
/// databases: Korf's boards of at most 50 moves (UVa's limit), even his 67, which expands 23
/// million boards, more than a build costs. Read twelve times, 67 builds during the second.
#[test]
fn one_board_never_builds_and_many_hard_ones_build_once() {
    let mut hardest = (Vec::new(), 0);
    for (board, length) in korf100().into_iter().filter(|&(_, length)| length <= 50) {
        let grid: Vec<usize> = board.iter().map(|&t| t as usize).collect();
        let mut solver = Solver16::<LinearConflict>::default();
        let path = solver.shortest(&grid, 50).unwrap().unwrap();
        assert_eq!(path.len(), length, "{board:?}");
        assert_eq!(replay_grid(&board, 4, &path), Some(goal16()), "{path}");
        assert!(solver.databases.is_none(), "{board:?}: one board built");
        if solver.searched > hardest.1 {
            hardest = (grid, solver.searched);
        }
    }
    let (grid, searched) = hardest;
    assert!(searched > DATABASES_COST, "Korf's 67: {searched} boards");
    let (path, _) = plain_conflict(pack(&grid), 50);
    let mut solver = Solver16::<LinearConflict>::default();
    for k in 0..12 {
        assert_eq!(solver.shortest(&grid, 50).unwrap(), path, "copy {k}");
        assert_eq!(solver.databases.is_some(), k > 0, "copy {k}");
        assert_eq!(solver.searched, searched, "no search with linear conflict after the first");
    }
}

/// Every path of at most `moves` letters from every cell of the blank, by brute force: for each,
/// whether it is the best path to its board (the shortest, then the smallest in `order`).
fn best_paths(order: &[u8; 4], moves: usize) -> Vec<(usize, Vec<u8>, bool)> {
    let mut all = Vec::new();
    for cell in 0..16 {
        let mut start: Vec<u8> = (1..=16).collect();
        start[cell] = 0;
        // Breadth-first over the paths themselves, in order: the first to reach a board wins.
        let mut best: HashMap<Vec<u8>, Vec<u8>> = HashMap::new();
        let mut paths: VecDeque<(Vec<u8>, Vec<u8>)> = VecDeque::from([(Vec::new(), start)]);
        while let Some((path, board)) = paths.pop_front() {
            let first = !best.contains_key(&board);
            if first {
                best.insert(board.clone(), path.clone());
            }
            all.push((cell, path.clone(), first));
            if path.len() == moves {
                continue;
            }
            let blank = board.iter().position(|&t| t == 0).unwrap();
            for &letter in order {
                if let Some(next) = reference::grid_step(16, 4, blank, letter) {
                    let mut board = board.clone();
                    board.swap(blank, next);
                    paths.push_back(([path.clone(), vec![letter]].concat(), board));
                }
            }
        }
    }
    all
}

#[test]
fn pruning_walks_exactly_the_best_paths() {
    for order in [b"LRUD", b"UDLR"] {
        let pruning = Pruning::new(order, 7);
        for (cell, path, best) in best_paths(order, 7) {
            let text = String::from_utf8_lossy(&path);
            assert_eq!(pruning.walks(cell, &path), best, "{text} from cell {cell}");
        }
        // Depth 2 is "never undo the last move": it cuts exactly the paths that do.
        let undoing = Pruning::new(order, 2);
        for (cell, path, _) in best_paths(order, 5) {
            let undoes = path.windows(2).any(|w| {
                matches!((w[0], w[1]), (b'L', b'R') | (b'R', b'L') | (b'U', b'D') | (b'D', b'U'))
            });
            assert_eq!(undoing.walks(cell, &path), !undoes, "{path:?} from {cell}");
        }
    }
}

#[test]
fn pruning_never_cuts_the_smallest_shortest_path() {
    let near = brute_graph_distances_within(&grid_edges(4, 4), true, &goal16(), 16);
    for order in [b"LRUD", b"UDLR"] {
        let pruning = Pruning::new(order, 16);
        for board in near.keys() {
            let path = smallest_grid_path(&near, 4, board, order).unwrap();
            let blank = board.iter().position(|&t| t == 0).unwrap();
            assert!(pruning.walks(blank, path.as_bytes()), "{path} cut, from {board:?}");
        }
    }
}

#[test]
fn pruned_searches_find_the_same_paths_with_fewer_boards() {
    let five = Databases::default();
    let (plain, pruned) = (Pruning::new(&LRUD, 2), Pruning::new(&LRUD, 12));
    let (mut before, mut after) = (0, 0);
    for (board, length) in korf_easiest(20) {
        let start = board16(&board);
        let a = ida_star16_within(start, &five, &plain, 80, u64::MAX);
        let b = ida_star16_within(start, &five, &pruned, 80, u64::MAX);
        assert_eq!(a.path, b.path, "{board:?}");
        assert_eq!(b.path.unwrap().len(), length);
        (before, after) = (before + a.expanded, after + b.expanded);
    }
    assert!(after * 10 < before * 8, "pruning saves at least a fifth: {after} of {before}");
}

#[test]
fn parallel_work_equals_the_single_threaded() {
    let boards: Vec<Board16> = korf_easiest(12).iter().map(|(b, _)| board16(b)).collect();
    let one = Databases::build(&Databases::SPLIT_555, true);
    let pruning = Pruning::new(&LRUD, 10);
    let alone: Vec<(Option<String>, u64)> = boards
        .iter()
        .map(|&b| ida_star16_within(b, &one, &pruning, 80, u64::MAX))
        .map(|f| (f.path, f.expanded))
        .collect();
    for threads in [2, 3, 16] {
        let many = Databases::build_on(&Databases::SPLIT_555, true, threads);
        assert!(
            many.tables == one.tables && many.starts == one.starts,
            "{threads} threads' tables"
        );
        let found = in_parallel(boards.len(), threads, |k| {
            let f = ida_star16_within(boards[k], &many, &pruning, 80, u64::MAX);
            (f.path, f.expanded)
        });
        assert_eq!(found, alone, "{threads} threads");
    }
    assert_eq!(in_parallel(0, 2, |k| k), Vec::<usize>::new());
    assert_eq!(in_parallel(5, 0, |k| k * k), vec![0, 1, 4, 9, 16], "no threads means one");
}
