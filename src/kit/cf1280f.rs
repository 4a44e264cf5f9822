// Codeforces 1280F, "Intergalactic Sliding Puzzle": a 2 x (2k + 1) grid (k from 1 to 15) of
// organs and one empty cell E, which goes up and down only in the first, middle and last
// columns. A `Kind::Own` with its generator: a case's text at a level, and the same case one
// step nearer the healthy grid. Grids are row by row, 0 for E.
use super::judges::CODEFORCES;
use super::problem::{Judged, Kind, Problem};
use super::puzzle::{Kit, Labels, Own, Walk};
use super::text::{two_tiles_home, Rng};
use crate::cores;

/// The healthy grid of size k: 1 ... 4k + 1, then E.
fn healthy(k: usize) -> Vec<usize> {
    (1..=4 * k + 1).chain([0]).collect()
}

/// A case as the input writes it: k, then the two rows (E for the empty cell).
fn case_text(k: usize, cells: &[usize]) -> String {
    let cell = |&c: &usize| if c == 0 { "E".to_string() } else { c.to_string() };
    let row = |r: &[usize]| r.iter().map(cell).collect::<Vec<_>>().join(" ");
    let w = 2 * k + 1;
    format!("{k}\n{}\n{}\n", row(&cells[..w]), row(&cells[w..]))
}

/// A case's k and cells (well formed: the binary accepted it).
fn case_of(text: &str) -> (usize, Vec<usize>) {
    let mut words = text.split_whitespace();
    let k = words.next().and_then(|w| w.parse().ok()).unwrap_or(1);
    (k, words.map(|w| w.parse().unwrap_or(0)).collect())
}

/// The cases of an input (its count first).
fn cases_of(input: &str) -> Vec<(usize, Vec<usize>)> {
    let words: Vec<&str> = input.split_whitespace().collect();
    let (mut at, mut cases) = (1, Vec::new());
    while at < words.len() {
        let k: usize = words[at].parse().unwrap_or(1);
        let cells = words.get(at + 1..at + 1 + 2 * (2 * k + 1)).unwrap_or_default();
        cases.push((k, cells.iter().map(|w| w.parse().unwrap_or(0)).collect()));
        at += 1 + cells.len();
    }
    cases
}

/// E's moves from `cells` that the statement allows: the grids one move away.
fn moves_from(k: usize, cells: &[usize]) -> Vec<Vec<usize>> {
    let w = 2 * k + 1;
    let e = cores::blank_cell(cells);
    let (row, col) = (e / w, e % w);
    let up_down = col == 0 || col == k || col == 2 * k;
    let mut to = Vec::new();
    if col > 0 {
        to.push(e - 1);
    }
    if col + 1 < w {
        to.push(e + 1);
    }
    if up_down {
        to.push(if row == 0 { e + w } else { e - w });
    }
    to.into_iter()
        .map(|t| {
            let mut next = cells.to_vec();
            next.swap(e, t);
            next
        })
        .collect()
}

/// A case at `level`: small healthy or nearly healthy grids, E walked at random from the
/// healthy grid (always curable), uniformly random grids (curable half the time) of any size,
/// then of the largest, then any of these.
pub fn cf1280f_item(level: usize, rng: &mut Rng) -> String {
    let level = if level == 5 { rng.below(5) } else { level };
    let k = match level {
        0 | 1 => 1 + rng.below(3),
        4 => 15,
        _ => 1 + rng.below(15),
    };
    let mut cells = healthy(k);
    match level {
        0 => {}
        1 | 2 => {
            for _ in 0..(if level == 1 { 1 + rng.below(8) } else { 10 + rng.below(400) }) {
                let next = moves_from(k, &cells);
                cells = next[rng.below(next.len())].clone();
            }
        }
        _ => {
            rng.shuffle(&mut cells);
        }
    }
    case_text(k, &cells)
}

