// Special judge for cf1280f: t cases, each k and a 2 x (2k + 1) grid (E the empty cell). Each
// case's answer is `SURGERY FAILED`, or `SURGERY COMPLETE`, the move line (the binary's
// `NOTATION`, u d l r: where E goes; uppercase letters: shortcuts), a line per shortcut (its
// letter, a space, its string), and `DONE`. Any answer that heals the patient is accepted.
// - Refused: a malformed line (with the reason), `SURGERY FAILED` for organs that are an even
//   permutation (the curable ones: a rule of its own, not the core's), a letter defined twice, a shortcut reached from
//   the move line but never defined or taking part in a cycle, a move E may not make where it
//   is (up and down only in the leftmost, centre and rightmost columns), moves that do not end
//   healthy, `SURGERY COMPLETE` where `SURGERY FAILED` is expected or the other way round, and
//   a case whose strings (the move line and the shortcuts') hold more than 10^4 characters.
// - The statement does not say whether the other characters printed count (the verdict lines,
//   the letters and spaces before the shortcuts' strings, the line breaks): over 10^4 with
//   them, within it without, is accepted with a note.
// - Nothing is expanded: a shortcut's effect from each cell E can start in (the cells' new
//   contents, E's end, its length in moves) is worked out once and reused, so an answer that
//   expands to more moves than memory holds is judged as quickly as the text is read.
// Usage: check_cf1280f INPUT ACTUAL EXPECTED. Exit status: 0 accepted, 1 wrong answer, 2 no
// judgement (wrong usage, a file it cannot read, a malformed input or expected output).
include!("../io.rs");
include!("../grid.rs");
include!("../cf1280f.rs"); // for its board reader alone: the input is read as cf1280f reads it
include!("replay.rs");

/// The binary's `NOTATION`, the one declaration of its letters, read from its source as it
/// compiles (no copy of the binary is compiled here). Its type is the library's: only its
/// letters pass to this file's code, which, built alone as check_NAME, may hold its own types.
const NOTATION: kit::cores::Notation = kit::facts::notation_of(include_str!("../bin/cf1280f.rs"));

/// The most characters a case's strings may hold.
const LIMIT: usize = 10_000;

/// The cases, read as cf1280f reads them.
fn boards(input: &str) -> Result<Vec<SurgeryBoard>, String> {
    let mut scanner = Scanner::new(input.as_bytes())?;
    let t = scanner.number("t (the number of cases)", 1, 4)?;
    let mut boards = Vec::new();
    for case in 1..=t {
        let k = scanner.number("k", 1, 15)?;
        boards.push(scanner.surgery_board(k, &format!("case {case}"))?);
    }
    scanner.finish().map(|_| boards)
}

/// One case's answer as printed: None for `SURGERY FAILED`, else the move line and each
/// letter's string; and the characters printed for it, line breaks included.
type Answer = (Option<(String, Vec<Option<String>>)>, usize);

/// Reads the next case's answer from `lines`.
fn answer<'a>(lines: &mut impl Iterator<Item = &'a str>) -> Result<Answer, String> {
    let first = lines.next().ok_or("the output ends before this case's answer")?;
    if first == "SURGERY FAILED" {
        return Ok((None, first.len() + 1));
    }
    if first != "SURGERY COMPLETE" {
        let why = "expected SURGERY COMPLETE or SURGERY FAILED, found";
        return Err(format!("{why} {}", quote(first)));
    }
    let main = lines.next().ok_or("the output ends before the move line")?;
    let mut printed = first.len() + main.len() + 2;
    moves_of(main).map_err(|why| format!("the move line: {why}"))?;
    let mut shortcuts: Vec<Option<String>> = vec![None; 26];
    loop {
        let line = lines.next().ok_or("the output ends before DONE")?;
        printed += line.len() + 1;
        if line == "DONE" {
            break;
        }
        let mut chars = line.chars();
        let letter = chars.next().filter(char::is_ascii_uppercase);
        let rest = chars.as_str();
        let string = match (letter, rest.strip_prefix(' ')) {
            (Some(_), Some(string)) => string,
            (Some(_), None) if rest.is_empty() => "", // an empty string, its space trimmed
            _ => {
                let why = "expected a shortcut (its letter, a space, its string) or DONE, found";
                return Err(format!("{why} {}", quote(line)));
            }
        };
        let letter = letter.unwrap_or('A');
        moves_of(string).map_err(|why| format!("shortcut {letter}: {why}"))?;
        let slot = &mut shortcuts[(letter as u8 - b'A') as usize];
        if slot.replace(string.to_string()).is_some() {
            return Err(format!("shortcut {letter} is defined twice"));
        }
    }
    Ok((Some((main.to_string(), shortcuts)), printed))
}

