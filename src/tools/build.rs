// Registers the variants once: every file of src/variants/ not named `internal_*.rs` (those are
// pieces the variants share) is a variant, and its header's line `// Smallest in the tie order:
// yes.` or `no.` says whether its path is the smallest shortest path in the tie order. This
// writes `variants!(NAME: BOOL, ...)`, sorted by name, to OUT_DIR/variants.rs, which
// tests/variants.rs and src/tools/bench.rs include after defining their own `variants!`;
// scripts/bundle reads the same files and lines. A variant without the line fails the build.
use std::fmt::Write;

const MARKER: &str = "// Smallest in the tie order: ";

fn smallest_in_tie_order(name: &str, text: &str) -> bool {
    let mut answers = text.lines().filter_map(|line| line.strip_prefix(MARKER));
    match (answers.next(), answers.next()) {
        (Some("yes."), None) => true,
        (Some("no."), None) => false,
        _ => panic!("src/variants/{name}.rs needs one header line `{MARKER}yes.` or `no.`"),
    }
}

fn main() {
    println!("cargo:rerun-if-changed=src/tools/build.rs");
    println!("cargo:rerun-if-changed=src/variants");
    let mut variants = Vec::new();
    for entry in std::fs::read_dir("src/variants").expect("src/variants is readable") {
        let path = entry.expect("src/variants is readable").path();
        let file = path.file_name().and_then(|n| n.to_str()).unwrap_or_default().to_string();
        let name = match file.strip_suffix(".rs") {
            Some(name) if !name.starts_with("internal_") => name,
            _ => continue,
        };
        let text = std::fs::read_to_string(&path).expect("a variant's file is readable");
        variants.push((name.to_string(), smallest_in_tie_order(name, &text)));
    }
    variants.sort();
    let mut list = String::from("variants!(\n");
    for (name, smallest) in &variants {
        writeln!(list, "    {name}: {smallest},").unwrap();
    }
    list.push_str(");\n");
    let out = std::path::Path::new(&std::env::var("OUT_DIR").expect("cargo sets OUT_DIR"))
        .join("variants.rs");
    std::fs::write(out, list).expect("OUT_DIR is writable");
}
