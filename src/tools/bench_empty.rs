// The benchmark's baseline: a Rust program that does nothing. A judge binary's whole-process
// time is compared with this one's, measured alternately in the same run, so that the ratio
// shows what the binary adds to the cost of starting any process.
fn main() {}