/// Checks that a string holds only moves and shortcuts.
fn moves_of(string: &str) -> Result<(), String> {
    let letters = NOTATION.blank_letters().map(char::from);
    match string.chars().find(|c| !letters.contains(c) && !c.is_ascii_uppercase()) {
        Some(c) => {
            let [u, d, l, r] = letters;
            Err(format!("{c:?} is neither a move ({u} {d} {l} {r}) nor a shortcut (A-Z)"))
        }
        None => Ok(()),
    }
}

/// What a string does from one cell of E: where each cell's content comes from (`from[c]`),
/// E's last cell, and its length in moves (saturating).
#[derive(Clone)]
struct Effect {
    from: Vec<usize>,
    end: usize,
    moves: u128,
}

/// A move refused: how many moves of the expansion come before it, and why (already placed
/// within its shortcuts).
type Fault = (u128, String);

struct Replay<'a> {
    width: usize,
    shortcuts: &'a [Option<String>],
    /// Each shortcut's effect from each cell, once worked out.
    known: Vec<Vec<Option<Result<Effect, Fault>>>>,
}

impl Replay<'_> {
    /// What `string` does with E starting at `start`.
    fn effect(&mut self, string: &str, start: usize) -> Result<Effect, Fault> {
        let (w, cells) = (self.width, 2 * self.width);
        let mut effect = Effect { from: (0..cells).collect(), end: start, moves: 0 };
        for c in string.chars() {
            if c.is_ascii_uppercase() {
                let inner = self.shortcut(c, effect.end).map_err(|(before, why)| {
                    (effect.moves.saturating_add(before), format!("{why}, inside shortcut {c}"))
                })?;
                effect.from = inner.from.iter().map(|&cell| effect.from[cell]).collect();
                effect.end = inner.end;
                effect.moves = effect.moves.saturating_add(inner.moves);
                continue;
            }
            let way = u8::try_from(c).ok().and_then(|c| NOTATION.way(c));
            let (e, way) = (effect.end, way.unwrap_or(0));
            let (row, column) = (e / w, e % w);
            let vertical = column == 0 || column == w / 2 || column + 1 == w;
            let to = match way {
                0 if row == 1 && vertical => Some(e - w),
                1 if row == 0 && vertical => Some(e + w),
                2 if column > 0 => Some(e - 1),
                3 if column + 1 < w => Some(e + 1),
                _ => None,
            };
            let to = match to {
                Some(to) => to,
                None => {
                    let why = if way >= 2 || vertical {
                        "it leaves the grid"
                    } else {
                        "E goes up or down only in the leftmost, centre and rightmost columns"
                    };
                    let at = format!("E at row {}, column {}", row + 1, column + 1);
                    return Err((effect.moves, format!("{c:?} with {at}: {why}")));
                }
            };
            effect.from.swap(e, to);
            effect.end = to;
            effect.moves = effect.moves.saturating_add(1);
        }
        Ok(effect)
    }

    /// Shortcut `letter`'s effect from `start`, worked out once.
    fn shortcut(&mut self, letter: char, start: usize) -> Result<Effect, Fault> {
        let g = (letter as u8 - b'A') as usize;
        if let Some(known) = &self.known[g][start] {
            return known.clone();
        }
        let string = self.shortcuts[g].clone().unwrap_or_default();
        let effect = self.effect(&string, start);
        self.known[g][start] = Some(effect.clone());
        effect
    }
}

/// The shortcuts the move line reaches: an error for one never defined or in a cycle.
fn reached(main: &str, shortcuts: &[Option<String>]) -> Result<(), String> {
    // 0 not seen, 1 on the way in, 2 done; `path` the letters on the way in.
    fn visit(
        g: usize,
        shortcuts: &[Option<String>],
        state: &mut [u8],
        path: &mut Vec<char>,
    ) -> Result<(), String> {
        let letter = (b'A' + g as u8) as char;
        match state[g] {
            2 => return Ok(()),
            1 => {
                let from = path.iter().position(|&l| l == letter).unwrap_or(0);
                let cycle: Vec<String> =
                    path[from..].iter().chain(Some(&letter)).map(|l| l.to_string()).collect();
                return Err(format!("the shortcuts form a cycle ({})", cycle.join(" -> ")));
            }
            _ => {}
        }
        let string =
            shortcuts[g].as_ref().ok_or(format!("shortcut {letter} is used but never defined"))?;
        state[g] = 1;
        path.push(letter);
        for c in string.chars().filter(char::is_ascii_uppercase) {
            visit((c as u8 - b'A') as usize, shortcuts, state, path)?;
        }
        path.pop();
        state[g] = 2;
        Ok(())
    }
    let mut state = [0u8; 26];
    for c in main.chars().filter(char::is_ascii_uppercase) {
        visit((c as u8 - b'A') as usize, shortcuts, &mut state, &mut Vec::new())?;
    }
    Ok(())
}

