// yukicoder No.228 "ゆきこちゃんの15パズル": see problems/yukicoder228.md.
include!("../io.rs");
include!("../grid.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let board = scanner.distinct("tile", 16, 0, 15)?;
    scanner.finish()?;
    Ok(if reached_sliding_once(&board) { "Yes\n" } else { "No\n" }.to_string())
}

/// Whether `board` (row by row, 0 the blank) is reached from the solved board (cell c holds
/// tile c + 1, the blank in cell 15) when no tile may slide twice.
///
/// A tile slides only when the blank enters its cell, and once it has slid the blank cannot
/// come back to that cell: the tile there now is one that has slid. So the blank walks a path
/// that visits no cell twice, and each tile on it slides once, one step back along the path.
/// Read backwards from the blank: the tile that belongs in the blank's cell has slid into the
/// cell the blank came from, which must be next to it and not yet on the path; and so on back
/// to cell 15. Every cell off the path must still hold its own tile.
fn reached_sliding_once(board: &[usize]) -> bool {
    let mut on_path = [false; 16];
    let mut cell = blank_cell(board);
    while cell != 15 {
        on_path[cell] = true;
        let came = board.iter().position(|&t| t == cell + 1).unwrap_or(cell);
        if grid_distance(cell, came, 4) != 1 || on_path[came] {
            return false;
        }
        cell = came;
    }
    on_path[15] = true;
    (0..15).all(|c| on_path[c] || board[c] == c + 1)
}

fn main() {
    run(solve)
}
