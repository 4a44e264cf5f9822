#!/usr/bin/env bash
# Tests of scripts/samples and scripts/bundle themselves: programs that crash, hang, print
# bytes that are not UTF-8 or a wrong answer; unknown names; folders with no case or a lone
# .out. Each must be reported while the run goes on, and never pass.
#
# A failure is shown in full; a check that passes is a line only with VERBOSE=1 (on a
# terminal a count in place shows the run going on). The last line is `N passed, M failed`.
set -u
cd "$(dirname "$0")/.."
# scripts/test, run by a check below with a fake cargo, must not start these tests again.
export KIT_SCRIPTS_TESTS=1
pass() { # DESCRIPTION: one more check passed
  passed=$((passed + 1))
  if [ "${VERBOSE:-}" = 1 ]; then echo "ok      $*"; elif [ -t 1 ]; then printf '\r%d passed, %d failed' "$passed" "$failed"; fi
}
# Built once here, so that no test below sees a build's lines (some count lines).
cargo build --release --bins --examples --quiet || { echo "the build failed"; exit 1; }
scratch=$(mktemp -d)
# What the test programs below leave running carries this in its environment (see `left`).
mark="KIT_LEFT_BEHIND=$scratch"
trap 'kill_left; rm -rf "$scratch"' EXIT
passed=0
failed=0

# expect DESCRIPTION WANTED_STATUS PATTERN... -- COMMAND...: the command's status (0, or
# "nonzero") and every pattern (grep -E) found in its output; a pattern "!P": P is not found.
expect() {
  local what=$1 want=$2 patterns=() status out=$scratch/out
  shift 2
  while [ "$1" != -- ]; do patterns+=("$1"); shift; done
  shift
  "$@" > "$out" 2>&1
  status=$?
  local ok=1
  if [ "$want" = nonzero ]; then [ $status -ne 0 ] || ok=0; else [ $status -eq "$want" ] || ok=0; fi
  for p in "${patterns[@]}"; do
    case $p in
      !*) ! grep -Eq -- "${p#!}" "$out" || { ok=0; echo "  found: ${p#!}"; } ;;
      *) grep -Eq -- "$p" "$out" || { ok=0; echo "  missing: $p"; } ;;
    esac
  done
  if [ $ok -eq 1 ]; then
    pass "$what"
  else
    failed=$((failed + 1)); echo "FAILED  $what (status $status)"; sed 's/^/  | /' "$out" | head -30
  fi
}

# Processes that test programs start record their ids in $scratch/pids: none may be left.
touch "$scratch/pids"
# The recorded processes still running: those whose environment still has the mark. An id alone
# is not enough: once its process has ended, the id may be any process's, even a thread of the
# Rust tests that scripts/test runs beside these (a kill -9 of that ended them all).
left() {
  local pid
  for pid in $(cat "$scratch/pids"); do
    tr '\0' '\n' 2> /dev/null < "/proc/$pid/environ" | grep -qxF "$mark" && echo "$pid"
  done
}
kill_left() { local pid; for pid in $(left); do kill -9 "$pid" 2> /dev/null; done; }
expect_none_left() { # DESCRIPTION
  local alive
  # A process sent SIGKILL is gone only once the kernel has run it to its end, which on a
  # loaded machine can take a while: give it 30 s, checking five times a second.
  for _ in $(seq 150); do
    alive=$(left)
    [ -z "$alive" ] && break
    sleep 0.2
  done
  if [ -z "$alive" ]; then
    pass "$1"
  else
    failed=$((failed + 1)); echo "FAILED  $1: still running: $(echo $alive)"; kill_left
  fi
}

# refused DESCRIPTION PATTERN -- COMMAND...: a usage error, exit status 2 and one line matching
# PATTERN (a build's lines aside).
refused() {
  local what=$1 pattern=$2 out=$scratch/refused status lines
  shift 3
  "$@" > "$out" 2>&1
  status=$?
  lines=$(grep -Ev '^ +(Compiling|Blocking|Finished)|^[a-z]+: (building the kit|built [0-9]+ of [0-9]+ )' "$out")
  if [ $status -eq 2 ] && [ "$(printf '%s\n' "$lines" | wc -l)" -eq 1 ] && grep -Eq -- "$pattern" <<< "$lines"; then
    pass "$what"
  else
    failed=$((failed + 1)); echo "FAILED  $what (status $status)"; sed 's/^/  | /' "$out" | head -10
  fi
}

fake() { # NAME BODY: a program in $scratch/bin
  mkdir -p "$scratch/bin"
  printf '#!/usr/bin/env bash\ncat > /dev/null\n%s\n' "$2" > "$scratch/bin/$1"
  chmod +x "$scratch/bin/$1"
}

