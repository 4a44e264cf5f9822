// Every sample's expected output, derived again from the tests' own brute force: the .out files
// were written by an independent program, and this keeps them honest.
mod reference;
use reference::{brute_distances, brute_graph_distances, brute_smallest_path, grid_edges};
use reference::{
    brute_graph_distances_within, korf100, smallest_grid_path, solvable_by_inversions,
};
use reference::{neighbours, Board};
use std::collections::HashMap;

/// Boards in a sample input: every cell character, nine at a time, after `skip` leading words
/// (counts). Sample inputs are well formed, so nothing more is needed.
fn boards(input: &str, skip: usize) -> Vec<Board> {
    let rest: Vec<&str> = input.split_whitespace().skip(skip).collect();
    let cells: Vec<u8> = rest
        .concat()
        .bytes()
        .map(|c| match c {
            b'x' | b'X' => 0,
            _ => c - b'0',
        })
        .collect();
    assert_eq!(cells.len() % 9, 0, "{input:?}");
    cells.chunks(9).map(|c| c.try_into().unwrap()).collect()
}

/// The whole numbers of a sample input, whatever separates them (LeetCode's `[[1,2,3],...]` too).
fn numbers(input: &str) -> Vec<usize> {
    input.split(|c: char| !c.is_ascii_digit()).filter_map(|w| w.parse().ok()).collect()
}

/// A graph puzzle's answer as the judges print it: the least moves, or -1.
fn graph_answer(edges: &[(usize, usize)], sliding: bool, start: &[u8], goal: &[u8]) -> String {
    let d = brute_graph_distances(edges, sliding, goal).get(start).map_or(-1, |&d| d as i64);
    format!("{d}\n")
}

struct Reference {
    tables: HashMap<Board, HashMap<Board, u8>>,
    /// Fifteen-puzzle boards at most 16 moves from the goal, with their distances.
    near: HashMap<Vec<u8>, usize>,
    /// Korf's 100 with their published lengths.
    korf: Vec<(Vec<u8>, usize)>,
    /// By rows and columns, the arrangements that reach the goal (grids of up to 9 cells).
    reachable: HashMap<(usize, usize), HashMap<Vec<u8>, usize>>,
}

impl Reference {
    fn new() -> Self {
        let goal: Vec<u8> = (1..16).chain([0]).collect();
        let near = brute_graph_distances_within(&grid_edges(4, 4), true, &goal, 16);
        Reference { tables: HashMap::new(), near, korf: korf100(), reachable: HashMap::new() }
    }

    /// A fifteen-puzzle board's least moves: by brute force, or Korf's published length.
    fn fifteen_distance(&self, grid: &[usize]) -> usize {
        let board: Vec<u8> = grid.iter().map(|&t| t as u8).collect();
        let korf = self.korf.iter().find(|(b, _)| *b == board).map(|&(_, length)| length);
        self.near.get(&board).copied().or(korf).expect("a sample board of known distance")
    }

    /// A shortest solution (smallest in L R U D order) of a board near the goal.
    fn fifteen_path(&self, grid: &[usize]) -> String {
        let board: Vec<u8> = grid.iter().map(|&t| t as u8).collect();
        smallest_grid_path(&self.near, 4, &board, b"LRUD").expect("a sample board near the goal")
    }

    /// Whether a grid reaches the goal: by brute force up to 9 cells, else the parity rule.
    fn reaches(&mut self, rows: usize, cols: usize, grid: &[usize]) -> bool {
        if rows * cols > 9 {
            return solvable_by_inversions(grid, cols);
        }
        let all = self.reachable.entry((rows, cols)).or_insert_with(|| {
            let goal: Vec<u8> = (1..(rows * cols) as u8).chain([0]).collect();
            brute_graph_distances(&grid_edges(cols, rows), true, &goal)
        });
        all.contains_key(&grid.iter().map(|&t| t as u8).collect::<Vec<u8>>())
    }

    fn distance(&mut self, start: &Board, goal: &Board) -> Option<u8> {
        self.tables.entry(*goal).or_insert_with(|| brute_distances(goal)).get(start).copied()
    }

