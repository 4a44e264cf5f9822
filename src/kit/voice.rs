// The voice of the stress tool and of walk: one-line errors that begin with the tool's name,
// report lines that end the tool as SIGPIPE would when the reader is gone, and progress on
// stderr that never mixes with the report. Shared by src/tools/stress/ and src/tools/walk/.
use std::io::Write;
use std::time::{Duration, Instant};

pub use crate::cores::quote;

/// Whose voice an error speaks in: `stress` or `walk`, as the user called it; `error` for
/// scripts/samples' runner (`--run`), whose lines samples rewrites as its own.
static VOICE: std::sync::Mutex<&str> = std::sync::Mutex::new("error");

/// Speaks as `name` from here on.
pub fn speak_as(name: &'static str) {
    *VOICE.lock().unwrap_or_else(|e| e.into_inner()) = name;
}

/// A usage error or a fault: one line on stderr in the tool's name, exit status 2.
pub fn fail(message: &str) -> ! {
    clear_progress();
    let voice = *VOICE.lock().unwrap_or_else(|e| e.into_inner());
    let _ = writeln!(std::io::stderr(), "{voice}: {message}");
    std::process::exit(2);
}

extern "C" {
    fn signal(signum: i32, handler: usize) -> usize;
    fn raise(signal: i32) -> i32;
}

/// A line on stdout. If stdout is gone (`| head` stopped reading), the tool ends as a program
/// killed by SIGPIPE does; SIGPIPE itself stays ignored, for the programs' pipes.
#[macro_export]
macro_rules! say {
    ($($arg:tt)*) => { $crate::voice::say(format_args!($($arg)*)) };
}

pub fn say(line: std::fmt::Arguments) {
    clear_progress();
    let mut out = std::io::stdout().lock();
    match writeln!(out, "{line}").and_then(|_| out.flush()) {
        Ok(()) => {}
        // SAFETY: SIG_DFL, then raise: the process ends as by SIGPIPE; no handler runs.
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => unsafe {
            signal(13, 0);
            raise(13);
        },
        Err(e) => fail(&format!("cannot write the report: {e}")),
    }
}

/// Whether a progress line is on the terminal now, to be cleared before other output.
static PROGRESS_SHOWN: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Whether a progress line is on the terminal now (an atomic load: a signal handler may ask).
pub fn progress_shown() -> bool {
    PROGRESS_SHOWN.load(std::sync::atomic::Ordering::SeqCst)
}

/// Clears a progress line from the terminal (the report lines and errors do it themselves).
pub fn clear_progress() {
    if PROGRESS_SHOWN.swap(false, std::sync::atomic::Ordering::SeqCst) {
        let _ = write!(std::io::stderr(), "\r\x1b[K");
    }
}

/// Progress on stderr, so a slow program is not silence: on a terminal one line redrawn in
/// place (at most ten times a second), else a plain line every few seconds at most.
pub struct Progress {
    terminal: bool,
    start: Instant,
    last: Option<Instant>,
}

impl Progress {
    #[allow(clippy::new_without_default)]
    pub fn new() -> Progress {
        use std::io::IsTerminal;
        Progress { terminal: std::io::stderr().is_terminal(), start: Instant::now(), last: None }
    }

    /// Whether the lines are redrawn on a terminal (else each says the seconds so far).
    pub fn on_terminal(&self) -> bool {
        self.terminal
    }

    pub fn show(&mut self, what: impl FnOnce() -> String) {
        let now = Instant::now();
        let since = now - self.last.unwrap_or(self.start);
        if self.terminal && (self.last.is_none() || since >= Duration::from_millis(100)) {
            let _ = write!(std::io::stderr(), "\r{}\x1b[K", what());
            PROGRESS_SHOWN.store(true, std::sync::atomic::Ordering::SeqCst);
        } else if !self.terminal && since >= Duration::from_secs(3) {
            let so_far = (now - self.start).as_secs();
            let _ = writeln!(std::io::stderr(), "{}: {} ({so_far} s so far)", voice(), what());
        } else {
            return;
        }
        self.last = Some(now);
    }
}

/// The tool's name, as its lines begin.
fn voice() -> &'static str {
    *VOICE.lock().unwrap_or_else(|e| e.into_inner())
}

/// A signal's name, for a report.
pub fn signal_name(signal: i32) -> String {
    let names = [
        (1, "SIGHUP"),
        (2, "SIGINT"),
        (4, "SIGILL"),
        (6, "SIGABRT"),
        (7, "SIGBUS"),
        (8, "SIGFPE"),
        (9, "SIGKILL"),
        (11, "SIGSEGV"),
        (13, "SIGPIPE"),
        (15, "SIGTERM"),
        (24, "SIGXCPU"),
        (25, "SIGXFSZ"),
    ];
    match names.iter().find(|(n, _)| *n == signal) {
        Some((_, name)) => format!("{signal} ({name})"),
        None => signal.to_string(),
    }
}
