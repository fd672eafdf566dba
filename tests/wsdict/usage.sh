# Usage errors: a message, the synopsis and a hint on standard error, exit 2,
# before any lexicon is opened (none exists here).
usage() {
	wsdict "$@"
	echo "exit $?"
}
usage
usage frob
usage -l none anagram
usage -l none anagram a b
usage -l none check
usage -l none dump x
usage -l none info x
usage --min x subanagram a
usage --min=-1 subanagram a
usage --max 65 subanagram a
usage --max
usage --bogus info
usage -x info
usage build words.txt
usage -o t.wgl build
