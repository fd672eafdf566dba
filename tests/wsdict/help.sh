# --help prints the full help on standard output and exits 0.
wsdict --help
echo "exit $?"
wsdict -h >h.txt && wsdict --help | cmp - h.txt && echo "-h is --help"
