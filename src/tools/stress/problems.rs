// The registry: every judge problem, as the generator, the judge and the tests see it.
use super::*;

// Each judge binary and special judge in a module of its own, for its `solve` and `judge`.
macro_rules! binaries {
    ($($name:ident),*) => {
        $(
            #[allow(dead_code)]
            mod $name {
                include!(concat!("../../bin/", stringify!($name), ".rs"));
                pub fn expected(input: &[u8]) -> Result<String, String> {
                    solve(input)
                }
            }
        )*
    };
}
binaries!(poj1077, wikioi1225, textbook, textbook_path, hdu3567, acwing845, uva652, lightoj1139);
binaries!(abc224d, cses1670, leetcode773);
binaries!(aoj_alds1_13_c, uva10181, poj2893);

macro_rules! checkers {
    ($($module:ident: $file:literal),*) => {
        $(
            #[allow(dead_code)]
            mod $module {
                include!($file);
                pub fn check(input: &str, actual: &str, expected: &str) -> super::Judged {
                    judge(input, actual, expected)
                }
            }
        )*
    };
}
checkers!(check_poj1077: "../../checkers/poj1077.rs", check_uva652: "../../checkers/uva652.rs");
checkers!(check_uva10181: "../../checkers/uva10181.rs");

pub type Pair = (Board, Board); // a start and its goal
pub type Edges = Vec<(usize, usize)>;
/// A special judge: input, actual and expected output; notes on an accepted answer, or why not.
pub type Checker = fn(&str, &str, &str) -> Judged;
pub type Judged = Result<Vec<String>, String>;

/// A problem as the generator and the judge see it. A new problem adds a row to `PROBLEMS`.
pub struct Problem {
    pub name: &'static str,
    pub solve: fn(&[u8]) -> Result<String, String>,
    /// A special judge where many answers are right; else the text is compared.
    pub check: Option<Checker>,
    pub kind: Kind,
    /// The statement allows any whitespace between tokens (tabs, several spaces, CRLF).
    pub any_whitespace: bool,
}

/// What a problem's input holds.
pub enum Kind {
    /// Eight-puzzle boards: the goal (`None`: each case gives its own), whether the judge
    /// promises a solvable start, the most cases one input may hold, and the input text.
    Boards { goal: Option<Board>, solvable_only: bool, most: usize, render: fn(&[Pair]) -> String },
    /// Tokens on a graph of `cells` cells (`sliding`: moves swap with the blank, token 0): the
    /// graph of a case at a difficulty level, the goal, and the input text.
    Tokens {
        cells: usize,
        sliding: bool,
        graph: fn(usize, &mut Rng) -> Edges,
        goal: &'static [u8],
        render: fn(&Edges, &[u8]) -> String,
    },
    /// Fifteen-puzzle boards (goal 1 ... 15, blank last): whether the judge promises a
    /// solvable start, the most boards one input may hold, and the input text.
    Fifteen { solvable_only: bool, most: usize, render: fn(&[Vec<usize>]) -> String },
    /// Grids of any size, rows and columns up to `most_side`, as POJ 2893 gives them.
    Grids { most_side: usize },
}

