// The pictures of src/kit/pictures/ (svg.rs and chart.rs), drawn by real renderers and looked at: each kind (a strip of
// boards, an animation, a chart) rendered by librsvg (`rsvg-convert`, a renderer that plays no
// animation) and the animation by headless Chromium with its virtual time run to the start and
// to the end; the PNG files they write are read by the tests' own reader (tests/png/) and the
// pixels at each tile are compared with the walk the test replayed by its own move rule
// (tests/reference/). Where a renderer is missing each test says so on stderr and passes, but
// fails under CI (CI=true): scripts/test warns loudly, and .ci/run installs both.
mod png;
mod reference;
use kit::pictures::{chart as svg_chart, svg};

use png::Image;
use reference::{neighbours, Board, Rng};
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use svg::{Frame, Piece, Scene};
use svg_chart::{Axis, Chart, Panel, Series};

const RSVG: &str = "rsvg-convert";
const CHROMIUM: &str = "chromium";

/// Whether `program` runs here; if not, a loud line, and under CI a failure.
fn installed(program: &str) -> bool {
    let found = Command::new(program)
        .arg("--version")
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .status()
        .is_ok();
    if !found {
        let package = if program == RSVG { "librsvg2-bin" } else { "chromium" };
        assert!(
            std::env::var("CI").as_deref() != Ok("true"),
            "{program} is missing (apt-get install -y {package}): the pictures cannot be checked"
        );
        eprintln!("WARNING: {program} is missing (apt-get install -y {package}): this picture test is SKIPPED");
    }
    found
}

/// A folder of this test's own, made afresh.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("pictures-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// Runs a command to its end: a renderer that never ends fails the test after `seconds` rather
/// than hanging it (a bound on a hang, not on speed). Headless Chromium now and then stalls
/// for good with its CPU idle, whatever it draws (seen in a fresh clone's run): a stalled run
/// is ended and started again, three times at most, before the test fails.
#[allow(clippy::incompatible_msrv)] // a test, never pasted: process_group is Rust 1.64
fn run(command: &mut Command, seconds: u64) {
    for _ in 0..3 {
        // In a process group of its own, so that the renderer's helpers end with it.
        let child = command.stdout(Stdio::null()).stderr(Stdio::piped()).process_group(0).spawn();
        let mut child = child.unwrap();
        let began = std::time::Instant::now();
        loop {
            if let Some(status) = child.try_wait().unwrap() {
                let mut errors = String::new();
                std::io::Read::read_to_string(child.stderr.as_mut().unwrap(), &mut errors).unwrap();
                assert!(status.success(), "{command:?} failed: {errors}");
                return;
            }
            if began.elapsed().as_secs() > seconds {
                let group = format!("-{}", child.id());
                let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
                let _ = child.wait();
                eprintln!("{command:?} did not end in {seconds} s: started again");
                break;
            }
            std::thread::sleep(std::time::Duration::from_millis(50));
        }
    }
    panic!("{command:?} did not end in {seconds} s, three times");
}

