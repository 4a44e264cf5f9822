// Variant bfs_rank: breadth-first search from the start, remembering boards in arrays indexed
// by their rank (core's `rank`: blank cell × 8! + Lehmer code), so "seen?" is one array read,
// with no hashing and no collisions.
//
// Cost: O(boards reached) time, up to 181,440; memory 9! × 5 bytes = 1.8 MB, allocated for
// every search (most of the time of an easy query is clearing it). The path is the smallest in
// the tie order. On a far board it sees the same 181,440 boards as one build of core's
// `distance_table`, yet takes about five times as long (scripts/bench): each board travels as a
// 9-byte array through a VecDeque, its rank is recomputed from the array, "seen?" is a branch
// the processor cannot predict, and 1.8 MB of arrays miss the cache where the table's 177 KiB
// do not. That gap is what core's packed boards and branch-free loop buy.
// Prefer it: to answer one query with no precomputation, or to learn ranking.
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/bfs_rank.rs");
// Smallest in the tie order: yes.
include!("internal_bfs.rs");

#[derive(Default)]
pub struct State;

/// Seen boards by rank: the rank and letter that first reached each, `UNREACHED` for the rest.
struct ByRank {
    from: Vec<u32>,
    letter: Vec<u8>,
    len: usize,
}

const UNREACHED: u32 = u32::MAX;

impl Seen for ByRank {
    fn insert(&mut self, board: &Board, from: Option<(usize, u8)>) -> Option<usize> {
        let r = rank(board);
        if self.from[r] != UNREACHED {
            return None;
        }
        let (from, letter) = from.unwrap_or((r, 0)); // the start points at itself
        self.from[r] = from as u32;
        self.letter[r] = letter;
        self.len += 1;
        Some(r)
    }

    fn reached_from(&self, id: usize) -> Option<(usize, u8)> {
        Some((self.from[id] as usize, self.letter[id])).filter(|&(from, _)| from != id)
    }

    fn len(&self) -> usize {
        self.len
    }
}

fn search(_: &mut State, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
    let mut seen = ByRank { from: vec![UNREACHED; STATES], letter: vec![0; STATES], len: 0 };
    bfs(&mut seen, start, goal, order)
}
