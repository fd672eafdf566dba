# Options the man page gives to another form of wsgen are usage errors
# (exit 2, the first line of the message shown), never ignored: --pairs
# and --stats without a match, --selfplay 0, options of another mode,
# --leaves with nothing to use it, --log with --stats (issue 34, item 6).
board=$WG_TOP_SRCDIR/share/examples/midgame.board
run() {
	wsgen "$@" >out 2>err
	echo "exit $? $*" | sed "s|$board|BOARD|"
	cat out
	head -n 1 err
}
run --selfplay 2 --stats
run --selfplay 2 --pairs
run --selfplay 0
run --selfplay 2 --json
run --selfplay 2 -n 3
run --selfplay 2 --leaves x.wglv
run --selfplay 2 --seed 1 --player1 score --player2 score --log --stats
run --merge-stats out.wglv --games 5 a.st
run --train-stats out.st --generations 2
run --leaves-info x.wglv --seed 1
run --leaves x.wglv "$board"
run -q "$board"
run --threads 1 "$board"
run --sim --equity "$board"
run --endgame --candidates 2 "$board"
