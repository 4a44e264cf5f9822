// A puzzle replayed: the user's moves read and played board by board (replay.rs), and the
// kit's own solution found by the core that solves the problem (solution.rs).
pub mod replay;
pub mod solution;
