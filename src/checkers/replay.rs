// Shared by the special judges of problems that print one move string per board. The input is
// read as the binaries read it (io.rs's `Scanner`), so that what they accept is judged alike;
// the moves are replayed by this file's own rules (no move or search code from the cores, so a
// bug there cannot hide itself here). Include io.rs first. Items are `pub`, so those a checker
// leaves unused raise no warning.
// - `slide`: one move on any W x H grid, of the blank at a given cell: the one step every
//   checker replays with (a problem with several blanks names the blank of each move).
// - `replay`: a move string on a board with one blank, letters as `Rules` map them (the
//   blank's moves, or the tile's that slides into the blank: the opposite way).
// - `judge_line`, `judge_each_line`, `checker_main`: an answer judged, and a checker's `main`.
// - `lines_of`, `answer_lines`, `read_at_most`: an answer's lines, counted rather than kept
//   beyond those judged, and no more of it read than the problem allows, so that a huge answer
//   (five million lines, one line of 100 MB) is a wrong answer in one line, never an abort.

/// How a problem writes its answers: the board's width, the letters of the moves up, down,
/// left and right (the blank's, or with `tiles_move` the tile's that slides into the blank),
/// the line for a board that cannot reach the goal, and the most moves an answer may have.
pub struct Rules {
    pub width: usize,
    pub letters: [char; 4],
    pub tiles_move: bool,
    pub no_solution: &'static str,
    pub most_moves: usize,
}

impl Rules {
    /// The rules of a board `width` wide, the blank's moves written in `letters` (up, down,
    /// left, right: a binary's `NOTATION.blank_letters()`, the one place its letters are
    /// declared), with no limit on the moves.
    pub fn new(width: usize, letters: [u8; 4], no_solution: &'static str) -> Rules {
        let letters = letters.map(char::from);
        Rules { width, letters, tiles_move: false, no_solution, most_moves: usize::MAX }
    }
}

/// One move on a grid `width` wide: the blank at `blank` swaps with its neighbour that way
/// (0 up, 1 down, 2 left, 3 right); the blank's new cell, or None when that leaves the grid or
/// `blank` holds no blank (0).
pub fn slide<T: Copy + Into<usize>>(
    board: &mut [T],
    width: usize,
    blank: usize,
    way: usize,
) -> Option<usize> {
    let (row, col, height) = (blank / width, blank % width, board.len() / width);
    let target = match way {
        0 if row > 0 => blank - width,
        1 if row + 1 < height => blank + width,
        2 if col > 0 => blank - 1,
        3 if col + 1 < width => blank + 1,
        _ => return None,
    };
    if board.get(blank).map_or(true, |&t| t.into() != 0) {
        return None;
    }
    board.swap(blank, target);
    Some(target)
}

/// Whether `moves` (letters as `rules` name them) takes `board` (one blank, 0) to `goal` by
/// legal moves; the reason if not.
pub fn replay<T: Copy + Into<usize> + PartialEq>(
    board: &[T],
    moves: &str,
    goal: &[T],
    rules: &Rules,
) -> Result<(), String> {
    let mut board = board.to_vec();
    let mut blank = board.iter().position(|&t| t.into() == 0).ok_or("the board has no blank")?;
    for (k, letter) in moves.chars().enumerate() {
        let way = rules.letters.iter().position(|&l| l == letter);
        // A tile's move up is the blank's down: the opposite way (0 and 1, 2 and 3).
        let way = way.map(|w| if rules.tiles_move { w ^ 1 } else { w });
        blank = match way.and_then(|way| slide(&mut board, rules.width, blank, way)) {
            Some(cell) => cell,
            None => return Err(format!("move {} ({letter:?}) is not a legal move", k + 1)),
        };
    }
    if board == goal {
        Ok(())
    } else {
        Err("the moves do not reach the goal".to_string())
    }
}

/// Judges one answer line against the expected one: the no-solution line exactly where it is
/// expected, elsewhere legal moves that reach the goal. The judges accept any such sequence, so
/// a longer one is accepted too, with a note that says so (`Ok(Some(note))`): practice should
/// still show it.
pub fn judge_line<T: Copy + Into<usize> + PartialEq>(
    board: &[T],
    actual: &str,
    expected: &str,
    goal: &[T],
    rules: &Rules,
) -> Result<Option<String>, String> {
    if expected == rules.no_solution || actual == rules.no_solution {
        return if actual == expected {
            Ok(None)
        } else {
            Err(format!("expected {}, found {}", quote(expected), quote(actual)))
        };
    }
    replay(board, actual, goal, rules)?;
    let (moves, enough) = (actual.len(), expected.len());
    if moves > rules.most_moves {
        return Err(format!("{moves} moves: the problem allows at most {}", rules.most_moves));
    }
    Ok((moves > enough).then(|| format!("not shortest: {moves} moves, {enough} suffice")))
}

/// Judges an output of one answer line per board (`judge_line` each).
pub fn judge_each_line<T: Copy + Into<usize> + PartialEq, B: AsRef<[T]>>(
    boards: &[B],
    actual: &str,
    expected: &str,
    goal: &[T],
    rules: &Rules,
) -> Result<Vec<String>, String> {
    let n = boards.len();
    let ((actual, found), (expected, wanted)) = (lines_of(actual, n), lines_of(expected, n));
    if wanted != n {
        return Err(format!("the expected output has {}", lines_for(wanted, n)));
    }
    if found != n {
        return Err(lines_for(found, n));
    }
    let mut notes = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        let note = judge_line(board.as_ref(), actual[k], expected[k], goal, rules)
            .map_err(|why| format!("board {}: {why}", k + 1))?;
        notes.extend(note.map(|note| format!("board {}: {note}", k + 1)));
    }
    Ok(notes)
}

