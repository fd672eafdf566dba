# zsh completion: the function made for the build loads in zsh and
# defines its helpers; the names it finds are the bash script's.  zsh's
# completion system needs a terminal to run whole, so only what can be
# called outside it is: skipped where zsh is not installed.
command -v zsh >/dev/null 2>&1 || {
	echo "zsh.sh: zsh not installed; skipped" >&2
	exit 77
}
mkdir -p data/variants
: >data/mine.wgl
: >data/variants/house.wgv
WORDGAME_PATH=$PWD/data zsh -f -c '
_arguments() { :; }
source "$1" || exit 1
_wordgame_names wgl ""
_wordgame_names wgv variants/
' zsh "$WG_TOP_BUILDDIR/share/completion/_wordgame"
