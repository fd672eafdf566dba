# wsdict check - prints each line as it was read, never bytes of the line
# before (a shorter line of invalid UTF-8 after a longer one) nor bytes past
# a line of the longest length, 4096 bytes; the same with --json.
printf 'cat\ndog\n' >w.txt
wsdict build -o t.wgl w.txt
printf 'ABCDEFGH\n\377\376\n' >stale.txt
wsdict -l ./t.wgl check - <stale.txt
wsdict -l ./t.wgl --json check - <stale.txt
{ head -c 4096 /dev/zero | tr '\0' a; echo; echo cat; } >long.txt
wsdict -l ./t.wgl check - <long.txt | cut -c 4090-
wsdict -l ./t.wgl --json check - <long.txt | cut -c 4090-
