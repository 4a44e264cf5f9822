// Solutions with deliberate bugs, one per flag, for tests/scripts.sh to check that
// scripts/stress catches each and shrinks it to a minimal case; and one right solution that
// prints another valid answer, which stress must pass.
//   wrong_solutions tie-order          hdu3567 with paths smallest in u,d,l,r order, not d,l,r,u
//   wrong_solutions off-by-one         acwing845, one move too many beyond 20
//   wrong_solutions corner-unsolvable  acwing845, -1 whenever the blank is in a corner
//   wrong_solutions crash-unsolvable   acwing845, aborts on an unsolvable board
//   wrong_solutions hang-farthest      acwing845, never ends on a 31-move board
//   wrong_solutions crash-beyond-24    acwing845, aborts beyond 24 moves, one too many beyond 20
//   wrong_solutions other-order        poj1077 with paths in d,l,r,u order: right, as POJ judges
//   wrong_solutions swaps-beyond-12    cses1670, one swap too many beyond 12
//   wrong_solutions inversions-only    poj2893 by the parity of the inversions alone, which is
//                                      right for odd widths only
//   wrong_solutions fifteen-beyond-30  aoj_alds1_13_c, one move too many beyond 30
//   wrong_solutions last-of-many       lightoj1139, the last case's line missing from 10 cases on
include!("../../src/io.rs");
include!("../../src/grid.rs");
include!("../../src/core.rs");
include!("../../src/graph.rs");
include!("../../src/fifteen.rs");

/// POJ 2893 with the rule for odd widths applied to every width.
pub fn inversions_only(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let mut out = String::new();
    while !scanner.at_end() {
        let (rows, cols) = (scanner.number("M", 0, 999)?, scanner.number("N", 0, 999)?);
        if rows == 0 {
            break;
        }
        let grid = scanner.grid(rows, cols)?;
        out += if reaches_ordered(&grid, 1) { "YES\n" } else { "NO\n" }; // one column: odd
    }
    Ok(out)
}

/// AOJ ALDS1_13_C, one move too many beyond 30.
pub fn beyond_30(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let grid = scanner.grid(4, 4)?;
    let moves = shortest(&grid, &LinearConflict::default(), 45)?.unwrap_or_default().len();
    Ok(format!("{}\n", if moves > 30 { moves + 1 } else { moves }))
}

const GOAL: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];

fn main() {
    let bug = std::env::args().nth(1).unwrap_or_default();
    let solve: fn(&[u8]) -> Result<String, String> = match bug.as_str() {
        "tie-order" => |input| {
            let mut solver = Solver::default();
            let pairs = Scanner::counted(input, 2)?;
            let mut out = String::new();
            for (k, pair) in pairs.chunks(2).enumerate() {
                let path = solver.path(&pair[0], &pair[1], &UDLR).unwrap_or_default();
                out += &format!("Case {}: {}\n{path}\n", k + 1, path.len());
            }
            Ok(out)
        },
        "swaps-beyond-12" => |input| {
            let mut scanner = Scanner::new(input)?;
            let tokens: Vec<u8> =
                scanner.distinct("number", 9, 1, 9)?.iter().map(|&n| n as u8 - 1).collect();
            let goal: Vec<u8> = (0..9).collect();
            let d = Puzzle::grid(3, 3, false).least_moves(&tokens, &goal).unwrap_or(0);
            Ok(format!("{}\n", if d > 12 { d + 1 } else { d }))
        },
        "inversions-only" => inversions_only,
        "fifteen-beyond-30" => beyond_30,
        "last-of-many" => |input| {
            let mut solver = Solver::default();
            let boards = Scanner::counted(input, 1)?;
            let shown = if boards.len() >= 10 { boards.len() - 1 } else { boards.len() };
            let moves = boards[..shown].iter().map(|b| solver.distance(b, &GOAL));
            let line = |(k, d): (usize, Option<usize>)| match d {
                Some(d) => format!("Case {}: {d}\n", k + 1),
                None => format!("Case {}: impossible\n", k + 1),
            };
            Ok(moves.enumerate().map(line).collect())
        },
        "other-order" => |input| {
            let mut solver = Solver::default();
            let boards = Scanner::new(input)?.boards_to_end()?;
            let paths = boards.iter().map(|b| solver.path(b, &GOAL, b"dlru"));
            Ok(paths.map(|p| p.unwrap_or_else(|| "unsolvable".into()) + "\n").collect())
        },
        _ => |input| {
            let bug = std::env::args().nth(1).unwrap_or_default();
            let start = Scanner::exactly(input, 1)?[0];
            let d = Solver::default().distance(&start, &GOAL);
            let answer = match (bug.as_str(), d) {
                ("off-by-one", Some(d)) if d > 20 => Some(d + 1),
                ("corner-unsolvable", _) if [0, 2, 6, 8].contains(&blank_cell(&start)) => None,
                ("crash-unsolvable", None) => std::process::abort(),
                ("crash-beyond-24", Some(d)) if d > 24 => std::process::abort(),
                ("crash-beyond-24", Some(d)) if d > 20 => Some(d + 1),
                ("hang-farthest", Some(31)) => loop {
                    std::thread::sleep(std::time::Duration::from_secs(1));
                },
                _ => d,
            };
            Ok(format!("{}\n", answer.map_or(-1, |d| d as i64)))
        },
    };
    run(solve)
}
