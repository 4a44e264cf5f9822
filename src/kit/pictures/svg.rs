// Pictures, for scripts/walk --svg and scripts/bench --svg: self-contained SVG text, no script,
// that any browser opens offline. A walk is a `Scene` (where each place is drawn, which places
// are joined, the board at each step); a bench result is a chart, drawn by svg_chart.rs with
// the pieces here.

/// A walk as a picture sees it: the places a puzzle's pieces stand on, the lines between them,
/// and the board before any move, then after each move.
pub struct Scene {
    /// Each place's centre, in cell units: a grid's cell at row r, column c is at (c, r).
    pub places: Vec<(f64, f64)>,
    /// Lines drawn between places: a graph's edges. Grids draw none (the layout shows them).
    pub lines: Vec<(usize, usize)>,
    /// The start, then the board after each move.
    pub frames: Vec<Frame>,
}

/// One board of a walk.
pub struct Frame {
    /// What stands on each place (indexed as `Scene::places`): `None` for an empty place.
    pub pieces: Vec<Option<Piece>>,
    /// The move that led here (empty for the start), written under the board.
    pub caption: String,
}

/// A piece on a place. Pieces with the same `id` are drawn alike (the same colour), so a tile
/// keeps its colour across frames and the eye can follow it.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Piece {
    pub id: usize,
    /// What is written on it (may be empty: a knight is drawn by its colour alone).
    pub label: String,
    /// Pipes drawn from its centre toward its sides, instead of a colour: the bitmask (1 left,
    /// 2 up, 4 right, 8 down) and whether it is marked (drawn dark: AHC 011's largest tree).
    pub pipes: Option<(u8, bool)>,
}

/// Walks of up to this many moves are drawn as a strip of boards; longer ones as an animation.
pub const STRIP_MOVES: usize = 40;

/// Pixels per cell unit.
const CELL: f64 = 40.0;
/// Room under a board in a strip for its caption, and between boards.
const CAPTION: f64 = 20.0;
const GAP: f64 = 14.0;
/// A strip wraps to a new row past this width.
const STRIP_WIDTH: f64 = 1000.0;
/// The animation: the start is held, then each move slides over a step, then the goal stays.
/// A long walk's steps are shortened so that it plays within `PLAY` seconds.
const HOLD: f64 = 1.0;
const STEP: f64 = 0.5;
const PLAY: f64 = 120.0;

/// The walk drawn as a self-contained SVG (no script, no outside file): a strip of boards, each
/// move's moved pieces outlined and the move written under the board, for walks of up to
/// `STRIP_MOVES` moves; an animation (SMIL) that plays the moves and stops on the last board for
/// longer ones. A renderer that plays no animation shows the start. Pieces with the same id
/// share a colour in every frame.
pub fn picture(scene: &Scene) -> String {
    let board = Board::of(scene);
    if scene.frames.len() <= STRIP_MOVES + 1 {
        strip(scene, &board)
    } else {
        animation(scene, &board)
    }
}

/// Where each board of `picture(scene)` puts each place's centre, in pixels from the picture's
/// top left corner: a list of centres per frame (in an animation, the one board's, for every
/// frame). The tests look at the rendered picture there.
pub fn centres(scene: &Scene) -> Vec<Vec<(f64, f64)>> {
    let board = Board::of(scene);
    let layout = Layout::of(scene, &board);
    (0..scene.frames.len())
        .map(|k| {
            let (x, y) = layout.origin(k);
            board.centres.iter().map(|c| (x + c.0, y + c.1)).collect()
        })
        .collect()
}

/// The whole picture's size and where each frame's board stands in it.
struct Layout {
    width: f64,
    height: f64,
    /// Boards a row of the strip; 0 for an animation, whose one board is at `left`.
    columns: usize,
    slot: (f64, f64),
    left: f64,
}

