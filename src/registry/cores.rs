// The kit's cores as the tools reach them: each through one binary that includes it, so that
// no tool includes a core of its own beside the binaries' (two copies would be two sets of
// types). The families use their own binaries directly.

// src/io.rs, which every binary includes.
pub use super::eight::poj1077 as io;

// src/grid.rs, which every binary on a rectangular grid includes.
pub use super::eight::poj1077 as grid;

// src/core.rs, the eight-puzzle.
pub use super::eight::poj1077 as eight;

// src/fifteen.rs.
pub use super::fifteen::aoj_alds1_13_c as fifteen;

// src/fifteen.rs with src/fifteen_databases.rs (its own copy of the fifteen core's types).
pub use super::fifteen::uva10181 as fifteen_databases;

// src/graph.rs.
pub use super::graph::abc224d as graph;

// src/knights.rs.
pub use super::knights::luogu2324 as knights;

// src/anyboard.rs.
pub use super::large_boards::anyboard;

// src/rectangle.rs.
pub use super::rectangles::indeednow_d as rectangle;
