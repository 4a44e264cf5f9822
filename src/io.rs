// Judge input and output, to `include!` or paste whole into a judge (std only, Rust 1.63+):
// the part every binary shares, whichever of the puzzle cores beside it it includes.
// - `Scanner`: judge input read forgivingly (any whitespace, CRLF, a byte-order mark), and a
//   one-line error for anything wrong, naming what and where (line and column). Numbers here;
//   each core adds its own boards.
// - `run`: a binary's whole `main`: stdin to `solve`, its answer to stdout, or the error on
//   stderr and exit status 1, with nothing printed as if it were an answer.
// Items are `pub`, so unused ones raise no warning in a binary.

/// Judge input, read forgivingly.
pub struct Scanner<'a> {
    text: &'a str,
    pos: usize,
    /// Boards read so far, to name them in errors (the cores read boards).
    pub boards: usize,
}

impl<'a> Scanner<'a> {
    pub fn new(input: &'a [u8]) -> Result<Self, String> {
        let text = std::str::from_utf8(input).map_err(|e| {
            format!("the input is not UTF-8 text (byte {} is invalid)", e.valid_up_to() + 1)
        })?;
        let text = text.strip_prefix('\u{feff}').unwrap_or(text); // byte-order mark
        Ok(Scanner { text, pos: 0, boards: 0 })
    }

    /// True when only whitespace is left.
    pub fn at_end(&mut self) -> bool {
        let rest = &self.text.as_bytes()[self.pos..];
        self.pos += rest.iter().take_while(|&&c| is_space(c)).count();
        self.pos == self.text.len()
    }

    /// A whole number from `least` to `most`; `what` names it in errors.
    pub fn number(&mut self, what: &str, least: usize, most: usize) -> Result<usize, String> {
        self.at_end();
        let word = self.word();
        let n = match word.parse() {
            Ok(n) if word.bytes().all(|c| c.is_ascii_digit()) => n,
            _ if word.is_empty() => {
                return Err(self.error(&format!("expected {what}, found the end of the input")))
            }
            _ => return Err(self.error(&format!("expected {what}, found {}", quote(word)))),
        };
        if !(least..=most).contains(&n) {
            return Err(self.error(&format!("{what} must be {least}-{most}, found {n}")));
        }
        self.pos += word.len();
        Ok(n)
    }

    /// `count` different whole numbers from `least` to `most`, each named `what` in errors.
    /// Linear time: a grid of a million cells is read as fast as numbers are.
    pub fn distinct(
        &mut self,
        what: &str,
        count: usize,
        least: usize,
        most: usize,
    ) -> Result<Vec<usize>, String> {
        let (mut numbers, mut seen) = (Vec::with_capacity(count), vec![false; most + 1]);
        for _ in 0..count {
            let at = self.pos;
            let n = self.number(what, least, most)?;
            if std::mem::replace(&mut seen[n], true) {
                self.pos = at;
                self.at_end();
                return Err(self.error(&format!("{what} {n} appears twice")));
            }
            numbers.push(n);
        }
        Ok(numbers)
    }

    /// Checks that only whitespace is left.
    pub fn finish(&mut self) -> Result<(), String> {
        if self.at_end() {
            return Ok(());
        }
        Err(self.error(&format!("unexpected {} after the input proper", quote(self.word()))))
    }

    fn word(&self) -> &'a str {
        let rest = &self.text[self.pos..];
        &rest[..rest.bytes().position(is_space).unwrap_or(rest.len())]
    }

    /// `why`, after the current line and column.
    pub fn error(&self, why: &str) -> String {
        let before = &self.text[..self.pos];
        let line_start = before.rfind('\n').map_or(0, |i| i + 1);
        let line = before.matches('\n').count() + 1;
        format!("line {line}, column {}: {why}", before[line_start..].chars().count() + 1)
    }
}

/// Whitespace between tokens: ASCII's, and the vertical tab, as C's `scanf` skips it.
pub fn is_space(c: u8) -> bool {
    c.is_ascii_whitespace() || c == 0x0b
}

/// `word` in quotes for an error, at most 40 characters of it: a message stays one short line
/// whatever the input holds.
pub fn quote(word: &str) -> String {
    match word.char_indices().nth(40) {
        Some((end, _)) => format!("{:?}…", &word[..end]),
        None => format!("{word:?}"),
    }
}

/// A binary's `main`: prints what `solve` makes of stdin, or one line on stderr and exits 1.
pub fn run(solve: fn(&[u8]) -> Result<String, String>) {
    use std::io::{Read, Write};
    let mut input = Vec::new();
    let answer = match std::io::stdin().read_to_end(&mut input) {
        // A binary takes at most twice its input and 16 MiB more (tested): asked for first
        // (`try_reserve`), so that too big an input is an error, never an abort.
        Ok(n) if Vec::<u8>::new().try_reserve(2 * n + (1 << 24)).is_err() => {
            Err("the input is too big for the memory".into())
        }
        #[cfg(unix)]
        Ok(_) if stdout_closed() == Some(true) => {
            Err("standard output is closed (or is /dev/null open for reading too: the same)".into())
        }
        Ok(_) => solve(&input),
        Err(e) => Err(format!("cannot read standard input: {e}")),
    };
    let printed = answer.and_then(|text| {
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write: {e}"))
    });
    if let Err(message) = printed {
        let _ = writeln!(std::io::stderr(), "error: {message}"); // never a panic, even unwritable
        std::process::exit(1);
    }
}

/// Many answers: with `printing` (in `main`), written out 64 KiB at a time, so that no answer
/// is held whole and a binary's memory stays within twice its input; else kept whole for the
/// caller (stress runs `solve` in process). Start only once the whole input is read and checked:
/// nothing may be printed as if it were an answer before an error.
pub struct Output {
    pub text: String,
    printing: bool,
}

impl Output {
    pub fn new(printing: bool) -> Output {
        Output { text: String::new(), printing }
    }

    pub fn add(&mut self, answer: &str) -> Result<(), String> {
        self.text += answer;
        if self.printing && self.text.len() >> 16 > 0 {
            std::io::Write::write_all(&mut std::io::stdout(), self.text.as_bytes())
                .map_err(|e| format!("cannot write: {e}"))?;
            self.text.clear();
        }
        Ok(())
    }
}

/// Whether stdout was closed: std opens /dev/null there read-write (a shell's `>/dev/null` is
/// write-only), and the answer would vanish. A /dev/null opened read-write by the caller (as
/// Python's `subprocess.DEVNULL` does) looks the same, so the error names both. Only /dev/null is read: a terminal would wait.
#[cfg(unix)]
pub fn stdout_closed() -> Option<bool> {
    use std::os::unix::{fs::MetadataExt, io::AsFd};
    let mut out = std::fs::File::from(std::io::stdout().as_fd().try_clone_to_owned().ok()?);
    let null = out.metadata().ok()?.rdev() == std::fs::metadata("/dev/null").ok()?.rdev();
    Some(null && std::io::Read::read(&mut out, &mut [0]).is_ok())
}
