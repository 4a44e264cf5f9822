// Items: where one starts and ends, and which impls a type has

use super::tokens::{line_of, tokenize, Kind, Token, KEYWORDS};
use std::ops::Range;

/// The line `scripts/bundle` cuts a function-style bundle at: the one comment that no item
/// takes as its own and that `strip` keeps.
pub const CUT_LINE: &str = "// bundle: cut here";

/// A text and its tokens; "code index" k is the k-th token that is neither space nor comment.
pub struct Parsed<'a> {
    pub text: &'a str,
    pub tokens: Vec<Token>,
    /// By code index: the token's index in `tokens`.
    pub code: Vec<usize>,
    /// By code index: for a bracket ( [ { ) ] }, the code index of its partner.
    pub partner: Vec<usize>,
}

/// No partner: not a bracket.
pub const NONE: usize = usize::MAX;

/// An `impl` block: its keyword and braces (code indices), and the names in its header.
pub struct ImplBlock {
    pub keyword: usize,
    pub open: usize,
    pub close: usize,
    /// The last name of the type: `Scanner` for `impl Scanner<'_>`.
    pub self_name: String,
    /// The last name of the trait, for `impl Trait for Type`.
    pub trait_name: Option<String>,
}

impl<'a> Parsed<'a> {
    pub fn new(text: &'a str) -> Result<Self, String> {
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

    pub fn token(&self, k: usize) -> Token {
        self.tokens[self.code[k]]
    }

    /// The text of code token `k` ("" past the end).
    pub fn word(&self, k: usize) -> &'a str {
        match self.code.get(k) {
            Some(&i) => &self.text[self.tokens[i].start..self.tokens[i].end],
            None => "",
        }
    }

    pub fn is_name(&self, k: usize) -> bool {
        let word = self.word(k);
        k < self.code.len()
            && self.token(k).kind == Kind::Word
            && !word.starts_with(|c: char| c.is_ascii_digit())
            && !KEYWORDS.contains(&word)
    }

    /// `k` is a closing `>`, not the end of `->` or `=>`.
    pub fn closes_angle(&self, k: usize) -> bool {
        self.word(k) == ">"
            && !(k > 0
                && matches!(self.word(k - 1), "-" | "=")
                && self.token(k - 1).end == self.token(k).start)
    }

    /// The code index of the token that starts at byte `at`.
    pub fn code_at(&self, at: usize) -> Option<usize> {
        let k = self.code.partition_point(|&i| self.tokens[i].start < at);
        (k < self.code.len() && self.tokens[self.code[k]].start == at).then_some(k)
    }

    /// If the name at code index `name` is an item's, the code index of its keyword.
    pub fn keyword_of(&self, name: usize) -> Option<usize> {
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
    pub fn item_name_at(&self, at: usize) -> Option<(usize, usize)> {
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
    pub fn item_range(&self, keyword: usize) -> Range<usize> {
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
    pub fn extent(&self, keyword: usize, end: usize) -> (Range<usize>, bool) {
        let text = self.text.as_bytes();
        let first = self.first_qualifier(keyword);
        let start = self.first_attribute_or_comment(self.code[first]);
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

    /// The first code token of the qualifiers and visibility before the item keyword at code
    /// index `keyword` (`pub(crate) const unsafe fn`): itself if none.
    fn first_qualifier(&self, keyword: usize) -> usize {
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
        first
    }

    /// The first token of the attributes and comments that belong to the item whose first
    /// token is `start` (a token index): itself if none.
    fn first_attribute_or_comment(&self, mut start: usize) -> usize {
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
        start
    }

    /// Every `impl` block (at any depth), with the names in its header.
    pub fn impls(&self) -> Vec<ImplBlock> {
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
            blocks.extend(self.impl_block(keyword));
        }
        blocks
    }

    /// The `impl` block whose keyword is at code index `keyword`: its braces and the names in
    /// its header (`None` if it has no body).
    fn impl_block(&self, keyword: usize) -> Option<ImplBlock> {
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
        while k < self.code.len() && !(depth == 0 && matches!(self.word(k), "{" | "where" | ";")) {
            match self.word(k) {
                "<" => depth += 1,
                ">" if self.closes_angle(k) => depth -= 1,
                "(" | "[" => k = self.partner[k],
                "for" if depth == 0 => parts.push(Vec::new()),
                _ if depth == 0 && self.is_name(k) => parts.last_mut().unwrap().push(self.word(k)),
                _ => {}
            }
            k += 1;
        }
        while k < self.code.len() && self.word(k) != "{" {
            k = if matches!(self.word(k), "(" | "[") { self.partner[k] + 1 } else { k + 1 };
        }
        if k >= self.code.len() {
            return None;
        }
        let last = |part: &Vec<&str>| part.last().map_or(String::new(), |s| s.to_string());
        let (self_name, trait_name) = match parts.len() {
            1 => (last(&parts[0]), None),
            _ => (last(&parts[parts.len() - 1]), Some(last(&parts[0]))),
        };
        Some(ImplBlock { keyword, open: k, close: self.partner[k], self_name, trait_name })
    }

    /// The items directly in an impl's body: (keyword, name) code indices.
    pub fn members(&self, block: &ImplBlock) -> Vec<(usize, usize)> {
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
    pub fn enclosing_trait(&self, keyword: usize) -> Option<&'a str> {
        self.named_item(self.enclosing_open(keyword)?, "trait")
    }

    /// The `{` (code index) that encloses code index `k` directly, if a `{` does.
    pub fn enclosing_open(&self, mut k: usize) -> Option<usize> {
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

    /// The name of the `keyword` item (`struct`, `trait`) whose body opens at code index `open`,
    /// if such an item's does.
    pub fn named_item(&self, open: usize, keyword: &str) -> Option<&'a str> {
        let mut k = open;
        while k > 0 {
            k -= 1;
            match self.word(k) {
                ";" | "{" | "}" => return None,
                ")" | "]" => k = self.partner[k],
                word if word == keyword && self.is_name(k + 1) => return Some(self.word(k + 1)),
                _ => {}
            }
        }
        None
    }

    /// The text with every `pub` (and `pub(...)`) removed, and for each byte of it (and its end)
    /// the byte of the original it came from. Line breaks are kept, so lines still match.
    pub fn without_pub(&self) -> (String, Vec<usize>) {
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
pub fn innermost_impl(impls: &[ImplBlock], k: usize) -> Option<&str> {
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