cases=$(ls samples/wikioi1225/*.in | wc -l)

fake wikioi1225 'kill -SEGV $$'
expect "a crash is RE with its signal, named" nonzero "^RE +wikioi1225/sample-1 " "killed by signal 11 \\(SIGSEGV\\)" "^0 passed, $cases failed$" \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 'exit 3'
expect "a failing exit is RE with its status" nonzero "exit status 3" "^0 passed, $cases failed$" \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 'while :; do :; done'
expect "a busy loop is TLE, killed at the limit, with a hint naming --time-limit" nonzero "^TLE +wikioi1225/sample-1 " \
  "over the 0.3 s limit in CPU time" "why: a slow start .*give a larger --time-limit" \
  -- scripts/samples --time-limit 0.3 --programs "$scratch/bin" wikioi1225
fake wikioi1225 'sleep 30'
expect "a program asleep is TLE, killed, with no hint of a slow start" nonzero "^TLE +wikioi1225/sample-1 " \
  "over the 0.3 s limit in wall time, asleep" "!slow start" \
  -- scripts/samples --time-limit 0.3 --programs "$scratch/bin" wikioi1225
fake wikioi1225 "printf '\\xff\\xfe\\n'"
expect "bytes that are not UTF-8 are WA, shown escaped" nonzero "^WA +wikioi1225/sample-1 " "M-\\^\\?M-~" \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 "printf '4  \\n\\n\\n'"
expect "spaces at line ends and empty lines at the end are AC" nonzero "^AC +wikioi1225/sample-1 " \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 "printf ' 4\\n'"
expect "any other whitespace difference is PE, a failure" nonzero "^PE +wikioi1225/sample-1 " \
  "only whitespace differs" "^0 passed, $cases failed$" -- scripts/samples --programs "$scratch/bin" wikioi1225
# found by a review: an output with no newline at its end is PE where only spaces differ, and
# the next line of the report starts on a line of its own
fake wikioi1225 "printf ' 4'"
expect "an output with no final newline, spaces before it, is PE" nonzero "^PE +wikioi1225/sample-1 " \
  "^WA +wikioi1225/sample-2 " -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 "printf '4\\r\\n'"
expect "CRLF output matches LF" nonzero "^AC +wikioi1225/sample-1 " \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake poj1077 "echo ullddrurdllurdruldrlr"
expect "the checker accepts a longer path, and says so" nonzero \
  "^AC +poj1077/sample-1 .*\\(board 1: not shortest: 21 moves, 19 suffice\\)" \
  -- scripts/samples --programs "$scratch/bin" poj1077
fake poj1077 "echo ullddrurdllurdruld"
expect "the checker rejects moves that miss the goal" nonzero "^WA +poj1077/sample-1 " \
  "do not reach the goal" -- scripts/samples --programs "$scratch/bin" poj1077
fake poj1077 "echo dlurullddrurdllurdr"
expect "the checker accepts another shortest path" nonzero "^AC +poj1077/sample-1 " \
  -- scripts/samples --programs "$scratch/bin" poj1077
fake uva652 "echo dlurullddrurdllurdr"
expect "the uva652 checker: any shortest path, and one line per board" nonzero "^AC +uva652/sample-1 " \
  "^WA +uva652/sample-2 " "1 line for 4 boards" -- scripts/samples --programs "$scratch/bin" uva652
fake uva10181 "printf 'LLLDRDRDR%s\\nThis puzzle is not solvable.\\n' \$(printf 'LR%.0s' \$(seq 20))"
expect "the uva10181 checker accepts 49 moves, and says so" nonzero "^AC +uva10181/sample-1 .*not shortest: 49 moves, 9 suffice" \
  -- scripts/samples --programs "$scratch/bin" uva10181
fake uva10181 "printf 'LLLDRDRDR%s\\nThis puzzle is not solvable.\\n' \$(printf 'LR%.0s' \$(seq 21))"
expect "the uva10181 checker refuses 51 moves, over the problem's 50" nonzero "^WA +uva10181/sample-1 " \
  "board 1: 51 moves: the problem allows at most 50" -- scripts/samples --programs "$scratch/bin" uva10181

mkdir -p "$scratch/samples/wikioi1225" "$scratch/samples/textbook" "$scratch/samples/poj1077"
cp samples/wikioi1225/sample-1.* "$scratch/samples/wikioi1225/"
printf '283104765\n' > "$scratch/samples/wikioi1225/sample-2.in"
printf '5\n' > "$scratch/samples/wikioi1225/sample-3.out"
expect "a case with no .out is NOOUT; a lone .out is an error" nonzero "^NOOUT +wikioi1225/sample-2 " \
  "^ERROR .*sample-3.out has no .in" "^1 passed, 2 failed$" \
  -- scripts/samples --samples "$scratch/samples" wikioi1225
expect "an empty folder is an error, never a pass" nonzero "^ERROR textbook: .* holds no cases" "^0 passed, 1 failed$" \
  -- scripts/samples --samples "$scratch/samples" textbook
refused "--samples DIR without a folder for a NAME given is refused in one line, before any build" \
  "^samples: --samples: .*/samples holds no folder acwing845" -- scripts/samples --samples "$scratch/samples" wikioi1225 acwing845
expect "all cases AC exits 0" 0 "^$cases passed, 0 failed$" -- scripts/samples wikioi1225

expect "bundle: one self-contained file, its size on stderr" 0 "is [0-9]+ bytes" -- scripts/bundle textbook
if scripts/bundle textbook 2> /dev/null | grep -q 'include!('; then
  failed=$((failed + 1)); echo "FAILED  bundle: an include! is left in the bundle"
else
  pass "bundle: no include! is left"
fi

for script in samples test bench bundle stress score walk; do
  expect "$script --help: its usage, exit 0, nothing run" 0 "scripts/$script" \
    -- timeout 5 "scripts/$script" --help
  refused "$script with an unknown option: one line in its name, pointing at --help" \
    "^$script: unknown option --no-such-option \\(.*scripts/$script --help" \
    -- timeout 5 "scripts/$script" --no-such-option
done

mkdir -p "$scratch/mine/wikioi1225" "$scratch/elsewhere"
cp samples/wikioi1225/sample-1.* "$scratch/mine/wikioi1225/"
cp target/release/wikioi1225 "$scratch/elsewhere/"
expect "relative --samples and --programs are taken from where the user stands" 0 "^1 passed, 0 failed$" \
  -- bash -c "cd '$scratch' && '$PWD/scripts/samples' --samples mine --programs elsewhere wikioi1225"
expect "--samples DIR with no names judges only the problems DIR holds" 0 "^AC +wikioi1225/sample-1 " "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$scratch/mine"
expect "bundle: a shared piece (internal_*.rs) is not a variant: refused, the real ones listed" nonzero \
  "no variant named 'internal_search'; the variants are: .*idastar" -- scripts/bundle poj1077 internal_search

# naive gives up on a 31-move board: an error, not an answer
if scripts/bundle poj1077 naive > "$scratch/naive.rs" 2> /dev/null &&
  rustc --edition 2021 -O -o "$scratch/naive" "$scratch/naive.rs" 2> /dev/null; then
  expect "naive giving up is an error: exit 1, stderr, no answer" 1 "^error: gave up after" \
    -- bash -c "echo 867254301 | '$scratch/naive' 2>&1 >'$scratch/naive.out'; status=\$?; [ ! -s '$scratch/naive.out' ] || exit 3; exit \$status"
else
  failed=$((failed + 1)); echo "FAILED  bundle poj1077 naive does not compile"
fi

# scripts/stress: right programs pass, wrong ones are caught within the default 1,000 cases
# and shrunk to the smallest failing input.
# The kit's own binaries, one of each kind of problem (`kit kinds`: a family of the registry, and
# each kind of input in it), 60 cases each (10 of each of the generator's six levels; 6 of a
# scored problem, whose every case is a contest's: lib.sh's stress_cases), enough to take each
# kind through stress's runner and judge: scripts/bundle --check stresses every bundle, the
# same code. Verdicts only (--no-speed, and 60 s a case, as the bundle check gives: a
# loaded machine makes a case slower, never red): the kit timed beside itself would tell nothing.
kinds=$(target/release/examples/kit kinds)
[ "$(wc -w <<< "$kinds")" -ge 10 ] || { failed=$((failed + 1)); echo "FAILED  the kinds of problem: only $(echo $kinds)"; }
for name in $kinds; do
  n=$(. scripts/lib.sh && stress_cases "$name" 60)
  expect "stress: the kit's own $name passes" 0 "^$n passed, 0 failed$" "!^speed on the hardest case" \
    -- scripts/stress "$name" --seed 11 --cases "$n" --no-speed --time-limit 60 -- "target/release/$name"
done
# A bundle switched to a variant that scripts/bundle --check does not stress.
for pair in "acwing845 astar_manhattan"; do
  name=${pair% *} variant=${pair#* }
  [ "$variant" = - ] && variant=""
  if scripts/bundle "$name" $variant > "$scratch/$name.rs" 2> /dev/null &&
    rustc --edition 2021 -O -o "$scratch/$name-bundle" "$scratch/$name.rs" 2> /dev/null; then
    expect "stress: $name's compiled bundle${variant:+ switched to $variant} passes" 0 "^300 passed, 0 failed$" \
      -- scripts/stress "$name" --seed 12 --cases 300 -- "$scratch/$name-bundle"
  else
    failed=$((failed + 1)); echo "FAILED  bundle $name $variant does not compile"
  fi
done
wrong=target/release/examples/wrong_solutions
expect "stress: another valid path, where the judge accepts any, passes" 0 "^300 passed, 0 failed$" \
  -- scripts/stress poj1077 --cases 300 -- "$wrong" other-order
expect "stress: a wrong tie order is caught and shrunk to one case" 1 "^WA: the smallest input that still fails \\(1 case" \
  "^[0-9]+ passed, 1 failed$" -- scripts/stress hdu3567 -- "$wrong" tie-order
expect "stress: off by one beyond 20 moves, shrunk to a 21-move board" 1 "^WA: " "^--- expected$" "^21$" "^22$" \
  -- scripts/stress acwing845 -- "$wrong" off-by-one
expect "stress: unsolvable for a blank in a corner, shrunk to the solved board" 1 "^WA: " "^1 2 3 4 5 6 7 8 x$" \
  -- scripts/stress acwing845 -- "$wrong" corner-unsolvable
expect "stress: a crash on unsolvable input is RE, shrunk to one unsolvable board" 1 "^RE: " "^-1$" \
  "killed by a signal" -- scripts/stress acwing845 -- "$wrong" crash-unsolvable
expect "stress: a crash beyond 24 moves stays RE while shrunk (not the WA beyond 20): 25 moves" 1 \
  "^case [0-9]+ of 1000: RE; shrinking it$" "^RE: the smallest input" "^--- expected$" "^25$" "!^WA" \
  -- scripts/stress acwing845 --seed 1 --no-speed -- "$wrong" crash-beyond-24
# A failure that needs ten cases: the solvable boards go to their goals without every drop of a case
# being tried again at each step (1,181 runs before, 125 now).
expect "stress: a failure that needs many cases shrinks in under 1,000 runs" 1 \
  "^WA: the smallest input that still fails \\(10 cases, from 760, after [0-9]{1,3} runs\\)" \
  "^Case 10: " "!^Case [0-9]+: [1-9]" -- scripts/stress lightoj1139 --seed 4 --no-speed -- "$wrong" last-of-many
expect "stress: a hang on the farthest board is TLE on a 31-move board" 1 "^TLE: " "^31$" \
  -- scripts/stress acwing845 --time-limit 0.5 -- "$wrong" hang-farthest
# A scored problem's judge reads no expected output, so none is made to judge it; a failure's
# report still shows the kit's answer as the expected.
expect "stress: a scored problem's failure shows the kit's answer as expected" 1 "^WA: " "^--- expected$" \
  "^[UDLR]{10,}" "^--- actual$" "^X$" -- scripts/stress ahc011 --seed 3 --cases 1 -- bash -c 'echo X'
expect "stress: a scored problem's pass is said to mean legal, not scored (no move at all passes)" 0 \
  "^1 passed, 0 failed$" "^ahc011 is scored: passed says each answer is legal; scripts/score ahc011 scores them$" \
  -- scripts/stress ahc011 --seed 3 --cases 1 --no-speed -- bash -c 'cat > /dev/null; echo'
expect "stress: a wrong graph solution is shrunk to a grid 13 swaps away" 1 "^WA: " "^--- expected$" "^13$" "^14$" \
  -- scripts/stress cses1670 -- "$wrong" swaps-beyond-12
expect "stress: a parity rule that forgets the blank's row is shrunk to one case" 1 \
  "^WA: the (smallest )?input that (still )?fails \\(1 case" -- scripts/stress poj2893 -- "$wrong" inversions-only
expect "stress: a fifteen-puzzle answer off by one beyond 30 moves, shrunk to a 31-move board" 1 "^WA: " \
  "^--- expected$" "^31$" "^32$" -- scripts/stress aoj_alds1_13_c -- "$wrong" fifteen-beyond-30
expect "stress --save writes the case where scripts/samples replays it" 1 "saved as .*/acwing845/sample-1.in" \
  -- scripts/stress acwing845 --seed 5 --save "$scratch/saved" -- "$wrong" off-by-one
mkdir -p "$scratch/wrongdir"
printf '#!/usr/bin/env bash\nexec "%s" off-by-one\n' "$PWD/$wrong" > "$scratch/wrongdir/acwing845"
chmod +x "$scratch/wrongdir/acwing845"
expect "the saved case passes the kit's binary" 0 "^AC +acwing845/sample-1 " "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$scratch/saved" acwing845
expect "the saved case fails the wrong program again" nonzero "^WA +acwing845/sample-1 " "^0 passed, 1 failed$" \
  -- scripts/samples --samples "$scratch/saved" --programs "$scratch/wrongdir" acwing845

expect "walk: an answer replayed to the goal" 0 "^Step 19 \\(r\\)$" "^The goal is reached in 19 moves.$" \
  -- scripts/walk poj1077 "2 3 4 1 5 x 7 6 8" ullddrurdllurdruldr
expect "walk: an illegal move is named by its place" 1 "^Step 3 \\(l\\)$" "^walk: move 4 \\('u'\\) is not a legal move" \
  -- scripts/walk poj1077 23415x768 ullu
expect "walk: a problem with no goal of its own needs --goal" 2 "give --goal GOAL" \
  -- scripts/walk textbook 123804765 d
expect "walk: --goal" 0 "The goal is reached in 2 moves." -- scripts/walk textbook 123804765 dl --goal 123864075
expect "walk: a fifteen-puzzle answer, U D L R on sixteen numbers" 0 "^Step 9 \\(R\\)$" \
  "The goal is reached in 9 moves." -- scripts/walk uva10181 "2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15" LLLDRDRDR
expect "walk: a fifteen-puzzle board with a tile twice is refused" 2 "tile 3 appears twice" \
  -- scripts/walk aoj_alds1_13_c "2 3 3 0 1 5 7 8 9 6 10 12 13 14 11 15" L

pasted=$(scripts/bundle leetcode773 2> /dev/null)
if grep -q '^impl Solution' <<< "$pasted" && ! grep -Eq '^fn main|^struct Solution|^// bundle: cut here' <<< "$pasted"; then
  pass "bundle: LeetCode's file stops at the cut line (no main, no struct Solution)"
else
  failed=$((failed + 1)); echo "FAILED  bundle: LeetCode's file does not stop at the cut line"
fi

# The scripts never crash, hang, leave processes behind or lie (issue 15), and talk (issue 14).
kit=$PWD/target/release
stress_bin=$kit/examples/stress
program() { # NAME BODY: a program in $scratch/bin that need not read its input
  mkdir -p "$scratch/bin"
  printf '#!/usr/bin/env bash\n%s\n' "$2" > "$scratch/bin/$1"
  chmod +x "$scratch/bin/$1"
}
mkdir -p "$scratch/one/wikioi1225"
cp samples/wikioi1225/sample-1.* "$scratch/one/wikioi1225/"

# The kit's answer is what its built binary prints (src/kit/problem.rs, built_answer): a tool
# that finds no binary beside it, or one that fails otherwise than by refusing its input, says
# so in one line naming the build to run or the binary's first line, and judges nothing.
alone=$scratch/alone
mkdir -p "$alone/examples"
cp "$stress_bin" "$kit/examples/walk" "$alone/examples/"
expect "stress: no kit binary beside it is one line naming the build" 2 \
  "^stress: the kit's acwing845 is not built \\(.*\\): cargo build --release --bin acwing845$" "!passed" \
  -- "$alone/examples/stress" acwing845 -- "$kit/acwing845"
expect "walk: no kit binary beside it is one line naming the build" 2 \
  "^walk: the kit's acwing845 is not built \\(.*\\): cargo build --release --bin acwing845$" \
  -- "$alone/examples/walk" acwing845 "1 2 3 4 5 6 7 8 x"
printf '#!/usr/bin/env bash\ncat > /dev/null\necho "thread main panicked" >&2\necho "a second line" >&2\nexit 3\n' > "$alone/acwing845"
chmod +x "$alone/acwing845"
expect "stress: a kit binary that crashes is one line, its first, with the seed" 2 \
  "^stress: the kit's acwing845 failed \\(exit status: 3\\): thread main panicked \\(on a case of --seed 4\\)$" \
  "!a second line" "!passed" -- "$alone/examples/stress" acwing845 --seed 4 -- "$kit/acwing845"
expect "walk: a kit binary that crashes is one line, its first" 2 \
  "^walk: the kit's acwing845 failed \\(exit status: 3\\): thread main panicked$" "!a second line" \
  -- "$alone/examples/walk" acwing845 "1 2 3 4 5 6 7 8 x"

# issue 15, item 7: the program reads one line of an input larger than a pipe holds, then
# ends: writing the rest must fail quietly, not kill stress by SIGPIPE.
program one-line "read -r m n; [ \$((m * n)) -gt 15000 ] && exit 1; { echo \"\$m \$n\"; cat; } | '$kit/poj2893'"
expect "stress: a program that ends without reading its input is RE, stress not killed by SIGPIPE" 1 \
  "^RE: " "^--- why: exit status 1$" -- scripts/stress poj2893 --seed 2 --cases 120 --time-limit 60 -- "$scratch/bin/one-line"

# issue 15, item 8
record='echo $! >> '"$scratch/pids"
# The mark finds what is left, and only that: a recorded id that another process holds now
# (ids are reused) is neither named nor ended.
sleep 300 &
unmarked=$!
env "$mark" sleep 300 &
marked=$!
echo "$unmarked" >> "$scratch/pids"
echo "$marked" >> "$scratch/pids"
for _ in $(seq 100); do [ "$(left)" = "$marked" ] && break; sleep 0.1; done
named=$(left)
kill_left
wait "$marked" 2> /dev/null
ended=$?
if [ "$named" = "$marked" ] && [ "$ended" = 137 ] && kill -0 "$unmarked"; then
  pass "tests: what is left is found by its mark, and a reused id is left alone"
else
  failed=$((failed + 1)); echo "FAILED  tests: left named '$named' (marked $marked, not $unmarked), the marked one ended with $ended"
fi
kill "$unmarked"
wait "$unmarked" 2> /dev/null
program leaves "input=\$(cat); $mark sleep 300 & $record
$mark setsid sleep 300 >&2 & $record
printf '%s\\n' \"\$input\" | '$kit/poj1077'"
expect "stress: children left holding stdout and stderr (one by setsid) neither hang it nor fail it" 0 \
  "^3 passed, 0 failed$" -- timeout 120 scripts/stress poj1077 --cases 3 --time-limit 60 -- "$scratch/bin/leaves"
expect_none_left "stress: nothing the program started is left running"
program hangs "$mark sleep 300 & $record
$mark setsid sleep 300 & $record
sleep 300"
expect "stress: a hang with children is TLE, the whole group ended" 1 "^TLE: " "over the 1 s limit" \
  -- timeout 60 scripts/stress acwing845 --cases 1 --time-limit 1 -- "$scratch/bin/hangs"
expect_none_left "stress: nothing left after a TLE"
fake wikioi1225 "$mark sleep 300 & $record
$mark setsid sleep 300 & $record
cat '$scratch/one/wikioi1225/sample-1.out'"
expect "samples: children left behind" 0 "^AC +wikioi1225/sample-1 " \
  -- timeout 120 scripts/samples --time-limit 60 --samples "$scratch/one" --programs "$scratch/bin" wikioi1225
expect_none_left "samples: nothing the program started is left running"
cp "$scratch/bin/hangs" "$scratch/bin/wikioi1225"
expect "samples: a hang with children is TLE" nonzero "^TLE +wikioi1225/sample-1 " \
  -- timeout 60 scripts/samples --time-limit 1 --samples "$scratch/one" --programs "$scratch/bin" wikioi1225
expect_none_left "samples: nothing left after a TLE"
program waits "$mark sleep 300 & $record
$mark sleep 300 & $record
wait"
before=$(wc -l < "$scratch/pids")
scripts/stress poj1077 --cases 1 --time-limit 120 -- "$scratch/bin/waits" > /dev/null 2>&1 &
for _ in $(seq 300); do [ "$(wc -l < "$scratch/pids")" -ge $((before + 2)) ] && break; sleep 0.1; done
kill -TERM $!
wait $!
expect_none_left "stress: ended by SIGTERM, it ends the program's group too (status $?)"
cp "$scratch/bin/waits" "$scratch/bin/wikioi1225"
before=$(wc -l < "$scratch/pids")
scripts/samples --time-limit 120 --samples "$scratch/one" --programs "$scratch/bin" wikioi1225 > /dev/null 2>&1 &
for _ in $(seq 300); do [ "$(wc -l < "$scratch/pids")" -ge $((before + 2)) ] && break; sleep 0.1; done
kill -TERM $!
wait $!
expect_none_left "samples: ended by SIGTERM, it ends the program's group too (status $?)"

# issue 15, item 9
expect "stress: endless output is OLE, read no further than the cap (in 2 GB of memory)" 1 "^OLE: " \
  "more than [0-9]+ bytes of output" -- bash -c "ulimit -v 2000000; exec '$stress_bin' poj1077 --cases 2 --time-limit 60 -- yes"
program long "head -c 100000 /dev/zero | tr '\\0' a"
expect "stress: a report shows a bounded excerpt of a long line" 1 "^a{200}\\.\\.\\. \\(100000 characters in all\\)$" \
  "!^a{201}" -- scripts/stress poj1077 --cases 1 -- "$scratch/bin/long"
program wikioi1225 "exec yes"
expect "samples: endless output is OLE (and the file stays small)" nonzero "^OLE +wikioi1225/sample-1 " \
  -- bash -c "ulimit -f 20000; exec scripts/samples --time-limit 60 --samples '$scratch/one' --programs '$scratch/bin' wikioi1225"

# issue 15, item 10
program flaky "[ -e '$scratch/ran' ] || { touch '$scratch/ran'; exit 3; }; exec '$kit/poj1077'"
expect "stress: a failure that does not repeat is reported as such, with the case as it failed" 1 \
  "did not repeat" "^--- why: exit status 3$" "!smallest input that still fails" -- scripts/stress poj1077 --cases 3 --time-limit 60 -- "$scratch/bin/flaky"
rm -f "$scratch/ran"
program slow-once "[ -e '$scratch/ran' ] || { touch '$scratch/ran'; sleep 300; }; exec '$kit/acwing845'"
expect "stress: a TLE that does not repeat suggests a larger --time-limit" 1 "did not repeat" \
  "^--- why: over the 5 s limit" "larger --time-limit" \
  -- scripts/stress acwing845 --cases 3 --time-limit 5 -- "$scratch/bin/slow-once"
rm -f "$scratch/ran"

# issue 15, item 11
for bad in "--time-limit -3" "--time-limit nan" "--time-limit inf" "--time-limit 1e30" "--time-limit 0" \
  "--cases -5" "--cases 0" "--cases 2.7" "--seed -1" "--seed nan" "--seed"; do
  refused "stress $bad is refused in one line naming it" "^stress: ${bad% *}" \
    -- scripts/stress poj1077 $bad -- "$kit/poj1077"
done
refused "stress: a NAME that is not UTF-8 is refused in one line" "^stress: no problem named \\$'poj\\\\377'" \
  -- scripts/stress $'poj\xff' -- "$kit/poj1077"
refused "stress: a value that is not UTF-8 is refused in one line naming its option" "^stress: --save is not UTF-8" \
  -- scripts/stress poj1077 --save $'\xff' -- "$kit/poj1077"
refused "stress: a COMMAND that is not UTF-8 is refused in one line" "^stress: word 2 of COMMAND is not UTF-8" \
  -- scripts/stress poj1077 -- "$kit/poj1077" $'\xfe'

# issue 32: scripts/score refuses bad options in one line, before anything is built
refused "score: a problem that is not scored is refused in one line" "^score: no scored problem named poj1077; NAME is one of: ahc011" \
  -- scripts/score poj1077
for bad in "--cases 0" "--cases x" "--seed -1" "--time-limit 0" "--time-limit abc" "--svg /no/such/folder/x.svg" "--"; do
  refused "score $bad is refused in one line naming it" "^score: ${bad%% *}" \
    -- scripts/score ahc011 $bad
done
refused "score: an option without its value is refused in one line" "^score: --cases needs a value" \
  -- scripts/score ahc011 --cases
refused "score: a second NAME is refused in one line" "^score: unexpected argument ahc011" \
  -- scripts/score ahc011 ahc011
# found by a review: options stand before NAME too, as in every script (an empty answer is
# legal: no moves, the start's largest tree scored)
mkdir -p "$scratch/score" # each run's best and history kept here, not in the kit's target/
expect "score: options before NAME" 0 "^seed 0003  N " "over 1 case$" \
  -- scripts/score --seed 3 --cases 1 --best "$scratch/score/best.tsv" ahc011 -- true
# issue 53, item 3: the local tester as good as the best. Cases in parallel score as they do
# one at a time (each alone in a worker, under its own limit); a single case ends with the
# official tester's `Score = N` on stderr; a saved answer is scored alone, as `vis in out`;
# --save keeps in/, out/ and err/; a failed case shows its stderr; each run's relative score
# is kept, and --history shows the runs.
scored() { # JOBS: the lines of seeds 0-5, no move made (each start's largest tree scored)
  scripts/score ahc011 --cases 6 --jobs "$1" --best "$scratch/score/jobs-$1.tsv" -- true 2> /dev/null |
    grep '^seed ' | sed 's/  [0-9.]* s  / /'
}
if [ -n "$(scored 1)" ] && [ "$(scored 1)" = "$(scored 2)" ]; then
  pass "score --jobs 2: the same lines and scores as one case at a time"
else
  failed=$((failed + 1)); echo "FAILED  score --jobs 2 differs from --jobs 1:"; diff <(scored 1) <(scored 2) | head
fi
expect "score: one case ends with Score = N on stderr, the reference beside it" 0 \
  "^seed 0000  N  6  moves +1  tree .* reference  114 moves  868056$" "^Score = [1-9][0-9]*$" \
  -- scripts/score ahc011 --cases 1 --save "$scratch/score/saved" --best "$scratch/score/best.tsv" -- bash -c 'cat > /dev/null; echo U'
expect "score NAME IN OUT: a saved answer scored alone, Score = N on stderr" 0 "score 200000$" "^Score = 200000$" \
  -- scripts/score ahc011 samples/ahc011/sample-1.in samples/ahc011/sample-1.out
[ -f "$scratch/score/saved/err/0000.txt" ] && [ -s "$scratch/score/saved/out/0000.txt" ] &&
  pass "score --save: in/, out/ and err/ kept" || { failed=$((failed + 1)); echo "FAILED  score --save kept no err/"; }
expect "score: a failed case shows its stderr" 1 "RE \\(exit 3\\)" "^    stderr: no such luck$" \
  -- scripts/score ahc011 --cases 1 --best "$scratch/score/best.tsv" -- bash -c 'echo no such luck >&2; exit 3'
expect "score --history: every run kept, with its relative score" 0 "^time +commit +cases +total +mean +relative +command$" \
  "bash -c echo no such luck" -- scripts/score ahc011 --history --best "$scratch/score/best.tsv"
# (no move keeps seed 0's start, a largest tree of 5 tiles: 71,429, as one move U did above,
# seed 0's best; the failed run just before scored 0)
expect "score: a run's relative score and its change since the last" 0 \
  "^relative score 1\\.0000 \\(mean of score / each seed's best, kept in .*\\); \\+1\\.0000 since the last run \\(its relative 0\\.0000, mean 0\\)$" \
  -- scripts/score ahc011 --cases 1 --best "$scratch/score/best.tsv" -- true

# issue 15, item 12
for bad in abc -1 0 1e30 ""; do
  refused "samples --time-limit '$bad' is refused in one line" "^samples: --time-limit" \
    -- scripts/samples --time-limit "$bad" wikioi1225
done
refused "samples --time-limit without a value is refused in one line" "^samples: --time-limit needs a value" \
  -- scripts/samples --time-limit
refused "samples --programs without a value is refused in one line" "^samples: --programs needs a value" \
  -- timeout 20 scripts/samples --programs
# found by fuzzing: a value or a program's name with a newline in it is still one line
refused "samples: a --time-limit holding a newline, refused in one line" '^samples: --time-limit: .*\$' \
  -- scripts/samples --time-limit $'1\n2' wikioi1225
refused "stress: a program named with a newline, refused in one line" "^stress: there is no program \\\$'no\\\\nsuch' on PATH" \
  -- scripts/stress poj1077 -- $'no\nsuch'
refused "samples: a NAME with a slash, which would reach outside the folders, is refused" \
  "^samples: \.\./bin/sh is not a problem's name" -- scripts/samples --programs /usr ../bin/sh

# issue 15, item 13
refused "walk: an unknown name is named" "^walk: no problem named nosuch; NAME is one of: .*poj1077" \
  -- scripts/walk nosuch 123456780 "" --goal 123456780
refused "walk: an extra argument is named" "^walk: unexpected argument \"extra\"" \
  -- scripts/walk poj1077 123456780 "" extra
refused "walk: an unknown option is named" "^walk: unknown option .?--goals" \
  -- scripts/walk textbook 123456780 "" --goals 123456780
refused "walk: --goal without a value" "^walk: --goal needs a value" -- scripts/walk textbook 123456780 "" --goal
refused "walk: --goal for the fifteen-puzzle, whose goal is fixed" "^walk: --goal: uva10181 has a goal of its own" \
  -- scripts/walk uva10181 "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" "" --goal 123456780
# issue 25, item 1: a walk for every puzzle; its examples are the problems' pages' "## Walk"
for page in problems/*.md; do # each page's "## Walk" example reaches its goal
  example=$(sed -n '/^## Walk$/,/^## /p' "$page" | grep -m1 '^scripts/walk ')
  expect "walk: ${page#problems/}'s example" 0 "^The goal is reached in [0-9]+ moves?\.$" -- bash -c "$example"
done
# issue 32, item 1: ahc011's tiles drawn as pipes, the largest tree marked. The statement's
# example output leaves a largest tree of 14 tiles (its score, 200000, is 500000 x 14 / 35);
# the start's first row, 62ce43, is drawn by hand from the bitmask table.
# Issue 51, item 6: a scored problem's answer is judged as its checker judges it: any legal
# answer within T ends on its score (exit 0), more than T is refused in one line naming T.
expect "walk: ahc011's pipes, the statement's example output's tree of 14 in heavy lines, and its score" 0 \
  "^└╵┌├╶┘$" "^\(the largest tree, in heavy lines: 14 of 35 tiles\)$" "^The goal is not reached\.$" \
  "^Score 200000: 17 moves of T = 432, the largest tree 14 of 35 tiles\.$" \
  -- scripts/walk ahc011 --input samples/ahc011/sample-1.in RRRDLUULDDDDLUUUR
expect "walk: ahc011, more than T moves is refused in one line naming T" 1 "^walk: 617 moves, more than T = 432$" \
  "!^Step" "!reached" -- scripts/walk ahc011 --input samples/ahc011/sample-1.in "RRRDLUULDDDDLUUUR$(printf 'LR%.0s' $(seq 300))"
# Given MOVES, walk runs no solver: a 3 x 3 case, which the binary refuses (N >= 6) and the
# scorer takes (it scores boards worked by hand), is walked and scored; without MOVES the kit
# says it cannot solve it.
expect "walk: ahc011 given MOVES runs no solver of the kit's (a 3 x 3 case the binary refuses)" 0 \
  "^Score 187500: 2 moves of T = 54, the largest tree 3 of 8 tiles\.$" -- scripts/walk ahc011 "3 54/c98/632/410" LU
expect "walk: ahc011 without MOVES on a case the binary refuses says the kit cannot solve it" 2 \
  "^walk: the kit cannot solve this board of ahc011: line 1, column 1: N must be 6-10, found 3; give MOVES$" \
  -- scripts/walk ahc011 "3 54/c98/632/410"
expect "walk: a long replay (201 moves) prints some twenty boards, as a large board's does" 0 "^21$" \
  -- bash -c "scripts/walk poj1077 '1 2 3/4 5 6/7 x 8' $(printf 'lr%.0s' $(seq 100))r | grep -c '^Step'"
expect "walk --svg: ahc011's picture marks the last board's tree of 14 tiles dark" 0 "^14$" \
  -- bash -c "scripts/walk ahc011 --input samples/ahc011/sample-1.in RRRDLUULDDDDLUUUR --svg '$scratch/ahc011.svg' > /dev/null;
    grep -o '<g id=\"p[0-9]*\"><rect[^>]*/><line[^>]*#1f4e9c' '$scratch/ahc011.svg' | wc -l"
expect "walk: no MOVES, the kit's own solution replayed (eight-puzzle)" 0 \
  "^The kit's solution \(a shortest, 19 moves\): ullddrurdllurdruldr$" "^The goal is reached in 19 moves\.$" \
  -- scripts/walk poj1077 "2 3 4 1 5 x 7 6 8"
expect "walk: a graph's moves, FROM-TO vertices (abc224d --input)" 0 "^The vertices 1 to 9, left to right; edges: 1-2 1-3 1-9 2-9 3-9$" \
  "^Step 5 \(9-3\)$" "^1 2 3 4 5 6 7 8 \.$" "^The goal is reached in 5 moves\.$" \
  -- scripts/walk abc224d --input samples/abc224d/sample-1.in "2-1 9-2 1-9 3-1 9-3"
expect "walk: a graph's move between vertices not joined is named" 1 "^Step 1 \(2-1\)$" \
  "^walk: move 2 \('4-2'\) is not a legal move here: vertex 4 and vertex 2 are not joined$" \
  -- scripts/walk abc224d --input samples/abc224d/sample-1.in "2-1 4-2"
expect "walk: swaps (cses1670), the kit's own" 0 "^The kit's solution \(a shortest, 4 moves\): " \
  "^The goal is reached in 4 moves\.$" -- scripts/walk cses1670 213759846
expect "walk: a swap the rule forbids is named (codechef_h1)" 1 \
  "^walk: move 1 \('1-2'\) is not a legal move here: tiles 7 and 3 may not trade places$" \
  -- scripts/walk codechef_h1 "7 3 2 4 1 5 6 8 9" 1-2
expect "walk: a rectangle (indeednow_d), the kit's own" 0 "^The kit's solution \(a shortest, 3 moves\): rdd$" \
  "^The goal is reached in 3 moves\.$" -- scripts/walk indeednow_d "3 3/1 0 2/4 5 3/7 8 6"
expect "walk: a case with its goal and limit (boj9985), too far within N" 1 \
  "^The goal cannot be reached within 1 moves\.$" -- scripts/walk boj9985 "START 3 1/1 5 2/4 X 3/7 8 6/1 2 3/4 5 6/7 8 X/END"
expect "walk: knights, jumps as FROM-TO squares (luogu2324)" 0 "^Step 7 \(13-2\)$" "^00\*11$" \
  "^The goal is reached in 7 moves\.$" -- scripts/walk luogu2324 "10110/01*11/10111/01001/00000" "5-8 14-5 17-14 8-17 11-8 2-11 13-2"
expect "walk: a knight's move that is no jump is named" 1 \
  "^walk: move 2 \('2-5'\) is not a legal move here: square 5 is not a knight's jump from 2$" \
  -- scripts/walk luogu2324 "10110/01*11/10111/01001/00000" 5-8,2-5
expect "walk: / breaks an eight-puzzle board's lines as any other board's" 0 "^The goal is reached in 1 move\.$" \
  -- scripts/walk poj1077 "1 2 3/4 5 6/7 x 8"
expect "walk: a knight board's error names BOARD's own line, not the input's (its count first)" 2 \
  "^walk: BOARD: line 1, column 2: 'a' is not a square" -- scripts/walk luogu2324 "1a110/01*11/10111/01001/00000"
expect "walk: a tile that slides twice is named (yukicoder228)" 1 \
  "^walk: move 2 \('d'\) is not a legal move here: tile 12 has slid already$" \
  -- scripts/walk yukicoder228 "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 0" ud
expect "walk: a board too large to search, the kit's built solution (poj2893, 5 x 5)" 0 \
  "^The kit's solution \(built a line at a time, not a shortest, 2 moves\): dr$" "^The goal is reached in 2 moves\.$" \
  -- scripts/walk poj2893 "5 5 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 0 20 21 22 23 19 24"
huge=$(awk 'BEGIN { printf "101 100"; for (t = 1; t < 10100; t++) printf " %d", (t == 10099 ? 0 : t); print " 10099" }')
expect "walk: a board beyond what the kit solves needs MOVES (poj2893, 101 x 100)" 2 \
  "^walk: the kit cannot solve this board of poj2893: the kit solves boards of up to 10,000 cells" \
  -- scripts/walk poj2893 "$huge"
big=$(awk 'BEGIN { printf "30 30"; for (t = 1; t < 900; t++) printf " %d", (t == 899 ? 0 : t); print " 899" }')
expect "walk: a large board (poj2893, 30 x 30) is summed up in a line" 0 "^\(30 x 30: 898 of 899 tiles in their goal places\)$" \
  "^\(30 x 30: 899 of 899 tiles in their goal places\)$" "^The goal is reached in 1 move\.$" -- scripts/walk poj2893 "$big" r
expect "walk: --svg draws the walk and says where" 0 "^The goal is reached in 4 moves\.$" \
  "^walk: drew 5 boards in $scratch/walk.svg$" -- scripts/walk cses1670 213759846 --svg "$scratch/walk.svg"
if grep -q '^<svg' "$scratch/walk.svg" && [ "$(grep -c '>start<' "$scratch/walk.svg")" -eq 1 ]; then
  pass "walk: --svg wrote a picture"
else
  failed=$((failed + 1)); echo "FAILED  walk: --svg wrote no picture"; head -c 300 "$scratch/walk.svg"
fi
expect "walk: parity rules out a 3 x 4 board at once: no search is said to have given up" 1 \
  "^The goal cannot be reached\.$" "!within" -- scripts/walk anyboard "3 4/2 1 3 4/5 6 7 8/9 10 11 0"
# Korf's hardest of his 100 (66 moves), turned to this goal: the answer is a shortest one
expect "walk: the kit's shortest answer to a 66-move fifteen-puzzle (the pattern databases)" 0 \
  "^The goal is reached in 66 moves\.$" -- scripts/walk mipt091 "4 6 14 13 7 8 11 9 3 10 15 5 12 0 2 1"
expect "walk: the fifteen-puzzle's unreachable board is told without a search" 1 \
  "^The goal cannot be reached\.$" "!searches" -- scripts/walk mipt091 "1 2 3 4 5 6 7 8 9 10 11 12 13 15 14 0"
expect "walk: --svg of a board whose goal cannot be reached draws its start, captioned so" 1 "^The goal cannot be reached\.$" \
  -- bash -c "scripts/walk anyboard '2 2/2 1/3 0' --svg '$scratch/start.svg'; s=\$?; grep -q '>start: the goal cannot be reached<' '$scratch/start.svg' || exit 9; exit \$s"
expect "walk: --svg of an illegal move ends on a frame that names it" 1 "^walk: move 4 \\('u'\\) is not a legal move" \
  -- bash -c "scripts/walk poj1077 '2 3 4 1 5 x 7 6 8' ullu --svg '$scratch/illegal.svg' > /dev/null; s=\$?; grep -q '>4: u, not legal here<' '$scratch/illegal.svg' || exit 9; exit \$s"
refused "walk: --svg into a folder that is not there is refused before the walk" \
  "^walk: --svg: cannot write $scratch/no/x.svg: no such folder" \
  -- scripts/walk anyboard "3 3/1 2 3/4 0 6/7 5 8" DR --svg "$scratch/no/x.svg"
refused "stress: a bad option is refused in one line" "^stress: --cases: give a whole number" \
  -- scripts/stress anyboard --cases abc -- true
refused "walk: --input of a file that is not there" "^walk: --input: cannot read $scratch/none" \
  -- scripts/walk poj1077 --input "$scratch/none"
refused "walk: --goal with --input" "^walk: --goal: with --input, the input gives the goal" \
  -- scripts/walk textbook --input samples/textbook/sample-1.in --goal 123456780
refused "walk: a bad board of another family, placed by line and column" "^walk: BOARD: line 2, column 3: the board: tile 1 appears twice$" \
  -- scripts/walk indeednow_d "3 3/1 1 2/4 5 3/7 8 6"
refused "walk: --svg of a board too large" "^walk: --svg: pictures are drawn of boards of at most 400 places" \
  -- scripts/walk poj2893 "$big" r --svg "$scratch/big.svg"
expect "walk: a move that is not a letter of u d l r is named as typed" 1 \
  "^walk: move 2 \\('é'\\) is not a move: the moves are u d l r" -- scripts/walk poj1077 12345678x lé
refused "walk: an argument that is not UTF-8 is refused in one line" "^walk: argument 3 is not UTF-8" \
  -- scripts/walk poj1077 12345678x $'l\xff'
expect "walk: leetcode773's 2 x 3 board, as LeetCode writes it" 0 "^4 0 5$" "^4 5 0$" \
  "The goal is reached in 1 move\\.$" -- scripts/walk leetcode773 "[[1,2,3],[4,0,5]]" r
expect "walk: leetcode773, plain cells, a move off the board" 1 "move 1 \\('d'\\) is not a legal move here" \
  -- scripts/walk leetcode773 123405 d

# issue 15, item 15
mkdir -p "$scratch/adir"
printf 'echo 1\n' > "$scratch/plain"
refused "stress: a directory as the program is refused before any case" "^stress: .*adir is a directory, not a program" \
  -- scripts/stress poj1077 -- "$scratch/adir"
refused "stress: a file that is not executable is refused" "^stress: .*plain is not a program" \
  -- scripts/stress poj1077 -- "$scratch/plain"
refused "samples: a directory as the COMMAND is refused" "^samples: .*adir is a directory, not a program" \
  -- scripts/samples wikioi1225 -- "$scratch/adir"
printf '#!/bin/sh\r\necho 1\r\n' > "$scratch/crlf.sh"
printf '#!/no/such/shell\necho 1\n' > "$scratch/noshell.sh"
chmod +x "$scratch/crlf.sh" "$scratch/noshell.sh"
expect "stress: a script saved with CR LF names its #! line's carriage return, not a missing file" 2 \
  "^stress: cannot run .*crlf.sh: its #! line names /bin/sh followed by a carriage return" \
  -- scripts/stress poj1077 --cases 1 -- "$scratch/crlf.sh"
refused "samples: a script whose #! program is missing names it" \
  "^samples: cannot run .*noshell.sh: its #! line names /no/such/shell, and there is no such program$" \
  -- scripts/samples wikioi1225 -- "$scratch/noshell.sh"
mkdir -p "$scratch/dirs/wikioi1225"
refused "samples: a directory in --programs is refused" "^samples: .*wikioi1225 is a directory, not a program" \
  -- scripts/samples --programs "$scratch/dirs" wikioi1225

# issue 15, item 17
expect "walk: the board as the user wrote it (x), no space at line ends" 0 "^1 5 x$" "! $" \
  -- scripts/walk poj1077 "2 3 4 1 5 x 7 6 8" ullddrurdllurdruldr

# issue 14, item a; issue 22, item 4: a build says so and shows a line as each target is
# built; nothing when all is built. The fake cargo logs its arguments and, asked for JSON
# messages, answers as cargo does: two targets, poj1077 built now when COMPILING is set, up to
# date otherwise. Asked to run something (tests, a benchmark), it exits FAKE_RUN_STATUS; its
# subcommand FAKE_FAILS fails once its messages are out.
mkdir -p "$scratch/cargo"
cat > "$scratch/cargo/cargo" << FAKE
#!/usr/bin/env bash
echo "\$*" >> '$scratch/cargo/log'
case " \$* " in
  *" --message-format=json-render-diagnostics "*) ;;
  *) [ -z "\${FAKE_RAN:-}" ] || touch "\$FAKE_RAN"; exit \${FAKE_RUN_STATUS:-0} ;;
