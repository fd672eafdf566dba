# Spy self-play deals the Cover IDs through the Spec Ops as
# rules/wordspionage.txt gives them: "When you use a Spec Ops Activation
# Tile to play a word on the game board, the Spec Ops Wheel is activated,
# and you spin the wheel to obtain a Spec Op"; "Cover ID [...] Two Cover
# IDs in each game"; "Total Number of Tiles = 102".  The bag holds no
# blank: the tiles drawn (both opening racks and every draw) are 102 at
# most and none is '?'; a '?' reaches a rack only by a "spec cover-id"
# line; the games replay clean, the wheels and Spec Ops checked.
wsgen -v spy --selfplay 20 --seed 1 --log >games.wglog || exit 1
wsreplay --summary games.wglog | cut -f2 | sort | uniq -c
awk '/^wglog/ { if (n) print n; n = 14 }
    /^play/ { for (i = 1; i < NF; i++) if ($i == "draw" && $(i + 1) != "-")
	n += length($(i + 1)) }
    END { print n }' games.wglog | sort -n | tail -1
awk '/^play/ { for (i = 1; i < NF; i++) if ($i == "draw") print $(i + 1) }' \
    games.wglog | grep -c '?'
awk '$1 == "spec" || $1 == "wheel" { print $1, ($1 == "spec" ? $3 : $5) }' \
    games.wglog | sort | uniq -c
# The same games as GCG keep the Spec Ops as notes, read back.
wsgen -v spy --selfplay 20 --seed 1 >games.gcg || exit 1
wsreplay --summary games.gcg | cut -f2 | sort | uniq -c
