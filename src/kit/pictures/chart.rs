// Charts, for scripts/bench --svg: a bench result drawn as self-contained SVG text, no script,
// that any browser opens offline (svg.rs holds what every picture shares).
use crate::pictures::svg::{escape, num, svg_open};

/// A chart: panels stacked one above the other, sharing the x axis (drawn under the last).
pub struct Chart {
    pub title: String,
    /// Lines in small type under the title: where and when the figures were measured.
    pub notes: Vec<String>,
    pub x: Axis,
    pub panels: Vec<Panel>,
}

/// One plot of a chart: its own y axis and the series drawn on it.
pub struct Panel {
    pub y: Axis,
    pub series: Vec<Series>,
}

/// An axis: its name (with the unit) and its scale. On a log scale a value of 0 or less is
/// drawn on the axis's lowest line.
pub struct Axis {
    pub name: String,
    pub log: bool,
}

/// Points (x, y) drawn as dots, joined by a line when `joined`; named in the panel's legend.
pub struct Series {
    pub name: String,
    pub points: Vec<(f64, f64)>,
    pub joined: bool,
}

/// The series' colours, in order, in every panel: strong and far apart.
const SERIES_COLOURS: [&str; 5] = ["#1f77b4", "#d62728", "#2ca02c", "#9467bd", "#ff7f0e"];

/// The chart's frame, in pixels.
const PLOT_LEFT: f64 = 80.0;
const PLOT_WIDTH: f64 = 620.0;
const PANEL_HEIGHT: f64 = 200.0;
const PANEL_GAP: f64 = 30.0;

/// The chart as a self-contained SVG: the title and notes, then each panel with its grid, its
/// ticks (powers of ten on a log scale, steps of 1, 2 or 5 times a power of ten on a linear
/// one), its axis name and its legend; the x axis's ticks and name under the last panel.
pub fn chart(chart: &Chart) -> String {
    let all = |panels: &[Panel]| -> Vec<(f64, f64)> {
        panels.iter().flat_map(|p| p.series.iter().flat_map(|s| s.points.iter().copied())).collect()
    };
    let x_scale =
        Scale::new(&all(&chart.panels).iter().map(|p| p.0).collect::<Vec<_>>(), chart.x.log);
    let top = 40.0 + 16.0 * chart.notes.len() as f64;
    let height = top + chart.panels.len() as f64 * (PANEL_HEIGHT + PANEL_GAP) + 30.0;
    let width = PLOT_LEFT + PLOT_WIDTH + 30.0;
    let mut out = svg_open(width, height, &chart.title);
    out += &format!(
        "<text x=\"{}\" y=\"24\" font-size=\"17\" font-weight=\"bold\" text-anchor=\"middle\">{}</text>\n",
        num(width / 2.0),
        escape(&chart.title)
    );
    for (k, note) in chart.notes.iter().enumerate() {
        out += &format!(
            "<text x=\"{}\" y=\"{}\" font-size=\"11\" fill=\"#555\" text-anchor=\"middle\">{}</text>\n",
            num(width / 2.0),
            num(42.0 + 16.0 * k as f64),
            escape(note)
        );
    }
    let right = PLOT_LEFT + PLOT_WIDTH;
    for (k, panel) in chart.panels.iter().enumerate() {
        let y0 = top + k as f64 * (PANEL_HEIGHT + PANEL_GAP);
        let bottom = y0 + PANEL_HEIGHT;
        let values: Vec<f64> =
            panel.series.iter().flat_map(|s| s.points.iter().map(|p| p.1)).collect();
        let y_scale = Scale::new(&values, panel.y.log);
        let to_x = |v: f64| PLOT_LEFT + x_scale.fraction(v) * PLOT_WIDTH;
        let to_y = |v: f64| bottom - y_scale.fraction(v) * PANEL_HEIGHT;
        let mut grid = String::new();
        for (value, label) in y_scale.ticks() {
            let y = num(to_y(value));
            grid += &format!("M{} {y}H{}", num(PLOT_LEFT), num(right));
            out += &format!(
                "<text x=\"{}\" y=\"{y}\" dy=\"4\" font-size=\"11\" text-anchor=\"end\">{label}</text>",
                num(PLOT_LEFT - 6.0)
            );
        }
        for (value, label) in x_scale.ticks() {
            let x = num(to_x(value));
            grid += &format!("M{x} {}V{}", num(y0), num(bottom));
            if k + 1 == chart.panels.len() {
                out += &format!(
                    "<text x=\"{x}\" y=\"{}\" font-size=\"11\" text-anchor=\"middle\">{label}</text>",
                    num(bottom + 15.0)
                );
            }
        }
        out += &format!(
            "\n<path d=\"{grid}\" stroke=\"#ddd\" fill=\"none\"/><rect x=\"{}\" y=\"{}\" width=\"{}\" height=\"{}\" fill=\"none\" stroke=\"#333\"/>\n",
            num(PLOT_LEFT),
            num(y0),
            num(PLOT_WIDTH),
            num(PANEL_HEIGHT)
        );
        out += &format!(
            "<text transform=\"translate({},{}) rotate(-90)\" font-size=\"13\" text-anchor=\"middle\">{}</text>\n",
            num(PLOT_LEFT - 52.0),
            num(y0 + PANEL_HEIGHT / 2.0),
            escape(&panel.y.name)
        );
        for (s, series) in panel.series.iter().enumerate() {
            let colour = SERIES_COLOURS[s % SERIES_COLOURS.len()];
            let at: Vec<(f64, f64)> =
                series.points.iter().map(|&(x, y)| (to_x(x), to_y(y))).collect();
            if series.joined && at.len() > 1 {
                let d: Vec<String> =
                    at.iter().map(|&(x, y)| format!("{} {}", num(x), num(y))).collect();
                out += &format!(
                    "<path d=\"M{}\" stroke=\"{colour}\" stroke-width=\"2\" fill=\"none\"/>",
                    d.join("L")
                );
            }
            out += &format!("<g fill=\"{colour}\">");
            for (x, y) in at {
                out += &format!("<circle cx=\"{}\" cy=\"{}\" r=\"2.5\"/>", num(x), num(y));
            }
            // A lone series named as its axis needs no legend: the axis says it already.
            if panel.series.len() == 1 && series.name == panel.y.name {
                out += "</g>\n";
                continue;
            }
            let (lx, ly) = (PLOT_LEFT + 10.0, y0 + 16.0 + 16.0 * s as f64);
            out += &format!(
                "<circle cx=\"{}\" cy=\"{}\" r=\"4\"/></g><text x=\"{}\" y=\"{}\" font-size=\"12\">{}</text>\n",
                num(lx),
                num(ly - 4.0),
                num(lx + 9.0),
                num(ly),
                escape(&series.name)
            );
        }
    }
    out += &format!(
        "<text x=\"{}\" y=\"{}\" font-size=\"13\" text-anchor=\"middle\">{}</text>\n",
        num(PLOT_LEFT + PLOT_WIDTH / 2.0),
        num(height - 10.0),
        escape(&chart.x.name)
    );
    out + "</svg>\n"
}

