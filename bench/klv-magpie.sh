#!/bin/sh
# klv-magpie.sh: leave values to MAGPIE and back (issue 29).  The shipped
# classic values (914,624 leaves) as text, converted by MAGPIE's own
# `convert csv2klv` into its KLV2, read here: the same values, compared as
# our text.  Then the KLV2 wsgen writes of them, loaded by MAGPIE for a
# move list on the quick start's board: the same moves and equities as
# with its own KLV2 of the same values.  MAGPIE_DIR holds a MAGPIE built
# with `make magpie BUILD=release` and set up by bench/magpie-setup.sh
# (the OSPD_ENABLE lexicon); writes data/lexica/OSPD_WG{CSV,KLV}.* there.
# Run from the build folder.  Exit status 0 when both hold, 1 when one
# does not, 2 on trouble.
# Usage: klv-magpie.sh MAGPIE_DIR
set -u
me="klv-magpie.sh"
[ $# -eq 1 ] || { echo "usage: $me MAGPIE_DIR" >&2; exit 2; }
magpie_dir=$(cd "$1" && pwd) || exit 2
srcdir=$(cd "$(dirname "$0")/.." && pwd)
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] && [ -f "$magpie_dir/READY" ] ||
    { echo "$me: $magpie_dir: no MAGPIE set up (magpie-setup.sh)" >&2; exit 2; }
[ -x bin/wsgen ] || { echo "$me: run from the build folder" >&2; exit 2; }
export WORDGAME_PATH=${WORDGAME_PATH:-share}
lexica=$magpie_dir/data/lexica
tmp=$(mktemp -d "${TMPDIR:-/tmp}/klv-magpie.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
ours=$srcdir/share/leaves/classic.wglv
status=0

# MAGPIE's KLV2 of our values, read here.
bin/wsgen --leaves "$ours" --write-leaves "$tmp/ours.txt" --text || exit 2
awk 'NF == 2 { printf "%s,%s\n", $1, $2 }' "$tmp/ours.txt" \
    >"$lexica/OSPD_WGCSV.csv"
(cd "$magpie_dir" && "$magpie" convert csv2klv OSPD_WGCSV english) \
    >"$tmp/convert" 2>&1
[ -s "$lexica/OSPD_WGCSV.klv2" ] || { cat "$tmp/convert" >&2; exit 2; }
bin/wsgen --leaves-info "$lexica/OSPD_WGCSV.klv2" | tr '\t\n' '= '
echo
bin/wsgen --leaves "$lexica/OSPD_WGCSV.klv2" --write-leaves \
    "$tmp/back.txt" --text || exit 2
if cmp -s "$tmp/ours.txt" "$tmp/back.txt"; then
	echo "MAGPIE's KLV2 of our leaves, read here: the same values"
else
	echo "MAGPIE's KLV2 of our leaves, read here: values differ"
	status=1
fi

# Our KLV2 in MAGPIE, beside its own of the same values.
bin/wsgen --leaves "$ours" --write-leaves "$lexica/OSPD_WGKLV.klv2" ||
    exit 2
cgp="15/15/15/15/3INFECT6/7O7/6MO7/4C1EF7/2JIHAD8/1V2EX9/1A1YE10/1L1OP10/"
cgp="${cgp}WINGS10/OD1H11/W14 AEGINNU/ 139/146 0"
# MAGPIE keeps its settings in settings.txt: kept as they were.
[ -f "$magpie_dir/settings.txt" ] && cp "$magpie_dir/settings.txt" "$tmp/settings"
for name in OSPD_WGCSV OSPD_WGKLV; do
	rm -f "$magpie_dir/settings.txt"
	printf 'cgp %s -lex OSPD_ENABLE -leaves %s -numplays 5\ngenerate\n' \
	    "$cgp" "$name" | (cd "$magpie_dir" &&
	    "$magpie" set -mode sync) >"$tmp/$name.out" 2>&1
	grep -o ' [1-5]:  .*' "$tmp/$name.out" | sed 's/ *$//' \
	    >"$tmp/$name.moves"
done
rm -f "$magpie_dir/settings.txt"
[ -f "$tmp/settings" ] && cp "$tmp/settings" "$magpie_dir/settings.txt"
echo "MAGPIE, generate -numplays 5, with our KLV2:"
cat "$tmp/OSPD_WGKLV.moves"
if [ -s "$tmp/OSPD_WGKLV.moves" ] &&
    cmp -s "$tmp/OSPD_WGCSV.moves" "$tmp/OSPD_WGKLV.moves"; then
	echo "our KLV2 in MAGPIE: the same moves and equities as its own"
else
	echo "our KLV2 in MAGPIE: not the same as its own"
	status=1
fi
echo "wsgen --equity -n 5, the same board:"
bin/wsgen --equity -n 5 "$srcdir/share/examples/midgame.board" |
    cut -f 2,3,4,6
exit $status
