// Pictures, for scripts/walk --svg and scripts/bench --svg: self-contained SVG text, no script,
// that any browser opens offline. A walk is a `Scene` (where each place is drawn, which places
// are joined, the board at each step); a bench result is a chart.

/// A walk as a picture sees it: the places a puzzle's pieces stand on, the lines between them,
/// and the board before any move, then after each move.
pub struct Scene {
    /// Each place's centre, in cell units: a grid's cell at row r, column c is at (c, r).
    pub places: Vec<(f64, f64)>,
    /// Lines drawn between places: a graph's edges. Grids draw none (the layout shows them).
    pub lines: Vec<(usize, usize)>,
    /// The start, then the board after each move.
    pub frames: Vec<Frame>,
}

/// One board of a walk.
pub struct Frame {
    /// What stands on each place (indexed as `Scene::places`): `None` for an empty place.
    pub pieces: Vec<Option<Piece>>,
    /// The move that led here (empty for the start), written under the board.
    pub caption: String,
}

/// A piece on a place. Pieces with the same `id` are drawn alike (the same colour), so a tile
/// keeps its colour across frames and the eye can follow it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Piece {
    pub id: usize,
    /// What is written on it (may be empty: a knight is drawn by its colour alone).
    pub label: String,
}
