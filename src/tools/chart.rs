// Charts of the benchmark's results (std only): scripts/bench --svg FILE runs this on what the
// bench printed.
//   chart --korf < OUTPUT > FILE
// OUTPUT is what `scripts/bench --korf` prints (or its saved result file, header and all): a
// row per instance (instance, moves, boards expanded, ms), then the summary line. The chart
// sorts the instances by boards expanded, easiest first, and draws per instance the boards
// expanded and the time, each on a log scale (the hardest boards take thousands of times the
// easiest's work, so a linear scale would show only the last few); the summary line and the
// saved header's date and machine are written under the title. A bad input is one line on
// stderr, exit status 1, nothing on stdout.
//
// A tool, never pasted into a judge.
#[path = "svg.rs"]
mod svg;

use svg::{Axis, Chart, Panel, Series};

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
        if line.starts_with("date:") || line.starts_with("machine:") || line.starts_with("korf100:")
        {
            notes.push(line.split_whitespace().collect::<Vec<_>>().join(" "));
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

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let fail = |message: &str| -> ! {
        eprintln!("chart: {message}");
        std::process::exit(1)
    };
    if args.len() != 1 || args[0] != "--korf" {
        fail("give --korf, and the bench's output on stdin");
    }
    let mut text = String::new();
    if let Err(e) = std::io::Read::read_to_string(&mut std::io::stdin(), &mut text) {
        fail(&format!("cannot read the input: {e}"));
    }
    match korf_chart(&text) {
        Ok(chart) => print!("{}", svg::chart(&chart)),
        Err(message) => fail(&message),
    }
}
