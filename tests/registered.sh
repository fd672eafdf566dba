# Every test file in the source tree's tests/ is registered in a local.mk
# (issue 32, item 4).  Prints, one a line, each file that no list of the
# build holds (TESTS, EXTRA_DIST, the programs' sources, CLEANFILES...:
# tests/registered.list, which make check writes), each golden .out, .err
# or .exit whose .sh is not in TESTS, each unit test tests/unit/test_*.c
# whose program is not in TESTS, and each C example of a man page
# (".\" test-file: NAME.c") that tests/man/local.mk does not build.
# Silence is success.  Build products of a build in the source tree
# (logs, objects, libtool's folders) are passed over.
list=$WG_TOP_BUILDDIR/tests/registered.list
[ -f "$list" ] || { echo "no $list: make check writes it" >&2; exit 2; }
cd "$WG_TOP_SRCDIR" || exit 2
{
	sed -n 's/^\.\\" test-file: \(.*\.c\)$/man tests\/man\/\1/p' man/*.[1-9]
	find tests -name .deps -prune -o -name .libs -prune -o \
	    -path tests/fuzz/obj -prune -o -type f \
	    ! -name '*.log' ! -name '*.trs' ! -name '*.o' ! -name '*.lo' \
	    ! -name '*.a' ! -name '*.la' ! -name .dirstamp -print |
	    sed 's/^/found /'
} | awk -v list="$list" '
BEGIN {
	while ((getline l < list) > 0) {
		split(l, w, " ")
		if (w[1] == "test")
			run[w[2]] = 1
		reg[w[2]] = 1
	}
}
# A file is registered when it or a folder above it is listed.
function registered(f,   d) {
	if (f in reg)
		return 1
	d = f
	while (sub(/\/[^\/]*$/, "", d))
		if (d in reg)
			return 1
	return 0
}
$1 == "man" {
	if (!($2 in reg))
		print $2 ": a man page example that is not built"
	next
}
{
	f = $2
	if (!registered(f))
		print f ": not registered in a local.mk"
	else if (f ~ /\.(out|err|exit)$/) {
		c = f
		sub(/\.[a-z]+$/, ".sh", c)
		if (!(c in run) && (c in reg || system("test -f " c) == 0))
			print f ": its case " c " is not in TESTS"
	} else if (f ~ /^tests\/unit\/test_[^\/]*\.c$/) {
		p = f
		sub(/\.c$/, "", p)
		if (!(p in run))
			print f ": its program " p " is not in TESTS"
	}
}' | LC_ALL=C sort | awk '{ print } END { exit NR > 0 }'
