# Sourced by the scripts that compare this tree's code with a commit's (outputs-unchanged.sh,
# drafts-unchanged.sh), with $home and $base set: $work is a scratch folder holding $work/base, a
# git worktree of $base; both trees are compiled. Both go on exit.
work="$(mktemp -d)"
cleanup() {
  git -C "$home" worktree remove --force "$work/base" > /dev/null 2>&1 || true
  rm -rf "$work"
}
trap cleanup EXIT
git -C "$home" worktree add -q --detach "$work/base" "$base"
(cd "$work/base" && ./mvnw -B -q -o -DskipTests compile > /dev/null)
(cd "$home" && ./mvnw -B -q -o -DskipTests compile > /dev/null)
