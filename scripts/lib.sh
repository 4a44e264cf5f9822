# The header every script in scripts/ shares. Sourced, not run (it is not executable): each
# script begins with
#
#   . "$(dirname "$(readlink -f "$0")")/lib.sh"
#
# which finds this file through the script's real path, so the scripts work through a symlink.
# It sets `self` (the script's real path), `me` (its name, which begins every error line) and
# `root` (the kit), and defines what every script does the same way: the problems' names, the
# usage, a refusal, and a build that shows its progress.

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

# The comment block at the top of the script, as its usage; a script that takes NAMEs, or
# more, defines usage_more to add them.
usage() {
  sed -n '2,/^[^#]/p' "$self" | sed '$d; s/^# \{0,1\}//'
  if declare -F usage_more > /dev/null; then usage_more; fi
}
usage_names() { printf '\nNAME: %s\n' "$(all_names)" | fmt -w 96; }

refuse() { echo "$me: $1" >&2; exit 2; } # a usage error: one line, exit status 2
shown() { printf '%q' "$1"; }            # a word as the shell reads it: one line, whatever it holds
unknown_option() { refuse "unknown option $(shown "$1") (scripts/$me --help lists the options)"; }

# NAME...: refuses, before anything is built, a NAME that is not a problem, naming them all.
known_names() {
  local name all
  all=" $(all_names) "
  for name in "$@"; do
    [[ $all == *" $name "* && $name =~ ^[a-z0-9_]+$ ]] ||
      refuse "no problem named $(shown "$name"); NAME is one of: $(all_names)"
  done
}

# cargo SUBCOMMAND ARGS..., with a line on stderr as each target is built ("samples: built 5
# of 30 (poj1077)"), cargo's warnings and errors as cargo renders them, and nothing at all when
# every target is up to date. A first build of the kit prints one "Compiling" line and then
# builds its targets for minutes, so cargo's own lines are not progress enough; its
# JSON messages name each target as it finishes. They are read here line by line by bash
# itself: awk in a pipe may hold its input until cargo ends (Debian's mawk does). The total is
# what ARGS ask for (--bins, --examples, --bin X, --example X, --bench X, --test X, with the
# binaries that tests and benches need; --all-targets: each binary also as a test); a target
# counted past it raises it. clippy and check say "checked". Returns cargo's exit status.
build_kit() {
  local subcommand=$1 total=0 arg next="" color=never doing=building done=built
  shift
  local binaries examples tests benches
  binaries=$(find "$root/src/bin" -maxdepth 1 -name '*.rs' | wc -l)
  examples=$(grep -c '^\[\[example\]\]' "$root/Cargo.toml" || true)
  tests=$(find "$root/tests" -maxdepth 1 -name '*.rs' | wc -l)
  benches=$(grep -c '^\[\[bench\]\]' "$root/Cargo.toml" || true)
  for arg in "$@"; do
    case "$next$arg" in
      --bins) total=$((total + binaries)) ;;
      --examples) total=$((total + examples)) ;;
      --all-targets) total=$((total + 2 * binaries + examples + tests + benches)) ;;
      --bin|--example|--bench|--test) next=$arg ;;
      --test\*) total=$((total + tests)); next="" ;;
      --bin*|--example*|--bench*|--test*) total=$((total + 1)); next="" ;;
    esac
  done
  case "$subcommand $*" in # tests and benches need the binaries (CARGO_BIN_EXE_*)
    "test "*--test*|"bench "*--bench*) total=$((total + binaries)) ;;
  esac
  [ -t 2 ] && color=always
  case "$subcommand" in clippy|check) doing=checking; done=checked ;; esac
  cargo "$subcommand" --message-format=json-render-diagnostics --color="$color" \
    --manifest-path "$root/Cargo.toml" "$@" 2>&1 | {
    local line plain built=0 told="" target colored='(.*)'$'\e''\[[0-9;]*m(.*)'
    while IFS= read -r line; do
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
          elif [[ ! $plain =~ ^\ +(Finished|Executable)\  ]]; then
            printf '%s\n' "$line" # warnings, errors, a wait for another build's lock
          fi ;;
      esac
    done
  } >&2
  return "${PIPESTATUS[0]}"
}
