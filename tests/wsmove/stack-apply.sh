# Stacked plays applied: heights and rainbow tops in the board written,
# in both formats, and how moves are written back (a letter on a tile is
# stacked, letters in parentheses are played through, * a rainbow tile).
wsdict build -q -o w.wgl "$CASEDIR/stack-words.txt"
sed 's/CAT/.../; /^stack /d; /^rack /d' "$CASEDIR/stack.board" >empty.board
# C*AT, 20; S(CAT), 12: C stays rainbow; (S)P(AT)S, 20: P covers the
# rainbow C (H8 is 2 high, no longer rainbow), S on K8.
wsmove -l ./w.wgl --apply empty.board '8H C*AT' '8G S(CAT)' '8G (S)P(AT)S'
# A stacking position in CGP, read and written back after a pass.
printf '%s\n' '15/15/15/15/15/15/15/6SPATS4/15/15/15/15/15/15/15 / 40/12 0 wg-variant stack; wg-stack H8 2/K8 1 rainbow;' >p.cgp
wsmove -l ./w.wgl --apply p.cgp -
# Moves are written back as read: stacked letters bare, rainbow starred.
wsmove -l ./w.wgl --rack BS --json "$CASEDIR/stack.board" '8H (CA)B*S'
wsmove -l ./w.wgl --rack BS "$CASEDIR/stack.board" '8H ..B*S'
