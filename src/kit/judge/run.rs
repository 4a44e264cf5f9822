// Running a program under a time limit, as a judge runs it.
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
// Time is judged as judges judge it, on CPU time: the user and system time of the program and
// of every process it started, read from /proc while it runs and from its rusage once reaped.
// A machine busy with other work makes a program's wall time longer, never its CPU time, so a
// loaded machine cannot turn a right answer into a TLE. A program that waits instead of working
// (a hang on `sleep`, a deadlock) uses no CPU: past the limit in wall time, a second without
// CPU time ends it as TLE too, and so does a wall time far past the limit whatever it does.
//
// Memory is measured by trace.rs, as judges measure it: the program's peak resident set.
use crate::judge::trace::{high_water, peak, spawn_traced, Rusage, Trace};
use crate::voice::{fail, quote};
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::os::unix::process::ExitStatusExt;
use std::sync::atomic::Ordering::SeqCst;
use std::sync::atomic::{AtomicBool, AtomicI32, AtomicPtr, AtomicU64, AtomicUsize};
use std::sync::{mpsc, Arc};
use std::time::{Duration, Instant};

/// How a program ran on one input.
pub struct Run {
    pub status: Option<i32>, // `None`: killed, by a signal or at the time limit
    pub signal: Option<i32>, // the signal that ended it, if one did
    /// It went past the time limit, and how (`None`: it did not).
    pub timed_out: Option<Overtime>,
    /// It printed more than this many bytes, and was stopped there: OLE.
    pub overflowed: Option<usize>,
    /// It ended, but a process it started still held its output open at the limit.
    pub held: bool,
    /// Its peak resident memory in KiB: exact if `peak_exact`, else a bound it stayed below.
    pub peak_kib: u64,
    pub peak_exact: bool,
    /// It went past the memory limit (MLE): the peak, in KiB, that was seen over it.
    pub over_memory: Option<u64>,
    pub stdout: String,
    pub stderr: String,
    /// Its CPU time (user and system, its own and its processes'), as judged.
    pub cpu: Duration,
    /// Its wall time, from start to end.
    pub time: Duration,
}

/// How a program went past its time limit.
#[derive(Clone, Copy, PartialEq, Debug)]
pub enum Overtime {
    /// Its CPU time went past the limit.
    Cpu,
    /// Past the limit in wall time, it slept a second (not runnable, no CPU time used): it
    /// waits on something.
    Idle,
    /// Its wall time went far past the limit (`WALL_TIMES` the limit and `WALL_SPARE`).
    Wall,
}

/// A program is ended, whatever it does, at this many times its limit in wall time, and
/// `WALL_SPARE` more: room for a machine loaded ten times over and more.
pub const WALL_TIMES: u32 = 20;
pub const WALL_SPARE: Duration = Duration::from_secs(10);
/// Past the limit in wall time, this long waiting (not runnable, no CPU time used) ends a
/// program (`Idle`).
const IDLE: Duration = Duration::from_secs(1);
/// A poll this late after the one before saw nothing in between: the idle clock starts again.
const TOO_LATE: Duration = Duration::from_millis(100);

/// The most of a program's stderr that is kept; the rest is read and dropped.
const STDERR_CAP: usize = 1 << 20;

/// `command` on `input`, stopped after `cap` bytes of output.
pub fn execute_capped(command: &[String], input: &str, limit: Duration, cap: usize) -> Run {
    let (mut run, stdout, stderr) = launch(command, input.as_bytes(), limit, cap);
    run.stdout = String::from_utf8_lossy(&stdout).into_owned();
    run.stderr = String::from_utf8_lossy(&stderr).into_owned();
    run
}

/// The memory limit in KiB, 0 for none; set once, before any program runs.
pub static MEMORY_LIMIT_KIB: AtomicU64 = AtomicU64::new(0);

/// Whose that limit is, for the reports: `Baekjoon 1525's 32 MiB limit` (the registry's
/// `Problem::memory_limit`), or the user's `--memory-limit`; set once, with the limit.
pub static MEMORY_LIMIT_WHOSE: std::sync::OnceLock<String> = std::sync::OnceLock::new();

/// The program's process group while one runs, for `interrupted` to end it.
static RUNNING: AtomicI32 = AtomicI32::new(0);

