// Pruning: rustc's dead items cut, round after round, until none is left; and the proof.

use super::items::Parsed;
use super::rustc::{compile_without_pub, Checked, Diagnostic};
use super::tokens::line_of;
use std::collections::BTreeSet;
use std::ops::Range;

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
    // Each round removes at least one item, so the rounds end; the bound is a guard.
    for _round in 0..1000 {
        let parsed = Parsed::new(&text)?;
        let (groups, uncut) = dead_groups(&parsed, &checked);
        let groups: Vec<Group> = groups
            .into_iter()
            .filter(|group| !refused.contains(&text[group.ranges[0].clone()]))
            .collect();
        let removal = if groups.is_empty() {
            None
        } else {
            sound_removal(&text, &checked, &groups, &mut refused, &mut kept)?
        };
        match removal {
            Some((labels, candidate, trial)) => {
                removed.extend(labels);
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

/// One round's removal from `text` (whose check is `checked`): all `groups` at once, as nearly
/// always works; else each alone, to find the ones that break the build (added to `refused`
/// and `kept`, with why), then those that pass alone together, or if even that fails the first
/// of them alone. The labels removed, the text left and its check; `None` if none can go.
fn sound_removal(
    text: &str,
    checked: &Checked,
    groups: &[Group],
    refused: &mut BTreeSet<String>,
    kept: &mut Vec<(String, String)>,
) -> Result<Option<(Vec<String>, String, Checked)>, String> {
    let broken = "rustc calls it dead, but the file does not compile without it";
    let all: Vec<Range<usize>> = groups.iter().flat_map(|g| g.ranges.iter().cloned()).collect();
    let candidate = remove_ranges(text, all)?;
    let trial = compile_without_pub(&candidate)?;
    if trial.sound_after(checked) {
        return Ok(Some((groups.iter().map(|g| g.label.clone()).collect(), candidate, trial)));
    }
    let mut fine = Vec::new();
    for group in groups {
        let alone = remove_ranges(text, group.ranges.clone())?;
        if compile_without_pub(&alone)?.sound_after(checked) {
            fine.push(group);
        } else {
            refused.insert(text[group.ranges[0].clone()].to_string());
            kept.push((group.label.clone(), broken.to_string()));
        }
    }
    for take in [fine.len(), 1] {
        if take == 0 || take > fine.len() {
            continue;
        }
        let ranges = fine[..take].iter().flat_map(|g| g.ranges.iter().cloned()).collect();
        let candidate = remove_ranges(text, ranges)?;
        let trial = compile_without_pub(&candidate)?;
        if trial.sound_after(checked) {
            let labels = fine[..take].iter().map(|g| g.label.clone()).collect();
            return Ok(Some((labels, candidate, trial)));
        }
    }
    Ok(None)
}

/// One dead item to remove, and what goes with it (its impls; a field's values), as byte
/// ranges of the text.
pub struct Group {
    pub label: String,
    pub ranges: Vec<Range<usize>>,
}

/// The items, fields and variables rustc reports dead in `parsed`'s text, each with what must
/// go with it; and those `prune` does not cut (a variant, a field given a value that may have
/// an effect), each with why.
pub fn dead_groups(parsed: &Parsed, checked: &Checked) -> (Vec<Group>, Vec<(String, String)>) {
    let (mut groups, mut uncut): (Vec<Group>, _) = (Vec::new(), Vec::new());
    let wanted = |d: &&Diagnostic| d.is_dead() || d.code == "unused_variables";
    for diagnostic in checked.diagnostics.iter().filter(wanted) {
        for span in diagnostic.spans.iter().filter(|s| s.primary) {
            let at = match checked.map.get(span.start) {
                Some(&at) => at,
                None => continue,
            };
            let variable = diagnostic.code == "unused_variables";
            let group = match if variable { None } else { parsed.item_name_at(at) } {
                Some((keyword, name)) => Ok(item_group(parsed, keyword, name)),
                None if variable => parsed.let_group(at),
                None => parsed.field_group(at),
            };
            match group {
                Ok(group) => add_new(&mut groups, group),
                Err(why) => uncut.push((
                    format!("{} (line {})", diagnostic.message, line_of(parsed.text, at)),
                    why,
                )),
            }
        }
    }
    for group in parsed.write_only_fields() {
        add_new(&mut groups, group);
    }
    (groups, uncut)
}

/// `group` added to `groups`, unless one there already starts with the same range.
fn add_new(groups: &mut Vec<Group>, group: Group) {
    if !groups.iter().any(|g| g.ranges[0] == group.ranges[0]) {
        groups.push(group);
    }
}

/// The dead item whose keyword and name are at code indices `keyword` and `name`, with what
/// goes with it: a type's or trait's impls, a trait item's definitions in the trait's impls.
fn item_group(parsed: &Parsed, keyword: usize, name: usize) -> Group {
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
    Group { label: format!("{kind} {name}"), ranges }
}

/// `text` without the byte `ranges` (they may overlap), then without inherent impls left empty.
pub fn remove_ranges(text: &str, ranges: Vec<Range<usize>>) -> Result<String, String> {
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
pub fn cut(text: &str, mut ranges: Vec<Range<usize>>) -> String {
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
