// Charts of the benchmark's results (std only): scripts/bench --svg FILE runs this on what the
// bench printed.
//   chart --korf < OUTPUT > FILE
//   chart --large < OUTPUT > FILE
//   chart --near < OUTPUT > FILE
// OUTPUT is what `scripts/bench --korf` prints (or its saved result file, header and all): a
// row per instance (instance, moves, boards expanded, ms), then the summary line. The chart
// sorts the instances by boards expanded, easiest first, and draws per instance the boards
// expanded and the time, each on a log scale (the hardest boards take thousands of times the
// easiest's work, so a linear scale would show only the last few); the summary line and the
// saved header's date and machine are written under the title.
// With --large, OUTPUT is what `scripts/bench --large` prints: a table whose header names its
// columns (n first, then among others mean/n³, max/n³ and mean/Manhattan), separated by tabs or
// by two spaces or more, and a row per board size n; the chart draws against n (log scale: the
// sizes run from 3 to 100) the mean and the largest moves / n³ above, beside Parberry's 8/3 n³,
// NPuzzleSolver's 2.86 n³ and the mean Manhattan bound / n³, and the mean moves / Manhattan
// bound below. With --near, OUTPUT is what `scripts/bench --near FILE` prints: a row per board
// (length, reference length or `-`, ms, path); the chart draws board by board the kit's length
// and the reference's (DeepCubeA's, or the optimum), and below the time of each board (log
// scale). A bad input is one line on stderr, exit status 1, nothing on stdout.
//
// A tool, never pasted into a judge.
use kit::pictures::chart::{Axis, Chart, Panel, Series};

/// One `--korf` row.
struct Row {
    instance: usize,
    expanded: f64,
    ms: f64,
}

/// The `--korf` rows and the lines to note: the saved header's date and machine, the summary.
fn read_korf(text: &str) -> Result<(Vec<Row>, Vec<String>), String> {
    let mut rows = Vec::new();
    let mut notes = Vec::new();
    for (k, line) in text.lines().enumerate() {
        let fields: Vec<&str> = line.split('\t').collect();
        if let Some(note) = note(line) {
            notes.push(note);
        } else if fields.len() >= 4 && fields[0].parse::<usize>().is_ok() {
            let number = |i: usize, what: &str| {
                fields[i].parse::<f64>().ok().filter(|v| v.is_finite() && *v >= 0.0).ok_or_else(
                    || format!("line {}: {what} {:?} is not a number", k + 1, fields[i]),
                )
            };
            rows.push(Row {
                instance: fields[0].parse().unwrap(),
                expanded: number(2, "boards expanded")?,
                ms: number(3, "ms")?,
            });
        }
    }
    if rows.is_empty() {
        return Err("no rows of scripts/bench --korf (instance, moves, expanded, ms) in the input"
            .to_string());
    }
    Ok((rows, notes))
}

/// A line worth writing under the chart's title: the saved header's date and machine, and the
/// summary lines of the Korf runs, spaces made single.
fn note(line: &str) -> Option<String> {
    let kept = ["date:", "machine:", "load:", "korf100:", "korf50:", "near:", "# tables:"];
    kept.iter()
        .any(|k| line.starts_with(k))
        .then(|| line.split_whitespace().collect::<Vec<_>>().join(" "))
}

/// A table line's fields: split at tabs if it has any, else at runs of two spaces or more.
fn fields(line: &str) -> Vec<String> {
    let parts: Vec<&str> =
        if line.contains('\t') { line.split('\t').collect() } else { line.split("  ").collect() };
    parts.iter().map(|p| p.trim()).filter(|p| !p.is_empty()).map(str::to_string).collect()
}

/// A column's name as compared: lower case, no spaces, `^3` written `³`.
fn plain(name: &str) -> String {
    name.to_lowercase().replace(' ', "").replace("^3", "³")
}

/// A `--large` row: n, and the values of the columns asked for.
type LargeRow = (f64, Vec<f64>);

