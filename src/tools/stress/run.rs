// Running a program under a time limit, and the verdict on what it printed.
//
// The program runs in a process group of its own. At the limit, and as soon as it ends, the
// whole group is killed: nothing it started (a background `sleep`) is left running or holds its
// pipes open. On Linux stress is also a child subreaper, so a process that left the group
// (`setsid`) becomes stress's child once its parent is gone, and is killed too; elsewhere stress
// stops waiting on the pipes at the limit. Its output is read up to a cap, and beyond that it
// is stopped (OLE): a program that prints gigabytes costs nothing. Its input is written by a
// thread that lets a closed pipe go (a program may end without reading): Rust ignores SIGPIPE,
// so the write fails with EPIPE instead of killing stress.
//
// Memory is measured as judges measure it: the peak resident set of the program, never of the
// runner. The child asks to be traced (PTRACE_TRACEME, before its exec) and stops as it exits
// (PTRACE_O_TRACEEXIT), its memory still mapped: its VmHWM read then is the exact peak of the
// program. Every other stop is let go at once, a signal re-injected as it came. While it runs,
// VmHWM is also read at each poll, and past the memory limit the group is killed (MLE).
// The reaped ru_maxrss is no help alone: on Linux a child's ru_maxrss includes what the runner
// had resident at the fork, carried through the exec, so a small program reads as big as its
// runner. It is taken only where the exit stop cannot say it all (the program replaced itself
// by exec, or started other processes, whose peaks it holds) and only when it exceeds this
// process's own peak (and a little the child touches before its exec), which bounds what the
// fork carried. Otherwise (ptrace refused, or the program killed before its exit stop) the
// peak is known only as at most ru_maxrss, and shown as `< N MiB`; MLE is then given only on a
// peak seen over the limit (polled, or the last image's at its exit), so a verdict never
// rests on the runner's size.
use super::problems::Problem;
use super::{fail, quote};
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::process::{CommandExt, ExitStatusExt};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicU64, AtomicU8, Ordering::SeqCst};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// How a program ran on one input.
pub struct Run {
    pub status: Option<i32>, // `None`: killed, by a signal or at the time limit
    pub signal: Option<i32>, // the signal that ended it, if one did
    pub timed_out: bool,
    /// It printed more than this many bytes, and was stopped there: OLE.
    pub overflowed: Option<usize>,
    /// It ended, but a process it started still held its output open at the limit.
    pub held: bool,
    /// Its peak resident memory in KiB: exact if `peak_exact`, else a bound it stayed below.
    pub peak_kib: u64,
    pub peak_exact: bool,
    /// It went past the memory limit: MLE.
    pub over_memory: bool,
    pub stdout: String,
    pub stderr: String,
    pub time: Duration,
}

/// The most of a program's stderr that is kept; the rest is read and dropped.
const STDERR_CAP: usize = 1 << 20;

/// The output cap for a case: twice the expected output, and a mebibyte to spare.
pub fn cap_for(expected: &str) -> usize {
    2 * expected.len() + (1 << 20)
}

/// `command` on `input`, its output capped at 64 MiB.
pub fn execute(command: &[String], input: &str, limit: Duration) -> Run {
    execute_capped(command, input, limit, 64 << 20)
}

/// `command` on `input`, stopped after `cap` bytes of output.
pub fn execute_capped(command: &[String], input: &str, limit: Duration, cap: usize) -> Run {
    let (mut run, stdout, stderr) = launch(command, input.as_bytes(), limit, cap);
    run.stdout = String::from_utf8_lossy(&stdout).into_owned();
    run.stderr = String::from_utf8_lossy(&stderr).into_owned();
    run
}

/// The memory limit in KiB, 0 for none; set once, before any program runs.
pub static MEMORY_LIMIT_KIB: AtomicU64 = AtomicU64::new(0);
/// Whose that limit is, for the reports: the judge's (`JUDGES`), the user's `--memory-limit`
/// (`GIVEN`), or the kit's default where the judge's was not recorded (`DEFAULT`).
pub static MEMORY_LIMIT_WHOSE: AtomicU8 = AtomicU8::new(JUDGES);
pub const JUDGES: u8 = 0;
pub const GIVEN: u8 = 1;
pub const DEFAULT: u8 = 2;

