// A walk replayed: moves read in the problem's notation and judged legal or not, the boards
// printed one by one, and a large board summed up in a line.
use crate::cores::{blank_cell, neighbour};
use crate::puzzle::{pipe_glyph, Kit, Labels, Move, Notation, Rule, Walk};
use crate::text::plural;

/// MOVES as tokens: letters one by one, pairs apart by spaces or commas.
pub fn split_moves(walk: &Walk, moves: &str) -> Vec<String> {
    match walk.notation {
        Notation::Letters(_) => {
            moves.chars().filter(|c| !c.is_whitespace()).map(String::from).collect()
        }
        Notation::Pairs | Notation::Pieces | Notation::Words(_) => {
            let words = moves.split(|c: char| c.is_whitespace() || c == ',');
            words.filter(|w| !w.is_empty()).map(String::from).collect()
        }
    }
}

/// A move as the problem's notation writes it, made on board `at`.
pub fn written(walk: &Walk, at: &[usize], (from, to): Move) -> String {
    match walk.notation {
        Notation::Pairs => format!("{}-{}", from + 1, to + 1),
        Notation::Pieces => walk.label(at[from]),
        Notation::Words(words) => words[from].to_string(),
        Notation::Letters(letters) => {
            // The blank goes from `to` to `from`.
            let w = walk.width;
            let way = match from as isize - to as isize {
                d if d == -(w as isize) => 0,
                d if d == w as isize => 1,
                -1 => 2,
                _ => 3,
            };
            (letters[way] as char).to_string()
        }
    }
}

/// The move `token` names on board `at`, if it is legal there; else why not, as a sentence
/// that follows the move's name ("is not a legal move here: ...").
pub fn read_move(walk: &Walk, at: &[usize], moved: &[bool], token: &str) -> Result<Move, String> {
    read_move_at(walk, at, blank_cell(at), moved, token)
}

/// `read_move` with the blank's place known (a replay keeps it, as large boards need).
pub fn read_move_at(
    walk: &Walk,
    at: &[usize],
    blank: usize,
    moved: &[bool],
    token: &str,
) -> Result<Move, String> {
    let n = at.len();
    let (from, to) = match walk.notation {
        Notation::Letters(letters) => {
            let spelled = letters.map(|c| (c as char).to_string()).join(" ");
            let Some(way) = letters.iter().position(|&c| (c as char).to_string() == token) else {
                return Err(format!("is not a move: the moves are {spelled}"));
            };
            let w = walk.width;
            let Some(target) = neighbour(blank, way, w, n) else {
                let edge = ["top row", "bottom row", "left column", "right column"][way];
                return Err(format!("is not a legal move here: the blank is on the {edge}"));
            };
            // A grid with some of its edges missing (cf1280f's, up and down in three columns
            // only): the two cells must be joined. A whole grid's are, and are not searched.
            let h = n / w;
            let whole = (w - 1) * h + w * (h - 1);
            let joined =
                |&(a, b): &(usize, usize)| (a, b) == (target, blank) || (b, a) == (target, blank);
            if walk.edges.len() < whole && !walk.edges.iter().any(joined) {
                let (p, a, b) = (walk.place, blank + 1, target + 1);
                return Err(format!(
                    "is not a legal move here: {p} {a} and {p} {b} are not joined"
                ));
            }
            (target, blank)
        }
        Notation::Pieces => {
            let piece = (0..n).find(|&p| at[p] != 0 && walk.label(at[p]) == token);
            let Some(from) = piece else {
                let (first, last) = (walk.label(1), walk.label(n - 1));
                return Err(format!("is not a move: name an item, {first} to {last}"));
            };
            (from, blank)
        }
        Notation::Words(words) => {
            let Some(k) = words.iter().position(|&w| w.eq_ignore_ascii_case(token)) else {
                return Err(format!("is not a move: the moves are {}", words.join(" ")));
            };
            (k, k)
        }
        Notation::Pairs => {
            let place = |w: &str| w.parse::<usize>().ok().filter(|&p| (1..=n).contains(&p));
            let pair =
                token.split_once('-').and_then(|(a, b)| Some((place(a)? - 1, place(b)? - 1)));
            let Some((from, to)) = pair else {
                let place = walk.place;
                return Err(format!(
                    "is not a move: write FROM-TO, two {place} numbers from 1 to {n}"
                ));
            };
            let joined = |(a, b): &(usize, usize)| (*a, *b) == (from, to) || (*b, *a) == (from, to);
            if !walk.edges.iter().any(joined) {
                let (p, a, b) = (walk.place, from + 1, to + 1);
                return Err(match walk.kit {
                    Kit::Knights(_) => {
                        format!("is not a legal move here: {p} {b} is not a knight's jump from {a}")
                    }
                    _ => format!("is not a legal move here: {p} {a} and {p} {b} are not joined"),
                });
            }
            (from, to)
        }
    };
    let (p, a, b) = (walk.place, from + 1, to + 1);
    match walk.rule {
        Rule::Turn => Ok((from, to)),
        Rule::Swap(rule) => match rule {
            Some(allows) if !allows(at[from] as u8, at[to] as u8) => Err(format!(
                "is not a legal move here: tiles {} and {} may not trade places",
                walk.label(at[from]),
                walk.label(at[to])
            )),
            _ => Ok((from, to)),
        },
        _ if at[to] != 0 => Err(format!("is not a legal move here: {p} {b} is not empty")),
        _ if at[from] == 0 => Err(format!("is not a legal move here: {p} {a} is empty")),
        Rule::SlideOnce if moved[at[from]] => {
            Err(format!("is not a legal move here: tile {} has slid already", walk.label(at[from])))
        }
        _ => Ok((from, to)),
    }
}

