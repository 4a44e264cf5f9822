// LeetCode 773 "Sliding Puzzle": see problems/leetcode773.md. LeetCode judges a function, so
// only what comes before the line `// bundle: cut here` is pasted: scripts/bundle prints that.
include!("../graph.rs");

impl Solution {
    pub fn sliding_puzzle(board: Vec<Vec<i32>>) -> i32 {
        let tokens: Vec<u8> = board.iter().flatten().map(|&t| t as u8).collect();
        let goal = [1, 2, 3, 4, 5, 0];
        Puzzle::grid(3, 2, true).least_moves(&tokens, &goal).map_or(-1, |d| d as i32)
    }
}

// bundle: cut here. LeetCode supplies the rest: `struct Solution` and a `main` that calls it.
// Below, a stand-in for both, so the binary runs on a sample like any other: it reads the two
// rows, as LeetCode writes them (`[[1,2,3],[4,0,5]]`) or as plain numbers.

#[allow(dead_code)] // LeetCode's declaration: never built, only named
struct Solution;
include!("../io.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    // Six numbers, spaced, or LeetCode's [[a,b,c],[d,e,f]]: where any bracket or comma is
    // given, all stand in LeetCode's places, a number in each place between them. Each stretch
    // between them is read by a `Scanner` over the text up to the stretch's end, from its
    // start: errors keep their line and column, and the input is not copied.
    let text = Scanner::new(input)?.text;
    let (mut cells, mut start): (Vec<usize>, usize) = (Vec::new(), 0);
    let marks: Vec<(usize, char)> = text.char_indices().filter(|m| "[],".contains(m.1)).collect();
    let shape: Vec<char> = "[[,,],[,,]]".chars().collect();
    let bracketed = !marks.is_empty();
    if let Some(k) = (0..shape.len().max(marks.len()))
        .find(|&k| bracketed && marks.get(k).map(|m| m.1) != shape.get(k).copied())
    {
        let (at, seen) = match marks.get(k) {
            Some(&(at, mark)) => (at, format!("{mark:?}")),
            None => (text.len(), "the end of the input".to_string()),
        };
        let why = format!("the board is written [[a,b,c],[d,e,f]] or as six numbers, found {seen}");
        return Err(Scanner { text, pos: at, boards: 0 }.error(&why));
    }
    for (k, stretch) in text.split(|c| "[],".contains(c)).enumerate() {
        let mut scanner = Scanner { text: &text[..start + stretch.len()], pos: start, boards: 0 };
        start += stretch.len() + 1;
        // Bracketed, one number in each of stretches 2-4 and 7-9 (between `[` and `,` and so
        // on), and none in the others.
        let slot = [2, 3, 4, 7, 8, 9].contains(&k);
        let most = if bracketed { cells.len() + slot as usize } else { 6 };
        while cells.len() < most && !scanner.at_end() {
            let at = scanner.pos;
            let cell = scanner.number("cell", 0, 5)?;
            if cells.contains(&cell) {
                scanner.pos = at;
                return Err(scanner.error(&format!("cell {cell} appears twice")));
            }
            cells.push(cell);
        }
        if bracketed && slot && cells.len() < most {
            return Err(scanner.error(&format!("expected a cell before {:?}", marks[k].1)));
        }
        scanner.finish()?; // anything after the sixth cell
    }
    if cells.len() < 6 {
        Scanner { text, pos: text.len(), boards: 0 }.number("cell", 0, 5)?; // the end: an error
    }
    let rows = cells.chunks(3).map(|row| row.iter().map(|&c| c as i32).collect()).collect();
    Ok(format!("{}\n", Solution::sliding_puzzle(rows)))
}

fn main() {
    run(solve)
}
