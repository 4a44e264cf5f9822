// How much memory a program used, as judges measure it: the peak resident set of the program,
// never of the runner.
//
// The child asks to be traced (PTRACE_TRACEME, before its exec) and stops as it exits
// (PTRACE_O_TRACEEXIT), its memory still mapped: its VmHWM read then is the exact peak of the
// program. Every other stop is let go at once, a signal re-injected as it came. While it runs,
// VmHWM is also read at each poll (run.rs), and past the memory limit the group is killed (MLE).
// The reaped ru_maxrss is no help alone: on Linux a child's ru_maxrss includes what the runner
// had resident at the fork, carried through the exec, so a small program reads as big as its
// runner. It is taken only where the exit stop cannot say it all (the program replaced itself
// by exec, or started other processes, whose peaks it holds) and only when it exceeds this
// process's own peak (and a little the child touches before its exec), which bounds what the
// fork carried. Otherwise (ptrace refused, or the program killed before its exit stop) the
// peak is known only as at most ru_maxrss, and shown as `< N MiB`; MLE is then given only on a
// peak seen over the limit (polled, or the last image's at its exit), so a verdict never
// rests on the runner's size.
use crate::voice::fail;
use std::ffi::OsStr;
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};

/// `struct rusage` on Linux (x86_64 and other 64-bit targets): two timevals, then 14 longs.
#[repr(C)]
#[derive(Default)]
pub struct Rusage {
    utime: [i64; 2], // seconds and microseconds
    stime: [i64; 2],
    pub maxrss: i64, // KiB, at offset 32
    rest: [i64; 13],
}

impl Rusage {
    /// The user and system time it counts.
    pub fn cpu(&self) -> std::time::Duration {
        let micros = |t: [i64; 2]| (t[0].max(0) as u64) * 1_000_000 + t[1].max(0) as u64;
        std::time::Duration::from_micros(micros(self.utime) + micros(self.stime))
    }
}
// ptrace's requests, options and events (Linux).
const PTRACE_TRACEME: i32 = 0;
const PTRACE_CONT: i32 = 7;
const PTRACE_DETACH: i32 = 17;
const PTRACE_SETOPTIONS: i32 = 0x4200;
const PTRACE_GETEVENTMSG: i32 = 0x4201;
const PTRACE_O_TRACEFORK: usize = 0x2;
const PTRACE_O_TRACEVFORK: usize = 0x4;
const PTRACE_O_TRACEEXEC: usize = 0x10;
const PTRACE_O_TRACEEXIT: usize = 0x40;
const PTRACE_O_EXITKILL: usize = 0x10_0000;
const PTRACE_EVENT_FORK: i32 = 1;
const PTRACE_EVENT_VFORK: i32 = 2;
const PTRACE_EVENT_EXEC: i32 = 4;
const PTRACE_EVENT_EXIT: i32 = 6;

const SIGTRAP: i32 = 5;
const WALL: i32 = 0x4000_0000; // __WALL: wait for a traced process that is not our child too

extern "C" {
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    fn ptrace(request: i32, ...) -> i64;
}

/// `command` spawned in a process group of its own, its stdin, stdout and stderr piped, asking
/// to be traced before its exec (so that its exit stop shows its peak memory).
pub fn spawn_traced<S: AsRef<OsStr>>(command: &[S]) -> std::process::Child {
    let mut command_line = Command::new(&command[0]);
    command_line
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .process_group(0);
    // SAFETY: between fork and exec the hook makes one system call and allocates nothing. If
    // the call is refused the program runs untraced, and its peak is known only as a bound.
    unsafe {
        command_line.pre_exec(|| {
            ptrace(PTRACE_TRACEME, 0, 0usize, 0usize);
            Ok(())
        })
    };
    command_line.spawn().unwrap_or_else(|e| {
        let program = command[0].as_ref().to_string_lossy();
        fail(&format!(
            "cannot run {program}: {}",
            interpreter_missing(&program).unwrap_or(e.to_string())
        ))
    })
}

