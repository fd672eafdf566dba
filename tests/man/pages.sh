# Pages as rendered: wsreplay(1)'s synopsis writes every long option with
# its two dashes, and wsgen(1)'s pipeline example names the program it
# pipes into.
[ -n "$MANDOC" ] || { echo "pages.sh: mandoc not found; skipped" >&2; exit 77; }
render() { $MANDOC -T ascii "$WG_TOP_SRCDIR/man/$1" | sed 's/.\x08//g'; }
render wsreplay.1 | sed -n '/^SYNOPSIS/,/^DESCRIPTION/p' |
    grep -o -- '-*to-[a-z]*'
if render wsgen.1 | grep -B4 'wsgen - | head' | grep -q 'into wsmove'; then
	echo "wsgen(1): an example into wsgen says wsmove"
else
	echo "wsgen(1): the example names wsgen"
fi
