// Fields: a dead field with its value in every literal, the `let` that only fed it, and a
// counter only ever updated in place. The rest of `Parsed` is in items.rs.

use super::items::{innermost_impl, ImplBlock, Parsed};
use super::pruning::Group;
use super::tokens::{line_of, Kind, KEYWORDS};
use std::ops::Range;

impl<'a> Parsed<'a> {
    /// The dead field whose name starts at byte `at`, to cut: its declaration and its value in
    /// every literal of its struct (`Name { .. }`, and `Self { .. }` in the struct's impls), or
    /// why it stays. Only a named field of a struct, and only if every value given it is free
    /// of effects by its tokens (`pure`): then cutting it never changes what the program does.
    pub fn field_group(&self, at: usize) -> Result<Group, String> {
        let not_a_field = "prune cuts no variant and no tuple's field (a core must not carry one)";
        let name = self
            .code_at(at)
            .filter(|&k| self.is_name(k) && self.word(k + 1) == ":" && self.word(k + 2) != ":")
            .ok_or(not_a_field)?;
        let open = self.enclosing_open(name).ok_or(not_a_field)?;
        let owner = self.named_item(open, "struct").ok_or(not_a_field)?;
        let ranges = self.field_ranges(name, open, owner)?;
        let label = format!("field {owner}.{}", self.word(name));
        Ok(Group { label, ranges })
    }

    /// The bytes that go with the field named at code index `name` of struct `owner` (body
    /// opening at `open`): its declaration and its value in every literal of the struct; or
    /// why it stays.
    pub fn field_ranges(
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
    pub fn derives_reading_fields(&self, open: usize) -> Option<&'a str> {
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
    pub fn write_only_fields(&self) -> Vec<Group> {
        let impls = self.impls();
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
            for (first, end, _) in self.entries(open) {
                let name = match (first..end).find(|&k| self.word(k) == ":") {
                    Some(colon) if colon > first && self.is_name(colon - 1) => colon - 1,
                    _ => continue,
                };
                let field = self.word(name);
                let accesses: Vec<usize> = (2..self.code.len())
                    .filter(|&k| self.word(k) == field && self.word(k - 1) == ".")
                    .collect();
                // Each one `self.field OP= value;`, or the field stays.
                let updates = accesses.iter().map(|&k| self.update_in_place(k, owner, &impls));
                let statements: Vec<Range<usize>> = match updates.collect() {
                    Some(statements) => statements,
                    None => continue,
                };
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

    /// The statement around the field access at code index `k` (the field's name), if it is
    /// `self . field OP = value ;`, a statement of its own, in an impl of `owner`, its value free
    /// of effects: a counter only updated in place.
    fn update_in_place(&self, k: usize, owner: &str, impls: &[ImplBlock]) -> Option<Range<usize>> {
        let op = self.word(k + 1);
        let shift = matches!(op, "<" | ">") && self.word(k + 2) == op;
        let equals = if shift { k + 3 } else { k + 2 };
        let compound = matches!(op, "+" | "-" | "*" | "/" | "%" | "^" | "&" | "|" | "<" | ">")
            && self.word(equals) == "="
            && (shift || !matches!(op, "<" | ">"));
        let statement = k >= 3 && matches!(self.word(k - 3), ";" | "{" | "}");
        if !compound
            || !statement
            || self.word(k - 2) != "self"
            || innermost_impl(impls, k) != Some(owner)
        {
            return None;
        }
        let mut semicolon = equals + 1;
        while semicolon < self.code.len() && self.word(semicolon) != ";" {
            if matches!(self.word(semicolon), "(" | "[" | "{") {
                semicolon = self.partner[semicolon];
            }
            semicolon += 1;
        }
        if semicolon >= self.code.len() || !self.pure(equals + 1, semicolon) {
            return None;
        }
        Some(self.extent(k - 2, semicolon).0)
    }

    /// The variable nothing reads whose name starts at byte `at` (the value it held fed a field
    /// now cut): its whole `let` statement, or why it stays (a pattern, a parameter, a value
    /// that may have an effect).
    pub fn let_group(&self, at: usize) -> Result<Group, String> {
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

    /// The `{` (code indices) of every literal or pattern of struct `owner`: `owner {`, or
    /// `Self {` inside an impl of `owner`; not its declaration, its impls' headers or a
    /// function's body after `-> owner`.
    pub fn literals(&self, owner: &str) -> Vec<usize> {
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
    pub fn entries(&self, open: usize) -> Vec<(usize, usize, usize)> {
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
    pub fn entry_range(&self, first: usize, last: usize) -> Range<usize> {
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
    pub fn pure(&self, from: usize, to: usize) -> bool {
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
}
