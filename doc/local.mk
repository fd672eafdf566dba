## doc/board.svg: the README's picture, made by wsboard (README says how).
EXTRA_DIST += doc/board.svg
## How the engine works, and the lab logs: one a subject, dated trials and
## measurements behind the README's figures.
EXTRA_DIST += doc/design.md doc/lab/endgame.md doc/lab/kwg.md \
	doc/lab/leaves.md doc/lab/lexicon.md doc/lab/movegen.md \
	doc/lab/infer.md doc/lab/peg.md doc/lab/replay.md doc/lab/sim.md \
	doc/lab/spy.md