const SIGKILL: i32 = 9;

const WNOHANG: i32 = 1;

extern "C" {
    fn kill(pid: i32, signal: i32) -> i32;
    fn waitpid(pid: i32, status: *mut i32, options: i32) -> i32;
    fn wait4(pid: i32, status: *mut i32, options: i32, usage: *mut Rusage) -> i32;
    fn getrusage(who: i32, usage: *mut Rusage) -> i32;
    fn signal(signum: i32, handler: usize) -> usize;
    fn raise(signal: i32) -> i32;
    fn write(fd: i32, bytes: *const u8, count: usize) -> isize;
    fn access(path: *const std::ffi::c_char, mode: i32) -> i32;
    fn sysconf(name: i32) -> i64;
    #[cfg(target_os = "linux")]
    fn prctl(option: i32, ...) -> i32;
}

/// How far a run of cases has got, for the line an interruption prints: the cases in all (0:
/// no line, as for scripts/samples' runner, whose script says it), judged, passed, failed, and
/// whether a failure is being shrunk. Atomics, since a signal handler reads them.
static TALLY: [AtomicUsize; 5] = [
    AtomicUsize::new(0),
    AtomicUsize::new(0),
    AtomicUsize::new(0),
    AtomicUsize::new(0),
    AtomicUsize::new(0),
];
/// The tool's name for that line (voice.rs's lock cannot be taken in a signal handler).
static TALLY_VOICE: AtomicPtr<u8> = AtomicPtr::new(std::ptr::null_mut());
static TALLY_VOICE_LEN: AtomicUsize = AtomicUsize::new(0);

/// The tally an interruption reports: `voice`'s run of `cases` cases starts.
pub fn tally_start(voice: &'static str, cases: usize) {
    TALLY_VOICE.store(voice.as_ptr() as *mut u8, SeqCst);
    TALLY_VOICE_LEN.store(voice.len(), SeqCst);
    TALLY[0].store(cases, SeqCst);
}

/// One case judged: passed, or failed.
pub fn tally_case(passed: bool) {
    TALLY[1].fetch_add(1, SeqCst);
    TALLY[if passed { 2 } else { 3 }].fetch_add(1, SeqCst);
}

/// A failure is being shrunk (an interruption says so).
pub fn tally_shrinking() {
    TALLY[4].store(1, SeqCst);
}

