// Pictures: self-contained SVG that any browser opens offline. svg.rs draws a walk's boards
// (a `Scene`) and the pieces every picture shares; chart.rs draws the bench's and score's
// charts with them; walk.rs lays a walk's boards out as a `Scene`.
pub mod chart;
pub mod svg;
pub mod walk;
