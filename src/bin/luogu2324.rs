// Luogu P2324 [SCOI2005] 骑士精神 (BZOJ 1085): see problems/luogu2324.md.
include!("../io.rs");
include!("../grid.rs");
include!("../knights.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    let count = scanner.number("T (the number of boards)", 0, 100_000)?;
    let mut boards = Vec::with_capacity(count);
    for _ in 0..count {
        boards.push(scanner.knight_board(b'*')?);
    }
    scanner.finish()?;
    let answer = |board| knight_search(board, 15).moves.map_or(-1, i64::from);
    Ok(boards.iter().map(|board| format!("{}\n", answer(board))).collect())
}

fn main() {
    run(solve)
}