/// An axis's span: values to fractions of its length, and its ticks.
struct Scale {
    log: bool,
    /// The ends, as values (powers of ten on a log scale) and as drawn (their logarithms).
    low: f64,
    high: f64,
    step: f64,
}

impl Scale {
    fn new(values: &[f64], log: bool) -> Scale {
        let finite = |v: &&f64| v.is_finite() && (!log || **v > 0.0);
        let seen: Vec<f64> =
            values.iter().filter(finite).map(|&v| if log { v.log10() } else { v }).collect();
        let (min, max) =
            seen.iter().fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &v| (a.min(v), b.max(v)));
        let (min, max) = if seen.is_empty() { (0.0, 1.0) } else { (min, max) };
        if log {
            let (low, high) = (min.floor(), max.ceil());
            let high = if high > low { high } else { low + 1.0 };
            return Scale { log, low, high, step: ((high - low) / 8.0).ceil().max(1.0) };
        }
        let span = if max > min { max - min } else { min.abs().max(1.0) };
        let raw = span / 5.0;
        let magnitude = 10f64.powf(raw.log10().floor());
        let step = [1.0, 2.0, 5.0, 10.0]
            .iter()
            .map(|m| m * magnitude)
            .find(|&s| s >= raw * 0.999)
            .unwrap();
        // Whole values (seeds, sizes) get whole ticks: no seed 0.5 between seeds 0 and 1.
        let step = if seen.iter().all(|v| v.fract() == 0.0) { step.max(1.0) } else { step };
        let low = (min / step).floor() * step;
        let high = ((max / step).ceil() * step).max(low + step);
        Scale { log, low, high, step }
    }

    /// Where `value` falls, from 0 (the low end) to 1 (the high end).
    fn fraction(&self, value: f64) -> f64 {
        let v = if !self.log {
            value
        } else if value > 0.0 {
            value.log10()
        } else {
            self.low
        };
        (v - self.low) / (self.high - self.low)
    }

    /// The ticks: (value, label). A log scale of at most two powers of ten also marks 2 and 5
    /// times each (a scale of n from 3 to 100 would show only 1, 10 and 100).
    fn ticks(&self) -> Vec<(f64, String)> {
        let count = ((self.high - self.low) / self.step + 1e-6).floor() as usize;
        if self.log && self.high - self.low <= 2.0 {
            let decades = (self.low.round() as i32)..(self.high.round() as i32);
            let mut ticks: Vec<(f64, String)> = decades
                .flat_map(|k| [1, 2, 5].map(|m| (m as f64 * 10f64.powi(k), round_number(m, k))))
                .collect();
            ticks.push((10f64.powf(self.high), round_number(1, self.high.round() as i32)));
            return ticks;
        }
        (0..=count)
            .map(|k| {
                let v = self.low + k as f64 * self.step;
                if self.log {
                    (10f64.powf(v), round_number(1, v.round() as i32))
                } else {
                    let digits = (-self.step.log10().floor()).max(0.0) as usize;
                    (v, format!("{:.*}", digits, v))
                }
            })
            .collect()
    }
}

/// m × 10^k (m a single digit) written as people read it: 0.05, 0.2, 1, 50, 200, 1k, 20k,
/// 500k, 1M ... 500G, then 1e12.
fn round_number(m: u64, k: i32) -> String {
    match k {
        i32::MIN..=-1 => format!("{:.*}", (-k) as usize, m as f64 * 10f64.powi(k)),
        0..=2 => format!("{}", m * 10u64.pow(k as u32)),
        3..=11 => format!("{}{}", m * 10u64.pow(k as u32 % 3), ["k", "M", "G"][k as usize / 3 - 1]),
        _ => format!("{m}e{k}"),
    }
}