    /// What the problem `name` should print for `input`.
    fn expected(&mut self, name: &str, input: &str) -> String {
        const POJ: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
        const WIKIOI: Board = [1, 2, 3, 8, 0, 4, 7, 6, 5];
        let path = |b: &Board, goal: &Board, order: &[u8]| brute_smallest_path(b, goal, order);
        match name {
            "poj1077" => boards(input, 0)
                .iter()
                .map(|b| path(b, &POJ, b"udlr").unwrap_or_else(|| "unsolvable".into()) + "\n")
                .collect(),
            "wikioi1225" => {
                let b = boards(input, 0)[0];
                format!("{}\n", self.distance(&b, &WIKIOI).map_or(-1, i32::from))
            }
            "textbook" => {
                let b = boards(input, 0);
                match self.distance(&b[0], &b[1]) {
                    Some(d) => format!("{d}\n"),
                    None => "Impossible\n".into(),
                }
            }
            "acwing845" => {
                let b = boards(input, 0)[0];
                format!("{}\n", self.distance(&b, &POJ).map_or(-1, i32::from))
            }
            "hdu3567" => boards(input, 1)
                .chunks(2)
                .enumerate()
                .map(|(k, pair)| {
                    let p = path(&pair[0], &pair[1], b"dlru").unwrap();
                    format!("Case {}: {}\n{p}\n", k + 1, p.len())
                })
                .collect(),
            "uva652" => {
                let answers: Vec<String> = boards(input, 1)
                    .iter()
                    .map(|b| path(b, &POJ, b"udlr").unwrap_or_else(|| "unsolvable".into()) + "\n")
                    .collect();
                answers.join("\n")
            }
            "lightoj1139" => boards(input, 1)
                .iter()
                .enumerate()
                .map(|(k, b)| match self.distance(b, &POJ) {
                    Some(d) => format!("Case {}: {d}\n", k + 1),
                    None => format!("Case {}: impossible\n", k + 1),
                })
                .collect(),
            "textbook_path" => {
                let b = boards(input, 0);
                let grid = |g: &Board| -> String {
                    g.chunks(3)
                        .map(|row| row.iter().map(|t| format!("{t} ")).collect::<String>() + "\n")
                        .collect()
                };
                let mut out = format!("Start:\n{}Goal:\n{}\n", grid(&b[0]), grid(&b[1]));
                match path(&b[0], &b[1], b"udlr") {
                    None => out += "There is no way to achieve our goal!\n",
                    Some(p) => {
                        out += &format!(
                            "The smallest number of steps is {}. And we can go as follows!\n",
                            p.len()
                        );
                        let mut at = b[0];
                        for (k, letter) in p.bytes().enumerate() {
                            at = neighbours(&at, &[letter])[0].1;
                            out += &format!("Step {}\n{}", k + 1, grid(&at));
                        }
                    }
                }
                out
            }
            "abc224d" => {
                let n = numbers(input);
                let m = n[0];
                let edges: Vec<_> = (0..m).map(|k| (n[1 + 2 * k] - 1, n[2 + 2 * k] - 1)).collect();
                let mut start = vec![0u8; 9];
                for (piece, &vertex) in n[1 + 2 * m..].iter().enumerate() {
                    start[vertex - 1] = piece as u8 + 1;
                }
                graph_answer(&edges, true, &start, &[1, 2, 3, 4, 5, 6, 7, 8, 0])
            }
            "cses1670" => {
                let start: Vec<u8> = numbers(input).iter().map(|&n| n as u8 - 1).collect();
                graph_answer(&grid_edges(3, 3), false, &start, &[0, 1, 2, 3, 4, 5, 6, 7, 8])
            }
            "aoj_alds1_13_c" => format!("{}\n", self.fifteen_distance(&numbers(input))),
            "uva10181" => numbers(input)[1..]
                .chunks(16)
                .map(|grid| match solvable_by_inversions(grid, 4) {
                    false => "This puzzle is not solvable.\n".to_string(),
                    true => self.fifteen_path(grid) + "\n",
                })
                .collect(),
            "poj2893" => {
                let (numbers, mut at, mut out) = (numbers(input), 0, String::new());
                while (numbers[at], numbers[at + 1]) != (0, 0) {
                    let (rows, cols) = (numbers[at], numbers[at + 1]);
                    let grid = &numbers[at + 2..at + 2 + rows * cols];
                    out += if self.reaches(rows, cols, grid) { "YES\n" } else { "NO\n" };
                    at += 2 + rows * cols;
                }
                out
            }
            "leetcode773" => {
                let start: Vec<u8> = numbers(input).iter().map(|&n| n as u8).collect();
                graph_answer(&grid_edges(3, 2), true, &start, &[1, 2, 3, 4, 5, 0])
            }
            _ => panic!("tests/samples.rs has no reference for {name}: add one"),
        }
    }
}

#[test]
fn every_expected_output_matches_the_brute_force() {
    let mut reference = Reference::new();
    let mut checked = 0;
    let root = concat!(env!("CARGO_MANIFEST_DIR"), "/samples");
    for folder in std::fs::read_dir(root).unwrap() {
        let folder = folder.unwrap().path();
        let name = folder.file_name().unwrap().to_str().unwrap().to_string();
        for file in std::fs::read_dir(&folder).unwrap() {
            let input = file.unwrap().path();
            if input.extension().map_or(true, |e| e != "in") {
                continue;
            }
            let text = std::fs::read_to_string(&input).unwrap();
            let expected = std::fs::read_to_string(input.with_extension("out")).unwrap();
            assert_eq!(expected, reference.expected(&name, &text), "{}", input.display());
            checked += 1;
        }
    }
    assert!(checked >= 108, "only {checked} samples");
}