/// The case one step nearer the healthy grid, every way: E one move nearer its home (first
/// right along its row, then down), or two misplaced organs put home, each swapped with what
/// is there (two swaps keep whether the grid can be healed).
pub fn cf1280f_nearer(text: &str) -> Vec<String> {
    let (k, cells) = case_of(text);
    let (w, goal) = (2 * k + 1, healthy(k));
    let mut cases = Vec::new();
    let e = cores::blank_cell(&cells);
    let toward = if e % w + 1 < w { e + 1 } else { e + w };
    if e + 1 != 2 * w && toward < 2 * w {
        let mut next = cells.clone();
        next.swap(e, toward);
        cases.push(case_text(k, &next));
    }
    cases.extend(two_tiles_home(&cells, &goal).iter().map(|next| case_text(k, next)));
    cases
}

/// The published sample's first case and its published answer: any answer that heals is as
/// right, and the tests' own is another, so this one is kept as published.
const PUBLISHED: ((usize, [usize; 14]), &str) =
    ((3, [1, 2, 3, 5, 6, 0, 7, 8, 9, 10, 4, 11, 12, 13]), "IR\nR SrS\nS rr\nI lldll\nDONE\n");

// The binaries' `NOTATION`s, read from their sources as the library compiles.
const CF1280F_NOTATION: crate::Notation = notation!(cf1280f);

problems! {
    cf1280f {
        judges: &[(CODEFORCES, "1280F")],
        check: Some(special_judge!(cf1280f)),
        kind: Kind::Own {
            most: 4,
            item: cf1280f_item,
            render: |items| format!("{}\n{}", items.len(), items.concat()),
            nearer: cf1280f_nearer,
        },
        any_whitespace: true,
        memory: &[(CODEFORCES, 256)], // Codeforces 1280F: 256 megabytes
        answer: |input, oracle| {
            let answer = |(k, cells): (usize, Vec<usize>)| {
                let published = k == PUBLISHED.0 .0 && cells == PUBLISHED.0 .1;
                let lines = if published { Some(PUBLISHED.1.into()) } else { oracle.surgery(k, &cells) };
                let spelled = |lines: String| cores::surgery_spelled(&lines, &CF1280F_NOTATION);
                match lines.map(spelled) {
                    Some(lines) => format!("SURGERY COMPLETE\n{lines}"),
                    None => "SURGERY FAILED\n".into(),
                }
            };
            cases_of(input).into_iter().map(answer).collect()
        },
        walk: |input| {
            let (k, cells) = cases_of(input).into_iter().next().ok_or("the input holds no case")?;
            surgery_walk(k, cells)
        },
    }
}

/// Codeforces 1280F's grid of 2 rows and 2k + 1 columns (row by row, 0 the empty cell E) to
/// its healthy arrangement: left and right anywhere, up and down only in the first, middle and
/// last columns (the only edges between the rows); moves where E goes, in the binary's
/// `NOTATION`. The kit's
/// solution is its core's, the shortcuts expanded.
fn surgery_walk(k: usize, start: Vec<usize>) -> Result<Walk, String> {
    let w = 2 * k + 1;
    if k == 0 || start.len() != 2 * w {
        return Err("the input holds no case".into());
    }
    let kind = "its shortcuts expanded, not a shortest";
    let own = Own { solve: surgery_solve, kind, shortest: false, most: None };
    let mut walk =
        Walk::grid(w, start, healthy(k), Kit::Own(own)).written(CF1280F_NOTATION.blank_letters());
    walk.edges.retain(|&(a, b)| b == a + 1 || [0, k, 2 * k].contains(&(a % w)));
    Ok(Walk { labels: Labels::Numbers { plus: 0, blank: "E".into() }, ..walk })
}

/// The core's answer for a walk's start, its shortcuts expanded.
fn surgery_solve(walk: &Walk) -> Result<Option<String>, String> {
    let board = cores::SurgeryBoard { k: walk.width / 2, cells: walk.start.clone() };
    let plan = cores::surgery_solution(&board);
    Ok(plan.map(|plan| CF1280F_NOTATION.spell(plan.expanded())))
}
