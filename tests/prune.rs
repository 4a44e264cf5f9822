// The pruner, src/kit/prune/ (the library's, which the prune tool runs): every binary's bundle, pruned,
// is smaller and compiles without `pub` under `-D warnings` (no dead item), and so does it
// stripped; a few pruned bundles answer every sample exactly as their full bundle does; and the
// item finder and the stripper on tricky text. Needs rustc on PATH, as the tool does.

use kit::prune;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::Mutex;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// The binaries: the names of src/bin/*.rs, sorted.
fn binaries() -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(root().join("src/bin"))
        .expect("src/bin")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(str::to_string)
        })
        .collect();
    names.sort();
    names
}

/// A binary's whole bundle, as `scripts/bundle` makes it: each line that is only
/// `include!("path");` replaced by the file it names (recursively, paths from the including
/// file's folder), LF line ends. Whole: a function-style binary's part after its
/// `// bundle: cut here` line (the judge's stand-in) stays, for prune must see it.
fn bundle(name: &str) -> String {
    fn inline(path: &Path, depth: usize, out: &mut String) {
        assert!(depth < 8, "includes nest too deep at {}", path.display());
        let text =
            std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
        for line in text.lines() {
            let trimmed = line.trim();
            match trimmed.strip_prefix("include!(\"").and_then(|rest| rest.strip_suffix("\");")) {
                Some(target) => inline(&path.parent().unwrap().join(target), depth + 1, out),
                None => {
                    out.push_str(line.trim_end_matches('\r'));
                    out.push('\n');
                }
            }
        }
    }
    let mut out = String::new();
    inline(&root().join("src/bin").join(format!("{name}.rs")), 0, &mut out);
    out
}

/// A scratch folder of this test run.
fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("prune").join(name);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Compiles `source` (saved as DIR/FILE.rs) with rustc and `args`, to DIR/FILE; rustc's
/// message if it fails.
fn rustc(source: &str, dir: &Path, file: &str, args: &[&str]) -> Result<PathBuf, String> {
    let (path, program) = (dir.join(format!("{file}.rs")), dir.join(file));
    std::fs::write(&path, source).unwrap();
    let output = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
        .args(args)
        .args(["--crate-type", "bin", "--crate-name", "bundle", "-o"])
        .arg(&program)
        .arg(&path)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    if output.status.success() {
        Ok(program)
    } else {
        Err(String::from_utf8_lossy(&output.stderr).into_owned())
    }
}

/// The proof that `source` has no dead item or field: its `prune::proof` copy (no `pub`)
/// compiles with `-D warnings`, rustc's message if not. Metadata only: the lints run, no code
/// is generated.
fn proof_fails(source: &str, dir: &Path, file: &str) -> Option<String> {
    let copy = prune::proof(source).unwrap_or_else(|e| panic!("{file}: {e}"));
    let args = ["--edition", "2021", "-D", "warnings", "--emit=metadata"];
    rustc(&copy, dir, file, &args).err()
}

fn assert_no_dead_item(source: &str, dir: &Path, file: &str) {
    if let Some(message) = proof_fails(source, dir, file) {
        panic!("{file} without `pub` does not compile with -D warnings:\n{message}");
    }
}

/// Runs `work` on each item, two threads at a time (the compiles dominate).
fn in_parallel<T: Sync>(items: &[T], work: impl Fn(&T) + Sync) {
    let next = Mutex::new(0);
    std::thread::scope(|scope| {
        for _ in 0..2 {
            scope.spawn(|| loop {
                let i = {
                    let mut next = next.lock().unwrap_or_else(|e| e.into_inner());
                    *next += 1;
                    *next - 1
                };
                match items.get(i) {
                    Some(item) => work(item),
                    None => break,
                }
            });
        }
    });
}

/// The four bundles of the next test (big cuts, a function-style bundle, the eight-puzzle core):
/// scripts/bundle --check prunes every bundle and proves it so (the proof copy, the strip
/// form's tokens), which this test would repeat for all 32.
const SAMPLED: [&str; 4] = ["wikioi1225", "aoj_alds1_13_c", "leetcode773", "poj2893"];

