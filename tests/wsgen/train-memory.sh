# The training and leave tables within the memory limit (--limit, as
# wsdict(1) LIMITS says): refused before any is made, exit 2, with the
# leaves, the bytes and the limit named.  Racks of 12 (the English tiles:
# 601,569,115 leaves) once grew past 15 GB for one game.
sed 's/^name classic/name rack12/; s/^rack 7/rack 12/; s/^bingo 50 7/bingo 50 12/' \
    "$WG_TOP_SRCDIR/share/variants/classic.wgv" > rack12.wgv
wsgen -v ./rack12.wgv --train-stats x.st --games 1; echo "exit $?"
wsgen -v ./rack12.wgv --train-leaves x.wglv --games 1; echo "exit $?"
printf 'S 8\n' > s.txt
wsgen -v ./rack12.wgv --leaves s.txt --write-leaves x.wglv; echo "exit $?"
# Classic's 914,625 leaves: two tables of 16 bytes a leave, and 4 threads'.
wsgen --limit memory=20M --train-stats x.st --games 1; echo "exit $?"
wsgen --limit memory=40M --train-stats x.st --games 1 --threads 4
echo "exit $?"
wsgen --limit memory=30M --train-stats x.st --games 1 -q; echo "exit $?"
wsgen --limit memory=30M --merge-stats x.wglv x.st; echo "exit $?"
wsgen --limit memory=50M --merge-stats x.wglv x.st; echo "exit $?"
