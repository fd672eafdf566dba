# Word lists against the limits of wsdict(1): a line over 4,096 bytes is an
# entry left out, not the end of the build; a list whose first 512 bytes are
# zero (an empty tar archive to libarchive) is refused, not read as no
# words; the text, lines and words limits name the file and the limit.
printf 'dog\n' >w.txt
{ head -c 6000 /dev/zero | tr '\0' a; printf '\ncat\n'; } >long.txt
wsdict build -o t.wgl long.txt w.txt
echo "exit $?"
wsdict -l ./t.wgl dump
{ head -c 512 /dev/zero; printf 'cat\ndog\n'; } >nul.txt
wsdict build -o n.wgl nul.txt w.txt
echo "exit $?"
test -f n.wgl || echo "n.wgl: not written"
yes cat | head -3000 | gzip | gzip >many.gz
wsdict build -o m.wgl --limit text=4K many.gz
echo "exit $?"
wsdict build -o m.wgl --limit lines=1000 many.gz
echo "exit $?"
wsdict build -o m.wgl --limit words=1000 many.gz
echo "exit $?"
wsdict build -o m.wgl --limit text=1x many.gz
echo "exit $?"
ls | grep -v random
# Random strings have as many prefixes as letters: the build knows the
# memory it needs before building anything and refuses at once.
awk 'BEGIN { srand(1); for (i = 0; i < 3000; i++) { w = "";
	for (j = 0; j < 40; j++) w = w sprintf("%c", 97 + int(rand() * 26));
	print w } }' >random.txt
wsdict build -o r.wgl --limit memory=4M random.txt
echo "exit $?"
wsdict build -o r.wgl --limit memory=16M random.txt
echo "exit $?"
wsdict build -o r.wgl random.txt
echo "exit $?"
