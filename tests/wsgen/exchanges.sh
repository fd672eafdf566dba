# --exchanges adds the pass and every distinct exchange (score 0, ranked
# after placements that score; pass before exchanges on ties).
wsdict build -o w.wgl "$CASEDIR/words.txt"
wsgen -l ./w.wgl -n 0 --exchanges "$CASEDIR/cat.board" AAB | tail -n 7
