// The stress tool's command line: NAME, its options, and COMMAND after `--`, each refused in one
// line naming what is wrong.
use kit::judge::run::MEMORY_LIMIT_WHOSE;
use kit::voice::{fail, quote};
use kit::{listed, Problem};

/// An argument as text, or a one-line refusal naming it.
pub fn text(arg: &std::ffi::OsStr, what: &str) -> String {
    arg.to_str().map(str::to_string).unwrap_or_else(|| {
        fail(&format!("{what} is not UTF-8 text: {}", quote(&arg.to_string_lossy())))
    })
}

/// A whole number from `least` to `most`, or a one-line refusal naming `option`.
pub fn whole(option: &str, value: &str, least: u64, most: u64) -> u64 {
    match value.parse() {
        Ok(n) if value.bytes().all(|c| c.is_ascii_digit()) && (least..=most).contains(&n) => n,
        _ => fail(&format!(
            "{option}: give a whole number from {least} to {most}, not {}",
            quote(value)
        )),
    }
}

/// Seconds above 0, at most a day, or a one-line refusal naming `option`.
pub fn seconds(option: &str, value: &str) -> f64 {
    match value.parse::<f64>() {
        Ok(s) if s > 0.0 && s <= 86_400.0 => s,
        _ => {
            fail(&format!("{option}: give seconds above 0 and at most 86400, not {}", quote(value)))
        }
    }
}

/// What `stress NAME [OPTIONS] -- COMMAND` asks for.
pub struct Options {
    pub problem: &'static Problem,
    pub seed: u64,
    pub cases: usize,
    pub limit: f64,
    pub memory_mb: u64,
    pub save: Option<String>,
    /// Whether to time the program beside the kit's binary once all pass (`--no-speed`: not).
    pub speed: bool,
    /// `--time-limit` and `--memory-limit` as given, for the commands that replay a case.
    pub limits: String,
    pub command: Vec<String>,
}

/// The options, NAME among them anywhere before `--`, each given once.
pub fn options(args: &[std::ffi::OsString]) -> Options {
    let split = args.iter().position(|a| a == "--");
    let split = split.unwrap_or_else(|| fail("give -- COMMAND after NAME and its options"));
    let (ours, theirs) = (&args[..split], &args[split + 1..]);
    let command: Vec<String> = (0..theirs.len())
        .map(|i| text(&theirs[i], &format!("word {} of COMMAND", i + 1)))
        .collect();
    let names = || listed(kit::problems());
    let (mut name, mut given) = (None::<String>, Vec::<String>::new());
    let (mut seed, mut cases, mut limit, mut memory, mut save) = (None, None, None, None, None);
    let mut judge = None;
    let mut speed = true;
    let mut rest = ours.iter();
    while let Some(word) = rest.next() {
        let word = text(word, "an option");
        if !word.starts_with('-') {
            match &name {
                None => name = Some(word),
                Some(name) => fail(&format!(
                    "give one NAME: {} and {} (the program to test goes after --)",
                    quote(name),
                    quote(&word)
                )),
            }
            continue;
        }
        if given.contains(&word) {
            fail(&format!("{word} is given twice: give it once"));
        }
        let mut value = || {
            let value = rest.next().unwrap_or_else(|| fail(&format!("{word} needs a value")));
            text(value, &word)
        };
        match word.as_str() {
            "--seed" => seed = Some(whole(&word, &value(), 0, u64::MAX)),
            "--cases" => cases = Some(whole(&word, &value(), 1, 1_000_000_000) as usize),
            "--time-limit" => limit = Some(seconds(&word, &value())),
            "--memory-limit" => memory = Some(whole(&word, &value(), 1, 65536)),
            "--judge" => judge = Some(value()),
            "--save" => match value() {
                dir if dir.is_empty() => fail("--save needs a folder"),
                dir => save = Some(dir),
            },
            "--no-speed" => speed = false,
            _ => fail(&format!("unknown option {} (see scripts/stress --help)", quote(&word))),
        }
        given.push(word);
    }
    let name = name.unwrap_or_else(|| fail(&format!("give a problem: {}", names())));
    let problem = kit::find(&name).unwrap_or_else(|| {
        fail(&format!("no problem named {} to stress; there are: {}", quote(&name), names()))
    });
    if command.is_empty() {
        fail("give the program to test after --");
    }
    let (judges_mb, whose) = problem.memory_limit(judge.as_deref()).unwrap_or_else(|e| fail(&e));
    if memory.is_none() {
        let _ = MEMORY_LIMIT_WHOSE.set(whose);
    }
    let mut limits = String::new();
    if let Some(limit) = limit {
        limits += &format!(" --time-limit {limit}");
    }
    if let Some(memory) = memory {
        limits += &format!(" --memory-limit {memory}");
    }
    if let Some(judge) = &judge {
        limits += &format!(" --judge {}", crate::report::shell(judge));
    }
    let clock = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH);
    Options {
        problem,
        seed: seed.unwrap_or_else(|| clock.map_or(1, |d| d.as_nanos() as u64 % 1_000_000_007)),
        cases: cases.unwrap_or(1000),
        limit: limit.unwrap_or(2.0),
        memory_mb: memory.unwrap_or(judges_mb as u64),
        save,
        speed,
        limits,
        command,
    }
}