#[test]
fn sampled_bundles_pruned_and_stripped_are_smaller_and_have_no_dead_item() {
    let dir = scratch("proofs");
    let names: Vec<String> =
        binaries().into_iter().filter(|n| SAMPLED.contains(&n.as_str())).collect();
    assert_eq!(names.len(), SAMPLED.len(), "src/bin holds {SAMPLED:?}");
    in_parallel(&names, |name| {
        let full = bundle(name);
        let pruned = prune::prune(&full).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            pruned.len() < full.len(),
            "{name}: pruned {} bytes, full {}",
            pruned.len(),
            full.len()
        );
        assert_no_dead_item(&pruned, &dir, &format!("{name}_pruned"));
        let stripped = prune::strip(&pruned).unwrap();
        assert!(stripped.len() < pruned.len(), "{name}: stripping saved nothing");
        assert_eq!(prune::strip(&stripped).unwrap(), stripped, "{name}: strip is not idempotent");
        assert!(!stripped.lines().any(|l| l.trim().is_empty()), "{name}: a blank line is left");
        // The same code to the token as the pruned form, whose proof holds for both (the bundle
        // check compares them so too, rather than compiling the strip form again).
        prune::same_code(&pruned, &stripped).unwrap_or_else(|e| panic!("{name}: stripped: {e}"));
        // Pruning again finds nothing more.
        assert_eq!(prune::prune(&pruned).unwrap(), pruned, "{name}: a second pruning differs");
    });
}

/// Binaries whose pruned bundle, built alone with `rustc -O`, is run on every sample against the
/// binary cargo built from the same source (the splice and the cut, both proved here): big cuts
/// (poj2893, aoj_alds1_13_c), a function-style bundle (leetcode773), and the eight-puzzle core
/// (wikioi1225). The stripped forms hold the pruned forms' code to the token (above).
#[test]
fn pruned_bundles_answer_every_sample_as_the_binary_does() {
    let dir = scratch("samples");
    let programs = Mutex::new(Vec::new());
    in_parallel(&SAMPLED, |name| {
        let pruned = prune::prune(&bundle(name)).unwrap_or_else(|e| panic!("{name}: {e}"));
        let file = format!("{name}_pruned");
        let args = ["--edition", "2021", "-O"];
        let program = rustc(&pruned, &dir, &file, &args).unwrap_or_else(|e| panic!("{file}: {e}"));
        programs.lock().unwrap().push((name.to_string(), program));
    });
    // The binaries cargo built for these tests, beside one of them.
    let built = Path::new(env!("CARGO_BIN_EXE_wikioi1225")).parent().unwrap();
    let run = |program: &Path, input: &Path| {
        let output = Command::new(program)
            .stdin(Stdio::from(std::fs::File::open(input).unwrap()))
            .output()
            .unwrap_or_else(|e| panic!("{}: {e}", program.display()));
        (output.status.code(), output.stdout, output.stderr)
    };
    for (name, program) in programs.into_inner().unwrap() {
        let binary = built.join(&name);
        let mut inputs: Vec<PathBuf> = std::fs::read_dir(root().join("samples").join(&name))
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().map_or(false, |e| e == "in"))
            .collect();
        inputs.sort();
        assert!(!inputs.is_empty(), "{name} has no samples");
        for input in &inputs {
            assert!(
                run(&program, input) == run(&binary, input),
                "{name}: the pruned bundle answers {} otherwise than the binary",
                input.display()
            );
        }
    }
}

/// `--same-code` tells a strip form from one whose code changed, and names the line.
#[test]
fn same_code_ignores_comments_and_layout_and_names_where_code_parts() {
    let pruned =
        "// a note\nfn main() {\n    /* here */ let x = 1; // one\n\n    println!(\"{x}\");\n}\n";
    let stripped = prune::strip(pruned).unwrap();
    assert_eq!(prune::same_code(pruned, &stripped), Ok(()));
    assert_eq!(prune::same_code(pruned, "fn main() { let x = 1; println!(\"{x}\"); }"), Ok(()));
    let changed = stripped.replace("1", "2");
    let told = prune::same_code(pruned, &changed).unwrap_err();
    assert!(told.contains("line 3 (\"1\")") && told.contains("line 2 (\"2\")"), "{told}");
    let shorter = "fn main() {\n    let x = 1;\n    println!(\"{x}\");\n";
    let told = prune::same_code(pruned, shorter).unwrap_err();
    assert!(told.contains("the second at its end"), "{told}");
    // A string's text is code: a comment marker inside one is not a comment.
    assert!(prune::same_code(
        "fn f() -> &'static str { \"//\" }",
        "fn f() -> &'static str { \"\" }"
    )
    .is_err());
}

