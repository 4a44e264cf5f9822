// The picture of a walk: the boards it went through, as pictures/svg.rs draws them.
use crate::pictures::svg::{Frame, Piece, Scene};
use crate::puzzle::{Kit, Labels, Rule, Walk};

/// The picture of a walk: places as laid out (a grid's cell at its column and row, a graph's
/// vertices on a circle with its edges drawn), a frame per board captioned with its move.
pub fn scene(walk: &Walk, boards: &[(Vec<usize>, String)]) -> Scene {
    let n = walk.start.len();
    let places = match walk.graph {
        true => (0..n)
            .map(|k| {
                let angle =
                    std::f64::consts::TAU * k as f64 / n as f64 - std::f64::consts::FRAC_PI_2;
                let radius = (n as f64 / std::f64::consts::PI).max(1.0);
                (radius * angle.cos(), radius * angle.sin())
            })
            .collect(),
        false => (0..n).map(|c| ((c % walk.width) as f64, (c / walk.width) as f64)).collect(),
    };
    let knights = matches!(walk.kit, Kit::Knights(_));
    // Every piece is drawn where no place is empty: swaps, and turns of rectangles.
    let swap = matches!(walk.rule, Rule::Swap(_) | Rule::Turn);
    // Pipes: the tiles of the last board's largest tree are marked in every frame, so the eye
    // sees that tree come together.
    let last = boards.last().map_or(&walk.start, |(board, _)| board);
    let tree = walk.largest_tree(last);
    let marked: Vec<usize> = (0..n).filter(|&p| tree[p]).map(|p| last[p]).collect();
    let piece = |t: usize| match (t, &walk.labels) {
        (0, _) if !swap => None,
        (_, Labels::Pipes(masks, _)) => Some(Piece {
            id: t,
            label: String::new(),
            pipes: Some((masks[t], marked.contains(&t))),
        }),
        _ => Some(Piece {
            id: t,
            label: if knights { String::new() } else { walk.label(t) },
            pipes: None,
        }),
    };
    let frames = boards.iter().enumerate().map(|(k, (board, token))| Frame {
        pieces: board.iter().map(|&t| piece(t)).collect(),
        // The start's caption, when the walk is the start alone, says why (no way to the goal).
        caption: match (k, token.is_empty()) {
            (0, true) => "start".into(),
            (0, false) => format!("start: {token}"),
            _ => format!("{k}: {token}"),
        },
    });
    Scene {
        places,
        lines: if walk.graph { walk.edges.clone() } else { Vec::new() },
        frames: frames.collect(),
    }
}
