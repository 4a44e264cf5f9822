// prune: cuts a bundle (one self-contained Rust file, as scripts/bundle makes it) down to what
// its program reaches, and strips it to a compact form for tight source limits. Standard
// library only; it needs rustc on PATH (or in $RUSTC). Deterministic: same input, same output.
//
//   prune [--verbose] FILE  FILE without the items its program never reaches, to stdout
//   prune --strip FILE      FILE without comments and blank lines (prune first, then strip:
//                           `prune FILE | prune --strip -`)
//   prune --proof FILE      the copy of FILE that proves it has no dead item or field: every
//                           `pub` removed; compile it with `rustc -D warnings` (see `proof`)
// FILE `-` is standard input. On failure: one line `error: ...` on stderr, exit status 1.
//
// Why it is needed. The cores a bundle is made of mark every item `pub`: in a binary, a `pub`
// item counts as used, so a core's items that one binary never calls raise no warning. The same
// `pub` hides them from the compiler's dead-code analysis, so every bundle carries whole cores.
//
// How it prunes (`prune`): the compiler already knows what is dead; ask it.
// 1. Copy the text with every `pub` removed (`pub`, `pub(crate)`: the keyword, not the letters
//    inside a string or a comment). Compile the copy with rustc, metadata only (a third of a
//    second: no code is generated), `-W dead_code` and JSON diagnostics. Each "function `f` is
//    never used", "struct `S` is never constructed", "methods `a` and `b` are never used",
//    "unused macro definition" gives the byte where a dead item's name stands in the copy, so
//    in the original.
// 2. Find the whole item around that name, in the ORIGINAL text (its `pub` kept), by tokens:
//    a string, a char such as '{' and a comment are single tokens, so their braces and quotes
//    never count. Backwards: qualifiers (`const`, `unsafe`, `pub(crate)` ...), attributes
//    `#[...]`, doc comments, and plain comment lines directly above it. Forwards: to the `}`
//    that matches its body's `{`, or to its `;` (a const, static, type alias, unit struct),
//    with a comment that ends its last line. A dead type takes its `impl` blocks along; a dead
//    trait method takes its definitions in the trait's impls; an inherent `impl` left empty
//    goes too. Where two blank lines would meet, one goes, so the text stays as rustfmt leaves it.
// 3. Compile the result again: removing an item can leave others dead (a helper only it called).
//    Repeat until rustc reports no dead item. A removal that breaks the build, or brings a
//    warning of another kind, is undone and that item kept (and named on stderr): impls are
//    matched to a dead type by name, so a live type of the same name in an inner scope would
//    lose its impl. Nothing in the kit does that.
// Dead fields go too (issue 22: a core's struct carries what some binaries read, such as the
// Scanner's count of boards, and the others only write). A field that rustc says is "never
// read" goes with its value in every literal of its struct (`S { .., field: value }`, and
// `Self { .. }` in its impls); a `let` whose value only fed it, once rustc calls the variable
// unused; and a counter that only fed it, which rustc cannot call dead since it counts
// `self.n += 1` as a read: a field only ever updated that way, in its struct's impls, with no
// other `.n` in the file. We cut rather than change the cores so that one core serves every
// binary, each bundle carrying only the fields its program reads. A cut never changes what
// runs: every value cut must be free of effects by its tokens (`pure`: no call but a
// constructor's, no method, macro, index or block), and a struct that derives a trait reading
// its fields keeps them (rustc ignores a derived `Debug`, yet `{:?}` prints them). What is not
// cut (such a field, an enum variant, a tuple's field: removing one would mean editing the code
// that matches it) is named on stderr and fails the proof: the core must change. Comments
// outside removed items stay, even ones that name a removed item or field.
//
// A function-style bundle (LeetCode: the judge supplies `struct Solution` and `main`) must be
// pruned WHOLE, with the stand-in after its `// bundle: cut here` line present, for only that
// `main` keeps the solution's method alive; the caller cuts the result at that line afterwards.
// `strip` keeps the cut line (alone among comments), so it can cut after stripping too.
//
// How it strips (`strip`): by the same tokens, every comment goes (`//`, `///`, `/* */`; never
// text inside a string or a char), then every line left without code. Code lines keep their
// text and indentation: what rustfmt left stays, save where a comment had forced a layout.

use std::collections::BTreeSet;
use std::io::{Read, Write};
use std::ops::Range;
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};

const USAGE: &str = "usage: prune [--verbose] FILE | prune --strip FILE | prune --proof FILE \
                     (FILE - reads standard input)";

