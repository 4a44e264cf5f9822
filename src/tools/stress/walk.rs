// scripts/walk: an answer replayed board by board.
use super::*;

/// `walk NAME BOARD MOVES [--goal GOAL]`: the board after each move, the goal NAME's unless
/// given; an illegal move is named by its place. Exit status 0 only if the moves reach the goal.
pub fn walk(args: &[String]) {
    let (name, board, moves) = match args {
        [name, board, moves, ..] => (name, board, moves),
        _ => fail("give NAME BOARD MOVES [--goal GOAL]"),
    };
    if PROBLEMS.iter().any(|p| p.name == name && matches!(p.kind, Kind::Fifteen { .. })) {
        return replay16(board, moves);
    }
    let read = |text: &str| {
        Scanner::exactly(text.as_bytes(), 1).map(|b| b[0]).unwrap_or_else(|e| fail(&e))
    };
    let problem = PROBLEMS.iter().find(|p| p.name == name && matches!(p.kind, Kind::Boards { .. }));
    let own_goal = problem.and_then(|p| match p.kind {
        Kind::Boards { goal, .. } => goal,
        _ => None,
    });
    let goal = match (&args[3..], own_goal) {
        ([flag, goal], _) if flag == "--goal" => read(goal),
        ([], Some(goal)) => goal,
        _ => fail(&format!("give --goal GOAL: '{name}' has no goal of its own")),
    };
    play(read(board), goal, moves, apply_move, grid);
}

/// `walk` for the fifteen-puzzle: BOARD is sixteen numbers, MOVES the blank's U D L R.
pub fn replay16(board: &str, moves: &str) {
    let read = |text: &str| {
        let mut scanner = fifteen::Scanner::new(text.as_bytes())?;
        let grid = scanner.grid(4, 4)?;
        scanner.finish().map(|_| grid)
    };
    let goal: Vec<usize> = (1..16).chain([0]).collect();
    let step = |at: &Vec<usize>, letter| {
        let blank = at.iter().position(|&t| t == 0).unwrap_or(0);
        let cell = fifteen::blank_target16(blank, letter)?;
        let mut next = at.clone();
        next.swap(blank, cell);
        Some(next)
    };
    let show = |grid: &Vec<usize>| {
        let row = |r: &[usize]| r.iter().map(|t| format!("{t:>3}")).collect::<String>() + "\n";
        grid.chunks(4).map(row).collect::<String>()
    };
    play(read(board).unwrap_or_else(|e| fail(&e)), goal, moves, step, show);
}

/// Prints the start, the goal and the board after each move (`step`: the board after a
/// letter, if legal), then whether the goal is reached; exits 1 on an illegal move or a miss.
pub fn play<B: PartialEq>(
    mut at: B,
    goal: B,
    moves: &str,
    step: impl Fn(&B, u8) -> Option<B>,
    show: impl Fn(&B) -> String,
) {
    print!("Start:\n{}Goal:\n{}", show(&at), show(&goal));
    for (k, letter) in moves.bytes().enumerate() {
        match step(&at, letter) {
            Some(next) => at = next,
            None => {
                let why = format!("move {} ({:?}) is not a legal move here", k + 1, letter as char);
                let _ = writeln!(std::io::stderr(), "error: {why}");
                std::process::exit(1);
            }
        }
        print!("Step {} ({})\n{}", k + 1, letter as char, show(&at));
    }
    if at == goal {
        println!("The goal is reached in {} moves.", moves.len());
    } else {
        println!("The goal is not reached.");
        std::process::exit(1);
    }
}
