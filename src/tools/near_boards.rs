// The boards of a file in Korf's notation, for `scripts/bench --near FILE` (bench_near.rs) and
// its tests (tests/near.rs). Included after src/near.rs, whose `near_solvable` it uses.
//
// A line's numbers (comma or space separated) are the n² tiles by position, 0 the blank, then
// anything else (an optimal length, a count of nodes): n is the largest width whose n² first
// numbers are all below n², and must be 4 or 5; those n² numbers must then be every tile once.
// So 25 numbers with one repeated is refused, not read as a 4 x 4 whose rest is ignored, and
// 36 numbers are a 6 x 6 board, refused, not a 5 x 5. The goal is 0 1 2 ... with the blank top
// left. Blank lines and lines starting with `#` are skipped.

/// A board of the file: width, cells, and the number after the cells (an optimum), if any.
type NearBoard = (usize, Vec<u8>, Option<u32>);

/// Korf's goal: the blank top left, tile t in cell t.
fn near_goal(width: usize) -> Vec<u8> {
    (0..(width * width) as u8).collect()
}

/// The boards of `text`, or the first line that holds none, named with what is wrong.
pub fn near_boards(text: &str) -> Result<Vec<NearBoard>, String> {
    let mut boards = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let numbers: Vec<u64> = line
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map_while(|w| w.parse().ok())
            .collect();
        let fits = |n: usize| {
            numbers.len() >= n * n && numbers[..n * n].iter().all(|&t| t < (n * n) as u64)
        };
        let width =
            (1..=numbers.len()).take_while(|n| n * n <= numbers.len()).filter(|&n| fits(n)).last();
        let width = match width {
            Some(w @ (4 | 5)) => w,
            Some(w) if w > 5 => {
                return Err(format!(
                    "line {}: a {w} x {w} board ({} numbers below {}): --near takes 4 x 4 and 5 x 5 boards",
                    k + 1,
                    w * w,
                    w * w
                ))
            }
            _ => {
                return Err(format!(
                    "line {}: not a 4 x 4 or 5 x 5 board in Korf's notation (16 or 25 tiles, 0 the blank)",
                    k + 1
                ))
            }
        };
        let mut seen = vec![false; width * width];
        for &tile in &numbers[..width * width] {
            if std::mem::replace(&mut seen[tile as usize], true) {
                return Err(format!(
                    "line {}: not a permutation: tile {tile} appears twice among the {} tiles of a {width} x {width} board",
                    k + 1,
                    width * width
                ));
            }
        }
        let cells: Vec<u8> = numbers[..width * width].iter().map(|&t| t as u8).collect();
        if !near_solvable(width, &cells, &near_goal(width)) {
            return Err(format!("line {}: the board cannot reach the goal (parity)", k + 1));
        }
        let after = numbers.get(width * width).map(|&n| n.min(u32::MAX as u64) as u32);
        boards.push((width, cells, after));
    }
    Ok(boards)
}
