# Output trouble: exit 2 and a message; neither a lexicon nor a temporary
# file is left behind, a failed rebuild keeps the old lexicon, and a device
# is written in place, never replaced by a file.
printf 'cat\ndog\n' >w.txt
wsdict build -o /dev/full w.txt; echo "exit $?"
ls -l /dev/full | cut -c1
wsdict build -o /dev/null w.txt; echo "exit $?"
wsdict build -o no/such/t.wgl w.txt; echo "exit $?"
mkdir d
wsdict build -o d w.txt; echo "exit $?"
wsdict build -o t.wgl w.txt nope.txt; echo "exit $?"
ls -A . d
wsdict build -o t.wgl w.txt; echo "exit $?"
wsdict build -o t.wgl nope.txt; echo "exit $?"
wsdict -l ./t.wgl dump
ls -A