fn read_png(path: &Path) -> Image {
    png::read(&std::fs::read(path).unwrap()).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// The picture as librsvg draws it (no animation played: what the document holds at rest).
fn rsvg(svg: &str, name: &str) -> Image {
    let dir = scratch(name);
    std::fs::write(dir.join("picture.svg"), svg).unwrap();
    run(
        Command::new(RSVG).arg(dir.join("picture.svg")).arg("-o").arg(dir.join("picture.png")),
        300,
    );
    let image = read_png(&dir.join("picture.png"));
    let _ = std::fs::remove_dir_all(&dir);
    image
}

/// A number attribute of the root element (`width`, `height`).
fn root_size(svg: &str, attribute: &str) -> usize {
    let root = &svg[svg.find("<svg").unwrap()..];
    let root = &root[..root.find('>').unwrap()];
    let value = root.split(&format!(" {attribute}=\"")).nth(1).unwrap();
    value[..value.find('"').unwrap()].parse().unwrap()
}

/// The picture as headless Chromium shows it at `seconds` into its animations. A script added to
/// the test's copy pauses the document's clock and sets it there, so the moment is exact however
/// busy the machine: a wait on the browser's own clock (even its virtual time) once caught the
/// start on a loaded machine.
fn chromium(svg: &str, name: &str, seconds: f64) -> Image {
    let dir = scratch(name);
    let (picture, shot) = (dir.join("picture.svg"), dir.join("shot.png"));
    let end = svg.rfind("</svg>").expect("an SVG document");
    let seek = format!(
        "<script>document.documentElement.pauseAnimations();\
         document.documentElement.setCurrentTime({seconds});</script>\n"
    );
    std::fs::write(&picture, format!("{}{seek}{}", &svg[..end], &svg[end..])).unwrap();
    run(
        Command::new(CHROMIUM)
            .args([
                "--headless",
                "--no-sandbox",
                "--disable-gpu",
                "--disable-quic",
                "--no-first-run",
                "--disable-dev-shm-usage", // a container's small /dev/shm can stall it
            ])
            .args([
                "--disable-background-networking",
                "--disable-component-update",
                "--disable-sync",
            ])
            .arg(format!("--user-data-dir={}", dir.join("profile").display()))
            .arg(format!("--screenshot={}", shot.display()))
            .arg(format!("--window-size={},{}", root_size(svg, "width"), root_size(svg, "height")))
            .arg("--virtual-time-budget=1000")
            .arg(format!("file://{}", picture.display())),
        240,
    );
    let image = read_png(&shot);
    let _ = std::fs::remove_dir_all(&dir);
    image
}

type Rgb = [i32; 3];

fn rgb(p: [u8; 4]) -> Rgb {
    [p[0] as i32, p[1] as i32, p[2] as i32]
}

fn near(a: Rgb, b: Rgb) -> bool {
    (0..3).all(|k| (a[k] - b[k]).abs() <= 6)
}

/// The colour of the piece on a place: read above the centre, clear of its label.
fn sample(image: &Image, (x, y): (f64, f64)) -> Rgb {
    rgb(image.at(x.round() as usize, (y - 12.0).round() as usize))
}

/// The picture is not blank: at least one pixel in a hundred is not the white background.
fn assert_not_blank(image: &Image, what: &str) {
    let white = [255, 255, 255];
    let drawn = image.pixels.iter().filter(|&&p| !near(rgb(p), white)).count();
    assert!(
        drawn * 100 > image.pixels.len(),
        "{what}: only {drawn} of {} pixels drawn",
        image.pixels.len()
    );
}

/// An eight-puzzle walk ending on the goal, made by the reference's move rule: `moves` random
/// moves away from the goal (never straight back), then replayed towards it. The boards from the
/// start to the goal, and each move's letter.
fn eight_walk(moves: usize, seed: u64) -> (Vec<Board>, Vec<String>) {
    let goal: Board = [1, 2, 3, 4, 5, 6, 7, 8, 0];
    let mut rng = Rng(seed);
    let mut boards = vec![goal];
    while boards.len() <= moves {
        let last = *boards.last().unwrap();
        let before = if boards.len() > 1 { Some(boards[boards.len() - 2]) } else { None };
        let options: Vec<Board> = neighbours(&last, b"udlr")
            .into_iter()
            .map(|(_, b)| b)
            .filter(|b| Some(*b) != before)
            .collect();
        boards.push(options[rng.below(options.len())]);
    }
    boards.reverse();
    let letters = boards
        .windows(2)
        .map(|w| {
            let (letter, _) =
                neighbours(&w[0], b"udlr").into_iter().find(|(_, b)| *b == w[1]).unwrap();
            (letter as char).to_string()
        })
        .collect();
    (boards, letters)
}

/// The eight-puzzle walk as a scene: cells at (column, row), tile t is piece t labelled t.
fn eight_scene(boards: &[Board], letters: &[String]) -> Scene {
    let frames = boards
        .iter()
        .enumerate()
        .map(|(k, board)| Frame {
            pieces: board
                .iter()
                .map(|&t| {
                    if t == 0 {
                        None
                    } else {
                        Some(Piece { id: t as usize, label: t.to_string(), pipes: None })
                    }
                })
                .collect(),
            caption: if k == 0 { String::new() } else { format!("{k}. {}", letters[k - 1]) },
        })
        .collect();
    Scene {
        places: (0..9).map(|c| ((c % 3) as f64, (c / 3) as f64)).collect(),
        lines: vec![],
        frames,
    }
}

/// The colour of each tile (0: the blank) on frame `k` of the picture, read at the places'
/// centres; every tile's colour differs from the others' and the blank's.
fn tile_colours(image: &Image, centres: &[(f64, f64)], board: &Board) -> [Rgb; 9] {
    let mut colours = [[0; 3]; 9];
    for (place, &tile) in board.iter().enumerate() {
        colours[tile as usize] = sample(image, centres[place]);
    }
    for a in 0..9 {
        for b in 0..a {
            assert!(
                !near(colours[a], colours[b]),
                "tiles {a} and {b} look alike: {:?}",
                colours[a]
            );
        }
    }
    colours
}

/// Every place of the board drawn at `centres` shows the colour of the tile the walk put there.
fn assert_board(
    image: &Image,
    centres: &[(f64, f64)],
    board: &Board,
    colours: &[Rgb; 9],
    what: &str,
) {
    for (place, &tile) in board.iter().enumerate() {
        let seen = sample(image, centres[place]);
        assert!(
            near(seen, colours[tile as usize]),
            "{what}: place {place} should show tile {tile} ({:?}), shows {seen:?}",
            colours[tile as usize]
        );
    }
}

#[test]
fn a_walk_of_40_moves_is_a_strip_showing_every_board() {
    let (boards, letters) = eight_walk(40, 7);
    let scene = eight_scene(&boards, &letters);
    let picture = svg::picture(&scene);
    assert!(!picture.contains("<animate") && !picture.contains("<script"), "a strip, no script");
    assert!(picture.len() < 100_000, "a 40-move strip takes {} bytes", picture.len());
    assert!(
        picture.contains(">40. ") && picture.contains(">start<"),
        "each move is written under its board"
    );
    if !installed(RSVG) {
        return;
    }
    let image = rsvg(&picture, "strip");
    assert_not_blank(&image, "the strip");
    let centres = svg::centres(&scene);
    assert_eq!(centres.len(), 41);
    let colours = tile_colours(&image, &centres[0], &boards[0]);
    for (k, board) in boards.iter().enumerate() {
        assert_board(&image, &centres[k], board, &colours, &format!("board {k} of the strip"));
    }
    assert_eq!(boards[40], [1, 2, 3, 4, 5, 6, 7, 8, 0], "the last board drawn is the goal");
}

/// A walk on a graph of seven places (a hexagon and its centre, joined round the ring and to
/// the centre) with three white and three black pieces, unlabelled (pieces of a kind share an
/// id, like knights): random moves of a piece into the empty place. The scene, and each board
/// (0 empty, 1 white, 2 black).
fn hexagon_walk(moves: usize, seed: u64) -> (Scene, Vec<Vec<u8>>) {
    let mut places: Vec<(f64, f64)> = (0..6)
        .map(|k| {
            let a = k as f64 * std::f64::consts::PI / 3.0;
            (1.5 + 1.5 * a.cos(), 1.5 + 1.5 * a.sin())
        })
        .collect();
    places.push((1.5, 1.5));
    let lines: Vec<(usize, usize)> = (0..6).flat_map(|k| [(k, (k + 1) % 6), (k, 6)]).collect();
    let mut board: Vec<u8> = vec![1, 2, 1, 2, 1, 2, 0];
    let mut boards = vec![board.clone()];
    let mut rng = Rng(seed);
    for _ in 0..moves {
        let empty = board.iter().position(|&p| p == 0).unwrap();
        let options: Vec<usize> = lines
            .iter()
            .filter_map(|&(a, b)| {
                if a == empty {
                    Some(b)
                } else if b == empty {
                    Some(a)
                } else {
                    None
                }
            })
            .collect();
        board.swap(empty, options[rng.below(options.len())]);
        boards.push(board.clone());
    }
    let frames = boards
        .iter()
        .map(|b| Frame {
            pieces: b
                .iter()
                .map(|&p| {
                    (p > 0).then(|| Piece { id: p as usize, label: String::new(), pipes: None })
                })
                .collect(),
            caption: "a move".to_string(),
        })
        .collect();
    (Scene { places, lines, frames }, boards)
}

/// A board as a renderer drew it: the image, its places' centres there, what stands on each.
type View<'a> = (&'a Image, &'a [(f64, f64)], &'a [u8]);

