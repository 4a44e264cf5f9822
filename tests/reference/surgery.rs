// Codeforces 1280F's puzzle, the tests' own way (nothing from src/): a 2 x (2k + 1) grid, cells
// row by row, 0 the empty cell E. Its move rule, the parity of the organs' permutation by its
// cycles, a breadth-first search over every arrangement (k = 1 and 2), a naive expansion of an
// answer's shortcuts, and an answer of its own: the shortest moves by search for k = 1, else
// built from two loops of E (round the rim, round the left half), a 3-cycle found by trying
// every short word of them, and conjugates of it found by a search over triples of places.
use std::collections::{HashMap, VecDeque};

/// E's move `letter` (where E goes) on a grid `2k + 1` wide; E's new cell, or `None` where the
/// statement forbids it (up and down only in columns 0, k and 2k).
pub fn rim_step(k: usize, cells: &mut [usize], empty: usize, letter: u8) -> Option<usize> {
    let w = 2 * k + 1;
    let (row, col) = (empty / w, empty % w);
    let up_down = [0, k, 2 * k].contains(&col);
    let to = match letter {
        b'u' if up_down && row == 1 => empty - w,
        b'd' if up_down && row == 0 => empty + w,
        b'l' if col >= 1 => empty - 1,
        b'r' if col < 2 * k => empty + 1,
        _ => return None,
    };
    cells.swap(empty, to);
    Some(to)
}

/// The healthy grid: 1 .. 4k + 1, then E.
pub fn healthy(k: usize) -> Vec<usize> {
    (1..=4 * k + 1).chain([0]).collect()
}

/// Whether the organs, read row by row without E, are an even permutation of 1 .. 4k + 1: by
/// its cycles (n less the number of cycles is even).
pub fn organs_even(cells: &[usize]) -> bool {
    let organs: Vec<usize> = cells.iter().copied().filter(|&c| c != 0).collect();
    let mut seen = vec![false; organs.len()];
    let mut cycles = 0;
    for first in 0..organs.len() {
        if !seen[first] {
            cycles += 1;
            let mut at = first;
            while !seen[at] {
                seen[at] = true;
                at = organs[at] - 1;
            }
        }
    }
    (organs.len() - cycles) % 2 == 0
}

/// Every arrangement that reaches the healthy one (k = 1 or 2: of 6! or 10!), each packed four
/// bits a cell (`pack`), by a breadth-first search from it over the statement's moves.
pub fn rim_reachable(k: usize) -> std::collections::HashSet<u64> {
    assert!(k <= 2, "a search over every arrangement: k = 1 or 2");
    let goal = healthy(k);
    let mut seen = std::collections::HashSet::from([pack(&goal)]);
    let mut queue = VecDeque::from([goal]);
    while let Some(board) = queue.pop_front() {
        let empty = board.iter().position(|&c| c == 0).unwrap();
        for letter in *b"udlr" {
            let mut next = board.clone();
            if rim_step(k, &mut next, empty, letter).is_some() && seen.insert(pack(&next)) {
                queue.push_back(next);
            }
        }
    }
    seen
}

/// A grid of at most 16 cells, four bits a cell.
pub fn pack(cells: &[usize]) -> u64 {
    cells.iter().fold(0, |packed, &c| packed << 4 | c as u64)
}

/// An answer's lines after `SURGERY COMPLETE`: the move line, the shortcuts, `DONE`. The move
/// line expanded (at most `most` moves), or why not.
pub fn expand(lines: &[&str], most: usize) -> Result<String, String> {
    let main = lines.first().ok_or("no move line")?;
    let mut shortcuts = HashMap::new();
    let done = lines.iter().position(|&l| l == "DONE").ok_or("no DONE")?;
    for line in &lines[1..done] {
        let (letter, string) = line.split_at(1);
        let letter = letter.chars().next().filter(char::is_ascii_uppercase).ok_or(*line)?;
        let string = string.strip_prefix(' ').ok_or(*line)?;
        if shortcuts.insert(letter, string).is_some() {
            return Err(format!("{letter} twice"));
        }
    }
    // Letters still to expand, last first.
    let (mut todo, mut moves): (Vec<char>, String) = (main.chars().rev().collect(), String::new());
    let mut steps = 0;
    while let Some(c) = todo.pop() {
        steps += 1;
        if moves.len() > most || steps > 100 * most {
            return Err(format!("more than {most} moves, or a cycle"));
        }
        match c {
            'u' | 'd' | 'l' | 'r' => moves.push(c),
            'A'..='Z' => {
                todo.extend(shortcuts.get(&c).ok_or(format!("{c} undefined"))?.chars().rev())
            }
            _ => return Err(format!("{c:?} is no move")),
        }
    }
    Ok(moves)
}