/// The memory limit, as the reports name it: whose it is, in MiB (a judge's MB taken as MiB,
/// as judges mostly mean it).
pub fn memory_limit_words() -> String {
    let limit = MEMORY_LIMIT_KIB.load(SeqCst) / 1024;
    match MEMORY_LIMIT_WHOSE.load(SeqCst) {
        GIVEN => format!("the --memory-limit {limit} MiB"),
        DEFAULT => format!("the kit's default {limit} MiB limit (the judge's is not recorded)"),
        _ => format!("the judge's {limit} MiB limit"),
    }
}

/// A run's peak memory for a report: `1.9 MiB`, or `< 2.0 MiB` where only a bound is known.
pub fn peak_words(run: &Run) -> String {
    match run.peak_exact {
        true => mib(run.peak_kib),
        false => format!("< {:.1} MiB", (run.peak_kib * 10).div_ceil(1024) as f64 / 10.0),
    }
}

/// `struct rusage` on Linux (x86_64 and other 64-bit targets): two timevals, then 14 longs.
#[repr(C)]
#[derive(Default)]
struct Rusage {
    utime: [i64; 2],
    stime: [i64; 2],
    maxrss: i64, // KiB, at offset 32
    rest: [i64; 13],
}

/// The program's process group while one runs, for `interrupted` to end it.
static RUNNING: AtomicI32 = AtomicI32::new(0);

const SIGKILL: i32 = 9;
const SIGTRAP: i32 = 5;
const WNOHANG: i32 = 1;
const WALL: i32 = 0x4000_0000; // __WALL: wait for a traced process that is not our child too

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

extern "C" {
    fn kill(pid: i32, signal: i32) -> i32;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    fn signal(signum: i32, handler: usize) -> usize;
    fn raise(signal: i32) -> i32;
    fn access(path: *const std::ffi::c_char, mode: i32) -> i32;
    fn ptrace(request: i32, ...) -> i64;
    #[cfg(target_os = "linux")]
    fn prctl(option: i32, ...) -> i32;
}

/// On SIGINT, SIGTERM or SIGHUP: the running program's group goes too (it is not in the
/// terminal's group, so Ctrl-C does not reach it), then stress ends as the signal would.
extern "C" fn interrupted(sig: i32) {
    let group = RUNNING.load(SeqCst);
    // SAFETY: kill, signal and raise are async-signal-safe.
    unsafe {
        if group > 0 {
            kill(-group, SIGKILL);
        }
        signal(sig, 0);
        raise(sig);
    }
}

/// Makes this process answer for the programs it runs: a signal that ends it ends them, and on
/// Linux it adopts whatever they leave behind (to end that too). Call before any thread starts.
pub fn take_charge() {
    // SAFETY: handlers set before any thread starts; `interrupted` only makes async-signal-safe
    // calls. A signal the caller ignores (a `nohup`, a background job) stays ignored.
    unsafe {
        for sig in [1, 2, 15] {
            if signal(sig, interrupted as *const () as usize) == 1 {
                signal(sig, 1);
            }
        }
        #[cfg(target_os = "linux")]
        prctl(36, 1 as std::ffi::c_ulong); // PR_SET_CHILD_SUBREAPER
    }
}

/// A name for a one-line message: as it is, or quoted if it holds spaces or control characters.
pub fn named(name: &str) -> String {
    match name.chars().any(|c| c.is_whitespace() || c.is_control()) || name.is_empty() {
        true => quote(name),
        false => name.to_string(),
    }
}

/// Refuses, before any case runs, a program that cannot be: missing, a folder, not executable.
pub fn check_program(program: &str) {
    let shown = named(program);
    if program.is_empty() {
        fail("the program is an empty word");
    }
    use std::os::unix::ffi::OsStrExt;
    let runnable = |path: &std::path::Path| {
        let Ok(c) = std::ffi::CString::new(path.as_os_str().as_bytes()) else { return false };
        // SAFETY: a NUL-terminated path; access only reads it. X_OK is 1.
        path.is_file() && unsafe { access(c.as_ptr(), 1) } == 0
    };
    let path = std::path::Path::new(program);
    if program.contains('/') {
        if path.is_dir() {
            fail(&format!("{shown} is a directory, not a program"));
        } else if !path.exists() {
            fail(&format!("there is no program {shown}"));
        } else if !runnable(path) {
            fail(&format!("{shown} is not a program: it is not an executable file"));
        }
    } else {
        let path_var = std::env::var_os("PATH").unwrap_or_default();
        let found = std::env::split_paths(&path_var).any(|dir| runnable(&dir.join(program)));
        if !found {
            let here = if shown == program {
                format!(" (one where you stand: ./{program})")
            } else {
                String::new()
            };
            fail(&format!("there is no program {shown} on PATH{here}"));
        }
    }
}

