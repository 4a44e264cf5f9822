// Luogu P10454 奇数码问题 (AcWing 108): see problems/luogu10454.md.
include!("../io.rs");
include!("../grid.rs");

fn solve(input: &[u8]) -> Result<String, String> {
    let mut scanner = Scanner::new(input)?;
    if scanner.at_end() {
        return Err(scanner.error("the input holds no case"));
    }
    let mut out = String::new();
    while !scanner.at_end() {
        let at = scanner.pos;
        let n = scanner.number("n (the side of the boards)", 1, 499)?;
        if n % 2 == 0 {
            scanner.pos = at; // the error points at n
            return Err(scanner.error(&format!("n must be odd, found {n}")));
        }
        let start = scanner.grid(n, n)?;
        let goal = scanner.grid(n, n)?;
        // One board reaches the other exactly when the other reaches it: a move undoes itself.
        out += if reachable(&start, &goal, n) { "TAK\n" } else { "NIE\n" };
    }
    Ok(out)
}

fn main() {
    run(solve)
}
