# Sourced by the golden cases.

# Runs a command, then prints its exit status after its output.
run() {
	"$@"
	echo "exit $?"
}

# Runs a wsdict query on the lexicon ./t.wgl, then prints its exit status.
q() {
	run wsdict -l ./t.wgl "$@"
}