impl Layout {
    fn of(scene: &Scene, board: &Board) -> Layout {
        let frames = scene.frames.len().max(1);
        if frames > STRIP_MOVES + 1 {
            let width = board.width.max(240.0) + 2.0 * GAP;
            let height = board.height + 2.0 * GAP + 40.0;
            return Layout {
                width,
                height,
                columns: 0,
                slot: (0.0, 0.0),
                left: (width - board.width) / 2.0,
            };
        }
        let slot = (board.width + GAP, board.height + CAPTION + GAP);
        let columns = ((STRIP_WIDTH / slot.0).floor() as usize).clamp(1, frames);
        let rows = (frames + columns - 1) / columns;
        Layout {
            width: columns as f64 * slot.0 + GAP,
            height: rows as f64 * slot.1 + GAP,
            columns,
            slot,
            left: GAP,
        }
    }

    /// The top left corner of frame `k`'s board.
    fn origin(&self, k: usize) -> (f64, f64) {
        if self.columns == 0 {
            return (self.left, GAP);
        }
        (
            GAP + (k % self.columns) as f64 * self.slot.0,
            GAP + (k / self.columns) as f64 * self.slot.1,
        )
    }
}

/// How a scene's boards are drawn: the places' span, in pixels, and the shared definitions.
struct Board {
    /// The places' centres in pixels, relative to the board's top left corner.
    centres: Vec<(f64, f64)>,
    width: f64,
    height: f64,
    /// The distinct pieces, in order of first appearance: each is defined once and reused.
    pieces: Vec<Piece>,
}

impl Board {
    fn of(scene: &Scene) -> Board {
        let min =
            |f: fn(&(f64, f64)) -> f64| scene.places.iter().map(f).fold(f64::INFINITY, f64::min);
        let max = |f: fn(&(f64, f64)) -> f64| {
            scene.places.iter().map(f).fold(f64::NEG_INFINITY, f64::max)
        };
        let (x0, y0) = (min(|p| p.0), min(|p| p.1));
        let (width, height) = if scene.places.is_empty() {
            (CELL, CELL)
        } else {
            ((max(|p| p.0) - x0 + 1.0) * CELL, (max(|p| p.1) - y0 + 1.0) * CELL)
        };
        let centres = scene
            .places
            .iter()
            .map(|&(x, y)| ((x - x0 + 0.5) * CELL, (y - y0 + 0.5) * CELL))
            .collect();
        let mut pieces: Vec<Piece> = Vec::new();
        for piece in scene.frames.iter().flat_map(|f| f.pieces.iter().flatten()) {
            if !pieces.contains(piece) {
                pieces.push(piece.clone());
            }
        }
        Board { centres, width, height, pieces }
    }

    /// The index of a piece's definition (`#pN`).
    fn index(&self, piece: &Piece) -> usize {
        self.pieces.iter().position(|p| p == piece).unwrap()
    }

