# The shared library exports what wordgame.h declares, and nothing more:
# every name printed is a difference (">" exported but private, "<"
# declared but missing).  Skipped where no shared library was built.
so=$WG_TOP_BUILDDIR/lib/.libs/libwordgame.so
[ -f "$so" ] || { echo "no $so (--disable-shared?)" >&2; exit 77; }
sh "$WG_TOP_SRCDIR/lib/symbols.sh" "$WG_TOP_SRCDIR/lib/wordgame.h" >declared
nm -D --defined-only "$so" | awk '$2 ~ /^[TDBR]$/ { print $3 }' |
    sort -u >exported
[ -s declared ] || echo "symbols.sh found no declaration"
diff declared exported | grep '^[<>]'
exit 0
