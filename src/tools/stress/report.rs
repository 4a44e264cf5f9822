// What the stress tool prints of a failure, and what it saves: a run's output shown safely,
// the case written as a sample, and commands a user can paste from any folder.
use kit::judge::run::Run;
use kit::say;
use kit::voice::fail;
use std::time::Duration;

/// A word as a shell reads it back: quoted unless it is plain.
pub fn shell(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "_@%+=:,./-".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', r"'\''"))
    }
}

pub fn shell_line(words: &[String]) -> String {
    words.iter().map(|w| shell(w)).collect::<Vec<_>>().join(" ")
}

/// A path as it reads from any folder: relative ones joined to where stress was started.
pub fn from_anywhere(path: &str) -> String {
    let mut relative = path;
    while let Some(rest) = relative.strip_prefix("./") {
        relative = rest.trim_start_matches('/');
    }
    match std::env::current_dir() {
        Ok(here) if !path.starts_with('/') => here.join(relative).display().to_string(),
        _ => path.to_string(),
    }
}

/// COMMAND as it runs from any folder: a program named by a relative path, and each later word
/// naming a file or folder here, made absolute (a word such as `python3` is left to PATH).
pub fn command_from_anywhere(command: &[String]) -> String {
    let word = |(k, word): (usize, &String)| {
        let is_path = if k == 0 { word.contains('/') } else { std::path::Path::new(word).exists() };
        match is_path && !word.starts_with('-') {
            true => from_anywhere(word),
            false => word.clone(),
        }
    };
    shell_line(&command.iter().enumerate().map(word).collect::<Vec<_>>())
}

/// A kit script by its real path (`scripts/stress`, `scripts/samples`), so that a printed
/// command runs from any folder; this program is target/release/examples/stress in the kit.
pub fn kit_script(name: &str) -> String {
    let exe = std::env::current_exe().and_then(|exe| exe.canonicalize());
    let root = exe.ok().and_then(|exe| exe.ancestors().nth(4).map(|root| root.to_path_buf()));
    match root.map(|root| root.join("scripts").join(name)).filter(|script| script.exists()) {
        Some(script) => shell(&script.display().to_string()),
        None => format!("scripts/{name}"),
    }
}

/// What a run printed, for a report: at most 40 lines, and 200 characters of each; control
/// characters escaped (a program's garbage cannot move the terminal's cursor).
pub fn show(label: &str, text: &str) {
    say!("--- {label}");
    if text.is_empty() {
        say!("(no output)");
    }
    let lines: Vec<&str> = text.lines().collect();
    for line in lines.iter().take(40) {
        let visible = |part: &str| {
            let escape = |c: char| {
                if c.is_control() && c != '\t' {
                    c.escape_default().to_string()
                } else {
                    c.to_string()
                }
            };
            part.chars().map(escape).collect::<String>()
        };
        match line.char_indices().nth(200) {
            Some((end, _)) => {
                say!("{}... ({} characters in all)", visible(&line[..end]), line.chars().count())
            }
            None => say!("{}", visible(line)),
        }
    }
    if lines.len() > 40 {
        say!("... ({} lines in all)", lines.len());
    }
}

/// Writes the case as DIR/NAME/sample-N.in and .out, N one past the highest there, and says
/// where; a case already saved there (the same input and answer) is not written again.
pub fn save(dir: &str, name: &str, input: &str, expected: &str) -> String {
    let folder = std::path::Path::new(&from_anywhere(dir)).join(name);
    std::fs::create_dir_all(&folder)
        .unwrap_or_else(|e| fail(&format!("cannot make {}: {e}", folder.display())));
    let taken: Vec<usize> = std::fs::read_dir(&folder)
        .into_iter()
        .flatten()
        .flatten()
        .filter_map(|entry| {
            let file = entry.file_name().into_string().ok()?;
            file.strip_prefix("sample-")?.strip_suffix(".in")?.parse::<usize>().ok()
        })
        .collect();
    let path = |n: usize, ext: &str| folder.join(format!("sample-{n}.{ext}"));
    let holds = |n: usize, ext: &str, text: &str| {
        std::fs::read(path(n, ext)).map_or(false, |bytes| bytes == text.as_bytes())
    };
    if let Some(&n) = taken.iter().find(|&&n| holds(n, "in", input) && holds(n, "out", expected)) {
        return format!("already saved as {} (the same case)", path(n, "in").display());
    }
    let n = taken.iter().max().unwrap_or(&0) + 1;
    for (file, text) in [(path(n, "in"), input), (path(n, "out"), expected)] {
        std::fs::write(&file, text)
            .unwrap_or_else(|e| fail(&format!("cannot write {}: {e}", file.display())));
    }
    format!("saved as {}", path(n, "in").display())
}

pub fn median(mut times: Vec<Duration>) -> Duration {
    times.sort();
    times[times.len() / 2]
}

/// The report on one failing run.
pub fn report(input: &str, expected: &str, ran: &Run, why: &str) {
    show("input", input);
    show("expected", expected);
    show("actual", &ran.stdout);
    if !ran.stderr.is_empty() {
        show("stderr", &ran.stderr);
    }
    say!("--- why: {why}");
}
