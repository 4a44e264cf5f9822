// LeetCode 2459 "Sort Array by Moving Items to Empty Space": see problems/leetcode2459.md.
// LeetCode judges a function, so only what comes before the line `// bundle: cut here` is
// pasted: scripts/bundle prints that.
include!("../empty_slot.rs");

impl Solution {
    pub fn sort_array(nums: Vec<i32>) -> i32 {
        let items: Vec<usize> = nums.iter().map(|&v| v as usize).collect();
        slot_least_moves(&items) as i32
    }
}

// bundle: cut here. LeetCode supplies the rest: `struct Solution` and a `main` that calls it.
// Below, a stand-in for both, so the binary runs on a sample like any other: it reads the
// array as LeetCode writes it (`[4,2,0,3,1]`) or as plain numbers.

#[allow(dead_code)] // LeetCode's declaration: never built, only named
struct Solution;
include!("../io.rs");

/// The most items LeetCode's array holds.
const MOST: usize = 100_000;

fn solve(input: &[u8]) -> Result<String, String> {
    let text = Scanner::new(input)?.text;
    let at = |pos: usize, why: &str| Scanner { text, pos, boards: 0 }.error(why);
    // Each item with where it stands, to place an error on it.
    let mut items: Vec<(usize, usize)> = Vec::new();
    if text.contains(|c| "[],".contains(c)) {
        // `[a,b,...]`: a bracket, numbers apart by commas, a bracket; any whitespace between.
        let bytes = text.as_bytes();
        let mut pos = 0;
        let skip = |pos: &mut usize| {
            while *pos < bytes.len() && is_space(bytes[*pos]) {
                *pos += 1;
            }
        };
        let found = |pos: usize| match text[pos..].chars().next() {
            Some(c) => format!("{c:?}"),
            None => "the end of the input".to_string(),
        };
        skip(&mut pos);
        if bytes.get(pos) != Some(&b'[') {
            return Err(at(pos, &format!("expected '[' (the array), found {}", found(pos))));
        }
        pos += 1;
        loop {
            skip(&mut pos);
            let digits = bytes[pos..].iter().take_while(|c| c.is_ascii_digit()).count();
            let item = text[pos..pos + digits].parse::<usize>().ok().filter(|&v| v < MOST);
            match item {
                Some(item) if items.len() < MOST => items.push((item, pos)),
                Some(_) => return Err(at(pos, &format!("the array holds at most {MOST} items"))),
                None if digits > 0 => {
                    return Err(at(pos, &format!("an item must be 0-{}", MOST - 1)))
                }
                None => return Err(at(pos, &format!("expected an item, found {}", found(pos)))),
            }
            pos += digits;
            skip(&mut pos);
            match bytes.get(pos) {
                Some(b',') => pos += 1,
                Some(b']') => break,
                _ => return Err(at(pos, &format!("expected ',' or ']', found {}", found(pos)))),
            }
        }
        let mut scanner = Scanner { text, pos: pos + 1, boards: 0 };
        scanner.finish()?;
    } else {
        let mut scanner = Scanner { text, pos: 0, boards: 0 };
        while !scanner.at_end() {
            let pos = scanner.pos;
            if items.len() == MOST {
                return Err(at(pos, &format!("the array holds at most {MOST} items")));
            }
            items.push((scanner.number("an item", 0, MOST - 1)?, pos));
        }
    }
    let n = items.len();
    if n < 2 {
        return Err(at(text.len(), &format!("the array holds 2-{MOST} items, found {n}")));
    }
    let mut seen = vec![false; n];
    for &(item, pos) in &items {
        if item >= n {
            let why = format!("item {item} must be 0-{} (the array holds {n} items)", n - 1);
            return Err(at(pos, &why));
        }
        if std::mem::replace(&mut seen[item], true) {
            return Err(at(pos, &format!("item {item} appears twice")));
        }
    }
    let nums = items.iter().map(|&(item, _)| item as i32).collect();
    Ok(format!("{}\n", Solution::sort_array(nums)))
}

fn main() {
    run(solve)
}
