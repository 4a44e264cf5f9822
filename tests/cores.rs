// Every core in one file, with warnings denied: the cores share no name, so a binary may include
// any of them together (and a module wrapper is never needed to keep two apart). Each one is
// then asked one question it answers on its own.
#![deny(warnings)]
include!("../src/io.rs");
include!("../src/grid.rs");
include!("../src/core.rs");
include!("../src/graph.rs");
include!("../src/fifteen.rs");
include!("../src/fifteen_databases.rs");
include!("../src/fifteen_race.rs");
include!("../src/rectangle.rs");
include!("../src/knights.rs");
include!("../src/anyboard.rs");
include!("../src/near.rs");
include!("../src/cf1280f.rs");

#[test]
fn every_core_answers_beside_the_others() {
    // core.rs: a board one move from the goal.
    let goal: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let start: Board = [1, 2, 3, 4, 5, 6, 7, 0, 8];
    assert!(reachable(&start, &goal, 3));
    assert_eq!(Solver::default().distance(&start, &goal), Some(1));
    // graph.rs: two adjacent tokens swapped on a 3 × 3 grid, one swap away.
    let sorted: Vec<u8> = (0..9).collect();
    let swapped = [1, 0, 2, 3, 4, 5, 6, 7, 8];
    assert_eq!(Puzzle::grid(3, 3, false).least_moves(&swapped, &sorted), Some(1));
    // fifteen.rs: the rule of any grid, and its search.
    let mut grid: Vec<usize> = (1..16).chain([0]).collect();
    assert!(reaches_ordered(&grid, 4));
    grid.swap(14, 15);
    assert!(reaches_ordered(&grid, 4));
    assert_eq!(ida_star16(pack(&grid), &Manhattan, &LRUD, 80).path.as_deref(), Some("R")); // the blank steps right
    grid.swap(0, 1);
    assert!(!reaches_ordered(&grid, 4));
    // rectangle.rs: a 2 × 3 board one move from its goal.
    let goal6 = [1, 2, 3, 4, 5, 0];
    let start6 = [1, 2, 3, 4, 0, 5];
    assert!(reachable(&start6, &goal6, 3));
    assert_eq!(Rectangle::new(&goal6, 3).least_moves(&start6, 5).map(|p| p.len()), Some(1));
    // knights.rs: the goal is solved in no move.
    let goal_text = b"11111\n01111\n00*11\n00001\n00000\n";
    let board = Scanner::new(goal_text).unwrap().knight_board(b'*').unwrap();
    assert_eq!(knight_estimate(&board), 0);
    // anyboard.rs: a 2 x 2 board one move from the usual goal, and one out of its reach.
    let goal4 = AnyBoard::ordered(2, 2);
    assert_eq!(any_solution(&AnyBoard::new(2, 2, vec![1, 2, 0, 3]), &goal4), Some(b"R".to_vec()));
    assert!(!reachable(&[2, 1, 3, 0], &goal4.cells, 2));
    // near.rs: a 4 × 4 board one move from its goal (the blank first), a path of one move.
    let goal16: Vec<u8> = (0..16).collect();
    let mut start16 = goal16.clone();
    start16.swap(0, 1);
    assert_eq!(near_solution(4, &start16, &goal16), Some(b"L".to_vec()));
    // cf1280f.rs: the healthy grid needs no move; two organs swapped cannot be healed.
    let plan = surgery_solution(&SurgeryBoard::healthy(2)).unwrap();
    assert_eq!((plan.main.as_str(), plan.shortcuts.len()), ("", 0));
    let mut swapped = SurgeryBoard::healthy(2);
    swapped.cells.swap(0, 1);
    assert!(!surgery_solvable(&swapped) && surgery_solution(&swapped).is_none());
}
