# wsgen plays with the lexicon a board file names, as wsmove judges with it
# (issue 14); -l still wins.  The name is looked up on the search path.
mkdir lex
printf 'cat\ncats\nscat\nact\nacts\n' >w.txt
wsdict build -q -L en -o lex/mini.wgl w.txt
WORDGAME_PATH=$PWD/lex:$WORDGAME_PATH
export WORDGAME_PATH
printf 'variant classic\nlexicon mini\nboard\n' >mini.board
yes ............... | head -15 >>mini.board
wsgen -n 0 mini.board ACST; echo "exit $?"
wsmove mini.board '8H SCAT' '8H TACS'; echo "exit $?"
wsgen -l default -n 3 mini.board ACST; echo "exit $?"
