// The eight-puzzle's problems (src/core.rs): boards of 3 x 3, one goal or each case's own.
use super::judges::{ACWING, AOJ, BAEKJOON, HDU, LIGHTOJ, LUOGU, POJ, UVA};
use super::problem::{Judged, Kind, Oracle, Problem};
use super::puzzle::eight_walk;
use super::text::{cells, rows, sample_boards, Board};

/// POJ 1077's answer for one board: its path, smallest in u d l r order, written as `spell`
/// writes it (the binary's `NOTATION`), or `unsolvable`.
fn eight_answer(oracle: &mut dyn Oracle, board: &Board, spell: fn(&str) -> String) -> String {
    oracle.path(board, &CORNER, b"udlr").map_or_else(|| "unsolvable".into(), |p| spell(&p))
}

pub const CORNER: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
pub const CENTRE: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];

/// The textbook's input, for both its problems: a start grid and a goal grid, `0` the blank.
pub const TWO_GRIDS: Kind = Kind::Boards {
    goal: None,
    solvable_only: false,
    most: 1,
    render: |pairs| rows(&pairs[0].0, '0') + &rows(&pairs[0].1, '0'),
};

// The binaries' `NOTATION`s, read from their sources as the library compiles.
const POJ1077_NOTATION: crate::Notation = notation!(poj1077);
const HDU3567_NOTATION: crate::Notation = notation!(hdu3567);
const UVA652_NOTATION: crate::Notation = notation!(uva652);

problems! {
    poj1077 {
        judges: &[(POJ, "1077"), (HDU, "1043"), (ACWING, "179")],
        check: Some(special_judge!(poj1077)),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n").collect(),
        },
        any_whitespace: true,
        memory: &[(HDU, 32), (POJ, 64)], // HDU 1043: 32 MB; POJ 1077: 64 MB
        answer: |input, oracle| {
            let boards = sample_boards(input, 0);
            let spell = |path: &str| POJ1077_NOTATION.spell(path);
            boards.iter().map(|b| eight_answer(oracle, b, spell) + "\n").collect()
        },
        walk: |input| Ok(eight_walk(input, 0, Some(CORNER))?.written(POJ1077_NOTATION.blank_letters())),
    }
    wikioi1225 {
        judges: &[(LUOGU, "P1379")],
        check: None,
        kind: Kind::Boards {
            goal: Some(CENTRE),
            solvable_only: true,
            most: 1,
            render: |pairs| cells(&pairs[0].0, "", '0') + "\n",
        },
        any_whitespace: false,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let d = oracle.distance(&sample_boards(input, 0)[0], &CENTRE);
            format!("{}\n", d.map_or(-1, i64::from))
        },
        walk: |input| eight_walk(input, 0, Some(CENTRE)),
    }
    textbook {
        judges: &[], // a book's exercise: no judge
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let b = sample_boards(input, 0);
            oracle.distance(&b[0], &b[1]).map_or("Impossible".into(), |d| d.to_string()) + "\n"
        },
        walk: |input| eight_walk(input, 0, None),
    }
    textbook_path {
        judges: &[], // a book's exercise: no judge
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let b = sample_boards(input, 0);
            let grid = |g: &Board| -> String {
                let row = |r: &[u8]| r.iter().map(|t| format!("{t} ")).collect::<String>() + "\n";
                g.chunks(3).map(row).collect()
            };
            let mut out = format!("Start:\n{}Goal:\n{}\n", grid(&b[0]), grid(&b[1]));
            match oracle.path(&b[0], &b[1], b"udlr") {
                None => out += "There is no way to achieve our goal!\n",
                Some(path) => {
                    let n = path.len();
                    out += &format!("The smallest number of steps is {n}. And we can go as follows!\n");
                    let mut at = b[0];
                    for (k, letter) in path.bytes().enumerate() {
                        at = oracle.step(&at, letter);
                        out += &format!("Step {}\n{}", k + 1, grid(&at));
                    }
                }
            }
            out
        },
        walk: |input| eight_walk(input, 0, None),
    }
    hdu3567 {
        judges: &[(HDU, "3567")],
        check: None,
        kind: Kind::Boards {
            goal: None,
            solvable_only: true,
            most: 200,
            render: |pairs| {
                let each = pairs.iter().map(|(s, g)| cells(s, "", 'X') + "\n" + &cells(g, "", 'X'));
                format!("{}\n{}\n", pairs.len(), each.collect::<Vec<_>>().join("\n"))
            },
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let pairs = sample_boards(input, 1);
            let case = |(k, pair): (usize, &[Board])| {
                let order = HDU3567_NOTATION.alphabetical(); // the smallest in ASCII
                let path = oracle.path(&pair[0], &pair[1], &order).expect("HDU's goals are reachable");
                let path = HDU3567_NOTATION.spell(path);
                format!("Case {}: {}\n{path}\n", k + 1, path.len())
            };
            pairs.chunks(2).enumerate().map(case).collect()
        },
        walk: |input| Ok(eight_walk(input, 1, None)?.written(HDU3567_NOTATION.blank_letters())),
    }
    acwing845 {
        judges: &[(AOJ, "ALDS1_13_B"), (BAEKJOON, "1525"), (ACWING, "845")],
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1,
            render: |pairs| cells(&pairs[0].0, " ", 'x') + "\n",
        },
        any_whitespace: true,
        memory: &[(BAEKJOON, 32)], // Baekjoon 1525: 32 MB
        answer: |input, oracle| {
            let d = oracle.distance(&sample_boards(input, 0)[0], &CORNER);
            format!("{}\n", d.map_or(-1, i64::from))
        },
        walk: |input| eight_walk(input, 0, Some(CORNER)),
    }
    uva652 {
        judges: &[(UVA, "652")],
        check: Some(special_judge!(uva652)),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| {
                let each = pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n");
                format!("{}\n\n{}", pairs.len(), each.collect::<Vec<_>>().join("\n"))
            },
        },
        any_whitespace: true,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let boards = sample_boards(input, 1);
            let spell = |path: &str| UVA652_NOTATION.spell(path);
            let each = boards.iter().map(|b| eight_answer(oracle, b, spell) + "\n");
            each.collect::<Vec<_>>().join("\n")
        },
        walk: |input| Ok(eight_walk(input, 1, Some(CORNER))?.written(UVA652_NOTATION.blank_letters())),
    }
    lightoj1139 {
        judges: &[(LIGHTOJ, "1139")],
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1000,
            render: |pairs| {
                let each: String =
                    pairs.iter().map(|(s, _)| "\n".to_string() + &rows(s, '0')).collect();
                format!("{}\n{each}", pairs.len())
            },
        },
        any_whitespace: true,
        memory: &[(LIGHTOJ, 64)], // LightOJ 1139: 64 MB on its page today (32 MB on an older copy)
        answer: |input, oracle| {
            let case = |(k, b): (usize, &Board)| match oracle.distance(b, &CORNER) {
                Some(d) => format!("Case {}: {d}\n", k + 1),
                None => format!("Case {}: impossible\n", k + 1),
            };
            sample_boards(input, 1).iter().enumerate().map(case).collect()
        },
        walk: |input| eight_walk(input, 1, Some(CORNER)),
    }
}
