#!/bin/sh
# endgame-threads.sh: the exact endgame solver on 1 thread and on THREADS
# (default 2), one after the other, on the positions of real records that
# POSITIONS lists ("GCG TURN" a line: the position before that turn, the
# bag empty), but those EG_SKIP names ("GCG:TURN" words; by default the
# three no engine solves in minutes, doc/lab/endgame.md).  Run from the
# build folder (make bench-endgame-threads does), under nice on a shared
# machine.  For each position: the plies, the spread of each (the same
# when exact), the wall seconds of each solve and their ratio, and the
# CPU seconds of the calling thread of each (on a loaded machine the
# wall time a core for each thread would give), and the positions
# searched by all the threads of each (more on several threads: the
# work the helpers did again, which a loaded machine does not hide);
# then the totals and their ratios, and the load average before and
# after.
# Usage: endgame-threads.sh GCG_DIR POSITIONS [THREADS]
gcgdir=$1
list=$2
threads=${3:-2}
srcdir=$(dirname "$0")/..
skip=${EG_SKIP-logan.gcg:23 josh2.gcg:30 some_isc_game.gcg:20}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/egthreads.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT
load() {
	[ -r /proc/loadavg ] && cut -d ' ' -f 1-3 /proc/loadavg || echo "?"
}
echo "load average before: $(load)"
printf 'position\tplies\tspread_1\tspread_%s\twall_1\twall_%s\tratio\tmain_cpu_1\tmain_cpu_%s\tratio\tnodes_1\tnodes_%s\tratio\n' \
    "$threads" "$threads" "$threads" "$threads"
while read -r game turn; do
	case $game in ''|'#'*) continue ;; esac
	case " $skip " in *" $game:$turn "*) continue ;; esac
	# The records' words outside ENABLE make wsreplay warn: not fatal.
	bin/wsreplay --turn "$turn" "$gcgdir/$game" >"$tmp/p.board" \
	    2>/dev/null
	for t in 1 "$threads"; do
		bench/endgame_bench -t "$t" \
		    "$srcdir/share/variants/classic.wgv" share/default.wgl \
		    "$tmp/p.board" 2>/dev/null | sed -n 2p >"$tmp/r$t"
	done
	# Columns of endgame_bench: 2 plies, 3 nodes, 5 main_cpu_s,
	# 6 wall_s, 7 spread.
	paste "$tmp/r1" "$tmp/r$threads" | awk -F '\t' -v p="${game%.gcg}:$turn" '
	    { n = split($0, f, "\t"); h = n / 2
	      printf "%s\t%s\t%s\t%s\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t%d\t%.3f\n",
		  p, f[2], f[7], f[h + 7], f[6], f[h + 6],
		  (f[h + 6] > 0 ? f[6] / f[h + 6] : 0), f[5], f[h + 5],
		  (f[h + 5] > 0 ? f[5] / f[h + 5] : 0), f[3], f[h + 3],
		  (f[3] > 0 ? f[h + 3] / f[3] : 0) }'
done <"$list" | tee "$tmp/all"
awk -F '\t' '{ w1 += $5; wt += $6; c1 += $8; ct += $9; n1 += $11; nt += $12 }
    END { printf "total\t\t\t\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%.2f\t%d\t%d\t%.3f\n",
	w1, wt, (wt > 0 ? w1 / wt : 0), c1, ct, (ct > 0 ? c1 / ct : 0),
	n1, nt, (n1 > 0 ? nt / n1 : 0) }' "$tmp/all"
echo "load average after: $(load)"
