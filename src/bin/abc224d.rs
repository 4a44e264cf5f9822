// AtCoder ABC 224 D "8 Puzzle on Graph": see problems/abc224d.md.
include!("../io.rs");
include!("../graph.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let m = scanner.number("M (the number of edges)", 0, 36)?;
    // The numbers after M are counted first: with a wrong M, pieces would be read as edges. A
    // wrong count is placed at the first number too many, or at the end.
    let (after_m, want, mut left, mut surplus) = (scanner.pos, 2 * m + 8, 0, None);
    while !scanner.at_end() {
        if left == want {
            surplus = Some(scanner.pos);
        }
        scanner.pos += scanner.word().len();
        left += 1;
    }
    if left != want {
        scanner.pos = surplus.unwrap_or(scanner.pos);
        let why = format!("M = {m} asks for {m} edges and 8 pieces, {want} numbers; {left} follow");
        return Err(scanner.error(&why));
    }
    scanner.pos = after_m;
    let mut edges: Vec<(usize, usize)> = Vec::with_capacity(m);
    for k in 1..=m {
        let what = format!("a vertex of edge {k}");
        let edge = (scanner.number(&what, 1, 9)? - 1, scanner.number(&what, 1, 9)? - 1);
        if edge.0 == edge.1 {
            return Err(scanner.error(&format!("edge {k} joins vertex {} to itself", edge.0 + 1)));
        }
        if let Some(j) = edges.iter().position(|&e| e == edge || e == (edge.1, edge.0)) {
            return Err(scanner.error(&format!("edge {k} repeats edge {}", j + 1)));
        }
        edges.push(edge);
    }
    // Piece i stands on vertex p_i; the vertex no piece names holds the blank.
    let mut tokens = [0u8; 9];
    for (piece, vertex) in scanner.distinct("vertex", 8, 1, 9)?.into_iter().enumerate() {
        tokens[vertex - 1] = piece as u8 + 1;
    }
    let goal = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let moves = Puzzle::new(9, &edges, true).least_moves(&tokens, &goal);
    Ok(format!("{}\n", moves.map_or(-1, |d| d as i64)))
}

fn main() {
    run(solve)
}
