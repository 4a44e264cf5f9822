// What the files of src/variants/ share: `Method`, a drop-in for core's `Solver`. A judge binary
// names its method in one line, `type Method = Solver;`. Replacing that line with
// `include!("../variants/NAME.rs");` switches the binary to variant NAME; scripts/bundle then
// inlines the variant and this file into the submission. A variant supplies `State` (what it
// keeps between searches) and `search`.

/// What one search found, and what it cost.
#[derive(Clone, Debug, Default)]
pub struct Search {
    /// A shortest path; `None` if the goal cannot be reached, or `naive` gave up.
    pub path: Option<String>,
    /// Boards whose neighbours were generated.
    pub expanded: usize,
    /// Neighbours generated, repeats included (idastar does not count them).
    pub generated: usize,
    /// Most boards held at once: those seen, frontier included (IDA*: the deepest path; table:
    /// the entries of the tables built).
    pub peak: usize,
    /// `naive` only: it hit its cap before reaching the goal.
    pub gave_up: bool,
}

/// A variant with `Solver`'s interface.
#[derive(Default)]
pub struct Method {
    state: State,
    /// The last search, for its counters.
    pub last: Search,
    warned: bool,
}

impl Method {
    /// As `Solver::path`. Parity decides reachability first, for every variant: an unreachable
    /// goal costs no search.
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        self.last = Search::default();
        if solvable(start, goal) {
            self.last = search(&mut self.state, start, goal, order);
        }
        if self.last.gave_up && !self.warned {
            // Once, on stderr: an answer printed after this may be wrong ("unsolvable").
            eprintln!("gave up after {} boards, before reaching the goal", self.last.generated);
            self.warned = true;
        }
        self.last.path.clone()
    }

    /// As `Solver::distance`.
    pub fn distance(&mut self, start: &Board, goal: &Board) -> Option<usize> {
        self.path(start, goal, &UDLR).map(|path| path.len())
    }
}

/// The move that undoes `letter`.
pub fn undo(letter: u8) -> u8 {
    match letter {
        b'u' => b'd',
        b'd' => b'u',
        b'l' => b'r',
        _ => b'l',
    }
}
