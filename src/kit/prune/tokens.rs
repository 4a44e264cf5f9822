// Tokens: just enough of Rust's lexer to know code from comments, strings and chars

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Kind {
    Space,
    LineComment,
    BlockComment,
    /// An identifier, a keyword or a number.
    Word,
    /// A string, byte string, raw string, char or byte.
    Literal,
    Lifetime,
    /// One character: `{`, `;`, `#` ... (`::` is two).
    Punct,
}

#[derive(Clone, Copy, Debug)]
pub struct Token {
    pub kind: Kind,
    pub start: usize,
    pub end: usize,
}

/// Keywords that are never an item's name.
pub const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while",
];

pub fn tokenize(text: &str) -> Result<Vec<Token>, String> {
    let b = text.as_bytes();
    let word_byte = |c: u8| c == b'_' || c.is_ascii_alphanumeric() || c >= 0x80;
    let unclosed =
        |at: usize, what: &str| format!("line {}: {what} never closes", line_of(text, at));
    let mut tokens = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let (start, c) = (i, b[i]);
        let next = b.get(i + 1).copied();
        let kind = if c.is_ascii_whitespace() {
            while i < b.len() && b[i].is_ascii_whitespace() {
                i += 1;
            }
            Kind::Space
        } else if c == b'/' && next == Some(b'/') {
            i = b[i..].iter().position(|&c| c == b'\n').map_or(b.len(), |n| i + n);
            Kind::LineComment
        } else if c == b'/' && next == Some(b'*') {
            i = block_comment_end(b, i).ok_or_else(|| unclosed(start, "a /* comment"))?;
            Kind::BlockComment
        } else if let Some(end) = raw_string_end(b, i) {
            i = end.ok_or_else(|| unclosed(start, "a raw string"))?;
            Kind::Literal
        } else if c == b'"' || matches!(c, b'b' | b'c') && next == Some(b'"') {
            let quote = if c == b'"' { i } else { i + 1 };
            i = string_end(b, quote).ok_or_else(|| unclosed(start, "a string"))?;
            Kind::Literal
        } else if c == b'b' && next == Some(b'\'') {
            i = char_end(b, i + 1).ok_or_else(|| unclosed(start, "a byte literal"))?;
            Kind::Literal
        } else if word_byte(c) {
            while i < b.len() && word_byte(b[i]) {
                i += 1;
            }
            Kind::Word
        } else if c == b'\'' {
            // 'x' and '\n' are chars; 'a (a lifetime or a label) has no closing quote.
            match char_end(b, i) {
                Some(end) => {
                    i = end;
                    Kind::Literal
                }
                None => {
                    i += 1;
                    while i < b.len() && word_byte(b[i]) {
                        i += 1;
                    }
                    Kind::Lifetime
                }
            }
        } else {
            i += utf8_len(c);
            Kind::Punct
        };
        tokens.push(Token { kind, start, end: i.min(b.len()) });
    }
    Ok(tokens)
}

pub fn utf8_len(first: u8) -> usize {
    match first {
        0xf0.. => 4,
        0xe0.. => 3,
        0xc0.. => 2,
        _ => 1,
    }
}

/// The end of the block comment at `i` (they nest).
pub fn block_comment_end(b: &[u8], mut i: usize) -> Option<usize> {
    let mut depth = 0;
    while i + 1 < b.len() {
        if b[i] == b'/' && b[i + 1] == b'*' {
            depth += 1;
            i += 2;
        } else if b[i] == b'*' && b[i + 1] == b'/' {
            depth -= 1;
            i += 2;
            if depth == 0 {
                return Some(i);
            }
        } else {
            i += 1;
        }
    }
    None
}

/// The end of the string whose opening quote is at `i` (escapes skipped).
pub fn string_end(b: &[u8], mut i: usize) -> Option<usize> {
    i += 1;
    while i < b.len() {
        match b[i] {
            b'\\' => i += 2,
            b'"' => return Some(i + 1),
            _ => i += 1,
        }
    }
    None
}

/// At r"...", r#"..."#, br"..." or cr"...": `Some` of its end (`None` inside if it never closes).
pub fn raw_string_end(b: &[u8], i: usize) -> Option<Option<usize>> {
    let r = match b[i] {
        b'r' => i,
        b'b' | b'c' if b.get(i + 1) == Some(&b'r') => i + 1,
        _ => return None,
    };
    let hashes = b[r + 1..].iter().take_while(|&&c| c == b'#').count();
    if b.get(r + 1 + hashes) != Some(&b'"') {
        return None; // an identifier such as `r` or `br`
    }
    let body = r + 2 + hashes;
    let closing = |j: &usize| {
        b[*j] == b'"' && b[j + 1..].iter().take(hashes).filter(|&&c| c == b'#').count() == hashes
    };
    Some((body..b.len()).find(closing).map(|j| j + 1 + hashes))
}

/// The end of the char literal whose quote is at `i`, or `None` if it is a lifetime.
pub fn char_end(b: &[u8], i: usize) -> Option<usize> {
    let first = *b.get(i + 1)?;
    if first == b'\\' {
        // '\n', '\'', '\u{1F600}': to the next quote after the escaped character.
        let rest = b.get(i + 3..)?;
        return rest.iter().take(10).position(|&c| c == b'\'').map(|n| i + 3 + n + 1);
    }
    if first == b'\'' || first == b'\n' {
        return None;
    }
    let after = i + 1 + utf8_len(first);
    (b.get(after) == Some(&b'\'')).then_some(after + 1)
}

pub fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())].iter().filter(|&&c| c == b'\n').count() + 1
}