/// Runs `command` on `input` for at most `limit` and `cap` bytes of output: how it ran, and its
/// stdout and stderr as bytes.
pub fn launch<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limit: Duration,
    cap: usize,
) -> (Run, Vec<u8>, Vec<u8>) {
    let start = Instant::now();
    let deadline = start + limit;
    #[allow(clippy::zombie_processes)] // reaped with wait4 below (`reap`), for its rusage
    let mut child = spawn_traced(command);
    let group = child.id() as i32;
    RUNNING.store(group, SeqCst);
    let mut stdin = child.stdin.take().expect("piped");
    let input = input.to_vec();
    // Not joined: it ends when the pipe does, whether the program read it all or not.
    std::thread::spawn(move || stdin.write_all(&input));
    let over = Arc::new(AtomicBool::new(false));
    let stdout = collect(child.stdout.take().expect("piped"), cap, Some(over.clone()));
    let stderr = collect(child.stderr.take().expect("piped"), STDERR_CAP, None);
    let memory_limit = MEMORY_LIMIT_KIB.load(SeqCst);
    let mut usage = Rusage::default();
    let mut trace = Trace::default();
    let (status, timed_out, polled, mut over_memory) =
        watch(group, (start, deadline), memory_limit, &over, &mut usage, &mut trace);
    let time = start.elapsed();
    let mut own = Rusage::default();
    // SAFETY: getrusage writes only the struct. RUSAGE_SELF is 0.
    unsafe { getrusage(0, &mut own) };
    let (peak_kib, peak_exact, least) =
        peak(&trace, polled, usage.maxrss.max(0) as u64, own.maxrss as u64);
    // Over the limit only on a peak known to be over it, never on what the fork carried.
    over_memory = over_memory || (memory_limit > 0 && least > memory_limit);
    end_group(group);
    RUNNING.store(0, SeqCst);
    let (stdout, stderr, held) = take_pipes(stdout, stderr, deadline);
    let overflowed = over.load(SeqCst).then_some(cap);
    let overflowed = overflowed.filter(|_| !over_memory);
    let run = Run {
        status: status.code(),
        signal: status.signal(),
        timed_out: timed_out && overflowed.is_none() && !over_memory,
        overflowed,
        held: held && !timed_out && overflowed.is_none() && !over_memory,
        peak_kib,
        peak_exact,
        over_memory,
        stdout: String::new(),
        stderr: String::new(),
        time,
    };
    (run, stdout, stderr)
}

/// `command` spawned in a process group of its own, its stdin, stdout and stderr piped, asking
/// to be traced before its exec (so that its exit stop shows its peak memory).
fn spawn_traced<S: AsRef<OsStr>>(command: &[S]) -> std::process::Child {
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
        fail(&format!("cannot run {}: {e}", command[0].as_ref().to_string_lossy()))
    })
}

/// Polls the program's group `group` until it exits, or its memory passes `memory_limit` KiB
/// (0: none), or its output passes its cap (`over`), or the deadline passes; then ends the
/// group. Its exit status, whether time ran out, the highest VmHWM polled, and whether the
/// memory limit was passed.
fn watch(
    group: i32,
    (start, deadline): (Instant, Instant),
    memory_limit: u64,
    over: &AtomicBool,
    usage: &mut Rusage,
    trace: &mut Trace,
) -> (std::process::ExitStatus, bool, u64, bool) {
    let (mut polled, mut over_memory) = (0, false);
    loop {
        if let Some(status) = reap(group, WNOHANG, usage, trace) {
            return (status, false, polled, over_memory);
        }
        polled = polled.max(high_water(group));
        over_memory = memory_limit > 0 && polled > memory_limit;
        if over_memory || over.load(SeqCst) || Instant::now() >= deadline {
            let timed_out = !over_memory && !over.load(SeqCst);
            // SAFETY: kill has no memory effects; the group is the program's own.
            unsafe { kill(-group, SIGKILL) };
            let status = reap(group, 0, usage, trace).expect("a blocking wait returns the child");
            return (status, timed_out, polled, over_memory);
        }
        // Short waits while a run is short (its time is measured), longer ones after.
        let nap =
            (start.elapsed() / 64).clamp(Duration::from_micros(100), Duration::from_millis(5));
        std::thread::sleep(nap);
    }
}