esac
fresh=true
[ -z "\${FAKE_BLOCKED:-}" ] || echo "    Blocking waiting for file lock on build directory" >&2
[ -z "\${COMPILING:-}" ] || { fresh=false; echo "   Compiling eight-puzzle-kit v0.1.0 (/kit)" >&2; }
[ -z "\${FAKE_SLOW:-}" ] || sleep "\$FAKE_SLOW" # the library, long to build, before any target
artifact='{"reason":"compiler-artifact","package_id":"path+file:///kit#0.1.0","manifest_path":"/kit/Cargo.toml","target":{"kind":["bin"],"crate_types":["bin"],"name":"NAME","src_path":"/kit/src/bin/NAME.rs","edition":"2021","doc":true,"doctest":false,"test":true},"profile":{"opt_level":"3","test":false},"features":[],"filenames":["/kit/target/release/NAME"],"executable":"/kit/target/release/NAME","fresh":'
echo "\${artifact//NAME/abc224d}true}"
echo "\${artifact//NAME/poj1077}\$fresh}"
echo '{"reason":"build-finished","success":true}'
# FAKE_RAN: clippy ends 6 s after what was run (the Rust tests, in scripts/test) has ended
if [ "\$1" = clippy ] && [ -n "\${FAKE_RAN:-}" ]; then
  while [ ! -e "\$FAKE_RAN" ]; do sleep 0.1; done
  sleep 6