/// Each board (drawn in `image` with its places' centres at `centres`) shows each kind of
/// piece, and the empty place, in one colour throughout, the three colours apart.
fn assert_kinds(views: &[View], what: &str) {
    let mut colours: [Option<Rgb>; 3] = [None; 3];
    for (k, (image, centres, board)) in views.iter().enumerate() {
        for (place, &p) in board.iter().enumerate() {
            let seen = sample(image, centres[place]);
            let want = *colours[p as usize].get_or_insert(seen);
            assert!(
                near(seen, want),
                "{what}, board {k}, place {place}: kind {p} drawn {seen:?}, before {want:?}"
            );
        }
    }
    let [empty, white, black] = colours.map(Option::unwrap);
    assert!(
        !near(empty, white) && !near(empty, black) && !near(white, black),
        "{what}: three kinds, three colours"
    );
}

#[test]
fn a_graph_walk_with_pieces_alike_keeps_each_kind_of_piece_in_its_colour() {
    let (scene, boards) = hexagon_walk(12, 11);
    let picture = svg::picture(&scene);
    assert!(picture.contains("<line"), "a graph's edges are drawn");
    for place in 1..=7 {
        let number = format!("fill=\"#666\" text-anchor=\"middle\">{place}</text>");
        assert_eq!(picture.matches(&number).count(), 1, "place {place} is numbered once");
    }
    if !installed(RSVG) {
        return;
    }
    let image = rsvg(&picture, "graph");
    assert_not_blank(&image, "the graph walk");
    let centres = svg::centres(&scene);
    let views: Vec<_> =
        boards.iter().enumerate().map(|(k, b)| (&image, &centres[k][..], &b[..])).collect();
    assert_kinds(&views, "the strip");
}

