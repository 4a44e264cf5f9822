// The fifteen-puzzle's problems and the grids of any size that ask only whether the goal can
// be reached (src/fifteen.rs, src/fifteen_databases.rs).
use super::judges::{AOJ, HDU, POJ, UVA};
use super::problem::{Grid, Judged, Kind, Oracle, Problem};
use super::puzzle::{fifteen_walk, sized_grid};
use super::text::{numbers, sample_numbers};

/// POJ 2893's and HDU 3600's input: each grid after its sides (`M N`, or only `N` where it is
/// `square`), then a case of zeros.
fn grids_text(grids: &[Grid], square: bool) -> String {
    let sides = |r: usize, c: usize| if square { format!("{r}\n") } else { format!("{r} {c}\n") };
    let each = grids.iter().map(|(r, c, grid)| sides(*r, *c) + &numbers(grid, *c));
    each.collect::<String>() + &sides(0, 0)
}

/// Their expected output: `YES` or `NO` for each grid, as the oracle finds it.
fn reachable_answers(input: &str, oracle: &mut dyn Oracle, square: bool) -> String {
    let (numbers, mut at, mut out) = (sample_numbers(input), 0, String::new());
    let header = if square { 1 } else { 2 };
    while at + header <= numbers.len() && numbers[at..at + header].iter().any(|&n| n != 0) {
        let (rows, cols) = (numbers[at], numbers[at + header - 1]);
        let grid = &numbers[at + header..at + header + rows * cols];
        out += if oracle.reaches(rows, cols, grid) { "YES\n" } else { "NO\n" };
        at += header + rows * cols;
    }
    out
}

problems! {
    aoj_alds1_13_c {
        judges: &[(AOJ, "ALDS1_13_C")],
        check: None,
        kind: Kind::Fifteen {
            solvable_only: true,
            most: 1,
            render: |boards| numbers(&boards[0], 4),
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| format!("{}\n", oracle.fifteen_distance(&sample_numbers(input))),
        walk: |input| fifteen_walk(input, 0),
    }
    uva10181 {
        judges: &[(UVA, "10181")],
        check: Some(special_judge!(uva10181)),
        kind: Kind::Fifteen {
            solvable_only: false,
            most: 20,
            render: |boards| {
                let each: String = boards.iter().map(|b| numbers(b, 4)).collect();
                format!("{}\n{each}", boards.len())
            },
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let numbers = sample_numbers(input);
            let answer = |grid: &[usize]| match oracle.reaches(4, 4, grid) {
                true => uva10181::NOTATION.spell(oracle.fifteen_path(grid, b"LRUD")) + "\n",
                false => "This puzzle is not solvable.\n".to_string(),
            };
            numbers[1..].chunks(16).map(answer).collect()
        },
        walk: |input| Ok(fifteen_walk(input, 1)?.written(uva10181::NOTATION.blank_letters())),
    }
    poj2893 {
        judges: &[(POJ, "2893")],
        check: None,
        kind: Kind::Grids { most_side: 999, square: false, render: |grids| grids_text(grids, false) },
        any_whitespace: true,
        memory: &[(POJ, 128)], // POJ 2893: 128 MB
        answer: |input, oracle| reachable_answers(input, oracle, false),
        walk: |input| {
            let n = sample_numbers(input);
            sized_grid(n[1], n.get(2..2 + n[0] * n[1]).unwrap_or_default().to_vec(), None)
        },
    }
    hdu3600 {
        judges: &[(HDU, "3600")],
        check: None,
        kind: Kind::Grids { most_side: 300, square: true, render: |grids| grids_text(grids, true) },
        any_whitespace: true,
        memory: &[(HDU, 32)], // HDU 3600: 32 MB (65,536 KB for Java)
        answer: |input, oracle| reachable_answers(input, oracle, true),
        walk: |input| {
            let n = sample_numbers(input);
            sized_grid(n[0], n.get(1..1 + n[0] * n[0]).unwrap_or_default().to_vec(), None)
        },
    }
}
