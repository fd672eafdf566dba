#!/bin/sh
# magpie-setup.sh: the data MAGPIE reads for the benchmarks beside it
# (make bench-selfplay, bench-endgame, bench-sim), made from ours: its
# letter distribution and board from share/variants/classic.wgv (unless
# it has its own), its
# lexicon OSPD_ENABLE from WORDLIST (converted by MAGPIE's own convert
# text2kwg and text2wordmap), leaves OSPD_ZERO all 0, and for each
# NAME=LEAVES the leaves file LEAVES (ours, text or wgleaves(5)) as
# MAGPIE's NAME (convert csv2klv; NAME must begin with OSPD, which is how
# MAGPIE picks the English tiles), and the win percentages its sim ranks
# by from our classic win table.  Writes only below MAGPIE_DIR/data,
# then MAGPIE_DIR/READY.  MAGPIE_DIR holds MAGPIE's source, built with
# `make magpie BUILD=release`.  Run from the build folder (it runs
# bin/wsgen and bench/win_magpie: make bench/win_magpie first); a few minutes, most of it the word map.
# Usage: magpie-setup.sh MAGPIE_DIR WORDLIST [NAME=LEAVES ...]
# Exit status 0 when all is made, 2 on any trouble.
set -eu
me="magpie-setup.sh"
if [ $# -lt 2 ]; then
	echo "usage: $me MAGPIE_DIR WORDLIST [NAME=LEAVES ...]" >&2
	exit 2
fi
magpie_dir=$1
wordlist=$2
shift 2
srcdir=$(cd "$(dirname "$0")/.." && pwd)
build=$(pwd)
variant=$srcdir/share/variants/classic.wgv
fail() {
	echo "$me: $*" >&2
	exit 2
}
[ -r "$wordlist" ] || fail "$wordlist: cannot read the word list"
[ -x bin/wsgen ] || fail "no bin/wsgen here: run from the build folder"
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] || fail "$magpie_dir: no MAGPIE binary" \
    "(make magpie BUILD=release there)"
magpie=$(cd "$(dirname "$magpie")" && pwd)/$(basename "$magpie")
for arg in "$@"; do
	case $arg in
	OSPD*=?*) ;;
	*) fail "$arg: expected NAME=LEAVES, NAME beginning with OSPD" ;;
	esac
done
# READY again only once everything is made.
rm -f "$magpie_dir/READY"
data=$magpie_dir/data
mkdir -p "$data/letterdistributions" "$data/layouts" "$data/lexica"
tmp=$(mktemp -d "${TMPDIR:-/tmp}/magpie-setup.XXXXXX")
trap 'rm -rf "$tmp"' EXIT

# Tiles: "letter,lower,count,value,vowel", the blank first.
awk '$1 == "tile" {
	v = $2 ~ /^[AEIOU]$/ ? 1 : 0
	printf "%s,%s,%d,%d,%d\n", $2, tolower($2), $3, $4, v
}' "$variant" | sort -t, -k1,1 >"$tmp/english.csv"
[ "$(wc -l <"$tmp/english.csv")" -eq 27 ] || fail "$variant: not 27 tiles"
# The board: the start square (row,col from 0), then the premiums,
# = triple word, - double word, " triple letter, ' double letter.
awk '$1 == "start" {
	printf "%d,%d\n", substr($2, 2) - 1, index("ABCDEFGHIJKLMNO",
	    substr($2, 1, 1)) - 1
}
$1 == "premiums" { on = 1; next }
on && NF == 1 && length($1) == 15 {
	gsub(/T/, "="); gsub(/D/, "-"); gsub(/t/, "\""); gsub(/d/, "'\''")
	gsub(/\./, " "); print; rows++
}
END { if (rows != 15) exit 1 }' "$variant" >"$tmp/standard15.txt" ||
    fail "$variant: no 15 rows of premiums"
# MAGPIE's own, when there (from its data download), are kept.
[ -e "$data/letterdistributions/english.csv" ] ||
    mv "$tmp/english.csv" "$data/letterdistributions/english.csv"
[ -e "$data/layouts/standard15.txt" ] ||
    mv "$tmp/standard15.txt" "$data/layouts/standard15.txt"

# MAGPIE's converter takes words of 2 to 15 letters (a board's width).
LC_ALL=C awk 'length($0) >= 2 && length($0) <= 15 && /^[a-zA-Z]+$/ {
	print toupper($0) }' "$wordlist" >"$data/lexica/OSPD_ENABLE.txt"
# Its conversions report trouble on stderr but exit 0.
convert() {
	(cd "$magpie_dir" && "$magpie" convert "$@") >"$tmp/out" 2>&1
	if grep -qi error "$tmp/out"; then
		cat "$tmp/out" >&2
		fail "MAGPIE's convert $* failed"
	fi
}
convert text2kwg OSPD_ENABLE
convert text2wordmap OSPD_ENABLE -threads 2
for ext in kwg wmp; do
	[ -s "$data/lexica/OSPD_ENABLE.$ext" ] ||
	    fail "MAGPIE made no OSPD_ENABLE.$ext"
done

# Leaves: all 0 (an empty list), then each NAME=LEAVES, its values in
# points as our text format writes them ("LETTERS VALUE").
: >"$data/lexica/OSPD_ZERO.csv"
convert csv2klv OSPD_ZERO english
for arg in "$@"; do
	name=${arg%%=*}
	leaves=${arg#*=}
	case $leaves in /*) ;; *) leaves=$build/$leaves ;; esac
	WORDGAME_PATH=${WORDGAME_PATH:-share} bin/wsgen --leaves "$leaves" \
	    --write-leaves "$tmp/leaves.txt" --text ||
	    fail "$leaves: wsgen could not read it"
	awk 'NF == 2 { printf "%s,%s\n", $1, $2 }' "$tmp/leaves.txt" \
	    >"$data/lexica/$name.csv"
	convert csv2klv "$name" english
	[ -s "$data/lexica/$name.klv2" ] || fail "MAGPIE made no $name.klv2"
done
# The win percentages its sim ranks by: our classic win table
# (share/win/classic.wgwin) in its format, by bench/win_magpie.
mkdir -p "$data/strategy"
[ -x bench/win_magpie ] || fail "no bench/win_magpie: make bench/win_magpie"
bench/win_magpie "$srcdir/share/win/classic.wgwin" \
    >"$data/strategy/winpct.csv" || fail "no win table for MAGPIE"
date >"$magpie_dir/READY"
echo "$me: $magpie_dir ready: -lex OSPD_ENABLE, -leaves OSPD_ZERO${*:+ and} $(
    for arg in "$@"; do printf '%s ' "${arg%%=*}"; done)"
