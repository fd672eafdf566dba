# Every C program of libwordgame(3) (a literal block with a main function)
# is named by a ".\" test-file: NAME.c" comment, and make check built it
# (tests/man/local.mk), so none goes untested.
awk '/^\.\\" test-file: / { name = $3; next }
    /^\.Bd / { b = 1; line = NR; next }
    /^\.Ed/ { if (main) print line, name; b = main = 0; name = ""; next }
    b && /^main\(/ { main = 1 }' "$WG_TOP_SRCDIR/man/libwordgame.3" |
while read -r line name; do
	case $name in
	*.c) [ -x "$WG_TOP_BUILDDIR/tests/man/${name%.c}" ] ||
		echo "libwordgame.3:$line: $name is not built" ;;
	*) echo "libwordgame.3:$line: a program no test-file comment names" ;;
	esac
done
