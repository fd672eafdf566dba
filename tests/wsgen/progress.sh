# Progress of self-play: a line on standard error redrawn in place, only
# when standard error is a terminal (script(1) makes one) and standard
# output is not; never with --quiet; the games are the same either way.
command -v script >/dev/null 2>&1 || {
	echo "progress.sh: script(1) not found (util-linux); skipped" >&2
	exit 77
}
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl --selfplay 3 --seed 4 >plain.gcg 2>plain.err
echo "standard error a file: $(wc -c <plain.err) bytes"
# What the terminal shows: the first and the last state, the rate cut off.
script -qec 'wsgen -l ./w.wgl --selfplay 3 --seed 4 >tty.gcg' /dev/null \
    >typescript </dev/null
tr '\r' '\n' <typescript | sed 's/\x1b\[K//g; s/, [0-9.]*\/s.*//' |
    grep . | sed -n '1p;$p'
cmp plain.gcg tty.gcg && echo "same games"
script -qec 'wsgen -q -l ./w.wgl --selfplay 3 --seed 4 >q.gcg' /dev/null \
    >typescript </dev/null
echo "--quiet: $(wc -c <typescript) bytes"
# Both on the terminal: the games themselves show the progress.
script -qec 'wsgen -l ./w.wgl --selfplay 1 --seed 4' /dev/null \
    >typescript </dev/null
echo "both on the terminal: $(grep -c 'self-play' typescript) lines"
# wsdict build: the word lists read, then the build's steps; wsreplay: the
# files replayed when there are several.
script -qec 'wsdict build -o x.wgl "$CASEDIR/words.txt"' /dev/null \
    >typescript </dev/null
tr '\r' '\n' <typescript | sed 's/\x1b\[K//g; s/, [0-9.]*\/s.*//' |
    grep . | sed -n '1p;$p'
cmp w.wgl x.wgl && echo "same lexicon"
script -qec 'wsreplay --summary plain.gcg tty.gcg >summary' /dev/null \
    >typescript </dev/null
tr '\r' '\n' <typescript | sed 's/\x1b\[K//g; s/, [0-9.]*\/s.*//' |
    grep . | sed -n '1p;$p'