/// Whether the organs, read row by row without E, are an even permutation (the curable ones,
/// as the statement's editorial proves): n less the number of its cycles is even.
fn even(cells: &[usize]) -> bool {
    let organs: Vec<usize> = cells.iter().copied().filter(|&c| c != 0).collect();
    let (mut seen, mut cycles) = (vec![false; organs.len()], 0);
    for first in 0..organs.len() {
        cycles += !seen[first] as usize;
        let mut at = first;
        while !seen[at] {
            seen[at] = true;
            at = organs[at] - 1;
        }
    }
    (organs.len() - cycles) % 2 == 0
}

/// Judges one case: the notes on an accepted answer, or why it is wrong.
fn judge_case(
    board: &SurgeryBoard,
    actual: &Answer,
    expected: &Answer,
) -> Result<Vec<String>, String> {
    let (plan, printed) = match (&actual.0, &expected.0) {
        (None, _) if even(&board.cells) => {
            return Err(
                "SURGERY FAILED, but the organs are even (an even permutation: curable)".into()
            )
        }
        (None, None) => return Ok(Vec::new()),
        (None, Some(_)) => return Err("expected SURGERY COMPLETE, found SURGERY FAILED".into()),
        (Some(plan), _) => (plan, actual.1),
    };
    let (main, shortcuts) = plan;
    let strings = main.len() + shortcuts.iter().flatten().map(String::len).sum::<usize>();
    if strings > LIMIT {
        return Err(format!(
            "its strings hold {strings} characters, more than the {LIMIT} allowed"
        ));
    }
    reached(main, shortcuts)?;
    let (w, cells) = (board.width(), 2 * board.width());
    let start = board.cells.iter().position(|&c| c == 0).ok_or("the board has no E")?;
    let mut replay = Replay { width: w, shortcuts, known: vec![vec![None; cells]; 26] };
    let effect = replay.effect(main, start).map_err(|(before, why)| {
        format!("move {} of the expanded moves is not allowed: {why}", before.saturating_add(1))
    })?;
    let healed: Vec<usize> = effect.from.iter().map(|&c| board.cells[c]).collect();
    if healed != SurgeryBoard::healthy(board.k).cells {
        if expected.0.is_none() {
            return Err("expected SURGERY FAILED, found SURGERY COMPLETE".into());
        }
        let cell =
            (0..cells).find(|&c| healed[c] != SurgeryBoard::healthy(board.k).cells[c]).unwrap_or(0);
        let what = |o: usize| if o == 0 { "E".to_string() } else { format!("organ {o}") };
        return Err(format!(
            "the {} moves do not heal the patient: row {}, column {} holds {}",
            effect.moves,
            cell / w + 1,
            cell % w + 1,
            what(healed[cell])
        ));
    }
    if expected.0.is_none() {
        return Err("the expected SURGERY FAILED is wrong: these moves heal the patient".into());
    }
    let mut notes = Vec::new();
    if printed > LIMIT {
        notes.push(format!(
            "{printed} characters printed with the verdict, DONE, the shortcuts' letters and line breaks: over {LIMIT} if those count (the statement counts the strings: {strings})"
        ));
    }
    Ok(notes)
}

fn judge(input: &str, actual: &str, expected: &str) -> Result<Vec<String>, String> {
    let boards = boards(input).map_err(|e| format!("the input: {e}"))?;
    // Line by line, each case's answer judged before the next is read: the first that is wrong
    // decides, and what follows it is never looked at.
    let (mut actual, mut expected) = (answer_lines(actual), answer_lines(expected));
    let mut notes = Vec::new();
    for (k, board) in boards.iter().enumerate() {
        let case = |why: String| format!("case {}: {why}", k + 1);
        let want =
            answer(&mut expected).map_err(|why| case(format!("the expected output: {why}")))?;
        let got = answer(&mut actual).map_err(case)?;
        let noted = judge_case(board, &got, &want).map_err(case)?;
        notes.extend(noted.into_iter().map(case));
    }
    if let Some(line) = actual.find(|line| !line.is_empty()) {
        return Err(format!("unexpected {} after the last case's answer", quote(line)));
    }
    Ok(notes)
}

fn main() {
    // Four cases of 10^4 characters each, with their verdicts, letters and line breaks.
    checker_main(judge, (1 << 20, "four cases of at most 10^4 characters take far less"))
}