/// A small program with every kind of dead part, pruned: what goes, what stays, what is kept.
#[test]
fn prune_removes_what_is_dead_and_what_goes_with_it() {
    let program = r#"// A program with dead parts.

/// Called by `main`.
pub fn used() -> u8 {
    Live::default().get() + ORDER.len() as u8
}

/// Dead: nothing calls it.
pub fn dead_caller() -> u8 {
    only_dead() // its callee dies with it
}

pub fn only_dead() -> u8 {
    2
}

/// A brace in a string.
pub const ORDER: &str = "{"; // not a block

pub const GONE: [u8; 2] = [b'}', b'{']; // dead

/// A trait with a method no one calls.
pub trait Shape {
    fn sides(&self) -> u8;
    /// Never called: goes from the trait and from its impls.
    fn corners(&self) -> u8;
}

/// Never built: goes with its impls.
#[derive(Clone)]
pub struct Gone(pub u8);

impl Gone {
    pub fn new() -> Self {
        Gone(0)
    }
}

impl Shape for Gone {
    fn sides(&self) -> u8 {
        3
    }
    fn corners(&self) -> u8 {
        3
    }
}

#[derive(Default)]
pub struct Live {
    pub value: u8,
    pub unread: u8, // written, never read: goes, with its value in `main`
}

impl Live {
    pub fn get(&self) -> u8 {
        self.value
    }

    pub fn unused(&self) -> u8 {
        self.value + 1
    }
}

impl Live {
    /// Only dead methods here: the block goes.
    pub fn also_unused() {}
}

impl Shape for Live {
    fn sides(&self) -> u8 {
        4
    }
    fn corners(&self) -> u8 {
        4
    }
}

fn main() {
    let live = Live { value: 1, unread: 2 };
    println!("{} {}", used(), live.sides());
}
"#;
    let expected = r#"// A program with dead parts.

/// Called by `main`.
pub fn used() -> u8 {
    Live::default().get() + ORDER.len() as u8
}

/// A brace in a string.
pub const ORDER: &str = "{"; // not a block

/// A trait with a method no one calls.
pub trait Shape {
    fn sides(&self) -> u8;
}

#[derive(Default)]
pub struct Live {
    pub value: u8,
}

impl Live {
    pub fn get(&self) -> u8 {
        self.value
    }
}

impl Shape for Live {
    fn sides(&self) -> u8 {
        4
    }
}

fn main() {
    let live = Live { value: 1 };
    println!("{} {}", used(), live.sides());
}
"#;
    let pruned = prune::prune_report(program).unwrap();
    assert_eq!(pruned.text, expected);
    let mut removed = pruned.removed.clone();
    removed.sort();
    let names = [
        "const GONE",
        "field Live.unread",
        "fn also_unused",
        "fn corners",
        "fn dead_caller",
        "fn new",
        "fn only_dead",
        "fn unused",
        "struct Gone",
    ];
    assert_eq!(removed, names);
    assert!(pruned.kept.is_empty());
    assert!(!prune::proof(&pruned.text).unwrap().contains("pub"));
    assert_no_dead_item(&pruned.text, &scratch("small"), "small");
}

/// Issue 22, item 11: a field only written, never read, was allowed by the proof, so bundles
/// carried one (`Scanner::boards`, `Found::expanded`). The proof now allows nothing.
#[test]
fn the_proof_fails_on_a_field_never_read_and_on_a_dead_variant() {
    let dir = scratch("proof");
    let field = "pub struct Counted {\n    pub value: u8,\n    pub written: u8,\n}\n\n\
                 fn main() {\n    let c = Counted { value: 1, written: 2 };\n    \
                 println!(\"{}\", c.value);\n}\n";
    let message = proof_fails(field, &dir, "field").expect("the proof passed a field never read");
    assert!(message.contains("field `written` is never read"), "{message}");
    let variant = "pub enum Two {\n    Used,\n    Never,\n}\n\n\
                   fn main() {\n    if let Two::Used = Two::Used {\n        println!(\"used\");\n    }\n}\n";
    let message = proof_fails(variant, &dir, "variant").expect("the proof passed a dead variant");
    assert!(message.contains("variant `Never` is never constructed"), "{message}");
    // And the same with the fields read: no complaint.
    let read = field.replace("c.value);", "c.value + c.written);");
    assert_eq!(proof_fails(&read, &dir, "read"), None);
}