/// Every legal move from `at`, in the order of the walk's edges (places, turns).
pub fn legal_moves(walk: &Walk, at: &[usize]) -> Vec<(Move, Vec<usize>)> {
    let moves: Vec<Move> = match walk.rule {
        Rule::SlideAny => {
            (0..at.len()).filter(|&p| at[p] != 0).map(|p| (p, blank_cell(at))).collect()
        }
        Rule::Turn => (0..4).map(|k| (k, k)).collect(),
        _ => walk.edges.iter().flat_map(|&(a, b)| [(a, b), (b, a)]).collect(),
    };
    let legal = moves.into_iter().filter(|&(a, b)| match walk.rule {
        Rule::Swap(rule) => a < b && rule.map_or(true, |f| f(at[a] as u8, at[b] as u8)),
        Rule::Turn => true,
        _ => at[b] == 0 && at[a] != 0,
    });
    legal
        .map(|m| {
            let mut next = at.to_vec();
            apply(walk, &mut next, m);
            (m, next)
        })
        .collect()
}

/// Makes move `(from, to)` on board `at`: the two places trade pieces, or, for a turn,
/// rectangle `from` turns by 180 degrees (each cell with its mirror through the centre).
pub fn apply(walk: &Walk, at: &mut [usize], (from, to): Move) {
    match walk.rule {
        Rule::Turn => {
            let (w, h) = (walk.width, at.len() / walk.width);
            let (x, y) = (from / 2, from % 2);
            for i in 0..h - 1 {
                for j in 0..w - 1 {
                    let (a, b) = ((i + x) * w + j + y, (h - 2 - i + x) * w + (w - 2 - j + y));
                    if a < b {
                        at.swap(a, b);
                    }
                }
            }
        }
        _ => at.swap(from, to),
    }
}

pub fn pair_token((a, b): Move) -> String {
    format!("{}-{}", a + 1, b + 1)
}

/// Boards of more places than this are summed up in a line, not printed, and not drawn.
pub const DRAWN: usize = 400;

/// A replay of more moves than this prints some twenty of its boards, as a large board's does.
pub const LONG: usize = 100;

/// A board as rows of labels; a large board as one line counting its pieces in place.
pub fn show(walk: &Walk, at: &[usize]) -> String {
    if at.len() > DRAWN {
        let home = at.iter().zip(&walk.goal).filter(|(a, g)| a == g && **a != 0).count();
        let (w, h) = (walk.width, at.len() / walk.width);
        return format!("({w} x {h}: {home} of {} tiles in their goal places)\n", at.len() - 1);
    }
    if let Labels::Pipes(masks, _) = &walk.labels {
        // Pipes joined by their glyphs, no gap between cells; the largest tree in heavy lines.
        let tree = walk.largest_tree(at);
        let glyph = |p: usize| pipe_glyph(masks[at[p]], tree[p]);
        let rows = (0..at.len()).step_by(walk.width).map(|r| (r..r + walk.width).map(glyph));
        let size = tree.iter().filter(|&&t| t).count();
        let tiles = at.len() - 1;
        let drawn: String = rows.map(|row| row.collect::<String>() + "\n").collect();
        return drawn + &format!("(the largest tree, in heavy lines: {size} of {tiles} tiles)\n");
    }
    let labels: Vec<String> = at.iter().map(|&t| walk.label(t)).collect();
    let wide = labels.iter().map(|l| l.chars().count()).max().unwrap_or(1);
    let cell = |l: &String| format!("{l:>wide$}");
    let row = |r: &[String]| r.iter().map(cell).collect::<Vec<_>>().join(walk.separator) + "\n";
    labels.chunks(walk.width).map(row).collect()
}