/// "3 lines for 1 board": a count of lines against the boards they answer.
pub fn lines_for(lines: usize, boards: usize) -> String {
    format!("{lines} line{} for {boards} board{}", plural(lines), plural(boards))
}

/// "s" unless there is one (kit::text::plural, which no checker reaches).
pub fn plural(n: usize) -> &'static str {
    if n == 1 {
        ""
    } else {
        "s"
    }
}

/// The lines of a text, CRLF taken as LF, trailing spaces ignored, and trailing empty lines
/// beyond the `want` answers ignored (an empty line can be an answer: a solved board's): the
/// first `want + 1` of them (enough to see one too many), and how many there are. The rest are
/// counted, never kept: five million lines cost no memory beyond the text itself.
pub fn lines_of(text: &str, want: usize) -> (Vec<&str>, usize) {
    let count = count_lines(text, want);
    (answer_lines(text).take(count.min(want.saturating_add(1))).collect(), count)
}

/// How many lines `lines_of` finds in a text (`want` as there), none of them kept.
pub fn count_lines(text: &str, want: usize) -> usize {
    let (mut total, mut last_full) = (0, 0);
    for line in answer_lines(text) {
        total += 1;
        if !line.is_empty() {
            last_full = total;
        }
    }
    if total <= want {
        total
    } else {
        last_full.max(want)
    }
}

/// The lines of a text one by one, CRLF taken as LF and trailing spaces ignored: for a
/// checker that reads an answer in order and stops where the verdict is decided.
pub fn answer_lines(text: &str) -> impl Iterator<Item = &str> {
    text.lines().map(str::trim_end)
}

/// The most output a checker reads of an answer judged on its moves, where the problem sets no
/// tighter bound: the kit's ceiling for such answers (as scripts/stress stops a run there), far
/// above any legal answer of its problems (a 100 x 100 board's moves take a few MiB).
pub const MOST_OUTPUT: usize = 64 << 20;

/// A size in bytes, in KiB or MiB where it is a whole number of them.
pub fn bytes_words(n: usize) -> String {
    match n {
        _ if n >= 1 << 20 && n % (1 << 20) == 0 => format!("{} MiB", n >> 20),
        _ if n >= 1 << 10 && n % (1 << 10) == 0 => format!("{} KiB", n >> 10),
        _ => format!("{n} bytes"),
    }
}

/// The file at `path`, or None if it holds more than `most` bytes: read no further than that,
/// so that a huge answer costs no more memory than a right one may.
pub fn read_at_most(path: &str, most: usize) -> std::io::Result<Option<Vec<u8>>> {
    use std::io::Read;
    let file = std::fs::File::open(path)?;
    let size = file.metadata().map_or(0, |m| m.len());
    if size > most as u64 {
        return Ok(None);
    }
    let mut bytes = Vec::with_capacity(size as usize + 1);
    file.take(most as u64 + 1).read_to_end(&mut bytes)?;
    Ok(Some(bytes).filter(|bytes| bytes.len() <= most))
}

/// The checker's `main`: `CHECKER input actual expected`, exit status 0 to accept (notes on
/// stderr, one line each), 1 for a wrong answer, 2 when it cannot judge: wrong usage, a file it
/// cannot read, or an input or expected output that is malformed (the expected output must pass
/// as an answer itself). Each refusal is one line on stderr. Of the actual output it reads at
/// most `most` bytes, what the problem allows (`why` says so): past that, a wrong answer.
pub fn checker_main(
    judge: fn(&str, &str, &str) -> Result<Vec<String>, String>,
    (most, why): (usize, &str),
) {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 3 {
        refuse(2, "usage: checker INPUT ACTUAL EXPECTED".to_string());
    }
    let mut texts = Vec::new();
    for (k, path) in args.iter().enumerate() {
        let status = if k == 1 { 1 } else { 2 }; // the actual output's fault, or the judge's
        let read = if k == 1 { read_at_most(path, most) } else { std::fs::read(path).map(Some) };
        match read.map(|bytes| bytes.map(String::from_utf8)) {
            Ok(None) => refuse(1, format!("more than {} of output: {why}", bytes_words(most))),
            Ok(Some(Ok(text))) => texts.push(text),
            Ok(Some(Err(e))) => {
                let at = e.utf8_error().valid_up_to() + 1;
                refuse(status, format!("{} is not UTF-8 text (byte {at} is invalid)", quote(path)))
            }
            Err(e) => refuse(2, format!("cannot read {}: {e}", quote(path))),
        }
    }
    let (input, actual, expected) = (&texts[0], &texts[1], &texts[2]);
    if let Err(why) = judge(input, expected, expected) {
        // The input's fault (its errors say so), or else the expected output's, as an answer.
        let whose = if why.starts_with("the ") { "" } else { "the expected output: " };
        refuse(2, format!("cannot judge: {whose}{why}"));
    }
    match judge(input, actual, expected) {
        Ok(notes) => notes.iter().for_each(|note| say(note)),
        Err(why) => refuse(1, why),
    }
}

/// One line on stderr; a stderr that cannot be written to is no reason to panic.
pub fn say(line: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "{line}");
}

/// Ends the checker with `status` and the reason on stderr.
pub fn refuse(status: i32, why: String) -> ! {
    say(&why);
    std::process::exit(status)
}
