// The verdict on a run, as the problem's judge gives it, and the words the reports use.
use crate::judge::run::{Overtime, Run, MEMORY_LIMIT_KIB, MEMORY_LIMIT_WHOSE};
use crate::judge::run::{WALL_SPARE, WALL_TIMES};
use crate::voice::signal_name;
use crate::Problem;
use std::sync::atomic::Ordering::SeqCst;

/// The memory limit, as the reports name it: whose it is, in MiB (a judge's MB taken as MiB,
/// as judges mostly mean it).
pub fn memory_limit_words() -> String {
    let given = || format!("the --memory-limit {} MiB", MEMORY_LIMIT_KIB.load(SeqCst) / 1024);
    MEMORY_LIMIT_WHOSE.get().cloned().unwrap_or_else(given)
}

/// An MLE's reason: the peak (in MiB, with the digits that show it over), whose limit it went
/// over, and how to lift a judge's limit: `peak 35.23 MiB over Baekjoon 1525's 32 MiB limit;
/// --memory-limit MB to change it`.
pub fn over_memory_words(peak: &str) -> String {
    let words = memory_limit_words();
    match words.starts_with("the --memory-limit") {
        true => format!("peak {peak} MiB over {words}"),
        false => format!("peak {peak} MiB over {words}; --memory-limit MB to change it"),
    }
}

/// A run's peak memory for a report: `1.9 MiB`, or `< 2.0 MiB` where only a bound is known.
pub fn peak_words(run: &Run) -> String {
    match run.peak_exact {
        true => mib(run.peak_kib),
        false => format!("< {:.1} MiB", (run.peak_kib * 10).div_ceil(1024) as f64 / 10.0),
    }
}

/// The peak as scripts/samples reads it: KiB, or `<KiB` for a bound it stayed below.
pub fn peak_field(run: &Run) -> String {
    match run.peak_exact {
        true => run.peak_kib.to_string(),
        false => format!("<{}", run.peak_kib),
    }
}

/// KiB as MiB for a report: `2.1 MiB`; below 0.1 MiB with three decimals, so never `0.0`.
pub fn mib(kib: u64) -> String {
    match kib * 10 < 1024 {
        true => format!("{:.3} MiB", kib as f64 / 1024.0),
        false => format!("{:.1} MiB", kib as f64 / 1024.0),
    }
}

/// `value` (over `limit`) with two decimals, or as many more as show it over (up to six), so
/// that a report never reads `2.0 MiB over the 2 MiB limit`.
pub fn past(value: f64, limit: f64) -> String {
    let mut digits = 2;
    while digits < 6 && format!("{value:.digits$}").parse().map_or(false, |v: f64| v <= limit) {
        digits += 1;
    }
    format!("{value:.digits$}")
}

/// A verdict, and why (or, for AC, a note).
/// The most output a run may print before it is stopped as OLE: for a problem judged on its
/// moves (a special judge), any legal answer, however long, up to `JUDGED_CAP`; else twice the
/// expected text and a mebibyte to spare, since anything longer cannot match it.
pub fn output_cap(problem: &Problem, expected: &str) -> usize {
    match problem.check {
        Some(_) => JUDGED_CAP.max(2 * expected.len()),
        None => 2 * expected.len() + (1 << 20),
    }
}

/// The output cap of answers judged on their moves: far above any legal answer of the kit's
/// problems (a 100 x 100 board's moves take a few MiB).
pub const JUDGED_CAP: usize = 64 << 20;

/// Why the output cap is what it is, for an OLE verdict.
pub fn cap_words(problem: &Problem) -> &'static str {
    match problem.check {
        Some(_) => "the kit's ceiling for answers judged on their moves",
        None => "twice the expected plus 1 MiB",
    }
}

/// Why a run is TLE, from how it went past the limit.
pub fn overtime_words(how: Overtime, limit: f64, run: &Run) -> String {
    let cpu = run.cpu.as_secs_f64();
    match how {
        Overtime::Cpu => format!("over the {limit} s limit: {} s of CPU time", past(cpu, limit)),
        Overtime::Idle => format!(
            "over the {limit} s limit in wall time, asleep for a second with no CPU time used: it waits on something"
        ),
        Overtime::Wall => format!(
            "over the {limit} s limit: still running after {:.0} s of wall time ({WALL_TIMES} times the limit, and {} s), with {cpu:.2} s of CPU time",
            run.time.as_secs_f64(),
            WALL_SPARE.as_secs()
        ),
    }
}

pub fn judge(
    problem: &Problem,
    input: &str,
    expected: &str,
    run: &Run,
    limit: f64,
) -> (&'static str, String) {
    if let Some(judged) = run.over_memory {
        let (peak, limit) = (judged as f64 / 1024.0, MEMORY_LIMIT_KIB.load(SeqCst) as f64 / 1024.0);
        return ("MLE", over_memory_words(&past(peak, limit)));
    }
    if let Some(cap) = run.overflowed {
        return ("OLE", format!("more than {cap} bytes of output ({})", cap_words(problem)));
    }
    if let Some(how) = run.timed_out {
        return ("TLE", overtime_words(how, limit, run));
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
