// prune: cuts a bundle down to what its program reaches, or strips it (scripts/bundle runs it).
// The work is the library's (src/kit/prune/, whose top comment says how); this is its command
// line's output. On failure: one line `error: ...` on stderr, exit status 1.
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = kit::prune::cli(&args).and_then(|(text, notes)| {
        for note in notes {
            eprintln!("prune: {note}");
        }
        let mut out = std::io::stdout().lock();
        out.write_all(text.as_bytes())
            .and_then(|_| out.flush())
            .map_err(|e| format!("cannot write the output: {e}"))
    });
    if let Err(message) = result {
        eprintln!("error: {message}");
        std::process::exit(1);
    }
}
