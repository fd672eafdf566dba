# Malformed variant files (wgvariant(5)): file:line:col and exit 2, each a
# change of a good one (tiny.wgv: line 2 name, 3 alphabet, 4 size, 5 start,
# 6 players, 7 rack, 8 bingo, 9 exchange, 10-14 tiles, 15 exclude, 16
# premiums, 17-21 the grid).
cp "$CASEDIR/tiny.wgv" .
printf "variant tiny\nboard\n.....\n.....\n.....\n.....\n.....\n" > b.board
bad() {
	sed "$1" tiny.wgv > "$2.wgv"
	wsmove -v "./$2.wgv" --no-lexicon b.board "C3 AB"
}
bad '8s/.*/bingo 10 3\nbingo 20 3/' bingo-twice
bad '4s/.*/size 5 5\nsize 6 6/' size-twice
bad '3s/.*/alphabet en\nalphabet pl/' alphabet-twice
bad '2s/.*/name tiny\nname other/' name-twice
bad '9s/.*/exchange 3\nstacking\nstacking/' stacking-twice
bad '11s/.*/tile A 4 1\ntile A 1 1/' tile-twice
bad '2d' no-name
bad '7d' no-rack
bad '5d' no-start
bad '4s/.*/size 5 26/' size-range
bad '4s/.*/size 5 x5/' size-number
bad '4d;5s/.*/start C3\nsize 5 5/' start-before-size
bad '5s/.*/start F9/' start-off
bad '3s/.*/alphabet xx/' language
bad '12s/.*/tile c 2 3/' lowercase-tile
bad '12s/.*/tile Z 2 3/' excluded-tile
bad '12s/.*/tile C 2 1001/' value-range
bad '18s/.*/.d.x./' premium-char
bad '18s/.*/.d./' premium-short
bad '18s/.*/.d.t.../' premium-long
bad '21d' premium-rows
bad '9s/.*/exchange 3\nbogus 1/' unknown-keyword
bad '8s/.*/bingo 10 4/' bingo-tiles
bad '6s/.*/players 2 2 2/' too-many
bad '5s/.*/start/' too-few
bad '9s/.*/exchange 1 # comment words/' comment-after
bad '9s/.*/exchange 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20/' too-many-on-line
# The game a variant plays (wgvariant(5) game): one the library has, named
# once, by "game" or by the keyword that named it before.
bad '9s/.*/exchange 3\ngame chess/' game-unknown
bad '9s/.*/exchange 3\ngame stacking\nspec-ops/' game-twice
bad '9s/.*/exchange 3\nstacking\ngame stacking/' game-old-and-new