/// Why a script that is there cannot start: the program its `#!` line names is not (the
/// system says only "No such file or directory"), often a carriage return at the line's end.
fn interpreter_missing(program: &str) -> Option<String> {
    use std::io::Read;
    if !program.contains('/') {
        return None; // a name looked up on PATH, not a file here
    }
    let (mut head, file) = (Vec::new(), std::fs::File::open(program).ok()?);
    file.take(256).read_to_end(&mut head).ok()?;
    let line = head.strip_prefix(b"#!")?.split(|&b| b == b'\n').next()?;
    let line = String::from_utf8_lossy(line);
    let named = line.trim_start_matches([' ', '\t']).split([' ', '\t']).next()?;
    if std::path::Path::new(named).is_file() && !named.ends_with('\r') {
        return None;
    }
    Some(match named.strip_suffix('\r') {
        Some(named) => format!(
            "its #! line names {named} followed by a carriage return: save it with LF line endings, not CR LF"
        ),
        None => format!("its #! line names {named}, and there is no such program"),
    })
}

/// What tracing the program told: whether it was traced at all, how often it replaced itself
/// (exec), whether it started another process, and its VmHWM as it exited.
#[derive(Default)]
pub struct Trace {
    traced: bool,
    execs: u32,
    forked: bool,
    exit_kib: u64,
}

impl Trace {
    /// Handles one stop of the traced program `pid` (wait status `status`) and lets it go on.
    pub fn stopped(&mut self, pid: i32, status: i32) {
        let (signal, event) = ((status >> 8) & 0xff, status >> 16);
        let mut pass = 0; // the signal to deliver as it goes on: none for the tracing's own stops
        match event {
            PTRACE_EVENT_EXIT => self.exit_kib = high_water(pid),
            PTRACE_EVENT_EXEC => self.execs += 1,
            PTRACE_EVENT_FORK | PTRACE_EVENT_VFORK => {
                // The new process starts traced, held at a stop of its own: set it free.
                self.forked = true;
                let mut new_pid = 0u64;
                // SAFETY: GETEVENTMSG writes one unsigned long, ours; the waits write the status.
                unsafe {
                    ptrace(PTRACE_GETEVENTMSG, pid, 0usize, &mut new_pid as *mut u64);
                    let (new_pid, mut new_status) = (new_pid as i32, 0);
                    let interrupted = || {
                        std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted
                    };
                    while waitpid(new_pid, &mut new_status, WALL) < 0 && interrupted() {}
                    if new_status & 0xff == 0x7f {
                        ptrace(PTRACE_DETACH, new_pid, 0usize, 0usize);
                    }
                }
            }
            0 if signal == SIGTRAP && !self.traced => {
                // The stop after its first exec: from here on, stops at the events above.
                self.traced = true;
                let options = PTRACE_O_EXITKILL
                    | PTRACE_O_TRACEEXIT
                    | PTRACE_O_TRACEEXEC
                    | PTRACE_O_TRACEFORK
                    | PTRACE_O_TRACEVFORK;
                // SAFETY: SETOPTIONS reads only its arguments.
                if unsafe { ptrace(PTRACE_SETOPTIONS, pid, 0usize, options) } < 0 {
                    // No exit stop to come: untraced from here, measured as such.
                    self.traced = false;
                    // SAFETY: DETACH reads only its arguments.
                    unsafe { ptrace(PTRACE_DETACH, pid, 0usize, 0usize) };
                    return;
                }
            }
            _ => pass = signal as usize,
        }
        // SAFETY: CONT reads only its arguments. It fails only if the program is gone.
        unsafe { ptrace(PTRACE_CONT, pid, 0usize, pass) };
    }
}

/// What the child may touch between its fork and its exec beyond what this process had.
const FORK_SLACK_KIB: u64 = 256;

/// The program's peak in KiB, whether it is exact (else a bound it stayed below), and the
/// least it is known to have reached; from the exit stop, the polls, its reaped ru_maxrss and
/// this process's own peak (`own`, which bounds what the fork carried into ru_maxrss).
pub fn peak(trace: &Trace, polled: u64, reaped: u64, own: u64) -> (u64, bool, u64) {
    let seen = polled.max(trace.exit_kib);
    if trace.traced && trace.exit_kib > 0 && trace.execs == 0 && !trace.forked {
        (seen, true, seen) // one image, one process: its VmHWM as it ended is the peak
    } else if reaped > own + FORK_SLACK_KIB {
        (reaped, true, reaped) // more than the fork could carry: the program's own
    } else {
        (reaped.max(seen) + 1, false, seen) // at most ru_maxrss: below one KiB more
    }
}

/// A running process's peak resident memory so far in KiB (VmHWM), or 0 if it cannot be read.
pub fn high_water(pid: i32) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else { return 0 };
    let line = status.lines().find_map(|l| l.strip_prefix("VmHWM:"));
    line.and_then(|l| l.split_whitespace().next()?.parse().ok()).unwrap_or(0)
}
