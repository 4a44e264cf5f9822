#!/usr/bin/env bash
# Tests of scripts/samples and scripts/bundle themselves: programs that crash, hang, print
# bytes that are not UTF-8 or a wrong answer; unknown names; folders with no case or a lone
# .out. Each must be reported while the run goes on, and never pass.
set -u
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0

# expect DESCRIPTION WANTED_STATUS PATTERN... -- COMMAND...: the command's status (0, or
# "nonzero") and every pattern (grep -E) found in its output.
expect() {
  local what=$1 want=$2 patterns=() status out=$scratch/out
  shift 2
  while [ "$1" != -- ]; do patterns+=("$1"); shift; done
  shift
  "$@" > "$out" 2>&1
  status=$?
  local ok=1
  if [ "$want" = nonzero ]; then [ $status -ne 0 ] || ok=0; else [ $status -eq "$want" ] || ok=0; fi
  for p in "${patterns[@]}"; do grep -Eq -- "$p" "$out" || { ok=0; echo "  missing: $p"; }; done
  if [ $ok -eq 1 ]; then
    passed=$((passed + 1)); echo "ok      $what"
  else
    failed=$((failed + 1)); echo "FAILED  $what (status $status)"; sed 's/^/  | /' "$out" | head -30
  fi
}

fake() { # NAME BODY: a program in $scratch/bin
  mkdir -p "$scratch/bin"
  printf '#!/usr/bin/env bash\ncat > /dev/null\n%s\n' "$2" > "$scratch/bin/$1"
  chmod +x "$scratch/bin/$1"
}