/// `stress: interrupted after 12 of 1000 cases: 12 passed, 0 failed`, written with no
/// allocation and no lock (a signal handler's), into `line`; its length.
fn interruption_line(line: &mut [u8; 256]) -> usize {
    let mut len = 0;
    let mut put = |bytes: &[u8]| {
        for &b in bytes {
            if len < line.len() {
                line[len] = b;
                len += 1;
            }
        }
    };
    let number = |mut n: usize, put: &mut dyn FnMut(&[u8])| {
        let mut digits = [0u8; 20];
        let mut at = digits.len();
        loop {
            at -= 1;
            digits[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        put(&digits[at..]);
    };
    let voice = TALLY_VOICE.load(SeqCst);
    if !voice.is_null() {
        // SAFETY: set from a `&'static str` by `tally_start`, with its length.
        put(unsafe { std::slice::from_raw_parts(voice, TALLY_VOICE_LEN.load(SeqCst)) });
    }
    let [cases, judged, passed, failed, shrinking] = [0, 1, 2, 3, 4].map(|k| TALLY[k].load(SeqCst));
    put(b": interrupted after ");
    number(judged, &mut put);
    put(b" of ");
    number(cases, &mut put);
    put(if cases == 1 { b" case: " } else { b" cases: " });
    number(passed, &mut put);
    put(b" passed, ");
    number(failed, &mut put);
    put(b" failed");
    if shrinking == 1 {
        put(b", while shrinking the failure");
    }
    put(b"\n");
    len
}

/// The processes that run programs for this one (scripts/score's workers): ended with it.
static HELPERS: [AtomicI32; 64] = [const { AtomicI32::new(0) }; 64];

/// `pid` runs programs for this process (slot `k`, below 64): a signal that ends this ends it.
pub fn helper(k: usize, pid: i32) {
    HELPERS[k].store(pid, SeqCst);
}

/// On SIGINT, SIGTERM or SIGHUP: the running program's group goes too (it is not in the
/// terminal's group, so Ctrl-C does not reach it), and any helper (which ends its own program),
/// a run of cases says how far it got, then the tool ends as the signal would (a shell sees
/// status 128 + the signal: 130 for Ctrl-C).
extern "C" fn interrupted(sig: i32) {
    let group = RUNNING.load(SeqCst);
    // SAFETY: kill, write, signal and raise are async-signal-safe; the line is built on the
    // stack from atomics.
    unsafe {
        if group > 0 {
            kill(-group, SIGKILL);
        }
        for helper in &HELPERS {
            let pid = helper.load(SeqCst);
            if pid > 0 {
                kill(pid, 15);
            }
        }
        if TALLY[0].load(SeqCst) > 0 {
            if crate::voice::progress_shown() {
                write(2, b"\r\x1b[K".as_ptr(), 4);
            }
            let mut line = [0u8; 256];
            let len = interruption_line(&mut line);
            write(2, line.as_ptr(), len);
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

/// Runs `command` on `input` for at most `limit` of CPU time and `cap` bytes of output: how it
/// ran, and its stdout and stderr as bytes.
pub fn launch<S: AsRef<OsStr>>(
    command: &[S],
    input: &[u8],
    limit: Duration,
    cap: usize,
) -> (Run, Vec<u8>, Vec<u8>) {
    let start = Instant::now();
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
    let (mut usage, mut trace) = (Rusage::default(), Trace::default());
    let watched = watch(group, start, limit, memory_limit, &over, &mut usage, &mut trace);
    let time = start.elapsed();
    let mut own = Rusage::default();
    // SAFETY: getrusage writes only the struct. RUSAGE_SELF is 0.
    unsafe { getrusage(0, &mut own) };
    let (peak_kib, peak_exact, least) =
        peak(&trace, watched.polled, usage.maxrss.max(0) as u64, own.maxrss as u64);
    // Over the limit only on a peak known to be over it, never on what the fork carried; the
    // figure shown is the one judged.
    let over_memory = match watched.over_memory {
        true => Some(watched.polled.max(least)),
        false => Some(least).filter(|&least| memory_limit > 0 && least > memory_limit),
    };
    end_group(group);
    RUNNING.store(0, SeqCst);
    // The reaped rusage counts the program and every process it waited for, to the microsecond;
    // the polls saw the rest (processes still running when the group was ended).
    let reaped = usage.cpu();
    let cpu = reaped.max(watched.cpu);
    let (stdout, stderr, held) = take_pipes(stdout, stderr, start + limit);
    let overflowed = over.load(SeqCst).then_some(cap).filter(|_| over_memory.is_none());
    let timed_out = match watched.timed_out {
        None if cpu > limit && overflowed.is_none() && over_memory.is_none() => Some(Overtime::Cpu),
        timed_out => timed_out.filter(|_| overflowed.is_none() && over_memory.is_none()),
    };
    let run = Run {
        status: watched.status.code(),
        signal: watched.status.signal(),
        held: held && timed_out.is_none() && overflowed.is_none() && over_memory.is_none(),
        timed_out,
        overflowed,
        peak_kib,
        peak_exact,
        over_memory,
        stdout: String::new(),
        stderr: String::new(),
        cpu,
        time,
    };
    (run, stdout, stderr)
}

/// What watching a run saw: how it ended, whether it went past the time limit, the highest
/// VmHWM and CPU time polled, and whether the memory limit was passed.
struct Watched {
    status: std::process::ExitStatus,
    timed_out: Option<Overtime>,
    polled: u64,
    cpu: Duration,
    over_memory: bool,
}

/// Polls the program's group `group` until it exits, or its memory passes `memory_limit` KiB
/// (0: none), or its output passes its cap (`over`), or it goes past `limit` (CPU time, or
/// the idle and wall rules: `Overtime`); then ends the group.
fn watch(
    group: i32,
    start: Instant,
    limit: Duration,
    memory_limit: u64,
    over: &AtomicBool,
    usage: &mut Rusage,
    trace: &mut Trace,
) -> Watched {
    let mut seen = Watched {
        status: std::process::ExitStatus::from_raw(0),
        timed_out: None,
        polled: 0,
        cpu: Duration::ZERO,
        over_memory: false,
    };
    let wall_limit = limit * WALL_TIMES + WALL_SPARE;
    // When the program last used CPU time, and how much it had used then (for the idle rule);
    // and when the whole group was last counted (each poll reads the program's own process).
    let (mut busy, mut counted, mut polled_at) = ((start, Duration::ZERO), start, start);
    loop {
        if let Some(status) = reap(group, WNOHANG, usage, trace) {
            return Watched { status, ..seen };
        }
        let now = Instant::now();
        seen.polled = seen.polled.max(high_water(group));
        let whole = now - counted >= Duration::from_millis(100);
        if whole {
            counted = now;
        }
        let (cpu, active) = cpu_time(group, whole);
        seen.cpu = seen.cpu.max(cpu);
        // Idle is only what the program chose: time it waited while it could have run (the
        // machine busy, a stop at its exit that this loop, itself late, had not yet let go)
        // does not count, nor time this loop did not see.
        if active || seen.cpu - busy.1 >= Duration::from_millis(20) || now - polled_at > TOO_LATE {
            busy = (now, seen.cpu);
        }
        polled_at = now;
        let wall = now - start;
        seen.timed_out = if seen.cpu > limit {
            Some(Overtime::Cpu)
        } else if wall > limit && now - busy.0 >= IDLE {
            Some(Overtime::Idle)
        } else if wall > wall_limit {
            Some(Overtime::Wall)
        } else {
            None
        };
        seen.over_memory = memory_limit > 0 && seen.polled > memory_limit;
        if seen.over_memory || over.load(SeqCst) || seen.timed_out.is_some() {
            // SAFETY: kill has no memory effects; the group is the program's own.
            unsafe { kill(-group, SIGKILL) };
            let status = reap(group, 0, usage, trace).expect("a blocking wait returns the child");
            return Watched { status, ..seen };
        }
        // Short waits while a run is short (its time is measured), longer ones after.
        let nap =
            (start.elapsed() / 64).clamp(Duration::from_micros(100), Duration::from_millis(5));
        std::thread::sleep(nap);
    }
}

/// The CPU time of the program's group so far (its first process's, with what the processes
/// it waited for used), and whether any of its processes could be running now: runnable, or
/// held by a stop (the tracing's, at its exit). With `whole`, every process of the group is
/// counted (a program that runs another without exec, as a shell script does), else only the
/// first.
fn cpu_time(group: i32, whole: bool) -> (Duration, bool) {
    let read = |pid: &str| -> Option<(i32, u64, bool)> {
        let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).ok()?;
        // After the command's name, which may hold spaces: state, ppid, pgrp, ... utime (the
        // 12th), stime, cutime, cstime.
        let fields: Vec<&str> = stat.get(stat.rfind(')')? + 1..)?.split_whitespace().collect();
        let pgrp = fields.get(2)?.parse().ok()?;
        let times = fields.get(11..15)?.iter().map(|t| t.parse::<u64>().unwrap_or(0)).sum();
        let active = matches!(fields.first(), Some(&("R" | "t" | "T")));
        Some((pgrp, times, active))
    };
    let processes: Vec<(i32, u64, bool)> = match whole {
        false => read(&group.to_string()).into_iter().collect(),
        true => std::fs::read_dir("/proc")
            .into_iter()
            .flatten()
            .flatten()
            .filter_map(|entry| entry.file_name().into_string().ok())
            .filter(|name| name.bytes().all(|c| c.is_ascii_digit()))
            .filter_map(|pid| read(&pid))
            .filter(|&(pgrp, ..)| pgrp == group)
            .collect(),
    };
    let ticks: u64 = processes.iter().map(|&(_, t, _)| t).sum();
    let active = processes.iter().any(|&(.., active)| active);
    (Duration::from_secs_f64(ticks as f64 / clock_ticks() as f64), active)
}

/// The kernel's clock ticks a second, the unit of /proc's CPU times.
fn clock_ticks() -> i64 {
    // SAFETY: sysconf reads nothing of ours. _SC_CLK_TCK is 2.
    let ticks = unsafe { sysconf(2) };
    if ticks > 0 {
        ticks
    } else {
        100
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
            // Only while the group is there: once it is gone, its id may be another's.
            if group_left {
                unsafe { kill(-group, SIGKILL) };
            }
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
