#!/usr/bin/env bash
# The corpus replay that proves a change leaves behaviour alone (issue 53): every docs commit of the corpus
# repositories' last 60, each against its parent, with one build and then another, compared byte for byte by
# bench/replay-compare.sh. See docs/development.md.
#
# usage: MIRRORS=DIR bench/replay.sh NAVGUARD_BIN OUT_DIR
#   NAVGUARD_BIN  path to a build's bin/navguard.js (a worktree of the commit, with node_modules, serves)
#   OUT_DIR       output folder (created; existing per-commit files are overwritten)
#   MIRRORS       a folder holding each repository of the manifest as <owner+name>/repo, a git dir with history
#   MANIFEST      the corpus manifest (default ../shared/corpus/manifest.tsv beside the project)
#
# For each repo (mirror at $MIRRORS/<owner+name>/repo, a git dir without work tree):
#   - the last 60 commits on the mirror's HEAD that touched docs_root ("." = no pathspec);
#   - for each commit C with a parent P=C^1:
#       navguard diff --base P --head C --root R --format json --report all --links all --cache off
#     run with cwd = a `git clone --shared --no-checkout` of the mirror (OUT_DIR.clones/<owner+name>):
#     a real repository whose work tree is empty; --root R need not exist on disk when both sides are
#     revisions (navguard walks up to the nearest existing folder to find the repository).
#     -> OUT_DIR/<owner+name>/<C>.json (stdout), <C>.err (stderr), <C>.rc (exit code; 124 = timed out)
#   - navguard history --repo <mirror> --root R --last 60 --format json --links all
#     -> OUT_DIR/<owner+name>/_history.json with timing fields (ms, msP50, msMax) removed,
#        _history.err, _history.rc
# Runs are sequential, under `nice -n 10`, with `timeout` (120 s per diff, $HISTORY_TIMEOUT s per history).
# A log with wall times goes to OUT_DIR.log (outside OUT_DIR, so that compare.sh does not see timings).
#
# Optional environment:
#   REPLAY_ONLY="owner/name ..."   replay only these repos
#   REPLAY_LIMIT=N                 replay only the first N commits per repo (history still uses --last 60)
#   REPLAY_NO_HISTORY=1            skip the history runs
#   REPLAY_LINKS=changed           the diffs' --links (default all; changed is what a pull request reads)
#   HISTORY_TIMEOUT=S              timeout of one history run (default 1800)
#   REPLAY_FIRST_PARENT=1          only the commits of HEAD's first-parent line, each against its first parent:
#                                  what landed on the default branch, a merge as its whole pull request. Without
#                                  it, a side branch's commits count too, and one that renames a page the branch
#                                  added asks for a redirect from a URL the live site never had (fresh set 82)
set -u -o pipefail

if [ $# -ne 2 ]; then
  echo "usage: $0 NAVGUARD_BIN OUT_DIR" >&2
  exit 2
fi
BIN=$(realpath "$1")
OUT=$(realpath -m "$2")
[ -f "$BIN" ] || { echo "no such file: $BIN" >&2; exit 2; }

HERE=$(cd "$(dirname "$0")" && pwd)
MANIFEST=${MANIFEST:-$HERE/../../shared/corpus/manifest.tsv}
MIRRORS=${MIRRORS:?set MIRRORS to a folder holding each corpus repository as <owner+name>/repo, a git mirror}
CLONES=${CLONES:-$OUT.clones}
LAST=60
DIFF_TIMEOUT=120
HISTORY_TIMEOUT=${HISTORY_TIMEOUT:-1800}
LIMIT=${REPLAY_LIMIT:-}
ONLY=${REPLAY_ONLY:-}
FIRST_PARENT=()
[ "${REPLAY_FIRST_PARENT:-}" = 1 ] && FIRST_PARENT=(--first-parent)

# A fixed environment: no colour, no terminal, UTC, C locale, no git variables from the caller.
export NO_COLOR=1 TZ=UTC LC_ALL=C LANG=C GIT_TERMINAL_PROMPT=0
unset GIT_DIR GIT_WORK_TREE GIT_INDEX_FILE GIT_OBJECT_DIRECTORY GIT_ALTERNATE_OBJECT_DIRECTORIES GIT_CEILING_DIRECTORIES FORCE_COLOR NODE_OPTIONS

mkdir -p "$OUT" "$CLONES"
LOG="$OUT.log"
: > "$LOG"
log() { echo "$*" | tee -a "$LOG" >&2; }

# Drop timing fields (ms, msP50, msMax) anywhere in a JSON document; keeps key order, 2-space indent.
# Input that is not JSON is passed through unchanged (so a crash's output is still compared).
STRIP_JS='
let s = "";
process.stdin.setEncoding("utf8");
process.stdin.on("data", (d) => (s += d));
process.stdin.on("end", () => {
  let j;
  try { j = JSON.parse(s); } catch { process.stdout.write(s); return; }
  const drop = new Set(["ms", "msP50", "msMax"]);
  const walk = (v) => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === "object") {
      const o = {};
      for (const [k, x] of Object.entries(v)) if (!drop.has(k)) o[k] = walk(x);
      return o;
    }
    return v;
  };
  process.stdout.write(JSON.stringify(walk(j), null, 2) + "\n");
});'