#[test]
fn a_long_graph_walk_with_pieces_alike_ends_on_its_last_board_in_a_browser() {
    // Pieces alike cannot be told apart, so the animation must still move some piece of the
    // right kind into each place.
    let (scene, boards) = hexagon_walk(50, 5);
    let picture = svg::picture(&scene);
    assert!(picture.contains("<animateTransform"), "an animation");
    let centres = &svg::centres(&scene)[0];
    if !installed(RSVG) || !installed(CHROMIUM) {
        return;
    }
    assert_ne!(boards[0], boards[50], "the walk ends elsewhere than it starts");
    // The start as librsvg draws it and the end in Chromium, as two boards of one walk.
    let start = rsvg(&picture, "graph-animation");
    let end = chromium(&picture, "graph-animation-end", last_moment(&picture));
    assert_kinds(
        &[(&start, centres, &boards[0]), (&end, centres, &boards[50])],
        "librsvg's start, Chromium's end",
    );
}

/// Past the end of every animation in the picture, in seconds: two seconds more than the longest.
fn last_moment(picture: &str) -> f64 {
    let seconds: f64 = picture
        .split("dur=\"")
        .skip(1)
        .map(|d| d[..d.find('s').unwrap()].parse::<f64>().unwrap())
        .fold(0.0, f64::max);
    seconds + 2.0
}

#[test]
fn a_long_walk_is_an_animation_from_the_start_to_the_goal_in_a_browser() {
    let (boards, letters) = eight_walk(60, 3);
    let scene = eight_scene(&boards, &letters);
    let picture = svg::picture(&scene);
    assert!(
        picture.contains("<animateTransform") && !picture.contains("<script"),
        "SMIL, no script"
    );
    let centres = &svg::centres(&scene)[0];
    if !installed(RSVG) || !installed(CHROMIUM) {
        return;
    }
    // At rest (librsvg plays nothing), the document shows the start.
    let image = rsvg(&picture, "animation");
    assert_not_blank(&image, "the animation at rest");
    let colours = tile_colours(&image, centres, &boards[0]);
    assert_board(&image, centres, &boards[0], &colours, "librsvg's picture (the start)");
    // In the browser: the start before the first move, the goal once every animation is over.
    let first = chromium(&picture, "animation-start", 0.1);
    assert_board(&first, centres, &boards[0], &colours, "Chromium at 0.1 s");
    // Halfway: one second's hold, then half a second a move, so move 30 has just ended.
    let middle = chromium(&picture, "animation-middle", 16.01);
    assert_board(&middle, centres, &boards[30], &colours, "Chromium after move 30");
    let last = chromium(&picture, "animation-end", last_moment(&picture));
    assert_not_blank(&last, "the animation's end");
    assert_board(&last, centres, &boards[60], &colours, "Chromium at the end");
    assert_eq!(boards[60], [1, 2, 3, 4, 5, 6, 7, 8, 0]);
}

