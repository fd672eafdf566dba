# Each game's colours: friends (orange triple words, the J worth 10), spy (a random
# layout by seed, on a dark board), classic-pl (classic's colours,
# letters beyond ASCII with their values).  Only the squares and tiles.
printf 'variant friends\nboard\n' >friends.board
printf '...............\n%.0s' 1 2 3 4 5 6 7 >>friends.board
printf '.......JO......\n' >>friends.board
printf '...............\n%.0s' 1 2 3 4 5 6 7 >>friends.board
wsboard --svg friends.board | grep -c 'fill="#e88b2e"'
wsboard --svg friends.board | grep '<g class="tile"'
printf 'variant spy\nboard\n' >spy.board
printf '...............\n%.0s' 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 \
    >>spy.board
# The squares of each colour: 225 in all, the same premiums as the
# variant's in number wherever the seed puts them.
wsboard --svg --seed 7 spy.board | sed -n '/<g class="squares">/,/<\/g>/p' |
    grep -o '<rect[^>]*fill="#[0-9a-f]*"' | grep -o '#[0-9a-f]*' |
    sort | uniq -c
printf '15/15/15/15/15/15/15/7ŻÓŁW4/15/15/15/15/15/15/15 / 0/0 0 wg-variant classic-pl;\n' |
    wsboard --svg | grep '<g class="tile"'
