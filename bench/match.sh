#!/bin/sh
# match.sh: strength as it is measured (issue 30): the simulating player
# (wsgen's sim2: 2 plies, ranked by the win table, the opponent's leave
# inferred, a fixed budget a move) against the static equity player, in
# pairs (each deal played twice, the seats swapped), GAMES a variant.
#
# The games are played in chunks of CHUNK games (an even number, default
# 20), chunk K from --seed K, one wsgen process each, the variants taken
# in turn so that a run cut short has about as many games of each.  Each
# chunk's --stats line goes to DIR/VARIANT/K.tsv; a chunk already there is
# not played again, so a run can be resumed, and several runners may share
# DIR (each claims a chunk with mkdir), as many as there are cores to
# spare.  The summary (-s alone prints it) treats the chunks as the
# independent units: the 95% intervals are 1.96 standard errors of the
# chunks' means (batch means), of the win rate (ties half) and of the
# spread (sim2's mean score less static's).
#
# Run from the build folder (it runs bin/wsgen with WORDGAME_PATH=share).
# SPEC (default below) is player 1's; DIR/spec keeps it, and a run with
# another is refused.  Each wsgen runs under nice -n 10 on one thread.
# Usage: match.sh [-s] DIR GAMES [VARIANT ...]   (default: classic friends spy)
set -eu
me=match.sh
summary_only=0
if [ "${1:-}" = -s ]; then
	summary_only=1
	shift
fi
if [ $# -lt 2 ]; then
	echo "usage: $me [-s] DIR GAMES [VARIANT ...]" >&2
	exit 2
fi
dir=$1
games=$2
shift 2
[ $# -gt 0 ] || set -- classic friends spy
spec=${SPEC:-sim2,candidates=6,iterations=32,infer=2,win=1}
chunk=${CHUNK:-20}
case $games$chunk in *[!0-9]*) echo "$me: GAMES and CHUNK are numbers" >&2
	exit 2 ;; esac
[ $((chunk % 2)) -eq 0 ] && [ "$chunk" -gt 0 ] ||
    { echo "$me: CHUNK must be even" >&2; exit 2; }
chunks=$(((games + chunk - 1) / chunk))

mkdir -p "$dir"
if [ $summary_only -eq 1 ]; then
	:
elif [ -f "$dir/spec" ]; then
	[ "$(cat "$dir/spec")" = "$spec $chunk" ] || {
		echo "$me: $dir was played with $(cat "$dir/spec")" >&2
		exit 2
	}
else
	echo "$spec $chunk" >"$dir/spec"
fi

if [ $summary_only -eq 0 ]; then
	export WORDGAME_PATH=${WORDGAME_PATH:-share}
	[ -x bin/wsgen ] || { echo "$me: run from the build folder" >&2
		exit 2; }
	k=1
	while [ $k -le $chunks ]; do
		for v in "$@"; do
			mkdir -p "$dir/$v"
			out=$dir/$v/$k.tsv
			# Claimed by this runner, or by another.
			mkdir "$out.lock" 2>/dev/null || continue
			if [ ! -s "$out" ]; then
				nice -n 10 bin/wsgen -v "$v" --selfplay "$chunk" \
				    --pairs --seed $k --player1 "$spec" \
				    --player2 static --stats -q >"$out.tmp" &&
				    mv "$out.tmp" "$out"
			fi
			rmdir "$out.lock"
		done
		k=$((k + 1))
	done
fi

# games wins ties win-rate +-95% spread +-95%, per variant.
printf 'variant\tgames\tp1wins\tp2wins\tties\twin%%\t95%%\tspread\t95%%\n'
for v in "$@"; do
	cat "$dir/$v"/*.tsv 2>/dev/null | awk -v v="$v" -F '\t' '
	NF == 6 {
		n++; g += $1; w += $2; l += $3; t += $4
		r = ($2 + $4 / 2) / $1; s = $5 - $6
		sr += r; srr += r * r; ss += s; sss += s * s
	}
	END {
		if (n == 0) { printf "%s\t0\n", v; exit }
		mr = sr / n; ms = ss / n
		er = n > 1 ? 1.96 * sqrt((srr - n * mr * mr) / (n - 1) / n) : 0
		es = n > 1 ? 1.96 * sqrt((sss - n * ms * ms) / (n - 1) / n) : 0
		printf "%s\t%d\t%d\t%d\t%d\t%.1f\t%.1f\t%+.1f\t%.1f\n", v, g,
		    w, l, t, 100 * mr, 100 * er, ms, es
	}'
done