/// The pixels of one colour, in groups of neighbours: each group's size, centre and width.
fn blobs(image: &Image, colour: Rgb) -> Vec<(usize, f64, f64, usize)> {
    let (w, h) = (image.width, image.height);
    let mut seen = vec![false; w * h];
    let mut found = Vec::new();
    for start in 0..w * h {
        if seen[start] || !near(rgb(image.pixels[start]), colour) {
            continue;
        }
        let (mut stack, mut count, mut sx, mut sy) = (vec![start], 0, 0.0, 0.0);
        let (mut left, mut right) = (w, 0);
        seen[start] = true;
        while let Some(p) = stack.pop() {
            let (x, y) = (p % w, p / w);
            count += 1;
            (left, right) = (left.min(x), right.max(x));
            sx += x as f64;
            sy += y as f64;
            // The eight pixels around (a sloping line's pixels touch at their corners).
            for (dx, dy) in [(-1, -1), (0, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (0, 1), (1, 1)] {
                let (qx, qy) = (x as i64 + dx, y as i64 + dy);
                if qx < 0 || qy < 0 || qx >= w as i64 || qy >= h as i64 {
                    continue;
                }
                let q = qy as usize * w + qx as usize;
                if !seen[q] && near(rgb(image.pixels[q]), colour) {
                    seen[q] = true;
                    stack.push(q);
                }
            }
        }
        found.push((count, sx / count as f64, sy / count as f64, right + 1 - left));
    }
    found
}

#[test]
fn a_chart_draws_each_point_where_its_value_falls_on_log_and_linear_scales() {
    // Above, 1, 10, ..., 10^4 on a log scale: the dots evenly spaced up the panel; below,
    // k² on a linear scale: the dots' heights grow as k²; and a second series, joined, across.
    let points = |f: fn(f64) -> f64| (1..=5).map(|k| (k as f64, f(k as f64))).collect::<Vec<_>>();
    let chart = Chart {
        title: "A test".to_string(),
        notes: vec!["drawn by tests/pictures.rs".to_string()],
        x: Axis { name: "k".to_string(), log: false },
        panels: vec![
            Panel {
                y: Axis { name: "10^(k-1)".to_string(), log: true },
                series: vec![Series {
                    name: "powers".to_string(),
                    points: points(|k| 10f64.powf(k - 1.0)),
                    joined: false,
                }],
            },
            Panel {
                y: Axis { name: "k²".to_string(), log: false },
                series: vec![
                    Series {
                        name: "squares".to_string(),
                        points: points(|k| k * k),
                        joined: false,
                    },
                    Series {
                        name: "a line".to_string(),
                        points: vec![(1.0, 25.0), (5.0, 1.0)],
                        joined: true,
                    },
                ],
            },
        ],
    };
    let picture = svg_chart::chart(&chart);
    assert!(
        picture.contains(">A test<") && picture.contains(">powers<") && picture.contains(">k²<")
    );
    // Two whole x values (seeds 0 and 1, as `scripts/score --cases 2` draws): whole ticks only.
    let two = Chart {
        x: Axis { name: "seed".to_string(), log: false },
        panels: vec![Panel {
            y: Axis { name: "score".to_string(), log: false },
            series: vec![Series {
                name: "score".to_string(),
                points: vec![(0.0, 810_000.0), (1.0, 790_000.0)],
                joined: false,
            }],
        }],
        ..chart
    };
    let drawn = svg_chart::chart(&two);
    assert!(drawn.contains(">1<") && !drawn.contains(">0.5<"), "whole ticks for whole seeds");
    // Issue 51: a lone series named as its axis has no legend (the axis names it once).
    assert_eq!(drawn.matches(">score</text>").count(), 1, "score named once: {drawn}");
    if !installed(RSVG) {
        return;
    }
    let image = rsvg(&picture, "chart");
    assert_not_blank(&image, "the chart");
    // The first series' colour: the dots of both panels and the two legends' larger dots.
    let mut dots = blobs(&image, [0x1f, 0x77, 0xb4]);
    dots.retain(|d| d.0 >= 8);
    let biggest = dots.iter().map(|d| d.0).max().unwrap();
    let (legends, mut dots): (Vec<_>, Vec<_>) =
        dots.into_iter().partition(|d| d.0 * 3 >= biggest * 2);
    assert_eq!(legends.len(), 2, "one legend a panel: {legends:?}");
    assert_eq!(dots.len(), 10, "five dots a panel: {dots:?}");
    dots.sort_by(|a, b| a.2.total_cmp(&b.2));
    let (mut upper, mut lower) = (dots[..5].to_vec(), dots[5..].to_vec());
    assert!(upper[4].2 < lower[0].2);
    for panel in [&mut upper, &mut lower] {
        panel.sort_by(|a, b| a.1.total_cmp(&b.1));
        let step = panel[1].1 - panel[0].1;
        assert!(step > 20.0, "dots apart: {panel:?}");
        for k in 1..5 {
            assert!(
                (panel[k].1 - panel[k - 1].1 - step).abs() < 1.5,
                "x = k evenly spaced: {panel:?}"
            );
        }
    }
    let rise = upper[0].2 - upper[1].2;
    assert!(rise > 20.0, "the log panel's dots climb: {upper:?}");
    for k in 1..5 {
        assert!(
            (upper[k - 1].2 - upper[k].2 - rise).abs() < 1.5,
            "each power of ten as high again: {upper:?}"
        );
    }
    let lines = blobs(&image, [0xd6, 0x27, 0x28]);
    let across: Vec<_> = lines.iter().filter(|b| b.3 > 400).collect();
    assert!(across.len() == 1, "the joined series is one line across its panel: {lines:?}");
    let middle = (upper[2].1, (lower[0].2 + lower[4].2) / 2.0);
    assert!(
        (across[0].1 - middle.0).abs() < 3.0 && (across[0].2 - middle.1).abs() < 3.0,
        "the line from (1, 25) to (5, 1) is centred on (3, 13): {across:?}, {middle:?}"
    );
    let unit = (lower[0].2 - lower[4].2) / 24.0; // from 1 to 25
    for (k, dot) in lower.iter().enumerate() {
        let k = (k + 1) as f64;
        assert!(
            (lower[0].2 - dot.2 - unit * (k * k - 1.0)).abs() < 1.5,
            "k² on a linear scale: {lower:?}"
        );
    }
}

#[test]
fn the_readme_picture_is_the_chart_of_the_saved_run_beside_it() {
    let readme = std::fs::read_to_string("README.md").unwrap();
    let link = readme
        .split("](")
        .skip(1)
        .map(|l| &l[..l.find(')').unwrap()])
        .find(|l| l.starts_with("src/tools/runs/") && l.ends_with(".svg"));
    let svg_path = link.expect("the README shows a chart of a saved run (src/tools/runs/*.svg)");
    let text = std::fs::read_to_string(svg_path).unwrap();
    assert!(text.len() < 30_000, "{svg_path} is small: {} bytes", text.len());
    let rows = svg_path.replace(".svg", ".txt");
    let commands: Vec<&str> = readme.lines().filter(|l| l.contains("--svg")).collect();
    assert!(
        commands.iter().any(|l| l.contains(svg_path)),
        "the README says the command that made {svg_path}"
    );
    // The chart example, built beside this test (scripts/test builds the examples first).
    let test = std::env::current_exe().unwrap();
    let chart =
        test.parent().and_then(|deps| deps.parent()).unwrap().join("examples").join("chart");
    assert!(chart.exists(), "{} is not built: cargo build --examples", chart.display());
    let output = Command::new(&chart)
        .arg("--korf")
        .stdin(std::fs::File::open(&rows).unwrap_or_else(|e| panic!("{rows}: {e}")))
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "chart --korf < {rows}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    assert!(output.stdout == text.as_bytes(), "{svg_path} is not the chart of {rows}");
    if installed(RSVG) {
        assert_not_blank(&rsvg(&text, "readme"), svg_path);
    }
}
