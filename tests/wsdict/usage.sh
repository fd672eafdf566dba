# Usage errors: a message, the synopsis and a hint on standard error, exit 2,
# before any lexicon is opened (none exists here).
. "$CASEDIR/common.sh"
run wsdict
run wsdict frob
run wsdict -l none anagram
run wsdict -l none anagram a b
run wsdict -l none check
run wsdict -l none dump x
run wsdict -l none info x
run wsdict --min x subanagram a
run wsdict --min=-1 subanagram a
run wsdict --max 65 subanagram a
run wsdict --max
run wsdict --bogus info
run wsdict -x info
run wsdict build words.txt
run wsdict -o t.wgl build
