# wsdict check - reads lines of at most 4096 bytes: a longer one is reported
# and skipped (never held whole), the others are checked, and the exit
# status says there was trouble.
printf 'cat\ndog\n' >w.txt
wsdict build -o t.wgl w.txt
{ echo cat; head -c 100000 /dev/zero | tr '\0' a; echo; echo dog; } |
	wsdict -l ./t.wgl check -
