# --color: always (also alone), never, auto (standard output is no
# terminal here: plain); ANSI for premiums, tiles and the last move.
wsboard --color --last '8H BeE' "$CASEDIR/blank.board" >alone.out
wsboard --color=always --last '8H BeE' "$CASEDIR/blank.board" | cmp - alone.out
wsboard --color=never "$CASEDIR/blank.board" >never.out
wsboard --color=auto "$CASEDIR/blank.board" | cmp - never.out
wsboard "$CASEDIR/blank.board" | cmp - never.out
grep -c "$(printf '\033')" alone.out never.out
# The row of the last move, the legend, escapes shown.
sed -n '10p;19p' alone.out | cat -v
