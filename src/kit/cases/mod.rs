// Cases: generated for a problem's kind at a level of difficulty (generate.rs), and made
// smaller while a failure stays (shrink.rs). A family of its own (`Kind::Own`) brings its
// generator and its step nearer the goal in its registry file; these reach it through `Kind`.
pub mod generate;
pub mod shrink;
