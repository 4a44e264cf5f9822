// What scripts/score (src/tools/score/) keeps between runs, as pahcer keeps it: each seed's best score, and a
// history of runs; and the contest's published reference, raced seed by seed. Plain text files
// (tab-separated, a `#` line naming the columns), so a user can read, diff or delete them.
use std::collections::BTreeMap;

/// Each seed's best score so far.
pub type Best = BTreeMap<u64, u64>;

/// The best scores kept in `text` (`seed<TAB>score` lines; `#` lines and blank ones skipped).
pub fn read_best(text: &str) -> Result<Best, String> {
    let mut best = Best::new();
    for (k, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let mut fields = line.split('\t').map(|f| f.trim().parse::<u64>());
        match (fields.next(), fields.next(), fields.next()) {
            (Some(Ok(seed)), Some(Ok(score)), None) => {
                best.insert(seed, score);
            }
            _ => return Err(format!("line {}: expected `seed<TAB>score`, found {line:?}", k + 1)),
        }
    }
    Ok(best)
}

pub fn write_best(best: &Best) -> String {
    let rows: String = best.iter().map(|(seed, score)| format!("{seed}\t{score}\n")).collect();
    format!("# seed\tbest score\n{rows}")
}

/// A run's relative score, as pahcer defines it for a problem to maximise: the mean over its
/// seeds of score / best, the best taken with this run's scores counted (so at most 1); and
/// `best` raised to them. None for a run of no seed.
pub fn relative(scores: &[(u64, u64)], best: &mut Best) -> Option<f64> {
    for &(seed, score) in scores {
        let kept = best.entry(seed).or_insert(score);
        *kept = (*kept).max(score);
    }
    let ratio = |&(seed, score): &(u64, u64)| match best[&seed] {
        0 => 1.0, // no run has scored it: all equal
        most => score as f64 / most as f64,
    };
    (!scores.is_empty()).then(|| scores.iter().map(ratio).sum::<f64>() / scores.len() as f64)
}

/// One run, as the history keeps it.
#[derive(Debug, PartialEq)]
pub struct Run {
    pub time: String,
    pub commit: String,
    pub cases: usize,
    pub total: u64,
    pub mean: f64,
    pub relative: f64,
    pub command: String,
}

pub const HISTORY_HEAD: &str = "# time\tcommit\tcases\ttotal\tmean\trelative\tcommand\n";

pub fn history_line(run: &Run) -> String {
    format!(
        "{}\t{}\t{}\t{}\t{:.2}\t{:.6}\t{}\n",
        run.time, run.commit, run.cases, run.total, run.mean, run.relative, run.command
    )
}

/// The runs kept in `text`, oldest first; a line that is not one is an error naming it.
pub fn read_history(text: &str) -> Result<Vec<Run>, String> {
    let mut runs = Vec::new();
    for (k, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let f: Vec<&str> = line.splitn(7, '\t').collect();
        let bad = || format!("line {}: not a run of the history: {line:?}", k + 1);
        if f.len() != 7 {
            return Err(bad());
        }
        runs.push(Run {
            time: f[0].to_string(),
            commit: f[1].to_string(),
            cases: f[2].parse().map_err(|_| bad())?,
            total: f[3].parse().map_err(|_| bad())?,
            mean: f[4].parse().map_err(|_| bad())?,
            relative: f[5].parse().map_err(|_| bad())?,
            command: f[6].to_string(),
        });
    }
    Ok(runs)
}

/// A reference's answer to one seed: its moves and its score.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Reference {
    pub moves: u64,
    pub score: u64,
}

/// The reference's answers by seed, from `seed N T moves score` lines (`#` lines skipped).
pub fn read_reference(text: &str) -> Result<BTreeMap<u64, Reference>, String> {
    let mut by_seed = BTreeMap::new();
    for (k, line) in text.lines().enumerate() {
        if line.starts_with('#') || line.trim().is_empty() {
            continue;
        }
        let numbers: Result<Vec<u64>, _> = line.split_whitespace().map(str::parse).collect();
        match numbers.as_deref() {
            Ok(&[seed, _, _, moves, score]) => {
                by_seed.insert(seed, Reference { moves, score });
            }
            _ => return Err(format!("reference line {}: {line:?}", k + 1)),
        }
    }
    Ok(by_seed)
}