/// How a replay ended: the boards it went through, each with its move (empty for the start;
/// after an illegal move, the last board again with that move, refused), the first illegal
/// move's sentence, and whether the goal was reached.
pub struct Ends {
    pub boards: Vec<(Vec<usize>, String)>,
    pub illegal: Option<String>,
    pub reached: bool,
}

/// Replays `tokens` from the start, printing each board (large ones: a line every so often),
/// then whether the goal is reached. `kit`: the moves are the kit's own solution.
pub fn play(walk: &Walk, tokens: &[String], kit: bool) -> Ends {
    if walk.graph {
        let edges: Vec<String> = walk.edges.iter().map(|&e| pair_token(e)).collect();
        let (place, n) = (walk.place, walk.start.len());
        let places = if place == "vertex" { "vertices".into() } else { format!("{place}s") };
        println!("The {places} 1 to {n}, left to right; edges: {}", edges.join(" "));
    }
    if kit {
        let count = tokens.len();
        let spaced = if matches!(walk.notation, Notation::Letters(_)) { "" } else { " " };
        let kind = match walk.kit {
            Kit::Once => "the only one",
            Kit::Any => "built a line at a time, not a shortest",
            Kit::Own(own) => own.kind,
            _ => "a shortest",
        };
        println!(
            "The kit's solution ({kind}, {count} move{}): {}",
            plural(count),
            tokens.join(spaced)
        );
    }
    // Pipes: any one tree is a goal; the kit's is drawn when its moves are replayed (the user's
    // moves have no goal of their own, and working one out would solve the case).
    match (&walk.labels, kit) {
        (Labels::Pipes(..), false) => print!(
            "Start:\n{}Goal: any board that is one tree of all the tiles.\n",
            show(walk, &walk.start)
        ),
        (Labels::Pipes(..), true) => print!(
            "Start:\n{}Goal (any one tree of all the tiles; the kit's):\n{}",
            show(walk, &walk.start),
            show(walk, &walk.goal)
        ),
        _ => print!("Start:\n{}Goal:\n{}", show(walk, &walk.start), show(walk, &walk.goal)),
    }
    if let Some(also) = &walk.also {
        print!("Or this goal:\n{}", show(walk, also));
    }
    let (mut at, mut moved) = (walk.start.clone(), vec![false; walk.start.len()]);
    let mut blank = blank_cell(&at);
    let mut ends =
        Ends { boards: vec![(at.clone(), String::new())], illegal: None, reached: false };
    // A large board, or a long replay, shows some twenty boards, not every one: the last, and
    // every so many before it.
    let every =
        if at.len() > DRAWN || tokens.len() > LONG { (tokens.len() / 20).max(1) } else { 1 };
    for (k, token) in tokens.iter().enumerate() {
        match read_move_at(walk, &at, blank, &moved, token) {
            Ok((from, to)) => {
                moved[at[from]] = true;
                apply(walk, &mut at, (from, to));
                blank = if at[from] == 0 { from } else { blank };
                if (k + 1) % every == 0 || k + 1 == tokens.len() {
                    print!("Step {} ({token})\n{}", k + 1, show(walk, &at));
                }
                if at.len() <= DRAWN {
                    ends.boards.push((at.clone(), token.clone()));
                }
            }
            Err(why) => {
                ends.illegal = Some(format!("move {} ('{}') {why}", k + 1, token.escape_debug()));
                // The picture's last frame: the board again, captioned with the move it refused.
                if at.len() <= DRAWN {
                    ends.boards.push((at, format!("{token}, not legal here")));
                }
                return ends;
            }
        }
    }
    ends.reached = walk.reached(&at);
    match ends.reached {
        true => println!("The goal is reached in {} move{}.", tokens.len(), plural(tokens.len())),
        false => println!("The goal is not reached."),
    }
    ends
}