    /// `<defs>`: the empty board (`#b`), each piece centred on the origin (`#pN`), and the mark
    /// of a moved piece (`#m`). Grids draw square tiles on square cells; graphs draw their
    /// lines, round places and round pieces.
    fn defs(&self, scene: &Scene) -> String {
        let graph = !scene.lines.is_empty();
        let half = CELL * 0.45;
        let mut out = String::from("<defs><g id=\"b\">");
        for &(a, b) in &scene.lines {
            let (p, q) = (self.centres[a], self.centres[b]);
            out += &format!(
                "<line x1=\"{}\" y1=\"{}\" x2=\"{}\" y2=\"{}\" stroke=\"#999\" stroke-width=\"2\"/>",
                num(p.0),
                num(p.1),
                num(q.0),
                num(q.1)
            );
        }
        for (k, &(x, y)) in self.centres.iter().enumerate() {
            // A graph's places are numbered (from 1, as its moves name them) above their left.
            out += &if graph {
                format!(
                    "<circle cx=\"{}\" cy=\"{}\" r=\"{}\" fill=\"#eee\" stroke=\"#999\"/>\
                     <text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#666\" text-anchor=\"middle\">{}</text>",
                    num(x),
                    num(y),
                    num(half * 0.9),
                    num(x - half),
                    num(y - half * 0.75),
                    k + 1
                )
            } else {
                format!(
                    "<rect x=\"{}\" y=\"{}\" width=\"{c}\" height=\"{c}\" fill=\"#eee\" stroke=\"#ccc\"/>",
                    num(x - CELL / 2.0),
                    num(y - CELL / 2.0),
                    c = num(CELL)
                )
            };
        }
        out += "</g>";
        let shape = |fill: &str, stroke: &str, width: f64| {
            if graph {
                format!(
                    "<circle r=\"{}\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{}\"/>",
                    num(half * 0.85),
                    num(width)
                )
            } else {
                format!(
                    "<rect x=\"-{h}\" y=\"-{h}\" width=\"{s}\" height=\"{s}\" rx=\"5\" fill=\"{fill}\" stroke=\"{stroke}\" stroke-width=\"{}\"/>",
                    num(width),
                    h = num(half),
                    s = num(2.0 * half)
                )
            }
        };
        for (k, piece) in self.pieces.iter().enumerate() {
            if let Some((mask, marked)) = piece.pipes {
                out += &format!("<g id=\"p{k}\">{}", shape("#f4f2ea", "#999", 1.0));
                let stroke = if marked { "#1f4e9c" } else { "#b0b0b0" };
                for (bit, (x, y)) in
                    [(1, (-1.0, 0.0)), (2, (0.0, -1.0)), (4, (1.0, 0.0)), (8, (0.0, 1.0))]
                {
                    if mask & bit != 0 {
                        // To the cell's side, past the tile's edge, so two joined pipes meet.
                        out += &format!(
                            "<line x2=\"{}\" y2=\"{}\" stroke=\"{stroke}\" stroke-width=\"{}\" stroke-linecap=\"round\"/>",
                            num(x * CELL / 2.0),
                            num(y * CELL / 2.0),
                            num(CELL * 0.18)
                        );
                    }
                }
                out += "</g>";
                continue;
            }
            out += &format!("<g id=\"p{k}\">{}", shape(&colour(piece.id), "#555", 1.0));
            if !piece.label.is_empty() {
                out += &format!(
                    "<text y=\"{}\" font-size=\"{}\" text-anchor=\"middle\">{}</text>",
                    num(CELL * 0.16),
                    num(CELL * 0.42),
                    escape(&piece.label)
                );
            }
            out += "</g>";
        }
        out += &shape("none", "#d00", 3.0)
            .replace("<rect", "<rect id=\"m\"")
            .replace("<circle", "<circle id=\"m\"");
        out + "</defs>"
    }
}

pub fn svg_open(width: f64, height: f64, title: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\" \
         width=\"{w}\" height=\"{h}\" viewBox=\"0 0 {w} {h}\" font-family=\"sans-serif\">\
         <title>{}</title><rect width=\"100%\" height=\"100%\" fill=\"#fff\"/>\n",
        escape(title),
        w = num(width.ceil()),
        h = num(height.ceil())
    )
}

fn use_at(id: &str, (x, y): (f64, f64)) -> String {
    format!("<use xlink:href=\"#{id}\" x=\"{}\" y=\"{}\"/>", num(x), num(y))
}

fn moves_title(scene: &Scene) -> String {
    let moves = scene.frames.len().saturating_sub(1);
    format!("A walk of {moves} move{}", if moves == 1 { "" } else { "s" })
}

