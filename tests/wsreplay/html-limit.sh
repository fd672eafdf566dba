# --html holds the page to write it whole: a page past the 'memory'
# limit (wsdict(1), LIMITS) is refused as it grows, exit 2, with a
# message naming the limit and nothing written; under the limit, the
# same page as without it (issue 34, item 5).  Sixty passes make a page
# of about 1.3 MiB.
{
	printf '#player1 ann Ann\n#player2 bob Bob\n'
	i=0
	while [ $i -lt 30 ]; do
		printf '>ann: ACT - +0 0\n>bob: VVX - +0 0\n'
		i=$((i + 1))
	done
} >passes.gcg
wsreplay --no-lexicon --limit memory=1M --html passes.gcg >small.html
echo "exit $?"
wc -c <small.html
wsreplay --no-lexicon --limit memory=2M --html passes.gcg >two.html
echo "exit $?"
wsreplay --no-lexicon --html passes.gcg >page.html
cmp page.html two.html && echo "2 MiB: the whole page"
grep -c '<section class="position"' page.html
