// One worker of scripts/score: a process of its own that runs its share of the seeds one after
// the other, each under its own CPU-time limit, exactly as a run of one job does (the runner
// ends every process a program leaves behind, so two programs are never run by one process at
// once). It prints a line a case as it ends, for the coordinator to read:
//   case SEED N SCORE WHOLE CPU_MS WORDS...
// WHOLE is 1 where the answer made one whole tree, WORDS the judge's words or the verdict that
// scored 0. Each case's input, answer and stderr go to SAVE/in, SAVE/out and SAVE/err.
use kit::judge::run::{execute_capped, take_charge};
use kit::problem::Checker;
use kit::say;
use kit::voice::{fail, signal_name};
use std::path::Path;
use std::time::Duration;

/// Output beyond this many bytes is OLE: an answer is at most T = 2000 letters.
const OUTPUT_CAP: usize = 1 << 20;

/// One case's result.
pub struct Scored {
    pub seed: u64,
    pub n: usize,
    pub score: u64,
    /// The judge's words (moves, tree) or the verdict that scored 0.
    pub words: String,
    pub whole: bool,
    pub cpu: Duration,
}

impl Scored {
    /// The line the worker prints.
    pub fn line(&self) -> String {
        let whole = self.whole as u8;
        let ms = self.cpu.as_millis();
        format!("case {} {} {} {whole} {ms} {}", self.seed, self.n, self.score, self.words)
    }

    /// The result a worker's line gives back.
    pub fn read(line: &str) -> Option<Scored> {
        let mut fields = line.strip_prefix("case ")?.splitn(6, ' ');
        let mut number = || fields.next()?.parse::<u64>().ok();
        let (seed, n, score, whole, ms) = (number()?, number()?, number()?, number()?, number()?);
        let words = fields.next()?.to_string();
        let cpu = Duration::from_millis(ms);
        Some(Scored { seed, n: n as usize, score, words, whole: whole == 1, cpu })
    }
}

/// The moves and the tree from the judge's note: `score S: K moves of T = t, the largest tree
/// S of W tiles`.
pub fn read_note(note: &str) -> Option<(u64, String, bool)> {
    let (head, rest) = note.split_once(": ")?;
    let score = head.strip_prefix("score ")?.parse().ok()?;
    let words: Vec<&str> = rest.split_whitespace().collect();
    let moves = words.first()?;
    let (size, of) = (words.get(words.len().checked_sub(4)?)?, words.get(words.len() - 2)?);
    Some((score, format!("moves {moves:>4}  tree {size:>2}/{of}"), size == of))
}

/// The score of `answer` to `input`, as the judge gives it: Ok((score, words, whole)), or the
/// verdict that scores 0.
pub fn judged(check: Checker, input: &str, answer: &str) -> Result<(u64, String, bool), String> {
    check(input, answer, answer)
        .map_err(|why| format!("WA: {why}"))
        .and_then(|notes| notes.iter().find_map(|note| read_note(note)).ok_or("no score".into()))
}

/// `score --worker NAME SEEDS LIMIT SAVE -- COMMAND...`: SEEDS comma-separated.
pub fn work(args: &[String]) {
    let [name, seeds, limit, save, dashes, command @ ..] = args else {
        fail("usage: score --worker NAME SEEDS LIMIT SAVE -- COMMAND...")
    };
    if dashes != "--" || command.is_empty() {
        fail("usage: score --worker NAME SEEDS LIMIT SAVE -- COMMAND...");
    }
    let generate = kit::SCORED.iter().find(|(s, _)| s == name).map(|&(_, g)| g);
    let generate = generate.unwrap_or_else(|| fail(&format!("{name} is not scored")));
    let problem = kit::find(name).unwrap_or_else(|| fail(&format!("no problem {name}")));
    let check = problem.check.unwrap_or_else(|| fail(&format!("{name} has no special judge")));
    let limit: f64 = limit.parse().unwrap_or_else(|_| fail("LIMIT must be seconds"));
    take_charge();
    for seed in seeds.split(',').filter(|s| !s.is_empty()) {
        let seed: u64 = seed.parse().unwrap_or_else(|_| fail("SEEDS must be whole numbers"));
        let input = generate(seed);
        let run = execute_capped(command, &input, Duration::from_secs_f64(limit), OUTPUT_CAP);
        let verdict = if run.timed_out.is_some() {
            Err(format!("TLE (over {limit} s)"))
        } else if run.overflowed.is_some() {
            Err(format!("OLE (over {OUTPUT_CAP} bytes)"))
        } else if let Some(signal) = run.signal {
            Err(format!("RE (signal {})", signal_name(signal)))
        } else if run.status != Some(0) {
            Err(format!("RE (exit {})", run.status.unwrap_or(-1)))
        } else {
            judged(check, &input, &run.stdout)
        };
        let file = format!("{seed:04}.txt");
        for (sub, text) in [("in", &input), ("out", &run.stdout), ("err", &run.stderr)] {
            let path = Path::new(save).join(sub).join(&file);
            std::fs::write(&path, text)
                .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", path.display())));
        }
        let n = input.split_whitespace().next().and_then(|w| w.parse().ok()).unwrap_or(0);
        let scored = match verdict {
            Ok((score, words, whole)) => Scored { seed, n, score, words, whole, cpu: run.cpu },
            Err(why) => Scored { seed, n, score: 0, words: why, whole: false, cpu: run.cpu },
        };
        say!("{}", scored.line());
    }
}
