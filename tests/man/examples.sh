# The EXAMPLES of the man pages run as documented.  An example runs when
# the comment line before its .Bd names it (mandoc prints no comment):
#   .\" test: [exit=N] [NAME=FILE ...]
#   .\" test-setup: COMMAND          (any number, before the test: line)
# FILE (from the top of the source tree) is copied in as NAME, the setup
# commands run, then the block's "$ " lines (a line ending in | or \ goes
# on with the next).  The last command must exit N (default 0), every
# other one 0; lines of the block that are not commands, when there are
# any, are its expected standard output.  Each example runs in a folder
# of its own.  Silence is success: a failure prints its page and line,
# the script and what differs.  Before each command the script notes its
# number in ex<N>.step, beside the folder, so that an earlier command
# failing with status N is not taken for the last one exiting N.
top=$WG_TOP_SRCDIR
n=0
for page in "$top"/man/*.[1-9]; do
	name=${page##*/}
	# One record a line: "T ARGS", "S COMMAND", "B LINE" (block text,
	# mdoc escapes undone), "E" (end of a block).
	awk '
	/^\.\\" test-setup: / { sub(/^\.\\" test-setup: /, ""); print "S " $0; next }
	/^\.\\" test:/ { sub(/^\.\\" test:[ ]*/, ""); print "T " NR " " $0; t = 1; next }
	/^\.Bd / { if (t) b = 1; t = 0; next }
	/^\.Ed/ { if (b) print "E"; b = 0; next }
	b { gsub(/\\&/, ""); gsub(/\\e/, "\\"); print "B " $0 }
	' "$page" >"$name.records"
	while IFS= read -r rec; do
		case $rec in
		"T "*)
			n=$((n + 1))
			dir=ex$n
			mkdir -p "$dir"
			set -- ${rec#T }
			line=$1
			shift
			status=0
			for arg; do
				case $arg in
				exit=*) status=${arg#exit=} ;;
				*=*) cp "$top/${arg#*=}" "$dir/${arg%%=*}" ;;
				esac
			done
			printf 'set -e\n' >"$dir/script"
			cat "$dir/setup" 2>/dev/null >>"$dir/script"
			: >"$dir/expected"
			rm -f "$dir.step"
			more=
			cmds=0
			;;
		"S "*)
			d=ex$((n + 1))
			mkdir -p "$d"
			printf '%s\n' "${rec#S }" >>"$d/setup"
			;;
		"B "*)
			text=${rec#B }
			case $text in
			'$ '*)
				more=1 text=${text#'$ '}
				cmds=$((cmds + 1))
				printf "echo %d >'%s'\n" "$cmds" \
				    "$PWD/$dir.step" >>"$dir/script"
				;;
			esac
			if [ -z "$more" ]; then
				printf '%s\n' "$text" >>"$dir/expected"
				continue
			fi
			printf '%s\n' "$text" >>"$dir/script"
			case $text in
			*'|'|*\\) ;;
			*) more= ;;
			esac
			;;
		E)
			(cd "$dir" && sh ./script >out 2>err)
			got=$?
			fail=
			step=$(cat "$dir.step" 2>/dev/null) || step=0
			if [ "$step" != "$cmds" ]; then
				fail="exit status $got"
				if [ "$step" = 0 ]; then
					fail="$fail from a setup command"
				else
					fail="$fail from command $step of $cmds"
				fi
			elif [ "$got" != "$status" ]; then
				fail="exit status $got, expected $status"
			fi
			if [ -s "$dir/expected" ] &&
			    ! cmp -s "$dir/expected" "$dir/out"; then
				fail="${fail:+$fail; }output differs"
			fi
			if [ -n "$fail" ]; then
				echo "$name:$line: $fail"
				sed "/^echo [0-9]* >'.*\.step'\$/d
				    s/^/  script: /" "$dir/script"
				[ -s "$dir/expected" ] &&
					diff -u "$dir/expected" "$dir/out"
				sed 's/^/  stderr: /' "$dir/err"
			fi
			;;
		esac
	done <"$name.records"
done
# A page that marks no example would leave this test checking nothing.
[ "$n" -gt 0 ] || echo "no example marked for testing"
exit 0
