// A*, shared by astar_misplaced and astar_manhattan: always expand the board with the least
// f = g + h (moves made, plus the heuristic's estimate of the moves left), ties toward the larger
// g (deeper first, which reaches the goal sooner). Both heuristics are consistent (one move
// changes h by at most 1, and h is 0 at the goal), so a board's g is final when it is expanded:
// the first time the goal is taken from the queue, its path is shortest.
include!("internal_search.rs");

fn astar(start: &Board, goal: &Board, h: impl Fn(&Board) -> usize) -> Search {
    use std::cmp::Reverse;
    let mut out = Search::default();
    // Every board seen: its least g so far, and the board and letter it was reached from.
    let mut best: std::collections::HashMap<Board, (usize, Board, u8)> = Default::default();
    // Least f first, then largest g: a max-heap on (Reverse(f), g).
    let mut open = std::collections::BinaryHeap::new();
    best.insert(*start, (0, *start, 0));
    open.push((Reverse(h(start)), 0, *start));
    while let Some((_, g, board)) = open.pop() {
        if g > best[&board].0 {
            continue; // an older entry: the board was reached more cheaply since
        }
        if board == *goal {
            let mut letters = Vec::new();
            let mut at = board;
            while at != *start {
                let (_, from, letter) = best[&at];
                letters.push(letter as char);
                at = from;
            }
            out.path = Some(letters.iter().rev().collect());
            break;
        }
        out.expanded += 1;
        for &letter in &UDLR {
            if let Some(next) = apply_move(&board, letter) {
                out.generated += 1;
                if best.get(&next).map_or(true, |&(old, _, _)| g + 1 < old) {
                    best.insert(next, (g + 1, board, letter));
                    open.push((Reverse(g + 1 + h(&next)), g + 1, next));
                }
            }
        }
        out.peak = out.peak.max(best.len());
    }
    out
}
