// Variant bfs_hash: breadth-first search from the start, remembering boards in a hand-written
// chained hash table keyed by the board read as a nine-digit number (123456780).
//
// Cost: O(boards reached) time, up to 181,440, each costing a hash and a short chain walk;
// memory: 2^18 bucket heads (1 MiB) and 16 bytes per board seen. Against bfs_rank, which
// needs no hashing but zeroes 1.8 MB per search, it is faster on some machines and slower on
// others (the race in src/GUIDE.md); the path is the smallest in the tie order.
// Prefer it: where no perfect rank is at hand (larger puzzles, other state spaces).
// Use it: in a judge binary, replace `type Method = Solver;` with
//     include!("../variants/bfs_hash.rs");
// Smallest in the tie order: yes.
include!("internal_bfs.rs");

#[derive(Default)]
pub struct State;

/// Buckets of a chained hash table: `heads[h]` is the newest node in bucket h, each node
/// links to the next older one.
struct Chained {
    heads: Vec<u32>,
    nodes: Vec<Node>,
}

struct Node {
    key: u32,
    next: u32,
    from: u32,
    letter: u8,
}

const EMPTY: u32 = u32::MAX;
const BUCKET_BITS: u32 = 18; // 262,144 buckets for at most 181,440 boards: chains stay short

impl Seen for Chained {
    fn insert(&mut self, board: &Board, from: Option<(usize, u8)>) -> Option<usize> {
        let key = board.iter().fold(0, |key, &t| key * 10 + t as u32);
        // Fibonacci hashing: the top bits of key × 2^32/φ spread nearby keys apart.
        let bucket = (key.wrapping_mul(0x9e37_79b9) >> (32 - BUCKET_BITS)) as usize;
        let mut at = self.heads[bucket];
        while at != EMPTY {
            let node = &self.nodes[at as usize];
            if node.key == key {
                return None;
            }
            at = node.next;
        }
        let id = self.nodes.len();
        let (from, letter) = from.unwrap_or((id, 0)); // the start points at itself
        self.nodes.push(Node { key, next: self.heads[bucket], from: from as u32, letter });
        self.heads[bucket] = id as u32;
        Some(id)
    }

    fn reached_from(&self, id: usize) -> Option<(usize, u8)> {
        let node = &self.nodes[id];
        Some((node.from as usize, node.letter)).filter(|&(from, _)| from != id)
    }

    fn len(&self) -> usize {
        self.nodes.len()
    }
}

fn search(_: &mut State, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
    let mut seen = Chained { heads: vec![EMPTY; 1 << BUCKET_BITS], nodes: Vec::new() };
    bfs(&mut seen, start, goal, order)
}
