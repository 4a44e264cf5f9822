// Shared by the special judges of problems that print one move string per board: replays the
// moves with its own rules (no code from src/core.rs, so a bug there cannot hide itself here).

/// The boards of an input: every cell character in order, nine at a time.
fn boards_of(input: &str) -> Vec<[u8; 9]> {
    let cells: Vec<u8> = input
        .bytes()
        .filter_map(|c| match c {
            b'1'..=b'8' => Some(c - b'0'),
            b'0' | b'x' | b'X' => Some(0),
            _ => None,
        })
        .collect();
    cells
        .chunks_exact(9)
        .map(|c| {
            let mut board = [0; 9];
            board.copy_from_slice(c);
            board
        })
        .collect()
}

/// Whether `moves` (letters for the blank: u d l r) takes `board` to `goal` by legal moves;
/// the reason if not.
fn replay(board: &[u8; 9], moves: &str, goal: &[u8; 9]) -> Result<(), String> {
    let mut board = *board;
    for (k, letter) in moves.chars().enumerate() {
        let blank = board.iter().position(|&t| t == 0).unwrap();
        let (row, col) = (blank / 3, blank % 3);
        let target = match letter {
            'u' if row > 0 => blank - 3,
            'd' if row < 2 => blank + 3,
            'l' if col > 0 => blank - 1,
            'r' if col < 2 => blank + 1,
            _ => return Err(format!("move {} ({letter:?}) is not a legal move", k + 1)),
        };
        board.swap(blank, target);
    }
    if board == *goal {
        Ok(())
    } else {
        Err("the moves do not reach the goal".to_string())
    }
}

/// Judges one answer line against the expected one: the word `unsolvable` exactly where it is
/// expected, elsewhere legal moves that reach the goal. The judges accept any such sequence, so
/// a longer one is accepted too, with a note that says so (`Ok(Some(note))`): practice should
/// still show it.
fn judge_line(
    board: &[u8; 9],
    actual: &str,
    expected: &str,
    goal: &[u8; 9],
) -> Result<Option<String>, String> {
    if expected == "unsolvable" || actual == "unsolvable" {
        return if actual == expected {
            Ok(None)
        } else {
            Err(format!("expected {expected:?}, found {actual:?}"))
        };
    }
    replay(board, actual, goal)?;
    let (moves, enough) = (actual.len(), expected.len());
    Ok((moves > enough).then(|| format!("not shortest: {moves} moves, {enough} suffice")))
}

/// The lines of a text, CRLF taken as LF, trailing spaces ignored, and trailing empty lines
/// beyond the `want` answers ignored (an empty line can be an answer: a solved board's).
fn lines_of(text: &str, want: usize) -> Vec<String> {
    let mut lines: Vec<String> = text.lines().map(|l| l.trim_end().to_string()).collect();
    while lines.len() > want && lines.last().map_or(false, String::is_empty) {
        lines.pop();
    }
    lines
}

/// The checker's `main`: `CHECKER input actual expected`, exit 0 to accept. `judge` compares the
/// three texts and says what is wrong, or what to note about an accepted answer (on stderr).
fn checker_main(judge: fn(&str, &str, &str) -> Result<Vec<String>, String>) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 3 {
        eprintln!("usage: checker INPUT ACTUAL EXPECTED");
        std::process::exit(2);
    }
    let mut texts = Vec::new();
    for path in &args {
        match std::fs::read(path) {
            Ok(bytes) => match String::from_utf8(bytes) {
                Ok(text) => texts.push(text),
                Err(_) => {
                    eprintln!("{path} is not UTF-8 text");
                    std::process::exit(1);
                }
            },
            Err(e) => {
                eprintln!("cannot read {path}: {e}");
                std::process::exit(2);
            }
        }
    }
    match judge(&texts[0], &texts[1], &texts[2]) {
        Ok(notes) => notes.iter().for_each(|note| eprintln!("{note}")),
        Err(why) => {
            eprintln!("{why}");
            std::process::exit(1);
        }
    }
}