/// One input's cases, as generated: board pairs, or a graph and an arrangement on it.
#[derive(Clone)]
pub enum Case {
    Boards(Vec<Pair>),
    Tokens(Edges, Vec<u8>),
    Fifteen(Vec<Vec<usize>>),
    /// Rows, columns and the grid's numbers, row by row.
    Grids(Vec<(usize, usize, Vec<usize>)>),
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

pub const PROBLEMS: &[Problem] = &[
    Problem {
        name: "poj1077",
        solve: poj1077::expected,
        check: Some(check_poj1077::check),
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 50,
            render: |pairs| pairs.iter().map(|(s, _)| cells(s, " ", 'x') + "\n").collect(),
        },
        any_whitespace: true,
    },
    Problem {
        name: "wikioi1225",
        solve: wikioi1225::expected,
        check: None,
        kind: Kind::Boards {
            goal: Some(CENTRE),
            solvable_only: true,
            most: 1,
            render: |pairs| cells(&pairs[0].0, "", '0') + "\n",
        },
        any_whitespace: false,
    },
    Problem {
        name: "textbook",
        solve: textbook::expected,
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
    },
    Problem {
        name: "textbook_path",
        solve: textbook_path::expected,
        check: None,
        kind: TWO_GRIDS,
        any_whitespace: true,
    },
    Problem {
        name: "hdu3567",
        solve: hdu3567::expected,
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
    },
    Problem {
        name: "acwing845",
        solve: acwing845::expected,
        check: None,
        kind: Kind::Boards {
            goal: Some(CORNER),
            solvable_only: false,
            most: 1,
            render: |pairs| cells(&pairs[0].0, " ", 'x') + "\n",
        },
        any_whitespace: true,
    },
    Problem {
        name: "uva652",
        solve: uva652::expected,
        check: Some(check_uva652::check),
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
    },
    Problem {
        name: "lightoj1139",
        solve: lightoj1139::expected,
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
    },
    Problem {
        name: "abc224d",
        solve: abc224d::expected,
        check: None,
        kind: Kind::Tokens {
            cells: 9,
            sliding: true,
            graph: |level, rng| match level {
                3 => [grid_edges(3, 3), FAR_GRAPH.to_vec()][rng.below(2)].clone(),
                0..=2 => random_graph(8 + rng.below(9), rng),
                _ => random_graph(rng.below(37), rng),
            },
            goal: &[1, 2, 3, 4, 5, 6, 7, 8, 0],
            render: |edges, tokens| {
                let listed: String =
                    edges.iter().map(|(a, b)| format!("{} {}\n", a + 1, b + 1)).collect();
                let place = |piece| tokens.iter().position(|&t| t == piece).unwrap_or(0) + 1;
                let pieces: Vec<String> = (1..9).map(|piece| place(piece).to_string()).collect();
                format!("{}\n{listed}{}\n", edges.len(), pieces.join(" "))
            },
        },
        any_whitespace: true,
    },
    Problem {
        name: "cses1670",
        solve: cses1670::expected,
        check: None,
        kind: Kind::Tokens {
            cells: 9,
            sliding: false,
            graph: |_, _| grid_edges(3, 3),
            goal: &[0, 1, 2, 3, 4, 5, 6, 7, 8],
            render: |_, tokens| {
                let row =
                    |r: &[u8]| r.iter().map(|t| (t + 1).to_string()).collect::<Vec<_>>().join(" ");
                tokens.chunks(3).map(|r| row(r) + "\n").collect()
            },
        },
        any_whitespace: true,
    },
    Problem {
        name: "leetcode773",
        solve: leetcode773::expected,
        check: None,
        kind: Kind::Tokens {
            cells: 6,
            sliding: true,
            graph: |_, _| grid_edges(3, 2),
            goal: &[1, 2, 3, 4, 5, 0],
            render: |_, t| format!("[[{},{},{}],[{},{},{}]]\n", t[0], t[1], t[2], t[3], t[4], t[5]),
        },
        any_whitespace: false,
    },
    Problem {
        name: "aoj_alds1_13_c",
        solve: aoj_alds1_13_c::expected,
        check: None,
        kind: Kind::Fifteen {
            solvable_only: true,
            most: 1,
            render: |boards| numbers(&boards[0], 4),
        },
        any_whitespace: true,
    },
    Problem {
        name: "uva10181",
        solve: uva10181::expected,
        check: Some(check_uva10181::check),
        kind: Kind::Fifteen {
            solvable_only: false,
            most: 20,
            render: |boards| {
                let each: String = boards.iter().map(|b| numbers(b, 4)).collect();
                format!("{}\n{each}", boards.len())
            },
        },
        any_whitespace: true,
    },
    Problem {
        name: "poj2893",
        solve: poj2893::expected,
        check: None,
        kind: Kind::Grids { most_side: 999 },
        any_whitespace: true,
    },
];
