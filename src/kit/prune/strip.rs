// Stripping: every comment and every line left without code, by the same tokens.

use super::items::{Parsed, CUT_LINE};
use super::tokens::{line_of, tokenize, Kind};

/// `source` without comments and blank lines (see the header); code lines as they were.
pub fn strip(source: &str) -> Result<String, String> {
    let parsed = Parsed::new(source)?;
    let (mut out, mut line) = (String::with_capacity(source.len()), String::new());
    let (mut has_code, mut skip_indent) = (false, false);
    let tokens = &parsed.tokens;
    for (i, token) in tokens.iter().enumerate() {
        let text = &source[token.start..token.end];
        match token.kind {
            Kind::Space => {
                let mut pieces = text.split('\n');
                let first = pieces.next().unwrap_or("");
                if !skip_indent {
                    line.push_str(first);
                }
                skip_indent = false;
                for piece in pieces {
                    if has_code {
                        out.push_str(line.trim_end_matches([' ', '\t']));
                        out.push('\n');
                    }
                    line.clear();
                    line.push_str(piece);
                    has_code = false;
                }
            }
            Kind::LineComment if text.starts_with(CUT_LINE) && !has_code => {
                line.push_str(text);
                has_code = true;
            }
            Kind::LineComment | Kind::BlockComment => {
                let next_is_space = tokens.get(i + 1).map_or(true, |t| t.kind == Kind::Space);
                if !has_code {
                    // At the line's start: the comment's indentation serves the code after it.
                    skip_indent = true;
                } else if next_is_space {
                    // `code // note` or `a /* x */ b`: no space left dangling or doubled.
                    line.truncate(line.trim_end_matches([' ', '\t']).len());
                }
            }
            _ => {
                line.push_str(text);
                has_code = true;
            }
        }
    }
    if has_code {
        out.push_str(line.trim_end_matches([' ', '\t']));
        out.push('\n');
    }
    Ok(out)
}

/// Whether `a` and `b` hold the same code: the same tokens, comments and whitespace aside (the
/// strip form against the pruned form it was made from). Else the first line of each where
/// they part.
pub fn same_code(a: &str, b: &str) -> Result<(), String> {
    let code = |text: &str| -> Result<Vec<(usize, String)>, String> {
        let tokens = tokenize(text)?;
        let kept = tokens
            .into_iter()
            .filter(|t| !matches!(t.kind, Kind::Space | Kind::LineComment | Kind::BlockComment));
        Ok(kept.map(|t| (line_of(text, t.start), text[t.start..t.end].to_string())).collect())
    };
    let (a, b) = (code(a)?, code(b)?);
    let parted = a.iter().zip(&b).position(|(x, y)| x.1 != y.1).unwrap_or(a.len().min(b.len()));
    if parted == a.len() && parted == b.len() {
        return Ok(());
    }
    let at = |side: &[(usize, String)]| match side.get(parted) {
        Some((line, token)) => format!("line {line} ({token:?})"),
        None => "its end".to_string(),
    };
    Err(format!("the code differs: the first file at {}, the second at {}", at(&a), at(&b)))
}