#[test]
fn a_removal_that_breaks_the_build_is_undone() {
    // Impls are matched to a dead type by name, so the dead outer `Twin` takes the live inner
    // `Twin`'s impl along: the build breaks, so the outer `Twin` is kept, and said so.
    let program =
        "pub struct Twin;\n\nfn live() -> u8 {\n    struct Twin;\n    impl Twin {\n        \
                   fn get(&self) -> u8 {\n            1\n        }\n    }\n    Twin.get()\n}\n\n\
                   fn main() {\n    live();\n}\n";
    let pruned = prune::prune_report(program).unwrap();
    assert_eq!(pruned.text, program);
    let kept: Vec<&str> = pruned.kept.iter().map(|(item, _)| item.as_str()).collect();
    assert_eq!(kept, ["struct Twin"]);
}

/// Issue 22, item 11: bundles carried fields written but never read (`Scanner::boards`,
/// `Found::expanded`, `KnightSearch::expanded`). A dead field goes with its values in the
/// struct's literals, a `let` that only fed one, and a counter updated in place that only fed
/// one; the result proves clean with -D warnings and prints what the original printed.
#[test]
fn a_field_only_written_goes_with_its_values_and_what_fed_them() {
    let program = r#"/// What a search found.
pub struct Outcome {
    pub moves: u32,
    /// Written, never read: goes, with its values.
    pub expanded: u64,
    pub note: &'static str, // never read either
}

/// A walk, and its count of steps.
struct Walk {
    depth: u32,
    /// Counted in place, read only to fill `Outcome::expanded`: goes once that is cut.
    visited: u64,
}

impl Walk {
    fn step(&mut self) -> u32 {
        self.visited += 1;
        self.depth += 1;
        self.depth
    }
}

#[derive(Clone, Default)]
pub struct Pair {
    pub left: u8,
    pub right: u8,
}

pub fn search() -> Outcome {
    let mut walk = Walk { depth: 0, visited: 0 };
    let moves = walk.step();
    // What the walk counted: a value that fed `expanded` alone.
    let seen = walk.visited * 2;
    Outcome { moves, expanded: seen, note: "found" }
}

fn main() {
    let pair = Pair { left: 1, right: 2 }.clone();
    println!("{} {} {}", search().moves, pair.left, Pair::default().left);
}
"#;
    let expected = r#"/// What a search found.
pub struct Outcome {
    pub moves: u32,
}

/// A walk, and its count of steps.
struct Walk {
    depth: u32,
}

impl Walk {
    fn step(&mut self) -> u32 {
        self.depth += 1;
        self.depth
    }
}

#[derive(Clone, Default)]
pub struct Pair {
    pub left: u8,
}

pub fn search() -> Outcome {
    let mut walk = Walk { depth: 0 };
    let moves = walk.step();
    Outcome { moves }
}

fn main() {
    let pair = Pair { left: 1 }.clone();
    println!("{} {} {}", search().moves, pair.left, Pair::default().left);
}
"#;
    let pruned = prune::prune_report(program).unwrap();
    assert_eq!(pruned.text, expected);
    let mut removed = pruned.removed.clone();
    removed.sort();
    let names =
        ["field Outcome.expanded", "field Outcome.note", "field Pair.right", "field Walk.visited"];
    assert_eq!(removed, [&names[..], &["let seen"]].concat());
    assert!(pruned.kept.is_empty(), "{:?}", pruned.kept);
    let dir = scratch("fields");
    // Before, the proof fails on the program (the fields); after, it passes.
    let message = proof_fails(program, &dir, "before").expect("the proof passed dead fields");
    assert!(message.contains("fields `expanded` and `note` are never read"), "{message}");
    assert_no_dead_item(&pruned.text, &dir, "after");
    let args = ["--edition", "2021", "-D", "warnings"];
    let outputs: Vec<Vec<u8>> = [("original", program), ("pruned", expected)]
        .iter()
        .map(|(file, source)| {
            let binary = rustc(source, &dir, file, &args).unwrap_or_else(|e| panic!("{file}: {e}"));
            Command::new(binary).output().unwrap().stdout
        })
        .collect();
    assert_eq!(outputs[0], b"1 1 0\n");
    assert_eq!(outputs[1], outputs[0]);
}

