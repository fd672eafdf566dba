#!/bin/sh
# infer-magpie.sh: our inference beside MAGPIE's infer, one thread each,
# on the positions of self-play games (bench/infer_bench writes them as
# MAGPIE's commands: a cgp line, then "infer 1 TILES SCORE - RACK" or
# "infer 1 N - RACK", the other player's rack last).  MAGPIE reads our
# shipped classic leave values, converted to its KLV2 by wsgen, in a data
# folder of its own made here (links to MAGPIE_DIR/data, which is not
# written); both use a margin of 5.  Times: ours the CPU of the inference
# alone (infer_bench's clock); MAGPIE's the CPU of its process less that
# of the same process loading the same positions without infer.  Run
# from the build folder.
# Usage: infer-magpie.sh MAGPIE_DIR RECORDS [OPTION...]
# OPTIONs go to infer_bench after its -m 5 (-c 1: ours with the prior of
# the same player's moves before, which MAGPIE has not).
# MAGPIE_DIR holds a release build of MAGPIE (bin/magpie or
# src/bin/magpie) and its data from bench/magpie-setup.sh (OSPD_ENABLE).
set -eu
me=infer-magpie.sh
[ $# -ge 2 ] ||
    { echo "usage: $me MAGPIE_DIR RECORDS [OPTION...]" >&2; exit 2; }
magpie_dir=$(cd "$1" && pwd)
records=$2
shift 2
srcdir=$(cd "$(dirname "$0")/.." && pwd)
magpie=$magpie_dir/bin/magpie
[ -x "$magpie" ] || magpie=$magpie_dir/src/bin/magpie
[ -x "$magpie" ] || { echo "$me: $magpie_dir: no MAGPIE binary" >&2; exit 2; }
[ -f "$magpie_dir/data/lexica/OSPD_ENABLE.kwg" ] ||
    { echo "$me: $magpie_dir: no OSPD_ENABLE (bench/magpie-setup.sh)" >&2
    exit 2; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/infer-magpie.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$tmp/data/lexica"
for d in "$magpie_dir"/data/*; do
	[ "$(basename "$d")" = lexica ] || ln -s "$d" "$tmp/data/"
done
for f in "$magpie_dir"/data/lexica/*; do
	ln -s "$f" "$tmp/data/lexica/"
done
WORDGAME_PATH=share bin/wsgen --leaves "$srcdir/share/leaves/classic.wglv" \
    --write-leaves "$tmp/data/lexica/OSPD_WGCLASSIC.klv2"

echo "== ours"
bench/infer_bench -m 5 "$@" -M "$tmp/cmds" "$srcdir/share/variants/classic.wgv" \
    share/default.wgl "$srcdir/share/leaves/classic.wglv" "$records" |
    tee "$tmp/ours"
n=$(grep -c '^infer' "$tmp/cmds")
# The settings once, then the positions.
{
	echo "set -lex OSPD_ENABLE -leaves OSPD_WGCLASSIC -threads 1" \
	    "-imargin 5 -numplays 1"
	cat "$tmp/cmds"
} >"$tmp/with"
{
	echo "set -lex OSPD_ENABLE -leaves OSPD_WGCLASSIC -threads 1" \
	    "-imargin 5 -numplays 1"
	grep '^cgp' "$tmp/cmds"
} >"$tmp/without"
cpu() {
	(cd "$tmp" && /usr/bin/time -f 'cpu %U %S' "$magpie" set -mode sync \
	    -savesettings false <"$1" >"$1.out" 2>"$1.err") || true
	awk '$1 == "cpu" { print $2 + $3 }' "$tmp/$(basename "$1").err"
}
with=$(cpu "$tmp/with")
without=$(cpu "$tmp/without")
errors=$(grep -ci 'error' "$tmp/with.out" "$tmp/with.err" | awk -F: '{ s += $2 } END { print s + 0 }')
echo "== MAGPIE: $n positions"
echo "cpu_s with infer $with, loading alone $without, errors $errors"
awk -v a="$with" -v b="$without" -v n="$n" 'BEGIN {
	printf "magpie infer cpu_s\t%.3f\tms_each\t%.1f\n", a - b, 1000 * (a - b) / n
}'
