// Breadth-first search from the start, shared by bfs_hash, bfs_rank, bfs_set and naive, which
// differ only in how they remember the boards they have seen (`Seen`). Letters are tried in the
// tie order, so the first path to reach any board is the smallest of its shortest paths: the
// path to the goal is the same one `Solver` gives.
include!("internal_search.rs");

/// How a breadth-first search remembers boards: each with an id, and how it was first reached.
trait Seen {
    /// Remembers `board`, reached by `letter` from the board with id `from` (`None` for the
    /// start); its new id, or `None` if it was seen before.
    fn insert(&mut self, board: &Board, from: Option<(usize, u8)>) -> Option<usize>;
    /// The id and letter that first reached the board with id `id`; `None` for the start.
    fn reached_from(&self, id: usize) -> Option<(usize, u8)>;
    /// Boards remembered.
    fn len(&self) -> usize;
    /// True once it remembers no more (only `naive` has a cap).
    fn full(&self) -> bool {
        false
    }
}

fn bfs(seen: &mut impl Seen, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
    let mut out = Search::default();
    let mut queue = std::collections::VecDeque::new();
    let first = seen.insert(start, None).unwrap_or(0);
    let mut found = Some(first).filter(|_| start == goal);
    queue.push_back((*start, first));
    while found.is_none() && !seen.full() {
        let (board, id) = match queue.pop_front() {
            Some(entry) => entry,
            None => break,
        };
        out.expanded += 1;
        for &letter in order {
            if let Some(next) = apply_move(&board, letter) {
                out.generated += 1;
                if let Some(next_id) = seen.insert(&next, Some((id, letter))) {
                    if next == *goal {
                        found = Some(next_id);
                        break;
                    }
                    queue.push_back((next, next_id));
                }
            }
        }
        out.peak = out.peak.max(seen.len());
    }
    out.gave_up = found.is_none() && seen.full();
    out.path = found.map(|mut id| {
        let mut letters = Vec::new();
        while let Some((from, letter)) = seen.reached_from(id) {
            letters.push(letter as char);
            id = from;
        }
        letters.iter().rev().collect()
    });
    out
}
