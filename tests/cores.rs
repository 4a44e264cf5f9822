// Every core of src/ in one crate, with warnings denied: the cores share no name, so a binary
// may include any of them together (and a module wrapper is never needed to keep two apart).
// The cores are found by listing src/, so a new core is held to it without being named here;
// what each one answers is asked by its own test file.
use std::path::{Path, PathBuf};
use std::process::Command;

/// Every core: each `.rs` file at the top of src/, io.rs (which the others build on) first.
fn cores(src: &Path) -> Vec<PathBuf> {
    let mut cores: Vec<PathBuf> = std::fs::read_dir(src)
        .unwrap()
        .map(|entry| entry.unwrap().path())
        .filter(|path| path.extension().map_or(false, |e| e == "rs"))
        .collect();
    cores.sort_by_key(|path| (!path.ends_with("io.rs"), path.clone()));
    cores
}

#[test]
fn every_core_compiles_beside_the_others_with_warnings_denied() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let cores = cores(&src);
    assert!(cores.len() >= 10 && cores[0].ends_with("io.rs"), "src/ holds the cores: {cores:?}");
    let scratch = std::env::temp_dir().join(format!("kit-cores-{}", std::process::id()));
    std::fs::create_dir_all(&scratch).unwrap();
    let crate_file = scratch.join("all_cores.rs");
    let text: String = cores.iter().map(|core| format!("include!({:?});\n", core)).collect();
    std::fs::write(&crate_file, text).unwrap();
    for edition in ["2015", "2021"] {
        let out = Command::new(std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into()))
            .args([
                "--edition",
                edition,
                "--crate-type",
                "lib",
                "--emit=metadata",
                "-D",
                "warnings",
            ])
            .arg("--out-dir")
            .arg(&scratch)
            .arg(&crate_file)
            .output()
            .expect("rustc runs");
        assert!(
            out.status.success(),
            "the cores together, edition {edition}:\n{}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    std::fs::remove_dir_all(&scratch).unwrap();
}
