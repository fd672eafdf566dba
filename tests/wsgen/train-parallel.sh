# The recipe of wsgen(1) for training over several hosts with GNU
# parallel, run as the page writes it but on this machine alone (-S :),
# 20 games a shard of a small variant; then a shard damaged among good
# ones: the merge refuses it by name, exit 2, and writes no values.
if ! parallel --version 2>/dev/null | grep -q 'GNU parallel'; then
	echo "train-parallel.sh: GNU parallel not found; skipped" >&2
	exit 77
fi
mkdir -p "$HOME/.parallel" && touch "$HOME/.parallel/will-cite"
wsdict build -q -v "$CASEDIR/tiny.wgv" -o tiny.wgl "$CASEDIR/tiny-words.txt"
# wsgen as the recipe calls it, for the small variant and its lexicon.
mkdir bin
printf '#!/bin/sh\nexec %s -l %s -v %s "$@"\n' "$(command -v wsgen)" \
    "$(pwd)/tiny.wgl" "$CASEDIR/tiny.wgv" > bin/wsgen
chmod +x bin/wsgen
PATH=$(pwd)/bin:$PATH
sed -n '/^With GNU parallel/,/^\.Ed/p' "$WG_TOP_SRCDIR/man/wsgen.1" |
    sed '1,2d; $d; s/\\e/\\/g; s/-S [^ ]*/-S :/; s/--games 20000/--games 20/' \
    > recipe.sh
grep -c 'parallel -S : ' recipe.sh
# (parallel warns that no host is remote: its words vary by version)
sh recipe.sh 2>recipe.err || echo "the recipe failed"
grep -v '^parallel: Warning: ' recipe.err >&2
ls g1-*.st g2-*.st g3-*.st gen1.wglv gen2.wglv gen3.wglv | wc -l
# The shards add up to what one wsgen merging them in another order
# makes.
wsgen --merge-stats again.wglv g3-4.st g3-3.st g3-2.st g3-1.st
cmp gen3.wglv again.wglv && echo merged alike
# One shard damaged in transfer: refused by name, nothing written.
( head -c 300 g3-2.st; printf '\377'; tail -c +302 g3-2.st ) > bad.st
mv bad.st g3-2.st
wsgen --merge-stats gen3b.wglv g3-*.st; echo "exit $?"
test -e gen3b.wglv || echo no values written
