// Every sample's expected output, derived again from the tests' own brute force: the .out files
// were written by an independent program, and this keeps them honest.
mod reference;
use reference::{brute_distances, brute_smallest_path, Board};
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

struct Reference {
    tables: HashMap<Board, HashMap<Board, u8>>,
}

impl Reference {
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
            _ => panic!("tests/samples.rs has no reference for {name}: add one"),
        }
    }
}

#[test]
fn every_expected_output_matches_the_brute_force() {
    let mut reference = Reference { tables: HashMap::new() };
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
    assert!(checked >= 24, "only {checked} samples");
}
