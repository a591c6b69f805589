#!/usr/bin/env bash
# The computer opponent's strength table: for every game id (or the ids given), Strong against a
# uniformly random player and Strong against Easy, with `quintet arena`, then one Markdown row per
# match (the table in docs/performance.md). With --levels, the levels' ladder instead (issue 54):
# Medium against Easy and Strong against Medium for every id, and Perfect against Strong in
# Arsisesi B, each level scored against the one below it.
#
# Usage: scripts/arena.sh [--levels] [--games N] [--seed S] [--jobs J] [ids...]
#   --levels    the ladder (docs/performance.md, "Levels"); default 400 games per match
#   --games N   games per match (default 200, the issue's minimum; 400 with --levels)
#   --seed S    match seed (default 1): the same seed replays the same games
#   --jobs J    matches run at once (default 1; the machine's cores, at most)
# Long runs belong under `nice -n 10` on a shared machine. Budgets are iterations, so the games
# (and so the scores) are the same on any machine at any load; only the times differ.
#
# Each match's full output is kept in target/arena/<id>-<a>-<b>.txt; a match already there with
# the same games and seed is not played again (delete the file to replay it), nor one another run
# is playing (its .txt.part exists), so several runs can share the list.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
export PATH="$HOME/.cargo/bin:$PATH"

games= seed=1 jobs=1 ids=() ladder=0
while [ $# -gt 0 ]; do
  case "$1" in
    --levels) ladder=1; shift ;;
    --games) games="$2"; shift 2 ;;
    --seed) seed="$2"; shift 2 ;;
    --jobs) jobs="$2"; shift 2 ;;
    -*) echo "arena.sh: unknown option $1" >&2; exit 2 ;;
    *) ids+=("$1"); shift ;;
  esac
done

[ -n "$games" ] || games=$((ladder ? 400 : 200))
out=target/arena
mkdir -p "$out"
cargo build --release --locked --quiet --bin quintet
# A copy, so that builds during a long run do not change the program between matches; renamed
# into place, so that another run still playing keeps the program it started with.
cp target/release/quintet "$out/quintet.new"
mv -f "$out/quintet.new" "$out/quintet"
bin="$out/quintet"
[ ${#ids[@]} -gt 0 ] || mapfile -t ids < <("$bin" games)

matches=()
for id in "${ids[@]}"; do
  if [ "$ladder" = 1 ]; then
    matches+=("$id medium easy" "$id strong medium")
    [ "$id" != arsisesi-b ] || matches+=("$id perfect strong")
  else
    for b in random easy; do matches+=("$id strong $b"); done
  fi
done

play() {
  local id="$1" a="$2" b="$3" file="$out/$1-$2-$3.txt"
  if [ -f "$file" ] && head -n1 "$file" | grep -q ", $games games, seed $seed,"; then
    return
  fi
  if [ -f "$file.part" ]; then
    echo "[arena] $id: $a against $b is being played by another run (else delete $file.part)" >&2
    return
  fi
  # The running score goes to <match>.progress, so a long match shows how far it has got.
  "$bin" arena "$id" "$a" "$b" --games "$games" --seed "$seed" --progress \
    >"$file.part" 2>"$out/$id-$a-$b.progress"
  mv "$file.part" "$file"
  echo "[arena] $id: $a against $b done" >&2
}
export -f play
export bin out games seed
printf '%s\n' "${matches[@]}" | xargs -P "$jobs" -I{} bash -c 'play {}'

if [ "$ladder" = 1 ]; then
  echo "| Game id | Match | Games | Won–drawn–lost | Score | 95% interval | Even share | Plies per game | CPU per decision, mean: first / second |"
  echo "|---|---|--:|--:|--:|--:|--:|--:|--:|"
else
  echo "| Game id | Match | Won–drawn–lost | Score | 95% interval | Plies per game | Strong: CPU per decision, mean (longest) |"
  echo "|---|---|--:|--:|--:|--:|--:|"
fi
for m in "${matches[@]}"; do
  set -- $m
  file="$out/$1-$2-$3.txt"
  # strong: 184 won, 10 drawn, 6 lost; score 0.945 (95% Wilson interval 0.905–0.969)
  result=$(grep "^$2: " "$file" | head -n1)
  wdl=$(sed -E 's/^[a-z]+: ([0-9]+) won, ([0-9]+) drawn, ([0-9]+) lost.*/\1–\2–\3/' <<<"$result")
  score=$(sed -E 's/.*score ([0-9.]+).*/\1/' <<<"$result")
  interval=$(sed -E 's/.*interval ([0-9.]+–[0-9.]+)\).*/\1/' <<<"$result")
  plies=$(sed -nE 's/^plies per game: ([0-9.]+)/\1/p' "$file")
  if [ "$ladder" = 1 ]; then
    cpu() { grep "time per decision: $1:" "$file" | sed -E 's/.*CPU ([0-9.]+) ms mean.*/\1 ms/'; }
    # In Arcēs for three or four the first level sits alone against the second in every other
    # seat: an even share is one win in three or four.
    case "$1" in arces-3) even=0.333 ;; arces-4) even=0.250 ;; *) even=0.500 ;; esac
    echo "| \`$1\` | $2 vs $3 | $games | $wdl | $score | $interval | $even | $plies | $(cpu "$2") / $(cpu "$3") |"
  else
    timing=$(grep "time per decision: $2:" "$file" |
      sed -E 's/.*CPU ([0-9.]+) ms mean, ([0-9.]+) ms longest.*/\1 ms (\2 ms)/')
    echo "| \`$1\` | $2 vs $3 | $wdl | $score | $interval | $plies | $timing |"
  fi
done
