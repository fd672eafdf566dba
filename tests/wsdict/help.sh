# --help prints the full help on standard output and exits 0.
. "$CASEDIR/common.sh"
run wsdict --help
wsdict -h >h.txt && wsdict --help | cmp - h.txt && echo "-h is --help"
