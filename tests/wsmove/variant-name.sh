# A position names a variant, never a file: a path is refused, so a file
# from elsewhere cannot make wsmove read another file.
printf 'variant ../../etc/passwd\nboard\n' >a.board
wsmove --no-lexicon a.board "8H CAT"; echo "exit $?"
echo "15/15/15/15/15/15/15/15/15/15/15/15/15/15/15 / 0/0 0 wg-variant /etc/passwd;" >b.cgp
wsmove --no-lexicon b.cgp "8H CAT"; echo "exit $?"
printf 'name a/b\n' >c.wgv
wsmove --no-lexicon -v ./c.wgv b.cgp "8H CAT"; echo "exit $?"
