# CGP positions in and out, detected automatically.
echo "15/15/15/15/15/15/15/7CAT5/15/15/15/15/15/15/15 DOGS?AE/ 0/10 1 lex default;" > p.cgp
wsmove --no-lexicon p.cgp "9H AS" "K5 DOGs(T)"
wsmove --no-lexicon --apply p.cgp "9H AS"
wsmove --no-lexicon --apply p.cgp "9H AS" | wsmove --no-lexicon - "10H ZA"
# The variant's own lexicon goes unnamed (other engines refuse "default");
# another is kept.
sed 's/lex default;/lex friends;/' p.cgp | wsmove --no-lexicon --apply - "9H AS"
