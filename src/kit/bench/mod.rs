// What the bench targets share with the tests that check them: Korf's boards read from
// tests/data (`korf100`), a file of boards in Korf's notation (boards.rs), and the near-optimal
// mode solved, replayed and timed (near.rs). The bench's race of the variants stays in
// src/tools/bench.rs: each variant is a copy of the cores of its own.
pub mod boards;
pub mod near;

/// Korf's 100 random fifteen-puzzle boards (tests/data/korf100.txt) with their published
/// optimal lengths, turned to the goal 1 ... 15 with the blank last: the file's boards have the
/// blank top left and tile t in cell t, so each is turned half a turn and tile v renamed 16 - v
/// (the blank stays 0), which keeps every distance.
pub fn korf100() -> Vec<(Vec<u8>, usize)> {
    let text = include_str!("../../../tests/data/korf100.txt");
    let rows = text.lines().filter(|line| !line.starts_with('#') && !line.trim().is_empty());
    rows.map(|line| {
        let numbers: Vec<u8> = line.split_whitespace().map(|w| w.parse().unwrap()).collect();
        let board = (0..16).map(|c| (16 - numbers[15 - c]) % 16).collect();
        (board, numbers[16] as usize)
    })
    .collect()
}
