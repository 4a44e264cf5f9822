// What scripts/score keeps between runs (src/kit/scores.rs), computed on runs made up by
// hand: each seed's best, the relative score as pahcer defines it (the mean of score / best),
// the history's lines read back, and the published reference read as the kit keeps it.
use kit::scores::{
    history_line, read_best, read_history, read_reference, relative, write_best, Best, Run,
    HISTORY_HEAD,
};

#[test]
fn the_relative_score_is_the_mean_of_score_over_each_seeds_best() {
    let mut best = Best::new();
    // A first run is its own best: relative 1.
    assert_eq!(relative(&[(0, 800), (1, 600)], &mut best), Some(1.0));
    assert_eq!(best, Best::from([(0, 800), (1, 600)]));
    // Better on seed 0, worse on seed 1: 1000 / 1000 and 300 / 600.
    assert_eq!(relative(&[(0, 1000), (1, 300)], &mut best), Some(0.75));
    assert_eq!(best, Best::from([(0, 1000), (1, 600)]));
    // A seed never run before counts as its own best; a seed no run has scored counts as 1.
    assert_eq!(relative(&[(1, 150), (2, 0)], &mut best), Some((0.25 + 1.0) / 2.0));
    assert_eq!(best[&2], 0);
    assert_eq!(relative(&[], &mut best), None);
}

#[test]
fn the_best_scores_are_read_back_as_written() {
    let best = Best::from([(0, 868_056), (7, 771_484), (99, 1)]);
    let text = write_best(&best);
    assert!(text.starts_with("# seed\tbest score\n"), "{text}");
    assert_eq!(read_best(&text), Ok(best));
    assert_eq!(read_best(""), Ok(Best::new()));
    let err = read_best("# seed\tbest score\n3\t12\n4 five\n").unwrap_err();
    assert!(err.starts_with("line 3: expected `seed<TAB>score`"), "{err}");
}

#[test]
fn the_history_is_read_back_as_written() {
    let run = |commit: &str, total: u64| Run {
        time: "2026-12-07 03:04:05".to_string(),
        commit: commit.to_string(),
        cases: 2,
        total,
        mean: total as f64 / 2.0,
        relative: 0.5,
        command: "target/release/ahc011 --fast".to_string(),
    };
    let text = format!(
        "{HISTORY_HEAD}{}{}",
        history_line(&run("abc1234", 10)),
        history_line(&run("def5678+", 7))
    );
    let runs = read_history(&text).unwrap();
    assert_eq!(runs, vec![run("abc1234", 10), run("def5678+", 7)]);
    assert!(read_history("2026\tabc\ttwo\t1\t1\t1\tx\n").unwrap_err().starts_with("line 1:"));
}

#[test]
fn the_published_reference_is_read_per_seed() {
    let (_, text) = kit::REFERENCES.iter().find(|(name, _)| *name == "ahc011").unwrap();
    let reference = read_reference(text).unwrap();
    assert_eq!(reference.len(), 100, "seeds 0-99");
    // The file's own lines: seed 0 (N = 6, T = 432) in 114 moves; every score by the statement's
    // rule, round(500000 * (2 - K / T)), and the file's stated mean.
    assert_eq!((reference[&0].moves, reference[&0].score), (114, 868_056));
    let mut total = 0;
    for line in text.lines().filter(|l| !l.starts_with('#')) {
        let v: Vec<f64> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
        let (seed, n, t, k) = (v[0] as u64, v[1], v[2], v[3]);
        assert_eq!(t, 2.0 * n * n * n, "seed {seed}: T = 2N^3");
        let score = (500_000.0 * (2.0 - k / t)).round() as u64;
        assert_eq!(reference[&seed].score, score, "seed {seed}");
        total += score;
    }
    assert_eq!(total, 84_284_618, "a mean of 842,846.18");
}