/// Plays `moves` on `cells`; the grid it ends on, or the first move refused.
pub fn rim_replay(k: usize, cells: &[usize], moves: &str) -> Result<Vec<usize>, String> {
    let mut cells = cells.to_vec();
    let mut empty = cells.iter().position(|&c| c == 0).ok_or("no E")?;
    for (n, letter) in moves.bytes().enumerate() {
        empty = rim_step(k, &mut cells, empty, letter).ok_or(format!(
            "move {} ({}) is refused",
            n + 1,
            letter as char
        ))?;
    }
    Ok(cells)
}

/// Three places.
type Triple = (usize, usize, usize);

/// The reverse of a string of moves.
fn undone(moves: &str) -> String {
    let back = |c| match c {
        'u' => 'd',
        'd' => 'u',
        'l' => 'r',
        _ => 'l',
    };
    moves.chars().rev().map(back).collect()
}

/// An answer of the tests' own: the lines after `SURGERY COMPLETE`, up to and with `DONE`, or
/// `None` when the organs are an odd permutation. For k = 1, the shortest moves (of those, the
/// first found trying u d l r in turn), no shortcut; else a built answer with shortcuts.
pub fn rim_answer(k: usize, cells: &[usize]) -> Option<String> {
    if !organs_even(cells) {
        return None;
    }
    if k == 1 {
        return Some(format!("{}\nDONE\n", shortest(cells)));
    }
    let w = 2 * k + 1;
    let places = 4 * k + 1;
    // E home: right, then down; the places clockwise from the top-left corner, home left out.
    let mut walk = String::new();
    let mut board = cells.to_vec();
    let mut empty = board.iter().position(|&c| c == 0)?;
    while empty % w < 2 * k {
        empty = rim_step(k, &mut board, empty, b'r')?;
        walk.push('r');
    }
    if empty < w {
        rim_step(k, &mut board, empty, b'd')?;
        walk.push('d');
    }
    let place_cell: Vec<usize> = (0..w).chain((0..2 * k).rev().map(|c| w + c)).collect();
    // The loops: A round the rim, C round the left half (B and D undo them).
    let rim = format!("{}u{}d", "l".repeat(2 * k), "r".repeat(2 * k));
    let half = format!("{}u{}d{}", "l".repeat(2 * k), "r".repeat(k), "r".repeat(k));
    let strings = [rim.clone(), undone(&rim), half.clone(), undone(&half)];
    // Where each loop takes the organ at each place.
    let turn = |moves: &str| -> Vec<usize> {
        let mut labels = vec![0; 2 * w];
        for (p, &c) in place_cell.iter().enumerate() {
            labels[c] = p + 1;
        }
        let labels = rim_replay(k, &labels, moves).expect("a loop of E is legal");
        let mut to = vec![0; places];
        for (p, &c) in place_cell.iter().enumerate() {
            to[labels[c] - 1] = p;
        }
        to
    };
    let turns: Vec<Vec<usize>> = strings.iter().map(|s| turn(s)).collect();
    let after = |word: &[usize]| {
        let mut to: Vec<usize> = (0..places).collect();
        for &g in word {
            to = to.iter().map(|&p| turns[g][p]).collect();
        }
        to
    };
    // The shortest word moving three places alone, trying every word in turn.
    let mut words: Vec<Vec<usize>> = vec![vec![]];
    let cycle = 'search: loop {
        let mut longer = Vec::new();
        for word in &words {
            for g in 0..4 {
                let mut next = word.clone();
                next.push(g);
                if (0..places).filter(|&p| after(&next)[p] != p).count() == 3 {
                    break 'search next;
                }
                longer.push(next);
            }
        }
        words = longer;
    };
    let to = after(&cycle);
    let first = (0..places).find(|&p| to[p] != p)?;
    let three = (first, to[first], to[to[first]]); // first -> second -> third -> first
                                                   // Every triple of places, by the shortest word carrying the three there.
    let mut word_to = HashMap::from([(three, vec![])]);
    let mut queue = VecDeque::from([three]);
    while let Some((a, b, c)) = queue.pop_front() {
        for (g, t) in turns.iter().enumerate() {
            let next = (t[a], t[b], t[c]);
            if !word_to.contains_key(&next) {
                let mut word = word_to[&(a, b, c)].clone();
                word.push(g);
                word_to.insert(next, word);
                queue.push_back(next);
            }
        }
    }
    // Letters: A B C D the loops, T the 3-cycle, S its inverse.
    let letter = |g: usize| b"ABCD"[g] as char;
    let inverse = |g: usize| b"BADC"[g] as char;
    let mut main = walk;
    let goal = healthy(k);
    let mut now: Vec<usize> = place_cell.iter().map(|&c| board[c]).collect();
    let want: Vec<usize> = place_cell.iter().map(|&c| goal[c]).collect();
    // The first place not home gets its organ, by the cheapest conjugate that moves only
    // places not home.
    while let Some(t) = (0..places).find(|&p| now[p] != want[p]) {
        let s = now.iter().position(|&o| o == want[t])?;
        // (the word's length, the triple, whether by S, u)
        let mut best: Option<(usize, Triple, bool, usize)> = None;
        for u in (0..places).filter(|&u| u != s && u != t && now[u] != want[u]) {
            // s -> t -> u -> s as T does it, or as S does it (its three in the other order).
            for (triple, back) in [
                ((s, t, u), false),
                ((t, u, s), false),
                ((u, s, t), false),
                ((s, u, t), true),
                ((u, t, s), true),
                ((t, s, u), true),
            ] {
                let length = word_to[&triple].len();
                if best.map_or(true, |(l, _, _, _)| length < l) {
                    best = Some((length, triple, back, u));
                }
            }
        }
        let (_, triple, back, u) = best?;
        let word = &word_to[&triple];
        main.extend(word.iter().rev().map(|&g| inverse(g)));
        main.push(if back { 'S' } else { 'T' });
        main.extend(word.iter().map(|&g| letter(g)));
        let (a, b, c) = (now[s], now[t], now[u]);
        now[t] = a;
        now[u] = b;
        now[s] = c;
    }
    let cycle_string: String = cycle.iter().map(|&g| letter(g)).collect();
    let back_string: String = cycle.iter().rev().map(|&g| inverse(g)).collect();
    let mut text = format!("{main}\n");
    for (l, s) in "ABCD".chars().zip(&strings) {
        text += &format!("{l} {s}\n");
    }
    Some(text + &format!("T {cycle_string}\nS {back_string}\nDONE\n"))
}

/// The shortest moves to the healthy grid (k = 1), the first found trying u d l r in turn.
fn shortest(cells: &[usize]) -> String {
    let goal = healthy(1);
    let mut back: HashMap<Vec<usize>, (Vec<usize>, char)> = HashMap::new();
    let mut queue = VecDeque::from([cells.to_vec()]);
    back.insert(cells.to_vec(), (vec![], ' '));
    while let Some(board) = queue.pop_front() {
        if board == goal {
            let (mut path, mut at) = (Vec::new(), board);
            while at != cells {
                let (before, letter) = back[&at].clone();
                path.push(letter);
                at = before;
            }
            return path.iter().rev().collect();
        }
        let empty = board.iter().position(|&c| c == 0).unwrap();
        for letter in *b"udlr" {
            let mut next = board.clone();
            if rim_step(1, &mut next, empty, letter).is_some() && !back.contains_key(&next) {
                back.insert(next.clone(), (board.clone(), letter as char));
                queue.push_back(next);
            }
        }
    }
    panic!("an even board of k = 1 reaches the healthy one")
}
