# A CGP line of many opcodes is read in linear time: 200,000 of other
# programs' opcodes, and a million "ld" without a ';' (each once scanned to
# the end of the line), which make no variant name: the missing ';' is
# reported.
awk 'BEGIN { printf "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0";
	for (i = 0; i < 200000; i++) printf " x-note %d;", i; print "" }' >a.cgp
wsmove --no-lexicon a.cgp "8H CAT"
awk 'BEGIN { printf "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 ";
	for (i = 0; i < 1000000; i++) printf "ld "; print "" }' >b.cgp
wsmove --no-lexicon b.cgp "8H CAT" 2>&1 | cut -c1-40
