// HDU 3567 "Eight II": see problems/hdu3567.md.
include!("../io.rs");
include!("../core.rs");
type Method = Solver; // or a variant: see README

fn solve(input: &[u8]) -> Result<String, String> {
    let mut method = Method::default();
    let mut out = String::new();
    for (k, pair) in Scanner::counted(input, 2)?.chunks(2).enumerate() {
        let path = method.path(&pair[0], &pair[1], &DLRU);
        let path = path.ok_or_else(|| format!("case {}: the goal cannot be reached", k + 1))?;
        out += &format!("Case {}: {}\n{path}\n", k + 1, path.len());
    }
    Ok(out)
}

fn main() {
    run(solve)
}
