# Finding a lexicon by name: NAME.wgl in each folder of $WORDGAME_PATH, then
# $XDG_DATA_HOME/wordgame (or ~/.local/share/wordgame), then the datadir.
# The driver sets HOME and XDG_DATA_HOME to empty folders of its own.
. "$CASEDIR/common.sh"
mkdir -p path1 path2 xdg/wordgame "$HOME/.local/share/wordgame"
wsdict build -o path2/both.wgl "$CASEDIR/words.txt" || exit
wsdict build -o xdg/wordgame/both.wgl "$CASEDIR/small.txt" || exit
wsdict build -o xdg/wordgame/mine.wgl "$CASEDIR/small.txt" || exit
wsdict build -o "$HOME/.local/share/wordgame/home.wgl" "$CASEDIR/small.txt" ||
    exit
export XDG_DATA_HOME="$PWD/xdg"
# Empty entries and missing folders in the path are passed over; the path
# comes before the user's folder.
WORDGAME_PATH=":$PWD/nonexistent:$PWD/path1:$PWD/path2" wsdict -l both -c dump
echo "exit $?"
WORDGAME_PATH= wsdict -l both -c dump
echo "exit $?"
WORDGAME_PATH=$PWD/path2 wsdict --lexicon=mine check cat at
echo "exit $?"
# Without $XDG_DATA_HOME (or with a relative one): ~/.local/share/wordgame.
XDG_DATA_HOME=relative wsdict -l home check at
echo "exit $?"
(unset XDG_DATA_HOME; wsdict -l home check at)
echo "exit $?"
# A name not found anywhere; the datadir depends on how this was configured.
wsdict -l nowhere info 2>&1 | sed 's/ and [^ ]*)$/ and DATADIR)/'
# A path is taken as it is, and never searched for.
run wsdict -l ./both.wgl info
run wsdict -l path2/both.wgl -c dump
