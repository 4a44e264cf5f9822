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
}

impl Method {
    /// One search and its counters. Parity decides reachability first, for every variant: an
    /// unreachable goal costs no search. `naive` may give up (`gave_up`).
    pub fn search(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Search {
        if !reachable(start, goal, 3) {
            return Search::default();
        }
        search(&mut self.state, start, goal, order)
    }

    /// As `Solver::path`. A search that gives up (`naive`) ends the program with an error: its
    /// message on stderr, exit status 1, and no answer printed, for any it would print is wrong.
    pub fn path(&mut self, start: &Board, goal: &Board, order: &[u8; 4]) -> Option<String> {
        let found = self.search(start, goal, order);
        if found.gave_up {
            use std::io::Write;
            let why = format!("gave up after {} boards, before reaching the goal", found.generated);
            let _ = writeln!(std::io::stderr(), "error: {why}");
            std::process::exit(1);
        }
        found.path
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
