#!/bin/sh
# kwg-magpie.sh: KWG word graphs both ways with MAGPIE (issue 29).  MAGPIE's
# KWG of the word list bench/magpie-setup.sh gave it is read here and must
# hold exactly that list's words; our KWG of the same list must load in
# MAGPIE and play the same autoplay games, with the same seed, as MAGPIE's
# own.  Also times reading both KWGs here (bench/kwg_bench).  Run from the
# build folder after `magpie-setup.sh MAGPIE_DIR WORDLIST`; writes only in
# a temporary folder.  Usage: kwg-magpie.sh MAGPIE_DIR [GAMES]
# Exit status 0 when both ways agree, 1 when they do not, 2 on trouble.
set -eu
me="kwg-magpie.sh"
fail() {
	echo "$me: $*" >&2
	exit 2
}
[ $# -ge 1 ] || fail "usage: $me MAGPIE_DIR [GAMES]"
magpie_dir=$1
games=${2:-1000}
data=$magpie_dir/data
lexica=$data/lexica
[ -f "$magpie_dir/READY" ] || fail "$magpie_dir: no READY (run magpie-setup.sh)"
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] || fail "$magpie_dir: no MAGPIE binary"
[ -x bin/wsdict ] || fail "no bin/wsdict here: run from the build folder"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/kwg-magpie.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
status=0

# MAGPIE's KWG, read here: the words of its list, sorted, no more.
# The list is uppercase: no language rules (they take capitals for names).
LC_ALL=C sort -u "$lexica/OSPD_ENABLE.txt" >"$tmp/list.txt"
bin/wsdict build -q -o "$tmp/magpie.wgl" "$lexica/OSPD_ENABLE.kwg"
bin/wsdict -l "$tmp/magpie.wgl" dump >"$tmp/magpie.txt"
if cmp -s "$tmp/list.txt" "$tmp/magpie.txt"; then
	echo "MAGPIE's KWG read here: $(wc -l <"$tmp/magpie.txt") words," \
	    "exactly its word list's"
else
	echo "MAGPIE's KWG read here: NOT its word list's words"
	status=1
fi

# Ours of the same list, in a data folder of MAGPIE's files and ours.
mkdir -p "$tmp/data/lexica"
ln -s "$data/letterdistributions" "$data/layouts" "$tmp/data/"
ln -s "$lexica/OSPD_ENABLE.kwg" "$lexica/OSPD_ZERO.klv2" "$tmp/data/lexica/"
bin/wsdict build -q -o "$tmp/data/lexica/OSPD_WG.kwg" \
    "$lexica/OSPD_ENABLE.txt"
echo "KWG sizes: MAGPIE's $(wc -c <"$lexica/OSPD_ENABLE.kwg") B," \
    "ours $(wc -c <"$tmp/data/lexica/OSPD_WG.kwg") B"
bench/kwg_bench "$lexica/OSPD_ENABLE.txt" "$lexica/OSPD_ENABLE.kwg" \
    "$tmp/data/lexica/OSPD_WG.kwg"
# The word map is left out: MAGPIE then plays from the KWG alone.
for lex in OSPD_ENABLE OSPD_WG; do
	(cd "$tmp" && "$magpie" autoplay games "$games" -lex "$lex" \
	    -leaves OSPD_ZERO -seed 29 -threads 1 -path ./data -wmp false \
	    -hr true) >"$tmp/$lex.out" 2>&1 || fail "MAGPIE failed with $lex"
	grep -q "Games Played: $games" "$tmp/$lex.out" ||
	    fail "MAGPIE played no $games games with $lex: $(cat "$tmp/$lex.out")"
done
if cmp -s "$tmp/OSPD_ENABLE.out" "$tmp/OSPD_WG.out"; then
	echo "MAGPIE autoplay, $games games, seed 29: identical with its KWG" \
	    "and ours ($(grep 'Turns Played' "$tmp/OSPD_WG.out"))"
else
	echo "MAGPIE autoplay, $games games, seed 29: DIFFERENT with ours"
	diff "$tmp/OSPD_ENABLE.out" "$tmp/OSPD_WG.out" || :
	status=1
fi
exit $status
