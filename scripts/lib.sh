# The header every script in scripts/ shares. Sourced, not run (it is not executable): each
# script begins with
#
#   . "$(dirname "$(readlink -f "$0")")/lib.sh"
#
# which finds this file through the script's real path, so the scripts work through a symlink.
# It sets `self` (the script's real path), `me` (its name, which begins every error line) and
# `root` (the kit), and defines what every script does the same way: the problems' names, the
# usage, a refusal, a build that shows its progress, how many cases a check stresses, the
# variants a binary may be switched to, and whether a program can be run.

self=$(readlink -f "$0")
me=${self##*/}
root=$(cd "$(dirname "$self")/.." && pwd)

# The problems: src/bin's binaries, in the order `LC_ALL=C ls src/bin` lists them (one order
# in every script's usage and refusal, whatever the user's locale).
all_names() {
  local all=() source
  for source in "$root"/src/bin/*.rs; do source=${source##*/}; all+=("${source%.rs}"); done
  printf '%s\n' "${all[@]}" | LC_ALL=C sort | tr '\n' ' ' | sed 's/ $//'
}

# The kit's facts (src/kit/facts.rs), asked of its `kit` tool, built first (with no call
# to cargo when it is fresh): no fact is read here out of Rust source, and a question the tool
# cannot answer ends the script with its one line, never a default.
# (The build's lines go to the script's own stderr, kept as fd 3, even where the answer's
# stderr is captured.)
exec 3>&2
ask() {
  build_kit build --release --example kit 2>&3 || { echo "$me: cannot build the kit's facts tool" >&3; exit 1; }
  "$root/target/release/examples/kit" "$@"
}
fact() { # NAME KEY [JUDGE]: one of NAME's facts (`kit facts`); fails, having said why, if none
  local facts
  facts=$(ask facts "$1" ${3:+"$3"} 2>&1) || { echo "$me: $facts" >&2; return 1; }
  printf '%s\n' "$facts" | sed -n "s/^$2=//p" | grep '' || { echo "$me: the kit knows no $2 of $1" >&2; return 1; }
}
scored_names() { ask scored; } # the scored problems (AHC's)
# NAME CASES: how many cases a check stresses NAME with: CASES, or a twentieth of them (at
# least six, one of each of stress's levels) for a scored problem, whose every case is a contest's
# case and costs a hundred of another problem's (a fixed search of a second or so, made by
# the program and again by stress for its expected answer).
stress_cases() {
  local scored
  scored=$(scored_names) || return 1 # said why
  if [[ " $scored " == *" $1 "* ]]; then echo $(($2 / 20 > 6 ? $2 / 20 : 6)); else echo "$2"; fi
}

# The comment block at the top of the script, as its usage; a script that takes NAMEs, or
# more, defines usage_more to add them.
usage() {
  sed -n '2,/^[^#]/p' "$self" | sed '$d; s/^# \{0,1\}//'
  if declare -F usage_more > /dev/null; then usage_more; fi
}
usage_names() { printf '\nNAME: %s\n' "$(all_names)" | fmt -w 96; }

refuse() { echo "$me: $1" >&2; exit 2; } # a usage error: one line, exit status 2
shown() { printf '%q' "$1"; }            # a word as the shell reads it: one line, whatever it holds
# WORD CANDIDATE...: ` (did you mean X?)` for the candidate nearest WORD by edit distance, if
# it is near enough to be a slip (at most a third of its letters, and 2 at least); else nothing.
did_you_mean() {
  local word=$1
  shift
  printf '%s\n' "$@" | awk -v word="$word" '
    function distance(a, b,    i, j, m, n, d, cost) {
      m = length(a); n = length(b)
      for (i = 0; i <= m; i++) d[i, 0] = i
      for (j = 0; j <= n; j++) d[0, j] = j
      for (i = 1; i <= m; i++)
        for (j = 1; j <= n; j++) {
          cost = substr(a, i, 1) != substr(b, j, 1)
          d[i, j] = d[i - 1, j] + 1
          if (d[i, j - 1] + 1 < d[i, j]) d[i, j] = d[i, j - 1] + 1
          if (d[i - 1, j - 1] + cost < d[i, j]) d[i, j] = d[i - 1, j - 1] + cost
        }
      return d[m, n]
    }
    NF { k = distance(tolower(word), tolower($0)); if (best == "" || k < least) { best = $0; least = k } }
    END { if (best != "" && least <= (length(best) / 3 > 2 ? length(best) / 3 : 2)) printf " (did you mean %s?)", best }'
}
unknown_option() { # OPTION [KNOWN...]
  refuse "unknown option $(shown "$1")$(did_you_mean "$@") (scripts/$me --help lists the options)"
}