/// The program's group `group` reaped with wait4 (for its ru_maxrss), never through the
/// `Child`'s own wait; a stop is the tracing's, handled and let go. `None` while it runs
/// (with WNOHANG in `options`).
fn reap(
    group: i32,
    options: i32,
    usage: &mut Rusage,
    trace: &mut Trace,
) -> Option<std::process::ExitStatus> {
    loop {
        let mut status = 0;
        // SAFETY: wait4 writes only the status and the rusage, both ours and sized for it.
        match unsafe { wait4(group, &mut status, options, usage) } {
            0 => return None,
            pid if pid == group && status & 0xff == 0x7f => trace.stopped(group, status),
            pid if pid == group => return Some(std::process::ExitStatus::from_raw(status)),
            _ if std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted => {}
            _ => fail(&format!("cannot wait for the program: {}", std::io::Error::last_os_error())),
        }
    }
}

/// What came through the program's stdout and stderr, and whether a pipe was held open past
/// the limit. The pipes close as soon as nothing holds them; past the limit they are no longer
/// waited for (a process that escaped the group and could not be ended).
fn take_pipes(
    stdout: mpsc::Receiver<Vec<u8>>,
    stderr: mpsc::Receiver<Vec<u8>>,
    deadline: Instant,
) -> (Vec<u8>, Vec<u8>, bool) {
    let patience =
        deadline.saturating_duration_since(Instant::now()).max(Duration::from_millis(500));
    let until = Instant::now() + patience;
    let mut held = false;
    let mut take = |pipe: mpsc::Receiver<Vec<u8>>| {
        pipe.recv_timeout(until.saturating_duration_since(Instant::now())).unwrap_or_else(|_| {
            held = true;
            Vec::new()
        })
    };
    let (stdout, stderr) = (take(stdout), take(stderr));
    (stdout, stderr, held)
}

/// What tracing the program told: whether it was traced at all, how often it replaced itself
/// (exec), whether it started another process, and its VmHWM as it exited.
#[derive(Default)]
struct Trace {
    traced: bool,
    execs: u32,
    forked: bool,
    exit_kib: u64,
}

