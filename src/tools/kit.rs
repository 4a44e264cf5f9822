// The kit's facts, for the scripts (scripts/lib.sh's `ask`): each answer is the library's
// (src/kit/facts.rs), so no script reads a fact out of Rust source, and a question it
// cannot answer is an error naming what is missing, never a default.
//   kit facts NAME [JUDGE]      NAME's facts, a `key=value` line each (JUDGE: whose limits)
//   kit scored                  the scored problems' names
//   kit kinds                   one problem of each kind of input in each family
//   kit judged-by JUDGE [NAME...]  the problems JUDGE sets, or each NAME checked to be one
//   kit fits NAME VARIANT       nothing if VARIANT fits NAME; else why, in one line (exit 1)
//   kit variants [methods|estimates|ordered]
//                               the variants (eight-puzzle methods, then the fifteen-puzzle's
//                               estimates), or one kind; `ordered`: the methods whose path is
//                               the smallest in the tie order
//   kit estimate VARIANT        the estimate's type on a binary's `type Heuristic` line
//   kit switched method|heuristic  the binaries a method or an estimate switches
// Answers go to stdout; an error is one line on stderr, exit status 1 (2 for a misuse).
use kit::facts::{self, Switch, ESTIMATES};
use kit::problem::names_judge;
use std::process::exit;

fn fail(code: i32, message: &str) -> ! {
    eprintln!("{message}");
    exit(code)
}

fn problem(name: &str) -> &'static kit::Problem {
    kit::find(name).unwrap_or_else(|| fail(1, &format!("no problem named {name}")))
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let words: Vec<&str> = args.iter().map(String::as_str).collect();
    match words.as_slice() {
        ["facts", name, judge @ ..] if judge.len() <= 1 => {
            let lines = facts::facts(problem(name), judge.first().copied())
                .unwrap_or_else(|why| fail(1, &why));
            for (key, value) in lines {
                println!("{key}={value}");
            }
        }
        ["scored"] => {
            let names: Vec<&str> = kit::SCORED.iter().map(|(name, _)| *name).collect();
            println!("{}", names.join(" "));
        }
        ["kinds"] => println!("{}", kit::listed(kit::one_of_each_kind())),
        ["judged-by", judge, names @ ..] => {
            for name in names {
                if let Err(why) = problem(name).memory_limit(Some(judge)) {
                    fail(1, &why);
                }
            }
            let set: Vec<&str> = kit::problems()
                .filter(|p| p.judges.iter().any(|(j, _)| names_judge(judge, j)))
                .map(|p| p.name)
                .collect();
            if set.is_empty() {
                fail(1, &format!("--judge {judge}: no problem of the kit is set by that judge"));
            }
            println!("{}", if names.is_empty() { set.join(" ") } else { names.join(" ") });
        }
        ["fits", name, variant] => {
            if let Err(why) = facts::variant_fits(problem(name), variant) {
                fail(1, &why);
            }
        }
        ["variants"] => {
            let methods = facts::methods();
            let all: Vec<&str> =
                methods.iter().map(|m| m.0).chain(ESTIMATES.iter().map(|e| e.0)).collect();
            println!("{}", all.join(" "));
        }
        ["variants", "methods"] => {
            let methods: Vec<&str> = facts::methods().into_iter().map(|m| m.0).collect();
            println!("{}", methods.join(" "));
        }
        ["variants", "estimates"] => {
            println!("{}", ESTIMATES.map(|e| e.0).join(" "));
        }
        ["variants", "ordered"] => {
            let ordered: Vec<&str> =
                facts::methods().into_iter().filter(|m| m.1).map(|m| m.0).collect();
            println!("{}", ordered.join(" "));
        }
        ["estimate", variant] => match ESTIMATES.iter().find(|(e, _)| e == variant) {
            Some((_, type_name)) => println!("{type_name}"),
            None => fail(1, &format!("{variant} is not an estimate of the fifteen-puzzle")),
        },
        ["switched", how] => {
            let how = match *how {
                "method" => Switch::Method,
                "heuristic" => Switch::Heuristic,
                _ => fail(2, "kit switched: give method or heuristic"),
            };
            println!("{}", facts::switched(how).join(" "));
        }
        _ => fail(2, "kit: give facts NAME [JUDGE], scored, kinds, judged-by JUDGE [NAME...], fits NAME VARIANT, variants [methods|estimates|ordered], estimate VARIANT or switched method|heuristic"),
    }
}
