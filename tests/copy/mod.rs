// A copy of the kit, changed by a test and built apart: tests/notation.rs changes a binary's
// letters in one, tests/family.rs adds a puzzle family to one. Each copy has a folder of its
// own under the tests' scratch space, and its build a target of its own there (kept between
// runs, so that a second run builds only what changed).
use std::path::{Path, PathBuf};
use std::process::Command;

/// The kit's tree without its build and its history, copied under `to`.
pub fn copy_tree(from: &Path, to: &Path) {
    std::fs::create_dir_all(to).unwrap();
    for entry in std::fs::read_dir(from).unwrap() {
        let entry = entry.unwrap();
        let name = entry.file_name();
        if name == "target" || name == ".git" {
            continue;
        }
        let (source, copy) = (entry.path(), to.join(&name));
        if entry.file_type().unwrap().is_dir() {
            copy_tree(&source, &copy);
        } else {
            std::fs::copy(&source, &copy).unwrap();
        }
    }
}

/// A fresh copy of the kit named `name`, and its target folder: (copy, target).
pub fn fresh_copy(name: &str) -> (PathBuf, PathBuf) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scratch = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let (copy, target) = (scratch.join("kit"), scratch.join("target"));
    let _ = std::fs::remove_dir_all(&copy); // the copy anew; its target kept, to build less
    copy_tree(root, &copy);
    (copy, target)
}

/// The copy's manifest made to build `binaries` alone (a test target would have cargo build
/// all of them): its manifest, not its code, says so.
pub fn only_binaries(copy: &Path, binaries: &[&str]) {
    let manifest = copy.join("Cargo.toml");
    let toml = std::fs::read_to_string(&manifest).unwrap();
    assert_eq!(toml.matches("[package]\n").count(), 1, "Cargo.toml has its [package]");
    let mut toml = toml.replace("[package]\n", "[package]\nautobins = false\n");
    for name in binaries {
        toml += &format!("[[bin]]\nname = \"{name}\"\npath = \"src/bin/{name}.rs\"\n");
    }
    std::fs::write(&manifest, toml).unwrap();
}

/// Cargo in the copy, its target apart, the registry's sample checks limited to `samples_of`.
pub fn cargo(copy: &Path, target: &Path, samples_of: &str, args: &[&str]) {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .args(args)
        .current_dir(copy)
        .env("CARGO_TARGET_DIR", target)
        // The copy is built to see what it prints, not how fast it runs: unoptimised, it builds
        // in a fraction of the time (its runs are a few samples of the problems it changed).
        .env("CARGO_PROFILE_RELEASE_OPT_LEVEL", "0")
        // Of the registry's samples, those of the problem the copy changed.
        .env("KIT_SAMPLES_OF", samples_of)
        .status()
        .unwrap();
    assert!(status.success(), "cargo {args:?} failed in the copy");
}
