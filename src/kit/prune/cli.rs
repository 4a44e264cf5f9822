// The command line: the mode, the file, and the notes for stderr.

use super::pruning::{proof, prune_report};
use super::strip::{same_code, strip};
use std::io::Read;

pub const USAGE: &str = "usage: prune [--verbose] FILE | prune --strip FILE | prune --proof FILE \
                     | prune --same-code FILE FILE (FILE - reads standard input)";

/// The command line (without the program's name): the text for stdout and notes for stderr.
pub fn cli(args: &[String]) -> Result<(String, Vec<String>), String> {
    let (mut mode, mut verbose, mut file) = ("prune", false, None);
    if let [option, a, b] = args {
        if option == "--same-code" {
            let read = |f: &String| {
                std::fs::read_to_string(f).map_err(|e| format!("cannot read {f}: {e}"))
            };
            same_code(&read(a)?, &read(b)?)?;
            return Ok((String::new(), Vec::new()));
        }
    }
    for arg in args {
        match arg.as_str() {
            "-h" | "--help" => return Ok((format!("{USAGE}\n"), Vec::new())),
            "--strip" | "--proof" if mode == "prune" => mode = &arg[2..],
            "--verbose" | "-v" => verbose = true,
            option if option.starts_with('-') && option != "-" => {
                return Err(format!("unknown or repeated option {option}; {USAGE}"))
            }
            name if file.is_none() => file = Some(name),
            _ => return Err(format!("one FILE only; {USAGE}")),
        }
    }
    let file = file.ok_or_else(|| USAGE.to_string())?;
    let mut source = String::new();
    let read = if file == "-" {
        std::io::stdin().read_to_string(&mut source).map(|_| ())
    } else {
        std::fs::read_to_string(file).map(|text| source = text)
    };
    read.map_err(|e| format!("cannot read {file}: {e}"))?;
    match mode {
        "strip" => Ok((strip(&source)?, Vec::new())),
        "proof" => Ok((proof(&source)?, Vec::new())),
        _ => {
            let pruned = prune_report(&source)?;
            let mut notes = Vec::new();
            if verbose {
                notes.extend(pruned.removed.iter().map(|item| format!("removed {item}")));
            }
            // Always said: a kept item makes the proof fail, and this says why. A note, not an
            // error: the file made is whole and compiles.
            let kept = |(item, why): &(String, String)| format!("note: kept {item}: {why}");
            notes.extend(pruned.kept.iter().map(kept));
            Ok((pruned.text, notes))
        }
    }
}