/// A dead field whose cut could change what the program does stays, said so, and fails the
/// proof (so `scripts/bundle --check` names it): a value given it that may have an effect, a
/// struct deriving `Debug` (rustc's dead-code analysis ignores it; `{:?}` prints every field).
/// A dead variant stays too (cutting one means editing matches).
#[test]
fn a_dead_field_whose_cut_could_change_what_runs_stays_and_fails_the_proof() {
    let program = r#"#[derive(Clone, Debug)]
pub struct Shown {
    pub key: u8,
}

pub struct Effect {
    pub shown: u8,
    pub counted: usize,
}

pub enum Two {
    Used,
    Never,
}

fn count() -> usize {
    println!("counted");
    1
}

fn main() {
    let effect = Effect { shown: 3, counted: count() };
    if let Two::Used = Two::Used {
        println!("{} {:?}", effect.shown, Shown { key: 1 });
    }
}
"#;
    let pruned = prune::prune_report(program).unwrap();
    assert_eq!(pruned.text, program);
    assert!(pruned.removed.is_empty(), "{:?}", pruned.removed);
    let kept: Vec<String> =
        pruned.kept.iter().map(|(item, why)| format!("{item}: {why}")).collect();
    assert_eq!(
        kept,
        [
            "field `key` is never read (line 3): `Shown` derives Debug, which reads every field",
            "field `counted` is never read (line 8): its value on line 22 may have an effect",
            "variant `Never` is never constructed (line 13): prune cuts no variant and no tuple's \
             field (a core must not carry one)",
        ]
    );
    let message = proof_fails(&pruned.text, &scratch("kept"), "kept").expect("the proof passed");
    assert!(message.contains("field `counted` is never read"), "{message}");
}

#[test]
fn prune_refuses_a_file_that_does_not_compile() {
    let error = prune::prune("fn main() {\n    let x: u8 = \"text\";\n}\n").unwrap_err();
    assert!(error.starts_with("the file does not compile: line 2: "), "{error}");
    let error = prune::prune("fn main() {\n    let s = \"never closed;\n}\n").unwrap_err();
    assert_eq!(error, "line 2: a string never closes");
}

/// The text `prune` would remove for the item named `name` (its first `fn name`, `struct name`
/// ... in `source`).
fn extent(source: &str, name: &str) -> String {
    let at = ["fn ", "struct ", "const ", "static ", "type ", "trait ", "enum "]
        .iter()
        .find_map(|keyword| source.find(&format!("{keyword}{name}")).map(|i| i + keyword.len()))
        .unwrap_or_else(|| panic!("no item {name}"));
    let range = prune::item_extent(source, at).unwrap();
    source[range].to_string()
}

#[test]
fn an_item_runs_from_its_doc_comments_to_its_matching_brace() {
    // Braces and quotes inside strings, chars, raw strings, comments; lifetimes and labels.
    let gone = r####"/// Doc of gone.
#[inline]
#[cfg(any(unix, windows))]
#[doc = "]"]
pub(crate) fn gone<'a>(s: &'a str) -> &'a str {
    let _c = '{';
    let _q = '\'';
    let _s = "}\"}"; // }
    /* } /* nested } */ } */
    let _r = r#"{"}"#;
    let _b = b'}';
    'outer: loop {
        break 'outer;
    }
    s
} // gone's last line
"####;
    let source = format!("fn keep() {{}}\n\n{gone}\nfn after() {{}}\n");
    assert_eq!(extent(&source, "gone"), gone);
    assert_eq!(extent(&source, "after"), "fn after() {}\n");
}

#[test]
fn an_item_ends_at_its_semicolon_when_it_has_no_body() {
    let source = "static TABLE: [u8; 4] = {\n    let t = [0; 4];\n    t\n};\n\n\
                  /// A unit.\n#[derive(Clone, Copy)]\npub struct Unit;\n\
                  pub struct Pair(pub u8, [u16; 2]);\n\
                  pub const A: u8 = 1; // about A\n\
                  type Alias = [u8; 9];\n\
                  struct One; struct Two;\n";
    assert_eq!(
        extent(source, "TABLE"),
        "static TABLE: [u8; 4] = {\n    let t = [0; 4];\n    t\n};\n"
    );
    assert_eq!(extent(source, "Unit"), "/// A unit.\n#[derive(Clone, Copy)]\npub struct Unit;\n");
    assert_eq!(extent(source, "Pair"), "pub struct Pair(pub u8, [u16; 2]);\n");
    assert_eq!(extent(source, "A"), "pub const A: u8 = 1; // about A\n");
    assert_eq!(extent(source, "Alias"), "type Alias = [u8; 9];\n");
    // Two items on one line: just the item, no whole line.
    assert_eq!(extent(source, "One"), "struct One;");
    assert_eq!(extent(source, "Two"), "struct Two;");
}

