#!/usr/bin/env bash
# Whether a change leaves the importer's drafts as they were. Each post given is imported
# (./ab-replay --import) once by the code at <base> (a git worktree of it, built here) and once by
# this tree's, each in a scratch copy of conf/ and targets/; the console output, the draft conf and
# the draft stand-ins are compared byte for byte, the document's number and date set aside. One
# line a post: "same", or what differs and the first lines of the diff. Exit status 1 when any
# differs. No load, no network unless a post given is a url.
#   src/bench/drafts-unchanged.sh <base> <post>...
set -euo pipefail
home="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
base="${1:?usage: drafts-unchanged.sh <base> <post>...}"
shift
source "$home/src/bench/base-tree.sh"

# draft <tree> <post> <out>: the import's console lines, conf and stand-ins, numbers and dates set
# aside, in <out>; conf/documents and targets/ of <tree> are left as they were.
draft() {
  local tree="$1" post="$2" out="$3" printed conf
  mkdir -p "$out"
  printed="$(cd "$tree" && ./ab-replay --import "$post" 2>&1)" || true
  echo "$printed" | sed -E 's#conf/documents/[0-9]{3}-#conf/documents/NNN-#g; s#draft-[0-9]{3}-#draft-NNN-#g' > "$out/console"
  conf="$(echo "$printed" | sed -n 's/^ab-replay: wrote \(conf\/documents\/[^ ]*\.conf\).*/\1/p' | head -1)"
  [ -n "$conf" ] || return 0
  sed -E 's/^# Document [0-9]{3}: (.*) on [0-9-]{10}:/# Document NNN: \1 on DATE:/; s/id = "[0-9]{3}"/id = "NNN"/; s#draft-[0-9]{3}-#draft-NNN-#g' \
    "$tree/$conf" > "$out/draft.conf"
  rm -f "$tree/$conf"
  for t in $(echo "$printed" | grep -o 'targets/draft-[^ ,]*\.conf' | sort -u); do
    sed -E 's#draft-[0-9]{3}-#draft-NNN-#g; s/(document |Document )[0-9]{3}/\1NNN/g' "$tree/$t" > "$out/$(basename "$t" | sed -E 's/draft-[0-9]{3}-/draft-NNN-/')"
    rm -f "$tree/$t" "$tree/${t%.conf}.body"
  done
}

status=0
for post in "$@"; do
  case "$post" in http://* | https://* | -) ;; *) post="$(cd "$(dirname "$post")" && pwd)/$(basename "$post")" ;; esac
  name="$(basename "$post")"
  draft "$work/base" "$post" "$work/base-drafts/$name"
  draft "$home" "$post" "$work/head-drafts/$name"
  if diff -r -q "$work/base-drafts/$name" "$work/head-drafts/$name" > /dev/null 2>&1; then
    echo "$name: same ($(ls "$work/head-drafts/$name" | tr '\n' ' ' | sed 's/ $//'))"
  else
    status=1
    echo "$name: differ:"
    diff -r "$work/base-drafts/$name" "$work/head-drafts/$name" | head -20 || true
  fi
done
exit $status
