// Codewars kata "Sliding Puzzle Solver" (5a20eeccee1aae3cbc000090): see
// problems/codewars_slide_puzzle.md. Codewars judges a function, so only what comes before the
// line `// bundle: cut here` is pasted: scripts/bundle prints that.
include!("../grid.rs");
include!("../near.rs");
include!("../anyboard.rs");

/// The tiles to slide into the blank, in order, that put `arr` (n x n, 0 the blank) in order
/// with the blank last; None when no sequence can.
///
/// # Constraints
/// A square of 1 to 15 rows (the kata's are 3 to 10), each of 0 .. n² - 1 once.
pub fn slide_puzzle(arr: &[Vec<u8>]) -> Option<Vec<u8>> {
    let n = arr.len();
    let cells: Vec<usize> = arr.iter().flatten().map(|&t| t as usize).collect();
    let start = AnyBoard::new(n, n, cells);
    // 4 x 4 solved whole by near.rs, at a width that keeps a test run well inside Codewars'
    // budget; larger boards line by line, as fast at opt-level 1 as before (the last 5 x 5 by
    // near.rs, any_short_solution, would cost a 10 x 10 board a hundred times as long there).
    let goal = AnyBoard::ordered(n, n);
    let moves =
        if n == 4 { any_near_solution(&start, &goal, 1000) } else { any_solution(&start, &goal) }?;
    // Each move of the blank slides the tile it goes to, the other way.
    let (mut cells, mut blank) = (start.cells.clone(), start.blank());
    let mut tiles = Vec::with_capacity(moves.len());
    for letter in moves {
        let way = way_named(letter.to_ascii_lowercase()).unwrap_or(RIGHT);
        let to = slide_blank(&mut cells, blank, way, n).unwrap_or(blank);
        tiles.push(cells[blank] as u8); // the tile now where the blank was
        blank = to;
    }
    Some(tiles)
}

// bundle: cut here. Codewars supplies the rest: a crate whose tests call the function. Below,
// a stand-in `main`, so the binary runs on a sample like any other: it reads the rows, as the
// kata writes them (`[[4,1,3],[2,8,0],[7,6,5]]`) or as plain numbers, n from their count, and
// prints the tiles, or `None`.
include!("../io.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    // Brackets and commas part numbers as spaces do (a copy keeps lines and columns).
    let text: Vec<u8> = input.iter().map(|&c| if b"[],".contains(&c) { b' ' } else { c }).collect();
    let mut scanner = Scanner::new(&text)?;
    let (mut numbers, mut places) = (Vec::new(), Vec::new());
    while !scanner.at_end() {
        places.push(scanner.pos);
        numbers.push(scanner.number("tile", 0, 99)?);
    }
    let n = (3..=10).find(|n| n * n == numbers.len()).ok_or_else(|| {
        let count = numbers.len();
        scanner.error(&format!("{count} tiles: expected n x n of them, n from 3 to 10"))
    })?;
    if input.iter().any(|c| b"[],".contains(c)) {
        kata_rows(Scanner::new(input)?.text, n)?;
    }
    let mut seen = vec![false; n * n];
    for (&t, &at) in numbers.iter().zip(&places) {
        if t >= n * n || std::mem::replace(&mut seen[t], true) {
            scanner.pos = at;
            let why = if t >= n * n { "is too large" } else { "appears twice" };
            let tiles = format!("{n} x {n} holds the tiles 0 to {}", n * n - 1);
            return Err(scanner.error(&format!("tile {t} {why}: {tiles}")));
        }
    }
    let rows: Vec<Vec<u8>> =
        numbers.chunks(n).map(|r| r.iter().map(|&t| t as u8).collect()).collect();
    Ok(match slide_puzzle(&rows) {
        Some(tiles) => {
            let words: Vec<String> = tiles.iter().map(|t| t.to_string()).collect();
            words.join(" ") + "\n"
        }
        None => "None\n".to_string(),
    })
}

/// Where any bracket or comma is given, the kata's shape, `[[a,b,c],[d,e,f],[g,h,i]]` for
/// n = 3: n rows of n words (`solve` reads them as tiles), spaces anywhere between.
fn kata_rows(text: &str, n: usize) -> Result<(), String> {
    let row = format!("[{}]", vec!["#"; n].join(","));
    let shape = format!("[{}]", vec![row; n].join(","));
    let mut scanner = Scanner { text, pos: 0, boards: 0 };
    for expected in shape.chars() {
        scanner.at_end(); // past spaces
        let rest = &text[scanner.pos..];
        let word = rest.find(|c: char| c.is_ascii_whitespace() || "[],".contains(c));
        let word = &rest[..word.unwrap_or(rest.len())];
        if expected == '#' && !word.is_empty() || expected != '#' && rest.starts_with(expected) {
            scanner.pos += word.len().max(1);
            continue;
        }
        let found = match rest.chars().next() {
            None => "the end of the input".to_string(),
            Some(c) if word.is_empty() => format!("{c:?}"),
            Some(_) => quote(word),
        };
        let wanted = if expected == '#' { "a tile".to_string() } else { format!("{expected:?}") };
        let shape = format!("{n} rows of {n} tiles as [[a,b,...],...], or plain numbers");
        return Err(scanner.error(&format!("expected {wanted} ({shape}), found {found}")));
    }
    scanner.finish()
}

fn main() {
    run(solve)
}