#[allow(dead_code)] // unused where tests/prune.rs includes this file as a module (it calls `cli`)
fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = cli(&args).and_then(|(text, notes)| {
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

/// The command line (without the program's name): the text for stdout and notes for stderr.
pub fn cli(args: &[String]) -> Result<(String, Vec<String>), String> {
    let (mut mode, mut verbose, mut file) = ("prune", false, None);
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
            // Always said: a kept item makes the proof fail, and this says why.
            notes.extend(pruned.kept.iter().map(|(item, why)| format!("kept {item}: {why}")));
            Ok((pruned.text, notes))
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Pruning

/// `source` without the items its program never reaches (see the header). `source` must be a
/// whole program that compiles (a `main`; for a function-style bundle, the judge's stand-in too).
pub fn prune(source: &str) -> Result<String, String> {
    prune_report(source).map(|pruned| pruned.text)
}

/// What `prune_report` did: the text, the items removed (`kind name`, `field Type.name`,
/// `let name`) and those rustc calls dead but kept, each with why.
pub struct Pruned {
    pub text: String,
    pub removed: Vec<String>,
    pub kept: Vec<(String, String)>,
}

/// `prune`, and what it removed and kept.
pub fn prune_report(source: &str) -> Result<Pruned, String> {
    let mut text = source.to_string();
    let mut checked = compile_without_pub(&text)?;
    if let Some(error) = checked.first_error() {
        return Err(format!("the file does not compile: {error}"));
    }
    let (mut removed, mut kept) = (Vec::new(), Vec::new());
    // Items whose removal broke the build, by their text: never tried again.
    let mut refused = BTreeSet::new();
    let broken = "rustc calls it dead, but the file does not compile without it";
    // Each round removes at least one item, so the rounds end; the bound is a guard.
    for _round in 0..1000 {
        let parsed = Parsed::new(&text)?;
        let (groups, uncut) = dead_groups(&parsed, &checked);
        let groups: Vec<Group> = groups
            .into_iter()
            .filter(|group| !refused.contains(&text[group.ranges[0].clone()]))
            .collect();
        if groups.is_empty() {
            kept.extend(uncut);
            return Ok(Pruned { text, removed, kept });
        }
        // All at once, as nearly always works; else each alone, to find the ones that break.
        let all: Vec<Range<usize>> = groups.iter().flat_map(|g| g.ranges.iter().cloned()).collect();
        let candidate = remove_ranges(&text, all)?;
        let trial = compile_without_pub(&candidate)?;
        if trial.sound_after(&checked) {
            removed.extend(groups.iter().map(|g| g.label.clone()));
            (text, checked) = (candidate, trial);
            continue;
        }
        let mut fine = Vec::new();
        for group in &groups {
            let alone = remove_ranges(&text, group.ranges.clone())?;
            if compile_without_pub(&alone)?.sound_after(&checked) {
                fine.push(group);
            } else {
                refused.insert(text[group.ranges[0].clone()].to_string());
                kept.push((group.label.clone(), broken.to_string()));
            }
        }
        // The ones that pass alone, together; if even that fails, the first of them alone.
        let mut accepted = None;
        for take in [fine.len(), 1] {
            if take == 0 || take > fine.len() {
                continue;
            }
            let ranges = fine[..take].iter().flat_map(|g| g.ranges.iter().cloned()).collect();
            let candidate = remove_ranges(&text, ranges)?;
            let trial = compile_without_pub(&candidate)?;
            if trial.sound_after(&checked) {
                accepted = Some((take, candidate, trial));
                break;
            }
        }
        match accepted {
            Some((take, candidate, trial)) => {
                removed.extend(fine[..take].iter().map(|g| g.label.clone()));
                (text, checked) = (candidate, trial);
            }
            None => {
                kept.extend(uncut);
                return Ok(Pruned { text, removed, kept });
            }
        }
    }
    Err("pruning did not settle in 1000 rounds".into())
}

/// One dead item to remove, and what goes with it (its impls; a field's values), as byte
/// ranges of the text.
struct Group {
    label: String,
    ranges: Vec<Range<usize>>,
}

/// The items, fields and variables rustc reports dead in `parsed`'s text, each with what must
/// go with it; and those `prune` does not cut (a variant, a field given a value that may have
/// an effect), each with why.
fn dead_groups(parsed: &Parsed, checked: &Checked) -> (Vec<Group>, Vec<(String, String)>) {
    let (mut groups, mut uncut): (Vec<Group>, _) = (Vec::new(), Vec::new());
    let wanted = |d: &&Diagnostic| d.is_dead() || d.code == "unused_variables";
    for diagnostic in checked.diagnostics.iter().filter(wanted) {
        for span in diagnostic.spans.iter().filter(|s| s.primary) {
            let at = match checked.map.get(span.start) {
                Some(&at) => at,
                None => continue,
            };
            let found = match diagnostic.code.as_str() {
                "unused_variables" => None,
                _ => parsed.item_name_at(at),
            };
            let (keyword, name) = match found {
                Some(item) => item,
                None => {
                    let group = match diagnostic.code.as_str() {
                        "unused_variables" => parsed.let_group(at),
                        _ => parsed.field_group(at),
                    };
                    match group {
                        Ok(group) if !groups.iter().any(|g| g.ranges[0] == group.ranges[0]) => {
                            groups.push(group)
                        }
                        Ok(_) => {}
                        Err(why) => uncut.push((
                            format!("{} (line {})", diagnostic.message, line_of(parsed.text, at)),
                            why,
                        )),
                    }
                    continue;
                }
            };
            let (kind, name) = (parsed.word(keyword), parsed.word(name));
            let mut ranges = vec![parsed.item_range(keyword)];
            // A dead type or trait: its impls go too (not a type alias's: they are its target's).
            if matches!(kind, "struct" | "enum" | "union" | "trait") {
                for block in parsed.impls() {
                    let of_trait = kind == "trait" && block.trait_name.as_deref() == Some(name);
                    if block.self_name == name || of_trait {
                        ranges.push(parsed.item_range(block.keyword));
                    }
                }
            }
            // A dead item of a trait: its definitions in the trait's impls too.
            if let Some(trait_name) = parsed.enclosing_trait(keyword) {
                for block in parsed.impls() {
                    if block.trait_name.as_deref() != Some(trait_name) {
                        continue;
                    }
                    for (member_keyword, member) in parsed.members(&block) {
                        if parsed.word(member_keyword) == kind && parsed.word(member) == name {
                            ranges.push(parsed.item_range(member_keyword));
                        }
                    }
                }
            }
            if !groups.iter().any(|g| g.ranges[0] == ranges[0]) {
                groups.push(Group { label: format!("{kind} {name}"), ranges });
            }
        }
    }
    for group in parsed.write_only_fields() {
        if !groups.iter().any(|g| g.ranges[0] == group.ranges[0]) {
            groups.push(group);
        }
    }
    (groups, uncut)
}

/// `text` without the byte `ranges` (they may overlap), then without inherent impls left empty.
fn remove_ranges(text: &str, ranges: Vec<Range<usize>>) -> Result<String, String> {
    let mut text = cut(text, ranges);
    loop {
        let parsed = Parsed::new(&text)?;
        let empty: Vec<Range<usize>> = parsed
            .impls()
            .iter()
            .filter(|block| block.trait_name.is_none() && block.close == block.open + 1)
            .map(|block| parsed.item_range(block.keyword))
            .collect();
        if empty.is_empty() {
            return Ok(text);
        }
        text = cut(&text, empty);
    }
}

/// `text` without the byte `ranges`; where a removal leaves two blank lines together, or a blank
/// line just inside a `{ }` or at either end of the file, that blank line goes too.
fn cut(text: &str, mut ranges: Vec<Range<usize>>) -> String {
    ranges.sort_by_key(|r| (r.start, std::cmp::Reverse(r.end)));
    let mut merged: Vec<Range<usize>> = Vec::new();
    for range in ranges {
        match merged.last_mut() {
            Some(last) if range.start <= last.end => last.end = last.end.max(range.end),
            _ => merged.push(range),
        }
    }
    let (mut out, mut seams, mut from) = (String::with_capacity(text.len()), Vec::new(), 0);
    for range in merged {
        out.push_str(&text[from..range.start]);
        seams.push(out.len());
        from = range.end;
    }
    out.push_str(&text[from..]);
    let mut lines: Vec<&str> = out.split_inclusive('\n').collect();
    // The seams that fall at a line start, as line numbers, last first (so earlier ones hold).
    let mut starts = Vec::new();
    let mut offset = 0;
    for (number, line) in lines.iter().enumerate() {
        if seams.contains(&offset) {
            starts.push(number);
        }
        offset += line.len();
    }
    if seams.contains(&offset) {
        starts.push(lines.len());
    }
    let blank = |line: &str| line.trim().is_empty();
    for &seam in starts.iter().rev() {
        let before = seam.checked_sub(1).map(|i| lines[i]);
        let after = lines.get(seam).copied();
        let opens = before.map_or(true, |line| blank(line) || line.trim_end().ends_with('{'));
        if after.map_or(false, blank) && opens {
            lines.remove(seam);
        } else if before.map_or(false, blank)
            && after.map_or(true, |l| l.trim_start().starts_with('}'))
        {
            lines.remove(seam - 1);
        }
    }
    lines.concat()
}

// ---------------------------------------------------------------------------------------------
// The proof

/// The copy of `source` that proves it has no dead item: every `pub` removed, so rustc sees
/// each item and field as private and warns of any that nothing reaches or reads. Compile it
/// with `rustc -D warnings`: it compiles only if nothing is dead, fields and enum variants
/// included (nothing is allowed: a dead field that `prune` could not cut fails the proof, and
/// the core must change). The copy keeps `source`'s line numbers.
pub fn proof(source: &str) -> Result<String, String> {
    Ok(Parsed::new(source)?.without_pub().0)
}

// ---------------------------------------------------------------------------------------------
// Stripping

/// The line `scripts/bundle` cuts a function-style bundle at: the one comment `strip` keeps.
const CUT_LINE: &str = "// bundle: cut here";

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

// ---------------------------------------------------------------------------------------------
// Tokens: just enough of Rust's lexer to know code from comments, strings and chars

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Kind {
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
struct Token {
    kind: Kind,
    start: usize,
    end: usize,
}

/// Keywords that are never an item's name.
const KEYWORDS: [&str; 38] = [
    "as", "async", "await", "break", "const", "continue", "crate", "dyn", "else", "enum", "extern",
    "false", "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub",
    "ref", "return", "self", "Self", "static", "struct", "super", "trait", "true", "type",
    "unsafe", "use", "where", "while",
];

fn tokenize(text: &str) -> Result<Vec<Token>, String> {
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

fn utf8_len(first: u8) -> usize {
    match first {
        0xf0.. => 4,
        0xe0.. => 3,
        0xc0.. => 2,
        _ => 1,
    }
}

/// The end of the block comment at `i` (they nest).
fn block_comment_end(b: &[u8], mut i: usize) -> Option<usize> {
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
fn string_end(b: &[u8], mut i: usize) -> Option<usize> {
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
fn raw_string_end(b: &[u8], i: usize) -> Option<Option<usize>> {
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
fn char_end(b: &[u8], i: usize) -> Option<usize> {
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

fn line_of(text: &str, at: usize) -> usize {
    text.as_bytes()[..at.min(text.len())].iter().filter(|&&c| c == b'\n').count() + 1
}

// ---------------------------------------------------------------------------------------------
// Items: where one starts and ends, and which impls a type has

/// A text and its tokens; "code index" k is the k-th token that is neither space nor comment.
struct Parsed<'a> {
    text: &'a str,
    tokens: Vec<Token>,
    /// By code index: the token's index in `tokens`.
    code: Vec<usize>,
    /// By code index: for a bracket ( [ { ) ] }, the code index of its partner.
    partner: Vec<usize>,
}

/// No partner: not a bracket.
const NONE: usize = usize::MAX;

/// An `impl` block: its keyword and braces (code indices), and the names in its header.
struct ImplBlock {
    keyword: usize,
    open: usize,
    close: usize,
    /// The last name of the type: `Scanner` for `impl Scanner<'_>`.
    self_name: String,
    /// The last name of the trait, for `impl Trait for Type`.
    trait_name: Option<String>,
}

impl<'a> Parsed<'a> {
    fn new(text: &'a str) -> Result<Self, String> {
        let tokens = tokenize(text)?;
        let code: Vec<usize> = (0..tokens.len())
            .filter(|&i| {
                !matches!(tokens[i].kind, Kind::Space | Kind::LineComment | Kind::BlockComment)
            })
            .collect();
        let mut partner = vec![NONE; code.len()];
        let mut open: Vec<usize> = Vec::new();
        for (k, &i) in code.iter().enumerate() {
            let token = tokens[i];
            if token.kind != Kind::Punct {
                continue;
            }
            let closing = match &text[token.start..token.end] {
                "(" | "[" | "{" => {
                    open.push(k);
                    continue;
                }
                ")" => "(",
                "]" => "[",
                "}" => "{",
                _ => continue,
            };
            let at = |k: usize| line_of(text, tokens[code[k]].start);
            match open.pop() {
                Some(o) if &text[tokens[code[o]].start..tokens[code[o]].end] == closing => {
                    partner[o] = k;
                    partner[k] = o;
                }
                Some(o) => {
                    return Err(format!(
                        "line {}: this bracket closes the one on line {}, which it does not match",
                        at(k),
                        at(o)
                    ))
                }
                None => return Err(format!("line {}: a bracket closes that never opened", at(k))),
            }
        }
        if let Some(&o) = open.last() {
            return Err(format!(
                "line {}: a bracket opens that never closes",
                line_of(text, tokens[code[o]].start)
            ));
        }
        Ok(Parsed { text, tokens, code, partner })
    }

    fn token(&self, k: usize) -> Token {
        self.tokens[self.code[k]]
    }

    /// The text of code token `k` ("" past the end).
    fn word(&self, k: usize) -> &'a str {
        match self.code.get(k) {
            Some(&i) => &self.text[self.tokens[i].start..self.tokens[i].end],
            None => "",
        }
    }

    fn is_name(&self, k: usize) -> bool {
        let word = self.word(k);
        k < self.code.len()
            && self.token(k).kind == Kind::Word
            && !word.starts_with(|c: char| c.is_ascii_digit())
            && !KEYWORDS.contains(&word)
    }

    /// `k` is a closing `>`, not the end of `->` or `=>`.
    fn closes_angle(&self, k: usize) -> bool {
        self.word(k) == ">"
            && !(k > 0
                && matches!(self.word(k - 1), "-" | "=")
                && self.token(k - 1).end == self.token(k).start)
    }

    /// The code index of the token that starts at byte `at`.
    fn code_at(&self, at: usize) -> Option<usize> {
        let k = self.code.partition_point(|&i| self.tokens[i].start < at);
        (k < self.code.len() && self.tokens[self.code[k]].start == at).then_some(k)
    }

    /// If the name at code index `name` is an item's, the code index of its keyword.
    fn keyword_of(&self, name: usize) -> Option<usize> {
        if !self.is_name(name) || name == 0 {
            return None;
        }
        let mut k = name - 1;
        if k > 0
            && (self.word(k) == "mut" && self.word(k - 1) == "static"
                || self.word(k) == "!" && self.word(k - 1) == "macro_rules")
        {
            k -= 1;
        }
        let items = [
            "fn",
            "const",
            "static",
            "struct",
            "enum",
            "union",
            "type",
            "trait",
            "mod",
            "macro_rules",
        ];
        items.contains(&self.word(k)).then_some(k)
    }

    /// The keyword and name of the item whose name starts at byte `at`: rustc's dead-code span.
    /// (Older rustc spans start at `pub` or the keyword: then the name is looked for ahead.)
    fn item_name_at(&self, at: usize) -> Option<(usize, usize)> {
        let start = self.code_at(at)?;
        if let Some(keyword) = self.keyword_of(start) {
            return Some((keyword, start));
        }
        let mut k = start;
        while k < self.code.len() && k < start + 12 {
            if let Some(keyword) = self.keyword_of(k) {
                return Some((keyword, k));
            }
            match self.word(k) {
                ":" | "," | ";" | "{" | "}" | "=" => return None, // a field: `name: Type,`
                "(" if k > 0 && self.word(k - 1) == "pub" => k = self.partner[k] + 1,
                _ => k += 1,
            }
        }
        None
    }

    /// The bytes of the item whose keyword is at code index `keyword`, with what belongs to it:
    /// before, qualifiers, visibility, attributes, doc comments and plain comment lines directly
    /// above; after, a comment on its last line. Whole lines when it stands on lines of its own.
    fn item_range(&self, keyword: usize) -> Range<usize> {
        // Forwards to the end of the item.
        let mut k = keyword + 1;
        let only_semicolon = matches!(self.word(keyword), "const" | "static" | "type" | "use");
        let end = loop {
            if k >= self.code.len() {
                break self.code.len() - 1;
            }
            match self.word(k) {
                ";" => break k,
                "{" if !only_semicolon => break self.partner[k],
                "(" | "[" | "{" => k = self.partner[k] + 1,
                _ => k += 1,
            }
        };
        self.extent(keyword, end).0
    }

    /// The bytes of code tokens `keyword` to `end` (an item, a field, a statement) with what
    /// belongs to them: before, qualifiers, visibility, attributes, doc comments and plain
    /// comment lines directly above; after, a comment on the last line. Whole lines when they
    /// stand on lines of their own, and then `true`.
    fn extent(&self, keyword: usize, end: usize) -> (Range<usize>, bool) {
        let text = self.text.as_bytes();
        // Backwards over qualifiers and visibility (code tokens).
        let mut first = keyword;
        while first > 0 {
            let before = first - 1;
            let opens = self.partner[before];
            first = match self.word(before) {
                "pub" | "const" | "unsafe" | "async" | "extern" | "default" => before,
                ")" if opens > 0 && self.word(opens - 1) == "pub" => opens - 1,
                _ if self.token(before).kind == Kind::Literal
                    && before > 0
                    && self.word(before - 1) == "extern" =>
                {
                    before
                }
                _ => break,
            };
        }
        // Backwards over attributes and comments (all tokens).
        let mut start = self.code[first];
        loop {
            let mut j = start;
            while j > 0 && self.tokens[j - 1].kind == Kind::Space {
                j -= 1;
            }
            let previous = match j.checked_sub(1) {
                Some(j) => self.tokens[j],
                None => break,
            };
            let gap = &self.text[previous.end..self.tokens[start].start];
            match previous.kind {
                Kind::LineComment | Kind::BlockComment => {
                    let own_line = self.text[..previous.start]
                        .rsplit('\n')
                        .next()
                        .map_or(true, |l| l.trim().is_empty());
                    let body = &self.text[previous.start..previous.end];
                    let doc = (body.starts_with("///") && !body.starts_with("////"))
                        || (body.starts_with("/**")
                            && !body.starts_with("/**/")
                            && !body.starts_with("/***"));
                    let blank_line = gap.matches('\n').count() >= 2;
                    // Not: a comment ending a line of code, a plain comment a blank line
                    // away, an inner doc comment (its enclosing item's), the cut line.
                    let inner = body.starts_with("//!") || body.starts_with("/*!");
                    if !own_line || !doc && blank_line || inner || body.starts_with(CUT_LINE) {
                        break;
                    }
                    start = j - 1;
                }
                Kind::Punct if &self.text[previous.start..previous.end] == "]" => {
                    let close = self.code.binary_search(&(j - 1)).unwrap_or(0);
                    let open = self.partner[close];
                    if open == 0 || open == NONE || self.word(open - 1) != "#" {
                        break;
                    }
                    start = self.code[open - 1];
                }
                _ => break,
            }
        }
        let from = self.tokens[start].start;
        let mut to = self.token(end).end;
        // A comment on the item's last line is the item's; then its whole lines.
        let rest_of_line = |at: usize| {
            let n = text[at..].iter().take_while(|&&c| c == b' ' || c == b'\t').count();
            at + n
        };
        let after = rest_of_line(to);
        if text[after..].starts_with(b"//") {
            to = after
                + text[after..].iter().position(|&c| c == b'\n').unwrap_or(text.len() - after);
        }
        let line_start = self.text[..from].rfind('\n').map_or(0, |n| n + 1);
        if self.text[line_start..from].trim().is_empty() {
            let after = rest_of_line(to);
            if after == text.len() || text[after] == b'\n' {
                return (line_start..(after + 1).min(text.len()), true);
            }
        }
        (from..to, false)
    }

    /// Every `impl` block (at any depth), with the names in its header.
    fn impls(&self) -> Vec<ImplBlock> {
        let mut blocks = Vec::new();
        for keyword in 0..self.code.len() {
            if self.word(keyword) != "impl" || self.token(keyword).kind != Kind::Word {
                continue;
            }
            // An item, not `impl Trait` in a type: it follows an item's end or an attribute.
            let mut p = keyword;
            while p > 0 && matches!(self.word(p - 1), "unsafe" | "default") {
                p -= 1;
            }
            if p > 0 && !matches!(self.word(p - 1), ";" | "}" | "{" | "]") {
                continue;
            }
            let mut k = keyword + 1;
            if self.word(k) == "<" {
                let mut depth = 0;
                while k < self.code.len() {
                    match self.word(k) {
                        "<" => depth += 1,
                        ">" if self.closes_angle(k) => depth -= 1,
                        "(" | "[" => k = self.partner[k],
                        _ => {}
                    }
                    k += 1;
                    if depth == 0 {
                        break;
                    }
                }
            }
            // The header's words at angle depth 0, split at `for`.
            let (mut parts, mut depth) = (vec![Vec::new()], 0);
            while k < self.code.len()
                && !(depth == 0 && matches!(self.word(k), "{" | "where" | ";"))
            {
                match self.word(k) {
                    "<" => depth += 1,
                    ">" if self.closes_angle(k) => depth -= 1,
                    "(" | "[" => k = self.partner[k],
                    "for" if depth == 0 => parts.push(Vec::new()),
                    _ if depth == 0 && self.is_name(k) => {
                        parts.last_mut().unwrap().push(self.word(k))
                    }
                    _ => {}
                }
                k += 1;
            }
            while k < self.code.len() && self.word(k) != "{" {
                k = if matches!(self.word(k), "(" | "[") { self.partner[k] + 1 } else { k + 1 };
            }
            if k >= self.code.len() {
                continue;
            }
            let last = |part: &Vec<&str>| part.last().map_or(String::new(), |s| s.to_string());
            let (self_name, trait_name) = match parts.len() {
                1 => (last(&parts[0]), None),
                _ => (last(&parts[parts.len() - 1]), Some(last(&parts[0]))),
            };
            blocks.push(ImplBlock {
                keyword,
                open: k,
                close: self.partner[k],
                self_name,
                trait_name,
            });
        }
        blocks
    }

    /// The items directly in an impl's body: (keyword, name) code indices.
    fn members(&self, block: &ImplBlock) -> Vec<(usize, usize)> {
        let mut members = Vec::new();
        let mut k = block.open + 1;
        while k < block.close {
            match self.word(k) {
                "(" | "[" | "{" => k = self.partner[k],
                _ => {
                    if let Some(keyword) = self.keyword_of(k) {
                        members.push((keyword, k));
                    }
                }
            }
            k += 1;
        }
        members
    }

    /// The name of the trait whose body holds the item at code index `keyword`, if one does.
    fn enclosing_trait(&self, keyword: usize) -> Option<&'a str> {
        let mut k = keyword;
        let open = loop {
            k = k.checked_sub(1)?;
            match self.word(k) {
                ")" | "]" | "}" => k = self.partner[k],
                "{" => break k,
                "(" | "[" => return None,
                _ => {}
            }
        };
        let mut k = open;
        while k > 0 {
            k -= 1;
            match self.word(k) {
                ";" | "{" | "}" => return None,
                ")" | "]" => k = self.partner[k],
                "trait" if self.is_name(k + 1) => return Some(self.word(k + 1)),
                _ => {}
            }
        }
        None
    }

    /// The dead field whose name starts at byte `at`, to cut: its declaration and its value in
    /// every literal of its struct (`Name { .. }`, and `Self { .. }` in the struct's impls), or
    /// why it stays. Only a named field of a struct, and only if every value given it is free
    /// of effects by its tokens (`pure`): then cutting it never changes what the program does.
    fn field_group(&self, at: usize) -> Result<Group, String> {
        let not_a_field = "prune cuts no variant and no tuple's field (a core must not carry one)";
        let name = self
            .code_at(at)
            .filter(|&k| self.is_name(k) && self.word(k + 1) == ":" && self.word(k + 2) != ":")
            .ok_or(not_a_field)?;
        let open = self.enclosing_open(name).ok_or(not_a_field)?;
        let owner = self.struct_named(open).ok_or(not_a_field)?;
        let ranges = self.field_ranges(name, open, owner)?;
        let label = format!("field {owner}.{}", self.word(name));
        Ok(Group { label, ranges })
    }

    /// The bytes that go with the field named at code index `name` of struct `owner` (body
    /// opening at `open`): its declaration and its value in every literal of the struct; or
    /// why it stays.
    fn field_ranges(
        &self,
        name: usize,
        open: usize,
        owner: &str,
    ) -> Result<Vec<Range<usize>>, String> {
        if let Some(derived) = self.derives_reading_fields(open) {
            return Err(format!("`{owner}` derives {derived}, which reads every field"));
        }
        let (field, close) = (self.word(name), self.partner[open]);
        // The declaration: to its comma, or to the struct's closing brace.
        let (mut k, mut depth) = (name + 2, 0);
        let last = loop {
            if k >= close {
                break close - 1;
            }
            match self.word(k) {
                "<" => depth += 1,
                ">" if self.closes_angle(k) => depth -= 1,
                "(" | "[" | "{" => k = self.partner[k],
                "," if depth == 0 => break k,
                _ => {}
            }
            k += 1;
        };
        let mut ranges = vec![self.entry_range(name, last)];
        for brace in self.literals(owner) {
            for (first, end, last) in self.entries(brace) {
                let named = self.word(first) == field && self.word(first + 1) == ":";
                let shorthand = self.word(first) == field && end == first + 1;
                if named && !self.pure(first + 2, end) {
                    let line = line_of(self.text, self.token(first).start);
                    return Err(format!("its value on line {line} may have an effect"));
                }
                if named || shorthand {
                    ranges.push(self.entry_range(first, last));
                }
            }
        }
        Ok(ranges)
    }

    /// A trait the struct whose body opens at code index `open` derives that reads its fields
    /// (any but `Clone`, `Copy` and `Default`, which only copy or make them): rustc's dead-code
    /// analysis ignores a derived `Debug`, yet cutting a field would change what `{:?}` prints.
    fn derives_reading_fields(&self, open: usize) -> Option<&'a str> {
        let mut k = open;
        while k > 0 && self.word(k) != "struct" {
            k -= 1;
        }
        // Back over `pub`, `pub(...)` and the attributes `#[...]`.
        loop {
            k = k.checked_sub(1)?;
            match self.word(k) {
                "pub" => {}
                ")" if self.partner[k] > 0 && self.word(self.partner[k] - 1) == "pub" => {
                    k = self.partner[k]
                }
                "]" if self.partner[k] > 0 && self.word(self.partner[k] - 1) == "#" => {
                    let attribute = self.partner[k];
                    if self.word(attribute + 1) == "derive" {
                        let traits = attribute + 3..self.partner[attribute + 2];
                        let reads = |&t: &usize| {
                            self.is_name(t) && !matches!(self.word(t), "Clone" | "Copy" | "Default")
                        };
                        if let Some(t) = traits.clone().find(reads) {
                            return Some(self.word(t));
                        }
                    }
                    k = attribute - 1;
                }
                _ => return None,
            }
        }
    }

    /// Fields that rustc cannot call dead but are: never read, only updated in place by
    /// statements `self.field += value;` in the struct's own impls (rustc counts `+=` as a
    /// read). A counter whose one reader was cut lives on so: `KnightWalk::expanded` once
    /// `KnightSearch::expanded` went. Each goes with those statements, when every value is
    /// free of effects and no other `.field` of that name is in the text at all.
    fn write_only_fields(&self) -> Vec<Group> {
        let impls = self.impls();
        let innermost_impl = |k: usize| innermost_impl(&impls, k);
        let mut groups = Vec::new();
        for keyword in 0..self.code.len() {
            if self.word(keyword) != "struct" || !self.is_name(keyword + 1) {
                continue;
            }
            let owner = self.word(keyword + 1);
            let mut open = keyword + 2;
            while open < self.code.len() && !matches!(self.word(open), "{" | ";" | "(") {
                open += 1;
            }
            if self.word(open) != "{" {
                continue;
            }
            'fields: for (first, end, _) in self.entries(open) {
                let name = match (first..end).find(|&k| self.word(k) == ":") {
                    Some(colon) if colon > first && self.is_name(colon - 1) => colon - 1,
                    _ => continue,
                };
                let field = self.word(name);
                let accesses: Vec<usize> = (2..self.code.len())
                    .filter(|&k| self.word(k) == field && self.word(k - 1) == ".")
                    .collect();
                let mut statements = Vec::new();
                for &k in &accesses {
                    // `self . field OP = value ;`, a statement of its own, in an impl of `owner`
                    let op = self.word(k + 1);
                    let shift = matches!(op, "<" | ">") && self.word(k + 2) == op;
                    let equals = if shift { k + 3 } else { k + 2 };
                    let compound =
                        matches!(op, "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "<" | ">")
                            && self.word(equals) == "="
                            && (shift || !matches!(op, "<" | ">"));
                    let statement = k >= 3 && matches!(self.word(k - 3), ";" | "{" | "}");
                    if !compound
                        || !statement
                        || self.word(k - 2) != "self"
                        || innermost_impl(k) != Some(owner)
                    {
                        continue 'fields;
                    }
                    let mut semicolon = equals + 1;
                    while semicolon < self.code.len() && self.word(semicolon) != ";" {
                        if matches!(self.word(semicolon), "(" | "[" | "{") {
                            semicolon = self.partner[semicolon];
                        }
                        semicolon += 1;
                    }
                    if semicolon >= self.code.len() || !self.pure(equals + 1, semicolon) {
                        continue 'fields;
                    }
                    statements.push(self.extent(k - 2, semicolon).0);
                }
                if statements.is_empty() {
                    continue; // never written either: rustc's to report
                }
                if let Ok(mut ranges) = self.field_ranges(name, open, owner) {
                    ranges.extend(statements);
                    groups.push(Group { label: format!("field {owner}.{field}"), ranges });
                }
            }
        }
        groups
    }

    /// The variable nothing reads whose name starts at byte `at` (the value it held fed a field
    /// now cut): its whole `let` statement, or why it stays (a pattern, a parameter, a value
    /// that may have an effect).
    fn let_group(&self, at: usize) -> Result<Group, String> {
        let name = self.code_at(at).filter(|&k| k > 1 && self.is_name(k));
        let keyword = name.map(|k| if self.word(k - 1) == "mut" { k - 2 } else { k - 1 });
        let (name, keyword) = match (name, keyword) {
            (Some(name), Some(keyword)) if self.word(keyword) == "let" => (name, keyword),
            _ => return Err("prune cuts only a `let` of one name".into()),
        };
        // `let name [: Type] = value;`
        let (mut k, mut equals) = (name + 1, None);
        while k < self.code.len() && self.word(k) != ";" {
            match self.word(k) {
                "(" | "[" | "{" => k = self.partner[k],
                "=" if equals.is_none() => equals = Some(k),
                _ => {}
            }
            k += 1;
        }
        match equals {
            Some(equals) if k < self.code.len() && self.pure(equals + 1, k) => Ok(Group {
                label: format!("let {}", self.word(name)),
                ranges: vec![self.extent(keyword, k).0],
            }),
            _ => Err("its value may have an effect".into()),
        }
    }

    /// The `{` (code index) that encloses code index `k` directly, if a `{` does.
    fn enclosing_open(&self, mut k: usize) -> Option<usize> {
        loop {
            k = k.checked_sub(1)?;
            match self.word(k) {
                ")" | "]" | "}" => k = self.partner[k],
                "{" => return Some(k),
                "(" | "[" => return None,
                _ => {}
            }
        }
    }

    /// The name of the struct whose body opens at code index `open`, if a struct's does.
    fn struct_named(&self, open: usize) -> Option<&'a str> {
        let mut k = open;
        while k > 0 {
            k -= 1;
            match self.word(k) {
                ";" | "{" | "}" => return None,
                ")" | "]" => k = self.partner[k],
                "struct" if self.is_name(k + 1) => return Some(self.word(k + 1)),
                _ => {}
            }
        }
        None
    }

    /// The `{` (code indices) of every literal or pattern of struct `owner`: `owner {`, or
    /// `Self {` inside an impl of `owner`; not its declaration, its impls' headers or a
    /// function's body after `-> owner`.
    fn literals(&self, owner: &str) -> Vec<usize> {
        let impls = self.impls();
        let innermost_impl = |k: usize| innermost_impl(&impls, k);
        (1..self.code.len())
            .filter(|&brace| {
                let k = brace - 1;
                let before = if k > 0 { self.word(k - 1) } else { "" };
                let arrow = k > 1 && before == ">" && self.word(k - 2) == "-";
                let header = matches!(
                    before,
                    "struct" | "enum" | "union" | "impl" | "for" | "trait" | "mod" | "fn" | "type"
                );
                self.word(brace) == "{"
                    && self.token(k).kind == Kind::Word
                    && (self.word(k) == owner
                        || self.word(k) == "Self" && innermost_impl(k) == Some(owner))
                    && !header
                    && !arrow
            })
            .collect()
    }

    /// The entries of the braced list opening at code index `open` (a literal's fields), as
    /// (first, end, last) code indices: `first..end` the entry, `last` its comma if it has one,
    /// else `end - 1`.
    fn entries(&self, open: usize) -> Vec<(usize, usize, usize)> {
        let close = self.partner[open];
        let (mut entries, mut first, mut k) = (Vec::new(), open + 1, open + 1);
        while k < close {
            match self.word(k) {
                "(" | "[" | "{" => k = self.partner[k],
                "," => {
                    entries.push((first, k, k));
                    first = k + 1;
                }
                _ => {}
            }
            k += 1;
        }
        if first < close {
            entries.push((first, close, close - 1));
        }
        entries
    }

    /// The bytes of one entry of a braced list (a field, a field's value in a literal): code
    /// tokens `first` to `last` (its comma, if it has one). Its whole lines when it has lines
    /// of its own; else with the comma before it, or after it if it is first, so that
    /// `{ a: 1, b: 2, c: 3 }` loses `, b: 2` and `a: 1, ` (and both `, b: 2, c: 3`).
    fn entry_range(&self, first: usize, last: usize) -> Range<usize> {
        let (range, whole_lines) = self.extent(first, last);
        if whole_lines {
            return range;
        }
        let before = self.code.partition_point(|&i| self.tokens[i].end <= range.start);
        let value_last = if self.word(last) == "," { last - 1 } else { last };
        match before.checked_sub(1) {
            Some(comma) if self.word(comma) == "," => {
                self.token(comma).start..self.token(value_last).end
            }
            _ if self.word(last) == "," => {
                let text = self.text.as_bytes();
                let spaces = text[range.end..].iter().take_while(|&&c| c == b' ').count();
                range.start..range.end + spaces
            }
            _ => range,
        }
    }

    /// Whether code tokens `from..to`, an expression, are free of effects by their tokens
    /// alone: names, literals, operators, field reads, casts, closures, array and tuple
    /// literals, and constructors (`Some(x)`: a callee in CamelCase, for under `-D warnings` a
    /// function's name is snake_case). Not a call, a method, a macro, an index (it may panic),
    /// a block, `?`, an assignment.
    fn pure(&self, from: usize, to: usize) -> bool {
        let adjacent = |k: usize| k > 0 && self.token(k - 1).end == self.token(k).start;
        (from..to).all(|k| {
            let word = self.word(k);
            let before = if k > from { self.word(k - 1) } else { "" };
            match self.token(k).kind {
                Kind::Literal => true,
                Kind::Word => !matches!(
                    word,
                    "await"
                        | "break"
                        | "continue"
                        | "for"
                        | "if"
                        | "let"
                        | "loop"
                        | "match"
                        | "move"
                        | "return"
                        | "unsafe"
                        | "while"
                        | "yield"
                ),
                Kind::Punct => match word {
                    "(" | "[" if k > from => {
                        let callee =
                            self.token(k - 1).kind == Kind::Word && !KEYWORDS.contains(&before);
                        let constructor = word == "("
                            && before.starts_with(|c: char| c.is_ascii_uppercase())
                            && before.contains(|c: char| c.is_ascii_lowercase());
                        let applied = callee
                            || matches!(before, ")" | "]" | "?")
                            || before == "!" && adjacent(k)
                            || self.closes_angle(k - 1);
                        !applied || callee && constructor
                    }
                    "=" => {
                        let after_operator = adjacent(k) && matches!(before, "=" | "!" | "<" | ">");
                        after_operator || self.word(k + 1) == "=" && adjacent(k + 1)
                    }
                    "{" | "}" | ";" | "?" | "#" | "$" => false,
                    _ => true,
                },
                _ => false,
            }
        })
    }

    /// The text with every `pub` (and `pub(...)`) removed, and for each byte of it (and its end)
    /// the byte of the original it came from. Line breaks are kept, so lines still match.
    fn without_pub(&self) -> (String, Vec<usize>) {
        let (mut copy, mut map) =
            (String::with_capacity(self.text.len()), Vec::with_capacity(self.text.len() + 1));
        let mut skip_until = 0; // a byte: tokens that end before it are dropped
        for (k, &i) in self.code.iter().enumerate() {
            let token = self.tokens[i];
            if token.kind != Kind::Word
                || &self.text[token.start..token.end] != "pub"
                || token.start < skip_until
            {
                continue;
            }
            let mut end = token.end;
            if self.word(k + 1) == "(" {
                end = self.token(self.partner[k + 1]).end;
            }
            let spaces = self.text[end..].bytes().take_while(|&c| c == b' ' || c == b'\t').count();
            let keep = &self.text[skip_until..token.start];
            copy.push_str(keep);
            map.extend(skip_until..token.start);
            skip_until = end + spaces;
        }
        copy.push_str(&self.text[skip_until..]);
        map.extend(skip_until..=self.text.len());
        (copy, map)
    }
}

/// The type of the innermost of `impls` around code index `k`: what `Self` names there.
fn innermost_impl(impls: &[ImplBlock], k: usize) -> Option<&str> {
    let around = impls.iter().filter(|b| b.open < k && k < b.close);
    around.min_by_key(|b| b.close - b.open).map(|b| b.self_name.as_str())
}

/// The bytes `prune` would remove for the item whose name starts at byte `name_at` of `source`
/// (its doc comments, attributes and whole lines included), or why it is not an item's name.
pub fn item_extent(source: &str, name_at: usize) -> Result<Range<usize>, String> {
    let parsed = Parsed::new(source)?;
    let (keyword, _) =
        parsed.item_name_at(name_at).ok_or_else(|| format!("no item's name at byte {name_at}"))?;
    Ok(parsed.item_range(keyword))
}

// ---------------------------------------------------------------------------------------------
// rustc and its JSON diagnostics

struct Span {
    start: usize,
    primary: bool,
}

struct Diagnostic {
    level: String,
    code: String,
    message: String,
    spans: Vec<Span>,
    /// The line of the first primary span (0 if none).
    line: usize,
}

impl Diagnostic {
    /// A dead item (or field): "function `f` is never used", "unused macro definition" ...
    fn is_dead(&self) -> bool {
        self.level == "warning" && matches!(self.code.as_str(), "dead_code" | "unused_macros")
    }
}

/// What rustc said of a copy without `pub`, and where each byte of the copy came from.
struct Checked {
    diagnostics: Vec<Diagnostic>,
    map: Vec<usize>,
}

impl Checked {
    fn first_error(&self) -> Option<String> {
        let error = self.diagnostics.iter().find(|d| d.level == "error")?;
        Some(format!("line {}: {}", error.line, error.message))
    }

    /// Warnings of lints `prune` does not act on (it acts on dead code and unused variables).
    fn others(&self) -> usize {
        let acted_on =
            |code: &str| matches!(code, "dead_code" | "unused_macros" | "unused_variables");
        let other =
            |d: &&Diagnostic| d.level == "warning" && !d.code.is_empty() && !acted_on(&d.code);
        self.diagnostics.iter().filter(other).count()
    }

    /// Whether this check of a text with something removed shows the removal sound: no error,
    /// and no warning of another kind that the text `before` it did not have.
    fn sound_after(&self, before: &Checked) -> bool {
        self.first_error().is_none() && self.others() <= before.others()
    }
}

fn compile_without_pub(text: &str) -> Result<Checked, String> {
    let (copy, map) = Parsed::new(text)?.without_pub();
    let mut checked = compile(&copy)?;
    checked.map = map;
    Ok(checked)
}

/// Compiles `source` as a binary, metadata only, and returns rustc's diagnostics.
fn compile(source: &str) -> Result<Checked, String> {
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

/// A JSON value: just enough of JSON for rustc's diagnostics.
#[derive(Debug, PartialEq)]
enum Json {
    Null,
    Bool(bool),
    Number(f64),
    Text(String),
    Array(Vec<Json>),
    Object(Vec<(String, Json)>),
}

impl Json {
    fn parse(text: &str) -> Result<Json, String> {
        let mut reader = JsonReader { text, at: 0 };
        let value = reader.value()?;
        reader.space();
        if reader.at != text.len() {
            return Err(reader.fail("text after the value"));
        }
        Ok(value)
    }

    /// The member `key` of an object, or `Null`.
    fn get(&self, key: &str) -> &Json {
        match self {
            Json::Object(members) => {
                members.iter().find(|(k, _)| k == key).map_or(&Json::Null, |(_, v)| v)
            }
            _ => &Json::Null,
        }
    }

    fn as_str(&self) -> Option<&str> {
        match self {
            Json::Text(s) => Some(s),
            _ => None,
        }
    }

    fn as_usize(&self) -> Option<usize> {
        match *self {
            Json::Number(n) if n >= 0.0 && n.fract() == 0.0 => Some(n as usize),
            _ => None,
        }
    }

    fn items(&self) -> &[Json] {
        match self {
            Json::Array(items) => items,
            _ => &[],
        }
    }
}

struct JsonReader<'a> {
    text: &'a str,
    at: usize,
}

impl JsonReader<'_> {
    fn fail(&self, what: &str) -> String {
        format!("rustc's JSON, at byte {}: {what}", self.at)
    }

    fn space(&mut self) {
        let rest = &self.text.as_bytes()[self.at..];
        self.at += rest.iter().take_while(|c| c.is_ascii_whitespace()).count();
    }

    fn eat(&mut self, c: u8) -> bool {
        self.space();
        let found = self.text.as_bytes().get(self.at) == Some(&c);
        self.at += found as usize;
        found
    }

    fn value(&mut self) -> Result<Json, String> {
        self.space();
        let rest = &self.text[self.at..];
        for (word, value) in
            [("null", Json::Null), ("true", Json::Bool(true)), ("false", Json::Bool(false))]
        {
            if rest.starts_with(word) {
                self.at += word.len();
                return Ok(value);
            }
        }
        if self.eat(b'{') {
            let mut members = Vec::new();
            if self.eat(b'}') {
                return Ok(Json::Object(members));
            }
            loop {
                self.space();
                let key = self.string()?;
                if !self.eat(b':') {
                    return Err(self.fail("expected ':'"));
                }
                members.push((key, self.value()?));
                if self.eat(b'}') {
                    return Ok(Json::Object(members));
                }
                if !self.eat(b',') {
                    return Err(self.fail("expected ',' or '}'"));
                }
            }
        }
        if self.eat(b'[') {
            let mut items = Vec::new();
            if self.eat(b']') {
                return Ok(Json::Array(items));
            }
            loop {
                items.push(self.value()?);
                if self.eat(b']') {
                    return Ok(Json::Array(items));
                }
                if !self.eat(b',') {
                    return Err(self.fail("expected ',' or ']'"));
                }
            }
        }
        if rest.starts_with('"') {
            return self.string().map(Json::Text);
        }
        let length = rest.bytes().take_while(|c| b"+-.0123456789eE".contains(c)).count();
        let number = rest[..length].parse().map_err(|_| self.fail("expected a value"))?;
        self.at += length;
        Ok(Json::Number(number))
    }

    fn string(&mut self) -> Result<String, String> {
        if !self.text[self.at..].starts_with('"') {
            return Err(self.fail("expected a string"));
        }
        self.at += 1;
        let mut out = String::new();
        loop {
            let rest = &self.text[self.at..];
            let plain = rest.find(['"', '\\']).ok_or_else(|| self.fail("a string never closes"))?;
            out.push_str(&rest[..plain]);
            self.at += plain + 1;
            if rest.as_bytes()[plain] == b'"' {
                return Ok(out);
            }
            let escape = *rest
                .as_bytes()
                .get(plain + 1)
                .ok_or_else(|| self.fail("a string never closes"))?;
            self.at += 1;
            match escape {
                b'n' => out.push('\n'),
                b't' => out.push('\t'),
                b'r' => out.push('\r'),
                b'b' => out.push('\u{8}'),
                b'f' => out.push('\u{c}'),
                b'u' => {
                    let mut unit = self.hex4()?;
                    if (0xd800..0xdc00).contains(&unit) && self.text[self.at..].starts_with("\\u") {
                        self.at += 2;
                        let low = self.hex4()?;
                        unit =
                            0x10000 + ((unit - 0xd800) << 10) + (low.wrapping_sub(0xdc00) & 0x3ff);
                    }
                    out.push(char::from_u32(unit).unwrap_or('\u{fffd}'));
                }
                other => out.push(other as char), // " \ /
            }
        }
    }

    fn hex4(&mut self) -> Result<u32, String> {
        let digits =
            self.text.get(self.at..self.at + 4).ok_or_else(|| self.fail("a short \\u escape"))?;
        self.at += 4;
        u32::from_str_radix(digits, 16).map_err(|_| self.fail("a bad \\u escape"))
    }
}