# VALUED FLAGS ARGS...: reads the options of ARGS, before or after the words (NAME and the
# like), up to a `--`: VALUED the options that take a value, FLAGS those that do not. Sets
# `given` (option -> its value, 1 for a flag), `words` (the rest, in order), `dashed` (1 if a
# `--` was given) and `command` (what follows it). An unknown option, a repeated one or one
# without its value is refused in one line, before anything is built or waited for.
declare -A given=()
words=() command=() dashed=""
read_options() {
  local valued=" $1 " flags=" $2 " arg
  shift 2
  while [ $# -gt 0 ]; do
    arg=$1
    shift
    case "$arg" in
      -h|--help) usage; exit 0 ;;
      --) dashed=1; command=("$@"); return 0 ;;
      -?*)
        [ -z "${given[$arg]+set}" ] || refuse "$arg is given twice: give it once"
        if [[ $valued == *" $arg "* ]]; then
          [ $# -gt 0 ] && [ -n "$1" ] && [ "$1" != -- ] || refuse "$arg needs a value"
          given[$arg]=$1
          shift
        elif [[ $flags == *" $arg "* ]]; then
          given[$arg]=1
        else
          # shellcheck disable=SC2086 # the options, a word each
          unknown_option "$arg" $valued $flags
        fi ;;
      *) words+=("$arg") ;;
    esac
  done
}
# OPTION VALUE LEAST MOST: a whole number from LEAST to MOST, or refused naming OPTION.
whole_number() {
  [[ $2 =~ ^[0-9]{1,19}$ ]] && [ $((10#$2)) -ge "$3" ] && [ $((10#$2)) -le "$4" ] ||
    refuse "$1: give a whole number from $3 to $4, not $(shown "$2")"
}
# OPTION VALUE: seconds above 0 and at most a day (0 or a word would blame the program).
seconds() {
  [[ $2 =~ ^([0-9]+\.?[0-9]*|\.[0-9]+)$ ]] && awk "BEGIN { exit !($2 > 0 && $2 <= 86400) }" ||
    refuse "$1: give seconds above 0 and at most 86400, not $(shown "$2")"
}

# OPTION FILE: refuses, before any work, a FILE that OPTION would write at the end and cannot:
# no folder, a folder itself, or not writable (tried through FILE.part, left as it was).
writable() {
  local why
  [ -d "$(dirname -- "$2")" ] || refuse "$1 $(shown "$2"): no folder $(shown "$(dirname -- "$2")")"
  [ ! -d "$2" ] || refuse "$1 $(shown "$2") is a folder, not a file"
  if ! why=$( { : > "$2.part"; } 2>&1 ); then
    refuse "$1 $(shown "$2"): cannot write it: ${why##*: }"
  fi
  rm -f "$2.part"
}

# The variants a binary may be switched to (scripts/bundle NAME VARIANT, scripts/samples
# --variant): the eight-puzzle's methods in src/variants and the fifteen-puzzle's estimates.
variants() { ask variants methods; }
estimates() { ask variants estimates; }
estimate_type() { ask estimate "$1" 2> /dev/null; } # VARIANT: the estimate's type, if it is one
binaries_with() { ask switched "$(echo "$1" | tr 'A-Z' 'a-z')"; } # Method or Heuristic
ordered_variants() { ask variants ordered; } # the methods whose path is the smallest in the tie order

# BINARY VARIANT: whether VARIANT exists and fits BINARY (any shortest path stands where it
# prints none or a special judge replays them; else only the tie order's smallest); if not,
# says why in one line (and fails), so that a misuse is refused before the build.
variant_fits() {
  local why
  why=$(ask fits "$1" "$2" 2>&1) && return 0
  echo "$me: $why" >&2
  return 1
}

# Why a program cannot be run, or nothing: PATH, a file (not_a_program), or COMMAND's first
# word (not_a_command: a path, or a name looked up on PATH). A program that cannot run is
# refused before anything is built: it is not the program's failure.
# The words are the stress tool's own (src/kit/judge/run.rs, `check_program`).
not_a_program() {
  if [ -d "$1" ]; then echo "$(shown "$1") is a directory, not a program"
  elif [ ! -e "$1" ]; then echo "there is no program $(shown "$1")"
  elif [ ! -f "$1" ] || [ ! -x "$1" ]; then
    echo "$(shown "$1") is not a program: it is not an executable file"
  fi
}
not_a_command() {
  case "$1" in
    "") echo "the program is an empty word" ;;
    */*) not_a_program "$1" ;;
    *) type -P "$1" > /dev/null ||
      echo "there is no program $(shown "$1") on PATH$([ "$(shown "$1")" != "$1" ] || echo " (one where you stand: ./$1)")" ;;
  esac
}

# NAME...: refuses, before anything is built, a NAME that is not a problem, naming them all.
known_names() {
  local name all
  all=" $(all_names) "
  for name in "$@"; do
    # shellcheck disable=SC2046 # the names, a word each
    [[ $all == *" $name "* && $name =~ ^[a-z0-9_]+$ ]] ||
      refuse "no problem named $(shown "$name")$(did_you_mean "$name" $(all_names)); NAME is one of: $(all_names)"
  done
}

# cargo SUBCOMMAND ARGS..., with a line on stderr as each target is built ("samples: built 5
# of 30 (poj1077)"), cargo's warnings and errors as cargo renders them, and nothing at all when
# every target is up to date. A first build of the kit prints one "Compiling" line and then
# builds its targets for minutes, so cargo's own lines are not progress enough; its
# JSON messages name each target as it finishes. They are read here line by line by bash
# itself: awk in a pipe may hold its input until cargo ends (Debian's mawk does). The total is
# what ARGS ask for (--bins, --examples, --benches, --bin X, --example X, --bench X, --test
# X, --test '*' and --bench '*' each of its kind, with the binaries that tests and benches
# need; --all-targets: each binary also as a test)
# and the library every target links; a target counted past it raises it. clippy and check
# say "checked". Returns cargo's exit status.
# A build that is fresh is not asked of cargo at all: its stamp in target/release (written
# after the same build succeeded) is newer than every file the kit builds from. So a script
# whose binaries are built never waits on another script's build; one that must wait (the
# scripts share cargo's one lock on target/) says so in a line of its own.
kit_stamp() { # the stamp of `cargo ARGS...`: one per set of targets and build settings
  local key
  key=$(printf '%s ' "$@" "${RUSTFLAGS:-}" "${CARGO_BUILD_TARGET:-}" "$(env | grep '^CARGO_PROFILE_' | sort | tr '\n' ' ')" | cksum | cut -d' ' -f1)
  echo "$root/target/release/.kit-fresh/$key"
}
kit_fresh() { # cargo ARGS...: whether that build is known up to date (no source newer than its stamp)
  local stamp
  stamp=$(kit_stamp "$@")
  [ -f "$stamp" ] || return 1
  [ -z "$(find "$root/src" "$root/tests" "$root/Cargo.toml" "$root/Cargo.lock" -newer "$stamp" -print -quit 2> /dev/null)" ] &&
    kit_built "$@"
}
kit_built() { # cargo ARGS...: whether each binary and example they name is there (none deleted)
  local arg next="" file names=()
  for arg in "$@"; do
    case "$next" in
      --bin) names+=("$arg") ;;
      --example) names+=("examples/$arg") ;;
    esac
    next=$arg
    case "$arg" in
      --bins) for file in "$root"/src/bin/*.rs; do file=${file##*/}; names+=("${file%.rs}"); done ;;
      --examples) for file in $(sed -n '/^\[\[example\]\]/{n;s/^name = "\(.*\)"/\1/p;}' "$root/Cargo.toml"); do names+=("examples/$file"); done ;;
    esac
  done
  for file in "${names[@]}"; do [ -x "$root/target/release/$file" ] || return 1; done
}
build_kit() {
  local subcommand=$1 total=0 arg next="" color=never doing=building done=built stamp=""
  shift
  case "$subcommand $*" in # only builds whose targets land in target/release get a stamp
    "build "*--release*|"bench "*--no-run*)
      kit_fresh "$subcommand" "$@" && return 0
      # A few binaries or examples are fresh where all of them are.
      [[ "$subcommand $*" =~ ^build\ --release(\ --(bins|examples|bin\ [a-z0-9_]+|example\ [a-z0-9_]+))+$ ]] &&
        kit_fresh build --release --bins --examples && return 0
      stamp=$(kit_stamp "$subcommand" "$@")
      # Taken now, before cargo reads the sources: a file changed during the build is newer.
      mkdir -p "${stamp%/*}" && : > "$stamp.$$" ;;
  esac
  local binaries examples tests benches
  binaries=$(find "$root/src/bin" -maxdepth 1 -name '*.rs' | wc -l)
  examples=$(grep -c '^\[\[example\]\]' "$root/Cargo.toml" || true)
  tests=$(find "$root/tests" -maxdepth 1 -name '*.rs' | wc -l)
  benches=$(grep -c '^\[\[bench\]\]' "$root/Cargo.toml" || true)
  for arg in "$@"; do
    case "$next$arg" in
      --bins) total=$((total + binaries)) ;;
      --examples) total=$((total + examples)) ;;
      --benches) total=$((total + benches)) ;;
      --all-targets) total=$((total + 2 * binaries + examples + tests + benches)) ;;
      --bin|--example|--bench|--test) next=$arg ;;
      --test\*) total=$((total + tests)); next="" ;;
      --bench\*) total=$((total + benches)); next="" ;;
      --bin*|--example*|--bench*|--test*) total=$((total + 1)); next="" ;;
    esac
  done
  case "$subcommand $*" in # tests and benches need the binaries (CARGO_BIN_EXE_*)
    "test "*--test*|"bench "*--bench*) total=$((total + binaries)) ;;
  esac
  total=$((total + 1)) # the library (the registry), which every target links
  [ -t 2 ] && color=always
  case "$subcommand" in clippy|check) doing=checking; done=checked ;; esac
  cargo "$subcommand" --message-format=json-render-diagnostics --color="$color" \
    --manifest-path "$root/Cargo.toml" "$@" 2>&1 | {
    local line plain built=0 told="" waited="" target colored='(.*)'$'\e''\[[0-9;]*m(.*)'
    local pending="" status start=$SECONDS
    # A read that waits 30 s (KIT_BUILD_TELL_EVERY) says the build goes on (the library, which
    # every target links, is built first and alone); a line cut by the wait is kept and
    # finished by the next read.
    while :; do
      IFS= read -r -t "${KIT_BUILD_TELL_EVERY:-30}" line
      status=$?
      if [ "$status" -gt 128 ]; then
        pending+=$line
        [ -z "$told" ] || echo "$me: still building, $((SECONDS - start)) s so far ($built of $total targets done)"
        continue
      fi
      [ "$status" = 0 ] || [ -n "$pending$line" ] || break
      line=$pending$line pending=""
      case "$line" in
        '{"reason":"compiler-artifact"'*'"kind":["custom-build"]'*) ;; # build.rs: not a target
        '{"reason":"compiler-artifact"'*)
          built=$((built + 1))
          [ "$built" -le "$total" ] || total=$built
          [[ $line == *'"fresh":false'* ]] || continue # up to date: counted, not shown
          target=unknown
          [[ $line =~ \"target\":\{[^}]*\"name\":\"([^\"]+)\" ]] && target=${BASH_REMATCH[1]}
          echo "$me: $done $built of $total ($target)" ;;
        '{'*) ;; # cargo's other messages (the build finished, a build script ran)
        *)
          plain=$line # cargo's status words, as they read without colours
          while [[ $plain =~ $colored ]]; do plain=${BASH_REMATCH[1]}${BASH_REMATCH[2]}; done
          if [[ $plain =~ ^\ +(Compiling|Checking)\  ]]; then # once, for the whole build
            [ -n "$told" ] || echo "$me: $doing the kit, $total target$([ "$total" = 1 ] || echo s) (the first time takes minutes; a line as each is done)"
            told=1
          elif [[ $plain =~ ^\ +Blocking\ waiting\ for\ file\ lock ]]; then
            [ -n "$waited" ] || echo "$me: waiting for another build to finish (the scripts share cargo's lock on target/)"
            waited=1
          elif [[ ! $plain =~ ^\ +(Finished|Executable)\  ]]; then
            printf '%s\n' "$line" # warnings, errors
          fi ;;
      esac
      [ "$status" = 0 ] || break # the last line, with no newline after it
    done
  } >&2
  local status=${PIPESTATUS[0]}
  if [ -n "$stamp" ]; then
    if [ "$status" = 0 ]; then mv -f "$stamp.$$" "$stamp"; else rm -f "$stamp.$$" "$stamp"; fi
  fi
  return "$status"
}
