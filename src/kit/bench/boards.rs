// The boards of a file in Korf's notation, for `scripts/bench --near FILE` (src/tools/bench_near.rs)
// and its tests (tests/near.rs).
//
// A line's numbers (comma or space separated) are the n² tiles by position, 0 the blank, then
// anything else (a reference length: an optimum, or DeepCubeA's): n is the largest width whose
// n² first numbers are all below n², and must be 4 to 7; those n² numbers must then be every
// tile once. So 25 numbers with one repeated are refused, not read as a 4 x 4 whose rest is
// ignored, and 64 numbers are an 8 x 8 board, refused, not a 7 x 7. Every board of a file has
// one width. The goal is 0 1 2 ... with the blank top left, unless a `#` line names the goal
// with the blank bottom right (it begins with GOAL and holds BOTTOM-RIGHT, in capitals, as
// DeepCubeA's files do): then 1 2 ... n² - 1 and the blank. Blank lines and other lines
// starting with `#` are skipped.
use crate::cores::*;

/// A board of the file: width, cells, the number after the cells (a reference length), if
/// any, and the goal.
pub type NearBoard = (usize, Vec<u8>, Option<u32>, Vec<u8>);

/// Korf's goal (the blank top left, tile t in cell t), or with `blank_last` 1 2 ... and the
/// blank bottom right.
pub fn near_goal(width: usize, blank_last: bool) -> Vec<u8> {
    let n = (width * width) as u8;
    if blank_last {
        (1..n).chain([0]).collect()
    } else {
        (0..n).collect()
    }
}

/// The boards of `text`, or the first line that holds none, named with what is wrong.
pub fn near_boards(text: &str) -> Result<Vec<NearBoard>, String> {
    let mut boards: Vec<NearBoard> = Vec::new();
    // A header line that names the goal, as DeepCubeA's files' `# GOAL: ..., blank
    // BOTTOM-RIGHT` (Korf's say `# GOAL CONVENTION: blank TOP-LEFT`, and may tell in lower
    // case how to turn a board to the other goal).
    let named = |l: &str| {
        l.strip_prefix('#').map_or(false, |l| l.trim_start().starts_with("GOAL"))
            && l.contains("BOTTOM-RIGHT")
    };
    let blank_last = text.lines().any(|l| named(l.trim()));
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
            Some(w @ 4..=7) => w,
            Some(w) if w > 7 => {
                return Err(format!(
                    "line {}: a {w} x {w} board ({} numbers below {}): --near takes 4 x 4 to 7 x 7 boards",
                    k + 1,
                    w * w,
                    w * w
                ))
            }
            _ => {
                return Err(format!(
                    "line {}: not a board of 4 x 4 to 7 x 7 in Korf's notation (n² tiles, 0 the blank)",
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
        if let Some(first) = boards.first().filter(|b| b.0 != width) {
            return Err(format!(
                "line {}: a {width} x {width} board in a file of {} x {} boards",
                k + 1,
                first.0,
                first.0
            ));
        }
        let cells: Vec<u8> = numbers[..width * width].iter().map(|&t| t as u8).collect();
        let goal = near_goal(width, blank_last);
        if !reachable(&cells, &goal, width) {
            return Err(format!("line {}: the board cannot reach the goal (parity)", k + 1));
        }
        let after = numbers.get(width * width).map(|&n| n.min(u32::MAX as u64) as u32);
        boards.push((width, cells, after, goal));
    }
    Ok(boards)
}
