# Training: two shards of one generation merged give the values of one
# run of all their games, in whatever threads it played them.
wsgen --train-stats a.st --games 3 --seed 7
wsgen --train-stats b.st --games 3 --seed 8
wsgen --merge-stats ab.wglv a.st b.st
wsgen --merge-stats ba.wglv b.st a.st
cmp ab.wglv ba.wglv && echo merged alike
wsgen --train-leaves one.wglv --games 4 --seed 7
wsgen --train-leaves two.wglv --games 4 --seed 7 --threads 2
cmp one.wglv two.wglv && echo threads alike
# A second generation starts from the values of the first.
wsgen --train-leaves gen.wglv --games 2 --generations 2 --seed 7 --text
grep -c . gen.wglv