/// Every board side by side, row after row; under each, its caption; the pieces that moved
/// into a place outlined in red.
fn strip(scene: &Scene, board: &Board) -> String {
    let layout = Layout::of(scene, board);
    let mut out = svg_open(layout.width, layout.height, &moves_title(scene));
    out += &board.defs(scene);
    out.push('\n');
    for (k, frame) in scene.frames.iter().enumerate() {
        let (x, y) = layout.origin(k);
        out +=
            &format!("<g transform=\"translate({},{})\"><use xlink:href=\"#b\"/>", num(x), num(y));
        let before = if k == 0 { None } else { Some(&scene.frames[k - 1]) };
        for (place, piece) in frame.pieces.iter().enumerate() {
            if let Some(piece) = piece {
                out += &use_at(&format!("p{}", board.index(piece)), board.centres[place]);
                if before.map_or(false, |b| b.pieces.get(place) != Some(&Some(piece.clone()))) {
                    out += &use_at("m", board.centres[place]);
                }
            }
        }
        let caption = if frame.caption.is_empty() && k == 0 { "start" } else { &frame.caption };
        out += &format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"middle\">{}</text></g>\n",
            num(board.width / 2.0),
            num(board.height + 15.0),
            escape(caption)
        );
    }
    out + "</svg>\n"
}

/// One piece followed through the walk: where it stands in each frame (`None`: not on the
/// board then).
struct Track {
    piece: Piece,
    at: Vec<Option<usize>>,
}

/// Follows each piece from frame to frame. A piece that stays on its place is the same piece;
/// the others are matched to the nearest free place that holds a piece alike (pieces sharing
/// an id and label cannot be told apart, so any match draws the same frames).
fn tracks(scene: &Scene, board: &Board) -> Vec<Track> {
    let frames = scene.frames.len();
    let mut tracks: Vec<Track> = Vec::new();
    for (k, frame) in scene.frames.iter().enumerate() {
        let mut taken = vec![false; frame.pieces.len()];
        let mut open = Vec::new();
        for (t, track) in tracks.iter_mut().enumerate() {
            if let Some(place) = track.at[k - 1] {
                if frame.pieces.get(place) == Some(&Some(track.piece.clone())) {
                    track.at[k] = Some(place);
                    taken[place] = true;
                } else {
                    open.push(t);
                }
            }
        }
        for t in open {
            let from = board.centres[tracks[t].at[k - 1].unwrap()];
            let distance =
                |q: usize| (board.centres[q].0 - from.0).hypot(board.centres[q].1 - from.1);
            let best = (0..frame.pieces.len())
                .filter(|&q| !taken[q] && frame.pieces[q].as_ref() == Some(&tracks[t].piece))
                .min_by(|&a, &b| distance(a).total_cmp(&distance(b)));
            if let Some(q) = best {
                tracks[t].at[k] = Some(q);
                taken[q] = true;
            }
        }
        for (place, piece) in frame.pieces.iter().enumerate() {
            if let (Some(piece), false) = (piece, taken[place]) {
                let mut at = vec![None; frames];
                at[k] = Some(place);
                tracks.push(Track { piece: piece.clone(), at });
            }
        }
    }
    tracks
}