fi
echo "    Finished release profile [optimized] target(s) in 0.01s" >&2
[ "\$1" != "\${FAKE_FAILS:-}" ]
FAKE
chmod +x "$scratch/cargo/cargo"
for run in "samples wikioi1225" "stress poj1077 --cases 3 -- $kit/poj1077" "walk poj1077 123456780 ''" \
  "bundle textbook" "bench --korf"; do
  script=${run%% *}
  rm -rf target/release/.kit-fresh # no stamp: each script asks (the fake) cargo
  expect "$script: a build says so and shows each target built" nonzero "^$script: building the kit" \
    "^$script: built 2 of [0-9]+ \\(poj1077\\)$" "!abc224d|Compiling|Finished" \
    -- bash -c "COMPILING=1 PATH='$scratch/cargo':\$PATH scripts/$run > /dev/null; exit 1"
  rm -rf target/release/.kit-fresh
  expect "$script: nothing from cargo when all is built" 0 "!Finished|Compiling|building|built" \
    -- bash -c "PATH='$scratch/cargo':\$PATH scripts/$run > /dev/null"
done
# issue 52: a fact the kit cannot give ends the script with the kit's line, never a default.
# A copy of the kit whose `kit` tool fails one question (FAKE_KIT_FAILS), built by the fake cargo.
copy=$scratch/failing-kit
mkdir -p "$copy/target/release/examples" "$copy/tests"
cp -r scripts src Cargo.toml "$copy/"
cp target/release/examples/prune "$copy/target/release/examples/"
printf '#!/usr/bin/env bash\n[ "$1" != "$FAKE_KIT_FAILS" ] || { echo "kit: no $1 today" >&2; exit 1; }\nexec %q "$@"\n' \
  "$kit/examples/kit" > "$copy/target/release/examples/kit"
chmod +x "$copy/target/release/examples/kit"
expect "bundle: a limit the kit cannot give: its line, no file printed, no default" 1 "kit: no facts today" \
  "!fn main|within|65536" -- bash -c "FAKE_KIT_FAILS=facts PATH='$scratch/cargo':\$PATH '$copy/scripts/bundle' poj1077"
expect "bundle --check: a limit the kit cannot give fails the bundle" 1 "kit: no facts today" \
  "^bundle: poj1077: no source limit" "0 passed, 1 FAILED" \
  -- bash -c "FAKE_KIT_FAILS=facts PATH='$scratch/cargo':\$PATH '$copy/scripts/bundle' --check poj1077"
expect "bundle --help: variants the kit cannot list: its line, not an empty list" 1 "kit: no variants today" \
  "!VARIANT, for" -- bash -c "FAKE_KIT_FAILS=variants PATH='$scratch/cargo':\$PATH '$copy/scripts/bundle' --help"
# issue 51, item 12: a first build is long before its first target (the library): a line says
# it goes on (here each second, not every 30 s), never silence.
rm -rf target/release/.kit-fresh
expect "samples: a long wait for the first target says the build goes on" nonzero \
  "^samples: still building, [0-9]+ s so far \\(0 of [0-9]+ targets done\\)$" "^samples: built 2 of " \
  -- bash -c "COMPILING=1 FAKE_SLOW=3 KIT_BUILD_TELL_EVERY=1 PATH='$scratch/cargo':\$PATH scripts/samples wikioi1225 > /dev/null; exit 1"
rm -rf target/release/.kit-fresh
# (a NAME given, only what judges it is built: its binary, the runner and the library)
expect "samples: the count is of the targets asked for (one binary, the runner, the library)" nonzero \
  "^samples: built 2 of 3 \\(poj1077\\)$" \
  -- bash -c "COMPILING=1 PATH='$scratch/cargo':\$PATH scripts/samples wikioi1225; exit 1"
# (clippy fails too: past clippy, scripts/test would judge the samples and bundles for real)
expect "test: the Rust tests' build shows each target built" nonzero "^test: built 2 of [0-9]+ \\(poj1077\\)$" \
  -- bash -c "COMPILING=1 FAKE_RUN_STATUS=1 FAKE_FAILS=clippy PATH='$scratch/cargo':\$PATH scripts/test"