#[test]
fn an_item_takes_the_comment_lines_right_above_it_but_not_a_section_heading() {
    let source = "// 1. Section ==========\n\n// Helper of gone: a plain comment right above.\n\
                  pub const fn gone<F>(f: F) -> [u8; 2]\nwhere\n    F: Fn(u8) -> [u8; 2],\n{\n    f(1)\n}\n\
                  const B: u8 = 2; // about B\nfn after() {}\n";
    assert_eq!(
        extent(source, "gone"),
        "// Helper of gone: a plain comment right above.\npub const fn gone<F>(f: F) -> [u8; 2]\n\
         where\n    F: Fn(u8) -> [u8; 2],\n{\n    f(1)\n}\n"
    );
    // A comment that ends the line before is that line's, not the item's.
    assert_eq!(extent(source, "after"), "fn after() {}\n");
}

#[test]
fn nested_items_keep_their_indentation() {
    let source = "fn outer() {\n    struct Inner;\n    impl Inner {\n        /// Doc.\n        \
                  fn method(&self) -> u8 {\n            b'}'\n        }\n    }\n}\n\
                  trait Tr {\n    fn required(&self);\n    const C: u8;\n}\n";
    assert_eq!(extent(source, "Inner"), "    struct Inner;\n");
    assert_eq!(
        extent(source, "method"),
        "        /// Doc.\n        fn method(&self) -> u8 {\n            b'}'\n        }\n"
    );
    assert_eq!(extent(source, "required"), "    fn required(&self);\n");
    assert_eq!(extent(source, "C"), "    const C: u8;\n");
    // A field's name is not an item's.
    let fields = "struct S {\n    field: u8,\n}\n";
    assert!(prune::item_extent(fields, fields.find("field").unwrap()).is_err());
}

#[test]
fn strip_drops_comments_and_blank_lines_never_strings() {
    let source = "// header\n\n//! inner doc\n/// doc\nfn main() {\n    \
                  let s = \"// not a comment /* */\"; // gone\n    let c = '\"'; /* gone */\n    \
                  let r = r#\"a\n\n  // kept\"#;\n\n    /* gone */ let x = /* gone */ 1;\n    \
                  let y = x /* gone */+ 1;\n}\n// bundle: cut here. What follows is the judge's.\n\
                  // gone\nstruct Solution;\n";
    let expected = "fn main() {\n    let s = \"// not a comment /* */\";\n    let c = '\"';\n    \
                    let r = r#\"a\n\n  // kept\"#;\n    let x = 1;\n    let y = x + 1;\n}\n\
                    // bundle: cut here. What follows is the judge's.\nstruct Solution;\n";
    assert_eq!(prune::strip(source).unwrap(), expected);
}

#[test]
fn the_command_line() {
    let args = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
    assert!(prune::cli(&args(&["--help"])).unwrap().0.starts_with("usage: prune"));
    assert!(prune::cli(&args(&[])).unwrap_err().starts_with("usage: prune"));
    assert!(prune::cli(&args(&["--fast", "x.rs"])).unwrap_err().starts_with("unknown"));
    assert!(prune::cli(&args(&["--strip", "--proof", "x.rs"])).unwrap_err().starts_with("unknown"));
    assert!(prune::cli(&args(&["a.rs", "b.rs"])).unwrap_err().starts_with("one FILE only"));
    let missing = prune::cli(&args(&["/nonexistent/x.rs"])).unwrap_err();
    assert!(missing.starts_with("cannot read /nonexistent/x.rs: "), "{missing}");
    let file = scratch("cli").join("input.rs");
    std::fs::write(&file, "/// Doc.\nfn main() {}\n\nfn dead() {}\n").unwrap();
    let path = file.to_str().unwrap();
    let (text, notes) = prune::cli(&args(&["--verbose", path])).unwrap();
    assert_eq!(
        (text.as_str(), notes),
        ("/// Doc.\nfn main() {}\n", vec!["removed fn dead".to_string()])
    );
    let (text, _) = prune::cli(&args(&["--strip", path])).unwrap();
    assert_eq!(text, "fn main() {}\nfn dead() {}\n");
}
