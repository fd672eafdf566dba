## doc/board.svg: the README's picture, made by wsboard (README says how).
EXTRA_DIST += doc/board.svg
EXTRA_DIST += doc/lab/kwg.md
EXTRA_DIST += doc/lab/leaves.md
