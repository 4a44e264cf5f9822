// Running a program under a time limit, and the verdict on what it printed.
use super::*;

/// How a program ran on one input.
pub struct Run {
    pub status: Option<i32>, // `None`: killed, by a signal or at the time limit
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
    pub time: Duration,
}

pub fn execute(command: &[String], input: &str, limit: Duration) -> Run {
    let start = Instant::now();
    let mut child = match Command::new(&command[0])
        .args(&command[1..])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
    {
        Ok(child) => child,
        Err(e) => fail(&format!("cannot run {}: {e}", command[0])),
    };
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_string();
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let reader = |mut pipe: Box<dyn Read + Send>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            let _ = pipe.read_to_end(&mut bytes);
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = reader(Box::new(child.stdout.take().unwrap()));
    let stderr = reader(Box::new(child.stderr.take().unwrap()));
    let mut timed_out = false;
    let status = loop {
        if let Ok(Some(status)) = child.try_wait() {
            break status;
        }
        if start.elapsed() > limit {
            timed_out = true;
            let _ = child.kill();
            break child.wait().unwrap();
        }
        std::thread::sleep(Duration::from_micros(200));
    };
    let time = start.elapsed();
    let _ = writer.join();
    let (stdout, stderr) = (stdout.join().unwrap(), stderr.join().unwrap());
    Run { status: status.code(), timed_out, stdout, stderr, time }
}

/// A verdict, and why (or, for AC, a note).
pub fn judge(
    problem: &Problem,
    input: &str,
    expected: &str,
    run: &Run,
    limit: f64,
) -> (&'static str, String) {
    if run.timed_out {
        return ("TLE", format!("over the {limit} s limit"));
    }
    match run.status {
        None => return ("RE", "killed by a signal".to_string()),
        Some(0) => {}
        Some(code) => return ("RE", format!("exit status {code}")),
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
