// Tokens on a graph of at most nine places (src/graph.rs): AtCoder's graph, CSES's swaps,
// LeetCode's 2 x 3 board.
use super::judges::{ATCODER, CSES, LEETCODE};
use super::problem::{Edges, Kind, Problem};
use super::puzzle::{swaps_walk, Kit, Labels, Notation, Walk};
use super::text::{grid_edges, random_graph, sample_numbers, FAR_GRAPH};

/// AtCoder ABC 224 D's input: its edges (0-based) and the piece on each vertex (0: none).
fn abc224d_case(input: &str) -> (Edges, Vec<u8>) {
    let n = sample_numbers(input);
    let m = n[0];
    let edges: Edges = (0..m).map(|k| (n[1 + 2 * k] - 1, n[2 + 2 * k] - 1)).collect();
    let mut start = vec![0u8; 9];
    for (piece, &vertex) in n[1 + 2 * m..].iter().enumerate() {
        start[vertex - 1] = piece as u8 + 1;
    }
    (edges, start)
}

/// Pieces 1 to 8 in order, the last place empty.
const GOAL9: [u8; 9] = [1, 2, 3, 4, 5, 6, 7, 8, 0];

problems! {
    abc224d {
        judges: &[(ATCODER, "ABC 224 D")],
        check: None,
        kind: Kind::Tokens {
            cells: 9,
            sliding: true,
            graph: |level, rng| match level {
                3 => [grid_edges(3, 3), FAR_GRAPH.to_vec()][rng.below(2)].clone(),
                0..=2 => random_graph(8 + rng.below(9), rng),
                _ => random_graph(rng.below(37), rng),
            },
            goal: &GOAL9,
            render: |edges, tokens| {
                let listed: String =
                    edges.iter().map(|(a, b)| format!("{} {}\n", a + 1, b + 1)).collect();
                let place = |piece| tokens.iter().position(|&t| t == piece).unwrap_or(0) + 1;
                let pieces: Vec<String> = (1..9).map(|piece| place(piece).to_string()).collect();
                format!("{}\n{listed}{}\n", edges.len(), pieces.join(" "))
            },
        },
        any_whitespace: true,
        memory: &[(ATCODER, 1024)], // AtCoder ABC 224 D: 1024 MB
        answer: |input, oracle| {
            let (edges, start) = abc224d_case(input);
            let d = oracle.graph_distance(&edges, true, &start, &GOAL9);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
        walk: |input| {
            let (edges, start) = abc224d_case(input);
            let tokens = |b: &[u8]| b.iter().map(|&t| t as usize).collect();
            Ok(Walk {
                edges,
                graph: true,
                place: "vertex",
                notation: Notation::Pairs,
                labels: Labels::Numbers { plus: 0, blank: ".".into() },
                ..Walk::grid(9, tokens(&start), tokens(&GOAL9), Kit::Graph)
            })
        },
    }
    cses1670 {
        judges: &[(CSES, "1670")],
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
        memory: &[(CSES, 512)], // CSES 1670: 512 MB
        answer: |input, oracle| {
            let start: Vec<u8> = sample_numbers(input).iter().map(|&n| n as u8 - 1).collect();
            let goal = [0, 1, 2, 3, 4, 5, 6, 7, 8];
            let d = oracle.graph_distance(&grid_edges(3, 3), false, &start, &goal);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
        walk: |input| Ok(swaps_walk(sample_numbers(input).iter().map(|&n| n - 1).collect(), None)),
    }
    leetcode773 {
        judges: &[(LEETCODE, "773")],
        check: None,
        kind: Kind::Tokens {
            cells: 6,
            sliding: true,
            graph: |_, _| grid_edges(3, 2),
            goal: &[1, 2, 3, 4, 5, 0],
            render: |_, t| format!("[[{},{},{}],[{},{},{}]]\n", t[0], t[1], t[2], t[3], t[4], t[5]),
        },
        any_whitespace: false,
        memory: &[], // not recorded
        answer: |input, oracle| {
            let start: Vec<u8> = sample_numbers(input).iter().map(|&n| n as u8).collect();
            let d = oracle.graph_distance(&grid_edges(3, 2), true, &start, &[1, 2, 3, 4, 5, 0]);
            format!("{}\n", d.map_or(-1, |d| d as i64))
        },
        walk: |input| Ok(Walk::grid(3, sample_numbers(input), vec![1, 2, 3, 4, 5, 0], Kit::Graph)),
    }
}