/// The `--large` table: per row n, and the values of the columns named (by how their names
/// begin, compared plain).
fn read_large(text: &str, wanted: &[&str]) -> Result<(Vec<LargeRow>, Vec<String>), String> {
    let mut columns: Option<Vec<usize>> = None;
    let (mut rows, mut notes) = (Vec::new(), Vec::new());
    for (k, line) in text.lines().enumerate() {
        if let Some(note) = note(line) {
            notes.push(note);
            continue;
        }
        let names: Vec<String> = fields(line).iter().map(|f| plain(f)).collect();
        if names.first().map(String::as_str) == Some("n")
            && names.iter().any(|f| f.starts_with("mean/n"))
        {
            let found: Option<Vec<usize>> =
                wanted.iter().map(|w| names.iter().position(|f| f.starts_with(w))).collect();
            let found = found.ok_or_else(|| {
                format!(
                    "line {}: the table's header names not all of the columns {}",
                    k + 1,
                    wanted.join(", ")
                )
            })?;
            columns = Some(found);
            continue;
        }
        let values = line.split_whitespace().collect::<Vec<_>>();
        let n = match (&columns, values.first().and_then(|f| f.parse::<usize>().ok())) {
            (Some(_), Some(n)) => n,
            _ => continue,
        };
        let value = |c: &usize| {
            values.get(*c).and_then(|v| v.parse::<f64>().ok()).filter(|v| v.is_finite()).ok_or_else(
                || {
                    format!(
                        "line {}: column {} of the row for n = {n} is not a number",
                        k + 1,
                        c + 1
                    )
                },
            )
        };
        rows.push((
            n as f64,
            columns.as_ref().unwrap().iter().map(value).collect::<Result<Vec<_>, _>>()?,
        ));
    }
    if rows.is_empty() {
        return Err(
            "no table of scripts/bench --large (n, ..., mean/n³, ...) in the input".to_string()
        );
    }
    Ok((rows, notes))
}

/// Published means of other methods on random boards, in moves / n³, drawn flat beside the
/// kit's: Parberry's greedy (8/3 n³, his own analysis) and NPuzzleSolver (2.86 n³, as measured
/// on this kit's boards).
const LARGE_OTHERS: [(&str, f64); 2] =
    [("Parberry's method, 8/3 n³", 8.0 / 3.0), ("NPuzzleSolver, 2.86 n³", 2.86)];

/// The any-size solver's moves (`any_short_solution`, as the anyboard binary answers) against
/// the board's side n, beside the other methods and the Manhattan lower bound.
fn large_chart(text: &str) -> Result<Chart, String> {
    let (rows, notes) = read_large(text, &["mean/n³", "max/n³", "mean/manhattan"])?;
    let series = |name: &str, column: usize| Series {
        name: name.to_string(),
        points: rows.iter().map(|(n, values)| (*n, values[column])).collect(),
        joined: true,
    };
    let flat = |&(name, value): &(&str, f64)| Series {
        name: name.to_string(),
        points: rows.iter().map(|(n, _)| (*n, value)).collect(),
        joined: true,
    };
    // The Manhattan bound per n, the mean of the boards' bounds: mean/n³ over mean/Manhattan.
    let bound = Series {
        name: "the Manhattan lower bound / n³ (mean)".to_string(),
        points: rows
            .iter()
            .filter(|(_, v)| v[2] > 0.0)
            .map(|(n, values)| (*n, values[0] / values[2]))
            .collect(),
        joined: true,
    };
    let mut top = vec![series("mean moves / n³", 0), series("most moves / n³", 1)];
    top.extend(LARGE_OTHERS.iter().map(flat));
    top.push(bound);
    Ok(Chart {
        title: "Moves of the kit's any-size solver on random n × n boards".to_string(),
        notes,
        x: Axis { name: "n, the board's side (log scale)".to_string(), log: true },
        panels: vec![
            Panel { y: Axis { name: "moves / n³".to_string(), log: false }, series: top },
            Panel {
                y: Axis { name: "mean moves / Manhattan bound".to_string(), log: false },
                series: vec![series("mean moves / the Manhattan lower bound", 2)],
            },
        ],
    })
}

