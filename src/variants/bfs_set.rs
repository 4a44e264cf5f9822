// Variant bfs_set: breadth-first search from the start, remembering boards in the standard
// library's ordered map (`BTreeMap`, keyed by the board as a nine-digit number), the way most
// C++ solutions use `std::set`/`std::map`.
//
// Cost: O(n log n) for n boards reached (up to 181,440): each lookup walks a B-tree of depth
// about 4 and compares keys at every level, and inserts allocate. Several times slower than
// bfs_hash and bfs_rank for the same boards, which is the point of racing it. The path is the
// smallest in the tie order.
// Prefer it: never for speed; it is the baseline most people start from.
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/bfs_set.rs");
// Smallest in the tie order: yes.
include!("internal_bfs.rs");

#[derive(Default)]
pub struct State;

/// Seen boards by their nine-digit number: the number and letter that first reached each.
struct Ordered(std::collections::BTreeMap<u32, (u32, u8)>);

impl Seen for Ordered {
    fn insert(&mut self, board: &Board, from: Option<(usize, u8)>) -> Option<usize> {
        let key = board.iter().fold(0, |key, &t| key * 10 + t as u32);
        let (from, letter) = from.unwrap_or((key as usize, 0)); // the start points at itself
        match self.0.entry(key) {
            std::collections::btree_map::Entry::Occupied(_) => None,
            std::collections::btree_map::Entry::Vacant(slot) => {
                slot.insert((from as u32, letter));
                Some(key as usize)
            }
        }
    }

    fn reached_from(&self, id: usize) -> Option<(usize, u8)> {
        let (from, letter) = self.0[&(id as u32)];
        Some((from as usize, letter)).filter(|&(from, _)| from != id)
    }

    fn len(&self) -> usize {
        self.0.len()
    }
}

fn search(_: &mut State, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
    bfs(&mut Ordered(std::collections::BTreeMap::new()), start, goal, order)
}
