#!/usr/bin/env bash
# usage: replay-compare.sh AFTER_DIR BEFORE_DIR
# Compares a replay (replay.sh output) with the "before" replay, byte for byte.
# A commit is identical when its <C>.json, <C>.rc and <C>.err are all byte-identical.
# Exit status: 0 all identical, 1 something differs or is missing, 2 usage.
set -u -o pipefail
if [ $# -ne 2 ]; then
  echo "usage: $0 AFTER_DIR BEFORE_DIR" >&2
  exit 2
fi
AFTER=${1%/}
BEFORE=$2
BEFORE=${BEFORE%/}
[ -d "$AFTER" ] || { echo "no such folder: $AFTER" >&2; exit 2; }
[ -d "$BEFORE" ] || { echo "no such folder: $BEFORE" >&2; exit 2; }

echo "== diff -r -q $BEFORE $AFTER"
diff -r -q "$BEFORE" "$AFTER"
echo

# Commits: every <repo>/<sha>.{json,rc,err} in either tree.
list() { (cd "$1" && find . -mindepth 2 -maxdepth 2 -type f -regextype posix-extended -regex '.*/[0-9a-f]{40}\.(json|rc|err)' | sed -E 's|^\./||; s/\.(json|rc|err)$//') | sort -u; }
mapfile -t commits < <(sort -u <(list "$BEFORE") <(list "$AFTER"))

same=0
differ=()
for c in "${commits[@]}"; do
  ok=1
  for ext in json rc err; do
    cmp -s "$BEFORE/$c.$ext" "$AFTER/$c.$ext" || { ok=0; break; }
  done
  if [ $ok = 1 ]; then
    same=$((same + 1))
  else
    why=""
    for ext in json rc err; do
      if [ ! -e "$BEFORE/$c.$ext" ]; then why+=" $ext:only-after"
      elif [ ! -e "$AFTER/$c.$ext" ]; then why+=" $ext:only-before"
      elif ! cmp -s "$BEFORE/$c.$ext" "$AFTER/$c.$ext"; then why+=" $ext"; fi
    done
    if [ -e "$BEFORE/$c.rc" ] && [ -e "$AFTER/$c.rc" ]; then why+=" (rc $(cat "$BEFORE/$c.rc")->$(cat "$AFTER/$c.rc"))"; fi
    differ+=("$c:$why")
  fi
done

# History files (one per repo).
hsame=0
hdiffer=()
mapfile -t repos < <( (cd "$BEFORE" && ls -d */; cd "$AFTER" && ls -d */) 2>/dev/null | sed 's|/$||' | sort -u)
hcount=0
for r in "${repos[@]}"; do
  [ -e "$BEFORE/$r/_history.json" ] || [ -e "$AFTER/$r/_history.json" ] || continue
  hcount=$((hcount + 1))
  ok=1
  for f in _history.json _history.rc _history.err; do cmp -s "$BEFORE/$r/$f" "$AFTER/$r/$f" || ok=0; done
  if [ $ok = 1 ]; then hsame=$((hsame + 1)); else hdiffer+=("$r"); fi
done

echo "commits compared: ${#commits[@]}"
echo "identical:        $same"
echo "differ:           ${#differ[@]}"
for d in "${differ[@]}"; do echo "  $d"; done
echo "history files compared: $hcount, identical: $hsame, differ: ${#hdiffer[@]}"
for d in "${hdiffer[@]}"; do echo "  $d/_history.*"; done

[ ${#differ[@]} = 0 ] && [ ${#hdiffer[@]} = 0 ]