/// Korf's 100 in order of difficulty: boards expanded above, time below.
fn korf_chart(text: &str) -> Result<Chart, String> {
    let (mut rows, notes) = read_korf(text)?;
    rows.sort_by(|a, b| a.expanded.total_cmp(&b.expanded).then(a.instance.cmp(&b.instance)));
    let series = |name: &str, value: fn(&Row) -> f64| Series {
        name: name.to_string(),
        points: rows.iter().enumerate().map(|(k, row)| ((k + 1) as f64, value(row))).collect(),
        joined: false,
    };
    Ok(Chart {
        title: format!("Korf's {} boards by the kit's fastest setting, easiest first", rows.len()),
        notes,
        x: Axis { name: "instance, in order of boards expanded".to_string(), log: false },
        panels: vec![
            Panel {
                y: Axis { name: "boards expanded".to_string(), log: true },
                series: vec![series("boards expanded by IDA* (5-5-5 databases, mirrored)", |r| {
                    r.expanded
                })],
            },
            Panel {
                y: Axis { name: "time (ms)".to_string(), log: true },
                series: vec![series("time of the search (ms), one board a thread", |r| r.ms)],
            },
        ],
    })
}

/// The `--near` rows: per board the kit's length, the reference length if given, and ms.
type NearRow = (f64, Option<f64>, f64);

fn read_near(text: &str) -> Result<(Vec<NearRow>, Vec<String>), String> {
    let (mut rows, mut notes) = (Vec::new(), Vec::new());
    for line in text.lines() {
        if let Some(note) = note(line) {
            notes.push(note);
            continue;
        }
        let fields: Vec<&str> = line.split_whitespace().collect();
        let number = |i: usize| fields.get(i).and_then(|f| f.parse::<f64>().ok());
        let is_path = |p: &&str| p.bytes().all(|b| b"UDLR".contains(&b));
        if fields.len() == 4 && is_path(&fields[3]) {
            if let (Some(length), Some(ms)) = (number(0), number(2)) {
                rows.push((length, number(1), ms));
            }
        }
    }
    if rows.is_empty() {
        return Err("no rows of scripts/bench --near (length, reference, ms, path) in the input"
            .to_string());
    }
    Ok((rows, notes))
}

/// The near-optimal mode's lengths board by board against the reference's, time below.
fn near_chart(text: &str) -> Result<Chart, String> {
    let (rows, notes) = read_near(text)?;
    let board = |k: usize| (k + 1) as f64;
    let mine = rows.iter().enumerate().map(|(k, r)| (board(k), r.0)).collect();
    let theirs = rows.iter().enumerate().filter_map(|(k, r)| r.1.map(|v| (board(k), v))).collect();
    let times = rows.iter().enumerate().map(|(k, r)| (board(k), r.2)).collect();
    let dots = |name: &str, points: Vec<(f64, f64)>| Series {
        name: name.to_string(),
        points,
        joined: false,
    };
    Ok(Chart {
        title: format!("The kit's near-optimal mode on {} boards", rows.len()),
        notes,
        x: Axis { name: "board, in the file's order".to_string(), log: false },
        panels: vec![
            Panel {
                y: Axis { name: "moves".to_string(), log: false },
                series: vec![
                    dots("the kit's length", mine),
                    dots("the reference's length (DeepCubeA's, or the optimum)", theirs),
                ],
            },
            Panel {
                y: Axis { name: "time (ms)".to_string(), log: true },
                series: vec![dots("time of the board (ms)", times)],
            },
        ],
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fail = |message: &str| -> ! {
        eprintln!("chart: {message}");
        std::process::exit(1)
    };
    let draw: fn(&str) -> Result<Chart, String> =
        match args.iter().map(String::as_str).collect::<Vec<_>>()[..] {
            ["--korf"] => korf_chart,
            ["--large"] => large_chart,
            ["--near"] => near_chart,
            _ => fail("give --korf, --large or --near, and the bench's output on stdin"),
        };
    let mut text = String::new();
    if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
        fail(&format!("cannot read the input: {e}"));
    }
    match draw(&text) {
        Ok(chart) => print!("{}", kit::pictures::chart::chart(&chart)),
        Err(message) => fail(&message),
    }
}
