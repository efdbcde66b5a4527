#!/usr/bin/env bash
# The importer's size at each commit given (default HEAD): its Java lines, its data (the line rules
# and options beside it), and both split into the readers of whole posts that issue 34 added
# (results tables, claims from prose, post names and sources, requests and wrk scripts, loads a
# report does not give) and the rest, which reads what the importer read before them. No build.
#   src/bench/importer-lines.sh [<rev>...]
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/../.."
# The files issue 34 added to the package, by name. The commits that added them deleted 171 lines
# from the package's other files, the most that can have moved into them (ReportLoad took
# ToolDrafts' reading of wrk's load from its own lines, about 20).
posts="ClaimDrafts ClaimWords HtmlPost PostFiles PostNames PostSource ReportLoad RequestShape
RequestText Shape WrkScript ResultTable Table TableRuns Tables"
lines() { # lines <rev> <path>...: the lines of the files at <rev>
  local rev="$1" n=0 f
  shift
  for f in "$@"; do n=$((n + $(git show "$rev:$f" | wc -l))); done
  echo "$n"
}
printf '%-10s %6s %6s %12s %12s\n' commit java data 'post readers' rest
for rev in "${@:-HEAD}"; do
  java=$(git ls-tree -r --name-only "$rev" src/main/java/abreplay/importer | grep '\.java$' || true)
  data=$(git ls-tree -r --name-only "$rev" src/main/resources/abreplay/importer || true)
  new=$(for f in $posts; do echo "$java" | grep "/$f\.java$" || true; done)
  total=$(lines "$rev" $java)
  added=$(lines "$rev" $new)
  printf '%-10s %6s %6s %12s %12s\n' "$(git rev-parse --short "$rev")" "$total" "$(lines "$rev" $data)" \
    "$added" "$((total - added))"
done