/// One board whose pieces slide move after move (SMIL `animateTransform`, frozen at the end),
/// a bar that fills as the walk goes, and the number of moves under it. Each piece is placed at its start
/// (a renderer that plays nothing shows the start); pieces not there at the start are hidden
/// until they come, and pieces that leave are hidden from then.
fn animation(scene: &Scene, board: &Board) -> String {
    let moves = scene.frames.len() - 1;
    let step = STEP.min(PLAY / moves as f64);
    let total = HOLD + moves as f64 * step + HOLD;
    let time = |k: usize| HOLD + k as f64 * step;
    let layout = Layout::of(scene, board);
    let (left, top) = layout.origin(0);
    let mut out = svg_open(layout.width, layout.height, &moves_title(scene));
    out += &board.defs(scene);
    out += &format!(
        "\n<g transform=\"translate({},{})\"><use xlink:href=\"#b\"/>\n",
        num(left),
        num(top)
    );
    for track in tracks(scene, board) {
        let first = track.at.iter().position(Option::is_some).unwrap();
        let last = track.at.iter().rposition(Option::is_some).unwrap();
        let start = board.centres[track.at[first].unwrap()];
        let mut keys: Vec<(f64, (f64, f64))> = vec![(0.0, start)];
        for k in first + 1..=last {
            let (from, to) = (track.at[k - 1].unwrap(), track.at[k].unwrap());
            if from != to {
                let key = (time(k - 1) / total, board.centres[from]);
                if keys.last().unwrap().0 < key.0 {
                    keys.push(key);
                }
                keys.push((time(k) / total, board.centres[to]));
            }
        }
        let hidden = if first > 0 { " visibility=\"hidden\"" } else { "" };
        out += &format!(
            "<use xlink:href=\"#p{}\" transform=\"translate({},{})\"{hidden}>",
            board.index(&track.piece),
            num(start.0),
            num(start.1)
        );
        if keys.len() > 1 {
            keys.push((1.0, keys.last().unwrap().1));
            let values: Vec<String> =
                keys.iter().map(|(_, (x, y))| format!("{},{}", num(*x), num(*y))).collect();
            let times: Vec<String> = keys.iter().map(|(t, _)| format!("{:.6}", t)).collect();
            out += &format!(
                "<animateTransform attributeName=\"transform\" type=\"translate\" dur=\"{}s\" fill=\"freeze\" values=\"{}\" keyTimes=\"{}\"/>",
                num(total),
                values.join(";"),
                times.join(";")
            );
        }
        if first > 0 {
            out += &format!(
                "<set attributeName=\"visibility\" to=\"visible\" begin=\"{}s\" fill=\"freeze\"/>",
                num(time(first))
            );
        }
        if last + 1 < scene.frames.len() {
            out += &format!(
                "<set attributeName=\"visibility\" to=\"hidden\" begin=\"{}s\" fill=\"freeze\"/>",
                num(time(last + 1))
            );
        }
        out += "</use>\n";
    }
    let bar = board.width;
    out += &format!(
        "<rect y=\"{y}\" width=\"{bar}\" height=\"6\" fill=\"#ddd\"/><rect y=\"{y}\" width=\"0\" height=\"6\" fill=\"#48c\">\
         <animate attributeName=\"width\" from=\"0\" to=\"{bar}\" begin=\"{}s\" dur=\"{}s\" fill=\"freeze\"/></rect>\n",
        num(HOLD),
        num(moves as f64 * step),
        y = num(board.height + 8.0),
        bar = num(bar)
    );
    out += &format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"14\" text-anchor=\"middle\">{}: {} s a move</text></g>\n",
        num(board.width / 2.0),
        num(board.height + 32.0),
        escape(&moves_title(scene)),
        format!("{:.3}", step).trim_end_matches('0').trim_end_matches('.')
    );
    out + "</svg>\n"
}

/// A piece's colour, from its id: hues a golden angle apart, so neighbouring ids differ most,
/// and three lightnesses in turn, so that ids 5, 8 or 13 apart (whose hues come back within
/// about 30 degrees) differ too; pale enough that the dark label reads on every one.
fn colour(id: usize) -> String {
    let hue = (id as f64 * 137.508) % 360.0;
    let (s, l) = (0.65, [0.74, 0.66, 0.86][id % 3]);
    let c = (1.0 - (2.0 * l - 1.0f64).abs()) * s;
    let h = hue / 60.0;
    let x = c * (1.0 - (h % 2.0 - 1.0).abs());
    let (r, g, b) = match h as u32 {
        0 => (c, x, 0.0),
        1 => (x, c, 0.0),
        2 => (0.0, c, x),
        3 => (0.0, x, c),
        4 => (x, 0.0, c),
        _ => (c, 0.0, x),
    };
    let m = l - c / 2.0;
    let byte = |v: f64| ((v + m) * 255.0).round() as u8;
    format!("#{:02x}{:02x}{:02x}", byte(r), byte(g), byte(b))
}

/// A number as short as it can be written (two decimals at most).
pub fn num(v: f64) -> String {
    let s = format!("{:.2}", v);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    if s == "-0" {
        "0".to_string()
    } else {
        s.to_string()
    }
}

/// Text made safe inside an element or attribute.
pub fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}