cp "$scratch/cargo/log" "$scratch/test-cargo-log" # how scripts/test runs the Rust tests (below)
every=$(($(ls src/bin | wc -l) + $(grep -c '^\[\[example\]\]' Cargo.toml) + $(ls tests/*.rs | wc -l) +
  $(grep -c '^\[\[bench\]\]' Cargo.toml) + 1))
expect "test: clippy shows each target checked, of all the targets (each once, the library too)" nonzero "^test: checked 2 of $every \\(poj1077\\)$" \
  -- bash -c "COMPILING=1 FAKE_FAILS=clippy PATH='$scratch/cargo':\$PATH scripts/test"
# issue 51, item 2: a stage in the background (the Rust tests) is timed to its own end, not to
# when it is waited for (after clippy, which ends 6 s after it here); a stage still running
# says so in a log (here every 2 s, not every 60).
rm -f "$scratch/tests-ran"
FAKE_RAN=$scratch/tests-ran KIT_TEST_TELL_EVERY=2 FAKE_RUN_STATUS=0 FAKE_FAILS=clippy PATH="$scratch/cargo:$PATH" \
  scripts/test > "$scratch/timed" 2>&1
tests_took=$(sed -n 's/^test: tests  *passed  *\([0-9]*\) s, .*/\1/p' "$scratch/timed")
clippy_took=$(sed -n 's/^test: clippy  *FAILED  *\([0-9]*\) s, .*/\1/p' "$scratch/timed")
if [ -n "$tests_took" ] && [ -n "$clippy_took" ] && [ "$tests_took" -lt "$clippy_took" ]; then
  pass "test: a stage in the background is timed to its own end ($tests_took s, clippy $clippy_took s)"
else
  failed=$((failed + 1)); echo "FAILED  test: the tests' time is not their own (tests '$tests_took' s, clippy '$clippy_took' s):"
  sed 's/^/  | /' "$scratch/timed" | head -20
fi
if grep -q '^test: clippy still running, [0-9]* s so far (' "$scratch/timed"; then
  pass "test: a stage still running says so in a log"
else
  failed=$((failed + 1)); echo "FAILED  test: no 'still running' line:"; sed 's/^/  | /' "$scratch/timed" | head -20
fi

# issue 14, item b
program sleepy "[ -e '$scratch/ran' ] || { touch '$scratch/ran'; sleep 3.5; }; exec '$kit/poj1077'"
expect "stress: progress on stderr, a plain line when it is not a terminal" 0 \
  "^stress: case 2 of 2 \\([0-9]+ s so far\\)$" -- scripts/stress poj1077 --cases 2 --time-limit 60 -- "$scratch/bin/sleepy"
rm -f "$scratch/ran"
if command -v script > /dev/null; then
  expect "stress: progress on a terminal, in place" 0 "case 1 of 3" \
    -- script -qec "scripts/stress poj1077 --cases 3 -- '$kit/poj1077'" /dev/null
fi

# issue 14, item c
for script in samples stress walk; do
  listed=$("scripts/$script" --help | sed -n '/^NAME: /,$p' | sed 's/^NAME: //' | tr -s ' ' '\n')
  unlisted=$(ls src/bin | sed 's/\.rs$//' | grep -vxF -f <(echo "$listed"))
  if [ -n "$listed" ] && [ -z "$unlisted" ]; then
    pass "$script --help lists every name of src/bin"
  else
    failed=$((failed + 1)); echo "FAILED  $script --help does not list: $(echo $unlisted)"
  fi
done

# issue 14, item d
expect "stress --save prints the command that judges your program on the case again" 1 \
  "^to judge your program on it again: $PWD/scripts/samples --samples $scratch/replay acwing845 -- $PWD/$wrong off-by-one$" \
  -- scripts/stress acwing845 --seed 5 --save "$scratch/replay" -- "$PWD/$wrong" off-by-one
cp "$wrong" "$scratch/my-solution"
expect "samples -- COMMAND: your program on a saved case, COMMAND from where you stand" nonzero \
  "^WA +acwing845/sample-1 " "^0 passed, 1 failed$" \
  -- bash -c "cd '$scratch' && '$PWD/scripts/samples' --samples replay acwing845 -- ./my-solution off-by-one"
refused "samples -- COMMAND with two names is refused" "^samples: with -- COMMAND give exactly one NAME" \
  -- scripts/samples poj1077 wikioi1225 -- "$kit/poj1077"

# issue 14, item e
expect "stress: no output is said so" 1 "^--- actual$" "^\\(no output\\)$" -- scripts/stress acwing845 --cases 1 -- true
program wikioi1225 "exit 0"
expect "samples: no output is said so" 1 "^      \\(no output\\)$" \
  -- scripts/samples --samples "$scratch/one" --programs "$scratch/bin" wikioi1225

# issue 14, item f
mkdir -p "$scratch/links"
for script in samples stress walk; do ln -s "$PWD/scripts/$script" "$scratch/links/$script"; done
expect "samples through a symlink" 0 "^1 passed, 0 failed$" -- "$scratch/links/samples" --samples "$scratch/one" wikioi1225
expect "stress through a symlink" 0 "^3 passed, 0 failed$" -- "$scratch/links/stress" poj1077 --cases 3 -- "$kit/poj1077"
expect "walk through a symlink" 0 "reached in 0 moves" -- "$scratch/links/walk" poj1077 12345678x ""

# issue 15, item 14: only binaries of src/bin and variants of src/variants are bundled
refused "bundle: a path is not a binary's name" "^bundle: no problem named \\.\\./io; NAME is one of: .*poj1077" \
  -- scripts/bundle ../io
expect "bundle: an empty variant is not no variant" 2 "no variant named ''" -- scripts/bundle poj1077 ""
# issue 14, item c (bundle): --help lists every binary and every variant
unlisted=$(for source in src/bin/*.rs src/variants/bfs_rank.rs; do
  name=$(basename "$source" .rs); scripts/bundle --help | grep -qw -- "$name" || echo "$name"; done)
if [ -z "$unlisted" ]; then
  pass "bundle --help lists every binary and variant"
else
  failed=$((failed + 1)); echo "FAILED  bundle --help does not list: $(echo $unlisted)"
fi
# issue 14, item f (bundle, bench, test)
for script in bundle bench test; do ln -s "$PWD/scripts/$script" "$scratch/links/$script"; done
expect "bundle through a symlink" 0 "is [0-9]+ bytes" -- bash -c "cd / && '$scratch/links/bundle' textbook > /dev/null"
expect "test --help through a symlink" 0 "scripts/test" -- "$scratch/links/test" --help
# issue 17, items 3 and 4: what is pasted carries only what runs; --full the whole cores;
# --strip no comments and no blank lines
scripts/bundle wikioi1225 > "$scratch/pruned.rs" 2> /dev/null
scripts/bundle --full wikioi1225 > "$scratch/full.rs" 2> /dev/null
scripts/bundle --strip wikioi1225 > "$scratch/strip.rs" 2> /dev/null
if ! grep -q 'fn boards_to_end' "$scratch/pruned.rs" && grep -q 'fn boards_to_end' "$scratch/full.rs" &&
    grep -q 'fn solve' "$scratch/pruned.rs" &&
    [ "$(wc -c < "$scratch/strip.rs")" -lt "$(wc -c < "$scratch/pruned.rs")" ] &&
    ! grep -Eq '^[[:space:]]*(//|$)' "$scratch/strip.rs" &&
    rustc --edition 2021 -O -D warnings -o "$scratch/strip" "$scratch/strip.rs" 2> /dev/null &&
    [ "$("$scratch/strip" < samples/wikioi1225/sample-1.in)" = "$(cat samples/wikioi1225/sample-1.out)" ]; then
  pass "bundle: pruned drops what wikioi1225 never calls; --full keeps it; --strip compiles and answers"
else
  failed=$((failed + 1)); echo "FAILED  bundle: the pruned, full and stripped forms are not as they should be"
fi

# issue 17, item 2: test folders as judges and other tools lay them out, each detected and named
layouts=$scratch/layouts
mkdir -p "$layouts"/{kattis,cf,cfn,io,icpc}/wikioi1225 "$layouts"/io/wikioi1225/{in,out} \
  "$layouts"/icpc/wikioi1225/data/{sample,secret}
one_in=samples/wikioi1225/sample-1.in one_out=samples/wikioi1225/sample-1.out
cp "$one_in" "$layouts/kattis/wikioi1225/a.in"; cp "$one_out" "$layouts/kattis/wikioi1225/a.ans"
cp "$one_in" "$layouts/cf/wikioi1225/1.in"; cp "$one_out" "$layouts/cf/wikioi1225/1.out"
cp "$one_in" "$layouts/cfn/wikioi1225/01"; cp "$one_out" "$layouts/cfn/wikioi1225/01.a"
cp "$one_in" "$layouts/io/wikioi1225/in/input1.txt"; cp "$one_out" "$layouts/io/wikioi1225/out/output1.txt"
cp "$one_in" "$layouts/icpc/wikioi1225/data/sample/1.in"; cp "$one_out" "$layouts/icpc/wikioi1225/data/sample/1.ans"
cp "$one_in" "$layouts/icpc/wikioi1225/data/secret/2.in"; echo 99 > "$layouts/icpc/wikioi1225/data/secret/2.ans"
expect "samples: X.in with X.ans, named" 0 "read as X.in with X.ans" "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$layouts/kattis"
expect "samples: N.in with N.out, named" 0 "read as X.in with X.out" "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$layouts/cf"
expect "samples: Codeforces' N with N.a, named" 0 "read as N with N.a" "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$layouts/cfn"
expect "samples: in/ and out/ folders, named" 0 "read as in/ and out/ folders" "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$layouts/io"
expect "samples: a package's data/sample and data/secret, both judged" 1 "read as a Kattis or ICPC package" \
  "^AC +wikioi1225/1 " "^WA +wikioi1225/2 " "^1 passed, 1 failed$" -- scripts/samples --samples "$layouts/icpc"

# issue 17, item 1: memory as judges measure it (peak resident set), MLE past the limit
# One sample of each problem: every run allocates its hundreds of MiB anew.
for name in poj1077 acwing845 wikioi1225; do
  mkdir -p "$scratch/memory/$name"
  cp "samples/$name/sample-1.in" "samples/$name/sample-1.out" "$scratch/memory/$name/"
done
touch_mb() { # MB: a python3 line that allocates MB mebibytes and touches every page
  echo "python3 -c 'b = bytearray($1 << 20); b[::4096] = b\"x\" * len(b[::4096])'"
}
expect "samples: a program past --memory-limit is MLE" 1 "^MLE +poj1077/sample-1 .* MiB$" \
  "why: peak [0-9.]+ MiB over the --memory-limit 64 MiB$" "^0 passed, 1 failed$" \
  -- scripts/samples --memory-limit 64 --samples "$scratch/memory" poj1077 -- bash -c "$(touch_mb 200); exec '$kit/poj1077'"
expect "samples: a program under --memory-limit is AC, its peak shown" 0 \
  "^AC +poj1077/sample-1 +[0-9]+ ms +[0-9]+\.[0-9] MiB$" "^1 passed, 0 failed$" \
  -- scripts/samples --memory-limit 64 --samples "$scratch/memory" poj1077 -- bash -c "$(touch_mb 16); exec '$kit/poj1077'"
# issue 51, item 4: an MLE names whose limit it is (acwing845: Baekjoon 1525's 32 MB, the least
# of its three judges') and how to lift it; --judge NAME applies that judge's limits instead.
expect "samples: the problem's own limit gives MLE, naming its judge and how to lift it" 1 \
  "over Baekjoon 1525's 32 MiB limit, the least of its judges' \\(--judge NAME for another's\\); --memory-limit MB to change it$" \
  -- scripts/samples --samples "$scratch/memory" acwing845 -- bash -c "$(touch_mb 100); exec '$kit/acwing845'"
expect "samples --judge aoj: AOJ's limits, not Baekjoon's (AOJ's is not recorded: the kit's default)" 0 "^1 passed, 0 failed$" \
  -- scripts/samples --judge aoj --samples "$scratch/memory" acwing845 -- bash -c "$(touch_mb 100); exec '$kit/acwing845'"
expect "samples --judge baekjoon: without NAMEs, the problems that judge sets" 0 "^AC +acwing845/" "^AC +boj9985/" "!poj1077" \
  -- scripts/samples --judge Baekjoon
refused "samples --judge: a judge that does not set NAME is refused" "^samples: --judge codeforces: acwing845 is set by AOJ, Baekjoon, AcWing only$" \
  -- scripts/samples --judge codeforces acwing845
refused "samples --judge: a judge of no problem is refused" "^samples: --judge nosuch: no problem of the kit is set by that judge$" \
  -- scripts/samples --judge nosuch
expect "samples: where the judge's limit is not recorded, MLE names the kit's default" 1 \
  "over the kit's default 256 MiB limit \\(the judge's is not recorded\\); --memory-limit MB to change it$" \
  -- scripts/samples --samples "$scratch/memory" wikioi1225 -- bash -c "$(touch_mb 300); exec '$kit/wikioi1225'"
expect "stress: where the judge's limit is not recorded, MLE names the kit's default" 1 \
  "over the kit's default 256 MiB limit \\(the judge's is not recorded\\); --memory-limit MB to change it$" \
  -- scripts/stress wikioi1225 --cases 2 -- bash -c "$(touch_mb 300); exec '$kit/wikioi1225'"
expect "stress: a program past --memory-limit is MLE, the option's limit named" 1 "^case 1 of 2: MLE" \
  "over the --memory-limit 64 MiB$" \
  -- scripts/stress poj1077 --cases 2 --memory-limit 64 -- bash -c "$(touch_mb 200); exec '$kit/poj1077'"
expect "stress: a program under --memory-limit passes" 0 "^2 passed, 0 failed$" \
  -- scripts/stress poj1077 --cases 2 --memory-limit 64 -- bash -c "$(touch_mb 16); exec '$kit/poj1077'"
expect "stress: the judge's limit named, in MiB, and a peak never 0" 1 "^case 1 of 2: MLE" \
  "over Baekjoon 1525's 32 MiB limit, the least of its judges' .*; --memory-limit MB to change it$" \
  -- scripts/stress acwing845 --cases 2 -- bash -c "$(touch_mb 100); exec '$kit/acwing845'"
expect "stress --judge aoj: AOJ's limits, named in the replay command" 0 "^2 passed, 0 failed$" "--judge aoj --no-speed -- " \
  -- scripts/stress acwing845 --cases 2 --judge aoj --no-speed -- bash -c "$(touch_mb 100); exec '$kit/acwing845'"
refused "stress --judge: a judge that does not set NAME is refused" "^stress: --judge codeforces: acwing845 is set by" \
  -- scripts/stress acwing845 --judge codeforces -- true
expect "stress: the speed line's peak in MiB under the judge's limit" 0 \
  "your peak memory (< )?[1-9][0-9.]* MiB \\(under Baekjoon 1525's 32 MiB limit, .*\\)$" \
  -- scripts/stress acwing845 --cases 2 -- "$kit/acwing845"
expect "stress --no-speed: the verdicts, and no speed line" 0 "^2 passed, 0 failed$" "!^speed on" \
  -- scripts/stress acwing845 --cases 2 --no-speed -- "$kit/acwing845"
for bad in 0 65537 1.5 abc -3 ""; do
  expect "samples: --memory-limit $(printf %q "$bad") refused" 2 "^samples: --memory-limit" \
    -- scripts/samples --memory-limit "$bad" poj1077
  expect "stress: --memory-limit $(printf %q "$bad") refused" 2 "^stress: --memory-limit" \
    -- scripts/stress poj1077 --memory-limit "$bad" -- "$kit/poj1077"
done
# issue 18: --korf is the one-line race; it takes no other option and says so
expect "bench --help names --korf and its last line" 0 "korf100: 100 of 100 optimal" -- scripts/bench --help
expect "bench --korf with another option is refused" 2 "^bench: --korf takes no other option" \
  -- timeout 5 scripts/bench --korf --quick

# issue 22, item 8: the commands stress prints run from any folder, with the limits given
mkdir -p "$scratch/elsewhere"
cp "$wrong" "$scratch/elsewhere/mine"
(cd "$scratch/elsewhere" && "$OLDPWD/scripts/stress" acwing845 --seed 5 --cases 600 --time-limit 7 \
  --memory-limit 64 --no-speed --save saved -- ./mine off-by-one > "$scratch/stress.log" 2>&1)
replay=$(sed -n 's/.*(to replay: \(.*\))$/\1/p' "$scratch/stress.log")
again=$(sed -n 's/^to judge your program on it again: //p' "$scratch/stress.log")
expect "stress: the replay line names the script's real path and carries the limits and --no-speed" 0 \
  "^$PWD/scripts/stress acwing845 --seed 5 --cases 600 --time-limit 7 --memory-limit 64 --no-speed -- $scratch/elsewhere/mine off-by-one$" \
  -- echo "$replay"
expect "stress: the replay line, run from another folder, fails the same way" 1 "^WA: the smallest input" \
  -- bash -c "cd / && $replay"
expect "stress: the judge-again line carries the limits and an absolute folder" 0 \
  "^$PWD/scripts/samples --samples $scratch/elsewhere/saved --time-limit 7 --memory-limit 64 acwing845 -- $scratch/elsewhere/mine off-by-one$" \
  -- echo "$again"
expect "stress: the judge-again line, run from another folder, judges the saved case" nonzero \
  "^WA +acwing845/sample-1 " "^0 passed, 1 failed$" -- bash -c "cd / && $again"
# issue 22, item 9: a case saved already is not saved again
expect "stress --save: the same failing case again is not saved twice" 1 \
  "^already saved as $scratch/elsewhere/saved/acwing845/sample-1.in \\(the same case\\)$" \
  -- bash -c "cd '$scratch/elsewhere' && '$PWD/scripts/stress' acwing845 --seed 5 --cases 600 --save saved -- ./mine off-by-one"
expect "stress --save: the folder holds the one case" 0 "^1$" \
  -- bash -c "ls '$scratch/elsewhere/saved/acwing845' | grep -c '\\.in$'"
# issue 22, item 13: stress and walk speak in their own names, and list names in one order
expect "stress's own tool: errors begin with stress:, the names in byte order" 2 \
  "^stress: no problem named \"nosuch\" to stress; there are: $(ls src/bin | sed 's/\.rs$//' | LC_ALL=C sort | paste -sd ' ')$" \
  -- "$kit/examples/stress" nosuch -- "$kit/poj1077"
expect "walk: errors begin with walk:" 2 "^walk: no problem named" "!^error:" -- scripts/walk nosuch 1 2
# issue 23, item 5: one sourced header, scripts/lib.sh, found through each script's real path
commands=$(ls scripts | grep -vx lib.sh | sed 's|^|scripts/|')
if [ -f scripts/lib.sh ] && [ ! -x scripts/lib.sh ] &&
  ! grep -Eq '^(all_names|usage|refuse|build_kit) *\(\)' $commands &&
  [ "$(grep -l '^\. "$(dirname "$(readlink -f "$0")")/lib.sh"' $commands | wc -l)" -eq "$(echo "$commands" | wc -l)" ]; then
  pass "each of the $(echo "$commands" | wc -l) scripts sources scripts/lib.sh (not executable) and defines none of its parts"
else
  failed=$((failed + 1)); echo "FAILED  the scripts do not share scripts/lib.sh"
fi
expect "bench --help through a symlink" 0 "scripts/bench" -- "$scratch/links/bench" --help
refused "bundle: an unknown NAME through a symlink, from elsewhere, in bundle's name" "^bundle: no problem named" \
  -- bash -c "cd / && '$scratch/links/bundle' wikioi1226"

# issue 22, item 6: an unknown NAME is exit 2 with the list of names, before any build
all=$(LC_ALL=C ls src/bin | sed 's/\.rs$//' | tr '\n' ' ' | sed 's/ $//')
for run in "samples wikioi1226" "samples --samples $scratch/one wikioi1226" "bundle wikioi1226" \
  "bundle --full wikioi1226 idastar" "bundle --check nonexist" "bundle --check poj1077 nonexist" \
  "stress wikioi1226 -- true" "walk wikioi1226 12345678x u"; do
  : > "$scratch/cargo/log"
  refused "$run: refused, every name listed, before any build" "^${run%% *}: no problem named [a-z0-9]+( \\(did you mean [a-z0-9_]+\\?\\))?; NAME is one of: $all$" \
    -- bash -c "PATH='$scratch/cargo':\$PATH scripts/$run"
  [ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  $run: cargo ran: $(cat "$scratch/cargo/log")"; }
done
# names in one order everywhere: the usages list them as `LC_ALL=C ls src/bin` does
for script in samples stress walk bundle; do
  listed=$("scripts/$script" --help | sed -n '/^NAME: /,/^VARIANT/p' | grep -v '^VARIANT' |
    sed 's/^NAME: //' | tr -s ' \n' '  ' | sed 's/ $//')
  if [ "$listed" = "$all" ]; then
    pass "$script --help lists the names in ls's order"
  else
    failed=$((failed + 1)); echo "FAILED  $script --help lists: $listed"
  fi
done
# bundle's options: each misuse refused in one line before anything is built
: > "$scratch/cargo/log"
refused "bundle --check with --strip is refused in one line" "^bundle: --check checks every form; give it no --strip$" \
  -- bash -c "PATH='$scratch/cargo':\$PATH scripts/bundle --check --strip poj1077"
refused "bundle --strip with --check is refused in one line" "^bundle: --check checks every form; give it no --strip$" \
  -- bash -c "PATH='$scratch/cargo':\$PATH scripts/bundle --strip --check poj1077"
refused "bundle --strip --full: the two cannot be combined" "^bundle: --strip and --full cannot be combined" \
  -- bash -c "PATH='$scratch/cargo':\$PATH scripts/bundle --strip --full poj1077"
refused "bundle with no NAME is refused in one line" "^bundle: give NAME" -- scripts/bundle
[ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  bundle's refusals ran cargo: $(cat "$scratch/cargo/log")"; }

# issue 22, item 13: every script's errors begin with its own name
refused "bench: --korf with another option, in bench's name" "^bench: --korf takes no other option" \
  -- scripts/bench --korf --tsv
refused "test: an argument, in test's name" "^test: takes no argument" -- scripts/test extra
refused "walk: no arguments, in walk's name" "^walk: give NAME BOARD \\[MOVES\\]" -- scripts/walk
refused "stress: no arguments, in stress's name" "^stress: give NAME" -- scripts/stress
refused "walk: the replay's own errors, in walk's name" "^walk: unexpected argument" \
  -- scripts/walk poj1077 12345678x "" extra
# scripts/test runs the integration tests only: no binary's empty unit-test harness ("running
# 0 tests") and no binary compiled twice in one profile. Its cargo test, as the fake cargo
# logged it above, is asked of the real cargo to list its tests (cheap when scripts/test has built the release
# profile; a first build here otherwise): no harness may hold 0 tests.
test_args=$(grep -E '^test .*--release' "$scratch/test-cargo-log" | grep -v -- '--no-run' | head -n 1)
read -ra test_command <<< "$test_args" # as cargo was given them: no word is a glob here
if [ -n "$test_args" ] && cargo "${test_command[@]}" -- --list > "$scratch/list" 2> "$scratch/list.err" &&
  ! grep -q '^0 tests, 0 benchmarks$' "$scratch/list" && grep -q '^[0-9]\+ tests, ' "$scratch/list"; then
  pass "test: its Rust tests hold no empty harness ($test_args)"
else
  failed=$((failed + 1)); echo "FAILED  test: empty harnesses in '$test_args': $(grep -c '^0 tests' "$scratch/list") of $(grep -c ' tests, ' "$scratch/list")"
  tail -n 5 "$scratch/list.err"
fi

# issue 22, item 4: progress lines arrive while cargo still runs, with mawk as the awk. A copy
# of the kit (unoptimized, to build faster) builds stress for walk; the cargo on PATH holds its exit
# until the first progress line has been read (or two minutes), then marks that it ended.
fresh=$scratch/fresh
mkdir -p "$fresh" "$scratch/holding"
cp -r Cargo.toml Cargo.lock src scripts tests "$fresh/"
# npuzzle with comments enough to pass 64 KiB, which pruning keeps (for issue 31, item 4,
# below): padded before the copy is first built, so that no later change rebuilds it.
for _ in $(seq 900); do echo "// padding, kept: pruning cuts items, never the comments between them ........"; done >> "$fresh/src/bin/npuzzle.rs"
[ ! -x /usr/bin/mawk ] || ln -sf /usr/bin/mawk "$scratch/holding/awk"
cat > "$scratch/holding/cargo" << HOLD
#!/usr/bin/env bash
'$(command -v cargo)' "\$@"
status=\$?
for _ in \$(seq 1200); do [ -e '$scratch/progress-read' ] && break; sleep 0.1; done
touch '$scratch/cargo-ended'
exit \$status
HOLD
chmod +x "$scratch/holding/cargo"
# The copy is built unoptimized (opt-level 0): it must only build and run, and beside
# the bundle check the optimized builds of a second tree would double this step's time.
unoptimized=(CARGO_PROFILE_RELEASE_OPT_LEVEL=0 CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16)
env "${unoptimized[@]}" PATH="$scratch/holding:$PATH" "$fresh/scripts/walk" poj1077 12345678x "" 2>&1 > /dev/null |
  while IFS= read -r line; do
    if [[ $line == "walk: built "* ]] && [ ! -e "$scratch/progress-read" ]; then
      [ -e "$scratch/cargo-ended" ] && echo "read after cargo ended: $line" || echo "read while cargo ran: $line"
      touch "$scratch/progress-read"
    fi
  done > "$scratch/progress"
if [ "$(awk -W version 2>&1 | head -c 4)" != mawk ] && [ ! -x /usr/bin/mawk ]; then
  echo "note    mawk is not installed: the progress test ran with $(command -v awk)"
fi
# Three targets: the library, the walk tool and poj1077's binary, which checks the input.
if grep -q '^read while cargo ran: walk: built 1 of 3 (kit)$' "$scratch/progress"; then
  pass "walk: the progress line is read while cargo still runs (mawk as awk)"
else
  failed=$((failed + 1)); echo "FAILED  walk: no progress line while cargo ran: $(cat "$scratch/progress")"
fi

# issue 22, item 7: an interrupted bundle --check says so, never "FAILS to compile". In the
# copy (the check empties its target/bundles), interrupted as Ctrl-C does: SIGINT to its group
# once rustc compiles bundles.
# SIGINT is restored for it (a background job, as this test is under scripts/test, starts with
# SIGINT ignored, which a shell cannot undo); its status is written when it ends.
setsid bash -c 'scratch=$1 fresh=$2; shift 2; echo $$ > "$scratch/group"
  env --default-signal=INT "$@" "$fresh/scripts/bundle" --check textbook > "$scratch/interrupted" 2>&1
  echo $? > "$scratch/status"' - "$scratch" "$fresh" "${unoptimized[@]}" &
for _ in $(seq 3000); do
  ls "$fresh"/target/bundles/edition-*/*.log > /dev/null 2>&1 && break
  [ ! -e "$scratch/status" ] || break
  sleep 0.1
done
kill -INT -- "-$(cat "$scratch/group")" 2> /dev/null
while [ ! -e "$scratch/status" ]; do sleep 0.1; done
status=$(cat "$scratch/status")
if [ "$status" -ne 0 ] && grep -q '^bundle: interrupted' "$scratch/interrupted" && ! grep -q 'FAILS' "$scratch/interrupted"; then
  pass "bundle --check interrupted says so (status $status)"
else
  failed=$((failed + 1)); echo "FAILED  bundle --check interrupted (status $status):"; sed 's/^/  | /' "$scratch/interrupted" | head -20
fi
# issue 31, item 4: a pasted form over the limit it is held to fails the check (in the copy:
# npuzzle, padded above); the check names the size and the limit, and judges nothing of a
# bundle that failed.
expect "bundle --check: a pasted form over its limit fails, the size and the limit named" 1 \
  "^bundle: npuzzle's pasted form is [0-9]+ bytes, over the [0-9]+ it is held to \(" "1 FAILED" "!samples through" \
  -- env "${unoptimized[@]}" "$fresh/scripts/bundle" --check npuzzle
expect "bundle NAME: a pasted form over its limit is a WARNING naming the limit" 0 \
  "^bundle: WARNING: npuzzle\.rs \(pruned\) is [0-9]+ bytes, OVER the [0-9]+ bytes it is held to: " \
  -- bash -c "env ${unoptimized[*]} '$fresh/scripts/bundle' npuzzle > /dev/null"
# issue 22: how samples judge
# Item 5: the program's peak, measured at its exit, never the runner's or 0; the same verdict
# on every run; the limit named as the judge's or the option's, in MiB.
verdicts=$scratch/verdicts
: > "$verdicts"
for run in 1 2 3 4 5; do
  scripts/samples --memory-limit 1 npuzzle > "$scratch/run-$run" 2>&1
  awk '/^[A-Z]+ +npuzzle\// { printf "%s %s; ", $1, $2 } END { print "" }' "$scratch/run-$run" >> "$verdicts"
done
npuzzle_cases=$(ls samples/npuzzle/*.in | wc -l)
if [ "$(sort -u "$verdicts" | wc -l)" -eq 1 ] && [ "$(grep -o MLE "$verdicts" | wc -l)" -eq $((5 * npuzzle_cases)) ] &&
  ! grep -q ' 0\.0 MiB' "$scratch"/run-*; then
  pass "samples --memory-limit 1 npuzzle: MLE on every case in five runs, no 0.0 MiB"
else
  failed=$((failed + 1)); echo "FAILED  samples --memory-limit 1 npuzzle: verdicts differ between runs, or a peak of 0"
  sed 's/^/  | /' "$verdicts"; grep -h ' 0\.0 MiB' "$scratch"/run-* | head -5 | sed 's/^/  | /'
fi
expect "samples: every kit program's peak is measured (no 0.0 MiB) on every sample" 0 \
  "^$cases passed, 0 failed$" "^AC +wikioi1225/sample-1 +[0-9]+ ms +[0-9]\.[0-9] MiB$" '!0\.0 MiB' \
  -- scripts/samples wikioi1225
expect "samples: MLE names the option's limit, in MiB" 1 \
  "why: peak [0-9.]+ MiB over the --memory-limit 1 MiB$" -- scripts/samples --memory-limit 1 npuzzle

# Item 7: an expected answer the special judge refuses is the folder's fault, not the program's
mkdir -p "$scratch/judge-refuses/poj1077"
cp samples/poj1077/sample-1.in "$scratch/judge-refuses/poj1077/"
echo uuuu > "$scratch/judge-refuses/poj1077/sample-1.out"
expect "samples: a .out the special judge refuses is ERROR naming the folder, not WA" 1 \
  "^ERROR +poj1077/sample-1 " "why: the special judge refuses this case of .*/judge-refuses/poj1077 \(the folder is at fault" \
  "move 2 \('u'\) is not a legal move" '!^WA' "^0 passed, 1 failed$" \
  -- scripts/samples --samples "$scratch/judge-refuses" poj1077

# Item 9: folders as they come
folders=$scratch/folders
mkdir -p "$folders"/{odd,oj,inonly,data,programs}/wikioi1225 "$folders/inonly/wikioi1225/in" \
  "$folders/data/wikioi1225/data"
for odd in $'a\tb' $'c\nd'; do
  cp "$one_in" "$folders/odd/wikioi1225/$odd.in"; cp "$one_out" "$folders/odd/wikioi1225/$odd.out"
done
expect "samples: cases named with a tab and a newline are judged, their names escaped" 0 \
  "^AC +wikioi1225/\\$'a\\\\tb' " "^AC +wikioi1225/\\$'c\\\\nd' " "^2 passed, 0 failed$" \
  -- scripts/samples --samples "$folders/odd" wikioi1225
cp "$one_in" "$one_out" "$folders/oj/"
rmdir "$folders/oj/wikioi1225"
expect "samples: the cases directly in DIR (oj download), for one NAME" 0 "the cases are in .*/oj itself" \
  "^AC +wikioi1225/sample-1 " "^1 passed, 0 failed$" -- scripts/samples --samples "$folders/oj" wikioi1225
expect "samples: the cases directly in DIR with no NAME: asked for the NAME" 1 "give the NAME they are for" \
  -- scripts/samples --samples "$folders/oj"
cp "$one_in" "$folders/inonly/wikioi1225/in/1"
expect "samples: in/ with no out/ is NOOUT per case" 1 "read as an in/ folder" "^NOOUT +wikioi1225/1 " \
  "why: no out/1 to compare with" "^0 passed, 1 failed$" -- scripts/samples --samples "$folders/inonly"
cp "$one_in" "$one_out" "$folders/data/wikioi1225/"
echo "not a package" > "$folders/data/wikioi1225/data/notes.txt"
expect "samples: a data/ with neither sample/ nor secret/ is no package: the cases beside it" 0 \
  "^AC +wikioi1225/sample-1 " "^1 passed, 0 failed$" -- scripts/samples --samples "$folders/data"
rmdir "$folders/programs/wikioi1225"
cp "$kit/wikioi1225" "$folders/programs/"
expect "samples --programs DIR with no NAME judges only the problems DIR holds a program for" 0 \
  "^AC +wikioi1225/sample-1 " '!ERROR' "^$cases passed, 0 failed$" -- scripts/samples --programs "$folders/programs"

# Item 10: variants, the fifteen-puzzle's estimates among them, judged on the samples
poj_cases=$(ls samples/poj1077/*.in | wc -l)
expect "samples --variant idastar poj1077: bundled, compiled and judged" 0 "compiling poj1077 switched to idastar" \
  "^AC +poj1077/sample-1 " "^$poj_cases passed, 0 failed$" -- scripts/samples --variant idastar poj1077
aoj_cases=$(ls samples/aoj_alds1_13_c/*.in | wc -l)
expect "samples --variant databases aoj_alds1_13_c: an estimate chosen as a variant" 0 \
  "compiling aoj_alds1_13_c switched to databases" "^$aoj_cases passed, 0 failed$" \
  -- scripts/samples --variant databases aoj_alds1_13_c
expect "bundle aoj_alds1_13_c databases switches its estimate" 0 "^type Heuristic = Databases;" \
  -- scripts/bundle aoj_alds1_13_c databases
expect "bundle --help lists each family's variants" 0 "^VARIANT, for .*poj1077.*: .*idastar" \
  "^VARIANT, for aoj_alds1_13_c uva10181: manhattan linear_conflict databases$" -- scripts/bundle --help
refused "bundle: an estimate for an eight-puzzle binary is refused in one line" \
  "^bundle: databases is an estimate of the fifteen-puzzle binaries" -- scripts/bundle poj1077 databases
refused "bundle: a method for a fifteen-puzzle binary is refused in one line" \
  "^bundle: idastar is a variant of the eight-puzzle binaries" -- scripts/bundle uva10181 idastar
refused "bundle: a variant whose paths are not the tie order's smallest, for HDU 3567 (no special judge), is refused" \
  "^bundle: hdu3567's judge wants the smallest shortest path in its tie order, and astar_manhattan's is not always that; these keep it: .*bfs_rank" \
  -- scripts/bundle hdu3567 astar_manhattan
refused "samples --variant: the same for the textbook's printed path" "^samples: textbook_path's judge wants the smallest" \
  -- scripts/samples --variant bidirectional textbook_path
refused "samples --variant that does not fit a NAME is refused in one line" \
  "^samples: databases is an estimate of the fifteen-puzzle binaries .*not of poj1077" \
  -- scripts/samples --variant databases aoj_alds1_13_c poj1077
refused "samples --variant that does not exist is refused in one line" "^samples: no variant named 'nosuch'" \
  -- scripts/samples --variant nosuch poj1077
refused "samples --variant with --programs is refused in one line" "^samples: give --variant or --programs" \
  -- scripts/samples --variant idastar --programs "$kit" poj1077

# issue 23, item 1: bench --save writes what it printed, under a header naming the date, the
# machine, the commit and the command, to a dated result file of its own, and prints its path.
# In the copy of the kit, with a cargo that builds nothing and "measures" one line.
mkdir -p "$scratch/benching"
cat > "$scratch/benching/cargo" << 'BENCH'
#!/usr/bin/env bash
case " $* " in
  *" --message-format=json-render-diagnostics "*) echo '{"reason":"build-finished","success":true}' ;;
  *" --korf "*)
    printf 'instance\tmoves\texpanded\tms\n1\t57\t1500\t0.50\n2\t55\t30000\t3.10\n'
    echo "korf100: 100 of 100 optimal in 1.0 s (a fake run)"
    ;;
  *" --bench near -- "*bad*)
    echo "bench near: bad.txt: line 1: the board cannot reach the goal (parity)" >&2
    printf 'error: bench failed, to rerun pass `--bench near`\n\nCaused by:\n  process didn'"'"'t exit successfully: `near --bench` (exit status: 1)\n' >&2
    exit 101
    ;;
  *" --bench large "*)
    printf 'anyboard: a fake run\n   n  boards   mean moves  mean/n³  mean/Manhattan  max/n³   mean ms    max ms\n'
    printf '   3      10         21.5    0.800           1.500   1.100     0.010     0.020\n'
    printf '  10      10       1400.0    1.400           2.100   1.700     0.500     0.900\n'
    echo "korf50: mean 1.080 of optimal, slowest 0.50 s, total 16.0 s (a fake run)"
    ;;
  *) echo "a fake figure: $*" ;;
esac
BENCH
chmod +x "$scratch/benching/cargo"
today=$(date -u +%Y-%m-%d)
expect "bench --save: prints as it runs, then the result file's path" 0 "^korf100: 100 of 100 optimal in 1.0 s \\(a fake run\\)$" \
  "^bench: saved in src/tools/runs/$today-testbox/bench-korf.txt$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --save --korf
saved=$fresh/src/tools/runs/$today-testbox/bench-korf.txt
expect "bench --save: the file holds the header and what was printed" 0 "^# scripts/bench --save --korf$" \
  "^date: +$today [0-9]{2}:[0-9]{2} UTC$" "^machine: testbox: .+, [0-9]+ cores, [0-9]+ MiB of memory$" \
  "^commit: +" "^korf100: 100 of 100 optimal in 1.0 s \\(a fake run\\)$" -- cat "$saved"
expect "bench --save: a second run of the day gets a file of its own" 0 \
  "^bench: saved in src/tools/runs/$today-testbox/bench-korf-2.txt$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --korf --save
expect "bench --save --fifteen --quick: named by its options" 0 "^a fake figure: bench --quiet --bench fifteen -- --quick$" \
  "^bench: saved in src/tools/runs/$today-testbox/bench-fifteen-quick.txt$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --save --fifteen --quick
refused "bench --save: a machine name that is no folder name is refused" "^bench: BENCH_MACHINE .* may hold only" \
  -- env BENCH_MACHINE="a/b" scripts/bench --save --korf

# issue 25, item 3: bench --korf --svg FILE draws the run (the saved file, header and all, with
# --save) with the chart example, built here at the start and copied into the copy of the kit.
mkdir -p "$fresh/target/release/examples"
cp target/release/examples/chart "$fresh/target/release/examples/"
expect "bench --save --korf --svg: the run saved, then the chart written" 0 \
  "^bench: saved in src/tools/runs/$today-testbox/bench-korf-3.txt$" "^bench: the chart is in $scratch/korf.svg$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --save --korf --svg "$scratch/korf.svg"
expect "bench --svg: the chart notes the machine and the run, a dot an instance" 0 "^<svg " \
  ">machine: testbox: " ">korf100: 100 of 100 optimal in 1.0 s \\(a fake run\\)<" \
  "(<circle cx=[^/]*r=\"2.5\"/>.*){2}" "!(<circle cx=[^/]*r=\"2.5\"/>.*){3}" -- cat "$scratch/korf.svg"
expect "bench --save --svg: the header names the whole command" 0 "^# scripts/bench --save --korf --svg " \
  -- cat "$fresh/src/tools/runs/$today-testbox/bench-korf-3.txt"
expect "chart: input with no rows is one line, exit 1, nothing on stdout" 1 "^chart: no rows of scripts/bench --korf" \
  -- bash -c "echo nothing | target/release/examples/chart --korf 2>&1 >'$scratch/chart-out'; s=\$?; [ -s '$scratch/chart-out' ] && exit 9; exit \$s"
printf 'n\tboards\tmean moves\tmean/n³\tmean/Manhattan\tmax/n³\tmean ms\tmax ms\n3\t10\t21.5\t0.80\t1.50\t1.10\t0.01\t0.02\n10\t10\t1400\t1.40\t2.10\t1.70\t0.50\t0.90\n100\t2\t1350000\t1.35\t2.00\t1.38\t180\t190\nkorf50: a fake line\n' > "$scratch/large.txt"
expect "chart --large: a joined line a series (mean and most / n³, mean / Manhattan), the korf50 line" 0 \
  "^<svg " ">korf50: a fake line<" "^<path d=\"M227.91 [0-9.]+L390 [0-9.]+L700 [0-9.]+\" stroke=\"#1f77b4\"" \
  "<path d=\"M227.91 [0-9.]+L390 [0-9.]+L700 [0-9.]+\" stroke=\"#d62728\"" -- target/release/examples/chart --large < "$scratch/large.txt"
expect "chart --large: Parberry's 8/3 n³ and NPuzzleSolver's 2.86 n³ flat, the Manhattan bound / n³ (mean/n³ over mean/Manhattan)" 0 \
  ">Parberry's method, 8/3 n³<" ">NPuzzleSolver, 2.86 n³<" "^<path d=\"M227.91 82.67L390 82.67L700 82.67\" stroke=\"#2ca02c\"" \
  "^<path d=\"M227.91 253.33L390 242.67L700 242\" stroke=\"#ff7f0e\"" -- target/release/examples/chart --large < "$scratch/large.txt"
expect "chart --large: a table aligned by spaces reads as one by tabs" 0 \
  -- bash -c "sed 's/\t/   /g' '$scratch/large.txt' | target/release/examples/chart --large | cmp - <(target/release/examples/chart --large < '$scratch/large.txt')"
expect "chart --large: a header without mean/Manhattan is one line, exit 1" 1 \
  "^chart: line 1: the table's header names not all of the columns mean/n³, max/n³, mean/manhattan$" \
  -- bash -c "printf 'n\tmean/n³\tmax/n³\n3\t1\t2\n' | target/release/examples/chart --large"
printf '# tables: 1.0 s wall, 1.5 s CPU (two threads); beam 5\n130 124 2000 UDLR\n128 - 1500 LR\nnear: 2 boards, mean length 129.00, slowest 2.00 s, total 3.5 s\n' > "$scratch/near.txt"
expect "chart --near: a dot a board for the kit's length and the time, one for each reference given, the lines noted" 0 \
  "^<svg " ">near: 2 boards, mean length 129.00, slowest 2.00 s, total 3.5 s<" "># tables: 1.0 s wall" \
  "fill=\"#1f77b4\">(<circle cx=[^/]*r=\"2.5\"/>){2}<circle [^/]*r=\"4\"" \
  "fill=\"#d62728\"><circle cx=[^/]*r=\"2.5\"/><circle [^/]*r=\"4\"" -- target/release/examples/chart --near < "$scratch/near.txt"
expect "chart --near: input with no rows is one line, exit 1" 1 "^chart: no rows of scripts/bench --near" \
  -- bash -c "echo nothing | target/release/examples/chart --near"
refused "bench --svg with no FILE is refused" "^bench: --svg needs a value" -- scripts/bench --korf --svg
expect "bench --save --large --svg: the run saved as bench-large, then the chart of its table" 0 \
  "^bench: saved in src/tools/runs/$today-testbox/bench-large.txt$" "^bench: the chart is in $scratch/large.svg$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --save --large --svg "$scratch/large.svg"
expect "bench --large --svg: the chart joins the rows and notes the korf50 line" 0 "^<svg " \
  ">korf50: mean 1.080 of optimal, slowest 0.50 s, total 16.0 s \\(a fake run\\)<" \
  "<path d=\"M[0-9.]+ [0-9.]+L[0-9.]+ [0-9.]+\" stroke=\"#1f77b4\"" -- cat "$scratch/large.svg"
refused "bench --large with --quick is refused" "^bench: --large takes no other option" -- scripts/bench --large --quick
refused "bench --svg without --korf, --large or --near is refused" "^bench: --svg draws the run of --korf, --large or --near only" \
  -- scripts/bench --svg "$scratch/x.svg"
refused "bench --svg into a folder that does not exist is refused" "^bench: --svg .*: no folder" \
  -- scripts/bench --korf --svg "$scratch/no/such/x.svg"

# issue 24, item 6: --near FILE runs the near-optimal mode; its result file is named by FILE
expect "bench --save --near FILE: the kit's file named from the kit's top, the result by its stem" 0 \
  "^a fake figure: bench --quiet --bench near -- tests/data/korf24.txt --runs 1$" \
  "^bench: saved in src/tools/runs/$today-testbox/bench-near-korf24.txt$" \
  -- env PATH="$scratch/benching:$PATH" BENCH_MACHINE=testbox "$fresh/scripts/bench" --save \
  --near "$fresh/tests/data/korf24.txt" --runs 1
touch "$scratch/bad.txt"
expect "bench --near: a bad board is the bench's one line, cargo's account of the run not shown" nonzero \
  "^bench near: bad.txt: line 1: the board cannot reach the goal" "!bench failed" "!Caused by" "!exit successfully" \
  -- env PATH="$scratch/benching:$PATH" "$fresh/scripts/bench" --near "$scratch/bad.txt"
refused "bench --near without a file is refused in one line" "^bench: --near needs a value" -- scripts/bench --near
refused "bench --near with a file that is not there is refused" "^bench: --near: no readable file" \
  -- scripts/bench --near "$scratch/no such file"
refused "bench --runs goes with --near only" "^bench: --runs goes with --near" -- scripts/bench --runs 2
refused "bench --first goes with --near only" "^bench: --first goes with --near" -- scripts/bench --first 2
refused "bench --near --first takes a whole number" "^bench: --first takes a whole number of boards" \
  -- scripts/bench --near tests/data/korf24.txt --first 0
refused "bench --near with --quick is refused" "^bench: --near takes no other option but --save, --runs, --first and --svg" \
  -- scripts/bench --near tests/data/korf24.txt --quick
# issue 30, item 4: a script whose binaries are built and fresh calls no cargo at all; one that
# must wait on cargo's lock says so in a line of its own; every misuse is refused before
# anything is built or waited for.
scripts/samples wikioi1225 > /dev/null 2>&1 # a real build's stamp, as after any build
for run in "samples wikioi1225" "walk poj1077 12345678x ''" "stress poj1077 --cases 2 -- $kit/poj1077" \
  "bundle textbook"; do
  : > "$scratch/cargo/log"
  expect "${run%% *}: its binaries fresh, cargo is not called at all" 0 \
    -- bash -c "PATH='$scratch/cargo':\$PATH scripts/$run > /dev/null"
  [ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  $run called cargo: $(cat "$scratch/cargo/log")"; }
done
rm -rf target/release/.kit-fresh
expect "samples: a wait for cargo's lock is one line of its own" 0 \
  "^samples: waiting for another build to finish" "!Blocking" "^$cases passed, 0 failed$" \
  -- bash -c "FAKE_BLOCKED=1 PATH='$scratch/cargo':\$PATH scripts/samples wikioi1225"
rm -rf target/release/.kit-fresh # no stamp: a build would be asked for, were the misuse not refused first
for run in "bench --near a.txt --near b.txt" "bench --quick --quick" "bench --korf --save --save" \
  "samples --time-limit 1 --time-limit 2 wikioi1225" "samples wikioi1225 --memory-limit 9 --memory-limit 9" \
  "bundle --strip --strip poj1077" "bundle poj1077 --full --full" "stress poj1077 --cases 2 --cases 3 -- true" \
  "stress --no-speed poj1077 --no-speed -- true" \
  "stress --seed 1 poj1077 --seed 2 -- true" "walk poj1077 --svg a.svg --svg b.svg 12345678x" \
  "walk --goal 123456780 textbook 123456780 --goal 123456780" "test --verbose --verbose" \
  "score ahc011 --cases 2 --cases 3"; do
  option=$(grep -oE -- '--[a-z-]+' <<< "$run" | sort | uniq -d | head -n 1)
  : > "$scratch/cargo/log"
  refused "${run%% *}: a repeated option is refused before anything is built ($run)" "^${run%% *}: $option is given twice" \
    -- bash -c "PATH='$scratch/cargo':\$PATH scripts/$run"
  [ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  $run called cargo: $(cat "$scratch/cargo/log")"; }
done
for run in "stress poj1077 --cases abc -- true|^stress: --cases: give a whole number" \
  "stress poj1077 --time-limit 0 -- true|^stress: --time-limit: give seconds" \
  "stress poj1077 --cases 3|^stress: give -- COMMAND" "stress poj1077 wikioi1225 -- true|^stress: give one NAME" \
  "walk --nope poj1077 1|^walk: unknown option --nope" "walk --svg|^walk: --svg needs a value" \
  "bench --runs 0 --near x|^bench: --runs takes a whole number" "bundle --check --nope|^bundle: unknown option --nope" \
  "samples --samples $scratch/no-such-folder wikioi1225|^samples: --samples: no folder .*no-such-folder$" \
  "samples --programs $scratch/no-such-folder wikioi1225|^samples: --programs: no folder" \
  "bundle acwing845 nosuch|^bundle: no variant named 'nosuch'" \
  "bundle uva10181 idastar|^bundle: idastar is a variant of the eight-puzzle binaries" \
  "samples --variant databases acwing845|^samples: databases is an estimate of the fifteen-puzzle binaries" \
  "stress acwing845 -- ./nothere|^stress: there is no program ./nothere$" \
  "stress acwing845 -- nothere|^stress: there is no program nothere on PATH \\(one where you stand: ./nothere\\)$" \
  "samples acwing845 -- /|^samples: / is a directory, not a program$"; do
  : > "$scratch/cargo/log"
  refused "${run%% *}: ${run#* } refused in one line before anything is built" "${run#*|}" \
    -- bash -c "PATH='$scratch/cargo':\$PATH scripts/${run%%|*}"
  # (a variant is a fact of the library's: only its small facts tool may be built to ask it)
  ! grep -v -- '--example kit$' "$scratch/cargo/log" | grep -q . ||
    { failed=$((failed + 1)); echo "FAILED  ${run%%|*} called cargo: $(cat "$scratch/cargo/log")"; }
done
scripts/samples wikioi1225 > /dev/null 2>&1 # the stamp again, for what follows
# issue 30, item 5: options may stand before NAME as well as after it, in every script
expect "walk: --svg FILE before NAME" 0 "^The goal is reached in 4 moves\.$" \
  -- scripts/walk --svg "$scratch/before.svg" cses1670 213759846
grep -q '^<svg' "$scratch/before.svg" 2> /dev/null && pass "walk: --svg before NAME wrote the picture" ||
  { failed=$((failed + 1)); echo "FAILED  walk: --svg before NAME wrote no picture"; }
expect "stress: options before NAME" 0 "^3 passed, 0 failed$" -- scripts/stress --cases 3 --seed 4 poj1077 -- "$kit/poj1077"
expect "samples: options after NAME" 0 "^$cases passed, 0 failed$" -- scripts/samples wikioi1225 --time-limit 30
expect "bundle: an option after NAME" 0 "\\(strip\\) is [0-9]+ bytes" -- bash -c "scripts/bundle poj1077 --strip > /dev/null"
if cmp -s <(scripts/bundle --strip poj1077 2> /dev/null) <(scripts/bundle poj1077 --strip 2> /dev/null); then
  pass "bundle: --strip before NAME and after it, the same file"
else
  failed=$((failed + 1)); echo "FAILED  bundle: --strip before NAME and after it differ"
fi
# issue 31, item 4: the pasted form's size beside the limit it is held to, its judge's
limit_line=$("$kit/examples/kit" facts textbook | sed -n 's/^source_limit=//p')
expect "bundle NAME: the size beside the limit it is held to, and whose (kit facts)" 0 \
  "^bundle: textbook\.rs \(pruned\) is [0-9]+ bytes, within the $limit_line bytes it is held to: " \
  -- bash -c "scripts/bundle textbook > /dev/null"
# issue 30, item 5: --svg FILE that cannot be written is refused before any work
: > "$scratch/cargo/log"
refused "bench --svg FILE that cannot be written is refused before the run" "^bench: --svg .*x\.svg: cannot write it: " \
  -- bash -c "PATH='$scratch/cargo':\$PATH scripts/bench --korf --svg /proc/x.svg"
[ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  bench --svg /proc/x.svg called cargo"; }
refused "walk --svg FILE that cannot be written is refused before the walk" "^walk: --svg: cannot write /proc/x\.svg" \
  -- scripts/walk poj1077 "2 3 4 1 5 x 7 6 8" --svg /proc/x.svg
# issue 51, item 12: a slip in a NAME or an option is answered with the nearest one
for run in "samples poj1770|^samples: no problem named poj1770 \\(did you mean poj1077\\?\\); NAME is one of: " \
  "stress acwing854 -- true|^stress: no problem named acwing854 \\(did you mean acwing845\\?\\)" \
  "score ahc01|^score: no scored problem named ahc01 \\(did you mean ahc011\\?\\)" \
  "samples --time-limt 3|^samples: unknown option --time-limt \\(did you mean --time-limit\\?\\)" \
  "bundle --chek|^bundle: unknown option --chek \\(did you mean --check\\?\\)" \
  "samples zzzzzz|^samples: no problem named zzzzzz; NAME is one of: "; do
  refused "${run%% *}: a slip answered with the nearest name (${run%%|*})" "${run#*|}" -- bash -c "scripts/${run%%|*}"
done

# issue 51, item 12: a failure with nothing smaller to try is not said to have been shrunk
expect "stress: a failing case already smallest is not reported as shrunk after 0 runs" 1 \
  "^WA: the input that fails \\(1 case; nothing smaller to try\\):$" "!after 0 runs" \
  -- scripts/stress acwing845 --cases 1 -- bash -c 'cat > /dev/null; echo 1'

# issue 51, item 12: a slow program's run says how long the rest will take at its pace (read
# as soon as it is said, the run then ended)
program slow "cat > /dev/null; sleep 0.3; echo 0"
scripts/stress acwing845 --time-limit 60 -- "$scratch/bin/slow" > "$scratch/slow" 2>&1 &
slow_run=$!
for _ in $(seq 600); do grep -q 'min left' "$scratch/slow" && break; kill -0 "$slow_run" 2> /dev/null || break; sleep 0.1; done
kill -TERM "$slow_run" 2> /dev/null
wait "$slow_run" 2> /dev/null
if grep -Eq '^stress: case [0-9]+ of 1000, about [0-9]+ min left \(--cases N for fewer\) \([0-9]+ s so far\)$' "$scratch/slow"; then
  pass "stress: a slow program's run says the time left at its pace"
else
  failed=$((failed + 1)); echo "FAILED  stress: no time left said for a slow program:"; sed 's/^/  | /' "$scratch/slow" | head
fi

# issue 51, item 11: a function judge's file with its stand-in, compiled alone, answers as the
# binary does; a whole program has no stand-in to add.
expect "bundle --with-main leetcode773: the function and its stand-in compile alone and answer" 0 "^5$" \
  -- bash -c "scripts/bundle --with-main leetcode773 > '$scratch/lc.rs' 2> /dev/null &&
    rustc --edition 2021 -o '$scratch/lc' '$scratch/lc.rs' && echo '[[4,1,2],[5,0,3]]' | '$scratch/lc'"
refused "bundle --with-main: a whole program is refused" "^bundle: --with-main: poj1077 is a whole program" \
  -- scripts/bundle --with-main poj1077

# issue 51, item 9: score --svg FILE that cannot be written is refused before any case runs
: > "$scratch/cargo/log"
refused "score --svg FILE that cannot be written is refused before anything runs" "^score: --svg .*x\.svg: cannot write it: " \
  -- bash -c "PATH='$scratch/cargo':\$PATH scripts/score ahc011 --svg /proc/x.svg"
[ ! -s "$scratch/cargo/log" ] || { failed=$((failed + 1)); echo "FAILED  score --svg /proc/x.svg called cargo"; }

# issue 51, item 1: Ctrl-C (SIGINT to the whole group, as a terminal sends it) ends samples,
# stress and score with status 130 and one line saying how far they got, the running program
# ended too. The program answers its first case at once (a solved board: 0; for ahc011 no
# move), then sleeps in the second, where the run is interrupted. SIGINT is restored for it
# (a background job, as this test is under scripts/test, starts with it ignored).
program first-only "[ -e '$scratch/first' ] && { touch '$scratch/second'; $mark sleep 300 & $record
wait; }; touch '$scratch/first'; cat > /dev/null; echo \${ANSWER-0}"
interrupted() { # DESCRIPTION LINE -- COMMAND...: COMMAND interrupted in its second case
  local what=$1 line=$2
  shift 3
  rm -f "$scratch/first" "$scratch/second" "$scratch/status"
  setsid bash -c 'scratch=$1; shift; echo $$ > "$scratch/group"
    env --default-signal=INT "$@" > "$scratch/interrupted" 2>&1; echo $? > "$scratch/status"' - "$scratch" "$@" &
  for _ in $(seq 6000); do [ -e "$scratch/second" ] || [ -e "$scratch/status" ] && break; sleep 0.1; done
  kill -INT -- "-$(cat "$scratch/group")" 2> /dev/null
  while [ ! -e "$scratch/status" ]; do sleep 0.1; done
  if [ "$(cat "$scratch/status")" = 130 ] && grep -Eq -- "$line" "$scratch/interrupted"; then
    pass "$what"
  else
    failed=$((failed + 1)); echo "FAILED  $what (status $(cat "$scratch/status")):"; sed 's/^/  | /' "$scratch/interrupted" | head -20
  fi
  expect_none_left "$what: nothing left running"
}
acwing845_cases=$(ls samples/acwing845/*.in | wc -l)
interrupted "samples: Ctrl-C ends it with 130, saying how far it got" \
  "^samples: interrupted after 1 of $acwing845_cases cases: 0 passed, 1 failed$" \
  -- scripts/samples --time-limit 60 acwing845 -- "$scratch/bin/first-only"
interrupted "stress: Ctrl-C ends it with 130, saying how far it got" \
  "^stress: interrupted after 1 of 1000 cases: 1 passed, 0 failed$" \
  -- scripts/stress acwing845 --time-limit 60 -- "$scratch/bin/first-only"
interrupted "score: Ctrl-C ends it with 130, saying how far it got" \
  "^score: interrupted after 1 of 3 cases: 1 passed, 0 failed$" \
  -- scripts/score ahc011 --cases 3 --time-limit 60 --jobs 1 --best "$scratch/score/best.tsv" -- env ANSWER= "$scratch/bin/first-only"

[ ! -t 1 ] || [ "${VERBOSE:-}" = 1 ] || printf '\r'
echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