# Post-filter for a diff run's stdout/stderr. The JSON of `diff --report all --cache off` was found
# byte-identical across runs, so nothing is rewritten; this is where a filter would go.
filter_diff() { cat; }

start_all=$(date +%s)
total=0
log "replay: bin=$BIN out=$OUT version=$(node "$BIN" --version 2>&1)"

while IFS=$'\t' read -r repo pinned root _rest; do
  [ "$repo" = repo ] && continue # header
  [ -n "$repo" ] || continue
  if [ -n "$ONLY" ] && ! [[ " $ONLY " == *" $repo "* ]]; then continue; fi
  name=${repo/\//+}
  gitdir=$MIRRORS/$name/repo
  if ! git --git-dir="$gitdir" rev-parse -q --verify 'HEAD^{commit}' >/dev/null 2>&1; then
    log "SKIP $repo: no usable mirror at $gitdir"
    continue
  fi
  head=$(git --git-dir="$gitdir" rev-parse 'HEAD^{commit}')
  [ "$head" = "$pinned" ] || log "NOTE $repo: mirror HEAD ${head:0:12} is not the manifest commit ${pinned:0:12} (replaying from HEAD)"

  clone=$CLONES/$name
  if ! git -C "$clone" rev-parse -q --verify "$head^{commit}" >/dev/null 2>&1; then
    rm -rf "$clone"
    git clone -q --shared --no-checkout "$gitdir" "$clone" || { log "SKIP $repo: clone failed"; continue; }
  fi

  dir=$OUT/$name
  mkdir -p "$dir"
  if [ "$root" = . ]; then pathspec=(); else pathspec=(-- "$root"); fi
  mapfile -t commits < <(git --git-dir="$gitdir" log --format=%H "${FIRST_PARENT[@]}" -n "$LAST" HEAD "${pathspec[@]}")
  [ -n "$LIMIT" ] && commits=("${commits[@]:0:$LIMIT}")

  t0=$(date +%s)
  n=0
  for c in "${commits[@]}"; do
    p=$(git --git-dir="$gitdir" rev-parse -q --verify "$c^1" 2>/dev/null) || { log "  $repo ${c:0:12}: no parent, skipped"; continue; }
    (
      cd "$clone" &&
        nice -n 10 timeout -k 10 "$DIFF_TIMEOUT" node "$BIN" diff --base "$p" --head "$c" --root "$root" \
          --format json --report all --links "${REPLAY_LINKS:-all}" --cache off
    ) > "$dir/$c.json.tmp" 2> "$dir/$c.err.tmp"
    rc=$?
    [ "$rc" = 124 ] && echo "replay: timed out after ${DIFF_TIMEOUT}s" >> "$dir/$c.err.tmp"
    filter_diff < "$dir/$c.json.tmp" > "$dir/$c.json" && rm -f "$dir/$c.json.tmp"
    filter_diff < "$dir/$c.err.tmp" > "$dir/$c.err" && rm -f "$dir/$c.err.tmp"
    echo "$rc" > "$dir/$c.rc"
    n=$((n + 1))
  done
  t1=$(date +%s)
  total=$((total + n))

  hinfo=""
  if [ -z "${REPLAY_NO_HISTORY:-}" ]; then
    (
      cd "$CLONES" &&
        nice -n 10 timeout -k 10 "$HISTORY_TIMEOUT" node "$BIN" history --repo "$gitdir" --root "$root" \
          --last "$LAST" --format json --links all
    ) > "$dir/_history.raw" 2> "$dir/_history.err"
    hrc=$?
    [ "$hrc" = 124 ] && echo "replay: timed out after ${HISTORY_TIMEOUT}s" >> "$dir/_history.err"
    node -e "$STRIP_JS" < "$dir/_history.raw" > "$dir/_history.json" && rm -f "$dir/_history.raw"
    echo "$hrc" > "$dir/_history.rc"
    hinfo=" history rc=$hrc $(($(date +%s) - t1))s"
  fi
  log "$repo: $n commits replayed in $((t1 - t0))s;$hinfo"
done < "$MANIFEST"

log "replay: $total commits in $(($(date +%s) - start_all))s wall"
