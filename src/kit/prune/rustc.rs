// rustc and its JSON diagnostics

use super::items::Parsed;
use super::json::Json;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

pub struct Span {
    pub start: usize,
    pub primary: bool,
}

pub struct Diagnostic {
    pub level: String,
    pub code: String,
    pub message: String,
    pub spans: Vec<Span>,
    /// The line of the first primary span (0 if none).
    pub line: usize,
}

impl Diagnostic {
    /// A dead item (or field): "function `f` is never used", "unused macro definition" ...
    pub fn is_dead(&self) -> bool {
        self.level == "warning" && matches!(self.code.as_str(), "dead_code" | "unused_macros")
    }
}

/// What rustc said of a copy without `pub`, and where each byte of the copy came from.
pub struct Checked {
    pub diagnostics: Vec<Diagnostic>,
    pub map: Vec<usize>,
}

impl Checked {
    pub fn first_error(&self) -> Option<String> {
        let error = self.diagnostics.iter().find(|d| d.level == "error")?;
        Some(format!("line {}: {}", error.line, error.message))
    }

    /// Warnings of lints `prune` does not act on (it acts on dead code and unused variables).
    pub fn others(&self) -> usize {
        let acted_on =
            |code: &str| matches!(code, "dead_code" | "unused_macros" | "unused_variables");
        let other =
            |d: &&Diagnostic| d.level == "warning" && !d.code.is_empty() && !acted_on(&d.code);
        self.diagnostics.iter().filter(other).count()
    }

    /// Whether this check of a text with something removed shows the removal sound: no error,
    /// and no warning of another kind that the text `before` it did not have.
    pub fn sound_after(&self, before: &Checked) -> bool {
        self.first_error().is_none() && self.others() <= before.others()
    }
}

pub fn compile_without_pub(text: &str) -> Result<Checked, String> {
    let (copy, map) = Parsed::new(text)?.without_pub();
    let mut checked = compile(&copy)?;
    checked.map = map;
    Ok(checked)
}

/// Compiles `source` as a binary, metadata only, and returns rustc's diagnostics.
pub fn compile(source: &str) -> Result<Checked, String> {
    static RUNS: AtomicUsize = AtomicUsize::new(0);
    let run = RUNS.fetch_add(1, Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("prune-{}-{run}", std::process::id()));
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot make {}: {e}", dir.display()))?;
    let file = dir.join("bundle.rs");
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let output = std::fs::write(&file, source)
        .map_err(|e| format!("cannot write {}: {e}", file.display()))
        .and_then(|_| {
            Command::new(&rustc)
                .args(["--edition", "2021", "--crate-type", "bin", "--crate-name", "bundle"])
                .args(["--emit=metadata", "-W", "dead_code", "-W", "unused", "--error-format=json"])
                .arg("-o")
                .arg(dir.join("bundle.rmeta"))
                .arg(&file)
                .output()
                .map_err(|e| format!("cannot run {rustc}: {e}"))
        });
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&output?.stderr).into_owned();
    let mut diagnostics = Vec::new();
    for line in stderr.lines().filter(|l| l.starts_with('{')) {
        let json = Json::parse(line)?;
        // (rustc before 1.64 or so writes diagnostics without a "$message_type".)
        if !matches!(json.get("$message_type").as_str(), None | Some("diagnostic")) {
            continue;
        }
        let spans: Vec<Span> = json
            .get("spans")
            .items()
            .iter()
            .filter_map(|s| {
                Some(Span {
                    start: s.get("byte_start").as_usize()?,
                    primary: s.get("is_primary") == &Json::Bool(true),
                })
            })
            .collect();
        let line =
            json.get("spans").items().iter().find(|s| s.get("is_primary") == &Json::Bool(true));
        diagnostics.push(Diagnostic {
            level: json.get("level").as_str().unwrap_or("").into(),
            code: json.get("code").get("code").as_str().unwrap_or("").into(),
            message: json.get("message").as_str().unwrap_or("").into(),
            spans,
            line: line.and_then(|s| s.get("line_start").as_usize()).unwrap_or(0),
        });
    }
    if diagnostics.is_empty() && !stderr.trim().is_empty() {
        // Not rustc's JSON: it did not run as asked (a missing file, an unknown option).
        return Err(format!("{rustc} says: {}", stderr.lines().next().unwrap_or("")));
    }
    Ok(Checked { diagnostics, map: Vec::new() })
}
