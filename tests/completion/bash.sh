# bash completion: the script made for the build (share/completion/
# wordgame.bash) sourced in bash, and _wordgame called with COMP_WORDS and
# COMP_CWORD set as bash sets them (an "=" is a word of its own).  Options
# come from each program's --help; lexicon and variant names from the
# folders of $WORDGAME_PATH (here the build's share/ and one of ours).
command -v bash >/dev/null 2>&1 || { echo "bash.sh: no bash; skipped" >&2; exit 77; }
mkdir -p data/variants words
: >data/mine.wgl
: >data/variants/house.wgv
: >words/list.txt
: >game.gcg
WORDGAME_PATH=$WORDGAME_PATH:$PWD/data bash -c '
. "$1" || exit 1
comp() {
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	_wordgame
	echo "$*: $(printf "%s\n" "${COMPREPLY[@]}" | sort | tr "\n" " ")"
}
comp wsgen --sel
comp wsgen --le
comp wsreplay --to
comp wsdict --or
comp wsdict -l ""
comp wsdict --lexicon = mi
comp wsgen -v cla
comp wsgen --variant = ho
comp wsmove -v ""
comp wsdict -L p
comp wsdict --order = pr
comp wsgen --length = s
comp wsdict ""
comp wsdict -l mine s
comp wsdict -l mine anagram ""
comp wsdict build w
comp wsreplay g
' sh "$WG_TOP_BUILDDIR/share/completion/wordgame.bash"
