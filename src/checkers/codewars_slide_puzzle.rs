// Special judge for codewars_slide_puzzle: an n x n board (3 <= n <= 10, 0 the blank), as the
// kata writes it (`[[4,1,3],[2,8,0],[7,6,5]]`) or as plain numbers; one line, the numbers of the
// tiles slid into the blank, in order, that put 1 .. n² - 1 in order with the blank last, or
// `None` where no sequence can. Any such sequence is accepted: each number must name a tile next
// to the blank. Brackets and commas in the answer count as spaces (a Rust `Vec` printed with
// `{:?}` is read too).
// Usage: check_codewars_slide_puzzle INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong
// answer, 2 no judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("replay.rs");

/// The numbers of a text, brackets and commas read as spaces, each at most `most`.
fn numbers(text: &str, what: &str, most: usize) -> Result<Vec<usize>, String> {
    let text = text.replace(['[', ']', ','], " ");
    let mut scanner = Scanner::new(text.as_bytes())?;
    let mut numbers = Vec::new();
    while !scanner.at_end() {
        numbers.push(scanner.number(what, 0, most)?);
    }
    Ok(numbers)
}

/// The board, read as codewars_slide_puzzle reads it: n from the count, each tile once.
fn board(input: &str) -> Result<(usize, Vec<usize>), String> {
    let cells = numbers(input, "tile", 99)?;
    let n = (3..=10)
        .find(|n| n * n == cells.len())
        .ok_or(format!("{} tiles, no square of 3 x 3 to 10 x 10", cells.len()))?;
    let mut sorted = cells.clone();
    sorted.sort_unstable();
    if sorted != (0..n * n).collect::<Vec<_>>() {
        return Err(format!("the tiles are not 0 to {} each once", n * n - 1));
    }
    Ok((n, cells))
}

/// Whether the tiles, slid in turn, each next to the blank, solve the board; the reason if not.
fn slides(n: usize, cells: &[usize], tiles: &[usize]) -> Result<(), String> {
    let mut board = cells.to_vec();
    let mut blank = board.iter().position(|&t| t == 0).ok_or("the board has no blank")?;
    for (k, &tile) in tiles.iter().enumerate() {
        // The blank's way to the tile: up, down, left, right, as `slide` names them.
        let at = board.iter().position(|&t| t == tile).filter(|_| tile != 0);
        let way = at.and_then(|at| {
            [blank.wrapping_sub(n), blank + n, blank.wrapping_sub(1), blank + 1]
                .iter()
                .position(|&c| c == at)
        });
        blank = match way.and_then(|way| slide(&mut board, n, blank, way)) {
            Some(cell) => cell,
            None => return Err(format!("move {}: tile {tile} is not next to the blank", k + 1)),
        };
    }
    let goal: Vec<usize> = (1..n * n).chain([0]).collect();
    match (0..n * n).find(|&c| board[c] != goal[c]) {
        None => Ok(()),
        Some(c) => Err(format!(
            "the {} tiles slid do not solve the board: row {}, column {} holds {}",
            tiles.len(),
            c / n + 1,
            c % n + 1,
            board[c]
        )),
    }
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let (n, cells) = board(input).map_err(|e| format!("the input: {e}"))?;
    // The kata's answer for a solved board is an empty list: no output at all says as much.
    let actual = if actual.is_empty() { "\n" } else { actual };
    let ((actual, found), (expected, wanted)) = (lines_of(actual, 1), lines_of(expected, 1));
    if wanted != 1 {
        return Err(format!("the expected output has {wanted} lines, not one"));
    }
    if found != 1 {
        return Err(format!("{found} lines: the answer is one line"));
    }
    let (actual, expected) = (actual[0], expected[0]);
    if actual == "None" || expected == "None" {
        return if actual == expected {
            Ok(Vec::new())
        } else {
            Err(format!("expected {}, found {}", quote(expected), quote(actual)))
        };
    }
    let tiles = numbers(actual, "a tile's number", n * n - 1)?;
    slides(n, &cells, &tiles).map(|_| Vec::new())
}

fn main() {
    checker_main(judge, (MOST_OUTPUT, "the kit's ceiling for an answer judged on its moves"))
}