impl Trace {
    /// Handles one stop of the traced program `pid` (wait status `status`) and lets it go on.
    fn stopped(&mut self, pid: i32, status: i32) {
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
fn peak(trace: &Trace, polled: u64, reaped: u64, own: u64) -> (u64, bool, u64) {
    let seen = polled.max(trace.exit_kib);
    if trace.traced && trace.exit_kib > 0 && trace.execs == 0 && !trace.forked {
        (seen, true, seen) // one image, one process: its VmHWM as it ended is the peak
    } else if reaped > own + FORK_SLACK_KIB {
        (reaped, true, reaped) // more than the fork could carry: the program's own
    } else {
        (reaped.max(seen) + 1, false, seen) // at most ru_maxrss: below one KiB more
    }
}

/// The peak as scripts/samples reads it: KiB, or `<KiB` for a bound it stayed below.
pub fn peak_field(run: &Run) -> String {
    match run.peak_exact {
        true => run.peak_kib.to_string(),
        false => format!("<{}", run.peak_kib),
    }
}

/// A thread reading `pipe` to its end, keeping `cap` bytes. With `over`, it stops at the cap
/// and raises `over` instead (the program is then stopped).
fn collect(
    mut pipe: impl Read + Send + 'static,
    cap: usize,
    over: Option<Arc<AtomicBool>>,
) -> mpsc::Receiver<Vec<u8>> {
    let (sender, receiver) = mpsc::channel();
    std::thread::spawn(move || {
        let (mut kept, mut chunk) = (Vec::new(), vec![0; 1 << 16]);
        loop {
            match pipe.read(&mut chunk) {
                Ok(0) => break,
                Ok(n) => {
                    let room = cap - kept.len();
                    kept.extend_from_slice(&chunk[..n.min(room)]);
                    if n > room {
                        if let Some(over) = &over {
                            over.store(true, SeqCst);
                            break;
                        }
                    }
                }
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(_) => break,
            }
        }
        let _ = sender.send(kept);
    });
    receiver
}

/// A running process's peak resident memory so far in KiB (VmHWM), or 0 if it cannot be read.
fn high_water(pid: i32) -> u64 {
    let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else { return 0 };
    let line = status.lines().find_map(|l| l.strip_prefix("VmHWM:"));
    line.and_then(|l| l.split_whitespace().next()?.parse().ok()).unwrap_or(0)
}

/// Kills the program's group and, on Linux, every process left behind that came to stress (it
/// is their subreaper), until none is left.
fn end_group(group: i32) {
    // SAFETY (each kill and waitpid here): no memory effects but `waitpid`'s null status.
    unsafe { kill(-group, SIGKILL) };
    #[cfg(target_os = "linux")]
    {
        let give_up = Instant::now() + Duration::from_secs(5);
        loop {
            let left = children();
            let group_left = unsafe { kill(-group, 0) } == 0;
            if (left.is_empty() && !group_left) || Instant::now() > give_up {
                break;
            }
            for &pid in &left {
                unsafe {
                    kill(pid, SIGKILL);
                    kill(-pid, SIGKILL);
                    waitpid(pid, std::ptr::null_mut(), WNOHANG);
                }
            }
            unsafe { kill(-group, SIGKILL) };
            std::thread::sleep(Duration::from_micros(200));
        }
    }
}

/// This process's children: only programs' leftovers, once a run's own child is reaped.
#[cfg(target_os = "linux")]
fn children() -> Vec<i32> {
    let Ok(tasks) = std::fs::read_dir("/proc/self/task") else { return Vec::new() };
    let lists =
        tasks.flatten().filter_map(|t| std::fs::read_to_string(t.path().join("children")).ok());
    lists
        .flat_map(|list| list.split_whitespace().filter_map(|p| p.parse().ok()).collect::<Vec<_>>())
        .collect()
}

/// KiB as MiB for a report: `2.1 MiB`; below 0.1 MiB with three decimals, so never `0.0`.
pub fn mib(kib: u64) -> String {
    match kib * 10 < 1024 {
        true => format!("{:.3} MiB", kib as f64 / 1024.0),
        false => format!("{:.1} MiB", kib as f64 / 1024.0),
    }
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

/// A verdict, and why (or, for AC, a note).
pub fn judge(
    problem: &Problem,
    input: &str,
    expected: &str,
    run: &Run,
    limit: f64,
) -> (&'static str, String) {
    if run.over_memory {
        let why = match run.peak_exact {
            true => format!("peak {} over {}", mib(run.peak_kib), memory_limit_words()),
            false => format!("peak over {}, and {}", memory_limit_words(), peak_words(run)),
        };
        return ("MLE", why);
    }
    if let Some(cap) = run.overflowed {
        return ("OLE", format!("more than {cap} bytes of output (twice the expected, and 1 MiB)"));
    }
    if run.timed_out {
        return ("TLE", format!("over the {limit} s limit"));
    }
    if run.held {
        return (
            "TLE",
            format!("a process it started still held its output at the {limit} s limit"),
        );
    }
    match (run.status, run.signal) {
        (Some(0), _) => {}
        (Some(code), _) => return ("RE", format!("exit status {code}")),
        (None, Some(signal)) => {
            return ("RE", format!("killed by a signal: {}", signal_name(signal)))
        }
        (None, None) => return ("RE", "killed by a signal".to_string()),
    }
    if let Some(check) = problem.check {
        return match check(input, &run.stdout, expected) {
            Ok(notes) => ("AC", notes.join("; ")),
            Err(why) => ("WA", why),
        };
    }
    let lenient = |text: &str| {
        let lines: Vec<&str> = text.lines().map(str::trim_end).collect();
        let end = lines.iter().rposition(|l| !l.is_empty()).map_or(0, |i| i + 1);
        lines[..end].join("\n")
    };
    let tokens = |text: &str| text.split_whitespace().collect::<Vec<_>>().join(" ");
    if lenient(&run.stdout) == lenient(expected) {
        ("AC", String::new())
    } else if tokens(&run.stdout) == tokens(expected) {
        ("PE", "only whitespace differs, not just at line ends".to_string())
    } else {
        ("WA", "the output differs".to_string())
    }
}