cases=$(ls samples/wikioi1225/*.in | wc -l)

fake wikioi1225 'kill -SEGV $$'
expect "a crash is RE with its signal" nonzero "^RE +wikioi1225/sample-1 " "killed by signal 11" "^0 passed, $cases failed$" \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 'exit 3'
expect "a failing exit is RE with its status" nonzero "exit status 3" "^0 passed, $cases failed$" \
  -- scripts/samples --programs "$scratch/bin" wikioi1225
fake wikioi1225 'sleep 30'
expect "a hang is TLE, killed at the limit" nonzero "^TLE +wikioi1225/sample-1 " "over the 0.3 s limit" \
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
  "^WA +uva652/sample-2 " "1 lines for 4 boards" -- scripts/samples --programs "$scratch/bin" uva652
fake uva10181 "printf 'LLLDRDRDR%s\\nThis puzzle is not solvable.\\n' \$(printf 'LR%.0s' \$(seq 20))"
expect "the uva10181 checker accepts 49 moves, and says so" nonzero "^AC +uva10181/sample-1 .*not shortest: 49 moves, 9 suffice" \
  -- scripts/samples --programs "$scratch/bin" uva10181
fake uva10181 "printf 'LLLDRDRDR%s\\nThis puzzle is not solvable.\\n' \$(printf 'LR%.0s' \$(seq 21))"
expect "the uva10181 checker refuses 51 moves, over the problem's 50" nonzero "^WA +uva10181/sample-1 " \
  "board 1: 51 moves: the problem allows at most 50" -- scripts/samples --programs "$scratch/bin" uva10181
expect "an unknown name is reported and the run goes on" nonzero "^ERROR nosuch: there is no folder" \
  "^$cases passed, 1 failed$" -- scripts/samples nosuch wikioi1225

mkdir -p "$scratch/samples/wikioi1225" "$scratch/samples/textbook" "$scratch/samples/poj1077"
cp samples/wikioi1225/sample-1.* "$scratch/samples/wikioi1225/"
printf '283104765\n' > "$scratch/samples/wikioi1225/sample-2.in"
printf '5\n' > "$scratch/samples/wikioi1225/sample-3.out"
expect "a case with no .out is NOOUT; a lone .out is an error" nonzero "^NOOUT +wikioi1225/sample-2 " \
  "^ERROR .*sample-3.out has no .in" "^1 passed, 2 failed$" \
  -- scripts/samples --samples "$scratch/samples" wikioi1225
expect "an empty folder is an error, never a pass" nonzero "^ERROR textbook: .* holds no .in cases" "^0 passed, 1 failed$" \
  -- scripts/samples --samples "$scratch/samples" textbook
expect "all cases AC exits 0" 0 "^$cases passed, 0 failed$" -- scripts/samples wikioi1225

expect "bundle: an unknown name is an error" nonzero "no binary named 'nosuch'" -- scripts/bundle nosuch
expect "bundle: one self-contained file, its size on stderr" 0 "is [0-9]+ bytes" -- scripts/bundle textbook
if scripts/bundle textbook 2> /dev/null | grep -q 'include!('; then
  failed=$((failed + 1)); echo "FAILED  bundle: an include! is left in the bundle"
else
  passed=$((passed + 1)); echo "ok      bundle: no include! is left"
fi

for script in samples test bench bundle stress walk; do
  expect "$script --help: its usage, exit 0, nothing run" 0 "scripts/$script" \
    -- timeout 5 "scripts/$script" --help
  expect "$script with an unknown option: an error that shows the usage" 2 "unknown" "scripts/$script" \
    -- timeout 5 "scripts/$script" --no-such-option
done

mkdir -p "$scratch/mine/wikioi1225" "$scratch/elsewhere"
cp samples/wikioi1225/sample-1.* "$scratch/mine/wikioi1225/"
cp target/release/wikioi1225 "$scratch/elsewhere/"
expect "relative --samples and --programs are taken from where the user stands" 0 "^1 passed, 0 failed$" \
  -- bash -c "cd '$scratch' && '$PWD/scripts/samples' --samples mine --programs elsewhere wikioi1225"
expect "--samples DIR with no names judges only the problems DIR holds" 0 "^AC +wikioi1225/sample-1 " "^1 passed, 0 failed$" \
  -- scripts/samples --samples "$scratch/mine"
expect "bundle: a variant that does not exist is refused, the real ones listed" nonzero \
  "no variant named 'search'; the variants are: .*idastar" -- scripts/bundle poj1077 search

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
for name in $(ls src/bin | sed "s/\.rs$//"); do
  expect "stress: the kit's own $name passes" 0 "^1000 passed, 0 failed$" "^speed on the hardest case" \
    -- scripts/stress "$name" --seed 11 -- "target/release/$name"
done
for pair in "poj1077 -" "hdu3567 idastar" "acwing845 astar_manhattan"; do
  name=${pair% *} variant=${pair#* }
  [ "$variant" = - ] && variant=""
  if scripts/bundle "$name" $variant > "$scratch/$name.rs" 2> /dev/null &&
    rustc --edition 2021 -O -o "$scratch/$name-bundle" "$scratch/$name.rs" 2> /dev/null; then
    expect "stress: $name's compiled bundle${variant:+ switched to $variant} passes" 0 "^1000 passed, 0 failed$" \
      -- scripts/stress "$name" --seed 12 -- "$scratch/$name-bundle"
  else
    failed=$((failed + 1)); echo "FAILED  bundle $name $variant does not compile"
  fi
done
wrong=target/release/examples/wrong_solutions
expect "stress: another valid path, where the judge accepts any, passes" 0 "^1000 passed, 0 failed$" \
  -- scripts/stress poj1077 -- "$wrong" other-order
expect "stress: a wrong tie order is caught and shrunk to one case" 1 "^WA: the smallest input that still fails \\(1 case" \
  "^[0-9]+ passed, 1 failed$" -- scripts/stress hdu3567 -- "$wrong" tie-order
expect "stress: off by one beyond 20 moves, shrunk to a 21-move board" 1 "^WA: " "^--- expected$" "^21$" "^22$" \
  -- scripts/stress acwing845 -- "$wrong" off-by-one
expect "stress: unsolvable for a blank in a corner, shrunk to the solved board" 1 "^WA: " "^1 2 3 4 5 6 7 8 x$" \
  -- scripts/stress acwing845 -- "$wrong" corner-unsolvable
expect "stress: a crash on unsolvable input is RE, shrunk to one unsolvable board" 1 "^RE: " "^-1$" \
  "killed by a signal" -- scripts/stress acwing845 -- "$wrong" crash-unsolvable
expect "stress: a hang on the farthest board is TLE on a 31-move board" 1 "^TLE: " "^31$" \
  -- scripts/stress acwing845 --time-limit 0.5 -- "$wrong" hang-farthest
expect "stress: a wrong graph solution is shrunk to a grid 13 swaps away" 1 "^WA: " "^--- expected$" "^13$" "^14$" \
  -- scripts/stress cses1670 -- "$wrong" swaps-beyond-12
expect "stress: a parity rule that forgets the blank's row is shrunk to one case" 1 \
  "^WA: the smallest input that still fails \\(1 case" -- scripts/stress poj2893 -- "$wrong" inversions-only
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
expect "walk: an illegal move is named by its place" 1 "^Step 3 \\(l\\)$" "error: move 4 \\('u'\\) is not a legal move" \
  -- scripts/walk poj1077 23415x768 ullu
expect "walk: a problem with no goal of its own needs --goal" 2 "give --goal GOAL" \
  -- scripts/walk textbook 123804765 d
expect "walk: --goal" 0 "The goal is reached in 2 moves." -- scripts/walk textbook 123804765 dl --goal 123864075
expect "walk: a fifteen-puzzle answer, U D L R on sixteen numbers" 0 "^Step 9 \\(R\\)$" \
  "The goal is reached in 9 moves." -- scripts/walk uva10181 "2 3 4 0 1 5 7 8 9 6 10 12 13 14 11 15" LLLDRDRDR
expect "walk: a fifteen-puzzle board with a tile twice is refused" 2 "tile 3 appears twice" \
  -- scripts/walk aoj_alds1_13_c "2 3 3 0 1 5 7 8 9 6 10 12 13 14 11 15" L

pasted=$(scripts/bundle leetcode773 2> /dev/null)
if grep -q '^impl Solution' <<< "$pasted" && ! grep -Eq '^fn main|^struct Solution|cut here' <<< "$pasted"; then
  passed=$((passed + 1)); echo "ok      bundle: LeetCode's file stops at the cut line (no main, no struct Solution)"
else
  failed=$((failed + 1)); echo "FAILED  bundle: LeetCode's file does not stop at the cut line"
fi

echo "$passed passed, $failed failed"
[ "$failed" -eq 0 ]
